"""Field parsing: what each field type accepts from a shell or a form, and what it refuses."""

from __future__ import annotations

import pytest

from calc import BoolField, ChoiceField, InputError, IntField, Option, Text

T = Text(en="x", it="x", es="x", ru="x")
NPC = IntField("npc", T, minimum=-5, maximum=5)
SIZE = ChoiceField("size", T, (Option("S", T), Option("M", T)), default="M")
FLAG = BoolField("flag", T)


@pytest.mark.parametrize(("raw", "value"), [(3, 3), ("3", 3), ("+3", 3), (" -5 ", -5), (2.0, 2)])
def test_int_accepts(raw, value):
    assert NPC.parse(raw) == value


@pytest.mark.parametrize("raw", [True, "", "3a", "1.5", 1.5, 6, -6, "1e3", None, "٣", float("nan"), 10**30])
def test_int_refuses(raw):
    with pytest.raises(InputError) as caught:
        NPC.parse(raw)
    assert caught.value.field == "npc"
    assert caught.value.allowed == "an integer from -5 to 5"


def test_choice():
    assert SIZE.parse("S") == "S"
    with pytest.raises(InputError, match=r"size: allowed: one of S\|M \(got 's'\)"):
        SIZE.parse("s")


@pytest.mark.parametrize(("raw", "value"), [("true", True), ("off", False), (1, True), (False, False)])
def test_bool(raw, value):
    assert FLAG.parse(raw) is value


def test_bool_refuses():
    with pytest.raises(InputError, match="flag: allowed: true or false"):
        FLAG.parse("maybe")


def test_defaults_must_lie_in_range():
    with pytest.raises(ValueError):
        IntField("x", T, minimum=0, maximum=3, default=4)


def test_text_needs_all_four_languages():
    with pytest.raises(ValueError):
        Text(en="x", it="x", es="x", ru=" ")


def test_long_junk_is_shortened_in_the_message():
    with pytest.raises(InputError) as caught:
        NPC.parse("x" * 500)
    assert len(str(caught.value)) < 120


def test_a_forms_example_value_must_lie_in_range_too():
    with pytest.raises(ValueError):
        IntField("x", T, minimum=0, maximum=3, example=4)
    assert IntField("thac0", T, minimum=1, maximum=30, example=15).example == 15
