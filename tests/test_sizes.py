"""calc/common/sizes.py: text 000 asks for a creature's size and a weapon's size each in one
list of words, whichever calculator asks."""

import pytest

from calc.common.sizes import WEAPON_SIZE_OPTIONS
from calc.registry import calculators, get
from calc.tables.sizes_000 import CREATURE_SIZES, WeaponSize
from calc.vocab import SIZE, WEAPON_SIZE, size_options

TEXT_000 = [c for c in calculators() if c.source.seed.number == "000"]


def _reading(trait):
    return [(c.name, f) for c in TEXT_000 for f in c.fields if f.trait is trait]


def test_the_weapon_sizes_are_the_seed_s_three():
    assert [o.value for o in WEAPON_SIZE_OPTIONS] == [size.value for size in WeaponSize]


@pytest.mark.parametrize(("calculator", "field"), _reading(WEAPON_SIZE), ids=lambda x: getattr(x, "name", x))
def test_every_weapon_size_field_offers_the_one_list(calculator, field):
    assert field.options == WEAPON_SIZE_OPTIONS, calculator


@pytest.mark.parametrize(
    ("calculator", "field"),
    [
        ("close_combat_entry_000", "victim_weapon"),  # or none
        ("close_combat_third_party_000", "attack"),  # or a missile
    ],
)
def test_a_choice_among_weapon_sizes_and_more_names_the_sizes_in_the_same_words(calculator, field):
    options = get(calculator).field(field).options
    assert tuple(o for o in options if o.value in {size.value for size in WeaponSize}) == WEAPON_SIZE_OPTIONS


@pytest.mark.parametrize(("calculator", "field"), _reading(SIZE), ids=lambda x: getattr(x, "name", x))
def test_every_creature_size_field_offers_the_six_of_text_000(calculator, field):
    assert (field.options, field.default) == (size_options(CREATURE_SIZES), "medium"), calculator
