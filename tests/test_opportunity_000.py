"""000 "ATTACCO DI OPPORTUNITA'": reach by size, the two-hex exception, the back-attack bonuses."""

import pytest

from calc import InputError
from calc.rules.opportunity_000 import opportunity, reach_m
from calc.sources import Seed
from calc.tables import tables
from calc.tables.opportunity_000 import OPPORTUNITY_SOURCE, REACH
from calc.tables.sizes import CreatureSize as S
from tests.seedtext import seed_text
from tests.answers import answer

TEXT = seed_text(Seed.AD2E_HOUSE)

# "Creature Tiny o Small ... ad 1 metro", "Medium ... a 2 metri", "Large ... a 3 metri",
# "Huge ... a 4 metri (2 esagoni)", "Gargantuan ... a 5 metri (2 esagoni)"
SEED_REACH = [(S.TINY, 1, None), (S.SMALL, 1, None), (S.MEDIUM, 2, None), (S.LARGE, 3, None), (S.HUGE, 4, 2), (S.GARGANTUAN, 5, 2)]


@pytest.mark.parametrize(("size", "metres", "hexes"), SEED_REACH)
def test_reach_by_size(size, metres, hexes):
    assert (REACH[size].metres, REACH[size].hexes) == (metres, hexes)
    assert reach_m(size) == metres


def test_source_and_printed_lines_are_verbatim():
    assert OPPORTUNITY_SOURCE.section in TEXT
    for line in (
        "Creature Tiny o Small possono effettuare l'attacco di opportunità contro chi passa ad 1 metro.",
        "Creature Medium possono effettuare l'attacco di opportunità contro chi passa a 2 metri.",
        "Creature Large possono effettuare l'attacco di opportunità contro chi passa a 3 metri.",
        "Creature Huge possono effettuare l'attacco di opportunità contro chi passa a 4 metri (2 esagoni).",
        "Creature Gargantuan possono effettuare l'attacco di opportunità contro chi passa a 5 metri (2 esagoni).",
    ):
        assert line in TEXT


def test_printed_table_cell_by_cell():
    assert tables()["opportunity_reach_000"].rows == (
        ("Tiny o Small", "1 metro"),
        ("Medium", "2 metri"),
        ("Large", "3 metri"),
        ("Huge", "4 metri (2 esagoni)"),
        ("Gargantuan", "5 metri (2 esagoni)"),
    )


@pytest.mark.parametrize(
    ("size", "leaving", "distance", "direct", "used", "allowed", "reason"),
    [
        (S.MEDIUM, False, 2, False, False, True, ""),
        (S.MEDIUM, False, 3, False, False, False, "out_of_reach"),
        (S.SMALL, False, 1, False, False, True, ""),
        (S.TINY, False, 2, False, False, False, "out_of_reach"),
        (S.LARGE, False, 3, True, False, True, ""),  # the exception is only for two-hex creatures
        (S.HUGE, False, 4, True, False, False, "direct_approach"),
        (S.GARGANTUAN, False, 5, True, False, False, "direct_approach"),
        (S.GARGANTUAN, False, 5, False, False, True, ""),
        (S.TINY, True, 50, False, False, True, ""),  # leaving melee: all in melee with it
        (S.MEDIUM, True, 1, False, True, False, "already_used"),
    ],
)
def test_who_may_strike(size, leaving, distance, direct, used, allowed, reason):
    o = opportunity(size, leaving_melee=leaving, distance_m=distance, direct_approach=direct, already_used=used)
    assert (o.allowed, o.reason) == (allowed, reason)


def test_dispatch_counts_as_a_back_attack_with_extra_fatigue():
    assert answer("opportunity_000", {"size": "large", "distance_m": "3", "casting": "true"}) == {
        "allowed": True,
        "reason": "",
        "reach_m": 3,
        "to_hit": 2,
        "damage_die": 2,
        "dex_shield_lost": True,
        "extra_fatigue": 1,
        "spell_aborted": True,
    }
    assert answer("opportunity_000", {"size": "huge", "distance_m": 2, "direct_approach": True}) == {
        "allowed": False,
        "reason": "direct_approach",
        "reach_m": 4,
        "to_hit": 0,
        "damage_die": 0,
        "dex_shield_lost": False,
        "extra_fatigue": 0,
        "spell_aborted": False,
    }
    assert "accumulano un punto fatica supplementare" in TEXT
    assert "un unico attacco di opportunità al round" in TEXT


def test_bad_size_is_an_input_error():
    with pytest.raises(InputError) as error:
        answer("opportunity_000", {"size": "colossal"})
    assert error.value.field == "size"
