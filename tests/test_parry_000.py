"""000 "LA PARATA NEL CORPO A CORPO" / "LA PARATA CONTRO LE ARMI DA TIRO": the fixed `parry` calculator."""

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
    Mastery as M,
    Shield as Sh,
)
from calc.tables.sizes_000 import WeaponSize as W
from tests.seedtext import seed_text
from tests.answers import answer
from calc import dispatch

TEXT = seed_text(Seed.AD2E_HOUSE)

# Typed from the seed: "Esperto - 1", "Campione - 1", "Maestro - 2", "Gran Maestro - 2"
SEED_MASTERY = [(M.NONE, 0), (M.EXPERT, 1), (M.CHAMPION, 1), (M.MASTER, 2), (M.GRANDMASTER, 2)]
# "Uno scudo rotella/small/medio/da corpo riduce la classe armatura di un ulteriore - n"
SEED_MELEE_SHIELD = [(Sh.NONE, 0), (Sh.BUCKLER, 1), (Sh.SMALL, 1), (Sh.MEDIUM, 2), (Sh.BODY, 3)]
SEED_MISSILE_SHIELD = [(Sh.NONE, 0), (Sh.BUCKLER, 1), (Sh.SMALL, 2), (Sh.MEDIUM, 3), (Sh.BODY, 4)]


@pytest.mark.parametrize(("mastery", "n"), SEED_MASTERY)
def test_mastery(mastery, n):
    assert MASTERY_REDUCTION[mastery] == n


@pytest.mark.parametrize(("shield", "n"), SEED_MELEE_SHIELD)
def test_melee_shields(shield, n):
    assert MELEE_SHIELD_REDUCTION[shield] == n


@pytest.mark.parametrize(("shield", "n"), SEED_MISSILE_SHIELD)
def test_missile_shields(shield, n):
    assert MISSILE_SHIELD_REDUCTION[shield] == n


def test_sources_and_constants_are_printed():
    assert MELEE_SOURCE.section in TEXT and MISSILE_SOURCE.section in TEXT
    assert MAX_SIZE_GAP == 2 and "creature di due o più dimensioni superiori a quella del difensore" in TEXT
    assert PARRY_FATIGUE == 1 and "costa un punto fatica" in TEXT
    assert "la taglia dell’arma attaccante dà un malus di –1 per ogni size".lower() in TEXT.lower()


def test_printed_tables_cell_by_cell_and_verbatim():
    melee = tables()["parry_melee_000"].rows
    assert melee == (
        ("Esperto", "- 1"),
        ("Campione", "- 1"),
        ("Maestro", "- 2"),
        ("Gran Maestro", "- 2"),
        ("Uno scudo rotella", "riduce la classe armatura di un ulteriore - 1"),
        ("Uno scudo small", "riduce la classe armatura di un ulteriore - 1"),
        ("Uno scudo medio", "riduce la classe armatura di un ulteriore - 2"),
        ("Uno scudo da corpo", "riduce la classe armatura di un ulteriore - 3"),
    )
    missile = tables()["parry_missile_000"].rows
    assert missile == (
        ("Uno scudo rotella", "riduce la classe armatura di un ulteriore - 1"),
        ("Uno scudo small", "riduce la classe armatura di un ulteriore - 2"),
        ("Uno scudo medio", "riduce la classe armatura di un ulteriore - 3"),
        ("Uno scudo da corpo", "riduce la classe armatura di un ulteriore - 4"),
    )
    # each printed line stands in its own section of the seed
    melee_part = TEXT[TEXT.index(MELEE_SOURCE.section) : TEXT.index(MISSILE_SOURCE.section)]
    missile_part = TEXT[TEXT.index(MISSILE_SOURCE.section) : TEXT.index("COLPO MIRATO")]
    for row in melee:
        assert " ".join(row) in melee_part
    for row in missile:
        assert " ".join(row) in missile_part


# (inputs) -> (allowed, reduction, ac, reason, fatigue)
PARRY_CASES = [
    ({"mode": "melee", "weapon_parry": 2, "ac": 5}, (True, 2, 3, "", 1)),
    ({"mode": "melee", "weapon_parry": 1, "mastery": "expert", "shield": "small", "ac": 4}, (True, 3, 1, "", 1)),
    ({"mode": "melee", "weapon_parry": 2, "mastery": "grandmaster", "shield": "body", "ac": 2}, (True, 7, -5, "", 1)),
    ({"mode": "melee", "mastery": "champion", "shield": "buckler", "ac": 10}, (True, 2, 8, "", 1)),
    # "non vale contro attacchi fisici di creature di due o più dimensioni superiori"
    ({"mode": "melee", "mastery": "master", "shield": "medium", "ac": 6, "attacker_size": "large"}, (True, 4, 2, "", 1)),
    ({"mode": "melee", "weapon_parry": 2, "ac": 5, "attacker_size": "huge"}, (False, 0, 5, "size_gap", 0)),
    ({"mode": "melee", "weapon_parry": 2, "ac": 5, "attacker_size": "gargantuan", "defender_size": "large"}, (False, 0, 5, "size_gap", 0)),
    ({"mode": "melee", "weapon_parry": 2, "ac": 5, "attacker_size": "tiny", "defender_size": "huge"}, (True, 2, 3, "", 1)),
    # "si può utilizzare solo con lo scudo"
    ({"mode": "missile", "shield": "buckler", "ac": 5}, (True, 1, 4, "", 0)),
    ({"mode": "missile", "shield": "small", "ac": 5}, (True, 2, 3, "", 0)),
    ({"mode": "missile", "shield": "medium", "ac": 5}, (True, 3, 2, "", 0)),
    ({"mode": "missile", "shield": "body", "ac": 5, "attacker_size": "gargantuan"}, (True, 4, 1, "", 0)),
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
    assert (result["reduction"], result["ac"]) == (3, 2)
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
        "parry_ac": 2,
        "hit": False,
        "stopped_by": "shield",
        "consequence": "shield_damaged",
    }
    assert answer("parry_outcome_000", {"ac": 5, "ac_hit": 4, "mastery": "master", "shield": "buckler"}) == {
        "parry_ac": 2,
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
    ("magic", "attacking", "defending", "modifier"),
    [(0, W.MEDIUM, W.MEDIUM, 0), (0, W.LARGE, W.SMALL, -2), (0, W.LARGE, W.MEDIUM, -1), (0, W.SMALL, W.LARGE, 0), (2, W.LARGE, W.SMALL, 0), (-1, W.MEDIUM, W.MEDIUM, -1)],
)
def test_weapon_save_modifier(magic, attacking, defending, modifier):
    assert weapon_save_modifier(magic, attacking, defending) == modifier


def test_dispatch_weapon_save():
    assert answer("parry_weapon_save_000", {"magic": 1, "attacking_weapon": "large", "defending_weapon": "small"}) == {"save_modifier": -1}
