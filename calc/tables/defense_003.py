"""003 — Defense: Base Defense, Dodge (Esquiva), Parry (Parada) and their modifiers.

From "DEFENSA", "ESQUIVAR", "PARAR" and "ATAQUES DE TOQUE Y VALORES DE DEFENSA DESPREVENIDO".
The seed prints the formulas and, after the list of "Otros modificadores", four footnotes
(¹²³⁴) whose table is missing from the text. The modifiers and the "can't dodge / can't
parry" situations below are gathered from the prose; every situation is a verbatim fragment
of the seed. The footnote marks are placed on the rows the footnotes describe (our reading:
¹ on the flat-footed defender, ² entangled, ³ grapple, ⁴ helpless or pinned).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from ..sources import cite
from . import Gloss, Stated, Table

__all__ = [
    "Applies",
    "DefenseModifier",
    "Situation",
    "DEFENSE_SOURCE",
    "DODGE_SOURCE",
    "PARRY_SOURCE",
    "TOUCH_SOURCE",
    "BASE_DEFENSE",
    "FORMULAS",
    "MODIFIERS",
    "SITUATIONS",
    "FOOTNOTES",
    "HELPLESS_DEX_MODIFIER",
    "STATED",
    "TABLES",
]

DEFENSE_SOURCE = cite("003", "DEFENSA")
DODGE_SOURCE = cite("003", "ESQUIVAR")
PARRY_SOURCE = cite("003", "PARAR")
TOUCH_SOURCE = cite("003", "ATAQUES DE TOQUE Y VALORES DE DEFENSA DESPREVENIDO")

BASE_DEFENSE = 10  # "Defensa Base= 10 + Modificador de Tamaño"
HELPLESS_DEX_MODIFIER = -5  # "Trata la Destreza del defensor como cero (-5 de modificador a Defensa)"

# (value, formula) as printed. Note the quirk: PARAR writes "Parada =" for the parry *bonus*.
FORMULAS: tuple[tuple[str, str], ...] = (
    ("Defensa Base", f"{BASE_DEFENSE} + Modificador de Tamaño"),
    ("Esquiva", "Defensa Base + bonificador de Destreza + bonificador de Esquiva"),
    ("Parada", "Defensa Base + bonificador de Fuerza + bonificador de Parada"),
    ("Bonificador de Esquiva", "Bonificador de Esquiva base + bonificadores de Esquiva adicionales"),
    ("Parada", "Parada base + bonificadores de parada adicionales"),
)


class Applies(enum.Enum):
    """What a modifier changes; value as the seed words it."""

    DEFENSE = "Defensa"  # every kind of Defense, also when the defender can't dodge or parry
    DODGE = "Esquiva"
    PARRY = "Parada"
    DEXTERITY = "Destreza"  # the ability score


@dataclass(frozen=True)
class DefenseModifier:
    situation: str  # verbatim fragment of the seed (plus a footnote mark where one belongs)
    value: int
    applies_to: Applies

    @property
    def printed(self) -> str:
        return str(self.value)


MODIFIERS: dict[str, DefenseModifier] = {
    "surrounded": DefenseModifier("rodeado por todas partes", -2, Applies.DODGE),
    "no_free_hex": DefenseModifier("no tiene un hexágono adyacente desocupado", -2, Applies.DODGE),
    "charging": DefenseModifier("cuando cargas", -2, Applies.DEFENSE),
    "dex_5": DefenseModifier("Destreza ha sido reducida a 5", -3, Applies.DEFENSE),
    "asleep": DefenseModifier("duerme o está inconsciente", -5, Applies.DEFENSE),
    "helpless": DefenseModifier("indefensos o inmovilizados⁴", -5, Applies.DEFENSE),
    "entangled": DefenseModifier("enmarañado²", -4, Applies.DEXTERITY),
    "entangled_above": DefenseModifier("enmarañados desde arriba²", -4, Applies.PARRY),
    "unarmed": DefenseModifier("desarmado por completo", -4, Applies.PARRY),
    "not_proficient": DefenseModifier("un arma con la que no es competente", -1, Applies.PARRY),
    "improvised": DefenseModifier("un arma improvisada", -1, Applies.PARRY),
}


@dataclass(frozen=True)
class Situation:
    """Whether the defender may dodge / parry in a situation (situation verbatim from the seed)."""

    situation: str
    can_dodge: bool
    can_parry: bool


SITUATIONS: dict[str, Situation] = {
    "flat_footed": Situation("desprevenido¹", False, False),
    "not_free": Situation("no te puedes mover con libertad", False, False),
    "grapple": Situation("presa³", False, False),
    "helpless": Situation("indefensos o inmovilizados⁴", False, False),
    "ranged_attack": Situation("ataque de arma a distancia", True, False),
    "touch_attack": Situation("ataques de toque", True, False),
    "somatic_spell": Situation("componente somático (S)", True, False),
    "entangled_below": Situation("enmarañados desde abajo²", True, True),
}

_MODIFIER_WORDS = {  # (passage, the words around each modifier)
    "surrounded": (DEFENSE_SOURCE, "no puedes esquivar de manera adecuada, sufres un penalizador de {} a Esquiva"),
    "no_free_hex": (DODGE_SOURCE, "tendrá un penalizador de {} a su Esquiva"),
    "charging": (DEFENSE_SOURCE, "cuando cargas sufres un {} de modificador a la Defensa"),
    "dex_5": (DEFENSE_SOURCE, "reducida a 5 por el veneno aplicaría una penalización de {} a su Defensa"),
    "asleep": (DEFENSE_SOURCE, "no se mueve en absoluto, por lo que tiene un {} a su Defensa"),
    "helpless": (DEFENSE_SOURCE, "⁴ Trata la Destreza del defensor como cero ({} de modificador a Defensa)"),
    "entangled": (DEFENSE_SOURCE, "² Un personaje enmarañado tiene un penalizador de {} a Destreza"),
    "entangled_above": (DEFENSE_SOURCE, "tienen un penalizador de {} a Parada cuando paran"),
    "unarmed": (PARRY_SOURCE, "está desarmado por completo recibe un penalizador de {} a la Parada"),
    "not_proficient": (PARRY_SOURCE, "sufre una penalización de {} a su Parada"),
    "improvised": (PARRY_SOURCE, "sufre una penalización de {} a su Parada"),
}

STATED = (
    Stated("BASE_DEFENSE", BASE_DEFENSE, DEFENSE_SOURCE, "Defensa Base= {} + Modificador de Tamaño"),
    Stated("BASE_DEFENSE", BASE_DEFENSE, DEFENSE_SOURCE, "La Defensa Base siempre es {} para personajes de tamaño Mediano"),
    Stated("BASE_DEFENSE", BASE_DEFENSE, TOUCH_SOURCE, "Deben usar su Defensa Base, que siempre será {},"),
    Stated("HELPLESS_DEX_MODIFIER", HELPLESS_DEX_MODIFIER, DEFENSE_SOURCE, "Trata la Destreza del defensor como cero ({} de"),
    *(Stated(f"MODIFIERS[{key}].value", MODIFIERS[key].value, *where) for key, where in _MODIFIER_WORDS.items()),
)

FOOTNOTES: tuple[str, ...] = (
    "¹ El defensor no puede esquivar o parar",
    "² Un personaje enmarañado tiene un penalizador de -4 a Destreza. Los personajes enmarañados desde "
    "arriba, como a los que les lanzan una red, por ejemplo, tienen un penalizador de -4 a Parada cuando "
    "paran con algo mayor que una daga. Los que están enmarañados desde abajo, como por ejemplo caminando "
    "sobre una tela de araña, podrán parar sin penalizadores.",
    "³ Tirar a suertes para ver qué participante de la presa se lleva el golpe. El defensor no puede "
    "esquivar o parar.",
    "⁴ Trata la Destreza del defensor como cero (-5 de modificador a Defensa). Se pueden hacer ataques "
    "furtivos contra oponentes indefensos o inmovilizados.",
)

_MISSING = Gloss("La tabla a la que remiten las notas ¹²³⁴ no aparece en el texto; las filas se han reunido de la prosa.")


def _yes(flag: bool) -> str:
    return "sí" if flag else "no"


TABLES = (
    Table(
        name="defense_values_003",
        source=DEFENSE_SOURCE,
        caption="Valores de Defensa",
        columns=("Valor", "Fórmula"),
        rows=FORMULAS,
        notes=(
            "La Defensa Base siempre es 10 para personajes de tamaño Mediano.",
            "Ten en cuenta que la armadura limita tu bonificador de Destreza, luego si llevas armadura podrías "
            "no ser capaz de aplicar todo tu bonificador de Destreza a tu Esquiva.",
        ),
    ),
    Table(
        name="defense_modifiers_003",
        source=DEFENSE_SOURCE,
        caption="Modificadores de Defensa",
        columns=("Situación", "Modificador", "Se aplica a"),
        rows=tuple((m.situation, m.printed, m.applies_to.value) for m in MODIFIERS.values()),
        notes=FOOTNOTES + (_MISSING,),
    ),
    Table(
        name="defense_situations_003",
        source=DEFENSE_SOURCE,
        caption="Cuándo se puede esquivar o parar",
        columns=("Situación", "Esquiva", "Parada"),
        rows=tuple((s.situation, _yes(s.can_dodge), _yes(s.can_parry)) for s in SITUATIONS.values()),
        notes=FOOTNOTES
        + (
            "Si el blanco no puede esquivar o parar, entonces la tirada de ataque sólo necesita igualar o "
            "exceder la Defensa Base del blanco.",
            _MISSING,
        ),
    ),
)
