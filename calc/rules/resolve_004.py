"""004 — one attack, every modifier: the tables, cover, concealment, flanking and the helpless
defender, to a final attack bonus against a final AC, the chance to hit with the miss chance,
and the trail.

Composed only from this text's rule functions: the rows of "Модификаторы к атаке" and
"Модификаторы к КБ" with their Dex footnotes (:mod:`.modifiers_004`), cover of every degree
and kind (:mod:`.cover_004`), the concealment miss chance (:mod:`.concealment_004`), the
helpless defender's Dex 0 (the AC table's row, as :mod:`.helpless_004` reads it). The d20 hits
on any roll ≥ AC − attack bonus, as the concealment calculator reads the text (no natural
1/20 rule).

The text's own exclusions, each a step of the trail where it decides:

- "Несколько эффектов, дающих плохую видимость, не складываются": the larger miss chance;
- "Темнота или плохое освещение бесполезны, если у вашего противника ночное зрение";
- "Беспомощный персонаж всегда считается застигнутым врасплох": flat-footed adds nothing more;
- a Dex bonus is lost once, whichever footnote (*, **), Dex 0 or −4 Dex says so;
- flanking is "-" at range (melee only); prone with a ranged weapon "-***": only a crossbow,
  without penalty;
- "Полное укрытие ... Вы не можете атаковать такую цель"; a low obstacle covers only within
  30 ft, and not against an attacker nearer to it; a creature covers against ranged attacks
  only, and never more than normal cover;
- an unseen foe is struck only by guessing its square.

Readings (stated on the calculator): those of the calculators combined; rows stack; the
entangled attacker's −4 Dex "может влиять на его атаки" — the resolver does not guess how: it
is listed, and the attack bonus you enter should include it if it applies.

The Roll button's dice (``seed``): the attacker's d20, then the defender's d100 against the
miss chance ("Затем, если он попал, защищающийся бросает d100").
"""

from __future__ import annotations

import random
from dataclasses import replace
from fractions import Fraction

from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Output, Side, When, declared
from ..i18n import _
from ..probability import d20_at_least
from ..tables.modifiers_004 import AC_SOURCE, ATTACK_SOURCE, ENTANGLED_DEX_PENALTY, AttackerCondition, DefenderCondition, Reach
from ..trail import AC_CHANGE, Rule, Trail, contributions, trail_output
from ..vocab import (
    ATTACK_BONUS,
    OTHER_TO_HIT_FIELD,
    OTHER_TO_HIT_RULE,
    SEED_FIELD,
    probability_outputs,
    probability_values,
    verdict,
    verdict_outputs,
)
from . import concealment_004, cover_004, helpless_004, modifiers_004
from .concealment_004 import MISS_CHANCE, d100_miss_faces, degree_field, effective_hit, is_unseen, miss_chance, seen_degrees
from .concealment_004 import Degree as Seen
from .cover_004 import COVER, COVER_REASONS, DEGREE_FIELD, Degree, Kind, resolve_cover
from .modifiers_004 import ATTACKER_LABELS, DEFENDER_LABELS, REACH_FIELD, ac_modifiers, attack_modifiers

__all__ = ["RULES", "REASONS", "CALCULATORS"]

ATTACKER_RULES = {c: Rule(f"attacker_{c.value}", ATTACKER_LABELS[c], ATTACK_SOURCE) for c in AttackerCondition}
_ROWS = tuple(c for c in DefenderCondition if c not in (DefenderCondition.COVER, DefenderCondition.CONCEALED))
TARGET_RULES = {c: Rule(f"target_{c.value}", DEFENDER_LABELS[c], AC_SOURCE) for c in _ROWS}
HELPLESS_DEX = Rule("helpless_dex", _("Helpless defender's AC"), helpless_004.SOURCE)
COVER_RULE = Rule("cover", _("Cover"), cover_004.SOURCE)
CONCEALMENT = Rule("concealment", _("Defender's concealment"), concealment_004.SOURCE)
OTHER_CONCEALMENT = Rule("other_concealment", _("Another concealment effect (does not stack)"), concealment_004.SOURCE)
WRONG_SQUARE = Rule("wrong_square", _("Striking a square the foe is not in"), concealment_004.SOURCE)
RULES = (*ATTACKER_RULES.values(), *TARGET_RULES.values(), HELPLESS_DEX, COVER_RULE, CONCEALMENT, OTHER_CONCEALMENT, WRONG_SQUARE,
         OTHER_TO_HIT_RULE)

