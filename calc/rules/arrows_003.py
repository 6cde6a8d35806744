"""003 — arrows stuck in the body ("FLECHAS ENGANCHADAS AL CUERPO").

- A metal-tipped missile (war arrows, bolts) doing 10 or more damage has a base 50% chance
  of sticking in the victim.
- With a stuck arrow the victim takes 1 extra damage if it takes two actions in its round
  (move and action) or a full-round action; any spell needs a Concentration check of 15+.
- Removal: by force (1d10 damage, a standard action); with a Heal (Sanar) check of 20+
  (takes 2d6 rounds); or with any magical healing of more than 2 points.

Readings: "haga 10 daños" is the damage the victim takes (after armour), as the seed counts
armour damage "después de tener en cuenta la armadura". Checks (Heal, Concentration) have no
automatic 1 or 20. The passage speaks of one arrow; the extra damage is given for one arrow.
"""

from __future__ import annotations

import enum
from fractions import Fraction

from ..common.checks import check_chance
from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Output, Side, Unit
from ..i18n import _
from ..probability import exact
from ..sources import cite
from ..tables import Stated
from ..vocab import CONCENTRATION_BONUS, HEAL_BONUS

__all__ = [
    "Activity",
    "Removal",
    "stick_chance",
    "extra_damage",
    "removal_chance",
    "CALCULATORS",
    "ARROWS_SOURCE",
    "STICK_DAMAGE",
    "CONCENTRATION_DC",
    "HEAL_DC",
    "STATED",
]

ARROWS_SOURCE = cite("003", "FLECHAS ENGANCHADAS AL CUERPO")

STICK_DAMAGE = 10  # "haga 10 daños o más"
STICK_CHANCE = Fraction(1, 2)  # "una posibilidad base de un 50%"
CONCENTRATION_DC = 15  # "una tirada de Concentración 15+"
HEAL_DC = 20  # "una tirada de Sanar de 20+"
MAGIC_HEALING_OVER = 2  # "que supere los 2 puntos de curación"
EXTRA_DAMAGE = 1  # "la víctima recibe 1 punto de daño adicional"
FORCE_DAMAGE_DIE = 10  # "A la fuerza, lo cual causará 1d10 daños"
HEAL_ROUNDS_DICE = (2, 6)  # "llevará 2d6 asaltos"


class Activity(enum.Enum):
    """What the victim does in its round."""

    ONE_ACTION = "one_action"
    MOVE_AND_ACTION = "move_and_action"
    FULL_ROUND = "full_round"


class Removal(enum.Enum):
    FORCE = "force"  # 1d10 damage, a standard action
    HEAL = "heal"  # Sanar 20+, 2d6 rounds
    MAGIC = "magic"  # magical healing of more than 2 points


STATED = (
    Stated("STICK_DAMAGE", STICK_DAMAGE, ARROWS_SOURCE, "haga {} daños o más"),
    Stated("STICK_CHANCE", STICK_CHANCE, ARROWS_SOURCE, "una posibilidad base de un {}% de que"),
    Stated("EXTRA_DAMAGE", EXTRA_DAMAGE, ARROWS_SOURCE, "la víctima recibe {} punto de daño adicional"),
    Stated("CONCENTRATION_DC", CONCENTRATION_DC, ARROWS_SOURCE, "una tirada de Concentración {}+"),
    Stated("len(Removal)", len(Removal), ARROWS_SOURCE, "de {} maneras posibles"),
    Stated("FORCE_DAMAGE_DIE", FORCE_DAMAGE_DIE, ARROWS_SOURCE, "lo cual causará 1d{} daños"),
    Stated("HEAL_DC", HEAL_DC, ARROWS_SOURCE, "Con una tirada de Sanar de {}+"),
    Stated("HEAL_ROUNDS_DICE[0]", HEAL_ROUNDS_DICE[0], ARROWS_SOURCE, "llevará {}d"),
    Stated("HEAL_ROUNDS_DICE[1]", HEAL_ROUNDS_DICE[1], ARROWS_SOURCE, "llevará …d{} asaltos"),
    Stated("MAGIC_HEALING_OVER", MAGIC_HEALING_OVER, ARROWS_SOURCE, "que supere los {} puntos de curación"),
)


def stick_chance(damage: int, metal_tip: bool = True) -> Fraction:
    """Base 50% when a metal-tipped missile does 10+ damage, else 0."""
    return STICK_CHANCE if metal_tip and damage >= STICK_DAMAGE else Fraction(0)


def extra_damage(activity: Activity) -> int:
    """1 point if "dos acciones en su asalto -movimiento y acción- o una acción de asalto completo"."""
    return 0 if activity is Activity.ONE_ACTION else EXTRA_DAMAGE


def removal_chance(method: Removal, heal_bonus: int = 0, healing: int = 0) -> Fraction:
    if method is Removal.FORCE:
        return Fraction(1)
    if method is Removal.HEAL:
        return check_chance(heal_bonus, HEAL_DC)
    return Fraction(1) if healing > MAGIC_HEALING_OVER else Fraction(0)


# (damage min, max, mean, time code, rounds min, max) for each method
_REMOVAL_COST = {
    Removal.FORCE: (1, FORCE_DAMAGE_DIE, (1 + FORCE_DAMAGE_DIE) / 2, "standard_action", 0, 0),
    Removal.HEAL: (0, 0, 0.0, "2d6_rounds", HEAL_ROUNDS_DICE[0], HEAL_ROUNDS_DICE[0] * HEAL_ROUNDS_DICE[1]),
    Removal.MAGIC: (0, 0, 0.0, "healing", 0, 0),
}


