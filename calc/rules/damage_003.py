"""003 — damage: Strength by grip, multipliers that add, the minimum of 1.

Passages: "DAÑO" — "Daño mínimo" (a hit does at least 1), "Bonificador de Fuerza" (melee,
thrown, even a sling; bows with a Strength rating), "Arma de mano torpe" (½), "Usar un arma
a dos manos" (1½, penalties not multiplied; a light weapon in two hands gets no extra),
"Multiplicar el daño" (roll the damage with all modifiers several times and add; several
multipliers add: ×2 and ×2 is ×3; extra dice are never multiplied). "SUTILEZA": finesse
changes the attack only, damage keeps Strength. Unarmed damage ("ATAQUES SIN ARMAS") is
:mod:`.unarmed_damage_003`.

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

from ..declare import Calculator, ChoiceField, IntField, Option, Origin, Output, Side, Unit, When
from ..i18n import Message, _
from ..vocab import BOW_RATING, STRENGTH_MODIFIER, WEAPON_DICE, WEAPON_DIE_SIDES, probability_values
from ..tables.damage_003 import DAMAGE_SOURCE, MINIMUM_DAMAGE, STRENGTH_FACTOR, Grip

__all__ = [
    "Grip",
    "DamageStats",
    "strength_to_damage",
    "strength_to_penetration",
    "combined_multiplier",
    "minimum_damage",
    "damage_distribution",
    "STRENGTH_MOD_FIELD",
    "STATS_OUTPUTS",
    "stats_values",
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


def strength_to_penetration(strength_mod: int, grip: Grip, bow_rating: int = 0) -> int:
    """Strength added to the weapon's PA: "añade su modificador de Fuerza a este valor de PA si
    también puede añadirlo al daño del arma" — the modifier itself for a grip that puts Strength
    into the damage, none for a projectile weapon, and for a bow with a Strength rating only
    what its rating lets into the damage (a rating of 0 lets none)."""
    if grip is Grip.BOW_WITH_RATING:
        return strength_to_damage(strength_mod, grip, bow_rating)
    return 0 if grip is Grip.PROJECTILE else strength_mod


def combined_multiplier(*multipliers: int) -> int:
    """Multipliers add, each on the original damage: ×2 and ×2 give ×3, not ×4."""
    if any(m < 1 for m in multipliers):
        raise ValueError("a damage multiplier is at least 1")
    return 1 + sum(m - 1 for m in multipliers)


def minimum_damage(total: int) -> int:
    """"Si las penalizaciones reducen el resultado del daño a menos de 1, un golpe todavía hace 1"."""
    return max(MINIMUM_DAMAGE, total)


def _dice(dice: int, sides: int, rolls: int, extra_dice: int, extra_sides: int) -> list[int]:
    """The sides of every die one hit rolls: ``rolls`` times the weapon's dice, then the extra dice."""
    if dice < 1 or sides < 1 or rolls < 1 or extra_dice < 0 or extra_sides < 1:
        raise ValueError("dice, sides and rolls must be positive")
    return [sides] * (dice * rolls) + [extra_sides] * extra_dice


def damage_distribution(
    dice: int, sides: int, modifier: int, rolls: int = 1, extra_dice: int = 0, extra_sides: int = 1
) -> dict[int, Fraction]:
    """Exact distribution of one hit's damage, before armour: ``rolls`` damage rolls of
    ``dice``d``sides`` + ``modifier`` summed ("Tira el daño (con todos los modificadores) varias
    veces y suma"), plus extra dice never multiplied, and at least 1 (:func:`minimum_damage`)."""
    counts, low = [1], rolls * modifier  # counts[i]: ways to total low + i
    for die in _dice(dice, sides, rolls, extra_dice, extra_sides):
        # Adding one die: each new total sums the ``die`` totals below it (a running window).
        prefix = [0]
        for n in counts:
            prefix.append(prefix[-1] + n)
        size = len(counts) + die - 1
        counts = [prefix[min(j + 1, len(counts))] - prefix[max(0, j - die + 1)] for j in range(size)]
        low += 1
    outcomes = sum(counts)
    distribution: dict[int, Fraction] = {}
    for i, n in enumerate(counts):
        if n:
            total = minimum_damage(low + i)
            distribution[total] = distribution.get(total, Fraction(0)) + Fraction(n, outcomes)
    return distribution


