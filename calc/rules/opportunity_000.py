"""000 — "ATTACCO DI OPPORTUNITA'": who may strike a creature leaving melee or passing close by.

Seed 000: a creature leaving a melee may be attacked by every creature it was in melee with;
one passing close by may be attacked by a creature within that creature's reach (Tiny/Small
1 m, Medium 2 m, Large 3 m, Huge 4 m, Gargantuan 5 m). Creatures reaching two hexes (Huge,
Gargantuan) cannot strike one that only approaches them directly. The attack counts as a
back attack (+2 to hit, +2 on the base damage die, no Dex/shield), costs the attacker one
extra fatigue point, is limited to one per round, and aborts a spell still being cast.

Readings: "contro chi passa ad 1 metro" is read as "at that distance or closer"; the
direct-approach exception is applied only to the two-hex sizes, as printed.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..common.sizes import creature_size_field
from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Output, Side
from ..i18n import _
from ..vocab import verdict_outputs
from ..tables.conditions_000 import BACK_ATTACK
from ..tables.opportunity_000 import EXTRA_FATIGUE, OPPORTUNITY_SOURCE, REACH, TWO_HEX_SIZES
from ..tables.sizes import CreatureSize

__all__ = ["Opportunity", "REASONS", "reach_m", "opportunity", "CALCULATORS"]


REASONS = (
    Option("already_used", _("Only one attack of opportunity per round")),
    Option("out_of_reach", _("Out of reach")),
    Option(
        "direct_approach",
        _("A two-hex creature cannot strike one approaching it directly"),
    ),
)


@dataclass(frozen=True)
class Opportunity:
    allowed: bool
    reason: str  # a code of REASONS; "" when allowed


def reach_m(size: CreatureSize) -> int:
    """Distance at which a creature of ``size`` strikes those passing by."""
    return REACH[size].metres


def opportunity(
    size: CreatureSize,
    *,
    leaving_melee: bool,
    distance_m: int = 0,
    direct_approach: bool = False,
    already_used: bool = False,
) -> Opportunity:
    """May a creature of ``size`` make an attack of opportunity on the mover?"""
    if already_used:
        return Opportunity(False, "already_used")
    if leaving_melee:
        return Opportunity(True, "")
    if distance_m > reach_m(size):
        return Opportunity(False, "out_of_reach")
    if direct_approach and size in TWO_HEX_SIZES:
        return Opportunity(False, "direct_approach")
    return Opportunity(True, "")


def _compute(size: str, situation: str, distance_m: int, direct_approach: bool, already_used: bool, casting: bool) -> dict[str, object]:
    creature = CreatureSize(size)
    o = opportunity(
        creature,
        leaving_melee=situation == "leaving_melee",
        distance_m=distance_m,
        direct_approach=direct_approach,
        already_used=already_used,
    )
    return {
        "allowed": o.allowed,
        "reason": o.reason,
        "reach_m": reach_m(creature),
        "to_hit": BACK_ATTACK.to_hit if o.allowed else 0,
        "damage_die": BACK_ATTACK.die if o.allowed else 0,
        "dex_shield_lost": o.allowed,
        "extra_fatigue": EXTRA_FATIGUE if o.allowed else 0,
        "spell_aborted": o.allowed and casting,
    }


CALCULATORS = (
    Calculator(
        name="opportunity_000",
        # May it strike? The question asked; when it may, the bonuses are always the back attack's.
        primary="allowed",
        title=_("Attack of opportunity"),
        summary=_(
            "Whether a creature may strike one leaving melee or passing within its reach, and "
            "with what bonuses.",
        ),
        source=OPPORTUNITY_SOURCE,
        fields=(
            creature_size_field("size", _("Size of the striking creature"), Side.SELF),
            ChoiceField(
                "situation",
                _("The mover"),
                (
                    Option("passing", _("Passes close by")),
                    Option("leaving_melee", _("Leaves the melee")),
                ),
                default="passing",
            ),
            IntField("distance_m", _("Closest distance (m)"), minimum=0, maximum=100, default=1),
            BoolField("direct_approach", _("Only approaches directly")),
            BoolField("already_used", _("Already made one this round")),
            BoolField("casting", _("Striker is casting a spell")),
        ),
        outputs=(
            *verdict_outputs(REASONS, _("Attack allowed")),
            Output("reach_m", _("Reach (m)")),
            Output("to_hit", _("To-hit bonus (back attack)")),
            Output("damage_die", _("Bonus on the base damage die")),
            Output("dex_shield_lost", _("Target loses Dex and shield")),
            Output("extra_fatigue", _("Extra fatigue points")),
            Output("spell_aborted", _("Spell being cast is aborted")),
        ),
        compute=_compute,
        readings=(
            _(
                "\"Passes at 1 m\" is read as \"at that distance or closer\"; the direct-approach exception "
                "applies only to Huge and Gargantuan (the two-hex reach), as printed. A creature leaving "
                "melee can be struck by all it was in melee with, whatever their size.",
            ),
        ),
    ),
)
