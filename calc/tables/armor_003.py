"""003 — armour as damage reduction (CA), armour penetration (PA), armour damage and repair.

From "ARMADURA", "ARMADURA Y REDUCCIÓN DE DAÑO", "PENETRACIÓN DE ARMADURA", "MÚLTIPLES
IMPACTOS Y GOLPES CRÍTICOS", "DAÑO A ARMADURA Y REPARACIÓN" and "SUTILEZA Y ARMADURA".
The seed's armour and weapon tables are not in the text; only the values its examples
quote are (chain mail CA 6, chain mail and helmet CA 7, crow's beak PA 7, short sword +1 PA 2).
"""

from __future__ import annotations

import enum
from fractions import Fraction

from ..sources import cite
from . import Gloss, Stated, Table

__all__ = [
    "Craft",
    "ARMOR_SOURCE",
    "REDUCTION_SOURCE",
    "PENETRATION_SOURCE",
    "MULTIPLE_HITS_SOURCE",
    "WEAR_SOURCE",
    "FINESSE_ARMOR_SOURCE",
    "EXAMPLES",
    "ARMOR_DAMAGE_THRESHOLD",
    "ARMOR_DAMAGE_DIE",
    "HELMET_FACE",
    "PENETRATED_SHARE",
    "REPAIR_COST_PER_POINT",
    "SELF_REPAIR_FACTOR",
    "REPAIR_DC",
    "REPAIR_HOURS_DIE",
    "DESTROYED_AT",
    "STATED",
    "TABLES",
]

ARMOR_SOURCE = cite("003", "ARMADURA")
REDUCTION_SOURCE = cite("003", "ARMADURA Y REDUCCIÓN DE DAÑO")
PENETRATION_SOURCE = cite("003", "PENETRACIÓN DE ARMADURA")
MULTIPLE_HITS_SOURCE = cite("003", "MÚLTIPLES IMPACTOS Y GOLPES CRÍTICOS")
WEAR_SOURCE = cite("003", "DAÑO A ARMADURA Y REPARACIÓN")
FINESSE_ARMOR_SOURCE = cite("003", "SUTILEZA Y ARMADURA")

# (item as named in the seed, CA as printed or "", PA as printed or "")
EXAMPLES: tuple[tuple[str, str, str], ...] = (
    ("cota de mallas", "6", ""),
    ("cotas de malla y casco", "7", ""),
    ("pico de cuervo", "", "7"),
    ("espada corta", "", "1"),
    ("espada corta +1", "", "2"),
)

PENETRATED_SHARE = Fraction(1, 2)  # "la protección de dicha armadura se reduce a la mitad (redondeando hacia abajo)"
ARMOR_DAMAGE_THRESHOLD = 20  # "20 puntos de daño o más ... (después de tener en cuenta la armadura)"
ARMOR_DAMAGE_DIE = 4  # "su CA se reducirá en 1d4"
HELMET_FACE = 4  # "sea 4 se aplicará obligatoriamente como mínimo 1 daño al casco"
REPAIR_COST_PER_POINT = Fraction(20, 100)  # "20% del coste original ... por cada 1 de daño a la CA"
SELF_REPAIR_FACTOR = Fraction(1, 2)  # "Este coste se reduce a la mitad si el personaje hace las reparaciones"
REPAIR_HOURS_DIE = 4  # "1d4 horas de tiempo por cada punto reparado"
DESTROYED_AT = 0  # "si la armadura se reduce a CA 0 ... está completamente destruida"


class Craft(enum.Enum):
    """The two Craft checks that repair armour; value as printed."""

    ARMORSMITH = "Artesanía (fabricación de armaduras)"
    BLACKSMITH = "Artesanía (Herrero)"


REPAIR_DC: dict[Craft, int] = {Craft.ARMORSMITH: 10, Craft.BLACKSMITH: 15}

_EXAMPLE_WORDS = {  # where each example's number stands
    "cota de mallas": (ARMOR_SOURCE, "la CA de una cota de mallas es {}."),
    "cotas de malla y casco": (REDUCTION_SOURCE, "lleva cotas de malla y casco, lo cual le da una AC de {}."),
    "pico de cuervo": (PENETRATION_SOURCE, "el pico de cuervo hace 6 daños y tiene PA {}."),
    "espada corta": (PENETRATION_SOURCE, "una espada corta +1 tiene una PA de 2 en vez de {}."),
    "espada corta +1": (PENETRATION_SOURCE, "una espada corta +1 tiene una PA de {} en vez"),
}

