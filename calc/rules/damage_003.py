"""003 — damage: Strength by grip, multipliers that add, the minimum of 1, unarmed damage.

Passages: "DAÑO" — "Daño mínimo" (a hit does at least 1), "Bonificador de Fuerza" (melee,
thrown, even a sling; bows with a Strength rating), "Arma de mano torpe" (½), "Usar un arma
a dos manos" (1½, penalties not multiplied; a light weapon in two hands gets no extra),
"Multiplicar el daño" (roll the damage with all modifiers several times and add; several
multipliers add: ×2 and ×2 is ×3; extra dice are never multiplied). "ATAQUES SIN ARMAS":
1d2 small, 1d3 medium, 1d4 large, plus Strength; non-lethal, or lethal at −4 to attack
(no penalty with Ataque sin armas mejorado). "SUTILEZA": finesse changes the attack only,
damage keeps Strength.

Readings:
* ½ and 1½ of the Strength bonus are rounded down (the text rounds armour halves down).
* A Strength *penalty* is never multiplied ("los penalizadores no se multiplican"): it
  applies in full with one hand, the off hand or two hands. Bows and crossbows get no
  Strength (the text adds it to melee, thrown weapons and slings); a bow with a Strength
  rating adds the bonus up to its rating.
* The minimum of 1 applies to the damage of the hit (the sum of all rolls), before armour;
  armour may still absorb all of it ("ARMADURA Y REDUCCIÓN DE DAÑO").
* A multiplier of ×m means m damage rolls, each with all modifiers (the Strength included),
  summed; multipliers combine as 1 + Σ(m − 1).
"""

from __future__ import annotations

import math
from fractions import Fraction

from ..declare import Calculator, ChoiceField, IntField, Option, Output, Text
from ..errors import InputError
from ..probability import exact
from ..tables.damage_003 import (
    DAMAGE_SOURCE,
    MINIMUM_DAMAGE,
    STRENGTH_FACTOR,
    UNARMED_DAMAGE_SOURCE,
    UNARMED_DIE,
    Grip,
    UnarmedSize,
)
from ..tables.attack_003 import UNARMED_LETHAL_PENALTY

__all__ = [
    "Grip",
    "UnarmedSize",
    "DamageStats",
    "strength_to_damage",
    "combined_multiplier",
    "minimum_damage",
    "CALCULATORS",
]


def strength_to_damage(strength_mod: int, grip: Grip, bow_rating: int = 0) -> int:
    """Strength added to damage for ``grip`` (see the module's readings for penalties and rounding)."""
    if grip is Grip.PROJECTILE:
        return 0
    if grip is Grip.BOW_WITH_RATING:
        return max(0, min(strength_mod, bow_rating))
    if strength_mod <= 0:
        return strength_mod  # penalties are never multiplied
    return math.floor(strength_mod * STRENGTH_FACTOR[grip])


def combined_multiplier(*multipliers: int) -> int:
    """Multipliers add, each on the original damage: ×2 and ×2 give ×3, not ×4."""
    if any(m < 1 for m in multipliers):
        raise ValueError("a damage multiplier is at least 1")
    return 1 + sum(m - 1 for m in multipliers)


def minimum_damage(total: int) -> int:
    """"Si las penalizaciones reducen el resultado del daño a menos de 1, un golpe todavía hace 1"."""
    return max(MINIMUM_DAMAGE, total)


