"""resolve_003's answer: run the steps, then weigh every d20 face that hits into the exact
damage after armour, and roll the Roll button's dice by the same functions."""

from __future__ import annotations

import math
import random
from fractions import Fraction

from ...vocab import probability_values, verdict
from .. import attack_003
from ..armor_003 import damage_through_armor
from ..attack_003 import armor_ignored_probability, ignores_armor
from ..critical_003 import attack_hits, is_threat
from ..damage_003 import combined_multiplier, damage_distribution, minimum_damage
from .steps import STEPS, Inputs, Resolution

__all__ = ["compute"]

_NO_ROLL = {"rolls": [], "roll_hit": False, "roll_critical": False, "roll_kill": False, "roll_damage": 0}


def _damage(i: Inputs, r: Resolution) -> dict[int, Fraction]:
    """Damage after armour, jointly with the hit: each d20 face that hits, normal or critical."""
    faces_hit = [] if r.refused else [face for face in range(1, 21) if attack_hits(face, r.attack_bonus, r.defense)]
    confirm = Fraction(0) if i.immune else r.odds.confirm
    args = (i.dice_count, i.dice_sides, r.damage_modifier)
    normal = _counts(damage_distribution(*args, combined_multiplier(i.other_multiplier), i.extra_dice_count, i.extra_dice_sides))
    critical = _counts(damage_distribution(*args, combined_multiplier(i.critical_multiplier, i.other_multiplier), i.extra_dice_count, i.extra_dice_sides))
    # Faces that hit alike (the same armour, the same chance of a critical) are weighed together.
    alike: dict[tuple[int, Fraction], int] = {}
    for face in faces_hit:
        ca_now = 0 if i.finesse and ignores_armor(face, face + r.attack_bonus, r.defense, i.armor_ca) else r.ca_hit
        p_critical = confirm if is_threat(face, r.attack_bonus, r.defense, i.threat_from) else Fraction(0)
        alike[ca_now, p_critical] = alike.get((ca_now, p_critical), 0) + 1
    weighed = [
        (ca_now, counts, weight * Fraction(faces, 20) / outcomes)
        for (ca_now, p_critical), faces in alike.items()
        for (counts, outcomes), weight in ((normal, 1 - p_critical), (critical, p_critical))
        if weight  # an outcome that cannot happen is no minimum or maximum
    ]
    # Whole numbers over one common denominator: exact, and one Fraction made per damage taken
    # rather than one sum per total and group of faces (the page's card answers each keystroke).
    common = math.lcm(*(share.denominator for _, _, share in weighed))
    after: dict[int, int] = {}
    for ca_now, counts, share in weighed:
        times = share.numerator * (common // share.denominator)
        for total, ways in counts.items():
            taken = damage_through_armor(total, ca_now)  # once per attack roll, a critical's total too
            after[taken] = after.get(taken, 0) + ways * times
    return {taken: Fraction(ways, common) for taken, ways in after.items()}


def _counts(distribution: dict[int, Fraction]) -> tuple[dict[int, int], int]:
    """A distribution as whole numbers of ways out of a common count of outcomes."""
    outcomes = math.lcm(*(p.denominator for p in distribution.values()))
    return {total: p.numerator * (outcomes // p.denominator) for total, p in distribution.items()}, outcomes


def _roll(i: Inputs, r: Resolution) -> dict[str, object]:
    """The dice, seeded: the attack roll; on a threat the critical roll (on a second natural 20 a
    third, for the kill); on a hit the damage dice, through the armour once."""
    dice = random.Random(i.seed)
    rolls = [dice.randint(1, 20)]
    hit = attack_hits(rolls[0], r.attack_bonus, r.defense)
    critical = kill = False
    if is_threat(rolls[0], r.attack_bonus, r.defense, i.threat_from) and not i.immune:
        rolls.append(dice.randint(1, 20))
        critical = attack_hits(rolls[1], r.attack_bonus, r.defense)  # "otra tirada de ataque con los mismos modificadores"
        if rolls[0] == 20 and rolls[1] == 20:
            rolls.append(dice.randint(1, 20))
            kill = rolls[2] == 20  # "por tercera vez consecutiva un 20"
    damage = 0
    if hit:
        times = combined_multiplier(i.critical_multiplier, i.other_multiplier) if critical else combined_multiplier(i.other_multiplier)
        total = sum(dice.randint(1, i.dice_sides) for _ in range(i.dice_count * times)) + times * r.damage_modifier
        total += sum(dice.randint(1, i.extra_dice_sides) for _ in range(i.extra_dice_count))  # never multiplied
        ca_now = 0 if i.finesse and ignores_armor(rolls[0], rolls[0] + r.attack_bonus, r.defense, i.armor_ca) else r.ca_hit
        damage = damage_through_armor(minimum_damage(total), ca_now)
    return {"rolls": rolls, "roll_hit": hit, "roll_critical": critical, "roll_kill": kill, "roll_damage": damage}


def _mean(key: str, value: Fraction | None) -> dict[str, object]:
    if value is None:
        return {key: None, f"{key}_fraction": None}
    return {key: float(value), f"{key}_fraction": str(value)}


def _chances(i: Inputs, r: Resolution) -> dict[str, object]:
    zero = Fraction(0)
    chances = {"p_threat": r.odds.threat, "p_confirm": r.odds.confirm, "p_critical": r.odds.critical, "p_triple_20": r.odds.triple_20,
               "p_armor_ignored": armor_ignored_probability(r.attack_bonus, r.defense, i.armor_ca) if i.finesse else zero}
    return {k: v for key, p in chances.items() for k, v in probability_values(key, zero if r.refused else p).items()}


def compute(**fields: object) -> dict[str, object]:
    """Run :data:`~.steps.STEPS` over the inputs, in order, and answer."""
    i, r = Inputs(**fields), Resolution()
    for step in STEPS:
        step(i, r)
    after = _damage(i, r)
    p_hit = sum(after.values(), Fraction(0))
    mean = sum((taken * p for taken, p in after.items()), Fraction(0))
    return {
        **verdict(r.refused),
        "attack_bonus": r.attack_bonus,
        "defense_used": r.defense_used,
        "defense": r.defense,
        "d20_needed": None if r.refused else attack_003.lowest_hitting_roll(r.attack_bonus, r.defense),
        **probability_values("p_hit", p_hit),
        **_chances(i, r),
        "damage_min": min(after) if after else None,
        "damage_max": max(after) if after else None,
        **_mean("damage_mean", mean / p_hit if p_hit else None),
        **probability_values("p_no_damage", after.get(0, Fraction(0)) / p_hit if p_hit else Fraction(0)),
        **_mean("expected_damage", mean),
        **(_NO_ROLL if r.refused else _roll(i, r)),
        "trail": r.trail.steps,
    }
