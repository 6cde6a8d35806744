"""002 "Disarmare" (disarm PF = maximum PF, only in close combat with melee weapons) and the weapon-change N.B."""

import pytest

from calc import InputError
from calc.rules.disarm_002 import (
    ROUNDS_LOST,
    SOURCE,
    WEAPON_CHANGE_SOURCE,
    Weapon,
    WeaponPlace,
    disarm_pf_left,
    disarm_refusal,
)
from calc.sources import Seed
from tests.seedtext import seed_text
from tests.answers import answer

TEXT = seed_text(Seed.NPC_TPC)


def test_rule_words_occur_verbatim():
    assert "\n" + SOURCE.section + "\n" in TEXT
    assert "\n" + WEAPON_CHANGE_SOURCE.section in TEXT
    for words in (
        "solo se il combattimento si effettua corpo a corpo e se entrambi gli avversari usano armi da mischia, "
        "da mischia scagliate raramente o da mischia di facile lancio",
        "dei PF di disarmo, che sono uguali ai PF massimi",
        "arriveranno a 0, questi perderà la sua arma",
        "si perde un round (se era nella cintura); si perdono tre round se era nello zaino",
    ):
        assert words in TEXT


MELEE_KINDS = [Weapon.MELEE, Weapon.MELEE_RARELY_THROWN, Weapon.MELEE_EASILY_THROWN]
OTHER_KINDS = [Weapon.THROWN, Weapon.RANGED, Weapon.BODY]


@pytest.mark.parametrize("a", MELEE_KINDS)
@pytest.mark.parametrize("b", MELEE_KINDS)
def test_both_melee_kinds_in_close_combat_may_disarm(a, b):
    assert disarm_refusal(True, a, b) == ""
    assert disarm_refusal(False, a, b) == "not_close_combat"


@pytest.mark.parametrize("other", OTHER_KINDS)
def test_any_non_melee_weapon_forbids_disarming(other):
    assert disarm_refusal(True, Weapon.MELEE, other) == "weapon_not_melee"
    assert disarm_refusal(True, other, Weapon.MELEE) == "weapon_not_melee"


@pytest.mark.parametrize(("max_pf", "dealt", "left"), [(20, 0, 20), (20, 7, 13), (20, 20, 0), (20, 25, 0)])
def test_disarm_pf_start_at_maximum_pf(max_pf, dealt, left):
    assert disarm_pf_left(max_pf, dealt) == left


def test_weapon_change_rounds():
    assert ROUNDS_LOST == {WeaponPlace.BELT: 1, WeaponPlace.BACKPACK: 3}


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        ({"max_pf": 20, "damage_dealt": 7}, {"allowed": True, "reason": "", "disarm_pf": 20, "disarm_pf_left": 13, "disarmed": False}),
        (
            {"max_pf": 20, "damage_dealt": 25, "disarmer_weapon": "melee_easily_thrown", "target_weapon": "melee_rarely_thrown"},
            {"allowed": True, "reason": "", "disarm_pf": 20, "disarm_pf_left": 0, "disarmed": True},
        ),
        ({"max_pf": 20, "target_weapon": "body"}, {"allowed": False, "reason": "weapon_not_melee", "disarm_pf": 0, "disarm_pf_left": 0, "disarmed": False}),
        ({"max_pf": 20, "close_combat": "false"}, {"allowed": False, "reason": "not_close_combat", "disarm_pf": 0, "disarm_pf_left": 0, "disarmed": False}),
    ],
)
def test_dispatch_disarm(inputs, expected):
    assert answer("disarm_002", inputs) == expected


@pytest.mark.parametrize(("place", "rounds"), [("belt", 1), ("backpack", 3)])
def test_dispatch_weapon_change(place, rounds):
    assert answer("weapon_change_002", {"place": place}) == {"rounds_lost": rounds}


@pytest.mark.parametrize(
    ("name", "inputs", "field"),
    [
        ("disarm_002", {}, "max_pf"),
        ("disarm_002", {"max_pf": 0}, "max_pf"),
        ("disarm_002", {"max_pf": 5, "damage_dealt": -1}, "damage_dealt"),
        ("disarm_002", {"max_pf": 5, "target_weapon": "sword"}, "target_weapon"),
        ("weapon_change_002", {"place": "pocket"}, "place"),
    ],
)
def test_bad_input_names_the_field(name, inputs, field):
    with pytest.raises(InputError) as error:
        answer(name, inputs)
    assert error.value.field == field
