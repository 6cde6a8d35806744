"""003 — armour as damage reduction: CA, penetration (PA), finesse, armour damage and repair.

Passages: "ARMADURA Y REDUCCIÓN DE DAÑO" (the CA is subtracted from the damage of every hit;
10 damage against CA 7 leaves 3). "PENETRACIÓN DE ARMADURA" (the wielder adds the Strength
modifier to the weapon's PA when he adds it to its damage; magic bonuses usually add too; PA
equal to or above the CA halves the CA, rounding down, for that hit — PA 7 against CA 7
leaves CA 3; a weapon with PA 0 gets no bonus and never penetrates). "MÚLTIPLES IMPACTOS Y
GOLPES CRÍTICOS" (the CA applies once per attack roll: to each of several hits, but once to
a critical's multiplied total). "SUTILEZA Y ARMADURA" (finesse fighters never add Strength to
PA; beating the Defense by at least the CA ignores the armour; they never damage armour).
"DAÑO A ARMADURA Y REPARACIÓN" (20 or more damage through the armour: CA −1d4, a 4 puts at
least 1 point on the helmet; repair 20% of the cost per point, half if done oneself, Craft
DC 10 (armours) or 15 (blacksmith), 1d4 hours per point; CA 0 is destroyed for good).

A creature's innate CA (thick skin, scales, unnatural flesh) counts as armour for
penetration unless its statistics say otherwise, so the same functions apply to it.

Readings:
* The Strength modifier added to PA is the plain modifier (not ½ or 1½ as for damage), and a
  Strength penalty lowers PA.
* The finesse test uses the armour's full CA; when it fails, the weapon's own PA (plus magic,
  without Strength) may still halve the CA.
* Armour reduced to CA 0 or below by the 1d4 is at CA 0, i.e. destroyed.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Sequence

from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Output, Text
from ..probability import exact
from ..tables.armor_003 import (
    ARMOR_DAMAGE_DIE,
    ARMOR_DAMAGE_THRESHOLD,
    DESTROYED_AT,
    HELMET_FACE,
    REDUCTION_SOURCE,
    REPAIR_COST_PER_POINT,
    REPAIR_DC,
    REPAIR_HOURS_DIE,
    SELF_REPAIR_FACTOR,
    WEAR_SOURCE,
    Craft,
)

__all__ = [
    "Craft",
    "effective_pa",
    "penetrates",
    "armor_after_penetration",
    "finesse_ignores_armor",
    "damage_through_armor",
    "damage_per_attack_roll",
    "damages_armor",
    "wear_outcomes",
    "repair_cost",
    "CALCULATORS",
]


def effective_pa(weapon_pa: int, strength_mod: int = 0, adds_strength: bool = True, magic_bonus: int = 0, finesse: bool = False) -> int:
    """Weapon PA + Strength (if it goes to damage, never for finesse) + magic; PA 0 takes no bonus."""
    if weapon_pa == 0:
        return 0
    strength = strength_mod if adds_strength and not finesse else 0
    return weapon_pa + strength + magic_bonus


def penetrates(weapon_pa: int, pa: int, ca: int) -> bool:
    """PA equal to or above the CA penetrates — never with a weapon listed at PA 0."""
    return weapon_pa > 0 and pa >= ca


def armor_after_penetration(ca: int, penetrated: bool) -> int:
    """Penetration halves the armour's protection, rounding down, for that hit."""
    return ca // 2 if penetrated else ca


def finesse_ignores_armor(margin: int, ca: int) -> bool:
    """A finesse attack total that beats the Defense by at least the CA ignores the armour."""
    return margin >= ca


def damage_through_armor(damage: int, ca: int) -> int:
    """Damage minus the (effective) CA; armour may absorb all of it."""
    return max(0, damage - ca)


def damage_per_attack_roll(rolls: Sequence[int], ca: int) -> int:
    """A critical's damage rolls are summed and the CA is subtracted once from the total."""
    return damage_through_armor(sum(rolls), ca)


def damages_armor(damage_taken: int, finesse: bool, ca: int) -> bool:
    """20 or more damage to the wearer after the armour damages it — never from a finesse fighter."""
    return ca > DESTROYED_AT and not finesse and damage_taken >= ARMOR_DAMAGE_THRESHOLD


def wear_outcomes(ca: int) -> dict[int, Fraction]:
    """CA after a damaging hit: CA − 1d4, not below 0 (each face 1/4)."""
    outcomes: dict[int, Fraction] = {}
    for face in range(1, ARMOR_DAMAGE_DIE + 1):
        after = max(DESTROYED_AT, ca - face)
        outcomes[after] = outcomes.get(after, Fraction(0)) + Fraction(1, ARMOR_DAMAGE_DIE)
    return outcomes


