"""002 — "Attacco corpo a corpo": the two S(B) lists (situation bonus/penalty of the target).

The seed gives one list when the attacker uses a melee weapon ("arma da mischia") and one
when the attacker uses a body weapon ("arma del corpo"); each maps what the target (B) is
doing to S(B). The seed's own spelling "attacante" is kept in the captions.
"""

from __future__ import annotations

import enum

from ..sources import cite
from . import Lines, Printed, Table

__all__ = ["AttackerWeapon", "TargetAction", "SITUATION", "SITUATION_SOURCE", "TABLES"]

SITUATION_SOURCE = cite("002", "Attacco corpo a corpo")


class AttackerWeapon(enum.Enum):
    """What the attacker (A) fights with; value is the seed's caption for that S(B) list."""

    MELEE = "Se l'attacante usa un arma da mischia"
    BODY = "Se l'attacante usa un'arma del corpo"


class TargetAction(enum.Enum):
    """What the target (B) is doing; value is the row label as printed in the seed."""

    ATTACK_MELEE = "Attacco con arma da mischia"
    DEFEND_MELEE = "Difesa con arma da mischia"
    FLIGHT = "Fuga"
    ATTACK_THROWN = "Attacco con arma da lancio"
    DEFEND_THROWN = "Difesa con arma da lancio"
    ATTACK_BODY = "Attacco con il corpo"
    DEFEND_BODY = "Difesa con il corpo"


_A = TargetAction
# Rows in the seed's order; values as printed (0, +10, -5, ...).
SITUATION: dict[AttackerWeapon, dict[TargetAction, int]] = {
    AttackerWeapon.MELEE: {
        _A.ATTACK_MELEE: 0,
        _A.DEFEND_MELEE: 10,
        _A.FLIGHT: -5,
        _A.ATTACK_THROWN: -5,
        _A.DEFEND_THROWN: 5,
        _A.ATTACK_BODY: -5,
        _A.DEFEND_BODY: 0,
    },
    AttackerWeapon.BODY: {
        _A.ATTACK_MELEE: 10,
        _A.DEFEND_MELEE: 20,
        _A.FLIGHT: -5,
        _A.ATTACK_THROWN: 0,
        _A.DEFEND_THROWN: 5,
        _A.ATTACK_BODY: 0,
        _A.DEFEND_BODY: 10,
    },
}


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else str(n)


def _garbled(weapon: AttackerWeapon) -> tuple[Printed, ...]:
    """The list as the text prints it, "- Fuga => -5" a line."""
    return tuple(
        piece
        for action, s in SITUATION[weapon].items()
        for piece in (Printed(f"- {action.value}", action.value, "Bersaglio (B)"), Printed(f"=> {_signed(s)}", action.value, "S(B)"))
    )


TABLES = tuple(
    Table(
        name=name,
        source=SITUATION_SOURCE,
        caption=weapon.value,
        columns=("Bersaglio (B)", "S(B)"),
        rows=tuple((action.value, _signed(s)) for action, s in SITUATION[weapon].items()),
        notes=("NPC = deltaD + S(B) + deltaPadr",),
        # "- Fuga => -5": the table splits each line into its cells
        lines=Lines("S(B)", until, after=weapon.value, garbled=(Printed(header), *_garbled(weapon))),
    )
    for name, weapon, header, until in (
        ("situation_melee_weapon_002", AttackerWeapon.MELEE, "S(B):", AttackerWeapon.BODY.value),
        ("situation_body_weapon_002", AttackerWeapon.BODY, "S(B)", "Danno = Dd"),
    )
)
