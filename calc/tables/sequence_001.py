"""001 — "Come Funziona il Combattimento": the five steps of a combat, as the seed numbers them.

The seed prints no table; its numbered list is the one structured passage, so it is kept
here once (step number, name, description verbatim) and shown as a table. The rules that
use it (which round is which step, who acts, what they may do) live in
:mod:`calc.rules.timing_001`.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from ..sources import cite
from . import Stated, Table

__all__ = ["Step", "SequenceStep", "SEQUENCE", "SEQUENCE_SOURCE", "STATED", "TABLES"]

SEQUENCE_SOURCE = cite("001", "Come Funziona il Combattimento")


class Step(enum.IntEnum):
    """The seed's numbering of the combat sequence."""

    AWARENESS = 1  # Determinare la Consapevolezza
    INITIATIVE = 2  # Determinare l'Ordine di Iniziativa
    SURPRISE_ROUND = 3  # Round di Sorpresa
    FIRST_NORMAL_ROUND = 4  # Primo Round di Combattimento Normale
    CONTINUE = 5  # Continuare il Combattimento (repeated until the end)


@dataclass(frozen=True)
class SequenceStep:
    step: Step
    name: str  # as printed, before the colon
    text: str  # as printed, after the colon


SEQUENCE: tuple[SequenceStep, ...] = (
    SequenceStep(
        Step.AWARENESS,
        "Determinare la Consapevolezza",
        "il GM stabilisce se all'inizio del combattimento alcuni combattenti sono sorpresi. PG e PNG "
        "tentano di solito delle prove di Percezione per determinare se sono consapevoli che è iniziato "
        "uno scontro.",
    ),
    SequenceStep(
        Step.INITIATIVE,
        "Determinare l'Ordine di Iniziativa",
        "il GM e i giocatori effettuano prove di Iniziativa per i personaggi in grado di agire. In "
        "combattimento, i personaggi agiranno nell'ordine dei risultati delle loro prove (detto anche "
        "conteggio di iniziativa), dal maggiore al minore. Questo si chiama ordine di iniziativa.",
    ),
    SequenceStep(
        Step.SURPRISE_ROUND,
        "Round di Sorpresa",
        "se alcuni personaggi, ma non tutti, sono sorpresi, il combattimento inizia con un round di "
        "Sorpresa, nel quale solo i personaggi che non sono sorpresi possono agire e hanno una scelta "
        "limitata. Dopo l'eventuale round di sorpresa il GM e i giocatori effettuano prove di iniziativa "
        "per qualsiasi personaggio non l'abbia già fatto. Il GM inserisce questi personaggi nell'ordine "
        "di iniziativa a seconda del risultato.",
    ),
    SequenceStep(
        Step.FIRST_NORMAL_ROUND,
        "Primo Round di Combattimento Normale",
        "tutti i personaggi agiscono secondo l'ordine di iniziativa. Hanno a disposizione qualsiasi "
        "opzione, fra cui muoversi e attaccare.",
    ),
    SequenceStep(
        Step.CONTINUE,
        "Continuare il Combattimento",
        "quando tutti i personaggi hanno effettuato un turno inizia il successivo round di combattimento "
        "normale, e si agisce nell'ordine di iniziativa determinato. La fase 5 va poi ripetuta fino alla "
        "fine del combattimento. Se un nuovo personaggio entra nel combattimento, effettua una prova di "
        "iniziativa e il GM lo inserisce nell'ordine di combattimento stabilito a seconda del risultato.",
    ),
)

STATED = (
    *(Stated(f"Step.{s.step.name}", s.step.value, SEQUENCE_SOURCE, f"{{}}. {s.name}:") for s in SEQUENCE),
    Stated("Step.CONTINUE", Step.CONTINUE.value, SEQUENCE_SOURCE, "La fase {} va poi ripetuta"),
)

TABLES = (
    Table(
        name="sequence_001",
        source=SEQUENCE_SOURCE,
        caption="Come Funziona il Combattimento",
        columns=("Fase", "Nome", "Descrizione"),
        rows=tuple((f"{s.step.value}.", s.name, s.text) for s in SEQUENCE),
    ),
)
