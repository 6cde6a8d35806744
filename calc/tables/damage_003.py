"""003 — damage: Strength to damage by grip, the minimum of 1, multipliers, unarmed damage dice.

From "DAÑO": a hit does at least 1 point; melee and thrown weapons (a sling too) add the
Strength bonus, the off hand only ½ of it, two hands 1½ (penalties are not multiplied), a
light weapon in two hands gets no extra; some bows have a Strength rating that limits the
part of the bonus applied. Multipliers add ("x2" twice is "x3"); extra dice are never
multiplied. From "ATAQUES SIN ARMAS": 1d2 (small), 1d3 (medium), 1d4 (large), always non-lethal.
"""

from __future__ import annotations

import enum
from fractions import Fraction

from ..sources import cite
from . import Stated, Table
from .sizes import CreatureSize

__all__ = [
    "Grip",
    "DAMAGE_SOURCE",
    "UNARMED_DAMAGE_SOURCE",
    "MINIMUM_DAMAGE",
    "STRENGTH_FACTOR",
    "STRENGTH_PRINTED",
    "UNARMED_DIE",
    "UNARMED_PRINTED",
    "MULTIPLIER_EXAMPLE",
    "STATED",
    "TABLES",
]

DAMAGE_SOURCE = cite("003", "DAÑO")
UNARMED_DAMAGE_SOURCE = cite("003", "ATAQUES SIN ARMAS")

MINIMUM_DAMAGE = 1  # "un golpe todavía hace 1 punto de daño"


class Grip(enum.Enum):
    """How the weapon is used, as far as Strength to damage goes; values are codes."""

    ONE_HAND = "one_hand"  # melee weapon, thrown weapon, or a sling
    OFF_HAND = "off_hand"  # "mano torpe"
    TWO_HANDS = "two_hands"  # "a dos manos"
    LIGHT_TWO_HANDS = "light_two_hands"  # "un arma ligera con las dos manos"
    BOW_WITH_RATING = "bow_with_rating"  # "arcos ... con niveles de Fuerza concretos"
    PROJECTILE = "projectile"  # bows and crossbows: the text gives them no Strength


# Share of a positive Strength bonus added to damage. None: capped by the bow's rating.
STRENGTH_FACTOR: dict[Grip, Fraction | None] = {
    Grip.ONE_HAND: Fraction(1),
    Grip.OFF_HAND: Fraction(1, 2),
    Grip.TWO_HANDS: Fraction(3, 2),
    Grip.LIGHT_TWO_HANDS: Fraction(1),
    Grip.BOW_WITH_RATING: None,
    Grip.PROJECTILE: Fraction(0),
}

# (grip as the seed words it, what the seed says of Strength) — both verbatim fragments.
STRENGTH_PRINTED: dict[Grip, tuple[str, str]] = {
    Grip.ONE_HAND: (
        "arma cuerpo a cuerpo o arma arrojadiza, incluso una honda",
        "añade tu bonificador de Fuerza al resultado del daño",
    ),
    Grip.OFF_HAND: ("arma de mano torpe", f"añades sólo {STRENGTH_FACTOR[Grip.OFF_HAND]} de tu bonificador de Fuerza"),
    Grip.TWO_HANDS: (
        "usar un arma a dos manos",
        f"añades 1 vez y {STRENGTH_FACTOR[Grip.TWO_HANDS] - 1} tu bonificador de Fuerza (los penalizadores no se multiplican)",
    ),
    Grip.LIGHT_TWO_HANDS: ("arma ligera con las dos manos", "no recibes este bonificador de daño"),
    Grip.BOW_WITH_RATING: (
        "arcos se fabrican con niveles de Fuerza concretos",
        "afectan a qué parte de tu bonificador de Fuerza puedes aplicar al resultado del daño",
    ),
}


# (count, sides) of the unarmed damage die, for the three sizes the passage names, as it names them
UNARMED_DIE: dict[CreatureSize, tuple[int, int]] = {
    CreatureSize.SMALL: (1, 2),
    CreatureSize.MEDIUM: (1, 3),
    CreatureSize.LARGE: (1, 4),
}
UNARMED_PRINTED = {CreatureSize.SMALL: "pequeño", CreatureSize.MEDIUM: "mediano", CreatureSize.LARGE: "grande"}

# "un arma que hace crítico x2 y ... x2 contra gigantes ... es x3 (y no x4)"
MULTIPLIER_EXAMPLE = ((2, 2), 3)

_UNARMED_WORDS = {
    CreatureSize.SMALL: "personaje pequeño hace {}", CreatureSize.MEDIUM: "personaje mediano hace {}", CreatureSize.LARGE: "uno grande hace {}",
}
STATED = (
    Stated("MINIMUM_DAMAGE", MINIMUM_DAMAGE, DAMAGE_SOURCE, "reducen el resultado del daño a menos de {},"),
    Stated("MINIMUM_DAMAGE", MINIMUM_DAMAGE, DAMAGE_SOURCE, "un golpe todavía hace {} punto de daño"),
    Stated("STRENGTH_FACTOR[off_hand]", STRENGTH_FACTOR[Grip.OFF_HAND], DAMAGE_SOURCE, "añades sólo {} de tu bonificador de Fuerza"),
    Stated("STRENGTH_FACTOR[two_hands] - 1", STRENGTH_FACTOR[Grip.TWO_HANDS] - 1, DAMAGE_SOURCE, "añades 1 vez y {} tu bonificador"),
    *(
        Stated(f"UNARMED_DIE[{size.value}][{i}]", UNARMED_DIE[size][i], UNARMED_DAMAGE_SOURCE, _UNARMED_WORDS[size].format(words))
        for size in UNARMED_DIE
        for i, words in enumerate(("{}d", "…d{}"))
    ),
    Stated("MULTIPLIER_EXAMPLE[0][0]", MULTIPLIER_EXAMPLE[0][0], DAMAGE_SOURCE, "un arma que hace crítico x{} y por ser mágica"),
    Stated("MULTIPLIER_EXAMPLE[0][1]", MULTIPLIER_EXAMPLE[0][1], DAMAGE_SOURCE, "el daño es x{} contra gigantes"),
    Stated("MULTIPLIER_EXAMPLE[1]", MULTIPLIER_EXAMPLE[1], DAMAGE_SOURCE, "un daño crítico contra gigantes es x{} (y no"),
)

TABLES = (
    Table(
        name="damage_strength_003",
        source=DAMAGE_SOURCE,
        caption="Bonificador de Fuerza al daño",
        columns=("Arma", "Bonificador de Fuerza"),
        rows=tuple(STRENGTH_PRINTED.values()),
        notes=(
            "Daño mínimo. Si las penalizaciones reducen el resultado del daño a menos de 1, un golpe todavía "
            "hace 1 punto de daño.",
            "cuando multiplicas el daño más de una vez, cada multiplicador se basa en el daño original sin "
            "multiplicar.",
            "los dados de daño extra por encima del daño normal de un arma nunca se multiplican.",
        ),
    ),
    Table(
        name="unarmed_damage_003",
        source=UNARMED_DAMAGE_SOURCE,
        caption="Daño del ataque sin armas",
        columns=("Personaje", "Daño"),
        rows=tuple((UNARMED_PRINTED[size], f"{n}d{sides}") for size, (n, sides) in UNARMED_DIE.items()),
        notes=(
            "Todos los ataques sin armas hacen daño no letal.",
            "Los ataques sin armas cuentan como armas ligeras (para propósitos de penalizadores por ataque "
            "con dos armas, y todo lo demás).",
        ),
    ),
)
