"""003 — one attack, every rule: attack bonus against the chosen Defense, criticals, armour as
damage reduction, and the exact damage distribution after armour, with the trail.

Composed only from this text's rule functions and declarations: the attack bonus and its
situational modifiers, the hit and the finesse test (:mod:`.attack_003`), the range penalty
and maximum range (:mod:`.range_003`), the stances (:mod:`.stances_003`), Base Defense,
Dodge and Parry (:mod:`.defense_003`), threats, confirmation and the triple 20
(:mod:`.critical_003`), Strength to damage, multipliers and the exact damage of a hit
(:mod:`.damage_003`), armour, penetration and finesse (:mod:`.armor_003`). Each step of the
trail gets its value from those functions (the defence's parts by :func:`calc.trail.contributions`,
one input at a time), never from a restated rule.

The text's own cumulation and exclusion sentences in the trail: "Tales modificadores sólo
afectan al tipo de Defensa al que se refieren" (the value of the Defense used); the defender
who cannot dodge or parry uses Base Defense ("desprevenidos ... no pueden parar o esquivar");
ranged attacks cannot be parried; "los multiplicadores se aplican sumándose, no
multiplicándose"; extra dice "nunca se multiplican"; "la CA se aplicará sólo una vez al daño
total"; finesse fighters "nunca añaden su bonificador de Fuerza" to PA; a PA 0 weapon never
penetrates.

Readings (stated on the calculator): those of the calculators combined, and: when both are
possible the target uses the higher of Dodge and Parry (or the one chosen); a stance that
forbids attacking (total defence, running) answers ``allowed: false``, as does a target
beyond the maximum range; Strength goes to PA when the grip adds Strength to damage (not with
bows and crossbows); the finesse test is made on the attack roll, and a critical keeps it.

The Roll button's dice (``seed``): the attack roll, the critical roll on a threat (a third d20
after two natural 20s), and the damage dice of a hit, read by the same functions.
"""

from __future__ import annotations

import random
from dataclasses import replace
from fractions import Fraction

from ..declare import Calculator, ChoiceField, Field, Option, Output, Side, When, declared
from ..i18n import _
from ..tables.armor_003 import FINESSE_ARMOR_SOURCE, MULTIPLE_HITS_SOURCE, PENETRATION_SOURCE, REDUCTION_SOURCE
from ..tables.attack_003 import ATTACK_SOURCE, FINESSE_SOURCE, INTO_MELEE_SOURCE, UNARMED_SOURCE, AttackKind
from ..tables.damage_003 import DAMAGE_SOURCE, Grip
from ..tables.defense_003 import DEFENSE_SOURCE, DODGE_SOURCE, PARRY_SOURCE, TOUCH_SOURCE
from ..tables.range_003 import MAX_RANGE_SOURCE, RANGE_SOURCE, RangedWeapon
from ..trail import Rule, Trail, contributions, trail_output
from ..vocab import ALLOWED, CRITICAL_MULTIPLIER, SEED_FIELD, WHY_NOT, probability_outputs, probability_values
from . import armor_003, attack_003, critical_003, damage_003, defense_003, range_003, stances_003
from .armor_003 import armor_after_penetration, damage_through_armor, effective_pa, penetrates
from .attack_003 import ATTACKS, armor_ignored_probability, attack_bonus, ignores_armor, situational_modifier
from .critical_003 import CRITICAL_SOURCE, attack_hits, critical_odds, is_threat
from .damage_003 import combined_multiplier, damage_distribution, minimum_damage, strength_to_damage, strength_to_penetration
from .defense_003 import base_defense, defenses
from .movement_003 import RUN_SOURCE
from .range_003 import in_range, max_range, range_penalty
from .stances_003 import DEFENSIVE_SOURCE, TOTAL_DEFENSE_SOURCE, Stance, stance_effect

__all__ = ["RULES", "REASONS", "CALCULATORS"]


def _declared(module, name: str) -> Field:
    return declared(module.CALCULATORS, name)


def _the_target(f: Field) -> Field:
    """A field of the defence calculator, where the defender is the one it is about: here the
    attacker's opponent."""
    return f if f.trait is None else replace(f, side=Side.OPPONENT)


