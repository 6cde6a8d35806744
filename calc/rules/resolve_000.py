"""000 — one attack, every rule: the AD&D roll against a target in a situation, with its trail.

Composed only from this text's rule functions, each called, never restated: conditions,
back attack and height (:mod:`.conditions_000`), aimed blow (:mod:`.aimed_000`), parry
(:mod:`.parry_000`), block (:mod:`.block_000`), close combat (:mod:`.close_combat_000`), grab
(:mod:`.grab_000`) and tackle (:mod:`.tackle_000`). The roll is this text's: a d20 ≥ THAC0 −
AC − to-hit modifiers (:func:`.grab_000.roll_needed`), no natural roll automatic.

The text's own cumulation and exclusion sentences, each a step of the trail where it decides:

- "I benefici dell'attacco alle spalle non sono cumulabili con quelli delle condizioni ...
  saranno applicati solo le penalità più gravose": per effect the heavier counts;
- "questo beneficio non si applica qualora la creatura attaccante è anch'essa accecata";
- a prone target shot from beyond 30 m gives −2 instead of its usual bonuses;
- the parry "unicamente nei confronti degli attacchi frontali", not against creatures two
  sizes larger; against missiles only with a shield and not while in melee;
- the block only against melee attacks, not against monsters two sizes larger;
- close combat: "Lo scudo non migliora la classe armatura"; a two-handed L weapon "non potrà
  essere utilizzata";
- the tackle goes against the natural AC ("non dovendosi considerare le corazze e gli scudi"),
  +1 per further attacker, never against a creature more than two sizes larger.

Readings (stated on the calculator): several conditions at once do not stack either (of each
effect the heaviest counts); a stunned, paralysed or sleeping target "non può
effettuare alcuna azione", so it neither parries nor blocks; Dex and shield are lost once,
whoever says so, and only a Dex *bonus* is lost; a shield that gives no AC gives no parry
either; the aimed location's AC is entered as it stands (Dex and shield in it) and the
aimed penalty moves the AC to hit, as the text's example does, so the AC a roll reaches —
which a block must match — is the roll's own; parry and block answer weapon attacks.

The Roll button's dice (``seed``) are read by the same rules: the attacker's d20, and the
blocker's when a blocked blow hits (:func:`.block_000.blocks`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from fractions import Fraction

from ..common.attack_roll import THAC0_LABEL, attack_hit_chance, roll_needed
from ..common.ranges import AC_FIELD_RANGE, THAC0_FIELD_RANGE
from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Origin, Output, Side, When
from ..i18n import _
from ..tables.aimed_000 import AIMED_INITIATIVE, AIMED_PENALTY, AIMED_SOURCE, AimedPart
from ..tables.close_combat_000 import CLOSE_COMBAT_SOURCE
from ..tables.conditions_000 import BACK_ATTACK_SOURCE, CONDITIONS, CONDITIONS_SOURCE, ELEVATED_SOURCE, ConditionKey
from ..tables.grab_000 import GRAB_SOURCE, Hands
from ..tables.parry_000 import MELEE_SOURCE, MISSILE_SOURCE, Mastery, Shield
from ..tables.sizes_000 import CREATURE_SIZES, CreatureSize, WeaponSize
from ..tables.tackle_000 import TACKLE_SOURCE
from ..trail import AC_CHANGE, AC_IS, TO_HIT, Rule, Trail, trail_output
from ..vocab import (
    AC,
    ALLOWED,
    BLUNT_WEAPON,
    DEX_AC_ADJUSTMENT,
    NATURAL_AC,
    OTHER_TO_HIT_FIELD,
    OTHER_TO_HIT_RULE,
    SEED_FIELD,
    SHIELD_AC,
    SIZE,
    THAC0,
    TWO_HANDED,
    WEAPON_SIZE,
    WHY_NOT,
    probability_outputs,
    probability_values,
    size_options,
)
from .aimed_000 import effective_ac
from .block_000 import BLOCK_PENALTY, BLOCK_SOURCE, MEANS_FIELD, block_allowed, blocks, p_block
from .block_000 import REASONS as BLOCK_REASONS
from .close_combat_000 import WEAPON_OPTIONS, close_combat_to_hit, dex_bonus_lost, weapon_usable
from .conditions_000 import (
    BLIND_MISSILE,
    CONDITION_LABELS,
    ELEVATION_FIELD,
    TARGET_CONDITIONS_FIELD,
    AttackModifiers,
    attack_modifiers,
    condition_modifiers,
)
from .grab_000 import HANDS_FIELD, grab_to_hit
from .parry_000 import MASTERY_FIELD, SHIELD_FIELD, WEAPON_PARRY_FIELD, parry
from .parry_000 import REASONS as PARRY_REASONS
from .tackle_000 import MAX_EXTRA_ATTACKERS, TACKLE_REASONS, may_tackle, tackle_to_hit_bonus

__all__ = ["RULES", "REASONS", "CALCULATORS"]

# --- the rules the trail may name --------------------------------------------------------------
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


@dataclass
class _Attack:
    """The numbers as the rules change them: the attacker's modifiers and the AC to hit."""

    to_hit: int = 0
    ac: int = 0
    die: int = 0


