"""002 — to-hit: NPC → TPC, the ``*`` reroll, BNPC, and the exact chance to hit.

Seed 002, "Tabella di calcolo del TPC e del BNPC" and its "N.B." on the asterisk:
the attack hits when the d20 is ≥ TPC; with ``*``, a roll of exactly TPC−1 may be
rolled a second time. Reading chosen: the second roll is a single plain roll (no
further reroll on TPC−1 again) — the text says "una seconda volta", once.
"""

from __future__ import annotations

import random
from fractions import Fraction

from ..declare import Calculator, IntField, Origin, Output, Side, Unit
from ..i18n import _
from ..sources import cite
from ..tables import Stated
from ..vocab import DAMAGE_DIE, SEED_FIELD
from ..probability import d20_at_least, exact
from ..tables.tohit_002 import NPC_LIMIT, TOHIT_ROWS, TOHIT_SOURCE, ToHitRow

__all__ = ["tohit_row", "tohit_cell", "hit_probability", "roll_d20", "roll_attack", "CALCULATORS", "NPC_INPUT_LIMIT", "REROLL_BELOW", "STATED"]


# NPC beyond ±25 uses the "in poi" row; the input still needs finite bounds.
NPC_INPUT_LIMIT = 200
REROLL_BELOW = 1  # "se con il d20 ottiene un numero = TPC-1, può tirare una seconda volta"
STATED = (Stated("REROLL_BELOW", REROLL_BELOW, cite("002", "Fasi di un combattimento"), "ottiene un numero = TPC-{}, può tirare"),)


def tohit_row(npc: int) -> ToHitRow:
    """The table row for ``npc``; beyond ±25 the "in poi" row (clamped NPC)."""
    return TOHIT_ROWS[max(-NPC_LIMIT, min(NPC_LIMIT, npc))]


def hit_probability(tpc: int, reroll: bool) -> Fraction:
    """P(hit) with one d20: roll ≥ TPC, or (with ``*``) TPC−1 then a second roll ≥ TPC.

    TPC−1 is a face of the d20 only when TPC ≥ 2, which holds for every row.
    """
    p = d20_at_least(tpc)
    if reroll and 1 <= tpc - REROLL_BELOW <= 20:
        p += Fraction(1, 20) * d20_at_least(tpc)
    return p


def tohit_cell(npc: int) -> tuple[str, int, None]:
    """The row of the table that ``npc`` reads (beyond ±25, the "in poi" row)."""
    return "tohit_002", list(TOHIT_ROWS).index(tohit_row(npc).npc), None


def _tohit(npc: int) -> dict[str, object]:
    row = tohit_row(npc)
    p, fraction = exact(hit_probability(row.tpc, row.reroll))
    return {
        "tpc": row.tpc,
        "reroll": row.reroll,
        "bnpc": row.bnpc,
        "p_hit": p,
        "p_hit_fraction": fraction,
        "table_npc": row.npc,
    }


def roll_d20(tpc: int, reroll: bool, seed: int) -> tuple[list[int], bool, bool]:
    """Phase 3 with real dice (seeded, so a roll can be replayed): ``(rolls, hit, natural 20)``.
    d20 ≥ TPC hits; with ``*`` a first roll of TPC−1 is rolled once more."""
    dice = random.Random(seed)
    rolls = [dice.randint(1, 20)]
    if reroll and rolls[0] == tpc - REROLL_BELOW:
        rolls.append(dice.randint(1, 20))
    hit = rolls[-1] >= tpc
    return rolls, hit, hit and rolls[-1] == 20


def roll_attack(npc: int, dd: int, modifiers: int, seed: int) -> dict[str, object]:
    """Phases 3–5 of "Fasi di un combattimento" with real dice (:func:`roll_d20`); a hitting 20
    doubles Dd ("Venti"). Danno = Dd + ``modifiers`` (F(A) or P(A), minusPadr, CA(B)) + BNPC."""
    row = tohit_row(npc)
    rolls, hit, twenty = roll_d20(row.tpc, row.reroll, seed)
    damage = (2 * dd if twenty else dd) + modifiers + row.bnpc if hit else 0
    return {
        "rolls": rolls,
        "tpc": row.tpc,
        "reroll_used": len(rolls) == 2,
        "hit": hit,
        "natural_20": twenty,
        "bnpc": row.bnpc,
        "damage": damage,
    }


_ROLL = Calculator(
    name="attack_roll_002",
    title=_("Roll the attack"),
    summary=_(
        "Rolls the d20 by the text's rules: * rerolls a TPC−1 once, a hitting 20 doubles Dd; the "
        "dice are shown.",
    ),
    source=cite("002", "Fasi di un combattimento"),
    fields=(
        IntField("npc", _("NPC"), -NPC_INPUT_LIMIT, NPC_INPUT_LIMIT, default=0),
        IntField("dd", _("Dd (damage die value)"), 1, 100, default=6, trait=DAMAGE_DIE, side=Side.SELF, origin=Origin.WEAPON_TABLE),
        IntField(
            "modifiers",
            _("F(A) or P(A) + minusPadr + CA(B)"),
            -60,
            60,
            default=0,
        ),
        SEED_FIELD,
    ),
    outputs=(
        Output("rolls", _("d20 rolls")),
        Output("tpc", _("TPC")),
        Output("reroll_used", _("Second roll (*)")),
        Output("hit", _("Hit")),
        Output("natural_20", _("A 20: Dd doubled")),
        Output("bnpc", _("BNPC")),
        Output("damage", _("Danno")),
    ),
    compute=roll_attack,
)


CALCULATORS = (
    Calculator(
        name="tohit",
        title=_("To-hit roll (TPC) and BNPC"),
        summary=_("From the NPC: the d20 target, the * reroll, the damage bonus and the exact chance to hit."),
        source=TOHIT_SOURCE,
        fields=(
            IntField(
                name="npc",
                label=_("NPC (number to hit)"),
                minimum=-NPC_INPUT_LIMIT,
                maximum=NPC_INPUT_LIMIT,
                help=_("Beyond ±25 the table's \"in poi\" row applies."),
            ),
        ),
        outputs=(
            Output("tpc", _("TPC (d20 needed)")),
            Output("reroll", _("* reroll on TPC−1")),
            Output("bnpc", _("BNPC (damage modifier)")),
            Output("p_hit", _("Chance to hit"), unit=Unit.PROBABILITY),
            Output("p_hit_fraction", _("Chance to hit (exact)")),
            Output("table_npc", _("Table row used")),
        ),
        compute=_tohit,
        lookup=tohit_cell,
        readings=(
            _(
                "With *, a d20 of exactly TPC−1 is rolled once more; the second roll hits on TPC or more "
                "and is not rerolled again.",
            ),
        ),
    ),
    _ROLL,
)
