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

from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Origin, Output, Side, Unit
from ..i18n import _
from ..probability import exact
from ..vocab import ARMOR_CA, HELMET, STRENGTH_MODIFIER, WEAPON_MAGIC, WEAPON_PA
from ..tables.armor_003 import (
    ARMOR_DAMAGE_DIE,
    ARMOR_DAMAGE_THRESHOLD,
    DESTROYED_AT,
    HELMET_FACE,
    PENETRATED_SHARE,
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
    return ca * PENETRATED_SHARE.numerator // PENETRATED_SHARE.denominator if penetrated else ca


def finesse_ignores_armor(margin: int, ca: int) -> bool:
    """A finesse attack total that beats the Defense by at least the CA ignores the armour."""
    return margin >= ca


def damage_through_armor(damage: int, ca: int) -> int:
    """Damage minus the (effective) CA; armour may absorb all of it."""
    return max(0, damage - ca)


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
    label=_("Armour (CA)"),
    minimum=0,
    maximum=30,
    default=6,
    help=_("Helmet included (chain mail 6, chain mail and helmet 7)."),
    origin=Origin.ARMOR_TABLE,
    trait=ARMOR_CA,
    side=Side.OPPONENT,
)
_FINESSE = BoolField(
    name="finesse",
    label=_("Finesse attack"),
    default=False,
)
_DAMAGED = Output(
    "armor_damaged",
    _("Armour damaged (CA -1d4)"),
)

CALCULATORS = (
    Calculator(
        name="armor_reduction_003",
        primary="damage_taken",
        title=_("Armour, penetration and damage taken (Akenar)"),
        summary=_(
            "The armour's CA is subtracted from the hit's damage; a PA equal to or above the CA "
            "halves it (round down); a finesse attack beating the Defense by the CA ignores it.",
        ),
        source=REDUCTION_SOURCE,
        fields=(
            IntField(
                name="damage",
                label=_("Damage of the attack roll"),
                minimum=1,
                maximum=500,
                default=10,
                help=_("All of it, a critical's rolls summed: the CA is subtracted once per attack roll."),
            ),
            _CA,
            IntField(
                name="weapon_pa",
                label=_("Weapon's armour penetration (PA)"),
                minimum=0,
                maximum=20,
                default=1,
                help=_("As listed for the weapon; PA 0 never penetrates."),
                origin=Origin.WEAPON_TABLE,
                trait=WEAPON_PA,
                side=Side.SELF,
            ),
            IntField(
                name="strength_mod",
                label=_("Strength modifier"),
                minimum=-5,
                maximum=20,
                default=0,
                trait=STRENGTH_MODIFIER,
                side=Side.SELF,
            ),
            BoolField(
                name="adds_strength",
                label=_("Strength goes to this weapon's damage"),
                default=True,
            ),
            IntField(
                name="magic_bonus",
                label=_("Magic bonus"),
                minimum=0,
                maximum=10,
                default=0,
                trait=WEAPON_MAGIC,
                side=Side.SELF,
            ),
            _FINESSE,
            IntField(
                name="finesse_margin",
                label=_("Finesse: attack total minus the target's Defense"),
                minimum=0,
                maximum=60,
                default=0,
            ),
        ),
        outputs=(
            Output("effective_pa", _("Effective PA")),
            Output("penetrates", _("Penetrates (CA halved)")),
            Output("armor_ignored", _("Armour ignored (finesse)")),
            Output(
                "armor_reduction",
                _("Damage stopped by the armour"),
            ),
            Output("damage_taken", _("Damage taken")),
            _DAMAGED,
        ),
        compute=_reduction,
        readings=(
            _(
                "The Strength added to PA is the plain modifier (not ½ or 1½), a penalty included; "
                "finesse never adds it.",
            ),
            _(
                "The finesse test uses the armour's full CA; if it fails, the weapon's PA (with magic, "
                "without Strength) may still halve the CA.",
            ),
            _(
                "A weapon of PA 0 never penetrates (\"es incapaz de sobrepasar la armadura\" is said of "
                "penetration); a finesse attack that beats the Defense by the CA still slips past the "
                "armour, whatever the PA.",
            ),
        ),
    ),
    Calculator(
        name="armor_wear_003",
        title=_("Damage to armour (Akenar)"),
        summary=_(
            "A hit doing 20 or more damage through the armour lowers its CA by 1d4 (a 4 hits the "
            "helmet); CA 0 is destroyed; finesse fighters never damage armour.",
        ),
        source=WEAR_SOURCE,
        fields=(
            IntField(
                name="damage_taken",
                label=_("Damage taken after the armour"),
                minimum=0,
                maximum=500,
                default=20,
            ),
            _CA,
            BoolField(
                name="helmet",
                label=_("Wearing a helmet"),
                default=False,
                trait=HELMET,
                side=Side.OPPONENT,
            ),
            _FINESSE,
        ),
        outputs=(
            _DAMAGED,
            Output("ca_after_min", _("Lowest CA after")),
            Output("ca_after_max", _("Highest CA after")),
            Output(
                "p_destroyed",
                _("Chance the armour is destroyed"),
                unit=Unit.PROBABILITY,
            ),
            Output(
                "p_destroyed_fraction",
                _("Chance destroyed (exact)"),
            ),
            Output(
                "p_helmet_damaged",
                _("Chance the helmet takes a point"),
                unit=Unit.PROBABILITY,
            ),
            Output(
                "p_helmet_damaged_fraction",
                _("Chance for the helmet (exact)"),
            ),
        ),
        compute=_wear,
        readings=(
            _(
                "The 20 points are counted after the armour; a 1d4 beyond the CA leaves CA 0, which is "
                "destroyed.",
            ),
        ),
    ),
    Calculator(
        name="armor_repair_003",
        title=_("Repairing armour (Akenar)"),
        summary=_(
            "20% of the armour's cost per point of CA, half if you do it yourself; Craft DC 10 "
            "(armours) or 15 (blacksmith); 1d4 hours per point; armour at CA 0 cannot be "
            "repaired.",
        ),
        source=WEAR_SOURCE,
        fields=(
            IntField(
                name="ca_damage",
                label=_("CA points to repair"),
                minimum=1,
                maximum=30,
                default=1,
            ),
            IntField(
                name="current_ca",
                label=_("Current CA"),
                minimum=0,
                maximum=30,
                default=1,
                trait=ARMOR_CA,
                side=Side.SELF,
            ),
            IntField(
                name="armor_cost",
                label=_("Armour's original cost"),
                minimum=0,
                maximum=1_000_000,
                default=100,
                origin=Origin.ARMOR_TABLE,
            ),
            BoolField(
                name="self_repair",
                label=_("Repairing it yourself (half cost)"),
                default=False,
            ),
            ChoiceField(
                name="craft",
                label=_("Craft check"),
                options=(
                    Option("armorsmith", _("Craft (armours), DC 10")),
                    Option("blacksmith", _("Craft (blacksmith), DC 15")),
                ),
                default="armorsmith",
            ),
        ),
        outputs=(
            Output("repairable", _("Can be repaired")),
            Output("cost", _("Repair cost")),
            Output("check_dc", _("Check DC")),
            Output("hours_min", _("Fewest hours")),
            Output("hours_max", _("Most hours")),
            Output("hours_mean", _("Average hours")),
        ),
        compute=_repair,
        readings=(
            _("Armour at CA 0 is destroyed: cost and hours are then 0 and repairable is false."),
        ),
    ),
)
