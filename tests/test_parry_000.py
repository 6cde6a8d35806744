"""000 "LA PARATA NEL CORPO A CORPO" / "LA PARATA CONTRO LE ARMI DA TIRO": the fixed `parry` calculator.

The numbers are the house rules' (calc/texts/000.txt): the tests read them from the text as
it stands and expect what the tables then hold, so a changed number changes no test here.
"""

import re

import pytest

from calc import InputError
from calc.rules.parry_000 import parry, parry_outcome, weapon_save_modifier
from calc.sources import Seed
from calc.tables import tables
from calc.tables.parry_000 import (
    MASTERY_REDUCTION,
    MAX_SIZE_GAP,
    MELEE_SHIELD_REDUCTION,
    MELEE_SOURCE,
    MISSILE_SHIELD_REDUCTION,
    MISSILE_SOURCE,
    PARRY_FATIGUE,
    WEAPON_SIZE_SAVE_MALUS,
    Mastery as M,
    Shield as Sh,
)
from calc.tables.sizes_000 import WeaponSize as W
from tests.seedtext import seed_text
from tests.answers import answer
from tools.texts import lines, table_lines
from calc import dispatch

TEXT = seed_text(Seed.AD2E_HOUSE)

# The words each row of the text opens with (its number is read from the text).
MASTERY_WORDS = {M.EXPERT: "Esperto", M.CHAMPION: "Campione", M.MASTER: "Maestro", M.GRANDMASTER: "Gran Maestro"}
SHIELD_WORDS = {Sh.BUCKLER: "Uno scudo rotella", Sh.SMALL: "Uno scudo small", Sh.MEDIUM: "Uno scudo medio", Sh.BODY: "Uno scudo da corpo"}
SHIELD_CELL = "riduce la classe armatura di un ulteriore - {}"
PRINTED_ROW = re.compile(r"(.+?) (riduce la classe armatura di un ulteriore )?- (\d+)")


def printed(name: str) -> dict[str, int]:
    """The lines the text prints where table ``name`` stands: opening words -> the "- n"."""
    said = [lines(Seed.AD2E_HOUSE)[i].strip() for i in table_lines(tables()[name])]
    return {m.group(1): int(m.group(3)) for m in map(PRINTED_ROW.fullmatch, said) if m}


MELEE, MISSILE = printed("parry_melee_000"), printed("parry_missile_000")
R, MS, XS = MASTERY_REDUCTION, MELEE_SHIELD_REDUCTION, MISSILE_SHIELD_REDUCTION


def test_the_text_prints_every_row():
    assert set(MELEE) == set(MASTERY_WORDS.values()) | set(SHIELD_WORDS.values())
    assert set(MISSILE) == set(SHIELD_WORDS.values())


@pytest.mark.parametrize("mastery", list(M), ids=lambda m: m.value)
def test_mastery(mastery):
    assert MASTERY_REDUCTION[mastery] == (MELEE[MASTERY_WORDS[mastery]] if mastery in MASTERY_WORDS else 0)


@pytest.mark.parametrize("shield", list(Sh), ids=lambda s: s.value)
def test_shields(shield):
    assert MELEE_SHIELD_REDUCTION[shield] == (MELEE[SHIELD_WORDS[shield]] if shield in SHIELD_WORDS else 0)
    assert MISSILE_SHIELD_REDUCTION[shield] == (MISSILE[SHIELD_WORDS[shield]] if shield in SHIELD_WORDS else 0)


def test_sources_and_constants_are_printed():
    assert MELEE_SOURCE.section in TEXT and MISSILE_SOURCE.section in TEXT
    assert MAX_SIZE_GAP == 2 and "creature di due o più dimensioni superiori a quella del difensore" in TEXT
    assert PARRY_FATIGUE == 1 and "costa un punto fatica" in TEXT
    said = re.search(r"la taglia dell’arma attaccante dà un malus di –(\d+) per ogni size", TEXT, re.I)
    assert WEAPON_SIZE_SAVE_MALUS == -int(said.group(1))


