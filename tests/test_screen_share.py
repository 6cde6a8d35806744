"""A screen crossing devices: what its link or file carries, with or without the characters it
reads, and a document arriving merged into the one kept without losing any of it."""

from __future__ import annotations

import copy
import json

from calc.screen import MAX_SCREENS, check_document
from calc.screen_share import merge, picked, shared
from calc.web import handle_screen
from tests.test_screen_state import ALDO, FELIOT, ORC, document

TROLL = {"id": "troll", "name": "Troll", "text": "000", "traits": {"strength": 19}}


def kept() -> dict:
    return check_document(document()).document


def test_a_panel_reads_its_own_pick_else_the_screens():
    screen = kept()["screens"][0]
    assert picked(screen, screen["panels"][0], "you") == "aldo"  # the screen's
    assert picked(screen, screen["panels"][0], "opponent") == "orc"  # its own
    assert picked(screen, screen["panels"][1], "you") == "feliot"


def test_a_screen_shared_with_its_characters_carries_those_it_reads_and_no_other():
    doc = kept()
    doc["characters"].append(TROLL)
    out = shared(doc, 0, characters=True).document
    assert [c["id"] for c in out["characters"]] == ["aldo", "orc", "feliot"]
    assert out["screens"] == [doc["screens"][0]] and out["active"] == 0


def test_a_screen_shared_without_characters_shows_the_same_numbers_from_its_own_inputs():
    out = shared(kept(), 0, characters=False).document
    assert out["characters"] == []
    screen = out["screens"][0]
    assert (screen["you"], screen["opponent"]) == (None, None)
    tackle, hp = screen["panels"][0], screen["panels"][1]
    # Aldo's THAC0, Strength and size, the orc's Strength and natural AC: now the panel's own values.
    assert tackle["inputs"] == {"best_thac0": 15, "natural_ac": 6, "attacker_size": "large", "attacker_strength": 17, "defender_strength": 16, "four_legs": True}
    assert (tackle["you"], tackle["opponent"]) == (None, None)
    assert hp["inputs"] == {"con": 12, "hp": 10, "damage": 16}
    assert screen["panels"][2:] == kept()["screens"][0]["panels"][2:]  # a passage and a table: as they were
    assert screen["log"] == kept()["screens"][0]["log"]


def test_the_characters_alone():
    out = shared(kept(), None, characters=True).document
    assert out == {"format": "pugna-screen", "version": 1, "characters": kept()["characters"], "screens": [], "active": 0}


def test_a_screen_that_is_not_there_is_named():
    verdict = shared(kept(), 4, characters=True)
    assert not verdict.ok and verdict.problems[0].path == "/active"


def test_a_merge_adds_the_incoming_screen_and_shows_it_keeping_everything():
    mine = kept()
    incoming = check_document({"format": "pugna-screen", "version": 1, "characters": [TROLL],
                               "screens": [{"name": "Travel", "you": "troll", "panels": [{"calculator": "tohit"}]}]}).document
    out = merge(mine, incoming).document
    assert out["characters"] == mine["characters"] + [TROLL]
    assert out["screens"][:1] == mine["screens"] and out["screens"][1]["name"] == "Travel"
    assert out["active"] == 1


def test_a_taken_id_is_renamed_and_the_incoming_screens_follow_it():
    mine = kept()
    other_aldo = ALDO | {"name": "Aldo the younger", "traits": {"strength": 9}}
    incoming = check_document({"format": "pugna-screen", "version": 1, "characters": [other_aldo, copy.deepcopy(ORC)],
                               "screens": [{"name": "The ford", "you": "aldo", "opponent": "orc",
                                            "panels": [{"calculator": "tackle_000", "opponent": "aldo"}]}]}).document
    out = merge(mine, incoming).document
    assert [c["id"] for c in out["characters"]] == ["aldo", "orc", "feliot", "aldo-2"]  # the orc is the same orc
    screen = out["screens"][1]
    assert screen["name"] == "The ford (2)"
    assert (screen["you"], screen["opponent"], screen["panels"][0]["opponent"]) == ("aldo-2", "orc", "aldo-2")


def test_the_same_screen_arriving_twice_is_kept_once_and_shown():
    mine = kept()
    mine["screens"].append({"name": "Travel", "you": None, "opponent": None, "panels": [], "log": []})
    again = merge(mine, shared(mine, 0, characters=True).document).document
    assert again["screens"] == mine["screens"] and again["characters"] == mine["characters"]
    assert again["active"] == 0


def test_a_merge_past_the_limits_is_refused_and_says_why():
    mine = kept()
    mine["screens"] = [{"name": f"S{i}", "you": None, "opponent": None, "panels": [], "log": []} for i in range(MAX_SCREENS)]
    incoming = check_document({"format": "pugna-screen", "version": 1, "screens": [{"name": "One more"}]}).document
    verdict = merge(mine, incoming)
    assert not verdict.ok
    assert verdict.problems[0].to_dict("en")["message"] == f"the document: too many; allowed: at most {MAX_SCREENS} (got {MAX_SCREENS + 1})"


def test_the_worker_merges_a_link_and_names_what_is_wrong_with_a_hostile_one():
    mine = kept()
    link = json.dumps({"format": "pugna-screen", "version": 1, "screens": [{"name": "Travel"}]})
    answer = json.loads(handle_screen("merge", json.dumps({"document": mine, "incoming": link})))
    assert answer["ok"] and answer["document"]["screens"][-1]["name"] == "Travel"
    hostile = json.dumps({"format": "pugna-screen", "version": 1, "characters": [FELIOT | {"name": "<img src=x onerror=alert(1)>"}]})
    refused = json.loads(handle_screen("merge", json.dumps({"document": mine, "incoming": hostile}), "es"))
    assert refused["ok"] is False and refused["problems"][0]["path"] == "/characters/0/name"
    assert refused["problems"][0]["message"].startswith("personaje 1 › nombre: ")


def test_the_worker_shares_a_screen():
    answer = json.loads(handle_screen("share", json.dumps({"document": kept(), "screen": 0, "characters": False})))
    assert answer["ok"] and answer["document"]["characters"] == []
    assert json.loads(handle_screen("share", json.dumps({"document": kept(), "screen": "0"})))["ok"] is False


def test_the_worker_checks_one_character_for_the_editor():
    answer = json.loads(handle_screen("character", json.dumps(ALDO | {"traits": {"strength": 40}}), "it"))
    assert answer["ok"] is False and answer["problems"][0]["message"] == "Aldo › Forza: non è un valore che accetta; ammesso: un numero intero da 1 a 25 (ricevuto 40)"
    assert json.loads(handle_screen("character", json.dumps(ALDO)))["document"] == ALDO
