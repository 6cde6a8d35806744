"""002 "Attacco corpo a corpo": both S(B) lists, cell by cell."""

import pytest

from calc.sources import Seed
from calc.tables import table
from calc.tables.situation_002 import SITUATION, SITUATION_SOURCE, AttackerWeapon, TargetAction
from tests.seedtext import seed_text

# Typed from the seed, line by line.
MELEE_WEAPON_LIST = """\
- Attacco con arma da mischia => 0
- Difesa con arma da mischia => +10
- Fuga => -5
- Attacco con arma da lancio => -5
- Difesa con arma da lancio => +5
- Attacco con il corpo => -5
- Difesa con il corpo => 0"""
BODY_WEAPON_LIST = """\
- Attacco con arma da mischia => +10
- Difesa con arma da mischia => +20
- Fuga => -5
- Attacco con arma da lancio => 0
- Difesa con arma da lancio => +5
- Attacco con il corpo => 0
- Difesa con il corpo => +10"""


def _rows(block: str) -> list[tuple[str, str]]:
    return [tuple(line[2:].split(" => ")) for line in block.splitlines()]


CASES = [(AttackerWeapon.MELEE, label, s) for label, s in _rows(MELEE_WEAPON_LIST)] + [
    (AttackerWeapon.BODY, label, s) for label, s in _rows(BODY_WEAPON_LIST)
]


def test_lists_are_typed_from_the_seed():
    text = seed_text(Seed.NPC_TPC)
    assert "Se l'attacante usa un arma da mischia\n\nS(B):\n" + MELEE_WEAPON_LIST in text
    assert "Se l'attacante usa un'arma del corpo\n\nS(B)\n" + BODY_WEAPON_LIST in text


def test_source_heading_and_captions_occur_verbatim():
    text = seed_text(Seed.NPC_TPC)
    assert "\n" + SITUATION_SOURCE.section + "\n" in text
    for weapon in AttackerWeapon:
        assert weapon.value in text


@pytest.mark.parametrize(("weapon", "label", "printed"), CASES)
def test_every_cell_matches_the_seed(weapon, label, printed):
    assert SITUATION[weapon][TargetAction(label)] == int(printed)


def test_each_list_has_the_seven_actions_in_seed_order():
    for weapon, block in ((AttackerWeapon.MELEE, MELEE_WEAPON_LIST), (AttackerWeapon.BODY, BODY_WEAPON_LIST)):
        assert [a.value for a in SITUATION[weapon]] == [label for label, _ in _rows(block)]


@pytest.mark.parametrize(
    ("name", "block"),
    [("situation_melee_weapon_002", MELEE_WEAPON_LIST), ("situation_body_weapon_002", BODY_WEAPON_LIST)],
)
def test_printable_tables_show_the_cells_as_printed(name, block):
    assert table(name).rows == tuple(_rows(block))