# --- the steps ---------------------------------------------------------------------------------
def _weigh_conditions_and_back(trail: Trail, keys: list[ConditionKey], back_attack: bool, missile: bool, distance_m: int,
                               attacker_blind: bool, damage: bool) -> tuple[list[tuple[Rule, AttackModifiers]], AttackModifiers]:
    """Each condition alone and the back attack alone (:func:`attack_modifiers` settles them
    together); the trail shows which source of each effect counts: "solo le penalità più
    gravose", the first of the heaviest (conditions in their order, then the back attack).
    ``damage``: the blow deals damage (a grab or a tackle does not: no base-die steps)."""
    die = (DIE,) if damage else ()
    back = attack_modifiers(None, back_attack=back_attack, missile=missile)
    alone = []
    weighed: list[tuple[Rule, Option, int]] = []  # every source of a to-hit or die bonus, in the order shown
    for key in keys:
        mods = condition_modifiers(key, missile=missile, distance_m=distance_m, attacker_blind=attacker_blind)
        printed, rule = CONDITIONS[key], CONDITION_RULES[key]
        alone.append((rule, mods))
        if key is ConditionKey.BLIND and attacker_blind:
            trail.skipped(rule, TO_HIT, printed.attackers_to_hit, ATTACKER_BLIND)
            for effect in die:
                trail.skipped(rule, effect, printed.attackers_die, ATTACKER_BLIND)
            continue
        if key is ConditionKey.PRONE and missile and mods.to_hit < 0:
            trail.skipped(rule, TO_HIT, printed.attackers_to_hit, BEYOND_30M)
            weighed.append((PRONE_FAR, TO_HIT, mods.to_hit))  # counted under its own rule
        else:
            weighed.append((rule, TO_HIT, mods.to_hit))
        weighed += [(rule, effect, mods.damage_die) for effect in die]
    weighed += [(BACK, TO_HIT, back.to_hit)] + [(BACK, effect, back.damage_die) for effect in die]
    kept = {effect: _first_heaviest([(rule, value) for rule, e, value in weighed if e is effect], max) for effect in (TO_HIT, *die)}
    for rule, effect, value in weighed:
        if value and rule is kept[effect]:
            trail.applied(rule, effect, value)
        elif value:
            trail.skipped(rule, effect, value, _set_aside_by(rule, kept[effect]))
    return alone, back


def _first_heaviest(sources: list[tuple[Rule, int]], worst) -> Rule | None:
    """The source whose value weighs most on the target (``worst``: max of bonuses, min of
    penalties), the first of equals; None if none changes anything."""
    changed = [(rule, value) for rule, value in sources if value]
    if not changed:
        return None
    heaviest = worst(value for _, value in changed)
    return next(rule for rule, value in changed if value == heaviest)


def _set_aside_by(rule: Rule, kept: Rule) -> Option:
    """Why ``rule`` did not count where ``kept`` did: conditions among themselves, or a
    condition and the back attack, do not stack."""
    conditions = (*CONDITION_RULES.values(), PRONE_FAR)
    return CONDITIONS_NOT_CUMULATIVE if rule in conditions and kept in conditions else NOT_CUMULATIVE


def _lose(trail: Trail, effect: Option, loss: int, causes: list[Rule]) -> None:
    """A Dex or shield bonus is lost once: the first cause counts; after it a back attack or a
    condition is "non cumulabile", anything else finds it already lost."""
    for i, cause in enumerate(causes):
        if not loss:
            return
        if i == 0:
            trail.applied(cause, effect, loss)
        elif cause in (BACK, *CONDITION_RULES.values()):
            trail.skipped(cause, effect, loss, _set_aside_by(cause, causes[0]))
        else:
            trail.skipped(cause, effect, loss, ALREADY_LOST)


