"""``calc.ask``: a player's question in, the calculators that answer it out.

``ask("parata maestro scudo medio CA 4")`` reads the question against what every calculator
declares (:mod:`calc.matching`), ranks the readings (:mod:`calc.ranking`) and answers with the
best few, each computed by :func:`calc.dispatch` from the inputs read and, for the rest, the
values its form starts with. Italian, Spanish, Russian and English words, mixed too.

A number outside its field's range is not used: the answer carries the field's
:class:`~calc.errors.InputError` (shown as forms show it) and no result. Words that no input
of the answer reads and that do not name it are listed as ``unused``, as typed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .declare import starting_values
from .errors import InputError
from .i18n import lang_or_default
from .matching import Question, Reading, read
from .ranking import MOST, rank
from .registry import dispatch, get

__all__ = ["Answer", "ask", "MAX_QUESTION_CHARS"]

# A question is a line typed at the table; beyond this it is cut (a pasted page reads no better).
MAX_QUESTION_CHARS = 400


@dataclass(frozen=True)
class Answer:
    calculator: str
    inputs: dict[str, Any]  # the values read from the question, parsed as the fields parse them
    result: dict[str, Any] | None  # dispatch's answer to them (None when one is out of range)
    error: InputError | None  # the first value read outside its field's domain
    unused: tuple[str, ...]  # the question's words and numbers this answer does not read, as typed


def _answer(reading: Reading, question: Question) -> Answer:
    c = get(reading.calculator)
    inputs: dict[str, Any] = {}
    error = None
    for name, raw in reading.inputs.items():
        try:
            inputs[name] = c.field(name).parse(raw)
        except InputError as refused:
            error = error or refused
            inputs[name] = _as_typed(raw)
    result = None if error else dispatch(c.name, starting_values(c) | inputs)
    unused = tuple(t.typed for t, e in zip(question.tokens, reading.explained) if not e)
    return Answer(c.name, inputs, result, error, unused)


def _as_typed(raw: object) -> object:
    """A refused number as a number, when it is one ("CA 40"), else as typed."""
    try:
        return int(raw)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return raw


def ask(query: object, lang: str | None = None, most: int = MOST) -> list[Answer]:
    """The calculators that best answer ``query`` (at most ``most``, five unless asked, best
    first), each with the inputs read from it and its result. ``lang``, the reader's language,
    only breaks ties (a calculator of a text in that language first); words are read in every
    language. Never raises on any text; anything but a string reads as an empty question.
    The fewer asked for, the fewer read and computed: the page's card asks for one."""
    text = query[:MAX_QUESTION_CHARS] if isinstance(query, str) else ""
    question = read(text)
    if not question.tokens:
        return []
    best = rank(question, lang_or_default(lang) if lang else None, most)
    return [_answer(r, question) for r in best]