def repair_cost(armor_cost: int, points: int, self_repair: bool) -> Fraction:
    """20% of the original cost per point of CA, halved when the character repairs it himself."""
    cost = armor_cost * REPAIR_COST_PER_POINT * points
    return cost * SELF_REPAIR_FACTOR if self_repair else cost


def _reduction(
    damage: int,
    armor_ca: int,
    weapon_pa: int,
    strength_mod: int,
    adds_strength: bool,
    magic_bonus: int,
    finesse: bool,
    finesse_margin: int,
) -> dict[str, object]:
    pa = effective_pa(weapon_pa, strength_mod, adds_strength, magic_bonus, finesse)
    ignored = finesse and finesse_ignores_armor(finesse_margin, armor_ca)
    penetrated = not ignored and penetrates(weapon_pa, pa, armor_ca)
    ca = 0 if ignored else armor_after_penetration(armor_ca, penetrated)
    taken = damage_through_armor(damage, ca)
    return {
        "effective_pa": pa,
        "penetrates": penetrated,
        "armor_ignored": ignored,
        "armor_reduction": min(ca, damage),
        "damage_taken": taken,
        "armor_damaged": damages_armor(taken, finesse, armor_ca),
    }


def _wear(damage_taken: int, armor_ca: int, helmet: bool, finesse: bool) -> dict[str, object]:
    damaged = damages_armor(damage_taken, finesse, armor_ca)
    outcomes = wear_outcomes(armor_ca) if damaged else {armor_ca: Fraction(1)}
    # Only the roll of HELMET_FACE (a 4) forces a point onto the helmet.
    helmet_faces = sum(1 for face in range(1, ARMOR_DAMAGE_DIE + 1) if face == HELMET_FACE)
    helmet_hit = Fraction(helmet_faces, ARMOR_DAMAGE_DIE) if damaged and helmet else Fraction(0)
    p_destroyed, p_destroyed_fraction = exact(outcomes.get(DESTROYED_AT, Fraction(0)) if damaged else Fraction(0))
    p_helmet, p_helmet_fraction = exact(helmet_hit)
    return {
        "armor_damaged": damaged,
        "ca_after_min": min(outcomes),
        "ca_after_max": max(outcomes),
        "p_destroyed": p_destroyed,
        "p_destroyed_fraction": p_destroyed_fraction,
        "p_helmet_damaged": p_helmet,
        "p_helmet_damaged_fraction": p_helmet_fraction,
    }


def _repair(ca_damage: int, current_ca: int, armor_cost: int, self_repair: bool, craft: str) -> dict[str, object]:
    repairable = current_ca > DESTROYED_AT
    points = ca_damage if repairable else 0
    return {
        "repairable": repairable,
        "cost": float(repair_cost(armor_cost, points, self_repair)),
        "check_dc": REPAIR_DC[Craft[craft.upper()]],
        "hours_min": points,
        "hours_max": points * REPAIR_HOURS_DIE,
        "hours_mean": float(points * Fraction(REPAIR_HOURS_DIE + 1, 2)),
    }


_CA = IntField(
    name="armor_ca",
    label=Text(en="Armour (CA)", it="Armatura (CA)", es="Armadura (CA)", ru="Доспех (CA)"),
    minimum=0,
    maximum=30,
    default=6,
    help=Text(
        en="Helmet included (chain mail 6, chain mail and helmet 7).",
        it="Elmo compreso (cotta di maglia 6, cotta di maglia ed elmo 7).",
        es="Con el casco (cota de mallas 6, cota de mallas y casco 7).",
        ru="Вместе со шлемом (кольчуга 6, кольчуга и шлем 7).",
    ),
)
_FINESSE = BoolField(
    name="finesse",
    label=Text(en="Finesse attack", it="Attacco di destrezza", es="Ataque con sutileza", ru="Изящная атака"),
    default=False,
)
_DAMAGED = Output(
    "armor_damaged",
    Text(en="Armour damaged (CA -1d4)", it="Armatura danneggiata (CA -1d4)", es="Armadura dañada (CA -1d4)", ru="Доспех повреждён (CA -1d4)"),
)