def _parry(trail: Trail, now: _Attack, *, missile: bool, back_attack: bool, unable: Option | None, shield: Shield, shield_lost: bool,
           mastery: str, weapon_parry: int, attacker: CreatureSize, target: CreatureSize, in_melee: bool) -> None:
    """The parry as :func:`parry` gives it, unless the target cannot defend (``unable``: why) or
    is struck from behind."""
    rule = PARRY_MISSILE if missile else PARRY

    def parrying(**change):
        kwargs = dict(ac=now.ac, mastery=Mastery(mastery), shield=shield, weapon_parry=weapon_parry,
                      attacker=attacker, defender=target, in_melee=in_melee) | change
        return parry("missile" if missile else "melee", **kwargs)

    full = parrying()
    would = full.reduction or parrying(attacker=target, in_melee=False).reduction  # what it gives where allowed
    if unable is not None:
        trail.skipped(rule, AC_CHANGE, -would, unable)
    elif back_attack:
        trail.skipped(rule, AC_CHANGE, -would, NOT_FRONTAL)
    elif not full.allowed:
        trail.skipped(rule, AC_CHANGE, -would, PARRY_WHY[full.reason])
    else:
        counted = parrying(shield=Shield.NONE) if shield_lost else full
        if counted.reduction != full.reduction or not counted.allowed:
            trail.skipped(rule, AC_CHANGE, -(full.reduction - counted.reduction), NO_SHIELD_AC)
        if counted.allowed:
            trail.applied(rule, AC_CHANGE, -counted.reduction)
            now.ac = counted.ac