# --- the rules the trail may name --------------------------------------------------------------
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
# Each defence input, by the defence calculator's own label.
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
    labels = {o.value: o.label for o in _declared(stances_003, "stance").options}
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
    Option("cannot_attack", _("No attack in this stance (total defence or running)")),
    Option("out_of_range", _("Beyond the weapon's maximum range")),
)
DEFENSE_USED = (Option("dodge", _("Dodge")), Option("parry", _("Parry")), Option("base", _("Base Defense")))


# --- the steps ---------------------------------------------------------------------------------
def _attack_steps(trail: Trail, kind: AttackKind, finesse: bool, base_attack: int, strength_mod: int, dexterity_mod: int,
                  size_mod: int, penalty: int, unarmed: str, into_melee: bool, stance: Stance, other: int) -> int:
    """The attack bonus of "CÓMO CALCULAR UN BONIFICADOR DE ATAQUE", term by term."""
    situational = {"unarmed": situational_modifier(unarmed, False), "into_melee": situational_modifier("no", into_melee),
                   "stance": stance_effect(stance).attack_modifier, "other": other}

    def bonus(base_attack, strength_mod, dexterity_mod, size_mod, range_penalty, **parts):
        return attack_bonus(kind, base_attack, strength_mod, dexterity_mod, size_mod, range_penalty, sum(parts.values()), finesse)

    actual = dict(base_attack=base_attack, strength_mod=strength_mod, dexterity_mod=dexterity_mod, size_mod=size_mod,
                  range_penalty=penalty, **situational)
    rules = {"base_attack": BASE_ATTACK, "strength_mod": STRENGTH, "dexterity_mod": FINESSE if finesse and kind is AttackKind.MELEE else DEXTERITY,
             "size_mod": SIZE, "range_penalty": RANGE, "unarmed": UNARMED, "into_melee": INTO_MELEE, "stance": ATTACKER_STANCE[stance],
             "other": OTHER}
    for key, value in contributions(bonus, dict.fromkeys(actual, 0), actual, actual):
        if key == "strength_mod" and kind is AttackKind.MELEE and finesse and strength_mod:
            trail.skipped(STRENGTH, ATTACK, strength_mod, FINESSE_DEX)
        elif value or key == "base_attack":
            trail.applied(rules[key], ATTACK, value)
    return bonus(**actual)


def _defense_steps(trail: Trail, inputs: dict, stance: Stance, defends_with: str) -> tuple[str, int]:
    """The Defense the attack must reach, as :func:`defenses` and the target's stance give it, and
    why the other defences were not used."""
    effect = stance_effect(stance)

    def values(stance_defense: int = 0, stance_dodge: int = 0, stance_limits: bool = False, **kwargs):
        """(Defenses, may dodge, may parry) with the stance's bonuses and, if ``stance_limits``, its limits."""
        d = defenses(**dict(kwargs, defense_mod=kwargs["defense_mod"] + stance_defense,
                            dodge_bonuses=kwargs["dodge_bonuses"] + stance_dodge))
        return d, d.can_dodge and (effect.can_dodge or not stance_limits), d.can_parry and (effect.can_parry or not stance_limits)

    actual = dict(inputs, stance_defense=effect.defense_bonus, stance_dodge=effect.dodge_bonus, stance_limits=True)
    d, can_dodge, can_parry = values(**actual)
    usable = {"dodge": (d.dodge, can_dodge), "parry": (d.parry, can_parry)}
    if defends_with == "best":
        choice = max((k for k in usable if usable[k][1]), key=lambda k: (usable[k][0], k == "dodge"), default="base")
    else:
        choice = defends_with if usable[defends_with][1] else "base"

    for kind, rule in (("dodge", DODGE), ("parry", PARRY)):
        value, ok = usable[kind]
        if kind == choice:
            continue
        if not ok:
            trail.skipped(rule, DEFENSE_IS, value, _why_not(values, actual, kind))
        else:
            trail.skipped(rule, DEFENSE_IS, value, HIGHER_USED if defends_with == "best" else OTHER_CHOSEN)

    # The value used, from Base Defense up, one input at a time.
    def used(**kwargs) -> int:
        return getattr(values(**kwargs)[0], choice)

    trail.applied(BASE_DEFENSE, DEFENSE_IS, base_defense(inputs["size_mod"]))
    rules = dict(DEFENSE_INPUTS, stance_defense=TARGET_STANCE[stance], stance_dodge=TARGET_STANCE[stance])
    for key, value in contributions(used, dict(actual, **_NEUTRAL), actual, rules):
        if value:
            trail.applied(rules[key], DEFENSE, value)
    return choice, used(**actual)


