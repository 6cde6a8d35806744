"""002 — to-hit: NPC → TPC, the ``*`` reroll, BNPC, and the exact chance to hit.

Seed 002, "Tabella di calcolo del TPC e del BNPC" and its "N.B." on the asterisk:
the attack hits when the d20 is ≥ TPC; with ``*``, a roll of exactly TPC−1 may be
rolled a second time. Reading chosen: the second roll is a single plain roll (no
further reroll on TPC−1 again) — the text says "una seconda volta", once.
"""

from __future__ import annotations

import random
from fractions import Fraction

from ..declare import Calculator, IntField, Output, Text
from ..sources import cite
from ..probability import d20_at_least, exact
from ..tables.tohit_002 import NPC_LIMIT, TOHIT_ROWS, TOHIT_SOURCE, ToHitRow

__all__ = ["tohit_row", "hit_probability", "roll_attack", "CALCULATORS", "NPC_INPUT_LIMIT", "SEED_MAX"]

SEED_MAX = 2**31 - 1

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


def roll_attack(npc: int, dd: int, modifiers: int, seed: int) -> dict[str, object]:
    """Phases 3–5 of "Fasi di un combattimento" with real dice (seeded, so a roll can be replayed):
    d20 ≥ TPC hits; with ``*`` a first roll of TPC−1 is rolled once more; a hitting 20 doubles
    Dd ("Venti"). Danno = Dd + ``modifiers`` (F(A) or P(A), minusPadr, CA(B)) + BNPC."""
    row = tohit_row(npc)
    dice = random.Random(seed)
    rolls = [dice.randint(1, 20)]
    if row.reroll and rolls[0] == row.tpc - 1:
        rolls.append(dice.randint(1, 20))
    hit = rolls[-1] >= row.tpc
    twenty = hit and rolls[-1] == 20
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
    title=Text(en="Roll the attack", it="Tira l'attacco", es="Tirar el ataque", ru="Бросок атаки"),
    summary=Text(
        en="Rolls the d20 by the text's rules: * rerolls a TPC−1 once, a hitting 20 doubles Dd; the dice are shown.",
        it="Tira il d20 secondo il testo: con * un TPC−1 si ritira una volta, un 20 che colpisce raddoppia il Dd; i dadi sono mostrati.",
        es="Tira el d20 según el texto: con * un TPC−1 se repite una vez, un 20 que impacta duplica el Dd; se muestran los dados.",
        ru="Бросает d20 по правилам текста: при * результат TPC−1 перебрасывается один раз, попавшая 20 удваивает Dd; кости видны.",
    ),
    source=cite("002", "Fasi di un combattimento"),
    fields=(
        IntField("npc", Text(en="NPC", it="NPC", es="NPC", ru="NPC"), -NPC_INPUT_LIMIT, NPC_INPUT_LIMIT, default=0),
        IntField("dd", Text(en="Dd (damage die value)", it="Dd (dado-danno)", es="Dd (dado de daño)", ru="Dd (кость урона)"), 1, 100, default=6),
        IntField(
            "modifiers",
            Text(
                en="F(A) or P(A) + minusPadr + CA(B)",
                it="F(A) o P(A) + minusPadr + CA(B)",
                es="F(A) o P(A) + minusPadr + CA(B)",
                ru="F(A) или P(A) + minusPadr + CA(B)",
            ),
            -60,
            60,
            default=0,
        ),
        IntField(
            "seed",
            Text(en="Dice seed", it="Seme dei dadi", es="Semilla de los dados", ru="Зерно костей"),
            0,
            SEED_MAX,
            default=1,
            help=Text(
                en="The same seed gives the same dice: a link replays a roll. The button picks a new one.",
                it="Lo stesso seme dà gli stessi dadi: un link ripete un tiro. Il pulsante ne sceglie uno nuovo.",
                es="La misma semilla da los mismos dados: un enlace repite una tirada. El botón elige otra.",
                ru="Одно и то же зерно даёт те же кости: ссылка повторяет бросок. Кнопка выбирает новое.",
            ),
        ),
    ),
    outputs=(
        Output("rolls", Text(en="d20 rolls", it="Tiri del d20", es="Tiradas del d20", ru="Броски d20")),
        Output("tpc", Text(en="TPC", it="TPC", es="TPC", ru="TPC")),
        Output("reroll_used", Text(en="Second roll (*)", it="Secondo tiro (*)", es="Segunda tirada (*)", ru="Второй бросок (*)")),
        Output("hit", Text(en="Hit", it="Colpito", es="Impacto", ru="Попадание")),
        Output("natural_20", Text(en="A 20: Dd doubled", it="Un 20: Dd raddoppiato", es="Un 20: Dd duplicado", ru="Двадцать: Dd удвоен")),
        Output("bnpc", Text(en="BNPC", it="BNPC", es="BNPC", ru="BNPC")),
        Output("damage", Text(en="Danno", it="Danno", es="Danno (daño)", ru="Danno (урон)")),
    ),
    compute=roll_attack,
)


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
    _ROLL,
)
