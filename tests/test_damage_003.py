"""003 damage: minimum 1, Strength by grip (½, 1½), multipliers that add, extra dice."""

import itertools
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from calc.rules.damage_003 import DamageStats, combined_multiplier, minimum_damage, strength_to_damage
from calc.sources import Seed
from calc.tables import damage_003 as data
from calc.tables.damage_003 import Grip
from tests.seedtext import normalise, seed_text
from tests.answers import answer
from calc import dispatch

TEXT = seed_text(Seed.AKENAR)
FLAT = normalise(TEXT)
LOWER = FLAT.lower()

# Typed from "DAÑO": (how the weapon is used, what the text says of Strength).
SEED_STRENGTH_ROWS = (
    ("arma cuerpo a cuerpo o arma arrojadiza, incluso una honda", "añade tu bonificador de Fuerza al resultado del daño"),
    ("arma de mano torpe", "añades sólo 1/2 de tu bonificador de Fuerza"),
    ("usar un arma a dos manos", "añades 1 vez y 1/2 tu bonificador de Fuerza (los penalizadores no se multiplican)"),
    ("arma ligera con las dos manos", "no recibes este bonificador de daño"),
    ("arcos se fabrican con niveles de Fuerza concretos", "afectan a qué parte de tu bonificador de Fuerza puedes aplicar al resultado del daño"),
)


def table(name):
    return next(t for t in data.TABLES if t.name == name)


@pytest.mark.parametrize("source", [data.DAMAGE_SOURCE, data.UNARMED_DAMAGE_SOURCE])
def test_sources_are_headings_of_the_seed(source):
    assert source.seed is Seed.AKENAR
    assert "\n" + source.section + "\n" in TEXT


def test_strength_table_cell_by_cell():
    t = table("damage_strength_003")
    assert t.columns == ("Arma", "Bonificador de Fuerza")
    assert t.rows == SEED_STRENGTH_ROWS
    for row in t.rows:
        for cell in row:
            assert cell.lower() in LOWER, cell


@pytest.mark.parametrize("name", ["damage_strength_003", "unarmed_damage_003"])
def test_notes_quote_the_seed(name):
    for note in table(name).notes:
        assert normalise(note).lower() in LOWER, note


@pytest.mark.parametrize(
    ("strength", "grip", "rating", "added"),
    [
        (3, Grip.ONE_HAND, 0, 3),
        (-2, Grip.ONE_HAND, 0, -2),
        (3, Grip.OFF_HAND, 0, 1),  # ½, rounded down
        (4, Grip.OFF_HAND, 0, 2),
        (-2, Grip.OFF_HAND, 0, -2),  # a penalty is not halved
        (3, Grip.TWO_HANDS, 0, 4),  # 1½, rounded down
        (4, Grip.TWO_HANDS, 0, 6),
        (-2, Grip.TWO_HANDS, 0, -2),  # "los penalizadores no se multiplican"
        (3, Grip.LIGHT_TWO_HANDS, 0, 3),  # no extra
        (3, Grip.PROJECTILE, 0, 0),
        (-2, Grip.PROJECTILE, 0, 0),
        (3, Grip.BOW_WITH_RATING, 2, 2),
        (1, Grip.BOW_WITH_RATING, 2, 1),
        (-1, Grip.BOW_WITH_RATING, 2, 0),
    ],
)
def test_strength_to_damage(strength, grip, rating, added):
    assert strength_to_damage(strength, grip, rating) == added


@pytest.mark.parametrize(
    ("multipliers", "total"),
    [((2, 2), 3), ((2,), 2), ((3, 2), 4), ((1, 1), 1), ((4, 3, 2), 7)],
)
def test_multipliers_add(multipliers, total):
    assert combined_multiplier(*multipliers) == total


@pytest.mark.parametrize(("total", "damage"), [(-5, 1), (0, 1), (1, 1), (7, 7)])
def test_a_hit_does_at_least_1(total, damage):
    assert minimum_damage(total) == damage


def _brute(dice, sides, modifier, rolls, extra, extra_sides):
    dies = [range(1, sides + 1)] * (dice * rolls) + [range(1, extra_sides + 1)] * extra
    totals = [max(1, sum(faces) + rolls * modifier) for faces in itertools.product(*dies)]
    raised = sum(1 for faces in itertools.product(*dies) if sum(faces) + rolls * modifier < 1)
    return min(totals), max(totals), Fraction(sum(totals), len(totals)), Fraction(raised, len(totals))


@pytest.mark.parametrize(
    "case",
    [(1, 8, 3, 2, 0, 1), (1, 6, 0, 2, 1, 6), (1, 4, -2, 1, 0, 1), (2, 4, -5, 2, 0, 1), (1, 3, -4, 3, 2, 4), (2, 6, -3, 1, 1, 6)],
)
def test_damage_stats_agree_with_enumerating_every_roll(case):
    stats = DamageStats(*case)
    assert (stats.minimum, stats.maximum, stats.mean, stats.p_raised) == _brute(*case)


