"""001 — "Sorpresa": the surprise round and the flat-footed.

If some combatants, but not all, are aware of their foes when combat starts, a surprise round
comes first: each aware combatant may take a Standard or Move action (and Swift actions);
surprised combatants are flat-footed (Impreparato), "penalità –2 alla Classe Armatura", until
they are aware and act. Where the surprise round falls in the sequence is :mod:`.timing_001`'s.

Reading chosen (also stated on the calculator): every combatant not aware at the start is
surprised and flat-footed until it acts, even when no surprise round happens because nobody
is aware.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..declare import Calculator, IntField, Option, Output, Side, When
from ..i18n import _
from ..sources import cite
from ..tables import Stated
from ..vocab import AC
from .initiative_001 import surprise_round_happens

__all__ = ["SURPRISE_SOURCE", "FLAT_FOOTED_AC", "SurpriseInfo", "surprise", "SURPRISE_ACTIONS", "STATED", "CALCULATORS"]

SURPRISE_SOURCE = cite("001", "Sorpresa")

FLAT_FOOTED_AC = -2  # "Impreparato; hanno quindi penalità –2 alla Classe Armatura"
STATED = (Stated("FLAT_FOOTED_AC", FLAT_FOOTED_AC, SURPRISE_SOURCE, "hanno quindi penalità {} alla Classe Armatura"),)


@dataclass(frozen=True)
class SurpriseInfo:
    surprise_round: bool
    acting_in_surprise_round: int
    flat_footed: int


def surprise(aware: int, surprised: int) -> SurpriseInfo:
    """Surprise round iff some but not all are aware; every surprised combatant is flat-footed."""
    happens = surprise_round_happens(aware, surprised)
    return SurpriseInfo(happens, aware if happens else 0, surprised)


# "un'Azione Standard o di Movimento nel round di sorpresa. È possibile anche effettuare Azioni Rapide."
SURPRISE_ACTIONS = Option("standard_or_move_plus_swift", _("a Standard or Move action, plus Swift actions"))
_NO_ACTIONS = Option("none", _("none (no surprise round)"))


def _surprise(aware: int, surprised: int, ac: int) -> dict[str, object]:
    info = surprise(aware, surprised)
    return {
        "surprise_round": info.surprise_round,
        "acting_in_surprise_round": info.acting_in_surprise_round,
        "actions_in_surprise_round": (SURPRISE_ACTIONS if info.surprise_round else _NO_ACTIONS).value,
        "flat_footed": info.flat_footed,
        # Nobody surprised, nobody flat-footed: no AC to show (the AC field is then unused).
        "ac_penalty": FLAT_FOOTED_AC if surprised else None,
        "flat_footed_ac": ac + FLAT_FOOTED_AC if surprised else None,
    }


SURPRISE_READING = _(
    "Every combatant not aware at the start is surprised and flat-footed until it "
    "acts, even when nobody is aware and so no surprise round happens.",
)


CALCULATORS = (
    Calculator(
        name="surprise_001",
        title=_("Surprise round and flat-footed"),
        summary=_(
            "Whether a surprise round happens, who acts in it and how, and the AC of a surprised "
            "(flat-footed) combatant.",
        ),
        source=SURPRISE_SOURCE,
        fields=(
            IntField("aware", _("Combatants aware of their foes"),
                     minimum=0, maximum=100, default=1),
            IntField("surprised", _("Combatants not aware (surprised)"),
                     minimum=0, maximum=100, default=1),
            IntField("ac", _("AC of a surprised combatant"),
                     minimum=0, maximum=100, default=10, applies=When(surprised=range(1, 101)), trait=AC, side=Side.SELF),
        ),
        outputs=(
            Output("surprise_round", _("Surprise round")),
            Output("acting_in_surprise_round", _("Acting in the surprise round")),
            Output("actions_in_surprise_round", _("Actions in the surprise round"),
                   codes=(_NO_ACTIONS, SURPRISE_ACTIONS)),
            Output("flat_footed", _("Flat-footed combatants")),
            Output("ac_penalty", _("AC penalty while flat-footed")),
            Output("flat_footed_ac", _("AC while flat-footed")),
        ),
        compute=_surprise,
        readings=(SURPRISE_READING,),
    ),
)