def test_printed_tables_cell_by_cell_and_verbatim():
    assert tables()["parry_melee_000"].rows == tuple((w, f"- {MELEE[w]}") for w in MASTERY_WORDS.values()) + tuple(
        (w, SHIELD_CELL.format(MELEE[w])) for w in SHIELD_WORDS.values()
    )
    assert tables()["parry_missile_000"].rows == tuple((w, SHIELD_CELL.format(MISSILE[w])) for w in SHIELD_WORDS.values())


def _parried(ac: int, reduction: int, fatigue: int = PARRY_FATIGUE) -> tuple:
    return (True, reduction, ac - reduction, "", fatigue)


# (inputs) -> (allowed, reduction, ac, reason, fatigue): the reductions add up, a lower AC is better
PARRY_CASES = [
    ({"mode": "melee", "weapon_parry": 2, "ac": 5}, _parried(5, 2)),
    ({"mode": "melee", "weapon_parry": 1, "mastery": "expert", "shield": "small", "ac": 4}, _parried(4, 1 + R[M.EXPERT] + MS[Sh.SMALL])),
    ({"mode": "melee", "weapon_parry": 2, "mastery": "grandmaster", "shield": "body", "ac": 2}, _parried(2, 2 + R[M.GRANDMASTER] + MS[Sh.BODY])),
    ({"mode": "melee", "mastery": "champion", "shield": "buckler", "ac": 10}, _parried(10, R[M.CHAMPION] + MS[Sh.BUCKLER])),
    # "non vale contro attacchi fisici di creature di due o più dimensioni superiori"
    ({"mode": "melee", "mastery": "master", "shield": "medium", "ac": 6, "attacker_size": "large"}, _parried(6, R[M.MASTER] + MS[Sh.MEDIUM])),
    ({"mode": "melee", "weapon_parry": 2, "ac": 5, "attacker_size": "huge"}, (False, 0, 5, "size_gap", 0)),
    ({"mode": "melee", "weapon_parry": 2, "ac": 5, "attacker_size": "gargantuan", "defender_size": "large"}, (False, 0, 5, "size_gap", 0)),
    ({"mode": "melee", "weapon_parry": 2, "ac": 5, "attacker_size": "tiny", "defender_size": "huge"}, _parried(5, 2)),
    # "si può utilizzare solo con lo scudo"
    ({"mode": "missile", "shield": "buckler", "ac": 5}, _parried(5, XS[Sh.BUCKLER], 0)),
    ({"mode": "missile", "shield": "small", "ac": 5}, _parried(5, XS[Sh.SMALL], 0)),
    ({"mode": "missile", "shield": "medium", "ac": 5}, _parried(5, XS[Sh.MEDIUM], 0)),
    ({"mode": "missile", "shield": "body", "ac": 5, "attacker_size": "gargantuan"}, _parried(5, XS[Sh.BODY], 0)),
    # "non può essere utilizzata se il personaggio si trova in melee con altre creature"
    ({"mode": "missile", "shield": "body", "ac": 5, "in_melee": True}, (False, 0, 5, "in_melee", 0)),
    ({"mode": "missile", "ac": 5}, (False, 0, 5, "no_shield", 0)),
]


@pytest.mark.parametrize(("inputs", "expected"), PARRY_CASES)
def test_dispatch_parry(inputs, expected):
    result = answer("parry", inputs)
    assert result == dict(zip(("allowed", "reduction", "ac", "reason", "fatigue", "can_move"), expected + (False,)))


def test_the_briefed_command_works_with_defaults():
    assert answer("parry", {"mode": "melee", "weapon_parry": "2", "ac": "5"})["ac"] == 3


def test_a_missile_parry_ignores_what_only_melee_uses():
    # The player switched to missiles with the melee case's mastery still set: an answer, not an error.
    result = dispatch("parry", {"mode": "missile", "mastery": "master", "weapon_parry": 3, "shield": "medium", "ac": 5})
    assert (result["reduction"], result["ac"]) == (XS[Sh.MEDIUM], 5 - XS[Sh.MEDIUM])
    assert result["ignored"] == ["mastery", "weapon_parry", "attacker_size", "defender_size"]
    assert dispatch("parry", {"mode": "melee", "in_melee": True, "ac": 5})["ignored"] == ["in_melee"]


