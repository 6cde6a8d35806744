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

from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Output, Text
from ..probability import exact
from ..sources import cite
from ..tables.sizes_003 import Size
from .hp_003 import ability_modifier, check_chance
from .maneuvers_003 import SIZE_OPTIONS

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




def _pout(key: str, en: str, it: str, es: str, ru: str) -> tuple[Output, Output]:
    return (
        Output(key, Text(en, it, es, ru)),
        Output(key + "_fraction", Text(en + " (exact)", it + " (esatta)", es + " (exacta)", ru + " (точно)")),
    )


BUDGET_REASONS = (
    Option("full_round_restricted", Text("no full-round action when restricted", "niente round completo se limitato", "sin acción de asalto completo en actividad restringida", "без полнораундовых действий при ограничении")),
    Option("restricted_one_action", Text("only one standard or move action", "solo un'azione standard o di movimento", "solo una acción normal o de movimiento", "только одно обычное действие или движения")),
    Option("full_round_plus_other", Text("a full-round action takes the whole round", "un'azione di round completo occupa tutto il round", "una acción de asalto completo ocupa todo el asalto", "полнораундовое действие занимает весь раунд")),
    Option("one_standard_action", Text("only one standard action", "una sola azione standard", "una sola acción normal", "только одно обычное действие")),
    Option("too_many_actions", Text("more than a standard and a move action", "più di un'azione standard e una di movimento", "más de una acción normal y una de movimiento", "больше, чем обычное действие и действие движения")),
    Option("no_step_run_withdraw", Text("no 1 m step when running or withdrawing", "niente passo di 1 metro correndo o ritirandosi", "sin paso de 1 metro al correr o retirarse", "нет шага в 1 метр при беге или отступлении")),
    Option("no_step_after_moving", Text("no 1 m step in a round you move", "niente passo di 1 metro se ti muovi nel round", "sin paso de 1 metro en un asalto en que te mueves", "нет шага в 1 метр в раунде, когда вы перемещаетесь")),
)
ACTION_CODES = (
    Option("standard", Text("standard action", "azione standard", "acción normal", "обычное действие")),
    Option("move", Text("move action", "azione di movimento", "acción de movimiento", "действие движения")),
    Option("two_moves", Text("two move actions", "due azioni di movimento", "dos acciones de movimiento", "два действия движения")),
    Option("full_round", Text("full-round action", "azione di round completo", "acción de asalto completo", "полнораундовое действие")),
    Option("free", Text("free action", "azione gratuita", "acción gratuita", "свободное действие")),
    Option("misc", Text("no action (1 m step)", "nessuna azione (passo di 1 metro)", "ninguna acción (paso de 1 metro)", "не действие (шаг в 1 метр)")),
)
PROVOKES_CODES = (
    Option("yes", Text("provokes", "provoca", "provoca", "провоцирует")),
    Option("no", Text("does not provoke", "non provoca", "no provoca", "не провоцирует")),
    Option("leaving_threatened_hex", Text("leaving a threatened hex provokes", "lasciare un esagono minacciato provoca", "salir de un hexágono amenazado provoca", "выход из угрожаемого гекса провоцирует")),
    Option("not_from_start_hex", Text("not from the starting hex (visible foes)", "non dall'esagono di partenza (nemici visibili)", "no desde el hexágono inicial (enemigos visibles)", "не из начального гекса (видимые враги)")),
)
AOO_REASONS = (
    Option("flat_footed", Text("flat-footed", "colto alla sprovvista", "desprevenido", "застигнут врасплох")),
    Option("unarmed", Text("unarmed", "disarmato", "sin armas", "безоружен")),
    Option("total_defense", Text("total defence", "difesa totale", "defensa total", "полная оборона")),
    Option("casting", Text("casting: threatens no hex", "lancia: non minaccia esagoni", "lanzando: no amenaza ningún hexágono", "колдует: не угрожает гексам")),
)

_SPEED = IntField(
    name="speed",
    label=Text("Speed (m per round)", "Velocità (m per round)", "Velocidad (m por asalto)", "Скорость (м за раунд)"),
    minimum=1,
    maximum=60,
    default=HUMAN_SPEED,
)
_HEAVY = BoolField(name="heavy_armor", label=Text("Heavy armour", "Armatura pesante", "Armadura pesada", "Тяжёлая броня"))
_CON = IntField(name="con", label=Text("Constitution score", "Punteggio di Costituzione", "Puntuación de Constitución", "Значение Телосложения"), minimum=1, maximum=60, example=12)


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
    }


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