class DamageStats:
    """Exact statistics of one hit's damage: ``rolls`` × (dice + modifier) + extra dice, at least 1."""

    def __init__(self, dice: int, sides: int, modifier: int, rolls: int = 1, extra_dice: int = 0, extra_sides: int = 1):
        if dice < 1 or sides < 1 or rolls < 1 or extra_dice < 0 or extra_sides < 1:
            raise ValueError("dice, sides and rolls must be positive")
        self.low = rolls * (dice + modifier) + extra_dice
        self.high = rolls * (dice * sides + modifier) + extra_dice * extra_sides
        self.raw_mean = rolls * (dice * Fraction(sides + 1, 2) + modifier) + extra_dice * Fraction(extra_sides + 1, 2)
        # Only totals below the minimum need their exact counts: convolve die by die and keep
        # the partial sums that the remaining dice (each at least 1) can still leave below 1.
        dies = [sides] * (dice * rolls) + [extra_sides] * extra_dice
        outcomes = math.prod(dies)
        partial = {rolls * modifier: 1}
        remaining_min = len(dies)
        for die in dies:
            remaining_min -= 1
            step: dict[int, int] = {}
            for total, count in partial.items():
                for face in range(1, die + 1):
                    if total + face + remaining_min < MINIMUM_DAMAGE:
                        step[total + face] = step.get(total + face, 0) + count
            partial = step
            if not partial:
                break
        self.p_raised = Fraction(sum(partial.values()), outcomes)
        # E[max(1, T)] = E[T] + Σ_{t<1} (1 − t)·P(T = t)
        self.mean = self.raw_mean + Fraction(sum((MINIMUM_DAMAGE - t) * c for t, c in partial.items()), outcomes)

    @property
    def minimum(self) -> int:
        return minimum_damage(self.low)

    @property
    def maximum(self) -> int:
        return minimum_damage(self.high)


def _fraction_text(value: Fraction) -> str:
    """An average as exact text: "15" or "21/2"."""
    return str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"


_GRIPS = {g.value: g for g in Grip}


def _strength(strength_mod: int, grip: str, bow_rating: int) -> dict[str, object]:
    g = _GRIPS[grip]
    if bow_rating and g is not Grip.BOW_WITH_RATING:
        raise InputError("bow_rating", "0 unless the grip is bow_with_rating", bow_rating, reason="only bows have a Strength rating")
    return {"strength_damage": strength_to_damage(strength_mod, g, bow_rating)}


def _multiplier(critical: int, other: int, third: int) -> dict[str, object]:
    return {"multiplier": combined_multiplier(critical, other, third)}


def _roll(
    dice_count: int,
    dice_sides: int,
    grip: str,
    strength_mod: int,
    bow_rating: int,
    bonus: int,
    critical_multiplier: int,
    other_multiplier: int,
    extra_dice_count: int,
    extra_dice_sides: int,
) -> dict[str, object]:
    strength = _strength(strength_mod, grip, bow_rating)["strength_damage"]
    rolls = combined_multiplier(critical_multiplier, other_multiplier)
    stats = DamageStats(dice_count, dice_sides, strength + bonus, rolls, extra_dice_count, extra_dice_sides)
    p_raised, p_raised_fraction = exact(stats.p_raised)
    return {
        "strength_damage": strength,
        "multiplier": rolls,
        "min_damage": stats.minimum,
        "max_damage": stats.maximum,
        "mean_damage": float(stats.mean),
        "mean_damage_fraction": _fraction_text(stats.mean),
        "p_raised_to_1": p_raised,
        "p_raised_to_1_fraction": p_raised_fraction,
    }


_SIZES = {s.name.lower(): s for s in UnarmedSize}
_LETHAL = {"nonlethal": (False, 0), "lethal": (True, UNARMED_LETHAL_PENALTY), "lethal_improved": (True, 0)}


def _unarmed(size: str, strength_mod: int, damage: str) -> dict[str, object]:
    dice, sides = UNARMED_DIE[_SIZES[size]]
    lethal, penalty = _LETHAL[damage]
    stats = DamageStats(dice, sides, strength_to_damage(strength_mod, Grip.ONE_HAND))
    return {
        "dice": f"{dice}d{sides}",
        "attack_penalty": penalty,
        "lethal": lethal,
        "min_damage": stats.minimum,
        "max_damage": stats.maximum,
        "mean_damage": float(stats.mean),
        "mean_damage_fraction": _fraction_text(stats.mean),
    }


# ---- declarations -------------------------------------------------------------------------

