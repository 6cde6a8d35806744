"""Which readings of a question answer it best, apart from how they were read.

A reading's :func:`score` is what the calculator accounts for in the question: each word by
how much it says (its weight) and how well the calculator explains it (naming the calculator,
an answer or an input, or binding a value), each number it binds; plus how much of the
calculator's title, and of its main answer's label, the question says outright ("CA in
parata" is the parry's answer); and a little for a calculator of a text in the reader's
language, the page's ("derribo" asked on a Spanish page is 003's maneuver before 000's tackle).
Between equal scores, the registry's order (a text's main calculator is declared before its
variants).

:func:`rank` reads only the calculators that can still make the list: each one's
:func:`bound` (what its :class:`~calc.matching.Glance` allows at most) is checked against the
answers kept so far, best bounds first; the list is the one reading them all would give.
"""

from __future__ import annotations

import functools

from .lexicon import Lexicon, lexicon
from .matching import NUMBER_WEIGHT, Glance, Question, Reading, glance, read_as
from .registry import calculators

__all__ = ["score", "bound", "order", "rank", "TITLE_WEIGHT", "ANSWER_WEIGHT", "LANG_WEIGHT", "MOST"]

TITLE_WEIGHT = 1.0
ANSWER_WEIGHT = 0.5
LANG_WEIGHT = 0.3  # about a tenth of what a distinctive word says
MOST = 5  # answers given at most: a card and four others


def score(reading: Reading, question: Question, lang: str | None = None) -> float:
    said = sum(w * e for w, e in zip(question.weights, reading.explained))
    return said + TITLE_WEIGHT * reading.title + ANSWER_WEIGHT * reading.answer + _in_lang(reading.calculator, lang)


def _in_lang(name: str, lang: str | None) -> float:
    return LANG_WEIGHT if lang is not None and _text_langs()[name] == lang else 0.0


def bound(seen: Glance, question: Question, lang: str | None = None) -> float:
    """The most :func:`score` can give the reading of ``seen``: a word that may bind a value is
    explained in full, a number near an integer field's label fills it, and the question's words
    may stand together where they meet the title and the main answer."""
    said = 0.0
    for token, weight, explains, binds in zip(question.tokens, question.weights, seen.explains, seen.binds):
        if token.is_number:
            said += NUMBER_WEIGHT if binds else 0.0
        else:
            said += weight * (1.0 if binds else explains)
    return said + TITLE_WEIGHT * seen.title + ANSWER_WEIGHT * seen.answer + _in_lang(seen.calculator, lang)


def order(reading: Reading, question: Question, lang: str | None = None) -> tuple:
    """The sort key of a reading: best score first, then the ties' order (module docstring)."""
    # Rounded: two sums of the same terms in another order must not differ in the last bit.
    return (-round(score(reading, question, lang), 9), _positions()[reading.calculator])


@functools.cache
def _positions() -> dict[str, int]:
    return {c.name: i for i, c in enumerate(calculators())}


@functools.cache
def _text_langs() -> dict[str, str]:
    return {c.name: c.source.seed.lang for c in calculators()}


def rank(question: Question, lang: str | None = None, most: int = MOST, lex: Lexicon | None = None) -> list[Reading]:
    """The ``most`` readings of ``question`` that answer it best, best first; none that
    explains none of its words."""
    lex = lex or lexicon()
    bounds = sorted(((round(bound(g, question, lang), 9), i, g) for i, g in enumerate(glance(question, lex))), key=lambda b: (-b[0], b[1]))
    kept: list[tuple[tuple, Reading]] = []
    for most_it_can, _, g in bounds:
        if len(kept) == most and most_it_can < -kept[-1][0][0]:
            break  # neither this one nor any after it can reach the list
        reading = read_as(g, question, lex)
        if any(e for t, e in zip(question.tokens, reading.explained) if not t.is_number):  # a number alone names nothing
            kept = sorted([*kept, (order(reading, question, lang), reading)], key=lambda k: k[0])[:most]
    return [reading for _, reading in kept]