_NEUTRAL = dict(dexterity_mod=0, armor_max_dex=20, entangled="none", situation="ready", charging=False, defense_mod=0,
                stance_defense=0, base_dodge=0, dodge_bonuses=0, stance_dodge=0, surrounded=False, strength_mod=0,
                base_parry=0, parry_bonuses=0, parry_with="weapon")


def _why_not(values, actual: dict, kind: str) -> Option:
    """What takes dodging or parrying away: the first input that does it on its own (the
    situation, a ranged attack, a somatic spell, the stance)."""
    index = 1 if kind == "dodge" else 2
    neutral = dict(actual, situation="ready", attack="melee", somatic_spell=False, stance_limits=False)
    for code, change in (
        (actual["situation"], {"situation": actual["situation"]}),
        ("ranged", {"attack": actual["attack"]}),
        ("somatic_spell", {"somatic_spell": actual["somatic_spell"]}),
    ):
        if not values(**dict(neutral, **change))[index]:
            return NO_DODGE_OR_PARRY[code]
    return NO_DODGE_OR_PARRY["run" if not values(**dict(neutral, stance_limits=True))[1] else "run_feat"]


def _damage(trail: Trail, *, faces_hit: list[int], bonus: int, defense: int, finesse: bool, dice: int, sides: int,
            modifier: int, critical_multiplier: int, other_multiplier: int, extra: int, extra_sides: int,
            threat_from: int, confirm: Fraction, ca: int, ca_hit: int) -> dict[int, Fraction]:
    """Damage after armour, jointly with the hit: each d20 face that hits, normal or critical."""
    normal = damage_distribution(dice, sides, modifier, combined_multiplier(other_multiplier), extra, extra_sides)
    critical = damage_distribution(dice, sides, modifier, combined_multiplier(critical_multiplier, other_multiplier), extra, extra_sides)
    # Faces that hit alike (the same armour, the same chance of a critical) are weighed together.
    alike: dict[tuple[int, Fraction], int] = {}
    for face in faces_hit:
        ca_now = 0 if finesse and ignores_armor(face, face + bonus, defense, ca) else ca_hit
        p_critical = confirm if is_threat(face, bonus, defense, threat_from) else Fraction(0)
        alike[ca_now, p_critical] = alike.get((ca_now, p_critical), 0) + 1
    after: dict[int, Fraction] = {}
    for (ca_now, p_critical), faces in alike.items():
        for distribution, weight in ((normal, 1 - p_critical), (critical, p_critical)):
            if not weight:
                continue  # an outcome that cannot happen is no minimum or maximum
            share = weight * Fraction(faces, 20)
            for total, p in distribution.items():
                taken = damage_through_armor(total, ca_now)  # once per attack roll, a critical's total too
                after[taken] = after.get(taken, Fraction(0)) + p * share
    return after


