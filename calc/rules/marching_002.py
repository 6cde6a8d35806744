"""002 — "Ordine di Marcia": the PaM (probabilità di attacco in marcia) of each marcher.

Seed 002, "Ordine di Marcia": with n marchers in single file, the first has n chances,
the second n−1, … the last 1, out of n(n+1)/2; a roll over that total picks the one hit
("da 1 a 4 sarà colpito il primo da 5 a 7 il secondo, e così via" for n = 4). An attacker
coming from behind reverses the order. A human, or a monster with intelligence 8 or more,
need not follow the PaM and may choose its target.

Readings chosen (also stated on the calculator):

- The roll is uniform from 1 to the total (the seed names no die; for 4 marchers it is a d10).
- "un umano od un mostro con intelligenza pari o superiore a 8": the intelligence
  threshold qualifies the monster; a human attacker may always choose.
- Positions are always counted from the front of the marching order; from behind, the
  last marcher gets n chances and the d-range starting at 1.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from fractions import Fraction

from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Output, Text
from ..errors import InputError
from ..probability import exact
from ..sources import cite

__all__ = ["MarchShare", "Attacker", "pam_total", "pam", "attacker_may_choose", "SMART_INTELLIGENCE", "CALCULATORS"]

SOURCE = cite("002", "Ordine di Marcia")
SMART_INTELLIGENCE = 8  # "intelligenza pari o superiore a 8"
MAX_MARCHERS = 20  # input bound; the seed sets none


@dataclass(frozen=True)
class MarchShare:
    """One marcher's share: ``position`` in the OdM (1 = first), chances, and its d-range."""

    position: int
    chances: int
    low: int
    high: int
    total: int

    @property
    def probability(self) -> Fraction:
        return Fraction(self.chances, self.total)


class Attacker(enum.Enum):
    HUMAN = "human"
    MONSTER = "monster"


def pam_total(n: int) -> int:
    """n + (n−1) + … + 1 = n(n+1)/2 ("La probabilità totale, in questo caso, è 10" for n = 4)."""
    return n * (n + 1) // 2


def pam(n: int, from_behind: bool = False) -> tuple[MarchShare, ...]:
    """Shares of the n marchers, by position from the front; from behind the order is reversed."""
    if n < 1:
        raise ValueError("at least one marcher")
    total = pam_total(n)
    exposed_first = range(n, 0, -1) if from_behind else range(1, n + 1)
    shares: dict[int, MarchShare] = {}
    low = 1
    for rank, position in enumerate(exposed_first):
        chances = n - rank
        shares[position] = MarchShare(position, chances, low, low + chances - 1, total)
        low += chances
    return tuple(shares[p] for p in range(1, n + 1))


def attacker_may_choose(attacker: Attacker, intelligence: int) -> bool:
    """A human, or a monster of intelligence ≥ 8, may choose its target instead of the PaM."""
    return attacker is Attacker.HUMAN or intelligence >= SMART_INTELLIGENCE


def _marching(marchers: int, position: int, from_behind: bool, attacker: str, intelligence: int) -> dict[str, object]:
    if position > marchers:
        raise InputError("position", f"an integer from 1 to {marchers} (the number of marchers)", position,
                         reason="no such place in the marching order")
    shares = pam(marchers, from_behind)
    share = shares[position - 1]
    p, fraction = exact(share.probability)
    return {
        "total": share.total,
        "chances": share.chances,
        "p_attacked": p,
        "p_attacked_fraction": fraction,
        "d_low": share.low,
        "d_high": share.high,
        "shares": [{"position": s.position, "chances": s.chances, "low": s.low, "high": s.high} for s in shares],
        "attacker_may_choose": attacker_may_choose(Attacker(attacker), intelligence),
    }


