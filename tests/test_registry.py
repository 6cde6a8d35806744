"""Every declared calculator, over its whole declared domain: no exception but InputError,
results exactly as declared, probabilities in [0, 1], JSON-clean."""

from __future__ import annotations

import json
import math
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from calc import InputError, calculators, dispatch, get
from calc.declare import Unit
from calc.i18n import LANGS, Message
from tests.strategies import junk_value, valid_inputs

CALCULATORS = calculators()
NAMES = [c.name for c in CALCULATORS]
FIXED = {"tohit", "parry", "strength"}

property_settings = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _json_clean(value) -> bool:
    if isinstance(value, (bool, int, str)) or value is None:
        return True
    if isinstance(value, float):
        return math.isfinite(value)
    if isinstance(value, list):
        return all(_json_clean(v) for v in value)
    if isinstance(value, dict):
        return all(isinstance(k, str) and _json_clean(v) for k, v in value.items())
    return False


def test_the_three_fixed_calculators_exist():
    assert FIXED <= set(NAMES)


def test_names_other_than_the_fixed_ones_end_with_their_seed_number():
    for c in CALCULATORS:
        if c.name not in FIXED:
            assert c.name.endswith("_" + c.source.seed.number), c.name


def test_every_declaration_speaks_four_languages():
    def texts(c):
        yield c.title
        yield c.summary
        yield from c.readings
        for f in c.fields:
            yield f.label
            if f.help:
                yield f.help
            for o in getattr(f, "options", ()):
                yield o.label
        for o in c.outputs:
            yield o.label

    for c in CALCULATORS:
        for text in texts(c):
            assert isinstance(text, Message)
            assert all(text.get(lang).strip() for lang in LANGS), (c.name, text)


@pytest.mark.parametrize("name", NAMES)
@property_settings
@given(data=st.data())
def test_every_value_in_every_fields_domain_gets_an_answer(name, data):
    """The contract: a value inside its own field's domain is never an input error, in any
    combination (inapplicable inputs are ignored, forbidden actions answer allowed: false)."""
    calculator = get(name)
    inputs = data.draw(valid_inputs(calculator))
    result = dispatch(name, inputs)
    assert list(result) == [o.key for o in calculator.outputs]
    assert _json_clean(result)
    json.dumps(result)
    for output in calculator.outputs:
        if output.unit is Unit.PROBABILITY:
            value = result[output.key]
            assert value is None or (isinstance(value, float) and 0.0 <= value <= 1.0), (output.key, value)
    assert set(result["ignored"]) <= {f.name for f in calculator.fields}


def test_every_chance_declares_itself_a_probability():
    for c in CALCULATORS:
        for o in c.outputs:
            if o.key.startswith("p_") and not o.key.endswith("_fraction"):
                assert o.unit is Unit.PROBABILITY, (c.name, o.key)


@pytest.mark.parametrize("name", NAMES)
@property_settings
@given(data=st.data())
def test_junk_in_any_field_is_rejected_naming_that_field(name, data):
    calculator = get(name)
    inputs = data.draw(valid_inputs(calculator))
    f = data.draw(st.sampled_from(calculator.fields)) if calculator.fields else None
    if f is None:
        return
    inputs[f.name] = data.draw(junk_value(f))
    with pytest.raises(InputError) as caught:
        dispatch(name, inputs)
    assert caught.value.field == f.name
    assert "\n" not in str(caught.value)


@pytest.mark.parametrize("name", NAMES)
def test_unknown_field_is_rejected(name):
    with pytest.raises(InputError) as caught:
        dispatch(name, {"no_such_field": 1})
    assert caught.value.field == "no_such_field"


def test_unknown_calculator_is_rejected():
    with pytest.raises(InputError) as caught:
        dispatch("nope", {})
    assert caught.value.field == "calculator"
    assert "tohit" in caught.value.allowed


@given(st.integers(-200, 200), st.integers(-200, 200))
def test_tpc_is_non_decreasing_in_npc(a, b):
    low, high = sorted((a, b))
    assert dispatch("tohit", {"npc": low})["tpc"] <= dispatch("tohit", {"npc": high})["tpc"]


# A string result is either a declared code (shown in words) or language-neutral notation.
NOTATION = re.compile(r"[-+−]?[0-9][0-9/d×x+\-−., %]*|")


def _strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)


@pytest.mark.parametrize("name", NAMES)
def test_a_form_starts_on_values_that_compute(name):
    from macros.forms import starting_values

    calculator = get(name)
    dispatch(name, starting_values(calculator))


@pytest.mark.parametrize("name", NAMES)
@property_settings
@given(data=st.data())
def test_text_results_are_codes_with_words_or_notation(name, data):
    calculator = get(name)
    result = dispatch(name, data.draw(valid_inputs(calculator)))
    for output in calculator.outputs:
        codes = {o.value for o in output.codes}
        if output.key == "ignored":
            continue  # field names, shown by their labels
        for text in _strings(result[output.key]):
            if output.key.endswith("_fraction"):
                continue
            assert text in codes or NOTATION.fullmatch(text), (output.key, text)


def test_the_page_names_the_module_so_only_its_rules_are_imported():
    import json
    import subprocess
    import sys

    code = (
        "import json, sys; from calc.web import handle; "
        "r = json.loads(handle(json.dumps({'name': 'tohit', 'inputs': {'npc': 10}, 'module': 'tohit_002'}))); "
        "print(json.dumps([r['result']['tpc'], sorted(m for m in sys.modules if m.startswith('calc.rules.'))]))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    tpc, modules = json.loads(out.stdout)
    assert tpc == 17
    assert modules == ["calc.rules.tohit_002"]


def test_calculators_that_can_refuse_say_why_the_same_way():
    """"allowed" and "reason" come together, with the reason's words declared."""
    for c in CALCULATORS:
        keys = [o.key for o in c.outputs]
        if "allowed" in keys:
            assert "reason" in keys, c.name
            assert c.output("reason").codes, c.name
