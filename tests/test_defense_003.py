"""003 Defense: Base Defense 10 + size, Esquiva, Parada, their modifiers and the footnotes ¹²³⁴."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from calc.rules.defense_003 import base_defense, defenses, dexterity_parts
from calc.sources import Seed
from calc.tables import defense_003 as data
from tests.seedtext import normalise, seed_text
from tests.answers import answer

TEXT = seed_text(Seed.AKENAR)
FLAT = normalise(TEXT)
LOWER = FLAT.lower()

# The formula lines exactly as printed (one per line in the seed).
SEED_FORMULA_LINES = (
    "Defensa Base= 10 + Modificador de Tamaño",
    "Esquiva = Defensa Base + bonificador de Destreza + bonificador de Esquiva",
    "Parada = Defensa Base + bonificador de Fuerza + bonificador de Parada",
    "Bonificador de Esquiva = Bonificador de Esquiva base + bonificadores de Esquiva adicionales",
    "Parada = Parada base + bonificadores de parada adicionales",
)
# (situation, modifier, applies to), typed from DEFENSA, ESQUIVAR, PARAR and the footnotes.
SEED_MODIFIER_ROWS = (
    ("rodeado por todas partes", "-2", "Esquiva"),
    ("no tiene un hexágono adyacente desocupado", "-2", "Esquiva"),
    ("cuando cargas", "-2", "Defensa"),
    ("Destreza ha sido reducida a 5", "-3", "Defensa"),
    ("duerme o está inconsciente", "-5", "Defensa"),
    ("indefensos o inmovilizados⁴", "-5", "Defensa"),
    ("enmarañado²", "-4", "Destreza"),
    ("enmarañados desde arriba²", "-4", "Parada"),
    ("desarmado por completo", "-4", "Parada"),
    ("un arma con la que no es competente", "-1", "Parada"),
    ("un arma improvisada", "-1", "Parada"),
)
# The phrase of the seed that gives each row's number.
SEED_EVIDENCE = (
    "sufres un penalizador de -2 a Esquiva",
    "tendrá un penalizador de -2 a su Esquiva",
    "cuando cargas sufres un -2 de modificador a la Defensa",
    "aplicaría una penalización de -3 a su Defensa",
    "por lo que tiene un -5 a su Defensa",
    "Trata la Destreza del defensor como cero (-5 de modificador a Defensa)",
    "Un personaje enmarañado tiene un penalizador de -4 a Destreza",
    "tienen un penalizador de -4 a Parada cuando paran con algo mayor que una daga",
    "si un personaje está desarmado por completo recibe un penalizador de -4 a la Parada",
    "o una antorcha, sufre una penalización de -1 a su Parada",
    "o una antorcha, sufre una penalización de -1 a su Parada",
)
SEED_SITUATION_ROWS = (
    ("desprevenido¹", "no", "no"),
    ("no te puedes mover con libertad", "no", "no"),
    ("presa³", "no", "no"),
    ("indefensos o inmovilizados⁴", "no", "no"),
    ("ataque de arma a distancia", "sí", "no"),
    ("ataques de toque", "sí", "no"),
    ("componente somático (S)", "sí", "no"),
    ("enmarañados desde abajo²", "sí", "sí"),
)
SEED_FOOTNOTE_MARKS = ("¹", "²", "³", "⁴")


def table(name):
    return next(t for t in data.TABLES if t.name == name)


def unmarked(text):
    return text.rstrip("¹²³⁴")


@pytest.mark.parametrize("source", [data.DEFENSE_SOURCE, data.DODGE_SOURCE, data.PARRY_SOURCE, data.TOUCH_SOURCE])
def test_sources_are_headings_of_the_seed(source):
    assert source.seed is Seed.AKENAR
    assert "\n" + source.section + "\n" in TEXT


def test_formula_table_cell_by_cell():
    t = table("defense_values_003")
    assert t.columns == ("Valor", "Fórmula")
    assert len(t.rows) == len(SEED_FORMULA_LINES)
    for (name, formula), line in zip(t.rows, SEED_FORMULA_LINES):
        assert line.replace("Base= ", "Base = ") == f"{name} = {formula}"
        assert "\n" + line + "\n" in TEXT


def test_modifier_table_cell_by_cell():
    t = table("defense_modifiers_003")
    assert t.columns == ("Situación", "Modificador", "Se aplica a")
    assert t.rows == SEED_MODIFIER_ROWS
    for (situation, value, applies), evidence in zip(t.rows, SEED_EVIDENCE):
        assert unmarked(situation) in FLAT
        assert evidence in FLAT
        assert value in evidence and applies in evidence


def test_situation_table_cell_by_cell():
    t = table("defense_situations_003")
    assert t.columns == ("Situación", "Esquiva", "Parada")
    assert t.rows == SEED_SITUATION_ROWS
    for situation, _, _ in t.rows:
        assert unmarked(situation) in FLAT


def test_the_four_footnotes_are_verbatim_lines_and_in_both_tables():
    for mark, note in zip(SEED_FOOTNOTE_MARKS, data.FOOTNOTES):
        assert note.startswith(mark + " ")
        assert "\n" + note + "\n" in TEXT
    for name in ("defense_modifiers_003", "defense_situations_003"):
        assert table(name).notes[:4] == data.FOOTNOTES
        # the table they belong to is missing from the text: say so
        assert any("no aparece en el texto" in n for n in table(name).notes)


def test_other_notes_quote_the_seed():
    quotes = table("defense_values_003").notes + table("defense_situations_003").notes[4:5]
    for note in quotes:
        assert normalise(note) in FLAT, note


@pytest.mark.parametrize(("size", "base"), [(0, 10), (1, 11), (-1, 9), (8, 18), (-8, 2)])
def test_base_defense_is_10_plus_size(size, base):
    assert base_defense(size) == base


@pytest.mark.parametrize(
    ("dex", "cap", "parts"),
    [(3, 20, (0, 3)), (3, 1, (0, 1)), (3, 0, (0, 0)), (-3, 20, (-3, 0)), (-3, 0, (-3, 0)), (0, 5, (0, 0))],
)
def test_armour_limits_only_the_dexterity_bonus(dex, cap, parts):
    assert dexterity_parts(dex, cap) == parts


@pytest.mark.parametrize(
    ("inputs", "base", "dodge", "parry"),
    [
        ({}, 10, 10, 10),
        ({"dexterity_mod": 3, "base_dodge": 2, "dodge_bonuses": 1}, 10, 16, 10),  # dodge bonuses only to Esquiva
        ({"strength_mod": 2, "base_parry": 3, "parry_bonuses": 2}, 10, 10, 17),
        ({"dexterity_mod": 3, "armor_max_dex": 1}, 10, 11, 10),
        ({"dexterity_mod": -3}, 7, 7, 7),  # Destreza 5: -3 a su Defensa
        ({"situation": "helpless", "dexterity_mod": 4}, 5, 5, 5),  # Destreza cero: -5
        ({"charging": True, "dexterity_mod": 2}, 8, 10, 8),  # -2 a la Defensa: every kind
        ({"surrounded": True, "dexterity_mod": 2}, 10, 10, 10),  # -2 a Esquiva only
        ({"parry_with": "unarmed"}, 10, 10, 6),
        ({"parry_with": "unarmed_improved"}, 10, 10, 10),
        ({"parry_with": "improvised"}, 10, 10, 9),
        ({"parry_with": "improvised_versatility"}, 10, 10, 10),
        ({"entangled": "from_above", "dexterity_mod": 3}, 10, 11, 6),  # -4 Destreza (-2), -4 Parada
        ({"entangled": "from_above_dagger", "dexterity_mod": 3}, 10, 11, 10),
        ({"entangled": "from_below", "dexterity_mod": 1}, 9, 9, 9),  # -2 turns the bonus into a penalty
        ({"size_mod": 1, "defense_mod": 2, "strength_mod": -1}, 13, 13, 12),
    ],
)
def test_defense_values(inputs, base, dodge, parry):
    d = defenses(**inputs)
    assert (d.base, d.dodge, d.parry) == (base, dodge, parry)


@pytest.mark.parametrize(
    ("inputs", "can_dodge", "can_parry"),
    [
        ({}, True, True),
        ({"situation": "flat_footed"}, False, False),
        ({"situation": "not_free"}, False, False),
        ({"situation": "grappling"}, False, False),
        ({"situation": "helpless"}, False, False),
        ({"attack": "ranged"}, True, False),  # "No es posible parar un ataque de arma a distancia"
        ({"attack": "touch"}, True, False),  # "sólo se pueden esquivar"
        ({"somatic_spell": True}, True, False),
        ({"situation": "flat_footed", "attack": "touch"}, False, False),
    ],
)
def test_when_one_can_dodge_or_parry(inputs, can_dodge, can_parry):
    d = defenses(**inputs)
    assert (d.can_dodge, d.can_parry) == (can_dodge, can_parry)


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        (
            {},
            {"base_defense": 10, "dodge": 10, "parry": 10, "can_dodge": True, "can_parry": True, "defense_to_beat": 10},
        ),
        (
            # the goblin-like defender: Str +1, parry 4 (weapon and shield) -> Parada 15
            {"strength_mod": 1, "base_parry": 2, "parry_bonuses": 2, "dexterity_mod": 1, "base_dodge": 1},
            {"base_defense": 10, "dodge": 12, "parry": 15, "can_dodge": True, "can_parry": True, "defense_to_beat": 15},
        ),
        (
            # flat-footed: Base Defense only, the Dexterity bonus is lost
            {"situation": "flat_footed", "dexterity_mod": 3, "base_dodge": 4},
            {"base_defense": 10, "dodge": 17, "parry": 10, "can_dodge": False, "can_parry": False, "defense_to_beat": 10},
        ),
        (
            # an arrow: no parry, so the higher Parada does not count
            {"attack": "ranged", "strength_mod": 3, "base_parry": 4, "dexterity_mod": 1},
            {"base_defense": 10, "dodge": 11, "parry": 17, "can_dodge": True, "can_parry": False, "defense_to_beat": 11},
        ),
        (
            # asleep (Dexterity 0, -5) and a charge-like -2 to Defense still apply to Base Defense
            {"situation": "helpless", "defense_mod": -2, "dexterity_mod": 2},
            {"base_defense": 3, "dodge": 3, "parry": 3, "can_dodge": False, "can_parry": False, "defense_to_beat": 3},
        ),
    ],
)
def test_dispatch(inputs, expected):
    assert answer("defense_003", inputs) == expected


def test_an_unarmed_parry_is_not_with_something_larger_than_a_dagger():
    # "-4 a Parada cuando paran con algo mayor que una daga": bare hands take only the unarmed -4.
    entangled = answer("defense_003", {"entangled": "from_above", "parry_with": "unarmed"})
    free = answer("defense_003", {"entangled": "from_below", "parry_with": "unarmed"})
    assert entangled["parry"] == free["parry"]
    with_weapon = answer("defense_003", {"entangled": "from_above", "parry_with": "weapon"})
    assert with_weapon["parry"] == answer("defense_003", {"entangled": "from_below", "parry_with": "weapon"})["parry"] - 4


@given(st.integers(-8, 8), st.integers(-5, 20), st.integers(-5, 20), st.integers(0, 20), st.booleans(), st.integers(-20, 20))
def test_defense_modifiers_reach_every_kind_once(size, dex, strength, cap, charging, other):
    plain = defenses(size_mod=size, dexterity_mod=dex, strength_mod=strength, armor_max_dex=cap)
    shifted = defenses(size_mod=size, dexterity_mod=dex, strength_mod=strength, armor_max_dex=cap, charging=charging, defense_mod=other)
    delta = other - (2 if charging else 0)
    assert (shifted.base - plain.base, shifted.dodge - plain.dodge, shifted.parry - plain.parry) == (delta, delta, delta)
    # Dodge never gets more of Dexterity than the armour allows
    assert plain.dodge - plain.base <= cap


def test_every_defense_the_calculator_gives_is_one_the_attack_and_the_stances_take():
    """The text bounds no Defense: a Colossal target, helpless (-5), charging (-2) and -20 more has
    Base Defense -37; Dexterity, dodge bonuses and +20 give Dodge 98. The attack calculator once
    stopped at 0 and 60, refusing both; now each calculator taking a Defense takes these, and a
    stance's bonus on top of them."""
    import itertools

    from calc.registry import get
    from calc.rules.stances_003 import Stance, stance_effect
    from calc.rules.defense_003 import DEFENSE_RANGE

    c = get("defense_003")
    ints = [f for f in c.fields if hasattr(f, "minimum")]
    others = [f for f in c.fields if not hasattr(f, "minimum")]
    values = [[o.value for o in f.options] if hasattr(f, "options") else [False, True] for f in others]
    given_ = []
    for corner in ("minimum", "maximum"):  # every output grows with every number: its extremes are at the corners
        fixed = {f.name: getattr(f, corner) for f in ints}
        for combo in itertools.product(*values):
            d = defenses(**fixed, **dict(zip((f.name for f in others), combo)))
            given_ += [d.base, d.dodge, d.parry]
    assert (min(given_), max(given_)) == (-37, 98)
    lift = max(stance_effect(s).defense_bonus + stance_effect(s).dodge_bonus for s in Stance)
    assert DEFENSE_RANGE[0] <= -37 and 98 + lift <= DEFENSE_RANGE[1]
    for name, field in (("attack_003", "defense"), ("critical_003", "defense"), ("defensive_stance_003", "dodge")):
        f = get(name).field(field)
        assert (f.minimum, f.maximum) == DEFENSE_RANGE
    assert answer("attack_003", {"defense": -37})["p_hit"] == 0.95  # only a natural 1 misses
