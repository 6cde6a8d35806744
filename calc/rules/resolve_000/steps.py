"""resolve_000 as an ordered tuple of small steps (:data:`STEPS`), each reading the frozen
:class:`Inputs` and moving the numbers of one :class:`Resolution`, its trail among them.

The order is the text's: the AC to hit first, then what the situation adds (conditions, back
attack, height, a blind attacker), what the target loses (Dex, shield), the maneuver's own
modifiers, and last the target's defense. :func:`compute` runs them and answers."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from fractions import Fraction

from ...common.attack_roll import attack_hit_chance, roll_needed
from ...declare import Option
from ...tables.aimed_000 import AIMED_INITIATIVE, AIMED_PENALTY, AimedPart
from ...tables.conditions_000 import CONDITIONS, ConditionKey
from ...tables.grab_000 import Hands
from ...tables.parry_000 import Mastery, Shield
from ...tables.sizes import CreatureSize
from ...tables.sizes_000 import WeaponSize
from ...trail import AC_CHANGE, AC_IS, TO_HIT, Rule, Trail
from ...vocab import OTHER_TO_HIT_RULE, probability_values, verdict
from ..aimed_000 import effective_ac
from ..block_000 import BLOCK_PENALTY, block_allowed, blocks, p_block
from ..close_combat_000 import close_combat_to_hit, weapon_usable
from ..conditions_000 import BLIND_MISSILE, AttackModifiers, attack_modifiers, condition_modifiers
from ..grab_000 import grab_to_hit
from ..parry_000 import parry
from ..recover_weapon_000 import dex_bonus_lost
from ..tackle_000 import may_tackle, tackle_to_hit_bonus
from .words import (
    AIMED, ALREADY_LOST, ATTACKER_BLIND, BACK, BEYOND_30M, BLIND_ATTACKER, BLOCK, BLOCK_WHY, BLOCKER_ROLL, BUSY, CANNOT_ACT,
    CC_BLUNT, CC_OWN_SHIELD, CC_TARGET_SHIELD, CC_WEAPON, CONDITION_RULES, CONDITIONS_NOT_CUMULATIVE, DEX_LOST, DIE, GRAB,
    HIGHER, INITIATIVE, LOWER, NO_SHIELD_AC, NOT_CUMULATIVE, NOT_FRONTAL, PARRY, PARRY_MISSILE, PARRY_WHY, PRONE_FAR,
    SHIELD_LOST, TACKLE,
)

__all__ = ["Inputs", "Resolution", "STEPS", "compute"]


@dataclass(frozen=True)
class Inputs:
    """The declared fields, parsed (one attribute each), and what follows from them alone."""

    maneuver: str
    attack: str
    thac0: int
    other_to_hit: int
    target_ac: int
    natural_ac: int
    dex_ac: int
    shield: str
    shield_ac: int
    condition: tuple[str, ...]
    attacker_blind: bool
    elevation: str
    back_attack: bool
    distance_m: int
    aimed: str
    location_ac: int
    defense: str
    mastery: str
    weapon_parry: int
    means: str
    blocker_thac0: int
    in_melee: bool
    attacker_size: str
    target_size: str
    close_combat: bool
    weapon_size: str
    blunt: bool
    two_handed: bool
    own_shield: bool
    hands: str
    helpers: int
    seed: int

    @property
    def missile(self) -> bool:
        return self.attack == "missile"

    @property
    def keys(self) -> list[ConditionKey]:
        return [ConditionKey(c) for c in self.condition]

    @property
    def in_close_combat(self) -> bool:
        return self.close_combat and self.maneuver == "attack" and not self.missile

    @property
    def has_shield(self) -> bool:
        return self.maneuver != "tackle" and self.shield != "none"

    @property
    def unable(self) -> Option | None:
        """Why the target cannot defend at all, if it cannot."""
        if not all(CONDITIONS[k].can_act for k in self.keys):
            return CANNOT_ACT
        return BUSY if any(k in (ConditionKey.BUSY, ConditionKey.BUSY_STATIC) for k in self.keys) else None


@dataclass
class Resolution:
    """The numbers as the rules change them, step by step: the attacker's to-hit modifiers,
    the AC to hit, the base-die bonus; what the steps found on the way; the trail."""

    to_hit: int = 0
    ac: int = 0
    die: int = 0
    trail: Trail = field(default_factory=Trail)
    unused: set[str] = field(default_factory=set)
    refused: str = ""
    said: list[tuple[Rule, AttackModifiers]] = field(default_factory=list)  # who says what, alone
    together: AttackModifiers | None = None  # conditions, back attack and height settled together
    shield_lost: bool = False
    blocking: bool = False
    blocker_thac0: int = 0


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


def _condition_sources(i: Inputs, r: Resolution, key: ConditionKey, die: tuple[Option, ...]) -> list[tuple[Rule, Option, int]]:
    """What one condition would add to the attacker's roll and die, alone; set aside on the
    trail where the text says it does not apply (a blind attacker, a prone target far off)."""
    mods = condition_modifiers(key, missile=i.missile, distance_m=i.distance_m, attacker_blind=i.attacker_blind)
    printed, rule = CONDITIONS[key], CONDITION_RULES[key]
    r.said.append((rule, mods))
    if key is ConditionKey.BLIND and i.attacker_blind:
        r.trail.skipped(rule, TO_HIT, printed.attackers_to_hit, ATTACKER_BLIND)
        for effect in die:
            r.trail.skipped(rule, effect, printed.attackers_die, ATTACKER_BLIND)
        return []
    if key is ConditionKey.PRONE and i.missile and mods.to_hit < 0:
        r.trail.skipped(rule, TO_HIT, printed.attackers_to_hit, BEYOND_30M)
        sources = [(PRONE_FAR, TO_HIT, mods.to_hit)]  # counted under its own rule
    else:
        sources = [(rule, TO_HIT, mods.to_hit)]
    return sources + [(rule, effect, mods.damage_die) for effect in die]


# --- the steps, in order -----------------------------------------------------------------------
def target_ac(i: Inputs, r: Resolution) -> None:
    """The AC to hit: the target's, a location's, or (tackle) the natural one."""
    r.ac = i.target_ac
    if i.maneuver == "tackle":
        r.ac = i.natural_ac
        r.trail.applied(TACKLE, AC_IS, i.natural_ac)
    elif i.aimed != "none":
        r.ac = i.location_ac
        r.trail.applied(AIMED, AC_IS, i.location_ac)


def conditions_and_back(i: Inputs, r: Resolution) -> None:
    """Each condition alone and the back attack alone (:func:`attack_modifiers` settles them
    together); the trail shows which source of each effect counts: "solo le penalità più
    gravose", the first of the heaviest (conditions in their order, then the back attack).
    A grab or a tackle deals no damage: no base-die steps."""
    die = (DIE,) if i.maneuver == "attack" else ()
    weighed = [source for key in i.keys for source in _condition_sources(i, r, key, die)]
    back = attack_modifiers(None, back_attack=i.back_attack, missile=i.missile)
    r.said.append((BACK, back))
    weighed += [(BACK, TO_HIT, back.to_hit)] + [(BACK, effect, back.damage_die) for effect in die]
    kept = {effect: _first_heaviest([(rule, value) for rule, e, value in weighed if e is effect], max) for effect in (TO_HIT, *die)}
    for rule, effect, value in weighed:
        if value and rule is kept[effect]:
            r.trail.applied(rule, effect, value)
        elif value:
            r.trail.skipped(rule, effect, value, _set_aside_by(rule, kept[effect]))


def height(i: Inputs, r: Resolution) -> None:
    """Height, then the situation's modifiers as :func:`attack_modifiers` settles them all."""
    situation = dict(back_attack=i.back_attack, missile=i.missile, distance_m=i.distance_m, attacker_blind=i.attacker_blind)
    r.together = attack_modifiers(i.keys, elevation=i.elevation, **situation)
    if i.elevation != "level":
        change = r.together.to_hit - attack_modifiers(i.keys, **situation).to_hit
        r.trail.applied(HIGHER if i.elevation == "attacker_higher" else LOWER, TO_HIT, change)
    r.to_hit, r.die = r.together.to_hit, r.together.damage_die


