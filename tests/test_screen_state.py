"""The table screen's state document: one validator for an imported file, a shared link and the
browser's storage; what it keeps, what it refuses and how it names it; the fill of a form from
the characters chosen for it; and the worker's entry for both."""

from __future__ import annotations

import copy
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from calc import screen
from calc.i18n import LANGS
from calc.registry import calculators, get
from calc.screen import (
    MAX_CHARACTERS,
    MAX_DOCUMENT_CHARS,
    MAX_PANELS,
    MAX_PROBLEMS,
    check_character,
    check_document,
    fill,
    read_document,
    trait_fields,
)
from calc.sources import Seed
from calc.vocab import traits_of
from calc.web import handle_screen
from tests.strategies import valid_value

ALDO = {"id": "aldo", "name": "Aldo", "text": "000", "traits": {"thac0": 15, "strength": 17, "size": "large", "shield": "medium"}}
ORC = {"id": "orc", "name": "Orc", "text": "000", "traits": {"strength": 16, "natural_ac": 6, "four_legs": False}}
FELIOT = {"id": "feliot", "name": "Feliot", "text": "003", "traits": {"constitution": 12, "hp": 10}}
GOBLIN = {"id": "goblin", "name": "Goblin", "text": "000"}


def document(**changes) -> dict:
    doc = {
        "format": "pugna-screen",
        "version": 1,
        "characters": [copy.deepcopy(ALDO), copy.deepcopy(ORC), copy.deepcopy(FELIOT)],
        "screens": [
            {
                "name": "The ford",
                "you": "aldo",
                "opponent": None,
                "panels": [
                    {"calculator": "tackle_000", "you": None, "opponent": "orc", "inputs": {"four_legs": True}, "collapsed": False},
                    {"calculator": "hp_state_003", "you": "feliot", "opponent": None, "inputs": {"damage": 16}, "collapsed": True},
                    {"passage": "000/colpo-mirato.html#colpo-mirato", "collapsed": False},
                    {"table": "tohit_002", "collapsed": True},
                ],
                "log": [{"calculator": "tohit", "you": "Aldo", "opponent": "", "inputs": {"npc": 10}, "time": 1765100000000}],
            }
        ],
        "active": 0,
    }
    doc.update(changes)
    return doc


def problems(data: object, lang: str = "en") -> list[dict]:
    verdict = read_document(data if isinstance(data, str) else json.dumps(data))
    assert verdict.document is None, "refused whole: a document with a problem gives no document"
    return [p.to_dict(lang) for p in verdict.problems]


# --- what is kept ------------------------------------------------------------------------------


def test_a_document_reads_back_as_it_was_written():
    doc = document()
    verdict = read_document(json.dumps(doc))
    assert verdict.ok and verdict.problems == ()
    assert verdict.document == doc
    assert read_document(json.dumps(verdict.document)).document == verdict.document


def test_values_are_parsed_into_their_domains_and_keys_put_in_order():
    doc = document()
    doc["characters"][0]["traits"] = {"size": "large", "strength": "17", "thac0": "−2"}  # the minus sign the site prints
    doc["screens"][0]["panels"][0]["inputs"] = {"four_legs": "yes", "best_thac0": 12}
    clean = read_document(json.dumps(doc)).document
    assert list(clean["characters"][0]["traits"].items()) == [("thac0", -2), ("strength", 17), ("size", "large")]
    assert list(clean["screens"][0]["panels"][0]["inputs"].items()) == [("best_thac0", 12), ("four_legs", True)]


def test_a_screen_kept_before_a_field_was_renamed_reads_it_by_its_name_now():
    # resolve_000's "defence" and "manoeuvre" are "defense" and "maneuver": a screen kept before reads.
    doc = document()
    doc["screens"][0]["panels"][0] = {"calculator": "resolve_000", "inputs": {"defence": "parry", "manoeuvre": "attack"}}
    assert read_document(json.dumps(doc)).document["screens"][0]["panels"][0]["inputs"] == {"maneuver": "attack", "defense": "parry"}
    doc["screens"][0]["panels"][0]["inputs"]["defense"] = "block"
    assert [p["reason"] for p in problems(doc)] == ["repeated field"]


