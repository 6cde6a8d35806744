"""002 — "Inizio del combattimento": who moves first.

Seed 002: (a) if the attackers take the defenders by surprise, the initiative ("la prima
mossa") is the attackers'; (b) otherwise it is found with 1d6: "se viene pari è
dell'attaccante" — even faces 2, 4, 6, so exactly 1/2.
"""

from __future__ import annotations

from fractions import Fraction

from ..declare import BoolField, Calculator, Option, Output, Text
from ..probability import exact
from ..sources import cite

__all__ = ["ATTACKER_FACES", "attacker_first_probability", "CALCULATORS"]

SOURCE = cite("002", "Inizio del combattimento")
D6 = range(1, 7)
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
        title=Text(en="Start of combat: initiative", it="Inizio del combattimento: iniziativa", es="Inicio del combate: iniciativa", ru="Начало боя: инициатива"),
        summary=Text(
            en="Surprise gives the attacker the first move; otherwise roll 1d6: even, the attacker moves first.",
            it="Con la sorpresa la prima mossa è dell'attaccante; altrimenti si tira 1d6: se viene pari è dell'attaccante.",
            es="Con sorpresa el primer movimiento es del atacante; si no, se tira 1d6: si sale par, es del atacante.",
            ru="При внезапности первый ход за нападающим; иначе бросают 1d6: чётное — ход нападающего.",
        ),
        source=SOURCE,
        fields=(
            BoolField(
                name="surprise",
                label=Text(en="Defenders taken by surprise", it="Difensori presi di sorpresa", es="Defensores tomados por sorpresa", ru="Защитники застигнуты врасплох"),
                default=False,
            ),
        ),
        outputs=(
            Output(
                "rule",
                Text(en="Case applied", it="Caso applicato", es="Caso aplicado", ru="Применённый случай"),
                codes=(
                    Option("surprise", Text(en="a) surprise: the attacker moves first", it="a) sorpresa: la prima mossa è dell'attaccante", es="a) sorpresa: el atacante mueve primero", ru="а) внезапность: первый ход за нападающим")),
                    Option("d6_even", Text(en="b) 1d6: even, the attacker moves first", it="b) 1d6: se viene pari è dell'attaccante", es="b) 1d6: si sale par, mueve el atacante", ru="б) 1d6: чётное — ход нападающего")),
                ),
            ),
            Output("attacker_faces", Text(en="d6 faces giving the attacker the initiative", it="Facce del d6 che danno l'iniziativa all'attaccante", es="Caras del d6 que dan la iniciativa al atacante", ru="Грани d6, дающие инициативу нападающему")),
            Output("p_attacker_first", Text(en="Chance the attacker moves first", it="Probabilità che l'attaccante muova per primo", es="Probabilidad de que el atacante actúe primero", ru="Вероятность, что нападающий ходит первым")),
            Output("p_attacker_first_fraction", Text(en="Chance (exact)", it="Probabilità (esatta)", es="Probabilidad (exacta)", ru="Вероятность (точно)")),
        ),
        compute=_initiative,
    ),
)
