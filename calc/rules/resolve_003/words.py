"""The words of resolve_003's trail: the rules it may name, the effects it shows, why a rule
was weighed and not counted, what the rules forbid outright, the defenses a target uses."""

from __future__ import annotations

from ...declare import Option, declared
from ...i18n import _
from ...tables.armor_003 import FINESSE_ARMOR_SOURCE, MULTIPLE_HITS_SOURCE, PENETRATION_SOURCE, REDUCTION_SOURCE
from ...tables.attack_003 import ATTACK_SOURCE, FINESSE_SOURCE, INTO_MELEE_SOURCE, UNARMED_SOURCE
from ...tables.damage_003 import DAMAGE_SOURCE
from ...tables.defense_003 import DEFENSE_SOURCE, DODGE_SOURCE, PARRY_SOURCE, TOUCH_SOURCE
from ...tables.range_003 import MAX_RANGE_SOURCE, RANGE_SOURCE
from ...trail import Rule
from .. import stances_003
from ..critical_003 import CRITICAL_SOURCE
from ..movement_003 import RUN_SOURCE
from ..stances_003 import DEFENSIVE_SOURCE, TOTAL_DEFENSE_SOURCE, Stance

__all__ = [
    "BASE_ATTACK", "STRENGTH", "DEXTERITY", "FINESSE", "SIZE", "RANGE", "MAX_RANGE", "INTO_MELEE", "UNARMED", "OTHER",
    "BASE_DEFENSE", "DODGE", "PARRY", "DEFENSE_INPUTS", "ATTACKER_STANCE", "TARGET_STANCE", "CRITICAL", "MULTIPLIERS",
    "STRENGTH_DAMAGE", "DAMAGE_BONUS", "ARMOR", "PENETRATION", "ONCE", "FINESSE_ARMOR", "RULES",
    "ATTACK", "DEFENSE_IS", "DEFENSE", "RANGE_M", "THREAT", "TIMES", "EXTRA_TIMES", "DAMAGE", "CA", "PA_IS", "CA_IS",
    "IGNORED_FROM", "EFFECTS", "FINESSE_DEX", "HIGHER_USED", "OTHER_CHOSEN", "NO_DODGE_OR_PARRY", "MULTIPLIERS_ADD",
    "EXTRA_ONCE", "IMMUNE", "FINESSE_NO_STRENGTH", "PA_BELOW", "PA_ZERO", "TRAIL_REASONS", "REASONS", "DEFENSE_USED",
]

BASE_ATTACK = Rule("base_attack", _("Base attack"), ATTACK_SOURCE)
STRENGTH = Rule("strength", _("Strength modifier"), ATTACK_SOURCE)
DEXTERITY = Rule("dexterity", _("Dexterity modifier"), ATTACK_SOURCE)
FINESSE = Rule("finesse", _("Melee with finesse (Dexterity)"), FINESSE_SOURCE)
SIZE = Rule("size", _("Size modifier"), ATTACK_SOURCE)
RANGE = Rule("range", _("Range penalty"), RANGE_SOURCE)
MAX_RANGE = Rule("max_range", _("Maximum range (m)"), MAX_RANGE_SOURCE)
INTO_MELEE = Rule("into_melee", _("Shooting or throwing into melee"), INTO_MELEE_SOURCE)
UNARMED = Rule("unarmed", _("Lethal damage (-4)"), UNARMED_SOURCE)
OTHER = Rule("other", _("Other applicable modifiers"), ATTACK_SOURCE)
BASE_DEFENSE = Rule("base_defense", _("Base Defense"), DEFENSE_SOURCE)
DODGE = Rule("dodge", _("Dodge"), DODGE_SOURCE)
PARRY = Rule("parry", _("Parry"), PARRY_SOURCE)
# Each defense input, by the defense calculator's own label.
DEFENSE_INPUTS = {
    "dexterity_mod": Rule("target_dexterity", _("Target's Dexterity modifier"), DEFENSE_SOURCE),
    "armor_max_dex": Rule("armor_max_dex", _("Largest Dexterity bonus the armour allows"), DEFENSE_SOURCE),
    "entangled": Rule("entangled", _("Entangled"), DEFENSE_SOURCE),
    "situation": Rule("situation", _("Defender's situation"), TOUCH_SOURCE),
    "charging": Rule("charging", _("Charging: -2 Defense"), DEFENSE_SOURCE),
    "defense_mod": Rule("defense_mod", _("Other modifiers to Defense"), DEFENSE_SOURCE),
    "base_dodge": Rule("base_dodge", _("Base dodge bonus (class)"), DODGE_SOURCE),
    "dodge_bonuses": Rule("dodge_bonuses", _("Other dodge bonuses (they stack)"), DODGE_SOURCE),
    "surrounded": Rule("surrounded", _("No free adjacent hex (surrounded): -2 Dodge"), DODGE_SOURCE),
    "strength_mod": Rule("target_strength", _("Target's Strength modifier"), DEFENSE_SOURCE),
    "base_parry": Rule("base_parry", _("Base parry bonus (class)"), PARRY_SOURCE),
    "parry_bonuses": Rule("parry_bonuses", _("Other parry bonuses (shield, feat, ...)"), PARRY_SOURCE),
    "parry_with": Rule("parry_with", _("Parrying with"), PARRY_SOURCE),
}
_STANCE_SOURCE = {Stance.TOTAL_DEFENSE: TOTAL_DEFENSE_SOURCE, Stance.RUN: RUN_SOURCE, Stance.RUN_FEAT: RUN_SOURCE}