def test_what_a_person_may_leave_out_is_written_in():
    clean = read_document('{"format": "pugna-screen", "version": 1, "characters": [{"id": "a", "name": "A", "text": "004"}],'
                          ' "screens": [{"name": "S", "panels": [{"calculator": "cover_004"}]}]}').document
    assert clean == {
        "format": "pugna-screen",
        "version": 1,
        "characters": [{"id": "a", "name": "A", "text": "004", "traits": {}}],
        "screens": [{"name": "S", "you": None, "opponent": None,
                     "panels": [{"calculator": "cover_004", "you": None, "opponent": None, "inputs": {}, "collapsed": False}], "log": []}],
        "active": 0,
    }


def test_a_name_is_kept_as_the_text_it_is_never_unescaped_or_interpreted():
    doc = document()
    doc["characters"][0]["name"] = '  Tom & "Jerry" &amp; Ça  '
    assert read_document(json.dumps(doc)).document["characters"][0]["name"] == 'Tom & "Jerry" &amp; Ça'


def test_reading_changes_nothing_it_was_given():
    doc = document()
    doc["characters"][0]["traits"]["strength"] = 40
    before = copy.deepcopy(doc)
    check_document(doc)
    assert doc == before


# --- what is refused, and how it is named ------------------------------------------------------


def _with(path: list, value: object) -> dict:
    doc = document()
    target = doc
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return doc


