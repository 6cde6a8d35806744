"""Hostile input at scale, on every calculator, through both boundaries (calc.dispatch and
the page's calc.web.handle): nothing but an InputError naming a field, never a traceback,
never a silently wrong answer, never an echo longer than a line.

Seeded and deterministic: the same ~100,000 calls every run."""

from __future__ import annotations

import json
import math
import random

import pytest

from calc import InputError, calculators, dispatch
from calc.declare import BoolField, ChoiceField, IntField, OptionsField
from calc.i18n import LANGS as I18N_LANGS
from calc.web import handle
from macros.forms import starting_values

CALCULATORS = calculators()
PAIRS_PER_CALCULATOR = 800  # extra calls with two hostile fields at once
LANGS = (*I18N_LANGS, "xx")  # and one Pugna does not speak


def _deep(depth: int) -> list:
    value: list = []
    for _ in range(depth):
        value = [value]
    return value


HOSTILE = [
    None, True, False, 0.5, -0.0, math.nan, math.inf, -math.inf, 1e308, 10**5000, -(10**5000), 2**63, -(2**63),
    "", " ", "\u2212", "--1", "+-1", "0x10", "1e3", "1_000", "٣", "𝟘", "\u00a01", "1\x00", "\x00",
    "<script>alert(1)</script>", "\"><img src=x onerror=alert(1)>", "'; DROP TABLE x; --", "${7*7}", "{{7*7}}",
    "%s%s%s%n", "../../etc/passwd", "\ud800", "A" * 100_000, "9" * 10_000, "-" + "9" * 10_000,
    [], [1], {}, {"a": 1}, _deep(1000), _deep(100_000), {"k": _deep(50_000)}, (1, 2), b"1", object(),
]


def _hostile_values(rng: random.Random, f) -> list:
    values = list(HOSTILE)
    if isinstance(f, IntField):
        values += [f.minimum - 1, f.maximum + 1, f.minimum - rng.randint(2, 10**9), f.maximum + rng.randint(2, 10**9), str(f.maximum + 1)]
    elif isinstance(f, ChoiceField):
        values += [v.upper() for v in f.values] + [v + "x" for v in f.values] + [" ".join(f.values)]
    elif isinstance(f, OptionsField):
        values += [",".join(f.values) * 3, list(f.values) * 3, [v.upper() for v in f.values], ",,", [None], ";".join(f.values)]
    elif isinstance(f, BoolField):
        values += ["yes please", "2", 2, -1, "sì", "tru"]
    rng.shuffle(values)
    return values


def _accepted_or_named(name: str, inputs: dict, field: str) -> None:
    try:
        result = dispatch(name, inputs)
    except InputError as error:
        assert error.field == field, (name, field, error.field)
        line = str(error)
        assert "\n" not in line and len(line) < 400, (name, field, line[:200])
        return
    json.dumps(result)  # a value the field accepts (e.g. 2**63 is not; "1" is) gives a clean answer
    assert result["ignored"] is not None


@pytest.mark.parametrize("calculator", CALCULATORS, ids=[c.name for c in CALCULATORS])
def test_hostile_values_in_every_field(calculator):
    rng = random.Random(calculator.name)
    base = starting_values(calculator)
    hostile = {f.name: _hostile_values(rng, f) for f in calculator.fields}
    for f in calculator.fields:
        for value in hostile[f.name]:
            _accepted_or_named(calculator.name, base | {f.name: value}, f.name)
    for _ in range(PAIRS_PER_CALCULATOR if len(calculator.fields) > 1 else 0):
        first, second = rng.sample(calculator.fields, 2)
        inputs = base | {first.name: rng.choice(hostile[first.name]), second.name: rng.choice(hostile[second.name])}
        try:
            dispatch(calculator.name, inputs)
        except InputError as error:
            assert error.field in (first.name, second.name), (calculator.name, error.field)


@pytest.mark.parametrize("calculator", CALCULATORS, ids=[c.name for c in CALCULATORS])
def test_the_page_boundary_always_answers_in_json(calculator):
    rng = random.Random("web-" + calculator.name)
    base = starting_values(calculator)
    for f in calculator.fields:
        for value in _hostile_values(rng, f):
            try:
                request = json.dumps({"name": calculator.name, "inputs": base | {f.name: value}})
            except (TypeError, ValueError, RecursionError):
                continue  # not expressible as JSON: a page cannot send it
            lang = rng.choice(LANGS)
            response = json.loads(handle(request, lang))
            assert response["ok"] in (True, False)
            if not response["ok"]:
                assert response["error"]["message"] and len(response["error"]["message"]) < 600
                assert "Traceback" not in response["error"]["message"]


@pytest.mark.parametrize(
    "request_text",
    [
        '{"name": "tohit", "inputs": {"npc": ' + "[" * 50_000 + "]" * 50_000 + "}}",
        '{"name": "' + "x" * 20_000 + '", "inputs": {}}',
        '{"name": "tohit", "inputs": {"' + "k" * 5_000 + '": 1}}',
        '{"name": "tohit", "inputs": {"npc": 1}, "module": "../../os"}',
        '{"name": "tohit", "inputs": {"npc": 1}, "module": "tohit_002", "extra": ' + "9" * 5000 + "}",
        "\ud800",
    ],
)
def test_hostile_requests_get_an_answer(request_text):
    response = json.loads(handle(request_text, "ru"))
    assert response["ok"] is False and response["error"]["message"]


def test_unknown_names_and_fields_at_scale():
    rng = random.Random(7)
    for _ in range(2_000):
        name = "".join(rng.choice("abcdefghijklmnopqrstuvwxyz_0123456789") for _ in range(rng.randint(0, 30)))
        with pytest.raises(InputError):
            dispatch(name + "_nope", {})
    for c in CALCULATORS:
        with pytest.raises(InputError) as caught:
            dispatch(c.name, {"<b>" * 1000: 1})
        assert len(str(caught.value)) < 1000  # the field's name cut short; the calculator's own field names listed


CLI_WORDS = ["", "=", "==", "npc", "npc=", "=1", "npc=1=2", "--help", "-h", "--lang", "--lang=", "--lang=ru", "schema",
             "list", "\x00", "A" * 5000, "<b>", "size=L", "mode=melee", "ac=-0", "ac=\u22125"]


CLI_VALUES = [v for v in HOSTILE if isinstance(v, str)] + ["1", "-3", "999999999999999999999", "true", "L", "melee"]


def test_the_cli_answers_any_argument_list(capsys):
    from calc.__main__ import main

    rng = random.Random(11)
    names = [c.name for c in CALCULATORS]
    for _ in range(1_000):
        argv = [rng.choice(names + CLI_WORDS) for _ in range(rng.randint(0, 4))]
        argv += [f"{rng.choice(['npc', 'ac', 'mode', 'score', 'size', 'x'])}={rng.choice(CLI_VALUES)}"]
        code = main(argv)
        out, err = capsys.readouterr()
        assert code in (0, 2), argv
        assert "Traceback" not in err
        if code == 2:
            assert err.count("\n") == 1 and not out, (argv, err[:200])