CALCULATORS = (
    Calculator(
        name="armor_reduction_003",
        title=Text(
            en="Armour, penetration and damage taken (Akenar)",
            it="Armatura, penetrazione e danno subito (Akenar)",
            es="Armadura, penetración y daño recibido (Akenar)",
            ru="Доспех, пробитие и полученный урон (Акенар)",
        ),
        summary=Text(
            en="The armour's CA is subtracted from the hit's damage; a PA equal to or above the CA halves it (round "
            "down); a finesse attack beating the Defense by the CA ignores it.",
            it="La CA dell'armatura si sottrae al danno del colpo; una PA pari o superiore alla CA la dimezza (per "
            "difetto); un attacco di destrezza che supera la Difesa di almeno la CA la ignora.",
            es="La CA de la armadura se resta del daño del golpe; una PA igual o mayor que la CA la reduce a la mitad "
            "(hacia abajo); un ataque con sutileza que supera la Defensa por la CA la ignora.",
            ru="CA доспеха вычитается из урона удара; PA не меньше CA вдвое уменьшает её (вниз); изящная атака, "
            "превысившая Защиту хотя бы на CA, обходит доспех.",
        ),
        source=REDUCTION_SOURCE,
        fields=(
            IntField(
                name="damage",
                label=Text(
                    en="Damage of the attack roll",
                    it="Danno del tiro d'attacco",
                    es="Daño de la tirada de ataque",
                    ru="Урон по броску атаки",
                ),
                minimum=1,
                maximum=500,
                default=10,
                help=Text(
                    en="All of it, a critical's rolls summed: the CA is subtracted once per attack roll.",
                    it="Tutto, con i tiri del critico sommati: la CA si sottrae una volta per tiro d'attacco.",
                    es="Todo, con las tiradas del crítico sumadas: la CA se resta una vez por tirada de ataque.",
                    ru="Весь, с суммой бросков крита: CA вычитается один раз на бросок атаки.",
                ),
            ),
            _CA,
            IntField(
                name="weapon_pa",
                label=Text(
                    en="Weapon's armour penetration (PA)",
                    it="Penetrazione dell'arma (PA)",
                    es="Penetración de Armadura del arma (PA)",
                    ru="Пробитие доспеха оружием (PA)",
                ),
                minimum=0,
                maximum=20,
                default=1,
                help=Text(
                    en="As listed for the weapon; PA 0 never penetrates.",
                    it="Quella indicata per l'arma; PA 0 non penetra mai.",
                    es="La que indica el arma; PA 0 nunca penetra.",
                    ru="Как указано у оружия; PA 0 никогда не пробивает.",
                ),
            ),
            IntField(
                name="strength_mod",
                label=Text(en="Strength modifier", it="Modificatore di Forza", es="Modificador de Fuerza", ru="Модификатор Силы"),
                minimum=-5,
                maximum=20,
                default=0,
            ),
            BoolField(
                name="adds_strength",
                label=Text(
                    en="Strength goes to this weapon's damage",
                    it="La Forza si somma al danno di quest'arma",
                    es="La Fuerza se suma al daño de esta arma",
                    ru="Сила идёт в урон этим оружием",
                ),
                default=True,
            ),
            IntField(
                name="magic_bonus",
                label=Text(en="Magic bonus", it="Bonus magico", es="Bono mágico", ru="Магический бонус"),
                minimum=0,
                maximum=10,
                default=0,
            ),
            _FINESSE,
            IntField(
                name="finesse_margin",
                label=Text(
                    en="Finesse: attack total minus the target's Defense",
                    it="Destrezza: totale d'attacco meno la Difesa del bersaglio",
                    es="Sutileza: total de ataque menos la Defensa del blanco",
                    ru="Изящество: итог атаки минус Защита цели",
                ),
                minimum=0,
                maximum=60,
                default=0,
            ),
        ),
        outputs=(
            Output("effective_pa", Text(en="Effective PA", it="PA effettiva", es="PA efectiva", ru="Итоговое PA")),
            Output("penetrates", Text(en="Penetrates (CA halved)", it="Penetra (CA dimezzata)", es="Penetra (CA a la mitad)", ru="Пробивает (CA вдвое)")),
            Output("armor_ignored", Text(en="Armour ignored (finesse)", it="Armatura ignorata (destrezza)", es="Armadura ignorada (sutileza)", ru="Доспех обойдён (изящество)")),
            Output(
                "armor_reduction",
                Text(en="Damage stopped by the armour", it="Danno fermato dall'armatura", es="Daño parado por la armadura", ru="Урон, остановленный доспехом"),
            ),
            Output("damage_taken", Text(en="Damage taken", it="Danno subito", es="Daño recibido", ru="Полученный урон")),
            _DAMAGED,
        ),
        compute=_reduction,
        readings=(
            Text(
                en="The Strength added to PA is the plain modifier (not ½ or 1½), a penalty included; finesse never adds it.",
                it="La Forza sommata alla PA è il modificatore semplice (non ½ né 1½), penalità compresa; la destrezza non la somma mai.",
                es="La Fuerza sumada a la PA es el modificador tal cual (no ½ ni 1½), penalizador incluido; la sutileza nunca la suma.",
                ru="К PA прибавляется сам модификатор Силы (не ½ и не 1½), в том числе штраф; при изяществе — никогда.",
            ),
            Text(
                en="The finesse test uses the armour's full CA; if it fails, the weapon's PA (with magic, without Strength) "
                "may still halve the CA.",
                it="La prova di destrezza usa la CA intera; se fallisce, la PA dell'arma (con magia, senza Forza) può "
                "comunque dimezzare la CA.",
                es="La prueba de sutileza usa la CA completa; si falla, la PA del arma (con magia, sin Fuerza) aún puede "
                "reducir la CA a la mitad.",
                ru="Проверка изящества идёт против полного CA; если она не удалась, PA оружия (с магией, без Силы) всё "
                "равно может уменьшить CA вдвое.",
            ),
        ),
    ),
    Calculator(
        name="armor_wear_003",
        title=Text(
            en="Damage to armour (Akenar)",
            it="Danni all'armatura (Akenar)",
            es="Daño a la armadura (Akenar)",
            ru="Повреждение доспеха (Акенар)",
        ),
        summary=Text(
            en="A hit doing 20 or more damage through the armour lowers its CA by 1d4 (a 4 hits the helmet); CA 0 "
            "is destroyed; finesse fighters never damage armour.",
            it="Un colpo che fa 20 o più danni attraverso l'armatura ne riduce la CA di 1d4 (un 4 colpisce l'elmo); "
            "CA 0 è distrutta; chi combatte di destrezza non danneggia mai l'armatura.",
            es="Un golpe que hace 20 o más daños tras la armadura reduce su CA en 1d4 (un 4 daña el casco); CA 0 "
            "está destruida; los luchadores sutiles nunca dañan la armadura.",
            ru="Удар, нанёсший 20+ урона сквозь доспех, снижает его CA на 1d4 (при 4 страдает шлем); CA 0 — доспех "
            "уничтожен; изящные бойцы доспех не повреждают.",
        ),
        source=WEAR_SOURCE,
        fields=(
            IntField(
                name="damage_taken",
                label=Text(
                    en="Damage taken after the armour",
                    it="Danno subito dopo l'armatura",
                    es="Daño recibido tras la armadura",
                    ru="Урон после доспеха",
                ),
                minimum=0,
                maximum=500,
                default=20,
            ),
            _CA,
            BoolField(
                name="helmet",
                label=Text(en="Wearing a helmet", it="Indossa un elmo", es="Lleva casco", ru="В шлеме"),
                default=False,
            ),
            _FINESSE,
        ),
        outputs=(
            _DAMAGED,
            Output("ca_after_min", Text(en="Lowest CA after", it="CA minima dopo", es="CA mínima tras el golpe", ru="Наименьшая CA после")),
            Output("ca_after_max", Text(en="Highest CA after", it="CA massima dopo", es="CA máxima tras el golpe", ru="Наибольшая CA после")),
            Output(
                "p_destroyed",
                Text(en="Chance the armour is destroyed", it="Probabilità che l'armatura sia distrutta", es="Probabilidad de que la armadura quede destruida", ru="Вероятность уничтожения доспеха"),
            ),
            Output(
                "p_destroyed_fraction",
                Text(en="Chance destroyed (exact)", it="Probabilità distrutta (esatta)", es="Probabilidad destruida (exacta)", ru="Вероятность уничтожения (точно)"),
            ),
            Output(
                "p_helmet_damaged",
                Text(en="Chance the helmet takes a point", it="Probabilità che l'elmo perda un punto", es="Probabilidad de que el casco reciba un punto", ru="Вероятность, что шлем получит очко"),
            ),
            Output(
                "p_helmet_damaged_fraction",
                Text(en="Chance for the helmet (exact)", it="Probabilità per l'elmo (esatta)", es="Probabilidad para el casco (exacta)", ru="Вероятность для шлема (точно)"),
            ),
        ),
        compute=_wear,
        readings=(
            Text(
                en="The 20 points are counted after the armour; a 1d4 beyond the CA leaves CA 0, which is destroyed.",
                it="I 20 punti si contano dopo l'armatura; un 1d4 oltre la CA lascia CA 0, cioè distrutta.",
                es="Los 20 puntos se cuentan tras la armadura; un 1d4 mayor que la CA la deja en CA 0, destruida.",
                ru="20 очков считаются после доспеха; 1d4 больше CA оставляет CA 0, то есть доспех уничтожен.",
            ),
        ),
    ),
    Calculator(
        name="armor_repair_003",
        title=Text(
            en="Repairing armour (Akenar)",
            it="Riparare l'armatura (Akenar)",
            es="Reparar la armadura (Akenar)",
            ru="Починка доспеха (Акенар)",
        ),
        summary=Text(
            en="20% of the armour's cost per point of CA, half if you do it yourself; Craft DC 10 (armours) or 15 "
            "(blacksmith); 1d4 hours per point; armour at CA 0 cannot be repaired.",
            it="20% del costo dell'armatura per punto di CA, metà se la ripari tu; Artigianato CD 10 (armature) o 15 "
            "(fabbro); 1d4 ore per punto; l'armatura a CA 0 non si ripara.",
            es="20% del coste de la armadura por punto de CA, la mitad si la reparas tú; Artesanía CD 10 (armaduras) "
            "o 15 (herrero); 1d4 horas por punto; la armadura a CA 0 no se repara.",
            ru="20% стоимости доспеха за очко CA, половина — если чините сами; Ремесло СЛ 10 (доспехи) или 15 "
            "(кузнец); 1d4 часа на очко; доспех с CA 0 не чинится.",
        ),
        source=WEAR_SOURCE,
        fields=(
            IntField(
                name="ca_damage",
                label=Text(en="CA points to repair", it="Punti di CA da riparare", es="Puntos de CA a reparar", ru="Очков CA к починке"),
                minimum=1,
                maximum=30,
                default=1,
            ),
            IntField(
                name="current_ca",
                label=Text(en="Current CA", it="CA attuale", es="CA actual", ru="Текущая CA"),
                minimum=0,
                maximum=30,
                default=1,
            ),
            IntField(
                name="armor_cost",
                label=Text(en="Armour's original cost", it="Costo originale dell'armatura", es="Coste original de la armadura", ru="Исходная цена доспеха"),
                minimum=0,
                maximum=1_000_000,
                default=100,
            ),
            BoolField(
                name="self_repair",
                label=Text(en="Repairing it yourself (half cost)", it="La ripari tu (metà costo)", es="La reparas tú (mitad de coste)", ru="Чините сами (полцены)"),
                default=False,
            ),
            ChoiceField(
                name="craft",
                label=Text(en="Craft check", it="Prova di Artigianato", es="Prueba de Artesanía", ru="Проверка Ремесла"),
                options=(
                    Option("armorsmith", Text(en="Craft (armours), DC 10", it="Artigianato (armature), CD 10", es="Artesanía (fabricación de armaduras), CD 10", ru="Ремесло (доспехи), СЛ 10")),
                    Option("blacksmith", Text(en="Craft (blacksmith), DC 15", it="Artigianato (fabbro), CD 15", es="Artesanía (Herrero), CD 15", ru="Ремесло (кузнец), СЛ 15")),
                ),
                default="armorsmith",
            ),
        ),
        outputs=(
            Output("repairable", Text(en="Can be repaired", it="Riparabile", es="Se puede reparar", ru="Можно починить")),
            Output("cost", Text(en="Repair cost", it="Costo della riparazione", es="Coste de la reparación", ru="Стоимость починки")),
            Output("check_dc", Text(en="Check DC", it="CD della prova", es="CD de la prueba", ru="СЛ проверки")),
            Output("hours_min", Text(en="Fewest hours", it="Ore minime", es="Horas mínimas", ru="Минимум часов")),
            Output("hours_max", Text(en="Most hours", it="Ore massime", es="Horas máximas", ru="Максимум часов")),
            Output("hours_mean", Text(en="Average hours", it="Ore medie", es="Horas de media", ru="В среднем часов")),
        ),
        compute=_repair,
        readings=(
            Text(
                en="Armour at CA 0 is destroyed: cost and hours are then 0 and repairable is false.",
                it="L'armatura a CA 0 è distrutta: costo e ore sono allora 0 e riparabile è falso.",
                es="La armadura a CA 0 está destruida: coste y horas son entonces 0 y se puede reparar es falso.",
                ru="Доспех с CA 0 уничтожен: стоимость и часы равны 0, починка невозможна.",
            ),
        ),
    ),
)