HOSTILE = [
    # (case, document or text, path, message)
    ("not JSON", "{'format': pugna", "", "the document: not JSON: the file or link is damaged, or is not a Pugna screen"),
    ("JSON nested past any parser", "[" * 100_000 + "]" * 100_000, "", "the document: not JSON: the file or link is damaged, or is not a Pugna screen"),
    ("a list, not a document", [1, 2], "", 'the document: not a Pugna screen; allowed: an object with "format": "pugna-screen"'),
    ("another format", {"format": "foundry", "version": 1}, "", 'the document: not a Pugna screen; allowed: an object with "format": "pugna-screen"'),
    ("a newer version", document(version=2), "/version", "the document › version: made by a newer Pugna; allowed: version 1 (got 2)"),
    ("a version as text", document(version="1"), "/version", "the document › version: unknown version; allowed: version 1 (got '1')"),
    ("an unknown key", document(macros="run()"), "/macros", "the document › 'macros': unknown key; allowed: the keys: format, version, characters, screens, active"),
    ("Strength 40", _with(["characters", 0, "traits", "strength"], 40), "/characters/0/traits/strength",
     "Aldo › Strength: not a value it takes; allowed: an integer from 1 to 25 (got 40)"),
    ("a size no form takes", _with(["characters", 0, "traits", "size"], "enormous"), "/characters/0/traits/size",
     "Aldo › Size: not a value it takes; allowed: one of: Tiny (tiny), Small (small), Medium (medium), Large (large), Huge (huge), Gargantuan (gargantuan) (got 'enormous')"),
    ("an unknown trait", _with(["characters", 2, "traits", "charisma"], 18), "/characters/2/traits/charisma",
     "Feliot › 'charisma': unknown trait; allowed: the traits of text 003: " + ", ".join(t.name for t in traits_of(Seed.AKENAR))),
    ("a trait of another text", _with(["characters", 2, "traits", "thac0"], 15), "/characters/2/traits/thac0",
     "Feliot › 'thac0': unknown trait; allowed: the traits of text 003: " + ", ".join(t.name for t in traits_of(Seed.AKENAR))),
    ("an unknown text", _with(["characters", 0, "text"], "005"), "/characters/0/text", "Aldo › text: unknown text; allowed: one of: 000|001|002|003|004 (got '005')"),
    ("script in a name", _with(["characters", 0, "name"], "<script>alert(1)</script>"), "/characters/0/name",
     "character 1 › name: not plain text; allowed: plain text of 1 to 80 characters, without <, > or control characters (got '<script>alert(1)</script>')"),
    ("a name that reorders what it shows", _with(["characters", 0, "name"], "Aldo\u202eodlA"), "/characters/0/name",
     "character 1 › name: not plain text; allowed: plain text of 1 to 80 characters, without <, > or control characters (got 'Aldo\\u202eodlA')"),  # echoed escaped: it reorders nothing
    ("a name on two lines", _with(["screens", 0, "name"], "The\nford"), "/screens/0/name",
     "screen 1 › name: not plain text; allowed: plain text of 1 to 80 characters, without <, > or control characters (got 'The\\nford')"),
    ("a blank name", _with(["characters", 1, "name"], "   "), "/characters/1/name",
     "character 2 › name: required; allowed: plain text of 1 to 80 characters, without <, > or control characters"),
    ("a long name", _with(["characters", 1, "name"], "Orc" * 30), "/characters/1/name",
     "character 2 › name: too long; allowed: plain text of 1 to 80 characters, without <, > or control characters (got 'OrcOrcOrcOrcOrcOrcOrcOrcOrcOrcOrcOrc...)"),
    ("an id that is not one", document(characters=[ALDO, ORC, FELIOT, GOBLIN | {"id": "g b"}]), "/characters/3/id",
     "Goblin › id: not an id; allowed: 1 to 32 characters among a–z, A–Z, 0–9, - and _ (got 'g b')"),
    ("two characters with one id", document(characters=[ALDO, ORC, FELIOT, GOBLIN | {"id": "aldo"}]), "/characters/3/id",
     "character 4 › id: another character has this id; allowed: 1 to 32 characters among a–z, A–Z, 0–9, - and _ (got 'aldo')"),
    ("a panel picking nobody known", _with(["screens", 0, "panels", 0, "opponent"], "goblin"), "/screens/0/panels/0/opponent",
     "The ford › panel 1 › Tackle (suppress an opponent) › the opponent: no character has this id; allowed: the id of a character, or null (got 'goblin')"),
    ("an unknown calculator", _with(["screens", 0, "panels", 0, "calculator"], "fireball_000"), "/screens/0/panels/0/calculator",
     "The ford › panel 1 › calculator: unknown calculator; allowed: the name of one of the calculators (got 'fireball_000')"),
    ("a logged unknown calculator", _with(["screens", 0, "log", 0, "calculator"], "eval"), "/screens/0/log/0/calculator",
     "The ford › log entry 1 › calculator: unknown calculator; allowed: the name of one of the calculators (got 'eval')"),
    ("a panel input out of its domain", _with(["screens", 0, "panels", 1, "inputs", "damage"], 5000), "/screens/0/panels/1/inputs/damage",
     "The ford › panel 2 › Hit points: disabled, dying, dead › Lethal damage of one blow (after armour): not a value it takes; allowed: an integer from 0 to 1000 (got 5000)"),
    ("a panel input no field has", _with(["screens", 0, "panels", 1, "inputs", "speed"], 5), "/screens/0/panels/1/inputs/speed",
     "The ford › panel 2 › Hit points: disabled, dying, dead › 'speed': unknown field; allowed: the fields of hp_state_003: con, hp, damage, foe, half_con"),
    ("collapsed as a word", _with(["screens", 0, "panels", 0, "collapsed"], "yes"), "/screens/0/panels/0/collapsed",
     "The ford › panel 1 › Tackle (suppress an opponent) › collapsed: wrong kind of value; allowed: yes or no (got 'yes')"),
    ("a screen picking nobody known", _with(["screens", 0, "you"], "zed"), "/screens/0/you",
     "The ford › you: no character has this id; allowed: the id of a character, or null (got 'zed')"),
    ("a panel holding nothing known", _with(["screens", 0, "panels", 0], {"spell": "fireball"}), "/screens/0/panels/0/calculator",
     "The ford › panel 1 › calculator: required; allowed: a panel holds one of: calculator, passage, table"),
    ("a passage off the site", _with(["screens", 0, "panels", 2, "passage"], "https://example.com/x.html#a"), "/screens/0/panels/2/passage",
     "The ford › panel 3 › passage: not a passage of this site; allowed: a page of this site and a heading's id, as page.html#heading"
     " (got 'https://example.com/x.html#a')"),
    ("a passage up and out", _with(["screens", 0, "panels", 2, "passage"], "../../etc/passwd.html#x"), "/screens/0/panels/2/passage",
     "The ford › panel 3 › passage: not a passage of this site; allowed: a page of this site and a heading's id, as page.html#heading"
     " (got '../../etc/passwd.html#x')"),
    ("a passage with inputs of a calculator", _with(["screens", 0, "panels", 2, "inputs"], {"npc": 3}), "/screens/0/panels/2/inputs",
     "The ford › panel 3 › 'inputs': unknown key; allowed: the keys: passage, collapsed"),
    ("an unknown table", _with(["screens", 0, "panels", 3, "table"], "tohit_999"), "/screens/0/panels/3/table",
     "The ford › panel 4 › table: unknown table; allowed: the name of one of the texts' tables (got 'tohit_999')"),
    ("a time before 1970", _with(["screens", 0, "log", 0, "time"], -1), "/screens/0/log/0/time",
     "The ford › log entry 1 › time: wrong kind of value; allowed: a time in milliseconds since 1970, or null (got -1)"),
    ("a time as a date", _with(["screens", 0, "log", 0, "time"], "2026-12-07"), "/screens/0/log/0/time",
     "The ford › log entry 1 › time: wrong kind of value; allowed: a time in milliseconds since 1970, or null (got '2026-12-07')"),
    ("characters as an object", document(characters={"aldo": ALDO}), "/characters", "the document: wrong kind of value; allowed: a list (got <dict>)"),
    ("too many characters", document(characters=[{"id": f"c{i}", "name": "C", "text": "000"} for i in range(MAX_CHARACTERS + 1)]),
     "/characters", f"the document: too many; allowed: at most {MAX_CHARACTERS} (got {MAX_CHARACTERS + 1})"),
    ("a screen that is not there", document(active=3), "/active", "the document › active: no such screen; allowed: an integer from 0 to 0 (got 3)"),
]