def _compute(
    manoeuvre: str, attack: str, thac0: int, other_to_hit: int, target_ac: int, natural_ac: int, dex_ac: int, shield: str, shield_ac: int,
    condition: tuple[str, ...], attacker_blind: bool, elevation: str, back_attack: bool, distance_m: int, aimed: str, location_ac: int,
    defence: str, mastery: str, weapon_parry: int, means: str, blocker_thac0: int, in_melee: bool,
    attacker_size: str, target_size: str, close_combat: bool, weapon_size: str, blunt: bool, two_handed: bool,
    own_shield: bool, hands: str, helpers: int, seed: int,
) -> dict[str, object]:
    trail = Trail()
    missile = attack == "missile"
    keys = [ConditionKey(c) for c in condition]
    attacker, target = CreatureSize(attacker_size), CreatureSize(target_size)
    unused = set()
    refused = ""

    # The AC to hit: the target's, a location's, or (tackle) the natural one.
    now = _Attack(ac=target_ac)
    if manoeuvre == "tackle":
        now.ac = natural_ac
        trail.applied(TACKLE, AC_IS, natural_ac)
    elif aimed != "none":
        now.ac = location_ac
        trail.applied(AIMED, AC_IS, location_ac)

    # Condition, back attack, height: attack_modifiers() settles them all together.
    together = attack_modifiers(keys, back_attack=back_attack, elevation=elevation, missile=missile,
                                distance_m=distance_m, attacker_blind=attacker_blind)
    alone, back = _weigh_conditions_and_back(trail, keys, back_attack, missile, distance_m, attacker_blind, manoeuvre == "attack")
    if elevation != "level":
        height = together.to_hit - attack_modifiers(keys, back_attack=back_attack, missile=missile,
                                                    distance_m=distance_m, attacker_blind=attacker_blind).to_hit
        trail.applied(HIGHER if elevation == "attacker_higher" else LOWER, TO_HIT, height)
    now.to_hit, now.die = together.to_hit, together.damage_die
    if attacker_blind:
        # "Il cieco potrà effettuare attacchi con una penalità di -4 al tiro per colpire a coloro si
        # trovano in melee con lui": his own penalty, besides the target's lost +4.
        if missile:
            refused = BLIND_MISSILE.value
        own = CONDITIONS[ConditionKey.BLIND].to_hit
        trail.applied(BLIND_ATTACKER, TO_HIT, own)
        now.to_hit += own

    # Dex and shield: lost once, whoever says so.
    said = list(alone)
    said.append((BACK, back))
    loss = dex_bonus_lost(dex_ac) if together.dex_lost else 0
    _lose(trail, DEX_LOST, loss, [rule for rule, m in said if m.dex_lost])
    now.ac += loss
    has_shield = manoeuvre != "tackle" and shield != "none"
    in_close_combat = close_combat and manoeuvre == "attack" and not missile
    shield_causes = [rule for rule, m in said if m.shield_lost]
    if in_close_combat:
        shield_causes.append(CC_TARGET_SHIELD)  # "Lo scudo non migliora la classe armatura di chi lo ha"
    shield_lost = has_shield and bool(shield_causes)
    _lose(trail, SHIELD_LOST, shield_ac if has_shield else 0, shield_causes)
    now.ac += shield_ac if shield_lost else 0
    if not has_shield:
        unused.add("shield_ac")

    # The manoeuvre's own modifiers.
    if manoeuvre == "attack" and aimed != "none":
        part = AimedPart(aimed)
        trail.applied(AIMED, AC_CHANGE, AIMED_PENALTY[part])
        trail.applied(AIMED, INITIATIVE, AIMED_INITIATIVE)
        now.ac = effective_ac(now.ac, part)  # "AC 10 con una penalità di – 5, quindi AC 5"
    if in_close_combat:
        weapon = WeaponSize(weapon_size)
        if not weapon_usable(weapon, two_handed):
            refused = "two_handed_large"
        for rule, part in (
            (CC_WEAPON, close_combat_to_hit(weapon, False, False)),
            (CC_BLUNT, close_combat_to_hit(weapon, blunt, False) - close_combat_to_hit(weapon, False, False)),
            (CC_OWN_SHIELD, close_combat_to_hit(weapon, blunt, own_shield) - close_combat_to_hit(weapon, blunt, False)),
        ):
            if part:
                trail.applied(rule, TO_HIT, part)
        now.to_hit += close_combat_to_hit(weapon, blunt, own_shield)
    if manoeuvre == "grab":
        now.to_hit += grab_to_hit(Hands(hands))
        trail.applied(GRAB, TO_HIT, grab_to_hit(Hands(hands)))
    if manoeuvre == "tackle":
        if not may_tackle(attacker, target):
            refused = "too_large"
        bonus = tackle_to_hit_bonus(1 + helpers)
        if bonus:
            trail.applied(TACKLE, TO_HIT, bonus)
        now.to_hit += bonus
    if other_to_hit:
        trail.applied(OTHER_TO_HIT_RULE, TO_HIT, other_to_hit)
        now.to_hit += other_to_hit

    # The target's defence (weapon attacks only).
    can_act = all(CONDITIONS[k].can_act for k in keys)
    busy = any(k in (ConditionKey.BUSY, ConditionKey.BUSY_STATIC) for k in keys)
    unable = CANNOT_ACT if not can_act else BUSY if busy else None
    sizes_used = manoeuvre == "tackle" or defence == "block" or (defence == "parry" and not missile)
    if defence == "parry":
        _parry(trail, now, missile=missile, back_attack=back_attack and not missile, unable=unable, shield=Shield(shield),
               shield_lost=shield_lost, mastery=mastery, weapon_parry=weapon_parry, attacker=attacker, target=target,
               in_melee=in_melee)
        if missile:
            unused.add("weapon_parry")  # "solo con lo scudo"
    blocking = False
    if defence == "block":
        allowed = block_allowed(shield=means == "shield", weapon_parry=weapon_parry, size_gap=attacker.rank - target.rank,
                                melee_attack=not missile)
        if unable is not None:
            trail.skipped(BLOCK, BLOCKER_ROLL, BLOCK_PENALTY, unable)
        elif not allowed.allowed:
            trail.skipped(BLOCK, BLOCKER_ROLL, BLOCK_PENALTY, BLOCK_WHY[allowed.reason])
        else:
            trail.applied(BLOCK, BLOCKER_ROLL, BLOCK_PENALTY)
            blocking = True
            # The block is the blocker's own to-hit roll: his conditions' penalty to it counts too,
            # the heaviest of them.
            own = [(CONDITION_RULES[k], CONDITIONS[k].to_hit) for k in keys]
            kept = _first_heaviest(own, min)
            for rule, penalty in own:
                if penalty and rule is kept:
                    trail.applied(rule, BLOCKER_ROLL, penalty)
                    blocker_thac0 -= penalty  # -3 to the roll is a THAC0 3 higher
                elif penalty:
                    trail.skipped(rule, BLOCKER_ROLL, penalty, CONDITIONS_NOT_CUMULATIVE)
        if means == "shield":
            unused.add("weapon_parry")
    if not sizes_used:
        unused.update(("attacker_size", "target_size"))

    needed = roll_needed(thac0, now.ac, now.to_hit)
    if refused:
        p = Fraction(0)
    elif blocking:
        # Each d20 that hits reaches an AC (THAC0 − roll − modifiers); the blocker must match it.
        p = sum(
            (1 - p_block(blocker_thac0, thac0 - face - now.to_hit) for face in range(1, 21) if face >= needed),
            Fraction(0),
        ) / 20
    else:
        p = attack_hit_chance(needed)
    rolls, hit = _roll(seed, needed, blocking, blocker_thac0, thac0 - now.to_hit)
    return {
        "allowed": not refused,
        "reason": refused,
        "to_hit_modifier": now.to_hit,
        "effective_ac": now.ac,
        "roll_needed": None if refused else needed,
        **probability_values("p_hit", p),
        "damage_die_bonus": now.die if manoeuvre == "attack" else None,
        "rolls": rolls,
        "roll_hit": hit and not refused,
        "trail": trail.steps,
        "ignored": sorted(unused),
    }


