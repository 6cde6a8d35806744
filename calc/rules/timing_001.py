"""001 — time in combat: rounds and minutes, the round sequence, surprise, durations, the end.

Seed 001:

- "Round di Combattimento": "Ogni round di combattimento rappresenta 6 secondi del mondo di
  gioco, e ci sono 10 round in 1 minuto di combattimento." Effects lasting N rounds "terminano
  subito prima dello stesso conteggio di iniziativa a cui sono iniziati".
- "Come Funziona il Combattimento": awareness, initiative, the surprise round (only if some
  but not all are surprised), the first normal round, then step 5 repeated.
- "Sorpresa": in the surprise round each aware combatant may take a Standard or Move action
  (and Swift actions); surprised combatants are flat-footed (Impreparato), "penalità –2
  alla Classe Armatura", until they are aware and act.
- "Iniziare e Finire un Combattimento": when a side's only creatures left have a CR (GS) 4 or
  more below the PCs' average level, the GM may decide whether combat goes on.

Readings chosen (also stated on the calculators):

- The surprise round is a round: it lasts 6 seconds and counts as round 1 of the combat.
- The seed's own example stops short ("termina subito prima del conteggio di iniziativa.",
  the number is missing); it is read as the rule before it says: just before count 14.
- Every combatant not aware at the start is surprised and flat-footed until it acts, even
  when no surprise round happens because nobody is aware.
- "GS inferiore di 4 o più al livello medio": average level − CR ≥ 4, with the exact average.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Output, Text
from ..errors import InputError
from ..sources import cite
from ..tables.sequence_001 import SEQUENCE_SOURCE, Step
from .initiative_001 import MODIFIER_RANGE, surprise_round_happens

__all__ = [
    "SECONDS_PER_ROUND",
    "ROUNDS_PER_MINUTE",
    "FLAT_FOOTED_AC",
    "INSIGNIFICANT_CR_GAP",
    "Span",
    "convert_time",
    "RoundInfo",
    "round_info",
    "effect_end",
    "SurpriseInfo",
    "surprise",
    "average_level",
    "is_insignificant",
    "CR_VALUES",
    "CALCULATORS",
]

ROUND_SOURCE = cite("001", "Round di Combattimento")
SURPRISE_SOURCE = cite("001", "Sorpresa")
END_SOURCE = cite("001", "Iniziare e Finire un Combattimento")

SECONDS_PER_ROUND = 6  # "Ogni round di combattimento rappresenta 6 secondi"
ROUNDS_PER_MINUTE = 10  # "ci sono 10 round in 1 minuto"
FLAT_FOOTED_AC = -2  # "Impreparato; hanno quindi penalità –2 alla Classe Armatura"
INSIGNIFICANT_CR_GAP = 4  # "nemici con GS inferiore di 4 o più al livello medio dei PG"

MAX_ROUNDS = 10_000
MAX_AMOUNT = 100_000
MAX_LEVEL = 20
MAX_PCS = 6


def _exact_text(value: Fraction) -> str:
    return str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"


@dataclass(frozen=True)
class Span:
    """A stretch of game time, exact."""

    rounds: Fraction

    @property
    def seconds(self) -> Fraction:
        return self.rounds * SECONDS_PER_ROUND

    @property
    def minutes(self) -> Fraction:
        return self.rounds / ROUNDS_PER_MINUTE


def convert_time(amount: int, unit: str) -> Span:
    """``amount`` rounds, seconds or minutes as a :class:`Span` (6 s a round, 10 rounds a minute)."""
    if unit == "rounds":
        return Span(Fraction(amount))
    if unit == "seconds":
        return Span(Fraction(amount, SECONDS_PER_ROUND))
    if unit == "minutes":
        return Span(Fraction(amount * ROUNDS_PER_MINUTE))
    raise ValueError(unit)


@dataclass(frozen=True)
class RoundInfo:
    step: Step
    normal_round: int  # 0 for the surprise round
    aware_only: bool  # only combatants aware at the start act
    start_second: int
    end_second: int

    @property
    def phase(self) -> str:
        return {
            Step.SURPRISE_ROUND: "surprise_round",
            Step.FIRST_NORMAL_ROUND: "first_normal_round",
            Step.CONTINUE: "normal_round",
        }[self.step]

    @property
    def actions(self) -> str:
        # Surprise round: "un'Azione Standard o di Movimento ... anche Azioni Rapide";
        # normal rounds: "un'Azione Completa o alcune azioni più brevi".
        return "standard_or_move_plus_swift" if self.aware_only else "full_or_shorter_actions"


def round_info(round_number: int, surprise_round: bool) -> RoundInfo:
    """Which step of the sequence the ``round_number``-th round of a combat is (1-based)."""
    if round_number < 1:
        raise ValueError(round_number)
    normal = round_number - 1 if surprise_round else round_number
    if normal == 0:
        step = Step.SURPRISE_ROUND
    elif normal == 1:
        step = Step.FIRST_NORMAL_ROUND
    else:
        step = Step.CONTINUE
    start = (round_number - 1) * SECONDS_PER_ROUND
    return RoundInfo(step, normal, step is Step.SURPRISE_ROUND, start, start + SECONDS_PER_ROUND)


def effect_end(start_round: int, start_count: int, duration_rounds: int) -> tuple[int, int]:
    """(round, count): an effect of N rounds ends just before the count it began at, N rounds on."""
    return start_round + duration_rounds, start_count


@dataclass(frozen=True)
class SurpriseInfo:
    surprise_round: bool
    acting_in_surprise_round: int
    flat_footed: int


def surprise(aware: int, surprised: int) -> SurpriseInfo:
    """Surprise round iff some but not all are aware; every surprised combatant is flat-footed."""
    happens = surprise_round_happens(aware, surprised)
    return SurpriseInfo(happens, aware if happens else 0, surprised)


def average_level(levels: list[int]) -> Fraction:
    return Fraction(sum(levels), len(levels))


def is_insignificant(cr: Fraction, levels: list[int]) -> bool:
    """CR ("GS") lower by 4 or more than the PCs' average level."""
    return average_level(levels) - cr >= INSIGNIFICANT_CR_GAP