ATTACK = Option("attack", _("{value} to the attack"))
DEX_AC = Option("dex_ac", _("{value} to AC (Dexterity)"))
DEX_SCORE = Option("dex_score", _("{value} to Dexterity"))
MISS = Option("miss", _("{number}% miss chance"))
EFFECTS = (ATTACK, AC_CHANGE, DEX_AC, DEX_SCORE, MISS)

# What the rules forbid outright: the answer is allowed: false.
REASONS = (
    Option("prone_ranged", _("prone: most ranged weapons cannot be used (crossbows can, without penalty)")),
    Option("total_cover", _("total cover: the target cannot be attacked")),
)
PRONE_RANGED = Option("prone_no_ranged", REASONS[0].label)

MELEE_ONLY = Option("melee_only", _("\"-\" in this column: it does not apply to this attack"))
ALREADY = Option("dex_already_lost", _("the positive Dex modifier is already lost"))
ALWAYS_FLAT_FOOTED = Option("always_flat_footed", _("a helpless creature is always flat-footed"))
IN_THE_BONUS = Option("in_the_bonus", _("the text says it may affect its attacks: count it in the attack bonus if so"))
NOT_STACKING = Option("not_stacking", _("concealment effects do not stack: the larger miss chance counts"))
DARKVISION = Option("darkvision", _("darkness is useless against a foe with darkvision"))
COVER_WHY = {o.value: Option(f"cover_{o.value}", o.label) for o in COVER_REASONS}
TRAIL_REASONS = (MELEE_ONLY, PRONE_RANGED, ALREADY, ALWAYS_FLAT_FOOTED, IN_THE_BONUS, NOT_STACKING, DARKVISION, *COVER_WHY.values())



def _attack_steps(trail: Trail, chosen: list[AttackerCondition], reach: Reach, crossbow: bool):
    """Each chosen row of "Модификаторы к атаке", as :func:`attack_modifiers` reads it alone."""
    for c in chosen:
        alone = attack_modifiers([c], reach, crossbow)
        rule = ATTACKER_RULES[c]
        if c in alone.not_applicable:
            trail.skipped(rule, ATTACK, attack_modifiers([c], Reach.MELEE).total, MELEE_ONLY)
        elif not alone.allowed:
            trail.skipped(rule, ATTACK, alone.total, PRONE_RANGED)  # and the attack is refused (allowed: false)
        else:
            trail.applied(rule, ATTACK, alone.total)
        if alone.dex_penalty:
            trail.skipped(rule, DEX_SCORE, ENTANGLED_DEX_PENALTY, IN_THE_BONUS)
    return attack_modifiers(chosen, reach, crossbow)


def _ac_steps(trail: Trail, chosen: list[DefenderCondition], reach: Reach, dex: int, no_positive_dex: bool, invisible_rule: Rule):
    """Each chosen row of "Модификаторы к КБ", then the Dex modifier, lost once whoever says so."""
    for c in chosen:
        if c is DefenderCondition.FLAT_FOOTED and DefenderCondition.HELPLESS in chosen:
            trail.skipped(TARGET_RULES[c], AC_CHANGE, ac_modifiers([c], reach).table, ALWAYS_FLAT_FOOTED)
        else:
            trail.applied(TARGET_RULES[c], AC_CHANGE, ac_modifiers([c], reach).table)

    # The Dex change, one cause at a time: the attacker's footnote *, then the rows in order.
    def dex_change(invisible: bool = False, **rows: bool) -> int:
        return ac_modifiers([DefenderCondition(c) for c, on in rows.items() if on], reach, dex, no_positive_dex=invisible).dex_change

    causes = {"invisible": no_positive_dex, **{c.value: True for c in chosen}}
    for key, value in contributions(dex_change, dict.fromkeys(causes, False), causes, causes):
        rule = invisible_rule if key == "invisible" else HELPLESS_DEX if key == DefenderCondition.HELPLESS.value else TARGET_RULES[DefenderCondition(key)]
        alone = dex_change(**{key: True})
        if value:
            trail.applied(rule, DEX_AC, value)
        elif causes[key] and alone:
            trail.skipped(rule, DEX_AC, alone, ALREADY)
    return ac_modifiers(chosen, reach, dex, no_positive_dex=no_positive_dex)


