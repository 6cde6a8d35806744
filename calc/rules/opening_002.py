"""002 — "Inizio del combattimento": who moves first.

Seed 002: (a) if the attackers take the defenders by surprise, the initiative ("la prima
mossa") is the attackers'; (b) otherwise it is found with 1d6: "se viene pari è
dell'attaccante" — even faces 2, 4, 6, so exactly 1/2.
"""

from __future__ import annotations

from fractions import Fraction

from ..declare import BoolField, Calculator, Option, Output, Unit
from ..i18n import _
from ..probability import exact
from ..sources import cite
from ..tables import Stated

__all__ = ["ATTACKER_FACES", "attacker_first_probability", "STATED", "CALCULATORS"]

SOURCE = cite("002", "Inizio del combattimento")
OPENING_DIE = 6  # "l’iniziativa si trova con 1d6"
STATED = (Stated("OPENING_DIE", OPENING_DIE, SOURCE, "l’iniziativa si trova con 1d{}:"),)
D6 = range(1, OPENING_DIE + 1)
ATTACKER_FACES = tuple(face for face in D6 if face % 2 == 0)  # "se viene pari"


def attacker_first_probability(surprise: bool) -> Fraction:
    """Case a) surprise: certain; case b) 1d6 even: 3/6."""
    if surprise:
        return Fraction(1)
    return Fraction(len(ATTACKER_FACES), len(D6))


def _initiative(surprise: bool) -> dict[str, object]:
    p, fraction = exact(attacker_first_probability(surprise))
    return {
        "rule": "surprise" if surprise else "d6_even",
        "attacker_faces": [] if surprise else list(ATTACKER_FACES),
        "p_attacker_first": p,
        "p_attacker_first_fraction": fraction,
    }


CALCULATORS = (
    Calculator(
        name="initiative_002",
        primary="p_attacker_first",
        title=_("Start of combat: initiative"),
        summary=_(
            "Surprise gives the attacker the first move; otherwise roll 1d6: even, the attacker "
            "moves first.",
        ),
        source=SOURCE,
        fields=(
            BoolField(
                name="surprise",
                label=_("Defenders taken by surprise"),
                default=False,
            ),
        ),
        outputs=(
            Output(
                "rule",
                _("Case applied"),
                codes=(
                    Option("surprise", _("a) surprise: the attacker moves first")),
                    Option("d6_even", _("b) 1d6: even, the attacker moves first")),
                ),
            ),
            Output("attacker_faces", _("d6 faces giving the attacker the initiative")),
            Output("p_attacker_first", _("Chance the attacker moves first"), unit=Unit.PROBABILITY),
            Output("p_attacker_first_fraction", _("Chance (exact)")),
        ),
        compute=_initiative,
    ),
)