_STRENGTH_MOD = IntField(
    name="strength_mod",
    label=Text(en="Strength modifier", it="Modificatore di Forza", es="Modificador de Fuerza", ru="Модификатор Силы"),
    minimum=-5,
    maximum=20,
    default=0,
)

_GRIP = ChoiceField(
    name="grip",
    label=Text(en="How the weapon is used", it="Come si usa l'arma", es="Cómo se usa el arma", ru="Как используется оружие"),
    options=(
        Option(
            "one_hand",
            Text(
                en="Melee or thrown weapon, or a sling",
                it="Arma da mischia o da lancio, o una fionda",
                es="Arma cuerpo a cuerpo o arrojadiza, incluso una honda",
                ru="Оружие ближнего боя или метательное, в том числе праща",
            ),
        ),
        Option(
            "off_hand",
            Text(en="Off hand (½)", it="Mano secondaria (½)", es="Mano torpe (½)", ru="Вторая рука (½)"),
        ),
        Option(
            "two_hands",
            Text(en="Two hands (1½)", it="A due mani (1½)", es="A dos manos (1½)", ru="Двумя руками (1½)"),
        ),
        Option(
            "light_two_hands",
            Text(
                en="Light weapon in two hands (no extra)",
                it="Arma leggera a due mani (nessun extra)",
                es="Arma ligera a dos manos (sin extra)",
                ru="Лёгкое оружие двумя руками (без прибавки)",
            ),
        ),
        Option(
            "bow_with_rating",
            Text(
                en="Bow with a Strength rating",
                it="Arco con un valore di Forza",
                es="Arco con nivel de Fuerza",
                ru="Лук с показателем Силы",
            ),
        ),
        Option(
            "projectile",
            Text(
                en="Other projectile weapon (bow, crossbow)",
                it="Altra arma a proiettili (arco, balestra)",
                es="Otra arma de proyectil (arco, ballesta)",
                ru="Другое стрелковое оружие (лук, арбалет)",
            ),
        ),
    ),
    default="one_hand",
)

_BOW_RATING = IntField(
    name="bow_rating",
    label=Text(
        en="Bow's Strength rating",
        it="Valore di Forza dell'arco",
        es="Nivel de Fuerza del arco",
        ru="Показатель Силы лука",
    ),
    minimum=0,
    maximum=10,
    default=0,
    help=Text(
        en="Only for a bow with a Strength rating; the Strength bonus applies up to it.",
        it="Solo per un arco con valore di Forza; il bonus di Forza si applica fino a esso.",
        es="Solo para un arco con nivel de Fuerza; el bonificador de Fuerza se aplica hasta él.",
        ru="Только для лука с показателем Силы; бонус Силы применяется до этого значения.",
    ),
)


def _multiplier_field(name: str, label: Text, maximum: int, default: int = 1) -> IntField:
    return IntField(
        name=name,
        label=label,
        minimum=1,
        maximum=maximum,
        default=default,
        help=Text(en="1 = none.", it="1 = nessuno.", es="1 = ninguno.", ru="1 — нет."),
    )


_MEAN = Output("mean_damage", Text(en="Average damage", it="Danno medio", es="Daño medio", ru="Средний урон"))
_MEAN_FRACTION = Output(
    "mean_damage_fraction",
    Text(en="Average damage (exact)", it="Danno medio (esatto)", es="Daño medio (exacto)", ru="Средний урон (точно)"),
)
_MIN = Output("min_damage", Text(en="Minimum damage", it="Danno minimo", es="Daño mínimo", ru="Минимальный урон"))
_MAX = Output("max_damage", Text(en="Maximum damage", it="Danno massimo", es="Daño máximo", ru="Максимальный урон"))
_STRENGTH_OUT = Output(
    "strength_damage",
    Text(en="Strength to damage", it="Forza al danno", es="Fuerza al daño", ru="Сила к урону"),
)
_MULTIPLIER_OUT = Output(
    "multiplier",
    Text(en="Total multiplier", it="Moltiplicatore totale", es="Multiplicador total", ru="Итоговый множитель"),
)

