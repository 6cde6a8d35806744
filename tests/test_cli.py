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


def test_help_says_strength_takes_the_size_letters_as_well_as_the_names():
    line = next(line for line in run("strength", "--help").stdout.splitlines() if line.startswith("  size="))
    assert "Huge (H) (huge)" in line
    assert line.endswith("also accepted: T (tiny), S (small), M (medium), L (large), H (huge), G (gargantuan); required")


def test_a_command_written_before_a_field_was_renamed_still_runs():
    # resolve_000's "defence" is "defense" now (one spelling, American).
    old, new = run("resolve_000", "defence=parry", "weapon_parry=2"), run("resolve_000", "defense=parry", "weapon_parry=2")
    assert old.returncode == new.returncode == 0, old.stderr
    assert json.loads(old.stdout) == json.loads(new.stdout)


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


def test_no_arguments_prints_usage_on_stderr_and_exits_2():
    out = run()
    assert out.returncode == 2
    assert out.stdout == ""
    assert "usage" in out.stderr


def test_an_ascii_terminal_gets_escapes_not_a_crash():
    env = {"PYTHONIOENCODING": "ascii", "PATH": "/usr/bin:/bin"}
    for args in (["tohit", "--help"], ["--lang", "ru", "tohit", "--help"], ["--lang", "ru", "tohit", "npc=x"], ["strength", "score=18", "size=L"]):
        out = subprocess.run([sys.executable, "-m", "calc", *args], capture_output=True, text=True, timeout=60, env=env)
        assert "Traceback" not in out.stderr, out.stderr
        assert out.returncode in (0, 2)
        out.stdout.encode("ascii")


@pytest.mark.parametrize(
    ("lang", "error"),
    [
        ("it", "errore: npc: ammesso: un numero intero da -200 a 200 (ricevuto 'abc')"),
        ("es", "error: npc: se admite: un número entero de -200 a 200 (recibido 'abc')"),
        ("ru", "ошибка: npc: допустимо: целое число от -200 до 200 (получено 'abc')"),
    ],
)
def test_errors_speak_the_chosen_language(lang, error):
    out = run("--lang", lang, "tohit", "npc=abc")
    assert out.returncode == 2
    assert out.stderr.strip() == error


def test_help_speaks_the_chosen_language():
    out = run("--lang", "it", "parry", "--help")
    assert out.returncode == 0
    assert "Parata" in out.stdout and "obbligatorio" in out.stdout and "fonte: 000 § LA PARATA NEL CORPO A CORPO" in out.stdout


def test_help_gives_a_yes_no_default_in_the_readers_words_and_takes_them():
    out = run("--lang", "ru", "flanking_004", "--help")
    assert "attacker_can_attack=bool" in out.stdout and "да или нет; по умолчанию да;" in out.stdout
    assert "по умолчанию true" not in out.stdout
    # "Вы: столбец его левой нижней клетки" read "you: the column of HIS square".
    fields = [line for line in out.stdout.splitlines() if line.startswith("  attacker_")]
    assert "Вы: столбец левой нижней клетки (враг в 0)" in fields[0] and not any(" его " in line for line in fields)
    answer = run("--lang", "ru", "flanking_004", "attacker_can_attack=нет")
    assert answer.returncode == 0 and json.loads(answer.stdout)["reason"] == "not_threatening"


def test_an_unknown_language_is_refused():
    out = run("--lang", "xx", "list")
    assert out.returncode == 2 and "--lang" in out.stderr


def test_schema_of_one_calculator_is_json_schema():
    out = run("schema", "tohit")
    assert out.returncode == 0
    schema = json.loads(out.stdout)
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert schema["properties"]["npc"] == {
        "title": "NPC (number to hit)",
        "type": "integer",
        "minimum": -200,
        "maximum": 200,
        "description": schema["properties"]["npc"]["description"],
    }
    assert schema["required"] == ["npc"]
    assert schema["additionalProperties"] is False


def test_schema_of_all_calculators_names_each_one():
    out = run("schema")
    assert out.returncode == 0
    assert list(json.loads(out.stdout)) == [c.name for c in calculators()]


def test_a_reader_that_stops_early_gets_no_traceback():
    """`calc schema | head -1`: the pipe closes after a line of 250 kB; exit 0, nothing on stderr."""
    process = subprocess.Popen([sys.executable, "-m", "calc", "schema"], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert process.stdout.readline() == b"{\n"
    process.stdout.close()
    stderr = process.stderr.read().decode()
    assert process.wait(timeout=60) == 0 and stderr == "", stderr


def test_several_options_are_given_separated_by_commas():
    out = run("resolve_000", "condition=prone,blind", "thac0=15", "target_ac=5")
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["to_hit_modifier"] == 4  # blinded's +4; prone's +2 does not stack
    help_ = run("--lang", "it", "resolve_000", "--help").stdout
    line = next(line for line in help_.splitlines() if line.startswith("  condition="))
    assert line.startswith("  condition=options  Condizioni del bersaglio; alcuni tra: ") and "Accecato (blind)" in line
    assert "predefinito nessuna" in line
    assert run("--lang", "it", "resolve_000", "condition=nessuna").returncode == 0  # the default as help says it
    bad = run("resolve_000", "condition=prone,sleepy")
    assert bad.returncode == 2 and bad.stderr.startswith("error: condition: allowed: any of: busy|")
