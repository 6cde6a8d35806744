"""001 — initiative: the count, the order, its tie-breaks, and who goes first how often.

Seed 001, "Iniziativa":

- "Una prova di iniziativa si effettua tirando un d20 e aggiungendo il modificatore di
  Destrezza, più qualsiasi altro modificatore": count = d20 + total initiative modifier.
- Order: counts from highest to lowest. Same count → the higher total modifier acts first.
  Still tied → each rolls a d20, the higher acts first (the "spareggio").
- "Sorpresa": in the surprise round the combatants aware at the start act in the same
  initiative order; the surprised ones are flat-footed (Impreparato) until they act.

Readings chosen (also stated on the calculators):

- A roll-off that ties again is rolled again by those still tied (the seed does not say);
  so between two combatants a roll-off is won by each with probability exactly 1/2.
- The GM's option to let tied characters choose who goes first is not modelled.
- Every combatant who is not aware at the start is surprised and flat-footed, even when no
  surprise round happens because nobody is aware ("I combattenti sorpresi hanno penalità
  fino a che non agiscono").
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from itertools import groupby
from typing import Iterable

from ..declare import BoolField, Calculator, IntField, Option, Output, Side, Unit, When
from ..i18n import _
from ..probability import exact
from ..sources import cite
from ..vocab import COMBATANT_SIDES, INITIATIVE_MODIFIER

__all__ = [
    "Combatant",
    "Placed",
    "initiative_count",
    "initiative_order",
    "surprise_round_happens",
    "first_to_act_odds",
    "FirstOdds",
    "MAX_COMBATANTS",
    "MODIFIER_RANGE",
    "CALCULATORS",
]

SOURCE = cite("001", "Iniziativa")
SURPRISE_SOURCE = cite("001", "Sorpresa")

MAX_COMBATANTS = 6
# The seed bounds no modifier; a generous finite input range.
MODIFIER_RANGE = (-20, 40)
D20 = range(1, 21)


@dataclass(frozen=True)
class Combatant:
    number: int  # 1-based position in the input
    roll: int  # the d20 of the initiative check
    modifier: int  # Dex modifier plus every other initiative modifier
    tie_roll: int | None = None  # the d20 of the "spareggio", if rolled
    aware: bool = True

    @property
    def count(self) -> int:
        return initiative_count(self.roll, self.modifier)


@dataclass(frozen=True)
class Placed:
    combatant: Combatant
    # What set it apart from those it ties with: "count" | "modifier" | "rolloff", or
    # "tied" while its roll-off is still to be rolled (or rolled again).
    decided_by: str


def initiative_count(roll: int, modifier: int) -> int:
    """"conteggio di iniziativa" = d20 + modificatore di Destrezza + altri modificatori."""
    return roll + modifier


def initiative_order(combatants: Iterable[Combatant]) -> list[Placed]:
    """Highest count first; ties by higher total modifier; then by the higher roll-off d20.

    A group tied on count and modifier whose roll-off d20s are not all rolled stays
    "tied", in input order; those whose roll-offs tie again stay "tied" among themselves.
    """
    ranked = sorted(combatants, key=lambda c: (-c.count, -c.modifier))
    placed: list[Placed] = []
    for _count, same_count in groupby(ranked, key=lambda c: c.count):
        same_count = list(same_count)
        for _modifier, same_mod in groupby(same_count, key=lambda c: c.modifier):
            same_mod = list(same_mod)
            if len(same_mod) == 1:
                placed.append(Placed(same_mod[0], "count" if len(same_count) == 1 else "modifier"))
            elif any(c.tie_roll is None for c in same_mod):
                placed.extend(Placed(c, "tied") for c in same_mod)
            else:
                for _roll, same_roll in groupby(sorted(same_mod, key=lambda c: -c.tie_roll), key=lambda c: c.tie_roll):
                    same_roll = list(same_roll)
                    placed.extend(Placed(c, "rolloff" if len(same_roll) == 1 else "tied") for c in same_roll)
    return placed


def surprise_round_happens(aware: int, surprised: int) -> bool:
    """"Se alcuni combattenti, ma non tutti, sono consapevoli ... si effettua un round di sorpresa"."""
    return aware > 0 and surprised > 0


@dataclass(frozen=True)
class FirstOdds:
    a_first: Fraction
    same_count: Fraction  # both counts equal (the modifiers then decide, or a roll-off)
    rolloff: Fraction  # equal counts and equal modifiers: the "spareggio" decides

    @property
    def b_first(self) -> Fraction:
        return 1 - self.a_first


def first_to_act_odds(mod_a: int, mod_b: int) -> FirstOdds:
    """P(A acts before B), each rolling one d20 for initiative, under the seed's tie-breaks.

    Equal counts go to the higher modifier; with equal modifiers too, the roll-off is won
    by each with probability 1/2 (rerolled while it ties).
    """
    a_first = same = Fraction(0)
    for roll_a in D20:
        for roll_b in D20:
            count_a, count_b = roll_a + mod_a, roll_b + mod_b
            if count_a > count_b:
                a_first += 1
            elif count_a == count_b:
                same += 1
                if mod_a > mod_b:
                    a_first += 1
                elif mod_a == mod_b:
                    a_first += Fraction(1, 2)
    total = len(D20) ** 2
    rolloff = same / total if mod_a == mod_b else Fraction(0)
    return FirstOdds(a_first / total, same / total, rolloff)


# --- calculators ---------------------------------------------------------------------------


COMBATANTS_FIELD = IntField(
    name="combatants",
    label=_("Number of combatants"),
    minimum=2,
    maximum=MAX_COMBATANTS,
    default=2,
    help=_("Only the first N combatants below are used."),
)


# Distinct example d20s, so the form's starting values need no roll-off.
ROLL_DEFAULTS = (17, 14, 11, 8, 5, 2)


def _combatant_fields(i: int) -> tuple:
    """Combatant ``i``'s fields, used only when there are at least ``i`` combatants."""
    fields = (
        IntField(
            name=f"roll_{i}",
            label=_("Combatant {number}: initiative d20").format(number=i),
            minimum=1,
            maximum=20,
            default=ROLL_DEFAULTS[i - 1],
        ),
        IntField(
            name=f"mod_{i}",
            label=_("Combatant {number}: total initiative modifier").format(number=i),
            minimum=MODIFIER_RANGE[0],
            maximum=MODIFIER_RANGE[1],
            default=0,
            help=_("Dexterity modifier plus feats, spells and other effects."),
            trait=INITIATIVE_MODIFIER if i in COMBATANT_SIDES else None,
            side=COMBATANT_SIDES.get(i),
        ),
        IntField(
            name=f"tie_{i}",
            label=_("Combatant {number}: roll-off d20 (0 = not rolled)").format(number=i),
            minimum=0,
            maximum=20,
            default=0,
            help=_("Needed only when count and modifier are both tied."),
        ),
        BoolField(
            name=f"aware_{i}",
            label=_("Combatant {number}: aware at the start").format(number=i),
            default=True,
        ),
    )
    return fields if i <= COMBATANTS_FIELD.minimum else tuple(replace(f, applies=When(combatants=range(i, MAX_COMBATANTS + 1))) for f in fields)


