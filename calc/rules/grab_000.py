"""000 — "AFFERRARE UN OGGETTO": grabbing an object (or a limb) and wrenching it away.

The grab is a to-hit roll at −5 with one free hand or −4 with both; on a hit both
creatures immediately make a strength check, whoever uses one hand only with a +2
penalty. The grabber winning tears the object away; the victim winning makes the grabber
let go; a tie ("parità") leaves the object contested (repeated next round, then both act
at +3 initiative).

The to-hit roll is text 000's (:mod:`calc.common.attack_roll`), the strength check the
opposed check (:mod:`calc.common.opposed`).

Reading for the grab's "penalità di + 2": it is added to that creature's d20 (roll
under the score), and the modified roll is the one compared.
"""

from __future__ import annotations

from ..common.attack_roll import NATURAL_ROLL_READING, THAC0_LABEL, attack_hit_chance, roll_needed
from ..common.opposed import OPPOSED_CHECK_READING, opposed_check, strength_field
from ..common.ranges import AC_FIELD_RANGE, THAC0_FIELD_RANGE
from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Output, Side
from ..i18n import _
from ..vocab import AC, OTHER_TO_HIT_FIELD, THAC0, probability_outputs, probability_values
from ..tables.grab_000 import CONTESTED_INITIATIVE_PENALTY, GRAB_SOURCE, GRAB_TO_HIT, ONE_HAND_CHECK_PENALTY, Hands

__all__ = ["grab_to_hit", "check_roll_penalty", "HANDS_FIELD", "CALCULATORS"]


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


HANDS_FIELD = ChoiceField(
    name="hands",
    label=_("Hands used to grab"),
    options=(
        Option("one", _("One free hand")),
        Option("two", _("Both hands")),
    ),
    default="two",
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
