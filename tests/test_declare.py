"""Field parsing and the answer contract: what each field type accepts from a shell or a
form, what it refuses, and how a field that does not apply is ignored, not refused."""

from __future__ import annotations

from dataclasses import replace

import pytest

from calc import BoolField, Calculator, ChoiceField, InputError, IntField, Option, Output, cite
from calc.declare import OptionsField, Origin, When
from calc.i18n import LANGS, _

T = _("x")
NPC = IntField("npc", T, minimum=-5, maximum=5)
SIZE = ChoiceField("size", T, (Option("S", T), Option("M", T)), default="M")
FLAG = BoolField("flag", T)


@pytest.mark.parametrize(("raw", "value"), [(3, 3), ("3", 3), ("+3", 3), (" -5 ", -5), (2.0, 2)])
def test_int_accepts(raw, value):
    assert NPC.parse(raw) == value


@pytest.mark.parametrize(("raw", "value"), [("\u22123", -3), ("\uff13", 3), ("\u2212\uff15", -5), ("\uff0b2", 2), ("\u20133", -3)])
def test_int_accepts_the_minus_sign_and_full_width_digits_people_type(raw, value):
    # The site prints "−3" (U+2212); a phone keyboard may give full-width digits.
    assert NPC.parse(raw) == value


@pytest.mark.parametrize("raw", [True, "3a", "1.5", 1.5, 6, -6, "1e3", None, "٣", float("nan"), 10**30, "--3", "3 3 3" * 30, "\u00b2", "\u2462", "0 3"])
def test_int_refuses(raw):
    with pytest.raises(InputError) as caught:
        NPC.parse(raw)
    assert caught.value.field == "npc"
    assert caught.value.allowed == "an integer from -5 to 5"


@pytest.mark.parametrize("raw", ["", "   "])
def test_an_empty_number_is_said_to_be_required(raw):
    with pytest.raises(InputError) as caught:
        NPC.parse(raw)
    assert str(caught.value) == "npc: required; allowed: an integer from -5 to 5"
    assert caught.value.line("it") == "npc: obbligatorio; ammesso: un numero intero da -5 a 5"


def test_choice():
    assert SIZE.parse("S") == "S"
    with pytest.raises(InputError, match=r"size: allowed: one of: S\|M \(got 's'\)"):
        SIZE.parse("s")


@pytest.mark.parametrize("lang", LANGS)
def test_a_choice_says_the_other_spellings_it_takes(lang):
    # What a reader is told a field takes (--help, a form's error) names its aliases too.
    renamed = ChoiceField("size", T, (Option("small", _("Small")), Option("medium", _("Medium"))), aliases=(("S", "small"), ("M", "medium")))
    said = renamed.allowed_in(lang)
    assert said.startswith(ChoiceField("size", T, renamed.options).allowed_in(lang))
    assert said.endswith(": S (small), M (medium)")
    assert SIZE.allowed_in(lang) == ChoiceField("size", T, SIZE.options).allowed_in(lang)  # no aliases, nothing added


@pytest.mark.parametrize(("raw", "value"), [("true", True), ("off", False), (1, True), (False, False)])
def test_bool(raw, value):
    assert FLAG.parse(raw) is value


@pytest.mark.parametrize(("raw", "value"), [("sì", True), ("si", True), ("Sí", True), ("да", True), ("Да", True), ("нет", False), ("no", False), ("YES", True)])
def test_bool_takes_the_yes_and_no_its_error_names_in_each_language(raw, value):
    # The Russian error said "допустимо: да или нет (получено 'да')": the words it names must parse.
    assert FLAG.parse(raw) is value


@pytest.mark.parametrize("lang", LANGS)
def test_bool_error_words_parse_in_their_language(lang):
    with pytest.raises(InputError) as refused:
        FLAG.parse("maybe")
    allowed = refused.value.allowed_message.get(lang)  # "yes or no", "sì o no", "sí o no", "да или нет"
    yes, no = allowed.split()[0], allowed.split()[-1]
    assert FLAG.parse(yes) is True and FLAG.parse(no) is False


def test_bool_refuses():
    with pytest.raises(InputError, match="flag: allowed: yes or no"):
        FLAG.parse("maybe")


def test_defaults_must_lie_in_range():
    with pytest.raises(ValueError):
        IntField("x", T, minimum=0, maximum=3, default=4)


