"""000 — "COLPO MIRATO": an attack aimed at one location of the target.

Seed 000: announced in the intentions phase; +1 to initiative; to-hit penalty –3 (large part,
e.g. torso), –4 (medium, e.g. limb), –5 (small, e.g. head). The location's own AC is used:
"dovrà allora colpire AC 10 con una penalità di – 5, quindi AC 5" — the penalty turns into
an effective AC (AD&D: a lower AC is harder to hit). Against an object the creature carries,
the penalties apply to the creature's best AC, and a hit makes the object save instead of
dealing damage. On a critical the location is the aimed one.

With a THAC0 the attacker hits on a d20 ≥ THAC0 − effective AC; the worked example (THAC0 15,
head with no helmet at AC 10, –5) needs 10. No natural result is automatic (the text names none).
"""

from __future__ import annotations

from fractions import Fraction

from ..common.ranges import THAC0_FIELD_RANGE
from ..declare import Calculator, ChoiceField, IntField, Option, Output, Side, Unit
from ..i18n import _
from ..probability import d20_at_least, exact
from ..vocab import THAC0
from ..tables.aimed_000 import AIMED_INITIATIVE, AIMED_PENALTY, AIMED_SOURCE, AimedPart
from ..vocab import OTHER_TO_HIT_FIELD

__all__ = ["effective_ac", "aimed_roll_needed", "p_aimed_hit", "CALCULATORS"]


def effective_ac(location_ac: int, part: AimedPart) -> int:
    """The AC to hit once the aiming penalty is counted: AC 10, –5 → AC 5."""
    return location_ac + AIMED_PENALTY[part]


def aimed_roll_needed(thac0: int, location_ac: int, part: AimedPart, other_to_hit: int = 0) -> int:
    return thac0 - effective_ac(location_ac, part) - other_to_hit


def p_aimed_hit(thac0: int, location_ac: int, part: AimedPart, other_to_hit: int = 0) -> Fraction:
    return d20_at_least(aimed_roll_needed(thac0, location_ac, part, other_to_hit))


def _compute(part: str, location_ac: int, thac0: int, other_to_hit: int, target: str) -> dict[str, object]:
    p_part = AimedPart(part)
    p, fraction = exact(p_aimed_hit(thac0, location_ac, p_part, other_to_hit))
    return {
        "to_hit_penalty": AIMED_PENALTY[p_part],
        "initiative_penalty": AIMED_INITIATIVE,
        "effective_ac": effective_ac(location_ac, p_part),
        "roll_needed": aimed_roll_needed(thac0, location_ac, p_part, other_to_hit),
        "p_hit": p,
        "p_hit_fraction": fraction,
        "on_hit": "object_save" if target == "object" else "damage",
    }


CALCULATORS = (
    Calculator(
        name="aimed_blow_000",
        primary="p_hit",
        title=_("Aimed blow"),
        summary=_(
            "Penalty by location size, +1 initiative, the effective AC, the d20 needed and the "
            "exact chance to hit.",
        ),
        source=AIMED_SOURCE,
        fields=(
            ChoiceField(
                "part",
                _("Aimed part"),
                (
                    Option("large", _("Large part (torso, large object)")),
                    Option("medium", _("Medium part (limb, medium object)")),
                    Option("small", _("Small part (head, small object)")),
                ),
            ),
            IntField(
                "location_ac",
                _("AC of that location"),
                minimum=-10,
                maximum=10,
                default=10,
                help=_("For an object, the creature's best AC."),
            ),
            IntField("thac0", _("THAC0"), minimum=THAC0_FIELD_RANGE[0], maximum=THAC0_FIELD_RANGE[1], example=15,
                     trait=THAC0, side=Side.SELF),
            OTHER_TO_HIT_FIELD,
            ChoiceField(
                "target",
                _("Target"),
                (
                    Option("creature", _("Part of the creature")),
                    Option("object", _("Object it carries")),
                ),
                default="creature",
            ),
        ),
        outputs=(
            Output("to_hit_penalty", _("To-hit penalty")),
            Output("initiative_penalty", _("Initiative penalty")),
            Output("effective_ac", _("Effective AC")),
            Output("roll_needed", _("d20 needed")),
            Output("p_hit", _("Chance to hit"), unit=Unit.PROBABILITY),
            Output("p_hit_fraction", _("Chance (exact)")),
            Output(
                "on_hit",
                _("On a hit"),
                codes=(
                    Option("damage", _("Normal damage")),
                    Option("object_save", _("No damage; the object saves or breaks")),
                ),
            ),
        ),
        compute=_compute,
        readings=(
            _(
                "The penalty is applied as in the seed's example: location AC 10 with -5 is AC 5; hit on "
                "d20 ≥ THAC0 − that AC.",
            ),
        ),
    ),
)
