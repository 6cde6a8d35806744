"""000 — sight: moving blind ("Accecato") and avoiding a gaze ("Evitare lo sguardo").

- A blind creature moves safely at 1/3 of its speed; it heads the intended way on 1–5 on a
  d10 (1–7 with blind fighting), surely when "in costante contatto con un oggetto"; a blinded
  flier crash-lands for 1d4 per size.
- Avoiding a gaze: 50% per source of danger, rolled apart each round; a gaze met gives +1 to
  its save.

What either condition does to attackers and to the creature's own rolls is
:mod:`.conditions_000`'s.
"""

from __future__ import annotations

from fractions import Fraction

from ..common.sizes import creature_size_field
from ..declare import BoolField, Calculator, IntField, Output, Side, Unit
from ..i18n import _
from ..tables.conditions_000 import (
    AVOID_GAZE_CHANCE,
    AVOID_GAZE_SAVE_BONUS,
    BLIND_CRASH_DIE,
    BLIND_DIRECTION_DIE,
    BLIND_DIRECTION_OK,
    BLIND_DIRECTION_OK_FIGHTING,
    BLIND_SAFE_SPEED,
    CONDITIONS,
    ConditionKey,
)
from ..tables.sizes import CreatureSize
from ..tables.sizes_000 import CREATURE_SIZES
from ..vocab import BLIND_FIGHTING, probability_values

__all__ = ["blind_direction_roll", "blind_direction_chance", "blind_crash_dice", "avoid_gaze_all", "CALCULATORS"]


def blind_direction_roll(blind_fighting: bool, touching: bool = False) -> int:
    """The highest d10 that heads a blind mover the intended way: 5, 7 with blind fighting, any
    roll when "in costante contatto con un oggetto"."""
    if touching:
        return BLIND_DIRECTION_DIE
    return BLIND_DIRECTION_OK_FIGHTING if blind_fighting else BLIND_DIRECTION_OK


def blind_direction_chance(blind_fighting: bool, touching: bool = False) -> Fraction:
    """P(a blind mover heads where intended): :func:`blind_direction_roll` or less on the d10."""
    return Fraction(blind_direction_roll(blind_fighting, touching), BLIND_DIRECTION_DIE)


def blind_crash_dice(size: CreatureSize) -> int:
    """d4s of damage for a blinded flier's crash landing: one per size step, Tiny = 1."""
    return CREATURE_SIZES.index(size) + 1


def avoid_gaze_all(sources: int) -> Fraction:
    """P(avoiding every one of ``sources`` gaze dangers this round): 50% each, rolled apart."""
    return AVOID_GAZE_CHANCE**sources


def _blind_result(blind_fighting: bool, touching: bool, size: str) -> dict[str, object]:
    dice = blind_crash_dice(CreatureSize(size))
    return {
        "safe_speed": str(BLIND_SAFE_SPEED),
        "intended_direction_max_roll": blind_direction_roll(blind_fighting, touching),
        **probability_values("p_intended_direction", blind_direction_chance(blind_fighting, touching)),
        "crash_damage": f"{dice}d{BLIND_CRASH_DIE}",
    }


def _gaze_result(sources: int) -> dict[str, object]:
    p_all = avoid_gaze_all(sources)
    return {
        **probability_values("p_avoid_all", p_all),
        **probability_values("p_meet_any", 1 - p_all),
        "save_bonus_if_met": AVOID_GAZE_SAVE_BONUS,
    }


CALCULATORS = (
    Calculator(
        name="blind_000",
        title=_("Moving blind"),
        summary=_("Safe speed, the d10 chance of heading the intended way, and a blinded flier's crash damage."),
        source=CONDITIONS[ConditionKey.BLIND].source,
        fields=(
            BoolField("blind_fighting", _("Blind fighting proficiency"), trait=BLIND_FIGHTING, side=Side.SELF),
            BoolField("touching", _("Keeps contact with an object (e.g. a wall)")),
            creature_size_field("size", _("Size (for a flier's crash)"), Side.SELF),
        ),
        outputs=(
            Output("safe_speed", _("Safe speed (fraction)")),
            Output("intended_direction_max_roll", _("d10 up to this: intended way")),
            Output("p_intended_direction", _("Chance of the intended way"), unit=Unit.PROBABILITY),
            Output("p_intended_direction_fraction", _("Chance (exact)")),
            Output("crash_damage", _("Crash damage if the save fails")),
        ),
        compute=_blind_result,
        readings=(
            _(
                "\"1d4 per size\" is read as one d4 per size step counting Tiny as 1 (Medium 3d4, "
                "Gargantuan 6d4).",
            ),
        ),
    ),
    Calculator(
        name="avoid_gaze_000",
        title=_("Avoiding a gaze"),
        summary=_(
            "50% per source, rolled each round: the chance to avoid them all, or to meet at least"
            " one (+1 to that save).",
        ),
        source=CONDITIONS[ConditionKey.AVOIDING_SIGHT].source,
        fields=(IntField("sources", _("Sources of danger"), minimum=1, maximum=20, default=1),),
        outputs=(
            Output("p_avoid_all", _("Chance to avoid all"), unit=Unit.PROBABILITY),
            Output("p_avoid_all_fraction", _("Avoid all (exact)")),
            Output("p_meet_any", _("Chance to meet at least one"), unit=Unit.PROBABILITY),
            Output("p_meet_any_fraction", _("Meet one (exact)")),
            Output("save_bonus_if_met", _("Save bonus when met")),
        ),
        compute=_gaze_result,
    ),
)
