"""003 — time in combat: when an effect of N rounds ends, and how long a spell takes to cast.

Seed 003:

- "ANATOMÍA DE UN ASALTO DE COMBATE": "Cada asalto representa 6 segundos en el mundo de juego."
  "Los efectos que duran cierto número de asaltos acaban justo antes del mismo momento de
  iniciativa que empezaron."
- "LANZAR UN CONJURO" (the one under "ACCIONES DE ASALTO COMPLETO"; with "TIEMPO DE
  LANZAMIENTO" and the spells' "ATAQUES DE OPORTUNIDAD"): a 1-action spell "hace efecto
  inmediatamente"; a spell of 1 round is a full-round action and "Entra en efecto justo antes
  del comienzo de tu turno en el asalto tras el que comienzas a lanzar el conjuro"; one of 1
  minute "entra en efecto justo antes de tu turno 1 minuto más tarde; cada uno de esos 10
  asaltos estás lanzando un conjuro como una acción de asalto completo". Casting provokes
  attacks of opportunity, those of 1 round or more only when you start; a spell needing only
  a free action provokes none; "Mientras lanzas un conjuro no amenazas ningún cuadro".

Readings (also on the calculators):

- A casting time of N rounds (N > 1) or N minutes follows the 1-round and 1-minute cases:
  N (or 10 × N) consecutive full-round actions, effect just before your turn that many
  rounds after the round you start in.
- "No amenazas ningún cuadro" is read for spells of 1 round or more (the sentence is in that
  passage); a 1-action spell is over within your turn.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from ..declare import Calculator, ChoiceField, IntField, Option, Output, When
from ..i18n import _
from ..sources import cite
from ..tables import Stated
from .actions_003 import ACTION_CODES
from .initiative_003 import CHECK_RANGE

__all__ = [
    "SECONDS_PER_ROUND",
    "ROUNDS_PER_MINUTE",
    "CastingTime",
    "Casting",
    "casting",
    "effect_end",
    "EFFECT_CODES",
    "PROVOKES_CODES",
    "ROUND_SOURCE",
    "CASTING_SOURCE",
    "STATED",
    "CALCULATORS",
]

ROUND_SOURCE = cite("003", "ANATOMÍA DE UN ASALTO DE COMBATE")
CASTING_SOURCE = cite("003", "LANZAR UN CONJURO")

SECONDS_PER_ROUND = 6  # "Cada asalto representa 6 segundos en el mundo de juego."
ROUNDS_PER_MINUTE = 10  # "1 minuto ... cada uno de esos 10 asaltos"
STATED = (
    Stated("SECONDS_PER_ROUND", SECONDS_PER_ROUND, ROUND_SOURCE, "Cada asalto representa {} segundos en el mundo de juego"),
    Stated("SECONDS_PER_ROUND", SECONDS_PER_ROUND, ROUND_SOURCE, "(dentro del marco de los {} segundos del asalto de combate)"),
    Stated("ROUNDS_PER_MINUTE", ROUNDS_PER_MINUTE, CASTING_SOURCE, "cada uno de esos {} asaltos estás lanzando"),
)
MAX_ROUNDS = 1000
MAX_AMOUNT = 60
COUNT_RANGE = CHECK_RANGE  # any initiative result the initiative calculators give


def effect_end(start_round: int, start_count: int, duration: int) -> tuple[int, int]:
    """(round, count): an effect of ``duration`` rounds ends just before the count it began at."""
    return start_round + duration, start_count


class CastingTime(enum.Enum):
    FREE = "free"  # "Los conjuros que necesitan sólo una acción gratuita"
    STANDARD = "standard"  # "un tiempo de lanzamiento de 1 acción normal"
    ROUNDS = "rounds"
    MINUTES = "minutes"


@dataclass(frozen=True)
class Casting:
    action: str  # an actions_003 ACTION_CODES value
    full_round_actions: int  # consecutive full-round actions spent casting
    takes_effect: str  # "immediately" | "before_your_turn"
    rounds_later: int  # rounds after the one you start casting in
    provokes: str  # "no" | "yes" | "when_starting"
    threatens_while_casting: bool


def casting(time: CastingTime, amount: int = 1) -> Casting:
    """What casting a spell of ``amount`` × ``time`` costs and when it takes effect."""
    if time is CastingTime.FREE:
        return Casting("free", 0, "immediately", 0, "no", True)
    if time is CastingTime.STANDARD:
        return Casting("standard", 0, "immediately", 0, "yes", True)
    rounds = amount * (ROUNDS_PER_MINUTE if time is CastingTime.MINUTES else 1)
    return Casting("full_round", rounds, "before_your_turn", rounds, "when_starting", False)


# --- calculators -----------------------------------------------------------------------------


EFFECT_CODES = (
    Option("immediately", _("immediately")),
    Option("before_your_turn", _("just before your turn")),
)
PROVOKES_CODES = (
    Option("no", _("does not provoke")),
    Option("yes", _("provokes")),
    Option("when_starting", _("provokes only when you start casting")),
)


def _effect_end(start_round: int, start_count: int, duration: int) -> dict[str, object]:
    end_round, end_count = effect_end(start_round, start_count, duration)
    seconds = duration * SECONDS_PER_ROUND
    return {"ends_in_round": end_round, "ends_before_count": end_count, "seconds": seconds, "minutes": seconds / 60}


def _casting(casting_time: str, amount: int) -> dict[str, object]:
    c = casting(CastingTime(casting_time), amount)
    return {
        "action": c.action,
        "full_round_actions": c.full_round_actions,
        "seconds": c.full_round_actions * SECONDS_PER_ROUND,
        "takes_effect": c.takes_effect,
        "rounds_later": c.rounds_later,
        "provokes": c.provokes,
        "threatens_while_casting": c.threatens_while_casting,
    }


CALCULATORS = (
    Calculator(
        name="effect_end_003",
        title=_("When an effect of N rounds ends (Akenar)"),
        summary=_(
            "A round is 6 seconds; an effect lasting N rounds ends just before the initiative "
            "result it started at, N rounds later.",
        ),
        source=ROUND_SOURCE,
        fields=(
            IntField("start_round", _("Round it started in"),
                     minimum=1, maximum=MAX_ROUNDS, default=1),
            IntField("start_count", _("Initiative result it started at"),
                     minimum=COUNT_RANGE[0], maximum=COUNT_RANGE[1], default=15),
            IntField("duration", _("Duration in rounds"),
                     minimum=1, maximum=MAX_ROUNDS, default=1),
        ),
        outputs=(
            Output("ends_in_round", _("Ends in round")),
            Output("ends_before_count", _("Just before initiative result")),
            Output("seconds", _("Duration in seconds")),
            Output("minutes", _("Duration in minutes")),
        ),
        compute=_effect_end,
    ),
    Calculator(
        name="casting_time_003",
        title=_("Casting time (Akenar)"),
        summary=_(
            "Free or standard action: the spell works at once; 1 round or more: that many "
            "consecutive full-round actions (10 per minute), effect just before your turn; who "
            "provokes attacks of opportunity.",
        ),
        source=CASTING_SOURCE,
        fields=(
            ChoiceField(
                name="casting_time",
                label=_("Casting time"),
                options=(
                    Option(CastingTime.FREE.value, _("Free action")),
                    Option(CastingTime.STANDARD.value, _("1 standard action")),
                    Option(CastingTime.ROUNDS.value, _("Rounds")),
                    Option(CastingTime.MINUTES.value, _("Minutes")),
                ),
                default=CastingTime.STANDARD.value,
            ),
            IntField("amount", _("How many rounds or minutes"),
                     minimum=1, maximum=MAX_AMOUNT, default=1,
                     applies=When(casting_time=(CastingTime.ROUNDS.value, CastingTime.MINUTES.value))),
        ),
        outputs=(
            Output("action", _("Action"), codes=ACTION_CODES),
            Output("full_round_actions", _("Consecutive full-round actions")),
            Output("seconds", _("Seconds spent casting")),
            Output("takes_effect", _("Takes effect"), codes=EFFECT_CODES),
            Output("rounds_later", _("Rounds after the one you start in")),
            Output("provokes", _("Attacks of opportunity"), codes=PROVOKES_CODES),
            Output("threatens_while_casting", _("Threatens hexes while casting")),
        ),
        compute=_casting,
        readings=(
            _(
                "N rounds (N > 1) or N minutes are read like the seed's 1 round and 1 minute: N or 10 × N"
                " consecutive full-round actions, effect just before your turn that many rounds later.",
            ),
            _(
                "\"Mientras lanzas un conjuro no amenazas ningún cuadro\" is read for spells of 1 round or "
                "more, where the sentence stands.",
            ),
        ),
    ),
)
