"""000 — "SOPPRIMERE UN AVVERSARIO" (tackle) and "BUTTARSI DAVANTI AI COLPI DEGLI AVVERSARI".

Tackle: the attempt goes off at the movement initiative of the slowest participant; it
is a to-hit roll against the defender's natural AC (no armour, no shield) with the best
attacker's THAC0 and +1 per further participant. On a hit, the defender and the attacker
who rolled make an opposed strength check with: ±4 per size step between them (no
tackling a creature more than two sizes larger), +1 per extra attacker not more than two
sizes smaller than the defender, −4 to the attacker's strength against four or more legs.
The same check, same modifiers, is the first action of every following round in which
the defender is held down.

Readings (the text leaves them open):

* the opposed check is the one of :func:`calc.common.opposed.opposed_check`;
* every modifier goes on the rolling attacker's strength score (the legs one says so
  explicitly), the size one positive when the attacker is the larger;
* the size limits are measured from the attacker who rolls;
* the defender stays standing, or breaks free in a later round, only by winning the check:
  a tie ("parità"), which the text does not resolve, leaves him down.

Throwing oneself before the blows of a single enemy (not two or more sizes larger): the
enemy's blows at the same initiative as the maneuver or slower hit the one who
interposed; all melee attacks against him get +3 to hit and up to +3 on the base damage
die, never above the die's maximum. Reading: a lower initiative acts first (AD&D), so the
maneuver catches blows whose initiative is equal to or higher than the rescuer's.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from ..common.attack_roll import NATURAL_ROLL_READING, attack_hit_chance, roll_needed
from ..common.opposed import OPPOSED_CHECK_READING, opposed_check, strength_field
from ..common.ranges import AC_FIELD_RANGE, INITIATIVE_FIELD_RANGE, THAC0_FIELD_RANGE
from ..common.sizes import creature_size_field
from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Origin, Output, Side
from ..i18n import _
from ..vocab import (
    FOUR_LEGS,
    NATURAL_AC,
    OTHER_TO_HIT_FIELD,
    THAC0,
    probability_outputs,
    probability_values,
    verdict_outputs,
)
from ..tables.sizes import CreatureSize
from ..tables.tackle_000 import (
    EXTRA_ATTACKER_MODIFIER,
    FOUR_LEGS_MODIFIER,
    MAX_DEFENDER_SIZES_LARGER,
    SIZE_STEP_MODIFIER,
    TACKLE_SOURCE,
    THROW_DAMAGE_DIE_BONUS,
    THROW_REFUSED_SIZES_LARGER,
    THROW_SOURCE,
    THROW_TO_HIT_BONUS,
    TO_HIT_PER_EXTRA_ATTACKER,
)

__all__ = [
    "tackle_to_hit_bonus",
    "TACKLE_REASONS",
    "THROW_REASONS",
    "may_tackle",
    "size_modifier",
    "legs_modifier",
    "attacker_strength_modifier",
    "may_throw_before",
    "blow_redirected",
    "boosted_die",
    "MAX_EXTRA_ATTACKERS",
    "CALCULATORS",
]

MAX_EXTRA_ATTACKERS = 11  # the seed limits attackers by the victim's size without giving numbers


def tackle_to_hit_bonus(attackers: int) -> int:
    """+1 to hit per participant beyond the one whose THAC0 is used."""
    return TO_HIT_PER_EXTRA_ATTACKER * max(0, attackers - 1)


TACKLE_REASONS = (Option("too_large", _("No tackling a creature more than two sizes larger")),)
THROW_REASONS = (Option("too_large", _("Not before an enemy two or more sizes larger")),)


def may_tackle(attacker: CreatureSize, defender: CreatureSize) -> bool:
    """"in nessun caso è possibile provare ad atterrare creature che siano di più di due taglie superiori"."""
    return defender.rank - attacker.rank <= MAX_DEFENDER_SIZES_LARGER


def size_modifier(attacker: CreatureSize, defender: CreatureSize) -> int:
    """±4 per size step, on the attacker's strength: positive when the attacker is larger."""
    return SIZE_STEP_MODIFIER * (attacker.rank - defender.rank)


def legs_modifier(defender_four_legs: bool) -> int:
    """−4 to the attacker's strength if the defender has four or more legs."""
    return FOUR_LEGS_MODIFIER if defender_four_legs else 0


def attacker_strength_modifier(
    attacker: CreatureSize, defender: CreatureSize, eligible_extra: int, defender_four_legs: bool) -> int:
    """Sum of the three modifiers of the opposed strength check, on the attacker's score."""
    return size_modifier(attacker, defender) + EXTRA_ATTACKER_MODIFIER * eligible_extra + legs_modifier(defender_four_legs)