class DamageStats:
    """Exact statistics of one hit's damage: ``rolls`` × (dice + modifier) + extra dice, at least 1."""

    def __init__(self, dice: int, sides: int, modifier: int, rolls: int = 1, extra_dice: int = 0, extra_sides: int = 1):
        dies = _dice(dice, sides, rolls, extra_dice, extra_sides)
        self.low = rolls * (dice + modifier) + extra_dice
        self.high = rolls * (dice * sides + modifier) + extra_dice * extra_sides
        self.raw_mean = rolls * (dice * Fraction(sides + 1, 2) + modifier) + extra_dice * Fraction(extra_sides + 1, 2)
        # Only totals below the minimum need their exact counts: convolve die by die and keep
        # the partial sums that the remaining dice (each at least 1) can still leave below 1.
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


def stats_values(stats: DamageStats) -> dict[str, object]:
    """The values of :data:`STATS_OUTPUTS`."""
    return {"min_damage": stats.minimum, "max_damage": stats.maximum, "mean_damage": float(stats.mean), "mean_damage_fraction": str(stats.mean)}


def _strength(strength_mod: int, grip: str, bow_rating: int) -> dict[str, object]:
    return {"strength_damage": strength_to_damage(strength_mod, Grip(grip), bow_rating)}


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
    strength = strength_to_damage(strength_mod, Grip(grip), bow_rating)
    rolls = combined_multiplier(critical_multiplier, other_multiplier)
    stats = DamageStats(dice_count, dice_sides, strength + bonus, rolls, extra_dice_count, extra_dice_sides)
    return {"strength_damage": strength, "multiplier": rolls, **stats_values(stats), **probability_values("p_raised_to_1", stats.p_raised)}


# ---- declarations -------------------------------------------------------------------------

STRENGTH_MOD_FIELD = IntField(
    name="strength_mod",
    label=_("Strength modifier"),
    minimum=-5,
    maximum=20,
    default=0,
    trait=STRENGTH_MODIFIER,
    side=Side.SELF,
)

_GRIP = ChoiceField(
    name="grip",
    label=_("How the weapon is used"),
    options=(
        Option("one_hand", _("Melee or thrown weapon, or a sling")),
        Option("off_hand", _("Off hand (½)")),
        Option("two_hands", _("Two hands (1½)")),
        Option("light_two_hands", _("Light weapon in two hands (no extra)")),
        Option("bow_with_rating", _("Bow with a Strength rating")),
        Option("projectile", _("Other projectile weapon (bow, crossbow)")),
    ),
    default="one_hand",
)

_BOW_RATING = IntField(
    name="bow_rating",
    label=_("Bow's Strength rating"),
    minimum=0,
    maximum=10,
    default=0,
    help=_("The Strength bonus applies up to it."),
    applies=When(grip="bow_with_rating"),
    origin=Origin.WEAPON_TABLE,
    trait=BOW_RATING,
    side=Side.SELF,
)


def _multiplier_field(name: str, label: Message, maximum: int, default: int = 1, origin: Origin | None = None) -> IntField:
    return IntField(name=name, label=label, minimum=1, maximum=maximum, default=default, help=_("1 = none."), origin=origin)


# One hit's damage: its range and exact average (:func:`stats_values`).
STATS_OUTPUTS = (
    Output("min_damage", _("Minimum damage")),
    Output("max_damage", _("Maximum damage")),
    Output("mean_damage", _("Average damage")),
    Output("mean_damage_fraction", _("Average damage (exact)")),
)
_STRENGTH_OUT = Output("strength_damage", _("Strength to damage"))
_MULTIPLIER_OUT = Output("multiplier", _("Total multiplier"))