@pytest.mark.parametrize(("case", "data", "path", "message"), HOSTILE, ids=[case for case, *_ in HOSTILE])
def test_a_hostile_or_corrupt_document_is_refused_naming_what_is_wrong(case, data, path, message):
    found = problems(data)
    assert [(p["path"], p["message"]) for p in found] == [(path, message)]


def test_ten_megabytes_are_refused_before_any_parser_reads_them(monkeypatch):
    def parse(_text):
        raise AssertionError("parsed")

    monkeypatch.setattr(screen.json, "loads", parse)
    huge = json.dumps(document())[:-1] + ', "pad": "' + "x" * 10_000_000 + '"}'
    assert [p["message"] for p in problems(huge)] == [f"the document: too long; allowed: at most {MAX_DOCUMENT_CHARS} characters (got {len(huge)})"]


def test_a_huge_string_inside_a_small_enough_document_is_cut_short_in_the_message():
    found = problems(_with(["characters", 0, "name"], "A" * 100_000))
    assert found[0]["message"].endswith("(got '" + "A" * 36 + "...)")
    assert len(found[0]["message"]) < 200


def test_not_text_at_all_is_refused():
    assert [p.to_dict("en")["message"] for p in read_document(b'{"format": "pugna-screen"}').problems] == ["the document: not text"]


def test_every_problem_is_named_at_once_up_to_a_limit():
    doc = document()
    doc["characters"][0]["traits"]["strength"] = 40
    doc["characters"][1]["name"] = "<b>Orc</b>"
    doc["screens"][0]["panels"][0]["calculator"] = "nope"
    assert [p["path"] for p in problems(doc)] == ["/characters/0/traits/strength", "/characters/1/name", "/screens/0/panels/0/calculator"]
    many = document(characters=[{"id": f"c{i}", "name": "C", "text": "000", "traits": {"strength": 99}} for i in range(60)], screens=[])
    found = problems(many)
    assert len(found) == MAX_PROBLEMS + 1
    assert found[-1]["message"] == f"the document: {60 - MAX_PROBLEMS} more problems not listed"


@pytest.mark.parametrize(
    ("lang", "message"),
    [
        ("it", "Aldo › Forza: non è un valore che accetta; ammesso: un numero intero da 1 a 25 (ricevuto 40)"),
        ("es", "Aldo › Fuerza: no es un valor que admita; se admite: un número entero de 1 a 25 (recibido 40)"),
        ("ru", "Aldo › Сила: такое значение не принимается; допустимо: целое число от 1 до 25 (получено 40)"),
    ],
)
def test_problems_speak_the_readers_language(lang, message):
    assert problems(_with(["characters", 0, "traits", "strength"], 40), lang)[0]["message"] == message


