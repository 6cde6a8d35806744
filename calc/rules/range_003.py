"""003 — range penalty and maximum range of thrown and projectile weapons.

Passages: "CÓMO CALCULAR UN BONIFICADOR DE ATAQUE" (the "Penalizador de distancia"
paragraph): no penalty within the first increment ("hasta 20m sin penalizador" for a 20 m
longbow), then a cumulative −2 per full increment; at 70 m that longbow is at −6 "porque
los incrementos son 20-40-60-80 etc, es decir pasan de los 3 incrementos de distancia pero
no llega a los cuatro". "ATAQUES A DISTANCIA": maximum range 5 increments (thrown), 10
increments (projectile).

Reading: a distance exactly on an increment boundary belongs to the lower band, as "hasta
20m sin penalizador" says (20 m: 0, 40 m: −2, 60 m: −4, 70 m: −6), i.e. the increments
counted are those wholly passed *before* the band the target stands in:
``ceil(distance / increment) − 1``. The maximum range itself is still in range.
"""

from __future__ import annotations

from ..declare import Calculator, ChoiceField, IntField, Option, Origin, Output, Side
from ..vocab import RANGE_INCREMENT
from ..i18n import _
from ..tables.range_003 import MAX_INCREMENTS, PENALTY_PER_INCREMENT, RANGE_SOURCE, RangedWeapon

__all__ = ["RangedWeapon", "increments_passed", "range_penalty", "max_range", "in_range", "CALCULATORS"]


def increments_passed(distance_m: int, increment_m: int) -> int:
    """Full increments passed before the target's band; 0 up to and including one increment."""
    if increment_m <= 0:
        raise ValueError("the range increment must be positive")
    return max(0, -(-distance_m // increment_m) - 1)


def range_penalty(distance_m: int, increment_m: int) -> int:
    """−2 per full increment passed."""
    return PENALTY_PER_INCREMENT * increments_passed(distance_m, increment_m)


def max_range(weapon: RangedWeapon, increment_m: int) -> int:
    """5 increments for a thrown weapon, 10 for a projectile weapon."""
    return MAX_INCREMENTS[weapon] * increment_m


def in_range(weapon: RangedWeapon, distance_m: int, increment_m: int) -> bool:
    return distance_m <= max_range(weapon, increment_m)


def _range(weapon: str, increment_m: int, distance_m: int) -> dict[str, object]:
    kind = RangedWeapon[weapon.upper()]
    reached = in_range(kind, distance_m, increment_m)
    return {
        "increments_passed": increments_passed(distance_m, increment_m),
        # No penalty where no attack is possible: a javelin at 11 increments is not "-20".
        "range_penalty": range_penalty(distance_m, increment_m) if reached else None,
        "max_range_m": max_range(kind, increment_m),
        "in_range": reached,
    }


CALCULATORS = (
    Calculator(
        name="range_penalty_003",
        primary="range_penalty",
        title=_("Range penalty and maximum range (Akenar)"),
        summary=_(
            "-2 to the attack per full range increment; thrown weapons reach 5 increments, "
            "projectile weapons 10.",
        ),
        source=RANGE_SOURCE,
        fields=(
            ChoiceField(
                name="weapon",
                label=_("Weapon"),
                options=(
                    Option(
                        "thrown",
                        _("Thrown (e.g. javelin, throwing dagger)"),
                    ),
                    Option(
                        "projectile",
                        _("Projectile (e.g. bow, crossbow)"),
                    ),
                ),
                default="projectile",
            ),
            IntField(
                name="increment_m",
                label=_("Range increment (m)"),
                minimum=1,
                maximum=100,
                default=20,
                help=_("Examples in the text: throwing dagger 2 m, crossbow 12 m, longbow 20 m."),
                origin=Origin.WEAPON_TABLE,
                trait=RANGE_INCREMENT,
                side=Side.SELF,
            ),
            IntField(
                name="distance_m",
                label=_("Distance to the target (m)"),
                minimum=1,
                maximum=2000,
                default=1,
            ),
        ),
        outputs=(
            Output(
                "increments_passed",
                _("Full increments passed"),
            ),
            Output(
                "range_penalty",
                _("Range penalty"),
            ),
            Output(
                "max_range_m",
                _("Maximum range (m)"),
            ),
            Output(
                "in_range",
                _("Within maximum range"),
            ),
        ),
        compute=_range,
        readings=(
            _(
                "A distance exactly on an increment boundary counts in the lower band (\"hasta 20m sin "
                "penalizador\"): with 20 m increments, 20 m is 0, 40 m is -2, 70 m is -6. The maximum "
                "range itself is still in range.",
            ),
            _(
                "Beyond the maximum range no attack is possible: no penalty is given (within maximum range:"
                " no).",
            ),
        ),
    ),
)
