"""003 — action types and what a round holds: the action budget, drawing weapons and
readying shields, fast mount.

Passages of seed 003: "TIPOS DE ACCIÓN", "DESENVAINAR O ENVAINAR UN ARMA", "PREPARAR O SOLTAR
UN ESCUDO", "MONTAR / DESMONTAR DE UN CABALLO". The other families of "ACCIONES EN COMBATE"
have their own modules: stances (:mod:`.stances_003`), movement and running
(:mod:`.movement_003`), spells (:mod:`.spells_003`), attacks of opportunity and reach
(:mod:`.opportunity_003`); unarmed attacks and shooting into melee are in attack_003 /
damage_003.
"""

from __future__ import annotations

import enum

from ..common.checks import CHECKS_READING, check_chance
from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Origin, Output, Side
from ..i18n import _
from ..probability import exact
from ..sources import cite
from ..tables import Stated
from ..vocab import (
    ARMOR_PENALTY,
    BASE_ATTACK,
    RIDE_BONUS,
    TWO_WEAPON_FIGHTING,
    probability_outputs,
    verdict,
    verdict_outputs,
)
from .attack_003 import BASE_ATTACK_RANGE

__all__ = [
    "ActionType",
    "FullRound",
    "action_budget",
    "draw_action",
    "MOUNT_DC",
    "STATED",
    "BUDGET_REASONS",
    "ACTION_CODES",
    "TYPES_SOURCE",
    "CALCULATORS",
]


TYPES_SOURCE = cite("003", "TIPOS DE ACCIÓN")
MOUNT_SOURCE = cite("003", "MONTAR / DESMONTAR DE UN CABALLO")
DRAW_SOURCE = cite("003", "DESENVAINAR O ENVAINAR UN ARMA")


class ActionType(enum.Enum):
    """"Hay cuatro tipos de acciones"."""

    STANDARD = "standard"  # acción normal
    MOVE = "move"  # acción de movimiento
    FULL_ROUND = "full_round"  # acción de asalto completo
    FREE = "free"  # acción gratuita


class FullRound(enum.Enum):
    NONE = "none"
    OTHER = "other"  # full attack, 1-round spell, ...: a 1 m step is allowed
    RUN = "run"
    WITHDRAW = "withdraw"
    DIFFICULT_TERRAIN = "difficult_terrain"  # move 1 m through difficult terrain


def action_budget(
    standard: int, move: int, full_round: FullRound, *, moving: bool = True, step: bool = False, restricted: bool = False
) -> str:
    """"" if the round's actions fit "TIPOS DE ACCIÓN", else a reason code.

    Normal round: one standard and one move action, or one full-round action; a move may
    replace the standard. Restricted round (surprise round, disabled…): one standard or one
    move action; a withdrawal then counts as a standard action ("Retirada restringida").
    The 1 m step: not in a round in which you move any distance, run or withdraw.
    """
    if restricted:
        if full_round is FullRound.WITHDRAW and standard == move == 0:
            pass  # "puedes retirarte como una acción normal"
        elif full_round is not FullRound.NONE:
            return "full_round_restricted"
        elif standard + move > 1:
            return "restricted_one_action"
    elif full_round is not FullRound.NONE and standard + move > 0:
        return "full_round_plus_other"
    elif standard > 1:
        return "one_standard_action"
    elif standard + move > 2:
        return "too_many_actions"
    if step:
        if full_round in (FullRound.RUN, FullRound.WITHDRAW):
            return "no_step_run_withdraw"
        if full_round is FullRound.DIFFICULT_TERRAIN or (move > 0 and moving):
            return "no_step_after_moving"
    return ""


MOUNT_DC = 20  # "prueba de montar CD 20"
FREE_DRAW_BASE_ATTACK = 1  # "Si tienes un ataque base de +1 o superior, puedes sacar un arma como una acción gratuita"
WEAPONS_DRAWN_TWO_WEAPON = 2  # "puedes sacar dos armas ligeras o de una mano en el tiempo que sacarías una"

STATED = (
    Stated("FREE_DRAW_BASE_ATTACK", FREE_DRAW_BASE_ATTACK, DRAW_SOURCE, "Si tienes un ataque base de {} o superior"),
    Stated("WEAPONS_DRAWN_TWO_WEAPON", WEAPONS_DRAWN_TWO_WEAPON, DRAW_SOURCE, "puedes sacar {} armas ligeras"),
    Stated("FREE_DRAW_BASE_ATTACK", FREE_DRAW_BASE_ATTACK, cite("003", "PREPARAR O SOLTAR UN ESCUDO"), "un bonificador de ataque de {} o superior"),
    Stated("MOUNT_DC", MOUNT_DC, MOUNT_SOURCE, "con una prueba de montar CD {} ("),
)


def draw_action(item: str, base_attack: int, with_move: bool, two_weapon_fighting: bool) -> tuple[str, int]:
    """(action type, items handled) for "DESENVAINAR O ENVAINAR UN ARMA" / "PREPARAR O SOLTAR UN ESCUDO"."""
    if item in ("ammunition", "drop_carried_shield"):
        return ActionType.FREE.value, 1
    action = ActionType.FREE.value if base_attack >= FREE_DRAW_BASE_ATTACK and with_move else ActionType.MOVE.value
    return action, WEAPONS_DRAWN_TWO_WEAPON if item == "weapon" and two_weapon_fighting else 1


