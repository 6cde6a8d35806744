"""The CLI as a user runs it: a real subprocess, exit codes, one JSON object, one-line errors."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from calc import calculators


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "calc", *args], capture_output=True, text=True, timeout=60)


def test_list_prints_one_name_per_line():
    out = run("list")
    assert out.returncode == 0
    assert out.stdout.splitlines() == [c.name for c in calculators()]


def test_tohit_prints_one_json_object():
    out = run("tohit", "npc=10")
    assert out.returncode == 0, out.stderr
    assert out.stdout.count("\n") == 1
    result = json.loads(out.stdout)
    assert (result["tpc"], result["reroll"], result["bnpc"]) == (17, False, 0)


def test_help_lists_fields_and_ranges():
    out = run("tohit", "--help")
    assert out.returncode == 0
    assert "npc=int" in out.stdout and "from -200 to 200" in out.stdout


@pytest.mark.parametrize(
    ("args", "field", "allowed"),
    [
        (["nope"], "calculator", "tohit"),
        (["tohit"], "npc", "an integer from -200 to 200"),
        (["tohit", "npc=abc"], "npc", "an integer from -200 to 200"),
        (["tohit", "npc=1.5"], "npc", "an integer from -200 to 200"),
        (["tohit", "npc=999999999999999999999"], "npc", "an integer from -200 to 200"),
        (["tohit", "npc=201"], "npc", "an integer from -200 to 200"),
        (["tohit", "npc=1", "speed=3"], "speed", "npc"),
        (["tohit", "npc=1", "npc=2"], "npc", "each field once"),
        (["tohit", "npc"], "npc", "key=value"),
    ],
)
def test_bad_input_exits_2_with_one_line_naming_the_field(args, field, allowed):
    out = run(*args)
    assert out.returncode == 2
    assert out.stdout == ""
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1, out.stderr
    assert lines[0].startswith(f"error: {field}:")
    assert allowed in lines[0]
    assert "Traceback" not in out.stderr


def test_no_arguments_prints_usage_and_exits_2():
    out = run()
    assert out.returncode == 2
    assert "usage" in out.stdout