_READ_CHECKS = Text(
    "Checks succeed on d20 + bonus ≥ DC, with no automatic 1 or 20 (the seed keeps those for attacks and saves).",
    "Le prove riescono con d20 + bonus ≥ CD, senza 1 o 20 automatici (il testo li riserva ad attacchi e tiri salvezza).",
    "Las pruebas tienen éxito con d20 + bonificador ≥ CD, sin 1 ni 20 automáticos (el texto los reserva a ataques y salvaciones).",
    "Проверки успешны при d20 + бонус ≥ СЛ, без автоматических 1 и 20 (текст оставляет их атакам и спасброскам).",
)

CALCULATORS = (
    Calculator(
        name="defensive_stance_003",
        title=Text("Fighting defensively, total defence, running", "Combattere sulla difensiva, difesa totale, correre", "Luchar defensivamente, defensa total, correr", "Оборонительный бой, полная оборона, бег"),
        summary=Text(
            "Attack penalty and defence values for the round: −4/+2 fighting defensively, +4 dodge on total defence, +2 running.",
            "Penalità all'attacco e difese del round: −4/+2 sulla difensiva, +4 di schivata in difesa totale, +2 correndo.",
            "Penalizador al ataque y valores de defensa del asalto: −4/+2 luchando defensivamente, +4 de esquiva en defensa total, +2 corriendo.",
            "Штраф атаки и значения защиты на раунд: −4/+2 в оборонительном бою, +4 уклонения в полной обороне, +2 на бегу.",
        ),
        source=DEFENSIVE_SOURCE,
        fields=(
            ChoiceField(
                name="stance",
                label=Text("Stance", "Modalità", "Modo", "Режим"),
                options=(
                    Option("none", Text("None", "Nessuna", "Ninguno", "Нет")),
                    Option("defensive", Text("Fighting defensively (standard action)", "Sulla difensiva (azione standard)", "Luchar defensivamente (acción normal)", "Оборонительный бой (обычное действие)")),
                    Option("defensive_full", Text("Fighting defensively (full-round action)", "Sulla difensiva (round completo)", "Luchar a la defensiva (asalto completo)", "Оборонительный бой (полный раунд)")),
                    Option("total_defense", Text("Total defence", "Difesa totale", "Defensa total", "Полная оборона")),
                    Option("run", Text("Running", "Correre", "Correr", "Бег")),
                    Option("run_feat", Text("Running with the Run feat", "Correre con il talento Correre", "Correr con la dote Correr", "Бег с чертой «Бег»")),
                ),
                default="none",
            ),
            IntField(name="base_defense", label=Text("Base Defence", "Difesa base", "Defensa Base", "Базовая защита"), minimum=0, maximum=40, default=10),
            IntField(name="dodge", label=Text("Dodge", "Schivata", "Esquiva", "Уклонение"), minimum=0, maximum=80, default=10),
            IntField(name="parry", label=Text("Parry", "Parata", "Parada", "Парирование"), minimum=0, maximum=80, default=10),
        ),
        outputs=(
            Output("attack_modifier", Text("Modifier on every attack", "Modificatore a ogni attacco", "Modificador a cada ataque", "Модификатор каждой атаки")),
            Output("base_defense", Text("Base Defence", "Difesa base", "Defensa Base", "Базовая защита")),
            Output("dodge", Text("Dodge", "Schivata", "Esquiva", "Уклонение")),
            Output("parry", Text("Parry", "Parata", "Parada", "Парирование")),
            Output("can_attack", Text("Can attack", "Può attaccare", "Puede atacar", "Может атаковать")),
            Output("can_dodge", Text("Can dodge", "Può schivare", "Puede esquivar", "Может уклоняться")),
            Output("can_parry", Text("Can parry", "Può parare", "Puede parar", "Может парировать")),
            Output("can_make_aoo", Text("Can make attacks of opportunity", "Può fare attacchi di opportunità", "Puede hacer ataques de oportunidad", "Может делать атаки по возможности")),
        ),
        compute=_stance,
        readings=(
            Text(
                "Quirk kept: the standard-action version gives \"+2 de Defensa\" (Dodge, Parry and Base Defence), the full-round version \"+2 de esquiva\" and total defence \"+4 de esquiva\", which add to Dodge only (\"no se añaden a la Parada\").",
                "Stranezza mantenuta: la versione ad azione standard dà \"+2 de Defensa\" (Schivata, Parata e Difesa base), quella di round completo \"+2 de esquiva\" e la difesa totale \"+4 de esquiva\", che si sommano solo alla Schivata (\"no se añaden a la Parada\").",
                "Rareza conservada: la versión de acción normal da \"+2 de Defensa\" (Esquiva, Parada y Defensa Base), la de asalto completo \"+2 de esquiva\" y la defensa total \"+4 de esquiva\", que solo se suman a la Esquiva (\"no se añaden a la Parada\").",
                "Особенность сохранена: вариант обычным действием даёт «+2 de Defensa» (Уклонение, Парирование и Базовая защита), полнораундовый — «+2 de esquiva», полная оборона — «+4 de esquiva», что идёт только в Уклонение («no se añaden a la Parada»).",
            ),
            Text(
                "Running: +2 to Defence, but no dodging or parrying (the Run feat allows dodging), so only Base Defence + 2 applies without the feat.",
                "Correndo: +2 alla Difesa, ma niente schivata né parata (il talento Correre consente di schivare), quindi senza talento vale solo la Difesa base + 2.",
                "Corriendo: +2 a la Defensa, pero sin esquivar ni parar (la dote Correr permite esquivar), así que sin la dote solo vale la Defensa Base + 2.",
                "На бегу: +2 к Защите, но без уклонения и парирования (черта «Бег» позволяет уклоняться), поэтому без черты действует только Базовая защита + 2.",
            ),
        ),
    ),
    Calculator(
        name="action_budget_003",
        title=Text("Actions in a round", "Azioni in un round", "Acciones en un asalto", "Действия за раунд"),
        summary=Text(
            "Does the round fit: one standard and one move action, or one full-round action (one action when restricted), and the 1 m step?",
            "Il round è valido: un'azione standard e una di movimento, o una di round completo (una sola se limitato), e il passo di 1 metro?",
            "¿Cabe en el asalto?: una acción normal y una de movimiento, o una de asalto completo (una sola si está restringido), y el paso de 1 metro.",
            "Укладывается ли раунд: одно обычное и одно действие движения или одно полнораундовое (одно при ограничении), и шаг в 1 метр?",
        ),
        source=TYPES_SOURCE,
        fields=(
            IntField(name="standard", label=Text("Standard actions", "Azioni standard", "Acciones normales", "Обычные действия"), minimum=0, maximum=3, default=0),
            IntField(name="move", label=Text("Move actions", "Azioni di movimento", "Acciones de movimiento", "Действия движения"), minimum=0, maximum=3, default=0),
            ChoiceField(
                name="full_round",
                label=Text("Full-round action", "Azione di round completo", "Acción de asalto completo", "Полнораундовое действие"),
                options=(
                    Option("none", Text("None", "Nessuna", "Ninguna", "Нет")),
                    Option("other", Text("Full attack or other", "Attacco completo o altra", "Ataque completo u otra", "Полная атака или другое")),
                    Option("run", Text("Run", "Correre", "Correr", "Бег")),
                    Option("withdraw", Text("Withdraw", "Ritirata", "Retirarse", "Отступление")),
                    Option("difficult_terrain", Text("Move 1 m through difficult terrain", "Muoversi di 1 m su terreno difficile", "Moverse 1 metro a través de terreno difícil", "Пройти 1 м по труднопроходимой местности")),
                ),
                default="none",
            ),
            BoolField(
                name="moving",
                label=Text("A move action moves you", "Un'azione di movimento ti sposta", "Una acción de movimiento te desplaza", "Действие движения перемещает"),
                default=True,
            ),
            BoolField(name="step", label=Text("Take a 1 m step", "Fare un passo di 1 metro", "Efectuar paso de 1 metro", "Сделать шаг в 1 метр")),
            BoolField(
                name="restricted",
                label=Text("Restricted (surprise round, disabled…)", "Limitato (round di sorpresa, inabile…)", "Restringido (asalto de sorpresa, incapacitado…)", "Ограничен (раунд внезапности, недееспособен…)"),
            ),
        ),
        outputs=(
            Output("allowed", Text("Allowed", "Consentito", "Permitido", "Допустимо")),
            Output("reason", Text("Why not", "Perché no", "Por qué no", "Почему нет"), codes=BUDGET_REASONS),
        ),
        compute=_budget,
        readings=(
            Text(
                "A move action may replace the standard one (two move actions); with restricted activity one standard or one move action, and a withdrawal counts as a standard action. Free actions are not counted.",
                "Un'azione di movimento può sostituire quella standard (due azioni di movimento); con attività limitata una sola azione standard o di movimento, e la ritirata vale come azione standard. Le azioni gratuite non si contano.",
                "Una acción de movimiento puede sustituir a la normal (dos de movimiento); con actividad restringida una sola acción normal o de movimiento, y retirarse cuenta como acción normal. Las acciones gratuitas no se cuentan.",
                "Действие движения может заменить обычное (два действия движения); при ограничении — одно обычное или одно движения, а отступление считается обычным действием. Свободные действия не считаются.",
            ),
        ),
    ),
    Calculator(
        name="movement_003",
        title=Text("Movement in a round", "Movimento in un round", "Movimiento en un asalto", "Перемещение за раунд"),
        summary=Text(
            "Metres and hexes moved: move, double move, run ×4 (×3 heavy armour), withdraw ×2, climb and swim ¼, accelerated climb ½, crawl or step 1 m.",
            "Metri ed esagoni percorsi: movimento, doppio, corsa ×4 (×3 armatura pesante), ritirata ×2, scalare e nuotare ¼, scalata accelerata ½, strisciare o passo 1 m.",
            "Metros y hexágonos recorridos: movimiento, doble, correr ×4 (×3 armadura pesada), retirarse ×2, trepar y nadar ¼, escalada acelerada ½, arrastrarse o paso 1 m.",
            "Метры и гексы за раунд: движение, двойное, бег ×4 (×3 в тяжёлой броне), отступление ×2, лазание и плавание ¼, ускоренное лазание ½, ползком или шаг 1 м.",
        ),
        source=MOVEMENT_SOURCE,
        fields=(
            _SPEED,
            ChoiceField(
                name="mode",
                label=Text("Mode", "Modo", "Modo", "Способ"),
                options=(
                    Option("move", Text("Move action", "Azione di movimento", "Acción de movimiento", "Действие движения")),
                    Option("double_move", Text("Double move", "Movimento doppio", "Movimiento doble", "Двойное движение")),
                    Option("run", Text("Run", "Correre", "Correr", "Бег")),
                    Option("withdraw", Text("Withdraw", "Ritirata", "Retirarse", "Отступление")),
                    Option("restricted_withdraw", Text("Restricted withdrawal", "Ritirata limitata", "Retirada restringida", "Ограниченное отступление")),
                    Option("fight_on_the_move", Text("Attack on the move", "Combattere in movimento", "Luchar a la carrera", "Атака в движении")),
                    Option("climb", Text("Climb", "Scalare", "Trepar", "Лазание")),
                    Option("accelerated_climb", Text("Accelerated climb", "Scalata accelerata", "Escalada acelerada", "Ускоренное лазание")),
                    Option("swim", Text("Swim", "Nuotare", "Nadar", "Плавание")),
                    Option("crawl", Text("Crawl", "Strisciare", "Arrastrarte", "Ползком")),
                    Option("one_metre_step", Text("1 m step", "Passo di 1 metro", "Paso de 1 metro", "Шаг в 1 метр")),
                    Option("difficult_terrain_1m", Text("1 m through difficult terrain", "1 m su terreno difficile", "1 metro a través de terreno difícil", "1 м по труднопроходимой местности")),
                ),
                default="move",
            ),
            _HEAVY,
        ),
        outputs=(
            Output("distance_m", Text("Distance (m)", "Distanza (m)", "Distancia (m)", "Расстояние (м)")),
            Output("hexes", Text("Whole hexes", "Esagoni interi", "Hexágonos enteros", "Целых гексов")),
            Output("action", Text("Action used", "Azione usata", "Acción empleada", "Действие"), codes=ACTION_CODES),
            Output("provokes", Text("Attacks of opportunity", "Attacchi di opportunità", "Ataques de oportunidad", "Атаки по возможности"), codes=PROVOKES_CODES),
            Output("check_modifier", Text("Climb check modifier", "Modificatore alla prova di Scalare", "Modificador a la prueba de Trepar", "Модификатор проверки Лазания")),
        ),
        compute=_movement,
        readings=(
            Text(
                "One hex is 1 m across, so whole hexes = metres rounded down (a quarter of 6 m is 1.5 m: one hex). Heavy armour changes only running (×3).",
                "Un esagono misura 1 m, quindi esagoni interi = metri arrotondati per difetto (un quarto di 6 m è 1,5 m: un esagono). L'armatura pesante cambia solo la corsa (×3).",
                "Un hexágono mide 1 m, así que hexágonos enteros = metros redondeados hacia abajo (un cuarto de 6 m es 1,5 m: un hexágono). La armadura pesada solo cambia correr (×3).",
                "Гекс — 1 м, поэтому целые гексы = метры с округлением вниз (четверть от 6 м — 1,5 м: один гекс). Тяжёлая броня меняет только бег (×3).",
            ),
        ),
    ),
    Calculator(
        name="run_003",
        title=Text("Running", "Correre", "Correr", "Бег"),
        summary=Text(
            "Distance and km/h; free for Con rounds, then a Con check DC 10, +1 each further round: exact chance to keep running.",
            "Distanza e km/h; libera per tanti round quanto la Cos, poi prova di Costituzione CD 10, +1 ogni round successivo: probabilità esatta di continuare.",
            "Distancia y km/h; libre tantos asaltos como la Con, luego prueba de Constitución CD 10, +1 cada asalto siguiente: probabilidad exacta de seguir corriendo.",
            "Дистанция и км/ч; свободно столько раундов, сколько Телосложение, затем проверка Телосложения СЛ 10, +1 каждый следующий раунд: точная вероятность продолжать бег.",
        ),
        source=RUN_SOURCE,
        fields=(
            _SPEED,
            _HEAVY,
            _CON,
            IntField(name="bonus", label=Text("Other modifiers to the check", "Altri modificatori alla prova", "Otros modificadores a la prueba", "Прочие модификаторы проверки"), minimum=-20, maximum=20, default=0),
            IntField(name="round_number", label=Text("Round of running", "Round di corsa", "Asalto de carrera", "Раунд бега"), minimum=1, maximum=300, default=1),
        ),
        outputs=(
            Output("distance_m", Text("Distance per round (m)", "Distanza per round (m)", "Distancia por asalto (m)", "Расстояние за раунд (м)")),
            Output("km_per_hour", Text("Speed (km/h)", "Velocità (km/h)", "Velocidad (km/h)", "Скорость (км/ч)")),
            Output("free_rounds", Text("Rounds without checks", "Round senza prove", "Asaltos sin prueba", "Раундов без проверок")),
            Output("check_dc", Text("This round's DC (0: none)", "CD di questo round (0: nessuna)", "CD de este asalto (0: ninguna)", "СЛ этого раунда (0: нет)")),
            *_pout("p_check", "Chance to pass this round's check", "Probabilità di superare la prova del round", "Probabilidad de superar la prueba del asalto", "Вероятность пройти проверку раунда"),
            *_pout("p_still_running", "Chance to be still running this round", "Probabilità di correre ancora in questo round", "Probabilidad de seguir corriendo este asalto", "Вероятность ещё бежать в этом раунде"),
        ),
        compute=_run,
        readings=(
            Text(
                "Round n > Con needs a check of DC 10 + (n − Con − 1) made before running that round; one failure stops the run. No automatic 1 or 20.",
                "Il round n > Cos richiede una prova CD 10 + (n − Cos − 1) fatta prima di correre; un fallimento ferma la corsa. Niente 1 o 20 automatici.",
                "El asalto n > Con exige una prueba CD 10 + (n − Con − 1) antes de correr ese asalto; un fallo detiene la carrera. Sin 1 ni 20 automáticos.",
                "Раунд n > Тел требует проверки СЛ 10 + (n − Тел − 1) до бега в этом раунде; один провал останавливает бег. Без автоматических 1 и 20.",
            ),
            Text(
                "Quirk: 4 × 6 m in 6 seconds is 14.4 km/h; the seed says a run is 18 km/h for a healthy human. The computed value is shown.",
                "Stranezza: 4 × 6 m in 6 secondi fanno 14,4 km/h; il testo dice che una corsa è 18 km/h per un umano sano. Si mostra il valore calcolato.",
                "Rareza: 4 × 6 m en 6 segundos son 14,4 km/h; el texto dice que una carrera son 18 km/h para un humano sano. Se muestra el valor calculado.",
                "Особенность: 4 × 6 м за 6 секунд — 14,4 км/ч; текст говорит, что бег — 18 км/ч для здорового человека. Показано вычисленное значение.",
            ),
        ),
    ),
    Calculator(
        name="spell_concentration_003",
        title=Text("Casting under pressure", "Lanciare sotto pressione", "Lanzar conjuros bajo presión", "Колдовство под давлением"),
        summary=Text(
            "Concentration DC 10 + damage + PP after an attack of opportunity, DC 15 + PP casting defensively; a deaf caster ruins verbal spells 20% of the time.",
            "Concentrazione CD 10 + danno + PP dopo un attacco di opportunità, CD 15 + PP lanciando sulla difensiva; un incantatore sordo rovina il 20% degli incantesimi verbali.",
            "Concentración CD 10 + daño + PP tras un ataque de oportunidad, CD 15 + PP lanzando a la defensiva; un hechicero sordo arruina el 20% de los conjuros verbales.",
            "Концентрация СЛ 10 + урон + PP после атаки по возможности, СЛ 15 + PP при колдовстве в обороне; глухой заклинатель портит 20% вербальных заклинаний.",
        ),
        source=CONCENTRATION_SOURCE,
        fields=(
            ChoiceField(
                name="check",
                label=Text("Situation", "Situazione", "Situación", "Ситуация"),
                options=(
                    Option("none", Text("No check", "Nessuna prova", "Sin prueba", "Без проверки")),
                    Option("aoo_damage", Text("Damaged by an attack of opportunity", "Ferito da un attacco di opportunità", "Dañado por un ataque de oportunidad", "Ранен атакой по возможности")),
                    Option("defensive", Text("Casting defensively", "Lanciare sulla difensiva", "Lanzar a la defensiva", "Колдовство в обороне")),
                ),
                default="none",
            ),
            IntField(name="damage", label=Text("Damage received", "Danni subiti", "Puntos de daño recibidos", "Полученный урон"), minimum=0, maximum=500, default=0),
            IntField(name="pp_cost", label=Text("Spell cost in PP", "Costo in PP", "Coste en PPs del conjuro", "Стоимость в PP"), minimum=0, maximum=50, default=0),
            IntField(name="concentration_bonus", label=Text("Concentration bonus", "Bonus di Concentrazione", "Bonificador de Concentración", "Бонус Концентрации"), minimum=-20, maximum=60, default=0),
            BoolField(name="deaf_verbal", label=Text("Deaf caster, verbal spell", "Incantatore sordo, incantesimo verbale", "Hechicero sordo, conjuro verbal", "Глухой заклинатель, вербальное заклинание")),
        ),
        outputs=(
            Output("check_needed", Text("Check needed", "Prova necessaria", "Prueba necesaria", "Нужна проверка")),
            Output("dc", Text("Concentration DC", "CD di Concentrazione", "CD de Concentración", "СЛ Концентрации")),
            *_pout("p_concentration", "Chance to keep the spell", "Probabilità di mantenere l'incantesimo", "Probabilidad de no perder el conjuro", "Вероятность удержать заклинание"),
            *_pout("p_spell_works", "Chance the spell works", "Probabilità che l'incantesimo riesca", "Probabilidad de que el conjuro funcione", "Вероятность, что заклинание сработает"),
        ),
        compute=_concentration,
        readings=(
            _READ_CHECKS,
            Text(
                "After an attack of opportunity the check is needed only if it did damage. The deaf caster's 20% is independent of the Concentration check.",
                "Dopo un attacco di opportunità la prova serve solo se ha fatto danno. Il 20% dell'incantatore sordo è indipendente dalla prova di Concentrazione.",
                "Tras un ataque de oportunidad la prueba solo hace falta si hizo daño. El 20% del hechicero sordo es independiente de la prueba de Concentración.",
                "После атаки по возможности проверка нужна, только если был урон. 20% глухого заклинателя не зависят от проверки Концентрации.",
            ),
        ),
    ),
    Calculator(
        name="attacks_of_opportunity_003",
        title=Text("Attacks of opportunity per round", "Attacchi di opportunità per round", "Ataques de oportunidad por asalto", "Атаки по возможности за раунд"),
        summary=Text(
            "One per round; Combat Reflexes adds the Dexterity bonus; none when flat-footed, unarmed, in total defence or casting.",
            "Uno per round; Riflessi in combattimento aggiunge il bonus di Destrezza; nessuno se colto alla sprovvista, disarmato, in difesa totale o mentre si lancia.",
            "Uno por asalto; Reflejos de combate añade el bonificador de Destreza; ninguno desprevenido, sin armas, en defensa total o lanzando un conjuro.",
            "Одна за раунд; «Боевые рефлексы» добавляют бонус Ловкости; ни одной — застигнут врасплох, безоружен, в полной обороне или колдуя.",
        ),
        source=AOO_SOURCE,
        fields=(
            IntField(name="dex_mod", label=Text("Dexterity modifier", "Modificatore di Destrezza", "Modificador de Destreza", "Модификатор Ловкости"), minimum=-5, maximum=20, default=0),
            BoolField(name="combat_reflexes", label=Text("Combat Reflexes", "Riflessi in combattimento", "Reflejos de combate", "Боевые рефлексы")),
            BoolField(name="armed", label=Text("Armed", "Armato", "Armado", "Вооружён"), default=True),
            BoolField(name="flat_footed", label=Text("Flat-footed", "Colto alla sprovvista", "Desprevenido", "Застигнут врасплох")),
            BoolField(name="total_defense", label=Text("Total defence", "Difesa totale", "Defensa total", "Полная оборона")),
            BoolField(name="casting", label=Text("Casting a spell of 1 round or more", "Lancia un incantesimo di 1 round o più", "Lanzando un conjuro de 1 asalto o más", "Творит заклинание в 1 раунд и дольше")),
        ),
        outputs=(
            Output("per_round", Text("Attacks of opportunity per round", "Attacchi di opportunità per round", "Ataques de oportunidad por asalto", "Атак по возможности за раунд")),
            Output("reason", Text("Why none", "Perché nessuno", "Por qué ninguno", "Почему ни одной"), codes=AOO_REASONS),
        ),
        compute=_aoo,
        readings=(
            Text(
                "\"Añadir tu bonificador de Destreza\": a Dexterity penalty adds nothing, and the count never drops below one.",
                "\"Añadir tu bonificador de Destreza\": una penalità di Destrezza non aggiunge nulla e il numero non scende sotto uno.",
                "\"Añadir tu bonificador de Destreza\": un penalizador de Destreza no añade nada y el número nunca baja de uno.",
                "«Añadir tu bonificador de Destreza»: штраф Ловкости ничего не добавляет, число не опускается ниже одного.",
            ),
        ),
    ),
    Calculator(
        name="reach_003",
        title=Text("Threatened hexes (reach)", "Esagoni minacciati (portata)", "Hexágonos amenazados (alcance)", "Угрожаемые гексы (досягаемость)"),
        summary=Text(
            "Medium or smaller: 1 m; larger: 2 m; with a reach weapon 2 m but not adjacent.",
            "Media o più piccola: 1 m; più grande: 2 m; con un'arma con portata 2 m ma non adiacenti.",
            "Mediano o menor: 1 m; mayor: 2 m; con un arma de alcance 2 m pero no adyacentes.",
            "Средний и меньше: 1 м; крупнее: 2 м; с древковым оружием 2 м, но не соседние.",
        ),
        source=THREAT_SOURCE,
        fields=(
            ChoiceField(name="size", label=Text("Size", "Taglia", "Tamaño", "Размер"), options=SIZE_OPTIONS, default="medium"),
            BoolField(name="reach_weapon", label=Text("Reach weapon", "Arma con portata", "Arma de alcance", "Оружие с досягаемостью")),
        ),
        outputs=(
            Output("threatens_1m", Text("Threatens adjacent hexes (1 m)", "Minaccia gli esagoni adiacenti (1 m)", "Amenaza hexágonos adyacentes (1 m)", "Угрожает соседним гексам (1 м)")),
            Output("threatens_2m", Text("Threatens at 2 m", "Minaccia a 2 m", "Amenaza a 2 m", "Угрожает на 2 м")),
            Output("reach_m", Text("Reach (m)", "Portata (m)", "Alcance (m)", "Досягаемость (м)")),
        ),
        compute=_reach,
        readings=(
            Text(
                "The seed gives these as what \"la mayoría\" of creatures have; a reach weapon threatens only at 2 m whatever the wielder's size.",
                "Il testo li dà come valori della \"mayoría\" delle creature; un'arma con portata minaccia solo a 2 m qualunque sia la taglia.",
                "El texto los da como lo que tiene \"la mayoría\" de las criaturas; un arma de alcance amenaza solo a 2 m sea cual sea el tamaño.",
                "Текст даёт это как то, что есть у «la mayoría» существ; оружие с досягаемостью угрожает только на 2 м при любом размере.",
            ),
        ),
    ),
    Calculator(
        name="quick_mount_003",
        title=Text("Fast mount or dismount", "Montare o smontare rapido", "Montar o desmontar rápido", "Быстро сесть в седло или спешиться"),
        summary=Text(
            "A Ride check DC 20 (armour penalty applies) makes mounting a free action; failing, it is a move action.",
            "Una prova di Cavalcare CD 20 (si applica la penalità dell'armatura) rende il montare un'azione gratuita; se fallisce è un'azione di movimento.",
            "Una prueba de Montar CD 20 (se aplica la penalización de armadura) hace de montar una acción gratuita; si falla, es una acción de movimiento.",
            "Проверка Верховой езды СЛ 20 (со штрафом брони) делает посадку свободным действием; при провале — действие движения.",
        ),
        source=MOUNT_SOURCE,
        fields=(
            IntField(name="ride_bonus", label=Text("Ride bonus", "Bonus di Cavalcare", "Bonificador de Montar", "Бонус Верховой езды"), minimum=-20, maximum=60, default=0),
            IntField(name="armor_penalty", label=Text("Armour penalty (as a positive number)", "Penalità dell'armatura (numero positivo)", "Penalización de armadura (en positivo)", "Штраф брони (положительным числом)"), minimum=0, maximum=20, default=0),
        ),
        outputs=(
            Output("dc", Text("Ride DC", "CD di Cavalcare", "CD de Montar", "СЛ Верховой езды")),
            *_pout("p_free_action", "Chance of a free action", "Probabilità di azione gratuita", "Probabilidad de acción gratuita", "Вероятность свободного действия"),
        ),
        compute=_mount,
        readings=(_READ_CHECKS,),
    ),
    Calculator(
        name="draw_weapon_003",
        title=Text("Drawing weapons, readying shields", "Estrarre armi, imbracciare scudi", "Desenvainar armas, preparar escudos", "Выхватить оружие, взять щит"),
        summary=Text(
            "A move action; a free action together with a move with base attack +1 or more; two weapons at once with Two-Weapon Fighting.",
            "Un'azione di movimento; gratuita insieme a un movimento con attacco base +1 o più; due armi insieme con Combattere con due armi.",
            "Una acción de movimiento; gratuita combinada con un movimiento con ataque base +1 o superior; dos armas a la vez con Combate con dos armas.",
            "Действие движения; свободное вместе с перемещением при базовой атаке +1 и выше; два оружия сразу с «Боем двумя оружиями».",
        ),
        source=DRAW_SOURCE,
        fields=(
            ChoiceField(
                name="item",
                label=Text("What", "Cosa", "Qué", "Что"),
                options=(
                    Option("weapon", Text("Draw or sheathe a weapon", "Estrarre o riporre un'arma", "Desenvainar o envainar un arma", "Выхватить или убрать оружие")),
                    Option("shield", Text("Ready or drop a strapped shield", "Imbracciare o togliere uno scudo", "Preparar o soltar un escudo", "Надеть или снять щит")),
                    Option("ammunition", Text("Draw ammunition", "Prendere munizioni", "Sacar munición", "Достать боеприпасы")),
                    Option("drop_carried_shield", Text("Drop a carried (unused) shield", "Lasciar cadere uno scudo portato (non usato)", "Dejar caer un escudo llevado (no usado)", "Бросить несомый (неиспользуемый) щит")),
                ),
                default="weapon",
            ),
            IntField(name="base_attack", label=Text("Base attack", "Attacco base", "Ataque base", "Базовая атака"), minimum=0, maximum=40, default=0),
            BoolField(name="with_move", label=Text("Combined with a normal move", "Insieme a un movimento normale", "Combinada con un movimiento normal", "Вместе с обычным перемещением"), default=True),
            BoolField(name="two_weapon_fighting", label=Text("Two-Weapon Fighting", "Combattere con due armi", "Combate con dos armas", "Бой двумя оружиями")),
        ),
        outputs=(
            Output("action", Text("Action", "Azione", "Acción", "Действие"), codes=ACTION_CODES),
            Output("items", Text("Weapons or items handled", "Armi o oggetti", "Armas u objetos", "Оружия или предметов")),
        ),
        compute=_draw,
        readings=(
            Text(
                "The shield passage says \"bonificador de ataque de +1\" where the weapon passage says \"ataque base de +1\"; both are read as base attack.",
                "Il passo sullo scudo dice \"bonificador de ataque de +1\" dove quello sull'arma dice \"ataque base de +1\"; entrambi letti come attacco base.",
                "El pasaje del escudo dice \"bonificador de ataque de +1\" donde el del arma dice \"ataque base de +1\"; ambos se leen como ataque base.",
                "Отрывок о щите говорит «bonificador de ataque de +1», а об оружии — «ataque base de +1»; оба читаются как базовая атака.",
            ),
        ),
    ),
)
