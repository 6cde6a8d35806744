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
from tools.snapshot import build_snapshot


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


def run_in_node(*args: str) -> dict:
    out = subprocess.run(
        ["node", str(ROOT / "tests" / "node" / "run_wheel.mjs"), *args],
        input=json.dumps(golden_requests()),
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=600,
        check=True,
    )
    return json.loads(out.stdout)


@pytest.fixture(scope="module")
def pyodide_run():
    """Plain boot and boot from the build's memory snapshot, both on the golden requests."""
    wheel = build_wheel()
    return golden_requests(), run_in_node(str(wheel)), run_in_node(str(wheel), str(build_snapshot(wheel)))


def test_runs_on_python_3_14(pyodide_run):
    _, plain, snapshot = pyodide_run
    assert plain["python"].startswith("3.14") and snapshot["python"] == plain["python"]


def test_every_golden_case_agrees_with_cpython(pyodide_run):
    requests, plain, _ = pyodide_run
    assert len(plain["responses"]) == len(requests) > len(calculators())
    for request, response in zip(requests, plain["responses"]):
        assert response == json.loads(handle(request["request"], request["lang"])), request


def test_the_snapshot_boot_answers_exactly_as_the_plain_boot(pyodide_run):
    _, plain, snapshot = pyodide_run
    assert snapshot["preloaded"] > plain["preloaded"] == 0  # the snapshot holds the rules imported
    assert snapshot["responses"] == plain["responses"]
