"""tools/house_rules.py: what the build says when a rule text changes and calc does not.

Each test edits a text in memory (as a game master edits calc/texts/NNN.txt) and reads
the disagreements the build would log: the file to change and the key in it.
"""

from __future__ import annotations

import dataclasses
import enum
import re
from fractions import Fraction

import pytest

import calc.rules
import calc.tables
import tools.texts
from tools import catalogs
from calc.declare import Field
from calc.sources import Seed
from calc.tables import tables
from tools.house_rules import Disagreement, _assigns, _declared, _modules, disagreements, missing_lines
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
    assert [str(d) for d in disagreements()] == [
        "calc/rules/flanking_004.py: FLANKING_SOURCE: 004 has no line «Взятие в тиски»",
        "calc/tables/modifiers_004.py: ATTACK_ROWS[flanking].melee: 004 has no line «Взятие в тиски»",  # its sentence repeats the row
    ]


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


# --- numbers a rule module takes from the text --------------------------------------------------
def test_a_number_a_rule_takes_from_the_text_names_the_rule_module(edit_text):
    edit_text("000", "Colui che vuole bloccare con una penalità di – 2.", "Colui che vuole bloccare con una penalità di – 3.")
    assert [str(d) for d in disagreements()] == ['calc/rules/block_000.py: BLOCK_PENALTY is -2; 000 "BLOCCARE UN ATTACCO" now says -3']


def test_a_number_written_as_a_word_is_read_as_a_number(edit_text):
    edit_text("000", "di creature di due o più dimensioni superiori", "di creature di tre o più dimensioni superiori")
    found = [str(d) for d in disagreements()]
    assert 'calc/tables/parry_000.py: MAX_SIZE_GAP is 2; 000 "LA PARATA NEL CORPO A CORPO" now says 3' in found
    assert [d for d in found if "MAX_SIZE_GAP" not in d] == [  # the table's note quotes that sentence
        "calc/tables/parry_000.py: parry_melee_000 note 3 quotes «La parata non vale contro attacchi fisici di creature di due "
        'o più dimensioni superiori a quella del difensore.»: 000 "LA PARATA NEL CORPO A CORPO" no longer has it'
    ]


def test_a_percentage_is_read_as_the_fraction_a_constant_holds(edit_text):
    edit_text("003", "una posibilidad base de un 50% de que", "una posibilidad base de un 40% de que")
    assert [str(d) for d in disagreements()] == [
        'calc/rules/arrows_003.py: STICK_CHANCE is 50%; 003 "FLECHAS ENGANCHADAS AL CUERPO" now says 40%'
    ]


def test_a_fraction_and_a_multiplier_word_are_read_as_fractions(edit_text):
    edit_text("000", "in relativa sicurezza può procedere ad 1/3 della sua velocità", "in relativa sicurezza può procedere ad 1/4 della sua velocità")
    edit_text("003", "puedes trepar a la mitad de tu velocidad", "puedes trepar a la tercera de tu velocidad")
    assert [d.message for d in disagreements()] == [
        'MOVE_MODES[accelerated_climb].multiplier is 1/2; 003 "MOVIMIENTO" now says 1/3',
        'BLIND_SAFE_SPEED is 1/3; 000 "Accecato (blind)" now says 1/4',
        'CONDITIONS[blind].movement is 1/3; 000 "Accecato (blind)" now says 1/4',
    ]


def test_a_value_imported_elsewhere_is_named_where_it_is_assigned(tmp_path, monkeypatch):
    """A rule re-exporting a table's citation or STATED: the file to change is the table's."""
    (tmp_path / "house_rules_kept.py").write_text('from calc.sources import cite\nSOURCE = cite("003", "DAÑO MASIVO")\n')
    (tmp_path / "house_rules_user.py").write_text('from house_rules_kept import SOURCE\n__all__ = ["SOURCE"]\n')
    monkeypatch.syspath_prepend(str(tmp_path))
    import house_rules_kept as kept
    import house_rules_user as user

    assert _declared([user, kept], "SOURCE") == [(kept, kept.SOURCE)]


# --- tables the text prints garbled -------------------------------------------------------------
def test_a_changed_cell_of_a_garbled_table_names_its_row_and_column(edit_text):
    edit_text("002", "\n11*\n10\n", "\n10*\n10\n")  # NPC -2's TPC, in the column the text prints after the NPCs
    assert [str(d) for d in disagreements()] == [
        'calc/tables/tohit_002.py: tohit_002 row «-2» TPC is «11*»; 002 "Tabella di calcolo del TPC e del BNPC" now says «10*»'
    ]


def test_a_cell_gone_from_a_garbled_table_asks_to_remove_it(edit_text):
    edit_text("002", "\n+2\n+4\n+6\n", "\n+2\n+6\n")
    assert [d.message for d in disagreements()] == [
        'tohit_002 row «-22» BNPC is «+4»; 002 "Tabella di calcolo del TPC e del BNPC" no longer has it (remove it)'
    ]


def test_a_changed_line_of_a_list_names_the_row(edit_text):
    edit_text("002", "- Difesa con arma da mischia => +10\n- Fuga", "- Difesa con arma da mischia => +12\n- Fuga")
    assert [str(d) for d in disagreements()] == [
        "calc/tables/situation_002.py: situation_melee_weapon_002 row «Difesa con arma da mischia» S(B) is «=> +10»; "
        '002 "Attacco corpo a corpo" now says «=> +12»'
    ]