def _compute(
    attack: str, base_attack: int, strength_mod: int, dexterity_mod: int, size_mod: int, weapon: str, increment_m: int,
    distance_m: int, into_melee: bool, unarmed: str, stance: str, other: int, defends_with: str, target_size_mod: int,
    target_dexterity_mod: int, target_strength_mod: int, armor_max_dex: int, base_dodge: int, dodge_bonuses: int,
    base_parry: int, parry_bonuses: int, parry_with: str, entangled: str, situation: str, surrounded: bool, charging: bool,
    somatic_spell: bool, defense_mod: int, target_stance: str, armor_ca: int, weapon_pa: int, magic_bonus: int,
    dice_count: int, dice_sides: int, grip: str, bow_rating: int, bonus: int, extra_dice_count: int, extra_dice_sides: int,
    threat_from: int, critical_multiplier: int, other_multiplier: int, immune: bool, seed: int,
) -> dict[str, object]:
    trail = Trail()
    kind, finesse = ATTACKS[attack]
    ranged = kind is AttackKind.RANGED
    refused = ""
    if not stance_effect(Stance(stance)).can_attack:
        refused = "cannot_attack"
    penalty = 0
    if ranged:
        ranged_weapon = RangedWeapon[weapon.upper()]
        penalty = range_penalty(distance_m, increment_m)
        trail.applied(MAX_RANGE, RANGE_M, max_range(ranged_weapon, increment_m))
        if not in_range(ranged_weapon, distance_m, increment_m):
            refused = refused or "out_of_range"
    total_bonus = _attack_steps(trail, kind, finesse, base_attack, strength_mod, dexterity_mod, size_mod, penalty, unarmed,
                                into_melee, Stance(stance), other)

    defense_inputs = dict(
        size_mod=target_size_mod, dexterity_mod=target_dexterity_mod, strength_mod=target_strength_mod,
        armor_max_dex=armor_max_dex, base_dodge=base_dodge, dodge_bonuses=dodge_bonuses, base_parry=base_parry,
        parry_bonuses=parry_bonuses, parry_with=parry_with, entangled=entangled, situation=situation,
        attack="ranged" if ranged else "melee", surrounded=surrounded, charging=charging, somatic_spell=somatic_spell,
        defense_mod=defense_mod,
    )
    used, defense = _defense_steps(trail, defense_inputs, Stance(target_stance), defends_with)

    # Criticals: the threat range, the multipliers that add, the extra dice that never multiply.
    odds = critical_odds(total_bonus, defense, threat_from, immune)
    if immune:
        trail.skipped(CRITICAL, THREAT, threat_from, IMMUNE)
    else:
        trail.applied(CRITICAL, THREAT, threat_from)
        times = combined_multiplier(critical_multiplier, other_multiplier)
        if other_multiplier > 1:
            trail.skipped(MULTIPLIERS, TIMES, critical_multiplier * other_multiplier, MULTIPLIERS_ADD)
        trail.applied(MULTIPLIERS, TIMES, times)
        if extra_dice_count:
            trail.skipped(MULTIPLIERS, EXTRA_TIMES, times, EXTRA_ONCE)

    # The damage of a hit, and the armour: CA, PA (with Strength unless finesse), finesse.
    grip_used = Grip(grip)
    strength_damage = strength_to_damage(strength_mod, grip_used, bow_rating)
    for rule, value in ((STRENGTH_DAMAGE, strength_damage), (DAMAGE_BONUS, bonus)):
        if value:
            trail.applied(rule, DAMAGE, value)
    pa_strength = strength_to_penetration(strength_mod, grip_used, bow_rating)
    pa = effective_pa(weapon_pa, pa_strength, True, magic_bonus, finesse)
    penetrated = penetrates(weapon_pa, pa, armor_ca)
    ca_hit = armor_after_penetration(armor_ca, penetrated)
    if armor_ca:
        trail.applied(ARMOR, CA, -armor_ca)
        if finesse and weapon_pa and pa_strength:
            trail.skipped(PENETRATION, PA_IS, effective_pa(weapon_pa, pa_strength, True, magic_bonus), FINESSE_NO_STRENGTH)
        if penetrated:
            trail.applied(PENETRATION, CA_IS, ca_hit)
        else:
            trail.skipped(PENETRATION, CA_IS, armor_after_penetration(armor_ca, True), PA_ZERO if weapon_pa == 0 else PA_BELOW)
        if critical_multiplier > 1 and not immune:
            trail.applied(ONCE, CA, -ca_hit)
        if finesse:
            trail.applied(FINESSE_ARMOR, IGNORED_FROM, defense + armor_ca)

    faces_hit = [] if refused else [face for face in range(1, 21) if attack_hits(face, total_bonus, defense)]
    after = _damage(trail, faces_hit=faces_hit, bonus=total_bonus, defense=defense, finesse=finesse, dice=dice_count,
                    sides=dice_sides, modifier=strength_damage + bonus, critical_multiplier=critical_multiplier,
                    other_multiplier=other_multiplier, extra=extra_dice_count, extra_sides=extra_dice_sides,
                    threat_from=threat_from, confirm=Fraction(0) if immune else odds.confirm, ca=armor_ca, ca_hit=ca_hit)
    p_hit = sum(after.values(), Fraction(0))
    zero = Fraction(0)
    mean = sum((taken * p for taken, p in after.items()), zero)
    chances = {"p_threat": odds.threat, "p_confirm": odds.confirm, "p_critical": odds.critical, "p_triple_20": odds.triple_20,
               "p_armor_ignored": armor_ignored_probability(total_bonus, defense, armor_ca) if finesse else zero}
    if refused:
        chances = dict.fromkeys(chances, zero)
    roll = _roll(seed, bonus=total_bonus, defense=defense, threat_from=threat_from, immune=immune, finesse=finesse, ca=armor_ca,
                 ca_hit=ca_hit, dice=dice_count, sides=dice_sides, modifier=strength_damage + bonus,
                 critical_multiplier=critical_multiplier, other_multiplier=other_multiplier, extra=extra_dice_count,
                 extra_sides=extra_dice_sides) if not refused else {"rolls": [], "roll_hit": False, "roll_critical": False,
                                                                     "roll_kill": False, "roll_damage": 0}
    return {
        "allowed": not refused,
        "reason": refused,
        "attack_bonus": total_bonus,
        "defense_used": used,
        "defense": defense,
        "d20_needed": None if refused else attack_003.lowest_hitting_roll(total_bonus, defense),
        **probability_values("p_hit", p_hit),
        **{k: v for key, p in chances.items() for k, v in probability_values(key, p).items()},
        "damage_min": min(after) if after else None,
        "damage_max": max(after) if after else None,
        **_mean("damage_mean", mean / p_hit if p_hit else None),
        **probability_values("p_no_damage", after.get(0, zero) / p_hit if p_hit else zero),
        **_mean("expected_damage", mean),
        **roll,
        "trail": trail.steps,
    }


