"""003 — the attack bonus and the attack roll: formulas, automatic results, attack penalties.

The seed prints no attack table; these are its formulas and numbers, written down once:

* "CÓMO CALCULAR UN BONIFICADOR DE ATAQUE": melee = base attack + Strength + size + other;
  ranged = base attack + Dexterity + size + range penalty + other.
* "FALLOS Y GOLPES AUTOMÁTICOS" (and "LA TIRADA DE ATAQUE"): a natural 1 always misses,
  a natural 20 always hits and is a threat.
* "DISPARAR O ARROJAR UN ARMA CONTRA BLANCOS CUERPO A CUERPO": −4, unless the target is at
  least 2 m from the nearest friend or the shooter has Disparo preciso.
* "ATAQUES SIN ARMAS": lethal damage with an unarmed attack costs −4 on the attack roll,
  unless the attacker has Ataque sin armas mejorado.
* "SUTILEZA": with a finesse weapon the attack uses Dexterity instead of Strength; ranged
  attacks are never finesse attacks except with the feat Sutileza a Distancia.

The size modifier of attack and Base Defense has no table in the seed (the only size table,
in "MANIOBRAS DE COMBATE", is for maneuvers and runs the other way), so it stays a number.
"""

from __future__ import annotations

import enum

from ..sources import cite
from . import Stated, Table

__all__ = [
    "AttackKind",
    "ATTACK_SOURCE",
    "ROLL_SOURCE",
    "AUTOMATIC_SOURCE",
    "INTO_MELEE_SOURCE",
    "UNARMED_SOURCE",
    "FINESSE_SOURCE",
    "ATTACK_FORMULAS",
    "NATURAL_MISS",
    "NATURAL_HIT",
    "INTO_MELEE_PENALTY",
    "INTO_MELEE_CLEAR_DISTANCE_M",
    "UNARMED_LETHAL_PENALTY",
    "STATED",
    "TABLES",
]

ATTACK_SOURCE = cite("003", "CÓMO CALCULAR UN BONIFICADOR DE ATAQUE")
ROLL_SOURCE = cite("003", "TIRADAS DE ATAQUE")
AUTOMATIC_SOURCE = cite("003", "FALLOS Y GOLPES AUTOMÁTICOS")
INTO_MELEE_SOURCE = cite("003", "DISPARAR O ARROJAR UN ARMA CONTRA BLANCOS CUERPO A CUERPO")
UNARMED_SOURCE = cite("003", "ATAQUES SIN ARMAS")
FINESSE_SOURCE = cite("003", "SUTILEZA")


class AttackKind(enum.Enum):
    """Melee or ranged; value is the seed's wording."""

    MELEE = "cuerpo a cuerpo"
    RANGED = "a distancia"


# The two formulas exactly as printed under "CÓMO CALCULAR UN BONIFICADOR DE ATAQUE".
ATTACK_FORMULAS: dict[AttackKind, str] = {
    AttackKind.MELEE: "Ataque base + Bonificador de Fuerza + modificador de tamaño + otros modificadores aplicables",
    AttackKind.RANGED: (
        "Ataque base + Bonificador de Destreza + modificador de tamaño + penalizador por distancia + "
        "otros modificadores aplicables"
    ),
}

NATURAL_MISS = 1  # "Un 1 natural ... siempre es un fallo"
NATURAL_HIT = 20  # "Un 20 natural ... siempre es un golpe" (and a threat)

INTO_MELEE_PENALTY = -4
INTO_MELEE_CLEAR_DISTANCE_M = 2  # "por lo menos a 2 metros ... del personaje amistoso más cercano"
UNARMED_LETHAL_PENALTY = -4

STATED = (
    Stated("NATURAL_MISS", NATURAL_MISS, ROLL_SOURCE, "natural (en el d20 sale {}) en la tirada de ataque es siempre un fallo"),
    Stated("NATURAL_HIT", NATURAL_HIT, ROLL_SOURCE, "natural (en el d20 sale {}) siempre es un golpe"),
    Stated("INTO_MELEE_PENALTY", INTO_MELEE_PENALTY, INTO_MELEE_SOURCE, "recibes una penalización de {} en tu tirada de ataque"),
    Stated("INTO_MELEE_CLEAR_DISTANCE_M", INTO_MELEE_CLEAR_DISTANCE_M, INTO_MELEE_SOURCE, "está por lo menos a {} metros"),
    Stated("UNARMED_LETHAL_PENALTY", UNARMED_LETHAL_PENALTY, UNARMED_SOURCE, "recibes un penalizador de {} en la misma"),
)

TABLES = (
    Table(
        name="attack_bonus_003",
        source=ATTACK_SOURCE,
        caption="Cómo calcular un bonificador de ataque",
        columns=("Arma", "Bonificador de ataque"),
        rows=(
            ("Arma cuerpo a cuerpo", ATTACK_FORMULAS[AttackKind.MELEE]),
            ("Arma a distancia", ATTACK_FORMULAS[AttackKind.RANGED]),
        ),
        notes=(
            "Un 1 natural (cuando en el d20 sale un 1) en una tirada de ataque siempre es un fallo. "
            "Un 20 natural (cuando en el d20 sale un 20) siempre es un impacto. Un 20 natural también "
            "es una amenaza (una posibilidad de impacto critico).",
            "Cualquier personaje que esté armado con un arma de sutileza puede usar su modificador de "
            "Destreza en lugar de su modificador de Fuerza en las tiradas de ataque con ese arma (sólo en el "
            "ataque, en el daño el modificador sigue siendo el de Fuerza).",
        ),
    ),
    Table(
        name="attack_modifiers_003",
        source=INTO_MELEE_SOURCE,
        caption="Penalizadores a la tirada de ataque",
        columns=("Situación", "Modificador"),
        rows=(
            ("Disparar o arrojar un arma contra blancos cuerpo a cuerpo", "-4"),
            ("Hacer daño letal", "-4"),
        ),
        notes=(
            "No tendrás la penalización de -4 si tu blanco (o la parte del blanco a la que estás atacando, "
            "si es un blanco grande) está por lo menos a 2 metros (dos hexágonos entre ellos) del personaje "
            "amistoso más cercano, aunque estén combatiendo.",
            "Tampoco tendrás esta penalización si tienes la dote de Disparo preciso.",
            "Si tienes la dote de Ataque sin armas mejorado, puedes hacer daño letal con un ataque sin armas "
            "sin recibir una penalización en la tirada de ataque.",
        ),
    ),
)