# --- the validator never raises ------------------------------------------------------------------

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=12), children, max_size=4),
    max_leaves=30,
)
KEYS = st.sampled_from(["format", "version", "characters", "screens", "active", "id", "name", "text", "traits", "panels", "log",
                        "calculator", "you", "opponent", "inputs", "collapsed", "strength", "thac0", "npc", "aldo"])


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=200) | st.binary(max_size=50) | JSON_VALUES.map(json.dumps))
def test_reading_any_text_never_raises(text):
    verdict = read_document(text)
    assert verdict.ok or verdict.problems


def _leaves(value, path=()):
    yield path
    if isinstance(value, dict):
        for key, child in value.items():
            yield from _leaves(child, path + (key,))
    elif isinstance(value, list):
        for i, child in enumerate(value):
            yield from _leaves(child, path + (i,))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_a_valid_document_with_any_part_replaced_by_junk_never_raises(data):
    doc = document()
    path = data.draw(st.sampled_from(list(_leaves(doc))))
    junk = data.draw(JSON_VALUES | st.dictionaries(KEYS, JSON_VALUES, max_size=4))
    if path:
        target = doc
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = junk
    else:
        doc = junk
    verdict = check_document(doc)
    assert verdict.ok or verdict.problems
    for problem in verdict.problems:
        for lang in LANGS:
            assert problem.to_dict(lang)["message"]


def _characters(seed: Seed):
    fields = trait_fields(seed)
    return st.fixed_dictionaries({
        "id": st.from_regex(r"[a-z0-9_-]{1,8}", fullmatch=True),
        "name": st.text("Aldo Ça-жё'&\"", min_size=1, max_size=12).map(str.strip).filter(bool),
        "text": st.just(seed.number),
        "traits": st.fixed_dictionaries({}, optional={name: valid_value(f) for name, f in fields.items()}),
    })


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(list(Seed)).flatmap(lambda seed: st.lists(_characters(seed), min_size=1, max_size=3, unique_by=lambda c: c["id"])))
def test_any_character_within_its_domains_reads_back_unchanged(characters):
    doc = {"format": "pugna-screen", "version": 1, "characters": characters, "screens": [], "active": 0}
    assert check_document(doc).document == doc


# --- one domain per trait, for the character editor ---------------------------------------------


@pytest.mark.parametrize("seed", list(Seed))
def test_each_trait_of_a_text_is_checked_by_the_domain_its_fields_share(seed):
    fields = trait_fields(seed)
    assert list(fields) == [t.name for t in traits_of(seed)]
    for c in calculators():
        for f in c.fields:
            if c.source.seed is seed and f.trait is not None:
                mine = fields[f.trait.name]
                assert (mine.kind, mine.allowed) == (f.kind, f.allowed), (c.name, f.name)
                assert mine.label == f.trait.label


# --- filling a form from the characters ---------------------------------------------------------


def test_a_form_fills_from_you_and_the_opponent_and_the_panel_overrides():
    filled = fill(get("tackle_000"), ALDO, ORC, {"best_thac0": 12, "four_legs": True})
    assert filled.inputs == {"best_thac0": 12, "natural_ac": 6, "attacker_size": "large", "attacker_strength": 17, "defender_strength": 16,
                             "four_legs": True}
    assert filled.sources == {"natural_ac": "opponent", "attacker_size": "you", "attacker_strength": "you", "defender_strength": "opponent"}
    assert filled.overridden == {"best_thac0": "you", "four_legs": "opponent"}
    assert filled.unused == ()


def test_the_resolver_reads_the_opponents_shield_and_your_size():
    filled = fill(get("resolve_000"), ALDO, ORC | {"traits": {"shield": "buckler", "size": "small"}}, {})
    assert filled.sources == {"thac0": "you", "shield": "opponent", "attacker_size": "you", "target_size": "opponent"}
    assert (filled.inputs["shield"], filled.inputs["attacker_size"], filled.inputs["target_size"]) == ("buckler", "large", "small")


def test_a_character_of_another_text_fills_nothing_and_is_named():
    filled = fill(get("hp_state_003"), ALDO, None, {})
    assert (filled.inputs, filled.sources, filled.unused) == ({}, {}, ("you",))
    assert fill(get("hp_state_003"), FELIOT, None, {}).inputs == {"con": 12, "hp": 10}


def test_without_characters_the_form_computes_with_its_own_inputs():
    assert fill(get("tohit"), None, None, {"npc": 3}).inputs == {"npc": 3}


