"""000 — "BLOCCARE UN ATTACCO": a hard parry in place of an attack.

Seed 000: with a weapon of parry factor at least 1 (or with a shield), instead of an attack;
both combatants roll to hit, the blocker at –2; "Se colui che desidera bloccare colpisce la
stessa AC che l'avversario ha colpito avrà bloccato il suo colpo". A natural 1–3 on the
blocking roll forces a saving throw for the weapon (a shield is damaged as if hit). Only
melee attacks aimed at the blocker; not against monsters two sizes larger ("un Medium non
può bloccare creature Huge o superiori").

Reading: "la stessa AC" is read as that AC or a better (lower) one — reaching a lower AC
is a better roll. The blocker reaches AC = THAC0 − (d20 − 2), so the block succeeds on a
natural d20 ≥ THAC0 + 2 − (the AC the attacker reached). No natural result is automatic.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ..common.ranges import THAC0_FIELD_RANGE
from ..common.sizes import creature_size_field
from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Origin, Output, Side, Unit, When
from ..i18n import _, pgettext
from ..probability import d20_at_least, exact
from ..sources import cite
from ..tables import Stated
from ..tables.sizes import CreatureSize
from ..vocab import OTHER_TO_HIT_FIELD, THAC0, WEAPON_PARRY, verdict_outputs

__all__ = [
    "BLOCK_SOURCE",
    "BLOCK_PENALTY",
    "LOW_ROLL_MAX",
    "MIN_PARRY_FACTOR",
    "MAX_SIZE_GAP",
    "STATED",
    "REASONS",
    "LOW_ROLL_EFFECTS",
    "MEANS_FIELD",
    "Block",
    "block_allowed",
    "blocks",
    "roll_needed",
    "p_block",
    "CALCULATORS",
]

BLOCK_SOURCE = cite("000", "BLOCCARE UN ATTACCO")
BLOCK_PENALTY = -2  # "Colui che vuole bloccare con una penalità di – 2"
LOW_ROLL_MAX = 3  # "un numero da 1 a 3 naturale"
MIN_PARRY_FACTOR = 1  # "un arma che abbia un fattore parata almeno pari a 1"
MAX_SIZE_GAP = 2  # "non è possibile bloccare attacchi di mostri di due dimensioni superiori"

STATED = (
    Stated("MIN_PARRY_FACTOR", MIN_PARRY_FACTOR, BLOCK_SOURCE, "un arma che abbia un fattore parata almeno pari a {}"),
    Stated("BLOCK_PENALTY", BLOCK_PENALTY, BLOCK_SOURCE, "Colui che vuole bloccare con una penalità di {}."),
    Stated("LOW_ROLL_MAX", LOW_ROLL_MAX, BLOCK_SOURCE, "un risultato pari a un numero da 1 a {} naturale"),
    Stated("MAX_SIZE_GAP", MAX_SIZE_GAP, BLOCK_SOURCE, "non è possibile bloccare attacchi di mostri di {} dimensioni superiori"),
)


REASONS = (
    Option("weapon_parry", _("Weapon parry factor below {minimum}").format(minimum=MIN_PARRY_FACTOR)),
    Option("not_melee", _("Only melee attacks")),
    Option("not_against_self", _("Only attacks aimed at the blocker")),
    Option("size_gap", _("Not against monsters {gap} sizes larger").format(gap=MAX_SIZE_GAP)),
)
_LOW_ROLLS = f"1-{LOW_ROLL_MAX}"  # the natural rolls that put the weapon or the shield at risk

MEANS_FIELD = ChoiceField(
    "means",
    _("Block with"),
    (
        Option("weapon", pgettext("block with", "Weapon")),
        Option("shield", pgettext("block with", "Shield")),
    ),
    default="weapon",
)

LOW_ROLL_EFFECTS = (
    Option("weapon_save", _("The weapon must save")),
    Option("shield_damaged", _("The shield is damaged as if hit")),
)


@dataclass(frozen=True)
class Block:
    allowed: bool
    reason: str  # a code of REASONS; "" when allowed


def block_allowed(
    *, shield: bool, weapon_parry: int, size_gap: int, melee_attack: bool = True, against_self: bool = True
) -> Block:
    """May this attack be blocked? ``size_gap``: attacker's size minus the blocker's."""
    if not shield and weapon_parry < MIN_PARRY_FACTOR:
        return Block(False, "weapon_parry")
    if not melee_attack:
        return Block(False, "not_melee")
    if not against_self:
        return Block(False, "not_against_self")
    if size_gap >= MAX_SIZE_GAP:
        return Block(False, "size_gap")
    return Block(True, "")


def blocks(blocker_ac_hit: int, attacker_ac_hit: int) -> bool:
    """The block holds when the blocker reaches the attacker's AC or a better one."""
    return blocker_ac_hit <= attacker_ac_hit


