"""tools/house_rules.py: what the build says when a rule text changes and calc does not.

Each test edits a text in memory (as a game master edits calc/texts/NNN.txt) and reads
the disagreements the build would log: the file to change and the key in it.
"""

from __future__ import annotations

import pytest

import tools.texts
from tools import catalogs
from calc.sources import Seed
from calc.tables import tables
from tools.house_rules import Disagreement, disagreements, missing_lines
from tools.texts import PassageNotFound, table_lines


@pytest.fixture
def edit_text(monkeypatch):
    """``edit_text("000", old, new)``: the text as if the game master had changed it."""
    edits: dict[str, list[tuple[str, str]]] = {}
    read = tools.texts.text

    def edited(seed: Seed) -> str:
        content = read(seed)
        for old, new in edits.get(seed.number, []):
            assert content.count(old) == 1, old
            content = content.replace(old, new)
        return content

    monkeypatch.setattr(tools.texts, "text", edited)
    return lambda number, old, new: edits.setdefault(number, []).append((old, new))


def test_the_texts_and_calc_agree():
    assert disagreements() == []


def test_a_number_changed_in_the_text_names_the_constant(edit_text):
    edit_text("000", "Uno scudo medio riduce la classe armatura di un ulteriore - 2", "Uno scudo medio riduce la classe armatura di un ulteriore - 3")
    assert [str(d) for d in disagreements()] == [
        'calc/tables/parry_000.py: MELEE_SHIELD_REDUCTION[medium] is 2; 000 "LA PARATA NEL CORPO A CORPO" now says 3'
    ]


def test_the_same_words_in_another_section_are_another_constant(edit_text):
    # The missile table prints the same words: only its own constant is named.
    edit_text("000", "Uno scudo small riduce la classe armatura di un ulteriore - 2", "Uno scudo small riduce la classe armatura di un ulteriore - 1")
    assert [d.message for d in disagreements()] == ['MISSILE_SHIELD_REDUCTION[small] is 2; 000 "LA PARATA CONTRO LE ARMI DA TIRO" now says 1']


def test_a_changed_cell_names_the_row(edit_text):
    edit_text("004", "Находится выше +1 +0", "Находится выше +2 +0")
    assert [str(d) for d in disagreements()] == [
        'calc/tables/modifiers_004.py: attack_modifiers_004 row «Находится выше» is «Находится выше +1 +0»; '
        '004 "Модификаторы к атаке" now says «Находится выше +2 +0»'
    ]


def test_a_new_row_in_the_text_asks_for_a_row(edit_text):
    edit_text("004", "Взял атакуемого в тиски +2 -\n", "Верхом +1 -\nВзял атакуемого в тиски +2 -\n")
    assert [str(d) for d in disagreements(Seed.MODIFIERS_RU)] == [
        'calc/tables/modifiers_004.py: attack_modifiers_004 has no row for 004 "Модификаторы к атаке" line «Верхом +1 -» (add it)'
    ]


def test_a_row_gone_from_the_text_asks_to_remove_it(edit_text):
    edit_text("004", "Растерян -1 -1\n", "")
    assert [d.message for d in disagreements()] == ['attack_modifiers_004 row «Растерян»: 004 "Модификаторы к атаке" no longer has it (remove the row)']


def test_a_reworded_sentence_names_the_note_quoting_it_and_the_page_showing_it(edit_text):
    old = "Tampoco tendrás esta penalización si tienes la dote de Disparo preciso."
    new = "Tampoco sufrirás esta penalización si tienes la dote de Disparo preciso."
    edit_text("003", old, new)
    assert [str(d) for d in disagreements()] == [f"calc/tables/attack_003.py: attack_modifiers_003 note 2 quotes «{old}»; 003 now says «{new}»"]
    site_text = "… " + old + " …"  # the pages as they stand: the old wording
    lines = [str(d) for d in missing_lines(site_text, Seed.AKENAR) if new in d.message]
    number = tools.texts.lines(Seed.AKENAR).index(new) + 1
    assert lines == [f"docs/003/11-acciones-normales.md: 003 line {number} «{new}» is on no page; this page says «{old}»"]


def test_a_renamed_heading_names_what_cites_it(edit_text):
    edit_text("000", "LA PARATA CONTRO LE ARMI DA TIRO\n", "LA PARATA CONTRO I PROIETTILI\n")
    found = {str(d) for d in disagreements()}
    assert "calc/tables/parry_000.py: parry_missile_000: 000 has no line «LA PARATA CONTRO LE ARMI DA TIRO»" in found
    assert "calc/tables/parry_000.py: MISSILE_SHIELD_REDUCTION[medium]: 000 has no line «LA PARATA CONTRO LE ARMI DA TIRO»" in found


def test_a_renamed_heading_a_rule_cites_names_the_citation(edit_text):
    edit_text("004", "Взятие в тиски\n", "Фланкирование\n")
    assert [str(d) for d in disagreements()] == ["calc/rules/flanking_004.py: FLANKING_SOURCE: 004 has no line «Взятие в тиски»"]


def test_reworded_words_around_a_number_name_the_declaration(edit_text):
    edit_text("004", "Опутанный персонаж также получает штраф -4 к Ловкости", "Опутанный персонаж также получает штраф -4 к Силе")
    found = [d.message for d in disagreements()]
    assert 'ENTANGLED_DEX_PENALTY: 004 "Модификаторы к атаке" no longer says «Опутанный персонаж также получает штраф … к Ловкости» (change the words in STATED, or the text)' in found


def test_table_lines_are_found_by_their_words_not_their_numbers(edit_text):
    parry = tables()["parry_melee_000"]
    before = table_lines(parry)
    edit_text("000", "BLOCCARE UN ATTACCO\n", "BLOCCARE UN ATTACCO\n\nUna riga nuova, più sopra.\n")
    after = table_lines(parry)
    assert (after.start, after.stop) == (before.start + 2, before.stop + 2)
    assert tools.texts.lines(Seed.AD2E_HOUSE)[after.start] == "Esperto - 1"


def test_table_lines_whose_words_are_gone_say_which(edit_text):
    edit_text("000", "Esperto - 1", "Esperta - 1")
    with pytest.raises(PassageNotFound, match="«Esperto» \\(the first line of table parry_melee_000\\)"):
        table_lines(tables()["parry_melee_000"])


def test_a_label_left_untranslated_names_the_catalog_and_the_message(monkeypatch):
    read = catalogs._read

    def without_russian_dazzled(path, lang=None):
        catalog = read(path, lang)
        if lang == "ru":
            catalog["Dazzled"].string = ""  # as `make catalogs` leaves a new label: English on the Russian page
        return catalog

    monkeypatch.setattr(catalogs, "_read", without_russian_dazzled)
    assert [str(d) for d in disagreements() if "Dazzled" in str(d)] == [
        "calc/locales/ru/LC_MESSAGES/calc.po: 'Dazzled' is untranslated (shown in English on the ru pages)"
    ]
