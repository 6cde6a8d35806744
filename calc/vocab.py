"""What several rules declare, declared once: creature sizes, exact chances, yes/no, why not,
and the traits of a combatant.

Rules import their shared words from here instead of from each other, so one English
word has one message id and therefore one translation in every calculator.

**Traits** are what a character sheet holds: the creature's own numbers (abilities, attack
and defense scores, AC, hit points, saves, skills, feats, size, speed) and what it fights
with (armour, shield, the weapon's listed numbers). What changes from one moment of a fight
to the next is not a trait: rolls and seeds, distances and positions, conditions, stances,
how this blow is made, counts of other creatures. A field reading a trait declares it and
its side (``trait=STRENGTH, side=Side.OPPONENT``); one trait has one name across every
calculator of a text, and (``tests/test_traits.py``) one domain within a text.
"""

from __future__ import annotations

from fractions import Fraction

from .declare import IntField, Option, Output, Side, Trait, Unit
from .i18n import Message, _
from .probability import exact
from .sources import Seed
from .tables.sizes import CreatureSize
from .trail import Rule

__all__ = [
    "SIZE_NAMES",
    "size_options",
    "EXACT",
    "probability_outputs",
    "probability_values",
    "ALLOWED",
    "WHY_NOT",
    "verdict_outputs",
    "verdict",
    "SEED_FIELD",
    "OTHER_TO_HIT_FIELD",
    "OTHER_TO_HIT_RULE",
    "TRAITS",
    "trait_named",
    "traits_of",
    "COMBATANT_SIDES",
]

# Creature sizes as D&D names them: one message each, whichever text's part of the scale a
# field offers (calc.tables.sizes_000 and sizes_003 declare theirs).
SIZE_NAMES: dict[CreatureSize, Message] = {
    CreatureSize.FINE: _("Fine"),
    CreatureSize.DIMINUTIVE: _("Diminutive"),
    CreatureSize.TINY: _("Tiny"),
    CreatureSize.SMALL: _("Small"),
    CreatureSize.MEDIUM: _("Medium"),
    CreatureSize.LARGE: _("Large"),
    CreatureSize.HUGE: _("Huge"),
    CreatureSize.GARGANTUAN: _("Gargantuan"),
    CreatureSize.COLOSSAL: _("Colossal"),
}


def size_options(sizes: tuple[CreatureSize, ...]) -> tuple[Option, ...]:
    """Creature size choices: ``sizes`` (a text's part of the scale, or fewer) in that order."""
    return tuple(Option(size.value, SIZE_NAMES[size]) for size in sizes)


EXACT = _("{label} (exact)")
ALLOWED = _("Allowed")
WHY_NOT = _("Why not")


def verdict_outputs(codes: tuple[Option, ...], allowed: Message = ALLOWED, why: Message = WHY_NOT) -> tuple[Output, Output]:
    """The answer's verdict as two outputs: ``allowed`` (does the rule let it happen) and
    ``reason`` (a code of ``codes`` when it does not, "" when it does)."""
    return Output("allowed", allowed), Output("reason", why, codes=codes)


def verdict(reason: str) -> dict[str, object]:
    """The values of :func:`verdict_outputs`: allowed unless there is a ``reason``."""
    return {"allowed": not reason, "reason": reason}


def probability_outputs(key: str, label: Message) -> tuple[Output, Output]:
    """A chance as two outputs: ``key`` (a float, shown as a percentage) and
    ``key_fraction`` (the exact fraction as text)."""
    return Output(key, label, unit=Unit.PROBABILITY), Output(f"{key}_fraction", EXACT.format(label=label))


def probability_values(key: str, p: Fraction) -> dict[str, object]:
    """The values of :func:`probability_outputs` for the exact chance ``p``."""
    value, text = exact(p)
    return {key: value, f"{key}_fraction": text}


# Calculators that roll take a seed: the same seed, the same dice (a link replays a roll); the
# page's Roll button draws a new one, its only randomness.
SEED_FIELD = IntField(
    "seed",
    _("Dice seed"),
    0,
    2**31 - 1,
    default=1,
    help=_("The same seed gives the same dice: a link replays a roll. The button picks a new one."),
)