# Starfinder-style CRs: the fractional ones below 1, then whole numbers.
CR_VALUES: tuple[str, ...] = ("1/8", "1/6", "1/4", "1/3", "1/2") + tuple(str(n) for n in range(1, 31))


# --- calculators ---------------------------------------------------------------------------



def _round_time(amount: int, unit: str) -> dict[str, object]:
    span = convert_time(amount, unit)
    return {
        "rounds": float(span.rounds),
        "rounds_exact": _exact_text(span.rounds),
        "seconds": int(span.seconds),  # whole: every unit is a whole number of seconds
        "minutes": float(span.minutes),
        "minutes_exact": _exact_text(span.minutes),
    }


def _combat_round(round: int, surprise_round: bool) -> dict[str, object]:
    info = round_info(round, surprise_round)
    return {
        "step": int(info.step),
        "phase": info.phase,
        "normal_round": info.normal_round,
        "who_acts": "aware_only" if info.aware_only else "all",
        "actions": info.actions,
        "start_second": info.start_second,
        "end_second": info.end_second,
    }


def _effect_end(start_round: int, start_count: int, duration: int) -> dict[str, object]:
    end_round, end_count = effect_end(start_round, start_count, duration)
    span = convert_time(duration, "rounds")
    return {
        "ends_in_round": end_round,
        "ends_before_count": end_count,
        "seconds": int(span.seconds),
        "minutes": float(span.minutes),
        "minutes_exact": _exact_text(span.minutes),
    }


def _surprise(aware: int, surprised: int, ac: int) -> dict[str, object]:
    if aware + surprised == 0:
        raise InputError("aware", "at least one combatant in all (aware + surprised ≥ 1)", aware, reason="no combatants")
    info = surprise(aware, surprised)
    return {
        "surprise_round": info.surprise_round,
        "acting_in_surprise_round": info.acting_in_surprise_round,
        "actions_in_surprise_round": "standard_or_move_plus_swift" if info.surprise_round else "none",
        "flat_footed": info.flat_footed,
        "ac_penalty": FLAT_FOOTED_AC,
        "flat_footed_ac": ac + FLAT_FOOTED_AC,
    }


def _insignificant(cr: str, pcs: int, **levels: int) -> dict[str, object]:
    party = [levels[f"level_{i}"] for i in range(1, pcs + 1)]
    avg = average_level(party)
    value = Fraction(cr)
    threshold = avg - INSIGNIFICANT_CR_GAP
    return {
        "average_level": float(avg),
        "average_level_exact": _exact_text(avg),
        "cr_below_average": float(avg - value),
        "highest_insignificant_cr": float(threshold),
        "highest_insignificant_cr_exact": _exact_text(threshold),
        "insignificant": is_insignificant(value, party),
    }