def _roll(seed: int, needed: int, blocking: bool, blocker_thac0: int, reach: int) -> tuple[list[int], bool]:
    """The dice, seeded: the attacker's d20, and the blocker's if the blow hits and is blocked
    against; ``reach - roll`` is the AC the attacker's roll reached."""
    dice = random.Random(seed)
    rolls = [dice.randint(1, 20)]
    hit = rolls[0] >= needed
    if hit and blocking:
        rolls.append(dice.randint(1, 20))
        hit = not blocks(blocker_thac0 - rolls[1] - BLOCK_PENALTY, reach - rolls[0])
    return rolls, hit


# --- the declaration ---------------------------------------------------------------------------
_ATTACK = When(manoeuvre="attack")
_PARTS = (
    Option("none", _("Not aimed")),
    Option("large", _("Large part (torso, large object)")),
    Option("medium", _("Medium part (limb, medium object)")),
    Option("small", _("Small part (head, small object)")),
)

CALCULATORS = (
    Calculator(
        name="resolve_000",
        primary="p_hit",
        title=_("One attack, every rule (AD&D, text 000)"),
        summary=_(
            "THAC0 against the target's AC in its situation: condition, back attack, height, aimed"
            " blow, parry or block, close combat, grab or tackle; the d20 needed, the exact chance,"
            " the base-die bonus and every rule weighed.",
        ),
        source=CONDITIONS_SOURCE,
        fields=(
            ChoiceField(
                "manoeuvre",
                _("Manoeuvre"),
                (
                    Option("attack", _("Attack with a weapon")),
                    Option("grab", _("Grab an object")),
                    Option("tackle", _("Tackle (suppress an opponent)")),
                ),
                default="attack",
            ),
            ChoiceField("attack", _("Attack"), (Option("melee", _("Melee")), Option("missile", _("Missile"))), default="melee", applies=_ATTACK),
            IntField("thac0", THAC0_LABEL, THAC0_FIELD_RANGE[0], THAC0_FIELD_RANGE[1], default=15,
                     help=_("For a tackle, the best attacker's."), trait=THAC0, side=Side.SELF),
            OTHER_TO_HIT_FIELD,
            IntField("target_ac", _("Target's armour class"), AC_FIELD_RANGE[0], AC_FIELD_RANGE[1], default=5,
                     help=_("Including dexterity and shield."), applies=When(manoeuvre=("attack", "grab")),
                     trait=AC, side=Side.OPPONENT),
            IntField("natural_ac", _("Defender's natural AC"), AC_FIELD_RANGE[0], AC_FIELD_RANGE[1], default=10,
                     help=_("Usually 10 − dexterity and some magic (a ring of protection counts); no armour, no shield."),
                     applies=When(manoeuvre="tackle"), trait=NATURAL_AC, side=Side.OPPONENT),
            IntField("dex_ac", _("Dexterity AC adjustment in it"), -6, 5, default=0,
                     help=_("Negative is a bonus (e.g. −2 for dexterity 16)."), trait=DEX_AC_ADJUSTMENT, side=Side.OPPONENT),
            replace(SHIELD_FIELD, label=_("Target's shield"), applies=When(manoeuvre=("attack", "grab")), side=Side.OPPONENT),
            IntField("shield_ac", _("AC the shield gives (in that AC)"), 0, 3, default=1,
                     applies=When(shield=("buckler", "small", "medium", "body")), trait=SHIELD_AC, side=Side.OPPONENT),
            TARGET_CONDITIONS_FIELD,
            BoolField("attacker_blind", _("Attacker also blind"), applies=When(condition="blind")),
            ELEVATION_FIELD,
            BoolField("back_attack", _("Attack from behind"), applies=When(attack="melee")),
            IntField("distance_m", _("Distance (m)"), 0, 1000, default=0, help=_("Beyond 30 m a prone target gives -2 instead."),
                     applies=When(attack="missile", condition="prone")),
            ChoiceField("aimed", _("Aimed blow"), _PARTS, default="none", applies=_ATTACK),
            IntField("location_ac", _("AC of that location"), AC_FIELD_RANGE[0], AC_FIELD_RANGE[1], default=10,
                     help=_("For an object, the creature's best AC."), applies=When(aimed=("large", "medium", "small"))),
            ChoiceField(
                "defence",
                _("The target defends with"),
                (Option("none", _("Neither parry nor block")), Option("parry", _("Parry")), Option("block", _("Blocking an attack"))),
                default="none",
                applies=_ATTACK,
            ),
            replace(MASTERY_FIELD, applies=When(defence="parry", attack="melee"), side=Side.OPPONENT),
            replace(WEAPON_PARRY_FIELD, default=1, applies=When(defence=("parry", "block")), side=Side.OPPONENT),
            replace(MEANS_FIELD, applies=When(defence="block")),
            IntField("blocker_thac0", _("Blocker's THAC0"), THAC0_FIELD_RANGE[0], THAC0_FIELD_RANGE[1], default=15,
                     applies=When(defence="block"), trait=THAC0, side=Side.OPPONENT),
            BoolField("in_melee", _("In melee with other creatures"), applies=When(defence="parry", attack="missile")),
            ChoiceField("attacker_size", _("Attacker's size"), size_options(CREATURE_SIZES), default="medium",
                        trait=SIZE, side=Side.SELF),
            ChoiceField("target_size", _("Target's size"), size_options(CREATURE_SIZES), default="medium",
                        trait=SIZE, side=Side.OPPONENT),
            BoolField("close_combat", _("In close combat with the target"), applies=When(manoeuvre="attack", attack="melee")),
            ChoiceField("weapon_size", _("Weapon size"), WEAPON_OPTIONS, default="medium", applies=When(close_combat=True),
                        trait=WEAPON_SIZE, side=Side.SELF, origin=Origin.WEAPON_TABLE),
            BoolField("blunt", _("Blunt weapon"), applies=When(close_combat=True), trait=BLUNT_WEAPON, side=Side.SELF),
            BoolField("two_handed", _("Two-handed weapon"), applies=When(close_combat=True), trait=TWO_HANDED, side=Side.SELF),
            BoolField("own_shield", _("Carries a shield"), applies=When(close_combat=True)),
            replace(HANDS_FIELD, applies=When(manoeuvre="grab")),
            IntField("helpers", _("Other attackers taking part"), 0, MAX_EXTRA_ATTACKERS, default=0, help=_("+1 to hit each."),
                     applies=When(manoeuvre="tackle")),
            SEED_FIELD,
        ),
        outputs=(
            Output("allowed", ALLOWED),
            Output("reason", WHY_NOT, codes=REASONS),
            Output("to_hit_modifier", _("To-hit modifier")),
            Output("effective_ac", _("AC to hit")),
            Output("roll_needed", _("d20 needed")),
            *probability_outputs("p_hit", _("Chance to hit")),
            Output("damage_die_bonus", _("Bonus on the base damage die")),
            Output("rolls", _("d20 rolls")),
            Output("roll_hit", _("This roll hits")),
            trail_output(RULES, EFFECTS, TRAIL_REASONS),
        ),
        compute=_compute,
        readings=(
            _(
                "Hit on d20 ≥ THAC0 − AC − to-hit modifiers; no natural roll is automatic (the text names none)."
                " A block must reach the AC the attacker's roll reached (THAC0 − roll − modifiers) at -2.",
            ),
            _(
                "Back attack and condition: per effect the heavier counts. Dex and shield are lost once, whoever"
                " says so; only a Dex bonus is lost. A stunned, paralysed or sleeping target neither parries nor"
                " blocks; a shield that gives no AC gives no parry either.",
            ),
            _(
                "The aimed location's AC is entered as it stands (Dex and shield in it); the aimed penalty moves"
                " the AC to hit, as in the text's example (AC 10, -5: AC 5). Parry and block answer weapon attacks;"
                " grab and tackle are plain to-hit rolls.",
            ),
            _(
                "Several conditions at once are read as the back attack and the conditions are: they do not"
                " stack, and of each effect the heaviest counts (on the target's own rolls, the heaviest penalty);"
                " the trail shows which condition's effect was kept and which set aside.",
            ),
        ),
    ),
)
