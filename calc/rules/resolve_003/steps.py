"""resolve_003 as an ordered tuple of small steps (:data:`STEPS`), each reading the frozen
:class:`Inputs` and moving the numbers of one :class:`Resolution`, its trail among them.

The order is the text's: may one attack at all, the range, the attack bonus term by term,
the Defense the target uses and its value, the criticals, the damage of a hit, the armour;
:func:`compute` then weighs each d20 face that hits and answers."""

from __future__ import annotations

from dataclasses import dataclass, field

from ...tables.attack_003 import AttackKind
from ...tables.damage_003 import Grip
from ...tables.range_003 import RangedWeapon
from ...trail import Trail, contributions
from ..armor_003 import armor_after_penetration, effective_pa, penetrates
from ..attack_003 import ATTACKS, attack_bonus, situational_modifier
from ..critical_003 import CriticalOdds, critical_odds
from ..damage_003 import combined_multiplier, strength_to_damage, strength_to_penetration
from ..defense_003 import base_defense, defenses
from ..range_003 import in_range, max_range, range_penalty
from ..stances_003 import Stance, StanceEffect, stance_effect
from .words import (
    ARMOR, ATTACK, ATTACKER_STANCE, BASE_ATTACK, BASE_DEFENSE, CA, CA_IS, CRITICAL, DAMAGE, DAMAGE_BONUS, DEFENSE,
    DEFENSE_INPUTS, DEFENSE_IS, DEXTERITY, DODGE, EXTRA_ONCE, EXTRA_TIMES, FINESSE, FINESSE_ARMOR, FINESSE_DEX,
    FINESSE_NO_STRENGTH, HIGHER_USED, IGNORED_FROM, IMMUNE, INTO_MELEE, MAX_RANGE, MULTIPLIERS, MULTIPLIERS_ADD,
    NO_DODGE_OR_PARRY, ONCE, OTHER, OTHER_CHOSEN, PA_BELOW, PA_IS, PA_ZERO, PARRY, PENETRATION, RANGE, RANGE_M, SIZE,
    STRENGTH, STRENGTH_DAMAGE, TARGET_STANCE, THREAT, TIMES, UNARMED,
)

__all__ = ["Inputs", "Resolution", "STEPS"]

# The defense's inputs at values that change nothing: the trail counts each input from here.
_NEUTRAL = dict(dexterity_mod=0, armor_max_dex=20, entangled="none", situation="ready", charging=False, defense_mod=0,
                stance_defense=0, base_dodge=0, dodge_bonuses=0, stance_dodge=0, surrounded=False, strength_mod=0,
                base_parry=0, parry_bonuses=0, parry_with="weapon")


@dataclass(frozen=True)
class Inputs:
    """The declared fields, parsed (one attribute each), and what follows from them alone."""

    attack: str
    base_attack: int
    strength_mod: int
    dexterity_mod: int
    size_mod: int
    weapon: str
    increment_m: int
    distance_m: int
    into_melee: bool
    unarmed: str
    stance: str
    other: int
    defends_with: str
    target_size_mod: int
    target_dexterity_mod: int
    target_strength_mod: int
    armor_max_dex: int
    base_dodge: int
    dodge_bonuses: int
    base_parry: int
    parry_bonuses: int
    parry_with: str
    entangled: str
    situation: str
    surrounded: bool
    charging: bool
    somatic_spell: bool
    defense_mod: int
    target_stance: str
    armor_ca: int
    weapon_pa: int
    magic_bonus: int
    dice_count: int
    dice_sides: int
    grip: str
    bow_rating: int
    bonus: int
    extra_dice_count: int
    extra_dice_sides: int
    threat_from: int
    critical_multiplier: int
    other_multiplier: int
    immune: bool
    seed: int

    @property
    def kind(self) -> AttackKind:
        return ATTACKS[self.attack][0]

    @property
    def finesse(self) -> bool:
        return ATTACKS[self.attack][1]

    @property
    def ranged(self) -> bool:
        return self.kind is AttackKind.RANGED

    @property
    def target_effect(self) -> StanceEffect:
        return stance_effect(Stance(self.target_stance))

    @property
    def defense_inputs(self) -> dict[str, object]:
        """The target's inputs as :func:`defenses` takes them, with the target's stance."""
        return dict(
            size_mod=self.target_size_mod, dexterity_mod=self.target_dexterity_mod, strength_mod=self.target_strength_mod,
            armor_max_dex=self.armor_max_dex, base_dodge=self.base_dodge, dodge_bonuses=self.dodge_bonuses,
            base_parry=self.base_parry, parry_bonuses=self.parry_bonuses, parry_with=self.parry_with,
            entangled=self.entangled, situation=self.situation, attack="ranged" if self.ranged else "melee",
            surrounded=self.surrounded, charging=self.charging, somatic_spell=self.somatic_spell, defense_mod=self.defense_mod,
            stance_defense=self.target_effect.defense_bonus, stance_dodge=self.target_effect.dodge_bonus, stance_limits=True,
        )