SURPRISE_READING = Text(
    en="Every combatant not aware at the start is surprised and flat-footed until it acts, even when nobody is aware and so no surprise round happens.",
    it="Ogni combattente non consapevole all'inizio è sorpreso e Impreparato finché non agisce, anche quando nessuno è consapevole e quindi non c'è round di sorpresa.",
    es="Todo combatiente que no es consciente al empezar está sorprendido y desprevenido hasta que actúe, aunque nadie sea consciente y no haya asalto de sorpresa.",
    ru="Каждый, кто не знал о противниках в начале, застигнут врасплох, пока не сходит, даже если не знал никто и раунда внезапности нет.",
)
SURPRISE_IS_A_ROUND = Text(
    en="The surprise round is a round like the others: it lasts 6 seconds and is round 1 of the combat.",
    it="Il round di sorpresa è un round come gli altri: dura 6 secondi ed è il round 1 del combattimento.",
    es="El asalto de sorpresa es un asalto como los demás: dura 6 segundos y es el asalto 1 del combate.",
    ru="Раунд внезапности — такой же раунд: длится 6 секунд и считается первым раундом боя.",
)

# Codes of the calculators' text results, with their words (the seed's terms in Italian).
PHASES = (
    Option("surprise_round", Text("3. Surprise round", "3. Round di Sorpresa", "3. Asalto de sorpresa", "3. Раунд внезапности")),
    Option("first_normal_round", Text("4. First normal combat round", "4. Primo Round di Combattimento Normale",
                                    "4. Primer asalto de combate normal", "4. Первый обычный раунд боя")),
    Option("normal_round", Text("5. Continue the combat (normal round)", "5. Continuare il Combattimento (round normale)",
                              "5. Continuar el combate (asalto normal)", "5. Продолжение боя (обычный раунд)")),
)
WHO_ACTS = (
    Option("all", Text("everyone, in initiative order", "tutti, in ordine di iniziativa", "todos, por orden de iniciativa",
                     "все, в порядке инициативы")),
    Option("aware_only", Text("only those aware at the start", "solo chi era consapevole all'inizio",
                            "solo quienes eran conscientes al empezar", "только знавшие о противниках в начале")),
)
_SURPRISE_ACTIONS = Option("standard_or_move_plus_swift", Text(
    "a Standard or Move action, plus Swift actions", "un'Azione Standard o di Movimento, più Azioni Rapide",
    "una acción estándar o de movimiento, más acciones rápidas", "стандартное действие или действие движения, плюс быстрые действия"))
_NO_ACTIONS = Option("none", Text("none (no surprise round)", "nessuna (niente round di sorpresa)", "ninguna (no hay asalto de sorpresa)",
                                "никаких (раунда внезапности нет)"))
ACTIONS = (
    Option("full_or_shorter_actions", Text("a Full action or some shorter actions", "un'Azione Completa o alcune azioni più brevi",
                                         "una acción de asalto completo o varias acciones más breves", "действие полного хода или несколько более коротких")),
    _SURPRISE_ACTIONS,
)

UNIT = ChoiceField(
    name="unit",
    label=Text("Unit", "Unità", "Unidad", "Единица"),
    options=(
        Option("rounds", Text("rounds", "round", "asaltos", "раунды")),
        Option("seconds", Text("seconds", "secondi", "segundos", "секунды")),
        Option("minutes", Text("minutes", "minuti", "minutos", "минуты")),
    ),
    default="rounds",
)

INITIATIVE_COUNT_RANGE = (1 + MODIFIER_RANGE[0], 20 + MODIFIER_RANGE[1])

