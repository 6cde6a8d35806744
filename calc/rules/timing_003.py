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

from ..declare import Calculator, ChoiceField, IntField, Option, Output, Text
from ..errors import InputError
from ..sources import cite
from .actions_003 import ACTION_CODES

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
    "CALCULATORS",
]

ROUND_SOURCE = cite("003", "ANATOMÍA DE UN ASALTO DE COMBATE")
CASTING_SOURCE = cite("003", "LANZAR UN CONJURO")

SECONDS_PER_ROUND = 6  # "Cada asalto representa 6 segundos en el mundo de juego."
ROUNDS_PER_MINUTE = 10  # "1 minuto ... cada uno de esos 10 asaltos"
MAX_ROUNDS = 1000
MAX_AMOUNT = 60
COUNT_RANGE = (-20, 80)  # initiative results: d20 + modifiers, generously bounded


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
    Option("immediately", Text("immediately", "immediatamente", "inmediatamente", "немедленно")),
    Option("before_your_turn", Text("just before your turn", "subito prima del tuo turno", "justo antes de tu turno", "непосредственно перед вашим ходом")),
)
PROVOKES_CODES = (
    Option("no", Text("does not provoke", "non provoca", "no provoca", "не провоцирует")),
    Option("yes", Text("provokes", "provoca", "provoca", "провоцирует")),
    Option("when_starting", Text("provokes only when you start casting", "provoca solo quando inizi a lanciare",
                               "provoca solo al empezar a lanzarlo", "провоцирует только в начале колдовства")),
)


def _effect_end(start_round: int, start_count: int, duration: int) -> dict[str, object]:
    end_round, end_count = effect_end(start_round, start_count, duration)
    seconds = duration * SECONDS_PER_ROUND
    return {"ends_in_round": end_round, "ends_before_count": end_count, "seconds": seconds, "minutes": seconds / 60}