@pytest.mark.parametrize(
    ("inputs", "field"),
    [
        ({"weapon_parry": 2, "ac": 5}, "mode"),
        ({"mode": "melee", "shield": "tower", "ac": 5}, "shield"),
        ({"mode": "melee", "ac": 11}, "ac"),
        ({"mode": "melee", "weapon_parry": -1, "ac": 5}, "weapon_parry"),
        ({"mode": "missile", "weapon_parry": 11, "ac": 5}, "weapon_parry"),  # out of its domain even where unused
        ({"mode": "melee", "attacker_size": "colossal", "ac": 5}, "attacker_size"),  # 000 names no Colossal
    ],
)
def test_bad_input(inputs, field):
    with pytest.raises(InputError) as error:
        answer("parry", inputs)
    assert error.value.field == field


def test_lower_ac_is_better():
    assert parry("melee", ac=5, shield=Sh.BODY).ac < 5


@pytest.mark.parametrize(
    ("ac", "ac_hit", "weapon", "shield", "stopped"),
    [
        (5, 6, 2, 2, "armour"),  # missed even without parrying
        (5, 1, 2, 2, "hit"),
        (5, 3, 1, 2, "both"),  # AC 4 without the shield and AC 3 without the weapon: both hit
        (5, 4, 1, 2, "shield"),
        (5, 4, 2, 1, "weapon"),
        (5, 5, 2, 2, "either"),  # each alone would have stopped it
    ],
)
def test_what_stopped_the_blow(ac, ac_hit, weapon, shield, stopped):
    assert parry_outcome(ac, ac_hit, weapon, shield) == stopped


def test_dispatch_parry_outcome():
    assert answer("parry_outcome_000", {"ac": 5, "ac_hit": 4, "weapon_parry": 1, "shield": "medium"}) == {
        "parry_ac": 5 - 1 - MS[Sh.MEDIUM],
        "hit": False,
        "stopped_by": "shield",
        "consequence": "shield_damaged",
    }
    assert answer("parry_outcome_000", {"ac": 5, "ac_hit": 4, "mastery": "master", "shield": "buckler"}) == {
        "parry_ac": 5 - R[M.MASTER] - MS[Sh.BUCKLER],
        "hit": False,
        "stopped_by": "weapon",
        "consequence": "weapon_save",
    }
    assert answer("parry_outcome_000", {"ac": 5, "ac_hit": 1, "weapon_parry": 1}) == {
        "parry_ac": 4,
        "hit": True,
        "stopped_by": "hit",
        "consequence": "none",
    }
    # Either part alone would have stopped it: a consequence all the same, the GM picks which.
    assert answer("parry_outcome_000", {"ac": 5, "ac_hit": 5, "weapon_parry": 2, "shield": "medium"})["consequence"] == "shield_or_weapon"


@pytest.mark.parametrize(
    ("magic", "attacking", "defending", "larger_by"),
    # (magic bonus, attacking weapon, defending weapon, sizes the attacking one is larger by)
    [(0, W.MEDIUM, W.MEDIUM, 0), (0, W.LARGE, W.SMALL, 2), (0, W.LARGE, W.MEDIUM, 1), (0, W.SMALL, W.LARGE, 0), (2, W.LARGE, W.SMALL, 2), (-1, W.MEDIUM, W.MEDIUM, 0)],
)
def test_weapon_save_modifier(magic, attacking, defending, larger_by):
    assert weapon_save_modifier(magic, attacking, defending) == magic + larger_by * WEAPON_SIZE_SAVE_MALUS


def test_dispatch_weapon_save():
    assert answer("parry_weapon_save_000", {"magic": 1, "attacking_weapon": "large", "defending_weapon": "small"}) == {
        "save_modifier": 1 + 2 * WEAPON_SIZE_SAVE_MALUS
    }
