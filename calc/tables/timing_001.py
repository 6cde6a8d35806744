"""001 — the numbers of time in combat: the round in seconds and minutes, the surprised
combatants' AC, and the gap below which foes no longer count. The rules that use them are in
:mod:`calc.rules.timing_001`."""

from __future__ import annotations

from ..sources import cite
from . import Stated

__all__ = [
    "ROUND_SOURCE",
    "SURPRISE_SOURCE",
    "END_SOURCE",
    "SECONDS_PER_ROUND",
    "ROUNDS_PER_MINUTE",
    "FLAT_FOOTED_AC",
    "INSIGNIFICANT_CR_GAP",
    "STATED",
]

ROUND_SOURCE = cite("001", "Round di Combattimento")
SURPRISE_SOURCE = cite("001", "Sorpresa")
END_SOURCE = cite("001", "Iniziare e Finire un Combattimento")

SECONDS_PER_ROUND = 6  # "Ogni round di combattimento rappresenta 6 secondi"
ROUNDS_PER_MINUTE = 10  # "ci sono 10 round in 1 minuto"
FLAT_FOOTED_AC = -2  # "Impreparato; hanno quindi penalità –2 alla Classe Armatura"
INSIGNIFICANT_CR_GAP = 4  # "nemici con GS inferiore di 4 o più al livello medio dei PG"

STATED = (
    Stated("SECONDS_PER_ROUND", SECONDS_PER_ROUND, ROUND_SOURCE, "Ogni round di combattimento rappresenta {} secondi"),
    Stated("ROUNDS_PER_MINUTE", ROUNDS_PER_MINUTE, ROUND_SOURCE, "e ci sono {} round in 1 minuto"),
    Stated("FLAT_FOOTED_AC", FLAT_FOOTED_AC, SURPRISE_SOURCE, "hanno quindi penalità {} alla Classe Armatura"),
    Stated("INSIGNIFICANT_CR_GAP", INSIGNIFICANT_CR_GAP, END_SOURCE, "come nemici con GS inferiore di {} o più al livello medio"),
)