def _roll(seed: int, *, bonus: int, defense: int, threat_from: int, immune: bool, finesse: bool, ca: int, ca_hit: int,
          dice: int, sides: int, modifier: int, critical_multiplier: int, other_multiplier: int, extra: int,
          extra_sides: int) -> dict[str, object]:
    """The dice, seeded: the attack roll; on a threat the critical roll (on a second natural 20 a
    third, for the kill); on a hit the damage dice, through the armour once."""
    dice_ = random.Random(seed)
    rolls = [dice_.randint(1, 20)]
    hit = attack_hits(rolls[0], bonus, defense)
    critical = kill = False
    if is_threat(rolls[0], bonus, defense, threat_from) and not immune:
        rolls.append(dice_.randint(1, 20))
        critical = attack_hits(rolls[1], bonus, defense)  # "otra tirada de ataque con los mismos modificadores"
        if rolls[0] == 20 and rolls[1] == 20:
            rolls.append(dice_.randint(1, 20))
            kill = rolls[2] == 20  # "por tercera vez consecutiva un 20"
    damage = 0
    if hit:
        times = combined_multiplier(critical_multiplier, other_multiplier) if critical else combined_multiplier(other_multiplier)
        total = sum(dice_.randint(1, sides) for _ in range(dice * times)) + times * modifier
        total += sum(dice_.randint(1, extra_sides) for _ in range(extra))  # never multiplied
        ca_now = 0 if finesse and ignores_armor(rolls[0], rolls[0] + bonus, defense, ca) else ca_hit
        damage = damage_through_armor(minimum_damage(total), ca_now)
    return {"rolls": rolls, "roll_hit": hit, "roll_critical": critical, "roll_kill": kill, "roll_damage": damage}


def _mean(key: str, value: Fraction | None) -> dict[str, object]:
    if value is None:
        return {key: None, f"{key}_fraction": None}
    return {key: float(value), f"{key}_fraction": str(value)}


# --- the declaration ---------------------------------------------------------------------------
_RANGED = When(attack=("ranged", "ranged_finesse"))
_STANCE = _declared(stances_003, "stance")

