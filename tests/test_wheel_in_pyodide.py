"""The wheel the site ships, run in Node's Pyodide (Python 3.14), agrees with CPython."""

from __future__ import annotations

import hashlib
import itertools
import json
import subprocess

import pytest

from calc import calculators
from calc.declare import BoolField, ChoiceField, IntField, OptionsField
from calc.i18n import LANGS
from calc.web import handle
from tests.ask_questions import ALL
from tests.rebuild import other_build_snapshot
from tools.site_assets import ROOT, build_wheel
from tools.snapshot import build_snapshot

# Every module of calc.rules, the resolvers' packages and their parts included.
RULE_MODULES = len([p for p in (ROOT / "calc" / "rules").rglob("*.py") if p != ROOT / "calc" / "rules" / "__init__.py"])


def _samples(f) -> list:
    if isinstance(f, IntField):
        return sorted({f.minimum, f.maximum, min(max(0, f.minimum), f.maximum), (f.minimum + f.maximum) // 2})
    if isinstance(f, ChoiceField):
        return list(f.values)
    if isinstance(f, OptionsField):
        return [[], list(f.values[:1]), list(f.values)]
    if isinstance(f, BoolField):
        return [False, True]
    raise TypeError(f)


def golden_requests() -> list[dict]:
    """For each calculator: up to 40 combinations of edge values, the first also in every
    other language (the snapshot holds the catalogs loaded), plus bad input; and the questions
    of tests/ask_questions.py."""
    requests = []
    for c in calculators():
        combos = itertools.islice(itertools.product(*(_samples(f) for f in c.fields)), 40)
        for i, values in enumerate(combos):
            inputs = dict(zip((f.name for f in c.fields), values))
            for lang in LANGS if i == 0 else ("en",):
                requests.append({"request": json.dumps({"name": c.name, "inputs": inputs}), "lang": lang})
        if c.fields:
            bad = {c.fields[0].name: "<b>x</b>"}
            requests.append({"request": json.dumps({"name": c.name, "inputs": bad}), "lang": "it"})
    # Questions (calc.ask, as the page's card asks): the same cards, built before the
    # standard library arrives after a snapshot boot.
    requests += [{"request": json.dumps({"ask": question}), "lang": lang} for lang, question, _, _ in ALL]
    requests.append({"request": "not json", "lang": "ru"})
    # Names that are not there: the answer lists what is (read from memory after a snapshot boot).
    requests.append({"request": json.dumps({"name": "no_such_calculator", "inputs": {}}), "lang": "es"})
    requests.append({"request": json.dumps({"name": "tohit", "inputs": {}, "module": "no_such_module_002"}), "lang": "it"})
    return requests


def node(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        ["node", str(ROOT / "tests" / "node" / "run_wheel.mjs"), *args],
        input=json.dumps(golden_requests()),
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=600,
    )


def run_in_node(*args: str) -> dict:
    out = node(*args)
    assert out.returncode == 0, out.stderr[-2000:]
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
    assert snapshot["preloaded"] == RULE_MODULES and plain["preloaded"] == 0  # the snapshot holds every rule imported
    assert snapshot["madeFrom"] == hashlib.sha256(build_wheel().read_bytes()).hexdigest() and plain["madeFrom"] == ""
    assert len(snapshot["responses"]) == len(plain["responses"]) > len(calculators())
    assert snapshot["responses"] == plain["responses"]  # answered before the standard library arrived
    assert snapshot["lateImport"] is True  # then a module no answer had imported loads from it


def test_pyodide_refuses_a_snapshot_of_another_build(tmp_path):
    """The worker's fallback counts on it: a snapshot from another Pyodide build is an error,
    not a broken interpreter (here: the same snapshot, its build id changed)."""
    other = other_build_snapshot(build_snapshot(build_wheel()), tmp_path / "other-build.bin.gz")
    out = node(str(build_wheel()), str(other))
    assert out.returncode != 0 and "Snapshot build id mismatch" in out.stderr
