"""The words of resolve_000's trail: the rules it may name, the effects it shows, why a rule
was weighed and not counted, and what the rules forbid outright."""

from __future__ import annotations

from ...declare import Option
from ...i18n import _
from ...tables.aimed_000 import AIMED_SOURCE
from ...tables.close_combat_000 import CLOSE_COMBAT_SOURCE
from ...tables.conditions_000 import BACK_ATTACK_SOURCE, CONDITIONS, ELEVATED_SOURCE, ConditionKey
from ...tables.grab_000 import GRAB_SOURCE
from ...tables.parry_000 import MELEE_SOURCE, MISSILE_SOURCE
from ...tables.tackle_000 import TACKLE_SOURCE
from ...trail import AC_CHANGE, AC_IS, TO_HIT, Rule
from ...vocab import OTHER_TO_HIT_RULE
from ..block_000 import BLOCK_SOURCE
from ..block_000 import REASONS as BLOCK_REASONS
from ..conditions_000 import BLIND_MISSILE, CONDITION_LABELS
from ..parry_000 import REASONS as PARRY_REASONS
from ..tackle_000 import TACKLE_REASONS

__all__ = [
    "CONDITION_RULES", "PRONE_FAR", "BACK", "BLIND_ATTACKER", "HIGHER", "LOWER", "AIMED", "PARRY", "PARRY_MISSILE", "BLOCK",
    "CC_WEAPON", "CC_BLUNT", "CC_OWN_SHIELD", "CC_TARGET_SHIELD", "GRAB", "TACKLE", "RULES",
    "DIE", "DEX_LOST", "SHIELD_LOST", "INITIATIVE", "BLOCKER_ROLL", "EFFECTS",
    "NOT_CUMULATIVE", "CONDITIONS_NOT_CUMULATIVE", "ATTACKER_BLIND", "BEYOND_30M", "NOT_FRONTAL", "CANNOT_ACT", "BUSY",
    "NO_SHIELD_AC", "ALREADY_LOST", "PARRY_WHY", "BLOCK_WHY", "TRAIL_REASONS", "REASONS",
]

CONDITION_RULES = {k: Rule(f"condition_{k.value}", CONDITION_LABELS[k], CONDITIONS[k].source) for k in ConditionKey}
PRONE_FAR = Rule("prone_far", _("Prone target shot from beyond 30 m"), CONDITIONS[ConditionKey.PRONE].source)
BACK = Rule("back_attack", _("Attack from behind"), BACK_ATTACK_SOURCE)
BLIND_ATTACKER = Rule("blind_attacker", _("Blind attacker"), CONDITIONS[ConditionKey.BLIND].source)
HIGHER = Rule("attacker_higher", _("Attacker higher"), ELEVATED_SOURCE)
LOWER = Rule("target_higher", _("Target higher"), ELEVATED_SOURCE)
AIMED = Rule("aimed_blow", _("Aimed blow"), AIMED_SOURCE)
PARRY = Rule("parry", _("Parry"), MELEE_SOURCE)
PARRY_MISSILE = Rule("parry_missile", _("Parry against missiles"), MISSILE_SOURCE)
BLOCK = Rule("block", _("Blocking an attack"), BLOCK_SOURCE)
CC_WEAPON = Rule("close_combat_weapon", _("Close combat: weapon size"), CLOSE_COMBAT_SOURCE)
CC_BLUNT = Rule("close_combat_blunt", _("Close combat: blunt weapon"), CLOSE_COMBAT_SOURCE)
CC_OWN_SHIELD = Rule("close_combat_own_shield", _("Close combat: carrying a shield"), CLOSE_COMBAT_SOURCE)
CC_TARGET_SHIELD = Rule("close_combat_target_shield", _("Close combat: the target's shield"), CLOSE_COMBAT_SOURCE)
GRAB = Rule("grab", _("Grab an object"), GRAB_SOURCE)
TACKLE = Rule("tackle", _("Tackle (suppress an opponent)"), TACKLE_SOURCE)
RULES = (
    *CONDITION_RULES.values(), PRONE_FAR, BACK, BLIND_ATTACKER, HIGHER, LOWER, AIMED, PARRY, PARRY_MISSILE, BLOCK,
    CC_WEAPON, CC_BLUNT, CC_OWN_SHIELD, CC_TARGET_SHIELD, GRAB, TACKLE, OTHER_TO_HIT_RULE,
)

DIE = Option("damage_die", _("{value} on the base damage die"))
DEX_LOST = Option("dex_lost", _("Dexterity bonus lost, {value} to AC"))
SHIELD_LOST = Option("shield_lost", _("shield bonus lost, {value} to AC"))
INITIATIVE = Option("initiative", _("{value} to initiative"))
BLOCKER_ROLL = Option("blocker_roll", _("{value} to the blocker's roll"))
EFFECTS = (TO_HIT, AC_CHANGE, AC_IS, DIE, DEX_LOST, SHIELD_LOST, INITIATIVE, BLOCKER_ROLL)

# Why a rule was weighed and not counted: the texts' own sentences, in short.
NOT_CUMULATIVE = Option("not_cumulative", _("back attack and conditions do not stack: only the heavier counts"))
# The same sentence read for several conditions at once (a reading, stated on the calculator).
CONDITIONS_NOT_CUMULATIVE = Option("conditions_not_cumulative", _("conditions do not stack: only the heavier counts"))
ATTACKER_BLIND = Option("attacker_blind", _("the attacker is blind too"))
BEYOND_30M = Option("beyond_30m", _("from beyond 30 m a prone target gives -2 instead"))
NOT_FRONTAL = Option("not_frontal", _("a parry counts only against frontal attacks"))
CANNOT_ACT = Option("cannot_act", _("the target can take no action"))
# "impegnato in attività complesse diverse dal combattere": a parry lasts the round and a block
# takes an attack's place; neither is open to a creature busy with something else.
BUSY = Option("busy", _("the target is busy with something other than fighting"))
NO_SHIELD_AC = Option("shield_gives_no_ac", _("the shield gives no AC here"))
ALREADY_LOST = Option("already_lost", _("already lost by another rule"))
PARRY_WHY = {o.value: Option(f"parry_{o.value}", o.label) for o in PARRY_REASONS}
BLOCK_WHY = {o.value: Option(f"block_{o.value}", o.label) for o in BLOCK_REASONS}
TRAIL_REASONS = (
    NOT_CUMULATIVE, CONDITIONS_NOT_CUMULATIVE, ATTACKER_BLIND, BEYOND_30M, NOT_FRONTAL, CANNOT_ACT, BUSY, NO_SHIELD_AC, ALREADY_LOST,
    *PARRY_WHY.values(), *BLOCK_WHY.values(),
)

# What the rules forbid outright: the answer is allowed: false.
REASONS = (
    Option("two_handed_large", _("In close combat a two-handed L weapon can only be held, not used")),
    BLIND_MISSILE,
    *TACKLE_REASONS,
)