# --- the worker's entry ---------------------------------------------------------------------------


def test_the_worker_reads_a_document_through_the_same_validator():
    answer = json.loads(handle_screen("read", json.dumps(document())))
    assert answer == {"ok": True, "document": document()}
    refused = json.loads(handle_screen("read", json.dumps(_with(["characters", 0, "traits", "strength"], 40)), "it"))
    assert refused["ok"] is False and refused["problems"][0]["where"] == "Aldo › Forza"


def test_the_worker_computes_a_panel_filled_from_its_characters():
    request = {"name": "tackle_000", "module": "tackle_000", "inputs": {"best_thac0": 12}, "you": ALDO, "opponent": ORC}
    answer = json.loads(handle_screen("panel", json.dumps(request)))
    assert answer["ok"] is True
    # Every field: the panel's own, the characters', and the form's starting values for the rest.
    assert answer["inputs"] == {"best_thac0": 12, "natural_ac": 6, "extra_attackers": 0, "extra_too_small": 0, "attacker_size": "large",
                                "defender_size": "medium", "attacker_strength": 17, "defender_strength": 16, "four_legs": False,
                                "other_to_hit": 0}
    assert answer["filled"]["defender_strength"] == "opponent" and answer["overridden"] == {"best_thac0": "you"}
    assert answer["theirs"] == {"best_thac0": 15}  # Aldo's THAC0, which the panel's 12 replaced
    assert answer["result"]["roll_needed"] == 12 - 6 and answer["display"]["p_hit"] == "75.00 %"


def test_a_panels_inputs_come_back_parsed_as_the_document_keeps_them():
    request = {"name": "tohit", "inputs": {"npc": " −3 "}, "you": None, "opponent": None}
    assert json.loads(handle_screen("panel", json.dumps(request)))["inputs"] == {"npc": -3}


def test_a_panel_with_a_bad_character_or_input_answers_what_is_wrong():
    bad = json.loads(handle_screen("panel", json.dumps({"name": "tackle_000", "inputs": {}, "you": ALDO | {"name": "<i>x</i>"}, "opponent": None})))
    assert bad["ok"] is False and bad["problems"][0]["path"] == "/name"
    out = json.loads(handle_screen("panel", json.dumps({"name": "tackle_000", "inputs": {"best_thac0": 99}, "you": ALDO, "opponent": ORC})))
    assert out["ok"] is False and out["error"]["field"] == "best_thac0"
    unknown = json.loads(handle_screen("panel", json.dumps({"name": "fireball", "inputs": {}})))
    assert unknown["ok"] is False and unknown["error"]["field"] == "calculator"


def test_panels_computing_together_ask_once_and_get_each_panels_own_answer_in_order():
    requests = [
        {"name": "tackle_000", "inputs": {"best_thac0": 12}, "you": ALDO, "opponent": ORC},
        {"name": "fireball", "inputs": {}},
        {"name": "tohit", "inputs": {"npc": 7}, "you": None, "opponent": None},
        "not a panel",
    ]
    answer = json.loads(handle_screen("panels", json.dumps(requests), "it"))
    assert answer["ok"] is True
    alone = [json.loads(handle_screen("panel", json.dumps(r), "it")) for r in requests]
    assert answer["answers"] == alone
    assert [a["ok"] for a in answer["answers"]] == [True, False, True, False]


@pytest.mark.parametrize("payload", ["{}", "[" * 10, json.dumps([{"name": "tohit", "inputs": {}}] * (MAX_PANELS + 1)), None])
def test_panels_not_sent_as_a_screen_sends_them_are_refused_whole(payload):
    answer = json.loads(handle_screen("panels", payload, "ru"))
    assert answer["ok"] is False and answer["error"]["reason"] == "неверный запрос"


@pytest.mark.parametrize(("op", "payload"), [("write", "{}"), ("panel", "[]"), ("panel", "{" * 10), ("panel", "x" * 100_000), ("read", None)])
def test_the_worker_never_gets_an_exception(op, payload):
    answer = json.loads(handle_screen(op, payload))
    assert answer["ok"] is False


def test_one_character_is_checked_as_the_document_checks_it():
    assert check_character(ALDO).document == ALDO
    assert [p.path for p in check_character(ALDO | {"traits": {"strength": 0}}).problems] == ["/traits/strength"]