def _stance_rules(who: str) -> dict[Stance, Rule]:
    """One rule per stance (the stance calculator's words), for the attacker or the target."""
    labels = {o.value: o.label for o in declared(stances_003.CALCULATORS, "stance").options}
    return {s: Rule(f"{who}_{s.value}", labels[s.value], _STANCE_SOURCE.get(s, DEFENSIVE_SOURCE)) for s in Stance}


ATTACKER_STANCE, TARGET_STANCE = _stance_rules("stance"), _stance_rules("target_stance")
CRITICAL = Rule("critical", _("Critical hits"), CRITICAL_SOURCE)
MULTIPLIERS = Rule("multipliers", _("Combining damage multipliers (Akenar)"), DAMAGE_SOURCE)
STRENGTH_DAMAGE = Rule("strength_damage", _("Strength to damage"), DAMAGE_SOURCE)
DAMAGE_BONUS = Rule("damage_bonus", _("Other damage modifiers (magic, ...)"), DAMAGE_SOURCE)
ARMOR = Rule("armor", _("Armour (CA)"), REDUCTION_SOURCE)
PENETRATION = Rule("penetration", _("Weapon's armour penetration (PA)"), PENETRATION_SOURCE)
ONCE = Rule("once_per_roll", _("A critical's damage: the CA once on the total"), MULTIPLE_HITS_SOURCE)
FINESSE_ARMOR = Rule("finesse_armor", _("Finesse and armour"), FINESSE_ARMOR_SOURCE)
RULES = (
    BASE_ATTACK, STRENGTH, DEXTERITY, FINESSE, SIZE, RANGE, MAX_RANGE, INTO_MELEE, UNARMED, *ATTACKER_STANCE.values(), OTHER,
    BASE_DEFENSE, DODGE, PARRY, *DEFENSE_INPUTS.values(), *TARGET_STANCE.values(), CRITICAL, MULTIPLIERS, STRENGTH_DAMAGE, DAMAGE_BONUS,
    ARMOR, PENETRATION, ONCE, FINESSE_ARMOR,
)

ATTACK = Option("attack", _("{value} to the attack"))
DEFENSE_IS = Option("defense_is", _("Defense {number}"))
DEFENSE = Option("defense", _("{value} to the Defense"))
RANGE_M = Option("range_m", _("{number} m"))
THREAT = Option("threat", _("threat on {number} or more"))
TIMES = Option("times", _("damage ×{number} on a critical"))
EXTRA_TIMES = Option("extra_times", _("extra dice ×{number}"))
DAMAGE = Option("damage", _("{value} to damage"))
CA = Option("ca", _("{value} to damage (CA)"))
PA_IS = Option("pa_is", _("PA {number}"))
CA_IS = Option("ca_is", _("CA {number} against this hit"))
IGNORED_FROM = Option("ignored_from", _("armour ignored on an attack total of {number} or more"))
EFFECTS = (ATTACK, DEFENSE_IS, DEFENSE, RANGE_M, THREAT, TIMES, EXTRA_TIMES, DAMAGE, CA, PA_IS, CA_IS, IGNORED_FROM)

FINESSE_DEX = Option("finesse_uses_dexterity", _("a finesse attack uses Dexterity instead of Strength"))
HIGHER_USED = Option("higher_used", _("the target uses the higher of Dodge and Parry"))
OTHER_CHOSEN = Option("other_chosen", _("the target defends with the other one"))
NO_DODGE_OR_PARRY = {
    key: Option(f"cannot_{key}", label)
    for key, label in (
        ("flat_footed", _("Flat-footed (without Esquiva asombrosa)")),
        ("not_free", _("Cannot move freely")),
        ("grappling", _("In a grapple")),
        ("helpless", _("Asleep, unconscious, helpless or pinned (Dexterity 0)")),
        ("ranged", _("Ranged (cannot be parried)")),
        ("somatic_spell", _("Casting a spell with a somatic component (no parry)")),
        ("run", _("Running")),
        ("run_feat", _("Running with the Run feat")),
    )
}
MULTIPLIERS_ADD = Option("multipliers_add", _("multipliers add: ×2 and ×2 make ×3, not ×4"))
EXTRA_ONCE = Option("extra_dice_once", _("extra dice are never multiplied"))
IMMUNE = Option("immune", _("the target is immune to critical hits"))
FINESSE_NO_STRENGTH = Option("finesse_no_strength", _("finesse fighters never add Strength to PA"))
PA_BELOW = Option("pa_below_ca", _("the PA is below the CA"))
PA_ZERO = Option("pa_zero", _("a weapon with PA 0 never penetrates"))
TRAIL_REASONS = (FINESSE_DEX, HIGHER_USED, OTHER_CHOSEN, *NO_DODGE_OR_PARRY.values(), MULTIPLIERS_ADD, EXTRA_ONCE, IMMUNE,
                 FINESSE_NO_STRENGTH, PA_BELOW, PA_ZERO)

REASONS = (
    Option("cannot_attack", _("No attack in this stance (total defense or running)")),
    Option("out_of_range", _("Beyond the weapon's maximum range")),
)
DEFENSE_USED = (Option("dodge", _("Dodge")), Option("parry", _("Parry")), Option("base", _("Base Defense")))


