"""002 "Colpo preciso": NPC +30, Danno ×10, automatic (2 or more) against a still target."""

from fractions import Fraction

import pytest

from calc import InputError
from calc.rules.precise_002 import (
    SOURCE,
    PreciseSituation,
    precise_chances,
    precise_damage,
    precise_npc,
)
from calc.sources import Seed
from tests.seedtext import seed_text
from tests.answers import answer

TEXT = seed_text(Seed.NPC_TPC)


def test_rule_words_occur_verbatim():
    assert "\n" + SOURCE.section + "\n" in TEXT
    for words in (
        "può essere effettuato solo con armi da mischia",
        "il NPC aumenta di 30 punti",
        "il danno in caso di riuscita sarà moltiplicato per 10",
        "Se il bersaglio non si muove né si difende il Colpo Preciso è automatico e il TPC riesce con 2 o più.",
    ):
        assert words in TEXT


@pytest.mark.parametrize(("base", "npc"), [(0, 30), (-40, -10), (-30, 0), (5, 35)])
def test_npc_rises_by_30(base, npc):
    assert precise_npc(base) == npc


def test_close_combat_uses_the_table_for_the_raised_npc():
    chances = precise_chances(PreciseSituation.CLOSE_COMBAT, -10)  # row −10: 7*
    assert (chances.tpc, chances.reroll) == (7, True)
    assert chances.p_hit == Fraction(14, 20) + Fraction(1, 20) * Fraction(14, 20)


@pytest.mark.parametrize("npc", [30, 0, -10, 100])
def test_still_target_hits_on_two_or_more_whatever_the_npc(npc):
    chances = precise_chances(PreciseSituation.STILL_TARGET, npc)
    assert (chances.tpc, chances.reroll, chances.p_hit) == (2, False, Fraction(19, 20))


def test_whole_danno_is_multiplied_by_ten_after_venti():
    # (6 + 2 + minusPadr(3)=2 − 4 − 10) × 10
    assert precise_damage(dd=6, f_a=2, padr_a=3, ca_b=-4, bnpc=-10) == -40
    # (12 + 2 + 2 − 4 − 10) × 10
    assert precise_damage(dd=6, f_a=2, padr_a=3, ca_b=-4, bnpc=-10, venti=True) == 20


GOLDEN = [
    (
        {"situation": "close_combat", "base_npc": -40, "dd": 6, "f_a": 2, "padr_a": 3, "ca_b": -4},
        {
            "npc": -10, "tpc": 7, "reroll": True, "bnpc": 0, "p_hit": 0.735, "p_hit_fraction": "147/200",
            "damage": 60, "damage_venti": 120, "p_venti": 0.0525, "p_venti_fraction": "21/400",
            "expected_damage": 47.25, "expected_damage_fraction": "189/4",
        },
    ),
    (
        # still target: TPC 2, but BNPC still from NPC +30 ("+25 in poi": −10)
        {"situation": "still_target", "base_npc": 0, "dd": 12, "f_a": 3, "padr_a": 4, "ca_b": -2},
        {
            "npc": 30, "tpc": 2, "reroll": False, "bnpc": -10, "p_hit": 0.95, "p_hit_fraction": "19/20",
            "damage": 50, "damage_venti": 170, "p_venti": 0.05, "p_venti_fraction": "1/20",
            "expected_damage": 53.5, "expected_damage_fraction": "107/2",
        },
    ),
    (
        # NPC 18: only a 20 hits, so every hit is a Venti
        {"situation": "close_combat", "base_npc": -12, "dd": 6, "f_a": 0, "padr_a": 0, "ca_b": 0},
        {
            "npc": 18, "tpc": 20, "reroll": False, "bnpc": -2, "p_hit": 0.05, "p_hit_fraction": "1/20",
            "damage": 40, "damage_venti": 100, "p_venti": 0.05, "p_venti_fraction": "1/20",
            "expected_damage": 5.0, "expected_damage_fraction": "5/1",
        },
    ),
]


@pytest.mark.parametrize(("inputs", "expected"), GOLDEN)
def test_dispatch(inputs, expected):
    assert answer("precise_strike_002", inputs) == expected


@pytest.mark.parametrize(
    ("inputs", "field"),
    [({"dd": 6, "situation": "ranged"}, "situation"), ({"dd": 6, "base_npc": 201}, "base_npc"), ({}, "dd")],
)
def test_bad_input_names_the_field(inputs, field):
    with pytest.raises(InputError) as error:
        answer("precise_strike_002", inputs)
    assert error.value.field == field
