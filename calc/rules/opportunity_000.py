"""000 — "ATTACCO DI OPPORTUNITA'": who may strike a creature leaving melee or passing close by.

Seed 000: a creature leaving a melee may be attacked by every creature it was in melee with;
one passing close by may be attacked by a creature within that creature's reach (Tiny/Small
1 m, Medium 2 m, Large 3 m, Huge 4 m, Gargantuan 5 m). Creatures reaching two hexes (Huge,
Gargantuan) cannot strike one that only approaches them directly. The attack counts as a
back attack (+2 to hit, +2 on the base damage die, no Dex/shield), costs the attacker one
extra fatigue point, is limited to one per round, and aborts a spell still being cast.

Readings: "contro chi passa ad 1 metro" is read as "at that distance or closer"; the
direct-approach exception is applied only to the two-hex sizes, as printed.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Output, Text
from ..tables.conditions_000 import BACK_ATTACK
from ..tables.opportunity_000 import EXTRA_FATIGUE, OPPORTUNITY_SOURCE, REACH, TWO_HEX_SIZES
from ..tables.sizes_000 import CREATURE_SIZE_OPTIONS, CreatureSize

__all__ = ["Opportunity", "REASONS", "reach_m", "opportunity", "CALCULATORS"]




REASONS = (
    Option("already_used", Text("Only one attack of opportunity per round", "Un unico attacco di opportunità al round", "Un único ataque de oportunidad por asalto", "Только одна атака по возможности за раунд")),
    Option("out_of_reach", Text("Out of reach", "Fuori portata", "Fuera de alcance", "Вне досягаемости")),
    Option(
        "direct_approach",
        Text(
            "A two-hex creature cannot strike one approaching it directly",
            "Chi colpisce a due esagoni non può colpire chi si avvicina direttamente",
            "Quien alcanza a dos hexágonos no puede golpear a quien se acerca directamente",
            "Существо с досягаемостью в два гекса не бьёт того, кто прямо сближается с ним",
        ),
    ),
)


@dataclass(frozen=True)
class Opportunity:
    allowed: bool
    reason: str  # a code of REASONS; "" when allowed


def reach_m(size: CreatureSize) -> int:
    """Distance at which a creature of ``size`` strikes those passing by."""
    return REACH[size].metres


def opportunity(
    size: CreatureSize,
    *,
    leaving_melee: bool,
    distance_m: int = 0,
    direct_approach: bool = False,
    already_used: bool = False,
) -> Opportunity:
    """May a creature of ``size`` make an attack of opportunity on the mover?"""
    if already_used:
        return Opportunity(False, "already_used")
    if leaving_melee:
        return Opportunity(True, "")
    if distance_m > reach_m(size):
        return Opportunity(False, "out_of_reach")
    if direct_approach and size in TWO_HEX_SIZES:
        return Opportunity(False, "direct_approach")
    return Opportunity(True, "")


def _compute(size: str, situation: str, distance_m: int, direct_approach: bool, already_used: bool, casting: bool) -> dict[str, object]:
    creature = CreatureSize(size)
    o = opportunity(
        creature,
        leaving_melee=situation == "leaving_melee",
        distance_m=distance_m,
        direct_approach=direct_approach,
        already_used=already_used,
    )
    return {
        "allowed": o.allowed,
        "reason": o.reason,
        "reach_m": reach_m(creature),
        "to_hit": BACK_ATTACK.to_hit if o.allowed else 0,
        "damage_die": BACK_ATTACK.die if o.allowed else 0,
        "dex_shield_lost": o.allowed,
        "extra_fatigue": EXTRA_FATIGUE if o.allowed else 0,
        "spell_aborted": o.allowed and casting,
    }



CALCULATORS = (
    Calculator(
        name="opportunity_000",
        title=Text("Attack of opportunity", "Attacco di opportunità", "Ataque de oportunidad", "Атака по возможности"),
        summary=Text(
            "Whether a creature may strike one leaving melee or passing within its reach, and with what bonuses.",
            "Se una creatura può colpire chi lascia il melee o le passa vicino, e con quali bonus.",
            "Si una criatura puede golpear a quien abandona el cuerpo a cuerpo o pasa a su alcance, y con qué bonos.",
            "Может ли существо ударить того, кто выходит из ближнего боя или проходит рядом, и с какими бонусами.",
        ),
        source=OPPORTUNITY_SOURCE,
        fields=(
            ChoiceField("size", Text("Size of the striking creature", "Taglia di chi colpisce", "Tamaño de quien golpea", "Размер бьющего существа"), CREATURE_SIZE_OPTIONS, default="medium"),
            ChoiceField(
                "situation",
                Text("The mover", "Chi si muove", "Quien se mueve", "Движущийся"),
                (
                    Option("passing", Text("Passes close by", "Passa vicino", "Pasa cerca", "Проходит рядом")),
                    Option("leaving_melee", Text("Leaves the melee", "Lascia il corpo a corpo", "Abandona el cuerpo a cuerpo", "Выходит из ближнего боя")),
                ),
                default="passing",
            ),
            IntField("distance_m", Text("Closest distance (m)", "Distanza minima (m)", "Distancia mínima (m)", "Наименьшая дистанция (м)"), minimum=0, maximum=100, default=1),
            BoolField("direct_approach", Text("Only approaches directly", "Solo avvicinamento diretto", "Solo se acerca directamente", "Только прямое сближение")),
            BoolField("already_used", Text("Already made one this round", "Già effettuato in questo round", "Ya hizo uno este asalto", "Уже была в этом раунде")),
            BoolField("casting", Text("Striker is casting a spell", "Chi colpisce sta lanciando una magia", "Quien golpea está lanzando un conjuro", "Бьющий творит заклинание")),
        ),
        outputs=(
            Output("allowed", Text("Attack allowed", "Attacco possibile", "Ataque posible", "Атака возможна")),
            Output("reason", Text("Why not", "Perché no", "Por qué no", "Почему нет"), codes=REASONS),
            Output("reach_m", Text("Reach (m)", "Distanza di attacco (m)", "Alcance (m)", "Досягаемость (м)")),
            Output("to_hit", Text("To-hit bonus (back attack)", "Bonus al tiro per colpire (alle spalle)", "Bono para impactar (por la espalda)", "Бонус к попаданию (со спины)")),
            Output("damage_die", Text("Bonus on the base damage die", "Bonus sul dado base delle ferite", "Bono al dado base de daño", "Бонус к базовой кости урона")),
            Output("dex_shield_lost", Text("Target loses Dex and shield", "Il bersaglio perde destrezza e scudo", "El objetivo pierde Destreza y escudo", "Цель теряет Ловкость и щит")),
            Output("extra_fatigue", Text("Extra fatigue points", "Punti fatica supplementari", "Puntos de fatiga adicionales", "Дополнительные очки усталости")),
            Output("spell_aborted", Text("Spell being cast is aborted", "Magia in corso abortita", "Conjuro en curso abortado", "Творимое заклинание прервано")),
        ),
        compute=_compute,
        readings=(
            Text(
                "\"Passes at 1 m\" is read as \"at that distance or closer\"; the direct-approach exception applies only to Huge and Gargantuan (the two-hex reach), as printed. A creature leaving melee can be struck by all it was in melee with, whatever their size.",
                "\"Passa ad 1 metro\" è letto come \"a quella distanza o meno\"; l'eccezione dell'avvicinamento diretto vale solo per Huge e Gargantuan (due esagoni), come scritto. Chi lascia il melee può essere colpito da tutti quelli in melee con lui, di qualunque taglia.",
                "\"Pasa a 1 m\" se lee como \"a esa distancia o menos\"; la excepción del acercamiento directo solo vale para Huge y Gargantuan (dos hexágonos), como está escrito. Quien abandona el cuerpo a cuerpo puede ser golpeado por todos los que estaban con él, de cualquier tamaño.",
                "«Проходит в 1 м» читается как «на этом расстоянии или ближе»; исключение прямого сближения — только для Huge и Gargantuan (два гекса), как написано. Выходящего из ближнего боя могут ударить все, кто был с ним в бою, любого размера.",
            ),
        ),
    ),
)