def blind_attacker(i: Inputs, r: Resolution) -> None:
    """"Il cieco potrà effettuare attacchi con una penalità di -4 al tiro per colpire a coloro si
    trovano in melee con lui": his own penalty, besides the target's lost +4; no missiles."""
    if not i.attacker_blind:
        return
    if i.missile:
        r.refused = BLIND_MISSILE.value
    own = CONDITIONS[ConditionKey.BLIND].to_hit
    r.trail.applied(BLIND_ATTACKER, TO_HIT, own)
    r.to_hit += own


def dex_and_shield(i: Inputs, r: Resolution) -> None:
    """Dex and shield: lost once, whoever says so."""
    loss = dex_bonus_lost(i.dex_ac) if r.together.dex_lost else 0
    _lose(r.trail, DEX_LOST, loss, [rule for rule, m in r.said if m.dex_lost])
    r.ac += loss
    shield_causes = [rule for rule, m in r.said if m.shield_lost]
    if i.in_close_combat:
        shield_causes.append(CC_TARGET_SHIELD)  # "Lo scudo non migliora la classe armatura di chi lo ha"
    r.shield_lost = i.has_shield and bool(shield_causes)
    _lose(r.trail, SHIELD_LOST, i.shield_ac if i.has_shield else 0, shield_causes)
    r.ac += i.shield_ac if r.shield_lost else 0
    if not i.has_shield:
        r.unused.add("shield_ac")


