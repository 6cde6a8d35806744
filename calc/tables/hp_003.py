"""003 — the numbers of hit points: massive damage, losing hit points while dying or
straining, stabilising, healing and recovering. The rules that use them are in
:mod:`calc.rules.hp_003`."""

from __future__ import annotations

from ..sources import cite
from . import Stated

__all__ = [
    "MASSIVE_SOURCE",
    "DISABLED_SOURCE",
    "DYING_SOURCE",
    "STABLE_SOURCE",
    "RECOVERY_SOURCE",
    "MASSIVE_DAMAGE",
    "MASSIVE_DC",
    "STRAIN_DAMAGE",
    "DYING_LOSS",
    "STABILISE_DC",
    "HEAL_DC",
    "RECOVER_DC",
    "STATED",
]

MASSIVE_SOURCE = cite("003", "DAÑO MASIVO")
DISABLED_SOURCE = cite("003", "INCAPACITADO [0 PUNTOS DE GOLPE]")
DYING_SOURCE = cite("003", "MORIBUNDO [PUNTOS DE VIDA NEGATIVOS]")
STABLE_SOURCE = cite("003", "PERSONAJES ESTABLES Y RECUPERACIÓN")
RECOVERY_SOURCE = cite("003", "RECUPERARSE CON AYUDA")

MASSIVE_DAMAGE = 20  # "20 puntos de daño o más"
MASSIVE_DC = 15  # "tirada de salvación de Fortaleza DC 15"
STRAIN_DAMAGE = 1  # "recibes 1 punto de daño al completar el acto"
DYING_LOSS = 1  # "Un personaje moribundo pierde 1 punto de golpe cada asalto"
STABILISE_DC = 10  # "chequeo de Constitución CD 10", plus the negative HP
HEAL_DC = 15  # "tirada de Sanar CD 15"
RECOVER_DC = 10  # "tirada de Constitución CD 10 más los puntos de golpe negativos"

STATED = (
    Stated("MASSIVE_DAMAGE", MASSIVE_DAMAGE, MASSIVE_SOURCE, "que le inflija {} puntos de daño o más"),
    Stated("MASSIVE_DC", MASSIVE_DC, MASSIVE_SOURCE, "tirada de salvación de Fortaleza DC {} o morirá"),
    Stated("MASSIVE_DAMAGE", MASSIVE_DAMAGE, MASSIVE_SOURCE, "Si recibe {} daños de distintos golpes"),
    Stated("STRAIN_DAMAGE", STRAIN_DAMAGE, DISABLED_SOURCE, "recibes {} punto de daño al completar el acto"),
    Stated("DYING_LOSS", DYING_LOSS, DYING_SOURCE, "Un personaje moribundo pierde {} punto de golpe cada asalto"),
    Stated("STABILISE_DC", STABILISE_DC, STABLE_SOURCE, "hacer un chequeo de Constitución CD {} para estabilizarse"),
    Stated("DYING_LOSS", DYING_LOSS, STABLE_SOURCE, "Si el personaje falla este chequeo, pierde {} punto de golpe"),
    Stated("DYING_LOSS", DYING_LOSS, STABLE_SOURCE, "Esos personajes pierden {} punto de vida además de su daño continuo"),
    Stated("HEAL_DC", HEAL_DC, STABLE_SOURCE, "con una tirada de Sanar CD {}."),
    Stated("RECOVER_DC", RECOVER_DC, RECOVERY_SOURCE, "con una tirada de Constitución CD {} más los puntos de golpe negativos"),
)
