"""000 — "LA SORPRESA NEI COMBATTIMENTI": the surprise roll (1-3 on 1d10) and its modifiers by
what the creature was doing, plus the sentinel's fatigue after three hours.

Modifiers add to the d10 (the Dexterity reaction adjustment is a bonus, the listed
penalties are negative); the creature is surprised when the modified roll is 1-3.
"""

from __future__ import annotations

import enum

from ..sources import cite
from . import Gloss, Stated, Table
from .conditions_000 import CONDITIONS, ConditionKey

__all__ = [
    "SurpriseState",
    "STATE_MODIFIER",
    "SURPRISE_SOURCE",
    "SURPRISE_DIE",
    "SURPRISE_MAX",
    "SENTINEL_EFFECTIVE_HOURS",
    "SENTINEL_REST_HOURS",
    "SENTINEL_FATIGUE",
    "STATED",
    "TABLES",
]

SURPRISE_SOURCE = cite("000", "LA SORPRESA NEI COMBATTIMENTI")
SURPRISE_DIE = 10  # "1d10"
SURPRISE_MAX = 3  # "sarà sorpresa con un risultato 1-3"

SENTINEL_EFFECTIVE_HOURS = 3  # "pienamente efficace ... solo per le prime tre ore di guardia"
SENTINEL_REST_HOURS = 8  # "dovrà sospendere e riposare per almeno 8 ore"
SENTINEL_FATIGUE = -2  # "se non sospende e continua il turno avrà in ogni caso una penalità di -2"


class SurpriseState(enum.Enum):
    GUARD = "guard"  # attenta: fa la "guardia" da una postazione fissa
    WARY = "wary"  # attenta mentre cammina a metà movimento: "guardinghi"
    MOVING = "moving"  # si muove o viaggia senza cautela particolare
    BUSY = "busy"  # compie un'azione complessa non aspettandosi l'incontro
    EXPECTING = "expecting"  # in attesa di uno specifico incontro: non può essere sorpresa


# None: cannot be surprised.
STATE_MODIFIER: dict[SurpriseState, int | None] = {
    SurpriseState.GUARD: 0,
    SurpriseState.WARY: 0,
    SurpriseState.MOVING: -2,
    SurpriseState.BUSY: -4,
    SurpriseState.EXPECTING: None,
}

_BUT = "potrà effettuare il tiro per la sorpresa ma subirà una penalità di {}."
STATED = (
    Stated("SURPRISE_DIE", SURPRISE_DIE, SURPRISE_SOURCE, "sarà sorpresa con un risultato 1-3 su 1d{},"),
    Stated("SURPRISE_MAX", SURPRISE_MAX, SURPRISE_SOURCE, "sarà sorpresa con un risultato 1-{} su"),
    Stated("SENTINEL_EFFECTIVE_HOURS", SENTINEL_EFFECTIVE_HOURS, SURPRISE_SOURCE, "solo per le prime {} ore di"),
    Stated("SENTINEL_REST_HOURS", SENTINEL_REST_HOURS, SURPRISE_SOURCE, "riposare per almeno {} ore"),
    Stated("SENTINEL_FATIGUE", SENTINEL_FATIGUE, SURPRISE_SOURCE, "avrà in ogni caso una penalità di {}."),
    Stated("STATE_MODIFIER[moving]", STATE_MODIFIER[SurpriseState.MOVING], SURPRISE_SOURCE, "(dimezzando il movimento), " + _BUT),
    Stated("STATE_MODIFIER[busy]", STATE_MODIFIER[SurpriseState.BUSY], SURPRISE_SOURCE, "non aspettandosi l'incontro " + _BUT),
)

_LABEL = {
    SurpriseState.GUARD: "Attenta ad eventuali incontri ostili: \"guardia\" da una postazione fissa",
    SurpriseState.WARY: "Attenta mentre cammina a metà movimento: \"guardinghi\"",
    SurpriseState.MOVING: "Sta muovendosi o viaggiando senza procedere con cautela particolare",
    SurpriseState.BUSY: "Sta compiendo una qualunque azione complessa non aspettandosi l'incontro",
    SurpriseState.EXPECTING: "È in attesa di uno specifico incontro",
}


def _cell(modifier: int | None) -> str:
    if modifier is None:
        return "non può essere sorpresa"
    return f"sorpresa con 1-{SURPRISE_MAX} su 1d{SURPRISE_DIE}" + (f", penalità di {modifier}" if modifier else "")


TABLES = (
    Table(
        name="surprise_000",
        source=SURPRISE_SOURCE,
        caption="La sorpresa nei combattimenti",
        columns=("La creatura", "Tiro sulla sorpresa"),
        rows=tuple((_LABEL[s], _cell(m)) for s, m in STATE_MODIFIER.items())
        + ((
            f"Sentinella oltre le prime {SENTINEL_EFFECTIVE_HOURS} ore di \"guardia\" senza riposare {SENTINEL_REST_HOURS} ore",
            f"penalità di {SENTINEL_FATIGUE}",
        ),),
        notes=(
            Gloss("Al tiro si applicano il bonus del reaction adjustment della destrezza e le penalità derivanti dalla creatura e dalle circostanze."),
            Gloss(f"Assordato: {CONDITIONS[ConditionKey.DEAF].surprise} ai tiri sulla sorpresa."),
        ),
    ),
)