def _casting(casting_time: str, amount: int) -> dict[str, object]:
    time = CastingTime(casting_time)
    if time in (CastingTime.FREE, CastingTime.STANDARD) and amount != 1:
        raise InputError("amount", "1 for a free or standard action", amount, reason="an action is cast once")
    c = casting(time, amount)
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
        title=Text("When an effect of N rounds ends (Akenar)", "Quando finisce un effetto di N round (Akenar)",
                 "Cuándo acaba un efecto de N asaltos (Akenar)", "Когда заканчивается эффект на N раундов (Акенар)"),
        summary=Text(
            en="A round is 6 seconds; an effect lasting N rounds ends just before the initiative result it started at, N rounds later.",
            it="Un round è 6 secondi; un effetto che dura N round finisce subito prima del risultato di iniziativa in cui è iniziato, N round dopo.",
            es="Un asalto son 6 segundos; un efecto de N asaltos acaba justo antes del mismo momento de iniciativa en que empezó, N asaltos después.",
            ru="Раунд — 6 секунд; эффект длительностью N раундов заканчивается непосредственно перед тем же моментом инициативы, на котором начался, через N раундов.",
        ),
        source=ROUND_SOURCE,
        fields=(
            IntField("start_round", Text("Round it started in", "Round in cui è iniziato", "Asalto en que empezó", "Раунд начала"),
                     minimum=1, maximum=MAX_ROUNDS, default=1),
            IntField("start_count", Text("Initiative result it started at", "Risultato di iniziativa in cui è iniziato",
                                       "Momento de iniciativa en que empezó", "Результат инициативы, на котором начался"),
                     minimum=COUNT_RANGE[0], maximum=COUNT_RANGE[1], default=15),
            IntField("duration", Text("Duration in rounds", "Durata in round", "Duración en asaltos", "Длительность в раундах"),
                     minimum=1, maximum=MAX_ROUNDS, default=1),
        ),
        outputs=(
            Output("ends_in_round", Text("Ends in round", "Finisce nel round", "Acaba en el asalto", "Заканчивается в раунде")),
            Output("ends_before_count", Text("Just before initiative result", "Subito prima del risultato di iniziativa",
                                           "Justo antes del momento de iniciativa", "Непосредственно перед результатом инициативы")),
            Output("seconds", Text("Duration in seconds", "Durata in secondi", "Duración en segundos", "Длительность в секундах")),
            Output("minutes", Text("Duration in minutes", "Durata in minuti", "Duración en minutos", "Длительность в минутах")),
        ),
        compute=_effect_end,
    ),
    Calculator(
        name="casting_time_003",
        title=Text("Casting time (Akenar)", "Tempo di lancio (Akenar)", "Tiempo de lanzamiento (Akenar)", "Время сотворения (Акенар)"),
        summary=Text(
            en="Free or standard action: the spell works at once; 1 round or more: that many consecutive full-round actions (10 per minute), effect just before your turn; who provokes attacks of opportunity.",
            it="Azione gratuita o standard: l'incantesimo ha effetto subito; 1 round o più: altrettante azioni di round completo consecutive (10 al minuto), effetto subito prima del tuo turno; quando si provocano attacchi di opportunità.",
            es="Acción gratuita o normal: el conjuro hace efecto inmediatamente; 1 asalto o más: tantas acciones de asalto completo consecutivas (10 por minuto), efecto justo antes de tu turno; cuándo provoca ataques de oportunidad.",
            ru="Свободное или обычное действие: заклинание действует сразу; 1 раунд и дольше: столько же полнораундовых действий подряд (10 в минуту), эффект непосредственно перед вашим ходом; когда провоцируются атаки по возможности.",
        ),
        source=CASTING_SOURCE,
        fields=(
            ChoiceField(
                name="casting_time",
                label=Text("Casting time", "Tempo di lancio", "Tiempo de lanzamiento", "Время сотворения"),
                options=(
                    Option(CastingTime.FREE.value, Text("Free action", "Azione gratuita", "Acción gratuita", "Свободное действие")),
                    Option(CastingTime.STANDARD.value, Text("1 standard action", "1 azione standard", "1 acción normal", "1 обычное действие")),
                    Option(CastingTime.ROUNDS.value, Text("Rounds", "Round", "Asaltos", "Раунды")),
                    Option(CastingTime.MINUTES.value, Text("Minutes", "Minuti", "Minutos", "Минуты")),
                ),
                default=CastingTime.STANDARD.value,
            ),
            IntField("amount", Text("How many rounds or minutes", "Quanti round o minuti", "Cuántos asaltos o minutos", "Сколько раундов или минут"),
                     minimum=1, maximum=MAX_AMOUNT, default=1,
                     help=Text("1 for a free or standard action.", "1 per un'azione gratuita o standard.",
                             "1 para una acción gratuita o normal.", "1 для свободного или обычного действия.")),
        ),
        outputs=(
            Output("action", Text("Action", "Azione", "Acción", "Действие"), codes=ACTION_CODES),
            Output("full_round_actions", Text("Consecutive full-round actions", "Azioni di round completo consecutive",
                                            "Acciones de asalto completo consecutivas", "Полнораундовых действий подряд")),
            Output("seconds", Text("Seconds spent casting", "Secondi spesi a lanciare", "Segundos lanzando", "Секунд на сотворение")),
            Output("takes_effect", Text("Takes effect", "Ha effetto", "Hace efecto", "Вступает в силу"), codes=EFFECT_CODES),
            Output("rounds_later", Text("Rounds after the one you start in", "Round dopo quello in cui inizi",
                                      "Asaltos después de aquel en que empiezas", "Раундов после раунда начала")),
            Output("provokes", Text("Attacks of opportunity", "Attacchi di opportunità", "Ataques de oportunidad", "Атаки по возможности"), codes=PROVOKES_CODES),
            Output("threatens_while_casting", Text("Threatens hexes while casting", "Minaccia esagoni mentre lancia",
                                                 "Amenaza hexágonos mientras lanza", "Угрожает гексам во время колдовства")),
        ),
        compute=_casting,
        readings=(
            Text(
                en="N rounds (N > 1) or N minutes are read like the seed's 1 round and 1 minute: N or 10 × N consecutive full-round actions, effect just before your turn that many rounds later.",
                it="N round (N > 1) o N minuti si leggono come 1 round e 1 minuto del testo: N o 10 × N azioni di round completo consecutive, effetto subito prima del tuo turno altrettanti round dopo.",
                es="N asaltos (N > 1) o N minutos se leen como el asalto y el minuto del texto: N o 10 × N acciones de asalto completo consecutivas, efecto justo antes de tu turno otros tantos asaltos después.",
                ru="N раундов (N > 1) или N минут читаются как 1 раунд и 1 минута из текста: N или 10 × N полнораундовых действий подряд, эффект перед вашим ходом через столько же раундов.",
            ),
            Text(
                en="\"Mientras lanzas un conjuro no amenazas ningún cuadro\" is read for spells of 1 round or more, where the sentence stands.",
                it="\"Mientras lanzas un conjuro no amenazas ningún cuadro\" è letto per gli incantesimi di 1 round o più, dove si trova la frase.",
                es="\"Mientras lanzas un conjuro no amenazas ningún cuadro\" se lee para conjuros de 1 asalto o más, donde está la frase.",
                ru="«Mientras lanzas un conjuro no amenazas ningún cuadro» читается для заклинаний в 1 раунд и дольше, где стоит эта фраза.",
            ),
        ),
    ),
)