BUDGET_REASONS = (
    Option("full_round_restricted", _("no full-round action when restricted")),
    Option("restricted_one_action", _("only one standard or move action")),
    Option("full_round_plus_other", _("a full-round action takes the whole round")),
    Option("one_standard_action", _("only one standard action")),
    Option("too_many_actions", _("more than a standard and a move action")),
    Option("no_step_run_withdraw", _("no 1 m step when running or withdrawing")),
    Option("no_step_after_moving", _("no 1 m step in a round you move")),
)


ACTION_CODES = (
    Option("standard", _("standard action")),
    Option("move", _("move action")),
    Option("two_moves", _("two move actions")),
    Option("full_round", _("full-round action")),
    Option("free", _("free action")),
    Option("misc", _("no action (1 m step)")),
)


def _budget(standard: int, move: int, full_round: str, moving: bool, step: bool, restricted: bool) -> dict[str, object]:
    reason = action_budget(standard, move, FullRound(full_round), moving=moving, step=step, restricted=restricted)
    return verdict(reason)


def _mount(ride_bonus: int, armor_penalty: int) -> dict[str, object]:
    p, text = exact(check_chance(ride_bonus - armor_penalty, MOUNT_DC))
    return {"dc": MOUNT_DC, "p_free_action": p, "p_free_action_fraction": text}


def _draw(item: str, base_attack: int, with_move: bool, two_weapon_fighting: bool) -> dict[str, object]:
    action, items = draw_action(item, base_attack, with_move, two_weapon_fighting)
    return {"action": action, "items": items}


CALCULATORS = (
    Calculator(
        name="action_budget_003",
        title=_("Actions in a round"),
        summary=_(
            "Does the round fit: one standard and one move action, or one full-round action (one "
            "action when restricted), and the 1 m step?",
        ),
        source=TYPES_SOURCE,
        fields=(
            IntField(name="standard", label=_("Standard actions"), minimum=0, maximum=3, default=0),
            IntField(name="move", label=_("Move actions"), minimum=0, maximum=3, default=0),
            ChoiceField(
                name="full_round",
                label=_("Full-round action"),
                options=(
                    Option("none", _("None")),
                    Option("other", _("Full attack or other")),
                    Option("run", _("Run")),
                    Option("withdraw", _("Withdraw")),
                    Option("difficult_terrain", _("Move 1 m through difficult terrain")),
                ),
                default="none",
            ),
            BoolField(
                name="moving",
                label=_("A move action moves you"),
                default=True,
            ),
            BoolField(name="step", label=_("Take a 1 m step")),
            BoolField(
                name="restricted",
                label=_("Restricted (surprise round, disabled…)"),
            ),
        ),
        outputs=(
            *verdict_outputs(BUDGET_REASONS),
        ),
        compute=_budget,
        readings=(
            _(
                "A move action may replace the standard one (two move actions); with restricted activity "
                "one standard or one move action, and a withdrawal counts as a standard action. Free "
                "actions are not counted.",
            ),
        ),
    ),
    Calculator(
        name="quick_mount_003",
        primary="p_free_action",
        title=_("Fast mount or dismount"),
        summary=_(
            "A Ride check DC 20 (armour penalty applies) makes mounting a free action; failing, "
            "it is a move action.",
        ),
        source=MOUNT_SOURCE,
        fields=(
            IntField(name="ride_bonus", label=_("Ride bonus"), minimum=-20, maximum=60, default=0,
                     trait=RIDE_BONUS, side=Side.SELF),
            IntField(name="armor_penalty", label=_("Armour penalty (as a positive number)"), minimum=0, maximum=20, default=0,
                     trait=ARMOR_PENALTY, side=Side.SELF, origin=Origin.ARMOR_TABLE),
        ),
        outputs=(
            Output("dc", _("Ride DC")),
            *probability_outputs("p_free_action", _("Chance of a free action")),
        ),
        compute=_mount,
        readings=(CHECKS_READING,),
    ),
    Calculator(
        name="draw_weapon_003",
        title=_("Drawing weapons, readying shields"),
        summary=_(
            "A move action; a free action together with a move with base attack +1 or more; two "
            "weapons at once with Two-Weapon Fighting.",
        ),
        source=DRAW_SOURCE,
        fields=(
            ChoiceField(
                name="item",
                label=_("What"),
                options=(
                    Option("weapon", _("Draw or sheathe a weapon")),
                    Option("shield", _("Ready or drop a strapped shield")),
                    Option("ammunition", _("Draw ammunition")),
                    Option("drop_carried_shield", _("Drop a carried (unused) shield")),
                ),
                default="weapon",
            ),
            IntField(name="base_attack", label=_("Base attack"), minimum=BASE_ATTACK_RANGE[0], maximum=BASE_ATTACK_RANGE[1], default=0,
                     trait=BASE_ATTACK, side=Side.SELF),
            BoolField(name="with_move", label=_("Combined with a normal move"), default=True),
            BoolField(name="two_weapon_fighting", label=_("Two-Weapon Fighting"), trait=TWO_WEAPON_FIGHTING, side=Side.SELF),
        ),
        outputs=(
            Output("action", _("Action"), codes=ACTION_CODES),
            Output("items", _("Weapons or items handled")),
        ),
        compute=_draw,
        readings=(
            _(
                "The shield passage says \"bonificador de ataque de +1\" where the weapon passage says "
                "\"ataque base de +1\"; both are read as base attack.",
            ),
        ),
    ),
)