# What a to-hit roll adds beyond its text (Strength, magic, spells): one number the reader enters,
# where it was folded into THAC0 or the attack bonus by hand. In a resolver's trail it is a step
# of its own, citing no passage.
OTHER_TO_HIT_FIELD = IntField(
    "other_to_hit",
    _("Other to-hit modifiers"),
    -20,
    20,
    default=0,
    help=_("Strength, magic, spells…: what this text does not count here; +1 is a bonus."),
)
OTHER_TO_HIT_RULE = Rule("other_to_hit", OTHER_TO_HIT_FIELD.label, None)
# --- traits of a combatant ---------------------------------------------------------------------
_000, _001, _002, _003, _004 = Seed.AD2E_HOUSE, Seed.TACTICAL, Seed.NPC_TPC, Seed.AKENAR, Seed.MODIFIERS_RU

# Declared in the order a character editor lists them; a trait several texts share is declared
# once, where it first belongs (its domain is each text's own).

# 000: AD&D with the house rules.
THAC0 = Trait("thac0", _("THAC0"), (_000,))
AC = Trait("ac", _("Armour class"), (_000, _001, _002, _004))
NATURAL_AC = Trait("natural_ac", _("Natural armour class"), (_000,))
DEX_AC_ADJUSTMENT = Trait("dex_ac_adjustment", _("Dexterity AC adjustment"), (_000,))
STRENGTH = Trait("strength", _("Strength"), (_000,))
DEXTERITY = Trait("dexterity", _("Dexterity"), (_000, _003, _004))
SIZE = Trait("size", _("Size"), (_000, _003))
WEAPON_SIZE = Trait("weapon_size", _("Weapon size"), (_000,))
BLUNT_WEAPON = Trait("blunt_weapon", _("Blunt weapon"), (_000,))
TWO_HANDED = Trait("two_handed", _("Two-handed weapon"), (_000,))
MASTERY = Trait("mastery", _("Weapon mastery"), (_000,))
WEAPON_PARRY = Trait("weapon_parry", _("Weapon parry factor"), (_000,))
SHIELD = Trait("shield", _("Shield"), (_000,))
SHIELD_AC = Trait("shield_ac", _("AC the shield gives"), (_000,))
REFLEX_SAVE = Trait("reflex_save", _("Reflex save chance (%)"), (_000,))
FULL_MOVE_INITIATIVE = Trait("full_move_initiative", _("Initiative factor of a full move"), (_000,))
REACTION_ADJUSTMENT = Trait("reaction_adjustment", _("Dexterity reaction adjustment"), (_000,))
BLIND_FIGHTING = Trait("blind_fighting", _("Blind fighting proficiency"), (_000,))
TIRELESS = Trait("tireless", _("Tireless sentinel (magic, undead, construct)"), (_000,))
FOUR_LEGS = Trait("four_legs", _("Four or more legs"), (_000,))

# 001: the tactical rules.
INITIATIVE_MODIFIER = Trait("initiative_modifier", _("Total initiative modifier"), (_001,))

# 002: NPC and TPC.
DEXTERITY_MODIFIER = Trait("dexterity_modifier", _("Dexterity modifier"), (_002, _003))
STRENGTH_MODIFIER = Trait("strength_modifier", _("Strength modifier"), (_002, _003))
PRECISION_MODIFIER = Trait("precision_modifier", _("Precision modifier"), (_002,))
MASTERY_BONUS = Trait("mastery_bonus", _("Mastery bonus"), (_002,))
DAMAGE_DIE = Trait("damage_die", _("Dd (damage die value)"), (_002,))
WEAPON_KIND = Trait("weapon_kind", _("Weapon type"), (_002,))
MAX_HP = Trait("max_hp", _("Maximum hit points"), (_002,))
INTELLIGENCE = Trait("intelligence", _("Intelligence"), (_002,))
CREATURE_KIND = Trait("creature_kind", _("Human or monster"), (_002,))

