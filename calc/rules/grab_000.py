"""000 — "AFFERRARE UN OGGETTO": grabbing an object (or a limb) and wrenching it away.

The grab is a to-hit roll at −5 with one free hand or −4 with both; on a hit both
creatures immediately make a strength check, whoever uses one hand only with a +2
penalty. The grabber winning tears the object away; the victim winning makes the grabber
let go; a tie ("parità") leaves the object contested (repeated next round, then both act
at +3 initiative).

Also here, shared by this seed's other manoeuvres (tackle, close combat):

* :func:`attack_hit_chance` — d20 ≥ THAC0 − AC − modifiers. Reading: no natural roll is an
  automatic hit or miss (the text names none), as this seed's block, disarm and aimed blow
  calculators read it too.
* :func:`opposed_check` — the seed never says how a "check"/"prova comparata" between two
  creatures is decided. Reading (AD&D's opposed roll, as in Player's Option: Combat &
  Tactics): each rolls a d20 against his own score; a roll succeeds when, with its roll
  modifiers, it does not exceed the score; the higher successful roll wins; equal
  successful rolls, or two failures, are a tie.
* Reading for the grab's "penalità di + 2": it is added to that creature's d20 (roll
  under the score), and the modified roll is the one compared.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Output, Side
from ..i18n import Message, _
from ..vocab import AC, OTHER_TO_HIT_FIELD, STRENGTH, THAC0, probability_outputs, probability_values
from ..probability import d20_at_least
from ..tables.grab_000 import CONTESTED_INITIATIVE_PENALTY, GRAB_SOURCE, GRAB_TO_HIT, ONE_HAND_CHECK_PENALTY, Hands

__all__ = [
    "Contest",
    "attack_hit_chance",
    "roll_needed",
    "opposed_check",
    "grab_to_hit",
    "check_roll_penalty",
    "strength_field",
    "HANDS_FIELD",
    "THAC0_LABEL",
    "THAC0_FIELD_RANGE",
    "AC_FIELD_RANGE",
    "SCORE_FIELD_RANGE",
    "OPPOSED_CHECK_READING",
    "NATURAL_ROLL_READING",
    "CALCULATORS",
]

THAC0_FIELD_RANGE = (-10, 30)
AC_FIELD_RANGE = (-10, 10)
SCORE_FIELD_RANGE = (1, 25)  # ability scores for checks; 18/xx is entered as 18


def roll_needed(thac0: int, ac: int, to_hit_modifier: int = 0) -> int:
    """The d20 roll needed: THAC0 − AC − modifiers (AD&D attack roll), not clamped."""
    return thac0 - ac - to_hit_modifier


def attack_hit_chance(needed: int) -> Fraction:
    """P(d20 ≥ ``needed``); no natural roll is automatic, so it can be 0 or 1."""
    return d20_at_least(needed)


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


def grab_to_hit(hands: Hands) -> int:
    """To-hit modifier of the grab: one free hand −5, both hands −4."""
    return GRAB_TO_HIT[hands]


def check_roll_penalty(one_hand: bool) -> int:
    """What is added to the d20 of the strength check: +2 for whoever uses one hand only."""
    return ONE_HAND_CHECK_PENALTY if one_hand else 0


def _grab(
    hands: str,
    thac0: int,
    other_to_hit: int,
    target_ac: int,
    grabber_strength: int,
    victim_strength: int,
    victim_one_hand: bool,
) -> dict[str, object]:
    hand = Hands(hands)
    modifier = grab_to_hit(hand) + other_to_hit
    needed = roll_needed(thac0, target_ac, modifier)
    p_hit = attack_hit_chance(needed)
    contest = opposed_check(
        grabber_strength,
        victim_strength,
        check_roll_penalty(hand is Hands.ONE),
        check_roll_penalty(victim_one_hand),
    )
    return {
        "to_hit_modifier": modifier,
        "roll_needed": needed,
        **probability_values("p_hit", p_hit),
        **probability_values("p_grabber_wins", contest.first_wins),
        **probability_values("p_tie", contest.tie),
        **probability_values("p_victim_wins", contest.second_wins),
        **probability_values("p_wrested", p_hit * contest.first_wins),
        "tie_initiative_penalty": CONTESTED_INITIATIVE_PENALTY,
    }


THAC0_LABEL = _("THAC0")
HANDS_FIELD = ChoiceField(
    name="hands",
    label=_("Hands used to grab"),
    options=(
        Option("one", _("One free hand")),
        Option("two", _("Both hands")),
    ),
    default="two",
)
NATURAL_ROLL_READING = _(
    "To hit: d20 ≥ THAC0 − AC − modifiers; no natural roll is an automatic hit or "
    "miss (the text names none).",
)
OPPOSED_CHECK_READING = _(
    "Opposed check (not defined by the text; AD&D opposed roll): each rolls a d20"
    " under his own score; the higher successful roll wins; equal successful "
    "rolls or two failures are a tie. 18/xx counts as 18.",
)


def strength_field(name: str, label: Message, side: Side) -> IntField:
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


CALCULATORS = (
    Calculator(
        name="grab_000",
        primary="p_wrested",
        title=_("Grab an object"),
        summary=_(
            "To-hit roll at −5 (one free hand) or −4 (both), then the opposed strength check to "
            "wrench the object away.",
        ),
        source=GRAB_SOURCE,
        fields=(
            HANDS_FIELD,
            IntField(name="thac0", label=THAC0_LABEL, minimum=THAC0_FIELD_RANGE[0], maximum=THAC0_FIELD_RANGE[1], example=15,
                     trait=THAC0, side=Side.SELF),
            OTHER_TO_HIT_FIELD,
            IntField(
                name="target_ac",
                label=_("Victim's AC"),
                minimum=AC_FIELD_RANGE[0],
                maximum=AC_FIELD_RANGE[1],
                example=5,
                trait=AC,
                side=Side.OPPONENT,
            ),
            strength_field("grabber_strength", _("Grabber's strength"), Side.SELF),
            strength_field("victim_strength", _("Victim's strength"), Side.OPPONENT),
            BoolField(
                name="victim_one_hand",
                label=_("Victim holds on with one hand only"),
                default=False,
            ),
        ),
        outputs=(
            Output("to_hit_modifier", _("To-hit modifier")),
            Output("roll_needed", _("d20 needed")),
            *probability_outputs("p_hit", _("Chance to grab")),
            *probability_outputs("p_grabber_wins", _("Grabber wins the check")),
            *probability_outputs("p_tie", _("Tie: object contested")),
            *probability_outputs("p_victim_wins", _("Victim wins the check")),
            *probability_outputs("p_wrested", _("Grab hits and object wrenched away")),
            Output("tie_initiative_penalty", _("If the tie is kept up: next round's initiative penalty for both")),
        ),
        compute=_grab,
        readings=(
            NATURAL_ROLL_READING,
            OPPOSED_CHECK_READING,
            _(
                "The one-hand \"+2 penalty\" makes that creature's check harder (d20 + 2 must not exceed his"
                " strength); successful rolls are compared as rolled, so one hand never improves the odds.",
            ),
        ),
    ),
)
