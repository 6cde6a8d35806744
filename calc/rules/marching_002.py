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

from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Output, Side, Unit, When
from ..i18n import _
from ..probability import exact
from ..sources import cite
from ..tables import Stated
from ..vocab import CREATURE_KIND, INTELLIGENCE

__all__ = ["MarchShare", "Attacker", "pam_total", "pam", "attacker_may_choose", "SMART_INTELLIGENCE", "STATED", "CALCULATORS"]

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


# The text's example, four marchers: "1°: 4 probabilità = 4/10" … "da 5 a 7 il secondo".
_EXAMPLE = pam(4)
STATED = (
    *(Stated(f"pam(4)[{i}].chances", s.chances, SOURCE, f"{s.position}°: {{}} probabilità") for i, s in enumerate(_EXAMPLE)),
    Stated("pam(4)[0].total", _EXAMPLE[0].total, SOURCE, "La probabilità totale, in questo caso, è {}"),
    Stated("pam(4)[0].high", _EXAMPLE[0].high, SOURCE, "se verrà da 1 a {} sarà colpito il primo"),
    Stated("pam(4)[1].low", _EXAMPLE[1].low, SOURCE, "il primo da {} a"),
    Stated("pam(4)[1].high", _EXAMPLE[1].high, SOURCE, "il primo da … a {} il secondo"),
    Stated("SMART_INTELLIGENCE", SMART_INTELLIGENCE, SOURCE, "intelligenza pari o superiore a {},"),
)


def _marching(marchers: int, position: int, from_behind: bool, attacker: str, intelligence: int) -> dict[str, object]:
    shares = pam(marchers, from_behind)
    every = [{"position": s.position, "chances": s.chances, "low": s.low, "high": s.high} for s in shares]
    may_choose = attacker_may_choose(Attacker(attacker), intelligence)
    if position > marchers:
        # No one marches there: the place is not used, the table of every place still answers.
        return {"total": shares[0].total, "chances": None, "p_attacked": None, "p_attacked_fraction": None,
                "d_low": None, "d_high": None, "shares": every, "attacker_may_choose": may_choose, "ignored": ["position"]}
    share = shares[position - 1]
    p, fraction = exact(share.probability)
    return {
        "total": share.total,
        "chances": share.chances,
        "p_attacked": p,
        "p_attacked_fraction": fraction,
        "d_low": share.low,
        "d_high": share.high,
        "shares": every,
        "attacker_may_choose": may_choose,
    }


CALCULATORS = (
    Calculator(
        name="marching_order_002",
        primary="p_attacked",
        title=_("Marching order: chance of being attacked (PaM)"),
        summary=_(
            "With n marchers the first has n chances, the second n−1 … out of n(n+1)/2; from "
            "behind the order is reversed.",
        ),
        source=SOURCE,
        fields=(
            IntField(
                name="marchers",
                label=_("Number of marchers"),
                minimum=2,
                maximum=MAX_MARCHERS,
                default=4,
            ),
            IntField(
                name="position",
                label=_("Place in the marching order (1 = first)"),
                minimum=1,
                maximum=MAX_MARCHERS,
                default=1,
            ),
            BoolField(
                name="from_behind",
                label=_("Attacker comes from behind"),
                default=False,
            ),
            ChoiceField(
                name="attacker",
                label=_("Attacker"),
                options=(
                    Option("monster", _("monster")),
                    Option("human", _("human")),
                ),
                default="monster",
                trait=CREATURE_KIND,
                side=Side.OPPONENT,
            ),
            IntField(
                name="intelligence",
                label=_("Attacker's intelligence"),
                minimum=0,
                maximum=30,
                default=3,
                applies=When(attacker="monster"),
                trait=INTELLIGENCE,
                side=Side.OPPONENT,
            ),
        ),
        outputs=(
            Output("total", _("Total chances n(n+1)/2")),
            Output("chances", _("Chances of this marcher")),
            Output("p_attacked", _("PaM: chance of being attacked"), unit=Unit.PROBABILITY),
            Output("p_attacked_fraction", _("PaM (exact)")),
            Output("d_low", _("Roll from")),
            Output("d_high", _("Roll to")),
            Output("shares", _("Every place: chances and roll range"), lines=_("Place {position}: roll {low}–{high} ({chances} chances)")),
            Output("attacker_may_choose", _("Attacker may choose its target instead")),
        ),
        compute=_marching,
        readings=(
            _(
                "The roll is uniform from 1 to the total (for 4 marchers a d10). The intelligence ≥ 8 "
                "threshold qualifies the monster: a human attacker may always choose. Places are counted "
                "from the front; from behind the last gets n chances and the range starting at 1.",
            ),
        ),
    ),
)
