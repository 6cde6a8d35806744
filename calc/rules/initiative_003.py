"""003 — initiative: the check, the acting order with its tie-breaks, and who acts first how often.

Seed 003, "INICIATIVA" / "Pruebas de Iniciativa":

- "Prueba de iniciativa= 1d20 + modificador de Destreza + cualquier dote pertinente u otros
  bonificadores"; "Los personajes actúan en orden, contando hacia abajo desde el mayor valor
  al menor", in the same order every round.
- Ties: "actúan en orden del modificador de iniciativa total (con el mayor actuando en primer
  lugar). Si todavía hay un empate, irá el que tenga la puntuación de Destreza más alta primero."
- "CÓMO FUNCIONA EL COMBATE" / "EL ASALTO DE SORPRESA": the combatants aware of their foes act
  in the surprise round in that initiative order; there is one only if some but not all are
  aware. "INACCIÓN": the initiative result is kept for the whole encounter.

Readings (also on the calculators):

- The seed gives no rule past the Dexterity score: combatants still tied are reported as
  "unresolved" (listed in input order) and the odds give the chance of such a tie for first
  place separately; nothing is invented for it.
- The Dexterity modifier is (score − 10) // 2 (:func:`calc.common.abilities.ability_modifier`);
  the total initiative modifier is that plus every other initiative bonus.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Iterable, Sequence

from ..common.abilities import ability_modifier
from ..declare import BoolField, Calculator, IntField, Option, Output, Unit, When
from ..i18n import _
from ..probability import exact
from ..sources import cite
from ..vocab import COMBATANT_SIDES, DEXTERITY, INITIATIVE_BONUS

__all__ = [
    "Combatant",
    "Placed",
    "initiative_modifier",
    "initiative_check",
    "initiative_order",
    "first_odds",
    "FirstOdds",
    "DECIDED_BY",
    "MAX_COMBATANTS",
    "SOURCE",
    "CALCULATORS",
]

SOURCE = cite("003", "Pruebas de Iniciativa")  # under "INICIATIVA"

MAX_COMBATANTS = 6
BONUS_RANGE = (-20, 40)  # the seed bounds no initiative bonus: generous finite inputs
DEX_RANGE = (0, 60)
D20 = range(1, 21)


def initiative_modifier(dexterity: int, bonus: int = 0) -> int:
    """"modificador de iniciativa total": Dexterity modifier + feats and other bonuses."""
    return ability_modifier(dexterity) + bonus


def initiative_check(roll: int, dexterity: int, bonus: int = 0) -> int:
    """"Prueba de iniciativa= 1d20 + modificador de Destreza + ... otros bonificadores"."""
    return roll + initiative_modifier(dexterity, bonus)


# Every initiative result the fields above can give: the counts an effect may start at.
CHECK_RANGE = (
    initiative_check(D20[0], DEX_RANGE[0], BONUS_RANGE[0]),
    initiative_check(D20[-1], DEX_RANGE[1], BONUS_RANGE[1]),
)


@dataclass(frozen=True)
class Combatant:
    number: int  # 1-based position in the input
    roll: int  # the d20 of the initiative check
    dexterity: int  # Dexterity score (the last tie-break)
    bonus: int = 0  # initiative modifiers other than Dexterity
    aware: bool = True  # aware of its foes at the start of the battle

    @property
    def modifier(self) -> int:
        return initiative_modifier(self.dexterity, self.bonus)

    @property
    def check(self) -> int:
        return self.roll + self.modifier

    @property
    def rank(self) -> tuple[int, int, int]:
        """Higher acts first: check, then total modifier, then Dexterity score."""
        return (self.check, self.modifier, self.dexterity)


@dataclass(frozen=True)
class Placed:
    combatant: Combatant
    decided_by: str  # "count" | "modifier" | "dexterity" | "unresolved"


def _decided_by(c: Combatant, everyone: Sequence[Combatant]) -> str:
    """What set ``c`` apart from those with its check result."""
    same = [o for o in everyone if o.check == c.check]
    if len(same) == 1:
        return "count"
    same = [o for o in same if o.modifier == c.modifier]
    if len(same) == 1:
        return "modifier"
    same = [o for o in same if o.dexterity == c.dexterity]
    return "dexterity" if len(same) == 1 else "unresolved"


def initiative_order(combatants: Iterable[Combatant]) -> list[Placed]:
    """Highest check first; ties by higher total modifier, then higher Dexterity score.

    Combatants tied on all three are "unresolved" (the seed stops there) and keep input order.
    """
    everyone = list(combatants)
    ranked = sorted(everyone, key=lambda c: tuple(-x for x in c.rank) + (c.number,))
    return [Placed(c, _decided_by(c, everyone)) for c in ranked]


@dataclass(frozen=True)
class FirstOdds:
    first: tuple[Fraction, ...]  # P(combatant i acts first, clear of any unresolved tie)
    unresolved: Fraction  # P(the first place is an unresolved tie)


def first_odds(combatants: Sequence[tuple[int, int]]) -> FirstOdds:
    """Exact P(each acts first) for (Dexterity score, other bonus) pairs, each rolling one d20.

    Given i's d20, the others are independent: i is first iff each other j ranks below i
    (lower check, or equal check and lower (modifier, Dexterity)).
    """
    people = [(initiative_modifier(dex, bonus), dex) for dex, bonus in combatants]
    first = []
    for i, (mod_i, dex_i) in enumerate(people):
        total = Fraction(0)
        for roll in D20:
            check = roll + mod_i
            p = Fraction(1)
            for j, (mod_j, dex_j) in enumerate(people):
                if j == i:
                    continue
                below = sum(1 for face in D20 if face + mod_j < check)
                equal = 1 if 1 <= check - mod_j <= 20 else 0
                wins = below + (equal if (mod_j, dex_j) < (mod_i, dex_i) else 0)
                p *= Fraction(wins, 20)
            total += p
        first.append(total / 20)
    return FirstOdds(tuple(first), 1 - sum(first))


# --- calculators ---------------------------------------------------------------------------


def _combatants_field() -> IntField:
    return IntField(
        name="combatants",
        label=_("Number of combatants"),
        minimum=2,
        maximum=MAX_COMBATANTS,
        default=2,
        help=_("Only the first N combatants below are used."),
    )


def _dex_field(i: int) -> IntField:
    return IntField(
        name=f"dex_{i}",
        label=_("Combatant {number}: Dexterity score").format(number=i),
        minimum=DEX_RANGE[0],
        maximum=DEX_RANGE[1],
        default=10,
        trait=DEXTERITY if i in COMBATANT_SIDES else None,
        side=COMBATANT_SIDES.get(i),
    )


def _bonus_field(i: int) -> IntField:
    return IntField(
        name=f"bonus_{i}",
        label=_("Combatant {number}: other initiative modifiers").format(number=i),
        minimum=BONUS_RANGE[0],
        maximum=BONUS_RANGE[1],
        default=0,
        help=_("Feats, magic items and other bonuses, besides Dexterity."),
        trait=INITIATIVE_BONUS if i in COMBATANT_SIDES else None,
        side=COMBATANT_SIDES.get(i),
    )


# Distinct example d20s, so the form's starting values give a clear order.
ROLL_DEFAULTS = (17, 14, 11, 8, 5, 2)


def _order_fields(i: int) -> tuple:
    return (
        IntField(
            name=f"roll_{i}",
            label=_("Combatant {number}: initiative d20").format(number=i),
            minimum=1,
            maximum=20,
            default=ROLL_DEFAULTS[i - 1],
        ),
        _dex_field(i),
        _bonus_field(i),
        BoolField(
            name=f"aware_{i}",
            label=_("Combatant {number}: aware of its foes at the start").format(number=i),
            default=True,
        ),
    )


def _for_combatant(i: int, fields: tuple) -> tuple:
    """Combatant ``i``'s fields apply only when there are at least ``i`` combatants."""
    if i <= _combatants_field().minimum:
        return fields
    return tuple(replace(f, applies=When(combatants=range(i, MAX_COMBATANTS + 1))) for f in fields)


