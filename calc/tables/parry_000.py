"""000 — "LA PARATA NEL CORPO A CORPO" and "LA PARATA CONTRO LE ARMI DA TIRO": how far parrying
lowers the armour class (AD&D: a lower AC is better), by weapon mastery and by shield.

Values are stored as the size of the reduction (the seed prints "- 1", "- 2", ...). Note the
two shield scales differ: against missiles each shield gives one point more, and a buckler
equals a small shield in melee but not against missiles — kept as printed.
"""

from __future__ import annotations

import enum

from ..sources import cite
from . import Gloss, Lines, Stated, Table

__all__ = [
    "Mastery",
    "Shield",
    "MASTERY_REDUCTION",
    "MELEE_SHIELD_REDUCTION",
    "MISSILE_SHIELD_REDUCTION",
    "MELEE_SOURCE",
    "MISSILE_SOURCE",
    "MAX_SIZE_GAP",
    "PARRY_FATIGUE",
    "WEAPON_SIZE_SAVE_MALUS",
    "STATED",
    "TABLES",
]

MELEE_SOURCE = cite("000", "LA PARATA NEL CORPO A CORPO")
MISSILE_SOURCE = cite("000", "LA PARATA CONTRO LE ARMI DA TIRO")

MAX_SIZE_GAP = 2  # "non vale contro attacchi fisici di creature di due o più dimensioni superiori"
PARRY_FATIGUE = 1  # "un'azione di combattimento che costa un punto fatica"
WEAPON_SIZE_SAVE_MALUS = -1  # "un malus di –1 per ogni size di differenza"


class Mastery(enum.Enum):
    NONE = "none"
    EXPERT = "expert"  # Esperto
    CHAMPION = "champion"  # Campione
    MASTER = "master"  # Maestro
    GRANDMASTER = "grandmaster"  # Gran Maestro


class Shield(enum.Enum):
    NONE = "none"
    BUCKLER = "buckler"  # scudo rotella
    SMALL = "small"  # scudo small
    MEDIUM = "medium"  # scudo medio
    BODY = "body"  # scudo da corpo


MASTERY_REDUCTION: dict[Mastery, int] = {
    Mastery.NONE: 0,
    Mastery.EXPERT: 1,
    Mastery.CHAMPION: 1,
    Mastery.MASTER: 2,
    Mastery.GRANDMASTER: 2,
}

MELEE_SHIELD_REDUCTION: dict[Shield, int] = {
    Shield.NONE: 0,
    Shield.BUCKLER: 1,
    Shield.SMALL: 1,
    Shield.MEDIUM: 2,
    Shield.BODY: 3,
}

MISSILE_SHIELD_REDUCTION: dict[Shield, int] = {
    Shield.NONE: 0,
    Shield.BUCKLER: 1,
    Shield.SMALL: 2,
    Shield.MEDIUM: 3,
    Shield.BODY: 4,
}

_MASTERY_IT = {
    Mastery.EXPERT: "Esperto",
    Mastery.CHAMPION: "Campione",
    Mastery.MASTER: "Maestro",
    Mastery.GRANDMASTER: "Gran Maestro",
}
_SHIELD_IT = {
    Shield.BUCKLER: "Uno scudo rotella",
    Shield.SMALL: "Uno scudo small",
    Shield.MEDIUM: "Uno scudo medio",
    Shield.BODY: "Uno scudo da corpo",
}


# Where the text states each number (the build checks they agree).
STATED = (
    *(Stated(f"MASTERY_REDUCTION[{m.value}]", MASTERY_REDUCTION[m], MELEE_SOURCE, f"{_MASTERY_IT[m]} - {{}}") for m in _MASTERY_IT),
    *(
        Stated(f"{name}[{s.value}]", reduction[s], source, f"{_SHIELD_IT[s]} riduce la classe armatura di un ulteriore - {{}}")
        for name, reduction, source in (
            ("MELEE_SHIELD_REDUCTION", MELEE_SHIELD_REDUCTION, MELEE_SOURCE),
            ("MISSILE_SHIELD_REDUCTION", MISSILE_SHIELD_REDUCTION, MISSILE_SOURCE),
        )
        for s in _SHIELD_IT
    ),
    Stated("WEAPON_SIZE_SAVE_MALUS", WEAPON_SIZE_SAVE_MALUS, MELEE_SOURCE, "dà un malus di {} per ogni size di differenza"),
    Stated("MAX_SIZE_GAP", MAX_SIZE_GAP, MELEE_SOURCE, "attacchi fisici di creature di {} o più dimensioni superiori"),
    Stated("PARRY_FATIGUE", PARRY_FATIGUE, MELEE_SOURCE, "un'azione di combattimento che costa {} punto fatica"),
)


def _minus(n: int) -> str:
    return f"- {n}"


def _shield_rows(reduction: dict[Shield, int]) -> tuple[tuple[str, str], ...]:
    return tuple((_SHIELD_IT[s], "riduce la classe armatura di un ulteriore " + _minus(reduction[s])) for s in _SHIELD_IT)


TABLES = (
    Table(
        name="parry_melee_000",
        source=MELEE_SOURCE,
        caption="La parata nel corpo a corpo",
        columns=("Voce", "Classe armatura"),
        rows=tuple((_MASTERY_IT[m], _minus(MASTERY_REDUCTION[m])) for m in _MASTERY_IT) + _shield_rows(MELEE_SHIELD_REDUCTION),
        notes=(
            Gloss("La classe armatura diminuisce anche del fattore di parata dell'arma."),
            Gloss("Solo contro attacchi frontali; costa un punto fatica, dura tutto il round, chi para deve stare fermo."),
            "La parata non vale contro attacchi fisici di creature di due o più dimensioni superiori a quella del difensore.",
            Gloss(f"Tiro salvezza dell'arma: bonus e/o malus delle armi magiche; {WEAPON_SIZE_SAVE_MALUS} per ogni size di "
                "differenza dell'arma attaccante."),
        ),
        lines=Lines("Esperto", "La parata non vale contro"),
    ),
    Table(
        name="parry_missile_000",
        source=MISSILE_SOURCE,
        caption="La parata contro le armi da tiro",
        columns=("Voce", "Classe armatura"),
        rows=_shield_rows(MISSILE_SHIELD_REDUCTION),
        notes=(
            Gloss("Solo con lo scudo, contro proiettili che provengono di fronte; non se il personaggio si trova in melee."),
            Gloss("Chi para deve restare fermo nel round; se non viene colpito grazie ai bonus di parata lo scudo subisce regolari danni."),
        ),
        lines=Lines("Uno scudo rotella", "Chi effettua questo tipo di parata"),
    ),
)
