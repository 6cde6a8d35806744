"""The lexicon's words read what the calculators declare, in every language, and the
glossary; the data the site ships is that reading, packed."""

from __future__ import annotations

import json
from array import array

from calc import calculators
from calc.i18n import LANGS
from calc.lexicon_build import Kind, build, declared, dumps, pack, phrases_of, unpack, unpack_rows
from calc.words import fold, stem


def test_a_label_is_read_whole_and_by_its_parts():
    assert phrases_of("Parte piccola (testa, oggetto small)", "it") == (
        (("part", "piccol", "test", "oggett", "small"), True),
        (("part", "piccol"), True),  # what a bracket follows names the whole
        (("test",), True),  # a bracket holds other names
        (("oggett", "small"), True),
    )


def test_a_bracket_opening_with_a_function_word_is_a_note_not_a_name():
    assert phrases_of("AC the shield gives (in that AC)", "en") == ((("ac", "shield", "give"), True),)
    assert (("ca",), True) in phrases_of("Armour (CA)", "en")


def test_a_colon_part_is_part_of_the_label_not_its_name():
    assert (("par",), False) in phrases_of("Parata: cosa ha fermato il colpo", "it")


def test_numbers_are_words_only_where_asked():
    assert phrases_of("cover (+4)", "en", numbers=True) == ((("cover", "#4"), True), (("cover",), True), (("#4",), True))
    assert phrases_of("cover (+4)", "en") == ((("cover",), True),)


def test_a_word_written_twice_stays_twice():
    assert (("attacc", "corp", "corp"), True) in phrases_of("Attacco corpo a corpo", "it")


def _written(name: str, kind: Kind, field: str = "", value: str = "") -> set[tuple[str, ...]]:
    found = declared()
    target = next(i for i, t in enumerate(found.targets) if (t.calculator, t.kind, t.field) == (name, kind, field) and (not value or t.value == value))
    return {p.stems for p in found.phrases if p.target == target}


def test_every_title_label_and_choice_is_read_in_every_language():
    targets = {(t.calculator, t.kind, t.field, t.value) for t in declared().targets}
    for c in calculators():
        assert (c.name, Kind.TITLE, "", "") in targets
        for f in c.fields:
            assert (c.name, Kind.FIELD, f.name, "") in targets
            for value in getattr(f, "values", ()):
                assert (c.name, Kind.OPTION, f.name, value) in targets
    parry = _written("parry", Kind.TITLE)
    for lang in LANGS:
        assert (stem(fold(get_title("parry", lang)), lang),) in parry


def get_title(name: str, lang: str) -> str:
    return next(c for c in calculators() if c.name == name).title.get(lang)


def test_a_glossary_member_is_written_again_as_its_group():
    """ "Classe armatura" holds the group of "CA", "AC", "КБ", "armour class"…"""
    group = next(g for g in declared().groups if any(m == (frozenset({"ca"}),) for m in g.members))
    assert (frozenset({"кб"}),) in group.members
    ac = _written("parry", Kind.FIELD, "ac")
    assert (group.key,) in ac  # "Armour class", "Classe armatura", "Класс брони" … as the group


# The data: what the site's build ships beside the engine (tools/site_assets.py).


def _rows(packed: dict) -> list[list[int]]:
    numbers, ends = unpack_rows(packed)
    return [list(numbers[start:end]) for start, end in zip([0, *ends], ends)]


def test_the_data_holds_every_phrase_by_its_stems_and_targets():
    found, data = declared(), build()
    stems = data["stems"]
    assert stems == sorted(set(stems))
    assert len(data["targets"]) == len(found.targets)
    targets, names = unpack(data["phrases"]["targets"], "H"), unpack(data["phrases"]["names"], "B")
    written = _rows(data["phrases"]["stems"])
    assert [(t, tuple(stems[i] for i in row), bool(n)) for t, n, row in zip(targets, names, written)] == [tuple(p) for p in found.phrases]
    parry_ac = next(i for i, t in enumerate(data["targets"]) if data["calculators"][t[0]] == "parry" and t[1:3] == ["field", "ac"])
    assert data["targets"][parry_ac] == [data["calculators"].index("parry"), "field", "ac", "", 0, "int"]


def test_each_stem_lists_the_phrases_holding_it_once_for_each_time_it_holds_it():
    data = build()
    written = _rows(data["phrases"]["stems"])
    holding = _rows(data["holding"])
    assert len(holding) == len(data["stems"])
    for s, phrases in enumerate(holding):
        assert phrases == sorted(phrases)
        assert phrases == [p for p, row in enumerate(written) for i in row if i == s]
    corp = data["stems"].index("corp")  # "Attacco corpo a corpo": twice
    assert any(a == b for a, b in zip(holding[corp], holding[corp][1:]))


def test_packed_numbers_read_back_as_written():
    assert list(unpack(pack(array("H", [0, 1, 65535])), "H")) == [0, 1, 65535]
    assert pack(array("H", [1, 258])) == "AQACAQ=="  # little-endian on every machine


def test_the_data_is_the_same_bytes_each_time():
    first = dumps(build())
    phrases_of.cache_clear()  # read every label again
    assert dumps(build()) == first
    assert json.loads(first)["format"] == 1