def test_extra_dice_are_never_multiplied():
    # 1d6 x2 plus 1d6 sneak attack: two weapon rolls, one extra die
    stats = DamageStats(1, 6, 0, rolls=2, extra_dice=1, extra_sides=6)
    assert (stats.minimum, stats.maximum, stats.mean) == (3, 18, Fraction(21, 2))


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        ({"strength_mod": 3, "grip": "two_hands"}, {"strength_damage": 4}),
        ({"strength_mod": 3, "grip": "off_hand"}, {"strength_damage": 1}),
        ({"strength_mod": 4, "grip": "bow_with_rating", "bow_rating": 2}, {"strength_damage": 2}),
        ({"strength_mod": -1, "grip": "two_hands"}, {"strength_damage": -1}),
    ],
)
def test_dispatch_strength(inputs, expected):
    assert answer("strength_damage_003", inputs) == expected


def test_bow_rating_only_for_bows():
    # A Strength rating belongs to a bow: with any other grip it is not used.
    result = dispatch("strength_damage_003", {"strength_mod": 3, "grip": "one_hand", "bow_rating": 2})
    assert (result["strength_damage"], result["ignored"]) == (3, ["bow_rating"])


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        ({"critical": 2, "other": 2}, {"multiplier": 3}),
        ({"critical": 3}, {"multiplier": 3}),
        ({"critical": 1, "other": 1, "third": 1}, {"multiplier": 1}),
        ({"critical": 4, "other": 2, "third": 2}, {"multiplier": 6}),
    ],
)
def test_dispatch_multiplier(inputs, expected):
    assert answer("damage_multiplier_003", inputs) == expected


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        (
            # longsword 1d8, Strength +3, a x2 critical
            {"dice_count": 1, "dice_sides": 8, "strength_mod": 3, "critical_multiplier": 2},
            {"strength_damage": 3, "multiplier": 2, "min_damage": 8, "max_damage": 22, "mean_damage": 15.0,
             "mean_damage_fraction": "15", "p_raised_to_1": 0.0, "p_raised_to_1_fraction": "0"},
        ),
        (
            # two hands: 1½ of +3 is +4; x2 critical and x2 against giants = x3; 2d6 sneak attack once
            {"dice_count": 2, "dice_sides": 6, "grip": "two_hands", "strength_mod": 3, "critical_multiplier": 2,
             "other_multiplier": 2, "extra_dice_count": 2, "extra_dice_sides": 6},
            {"strength_damage": 4, "multiplier": 3, "min_damage": 20, "max_damage": 60, "mean_damage": 40.0,
             "mean_damage_fraction": "40", "p_raised_to_1": 0.0, "p_raised_to_1_fraction": "0"},
        ),
        (
            {"dice_count": 1, "dice_sides": 4, "strength_mod": -2},
            {"strength_damage": -2, "multiplier": 1, "min_damage": 1, "max_damage": 2, "mean_damage": 1.25,
             "mean_damage_fraction": "5/4", "p_raised_to_1": 0.5, "p_raised_to_1_fraction": "1/2"},
        ),
        (
            {"dice_count": 1, "dice_sides": 8, "grip": "projectile", "strength_mod": 4, "bonus": 1},
            {"strength_damage": 0, "multiplier": 1, "min_damage": 2, "max_damage": 9, "mean_damage": 5.5,
             "mean_damage_fraction": "11/2", "p_raised_to_1": 0.0, "p_raised_to_1_fraction": "0"},
        ),
    ],
)
def test_dispatch_damage_roll(inputs, expected):
    assert answer("damage_roll_003", inputs) == expected


@settings(max_examples=50, deadline=None)
# at most 4d6 + 2d4 = 20 736 outcomes to enumerate
@given(st.integers(1, 2), st.integers(1, 6), st.integers(-12, 4), st.integers(1, 2), st.integers(0, 2), st.integers(1, 4))
def test_stats_match_enumeration(dice, sides, modifier, rolls, extra, extra_sides):
    stats = DamageStats(dice, sides, modifier, rolls, extra, extra_sides)
    assert (stats.minimum, stats.maximum, stats.mean, stats.p_raised) == _brute(dice, sides, modifier, rolls, extra, extra_sides)
    assert stats.minimum >= 1 and stats.minimum <= stats.mean <= stats.maximum


@pytest.mark.parametrize(("dice", "sides", "modifier", "rolls", "extra", "extra_sides"),
                         [(1, 8, 0, 1, 0, 1), (2, 6, -9, 1, 0, 1), (1, 4, -10, 1, 0, 1), (3, 4, 2, 2, 1, 6), (2, 10, -12, 3, 2, 4)])
def test_the_exact_distribution_agrees_with_the_damage_statistics(dice, sides, modifier, rolls, extra, extra_sides):
    from fractions import Fraction

    from calc.rules.damage_003 import DamageStats, damage_distribution

    distribution = damage_distribution(dice, sides, modifier, rolls, extra, extra_sides)
    stats = DamageStats(dice, sides, modifier, rolls, extra, extra_sides)
    assert sum(distribution.values()) == 1 and min(distribution) >= 1
    assert (min(distribution), max(distribution)) == (stats.minimum, stats.maximum)
    assert sum(k * p for k, p in distribution.items()) == stats.mean
    assert distribution.get(1, Fraction(0)) >= stats.p_raised


def test_two_d6_is_the_triangle():
    from fractions import Fraction

    from calc.rules.damage_003 import damage_distribution

    assert damage_distribution(2, 6, 0) == {t: Fraction(6 - abs(t - 7), 36) for t in range(2, 13)}
