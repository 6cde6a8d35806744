"""Traits: the fields that read a combatant's property say which and whose, from one vocabulary;
a trait has one name and one domain within a text; every other field is situational, and says why."""

from __future__ import annotations

import subprocess
import sys
from collections import defaultdict

import pytest

from calc import BoolField, Calculator, IntField, Output, cite
from calc.declare import Field, Side, Trait
from calc.i18n import LANGS, _
from calc.registry import calculators, get
from calc.schema import input_schema
from calc.sources import Seed
from calc.vocab import AC, STRENGTH, THAC0, TRAITS, trait_named, traits_of
from tests.situational import SITUATIONAL, reason_for


def domain(f: Field) -> tuple:
    """What a value must be to fit the field: a character's value must fit each of its trait's fields."""
    if isinstance(f, IntField):
        return ("int", f.minimum, f.maximum)
    if isinstance(f, BoolField):
        return ("bool",)
    return ("choice", *f.values)


def read_fields():
    return [(c, f) for c in calculators() for f in c.fields if f.trait is not None]


# --- the issue's own examples ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("calculator", "field", "trait", "side"),
    [
        ("tackle_000", "attacker_strength", "strength", Side.SELF),
        ("tackle_000", "defender_strength", "strength", Side.OPPONENT),
        ("parry", "ac", "ac", Side.SELF),
        ("parry", "mastery", "mastery", Side.SELF),
        ("parry", "shield", "shield", Side.SELF),
        ("resolve_004", "target_ac", "ac", Side.OPPONENT),
        # The defender's numbers in the resolvers are the opponent's, where the defense form has them as its own.
        ("resolve_000", "shield", "shield", Side.OPPONENT),
        ("resolve_000", "blocker_thac0", "thac0", Side.OPPONENT),
        ("defense_003", "base_dodge", "dodge_base", Side.SELF),
        ("resolve_003", "base_dodge", "dodge_base", Side.OPPONENT),
        ("resolve_003", "target_strength_mod", "strength_modifier", Side.OPPONENT),
        ("melee_attack_002", "padr_b", "mastery_bonus", Side.OPPONENT),
        ("initiative_order_003", "dex_1", "dexterity", Side.SELF),
        ("initiative_order_003", "dex_2", "dexterity", Side.OPPONENT),
    ],
)
def test_fields_declare_what_they_read(calculator, field, trait, side):
    f = get(calculator).field(field)
    assert (f.trait.name, f.side) == (trait, side)


@pytest.mark.parametrize("calculator", ["aimed_blow_000", "block_000", "disarm_000", "grab_000", "tackle_000", "resolve_000"])
def test_thac0_is_one_trait_in_every_calculator_of_000(calculator):
    assert THAC0 in {f.trait for f in get(calculator).fields}


# --- one vocabulary: names, texts, domains ---------------------------------------------------


def test_trait_names_are_unique_and_each_is_found_by_its_name():
    names = [t.name for t in TRAITS]
    assert len(names) == len(set(names))
    assert all(trait_named(t.name) is t for t in TRAITS)
    with pytest.raises(KeyError):
        trait_named("charisma")


def test_each_trait_belongs_to_exactly_the_texts_whose_calculators_read_it():
    read_in: dict[Trait, set[Seed]] = defaultdict(set)
    for c, f in read_fields():
        read_in[f.trait].add(c.source.seed)
    assert {t: set(t.texts) for t in TRAITS} == dict(read_in)


def test_a_trait_has_one_domain_within_a_text():
    """Or a character's value would fit one form of its text and be refused by another."""
    domains: dict[tuple[Seed, Trait], dict[tuple, list[str]]] = defaultdict(lambda: defaultdict(list))
    for c, f in read_fields():
        domains[c.source.seed, f.trait][domain(f)].append(f"{c.name}.{f.name}")
    split = {(seed.number, trait.name): dict(d) for (seed, trait), d in domains.items() if len(d) > 1}
    assert split == {}


def test_a_trait_is_labelled_in_every_language():
    for trait in TRAITS:
        assert all(trait.label.get(lang).strip() for lang in LANGS), trait.name
        assert trait.label.get("it") != trait.label.get("en") or trait.label.en in {"THAC0", "BoM", "DeM"}, trait.name


def test_the_traits_of_a_text_are_those_a_character_editor_lists():
    assert [t.name for t in traits_of(Seed.TACTICAL)] == ["ac", "initiative_modifier"]
    assert [t.name for t in traits_of(Seed.MODIFIERS_RU)] == [
        "ac", "dexterity", "attack_bonus", "fortitude_bonus", "critical_immunity", "space", "reach",
    ]
    assert traits_of(Seed.AD2E_HOUSE)[:2] == (THAC0, AC)


