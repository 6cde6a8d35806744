"""000 — "DISARMARE": disarming in place of an attack, and where the weapon lands.

Seed 000: both combatants roll to hit, the disarmer at –4, the defender at +3 if holding
the weapon with two hands; "Se colui che desidera disarmare colpisce una AC più bassa del
bersaglio lo avrà disarmato". A small weapon cannot disarm one wielding a large weapon.
The weapon lands 1–4 m away in a d6 direction. Against a shield, success only makes the
shield useless for the rest of the round.

Readings: "una AC più bassa del bersaglio" compares the AC each roll reaches (THAC0 minus
the modified d20): the disarmer must reach a strictly lower AC than the defender's roll
reaches; a tie does not disarm. "1-4 metri" is read as a d4 in whole metres. The two-handed
bonus and the weapon-size limit concern a weapon, not a shield.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from ..common.ranges import THAC0_FIELD_RANGE
from ..common.sizes import weapon_size_field
from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Output, Side, Unit, When
from ..i18n import _
from ..probability import exact
from ..vocab import THAC0, TWO_HANDED, verdict_outputs
from ..tables.disarm_000 import (
    DIRECTIONS,
    DISARM_PENALTY,
    DISARM_SOURCE,
    DISTANCE_MAX_M,
    TWO_HANDED_BONUS,
    Direction,
)
from ..tables.sizes_000 import WeaponSize
from ..vocab import OTHER_TO_HIT_FIELD

__all__ = ["DIRECTION_CODES", "disarm_allowed", "disarms", "p_disarm", "scatter", "CALCULATORS"]


def disarm_allowed(attacker_weapon: WeaponSize, defender_weapon: WeaponSize) -> bool:
    """"Con un'arma di dimensioni small non è possibile tentare di disarmare chi impugna un'arma
    di dimensioni large." """
    return not (attacker_weapon is WeaponSize.SMALL and defender_weapon is WeaponSize.LARGE)


def disarms(attacker_ac_hit: int, defender_ac_hit: int) -> bool:
    return attacker_ac_hit < defender_ac_hit


def p_disarm(attacker_thac0: int, defender_thac0: int, two_handed: bool = False) -> Fraction:
    """Exact chance over both d20s: the disarmer reaches THAC0 − (d20 − 4), the defender
    THAC0 − (d20 + 3 if two-handed)."""
    bonus = TWO_HANDED_BONUS if two_handed else 0
    wins = sum(
        disarms(attacker_thac0 - (ra + DISARM_PENALTY), defender_thac0 - (rd + bonus))
        for ra in range(1, 21)
        for rd in range(1, 21)
    )
    return Fraction(wins, 400)


def scatter(direction_roll: int) -> tuple[Direction, str]:
    """The d6 direction the weapon flies: (direction, as printed)."""
    return DIRECTIONS[direction_roll]


# The d6 directions; the Italian words are the seed's.
DIRECTION_CODES = (
    Option(Direction.AHEAD.value, _("Straight ahead")),
    Option(Direction.AHEAD_RIGHT.value, _("Ahead right")),
    Option(Direction.AHEAD_LEFT.value, _("Ahead left")),
    Option(Direction.BEHIND_RIGHT.value, _("Behind right")),
    Option(Direction.BEHIND_LEFT.value, _("Behind left")),
    Option(Direction.BEHIND.value, _("Straight behind")),
)


def _compute(attacker_thac0: int, other_to_hit: int, defender_thac0: int, target: str, two_handed: bool, attacker_weapon: str,
             defender_weapon: str) -> dict[str, object]:
    allowed = target == "shield" or disarm_allowed(WeaponSize(attacker_weapon), WeaponSize(defender_weapon))
    # The disarmer's other modifiers help his roll as a THAC0 that much lower.
    p = p_disarm(attacker_thac0 - other_to_hit, defender_thac0, two_handed) if allowed else Fraction(0)
    value, fraction = exact(p)
    return {
        "allowed": allowed,
        "reason": "" if allowed else "small_vs_large",
        "p_disarm": value,
        "p_disarm_fraction": fraction,
        "on_success": "shield_useless_this_round" if target == "shield" else "weapon_flies",
    }


def _scatter_result(direction_roll: int, distance_roll: int) -> dict[str, object]:
    direction, printed = scatter(direction_roll)
    return {"direction": direction.value, "distance_m": distance_roll}


CALCULATORS = (
    Calculator(
        name="disarm_000",
        primary="p_disarm",
        title=_("Disarm"),
        summary=_(
            "Both roll to hit (disarmer -4, two-handed defender +3); the disarmer must reach a "
            "lower AC: exact chance.",
        ),
        source=DISARM_SOURCE,
        fields=(
            IntField("attacker_thac0", _("Disarmer's THAC0"), minimum=THAC0_FIELD_RANGE[0], maximum=THAC0_FIELD_RANGE[1], example=15,
                     trait=THAC0, side=Side.SELF),
            OTHER_TO_HIT_FIELD,
            IntField("defender_thac0", _("Defender's THAC0"), minimum=THAC0_FIELD_RANGE[0], maximum=THAC0_FIELD_RANGE[1], example=15,
                     trait=THAC0, side=Side.OPPONENT),
            ChoiceField(
                "target",
                _("Target"),
                (
                    Option("weapon", _("Weapon")),
                    Option("shield", _("Shield")),
                ),
                default="weapon",
            ),
            BoolField("two_handed", _("Defender holds the weapon in two hands"), applies=When(target="weapon"),
                      trait=TWO_HANDED, side=Side.OPPONENT),
            weapon_size_field("attacker_weapon", _("Disarmer's weapon size"), Side.SELF),
            replace(weapon_size_field("defender_weapon", _("Defender's weapon size"), Side.OPPONENT), applies=When(target="weapon")),
        ),
        outputs=(
            *verdict_outputs((Option("small_vs_large", _("A small weapon cannot disarm a large one")),), _("Attempt allowed")),
            Output("p_disarm", _("Chance to disarm"), unit=Unit.PROBABILITY),
            Output("p_disarm_fraction", _("Chance (exact)")),
            Output(
                "on_success",
                _("On success"),
                codes=(
                    Option("weapon_flies", _("The weapon flies 1-4 m away")),
                    Option(
                        "shield_useless_this_round",
                        _("The shield is useless for the rest of the round"),
                    ),
                ),
            ),
        ),
        compute=_compute,
        readings=(
            _(
                "\"Hits a lower AC than the target\": the AC the disarmer's roll reaches must be strictly "
                "lower than the AC the defender's roll reaches; a tie fails. THAC0s should include every "
                "other to-hit modifier.",
            ),
        ),
    ),
    Calculator(
        name="disarm_scatter_000",
        title=_("Where the weapon lands"),
        summary=_("A d6 for the direction and 1-4 m away."),
        source=DISARM_SOURCE,
        fields=(
            IntField("direction_roll", _("d6 (direction)"), minimum=1, maximum=6),
            IntField("distance_roll", _("d4 (metres)"), minimum=1, maximum=DISTANCE_MAX_M),
        ),
        outputs=(
            Output("direction", _("Direction"), codes=DIRECTION_CODES),
            Output("distance_m", _("Distance (m)")),
        ),
        compute=_scatter_result,
        readings=(
            _("\"1-4 metres\" is read as a d4 in whole metres; directions are relative to the victim's facing."),
        ),
    ),
)
