"""000 — "RECUPERARE UN’ARMA CADUTA OD UN OGGETTO DA TERRA": recovering a dropped weapon or object.

A complex action, with a half move: +2 to AC and no dexterity bonus (the shield still counts)
until it is picked up, which happens at the initiative factor of a full move, plus the
half-move penalty if he had to move for it.

Reading (the text leaves it open): only dexterity *bonuses* (negative AC adjustments) are
lost while recovering a weapon; a dexterity penalty stays.
"""

from __future__ import annotations

from ..common.ranges import AC_FIELD_RANGE, INITIATIVE_FIELD_RANGE
from ..declare import BoolField, Calculator, IntField, Output, Side
from ..i18n import _
from ..tables.close_combat_000 import RECOVER_AC_PENALTY, RECOVER_SOURCE
from ..vocab import AC, DEX_AC_ADJUSTMENT, FULL_MOVE_INITIATIVE
from .close_combat_000 import HALF_MOVE_PENALTY_FIELD

__all__ = ["dex_bonus_lost", "recovering_ac", "pickup_initiative", "CALCULATORS"]


def dex_bonus_lost(dex_adjustment: int) -> int:
    """What losing the dexterity bonus adds to AC: a bonus (negative adjustment) is lost, a
    penalty stays."""
    return -min(dex_adjustment, 0)


def recovering_ac(armor_class: int, dex_adjustment: int) -> int:
    """AC while recovering a weapon: +2, and a dexterity bonus (negative adjustment) is lost."""
    return armor_class + RECOVER_AC_PENALTY + dex_bonus_lost(dex_adjustment)


def pickup_initiative(full_move_initiative: int, half_move_penalty: int, moved: bool) -> int:
    """The object is picked up at the full-move initiative, plus the half-move penalty if he moved."""
    return full_move_initiative + (half_move_penalty if moved else 0)


def _recover(
    armor_class: int, dex_ac_adjustment: int, full_move_initiative: int, half_move_penalty: int, moved: bool
) -> dict[str, object]:
    return {
        "armor_class": recovering_ac(armor_class, dex_ac_adjustment),
        "pickup_initiative": pickup_initiative(full_move_initiative, half_move_penalty, moved),
    }


CALCULATORS = (
    Calculator(
        name="recover_weapon_000",
        title=_("Recovering a dropped weapon"),
        summary=_(
            "A complex action with a half move: AC +2 and no dexterity bonus (shield still "
            "counts) until it is picked up, at full-move initiative (+ half-move penalty if he "
            "moved).",
        ),
        source=RECOVER_SOURCE,
        fields=(
            IntField(
                name="armor_class",
                label=_("Current AC"),
                minimum=AC_FIELD_RANGE[0],
                maximum=AC_FIELD_RANGE[1],
                help=_("Including dexterity and shield."),
                example=5,
                trait=AC,
                side=Side.SELF,
            ),
            IntField(
                name="dex_ac_adjustment",
                label=_("Dexterity AC adjustment in it"),
                minimum=-6,
                maximum=5,
                default=0,
                help=_("Negative is a bonus (e.g. −2 for dexterity 16)."),
                trait=DEX_AC_ADJUSTMENT,
                side=Side.SELF,
            ),
            IntField(
                name="full_move_initiative",
                label=_("Initiative factor of a full move"),
                minimum=INITIATIVE_FIELD_RANGE[0],
                maximum=INITIATIVE_FIELD_RANGE[1],
                default=0,
                trait=FULL_MOVE_INITIATIVE,
                side=Side.SELF,
            ),
            HALF_MOVE_PENALTY_FIELD,
            BoolField(
                name="moved",
                label=_("Had to move to reach it"),
                default=False,
            ),
        ),
        outputs=(
            Output("armor_class", _("AC until picked up")),
            Output("pickup_initiative", _("Initiative of the pick-up")),
        ),
        compute=_recover,
        readings=(
            _("Only a dexterity bonus (negative adjustment) is lost; a dexterity penalty stays."),
        ),
    ),
)