# --- every field is classified ----------------------------------------------------------------


def test_every_field_reads_a_trait_or_says_why_it_is_situational():
    unclassified = [f"{c.name}.{f.name}" for c in calculators() for f in c.fields if f.trait is None and reason_for(c.name, f.name) is None]
    assert unclassified == []


def test_the_situational_table_names_no_field_that_reads_a_trait_and_no_field_that_is_gone():
    fields = {(c.name, f.name): f for c in calculators() for f in c.fields}
    by_name = defaultdict(list)
    for (calculator, name), f in fields.items():
        by_name[name].append(f)
    wrong = []
    for key, reason in SITUATIONAL.items():
        calculator, _dot, name = key.partition(".")
        if calculator == "*":
            # A name situational everywhere: no field of that name reads a trait.
            if not by_name[name] or any(f.trait is not None for f in by_name[name]):
                wrong.append(key)
        elif (calculator, name) not in fields or fields[calculator, name].trait is not None:
            wrong.append(key)
        elif SITUATIONAL.get(f"*.{name}") == reason:
            wrong.append(key)  # says again what the wildcard says
    assert wrong == []


def test_most_fields_are_situational_but_every_calculator_of_a_combatant_reads_traits():
    read = {c.name for c, _f in read_fields()}
    assert len(read_fields()) > 200
    for name in ("parry", "tackle_000", "melee_attack_002", "resolve_000", "resolve_002", "resolve_003", "resolve_004"):
        assert name in read


# --- the declaration refuses what cannot be filled --------------------------------------------

T = _("x")


def _calculator(*fields: Field) -> Calculator:
    return Calculator("probe_000", T, T, cite("000", "x"), fields, (Output("a", T),), compute=lambda **_: {"a": 1})


def test_a_trait_needs_its_side_and_a_side_its_trait():
    with pytest.raises(ValueError, match="side"):
        IntField("strength", T, 1, 25, trait=STRENGTH)
    with pytest.raises(ValueError, match="side"):
        BoolField("flag", T, side=Side.SELF)


def test_a_field_may_read_only_a_trait_of_its_own_text():
    with pytest.raises(ValueError, match="not one of text 000"):
        _calculator(IntField("dex", T, 0, 50, trait=trait_named("space"), side=Side.SELF))


def test_two_fields_may_not_read_the_same_trait_of_the_same_side():
    with pytest.raises(ValueError, match="same trait"):
        _calculator(IntField("a", T, 1, 25, trait=STRENGTH, side=Side.SELF), IntField("b", T, 1, 25, trait=STRENGTH, side=Side.SELF))
    _calculator(IntField("a", T, 1, 25, trait=STRENGTH, side=Side.SELF), IntField("b", T, 1, 25, trait=STRENGTH, side=Side.OPPONENT))


# --- the schema and --help say it --------------------------------------------------------------


def test_the_schema_gives_each_trait_field_its_x_trait_and_no_other_field_one():
    for c in calculators():
        properties = input_schema(c)["properties"]
        for f in c.fields:
            expected = None if f.trait is None else {"name": f.trait.name, "side": f.side.value}
            assert properties[f.name].get("x-trait") == expected, (c.name, f.name)
    assert input_schema(get("tackle_000"))["properties"]["defender_strength"]["x-trait"] == {"name": "strength", "side": "opponent"}


def _help(*args: str) -> list[str]:
    out = subprocess.run([sys.executable, "-m", "calc", *args], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    return out.stdout.splitlines()


def _line(lines: list[str], field: str) -> str:
    """A field's line of --help, its facts alone (the field's help follows a dash)."""
    return next(line for line in lines if line.startswith(f"  {field}=")).split(" — ")[0]


def test_help_says_whose_trait_fills_a_field():
    lines = _help("tackle_000", "--help")
    assert _line(lines, "attacker_strength").endswith("; from you: Strength (strength)")
    assert _line(lines, "defender_strength").endswith("; from the opponent: Strength (strength)")
    assert _line(lines, "extra_attackers").endswith("; default 0")


@pytest.mark.parametrize(
    ("lang", "words"),
    [("it", "dall'avversario: Forza (strength)"), ("es", "del adversario: Fuerza (strength)"), ("ru", "от противника: Сила (strength)")],
)
def test_help_says_it_in_the_readers_language(lang, words):
    assert _line(_help("--lang", lang, "tackle_000", "--help"), "defender_strength").endswith(words)
