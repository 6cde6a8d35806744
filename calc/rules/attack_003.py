"""003 — attack bonus, attack roll and the exact chance to hit (and, with finesse, to bypass armour).

Passages: "CÓMO CALCULAR UN BONIFICADOR DE ATAQUE" (melee: base attack + Strength + size +
other; ranged: base attack + Dexterity + size + range penalty + other), "TIRADAS DE ATAQUE"
(the roll must equal or exceed the Defense the target uses), "FALLOS Y GOLPES AUTOMÁTICOS"
(natural 1 misses, natural 20 hits), "DISPARAR O ARROJAR UN ARMA CONTRA BLANCOS CUERPO A
CUERPO" (−4), "ATAQUES SIN ARMAS" (lethal damage −4 unless Ataque sin armas mejorado),
"SUTILEZA" / "SUTILEZA Y ARMADURA" (Dexterity instead of Strength; beating the Defense by at
least the CA ignores the armour).

Readings:
* "LA TIRADA DE ATAQUE" says a target that cannot dodge or parry must be *exceeded*
  ("superar su Defensa Base"); "TIRADAS DE ATAQUE" says *equal or exceed*. Equal-or-exceed
  is used everywhere (it is also what "iguala la Esquiva o Parada" says).
* "TIRADAS DE ATAQUE" writes "1d20 + bonificador de ataque + modificador de Fuerza + ...":
  there "bonificador de ataque" is the base attack, otherwise Strength would count twice.
* The finesse threshold compares the attack total with Defense + the armour's full CA
  (the goblin example: Parada 15, CA 6, 21 or more). A natural 20 hits but ignores the
  armour only if its total also reaches Defense + CA; a natural 1 never does.
* The size modifier has no table in the seed (smaller is better, the same number goes to
  attack and Base Defense), so it is entered as a number.
"""

from __future__ import annotations

from fractions import Fraction

from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Output, Text
from ..errors import InputError
from ..probability import exact
from ..tables.attack_003 import (
    ATTACK_SOURCE,
    INTO_MELEE_PENALTY,
    NATURAL_HIT,
    NATURAL_MISS,
    UNARMED_LETHAL_PENALTY,
    AttackKind,
)
from ..tables.range_003 import PENALTY_PER_INCREMENT

__all__ = [
    "AttackKind",
    "attack_bonus",
    "is_hit",
    "ignores_armor",
    "hit_probability",
    "armor_ignored_probability",
    "lowest_hitting_roll",
    "CALCULATORS",
]

FACES = range(1, 21)


def attack_bonus(
    kind: AttackKind,
    base_attack: int,
    strength_mod: int,
    dexterity_mod: int,
    size_mod: int,
    range_penalty: int = 0,
    other: int = 0,
    finesse: bool = False,
) -> int:
    """The two formulas of "CÓMO CALCULAR UN BONIFICADOR DE ATAQUE".

    A melee finesse attack ("SUTILEZA") uses Dexterity instead of Strength; a ranged
    attack always uses Dexterity, so finesse changes nothing in its bonus.
    """
    if kind is AttackKind.MELEE:
        if range_penalty:
            raise ValueError("a melee attack has no range penalty")
        ability = dexterity_mod if finesse else strength_mod
        return base_attack + ability + size_mod + other
    return base_attack + dexterity_mod + size_mod + range_penalty + other


def is_hit(natural: int, total: int, defense: int) -> bool:
    """Natural 1 misses, natural 20 hits; otherwise the total must equal or exceed the Defense."""
    if natural == NATURAL_MISS:
        return False
    if natural == NATURAL_HIT:
        return True
    return total >= defense


def ignores_armor(natural: int, total: int, defense: int, ca: int) -> bool:
    """A finesse hit that beats the Defense by at least the CA ignores the armour ("SUTILEZA Y ARMADURA")."""
    return is_hit(natural, total, defense) and total - defense >= ca


def hit_probability(bonus: int, defense: int) -> Fraction:
    """P(hit) with one d20 plus ``bonus`` against ``defense``."""
    return Fraction(sum(is_hit(f, f + bonus, defense) for f in FACES), 20)


def armor_ignored_probability(bonus: int, defense: int, ca: int) -> Fraction:
    """P(a finesse attack hits and ignores armour of ``ca``)."""
    return Fraction(sum(ignores_armor(f, f + bonus, defense, ca) for f in FACES), 20)


def lowest_hitting_roll(bonus: int, defense: int) -> int:
    """The lowest natural d20 that hits: between 2 and 20 (a natural 20 always hits)."""
    return next(f for f in FACES if is_hit(f, f + bonus, defense))