def _cover_steps(trail: Trail, degree: Degree, kind: Kind, target_ft: int, attacker_ft: int, reach: Reach):
    result = resolve_cover(degree, kind, target_ft=target_ft, attacker_ft=attacker_ft, ranged=reach is Reach.RANGED)
    if degree is Degree.NONE:
        return result
    if result.reason == "living_cover_normal":
        trail.skipped(COVER_RULE, AC_CHANGE, COVER[degree].ac, COVER_WHY[result.reason])
    if result.applies and result.attack_allowed:
        trail.applied(COVER_RULE, AC_CHANGE, result.ac)
    elif not result.applies:
        trail.skipped(COVER_RULE, AC_CHANGE, COVER[degree].ac, COVER_WHY[result.reason])
    return result


def _concealment_steps(trail: Trail, degree: Seen, other: Seen, darkvision: bool, right_square: bool) -> tuple[Fraction, bool]:
    """The miss chance that counts (the larger), and whether the foe is unseen."""
    counted = seen_degrees([degree, other], darkvision)
    miss = miss_chance(*counted)
    shown_larger = False
    for rule, before, after in ((CONCEALMENT, degree, counted[0]), (OTHER_CONCEALMENT, other, counted[1])):
        pct = int(MISS_CHANCE[before] * 100)
        if before is Seen.NONE:
            continue
        if after is not before:
            trail.skipped(rule, MISS, pct, DARKVISION)
        elif MISS_CHANCE[after] == miss and not shown_larger:
            trail.applied(rule, MISS, pct)
            shown_larger = True
        else:
            trail.skipped(rule, MISS, pct, NOT_STACKING)
    unseen = is_unseen(counted)
    if unseen and not right_square:
        trail.applied(WRONG_SQUARE, MISS, 100)
    return miss, unseen


def _compute(attack: str, attack_bonus: int, other_to_hit: int, crossbow: bool, target_ac: int, target_dex: int, cover: str, kind: str,
             target_ft: int, attacker_ft: int, concealment: str, other_concealment: str, darkness_vs_darkvision: bool,
             right_square: bool, seed: int, **flags: bool) -> dict[str, object]:
    trail = Trail()
    reach = Reach(attack)
    attacker = [c for c in AttackerCondition if flags[f"attacker_{c.value}"]]
    target = [c for c in _ROWS if flags[f"target_{c.value}"]]
    am = _attack_steps(trail, attacker, reach, crossbow)
    if other_to_hit:
        trail.applied(OTHER_TO_HIT_RULE, ATTACK, other_to_hit)
    ac = _ac_steps(trail, target, reach, target_dex, am.target_no_positive_dex, ATTACKER_RULES[AttackerCondition.INVISIBLE])
    covered = _cover_steps(trail, Degree(cover), Kind(kind), target_ft, attacker_ft, reach)
    miss, unseen = _concealment_steps(trail, Seen(concealment), Seen(other_concealment), darkness_vs_darkvision, right_square)

    refused = "" if am.allowed else "prone_ranged"
    refused = refused or ("" if covered.attack_allowed else "total_cover")
    bonus = attack_bonus + am.total + other_to_hit
    final_ac = target_ac + ac.total + covered.ac
    p_roll = Fraction(0) if refused else d20_at_least(final_ac - bonus)
    p_hit = effective_hit(p_roll, miss) if right_square or not unseen else Fraction(0)
    unused = [] if unseen else ["right_square"]
    reaches = not refused and (right_square or not unseen)
    rolls, hit = _roll(seed, final_ac - bonus, miss) if reaches else ([], False)
    return {
        **verdict(refused),
        "attack_modifier": am.total + other_to_hit,
        "final_attack_bonus": bonus,
        "ac_modifier": ac.total + covered.ac,
        "final_ac": final_ac,
        "d20_needed": final_ac - bonus,
        **probability_values("p_attack_roll", p_roll),
        **probability_values("p_miss", miss),
        **probability_values("p_hit", p_hit),
        "rolls": rolls,
        "roll_hit": hit,
        "trail": trail.steps,
        "ignored": unused,
    }


