"""000 — "BLOCCARE UN ATTACCO": a hard parry in place of an attack.

Seed 000: with a weapon of parry factor at least 1 (or with a shield), instead of an attack;
both combatants roll to hit, the blocker at –2; "Se colui che desidera bloccare colpisce la
stessa AC che l'avversario ha colpito avrà bloccato il suo colpo". A natural 1–3 on the
blocking roll forces a saving throw for the weapon (a shield is damaged as if hit). Only
melee attacks aimed at the blocker; not against monsters two sizes larger ("un Medium non
può bloccare creature Huge o superiori").

Reading: "la stessa AC" is read as that AC or a better (lower) one — reaching a lower AC
is a better roll. The blocker reaches AC = THAC0 − (d20 − 2), so the block succeeds on a
natural d20 ≥ THAC0 + 2 − (the AC the attacker reached). No natural result is automatic.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Output, Text
from ..probability import d20_at_least, exact
from ..sources import cite

__all__ = [
    "BLOCK_SOURCE",
    "BLOCK_PENALTY",
    "LOW_ROLL_MAX",
    "MIN_PARRY_FACTOR",
    "MAX_SIZE_GAP",
    "REASONS",
    "LOW_ROLL_EFFECTS",
    "Block",
    "block_allowed",
    "blocks",
    "roll_needed",
    "p_block",
    "CALCULATORS",
]

BLOCK_SOURCE = cite("000", "BLOCCARE UN ATTACCO")
BLOCK_PENALTY = -2  # "Colui che vuole bloccare con una penalità di – 2"
LOW_ROLL_MAX = 3  # "un numero da 1 a 3 naturale"
MIN_PARRY_FACTOR = 1  # "un arma che abbia un fattore parata almeno pari a 1"
MAX_SIZE_GAP = 2  # "non è possibile bloccare attacchi di mostri di due dimensioni superiori"




REASONS = (
    Option("weapon_parry", Text("Weapon parry factor below 1", "Fattore parata dell'arma inferiore a 1", "Factor de parada del arma inferior a 1", "Фактор парирования оружия меньше 1")),
    Option("not_melee", Text("Only melee attacks", "Solo attacchi corpo a corpo", "Solo ataques cuerpo a cuerpo", "Только атаки ближнего боя")),
    Option("not_against_self", Text("Only attacks aimed at the blocker", "Solo attacchi diretti contro se stesso", "Solo ataques dirigidos contra uno mismo", "Только атаки против самого блокирующего")),
    Option(
        "size_gap",
        Text(
            "Not against monsters two sizes larger",
            "Non contro mostri di due dimensioni superiori",
            "No contra monstruos dos tamaños mayores",
            "Не против чудовищ на два размера крупнее",
        ),
    ),
)

LOW_ROLL_EFFECTS = (
    Option("weapon_save", Text("The weapon must save", "L'arma fa un tiro salvezza", "El arma debe salvar", "Оружие делает спасбросок")),
    Option("shield_damaged", Text("The shield is damaged as if hit", "Lo scudo è danneggiato come se colpito", "El escudo se daña como si fuera golpeado", "Щит повреждён, как от удара")),
)


@dataclass(frozen=True)
class Block:
    allowed: bool
    reason: str  # a code of REASONS; "" when allowed


def block_allowed(
    *, shield: bool, weapon_parry: int, size_gap: int, melee_attack: bool = True, against_self: bool = True
) -> Block:
    """May this attack be blocked? ``size_gap``: attacker's size minus the blocker's."""
    if not shield and weapon_parry < MIN_PARRY_FACTOR:
        return Block(False, "weapon_parry")
    if not melee_attack:
        return Block(False, "not_melee")
    if not against_self:
        return Block(False, "not_against_self")
    if size_gap >= MAX_SIZE_GAP:
        return Block(False, "size_gap")
    return Block(True, "")


def blocks(blocker_ac_hit: int, attacker_ac_hit: int) -> bool:
    """The block holds when the blocker reaches the attacker's AC or a better one."""
    return blocker_ac_hit <= attacker_ac_hit


def roll_needed(thac0: int, attacker_ac_hit: int) -> int:
    """Natural d20 the blocker needs (with the –2 penalty)."""
    return thac0 - BLOCK_PENALTY - attacker_ac_hit


def p_block(thac0: int, attacker_ac_hit: int) -> Fraction:
    return d20_at_least(roll_needed(thac0, attacker_ac_hit))


