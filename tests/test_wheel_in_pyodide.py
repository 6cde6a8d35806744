"""The wheel the site ships, run in Node's Pyodide (Python 3.14), agrees with CPython."""

from __future__ import annotations

import itertools
import json
import subprocess

import pytest

from calc import calculators
from calc.declare import BoolField, ChoiceField, IntField
from calc.web import handle
from tools.site_assets import ROOT, build_wheel


def _samples(f) -> list:
    if isinstance(f, IntField):
        return sorted({f.minimum, f.maximum, min(max(0, f.minimum), f.maximum), (f.minimum + f.maximum) // 2})
    if isinstance(f, ChoiceField):
        return list(f.values)
    if isinstance(f, BoolField):
        return [False, True]
    raise TypeError(f)


def golden_requests() -> list[dict]:
    """For each calculator: up to 40 combinations of edge values, plus bad input."""
    requests = []
    for c in calculators():
        combos = itertools.islice(itertools.product(*(_samples(f) for f in c.fields)), 40)
        for values in combos:
            inputs = dict(zip((f.name for f in c.fields), values))
            requests.append({"request": json.dumps({"name": c.name, "inputs": inputs}), "lang": "en"})
        if c.fields:
            bad = {c.fields[0].name: "<b>x</b>"}
            requests.append({"request": json.dumps({"name": c.name, "inputs": bad}), "lang": "it"})
    requests.append({"request": "not json", "lang": "ru"})
    return requests


@pytest.fixture(scope="module")
def pyodide_run():
    requests = golden_requests()
    out = subprocess.run(
        ["node", str(ROOT / "tests" / "node" / "run_wheel.mjs"), str(build_wheel())],
        input=json.dumps(requests),
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=300,
        check=True,
    )
    return requests, json.loads(out.stdout)


def test_runs_on_python_3_14(pyodide_run):
    _, run = pyodide_run
    assert run["python"].startswith("3.14")


def test_every_golden_case_agrees_with_cpython(pyodide_run):
    requests, run = pyodide_run
    assert len(run["responses"]) == len(requests) > len(calculators())
    for request, response in zip(requests, run["responses"]):
        assert response == json.loads(handle(request["request"], request["lang"])), request