STATED = (
    Stated("PENETRATED_SHARE", PENETRATED_SHARE, PENETRATION_SOURCE, "la protección de dicha armadura se reduce a la {} (redondeando"),
    Stated("ARMOR_DAMAGE_THRESHOLD", ARMOR_DAMAGE_THRESHOLD, WEAR_SOURCE, "golpeada por un arma que hace {} puntos de daño o más"),
    Stated("ARMOR_DAMAGE_DIE", ARMOR_DAMAGE_DIE, WEAR_SOURCE, "su CA se reducirá en 1d{}."),
    Stated("HELMET_FACE", HELMET_FACE, WEAR_SOURCE, "se ha roto la armadura sea {} se aplicará obligatoriamente"),
    Stated("REPAIR_COST_PER_POINT", REPAIR_COST_PER_POINT, WEAR_SOURCE, "a un coste del {}% del coste original"),
    Stated("SELF_REPAIR_FACTOR", SELF_REPAIR_FACTOR, WEAR_SOURCE, "Este coste se reduce a la {} si el personaje"),
    *(Stated(f"REPAIR_DC[{c.name.lower()}]", REPAIR_DC[c], WEAR_SOURCE, f"{c.value} CD {{}}") for c in Craft),
    Stated("REPAIR_HOURS_DIE", REPAIR_HOURS_DIE, WEAR_SOURCE, "y 1d{} horas de tiempo por cada punto reparado"),
    Stated("DESTROYED_AT", DESTROYED_AT, WEAR_SOURCE, "si la armadura se reduce a CA {} significa"),
    *(
        Stated(f"EXAMPLES[{item}]", int(ca or pa), _EXAMPLE_WORDS[item][0], _EXAMPLE_WORDS[item][1])
        for item, ca, pa in EXAMPLES
    ),
)

TABLES = (
    Table(
        name="armor_examples_003",
        source=REDUCTION_SOURCE,
        caption="CA y PA citadas en los ejemplos",
        columns=("Arma o armadura", "CA", "PA"),
        rows=tuple((item, ca or "—", pa or "—") for item, ca, pa in EXAMPLES),
        notes=(
            "Si un personaje sufre un impacto de un arma cuya puntuación de Penetración de Armadura iguala o "
            "excede la puntuación de AC de su armadura, entonces la protección de dicha armadura se reduce a "
            "la mitad (redondeando hacia abajo) para ese impacto.",
            "Como regla básica, cualquier posible reducción de daño de la CA se aplicará una vez a cada "
            "tirada de ataque realizada contra un blanco.",
            Gloss("Las tablas de armas y armaduras no aparecen en el texto; la PA 1 de la espada corta se deduce "
                "de \"una espada corta +1 tiene una PA de 2 en vez de 1\"."),
        ),
    ),
    Table(
        name="armor_repair_003",
        source=WEAR_SOURCE,
        caption="Daño a armadura y reparación",
        columns=("Regla", "Valor"),
        rows=(
            ("golpeada por un arma que hace", f"{ARMOR_DAMAGE_THRESHOLD} puntos de daño o más"),
            ("su CA se reducirá en", f"1d{ARMOR_DAMAGE_DIE}"),
            ("a un coste del", f"{REPAIR_COST_PER_POINT * 100}% del coste original de la armadura por cada 1 de daño a la CA"),
            ("si el personaje hace las reparaciones él mismo", "Este coste se reduce a la mitad"),
            (Craft.ARMORSMITH.value, f"CD {REPAIR_DC[Craft.ARMORSMITH]}"),
            (Craft.BLACKSMITH.value, f"CD {REPAIR_DC[Craft.BLACKSMITH]}"),
            ("tiempo por cada punto reparado", f"1d{REPAIR_HOURS_DIE} horas"),
            (f"CA {DESTROYED_AT}", "completamente destruida y no puede repararse"),
        ),
        notes=(
            "En caso de que la tirada para ver cuánto se ha roto la armadura sea 4 se aplicará "
            "obligatoriamente como mínimo 1 daño al casco (si es que se lleva casco).",
            "los luchadores sutiles nunca dañan la armadura al hacer sus ataques, incluso cuando la ignoran "
            "por completo.",
        ),
    ),
)
