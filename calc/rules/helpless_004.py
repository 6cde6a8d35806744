"""004 — helpless defenders and the coup de grâce.

Seed 004, "Беспомощные противники":

- "Обычные атаки": −4 AC against melee; Dex counts as 0, "что налагает штраф -5 на КБ от
  всех атак (в сумме это -9 к КБ от атак в ближнем бою и -5 от дистанционных)"; always
  flat-footed.
- "Добивающий удар": a full-round action, with a melee weapon (or a bow or crossbow while
  adjacent); automatic hit and critical hit. A creature surviving the damage makes a
  Fortitude save, DC 10 + damage dealt, or dies; a rogue adds sneak attack damage. It
  provokes attacks of opportunity from every foe threatening your square. Not against a
  creature immune to critical hits. Against a creature you cannot see: two full-round
  actions (find it, then strike).

Readings chosen (also stated on the calculators):

- Dex 0 replaces the creature's own Dex modifier, as the AC table's footnote "* теряет бонус
  Ловкости" and the text's "Ловкость считается равной 0" together say: for Dex 10–11 (modifier
  0) the change is exactly the text's −9 / −5; a higher Dex costs its bonus too.
- The Fortitude save succeeds on d20 + bonus ≥ DC (the text has no natural 1 / 20 rule).
- Other ranged weapons than bows and crossbows cannot deliver a coup de grâce.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Output, Side, Unit
from ..i18n import _
from ..probability import d20_at_least, exact
from ..sources import cite
from ..tables import Stated
from ..vocab import AC, CRITICAL_IMMUNITY, DEXTERITY, FORTITUDE_BONUS, verdict_outputs
from ..tables.modifiers_004 import HELPLESS_SOURCE, DefenderCondition, Reach
from .modifiers_004 import AC_RANGE, DEX_RANGE, ac_modifiers

__all__ = [
    "HelplessAc",
    "helpless_ac",
    "COUP_DC_BASE",
    "coup_de_grace_dc",
    "p_death",
    "CoupDeGrace",
    "coup_de_grace",
    "COUP_REASONS",
    "STATED",
    "CALCULATORS",
]

SOURCE = HELPLESS_SOURCE
COUP_SOURCE = cite("004", "Добивающий удар")

COUP_DC_BASE = 10  # "СЛ 10 + нанесенный урон"
FULL_ROUNDS_SEEN = 1  # "Совершив действие полного хода"
FULL_ROUNDS_UNSEEN = 2  # "этот процесс занимает два полных хода"

STATED = (
    Stated("COUP_DC_BASE", COUP_DC_BASE, COUP_SOURCE, "испытание Стойкости (СЛ {} + нанесенный урон)"),
    Stated("FULL_ROUNDS_UNSEEN", FULL_ROUNDS_UNSEEN, COUP_SOURCE, "этот процесс занимает {} полных хода"),
)


@dataclass(frozen=True)
class HelplessAc:
    melee: int
    ranged: int
    modifier_melee: int
    modifier_ranged: int


def helpless_ac(ac: int, dex: int) -> HelplessAc:
    """AC of a helpless creature whose usual AC is ``ac`` with Dex ``dex``: the AC table's
    row "Беспомощен" (−4 melee / +0 ranged) plus Dex 0 in place of its own Dex."""
    melee = ac_modifiers([DefenderCondition.HELPLESS], Reach.MELEE, dex).total
    ranged = ac_modifiers([DefenderCondition.HELPLESS], Reach.RANGED, dex).total
    return HelplessAc(ac + melee, ac + ranged, melee, ranged)


def coup_de_grace_dc(damage: int) -> int:
    return COUP_DC_BASE + damage


def p_death(damage: int, fortitude: int) -> Fraction:
    """P(failing the Fortitude save, DC 10 + damage) for a creature surviving the damage."""
    return 1 - d20_at_least(coup_de_grace_dc(damage) - fortitude)


@dataclass(frozen=True)
class CoupDeGrace:
    allowed: bool
    reason: str
    full_round_actions: int


def coup_de_grace(weapon: str, adjacent: bool, seen: bool, immune_to_crits: bool) -> CoupDeGrace:
    """Whether a coup de grâce can be delivered (``reason`` a code, see ``COUP_REASONS``), and
    how many full-round actions it takes."""
    if immune_to_crits:
        return CoupDeGrace(False, "immune_to_criticals", 0)
    if weapon == "other_ranged":
        return CoupDeGrace(False, "weapon_not_allowed", 0)
    if weapon in ("bow", "crossbow") and not adjacent:
        return CoupDeGrace(False, "not_adjacent", 0)
    return CoupDeGrace(True, "allowed", FULL_ROUNDS_SEEN if seen else FULL_ROUNDS_UNSEEN)


# --- calculators ---------------------------------------------------------------------------


COUP_REASONS = (
    Option("allowed", _("allowed")),
    Option("immune_to_criticals", _("target immune to critical hits")),
    Option("weapon_not_allowed", _("only a melee weapon, a bow or a crossbow")),
    Option("not_adjacent", _("bow or crossbow: stand adjacent to the target")),
)


def _helpless(ac: int, dex: int) -> dict[str, object]:
    result = helpless_ac(ac, dex)
    return {
        "ac_melee": result.melee,
        "ac_ranged": result.ranged,
        "modifier_melee": result.modifier_melee,
        "modifier_ranged": result.modifier_ranged,
        "flat_footed": True,
    }


def _coup(weapon: str, adjacent: bool, seen: bool, immune_to_crits: bool, damage: int, sneak_attack: int,
          fortitude: int) -> dict[str, object]:
    rule = coup_de_grace(weapon, adjacent, seen, immune_to_crits)
    total = damage + sneak_attack if rule.allowed else 0
    p, p_text = exact(p_death(total, fortitude) if rule.allowed else Fraction(0))
    return {
        "allowed": rule.allowed,
        "reason": rule.reason,
        "automatic_critical_hit": rule.allowed,
        "total_damage": total,
        "fortitude_dc": coup_de_grace_dc(total) if rule.allowed else 0,
        "p_death": p,
        "p_death_fraction": p_text,
        "full_round_actions": rule.full_round_actions,
        "provokes_aoo": rule.allowed,
    }


CALCULATORS = (
    Calculator(
        name="helpless_004",
        title=_("Helpless defender's AC"),
        summary=_(
            "Dex counts as 0 (−5) and −4 more against melee: −9 in melee and −5 at range for a "
            "Dex modifier of 0; always flat-footed.",
        ),
        source=SOURCE,
        fields=(
            IntField("ac", _("Usual AC (with its Dex modifier)"),
                     minimum=AC_RANGE[0], maximum=AC_RANGE[1], default=15, trait=AC, side=Side.OPPONENT),
            IntField("dex", _("Dexterity score"),
                     minimum=DEX_RANGE[0], maximum=DEX_RANGE[1], default=10, trait=DEXTERITY, side=Side.OPPONENT),
        ),
        outputs=(
            Output("ac_melee", _("AC against melee")),
            Output("ac_ranged", _("AC against ranged")),
            Output("modifier_melee", _("Change against melee")),
            Output("modifier_ranged", _("Change against ranged")),
            Output("flat_footed", _("Flat-footed")),
        ),
        compute=_helpless,
        readings=(
            _(
                "Dex 0 (modifier −5) replaces the creature's own Dex modifier: with a Dex modifier of 0 "
                "the change is the text's −9 / −5; a Dex bonus is lost on top.",
            ),
        ),
    ),
    Calculator(
        name="coup_de_grace_004",
        primary="p_death",
        title=_("Coup de grâce"),
        summary=_(
            "Automatic critical hit on a helpless creature; if it survives, Fortitude DC 10 + "
            "damage or die. Exact chance of death.",
        ),
        source=COUP_SOURCE,
        fields=(
            ChoiceField(
                "weapon",
                _("Weapon"),
                options=(
                    Option("melee", _("melee weapon")),
                    Option("bow", _("bow")),
                    Option("crossbow", _("crossbow")),
                    Option("other_ranged", _("other ranged weapon")),
                ),
                default="melee",
            ),
            BoolField("adjacent", _("Adjacent to the target"), default=True),
            BoolField("seen", _("You can see the target"), default=True),
            BoolField("immune_to_crits", _("Target immune to critical hits"), default=False,
                      trait=CRITICAL_IMMUNITY, side=Side.OPPONENT),
            IntField("damage", _("Damage of the critical hit"),
                     minimum=0, maximum=1000, default=10),
            IntField("sneak_attack", _("Sneak attack damage (rogue)"), minimum=0, maximum=500, default=0),
            IntField("fortitude", _("Target's Fortitude save bonus"), minimum=-10, maximum=60, default=2,
                     trait=FORTITUDE_BONUS, side=Side.OPPONENT),
        ),
        outputs=(
            *verdict_outputs(COUP_REASONS, _("Coup de grâce possible"), _("Why")),
            Output("automatic_critical_hit", _("Automatic hit and critical")),
            Output("total_damage", _("Total damage")),
            Output("fortitude_dc", _("Fortitude save DC")),
            Output("p_death", _("Chance it dies (if it survives the damage)"), unit=Unit.PROBABILITY),
            Output("p_death_fraction", _("Chance it dies (exact)")),
            Output("full_round_actions", _("Full-round actions needed")),
            Output("provokes_aoo", _("Provokes attacks of opportunity")),
        ),
        compute=_coup,
        readings=(
            _(
                "The save succeeds on d20 + Fortitude ≥ DC (no natural 1/20 rule in the text); ranged "
                "weapons other than bows and crossbows cannot be used.",
            ),
        ),
    ),
)