def _order(combatants: int, **fields: object) -> dict[str, object]:
    people = [
        Combatant(
            number=i,
            roll=fields[f"roll_{i}"],
            modifier=fields[f"mod_{i}"],
            tie_roll=fields[f"tie_{i}"] or None,
            aware=fields[f"aware_{i}"],
        )
        for i in range(1, combatants + 1)
    ]
    placed = initiative_order(people)
    in_rolloff = {c.number for c in people if sum(1 for o in people if (o.count, o.modifier) == (c.count, c.modifier)) > 1}
    aware = [p.combatant.number for p in placed if p.combatant.aware]
    surprised = [p.combatant.number for p in placed if not p.combatant.aware]
    surprise = surprise_round_happens(len(aware), len(surprised))
    return {
        "order": [p.combatant.number for p in placed],
        "counts": [p.combatant.count for p in placed],
        "decided_by": [p.decided_by for p in placed],
        "rolloff_needed": [p.combatant.number for p in placed if p.decided_by == "tied"],
        "surprise_round": surprise,
        "surprise_order": aware if surprise else [],
        "flat_footed": surprised,
        "ignored": [f"tie_{c.number}" for c in people if c.number not in in_rolloff],
    }


def _odds(mod_a: int, mod_b: int) -> dict[str, object]:
    odds = first_to_act_odds(mod_a, mod_b)
    a, a_text = exact(odds.a_first)
    b, b_text = exact(odds.b_first)
    same, same_text = exact(odds.same_count)
    roll, roll_text = exact(odds.rolloff)
    return {
        "p_a_first": a,
        "p_a_first_fraction": a_text,
        "p_b_first": b,
        "p_b_first_fraction": b_text,
        "p_same_count": same,
        "p_same_count_fraction": same_text,
        "p_rolloff": roll,
        "p_rolloff_fraction": roll_text,
    }