# attack option -> (kind, finesse)
_ATTACKS = {
    "melee": (AttackKind.MELEE, False),
    "melee_finesse": (AttackKind.MELEE, True),
    "ranged": (AttackKind.RANGED, False),
    "ranged_finesse": (AttackKind.RANGED, True),
}
_UNARMED_PENALTY = {"no": 0, "nonlethal": 0, "lethal": UNARMED_LETHAL_PENALTY, "lethal_improved": 0}


def _attack(
    attack: str,
    base_attack: int,
    strength_mod: int,
    dexterity_mod: int,
    size_mod: int,
    range_penalty: int,
    into_melee: bool,
    unarmed: str,
    other: int,
    defense: int,
    armor_ca: int,
) -> dict[str, object]:
    kind, finesse = _ATTACKS[attack]
    if kind is AttackKind.MELEE and range_penalty:
        raise InputError("range_penalty", "0 for a melee attack", range_penalty, reason="melee attacks have no range penalty")
    if range_penalty % PENALTY_PER_INCREMENT:
        raise InputError("range_penalty", "a multiple of -2", range_penalty, reason="the range penalty comes in steps of -2")
    if kind is AttackKind.MELEE and into_melee:
        raise InputError("into_melee", "false for a melee attack", into_melee, reason="only shooting or throwing into melee")
    if kind is AttackKind.RANGED and unarmed != "no":
        raise InputError("unarmed", "no for a ranged attack", unarmed, reason="unarmed attacks are melee attacks")
    situational = other + _UNARMED_PENALTY[unarmed] + (INTO_MELEE_PENALTY if into_melee else 0)
    bonus = attack_bonus(kind, base_attack, strength_mod, dexterity_mod, size_mod, range_penalty, situational, finesse)
    p_hit, p_hit_fraction = exact(hit_probability(bonus, defense))
    ignored = armor_ignored_probability(bonus, defense, armor_ca) if finesse else Fraction(0)
    p_ignored, p_ignored_fraction = exact(ignored)
    return {
        "attack_bonus": bonus,
        "d20_needed": lowest_hitting_roll(bonus, defense),
        "p_hit": p_hit,
        "p_hit_fraction": p_hit_fraction,
        "p_armor_ignored": p_ignored,
        "p_armor_ignored_fraction": p_ignored_fraction,
    }


def _mod_field(name: str, label: Text, default: int = 0, low: int = -5, high: int = 20, help: Text | None = None) -> IntField:
    return IntField(name=name, label=label, minimum=low, maximum=high, default=default, help=help)