def roll_needed(thac0: int, attacker_ac_hit: int, other_to_hit: int = 0) -> int:
    """Natural d20 the blocker needs (with the –2 penalty and his other to-hit modifiers)."""
    return thac0 - BLOCK_PENALTY - attacker_ac_hit - other_to_hit


def p_block(thac0: int, attacker_ac_hit: int, other_to_hit: int = 0) -> Fraction:
    return d20_at_least(roll_needed(thac0, attacker_ac_hit, other_to_hit))


def _compute(
    means: str, weapon_parry: int, thac0: int, other_to_hit: int, attacker_ac_hit: int, attacker_size: str, blocker_size: str,
    melee_attack: bool, against_self: bool,
) -> dict[str, object]:
    size_gap = CreatureSize(attacker_size).rank - CreatureSize(blocker_size).rank
    b = block_allowed(shield=means == "shield", weapon_parry=weapon_parry, size_gap=size_gap, melee_attack=melee_attack, against_self=against_self)
    if not b.allowed:
        return {
            "allowed": False,
            "reason": b.reason,
            "roll_needed": 0,
            "p_block": 0.0,
            "p_block_fraction": "0",
            "low_roll_effect": "",
            "p_low_roll": 0.0,
            "p_low_roll_fraction": "0",
        }
    p, fraction = exact(p_block(thac0, attacker_ac_hit, other_to_hit))
    low, low_fraction = exact(Fraction(LOW_ROLL_MAX, 20))
    return {
        "allowed": True,
        "reason": "",
        "roll_needed": roll_needed(thac0, attacker_ac_hit, other_to_hit),
        "p_block": p,
        "p_block_fraction": fraction,
        "low_roll_effect": "shield_damaged" if means == "shield" else "weapon_save",
        "p_low_roll": low,
        "p_low_roll_fraction": low_fraction,
    }


CALCULATORS = (
    Calculator(
        name="block_000",
        primary="p_block",
        title=_("Blocking an attack"),
        summary=_(
            "Roll to hit at {penalty} and reach the AC the attacker reached: the d20 needed, the exact "
            "chance, and the natural {low} risk.",
        ).format(penalty=BLOCK_PENALTY, low=_LOW_ROLLS),
        source=BLOCK_SOURCE,
        fields=(
            MEANS_FIELD,
            IntField("weapon_parry", _("Weapon parry factor"), minimum=0, maximum=10, default=1, applies=When(means="weapon"),
                     trait=WEAPON_PARRY, side=Side.SELF, origin=Origin.WEAPON_TABLE),
            IntField("thac0", _("Blocker's THAC0"), minimum=THAC0_FIELD_RANGE[0], maximum=THAC0_FIELD_RANGE[1], example=15,
                     trait=THAC0, side=Side.SELF),
            OTHER_TO_HIT_FIELD,
            IntField(
                "attacker_ac_hit",
                _("AC the attacker's roll reached"),
                minimum=-30,
                maximum=30,
                example=5,
            ),
            creature_size_field("attacker_size", _("Attacker's size"), Side.OPPONENT),
            creature_size_field("blocker_size", _("Blocker's size"), Side.SELF),
            BoolField("melee_attack", _("Melee attack"), default=True),
            BoolField("against_self", _("Aimed at the blocker"), default=True),
        ),
        outputs=(
            *verdict_outputs(REASONS, _("Block allowed")),
            Output("roll_needed", _("Natural d20 needed")),
            Output("p_block", _("Chance to block"), unit=Unit.PROBABILITY),
            Output("p_block_fraction", _("Chance (exact)")),
            Output("low_roll_effect", _("On a natural {low}").format(low=_LOW_ROLLS), codes=LOW_ROLL_EFFECTS),
            Output("p_low_roll", _("Chance of a natural {low}").format(low=_LOW_ROLLS), unit=Unit.PROBABILITY),
            Output("p_low_roll_fraction", _("Natural {low} (exact)").format(low=_LOW_ROLLS)),
        ),
        compute=_compute,
        readings=(
            _(
                "\"The same AC\" is read as that AC or a lower (better) one; no natural roll is an "
                "automatic success or failure.",
            ),
        ),
    ),
)
