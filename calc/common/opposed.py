"""Text 000's opposed check between two creatures ("check di forza", "prova comparata").

The seed never says how one is decided ("AFFERRARE UN OGGETTO", "SOPPRIMERE UN AVVERSARIO",
"COMBATTIMENTO RAVVICINATO" all call for one). Reading (AD&D's opposed roll, as in Player's
Option: Combat & Tactics): each rolls a d20 against his own score; a roll succeeds when, with
its roll modifiers, it does not exceed the score; the higher successful roll wins; equal
successful rolls, or two failures, are a tie."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ..declare import IntField, Side
from ..i18n import Message, _
from ..sources import cite
from ..vocab import DEXTERITY, STRENGTH
from .ranges import SCORE_FIELD_RANGE

__all__ = ["Contest", "opposed_check", "strength_field", "dexterity_field", "OPPOSED_CHECK_READING", "OPPOSED_SOURCE"]

OPPOSED_SOURCE = cite("000", "AFFERRARE UN OGGETTO")

OPPOSED_CHECK_READING = _(
    "Opposed check (not defined by the text; AD&D opposed roll): each rolls a d20"
    " under his own score; the higher successful roll wins; equal successful "
    "rolls or two failures are a tie. 18/xx counts as 18.",
)
@dataclass(frozen=True)
class Contest:
    """Exact chances of an opposed check between a first and a second creature."""

    first_wins: Fraction
    tie: Fraction
    second_wins: Fraction


def opposed_check(first_score: int, second_score: int, first_penalty: int = 0, second_penalty: int = 0) -> Contest:
    """Opposed roll-under d20 check: the higher successful roll wins.

    A creature succeeds when ``d20 + penalty <= score``; if both succeed the higher roll
    (as rolled) wins, equal rolls tie; if only one succeeds it wins; if both fail it is a
    tie. Scores above 20 always succeed, scores below 1 never do (no natural-roll rule).
    A penalty only makes success harder: it is never added to the roll being compared,
    where a higher number would help (so a penalty can never improve the odds).
    """
    first = second = tie = 0
    for a in range(1, 21):
        for b in range(1, 21):
            ok_a, ok_b = a + first_penalty <= first_score, b + second_penalty <= second_score
            if ok_a and ok_b:
                first += a > b
                second += b > a
                tie += a == b
            elif ok_a:
                first += 1
            elif ok_b:
                second += 1
            else:
                tie += 1
    return Contest(Fraction(first, 400), Fraction(tie, 400), Fraction(second, 400))


def strength_field(name: str, label: Message, side: Side) -> IntField:
    """A Strength score for an opposed check, as the grab and the tackle ask for it."""
    return IntField(
        name=name,
        label=label,
        minimum=SCORE_FIELD_RANGE[0],
        maximum=SCORE_FIELD_RANGE[1],
        example=12,
        help=_("Enter 18/xx as 18."),
        trait=STRENGTH,
        side=side,
    )


def dexterity_field(name: str, label: Message, side: Side) -> IntField:
    """A Dexterity score for an opposed check, as entering close combat asks for it."""
    return IntField(name=name, label=label, minimum=SCORE_FIELD_RANGE[0], maximum=SCORE_FIELD_RANGE[1], example=12, trait=DEXTERITY, side=side)