def _tackle(
    best_thac0: int,
    other_to_hit: int,
    natural_ac: int,
    extra_attackers: int,
    extra_too_small: int,
    attacker_size: str,
    defender_size: str,
    attacker_strength: int,
    defender_strength: int,
    four_legs: bool,
) -> dict[str, object]:
    attacker, defender = CreatureSize(attacker_size), CreatureSize(defender_size)
    bonus = tackle_to_hit_bonus(1 + extra_attackers + extra_too_small)
    needed = roll_needed(best_thac0, natural_ac, bonus + other_to_hit)
    allowed = may_tackle(attacker, defender)
    p_hit = attack_hit_chance(needed) if allowed else Fraction(0)
    modifier = attacker_strength_modifier(attacker, defender, extra_attackers, four_legs)
    contest = opposed_check(attacker_strength + modifier, defender_strength)
    return {
        "allowed": allowed,
        "reason": "" if allowed else "too_large",
        "to_hit_bonus": bonus,
        "roll_needed": needed,
        **probability_values("p_hit", p_hit),
        "size_modifier": size_modifier(attacker, defender),
        "extra_attackers_modifier": EXTRA_ATTACKER_MODIFIER * extra_attackers,
        "legs_modifier": legs_modifier(four_legs),
        "strength_modifier": modifier,
        "attacker_check_score": attacker_strength + modifier,
        **probability_values("p_attacker_wins", contest.first_wins if allowed else Fraction(0)),
        **probability_values("p_tie", contest.tie if allowed else Fraction(0)),
        **probability_values("p_defender_wins", contest.second_wins if allowed else Fraction(0)),
        **probability_values("p_knockdown", p_hit * (1 - contest.second_wins)),
    }


def may_throw_before(rescuer: CreatureSize, enemy: CreatureSize) -> bool:
    """The enemy must not be "di due o più taglie superiori" to the one who interposes."""
    return enemy.rank - rescuer.rank < THROW_REFUSED_SIZES_LARGER


def blow_redirected(rescuer_initiative: int, blow_initiative: int) -> bool:
    """A blow at the same initiative as the maneuver, or slower (higher), hits the rescuer."""
    return blow_initiative >= rescuer_initiative


def boosted_die(roll: int, sides: int, bonus: int = THROW_DAMAGE_DIE_BONUS) -> int:
    """The base damage die raised by ``bonus`` but never above its maximum."""
    return min(roll + bonus, sides)


def _throw(
    rescuer_size: str,
    enemy_size: str,
    enemy_attack: str,
    rescuer_initiative: int,
    blow_initiative: int,
    die_sides: int,
) -> dict[str, object]:
    allowed = may_throw_before(CreatureSize(rescuer_size), CreatureSize(enemy_size))
    redirected = allowed and blow_redirected(rescuer_initiative, blow_initiative)
    melee = enemy_attack == "melee"  # "Tutti gli attacchi in corpo a corpo diretti contro chi effettua questa manovra"
    return {
        "allowed": allowed,
        "reason": "" if allowed else "too_large",
        "redirected": redirected,
        "enemy_aoo_prevented": redirected,
        "to_hit_bonus": THROW_TO_HIT_BONUS if melee and allowed else 0,
        "damage_die_bonus": THROW_DAMAGE_DIE_BONUS if melee and allowed else 0,
        "die_results": [boosted_die(roll, die_sides, THROW_DAMAGE_DIE_BONUS if melee and allowed else 0) for roll in range(1, die_sides + 1)],
    }


_SIZE_HELP = _("One step of the scale Tiny, Small, Medium, Large, Huge, Gargantuan is one size.")

_INITIATIVE_READING = _(
    "Lower initiative acts first: blows at the rescuer's initiative or higher are "
    "redirected to him.",
)