CALCULATORS = (
    Calculator(
        name="round_time_001",
        title=Text("Rounds, seconds and minutes", "Round, secondi e minuti", "Asaltos, segundos y minutos", "Раунды, секунды и минуты"),
        summary=Text(
            en="A round is 6 seconds; 10 rounds make 1 minute. Converts either way, exactly.",
            it="Un round dura 6 secondi; 10 round fanno 1 minuto. Converte in entrambi i sensi, in modo esatto.",
            es="Un asalto dura 6 segundos; 10 asaltos son 1 minuto. Convierte en ambos sentidos, exactamente.",
            ru="Раунд — это 6 секунд; 10 раундов — 1 минута. Точный перевод в обе стороны.",
        ),
        source=ROUND_SOURCE,
        fields=(
            IntField("amount", Text("Amount", "Quantità", "Cantidad", "Количество"), minimum=0, maximum=MAX_AMOUNT, default=1),
            UNIT,
        ),
        outputs=(
            Output("rounds", Text("Rounds", "Round", "Asaltos", "Раунды")),
            Output("rounds_exact", Text("Rounds (exact)", "Round (esatti)", "Asaltos (exacto)", "Раунды (точно)")),
            Output("seconds", Text("Seconds", "Secondi", "Segundos", "Секунды")),
            Output("minutes", Text("Minutes", "Minuti", "Minutos", "Минуты")),
            Output("minutes_exact", Text("Minutes (exact)", "Minuti (esatti)", "Minutos (exacto)", "Минуты (точно)")),
        ),
        compute=_round_time,
    ),
    Calculator(
        name="combat_round_001",
        title=Text("Round of the combat sequence", "Round nella sequenza del combattimento",
                 "Asalto en la secuencia del combate", "Раунд в последовательности боя"),
        summary=Text(
            en="Which step of the combat sequence a round is, who acts in it, what they may do, and when it falls in seconds.",
            it="A quale fase della sequenza appartiene un round, chi agisce, cosa può fare e in quali secondi cade.",
            es="A qué paso de la secuencia corresponde un asalto, quién actúa, qué puede hacer y en qué segundos cae.",
            ru="Какому шагу последовательности боя соответствует раунд, кто в нём действует, что можно делать и на какие секунды он приходится.",
        ),
        source=SEQUENCE_SOURCE,
        fields=(
            IntField("round", Text("Round of the combat (1 = first)", "Round del combattimento (1 = primo)",
                                 "Asalto del combate (1 = primero)", "Раунд боя (1 = первый)"),
                     minimum=1, maximum=MAX_ROUNDS, default=1),
            BoolField("surprise_round", Text("Combat opens with a surprise round", "Il combattimento inizia con un round di sorpresa",
                                           "El combate empieza con un asalto de sorpresa", "Бой начинается с раунда внезапности"),
                      default=False,
                      help=Text("Some combatants, but not all, were aware at the start.",
                              "Alcuni combattenti, ma non tutti, erano consapevoli all'inizio.",
                              "Algunos combatientes, pero no todos, eran conscientes al empezar.",
                              "Некоторые, но не все участники знали о противниках в начале.")),
        ),
        outputs=(
            Output("step", Text("Step of the sequence (3–5)", "Fase della sequenza (3–5)", "Paso de la secuencia (3–5)", "Шаг последовательности (3–5)")),
            Output("phase", Text("Phase", "Fase", "Fase", "Фаза"), codes=PHASES),
            Output("normal_round", Text("Normal round number (0 = surprise round)", "Numero di round normale (0 = round di sorpresa)",
                                      "Número de asalto normal (0 = asalto de sorpresa)", "Номер обычного раунда (0 = раунд внезапности)")),
            Output("who_acts", Text("Who acts", "Chi agisce", "Quién actúa", "Кто действует"), codes=WHO_ACTS),
            Output("actions", Text("Actions allowed", "Azioni consentite", "Acciones permitidas", "Доступные действия"), codes=ACTIONS),
            Output("start_second", Text("Starts at second", "Inizia al secondo", "Empieza en el segundo", "Начинается на секунде")),
            Output("end_second", Text("Ends at second", "Finisce al secondo", "Termina en el segundo", "Заканчивается на секунде")),
        ),
        compute=_combat_round,
        readings=(SURPRISE_IS_A_ROUND,),
    ),
    Calculator(
        name="effect_end_001",
        title=Text("When an effect of N rounds ends", "Quando finisce un effetto di N round",
                 "Cuándo termina un efecto de N asaltos", "Когда заканчивается эффект на N раундов"),
        summary=Text(
            en="An effect lasting N rounds ends just before the initiative count it started at, N rounds later.",
            it="Un effetto che dura N round termina subito prima dello stesso conteggio di iniziativa a cui è iniziato, N round dopo.",
            es="Un efecto de N asaltos termina justo antes de la misma cuenta de iniciativa en que empezó, N asaltos después.",
            ru="Эффект длительностью N раундов заканчивается непосредственно перед тем же счётом инициативы, на котором начался, через N раундов.",
        ),
        source=ROUND_SOURCE,
        fields=(
            IntField("start_round", Text("Round it started in", "Round in cui è iniziato", "Asalto en que empezó", "Раунд начала"),
                     minimum=1, maximum=MAX_ROUNDS, default=1),
            IntField("start_count", Text("Initiative count it started at", "Conteggio di iniziativa in cui è iniziato",
                                       "Cuenta de iniciativa en que empezó", "Счёт инициативы, на котором начался"),
                     minimum=INITIATIVE_COUNT_RANGE[0], maximum=INITIATIVE_COUNT_RANGE[1], default=14),
            IntField("duration", Text("Duration in rounds", "Durata in round", "Duración en asaltos", "Длительность в раундах"),
                     minimum=1, maximum=MAX_ROUNDS, default=1),
        ),
        outputs=(
            Output("ends_in_round", Text("Ends in round", "Termina nel round", "Termina en el asalto", "Заканчивается в раунде")),
            Output("ends_before_count", Text("Just before initiative count", "Subito prima del conteggio di iniziativa",
                                           "Justo antes de la cuenta de iniciativa", "Непосредственно перед счётом инициативы")),
            Output("seconds", Text("Duration in seconds", "Durata in secondi", "Duración en segundos", "Длительность в секундах")),
            Output("minutes", Text("Duration in minutes", "Durata in minuti", "Duración en minutos", "Длительность в минутах")),
            Output("minutes_exact", Text("Duration in minutes (exact)", "Durata in minuti (esatta)", "Duración en minutos (exacta)", "Длительность в минутах (точно)")),
        ),
        compute=_effect_end,
        readings=(
            Text(
                en="The seed's example lacks its last number (\"termina subito prima del conteggio di iniziativa.\"); read as the rule says: just before count 14.",
                it="L'esempio del testo manca del numero finale (\"termina subito prima del conteggio di iniziativa.\"); letto come dice la regola: subito prima del conteggio 14.",
                es="Al ejemplo del texto le falta el número final (\"termina subito prima del conteggio di iniziativa.\"); se lee como dice la regla: justo antes de la cuenta 14.",
                ru="В примере текста нет последнего числа («termina subito prima del conteggio di iniziativa.»); читается по правилу: непосредственно перед счётом 14.",
            ),
        ),
    ),
    Calculator(
        name="surprise_001",
        title=Text("Surprise round and flat-footed", "Round di sorpresa e Impreparato", "Asalto de sorpresa y desprevenido",
                 "Раунд внезапности и «застигнут врасплох»"),
        summary=Text(
            en="Whether a surprise round happens, who acts in it and how, and the AC of a surprised (flat-footed) combatant.",
            it="Se c'è un round di sorpresa, chi agisce e come, e la CA di un combattente sorpreso (Impreparato).",
            es="Si hay asalto de sorpresa, quién actúa y cómo, y la CA de un combatiente sorprendido (desprevenido).",
            ru="Будет ли раунд внезапности, кто в нём действует и как, и КБ застигнутого врасплох участника.",
        ),
        source=SURPRISE_SOURCE,
        fields=(
            IntField("aware", Text("Combatants aware of their foes", "Combattenti consapevoli degli avversari",
                                 "Combatientes conscientes de sus enemigos", "Участников, знающих о противниках"),
                     minimum=0, maximum=100, default=1),
            IntField("surprised", Text("Combatants not aware (surprised)", "Combattenti non consapevoli (sorpresi)",
                                     "Combatientes no conscientes (sorprendidos)", "Участников, не знающих (застигнутых)"),
                     minimum=0, maximum=100, default=1),
            IntField("ac", Text("AC of a surprised combatant", "CA di un combattente sorpreso", "CA de un combatiente sorprendido",
                              "КБ застигнутого врасплох участника"),
                     minimum=0, maximum=100, default=10),
        ),
        outputs=(
            Output("surprise_round", Text("Surprise round", "Round di sorpresa", "Asalto de sorpresa", "Раунд внезапности")),
            Output("acting_in_surprise_round", Text("Acting in the surprise round", "Agiscono nel round di sorpresa",
                                                  "Actúan en el asalto de sorpresa", "Действуют в раунде внезапности")),
            Output("actions_in_surprise_round", Text("Actions in the surprise round", "Azioni nel round di sorpresa",
                                                   "Acciones en el asalto de sorpresa", "Действия в раунде внезапности"),
                   codes=(_NO_ACTIONS, _SURPRISE_ACTIONS)),
            Output("flat_footed", Text("Flat-footed combatants", "Combattenti Impreparati", "Combatientes desprevenidos",
                                     "Застигнутых врасплох")),
            Output("ac_penalty", Text("AC penalty while flat-footed", "Penalità alla CA da Impreparato", "Penalizador a la CA desprevenido",
                                    "Штраф к КБ, пока застигнут врасплох")),
            Output("flat_footed_ac", Text("AC while flat-footed", "CA da Impreparato", "CA desprevenido", "КБ, пока застигнут врасплох")),
        ),
        compute=_surprise,
        readings=(SURPRISE_READING,),
    ),
    Calculator(
        name="insignificant_foes_001",
        title=Text("Are the foes left still a threat?", "I nemici rimasti sono ancora una minaccia?",
                 "¿Siguen siendo una amenaza los enemigos restantes?", "Опасны ли оставшиеся враги?"),
        summary=Text(
            en="Foes with a CR 4 or more below the PCs' average level are insignificant: the GM may decide whether combat goes on.",
            it="Nemici con GS inferiore di 4 o più al livello medio dei PG sono insignificanti: il GM può decidere se il combattimento continua.",
            es="Enemigos con VD 4 o más por debajo del nivel medio de los PJ son insignificantes: el GM puede decidir si el combate sigue.",
            ru="Враги с ПО (GS) на 4 и более ниже среднего уровня персонажей незначительны: ведущий решает, продолжается ли бой.",
        ),
        source=END_SOURCE,
        fields=(
            ChoiceField("cr", Text("Highest CR (GS) among the side's remaining creatures", "GS più alto fra le creature rimaste della fazione",
                                 "VD más alto entre las criaturas restantes del bando", "Наивысший ПО (GS) среди оставшихся существ стороны"),
                        options=tuple(Option(v, Text(f"CR {v}", f"GS {v}", f"VD {v}", f"ПО {v}")) for v in CR_VALUES), default="1"),
            IntField("pcs", Text("Number of PCs", "Numero di PG", "Número de PJ", "Число персонажей игроков"), minimum=1, maximum=MAX_PCS, default=4),
        ) + tuple(
            IntField(f"level_{i}", Text(f"Level of PC {i}", f"Livello del PG {i}", f"Nivel del PJ {i}", f"Уровень персонажа {i}"),
                     minimum=1, maximum=MAX_LEVEL, default=1)
            for i in range(1, MAX_PCS + 1)
        ),
        outputs=(
            Output("average_level", Text("PCs' average level", "Livello medio dei PG", "Nivel medio de los PJ", "Средний уровень персонажей")),
            Output("average_level_exact", Text("Average level (exact)", "Livello medio (esatto)", "Nivel medio (exacto)", "Средний уровень (точно)")),
            Output("cr_below_average", Text("CR below the average level by", "GS inferiore al livello medio di",
                                          "VD por debajo del nivel medio en", "ПО ниже среднего уровня на")),
            Output("highest_insignificant_cr", Text("Highest insignificant CR", "GS insignificante più alto", "VD insignificante más alto",
                                                  "Наивысший незначительный ПО")),
            Output("highest_insignificant_cr_exact", Text("Highest insignificant CR (exact)", "GS insignificante più alto (esatto)",
                                                        "VD insignificante más alto (exacto)", "Наивысший незначительный ПО (точно)")),
            Output("insignificant", Text("Insignificant: the GM may end the combat", "Insignificanti: il GM può terminare il combattimento",
                                       "Insignificantes: el GM puede terminar el combate", "Незначительны: ведущий может завершить бой")),
        ),
        compute=_insignificant,
        readings=(
            Text(
                en="\"CR 4 or more below the average level\": average level − CR ≥ 4, using the exact (fractional) average of the PCs' levels.",
                it="\"GS inferiore di 4 o più al livello medio\": livello medio − GS ≥ 4, con la media esatta (anche frazionaria) dei livelli dei PG.",
                es="\"VD inferior en 4 o más al nivel medio\": nivel medio − VD ≥ 4, con la media exacta (incluso fraccionaria) de los niveles de los PJ.",
                ru="«ПО ниже среднего уровня на 4 и более»: средний уровень − ПО ≥ 4, по точному (в том числе дробному) среднему уровней персонажей.",
            ),
        ),
    ),
)