def test_a_new_line_in_a_garbled_table_asks_for_its_cells(edit_text):
    edit_text("000", "\nIl colpo mirato può servire", "\nColpire un occhio penalità di – 8\nIl colpo mirato può servire")
    assert [str(d) for d in disagreements()] == [
        'calc/tables/aimed_000.py: aimed_000 has no cell for 000 "COLPO MIRATO" words «Colpire un occhio penalità di – 8» (add them)'
    ]


def test_a_stated_number_in_a_garbled_row_is_named_once(edit_text):
    edit_text("000", "oggetto small) penalità di – 5", "oggetto small) penalità di – 6")
    assert [str(d) for d in disagreements()] == ['calc/tables/aimed_000.py: AIMED_PENALTY[small] is -5; 000 "COLPO MIRATO" now says -6']


# --- every number is checked ---------------------------------------------------------------------
# The numbers modules hold that no STATED sentence checks, and why: the build compares a table's
# lines instead, they are derived from stated numbers, or they are not the texts' (input bounds,
# example inputs).
NOT_STATED = {
    "checked as the table's lines": {
        "calc.tables.modifiers_004": {"ATTACK_ROWS", "AC_ROWS"},
        "calc.tables.situation_002": {"SITUATION"},
        "calc.tables.strength_000": {"PRINTED", "STRENGTH_ROWS"},
        "calc.tables.tohit_002": {"TOHIT_ROWS", "NPC_LIMIT"},
    },
    "derived from stated numbers": {
        "calc.rules.attack_003": {"UNARMED_PENALTY"},
        "calc.rules.cover_004": {"IMPROVED_FACTOR"},  # COVER[improved] is stated
        "calc.rules.defense_003": {"ENTANGLED_DEX_MODIFIER", "PARRY_WITH"},
        "calc.rules.movement_003": {"RUN_REST_ROUNDS"},
        "calc.rules.opening_002": {"ATTACKER_FACES"},
    },
    "the text's singular, no number": {"calc.rules.helpless_004": {"FULL_ROUNDS_SEEN"}},
    "input bounds and example inputs": {
        "calc.rules.attack_003": {"BASE_ATTACK_RANGE"},
        "calc.rules.close_combat_000": {"MAX_DAMAGE"},
        "calc.rules.close_combat_escape_000": {"MAX_SEPARATORS"},
        "calc.rules.defense_003": {"DEFENSE_RANGE"},
        "calc.rules.disarm_002": {"MAX_PF", "MAX_DAMAGE"},
        "calc.rules.hp_003": {"CON_MAX", "HP_MAX", "BONUS"},
        "calc.rules.initiative_001": {"MAX_COMBATANTS", "MODIFIER_RANGE", "ROLL_DEFAULTS"},
        "calc.rules.initiative_003": {"MAX_COMBATANTS", "BONUS_RANGE", "DEX_RANGE", "CHECK_RANGE", "ROLL_DEFAULTS"},
        "calc.rules.maneuvers_003": {"ABILITY_MOD", "DEM_BONUS", "ARMOR_PENALTY_RANGE", "DEM_RANGE"},
        "calc.rules.marching_002": {"MAX_MARCHERS"},
        "calc.rules.modifiers_004": {"DEX_RANGE", "AC_RANGE"},
        "calc.rules.npc_002": {"DISTANCE_RANGE", "SPEED_RANGE", "SHOT_RANGE", "MODIFIER_LIMIT", "DD_MAX"},
        "calc.rules.surprise_003": {"MAX_OTHERS"},
        "calc.rules.tackle_000": {"MAX_EXTRA_ATTACKERS"},
        "calc.rules.timing_001": {"MAX_ROUNDS", "MAX_AMOUNT", "MAX_LEVEL", "MAX_PCS", "INITIATIVE_COUNT_RANGE"},
        "calc.rules.timing_003": {"MAX_ROUNDS", "MAX_AMOUNT", "COUNT_RANGE"},
        "calc.rules.tohit_002": {"NPC_INPUT_LIMIT"},
    },
}


def _numeric(value: object, depth: int = 0) -> bool:
    """A number, or a table of them (dicts, tuples, rule dataclasses), as a module holds it."""
    if isinstance(value, (bool, str, enum.Enum, Field)) or depth > 3:
        return False
    if isinstance(value, (int, Fraction)):
        return True
    if isinstance(value, dict):
        return any(_numeric(v, depth + 1) for v in value.values())
    if isinstance(value, (tuple, list, frozenset)):
        return any(_numeric(v, depth + 1) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return any(_numeric(getattr(value, f.name), depth + 1) for f in dataclasses.fields(value))
    return False


def test_every_number_calc_holds_is_stated_or_known_not_to_be_the_texts():
    """A new constant taken from a text needs a STATED sentence, so the build checks it."""
    modules = _modules(calc.tables) + _modules(calc.rules)
    stated = {module.__name__: {name for s in declared for name in re.findall(r"\w+", s.key)} for module, declared in _declared(modules, "STATED")}
    for reason in NOT_STATED.values():
        for module, names in reason.items():
            stated.setdefault(module, set()).update(names)
    unchecked = [
        f"{module.__name__}.{name}"
        for module in modules
        for name, value in vars(module).items()
        if name.isupper() and not name.startswith("_") and name != "STATED" and _numeric(value) and _assigns(module, name) and name not in stated.get(module.__name__, ())
    ]
    assert unchecked == []


def test_the_numbers_known_not_to_be_the_texts_are_still_there():
    modules = {module.__name__: module for module in _modules(calc.tables) + _modules(calc.rules)}
    gone = [f"{name}.{key}" for reason in NOT_STATED.values() for name, keys in reason.items() for key in keys if not _assigns(modules[name], key)]
    assert gone == []