CALCULATORS = (
    Calculator(
        name="attack_003",
        title=Text(
            en="Attack bonus and chance to hit (Akenar)",
            it="Bonus di attacco e probabilità di colpire (Akenar)",
            es="Bonificador de ataque y probabilidad de impactar (Akenar)",
            ru="Бонус атаки и вероятность попадания (Акенар)",
        ),
        summary=Text(
            en="Melee or ranged attack bonus, the lowest d20 that hits the target's Dodge, Parry or Base Defense, "
            "and for finesse attacks the chance to ignore the armour.",
            it="Bonus di attacco in mischia o a distanza, il d20 minimo che colpisce la Schivata, la Parata o la "
            "Difesa Base del bersaglio e, per gli attacchi di destrezza, la probabilità di ignorare l'armatura.",
            es="Bonificador de ataque cuerpo a cuerpo o a distancia, el d20 mínimo que impacta la Esquiva, Parada "
            "o Defensa Base del blanco y, con sutileza, la probabilidad de ignorar la armadura.",
            ru="Бонус атаки в ближнем или дальнем бою, наименьший d20, попадающий по Уклонению, Парированию или "
            "Базовой защите цели, а для изящных атак — вероятность пройти мимо доспеха.",
        ),
        source=ATTACK_SOURCE,
        fields=(
            ChoiceField(
                name="attack",
                label=Text(en="Attack", it="Attacco", es="Ataque", ru="Атака"),
                options=(
                    Option("melee", Text(en="Melee", it="In mischia", es="Cuerpo a cuerpo", ru="Ближний бой")),
                    Option(
                        "melee_finesse",
                        Text(
                            en="Melee with finesse (Dexterity)",
                            it="In mischia con destrezza (Destrezza)",
                            es="Cuerpo a cuerpo con sutileza (Destreza)",
                            ru="Ближний бой с изяществом (Ловкость)",
                        ),
                    ),
                    Option("ranged", Text(en="Ranged", it="A distanza", es="A distancia", ru="Дальний бой")),
                    Option(
                        "ranged_finesse",
                        Text(
                            en="Ranged with finesse (feat Sutileza a Distancia)",
                            it="A distanza con destrezza (talento Sutileza a Distancia)",
                            es="A distancia con sutileza (dote Sutileza a Distancia)",
                            ru="Дальний бой с изяществом (черта Sutileza a Distancia)",
                        ),
                    ),
                ),
                default="melee",
            ),
            _mod_field(
                "base_attack",
                Text(en="Base attack", it="Attacco base", es="Ataque base", ru="Базовая атака"),
                low=-5,
                high=40,
            ),
            _mod_field(
                "strength_mod",
                Text(en="Strength modifier", it="Modificatore di Forza", es="Modificador de Fuerza", ru="Модификатор Силы"),
            ),
            _mod_field(
                "dexterity_mod",
                Text(
                    en="Dexterity modifier",
                    it="Modificatore di Destrezza",
                    es="Modificador de Destreza",
                    ru="Модификатор Ловкости",
                ),
            ),
            _mod_field(
                "size_mod",
                Text(en="Size modifier", it="Modificatore di taglia", es="Modificador de tamaño", ru="Модификатор размера"),
                low=-8,
                high=8,
                help=Text(
                    en="The text gives no table for it: 0 for Medium, positive for smaller creatures.",
                    it="Il testo non ne dà la tabella: 0 per la taglia Media, positivo per creature più piccole.",
                    es="El texto no da su tabla: 0 para tamaño Mediano, positivo para criaturas más pequeñas.",
                    ru="Таблицы в тексте нет: 0 для Среднего размера, положительный для существ поменьше.",
                ),
            ),
            IntField(
                name="range_penalty",
                label=Text(
                    en="Range penalty",
                    it="Penalità per la distanza",
                    es="Penalizador de distancia",
                    ru="Штраф за дистанцию",
                ),
                minimum=-18,
                maximum=0,
                default=0,
                help=Text(
                    en="-2 per full range increment (see range_penalty_003); 0 in melee.",
                    it="-2 per ogni incremento di gittata completo (vedi range_penalty_003); 0 in mischia.",
                    es="-2 por cada incremento de distancia completo (ver range_penalty_003); 0 cuerpo a cuerpo.",
                    ru="-2 за каждый полный шаг дистанции (см. range_penalty_003); 0 в ближнем бою.",
                ),
            ),
            BoolField(
                name="into_melee",
                label=Text(
                    en="Shooting or throwing into melee",
                    it="Tiro o lancio in una mischia",
                    es="Disparar o arrojar contra blancos cuerpo a cuerpo",
                    ru="Стрельба или бросок в ближний бой",
                ),
                default=False,
                help=Text(
                    en="-4; leave off if the target is at least 2 m from the nearest friend or you have Disparo preciso.",
                    it="-4; lascia spento se il bersaglio è ad almeno 2 m dall'alleato più vicino o hai Disparo preciso.",
                    es="-4; déjalo sin marcar si el blanco está al menos a 2 m del amigo más cercano o tienes Disparo preciso.",
                    ru="-4; не отмечайте, если цель не ближе 2 м к ближайшему союзнику или есть черта Disparo preciso.",
                ),
            ),
            ChoiceField(
                name="unarmed",
                label=Text(en="Unarmed attack", it="Attacco senz'armi", es="Ataque sin armas", ru="Безоружная атака"),
                options=(
                    Option("no", Text(en="No (weapon)", it="No (arma)", es="No (arma)", ru="Нет (оружие)")),
                    Option(
                        "nonlethal",
                        Text(en="Non-lethal damage", it="Danno non letale", es="Daño no letal", ru="Нелетальный урон"),
                    ),
                    Option(
                        "lethal",
                        Text(en="Lethal damage (-4)", it="Danno letale (-4)", es="Daño letal (-4)", ru="Летальный урон (-4)"),
                    ),
                    Option(
                        "lethal_improved",
                        Text(
                            en="Lethal, with Ataque sin armas mejorado (no penalty)",
                            it="Letale, con Ataque sin armas mejorado (nessuna penalità)",
                            es="Letal, con Ataque sin armas mejorado (sin penalización)",
                            ru="Летальный, с чертой Ataque sin armas mejorado (без штрафа)",
                        ),
                    ),
                ),
                default="no",
            ),
            _mod_field(
                "other",
                Text(
                    en="Other applicable modifiers",
                    it="Altri modificatori applicabili",
                    es="Otros modificadores aplicables",
                    ru="Прочие применимые модификаторы",
                ),
                low=-20,
                high=20,
            ),
            IntField(
                name="defense",
                label=Text(
                    en="Target's Dodge, Parry or Base Defense",
                    it="Schivata, Parata o Difesa Base del bersaglio",
                    es="Esquiva, Parada o Defensa Base del blanco",
                    ru="Уклонение, Парирование или Базовая защита цели",
                ),
                minimum=0,
                maximum=60,
                default=10,
                help=Text(
                    en="Whichever the target uses; its Base Defense if it cannot dodge or parry.",
                    it="Quella che usa il bersaglio; la Difesa Base se non può schivare né parare.",
                    es="La que use el blanco; su Defensa Base si no puede esquivar ni parar.",
                    ru="То, чем защищается цель; Базовая защита, если она не может уклоняться или парировать.",
                ),
            ),
            IntField(
                name="armor_ca",
                label=Text(
                    en="Target's armour (CA), for finesse",
                    it="Armatura del bersaglio (CA), per la destrezza",
                    es="Armadura del blanco (CA), para la sutileza",
                    ru="Доспех цели (CA), для изящества",
                ),
                minimum=0,
                maximum=30,
                default=0,
            ),
        ),
        outputs=(
            Output(
                "attack_bonus",
                Text(en="Attack bonus", it="Bonus di attacco", es="Bonificador de ataque", ru="Бонус атаки"),
            ),
            Output(
                "d20_needed",
                Text(en="Lowest d20 that hits", it="d20 minimo che colpisce", es="d20 mínimo que impacta", ru="Наименьший d20 для попадания"),
            ),
            Output("p_hit", Text(en="Chance to hit", it="Probabilità di colpire", es="Probabilidad de impactar", ru="Вероятность попадания")),
            Output(
                "p_hit_fraction",
                Text(en="Chance to hit (exact)", it="Probabilità di colpire (esatta)", es="Probabilidad de impactar (exacta)", ru="Вероятность попадания (точно)"),
            ),
            Output(
                "p_armor_ignored",
                Text(
                    en="Chance to hit ignoring the armour (finesse)",
                    it="Probabilità di colpire ignorando l'armatura (destrezza)",
                    es="Probabilidad de impactar ignorando la armadura (sutileza)",
                    ru="Вероятность попасть в обход доспеха (изящество)",
                ),
            ),
            Output(
                "p_armor_ignored_fraction",
                Text(
                    en="Chance to ignore the armour (exact)",
                    it="Probabilità di ignorare l'armatura (esatta)",
                    es="Probabilidad de ignorar la armadura (exacta)",
                    ru="Вероятность обойти доспех (точно)",
                ),
            ),
        ),
        compute=_attack,
        readings=(
            Text(
                en="A hit needs a total equal to or above the Defense used, also against Base Defense (the text says once "
                "\"superar\", once \"igualar o exceder\"). Natural 1 always misses, natural 20 always hits.",
                it="Si colpisce con un totale pari o superiore alla Difesa usata, anche contro la Difesa Base (il testo dice "
                "una volta \"superar\", una volta \"igualar o exceder\"). L'1 naturale manca sempre, il 20 naturale colpisce sempre.",
                es="Se impacta con un total igual o mayor que la Defensa usada, también contra la Defensa Base (el texto dice "
                "una vez \"superar\" y otra \"igualar o exceder\"). Un 1 natural siempre falla y un 20 natural siempre impacta.",
                ru="Попадание — итог не меньше используемой Защиты, в том числе Базовой (текст говорит то «superar», то "
                "«igualar o exceder»). Естественная 1 — всегда промах, естественная 20 — всегда попадание.",
            ),
            Text(
                en="Finesse ignores the armour when the total reaches Defense + the armour's full CA; a natural 20 below "
                "that total still hits but does not ignore the armour.",
                it="La destrezza ignora l'armatura quando il totale arriva a Difesa + la CA intera dell'armatura; un 20 "
                "naturale sotto quel totale colpisce ma non ignora l'armatura.",
                es="La sutileza ignora la armadura cuando el total llega a Defensa + la CA completa de la armadura; un 20 "
                "natural por debajo de ese total impacta, pero no ignora la armadura.",
                ru="Изящество обходит доспех, когда итог достигает Защиты + полного CA доспеха; естественная 20 ниже "
                "этого итога попадает, но доспех не обходит.",
            ),
            Text(
                en="In \"TIRADAS DE ATAQUE\" the \"bonificador de ataque\" added to Strength is read as the base attack "
                "(Strength is counted once). The size modifier has no table in the text.",
                it="In \"TIRADAS DE ATAQUE\" il \"bonificador de ataque\" sommato alla Forza è letto come attacco base "
                "(la Forza conta una volta). Il modificatore di taglia non ha tabella nel testo.",
                es="En \"TIRADAS DE ATAQUE\" el \"bonificador de ataque\" que se suma a la Fuerza se lee como el ataque "
                "base (la Fuerza cuenta una vez). El modificador de tamaño no tiene tabla en el texto.",
                ru="В «TIRADAS DE ATAQUE» «bonificador de ataque» рядом с Силой понимается как базовая атака "
                "(Сила учитывается один раз). Для модификатора размера в тексте нет таблицы.",
            ),
        ),
    ),
)
