"""The lexicon reads what the calculators declare, in every language, and the glossary."""

from __future__ import annotations

from calc import calculators
from calc.i18n import LANGS
from calc.lexicon import Kind, lexicon, phrases_of
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
    lex = lexicon()
    return {
        p.stems
        for p in lex.phrases
        if lex.targets[p.target] == next(t for t in lex.targets if (t.calculator, t.kind, t.field) == (name, kind, field) and (not value or t.value == value))
    }


def test_every_title_label_and_choice_is_read_in_every_language():
    lex = lexicon()
    targets = {(t.calculator, t.kind, t.field, t.value) for t in lex.targets}
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
    lex = lexicon()
    group = next(g for g in lex.synonyms if any(m == (frozenset({"ca"}),) for m in g.members))
    assert any(m == (frozenset({"кб"}),) for m in g.members) if (g := group) else False
    ac = _written("parry", Kind.FIELD, "ac")
    assert (group.key,) in ac  # "Armour class", "Classe armatura", "Класс брони" … as the group


def test_rarer_words_weigh_more():
    weight = lexicon().weight
    assert weight[stem("buckler", "en")] > weight[stem("attacco", "it")] > 0


def test_the_lexicon_is_built_once_and_the_same_each_time():
    assert lexicon() is lexicon()
    again = lexicon.__wrapped__()
    assert again.phrases == lexicon().phrases and again.weight == lexicon().weight
