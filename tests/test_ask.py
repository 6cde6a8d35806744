"""calc.ask as a player uses it: a question in, the calculators that answer it, computed.

The questions are data (tests/ask_questions.py), at least 25 per language; the CLI and the
page's boundary (calc.web.handle with {"ask": ...}) answer the same."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from hypothesis import given, settings, strategies as st

from calc import InputError, ask, dispatch, get
from calc.declare import starting_values
from calc.web import handle
from tests.ask_questions import ALL, EN, ES, IT, RU


def test_at_least_25_questions_in_each_language():
    assert min(len(IT), len(ES), len(RU), len(EN)) >= 25


@pytest.mark.parametrize(("lang", "question", "name", "inputs"), ALL, ids=[q for _, q, _, _ in ALL])
def test_the_best_answer(lang, question, name, inputs):
    answers = ask(question, lang)
    if name is None:
        assert answers == []
        return
    best = answers[0]
    assert (best.calculator, best.inputs) == (name, inputs)
    if best.error is None:
        # Computed by dispatch from the inputs read and, for the rest, the form's start.
        assert best.result == dispatch(name, starting_values(get(name)) | inputs)
    else:
        assert best.result is None and best.error.field in inputs


def test_a_value_out_of_range_is_named_as_the_form_names_it():
    best = ask("parata CA 12", "it")[0]
    assert best.inputs == {"ac": 12} and best.result is None
    assert isinstance(best.error, InputError) and best.error.field == "ac"
    card = json.loads(handle(json.dumps({"ask": "parata CA 12"}), "it"))["answers"][0]
    assert card["error"]["message"] == "Classe armatura: un numero intero da -10 a 10"
    assert card["primary"] == {"key": "ac", "label": "CA in parata", "shown": None} and card["result"] is None


def test_words_that_bind_nothing_are_listed_as_typed():
    assert ask("parata con lo scudo rotondo CA 4", "it")[0].unused == ("rotondo",)
    assert ask("parata CA 4 5")[0].unused == ("5",)


def test_at_most_five_answers_each_computed():
    answers = ask("attacco")
    assert len(answers) == 5
    assert all(a.result is not None for a in answers)


def _said(answers) -> list[tuple]:
    return [(a.calculator, a.inputs, a.result, a.error and a.error.to_dict(), a.unused) for a in answers]


def test_asked_for_the_best_alone_it_is_the_best_of_five():
    for lang, question, _, _ in ALL:
        assert _said(ask(question, lang, 1)) == _said(ask(question, lang))[:1], question


def test_the_same_question_gets_the_same_answer():
    questions = [q for _, q, _, _ in ALL]
    first = [_said(ask(q)) for q in questions]
    again = [_said(ask(q)) for q in reversed(questions)][::-1]
    assert first == again


def test_the_same_answers_in_processes_with_other_string_hashes():
    """Sets of strings iterate in another order in each process (hash randomisation)."""
    script = "import json, sys; from calc import ask; print(json.dumps([[(a.calculator, a.inputs, a.unused) for a in ask(q)] for q in json.load(sys.stdin)]))"
    questions = json.dumps([q for _, q, _, _ in ALL])
    said = {
        subprocess.run([sys.executable, "-c", script], input=questions, capture_output=True, text=True, timeout=300, env={**os.environ, "PYTHONHASHSEED": seed}, check=True).stdout
        for seed in ("1", "2", "3")
    }
    assert len(said) == 1


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=120) | st.lists(st.sampled_from(["CA", "4", "-3", "parata", "scudo", "КБ", "de", "1/8", "d20", "−", "senza"]), max_size=12).map(" ".join))
def test_ask_never_raises(text):
    for answer in ask(text):
        assert (answer.result is None) == (answer.error is not None)


def test_anything_but_a_string_is_an_empty_question():
    assert ask(None) == ask(42) == ask(["parata"]) == []


# The page's boundary: a card for each answer, every word in the page's language.


def test_a_card_has_what_the_page_shows():
    card = json.loads(handle(json.dumps({"ask": "parata maestro scudo medio CA 4"}), "it"))["answers"][0]
    assert (card["name"], card["module"], card["title"], card["anchor"]) == ("parry", "parry_000", "Parata", "calc-form-parry")
    read = [{k: i[k] for k in ("field", "label", "value", "shown")} for i in card["inputs"]]
    assert read == [
        {"field": "mastery", "label": "Bravura nell'uso dell'arma", "value": "master", "shown": "Maestro"},
        {"field": "shield", "label": "Scudo", "value": "medium", "shown": "Scudo medio"},
        {"field": "ac", "label": "Classe armatura", "value": 4, "shown": "4"},
    ]
    assert card["primary"] == {"key": "ac", "label": "CA in parata", "shown": card["display"]["ac"]}
    # The inputs a link to the form carries (?parry.mastery=master&…#calc-form-parry).
    assert card["link"] == {"parry.mastery": "master", "parry.shield": "medium", "parry.ac": "4"}
    assert card["error"] is None and card["unused"] == []


def test_a_card_says_how_to_edit_each_input_as_its_form_does():
    card = json.loads(handle(json.dumps({"ask": "parata maestro scudo medio CA 4"}), "it"))["answers"][0]
    mastery, shield, ac = card["inputs"]
    assert (ac["kind"], ac["min"], ac["max"]) == ("int", -10, 10)
    assert shield["kind"] == "choice" and {"value": "medium", "label": "Scudo medio"} in shield["options"]
    assert [o["value"] for o in mastery["options"]] == list(get("parry").field("mastery").values)
    # Every field's start, as the form's address writes it: what an edited card asks with.
    assert card["start"] == {name: str(value).lower() if isinstance(value, bool) else str(value) for name, value in starting_values(get("parry")).items()}
    bool_card = json.loads(handle(json.dumps({"ask": "combattimento ravvicinato senza scudo"}), "it"))["answers"][0]
    assert bool_card["inputs"][0]["kind"] == "bool" and "options" not in bool_card["inputs"][0]


def test_a_link_carries_only_what_differs_from_the_forms_start():
    card = json.loads(handle(json.dumps({"ask": "combattimento ravvicinato senza scudo"}), "it"))["answers"][0]
    assert card["name"] == "close_combat_000"
    assert card["inputs"][0]["value"] is False and card["link"] == {}  # no shield is where the form starts


def test_the_search_box_asks_for_the_best_card_alone():
    asked = json.dumps({"ask": "parata maestro scudo medio CA 4"})
    cards = json.loads(handle(asked, "it"))["answers"]
    assert len(cards) == 5
    assert json.loads(handle(json.dumps({"ask": "parata maestro scudo medio CA 4", "most": 1}), "it"))["answers"] == cards[:1]
    for most in (0, 6, "1", 1.0, True, None):
        answer = json.loads(handle(json.dumps({"ask": "parata", "most": most}), "it"))
        assert answer["ok"] is False and answer["error"]["message"] == "la richiesta non è leggibile", most


def test_a_question_no_calculator_answers_gets_no_card():
    assert json.loads(handle(json.dumps({"ask": "pizza margherita"}), "it")) == {"ok": True, "answers": []}


# The command line, as the other subcommands.


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "calc", *args], capture_output=True, text=True, timeout=120)


def test_cli_prints_the_best_answer_and_the_others():
    out = run("ask", "parata maestro scudo medio CA 4", "--lang", "it")
    assert out.returncode == 0, out.stderr
    answer = json.loads(out.stdout)
    assert list(answer) == ["calculator", "inputs", "result", "error", "unused", "others"]
    assert (answer["calculator"], answer["inputs"], answer["unused"]) == ("parry", {"mastery": "master", "shield": "medium", "ac": 4}, [])
    assert answer["result"] == dispatch("parry", starting_values(get("parry")) | answer["inputs"])
    assert [o["calculator"] for o in answer["others"]][0] == "parry_outcome_000"


def test_cli_takes_the_question_in_words_and_lang_before_or_after():
    assert json.loads(run("--lang", "ru", "ask", "КБ", "18").stdout)["inputs"] == {"ac": 18}
    assert json.loads(run("ask", "CA", "-2", "parata").stdout)["inputs"] == {"ac": -2}  # "-2" is no option


def test_cli_names_a_value_out_of_range_on_stderr_and_exits_2():
    out = run("ask", "parata CA 12", "--lang", "it")
    assert out.returncode == 2
    assert out.stderr.strip() == "errore: Classe armatura: un numero intero da -10 a 10"
    assert json.loads(out.stdout)["error"]["field"] == "ac"


def test_cli_with_no_answer_lists_every_word_unused():
    out = run("ask", "pizza margherita")
    assert out.returncode == 0
    assert json.loads(out.stdout) == {"calculator": None, "inputs": {}, "result": None, "error": None, "unused": ["pizza", "margherita"], "others": []}


def test_cli_help_and_bad_usage():
    out = run("ask", "--help")
    assert out.returncode == 0 and out.stdout.startswith("usage: python -m calc ask QUESTION")
    assert "ask QUESTION" in run("--help").stdout
    for args, field in ((["ask"], "ask"), (["ask", "--frobnicate", "x"], "--frobnicate"), (["ask", "x", "--lang", "xx"], "--lang")):
        out = run(*args)
        assert out.returncode == 2 and out.stdout == ""
        lines = out.stderr.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith(f"error: {field}:"), out.stderr


def test_a_condition_named_fills_the_resolvers_set_of_conditions_and_its_link():
    """The resolver's target conditions are a set: a question names one, the card shows its
    label and its link carries the values as the form's address does."""
    best = ask("un attacco tutte le regole accecato", "it")[0]
    assert (best.calculator, best.inputs) == ("resolve_000", {"condition": ("blind",)})
    card = json.loads(handle(json.dumps({"ask": "un attacco tutte le regole accecato"}), "it"))["answers"][0]
    assert card["link"] == {"resolve_000.condition": "blind"}
    assert [i["shown"] for i in card["inputs"]] == ["Accecato"]