def _compute(means: str, weapon_parry: int, thac0: int, attacker_ac_hit: int, size_gap: int, melee_attack: bool, against_self: bool) -> dict[str, object]:
    b = block_allowed(shield=means == "shield", weapon_parry=weapon_parry, size_gap=size_gap, melee_attack=melee_attack, against_self=against_self)
    if not b.allowed:
        return {
            "allowed": False,
            "reason": b.reason,
            "roll_needed": 0,
            "p_block": 0.0,
            "p_block_fraction": "0/1",
            "low_roll_effect": "",
            "p_low_roll": 0.0,
            "p_low_roll_fraction": "0/1",
        }
    p, fraction = exact(p_block(thac0, attacker_ac_hit))
    low, low_fraction = exact(Fraction(LOW_ROLL_MAX, 20))
    return {
        "allowed": True,
        "reason": "",
        "roll_needed": roll_needed(thac0, attacker_ac_hit),
        "p_block": p,
        "p_block_fraction": fraction,
        "low_roll_effect": "shield_damaged" if means == "shield" else "weapon_save",
        "p_low_roll": low,
        "p_low_roll_fraction": low_fraction,
    }


CALCULATORS = (
    Calculator(
        name="block_000",
        title=Text("Blocking an attack", "Bloccare un attacco", "Bloquear un ataque", "Блокирование атаки"),
        summary=Text(
            "Roll to hit at -2 and reach the AC the attacker reached: the d20 needed, the exact chance, and the natural 1-3 risk.",
            "Tiro per colpire a -2 che deve colpire la stessa AC dell'avversario: d20 necessario, probabilità esatta e rischio dell'1-3 naturale.",
            "Tirada para impactar a -2 que debe alcanzar la CA del atacante: d20 necesario, probabilidad exacta y riesgo del 1-3 natural.",
            "Бросок на попадание с -2 должен достичь того же КБ, что и атакующий: нужный d20, точная вероятность и риск естественных 1-3.",
        ),
        source=BLOCK_SOURCE,
        fields=(
            ChoiceField(
                "means",
                Text("Block with", "Bloccare con", "Bloquear con", "Блокировать"),
                (
                    Option("weapon", Text("Weapon", "Arma", "Arma", "Оружием")),
                    Option("shield", Text("Shield", "Scudo", "Escudo", "Щитом")),
                ),
                default="weapon",
            ),
            IntField("weapon_parry", Text("Weapon parry factor", "Fattore parata dell'arma", "Factor de parada del arma", "Фактор парирования оружия"), minimum=0, maximum=10, default=1),
            IntField("thac0", Text("Blocker's THAC0", "Thac0 di chi blocca", "GAC0 de quien bloquea", "THAC0 блокирующего"), minimum=1, maximum=30, example=15),
            IntField(
                "attacker_ac_hit",
                Text("AC the attacker's roll reached", "AC colpita dall'avversario", "CA alcanzada por el atacante", "КБ, достигнутый атакующим"),
                minimum=-30,
                maximum=30,
                example=5,
            ),
            IntField("size_gap", Text("Attacker's size minus blocker's", "Taglia dell'attaccante meno quella di chi blocca", "Tamaño del atacante menos el de quien bloquea", "Размер атакующего минус размер блокирующего"), minimum=-5, maximum=5, default=0),
            BoolField("melee_attack", Text("Melee attack", "Attacco in corpo a corpo", "Ataque cuerpo a cuerpo", "Атака ближнего боя"), default=True),
            BoolField("against_self", Text("Aimed at the blocker", "Diretto contro chi blocca", "Dirigido contra quien bloquea", "Направлена на блокирующего"), default=True),
        ),
        outputs=(
            Output("allowed", Text("Block allowed", "Blocco possibile", "Bloqueo posible", "Блок возможен")),
            Output("reason", Text("Why not", "Perché no", "Por qué no", "Почему нет"), codes=REASONS),
            Output("roll_needed", Text("Natural d20 needed", "d20 naturale necessario", "d20 natural necesario", "Нужно на d20")),
            Output("p_block", Text("Chance to block", "Probabilità di bloccare", "Probabilidad de bloquear", "Вероятность блока")),
            Output("p_block_fraction", Text("Chance (exact)", "Probabilità (esatta)", "Probabilidad (exacta)", "Вероятность (точно)")),
            Output("low_roll_effect", Text("On a natural 1-3", "Con 1-3 naturale", "Con 1-3 natural", "При естественных 1-3"), codes=LOW_ROLL_EFFECTS),
            Output("p_low_roll", Text("Chance of a natural 1-3", "Probabilità di 1-3 naturale", "Probabilidad de 1-3 natural", "Вероятность естественных 1-3")),
            Output("p_low_roll_fraction", Text("Natural 1-3 (exact)", "1-3 naturale (esatta)", "1-3 natural (exacta)", "Естественные 1-3 (точно)")),
        ),
        compute=_compute,
        readings=(
            Text(
                "\"The same AC\" is read as that AC or a lower (better) one; no natural roll is an automatic success or failure.",
                "\"La stessa AC\" è letto come quella AC o una più bassa (migliore); nessun tiro naturale è successo o fallimento automatico.",
                "\"La misma CA\" se lee como esa CA o una más baja (mejor); ninguna tirada natural es éxito o fallo automático.",
                "«Тот же КБ» читается как этот КБ или ниже (лучше); ни один естественный бросок не даёт автоматического успеха или провала.",
            ),
        ),
    ),
)