def _roll(seed: int, needed: int, miss: Fraction) -> tuple[list[int], bool]:
    """The dice, seeded: the attacker's d20, then, if it hits through concealment, the
    defender's d100, which turns the hit into a miss on 1 to the miss chance."""
    dice = random.Random(seed)
    rolls = [dice.randint(1, 20)]
    hit = rolls[0] >= needed
    if hit and miss:
        rolls.append(dice.randint(1, 100))
        hit = rolls[1] > d100_miss_faces(miss)
    return rolls, hit


def _flag(name: str, template, label) -> BoolField:
    return BoolField(name, template.format(what=label), default=False)


_YOU = _("You: {what}")
_TARGET = _("Target: {what}")
_COVERED = When(cover=("partial", "normal", "improved", "total"))

CALCULATORS = (
    Calculator(
        name="resolve_004",
        primary="p_hit",
        title=_("One attack, every modifier (text 004)"),
        summary=_(
            "Every attack and AC modifier of the tables, cover, concealment, flanking and the helpless"
            " defender: the final attack bonus against the final AC, the chance to hit with the miss"
            " chance, and every rule weighed.",
        ),
        source=ATTACK_SOURCE,
        fields=(
            REACH_FIELD,
            IntField("attack_bonus", _("Attack bonus"), minimum=-20, maximum=60, default=5, trait=ATTACK_BONUS, side=Side.SELF),
            OTHER_TO_HIT_FIELD,
            replace(declared(modifiers_004.CALCULATORS, "crossbow"), applies=When(attack="ranged")),
            *(_flag(f"attacker_{c.value}", _YOU, ATTACKER_LABELS[c]) for c in AttackerCondition),
            replace(declared(modifiers_004.CALCULATORS, "ac"), name="target_ac"),
            replace(declared(modifiers_004.CALCULATORS, "dex"), name="target_dex"),
            *(_flag(f"target_{c.value}", _TARGET, DEFENDER_LABELS[c]) for c in _ROWS),
            ChoiceField("cover", DEGREE_FIELD.label, DEGREE_FIELD.options, default="none"),
            replace(declared(cover_004.CALCULATORS, "kind"), applies=_COVERED),
            declared(cover_004.CALCULATORS, "target_ft"),
            declared(cover_004.CALCULATORS, "attacker_ft"),
            degree_field("concealment", _("Defender's concealment"), "none", True),
            degree_field("other_concealment", _("Another concealment effect (does not stack)"), "none", False),
            declared(concealment_004.CALCULATORS, "darkness_vs_darkvision"),
            declared(concealment_004.CALCULATORS, "right_square"),
            SEED_FIELD,
        ),
        outputs=(
            *verdict_outputs(REASONS, _("Attack possible")),
            Output("attack_modifier", _("Total attack modifier")),
            Output("final_attack_bonus", _("Final attack bonus")),
            Output("ac_modifier", _("Total change to AC")),
            Output("final_ac", _("AC against this attack")),
            Output("d20_needed", _("d20 needed")),
            *probability_outputs("p_attack_roll", _("Chance the attack roll hits")),
            *probability_outputs("p_miss", _("Miss chance")),
            *probability_outputs("p_hit", _("Chance to really hit")),
            Output("rolls", _("Dice rolled (d20, then the defender's d100)")),
            Output("roll_hit", _("This roll hits")),
            trail_output(RULES, EFFECTS, TRAIL_REASONS),
        ),
        compute=_compute,
        readings=(
            _(
                "The readings of the modifier, cover and concealment calculators: rows stack; a hit is any d20 ≥"
                " AC − attack bonus (no natural 1/20 rule); invisible is total concealment.",
            ),
            _(
                "A positive Dex modifier is lost once, whichever footnote, Dex 0 or -4 Dex says so. The entangled"
                " attacker's -4 Dex \"may affect its attacks\": it is listed, not guessed; count it in the attack"
                " bonus if it does.",
            ),
        ),
    ),
)
