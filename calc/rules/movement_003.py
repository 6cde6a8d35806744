"""003 — movement and running: metres and hexes per mode, the Constitution checks that keep
a run going.

Passages of seed 003: "VELOCIDAD", "MOVIMIENTO", "RETIRARSE", "CORRER", "EFECTUAR PASO DE 1
METRO".

Quirk kept (see the run calculator's readings): running is 4 × speed (3 × in heavy armor):
24 m a round for a 6 m human is 14.4 km/h, while the seed says "una velocidad de 18 km/h".
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ..common.abilities import ability_modifier
from ..common.checks import check_chance
from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Output, Side
from ..i18n import _
from ..probability import exact
from ..sources import cite
from ..tables import Stated
from ..vocab import CONSTITUTION, HEAVY_ARMOR, SPEED, probability_outputs
from .actions_003 import ACTION_CODES
from .opportunity_003 import PROVOKES_CODES
from .timing_003 import ROUNDS_PER_MINUTE, SECONDS_PER_ROUND

__all__ = [
    "MoveMode",
    "MOVE_MODES",
    "move_distance",
    "run_check_dc",
    "run_chances",
    "HUMAN_SPEED",
    "MOVEMENT_SOURCE",
    "RUN_SOURCE",
    "STATED",
    "CALCULATORS",
]


MOVEMENT_SOURCE = cite("003", "MOVIMIENTO")
RUN_SOURCE = cite("003", "CORRER")
RUN_REST_MINUTES = 1  # "debe descansar al menos 1 minuto antes de correr de nuevo"
RUN_REST_ROUNDS = RUN_REST_MINUTES * ROUNDS_PER_MINUTE
RUN_CHECK_DC = 10  # "debes hacer una prueba de Constitución CD 10 para continuar"
RUN_CHECK_STEP = 1  # "cada asalto siguiente añadiendo en cada uno un +1 de dificultad"
HUMAN_SPEED = 6  # "Sin armadura los humanos tienen una velocidad de movimiento de 6 metros por asalto."
SEED_RUN_KMH = 18  # "Una carrera representa una velocidad de 18 km/h para un humano sano."


@dataclass(frozen=True)
class MoveMode:
    multiplier: Fraction  # of speed; 0 for the fixed 1 m modes
    fixed_m: int  # metres, for modes that ignore speed
    action: str  # an ActionType value, or "two_moves" / "misc"
    provokes: str  # "yes" | "no" | "leaving_threatened_hex" | "not_from_start_hex"
    check_modifier: int = 0


MOVE_MODES: dict[str, MoveMode] = {
    "move": MoveMode(Fraction(1), 0, "move", "leaving_threatened_hex"),
    "double_move": MoveMode(Fraction(2), 0, "two_moves", "leaving_threatened_hex"),  # "movimiento doble"
    "run": MoveMode(Fraction(4), 0, "full_round", "leaving_threatened_hex"),  # ×3 in heavy armour
    "withdraw": MoveMode(Fraction(2), 0, "full_round", "not_from_start_hex"),
    "restricted_withdraw": MoveMode(Fraction(1), 0, "standard", "not_from_start_hex"),
    "fight_on_the_move": MoveMode(Fraction(1), 0, "standard", "yes"),  # "Luchar a la carrera"
    "climb": MoveMode(Fraction(1, 4), 0, "move", "leaving_threatened_hex"),
    "accelerated_climb": MoveMode(Fraction(1, 2), 0, "move", "leaving_threatened_hex", -5),
    "swim": MoveMode(Fraction(1, 4), 0, "move", "leaving_threatened_hex"),
    "crawl": MoveMode(Fraction(0), 1, "move", "yes"),
    "one_metre_step": MoveMode(Fraction(0), 1, "misc", "no"),
    "difficult_terrain_1m": MoveMode(Fraction(0), 1, "full_round", "yes"),
}


HEAVY_ARMOR_RUN = Fraction(3)

_SPEED_SOURCE, _WITHDRAW_SOURCE = cite("003", "VELOCIDAD"), cite("003", "RETIRARSE")
_ONE_METRE = {  # the fixed 1 m modes: (passage, words)
    "crawl": (MOVEMENT_SOURCE, "puedes arrastrarte {} metro como una acción de movimiento"),
    "one_metre_step": (cite("003", "EFECTUAR PASO DE 1 METRO"), "Puedes moverte {} metro en cualquier asalto"),
    "difficult_terrain_1m": (cite("003", "MOVERSE 1 METRO A TRAVÉS DE TERRENO DIFÍCIL"), "completo para moverte {} metro (un hexágono)"),
}
_M = MOVE_MODES
STATED = (
    Stated("MOVE_MODES[double_move].multiplier", _M["double_move"].multiplier, _SPEED_SOURCE, "puedes moverte hasta el {} de tu velocidad."),
    Stated("MOVE_MODES[run].multiplier", _M["run"].multiplier, _SPEED_SOURCE, "puedes moverte hasta el {} de tu velocidad (o el"),
    Stated("HEAVY_ARMOR_RUN", HEAVY_ARMOR_RUN, _SPEED_SOURCE, "de tu velocidad (o el {}, si llevas armadura pesada)"),
    Stated("HUMAN_SPEED", HUMAN_SPEED, _SPEED_SOURCE, "una velocidad de movimiento de {} metros por asalto"),
    Stated("MOVE_MODES[withdraw].multiplier", _M["withdraw"].multiplier, _WITHDRAW_SOURCE, "te retiras, puedes moverte hasta el {} de tu velocidad"),
    Stated("MOVE_MODES[run].multiplier", _M["run"].multiplier, RUN_SOURCE, "puedes moverte hasta {} veces tu velocidad en una línea recta"),
    Stated("HEAVY_ARMOR_RUN", HEAVY_ARMOR_RUN, RUN_SOURCE, "en una línea recta o {} veces tu velocidad si llevas armadura pesada"),
    Stated("SEED_RUN_KMH", SEED_RUN_KMH, RUN_SOURCE, "Una carrera representa una velocidad de {} km/h"),
    Stated("RUN_CHECK_DC", RUN_CHECK_DC, RUN_SOURCE, "debes hacer una prueba de Constitución CD {} para continuar"),
    Stated("RUN_CHECK_STEP", RUN_CHECK_STEP, RUN_SOURCE, "añadiendo en cada uno un {} de dificultad"),
    Stated("RUN_REST_MINUTES", RUN_REST_MINUTES, RUN_SOURCE, "debe descansar al menos {} minuto"),
    Stated("MOVE_MODES[climb].multiplier", _M["climb"].multiplier, MOVEMENT_SOURCE, "trepar (hasta una {} parte de tu velocidad)"),
    Stated("MOVE_MODES[swim].multiplier", _M["swim"].multiplier, MOVEMENT_SOURCE, "nadar (también una {} parte de tu velocidad)"),
    Stated("MOVE_MODES[accelerated_climb].multiplier", _M["accelerated_climb"].multiplier, MOVEMENT_SOURCE, "puedes trepar a la {} de tu velocidad"),
    Stated("MOVE_MODES[accelerated_climb].check_modifier", _M["accelerated_climb"].check_modifier, MOVEMENT_SOURCE, "aceptando una penalización de {} en tu prueba de Trepar"),
    *(Stated(f"MOVE_MODES[{mode}].fixed_m", _M[mode].fixed_m, *where) for mode, where in _ONE_METRE.items()),
)


def move_distance(speed: int, mode: str, heavy_armor: bool = False) -> Fraction:
    """Metres moved in the round in ``mode``."""
    m = MOVE_MODES[mode]
    if mode == "run" and heavy_armor:
        return speed * HEAVY_ARMOR_RUN
    return speed * m.multiplier + m.fixed_m


def run_check_dc(con: int, round_number: int) -> int:
    """0 while running is free (the first Con rounds), then DC 10, 11, 12, … each further round."""
    return 0 if round_number <= con else RUN_CHECK_DC + RUN_CHECK_STEP * (round_number - con - 1)


def run_chances(con: int, round_number: int, bonus: int = 0) -> tuple[Fraction, Fraction]:
    """(P(this round's check), P(still running in this round)) for Con checks with no automatic 20."""
    modifier = ability_modifier(con) + bonus
    through = Fraction(1)
    this = Fraction(1)
    for r in range(con + 1, round_number + 1):
        this = check_chance(modifier, run_check_dc(con, r))
        through *= this
    return this, through


_SPEED = IntField(
    name="speed",
    label=_("Speed (m per round)"),
    minimum=1,
    maximum=60,
    default=HUMAN_SPEED,
    trait=SPEED,
    side=Side.SELF,
)


_HEAVY = BoolField(name="heavy_armor", label=_("Heavy armour"), trait=HEAVY_ARMOR, side=Side.SELF)
# Con 0 as the hit-point forms take it (death, by the text): here it runs 0 rounds.
_CON = IntField(name="con", label=_("Constitution score"), minimum=0, maximum=60, example=12, trait=CONSTITUTION, side=Side.SELF)


def _movement(speed: int, mode: str, heavy_armor: bool) -> dict[str, object]:
    m = MOVE_MODES[mode]
    distance = move_distance(speed, mode, heavy_armor)
    return {
        "distance_m": float(distance),
        "hexes": int(distance),  # 1 hex = 1 m; a partial hex cannot be entered
        "action": m.action,
        "provokes": m.provokes,
        "check_modifier": m.check_modifier,
    }


def _run(speed: int, heavy_armor: bool, con: int, bonus: int, round_number: int) -> dict[str, object]:
    distance = move_distance(speed, "run", heavy_armor)
    this, through = run_chances(con, round_number, bonus)
    p_this, this_text = exact(this)
    p_through, through_text = exact(through)
    return {
        "distance_m": float(distance),
        "km_per_hour": float(distance * 3600 / SECONDS_PER_ROUND / 1000),
        "free_rounds": con,
        "check_dc": run_check_dc(con, round_number),
        "p_check": p_this,
        "p_check_fraction": this_text,
        "p_still_running": p_through,
        "p_still_running_fraction": through_text,
        # "Un personaje que ha corrido hasta su límite debe descansar al menos 1 minuto ...
        # no puede moverse más rápido que una acción de movimiento normal."
        "rest_rounds_after_limit": RUN_REST_ROUNDS,
        "rest_move_m": float(move_distance(speed, "move", heavy_armor)),
    }


CALCULATORS = (
    Calculator(
        name="movement_003",
        title=_("Movement in a round"),
        summary=_(
            "Metres and hexes moved: move, double move, run ×4 (×3 heavy armour), withdraw ×2, "
            "climb and swim ¼, accelerated climb ½, crawl or step 1 m.",
        ),
        source=MOVEMENT_SOURCE,
        fields=(
            _SPEED,
            ChoiceField(
                name="mode",
                label=_("Mode"),
                options=(
                    Option("move", _("Move action")),
                    Option("double_move", _("Double move")),
                    Option("run", _("Run")),
                    Option("withdraw", _("Withdraw")),
                    Option("restricted_withdraw", _("Restricted withdrawal")),
                    Option("fight_on_the_move", _("Attack on the move")),
                    Option("climb", _("Climb")),
                    Option("accelerated_climb", _("Accelerated climb")),
                    Option("swim", _("Swim")),
                    Option("crawl", _("Crawl")),
                    Option("one_metre_step", _("1 m step")),
                    Option("difficult_terrain_1m", _("1 m through difficult terrain")),
                ),
                default="move",
            ),
            _HEAVY,
        ),
        outputs=(
            Output("distance_m", _("Distance (m)")),
            Output("hexes", _("Whole hexes")),
            Output("action", _("Action used"), codes=ACTION_CODES),
            Output("provokes", _("Attacks of opportunity"), codes=PROVOKES_CODES),
            Output("check_modifier", _("Climb check modifier")),
        ),
        compute=_movement,
        readings=(
            _(
                "One hex is 1 m across, so whole hexes = metres rounded down (a quarter of 6 m is 1.5 m: "
                "one hex). Heavy armour changes only running (×3).",
            ),
        ),
    ),
    Calculator(
        name="run_003",
        title=_("Running"),
        summary=_(
            "Distance and km/h; free for Con rounds, then a Con check DC 10, +1 each further "
            "round: exact chance to keep running.",
        ),
        source=RUN_SOURCE,
        fields=(
            _SPEED,
            _HEAVY,
            _CON,
            IntField(name="bonus", label=_("Other modifiers to the check"), minimum=-20, maximum=20, default=0),
            IntField(name="round_number", label=_("Round of running"), minimum=1, maximum=300, default=1),
        ),
        outputs=(
            Output("distance_m", _("Distance per round (m)")),
            Output("km_per_hour", _("Speed (km/h)")),
            Output("free_rounds", _("Rounds without checks")),
            Output("check_dc", _("This round's DC (0: none)")),
            *probability_outputs("p_check", _("Chance to pass this round's check")),
            *probability_outputs("p_still_running", _("Chance to be still running this round")),
            Output("rest_rounds_after_limit", _("After running to the limit: rounds of rest before running again")),
            Output("rest_move_m", _("While resting: at most a normal move (m)")),
        ),
        compute=_run,
        readings=(
            _(
                "Round n > Con needs a check of DC 10 + (n − Con − 1) made before running that round; one"
                " failure stops the run. No automatic 1 or 20.",
            ),
            _(
                "Quirk: 4 × 6 m in 6 seconds is 14.4 km/h; the seed says a run is 18 km/h for a healthy "
                "human. The computed value is shown.",
            ),
        ),
    ),
)