def _order(combatants: int, **fields: object) -> dict[str, object]:
    people = [
        Combatant(i, fields[f"roll_{i}"], fields[f"dex_{i}"], fields[f"bonus_{i}"], fields[f"aware_{i}"])
        for i in range(1, combatants + 1)
    ]
    placed = initiative_order(people)
    aware = [p.combatant.number for p in placed if p.combatant.aware]
    surprise = 0 < len(aware) < len(people)  # "Si nadie o todos empiezan la batalla conscientes, no hay asalto de sorpresa."
    return {
        "order": [p.combatant.number for p in placed],
        "checks": [p.combatant.check for p in placed],
        "modifiers": [p.combatant.modifier for p in placed],
        "decided_by": [p.decided_by for p in placed],
        "surprise_round": surprise,
        "surprise_order": aware if surprise else [],
    }


def _odds(combatants: int, **fields: object) -> dict[str, object]:
    pairs = [(fields[f"dex_{i}"], fields[f"bonus_{i}"]) for i in range(1, combatants + 1)]
    odds = first_odds(pairs)
    exacts = [exact(p) for p in odds.first]
    p_tie, tie_text = exact(odds.unresolved)
    return {
        "modifiers": [initiative_modifier(dex, bonus) for dex, bonus in pairs],
        "first": [p for p, _ in exacts],
        "first_fraction": [text for _value, text in exacts],
        "p_unresolved_tie": p_tie,
        "p_unresolved_tie_fraction": tie_text,
    }


