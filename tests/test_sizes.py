"""Sizes: one creature-size scale (calc/tables/sizes.py), of which each text declares its part,
and, in calc/common/sizes.py, the one list of words text 000 asks a creature's size and a
weapon's size in, whichever calculator asks.

000 writes "Creature Tiny o Small", "Medium", "Large", "Huge", "Gargantuan" and heads its strength
table's columns T S M L H G; 003 prints nine sizes, "Minúsculo –8 … Colosal +8". Both count a
size gap in steps ("una taglia di dimensione di differenza"), so one scale holds both."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from calc.common.sizes import WEAPON_SIZE_OPTIONS
from calc.declare import ChoiceField
from calc.registry import calculators, get
from calc.sources import Seed
from calc.tables import sizes_000, sizes_003
from calc.tables.sizes import CreatureSize
from calc.tables.sizes_000 import CREATURE_SIZES, WeaponSize
from calc.vocab import SIZE, SIZE_NAMES, WEAPON_SIZE, size_options

CALC = Path(__file__).resolve().parent.parent / "calc"
PART = {Seed.AD2E_HOUSE: sizes_000.CREATURE_SIZES, Seed.AKENAR: sizes_003.CREATURE_SIZES}
TEXT_000 = [c for c in calculators() if c.source.seed.number == "000"]


# --- one scale, each text's part ---------------------------------------------------------------

def enum_values(path: Path) -> dict[str, set[str]]:
    """The string values of each ``enum.Enum`` class declared in ``path``, by class name."""
    found = {}
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ClassDef) and any(ast.unparse(base) == "enum.Enum" for base in node.bases):
            found[node.name] = {
                item.value.value for item in node.body
                if isinstance(item, ast.Assign) and isinstance(item.value, ast.Constant) and isinstance(item.value.value, str)
            }
    return found


def test_one_enum_declares_creature_sizes():
    declaring = [
        f"{path.relative_to(CALC)}:{name}"
        for path in sorted(CALC.rglob("*.py"))
        for name, values in enum_values(path).items()
        if {"tiny", "gargantuan"} <= values
    ]
    assert declaring == ["tables/sizes.py:CreatureSize"]


def test_the_scale_runs_fine_to_colossal():
    assert [size.value for size in CreatureSize] == [
        "fine", "diminutive", "tiny", "small", "medium", "large", "huge", "gargantuan", "colossal",
    ]
    assert [size.rank for size in CreatureSize] == list(range(9))


def test_000_declares_tiny_to_gargantuan_with_its_letters():
    assert sizes_000.CREATURE_SIZES == (
        CreatureSize.TINY, CreatureSize.SMALL, CreatureSize.MEDIUM,
        CreatureSize.LARGE, CreatureSize.HUGE, CreatureSize.GARGANTUAN,
    )
    assert "".join(sizes_000.SIZE_LETTERS[size] for size in sizes_000.CREATURE_SIZES) == "TSMLHG"


def test_003_declares_all_nine():
    assert sizes_003.CREATURE_SIZES == tuple(CreatureSize)


@pytest.mark.parametrize("seed", PART, ids=lambda seed: seed.number)
def test_a_size_gap_is_the_same_in_either_part(seed):
    # Huge is two steps above Medium in 000's six as in 003's nine.
    part = PART[seed]
    assert part.index(CreatureSize.HUGE) - part.index(CreatureSize.MEDIUM) == CreatureSize.HUGE.rank - CreatureSize.MEDIUM.rank == 2


def test_every_size_has_one_name():
    assert list(SIZE_NAMES) == list(CreatureSize)
    assert [o.value for o in size_options(sizes_000.CREATURE_SIZES)] == ["tiny", "small", "medium", "large", "huge", "gargantuan"]
    assert size_options((CreatureSize.LARGE,))[0].label is SIZE_NAMES[CreatureSize.LARGE]


def _size_fields():
    for c in calculators():
        for f in c.fields:
            if f.trait is SIZE or (f.name == "size" and isinstance(f, ChoiceField)):
                yield c, f


@pytest.mark.parametrize(("c", "f"), list(_size_fields()), ids=lambda x: x.name)
def test_every_creature_size_field_offers_sizes_of_its_text_in_order(c, f):
    part = [size.value for size in PART[c.source.seed]]
    assert list(f.values) == [value for value in part if value in f.values]
    if f.trait is SIZE:  # a creature's own size: any size of its text
        assert list(f.values) == part


# --- the fields of text 000 -----------------------------------------------------------------

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
