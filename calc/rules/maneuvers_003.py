"""003 — combat maneuvers: maneuver bonus (BoM), maneuver defense (DeM) and the roll.

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
still applies (as the seed says for Defense: "Si tienes una penalización de Destreza en lugar
de un bonificador, entonces lo aplicas"). Not adding a penalty would raise the DeM.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from fractions import Fraction

from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Origin, Output, Side, Trait, Unit, When
from ..i18n import Message, _
from ..vocab import (
    ARMOR_PENALTY,
    BASE_ATTACK,
    DEXTERITY_MODIFIER,
    MANEUVER_BONUS,
    MANEUVER_DEFENSE,
    SIZE,
    STRENGTH_MODIFIER,
    size_options,
)
from ..probability import exact
from ..sources import cite
from ..tables import Stated
from ..tables.sizes import CreatureSize
from ..tables.sizes_003 import CREATURE_SIZES, DEX_SIZE_LIMIT, SIZES, SIZES_SOURCE
from .attack_003 import BASE_ATTACK_RANGE

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
    "STATED",
]

MANEUVER_SOURCE = SIZES_SOURCE  # "MANIOBRAS DE COMBATE"
DISARM_SOURCE = cite("003", "DESARMAR")

DEM_BASE = 10  # "DeM = 10 + Ataque base + ..."
STUNNED_BONUS = 4  # "Si tu objetivo está aturdido, recibes un +4"
DISARM_PENALTY = -4  # "Realizar la acción de combate de desarmar tiene un penalizador de -4."
NATURAL_SUCCESS = 20  # "Si sacas un 20 natural al intentar una maniobra de combate, siempre tiene éxito"
NATURAL_FAIL = 1  # "de la misma forma que un 1 siempre es un fallo"

STATED = (
    Stated("STUNNED_BONUS", STUNNED_BONUS, MANEUVER_SOURCE, "Si tu objetivo está aturdido, recibes un {} de bonificador"),
    Stated("DEM_BASE", DEM_BASE, MANEUVER_SOURCE, "DeM = {} + Ataque base"),
    Stated("NATURAL_SUCCESS", NATURAL_SUCCESS, MANEUVER_SOURCE, "Si sacas un {} natural al intentar una maniobra"),
    Stated("NATURAL_FAIL", NATURAL_FAIL, MANEUVER_SOURCE, "de la misma forma que un {} siempre es un fallo"),
    Stated("DISARM_PENALTY", DISARM_PENALTY, DISARM_SOURCE, "la acción de combate de desarmar tiene un penalizador de {}."),
)


class Maneuver(enum.Enum):
    OTHER = "other"  # embestida, carga, arrollar, derribar, presa...: no rule of their own
    DISARM = "disarm"
    ESCAPE_BONDS = "escape_bonds"  # "(salvo al tratar de escapar de ataduras)"


def uses_dexterity(size: CreatureSize) -> bool:
    """"Las criaturas de tamaño menudo o inferiores usarán modificador de Destreza"."""
    return size.rank <= DEX_SIZE_LIMIT.rank


def maneuver_bonus(base_attack: int, str_mod: int, dex_mod: int, size: CreatureSize) -> int:
    """BoM = Ataque base + Fuerza (Destreza at Menudo or smaller) + modificador de tamaño."""
    return base_attack + (dex_mod if uses_dexterity(size) else str_mod) + SIZES[size].modifier


def maneuver_defense(
    base_attack: int,
    str_mod: int,
    dex_mod: int,
    size: CreatureSize,
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
    base_attack: int, str_mod: int, dex_mod: int, size: CreatureSize, *, surprised: bool = False, bonus: int = 0, armor_penalty: int = 0
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
    for face in range(NATURAL_FAIL + 1, 21):
        if (face == NATURAL_SUCCESS and maneuver is not Maneuver.ESCAPE_BONDS) or face + modifier >= dem:
            wins += 1
    return Fraction(wins, 20)


# --- calculators -----------------------------------------------------------------------------

SIZE_OPTIONS = size_options(CREATURE_SIZES)


# The score calculator's domains; the maneuver's DeM field takes every DeM they can give
# (a colossal giant's 118 was refused by a field that stopped at 100).
ABILITY_MOD = (-5, 20)  # as every Akenar calculator: Dexterity 0 is -5 ("Destreza efectiva de cero")
DEM_BONUS = (-20, 40)
ARMOR_PENALTY_RANGE = (0, 20)
_SIZE_MODS = sorted(row.modifier for row in SIZES.values())
DEM_RANGE = (
    DEM_BASE + BASE_ATTACK_RANGE[0] + 2 * ABILITY_MOD[0] + _SIZE_MODS[0] + DEM_BONUS[0] - ARMOR_PENALTY_RANGE[1],
    DEM_BASE + BASE_ATTACK_RANGE[1] + 2 * ABILITY_MOD[1] + _SIZE_MODS[-1] + DEM_BONUS[1] - ARMOR_PENALTY_RANGE[0],
)


def _mod_field(name: str, label: Message, trait: Trait) -> IntField:
    return IntField(name=name, label=label, minimum=ABILITY_MOD[0], maximum=ABILITY_MOD[1], default=0, trait=trait, side=Side.SELF)


def _scores(base_attack: int, str_mod: int, dex_mod: int, size: str, surprised: bool, dem_bonus: int, armor_penalty: int) -> dict[str, object]:
    s = maneuver_scores(base_attack, str_mod, dex_mod, CreatureSize(size), surprised=surprised, bonus=dem_bonus, armor_penalty=armor_penalty)
    return {"size_modifier": s.size_modifier, "bom_ability": s.bom_ability, "bom": s.bom, "dem": s.dem}


_AGAINST_A_CREATURE = When(maneuver=("other", "disarm"))  # bonds are neither stunned nor helpless


def _maneuver(maneuver: str, bom: int, dem: int, bonus: int, aoo_damage: int, stunned: bool, helpless: bool) -> dict[str, object]:
    kind = Maneuver(maneuver)
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
        primary="bom",
        title=_("Maneuver bonus (BoM) and defense (DeM)"),
        summary=_(
            "BoM = base attack + Str (Dex at Tiny or smaller) + size; DeM = 10 + base attack + "
            "Str + Dex + size.",
        ),
        source=MANEUVER_SOURCE,
        fields=(
            IntField(
                name="base_attack",
                label=_("Base attack"),
                minimum=BASE_ATTACK_RANGE[0],
                maximum=BASE_ATTACK_RANGE[1],
                example=3,
                trait=BASE_ATTACK,
                side=Side.SELF,
            ),
            _mod_field("str_mod", _("Strength modifier"), STRENGTH_MODIFIER),
            _mod_field("dex_mod", _("Dexterity modifier"), DEXTERITY_MODIFIER),
            ChoiceField(name="size", label=_("Size"), options=SIZE_OPTIONS, default="medium", trait=SIZE, side=Side.SELF),
            BoolField(name="surprised", label=_("Surprised")),
            IntField(
                name="dem_bonus",
                label=_("Circumstance, dodge, luck or sacred bonuses to DeM"),
                minimum=DEM_BONUS[0],
                maximum=DEM_BONUS[1],
                default=0,
            ),
            IntField(
                name="armor_penalty",
                label=_("Armour penalty (as a positive number)"),
                minimum=ARMOR_PENALTY_RANGE[0],
                maximum=ARMOR_PENALTY_RANGE[1],
                default=0,
                origin=Origin.ARMOR_TABLE,
                trait=ARMOR_PENALTY,
                side=Side.SELF,
            ),
        ),
        outputs=(
            Output("size_modifier", _("Size bonus")),
            Output(
                "bom_ability",
                _("Ability in BoM"),
                codes=(
                    Option("str", _("Strength")),
                    Option("dex", _("Dexterity")),
                ),
            ),
            Output("bom", _("BoM")),
            Output("dem", _("DeM")),
        ),
        compute=_scores,
        readings=(
            _(
                "\"Una criatura sorprendida no añade su destreza a su DeM\": only a Dexterity bonus is "
                "lost; a penalty still applies, as the seed says for Defense.",
            ),
        ),
    ),
    Calculator(
        name="maneuver_003",
        primary="p_success",
        title=_("Combat maneuver roll"),
        summary=_("d20 + BoM against DeM (meets or beats): exact chance of success with the seed's modifiers."),
        source=MANEUVER_SOURCE,
        fields=(
            ChoiceField(
                name="maneuver",
                label=_("Maneuver"),
                options=(
                    Option("other", _("Other (bull rush, trip, grapple…)")),
                    Option("disarm", _("Disarm (−4)")),
                    Option("escape_bonds", _("Escape bonds (no automatic 20)")),
                ),
                default="other",
            ),
            IntField(name="bom", label=_("Attacker's BoM"), minimum=-20, maximum=80, example=5,
                     trait=MANEUVER_BONUS, side=Side.SELF),
            IntField(name="dem", label=_("Target's DeM"), minimum=DEM_RANGE[0], maximum=DEM_RANGE[1], example=15,
                     trait=MANEUVER_DEFENSE, side=Side.OPPONENT),
            IntField(
                name="bonus",
                label=_("Other bonuses (spells, feats, effects)"),
                minimum=-40,
                maximum=40,
                default=0,
            ),
            IntField(
                name="aoo_damage",
                label=_("Damage taken from the target's attack of opportunity"),
                minimum=0,
                maximum=200,
                default=0,
            ),
            BoolField(name="stunned", label=_("Target stunned (+4)"), applies=_AGAINST_A_CREATURE),
            BoolField(
                name="helpless",
                label=_("Target immobilised, unconscious or helpless"),
                applies=_AGAINST_A_CREATURE,
            ),
        ),
        outputs=(
            Output("roll_modifier", _("Total added to the d20")),
            Output("d20_target", _("d20 needed (before natural 1/20)")),
            Output("auto_success", _("Automatic success")),
            Output("p_success", _("Chance of success"), unit=Unit.PROBABILITY),
            Output("p_success_fraction", _("Chance of success (exact)")),
        ),
        compute=_maneuver,
        readings=(
            _(
                "Success when d20 + modifiers ≥ DeM (\"iguala o excede\"); natural 20 succeeds except "
                "escaping bonds; natural 1 fails; the AoO damage is subtracted point for point.",
            ),
        ),
    ),
)
