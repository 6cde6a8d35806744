"""003 "GOLPES CRÍTICOS": threat, confirmation, critical and the triple 20, exactly."""

from fractions import Fraction

import pytest

from calc.rules.critical_003 import CRITICAL_SOURCE, DEFAULT_MULTIPLIER, DEFAULT_THREAT, attack_hits, critical_odds
from calc.sources import Seed
from tests.seedtext import seed_text
from tests.answers import answer

TEXT = seed_text(Seed.AKENAR)


def test_source_and_rules_are_in_the_seed():
    assert CRITICAL_SOURCE.section in TEXT
    for line in (
        "el rango de amenaza para un golpe crítico es 20 y el multiplicador x2",
        "La tirada crítica sólo necesita golpear para ser un golpe crítico, no necesita salir 20 de nuevo.",
        "Cualquier tirada de ataque que no consiga un golpe no es una amenaza.",
        "Si te sale por tercera vez consecutiva un 20, matas a la criatura que estés atacando",
    ):
        assert line in TEXT


def test_defaults_threat_20_multiplier_x2():
    assert (DEFAULT_THREAT, DEFAULT_MULTIPLIER) == (20, 2)


@pytest.mark.parametrize(
    ("face", "bonus", "defense", "hit"),
    [
        (20, -50, 99, True),  # natural 20 always hits
        (1, 50, 0, False),  # natural 1 always misses
        (10, 5, 15, True),  # 15 equals the defense: a hit
        (9, 5, 15, False),
    ],
)
def test_attack_hits(face, bonus, defense, hit):
    assert attack_hits(face, bonus, defense) is hit


@pytest.mark.parametrize(
    ("bonus", "defense", "threat_from", "hit", "threat", "critical"),
    [
        # needs 10+: 11 faces; threat 20 only; confirm 11/20
        (5, 15, 20, Fraction(11, 20), Fraction(1, 20), Fraction(11, 400)),
        # 19-20 longsword, both faces hit
        (5, 15, 19, Fraction(11, 20), Fraction(2, 20), Fraction(22, 400)),
        # needs 20 anyway: a 19 in the threat range that misses is no threat
        (0, 25, 19, Fraction(1, 20), Fraction(1, 20), Fraction(1, 400)),
        # 18-20, needs 19: only 19 and 20 are threats
        (0, 19, 18, Fraction(2, 20), Fraction(2, 20), Fraction(4, 400)),
        # everything but the 1 hits
        (30, 10, 15, Fraction(19, 20), Fraction(6, 20), Fraction(6 * 19, 400)),
    ],
)
def test_threat_and_critical(bonus, defense, threat_from, hit, threat, critical):
    odds = critical_odds(bonus, defense, threat_from)
    assert (odds.hit, odds.threat, odds.confirm, odds.critical) == (hit, threat, hit, critical)


@pytest.mark.parametrize("threat_from", [20, 19, 15])
def test_triple_20_is_one_in_8000(threat_from):
    assert critical_odds(0, 15, threat_from).triple_20 == Fraction(1, 8000)


def test_immune_target_no_critical_no_triple_20():
    odds = critical_odds(5, 15, 19, immune=True)
    assert (odds.hit, odds.threat, odds.critical, odds.triple_20) == (Fraction(11, 20), Fraction(2, 20), 0, 0)


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        (
            {"attack_bonus": 5, "defense": 15},
            {
                "p_hit": 0.55, "p_hit_fraction": "11/20",
                "p_threat": 0.05, "p_threat_fraction": "1/20",
                "p_confirm": 0.55, "p_confirm_fraction": "11/20",
                "p_critical": 0.0275, "p_critical_fraction": "11/400",
                "p_normal_hit": 0.5225, "p_normal_hit_fraction": "209/400",
                "p_triple_20": 0.000125, "p_triple_20_fraction": "1/8000",
            },
        ),
        (
            {"attack_bonus": 5, "defense": 15, "threat_from": 19, "immune": True},
            {
                "p_hit": 0.55, "p_hit_fraction": "11/20",
                "p_threat": 0.1, "p_threat_fraction": "1/10",
                "p_confirm": 0.55, "p_confirm_fraction": "11/20",
                "p_critical": 0.0, "p_critical_fraction": "0",
                "p_normal_hit": 0.55, "p_normal_hit_fraction": "11/20",
                "p_triple_20": 0.0, "p_triple_20_fraction": "0",
            },
        ),
        (
            {"attack_bonus": -10, "defense": 40},
            {
                "p_hit": 0.05, "p_hit_fraction": "1/20",
                "p_threat": 0.05, "p_threat_fraction": "1/20",
                "p_confirm": 0.05, "p_confirm_fraction": "1/20",
                "p_critical": 0.0025, "p_critical_fraction": "1/400",
                "p_normal_hit": 0.0475, "p_normal_hit_fraction": "19/400",
                "p_triple_20": 0.000125, "p_triple_20_fraction": "1/8000",
            },
        ),
    ],
)
def test_dispatch(inputs, expected):
    assert answer("critical_003", inputs) == expected


def test_the_triple_20_is_part_of_the_critical_chance():
    for bonus in range(-10, 30, 3):
        odds = critical_odds(bonus, 18, 19)
        assert odds.triple_20 <= odds.critical <= odds.threat <= odds.hit


def test_a_face_in_the_threat_range_that_misses_is_no_threat():
    from calc.rules.critical_003 import is_threat

    # "Cualquier tirada de ataque que no consiga un golpe no es una amenaza"
    assert is_threat(19, 0, 20, 19) is False  # 19 + 0 < 20
    assert is_threat(19, 1, 20, 19) is True
    assert is_threat(20, -50, 100, 19) is True  # a natural 20 always hits
