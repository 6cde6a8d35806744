"""003 — combat maneuvers: maneuver bonus (BoM), maneuver defence (DeM) and the roll.

Seed 003, "MANIOBRAS DE COMBATE" (and "DESARMAR"):
- BoM = Ataque base + Modificador de Fuerza + modificador de tamaño; size Menudo or
  smaller uses the Dexterity modifier instead of Strength; size bonus from the table
  (calc.tables.sizes_003).
- DeM = 10 + Ataque base + Fuerza + Destreza + modificador de tamaño (same size table);
  plus circumstance, dodge, luck or sacred bonuses; armour penalties apply; "Una criatura
  sorprendida no añade su destreza a su DeM".
- The roll: d20 + BoM + applicable bonuses; the damage of the target's attack of opportunity
  is a penalty; +4 against a stunned target; disarm −4; automatic success against an
  immobilised, unconscious or otherwise helpless target. Success "Si tu ataque iguala o excede
  el DeM" (meets or beats); natural 20 always succeeds (not when escaping bonds), natural 1
  always fails.

Reading: a surprised creature loses only a Dexterity *bonus* to DeM; a Dexterity penalty
still applies (as the seed says for Defence: "Si tienes una penalización de Destreza en lugar
de un bonificador, entonces lo aplicas"). Not adding a penalty would raise the DeM.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from fractions import Fraction

from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Output, Text
from ..errors import InputError
from ..probability import exact
from ..sources import cite
from ..tables.sizes_003 import DEX_SIZE_LIMIT, SIZES, SIZES_SOURCE, Size

__all__ = [
    "Maneuver",
    "ManeuverScores",
    "maneuver_scores",
    "maneuver_bonus",
    "maneuver_defense",
    "maneuver_chance",
    "uses_dexterity",
    "CALCULATORS",
    "MANEUVER_SOURCE",
    "DISARM_SOURCE",
]

MANEUVER_SOURCE = SIZES_SOURCE  # "MANIOBRAS DE COMBATE"
DISARM_SOURCE = cite("003", "DESARMAR")

DEM_BASE = 10
STUNNED_BONUS = 4  # "Si tu objetivo está aturdido, recibes un +4"
DISARM_PENALTY = -4  # "Realizar la acción de combate de desarmar tiene un penalizador de -4."

_ORDER = list(Size)


class Maneuver(enum.Enum):
    OTHER = "other"  # embestida, carga, arrollar, derribar, presa...: no rule of their own
    DISARM = "disarm"
    ESCAPE_BONDS = "escape_bonds"  # "(salvo al tratar de escapar de ataduras)"


def uses_dexterity(size: Size) -> bool:
    """"Las criaturas de tamaño menudo o inferiores usarán modificador de Destreza"."""
    return _ORDER.index(size) <= _ORDER.index(DEX_SIZE_LIMIT)


def maneuver_bonus(base_attack: int, str_mod: int, dex_mod: int, size: Size) -> int:
    """BoM = Ataque base + Fuerza (Destreza at Menudo or smaller) + modificador de tamaño."""
    return base_attack + (dex_mod if uses_dexterity(size) else str_mod) + SIZES[size].modifier


def maneuver_defense(
    base_attack: int,
    str_mod: int,
    dex_mod: int,
    size: Size,
    *,
    surprised: bool = False,
    bonus: int = 0,
    armor_penalty: int = 0,
) -> int:
    """DeM = 10 + Ataque base + Fuerza + Destreza + tamaño + bonuses − armour penalty."""
    dex = min(dex_mod, 0) if surprised else dex_mod
    return DEM_BASE + base_attack + str_mod + dex + SIZES[size].modifier + bonus - armor_penalty


@dataclass(frozen=True)
class ManeuverScores:
    size_modifier: int
    bom_ability: str  # "str" or "dex"
    bom: int
    dem: int


def maneuver_scores(
    base_attack: int, str_mod: int, dex_mod: int, size: Size, *, surprised: bool = False, bonus: int = 0, armor_penalty: int = 0
) -> ManeuverScores:
    return ManeuverScores(
        size_modifier=SIZES[size].modifier,
        bom_ability="dex" if uses_dexterity(size) else "str",
        bom=maneuver_bonus(base_attack, str_mod, dex_mod, size),
        dem=maneuver_defense(base_attack, str_mod, dex_mod, size, surprised=surprised, bonus=bonus, armor_penalty=armor_penalty),
    )


def roll_modifier(bom: int, bonus: int = 0, aoo_damage: int = 0, stunned: bool = False, maneuver: Maneuver = Maneuver.OTHER) -> int:
    """What is added to the d20: BoM, other bonuses, minus the AoO damage, +4 stunned, −4 disarm."""
    total = bom + bonus - aoo_damage
    if stunned:
        total += STUNNED_BONUS
    if maneuver is Maneuver.DISARM:
        total += DISARM_PENALTY
    return total


def maneuver_chance(modifier: int, dem: int, *, helpless: bool = False, maneuver: Maneuver = Maneuver.OTHER) -> Fraction:
    """P(success): d20 + modifier ≥ DeM; natural 20 succeeds (not escaping bonds), natural 1 fails."""
    if helpless:
        return Fraction(1)  # "tu maniobra tiene éxito automático"
    wins = 0
    for face in range(2, 21):
        if (face == 20 and maneuver is not Maneuver.ESCAPE_BONDS) or face + modifier >= dem:
            wins += 1
    return Fraction(wins, 20)


# --- calculators -----------------------------------------------------------------------------

_SIZE_LABELS = {
    Size.FINE: Text(en="Fine", it="Piccolissima", es="Minúsculo", ru="Мельчайший"),
    Size.DIMINUTIVE: Text(en="Diminutive", it="Minuta", es="Diminuto", ru="Крошечный"),
    Size.TINY: Text(en="Tiny", it="Minuscola", es="Menudo", ru="Очень маленький"),
    Size.SMALL: Text(en="Small", it="Piccola", es="Pequeño", ru="Маленький"),
    Size.MEDIUM: Text(en="Medium", it="Media", es="Medio", ru="Средний"),
    Size.LARGE: Text(en="Large", it="Grande", es="Grande", ru="Большой"),
    Size.HUGE: Text(en="Huge", it="Enorme", es="Enorme", ru="Огромный"),
    Size.GARGANTUAN: Text(en="Gargantuan", it="Mastodontica", es="Gargantuesco", ru="Гигантский"),
    Size.COLOSSAL: Text(en="Colossal", it="Colossale", es="Colosal", ru="Колоссальный"),
}

SIZE_OPTIONS = tuple(Option(size.value, _SIZE_LABELS[size]) for size in Size)


def _mod_field(name: str, label: Text) -> IntField:
    return IntField(name=name, label=label, minimum=-10, maximum=30, default=0)


def _scores(base_attack: int, str_mod: int, dex_mod: int, size: str, surprised: bool, dem_bonus: int, armor_penalty: int) -> dict[str, object]:
    s = maneuver_scores(base_attack, str_mod, dex_mod, Size(size), surprised=surprised, bonus=dem_bonus, armor_penalty=armor_penalty)
    return {"size_modifier": s.size_modifier, "bom_ability": s.bom_ability, "bom": s.bom, "dem": s.dem}


def _maneuver(bom: int, dem: int, bonus: int, aoo_damage: int, stunned: bool, helpless: bool, maneuver: str) -> dict[str, object]:
    kind = Maneuver(maneuver)
    if helpless and kind is Maneuver.ESCAPE_BONDS:
        raise InputError("helpless", "false when escaping bonds", helpless, reason="escaping bonds has no helpless target")
    modifier = roll_modifier(bom, bonus, aoo_damage, stunned, kind)
    p, text = exact(maneuver_chance(modifier, dem, helpless=helpless, maneuver=kind))
    return {
        "roll_modifier": modifier,
        "d20_target": dem - modifier,
        "auto_success": helpless,
        "p_success": p,
        "p_success_fraction": text,
    }


CALCULATORS = (
    Calculator(
        name="maneuver_scores_003",
        title=Text(
            en="Maneuver bonus (BoM) and defence (DeM)",
            it="Bonus di manovra (BoM) e difesa di manovra (DeM)",
            es="Bono de maniobra (BoM) y Defensa de Maniobra (DeM)",
            ru="Бонус приёма (BoM) и защита от приёмов (DeM)",
        ),
        summary=Text(
            en="BoM = base attack + Str (Dex at Tiny or smaller) + size; DeM = 10 + base attack + Str + Dex + size.",
            it="BoM = attacco base + For (Des a Minuscola o meno) + taglia; DeM = 10 + attacco base + For + Des + taglia.",
            es="BoM = ataque base + Fue (Des a Menudo o menos) + tamaño; DeM = 10 + ataque base + Fue + Des + tamaño.",
            ru="BoM = базовая атака + Сил (Ловк при размере «очень маленький» и меньше) + размер; DeM = 10 + базовая атака + Сил + Ловк + размер.",
        ),
        source=MANEUVER_SOURCE,
        fields=(
            IntField(
                name="base_attack",
                label=Text(en="Base attack", it="Attacco base", es="Ataque base", ru="Базовая атака"),
                minimum=0,
                maximum=40,
                example=3,
            ),
            _mod_field("str_mod", Text(en="Strength modifier", it="Modificatore di Forza", es="Modificador de Fuerza", ru="Модификатор Силы")),
            _mod_field("dex_mod", Text(en="Dexterity modifier", it="Modificatore di Destrezza", es="Modificador de Destreza", ru="Модификатор Ловкости")),
            ChoiceField(name="size", label=Text(en="Size", it="Taglia", es="Tamaño", ru="Размер"), options=SIZE_OPTIONS, default="medium"),
            BoolField(name="surprised", label=Text(en="Surprised", it="Sorpreso", es="Sorprendida", ru="Застигнут врасплох")),
            IntField(
                name="dem_bonus",
                label=Text(en="Circumstance, dodge, luck or sacred bonuses to DeM", it="Bonus di circostanza, schivata, fortuna o sacri alla DeM", es="Bonos circunstanciales, de esquiva, suerte o sagrados a la DeM", ru="Бонусы обстоятельств, уклонения, удачи или священные к DeM"),
                minimum=-20,
                maximum=40,
                default=0,
            ),
            IntField(
                name="armor_penalty",
                label=Text(en="Armour penalty (as a positive number)", it="Penalità dell'armatura (numero positivo)", es="Penalizador de armadura (en positivo)", ru="Штраф брони (положительным числом)"),
                minimum=0,
                maximum=20,
                default=0,
            ),
        ),
        outputs=(
            Output("size_modifier", Text(en="Size bonus", it="Bonus di taglia", es="Bono de tamaño", ru="Бонус размера")),
            Output(
                "bom_ability",
                Text(en="Ability in BoM", it="Caratteristica nel BoM", es="Característica del BoM", ru="Характеристика в BoM"),
                codes=(
                    Option("str", Text(en="Strength", it="Forza", es="Fuerza", ru="Сила")),
                    Option("dex", Text(en="Dexterity", it="Destrezza", es="Destreza", ru="Ловкость")),
                ),
            ),
            Output("bom", Text(en="BoM", it="BoM", es="BoM", ru="BoM")),
            Output("dem", Text(en="DeM", it="DeM", es="DeM", ru="DeM")),
        ),
        compute=_scores,
        readings=(
            Text(
                en="\"Una criatura sorprendida no añade su destreza a su DeM\": only a Dexterity bonus is lost; a penalty still applies, as the seed says for Defence.",
                it="\"Una criatura sorprendida no añade su destreza a su DeM\": si perde solo un bonus di Destrezza; una penalità resta, come dice il testo per la Difesa.",
                es="\"Una criatura sorprendida no añade su destreza a su DeM\": solo se pierde un bonificador de Destreza; un penalizador se sigue aplicando, como dice el texto para la Defensa.",
                ru="«Una criatura sorprendida no añade su destreza a su DeM»: теряется только бонус Ловкости; штраф остаётся, как текст говорит о Защите.",
            ),
        ),
    ),
    Calculator(
        name="maneuver_003",
        title=Text(en="Combat maneuver roll", it="Tiro di manovra in combattimento", es="Tirada de maniobra de combate", ru="Бросок боевого приёма"),
        summary=Text(
            en="d20 + BoM against DeM (meets or beats): exact chance of success with the seed's modifiers.",
            it="d20 + BoM contro DeM (pari o superiore): probabilità esatta di successo con i modificatori del testo.",
            es="d20 + BoM contra DeM (iguala o excede): probabilidad exacta de éxito con los modificadores del texto.",
            ru="d20 + BoM против DeM (не меньше): точная вероятность успеха с модификаторами текста.",
        ),
        source=MANEUVER_SOURCE,
        fields=(
            IntField(name="bom", label=Text(en="Attacker's BoM", it="BoM dell'attaccante", es="BoM del atacante", ru="BoM атакующего"), minimum=-20, maximum=80, example=5),
            IntField(name="dem", label=Text(en="Target's DeM", it="DeM del bersaglio", es="DeM del objetivo", ru="DeM цели"), minimum=-10, maximum=100, example=15),
            IntField(
                name="bonus",
                label=Text(en="Other bonuses (spells, feats, effects)", it="Altri bonus (incantesimi, talenti, effetti)", es="Otros bonos (hechizos, dotes, efectos)", ru="Прочие бонусы (заклинания, черты, эффекты)"),
                minimum=-40,
                maximum=40,
                default=0,
            ),
            IntField(
                name="aoo_damage",
                label=Text(en="Damage taken from the target's attack of opportunity", it="Danno subito dall'attacco di opportunità del bersaglio", es="Daño recibido del ataque de oportunidad del objetivo", ru="Урон от атаки по возможности цели"),
                minimum=0,
                maximum=200,
                default=0,
            ),
            BoolField(name="stunned", label=Text(en="Target stunned (+4)", it="Bersaglio stordito (+4)", es="Objetivo aturdido (+4)", ru="Цель оглушена (+4)")),
            BoolField(
                name="helpless",
                label=Text(en="Target immobilised, unconscious or helpless", it="Bersaglio immobilizzato, privo di sensi o indifeso", es="Objetivo inmovilizado, inconsciente o incapacitado", ru="Цель обездвижена, без сознания или беспомощна"),
            ),
            ChoiceField(
                name="maneuver",
                label=Text(en="Maneuver", it="Manovra", es="Maniobra", ru="Приём"),
                options=(
                    Option("other", Text(en="Other (bull rush, trip, grapple…)", it="Altra (spingere, sbilanciare, lottare…)", es="Otra (embestida, derribar, presa…)", ru="Другой (натиск, подсечка, захват…)")),
                    Option("disarm", Text(en="Disarm (−4)", it="Disarmare (−4)", es="Desarmar (−4)", ru="Обезоруживание (−4)")),
                    Option("escape_bonds", Text(en="Escape bonds (no automatic 20)", it="Liberarsi da legami (niente 20 automatico)", es="Escapar de ataduras (sin 20 automático)", ru="Освободиться от пут (без автоматической 20)")),
                ),
                default="other",
            ),
        ),
        outputs=(
            Output("roll_modifier", Text(en="Total added to the d20", it="Totale aggiunto al d20", es="Total sumado al d20", ru="Итог к d20")),
            Output("d20_target", Text(en="d20 needed (before natural 1/20)", it="d20 necessario (prima di 1/20 naturali)", es="d20 necesario (antes de 1/20 naturales)", ru="Нужно на d20 (до натуральных 1/20)")),
            Output("auto_success", Text(en="Automatic success", it="Successo automatico", es="Éxito automático", ru="Автоматический успех")),
            Output("p_success", Text(en="Chance of success", it="Probabilità di successo", es="Probabilidad de éxito", ru="Вероятность успеха")),
            Output("p_success_fraction", Text(en="Chance of success (exact)", it="Probabilità di successo (esatta)", es="Probabilidad de éxito (exacta)", ru="Вероятность успеха (точно)")),
        ),
        compute=_maneuver,
        readings=(
            Text(
                en="Success when d20 + modifiers ≥ DeM (\"iguala o excede\"); natural 20 succeeds except escaping bonds; natural 1 fails; the AoO damage is subtracted point for point.",
                it="Successo se d20 + modificatori ≥ DeM (\"iguala o excede\"); il 20 naturale riesce salvo liberarsi da legami; l'1 naturale fallisce; il danno dell'AdO si sottrae punto per punto.",
                es="Éxito si d20 + modificadores ≥ DeM (\"iguala o excede\"); el 20 natural tiene éxito salvo al escapar de ataduras; el 1 natural falla; el daño del ataque de oportunidad se resta punto por punto.",
                ru="Успех при d20 + модификаторы ≥ DeM («iguala o excede»); натуральная 20 — успех, кроме освобождения от пут; натуральная 1 — провал; урон атаки по возможности вычитается очко за очко.",
            ),
        ),
    ),
)
