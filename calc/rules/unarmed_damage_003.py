"""003 — "ATAQUES SIN ARMAS": unarmed damage.

1d2 small, 1d3 medium, 1d4 large, plus Strength; non-lethal, or lethal at −4 to attack (no
penalty with Ataque sin armas mejorado). The Strength and the minimum of 1 are the damage
rules' (:mod:`.damage_003`).

Reading: Strength is added at every size (the text says so for a medium character).
"""

from __future__ import annotations

from ..declare import Calculator, ChoiceField, Option, Output
from ..i18n import _
from ..tables.attack_003 import UNARMED_LETHAL_PENALTY
from ..tables.damage_003 import UNARMED_DAMAGE_SOURCE, UNARMED_DIE, Grip
from ..tables.sizes import CreatureSize
from ..vocab import size_options
from .damage_003 import STATS_OUTPUTS, STRENGTH_MOD_FIELD, DamageStats, stats_values, strength_to_damage

__all__ = ["CALCULATORS"]

# How the blow is struck: (lethal, attack penalty).
_LETHAL = {"nonlethal": (False, 0), "lethal": (True, UNARMED_LETHAL_PENALTY), "lethal_improved": (True, 0)}


def _unarmed(size: str, strength_mod: int, damage: str) -> dict[str, object]:
    dice, sides = UNARMED_DIE[CreatureSize(size)]
    lethal, penalty = _LETHAL[damage]
    stats = DamageStats(dice, sides, strength_to_damage(strength_mod, Grip.ONE_HAND))
    return {"dice": f"{dice}d{sides}", "attack_penalty": penalty, "lethal": lethal, **stats_values(stats)}


CALCULATORS = (
    Calculator(
        name="unarmed_damage_003",
        title=_("Unarmed damage (Akenar)"),
        summary=_(
            "1d2 small, 1d3 medium, 1d4 large, plus Strength; non-lethal, or lethal at -4 to "
            "attack unless Ataque sin armas mejorado.",
        ),
        source=UNARMED_DAMAGE_SOURCE,
        fields=(
            ChoiceField(
                name="size",
                label=_("Attacker's size"),
                options=size_options(tuple(UNARMED_DIE)),
                default="medium",
            ),
            STRENGTH_MOD_FIELD,
            ChoiceField(
                name="damage",
                label=_("Damage"),
                options=(
                    Option("nonlethal", _("Non-lethal")),
                    Option("lethal", _("Lethal")),
                    Option("lethal_improved", _("Lethal, with Ataque sin armas mejorado")),
                ),
                default="nonlethal",
            ),
        ),
        outputs=(
            Output("dice", _("Damage dice")),
            Output("attack_penalty", _("Attack roll penalty")),
            Output("lethal", _("Lethal damage")),
            *STATS_OUTPUTS,
        ),
        compute=_unarmed,
        readings=(
            _(
                "Strength is added at every size (the text says so for a medium character), and the "
                "minimum of 1 applies.",
            ),
        ),
    ),
)