# 003: Akenar.
BASE_ATTACK = Trait("base_attack", _("Base attack"), (_003,))
ATTACK_BONUS = Trait("attack_bonus", _("Attack bonus"), (_003, _004))
SIZE_MODIFIER = Trait("size_modifier", _("Size modifier"), (_003,))
INITIATIVE_BONUS = Trait("initiative_bonus", _("Initiative bonuses besides Dexterity"), (_003,))
CONSTITUTION = Trait("constitution", _("Constitution"), (_003,))
HP = Trait("hp", _("Hit points"), (_003,))
FORTITUDE_BONUS = Trait("fortitude_bonus", _("Fortitude save bonus"), (_003, _004))
BASE_DEFENSE = Trait("base_defense", _("Base Defense"), (_003,))
DODGE = Trait("dodge", _("Dodge"), (_003,))
PARRY = Trait("parry", _("Parry"), (_003,))
DODGE_BASE = Trait("dodge_base", _("Base dodge bonus (class)"), (_003,))
DODGE_BONUSES = Trait("dodge_bonuses", _("Other dodge bonuses (they stack)"), (_003,))
PARRY_BASE = Trait("parry_base", _("Base parry bonus (class)"), (_003,))
PARRY_BONUSES = Trait("parry_bonuses", _("Other parry bonuses (shield, feat, ...)"), (_003,))
MANEUVER_BONUS = Trait("maneuver_bonus", _("BoM"), (_003,))
MANEUVER_DEFENSE = Trait("maneuver_defense", _("DeM"), (_003,))
SPEED = Trait("speed", _("Speed (m per round)"), (_003,))
ARMOR_CA = Trait("armor_ca", _("Armour (CA)"), (_003,))
HELMET = Trait("helmet", _("Wearing a helmet"), (_003,))
HEAVY_ARMOR = Trait("heavy_armor", _("Heavy armour"), (_003,))
ARMOR_MAX_DEX = Trait("armor_max_dex", _("Largest Dexterity bonus the armour allows"), (_003,))
ARMOR_PENALTY = Trait("armor_penalty", _("Armour penalty (as a positive number)"), (_003,))
WEAPON_DICE = Trait("weapon_dice", _("Weapon dice"), (_003,))
WEAPON_DIE_SIDES = Trait("weapon_die_sides", _("Sides per die"), (_003,))
WEAPON_PA = Trait("weapon_pa", _("Weapon's armour penetration (PA)"), (_003,))
WEAPON_MAGIC = Trait("weapon_magic", _("Weapon's magic bonus"), (_000, _003))
THREAT_RANGE = Trait("threat_range", _("Threat range from"), (_003,))
CRITICAL_MULTIPLIER = Trait("critical_multiplier", _("Critical multiplier"), (_003,))
BOW_RATING = Trait("bow_rating", _("Bow's Strength rating"), (_003,))
RANGE_INCREMENT = Trait("range_increment", _("Range increment (m)"), (_003,))
REACH_WEAPON = Trait("reach_weapon", _("Reach weapon"), (_003,))
COMBAT_REFLEXES = Trait("combat_reflexes", _("Combat Reflexes"), (_003,))
TWO_WEAPON_FIGHTING = Trait("two_weapon_fighting", _("Two-Weapon Fighting"), (_003,))
UNCANNY_DODGE = Trait("uncanny_dodge", _("Uncanny Dodge (Esquiva asombrosa)"), (_003,))
CONCENTRATION_BONUS = Trait("concentration_bonus", _("Concentration bonus"), (_003,))
HEAL_BONUS = Trait("heal_bonus", _("Heal (Sanar) bonus"), (_003,))
RIDE_BONUS = Trait("ride_bonus", _("Ride bonus"), (_003,))
CRITICAL_IMMUNITY = Trait("critical_immunity", _("Immune to critical hits"), (_003, _004))

# 004: the Russian modifiers.
SPACE = Trait("space", _("Space (squares per side)"), (_004,))
REACH = Trait("reach", _("Reach (ft)"), (_004,))

# Forms listing numbered combatants read combatant 1 from the panel's "you" and 2 from its
# opponent; no character fills the others.
COMBATANT_SIDES = {1: Side.SELF, 2: Side.OPPONENT}

# Every trait, in declaration order (dicts keep it), each exported by its constant's name.
TRAITS: tuple[Trait, ...] = tuple(value for value in globals().values() if isinstance(value, Trait))
__all__ += [name for name, value in globals().items() if isinstance(value, Trait)]


def trait_named(name: str) -> Trait:
    """The trait called ``name``; KeyError for a name no text uses."""
    for trait in TRAITS:
        if trait.name == name:
            return trait
    raise KeyError(name)


def traits_of(seed: Seed) -> tuple[Trait, ...]:
    """The traits a character playing by ``seed`` holds, in the vocabulary's order."""
    return tuple(trait for trait in TRAITS if seed in trait.texts)
