"""000 — parrying: "LA PARATA NEL CORPO A CORPO" and "LA PARATA CONTRO LE ARMI DA TIRO".

Melee: the parrying character's AC, against frontal attacks, falls by the weapon's parry
factor + the mastery bonus (Esperto/Campione 1, Maestro/Gran Maestro 2) + the shield (rotella
and small 1, medio 2, da corpo 3); it costs one fatigue point, lasts the round, and the
parrier cannot move. It does not work against creatures two or more sizes larger.
Missiles: only the shield counts (rotella 1, small 2, medio 3, da corpo 4), only against
missiles from the front, and not while in melee.
AD&D armour class improves downward: the parrying AC is ``ac - reduction``.

Who pays when the parry saves the character: "Se il personaggio non viene colpito proprio
grazie ai bonus di parata dovuti allo scudo" the shield takes the damage; if thanks to the
weapon's parry factor and mastery, the weapon saves, at –1 per size the attacking weapon
exceeds the defending one, with the defending weapon's magical bonus or malus.

Readings: a part is "what saved" the character when, without it, the blow would have hit;
if both parts were needed, both pay; if either alone would have sufficed the text does not
say which pays (``either``). The weapon-size malus counts only when the attacking weapon is
larger; "Le armi magiche impongono i loro bonus e/o malus" is read as the defending weapon's
own enchantment (+ or –).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..common.sizes import creature_size_field, weapon_size_field
from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Origin, Output, Side, When
from ..i18n import _, pgettext
from ..tables.parry_000 import (
    MASTERY_REDUCTION,
    MAX_SIZE_GAP,
    MELEE_SHIELD_REDUCTION,
    MELEE_SOURCE,
    MISSILE_SHIELD_REDUCTION,
    PARRY_FATIGUE,
    WEAPON_SIZE_SAVE_MALUS,
    Mastery,
    Shield,
)
from ..tables.sizes import CreatureSize
from ..tables.sizes_000 import WeaponSize
from ..vocab import AC, ALLOWED, MASTERY, SHIELD, WEAPON_MAGIC, WEAPON_PARRY, WHY_NOT

__all__ = [
    "Parry",
    "REASONS",
    "STOPPED_BY",
    "CONSEQUENCES",
    "parry",
    "parry_outcome",
    "weapon_save_modifier",
    "MASTERY_FIELD",
    "SHIELD_FIELD",
    "WEAPON_PARRY_FIELD",
    "CALCULATORS",
]


REASONS = (
    Option(
        "size_gap",
        _("Not against creatures two or more sizes larger"),
    ),
    Option("in_melee", _("Not while in melee")),
    Option("no_shield", _("Only with a shield")),
)

STOPPED_BY = (
    Option("hit", _("Not stopped: hit")),
    Option("armour", _("Missed even without parrying")),
    Option("shield", _("The shield")),
    Option("weapon", _("The weapon (parry factor and mastery)")),
    Option("both", _("Both shield and weapon")),
    Option("either", _("Either alone would have stopped it")),
)

CONSEQUENCES = (
    Option("none", _("None: the parry did not decide it")),
    Option("shield_damaged", _("The shield takes the blow's damage")),
    Option("weapon_save", _("The weapon must make a saving throw")),
    Option("both", _("The shield takes the damage and the weapon must save")),
    Option(
        "shield_or_weapon",
        _("The shield takes the damage or the weapon saves: the text does not say which (the GM decides)"),
    ),
)
_CONSEQUENCE_OF = {"hit": "none", "armour": "none", "shield": "shield_damaged", "weapon": "weapon_save", "both": "both", "either": "shield_or_weapon"}


@dataclass(frozen=True)
class Parry:
    allowed: bool
    reduction: int
    ac: int
    reason: str  # a code of REASONS; "" when allowed
    fatigue: int  # fatigue points the parry costs


def parry(
    mode: str,
    *,
    ac: int,
    mastery: Mastery = Mastery.NONE,
    shield: Shield = Shield.NONE,
    weapon_parry: int = 0,
    attacker: CreatureSize = CreatureSize.MEDIUM,
    defender: CreatureSize = CreatureSize.MEDIUM,
    in_melee: bool = False,
) -> Parry:
    """Parrying AC. ``mode`` is ``"melee"`` or ``"missile"``. Against missiles "solo con lo
    scudo": weapon and mastery do not count; the size rule is for melee ("attacchi fisici")."""
    if mode == "melee":
        if attacker.rank - defender.rank >= MAX_SIZE_GAP:
            return Parry(False, 0, ac, "size_gap", 0)
        reduction = weapon_parry + MASTERY_REDUCTION[mastery] + MELEE_SHIELD_REDUCTION[shield]
        return Parry(True, reduction, ac - reduction, "", PARRY_FATIGUE)
    if in_melee:
        return Parry(False, 0, ac, "in_melee", 0)
    if shield is Shield.NONE:
        return Parry(False, 0, ac, "no_shield", 0)
    reduction = MISSILE_SHIELD_REDUCTION[shield]
    return Parry(True, reduction, ac - reduction, "", 0)


