"""000 — a bonus on the base damage die: the back attack's and the conditions'.

"Attacco alle spalle" gives "+2 al dado base delle ferite ... qualora questo non sia risultato
già il massimo"; the conditions' bonus "migliora esclusivamente il tiro effettuato con il dado
entro il risultato massimo previsto dal dado stesso". Both are read the same way: the bonus
improves the die's own result, never past its maximum. Who gets the bonus is
:mod:`.conditions_000`'s to say.
"""

from __future__ import annotations

from fractions import Fraction

from ..declare import Calculator, IntField, Origin, Output
from ..i18n import _
from ..tables.conditions_000 import BACK_ATTACK_SOURCE

__all__ = ["die_with_bonus", "die_average", "CALCULATORS"]


def die_with_bonus(roll: int, bonus: int, sides: int) -> int:
    """A base-die bonus improves the die's own result, never past its maximum."""
    return min(roll + bonus, sides)


def die_average(sides: int, bonus: int) -> Fraction:
    """Mean of one d``sides`` with a base-die bonus, exact."""
    return Fraction(sum(die_with_bonus(k, bonus, sides) for k in range(1, sides + 1)), sides)


def _die_result(sides: int, bonus: int) -> dict[str, object]:
    avg = die_average(sides, bonus)
    return {
        "results": [die_with_bonus(roll, bonus, sides) for roll in range(1, sides + 1)],
        "average": float(avg),
        "average_fraction": str(avg),
    }


CALCULATORS = (
    Calculator(
        name="damage_die_bonus_000",
        title=_("Bonus on the base damage die"),
        summary=_("The die's result with the bonus for every roll, capped at the die's maximum, and the exact average."),
        source=BACK_ATTACK_SOURCE,
        fields=(
            IntField("sides", _("Die (faces)"), minimum=2, maximum=100, example=8, origin=Origin.WEAPON_TABLE),
            IntField("bonus", _("Bonus"), minimum=0, maximum=10, example=2),
        ),
        outputs=(
            Output("results", _("Result for a roll of 1, 2, 3 …")),
            Output("average", _("Average")),
            Output("average_fraction", _("Average (exact)")),
        ),
        compute=_die_result,
        readings=(
            _(
                "The back attack's \"if the die is not already at its maximum\" is read like the "
                "conditions' \"within the die's maximum\": the bonus never passes the maximum.",
            ),
        ),
    ),
)