@dataclass
class Resolution:
    """The numbers as the steps find them: the attack bonus, the Defense used, the odds of a
    critical, the damage modifier and the armour of a hit; the trail."""

    trail: Trail = field(default_factory=Trail)
    refused: str = ""
    range_penalty: int = 0
    attack_bonus: int = 0
    defense_used: str = "base"
    defense: int = 0
    odds: CriticalOdds | None = None
    damage_modifier: int = 0
    ca_hit: int = 0


def may_attack(i: Inputs, r: Resolution) -> None:
    """A stance that forbids attacking (total defense, running) answers no."""
    if not stance_effect(Stance(i.stance)).can_attack:
        r.refused = "cannot_attack"


def range_step(i: Inputs, r: Resolution) -> None:
    """A ranged attack: the maximum range, and the penalty per increment."""
    if not i.ranged:
        return
    weapon = RangedWeapon[i.weapon.upper()]
    r.range_penalty = range_penalty(i.distance_m, i.increment_m)
    r.trail.applied(MAX_RANGE, RANGE_M, max_range(weapon, i.increment_m))
    if not in_range(weapon, i.distance_m, i.increment_m):
        r.refused = r.refused or "out_of_range"


def attack_step(i: Inputs, r: Resolution) -> None:
    """The attack bonus of "CÓMO CALCULAR UN BONIFICADOR DE ATAQUE", term by term."""
    stance = Stance(i.stance)
    melee_finesse = i.finesse and i.kind is AttackKind.MELEE

    def bonus(base_attack, strength_mod, dexterity_mod, size_mod, range_penalty, **parts):
        return attack_bonus(i.kind, base_attack, strength_mod, dexterity_mod, size_mod, range_penalty, sum(parts.values()), i.finesse)

    actual = dict(base_attack=i.base_attack, strength_mod=i.strength_mod, dexterity_mod=i.dexterity_mod, size_mod=i.size_mod,
                  range_penalty=r.range_penalty, unarmed=situational_modifier(i.unarmed, False),
                  into_melee=situational_modifier("no", i.into_melee), stance=stance_effect(stance).attack_modifier, other=i.other)
    rules = {"base_attack": BASE_ATTACK, "strength_mod": STRENGTH, "dexterity_mod": FINESSE if melee_finesse else DEXTERITY,
             "size_mod": SIZE, "range_penalty": RANGE, "unarmed": UNARMED, "into_melee": INTO_MELEE,
             "stance": ATTACKER_STANCE[stance], "other": OTHER}
    for key, value in contributions(bonus, dict.fromkeys(actual, 0), actual, actual):
        if key == "strength_mod" and melee_finesse and i.strength_mod:
            r.trail.skipped(STRENGTH, ATTACK, i.strength_mod, FINESSE_DEX)
        elif value or key == "base_attack":
            r.trail.applied(rules[key], ATTACK, value)
    r.attack_bonus = bonus(**actual)


def _defense_values(effect: StanceEffect, stance_defense: int = 0, stance_dodge: int = 0, stance_limits: bool = False, **kwargs):
    """(Defenses, may dodge, may parry) with the stance's bonuses and, if ``stance_limits``, its limits."""
    d = defenses(**dict(kwargs, defense_mod=kwargs["defense_mod"] + stance_defense, dodge_bonuses=kwargs["dodge_bonuses"] + stance_dodge))
    return d, d.can_dodge and (effect.can_dodge or not stance_limits), d.can_parry and (effect.can_parry or not stance_limits)


def _why_not(effect: StanceEffect, actual: dict, kind: str):
    """What takes dodging or parrying away: the first input that does it on its own (the
    situation, a ranged attack, a somatic spell, the stance)."""
    index = 1 if kind == "dodge" else 2
    neutral = dict(actual, situation="ready", attack="melee", somatic_spell=False, stance_limits=False)
    for code, change in (
        (actual["situation"], {"situation": actual["situation"]}),
        ("ranged", {"attack": actual["attack"]}),
        ("somatic_spell", {"somatic_spell": actual["somatic_spell"]}),
    ):
        if not _defense_values(effect, **dict(neutral, **change))[index]:
            return NO_DODGE_OR_PARRY[code]
    return NO_DODGE_OR_PARRY["run" if not _defense_values(effect, **dict(neutral, stance_limits=True))[1] else "run_feat"]