def aimed_blow(i: Inputs, r: Resolution) -> None:
    """The aimed penalty moves the AC to hit: "AC 10 con una penalità di – 5, quindi AC 5"."""
    if i.maneuver == "attack" and i.aimed != "none":
        part = AimedPart(i.aimed)
        r.trail.applied(AIMED, AC_CHANGE, AIMED_PENALTY[part])
        r.trail.applied(AIMED, INITIATIVE, AIMED_INITIATIVE)
        r.ac = effective_ac(r.ac, part)


def close_combat(i: Inputs, r: Resolution) -> None:
    """Close combat: the weapon's size, a blunt weapon, one's own shield; a two-handed L
    weapon "non potrà essere utilizzata"."""
    if not i.in_close_combat:
        return
    weapon = WeaponSize(i.weapon_size)
    if not weapon_usable(weapon, i.two_handed):
        r.refused = "two_handed_large"
    for rule, part in (
        (CC_WEAPON, close_combat_to_hit(weapon, False, False)),
        (CC_BLUNT, close_combat_to_hit(weapon, i.blunt, False) - close_combat_to_hit(weapon, False, False)),
        (CC_OWN_SHIELD, close_combat_to_hit(weapon, i.blunt, i.own_shield) - close_combat_to_hit(weapon, i.blunt, False)),
    ):
        if part:
            r.trail.applied(rule, TO_HIT, part)
    r.to_hit += close_combat_to_hit(weapon, i.blunt, i.own_shield)


def grab_or_tackle(i: Inputs, r: Resolution) -> None:
    """The grab's −5/−4; the tackle's +1 per further attacker, never against a creature more
    than two sizes larger."""
    if i.maneuver == "grab":
        r.to_hit += grab_to_hit(Hands(i.hands))
        r.trail.applied(GRAB, TO_HIT, grab_to_hit(Hands(i.hands)))
    if i.maneuver == "tackle":
        if not may_tackle(CreatureSize(i.attacker_size), CreatureSize(i.target_size)):
            r.refused = "too_large"
        bonus = tackle_to_hit_bonus(1 + i.helpers)
        if bonus:
            r.trail.applied(TACKLE, TO_HIT, bonus)
        r.to_hit += bonus


def other_to_hit(i: Inputs, r: Resolution) -> None:
    if i.other_to_hit:
        r.trail.applied(OTHER_TO_HIT_RULE, TO_HIT, i.other_to_hit)
        r.to_hit += i.other_to_hit


