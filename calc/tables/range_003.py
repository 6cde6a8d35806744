"""003 — range increments: the −2 per increment and the maximum range in increments.

From "CÓMO CALCULAR UN BONIFICADOR DE ATAQUE" (the "Penalizador de distancia" paragraph) and
"ATAQUES A DISTANCIA": each full range increment costs a cumulative −2 on the attack roll;
thrown weapons reach 5 increments, projectile weapons 10. The seed names three increments
as examples (throwing dagger 2 m, crossbow 12 m, longbow 20 m) and refers to a weapon table
that it does not contain.
"""

from __future__ import annotations

import enum

from ..sources import cite
from . import Gloss, Stated, Table

__all__ = [
    "RangedWeapon",
    "RANGE_SOURCE",
    "MAX_RANGE_SOURCE",
    "PENALTY_PER_INCREMENT",
    "MAX_INCREMENTS",
    "EXAMPLE_INCREMENTS_M",
    "STATED",
    "TABLES",
]

RANGE_SOURCE = cite("003", "CÓMO CALCULAR UN BONIFICADOR DE ATAQUE")
MAX_RANGE_SOURCE = cite("003", "ATAQUES A DISTANCIA")


class RangedWeapon(enum.Enum):
    """The two kinds of ranged weapon; value is the seed's word."""

    THROWN = "arrojadiza"
    PROJECTILE = "de proyectil"


PENALTY_PER_INCREMENT = -2  # "cada incremento de distancia completo impondrá un penalizador-2 acumulativo"

MAX_INCREMENTS: dict[RangedWeapon, int] = {
    RangedWeapon.THROWN: 5,  # "un alcance máximo de 5 incrementos de distancia"
    RangedWeapon.PROJECTILE: 10,  # "pueden disparar llegando.basta los 10 incrementos"
}

# (weapon as named in the seed, kind, increment in metres)
EXAMPLE_INCREMENTS_M: tuple[tuple[str, RangedWeapon, int], ...] = (
    ("daga arrojadiza", RangedWeapon.THROWN, 2),
    ("ballesta", RangedWeapon.PROJECTILE, 12),
    ("arco largo", RangedWeapon.PROJECTILE, 20),
)
_EXAMPLE_WORDS = {"daga arrojadiza": "como {}m en el caso", "ballesta": "y {}m en el de la ballesta", "arco largo": "(incremento de distancia de {}m)"}

STATED = (
    Stated("PENALTY_PER_INCREMENT", PENALTY_PER_INCREMENT, RANGE_SOURCE, "impondrá un penalizador{} acumulativo"),
    Stated("MAX_INCREMENTS[thrown]", MAX_INCREMENTS[RangedWeapon.THROWN], RANGE_SOURCE, "tienen un alcance máximo de {} incrementos"),
    Stated("MAX_INCREMENTS[projectile]", MAX_INCREMENTS[RangedWeapon.PROJECTILE], RANGE_SOURCE, "llegando.basta los {} incrementos"),
    Stated("MAX_INCREMENTS[thrown]", MAX_INCREMENTS[RangedWeapon.THROWN], MAX_RANGE_SOURCE, "para un arma arrojadiza es de {} incrementos"),
    Stated("MAX_INCREMENTS[projectile]", MAX_INCREMENTS[RangedWeapon.PROJECTILE], MAX_RANGE_SOURCE, "Para armas de proyectiles, son {} incrementos"),
    *(Stated(f"EXAMPLE_INCREMENTS_M[{name}]", metres, RANGE_SOURCE, _EXAMPLE_WORDS[name]) for name, _, metres in EXAMPLE_INCREMENTS_M),
)

TABLES = (
    Table(
        name="range_max_003",
        source=MAX_RANGE_SOURCE,
        caption="Alcance máximo",
        columns=("Arma", "Alcance máximo"),
        rows=(
            ("arrojadiza", f"{MAX_INCREMENTS[RangedWeapon.THROWN]} incrementos de distancia"),
            ("de proyectil", f"{MAX_INCREMENTS[RangedWeapon.PROJECTILE]} incrementos"),
        ),
        notes=(
            "Algunas armas a distancia pueden tener alcances máximos más reducidos, como se especifica en "
            "sus descripciones.",
        ),
    ),
    Table(
        name="range_increments_003",
        source=RANGE_SOURCE,
        caption="Incrementos de distancia citados en el texto",
        columns=("Arma", "Incremento de distancia"),
        rows=tuple((name, f"{metres}m") for name, _, metres in EXAMPLE_INCREMENTS_M),
        notes=(
            "Los ataques contra blancos situados a menos de un incremento de distancia no sufrirán "
            "penalizador",
            "cada incremento de distancia completo impondrá un penalizador-2 acumulativo en la tirada de ataque.",
            "Un arquero que disparase ese arco largo contra un blanco situado a 70m un penalizador -6 al "
            "ataque porque los incrementos son 20-40-60-80 etc, es decir pasan de los 3 incrementos de "
            "distancia pero no llega a los cuatro.",
            Gloss("La tabla de armas a la que remite el texto no aparece en él."),
        ),
    ),
)
