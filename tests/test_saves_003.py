"""003 "TIRADAS DE SALVACIÓN": base save + ability modifier + bonuses; a natural 1 fails, a natural 20 saves."""

from fractions import Fraction

import pytest

from calc import InputError
from calc.rules.saves_003 import lowest_saving_roll, save_chance, save_modifier
from calc.sources import Seed
from calc.tables import table
from calc.tables.saves_003 import SAVES, SAVES_SOURCE, Ability, SaveType
from tests.seedtext import seed_text
from tests.answers import answer

TEXT = seed_text(Seed.AKENAR)


def test_source_is_a_heading_of_the_seed():
    assert SAVES_SOURCE.section in TEXT.splitlines()


@pytest.mark.parametrize(
    "sentence",
    [
        "Salvación base + modificador de característica + dotes o bonificadores relevantes",
        "Los tres tipos de tiradas de salvación son Fortaleza, Reflejos y Voluntad.",
        "Un 1 natural en una tirada de salvación es un fracaso siempre. Un 20 natural es siempre un éxito.",
    ],
)
def test_the_rules_implemented_are_in_the_seed(sentence):
    assert sentence in TEXT


# Typed from the seed's list "Tipos de tiradas de salvación".
SEED_ROWS = [
    ("Fortaleza", "modificador de Constitución", SaveType.FORTITUDE, Ability.CON),
    ("Reflejos", "modificador de Destreza", SaveType.REFLEX, Ability.DEX),
    ("Voluntad", "bonificador de Sabiduría", SaveType.WILL, Ability.WIS),
]
SEED_SENTENCES = [
    "Aplica tu modificador de Constitución a las tiradas de salvación de Fortaleza.",
    "Aplica tu modificador de Destreza en tus tiradas de salvación de Reflejos.",
    "Aplica tu bonificador de Sabiduría a tus tiradas de salvación de Voluntad.",
]


@pytest.mark.parametrize(("row", "sentence"), list(zip(SEED_ROWS, SEED_SENTENCES)))
def test_every_cell_matches_the_seed(row, sentence):
    name, applies, save, ability = row
    assert (SAVES[save].name, SAVES[save].applies, SAVES[save].ability) == (name, applies, ability)
    assert sentence in TEXT
    assert sentence.startswith(f"Aplica tu {applies} ") and sentence.endswith(f" de {name}.")


def test_printed_table():
    t = table("saves_003")
    assert t.columns == ("Tirada de salvación", "Aplica tu")
    assert t.rows == tuple((name, applies) for name, applies, _, _ in SEED_ROWS)
    for note in t.notes:
        assert note in TEXT


@pytest.mark.parametrize(
    ("base", "score", "bonus", "modifier"),
    [(0, 10, 0, 0), (2, 14, 0, 4), (5, 7, 1, 4), (1, 0, 0, -4), (3, 11, -2, 1)],
)
def test_modifier_is_base_plus_ability_modifier_plus_bonuses(base, score, bonus, modifier):
    assert save_modifier(base, score, bonus) == modifier


@pytest.mark.parametrize(
    ("modifier", "dc", "p", "needed"),
    [
        (4, 15, Fraction(10, 20), 11),
        (0, 15, Fraction(6, 20), 15),
        (0, 10, Fraction(11, 20), 10),
        (50, 5, Fraction(19, 20), 2),  # a natural 1 is always a failure
        (-50, 40, Fraction(1, 20), 20),  # a natural 20 is always a success
        (0, 21, Fraction(1, 20), 20),
        (5, 25, Fraction(1, 20), 20),  # 20 + 5 = 25 reaches the DC on the 20 only
        (5, 24, Fraction(2, 20), 19),
    ],
)
def test_chance_and_lowest_d20(modifier, dc, p, needed):
    assert save_chance(modifier, dc) == p
    assert lowest_saving_roll(modifier, dc) == needed


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        (
            {},
            {"ability": "con", "ability_modifier": 0, "save_modifier": 0, "d20_needed": 15,
             "p_save": 0.3, "p_save_fraction": "3/10", "p_fail": 0.7, "p_fail_fraction": "7/10"},
        ),
        (
            {"save": "will", "base_save": 2, "ability_score": 14, "dc": 15},
            {"ability": "wis", "ability_modifier": 2, "save_modifier": 4, "d20_needed": 11,
             "p_save": 0.5, "p_save_fraction": "1/2", "p_fail": 0.5, "p_fail_fraction": "1/2"},
        ),
        (
            {"save": "reflex", "base_save": 12, "ability_score": 18, "bonus": 2, "dc": 10},
            {"ability": "dex", "ability_modifier": 4, "save_modifier": 18, "d20_needed": 2,
             "p_save": 0.95, "p_save_fraction": "19/20", "p_fail": 0.05, "p_fail_fraction": "1/20"},
        ),
    ],
)
def test_dispatch(inputs, expected):
    assert answer("saving_throw_003", inputs) == expected


def test_bad_input_names_the_field():
    with pytest.raises(InputError) as caught:
        answer("saving_throw_003", {"save": "luck"})
    assert caught.value.field == "save"
