"""Hypothesis strategies derived from calculator declarations.

Each is built once per declaration and reused: building a strategy and validating it cost
hypothesis several times more than drawing from it, once per example."""

from __future__ import annotations

from functools import cache

from hypothesis import strategies as st

from calc.declare import BoolField, Calculator, ChoiceField, Field, IntField, OptionsField
from calc.errors import InputError


@cache
def valid_value(f: Field) -> st.SearchStrategy:
    if isinstance(f, IntField):
        return st.integers(f.minimum, f.maximum)
    if isinstance(f, ChoiceField):
        return st.sampled_from(f.values)
    if isinstance(f, OptionsField):
        return st.lists(st.sampled_from(f.values), unique=True)
    if isinstance(f, BoolField):
        return st.booleans()
    raise TypeError(f)


@cache
def valid_inputs(calculator: Calculator) -> st.SearchStrategy[dict]:
    return st.fixed_dictionaries({f.name: valid_value(f) for f in calculator.fields})


@cache
def junk_value(f: Field) -> st.SearchStrategy:
    """Raw values a form or a shell could send that the field must reject."""
    junk = st.one_of(
        st.none(),
        st.text(max_size=12).filter(lambda s: s.strip().lower() not in {"true", "false", "0", "1", "yes", "no", "on", "off"}),
        st.just("<script>alert(1)</script>"),
        st.floats(allow_nan=True, allow_infinity=True).filter(lambda x: not (x == x and x in (0.0, 1.0))),
        st.lists(st.integers(), max_size=2),
    )
    if isinstance(f, IntField):
        out_of_range = st.one_of(st.integers(max_value=f.minimum - 1), st.integers(min_value=f.maximum + 1), st.just(10**100))
        return st.one_of(junk.filter(lambda v: not (isinstance(v, str) and v.strip().lstrip("+-").isdigit())).filter(
            lambda v: not (isinstance(v, float) and v.is_integer() and f.minimum <= v <= f.maximum)), out_of_range)
    if isinstance(f, ChoiceField):
        return junk.filter(lambda v: not (isinstance(v, str) and v.strip() in f.values))
    if isinstance(f, OptionsField):
        return junk.filter(lambda v: not _accepts(f, v))
    return junk


def _accepts(f: Field, raw: object) -> bool:
    try:
        f.parse(raw)
    except InputError:
        return False
    return True
