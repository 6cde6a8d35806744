"""The page's boundary (calc.web.handle): JSON in, JSON out, every word in the page's
language, and an answer for anything a page, a fuzzer or a bug can send."""

from __future__ import annotations

import dataclasses
import json

import pytest

from calc import calculators, get
from calc import registry
from calc.declare import BoolField, ChoiceField, IntField
from calc.i18n import LANGS, TRANSLATED
from calc.web import MAX_REQUEST_CHARS, display, handle
from macros.forms import starting_values

CALCULATORS = calculators()
# Words of the English error templates: none may reach an Italian, Spanish or Russian page.
ENGLISH = ("allowed", "integer", "one of", "got", "yes or no", "required", "unknown", "request")


def _bad(f) -> object:
    if isinstance(f, IntField):
        return "abc"
    if isinstance(f, ChoiceField):
        return "no-such-option"
    return "maybe"


def ask(name: str, inputs: dict, lang: str) -> dict:
    return json.loads(handle(json.dumps({"name": name, "inputs": inputs}), lang))


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("name", [c.name for c in CALCULATORS])
def test_a_bad_value_is_named_in_the_pages_language(name, lang):
    c = get(name)
    for f in c.fields:
        response = ask(name, starting_values(c) | {f.name: _bad(f)}, lang)
        assert response["ok"] is False
        error = response["error"]
        assert error["field"] == f.name
        assert error["label"] == f.label.get(lang)
        assert error["message"].startswith(f.label.get(lang) + ":")
        words = error["message"].casefold()
        assert not [w for w in ENGLISH if w in words], (name, f.name, error["message"])


@pytest.mark.parametrize("lang", LANGS)
def test_an_empty_number_is_required_not_out_of_range(lang):
    error = ask("tohit", {"npc": ""}, lang)["error"]
    expected = {"en": "NPC (number to hit): required; an integer from -200 to 200",
                "it": "NPC (numero per colpire): obbligatorio; un numero intero da -200 a 200"}
    if lang in expected:
        assert error["message"] == expected[lang]
    assert error["reason"]


@pytest.mark.parametrize(
    "request_text",
    [
        "",
        "not json",
        "[]",
        '{"name": 1, "inputs": {}}',
        '{"name": "tohit", "inputs": []}',
        "[" * 100_000 + "]" * 100_000,
        '{"name": "tohit", "inputs": {"npc": ' + "9" * 5000 + "}}",
        json.dumps({"name": "tohit", "inputs": {"npc": "x" * (MAX_REQUEST_CHARS + 1)}}),
    ],
)
def test_anything_unreadable_is_answered_not_raised(request_text):
    response = json.loads(handle(request_text, "it"))
    assert response["ok"] is False
    assert response["error"]["message"]


def test_a_huge_number_is_named_without_echoing_it():
    response = json.loads(handle('{"name": "tohit", "inputs": {"npc": ' + "9" * 4000 + "}}", "en"))
    assert response["ok"] is False and response["error"]["field"] == "npc"
    assert len(response["error"]["message"]) < 200


def test_a_bug_in_a_rule_is_an_engine_error_not_a_dead_worker(monkeypatch):
    def broken(**_inputs):
        raise ZeroDivisionError("boom")

    monkeypatch.setitem(registry._REGISTRY, "tohit", dataclasses.replace(get("tohit"), compute=broken))
    response = json.loads(handle(json.dumps({"name": "tohit", "inputs": {"npc": 1}}), "es"))
    assert response["ok"] is False and response["engine"] is True
    assert response["error"]["message"] == "el motor de reglas falló con estos valores; por favor, infórmalo"


def test_chances_are_shown_as_percentages_with_the_languages_decimal_mark():
    c = get("tohit")
    result = c.run({"npc": 5})
    assert display(result, "en", c)["p_hit"] == "31.50 %"
    assert display(result, "it", c)["p_hit"] == "31,50 %"


def test_unused_inputs_are_shown_by_their_labels():
    c = get("tohit")
    assert display(c.run({"npc": 5}), "it", c)["ignored"] == ""  # nothing unused: an empty row, hidden
    parry = get("parry")
    shown = display(parry.run({"mode": "missile", "shield": "medium", "ac": 5}), "it", parry)
    assert shown["ignored"] == "Bravura nell'uso dell'arma, Fattore parata dell'arma, Taglia dell'attaccante, Taglia di chi para"


def test_every_boolean_field_answers_in_words():
    for c in CALCULATORS:
        for f in c.fields:
            if isinstance(f, BoolField):
                assert f.shown(True, "it") == "sì" and f.shown(False, "ru") == "нет"
                return


def test_the_page_names_only_the_unused_inputs_the_reader_changed():
    # The form hides every unused field; "not used here" speaks of the ones the reader set.
    response = ask("parry", {"mode": "missile", "mastery": "master", "shield": "medium", "ac": 5}, "it")
    assert response["result"]["ignored"] == ["mastery", "weapon_parry", "attacker_size", "defender_size"]
    assert response["display"]["ignored"] == "Bravura nell'uso dell'arma"
    assert ask("parry", {"mode": "missile", "shield": "medium", "ac": 5}, "it")["display"]["ignored"] == ""


def test_allowed_and_why_not_are_shown_only_when_the_rules_forbid():
    allowed = ask("attack_modifiers_000", {"condition": "blind"}, "it")
    assert allowed["result"]["allowed"] is True
    assert allowed["display"]["allowed"] == allowed["display"]["reason"] == ""  # rows hidden: nothing to say
    assert allowed["display"]["to_hit"] == "4"
    forbidden = ask("attack_modifiers_000", {"condition": "blind", "attacker_blind": "true", "attack": "missile"}, "it")
    assert forbidden["display"]["allowed"] == "no"
    assert forbidden["display"]["reason"] == "Chi è accecato attacca solo chi è in melee con lui"
    # Where allowed is the whole answer (may these actions share a round?), it is always said.
    assert ask("action_budget_003", {}, "es")["display"]["allowed"] == "sí"