_READING_STRENGTH = Text(
    en="½ and 1½ of a Strength bonus round down; a Strength penalty is never multiplied (it applies in full); "
    "bows and crossbows add no Strength unless the bow has a Strength rating (bonus up to the rating).",
    it="½ e 1½ del bonus di Forza si arrotondano per difetto; una penalità di Forza non si moltiplica mai (si "
    "applica intera); archi e balestre non aggiungono Forza, salvo l'arco con valore di Forza (bonus fino al valore).",
    es="½ y 1½ del bonificador de Fuerza se redondean hacia abajo; un penalizador de Fuerza nunca se multiplica "
    "(se aplica entero); arcos y ballestas no suman Fuerza, salvo el arco con nivel de Fuerza (bonificador hasta ese nivel).",
    ru="½ и 1½ бонуса Силы округляются вниз; штраф Силы никогда не умножается (применяется целиком); луки и "
    "арбалеты не добавляют Силу, кроме лука с показателем Силы (бонус не выше показателя).",
)

CALCULATORS = (
    Calculator(
        name="strength_damage_003",
        title=Text(
            en="Strength bonus to damage (Akenar)",
            it="Bonus di Forza al danno (Akenar)",
            es="Bonificador de Fuerza al daño (Akenar)",
            ru="Бонус Силы к урону (Акенар)",
        ),
        summary=Text(
            en="How much of the Strength modifier a hit adds to damage: one hand, off hand ½, two hands 1½, bows.",
            it="Quanta parte del modificatore di Forza si somma al danno: una mano, mano secondaria ½, due mani 1½, archi.",
            es="Cuánto del modificador de Fuerza se suma al daño: una mano, mano torpe ½, dos manos 1½, arcos.",
            ru="Какая часть модификатора Силы идёт в урон: одна рука, вторая рука ½, две руки 1½, луки.",
        ),
        source=DAMAGE_SOURCE,
        fields=(_STRENGTH_MOD, _GRIP, _BOW_RATING),
        outputs=(_STRENGTH_OUT,),
        compute=_strength,
        readings=(_READING_STRENGTH,),
    ),
    Calculator(
        name="damage_multiplier_003",
        title=Text(
            en="Combining damage multipliers (Akenar)",
            it="Combinare i moltiplicatori di danno (Akenar)",
            es="Combinar multiplicadores de daño (Akenar)",
            ru="Сложение множителей урона (Акенар)",
        ),
        summary=Text(
            en="Multipliers add, each on the original damage: a x2 critical and x2 against giants make x3, not x4.",
            it="I moltiplicatori si sommano, ciascuno sul danno originale: un critico x2 e x2 contro i giganti fanno x3, non x4.",
            es="Los multiplicadores se suman, cada uno sobre el daño original: un crítico x2 y x2 contra gigantes dan x3, no x4.",
            ru="Множители складываются, каждый от исходного урона: крит x2 и x2 против великанов дают x3, а не x4.",
        ),
        source=DAMAGE_SOURCE,
        fields=(
            _multiplier_field(
                "critical",
                Text(en="Critical multiplier", it="Moltiplicatore del critico", es="Multiplicador de crítico", ru="Множитель крита"),
                6,
                default=2,
            ),
            _multiplier_field(
                "other",
                Text(en="Another multiplier", it="Un altro moltiplicatore", es="Otro multiplicador", ru="Другой множитель"),
                6,
            ),
            _multiplier_field(
                "third",
                Text(en="A third multiplier", it="Un terzo moltiplicatore", es="Un tercer multiplicador", ru="Третий множитель"),
                6,
            ),
        ),
        outputs=(_MULTIPLIER_OUT,),
        compute=_multiplier,
    ),
    Calculator(
        name="damage_roll_003",
        title=Text(
            en="Damage of a hit (Akenar)",
            it="Danno di un colpo (Akenar)",
            es="Daño de un golpe (Akenar)",
            ru="Урон от удара (Акенар)",
        ),
        summary=Text(
            en="Weapon dice, Strength by grip, bonuses and multipliers (extra dice not multiplied), at least 1: "
            "range and exact average, before armour.",
            it="Dadi dell'arma, Forza secondo l'impugnatura, bonus e moltiplicatori (i dadi extra non si moltiplicano), "
            "almeno 1: intervallo e media esatta, prima dell'armatura.",
            es="Dados del arma, Fuerza según cómo se empuña, bonificadores y multiplicadores (los dados extra no se "
            "multiplican), mínimo 1: rango y media exacta, antes de la armadura.",
            ru="Кости оружия, Сила по хвату, бонусы и множители (дополнительные кости не умножаются), минимум 1: "
            "диапазон и точное среднее до доспеха.",
        ),
        source=DAMAGE_SOURCE,
        fields=(
            IntField(
                name="dice_count",
                label=Text(en="Weapon dice", it="Dadi dell'arma", es="Dados del arma", ru="Кости оружия"),
                minimum=1,
                maximum=10,
                default=1,
            ),
            IntField(
                name="dice_sides",
                label=Text(en="Sides per die", it="Facce per dado", es="Caras por dado", ru="Граней у кости"),
                minimum=1,
                maximum=20,
                default=8,
            ),
            _GRIP,
            _STRENGTH_MOD,
            _BOW_RATING,
            IntField(
                name="bonus",
                label=Text(
                    en="Other damage modifiers (magic, ...)",
                    it="Altri modificatori al danno (magia, ...)",
                    es="Otros modificadores al daño (magia, ...)",
                    ru="Прочие модификаторы урона (магия, ...)",
                ),
                minimum=-20,
                maximum=20,
                default=0,
            ),
            _multiplier_field(
                "critical_multiplier",
                Text(en="Critical multiplier", it="Moltiplicatore del critico", es="Multiplicador de crítico", ru="Множитель крита"),
                4,
            ),
            _multiplier_field(
                "other_multiplier",
                Text(en="Another multiplier", it="Un altro moltiplicatore", es="Otro multiplicador", ru="Другой множитель"),
                4,
            ),
            IntField(
                name="extra_dice_count",
                label=Text(
                    en="Extra dice, never multiplied (sneak attack, ...)",
                    it="Dadi extra, mai moltiplicati (attacco furtivo, ...)",
                    es="Dados extra, nunca multiplicados (Ataque Furtivo, ...)",
                    ru="Доп. кости, не умножаются (скрытая атака, ...)",
                ),
                minimum=0,
                maximum=10,
                default=0,
            ),
            IntField(
                name="extra_dice_sides",
                label=Text(en="Sides per extra die", it="Facce per dado extra", es="Caras por dado extra", ru="Граней у доп. кости"),
                minimum=1,
                maximum=20,
                default=6,
            ),
        ),
        outputs=(
            _STRENGTH_OUT,
            _MULTIPLIER_OUT,
            _MIN,
            _MAX,
            _MEAN,
            _MEAN_FRACTION,
            Output(
                "p_raised_to_1",
                Text(
                    en="Chance the minimum of 1 applies",
                    it="Probabilità che valga il minimo di 1",
                    es="Probabilidad de que se aplique el mínimo de 1",
                    ru="Вероятность, что сработает минимум 1",
                ),
            ),
            Output(
                "p_raised_to_1_fraction",
                Text(
                    en="Chance the minimum applies (exact)",
                    it="Probabilità del minimo (esatta)",
                    es="Probabilidad del mínimo (exacta)",
                    ru="Вероятность минимума (точно)",
                ),
            ),
        ),
        compute=_roll,
        readings=(
            _READING_STRENGTH,
            Text(
                en="A multiplier xm is m damage rolls, each with all modifiers, summed; multipliers combine as "
                "1 + sum of (m - 1). The minimum of 1 applies to the hit's total, before armour.",
                it="Un moltiplicatore xm sono m tiri di danno, ciascuno con tutti i modificatori, sommati; i "
                "moltiplicatori si combinano come 1 + somma di (m - 1). Il minimo di 1 vale per il totale del colpo, "
                "prima dell'armatura.",
                es="Un multiplicador xm son m tiradas de daño, cada una con todos los modificadores, sumadas; los "
                "multiplicadores se combinan como 1 + suma de (m - 1). El mínimo de 1 se aplica al total del golpe, "
                "antes de la armadura.",
                ru="Множитель xm — это m бросков урона со всеми модификаторами, сложенные; множители объединяются "
                "как 1 + сумма (m - 1). Минимум 1 относится к итогу удара до доспеха.",
            ),
        ),
    ),
    Calculator(
        name="unarmed_damage_003",
        title=Text(
            en="Unarmed damage (Akenar)",
            it="Danno senz'armi (Akenar)",
            es="Daño del ataque sin armas (Akenar)",
            ru="Урон без оружия (Акенар)",
        ),
        summary=Text(
            en="1d2 small, 1d3 medium, 1d4 large, plus Strength; non-lethal, or lethal at -4 to attack unless "
            "Ataque sin armas mejorado.",
            it="1d2 piccolo, 1d3 medio, 1d4 grande, più la Forza; non letale, o letale a -4 all'attacco salvo "
            "Ataque sin armas mejorado.",
            es="1d2 pequeño, 1d3 mediano, 1d4 grande, más la Fuerza; no letal, o letal con -4 al ataque salvo "
            "con Ataque sin armas mejorado.",
            ru="1d2 маленький, 1d3 средний, 1d4 большой, плюс Сила; нелетальный, или летальный с -4 к атаке без "
            "черты Ataque sin armas mejorado.",
        ),
        source=UNARMED_DAMAGE_SOURCE,
        fields=(
            ChoiceField(
                name="size",
                label=Text(en="Attacker's size", it="Taglia dell'attaccante", es="Tamaño del atacante", ru="Размер атакующего"),
                options=(
                    Option("small", Text(en="Small", it="Piccola", es="Pequeño", ru="Маленький")),
                    Option("medium", Text(en="Medium", it="Media", es="Mediano", ru="Средний")),
                    Option("large", Text(en="Large", it="Grande", es="Grande", ru="Большой")),
                ),
                default="medium",
            ),
            _STRENGTH_MOD,
            ChoiceField(
                name="damage",
                label=Text(en="Damage", it="Danno", es="Daño", ru="Урон"),
                options=(
                    Option("nonlethal", Text(en="Non-lethal", it="Non letale", es="No letal", ru="Нелетальный")),
                    Option("lethal", Text(en="Lethal", it="Letale", es="Letal", ru="Летальный")),
                    Option(
                        "lethal_improved",
                        Text(
                            en="Lethal, with Ataque sin armas mejorado",
                            it="Letale, con Ataque sin armas mejorado",
                            es="Letal, con Ataque sin armas mejorado",
                            ru="Летальный, с чертой Ataque sin armas mejorado",
                        ),
                    ),
                ),
                default="nonlethal",
            ),
        ),
        outputs=(
            Output("dice", Text(en="Damage dice", it="Dadi di danno", es="Dados de daño", ru="Кости урона")),
            Output(
                "attack_penalty",
                Text(en="Attack roll penalty", it="Penalità al tiro per colpire", es="Penalizador al ataque", ru="Штраф к атаке"),
            ),
            Output("lethal", Text(en="Lethal damage", it="Danno letale", es="Daño letal", ru="Летальный урон")),
            _MIN,
            _MAX,
            _MEAN,
            _MEAN_FRACTION,
        ),
        compute=_unarmed,
        readings=(
            Text(
                en="Strength is added at every size (the text says so for a medium character), and the minimum of 1 applies.",
                it="La Forza si somma a ogni taglia (il testo lo dice per il personaggio medio) e vale il minimo di 1.",
                es="La Fuerza se suma en todos los tamaños (el texto lo dice del personaje mediano) y se aplica el mínimo de 1.",
                ru="Сила добавляется при любом размере (текст говорит это о среднем персонаже), действует минимум 1.",
            ),
        ),
    ),
)