def test_a_message_needs_an_id():
    with pytest.raises(ValueError):
        _(" ")


def test_long_junk_is_shortened_in_the_message():
    with pytest.raises(InputError) as caught:
        NPC.parse("x" * 500)
    assert len(str(caught.value)) < 120


def test_huge_and_deep_values_are_named_not_echoed():
    deep: list = []
    for _i in range(100_000):
        deep = [deep]
    for value in (10**5000, deep, {"a": deep}):
        with pytest.raises(InputError) as caught:
            NPC.parse(value)
        assert len(str(caught.value)) < 120


def test_a_forms_example_value_must_lie_in_range_too():
    with pytest.raises(ValueError):
        IntField("x", T, minimum=0, maximum=3, example=4)
    assert IntField("thac0", T, minimum=1, maximum=30, example=15).example == 15


# --- fields that apply only sometimes ------------------------------------------------------

def _parry_like(compute=None) -> Calculator:
    return Calculator(
        name="demo",
        title=T,
        summary=T,
        source=cite("000", "LA PARATA NEL CORPO A CORPO"),
        fields=(
            ChoiceField("mode", T, (Option("melee", _("Melee")), Option("missile", T)), default="melee"),
            IntField("weapon_parry", T, 0, 10, default=0, applies=When(mode="melee")),
            IntField("ac", T, -10, 10, example=5),
        ),
        outputs=(Output("ac", T),),
        compute=compute or (lambda mode, weapon_parry, ac: {"ac": ac - weapon_parry}),
    )


def test_a_field_that_does_not_apply_is_ignored_and_listed():
    demo = _parry_like()
    assert demo.run({"mode": "missile", "weapon_parry": 3, "ac": 5}) == {"ac": 5, "ignored": ["weapon_parry"]}
    assert demo.run({"mode": "melee", "weapon_parry": 3, "ac": 5}) == {"ac": 2, "ignored": []}


def test_an_ignored_field_is_still_checked_against_its_domain():
    with pytest.raises(InputError) as caught:
        _parry_like().run({"mode": "missile", "weapon_parry": 99, "ac": 5})
    assert caught.value.field == "weapon_parry"


def test_the_rule_itself_may_find_an_input_unused():
    demo = _parry_like(lambda mode, weapon_parry, ac: {"ac": ac, "ignored": ["ac"]})
    assert demo.run({"mode": "missile", "ac": 5})["ignored"] == ["weapon_parry", "ac"]


def test_when_describes_itself_in_the_readers_language():
    demo = _parry_like()
    assert demo.field("weapon_parry").applies.describe(demo, "en") == "only when x is Melee"
    assert demo.field("weapon_parry").applies.describe(demo, "it") == "solo se x è Corpo a corpo"


def test_a_run_of_numbers_is_described_as_a_span_not_listed():
    from calc.registry import get as calculator

    surprise = calculator("surprise_001")
    assert surprise.field("ac").applies.describe(surprise, "en") == "only when Combatants not aware (surprised) is at least 1"
    foes = calculator("insignificant_foes_001")
    assert foes.field("level_3").applies.describe(foes, "es").endswith("es al menos 3")
    demo = _parry_like()
    between = When(ac=range(-2, 3))
    assert between.describe(demo, "en") == "only when x is from -2 to 2"
    assert When(ac=range(-10, 0)).describe(demo, "ru") == "только если x — не больше -1"
    assert When(ac=(1, 3, 5)).describe(demo, "en") == "only when x is 1 or 3 or 5"


@pytest.mark.parametrize(
    "applies",
    [When(nothing="x"), When(mode="sideways"), When(ac=5)],  # unknown field, impossible value, a later field
)
def test_a_when_must_name_an_earlier_field_and_values_it_can_take(applies):
    with pytest.raises(ValueError):
        Calculator(
            name="bad",
            title=T,
            summary=T,
            source=cite("000", "LA PARATA NEL CORPO A CORPO"),
            fields=(
                ChoiceField("mode", T, (Option("melee", T), Option("missile", T)), default="melee"),
                IntField("weapon_parry", T, 0, 10, default=0, applies=applies),
                IntField("ac", T, -10, 10, default=5),
            ),
            outputs=(Output("ac", T),),
            compute=lambda **_: {"ac": 0},
        )