def defense_choice(i: Inputs, r: Resolution) -> None:
    """Which Defense the attack must reach: the higher of Dodge and Parry, or the one chosen,
    where the target may use it, else Base Defense; and why the others were not used."""
    effect, actual = i.target_effect, i.defense_inputs
    d, can_dodge, can_parry = _defense_values(effect, **actual)
    usable = {"dodge": (d.dodge, can_dodge), "parry": (d.parry, can_parry)}
    if i.defends_with == "best":
        r.defense_used = max((k for k in usable if usable[k][1]), key=lambda k: (usable[k][0], k == "dodge"), default="base")
    else:
        r.defense_used = i.defends_with if usable[i.defends_with][1] else "base"
    for kind, rule in (("dodge", DODGE), ("parry", PARRY)):
        value, ok = usable[kind]
        if kind == r.defense_used:
            continue
        if not ok:
            r.trail.skipped(rule, DEFENSE_IS, value, _why_not(effect, actual, kind))
        else:
            r.trail.skipped(rule, DEFENSE_IS, value, HIGHER_USED if i.defends_with == "best" else OTHER_CHOSEN)


def defense_value(i: Inputs, r: Resolution) -> None:
    """The value of the Defense used, from Base Defense up, one input at a time."""
    effect, actual = i.target_effect, i.defense_inputs

    def used(**kwargs) -> int:
        return getattr(_defense_values(effect, **kwargs)[0], r.defense_used)

    r.trail.applied(BASE_DEFENSE, DEFENSE_IS, base_defense(i.target_size_mod))
    stance = TARGET_STANCE[Stance(i.target_stance)]
    rules = dict(DEFENSE_INPUTS, stance_defense=stance, stance_dodge=stance)
    for key, value in contributions(used, dict(actual, **_NEUTRAL), actual, rules):
        if value:
            r.trail.applied(rules[key], DEFENSE, value)
    r.defense = used(**actual)


def criticals(i: Inputs, r: Resolution) -> None:
    """Criticals: the threat range, the multipliers that add, the extra dice that never multiply."""
    r.odds = critical_odds(r.attack_bonus, r.defense, i.threat_from, i.immune)
    if i.immune:
        r.trail.skipped(CRITICAL, THREAT, i.threat_from, IMMUNE)
        return
    r.trail.applied(CRITICAL, THREAT, i.threat_from)
    times = combined_multiplier(i.critical_multiplier, i.other_multiplier)
    if i.other_multiplier > 1:
        r.trail.skipped(MULTIPLIERS, TIMES, i.critical_multiplier * i.other_multiplier, MULTIPLIERS_ADD)
    r.trail.applied(MULTIPLIERS, TIMES, times)
    if i.extra_dice_count:
        r.trail.skipped(MULTIPLIERS, EXTRA_TIMES, times, EXTRA_ONCE)


def damage_modifier(i: Inputs, r: Resolution) -> None:
    """Strength to damage (by the grip) and the other damage modifiers."""
    strength_damage = strength_to_damage(i.strength_mod, Grip(i.grip), i.bow_rating)
    for rule, value in ((STRENGTH_DAMAGE, strength_damage), (DAMAGE_BONUS, i.bonus)):
        if value:
            r.trail.applied(rule, DAMAGE, value)
    r.damage_modifier = strength_damage + i.bonus


def armor(i: Inputs, r: Resolution) -> None:
    """The armour: CA, PA (with Strength unless finesse), once on a critical's total, finesse."""
    pa_strength = strength_to_penetration(i.strength_mod, Grip(i.grip), i.bow_rating)
    pa = effective_pa(i.weapon_pa, pa_strength, True, i.magic_bonus, i.finesse)
    penetrated = penetrates(i.weapon_pa, pa, i.armor_ca)
    r.ca_hit = armor_after_penetration(i.armor_ca, penetrated)
    if not i.armor_ca:
        return
    r.trail.applied(ARMOR, CA, -i.armor_ca)
    if i.finesse and i.weapon_pa and pa_strength:
        r.trail.skipped(PENETRATION, PA_IS, effective_pa(i.weapon_pa, pa_strength, True, i.magic_bonus), FINESSE_NO_STRENGTH)
    if penetrated:
        r.trail.applied(PENETRATION, CA_IS, r.ca_hit)
    else:
        r.trail.skipped(PENETRATION, CA_IS, armor_after_penetration(i.armor_ca, True), PA_ZERO if i.weapon_pa == 0 else PA_BELOW)
    if i.critical_multiplier > 1 and not i.immune:
        r.trail.applied(ONCE, CA, -r.ca_hit)
    if i.finesse:
        r.trail.applied(FINESSE_ARMOR, IGNORED_FROM, r.defense + i.armor_ca)


STEPS = (may_attack, range_step, attack_step, defense_choice, defense_value, criticals, damage_modifier, armor)