CALCULATORS = (
    Calculator(
        name="marching_order_002",
        title=Text(en="Marching order: chance of being attacked (PaM)", it="Ordine di marcia: probabilità di attacco in marcia (PaM)", es="Orden de marcha: probabilidad de ser atacado (PaM)", ru="Походный порядок: вероятность нападения (PaM)"),
        summary=Text(
            en="With n marchers the first has n chances, the second n−1 … out of n(n+1)/2; from behind the order is reversed.",
            it="Con n in marcia il primo ha n probabilità, il secondo n−1 … su n(n+1)/2; da dietro l'ordine si inverte.",
            es="Con n en marcha el primero tiene n posibilidades, el segundo n−1 … sobre n(n+1)/2; desde atrás el orden se invierte.",
            ru="При n идущих у первого n шансов, у второго n−1 … из n(n+1)/2; при нападении сзади порядок обращается.",
        ),
        source=SOURCE,
        fields=(
            IntField(
                name="marchers",
                label=Text(en="Number of marchers", it="Numero di chi marcia", es="Número de personajes en marcha", ru="Число идущих"),
                minimum=2,
                maximum=MAX_MARCHERS,
                default=4,
            ),
            IntField(
                name="position",
                label=Text(en="Place in the marching order (1 = first)", it="Posto nell'ordine di marcia (1 = primo)", es="Puesto en el orden de marcha (1 = primero)", ru="Место в походном порядке (1 = первый)"),
                minimum=1,
                maximum=MAX_MARCHERS,
                default=1,
            ),
            BoolField(
                name="from_behind",
                label=Text(en="Attacker comes from behind", it="L'attaccante viene da dietro", es="El atacante viene por detrás", ru="Нападающий заходит сзади"),
                default=False,
            ),
            ChoiceField(
                name="attacker",
                label=Text(en="Attacker", it="Attaccante", es="Atacante", ru="Нападающий"),
                options=(
                    Option("monster", Text(en="monster", it="mostro", es="monstruo", ru="монстр")),
                    Option("human", Text(en="human", it="umano", es="humano", ru="человек")),
                ),
                default="monster",
            ),
            IntField(
                name="intelligence",
                label=Text(en="Attacker's intelligence", it="Intelligenza dell'attaccante", es="Inteligencia del atacante", ru="Интеллект нападающего"),
                minimum=0,
                maximum=30,
                default=3,
            ),
        ),
        outputs=(
            Output("total", Text(en="Total chances n(n+1)/2", it="Probabilità totale n(n+1)/2", es="Posibilidades totales n(n+1)/2", ru="Всего шансов n(n+1)/2")),
            Output("chances", Text(en="Chances of this marcher", it="Probabilità di questo posto", es="Posibilidades de este puesto", ru="Шансы этого места")),
            Output("p_attacked", Text(en="PaM: chance of being attacked", it="PaM: probabilità di essere attaccato", es="PaM: probabilidad de ser atacado", ru="PaM: вероятность нападения")),
            Output("p_attacked_fraction", Text(en="PaM (exact)", it="PaM (esatta)", es="PaM (exacta)", ru="PaM (точно)")),
            Output("d_low", Text(en="Roll from", it="Tiro da", es="Tirada desde", ru="Бросок от")),
            Output("d_high", Text(en="Roll to", it="Tiro fino a", es="Tirada hasta", ru="Бросок до")),
            Output("shares", Text(en="Every place: chances and roll range", it="Ogni posto: probabilità e intervallo del tiro", es="Cada puesto: posibilidades e intervalo de tirada", ru="Каждое место: шансы и диапазон броска")),
            Output("attacker_may_choose", Text(en="Attacker may choose its target instead", it="L'attaccante può scegliere il bersaglio", es="El atacante puede elegir su objetivo", ru="Нападающий может выбрать цель сам")),
        ),
        compute=_marching,
        readings=(
            Text(
                en="The roll is uniform from 1 to the total (for 4 marchers a d10). The intelligence ≥ 8 threshold qualifies the monster: a human attacker may always choose. Places are counted from the front; from behind the last gets n chances and the range starting at 1.",
                it="Il tiro è uniforme da 1 al totale (con 4 in marcia un d10). La soglia di intelligenza ≥ 8 riguarda il mostro: un attaccante umano può sempre scegliere. I posti si contano dal primo; da dietro l'ultimo ha n probabilità e l'intervallo che parte da 1.",
                es="La tirada es uniforme de 1 al total (con 4 en marcha un d10). El umbral de inteligencia ≥ 8 se aplica al monstruo: un atacante humano siempre puede elegir. Los puestos se cuentan desde delante; desde atrás el último tiene n posibilidades y el intervalo que empieza en 1.",
                ru="Бросок равномерен от 1 до суммы (при 4 идущих — d10). Порог интеллекта ≥ 8 относится к монстру: человек всегда может выбрать цель. Места считаются спереди; при нападении сзади у последнего n шансов и диапазон с 1.",
            ),
        ),
    ),
)