# --- a field renamed ------------------------------------------------------------------------

def test_a_field_is_read_by_its_former_name_too():
    renamed = replace(_parry_like(), field_aliases=(("guard", "weapon_parry"),))
    assert renamed.run({"guard": 3, "ac": 5}) == renamed.run({"weapon_parry": 3, "ac": 5}) == {"ac": 2, "ignored": []}
    assert renamed.field_name("guard") == "weapon_parry" and renamed.field_name("ac") == "ac"


def test_a_field_given_under_both_its_names_is_refused():
    renamed = replace(_parry_like(), field_aliases=(("guard", "weapon_parry"),))
    with pytest.raises(InputError) as caught:
        renamed.run({"guard": 3, "weapon_parry": 3, "ac": 5})
    assert str(caught.value) == "weapon_parry: repeated field; allowed: each field once"


@pytest.mark.parametrize("aliases", [(("guard", "nothing"),), (("ac", "weapon_parry"),), (("guard", "ac"), ("guard", "weapon_parry"))])
def test_a_field_alias_names_a_field_is_none_and_is_declared_once(aliases):
    with pytest.raises(ValueError):
        replace(_parry_like(), field_aliases=aliases)


def test_a_huge_number_is_echoed_by_its_size_in_every_language():
    with pytest.raises(InputError) as caught:
        NPC.parse(10**200)
    for lang in LANGS:
        assert caught.value.line(lang).endswith("~10^200)"), caught.value.line(lang)


# --- the verdict: allowed and why not -------------------------------------------------------

def _with_outputs(*outputs: Output, primary: str = "") -> Calculator:
    return Calculator(
        name="verdict",
        title=T,
        summary=T,
        source=cite("000", "LA PARATA NEL CORPO A CORPO"),
        fields=(IntField("ac", T, -10, 10, default=5),),
        outputs=outputs,
        compute=lambda ac: {o.key: 0 for o in outputs},
        primary=primary,
    )


def test_a_calculator_that_answers_a_number_leads_with_it_not_with_allowed():
    """The modifiers form led with "Consentito: sì", large, and the +4 a player came for small
    below it."""
    verdict = (Output("allowed", T), Output("reason", T))
    with pytest.raises(ValueError, match="primary"):
        _with_outputs(*verdict, Output("to_hit", T))
    assert _with_outputs(*verdict, Output("to_hit", T), primary="to_hit").verdict == ("allowed", "reason")
    # Where yes or no is the whole answer, or declared the question asked, it leads.
    assert _with_outputs(*verdict).primary_output == "allowed"
    assert _with_outputs(*verdict, Output("to_hit", T), primary="allowed").primary_output == "allowed"


def test_allowed_comes_with_its_reason():
    with pytest.raises(ValueError, match="reason"):
        _with_outputs(Output("allowed", T), Output("to_hit", T), primary="to_hit")
    assert _with_outputs(Output("to_hit", T)).verdict is None


# --- where a value comes from when no text gives it -------------------------------------------

# The weapon and armour values the calculators ask for and no text here gives: 000 names weapon
# parry factors and sizes, 002 the damage die Dd "a seconda del tipo di arma", 003 "la tabla de
# armas" and the armour's CA, without their tables. "Fattore parata dell'arma" started at 0
# with no word: the parry AC was silently off by the weapon's factor.
ORIGINS = {
    Origin.WEAPON_TABLE: {
        "parry": {"weapon_parry"},
        "block_000": {"weapon_parry"},
        "parry_outcome_000": {"weapon_parry"},
        "resolve_000": {"weapon_parry", "weapon_size"},
        "close_combat_000": {"weapon_size"},
        "disarm_000": {"attacker_weapon", "defender_weapon"},
        "parry_weapon_save_000": {"attacking_weapon", "defending_weapon"},
        "throw_before_blows_000": {"die_sides"},
        "damage_die_bonus_000": {"sides"},
        "melee_attack_002": {"dd"},
        "ranged_attack_002": {"dd"},
        "precise_strike_002": {"dd"},
        "resolve_002": {"dd"},
        "attack_roll_002": {"dd"},
        "armor_reduction_003": {"weapon_pa"},
        "critical_003": {"threat_from"},
        "damage_multiplier_003": {"critical"},
        "strength_damage_003": {"bow_rating"},
        "damage_roll_003": {"dice_count", "dice_sides", "bow_rating", "critical_multiplier"},
        "range_penalty_003": {"increment_m"},
        "resolve_003": {"increment_m", "weapon_pa", "dice_count", "dice_sides", "bow_rating", "threat_from", "critical_multiplier"},
    },
    Origin.ARMOR_TABLE: {
        "armor_reduction_003": {"armor_ca"},
        "armor_wear_003": {"armor_ca"},
        "armor_repair_003": {"armor_cost"},
        "attack_003": {"armor_ca"},
        "defense_003": {"armor_max_dex"},
        "quick_mount_003": {"armor_penalty"},
        "maneuver_scores_003": {"armor_penalty"},
        "resolve_003": {"armor_ca", "armor_max_dex"},
    },
}