_READING_STRENGTH = _(
    "½ and 1½ of a Strength bonus round down; a Strength penalty is never multiplied "
    "(it applies in full); bows and crossbows add no Strength unless the bow has a "
    "Strength rating (bonus up to the rating).",
)

CALCULATORS = (
    Calculator(
        name="strength_damage_003",
        title=_("Strength bonus to damage (Akenar)"),
        summary=_(
            "How much of the Strength modifier a hit adds to damage: one hand, off hand ½, two "
            "hands 1½, bows.",
        ),
        source=DAMAGE_SOURCE,
        fields=(STRENGTH_MOD_FIELD, _GRIP, _BOW_RATING),
        outputs=(_STRENGTH_OUT,),
        compute=_strength,
        readings=(_READING_STRENGTH,),
    ),
    Calculator(
        name="damage_multiplier_003",
        title=_("Combining damage multipliers (Akenar)"),
        summary=_(
            "Multipliers add, each on the original damage: a x2 critical and x2 against giants "
            "make x3, not x4.",
        ),
        source=DAMAGE_SOURCE,
        fields=(
            _multiplier_field("critical", _("Critical multiplier"), 6, default=2, origin=Origin.WEAPON_TABLE),
            _multiplier_field("other", _("Another multiplier"), 6),
            _multiplier_field("third", _("A third multiplier"), 6),
        ),
        outputs=(_MULTIPLIER_OUT,),
        compute=_multiplier,
    ),
    Calculator(
        name="damage_roll_003",
        primary="mean_damage",
        title=_("Damage of a hit (Akenar)"),
        summary=_(
            "Weapon dice, Strength by grip, bonuses and multipliers (extra dice not multiplied), "
            "at least 1: range and exact average, before armour.",
        ),
        source=DAMAGE_SOURCE,
        fields=(
            IntField(
                name="dice_count",
                label=_("Weapon dice"),
                minimum=1,
                maximum=10,
                default=1,
                origin=Origin.WEAPON_TABLE,
                trait=WEAPON_DICE,
                side=Side.SELF,
            ),
            IntField(
                name="dice_sides",
                label=_("Sides per die"),
                minimum=1,
                maximum=20,
                default=8,
                origin=Origin.WEAPON_TABLE,
                trait=WEAPON_DIE_SIDES,
                side=Side.SELF,
            ),
            _GRIP,
            STRENGTH_MOD_FIELD,
            _BOW_RATING,
            IntField(
                name="bonus",
                label=_("Other damage modifiers (magic, ...)"),
                minimum=-20,
                maximum=20,
                default=0,
            ),
            _multiplier_field("critical_multiplier", _("Critical multiplier"), 4, origin=Origin.WEAPON_TABLE),
            _multiplier_field("other_multiplier", _("Another multiplier"), 4),
            IntField(
                name="extra_dice_count",
                label=_("Extra dice, never multiplied (sneak attack, ...)"),
                minimum=0,
                maximum=10,
                default=0,
            ),
            IntField(
                name="extra_dice_sides",
                label=_("Sides per extra die"),
                minimum=1,
                maximum=20,
                default=6,
            ),
        ),
        outputs=(
            _STRENGTH_OUT,
            _MULTIPLIER_OUT,
            *STATS_OUTPUTS,
            Output("p_raised_to_1", _("Chance the minimum of 1 applies"), unit=Unit.PROBABILITY),
            Output("p_raised_to_1_fraction", _("Chance the minimum applies (exact)")),
        ),
        compute=_roll,
        readings=(
            _READING_STRENGTH,
            _(
                "A multiplier xm is m damage rolls, each with all modifiers, summed; multipliers combine "
                "as 1 + sum of (m - 1). The minimum of 1 applies to the hit's total, before armour.",
            ),
        ),
    ),
)
