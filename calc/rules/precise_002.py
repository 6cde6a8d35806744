"""002 — "Colpo preciso": NPC +30 and Danno ×10, melee weapons only.

Seed 002, "Colpo preciso": only with melee weapons ("armi da mischia"), either in close
combat or against a target that neither moves nor defends. The NPC rises by 30 and the
Danno of a hit is multiplied by 10. Against a still, undefended target "il Colpo Preciso è
automatico e il TPC riesce con 2 o più".

Readings chosen (also stated on the calculator):

- Still target: the d20 hits on 2 or more (a 1 misses, no ``*``); the NPC is still
  raised by 30, so BNPC is the table's for NPC + 30 — only the TPC is replaced.
- The whole Danno is multiplied by 10, after Venti doubles Dd.
- The calculator takes the attack's NPC before the Colpo Preciso (see ``melee_attack_002``),
  since the seed's S(B) list has no row for a target that neither moves nor defends.
"""

from __future__ import annotations

import enum

from ..declare import Calculator, ChoiceField, IntField, Option
from ..i18n import _
from ..sources import cite
from ..tables import Stated
from .npc_002 import (
    CA_B,
    DD,
    F_A,
    NPC_OUTPUT,
    PADR_A,
    READING_DAMAGE,
    STRIKE_OUTPUTS,
    HitChances,
    hit_chances,
    melee_damage,
    strike_outputs,
)
from .tohit_002 import NPC_INPUT_LIMIT, tohit_row

__all__ = [
    "PreciseSituation",
    "PRECISE_NPC_BONUS",
    "PRECISE_DAMAGE_FACTOR",
    "STILL_TARGET_TPC",
    "STATED",
    "SOURCE",
    "SITUATION_OPTIONS",
    "precise_npc",
    "precise_chances",
    "precise_damage",
    "CALCULATORS",
]

SOURCE = cite("002", "Colpo preciso")
PRECISE_NPC_BONUS = 30  # "il NPC aumenta di 30 punti"
PRECISE_DAMAGE_FACTOR = 10  # "il danno in caso di riuscita sarà moltiplicato per 10"
STILL_TARGET_TPC = 2  # "il TPC riesce con 2 o più"
STATED = (
    Stated("PRECISE_NPC_BONUS", PRECISE_NPC_BONUS, SOURCE, "il NPC aumenta di {} punti"),
    Stated("PRECISE_DAMAGE_FACTOR", PRECISE_DAMAGE_FACTOR, SOURCE, "il danno in caso di riuscita sarà moltiplicato per {}."),
    Stated("STILL_TARGET_TPC", STILL_TARGET_TPC, SOURCE, "il TPC riesce con {} o più"),
)


class PreciseSituation(enum.Enum):
    """The two situations in which a Colpo Preciso may be tried."""

    CLOSE_COMBAT = "close_combat"  # "durante un combattimento corpo a corpo"
    STILL_TARGET = "still_target"  # "se il bersaglio non si muove né si difende"


SITUATION_OPTIONS = (
    Option("close_combat", _("melee combat")),
    Option("still_target", _("target neither moves nor defends")),
)


def precise_npc(base_npc: int) -> int:
    """NPC of a Colpo Preciso: the attack's NPC + 30."""
    return base_npc + PRECISE_NPC_BONUS


def precise_chances(situation: PreciseSituation, npc: int) -> HitChances:
    """Close combat: the table's TPC for ``npc``; still target: automatic, TPC 2 without ``*``."""
    if situation is PreciseSituation.STILL_TARGET:
        return hit_chances(STILL_TARGET_TPC, False)
    row = tohit_row(npc)
    return hit_chances(row.tpc, row.reroll)


def precise_damage(dd: int, f_a: int, padr_a: int, ca_b: int, bnpc: int, venti: bool = False) -> int:
    """The melee Danno (Dd doubled on a "20") multiplied by 10."""
    return PRECISE_DAMAGE_FACTOR * melee_damage(dd, f_a, padr_a, ca_b, bnpc, venti)


def _precise(situation: str, base_npc: int, dd: int, f_a: int, padr_a: int, ca_b: int) -> dict[str, object]:
    where = PreciseSituation(situation)
    npc = precise_npc(base_npc)
    bnpc = tohit_row(npc).bnpc
    return {
        "npc": npc,
        **strike_outputs(
            precise_chances(where, npc),
            bnpc,
            precise_damage(dd, f_a, padr_a, ca_b, bnpc),
            precise_damage(dd, f_a, padr_a, ca_b, bnpc, venti=True),
        ),
    }


CALCULATORS = (
    Calculator(
        name="precise_strike_002",
        primary="p_hit",
        title=_("Precise strike (Colpo preciso)"),
        summary=_(
            "Melee weapons only: NPC +30 and Danno ×10; against a target that neither moves nor "
            "defends it hits on 2 or more.",
        ),
        source=SOURCE,
        fields=(
            ChoiceField(name="situation", label=_("Situation"), options=SITUATION_OPTIONS, default="close_combat"),
            IntField(
                name="base_npc",
                label=_("NPC of the attack (before the precise strike)"),
                minimum=-NPC_INPUT_LIMIT,
                maximum=NPC_INPUT_LIMIT,
                default=0,
            ),
            DD,
            F_A,
            PADR_A,
            CA_B,
        ),
        outputs=(NPC_OUTPUT, *STRIKE_OUTPUTS),
        compute=_precise,
        readings=(
            _(
                "Against a still, undefended target the d20 hits on 2 or more (no *); the NPC is still "
                "+30, so BNPC is the table's for that NPC. The whole Danno is ×10, after a 20 doubles Dd.",
            ),
            READING_DAMAGE,
        ),
    ),
)