def test_a_value_no_text_gives_says_where_it_comes_from():
    factor = IntField("weapon_parry", _("Weapon parry factor"), 0, 10, default=0, origin=Origin.WEAPON_TABLE)
    assert factor.guidance.get("it") == "Dalla tabella delle armi del tuo gioco: questo testo non ne dà."
    helped = IntField("dd", T, 1, 100, help=_("Including dexterity and shield."), origin=Origin.ARMOR_TABLE)
    assert helped.guidance.get("en") == "Including dexterity and shield. From the armour table of your game: this text gives none."
    assert NPC.guidance is None


@pytest.mark.parametrize("origin", list(Origin))
def test_every_weapon_and_armour_value_says_where_it_comes_from(origin):
    from calc.registry import calculators, get
    from calc.schema import input_schema

    declared = {c.name: {f.name for f in c.fields if f.origin is origin} for c in calculators()}
    assert {name: fields for name, fields in declared.items() if fields} == ORIGINS[origin]
    for name, fields in ORIGINS[origin].items():
        schema = input_schema(get(name), "es")
        for field in fields:
            assert schema["properties"][field]["x-origin"] == origin.value
            assert origin.words.get("es") in schema["properties"][field]["description"]


# --- a set of options: none, one or several -------------------------------------------------

CONDITIONS = OptionsField("condition", T, (Option("prone", _("Prone (knockdown)")), Option("blind", _("Blinded")), Option("deaf", T)))


@pytest.mark.parametrize(
    ("raw", "value"),
    [
        ("", ()), ("  ", ()), ("blind", ("blind",)), ("blind,prone", ("prone", "blind")), (" prone , blind ", ("prone", "blind")),
        (["blind", "prone"], ("prone", "blind")), ([], ()), (("deaf",), ("deaf",)), ("blind,blind", ("blind",)),
        ("nessuna", ()), ("none", ()),  # as --help shows no option, in the reader's words
    ],
)
def test_a_set_of_options_reads_a_list_or_values_separated_by_commas(raw, value):
    assert CONDITIONS.parse(raw) == value


@pytest.mark.parametrize("raw", ["sleep", "blind;prone", "blind,", ["blind", 1], [["blind"]], True, 3, None, "x" * 10_000, ["blind"] * 100])
def test_a_set_of_options_refuses_anything_else_naming_its_options(raw):
    with pytest.raises(InputError) as caught:
        CONDITIONS.parse(raw)
    assert caught.value.field == "condition"
    assert "prone|blind|deaf" in caught.value.line("en")


def test_a_set_of_options_says_what_is_chosen_and_applies_when_it_includes_a_value():
    assert CONDITIONS.shown(("prone", "blind"), "it") == "Steso al suolo (knockdown), Accecato"
    assert CONDITIONS.shown((), "it") == "nessuna"
    blind = When(condition="blind")
    assert blind.holds({"condition": ("prone", "blind")}) and not blind.holds({"condition": ("prone",)}) and not blind.holds({"condition": ()})


def test_a_set_of_options_is_an_array_in_the_schema():
    from calc.registry import get
    from calc.schema import input_schema

    schema = input_schema(get("resolve_000"), "it")["properties"]["condition"]
    assert schema["type"] == "array" and schema["uniqueItems"] is True and schema["default"] == []
    assert {"const": "blind", "title": "Accecato"} in schema["items"]["oneOf"]
    assert input_schema(get("resolve_000"), "en")["properties"]["attacker_blind"]["description"] == "only when Target's conditions includes Blinded."