DECIDED_BY = (
    Option("count", _("count")),
    Option("modifier", _("modifier")),
    Option("rolloff", _("roll-off")),
    Option("tied", _("tied: roll off")),
)

ROLLOFF_READING = _(
    "A roll-off that ties again is rolled again by those still tied; the GM's option to"
    " let tied characters choose is not modelled.",
)

CALCULATORS = (
    Calculator(
        name="initiative_order_001",
        title=_("Initiative order"),
        summary=_(
            "From each combatant's d20 and modifier: the acting order with its tie-breaks, the "
            "surprise round and who is flat-footed.",
        ),
        source=SOURCE,
        fields=(COMBATANTS_FIELD,) + tuple(f for i in range(1, MAX_COMBATANTS + 1) for f in _combatant_fields(i)),
        outputs=(
            Output("order", _("Acting order (combatant numbers)")),
            Output("counts", _("Initiative counts, in acting order")),
            Output("decided_by", _("Placed by: count, modifier or roll-off"),
                   codes=DECIDED_BY),
            Output("rolloff_needed", _("Still tied: these roll off (d20, higher first)")),
            Output("surprise_round", _("Surprise round")),
            Output("surprise_order", _("Acting in the surprise round, in order")),
            Output("flat_footed", _("Surprised: flat-footed (−2 AC) until they act")),
        ),
        compute=_order,
        readings=(
            ROLLOFF_READING,
            _(
                "Every combatant not aware at the start is surprised and flat-footed, even when nobody is"
                " aware and so no surprise round happens.",
            ),
        ),
    ),
    Calculator(
        name="initiative_odds_001",
        title=_("Who acts first: exact odds"),
        summary=_(
            "Two combatants roll initiative: the exact chance that A acts before B, counting the "
            "modifier and roll-off tie-breaks.",
        ),
        source=SOURCE,
        fields=(
            IntField("mod_a", _("A: total initiative modifier"),
                     minimum=MODIFIER_RANGE[0], maximum=MODIFIER_RANGE[1], default=0, trait=INITIATIVE_MODIFIER, side=Side.SELF),
            IntField("mod_b", _("B: total initiative modifier"),
                     minimum=MODIFIER_RANGE[0], maximum=MODIFIER_RANGE[1], default=0, trait=INITIATIVE_MODIFIER, side=Side.OPPONENT),
        ),
        outputs=(
            Output("p_a_first", _("A acts first"), unit=Unit.PROBABILITY),
            Output("p_a_first_fraction", _("A acts first (exact)")),
            Output("p_b_first", _("B acts first"), unit=Unit.PROBABILITY),
            Output("p_b_first_fraction", _("B acts first (exact)")),
            Output("p_same_count", _("Same initiative count"), unit=Unit.PROBABILITY),
            Output("p_same_count_fraction", _("Same count (exact)")),
            Output("p_rolloff", _("A roll-off is needed"), unit=Unit.PROBABILITY),
            Output("p_rolloff_fraction", _("Roll-off needed (exact)")),
        ),
        compute=_odds,
        readings=(ROLLOFF_READING,),
    ),
)
