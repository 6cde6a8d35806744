"""002 — to-hit: NPC → TPC, the ``*`` reroll, BNPC, and the exact chance to hit.

Seed 002, "Tabella di calcolo del TPC e del BNPC" and its "N.B." on the asterisk:
the attack hits when the d20 is ≥ TPC; with ``*``, a roll of exactly TPC−1 may be
rolled a second time. Reading chosen: the second roll is a single plain roll (no
further reroll on TPC−1 again) — the text says "una seconda volta", once.
"""

from __future__ import annotations

from fractions import Fraction

from ..declare import Calculator, IntField, Output, Text
from ..probability import d20_at_least, exact
from ..tables.tohit_002 import NPC_LIMIT, TOHIT_ROWS, TOHIT_SOURCE, ToHitRow

__all__ = ["tohit_row", "hit_probability", "CALCULATORS", "NPC_INPUT_LIMIT"]

# NPC beyond ±25 uses the "in poi" row; the input still needs finite bounds.
NPC_INPUT_LIMIT = 200


def tohit_row(npc: int) -> ToHitRow:
    """The table row for ``npc``; beyond ±25 the "in poi" row (clamped NPC)."""
    return TOHIT_ROWS[max(-NPC_LIMIT, min(NPC_LIMIT, npc))]


def hit_probability(tpc: int, reroll: bool) -> Fraction:
    """P(hit) with one d20: roll ≥ TPC, or (with ``*``) TPC−1 then a second roll ≥ TPC.

    TPC−1 is a face of the d20 only when TPC ≥ 2, which holds for every row.
    """
    p = d20_at_least(tpc)
    if reroll and 1 <= tpc - 1 <= 20:
        p += Fraction(1, 20) * d20_at_least(tpc)
    return p


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


CALCULATORS = (
    Calculator(
        name="tohit",
        title=Text(
            en="To-hit roll (TPC) and BNPC",
            it="Tiro per colpire (TPC) e BNPC",
            es="Tirada para impactar (TPC) y BNPC",
            ru="Бросок на попадание (TPC) и BNPC",
        ),
        summary=Text(
            en="From the NPC: the d20 target, the * reroll, the damage bonus and the exact chance to hit.",
            it="Dal NPC: il numero da fare col d20, il ritiro *, il bonus al danno e la probabilità esatta di colpire.",
            es="Desde el NPC: el objetivo del d20, la repetición *, el bono al daño y la probabilidad exacta de impactar.",
            ru="По NPC: цель броска d20, переброс *, бонус к урону и точная вероятность попадания.",
        ),
        source=TOHIT_SOURCE,
        fields=(
            IntField(
                name="npc",
                label=Text(en="NPC (number to hit)", it="NPC (numero per colpire)", es="NPC (número para impactar)", ru="NPC (число для попадания)"),
                minimum=-NPC_INPUT_LIMIT,
                maximum=NPC_INPUT_LIMIT,
                help=Text(
                    en="Beyond ±25 the table's \"in poi\" row applies.",
                    it="Oltre ±25 vale la riga \"in poi\" della tabella.",
                    es="Más allá de ±25 se aplica la fila \"in poi\" de la tabla.",
                    ru="За пределами ±25 действует строка таблицы «in poi» (и далее).",
                ),
            ),
        ),
        outputs=(
            Output("tpc", Text(en="TPC (d20 needed)", it="TPC (tiro per colpire)", es="TPC (d20 necesario)", ru="TPC (нужно на d20)")),
            Output("reroll", Text(en="* reroll on TPC−1", it="* ritiro con TPC−1", es="* repetir con TPC−1", ru="* переброс при TPC−1")),
            Output("bnpc", Text(en="BNPC (damage modifier)", it="BNPC (modifica al danno)", es="BNPC (modificador de daño)", ru="BNPC (модификатор урона)")),
            Output("p_hit", Text(en="Chance to hit", it="Probabilità di colpire", es="Probabilidad de impactar", ru="Вероятность попадания")),
            Output("p_hit_fraction", Text(en="Chance to hit (exact)", it="Probabilità (esatta)", es="Probabilidad (exacta)", ru="Вероятность (точно)")),
            Output("table_npc", Text(en="Table row used", it="Riga della tabella", es="Fila de la tabla", ru="Строка таблицы")),
        ),
        compute=_tohit,
        readings=(
            Text(
                en="With *, a d20 of exactly TPC−1 is rolled once more; the second roll hits on TPC or more and is not rerolled again.",
                it="Con *, un d20 pari a TPC−1 si ritira una volta; il secondo tiro colpisce con TPC o più e non si ritira di nuovo.",
                es="Con *, un d20 igual a TPC−1 se repite una vez; la segunda tirada impacta con TPC o más y no se repite otra vez.",
                ru="При * бросок d20, равный TPC−1, перебрасывается один раз; второй бросок попадает при TPC и выше и больше не перебрасывается.",
            ),
        ),
    ),
)
