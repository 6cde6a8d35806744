"""003 — actions in combat: action types, fighting defensively, total defence, movement and
running, attacks of opportunity and reach, spellcasting checks, drawing weapons, fast mount.

Passages of seed 003 ("ACCIONES EN COMBATE" and the sections around it), each cited by its
calculator: "TIPOS DE ACCIÓN", "LUCHAR DEFENSIVAMENTE COMO UNA ACCIÓN NORMAL" (and its
full-round twin under "ATAQUE COMPLETO"), "DEFENSA TOTAL", "VELOCIDAD", "MOVIMIENTO",
"RETIRARSE", "CORRER", "EFECTUAR PASO DE 1 METRO", "HEXÁGONOS AMENAZADOS", "REALIZAR UN ATAQUE
DE OPORTUNIDAD", "LANZANDO CONJUROS A LA DEFENSIVA", "COMPONENTES DE CONJURO", "DESENVAINAR O
ENVAINAR UN ARMA", "PREPARAR O SOLTAR UN ESCUDO", "MONTAR / DESMONTAR DE UN CABALLO".
(Unarmed attacks and shooting into melee, also under "ACCIONES NORMALES", are in
attack_003 / damage_003.)

Quirks kept (see each calculator's readings):
- Fighting defensively as a standard action gives "+2 de Defensa" (every defence), as a
  full-round action "+2 de esquiva a la Defensa"; total defence "+4 de esquiva". Dodge
  bonuses apply to Dodge only ("no se añaden a la Parada"), so the two versions differ.
- Running is 4 × speed (3 × in heavy armour): 24 m a round for a 6 m human is 14.4 km/h,
  while the seed says "una velocidad de 18 km/h".
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from fractions import Fraction

from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Origin, Output, Side
from ..i18n import _, pgettext
from ..vocab import (
    ARMOR_PENALTY,
    BASE_ATTACK,
    BASE_DEFENSE,
    COMBAT_REFLEXES,
    CONCENTRATION_BONUS,
    CONSTITUTION,
    DEXTERITY_MODIFIER,
    DODGE,
    HEAVY_ARMOR,
    PARRY,
    REACH_WEAPON,
    RIDE_BONUS,
    SIZE,
    SPEED,
    TWO_WEAPON_FIGHTING,
    probability_outputs,
    size_options,
)
from ..probability import exact
from ..sources import cite
from ..tables.sizes_003 import Size
from .attack_003 import BASE_ATTACK_RANGE
from .defense_003 import DEFENSE_RANGE
from .hp_003 import ability_modifier, check_chance

__all__ = [
    "ActionType",
    "Stance",
    "StanceEffect",
    "stance_effect",
    "FullRound",
    "action_budget",
    "MoveMode",
    "MOVE_MODES",
    "move_distance",
    "run_check_dc",
    "run_chances",
    "concentration_dc",
    "attacks_of_opportunity",
    "threatened_distances",
    "draw_action",
    "touch_friends",
    "BUDGET_REASONS",
    "ACTION_CODES",
    "PROVOKES_CODES",
    "AOO_REASONS",
    "CALCULATORS",
]

TYPES_SOURCE = cite("003", "TIPOS DE ACCIÓN")
DEFENSIVE_SOURCE = cite("003", "LUCHAR DEFENSIVAMENTE COMO UNA ACCIÓN NORMAL")
TOTAL_DEFENSE_SOURCE = cite("003", "DEFENSA TOTAL")
MOVEMENT_SOURCE = cite("003", "MOVIMIENTO")
RUN_SOURCE = cite("003", "CORRER")
AOO_SOURCE = cite("003", "REALIZAR UN ATAQUE DE OPORTUNIDAD")
THREAT_SOURCE = cite("003", "HEXÁGONOS AMENAZADOS")
CONCENTRATION_SOURCE = cite("003", "LANZANDO CONJUROS A LA DEFENSIVA")
MOUNT_SOURCE = cite("003", "MONTAR / DESMONTAR DE UN CABALLO")
DRAW_SOURCE = cite("003", "DESENVAINAR O ENVAINAR UN ARMA")
TOUCH_SOURCE = cite("003", "CONJUROS DE TOQUE EN COMBATE")
RUN_REST_ROUNDS = 10  # "debe descansar al menos 1 minuto antes de correr de nuevo" (10 rounds of 6 s)
FRIENDS_PER_FULL_ROUND = 6  # "hasta seis amigos como acción de asalto completo"

HUMAN_SPEED = 6  # "Sin armadura los humanos tienen una velocidad de movimiento de 6 metros por asalto."
ROUND_SECONDS = 6  # "Cada asalto representa 6 segundos"
SEED_RUN_KMH = 18  # "Una carrera representa una velocidad de 18 km/h para un humano sano."


class ActionType(enum.Enum):
    """"Hay cuatro tipos de acciones"."""

    STANDARD = "standard"  # acción normal
    MOVE = "move"  # acción de movimiento
    FULL_ROUND = "full_round"  # acción de asalto completo
    FREE = "free"  # acción gratuita


# --- fighting defensively, total defence, running --------------------------------------------


class Stance(enum.Enum):
    NONE = "none"
    DEFENSIVE = "defensive"  # luchar defensivamente, acción normal
    DEFENSIVE_FULL = "defensive_full"  # luchar a la defensiva, acción de asalto completo
    TOTAL_DEFENSE = "total_defense"
    RUN = "run"
    RUN_FEAT = "run_feat"  # running with the feat Correr: may dodge


@dataclass(frozen=True)
class StanceEffect:
    attack_modifier: int  # on every attack of the round
    defense_bonus: int  # "a la Defensa": every defence, Base Defence included
    dodge_bonus: int  # "de esquiva": Dodge only
    can_attack: bool
    can_dodge: bool
    can_parry: bool
    can_make_aoo: bool


STANCES: dict[Stance, StanceEffect] = {
    Stance.NONE: StanceEffect(0, 0, 0, True, True, True, True),
    # "recibes una penalización de -4 en todos los ataques ... bonificador de Defensa de +2"
    Stance.DEFENSIVE: StanceEffect(-4, 2, 0, True, True, True, True),
    # "penalización de -4 en todos tus ataques ... bonificador de esquiva de +2 a la Defensa"
    Stance.DEFENSIVE_FULL: StanceEffect(-4, 0, 2, True, True, True, True),
    # "bonificador de esquiva de +4 a tu Defensa"; "No puedes hacer ataques de oportunidad"
    Stance.TOTAL_DEFENSE: StanceEffect(0, 0, 4, False, True, True, False),
    # "Al correr tienes un bono de +2 a la Defensa, pero ... no puedes esquivar o parar"
    Stance.RUN: StanceEffect(0, 2, 0, False, False, False, True),
    Stance.RUN_FEAT: StanceEffect(0, 2, 0, False, True, False, True),
}


def stance_effect(stance: Stance) -> StanceEffect:
    return STANCES[stance]


# --- action budget ---------------------------------------------------------------------------


class FullRound(enum.Enum):
    NONE = "none"
    OTHER = "other"  # full attack, 1-round spell, ...: a 1 m step is allowed
    RUN = "run"
    WITHDRAW = "withdraw"
    DIFFICULT_TERRAIN = "difficult_terrain"  # move 1 m through difficult terrain


def action_budget(
    standard: int, move: int, full_round: FullRound, *, moving: bool = True, step: bool = False, restricted: bool = False
) -> str:
    """"" if the round's actions fit "TIPOS DE ACCIÓN", else a reason code.

    Normal round: one standard and one move action, or one full-round action; a move may
    replace the standard. Restricted round (surprise round, disabled…): one standard or one
    move action; a withdrawal then counts as a standard action ("Retirada restringida").
    The 1 m step: not in a round in which you move any distance, run or withdraw.
    """
    if restricted:
        if full_round is FullRound.WITHDRAW and standard == move == 0:
            pass  # "puedes retirarte como una acción normal"
        elif full_round is not FullRound.NONE:
            return "full_round_restricted"
        elif standard + move > 1:
            return "restricted_one_action"
    elif full_round is not FullRound.NONE and standard + move > 0:
        return "full_round_plus_other"
    elif standard > 1:
        return "one_standard_action"
    elif standard + move > 2:
        return "too_many_actions"
    if step:
        if full_round in (FullRound.RUN, FullRound.WITHDRAW):
            return "no_step_run_withdraw"
        if full_round is FullRound.DIFFICULT_TERRAIN or (move > 0 and moving):
            return "no_step_after_moving"
    return ""


# --- movement --------------------------------------------------------------------------------


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


def move_distance(speed: int, mode: str, heavy_armor: bool = False) -> Fraction:
    """Metres moved in the round in ``mode``."""
    m = MOVE_MODES[mode]
    if mode == "run" and heavy_armor:
        return speed * HEAVY_ARMOR_RUN
    return speed * m.multiplier + m.fixed_m


def run_check_dc(con: int, round_number: int) -> int:
    """0 while running is free (the first Con rounds), then DC 10, 11, 12, … each further round."""
    return 0 if round_number <= con else 10 + (round_number - con - 1)


def run_chances(con: int, round_number: int, bonus: int = 0) -> tuple[Fraction, Fraction]:
    """(P(this round's check), P(still running in this round)) for Con checks with no automatic 20."""
    modifier = ability_modifier(con) + bonus
    through = Fraction(1)
    this = Fraction(1)
    for r in range(con + 1, round_number + 1):
        this = check_chance(modifier, run_check_dc(con, r))
        through *= this
    return this, through


# --- attacks of opportunity and reach -------------------------------------------------------


def attacks_of_opportunity(
    dex_mod: int, combat_reflexes: bool, *, armed: bool = True, flat_footed: bool = False, total_defense: bool = False, casting: bool = False
) -> tuple[int, str]:
    """AoOs per round: one, plus the Dex bonus with Combat Reflexes; none when barred."""
    if flat_footed:
        return 0, "flat_footed"
    if not armed:
        return 0, "unarmed"
    if total_defense:
        return 0, "total_defense"
    if casting:
        return 0, "casting"  # "Mientras lanzas un conjuro no amenazas ningún cuadro"
    return 1 + (max(0, dex_mod) if combat_reflexes else 0), ""


_SMALLER_OR_MEDIUM = (Size.FINE, Size.DIMINUTIVE, Size.TINY, Size.SMALL, Size.MEDIUM)


def threatened_distances(size: Size, reach_weapon: bool) -> tuple[int, ...]:
    """Metres at which one threatens: 1 (medium or smaller), 1–2 (larger), only 2 with a reach weapon."""
    if reach_weapon:
        return (2,)  # "puedes golpear a enemigos a 2 metros, pero no ... adyacentes"
    return (1,) if size in _SMALLER_OR_MEDIUM else (1, 2)


# --- spells ----------------------------------------------------------------------------------


class CastingCheck(enum.Enum):
    NONE = "none"
    AOO_DAMAGE = "aoo_damage"  # "CD 10 + puntos de daño recibidos + coste en PPs del conjuro"
    DEFENSIVE = "defensive"  # "CD 15 + coste en PPs del conjuro"


DEAF_FAILURE = Fraction(1, 5)  # "una posibilidad del 20% de arruinar cualquier conjuro"


def concentration_dc(check: CastingCheck, damage: int, pp_cost: int) -> int:
    """0 when no check is needed."""
    if check is CastingCheck.AOO_DAMAGE:
        return 10 + damage + pp_cost if damage > 0 else 0
    if check is CastingCheck.DEFENSIVE:
        return 15 + pp_cost
    return 0


# --- drawing weapons, shields; quick mount ---------------------------------------------------

MOUNT_DC = 20  # "prueba de montar CD 20"


def draw_action(item: str, base_attack: int, with_move: bool, two_weapon_fighting: bool) -> tuple[str, int]:
    """(action type, items handled) for "DESENVAINAR O ENVAINAR UN ARMA" / "PREPARAR O SOLTAR UN ESCUDO"."""
    if item in ("ammunition", "drop_carried_shield"):
        return ActionType.FREE.value, 1
    action = ActionType.FREE.value if base_attack >= 1 and with_move else ActionType.MOVE.value
    return action, 2 if item == "weapon" and two_weapon_fighting else 1


# --- calculators -----------------------------------------------------------------------------


BUDGET_REASONS = (
    Option("full_round_restricted", _("no full-round action when restricted")),
    Option("restricted_one_action", _("only one standard or move action")),
    Option("full_round_plus_other", _("a full-round action takes the whole round")),
    Option("one_standard_action", _("only one standard action")),
    Option("too_many_actions", _("more than a standard and a move action")),
    Option("no_step_run_withdraw", _("no 1 m step when running or withdrawing")),
    Option("no_step_after_moving", _("no 1 m step in a round you move")),
)
ACTION_CODES = (
    Option("standard", _("standard action")),
    Option("move", _("move action")),
    Option("two_moves", _("two move actions")),
    Option("full_round", _("full-round action")),
    Option("free", _("free action")),
    Option("misc", _("no action (1 m step)")),
)
PROVOKES_CODES = (
    Option("yes", _("provokes")),
    Option("no", _("does not provoke")),
    Option("leaving_threatened_hex", _("leaving a threatened hex provokes")),
    Option("not_from_start_hex", _("not from the starting hex (visible foes)")),
)
AOO_REASONS = (
    Option("flat_footed", _("flat-footed")),
    Option("unarmed", _("unarmed")),
    Option("total_defense", _("total defence")),
    Option("casting", _("casting: threatens no hex")),
)

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


def _stance(stance: str, base_defense: int, dodge: int, parry: int) -> dict[str, object]:
    e = stance_effect(Stance(stance))
    return {
        "attack_modifier": e.attack_modifier,
        "base_defense": base_defense + e.defense_bonus,
        "dodge": dodge + e.defense_bonus + e.dodge_bonus,
        "parry": parry + e.defense_bonus,
        "can_attack": e.can_attack,
        "can_dodge": e.can_dodge,
        "can_parry": e.can_parry,
        "can_make_aoo": e.can_make_aoo,
    }


def _budget(standard: int, move: int, full_round: str, moving: bool, step: bool, restricted: bool) -> dict[str, object]:
    reason = action_budget(standard, move, FullRound(full_round), moving=moving, step=step, restricted=restricted)
    return {"allowed": not reason, "reason": reason}


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
        "km_per_hour": float(distance * 3600 / ROUND_SECONDS / 1000),
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


def touch_friends(friends: int) -> tuple[str, int]:
    """Holding the charge: one friend is touched with a standard action, up to six with a
    full-round action; more take one full-round action per six (the charge is held meanwhile)."""
    if friends == 1:
        return "standard", 1
    rounds = -(-friends // FRIENDS_PER_FULL_ROUND)
    return "full_round", rounds


def _touch(friends: int) -> dict[str, object]:
    action, rounds = touch_friends(friends)
    return {"action": action, "rounds": rounds, "provokes": "no", "parry_allowed": False}


def _concentration(check: str, damage: int, pp_cost: int, concentration_bonus: int, deaf_verbal: bool) -> dict[str, object]:
    dc = concentration_dc(CastingCheck(check), damage, pp_cost)
    keep = check_chance(concentration_bonus, dc) if dc else Fraction(1)
    works = keep * (1 - DEAF_FAILURE) if deaf_verbal else keep
    p_keep, keep_text = exact(keep)
    p_works, works_text = exact(works)
    return {
        "check_needed": dc > 0,
        "dc": dc,
        "p_concentration": p_keep,
        "p_concentration_fraction": keep_text,
        "p_spell_works": p_works,
        "p_spell_works_fraction": works_text,
    }


def _aoo(dex_mod: int, combat_reflexes: bool, armed: bool, flat_footed: bool, total_defense: bool, casting: bool) -> dict[str, object]:
    count, reason = attacks_of_opportunity(dex_mod, combat_reflexes, armed=armed, flat_footed=flat_footed, total_defense=total_defense, casting=casting)
    return {"per_round": count, "reason": reason}


def _reach(size: str, reach_weapon: bool) -> dict[str, object]:
    distances = threatened_distances(Size(size), reach_weapon)
    return {"threatens_1m": 1 in distances, "threatens_2m": 2 in distances, "reach_m": max(distances)}


def _mount(ride_bonus: int, armor_penalty: int) -> dict[str, object]:
    p, text = exact(check_chance(ride_bonus - armor_penalty, MOUNT_DC))
    return {"dc": MOUNT_DC, "p_free_action": p, "p_free_action_fraction": text}


def _draw(item: str, base_attack: int, with_move: bool, two_weapon_fighting: bool) -> dict[str, object]:
    action, items = draw_action(item, base_attack, with_move, two_weapon_fighting)
    return {"action": action, "items": items}


_READ_CHECKS = _(
    "Checks succeed on d20 + bonus ≥ DC, with no automatic 1 or 20 (the seed keeps those "
    "for attacks and saves).",
)

CALCULATORS = (
    Calculator(
        name="defensive_stance_003",
        title=_("Fighting defensively, total defence, running"),
        summary=_(
            "Attack penalty and defence values for the round: −4/+2 fighting defensively, +4 "
            "dodge on total defence, +2 running.",
        ),
        source=DEFENSIVE_SOURCE,
        fields=(
            ChoiceField(
                name="stance",
                label=_("Stance"),
                options=(
                    Option("none", pgettext("stance", "None")),
                    Option("defensive", _("Fighting defensively (standard action)")),
                    Option("defensive_full", _("Fighting defensively (full-round action)")),
                    Option("total_defense", _("Total defence")),
                    Option("run", _("Running")),
                    Option("run_feat", _("Running with the Run feat")),
                ),
                default="none",
            ),
            IntField(name="base_defense", label=_("Base Defence"), minimum=DEFENSE_RANGE[0], maximum=DEFENSE_RANGE[1], default=10,
                     trait=BASE_DEFENSE, side=Side.SELF),
            IntField(name="dodge", label=_("Dodge"), minimum=DEFENSE_RANGE[0], maximum=DEFENSE_RANGE[1], default=10,
                     trait=DODGE, side=Side.SELF),
            IntField(name="parry", label=_("Parry"), minimum=DEFENSE_RANGE[0], maximum=DEFENSE_RANGE[1], default=10,
                     trait=PARRY, side=Side.SELF),
        ),
        outputs=(
            Output("attack_modifier", _("Modifier on every attack")),
            Output("base_defense", _("Base Defence")),
            Output("dodge", _("Dodge")),
            Output("parry", _("Parry")),
            Output("can_attack", _("Can attack")),
            Output("can_dodge", _("Can dodge")),
            Output("can_parry", _("Can parry")),
            Output("can_make_aoo", _("Can make attacks of opportunity")),
        ),
        compute=_stance,
        readings=(
            _(
                "Quirk kept: the standard-action version gives \"+2 de Defensa\" (Dodge, Parry and Base "
                "Defence), the full-round version \"+2 de esquiva\" and total defence \"+4 de esquiva\", "
                "which add to Dodge only (\"no se añaden a la Parada\").",
            ),
            _(
                "Running: +2 to Defence, but no dodging or parrying (the Run feat allows dodging), so "
                "only Base Defence + 2 applies without the feat.",
            ),
        ),
    ),
    Calculator(
        name="action_budget_003",
        title=_("Actions in a round"),
        summary=_(
            "Does the round fit: one standard and one move action, or one full-round action (one "
            "action when restricted), and the 1 m step?",
        ),
        source=TYPES_SOURCE,
        fields=(
            IntField(name="standard", label=_("Standard actions"), minimum=0, maximum=3, default=0),
            IntField(name="move", label=_("Move actions"), minimum=0, maximum=3, default=0),
            ChoiceField(
                name="full_round",
                label=_("Full-round action"),
                options=(
                    Option("none", _("None")),
                    Option("other", _("Full attack or other")),
                    Option("run", _("Run")),
                    Option("withdraw", _("Withdraw")),
                    Option("difficult_terrain", _("Move 1 m through difficult terrain")),
                ),
                default="none",
            ),
            BoolField(
                name="moving",
                label=_("A move action moves you"),
                default=True,
            ),
            BoolField(name="step", label=_("Take a 1 m step")),
            BoolField(
                name="restricted",
                label=_("Restricted (surprise round, disabled…)"),
            ),
        ),
        outputs=(
            Output("allowed", _("Allowed")),
            Output("reason", _("Why not"), codes=BUDGET_REASONS),
        ),
        compute=_budget,
        readings=(
            _(
                "A move action may replace the standard one (two move actions); with restricted activity "
                "one standard or one move action, and a withdrawal counts as a standard action. Free "
                "actions are not counted.",
            ),
        ),
    ),
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
    Calculator(
        name="touch_spell_003",
        title=_("Touch spells: holding the charge"),
        summary=_(
            "A touch spell's charge can be held indefinitely: touch one friend as a standard action "
            "or up to six as a full-round action; touching does not provoke, and touch attacks cannot"
            " be parried.",
        ),
        source=TOUCH_SOURCE,
        fields=(IntField(name="friends", label=_("Friends to touch"), minimum=1, maximum=30, default=1),),
        outputs=(
            Output("action", _("Action"), codes=ACTION_CODES),
            Output("rounds", _("Rounds it takes")),
            Output("provokes", _("Attacks of opportunity"), codes=PROVOKES_CODES),
            Output("parry_allowed", _("A touch attack can be parried")),
        ),
        compute=_touch,
        readings=(
            _(
                "More than six friends take one full-round action per six, in consecutive rounds, holding"
                " the charge in between (\"puedes sostener la descarga ... indefinidamente\"). Casting the"
                " spell itself still provokes.",
            ),
        ),
    ),
    Calculator(
        name="spell_concentration_003",
        primary="p_spell_works",
        title=_("Casting under pressure"),
        summary=_(
            "Concentration DC 10 + damage + PP after an attack of opportunity, DC 15 + PP casting"
            " defensively; a deaf caster ruins verbal spells 20% of the time.",
        ),
        source=CONCENTRATION_SOURCE,
        fields=(
            ChoiceField(
                name="check",
                label=_("Situation"),
                options=(
                    Option("none", _("No check")),
                    Option("aoo_damage", _("Damaged by an attack of opportunity")),
                    Option("defensive", _("Casting defensively")),
                ),
                default="none",
            ),
            IntField(name="damage", label=_("Damage received"), minimum=0, maximum=500, default=0),
            IntField(name="pp_cost", label=_("Spell cost in PP"), minimum=0, maximum=50, default=0),
            IntField(name="concentration_bonus", label=_("Concentration bonus"), minimum=-20, maximum=60, default=0,
                     trait=CONCENTRATION_BONUS, side=Side.SELF),
            BoolField(name="deaf_verbal", label=_("Deaf caster, verbal spell")),
        ),
        outputs=(
            Output("check_needed", _("Check needed")),
            Output("dc", _("Concentration DC")),
            *probability_outputs("p_concentration", _("Chance to keep the spell")),
            *probability_outputs("p_spell_works", _("Chance the spell works")),
        ),
        compute=_concentration,
        readings=(
            _READ_CHECKS,
            _(
                "After an attack of opportunity the check is needed only if it did damage. The deaf "
                "caster's 20% is independent of the Concentration check.",
            ),
        ),
    ),
    Calculator(
        name="attacks_of_opportunity_003",
        title=_("Attacks of opportunity per round"),
        summary=_(
            "One per round; Combat Reflexes adds the Dexterity bonus; none when flat-footed, "
            "unarmed, in total defence or casting.",
        ),
        source=AOO_SOURCE,
        fields=(
            IntField(name="dex_mod", label=_("Dexterity modifier"), minimum=-5, maximum=20, default=0,
                     trait=DEXTERITY_MODIFIER, side=Side.SELF),
            BoolField(name="combat_reflexes", label=_("Combat Reflexes"), trait=COMBAT_REFLEXES, side=Side.SELF),
            BoolField(name="armed", label=_("Armed"), default=True),
            BoolField(name="flat_footed", label=_("Flat-footed")),
            BoolField(name="total_defense", label=_("Total defence")),
            BoolField(name="casting", label=_("Casting a spell of 1 round or more")),
        ),
        outputs=(
            Output("per_round", _("Attacks of opportunity per round")),
            Output("reason", _("Why none"), codes=AOO_REASONS),
        ),
        compute=_aoo,
        readings=(
            _(
                "\"Añadir tu bonificador de Destreza\": a Dexterity penalty adds nothing, and the count "
                "never drops below one.",
            ),
        ),
    ),
    Calculator(
        name="reach_003",
        title=_("Threatened hexes (reach)"),
        summary=_("Medium or smaller: 1 m; larger: 2 m; with a reach weapon 2 m but not adjacent."),
        source=THREAT_SOURCE,
        fields=(
            ChoiceField(name="size", label=_("Size"), options=size_options(), default="medium", trait=SIZE, side=Side.SELF),
            BoolField(name="reach_weapon", label=_("Reach weapon"), trait=REACH_WEAPON, side=Side.SELF),
        ),
        outputs=(
            Output("threatens_1m", _("Threatens adjacent hexes (1 m)")),
            Output("threatens_2m", _("Threatens at 2 m")),
            Output("reach_m", _("Reach (m)")),
        ),
        compute=_reach,
        readings=(
            _(
                "The seed gives these as what \"la mayoría\" of creatures have; a reach weapon threatens "
                "only at 2 m whatever the wielder's size.",
            ),
        ),
    ),
    Calculator(
        name="quick_mount_003",
        primary="p_free_action",
        title=_("Fast mount or dismount"),
        summary=_(
            "A Ride check DC 20 (armour penalty applies) makes mounting a free action; failing, "
            "it is a move action.",
        ),
        source=MOUNT_SOURCE,
        fields=(
            IntField(name="ride_bonus", label=_("Ride bonus"), minimum=-20, maximum=60, default=0,
                     trait=RIDE_BONUS, side=Side.SELF),
            IntField(name="armor_penalty", label=_("Armour penalty (as a positive number)"), minimum=0, maximum=20, default=0,
                     trait=ARMOR_PENALTY, side=Side.SELF, origin=Origin.ARMOUR_TABLE),
        ),
        outputs=(
            Output("dc", _("Ride DC")),
            *probability_outputs("p_free_action", _("Chance of a free action")),
        ),
        compute=_mount,
        readings=(_READ_CHECKS,),
    ),
    Calculator(
        name="draw_weapon_003",
        title=_("Drawing weapons, readying shields"),
        summary=_(
            "A move action; a free action together with a move with base attack +1 or more; two "
            "weapons at once with Two-Weapon Fighting.",
        ),
        source=DRAW_SOURCE,
        fields=(
            ChoiceField(
                name="item",
                label=_("What"),
                options=(
                    Option("weapon", _("Draw or sheathe a weapon")),
                    Option("shield", _("Ready or drop a strapped shield")),
                    Option("ammunition", _("Draw ammunition")),
                    Option("drop_carried_shield", _("Drop a carried (unused) shield")),
                ),
                default="weapon",
            ),
            IntField(name="base_attack", label=_("Base attack"), minimum=BASE_ATTACK_RANGE[0], maximum=BASE_ATTACK_RANGE[1], default=0,
                     trait=BASE_ATTACK, side=Side.SELF),
            BoolField(name="with_move", label=_("Combined with a normal move"), default=True),
            BoolField(name="two_weapon_fighting", label=_("Two-Weapon Fighting"), trait=TWO_WEAPON_FIGHTING, side=Side.SELF),
        ),
        outputs=(
            Output("action", _("Action"), codes=ACTION_CODES),
            Output("items", _("Weapons or items handled")),
        ),
        compute=_draw,
        readings=(
            _(
                "The shield passage says \"bonificador de ataque de +1\" where the weapon passage says "
                "\"ataque base de +1\"; both are read as base attack.",
            ),
        ),
    ),
)