CALCULATORS = (
    Calculator(
        name="resolve_003",
        primary="p_hit",
        title=_("One attack, every rule (Akenar, text 003)"),
        summary=_(
            "Attack bonus against the target's Dodge, Parry or Base Defense, criticals, armour and"
            " penetration: the chance to hit, threaten and confirm, and the damage after armour (least,"
            " most, average, chance of none), with every rule weighed.",
        ),
        source=ATTACK_SOURCE,
        fields=(
            _declared(attack_003, "attack"),
            _declared(attack_003, "base_attack"),
            _declared(attack_003, "strength_mod"),
            _declared(attack_003, "dexterity_mod"),
            _declared(attack_003, "size_mod"),
            replace(_declared(range_003, "weapon"), applies=_RANGED),
            replace(_declared(range_003, "increment_m"), applies=_RANGED),
            replace(_declared(range_003, "distance_m"), applies=_RANGED),
            _declared(attack_003, "into_melee"),
            _declared(attack_003, "unarmed"),
            replace(_STANCE, label=_("Your stance")),
            _declared(attack_003, "other"),
            ChoiceField(
                "defends_with",
                _("The target defends with"),
                (Option("best", _("The higher of Dodge and Parry")), *DEFENSE_USED[:2]),
                default="best",
            ),
            replace(_declared(defense_003, "size_mod"), name="target_size_mod", label=_("Target's size modifier"), side=Side.OPPONENT),
            replace(_declared(defense_003, "dexterity_mod"), name="target_dexterity_mod", label=_("Target's Dexterity modifier"),
                    side=Side.OPPONENT),
            replace(_declared(defense_003, "strength_mod"), name="target_strength_mod", label=_("Target's Strength modifier"),
                    side=Side.OPPONENT),
            *(_the_target(_declared(defense_003, name)) for name in (
                "armor_max_dex", "base_dodge", "dodge_bonuses", "base_parry", "parry_bonuses", "parry_with", "entangled",
                "situation", "surrounded", "charging", "somatic_spell", "defense_mod",
            )),
            replace(_STANCE, name="target_stance", label=_("Target's stance")),
            _declared(armor_003, "armor_ca"),
            replace(_declared(armor_003, "weapon_pa"), default=1),
            _declared(armor_003, "magic_bonus"),
            _declared(damage_003, "dice_count"),
            _declared(damage_003, "dice_sides"),
            _declared(damage_003, "grip"),
            _declared(damage_003, "bow_rating"),
            _declared(damage_003, "bonus"),
            _declared(damage_003, "extra_dice_count"),
            _declared(damage_003, "extra_dice_sides"),
            _declared(critical_003, "threat_from"),
            replace(_declared(damage_003, "critical_multiplier"), minimum=2, default=2, help=None,
                    trait=CRITICAL_MULTIPLIER, side=Side.SELF),  # the weapon's ×2–×4; damage_roll_003 takes 1 for no critical
            replace(_declared(damage_003, "other_multiplier"), maximum=3),
            _declared(critical_003, "immune"),
            SEED_FIELD,
        ),
        outputs=(
            Output("allowed", ALLOWED),
            Output("reason", WHY_NOT, codes=REASONS),
            Output("attack_bonus", _("Attack bonus")),
            Output("defense_used", _("Defense used"), codes=DEFENSE_USED),
            Output("defense", _("Attack total needed to hit")),
            Output("d20_needed", _("Lowest d20 that hits")),
            *probability_outputs("p_hit", _("Chance to hit")),
            *probability_outputs("p_threat", _("Chance of a threat")),
            *probability_outputs("p_confirm", _("Chance to confirm a threat")),
            *probability_outputs("p_critical", _("Chance of a critical hit")),
            *probability_outputs("p_triple_20", _("Chance of killing with three 20s")),
            *probability_outputs("p_armor_ignored", _("Chance to hit ignoring the armour (finesse)")),
            Output("damage_min", _("Least damage of a hit, after armour")),
            Output("damage_max", _("Most damage of a hit, after armour")),
            Output("damage_mean", _("Average damage of a hit, after armour")),
            Output("damage_mean_fraction", _("Average damage of a hit (exact)")),
            *probability_outputs("p_no_damage", _("Chance a hit does no damage through the armour")),
            Output("expected_damage", _("Expected damage per attack")),
            Output("expected_damage_fraction", _("Expected damage (exact)")),
            Output("rolls", _("d20 rolls")),
            Output("roll_hit", _("This roll hits")),
            Output("roll_critical", _("A critical hit")),
            Output("roll_kill", _("Three natural 20s: the creature dies")),
            Output("roll_damage", _("Damage of this roll, after armour")),
            trail_output(RULES, EFFECTS, TRAIL_REASONS),
        ),
        compute=_compute,
        readings=(
            _(
                "The readings of the attack, defence, critical, damage and armour calculators. When both are"
                " possible the target uses the higher of Dodge and Parry, unless one is chosen; one it cannot"
                " use leaves Base Defense.",
            ),
            _(
                "Total defence and running allow no attack, nor does a target beyond the maximum range (allowed:"
                " no). Strength goes to PA when the grip adds Strength to damage (none with a bow or crossbow;"
                " with a bow of a Strength rating, what the rating lets into the damage); the finesse test is"
                " made on the attack roll and a critical keeps it.",
            ),
        ),
    ),
)