def parry_outcome(ac: int, ac_hit: int, weapon_part: int, shield_part: int) -> str:
    """Melee: what stopped a blow that reaches ``ac_hit`` (it hits any AC ≥ ``ac_hit``).

    ``"hit"``, ``"armour"`` (missed even without parrying), ``"shield"``, ``"weapon"``,
    ``"both"`` (both parts needed) or ``"either"`` (each alone would have sufficed).
    """
    if ac < ac_hit:
        return "armour"
    if ac - weapon_part - shield_part >= ac_hit:
        return "hit"
    shield_needed = ac - weapon_part >= ac_hit
    weapon_needed = ac - shield_part >= ac_hit
    if shield_needed and weapon_needed:
        return "both"
    if shield_needed:
        return "shield"
    if weapon_needed:
        return "weapon"
    return "either"


def weapon_save_modifier(magic: int, attacking: WeaponSize, defending: WeaponSize) -> int:
    """Modifier to the parrying weapon's save: its own magic, and –1 per size the attacking
    weapon is larger."""
    return magic + WEAPON_SIZE_SAVE_MALUS * max(0, attacking.rank - defending.rank)


# --- calculators ---------------------------------------------------------------------------
MASTERY_FIELD = ChoiceField(
    "mastery",
    _("Weapon mastery"),
    (
        Option("none", _("None")),
        Option("expert", _("Expert")),
        Option("champion", _("Champion")),
        Option("master", _("Master")),
        Option("grandmaster", _("Grand master")),
    ),
    default="none",
    trait=MASTERY,
    side=Side.SELF,
)
SHIELD_FIELD = ChoiceField(
    "shield",
    _("Shield"),
    (
        Option("none", pgettext("shield", "None")),
        Option("buckler", _("Buckler")),
        Option("small", _("Small shield")),
        Option("medium", _("Medium shield")),
        Option("body", _("Body shield")),
    ),
    default="none",
    trait=SHIELD,
    side=Side.SELF,
)
WEAPON_PARRY_FIELD = IntField(
    "weapon_parry",
    _("Weapon parry factor"),
    minimum=0,
    maximum=10,
    default=0,
    origin=Origin.WEAPON_TABLE,
    trait=WEAPON_PARRY,
    side=Side.SELF,
)
_AC_LABEL = _("Armour class")
_MELEE = When(mode="melee")


def _parry_result(
    mode: str, mastery: str, shield: str, weapon_parry: int, ac: int, attacker_size: str, defender_size: str, in_melee: bool
) -> dict[str, object]:
    p = parry(
        mode,
        ac=ac,
        mastery=Mastery(mastery),
        shield=Shield(shield),
        weapon_parry=weapon_parry,
        attacker=CreatureSize(attacker_size),
        defender=CreatureSize(defender_size),
        in_melee=in_melee,
    )
    return {"allowed": p.allowed, "reduction": p.reduction, "ac": p.ac, "reason": p.reason, "fatigue": p.fatigue, "can_move": False}


def _outcome_result(ac: int, ac_hit: int, weapon_parry: int, mastery: str, shield: str) -> dict[str, object]:
    weapon_part = weapon_parry + MASTERY_REDUCTION[Mastery(mastery)]
    shield_part = MELEE_SHIELD_REDUCTION[Shield(shield)]
    stopped = parry_outcome(ac, ac_hit, weapon_part, shield_part)
    return {
        "parry_ac": ac - weapon_part - shield_part,
        "hit": stopped == "hit",
        "stopped_by": stopped,
        "consequence": _CONSEQUENCE_OF[stopped],
    }


