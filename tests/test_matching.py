"""Reading a question as one calculator would: what binds to which field, what stays unused.

Each case names the calculator, so these test the reading alone (which calculator answers
best is tests/test_ranking.py's)."""

from __future__ import annotations

import pytest

from calc.matching import PREFIX, EXACT, Reading, glance, read, read_as, readings


def reading(question: str, name: str) -> Reading:
    q = read(question)
    seen = next(g for g in glance(q) if g.calculator == name)
    return read_as(seen, q)


def unused(question: str, name: str) -> list[str]:
    q = read(question)
    return [t.typed for t, e in zip(q.tokens, reading(question, name).explained) if not e]


@pytest.mark.parametrize(
    ("question", "name", "inputs"),
    [
        # A number binds to the field whose words stand next to it, before or after.
        ("CA 4", "parry", {"ac": "4"}),
        ("4 CA", "parry", {"ac": "4"}),
        ("ataque base 3", "attack_003", {"base_attack": "3"}),
        ("2 incrementos", "attack_003", {"increments": "2"}),
        ("КБ 18", "ac_modifiers_004", {"ac": "18"}),
        # Signed, with the minus the site prints: the field parses it as a form would.
        ("CA −2", "parry", {"ac": "-2"}),
        ("NPC +7", "tohit", {"npc": "+7"}),
        # Past a word that binds nothing here (the title's).
        ("daño masivo 60", "massive_damage_003", {"damage": "60"}),
        # Between two labels, each number to its own: the most numbers, on one side of theirs.
        ("Costituzione 14 PF -3", "stabilise_003", {"con": "14", "hp": "-3"}),
        ("distancia 45 incremento 10", "range_penalty_003", {"increment_m": "10", "distance_m": "45"}),
        ("consapevoli 3, sorpresi 2", "surprise_001", {"aware": "3", "surprised": "2"}),
        ("L(B) 5 ST 3", "ranged_attack_002", {"l_b": "5", "st": "3"}),
        # A choice by its label in any language, two in one question.
        ("scudo medio", "parry", {"shield": "medium"}),
        ("buckler", "parry", {"shield": "buckler"}),
        ("escudo mediano maestro", "parry", {"mastery": "master", "shield": "medium"}),
        ("частичное", "cover_004", {"degree": "partial"}),
        ("testa", "aimed_blow_000", {"part": "small"}),  # "Parte piccola (testa, oggetto small)"
        # Beside its field's label, a size is that field's.
        ("taglia di chi para grande", "parry", {"defender_size": "large"}),
        ("taglia dell'attaccante grande", "parry", {"attacker_size": "large"}),
        # A yes/no field by its label; no after a negation.
        ("con scudo", "close_combat_000", {"shield": True}),
        ("senza scudo", "close_combat_000", {"shield": False}),
        ("punta metálica", "stuck_arrow_003", {"metal_tip": True}),
        # Through the glossary: CA, AC, КБ, КД name the armour class; PF, PG, HP the hit points.
        ("AC 5", "parry", {"ac": "5"}),
        ("КД 5", "parry", {"ac": "5"}),
        ("HP -3", "stabilise_003", {"hp": "-3"}),
        # The word being typed: "maes" is already "Maestro".
        ("parata maes", "parry", {"mastery": "master"}),
    ],
)
def test_what_binds(question, name, inputs):
    assert reading(question, name).inputs == inputs


def test_title_words_stay_the_topic():
    # "asalto de sorpresa" is the title, not the choice "surprise round, before its turn".
    assert reading("asalto de sorpresa desprevenido esquiva asombrosa", "surprise_003").inputs == {"uncanny_dodge": True}
    # "Attacco corpo a corpo" is the title, not the choice "Attacco con il corpo" (one "corpo" only).
    assert reading("attacco corpo a corpo D(A) 2", "melee_attack_002").inputs == {"d_a": "2"}


def test_an_exact_stem_wins_over_one_sharing_its_start():
    # "guardia" is "Di guardia" (guard), not "Guardingo" (wary), which only begins alike.
    assert reading("sorpresa di guardia", "surprise_000").inputs == {"state": "guard"}


def test_a_value_out_of_range_is_read_as_typed():
    assert reading("parata CA 40", "parry").inputs == {"ac": "40"}  # ask names the error


def test_words_that_bind_nothing_are_unused_and_stopwords_are_not():
    assert unused("parata con lo scudo rotondo CA 4", "parry") == ["rotondo"]
    assert unused("CA 4 5", "parry") == ["5"]  # one value per field


def test_a_number_alone_names_nothing():
    q = read("4")
    assert all(not any(r.explained) for r in readings(q))


def test_a_word_meets_its_exact_stems_surely_and_others_less():
    q = read("parata attaccante")
    assert q.matches[0]["par"] == EXACT
    assert q.matches[1]["attacc"] == PREFIX  # "attacco": a shorter stem, the same start


def test_a_glossary_member_gives_its_group():
    q = read("CA")
    assert any(s.startswith("~") for s in q.matches[0])


def test_the_word_being_typed():
    # Unfinished, "para" may be "parata"; finished (a space after it), it is Spanish "for".
    assert read("para").matches[0] and read("para ").tokens == ()
    # A single letter being typed meets nothing yet; "maes" meets "Maestro" already.
    assert read("parata m").matches[1] == {} and read("parata m ").matches[1] != {}
    assert "maestr" in read("parata maes").matches[1] and "maestr" not in read("parata maes ").matches[1]