def parry_step(i: Inputs, r: Resolution) -> None:
    """The parry as :func:`parry` gives it, unless the target cannot defend or is struck from
    behind ("unicamente nei confronti degli attacchi frontali")."""
    if i.defense != "parry":
        return
    rule = PARRY_MISSILE if i.missile else PARRY

    def parrying(**change):
        kwargs = dict(ac=r.ac, mastery=Mastery(i.mastery), shield=Shield(i.shield), weapon_parry=i.weapon_parry,
                      attacker=CreatureSize(i.attacker_size), defender=CreatureSize(i.target_size), in_melee=i.in_melee) | change
        return parry("missile" if i.missile else "melee", **kwargs)

    full = parrying()
    would = full.reduction or parrying(attacker=CreatureSize(i.target_size), in_melee=False).reduction  # where allowed
    why = i.unable or (NOT_FRONTAL if i.back_attack and not i.missile else None) or (None if full.allowed else PARRY_WHY[full.reason])
    if why is not None:
        r.trail.skipped(rule, AC_CHANGE, -would, why)
    else:
        counted = parrying(shield=Shield.NONE) if r.shield_lost else full
        if counted.reduction != full.reduction or not counted.allowed:
            r.trail.skipped(rule, AC_CHANGE, -(full.reduction - counted.reduction), NO_SHIELD_AC)
        if counted.allowed:
            r.trail.applied(rule, AC_CHANGE, -counted.reduction)
            r.ac = counted.ac
    if i.missile:
        r.unused.add("weapon_parry")  # "solo con lo scudo"


def block_step(i: Inputs, r: Resolution) -> None:
    """The block: only against melee attacks, not against monsters two sizes larger; it is the
    blocker's own to-hit roll, so his conditions' heaviest penalty counts on it too."""
    if i.defense != "block":
        return
    gap = CreatureSize(i.attacker_size).rank - CreatureSize(i.target_size).rank
    allowed = block_allowed(shield=i.means == "shield", weapon_parry=i.weapon_parry, size_gap=gap, melee_attack=not i.missile)
    if i.unable is not None or not allowed.allowed:
        r.trail.skipped(BLOCK, BLOCKER_ROLL, BLOCK_PENALTY, i.unable or BLOCK_WHY[allowed.reason])
    else:
        r.trail.applied(BLOCK, BLOCKER_ROLL, BLOCK_PENALTY)
        r.blocking = True
        own = [(CONDITION_RULES[k], CONDITIONS[k].to_hit) for k in i.keys]
        kept = _first_heaviest(own, min)
        for rule, penalty in own:
            if penalty and rule is kept:
                r.trail.applied(rule, BLOCKER_ROLL, penalty)
                r.blocker_thac0 -= penalty  # -3 to the roll is a THAC0 3 higher
            elif penalty:
                r.trail.skipped(rule, BLOCKER_ROLL, penalty, CONDITIONS_NOT_CUMULATIVE)
    if i.means == "shield":
        r.unused.add("weapon_parry")


def sizes_used(i: Inputs, r: Resolution) -> None:
    """Sizes matter to a tackle, a block and a melee parry only."""
    if not (i.maneuver == "tackle" or i.defense == "block" or (i.defense == "parry" and not i.missile)):
        r.unused.update(("attacker_size", "target_size"))


STEPS = (
    target_ac, conditions_and_back, height, blind_attacker, dex_and_shield, aimed_blow, close_combat, grab_or_tackle,
    other_to_hit, parry_step, block_step, sizes_used,
)


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


def _p_hit(i: Inputs, r: Resolution, needed: int) -> Fraction:
    if r.refused:
        return Fraction(0)
    if r.blocking:
        # Each d20 that hits reaches an AC (THAC0 − roll − modifiers); the blocker must match it.
        hits = (1 - p_block(r.blocker_thac0, i.thac0 - face - r.to_hit) for face in range(1, 21) if face >= needed)
        return sum(hits, Fraction(0)) / 20
    return attack_hit_chance(needed)


def compute(**fields: object) -> dict[str, object]:
    """Run :data:`STEPS` over the inputs, in order, and answer."""
    i = Inputs(**fields)
    r = Resolution(blocker_thac0=i.blocker_thac0)
    for step in STEPS:
        step(i, r)
    needed = roll_needed(i.thac0, r.ac, r.to_hit)
    rolls, hit = _roll(i.seed, needed, r.blocking, r.blocker_thac0, i.thac0 - r.to_hit)
    return {
        **verdict(r.refused),
        "to_hit_modifier": r.to_hit,
        "effective_ac": r.ac,
        "roll_needed": None if r.refused else needed,
        **probability_values("p_hit", _p_hit(i, r, needed)),
        "damage_die_bonus": r.die if i.maneuver == "attack" else None,
        "rolls": rolls,
        "roll_hit": hit and not r.refused,
        "trail": r.trail.steps,
        "ignored": sorted(r.unused),
    }