def _stuck(damage: int, metal_tip: bool) -> dict[str, object]:
    p, text = exact(stick_chance(damage, metal_tip))
    return {"can_stick": p > 0, "p_stuck": p, "p_stuck_fraction": text}


def _effects(activity: str, casting: bool, concentration_bonus: int) -> dict[str, object]:
    p, text = exact(check_chance(concentration_bonus, CONCENTRATION_DC) if casting else Fraction(1))
    return {
        "extra_damage": extra_damage(Activity(activity)),
        "concentration_dc": CONCENTRATION_DC if casting else 0,
        "p_concentration": p,
        "p_concentration_fraction": text,
    }


def _removal(method: str, heal_bonus: int, healing: int) -> dict[str, object]:
    kind = Removal(method)
    p, text = exact(removal_chance(kind, heal_bonus, healing))
    low, high, mean, time, r_low, r_high = _REMOVAL_COST[kind]
    return {
        "p_removed": p,
        "p_removed_fraction": text,
        "damage_min": low,
        "damage_max": high,
        "damage_mean": mean,
        "time": time,
        "rounds_min": r_low,
        "rounds_max": r_high,
    }


_P_OUT = (
    _("Chance"),
    _("Chance (exact)"),
)

_READ_AFTER_ARMOR = _(
    "\"Haga 10 daños o más\" is the damage the victim takes, after armour (as the seed"
    " counts armour damage \"después de tener en cuenta la armadura\").",
)
_READ_CHECKS = _(
    "Heal and Concentration checks succeed on d20 + bonus ≥ DC (\"20+\", \"15+\"), with no "
    "automatic 1 or 20.",
)

CALCULATORS = (
    Calculator(
        name="stuck_arrow_003",
        primary="p_stuck",
        title=_("Arrow stuck in the body"),
        summary=_("A metal-tipped arrow or bolt doing 10+ damage sticks with a base 50% chance."),
        source=ARROWS_SOURCE,
        fields=(
            IntField(
                name="damage",
                label=_("Damage done (after armour)"),
                minimum=0,
                maximum=500,
                example=12,
            ),
            BoolField(
                name="metal_tip",
                label=_("Metal-tipped (war arrow, bolt)"),
                default=True,
            ),
        ),
        outputs=(
            Output("can_stick", _("Can stick")),
            Output("p_stuck", _P_OUT[0], unit=Unit.PROBABILITY),
            Output("p_stuck_fraction", _P_OUT[1]),
        ),
        compute=_stuck,
        readings=(_READ_AFTER_ARMOR,),
    ),
    Calculator(
        name="stuck_arrow_effects_003",
        title=_("Living with a stuck arrow"),
        summary=_("1 extra damage for move plus action or a full-round action; spells need Concentration 15+."),
        source=ARROWS_SOURCE,
        fields=(
            ChoiceField(
                name="activity",
                label=_("The victim's round"),
                options=(
                    Option("one_action", _("One action only")),
                    Option("move_and_action", _("Move and action")),
                    Option("full_round", _("Full-round action")),
                ),
            ),
            BoolField(name="casting", label=_("Casting a spell")),
            IntField(
                name="concentration_bonus",
                label=_("Concentration bonus"),
                minimum=-20,
                maximum=60,
                default=0,
                trait=CONCENTRATION_BONUS,
                side=Side.SELF,
            ),
        ),
        outputs=(
            Output("extra_damage", _("Extra damage this round")),
            Output("concentration_dc", _("Concentration DC (0: none)")),
            Output("p_concentration", _("Chance the spell is kept"), unit=Unit.PROBABILITY),
            Output("p_concentration_fraction", _("Chance (exact)")),
        ),
        compute=_effects,
        readings=(
            _READ_CHECKS,
            _(
                "The passage speaks of one stuck arrow: the 1 extra damage is given for one arrow; more "
                "arrows are not covered by the seed.",
            ),
        ),
    ),
    Calculator(
        name="arrow_removal_003",
        title=_("Removing a stuck arrow"),
        summary=_(
            "By force (1d10 damage, standard action), with Heal 20+ (2d6 rounds) or with magical "
            "healing of more than 2 points.",
        ),
        source=ARROWS_SOURCE,
        fields=(
            ChoiceField(
                name="method",
                label=_("Method"),
                options=(
                    Option("force", _("By force")),
                    Option("heal", _("Heal check 20+")),
                    Option("magic", _("Magical healing")),
                ),
            ),
            IntField(
                name="heal_bonus",
                label=_("Heal (Sanar) bonus"),
                minimum=-60,  # as Stabilising with Heal takes it: a character's Heal fits both
                maximum=60,
                default=0,
                trait=HEAL_BONUS,
                side=Side.SELF,
            ),
            IntField(
                name="healing",
                label=_("Points of magical healing"),
                minimum=0,
                maximum=500,
                default=0,
            ),
        ),
        outputs=(
            Output("p_removed", _("Chance the arrow comes out"), unit=Unit.PROBABILITY),
            Output("p_removed_fraction", _P_OUT[1]),
            Output("damage_min", _("Damage (min)")),
            Output("damage_max", _("Damage (max)")),
            Output("damage_mean", _("Damage (mean)")),
            Output(
                "time",
                _("Time"),
                codes=(
                    Option("standard_action", _("a standard action")),
                    Option("2d6_rounds", _("2d6 rounds")),
                    Option("healing", _("the healing itself")),
                ),
            ),
            Output("rounds_min", _("Rounds (min)")),
            Output("rounds_max", _("Rounds (max)")),
        ),
        compute=_removal,
        readings=(
            _READ_CHECKS,
            _("\"Que supere los 2 puntos de curación\": 3 or more points of magical healing."),
        ),
    ),
)
