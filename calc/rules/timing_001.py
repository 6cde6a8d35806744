"""001 — time in combat: rounds and minutes, the round sequence, durations, the end.

Seed 001:

- "Round di Combattimento": "Ogni round di combattimento rappresenta 6 secondi del mondo di
  gioco, e ci sono 10 round in 1 minuto di combattimento." Effects lasting N rounds "terminano
  subito prima dello stesso conteggio di iniziativa a cui sono iniziati".
- "Come Funziona il Combattimento": awareness, initiative, the surprise round (only if some
  but not all are surprised), the first normal round, then step 5 repeated.
- "Iniziare e Finire un Combattimento": when a side's only creatures left have a CR (GS) 4 or
  more below the PCs' average level, the GM may decide whether combat goes on.

Readings chosen (also stated on the calculators):

- The surprise round is a round: it lasts 6 seconds and counts as round 1 of the combat.
- The seed's own example stops short ("termina subito prima del conteggio di iniziativa.",
  the number is missing); it is read as the rule before it says: just before count 14.
- "GS inferiore di 4 o più al livello medio": average level − CR ≥ 4, with the exact average.

Who acts in the surprise round and the flat-footed's AC ("Sorpresa") are :mod:`.surprise_001`.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Output, When
from ..i18n import _
from ..sources import cite
from ..tables import Stated
from ..tables.sequence_001 import SEQUENCE_SOURCE, Step
from .initiative_001 import MODIFIER_RANGE
from .surprise_001 import SURPRISE_ACTIONS

__all__ = [
    "SECONDS_PER_ROUND",
    "ROUNDS_PER_MINUTE",
    "INSIGNIFICANT_CR_GAP",
    "Span",
    "convert_time",
    "RoundInfo",
    "round_info",
    "effect_end",
    "average_level",
    "is_insignificant",
    "CR_VALUES",
    "highest_insignificant_cr",
    "STATED",
    "CALCULATORS",
]

ROUND_SOURCE = cite("001", "Round di Combattimento")
END_SOURCE = cite("001", "Iniziare e Finire un Combattimento")

SECONDS_PER_ROUND = 6  # "Ogni round di combattimento rappresenta 6 secondi"
ROUNDS_PER_MINUTE = 10  # "ci sono 10 round in 1 minuto"
INSIGNIFICANT_CR_GAP = 4  # "nemici con GS inferiore di 4 o più al livello medio dei PG"
STATED = (
    Stated("SECONDS_PER_ROUND", SECONDS_PER_ROUND, ROUND_SOURCE, "Ogni round di combattimento rappresenta {} secondi"),
    Stated("ROUNDS_PER_MINUTE", ROUNDS_PER_MINUTE, ROUND_SOURCE, "e ci sono {} round in 1 minuto"),
    Stated("INSIGNIFICANT_CR_GAP", INSIGNIFICANT_CR_GAP, END_SOURCE, "come nemici con GS inferiore di {} o più al livello medio"),
)

MAX_ROUNDS = 10_000
MAX_AMOUNT = 100_000
MAX_LEVEL = 20
MAX_PCS = 6


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
        return SURPRISE_ACTIONS.value if self.aware_only else "full_or_shorter_actions"


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
        "rounds_exact": str(span.rounds),
        "seconds": int(span.seconds),  # whole: every unit is a whole number of seconds
        "minutes": float(span.minutes),
        "minutes_exact": str(span.minutes),
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
        "minutes_exact": str(span.minutes),
    }


def highest_insignificant_cr(levels: list[int]) -> str | None:
    """The highest CR a creature can have and still be insignificant, as CRs are written
    (``"1/2"``, ``"3"``); None when even the lowest CR (1/8) is not."""
    threshold = average_level(levels) - INSIGNIFICANT_CR_GAP
    below = [v for v in CR_VALUES if Fraction(v) <= threshold]
    return below[-1] if below else None


def _insignificant(cr: str, pcs: int, **levels: int) -> dict[str, object]:
    party = [levels[f"level_{i}"] for i in range(1, pcs + 1)]
    avg = average_level(party)
    value = Fraction(cr)
    return {
        "average_level": float(avg),
        "average_level_exact": str(avg),
        "cr_below_average": float(avg - value),
        "highest_insignificant_cr": highest_insignificant_cr(party),
        "insignificant": is_insignificant(value, party),
    }


SURPRISE_IS_A_ROUND = _(
    "The surprise round is a round like the others: it lasts 6 seconds and is round"
    " 1 of the combat.",
)

# Codes of the calculators' text results, with their words (the seed's terms in Italian).
PHASES = (
    Option("surprise_round", _("3. Surprise round")),
    Option("first_normal_round", _("4. First normal combat round")),
    Option("normal_round", _("5. Continue the combat (normal round)")),
)
WHO_ACTS = (
    Option("all", _("everyone, in initiative order")),
    Option("aware_only", _("only those aware at the start")),
)
ACTIONS = (
    Option("full_or_shorter_actions", _("a Full action or some shorter actions")),
    SURPRISE_ACTIONS,
)

UNIT = ChoiceField(
    name="unit",
    label=_("Unit"),
    options=(
        Option("rounds", _("rounds")),
        Option("seconds", _("seconds")),
        Option("minutes", _("minutes")),
    ),
    default="rounds",
)

INITIATIVE_COUNT_RANGE = (1 + MODIFIER_RANGE[0], 20 + MODIFIER_RANGE[1])

CALCULATORS = (
    Calculator(
        name="round_time_001",
        title=_("Rounds, seconds and minutes"),
        summary=_("A round is 6 seconds; 10 rounds make 1 minute. Converts either way, exactly."),
        source=ROUND_SOURCE,
        fields=(
            IntField("amount", _("Amount"), minimum=0, maximum=MAX_AMOUNT, default=1),
            UNIT,
        ),
        outputs=(
            Output("rounds", _("Rounds")),
            Output("rounds_exact", _("Rounds (exact)")),
            Output("seconds", _("Seconds")),
            Output("minutes", _("Minutes")),
            Output("minutes_exact", _("Minutes (exact)")),
        ),
        compute=_round_time,
    ),
    Calculator(
        name="combat_round_001",
        title=_("Round of the combat sequence"),
        summary=_(
            "Which step of the combat sequence a round is, who acts in it, what they may do, and "
            "when it falls in seconds.",
        ),
        source=SEQUENCE_SOURCE,
        fields=(
            IntField("round", _("Round of the combat (1 = first)"),
                     minimum=1, maximum=MAX_ROUNDS, default=1),
            BoolField("surprise_round", _("Combat opens with a surprise round"),
                      default=False,
                      help=_("Some combatants, but not all, were aware at the start.")),
        ),
        outputs=(
            Output("step", _("Step of the sequence (3–5)")),
            Output("phase", _("Phase"), codes=PHASES),
            Output("normal_round", _("Normal round number (0 = surprise round)")),
            Output("who_acts", _("Who acts"), codes=WHO_ACTS),
            Output("actions", _("Actions allowed"), codes=ACTIONS),
            Output("start_second", _("Starts at second")),
            Output("end_second", _("Ends at second")),
        ),
        compute=_combat_round,
        readings=(SURPRISE_IS_A_ROUND,),
    ),
    Calculator(
        name="effect_end_001",
        title=_("When an effect of N rounds ends"),
        summary=_(
            "An effect lasting N rounds ends just before the initiative count it started at, N "
            "rounds later.",
        ),
        source=ROUND_SOURCE,
        fields=(
            IntField("start_round", _("Round it started in"),
                     minimum=1, maximum=MAX_ROUNDS, default=1),
            IntField("start_count", _("Initiative count it started at"),
                     minimum=INITIATIVE_COUNT_RANGE[0], maximum=INITIATIVE_COUNT_RANGE[1], default=14),
            IntField("duration", _("Duration in rounds"),
                     minimum=1, maximum=MAX_ROUNDS, default=1),
        ),
        outputs=(
            Output("ends_in_round", _("Ends in round")),
            Output("ends_before_count", _("Just before initiative count")),
            Output("seconds", _("Duration in seconds")),
            Output("minutes", _("Duration in minutes")),
            Output("minutes_exact", _("Duration in minutes (exact)")),
        ),
        compute=_effect_end,
        readings=(
            _(
                "The seed's example lacks its last number (\"termina subito prima del conteggio di "
                "iniziativa.\"); read as the rule says: just before count 14.",
            ),
        ),
    ),
    Calculator(
        name="insignificant_foes_001",
        primary="insignificant",
        title=_("Are the foes left still a threat?"),
        summary=_(
            "Foes with a CR 4 or more below the PCs' average level are insignificant: the GM may "
            "decide whether combat goes on.",
        ),
        source=END_SOURCE,
        fields=(
            ChoiceField("cr", _("Highest CR (GS) among the side's remaining creatures"),
                        options=tuple(Option(v, _("CR {value}").format(value=v)) for v in CR_VALUES), default="1"),
            IntField("pcs", _("Number of PCs"), minimum=1, maximum=MAX_PCS, default=4),
        ) + tuple(
            IntField(f"level_{i}", _("Level of PC {number}").format(number=i),
                     minimum=1, maximum=MAX_LEVEL, default=1,
                     applies=When(pcs=range(i, MAX_PCS + 1)) if i > 1 else None)
            for i in range(1, MAX_PCS + 1)
        ),
        outputs=(
            Output("average_level", _("PCs' average level")),
            Output("average_level_exact", _("Average level (exact)")),
            Output("cr_below_average", _("CR below the average level by")),
            Output("highest_insignificant_cr", _("Highest insignificant CR")),
            Output("insignificant", _("Insignificant: the GM may end the combat")),
        ),
        compute=_insignificant,
        readings=(
            _(
                "\"CR 4 or more below the average level\": average level − CR ≥ 4, using the exact "
                "(fractional) average of the PCs' levels.",
            ),
        ),
    ),
)