def _save_result(magic: int, attacking_weapon: str, defending_weapon: str) -> dict[str, object]:
    return {"save_modifier": weapon_save_modifier(magic, WeaponSize(attacking_weapon), WeaponSize(defending_weapon))}


CALCULATORS = (
    Calculator(
        name="parry",
        primary="ac",
        title=_("Parry"),
        summary=_(
            "Armour class while parrying: weapon parry factor + mastery + shield in melee, the "
            "shield alone against missiles.",
        ),
        source=MELEE_SOURCE,
        fields=(
            ChoiceField(
                "mode",
                _("Against"),
                (
                    Option("melee", _("Melee attacks")),
                    Option("missile", _("Missiles")),
                ),
            ),
            replace(MASTERY_FIELD, applies=_MELEE),
            SHIELD_FIELD,
            replace(WEAPON_PARRY_FIELD, applies=_MELEE),
            IntField("ac", _AC_LABEL, minimum=-10, maximum=10, example=5, trait=AC, side=Side.SELF),
            replace(creature_size_field("attacker_size", _("Attacker's size"), Side.OPPONENT), applies=_MELEE),
            replace(creature_size_field("defender_size", _("Parrying character's size"), Side.SELF), applies=_MELEE),
            BoolField("in_melee", _("In melee with other creatures"), applies=When(mode="missile")),
        ),
        outputs=(
            Output("allowed", ALLOWED),
            Output("reduction", _("AC improvement")),
            Output("ac", _("AC while parrying")),
            Output("reason", WHY_NOT, codes=REASONS),
            Output("fatigue", _("Fatigue points")),
            Output("can_move", _("Can move this round")),
        ),
        compute=_parry_result,
        readings=(
            _(
                "AD&D armour class improves downward, so the parrying AC is the AC minus the reduction; "
                "only frontal attacks; costs 1 fatigue point and the parrier cannot move that round.",
            ),
            _(
                "Against missiles only the shield counts (\"solo con lo scudo\"): weapon parry factor and "
                "mastery are not used; the size rule is for melee (\"attacchi fisici\"). The text gives the "
                "fatigue point for the melee parry only; none is counted against missiles.",
            ),
        ),
    ),
    Calculator(
        name="parry_outcome_000",
        title=_("Parry: what stopped the blow"),
        summary=_(
            "Whether a melee blow hits a parrying character, and whether the shield takes damage "
            "or the weapon must save.",
        ),
        source=MELEE_SOURCE,
        fields=(
            IntField("ac", _("Armour class (not parrying)"), minimum=-10, maximum=10, example=5, trait=AC, side=Side.SELF),
            IntField(
                "ac_hit",
                _("AC the attack roll reaches"),
                minimum=-30,
                maximum=30,
                help=_("THAC0 minus the modified d20."),
                example=5,
            ),
            WEAPON_PARRY_FIELD,
            MASTERY_FIELD,
            SHIELD_FIELD,
        ),
        outputs=(
            Output("parry_ac", _("AC while parrying")),
            Output("hit", _("Hit")),
            Output("stopped_by", _("Stopped by"), codes=STOPPED_BY),
            Output("consequence", _("Consequence"), codes=CONSEQUENCES),
        ),
        compute=_outcome_result,
        readings=(
            _(
                "A part saved the character if without it the blow would have hit; both pay when both "
                "were needed; \"either\" when each alone would have sufficed (the text does not say which "
                "pays).",
            ),
        ),
    ),
    Calculator(
        name="parry_weapon_save_000",
        title=_("Parrying weapon's saving throw"),
        summary=_(
            "Modifier to the parrying weapon's save: its magic, and -1 per size the attacking "
            "weapon is larger.",
        ),
        source=MELEE_SOURCE,
        fields=(
            IntField("magic", _("Parrying weapon's magic bonus"), minimum=-5, maximum=5, default=0,
                     trait=WEAPON_MAGIC, side=Side.SELF),
            weapon_size_field("attacking_weapon", _("Attacking weapon size"), Side.OPPONENT),
            weapon_size_field("defending_weapon", _("Parrying weapon size"), Side.SELF),
        ),
        outputs=(Output("save_modifier", _("Save modifier")),),
        compute=_save_result,
        readings=(
            _(
                "The -1 per size counts only when the attacking weapon is larger than the parrying one; "
                "the magic is the parrying weapon's own bonus or malus.",
            ),
        ),
    ),
)