CALCULATORS = (
    Calculator(
        name="tackle_000",
        primary="p_knockdown",
        title=_("Tackle (suppress an opponent)"),
        summary=_(
            "To-hit roll against the natural AC with the best THAC0 +1 per extra attacker, then "
            "the opposed strength check (±4 per size, +1 per eligible extra attacker, −4 against "
            "four or more legs).",
        ),
        source=TACKLE_SOURCE,
        fields=(
            IntField(
                name="best_thac0",
                label=_("Best attacker's THAC0"),
                minimum=THAC0_FIELD_RANGE[0],
                maximum=THAC0_FIELD_RANGE[1],
                example=15,
                trait=THAC0,
                side=Side.SELF,
            ),
            OTHER_TO_HIT_FIELD,
            IntField(
                name="natural_ac",
                label=_("Defender's natural AC"),
                minimum=AC_FIELD_RANGE[0],
                maximum=AC_FIELD_RANGE[1],
                help=_(
                    "Usually 10 − dexterity and some magic (a ring of protection counts); no armour,"
                    " no shield.",
                ),
                example=5,
                trait=NATURAL_AC,
                side=Side.OPPONENT,
            ),
            IntField(
                name="extra_attackers",
                label=_("Other attackers, not more than two sizes smaller than the defender"),
                minimum=0,
                maximum=MAX_EXTRA_ATTACKERS,
                default=0,
                help=_("Each adds +1 to hit and +1 to the strength check."),
            ),
            IntField(
                name="extra_too_small",
                label=_("Other attackers more than two sizes smaller than the defender"),
                minimum=0,
                maximum=MAX_EXTRA_ATTACKERS,
                default=0,
                help=_("They still add +1 to hit, but nothing to the strength check."),
            ),
            replace(creature_size_field("attacker_size", _("Size of the attacker who rolls"), Side.SELF), help=_SIZE_HELP),
            replace(creature_size_field("defender_size", _("Defender's size"), Side.OPPONENT), help=_SIZE_HELP),
            strength_field("attacker_strength", _("Attacker's strength"), Side.SELF),
            strength_field("defender_strength", _("Defender's strength"), Side.OPPONENT),
            BoolField(
                name="four_legs",
                label=_("Defender has four or more legs"),
                default=False,
                trait=FOUR_LEGS,
                side=Side.OPPONENT,
            ),
        ),
        outputs=(
            *verdict_outputs(TACKLE_REASONS),
            Output("to_hit_bonus", _("To-hit bonus")),
            Output("roll_needed", _("d20 needed")),
            *probability_outputs("p_hit", _("Chance to hit")),
            Output("size_modifier", _("Size modifier")),
            Output("extra_attackers_modifier", _("Extra attackers modifier")),
            Output("legs_modifier", _("Four-legs modifier")),
            Output("strength_modifier", _("Total on attacker's strength")),
            Output("attacker_check_score", _("Attacker's check score")),
            *probability_outputs("p_attacker_wins", _("Attacker wins the check")),
            *probability_outputs("p_tie", _("Tie")),
            *probability_outputs("p_defender_wins", _("Defender wins (stays up / breaks free)")),
            *probability_outputs("p_knockdown", _("Hit and defender knocked down")),
        ),
        compute=_tackle,
        readings=(
            NATURAL_ROLL_READING,
            OPPOSED_CHECK_READING,
            _(
                "All check modifiers apply to the rolling attacker's strength score; the size one is +4 "
                "per step when he is larger, −4 per step when smaller.",
            ),
            _(
                "The defender stays up, or breaks free in a later round, only by winning; a tie (not "
                "covered by the text) leaves him down.",
            ),
            _(
                "\"In nessun caso\" (no tackling a creature more than two sizes larger) binds the attacker "
                "who rolls; smaller helpers still join: each adds +1 to hit (\"per ogni ulteriore "
                "partecipante\"), and to the strength check only if not more than two sizes smaller "
                "than the defender.",
            ),
        ),
    ),
    Calculator(
        name="throw_before_blows_000",
        primary="redirected",
        title=_("Throw oneself before the enemy's blows"),
        summary=_(
            "Whether a blow is intercepted (by initiative), and the +3 to hit and up to +3 on the"
            " damage die against the one who interposes.",
        ),
        source=THROW_SOURCE,
        fields=(
            creature_size_field("rescuer_size", _("Rescuer's size"), Side.SELF),
            creature_size_field("enemy_size", _("Enemy's size"), Side.OPPONENT),
            ChoiceField(
                name="enemy_attack",
                label=_("The enemy attacks"),
                options=(Option("melee", _("In melee")), Option("missile", _("With missiles or thrown weapons"))),
                default="melee",
            ),
            IntField(
                name="rescuer_initiative",
                label=_("Initiative of the maneuver"),
                minimum=INITIATIVE_FIELD_RANGE[0],
                maximum=INITIATIVE_FIELD_RANGE[1],
                example=5,
            ),
            IntField(
                name="blow_initiative",
                label=_("Initiative of the enemy's blow"),
                minimum=INITIATIVE_FIELD_RANGE[0],
                maximum=INITIATIVE_FIELD_RANGE[1],
                example=6,
            ),
            IntField(
                name="die_sides",
                label=_("Base damage die (faces)"),
                minimum=2,
                maximum=20,
                default=8,
                origin=Origin.WEAPON_TABLE,
            ),
        ),
        outputs=(
            *verdict_outputs(THROW_REASONS),
            Output("redirected", _("Blow hits the rescuer instead")),
            Output("enemy_aoo_prevented", _("The enemy loses his attack of opportunity on who leaves melee")),
            Output("to_hit_bonus", _("Melee to-hit bonus against the rescuer")),
            Output("damage_die_bonus", _("Damage die bonus (up to)")),
            Output("die_results", _("Damage die for a roll of 1, 2, 3 …")),
        ),
        compute=_throw,
        readings=(
            _INITIATIVE_READING,
            _(
                "The +3 to hit and on the damage die are for melee attacks only (\"Tutti gli attacchi in "
                "corpo a corpo\"); blows thrown from afar are still redirected. The enemy's attack of "
                "opportunity is prevented when the maneuver is not slower than the blow.",
            ),
        ),
    ),
)
