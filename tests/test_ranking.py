"""Ranking readings, apart from how they were read: the score, its bound, the order of ties."""

from __future__ import annotations

import pytest

from calc.matching import Question, Reading, glance, read, read_as, readings
from calc.ranking import ANSWER_WEIGHT, LANG_WEIGHT, MOST, TITLE_WEIGHT, bound, order, rank, score
from calc.words import Token
from tests.ask_questions import ALL

QUESTIONS = sorted({q for _, q, _, _ in ALL}) + ["parata", "attacco", "CA 4 5 6 7 8 9 10", "d20", "scudo scudo scudo"]


def _question(*weights: float) -> Question:
    words = tuple(Token(f"w{i}", f"w{i}", 3 * i, 3 * i + 2) for i in range(len(weights)))
    return Question("", words, tuple({} for _ in words), weights, tuple(False for _ in words))


def _reading(name: str, explained: tuple[float, ...], title: float = 0.0, answer: float = 0.0) -> Reading:
    return Reading(name, {}, (), explained, title, answer)


def test_a_reading_scores_the_weight_of_the_words_it_explains():
    q = _question(2.0, 1.0)
    assert score(_reading("parry", (1.0, 0.0)), q) == 2.0
    assert score(_reading("parry", (0.5, 1.0)), q) == 2.0


def test_saying_the_title_or_the_main_answer_adds_to_the_score():
    q = _question(1.0)
    plain = score(_reading("parry", (1.0,)), q)
    assert score(_reading("parry", (1.0,), title=1.0), q) == plain + TITLE_WEIGHT
    assert score(_reading("parry", (1.0,), answer=1.0), q) == plain + ANSWER_WEIGHT


def test_a_text_in_the_readers_language_counts_a_little():
    q = _question(1.0)
    assert score(_reading("parry", (1.0,)), q, "it") == score(_reading("parry", (1.0,)), q) + LANG_WEIGHT  # parry: text 000
    assert score(_reading("parry", (1.0,)), q, "es") == score(_reading("parry", (1.0,)), q)


def test_equal_scores_keep_the_registrys_order():
    q = _question(1.0)
    first, second = _reading("parry", (1.0,)), _reading("parry_outcome_000", (1.0,))
    assert sorted([second, first], key=lambda r: order(r, q)) == [first, second]


@pytest.mark.parametrize("question", QUESTIONS)
def test_no_reading_scores_above_its_bound(question):
    q = read(question)
    for seen in glance(q):
        for lang in (None, "it", "ru"):
            assert round(score(read_as(seen, q), q, lang), 9) <= round(bound(seen, q, lang), 9), seen.calculator


@pytest.mark.parametrize("question", QUESTIONS)
@pytest.mark.parametrize("lang", [None, "es"])
def test_rank_lists_what_reading_every_calculator_would(question, lang):
    """rank() stops reading where no bound can reach the list: the list must not change."""
    q = read(question)
    every = [r for r in readings(q) if any(e for t, e in zip(q.tokens, r.explained) if not t.is_number)]
    assert rank(q, lang) == sorted(every, key=lambda r: order(r, q, lang))[:MOST]


def test_the_readers_language_breaks_a_close_call():
    # "iniziativa": text 001's initiative order, or text 003's (Akenar), alike but for the text.
    q = read("iniziativa")
    assert rank(q, "it")[0].calculator == "initiative_order_001"
    assert rank(q, "es")[0].calculator == "initiative_order_003"


def test_a_reading_that_explains_no_word_is_not_listed():
    assert rank(read("4 5")) == []
    assert rank(read("xyzzy")) == []


def test_at_most_five():
    assert len(rank(read("attacco"))) == MOST