DECIDED_BY = (
    Option("count", _("check result")),
    Option("modifier", _("total initiative modifier")),
    Option("dexterity", _("Dexterity score")),
    Option("unresolved", _("still tied: the text gives no further rule")),
)

UNRESOLVED_READING = _(
    "The seed breaks ties by total initiative modifier, then Dexterity score, and "
    "says no more: combatants still tied are shown as unresolved, in input order.",
)
MODIFIER_READING = _(
    "Dexterity modifier = (score − 10) // 2; total initiative modifier = Dexterity "
    "modifier + other initiative modifiers.",
)

CALCULATORS = (
    Calculator(
        name="initiative_order_003",
        title=_("Initiative order (Akenar)"),
        summary=_(
            "Each combatant's check (d20 + Dexterity modifier + other bonuses), the acting order "
            "with its tie-breaks (total modifier, then Dexterity score) and the surprise round.",
        ),
        source=SOURCE,
        fields=(_combatants_field(),) + tuple(f for i in range(1, MAX_COMBATANTS + 1) for f in _for_combatant(i, _order_fields(i))),
        outputs=(
            Output("order", _("Acting order (combatant numbers)")),
            Output("checks", _("Initiative check results, in acting order")),
            Output("modifiers", _("Total initiative modifiers, in acting order")),
            Output("decided_by", _("Placed by"), codes=DECIDED_BY),
            Output("surprise_round", _("Surprise round")),
            Output("surprise_order", _("Acting in the surprise round, in order")),
        ),
        compute=_order,
        readings=(
            UNRESOLVED_READING,
            MODIFIER_READING,
            _(
                "Everyone rolls once: the aware act in the surprise round, and all in the normal rounds, "
                "in the same order (kept even by those who cannot act: \"INACCIÓN\").",
            ),
        ),
    ),
    Calculator(
        name="initiative_odds_003",
        primary="first",
        title=_("Who acts first: exact odds (Akenar)"),
        summary=_(
            "Up to six combatants roll initiative: each one's exact chance to act first, with the"
            " seed's tie-breaks, and the chance of a tie for first that the text leaves open.",
        ),
        source=SOURCE,
        fields=(_combatants_field(),) + tuple(
            f for i in range(1, MAX_COMBATANTS + 1) for f in _for_combatant(i, (_dex_field(i), _bonus_field(i)))
        ),
        outputs=(
            Output("modifiers", _("Total initiative modifiers")),
            Output("first", _("Chance each acts first")),
            Output("first_fraction", _("Chance each acts first (exact)")),
            Output("p_unresolved_tie", _("Unresolved tie for first"), unit=Unit.PROBABILITY),
            Output("p_unresolved_tie_fraction", _("Unresolved tie for first (exact)")),
        ),
        compute=_odds,
        readings=(UNRESOLVED_READING, MODIFIER_READING),
    ),
)
