"""000 "RECUPERARE UN’ARMA CADUTA OD UN OGGETTO DA TERRA": recovering a dropped weapon."""

import pytest

from calc import InputError
from calc.rules.recover_weapon_000 import dex_bonus_lost, pickup_initiative, recovering_ac
from calc.sources import Seed
from calc.tables.close_combat_000 import RECOVER_SOURCE
from tests.seedtext import normalise, seed_text
from tests.answers import answer

SEED = normalise(seed_text(Seed.AD2E_HOUSE))


def test_the_source_and_the_lost_dexterity_are_in_the_seed():
    assert normalise(RECOVER_SOURCE.section) in SEED
    assert normalise("e non potrà utilizzare i bonus della destrezza") in SEED


@pytest.mark.parametrize(
    ("ac", "dex", "recovering"),
    [(3, -2, 7), (3, 0, 5), (5, 1, 7), (-2, -4, 4), (10, 0, 12)],
)
def test_ac_plus_2_and_no_dexterity_bonus(ac, dex, recovering):
    assert recovering_ac(ac, dex) == recovering


@pytest.mark.parametrize(("full", "half", "moved", "initiative"), [(6, 3, True, 9), (6, 3, False, 6)])
def test_picked_up_at_full_move_initiative_plus_half_move_if_moved(full, half, moved, initiative):
    assert pickup_initiative(full, half, moved) == initiative


def test_recover_dispatch():
    assert answer(
        "recover_weapon_000",
        {"armor_class": 3, "dex_ac_adjustment": -2, "full_move_initiative": 6, "half_move_penalty": 3, "moved": True},
    ) == {"armor_class": 7, "pickup_initiative": 9}
    assert answer("recover_weapon_000", {"armor_class": 4}) == {"armor_class": 6, "pickup_initiative": 0}


def test_bad_input_names_the_field():
    with pytest.raises(InputError) as error:
        answer("recover_weapon_000", {"armor_class": 11})
    assert error.value.field == "armor_class"


@pytest.mark.parametrize(("adjustment", "lost"), [(-3, 3), (0, 0), (2, 0)])
def test_only_a_dexterity_bonus_is_lost(adjustment, lost):
    assert dex_bonus_lost(adjustment) == lost
