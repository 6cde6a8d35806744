"""004 — "Взятие в тиски" (flanking) on a grid.

+2 on melee attacks when an ally threatens the foe from the opposite border or corner of its
square: a line through the centres of both attackers' squares crosses opposite sides of the
foe's square (corners included). A flanker occupying more than one square may use any of
them. Only creatures threatening the foe's square count; creatures with 0 ft reach cannot
flank. The +2 is the attack table's row (:mod:`.modifiers_004`).

Reading chosen (also stated on the calculator): the foe occupies one square; the "any of its
squares" exception applies to both flankers.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ..declare import BoolField, Calculator, IntField, Option, Output, Side, When
from ..i18n import Message, _
from ..sources import cite
from ..tables.modifiers_004 import ATTACK_ROWS, AttackerCondition, Reach
from ..vocab import REACH, SPACE
from .cover_004 import FEET_PER_SQUARE
from .modifiers_004 import REACH_FIELD

__all__ = ["FLANKING_SOURCE", "Flanker", "grid_distance_ft", "line_flanks", "flanks", "FLANKING_REASONS", "CALCULATORS"]

FLANKING_SOURCE = cite("004", "Взятие в тиски")


@dataclass(frozen=True)
class Flanker:
    """A creature beside the foe: ``x``, ``y`` of its lowest-left square (the foe's square is 0, 0)."""

    x: int
    y: int
    size: int = 1  # squares per side
    reach_ft: int = 5
    can_attack: bool = True  # armed and able to make melee attacks

    def squares(self) -> list[tuple[int, int]]:
        return [(self.x + i, self.y + j) for i in range(self.size) for j in range(self.size)]

    @property
    def threatens_foe(self) -> bool:
        """"контролируют занятую противником клетку": the foe's square (0, 0) is within reach."""
        return self.can_attack and self.reach_ft > 0 and min(grid_distance_ft(x, y) for x, y in self.squares()) <= self.reach_ft


def grid_distance_ft(x: int, y: int) -> int:
    """Feet from square (x, y) to the foe's square (0, 0): 5 ft a square, every second
    diagonal 10 ft (so a 10-ft reach reaches 2 squares straight, not 2 diagonally)."""
    dx, dy = abs(x), abs(y)
    diagonal, straight = min(dx, dy), abs(dx - dy)
    return FEET_PER_SQUARE * (diagonal + diagonal // 2 + straight)


def line_flanks(a: tuple[int, int], b: tuple[int, int]) -> bool:
    """Does the segment between the centres of squares ``a`` and ``b`` cross opposite sides of
    the square (0, 0) — left and right, or bottom and top — corners included?"""
    ax, ay = Fraction(a[0]) + Fraction(1, 2), Fraction(a[1]) + Fraction(1, 2)
    bx, by = Fraction(b[0]) + Fraction(1, 2), Fraction(b[1]) + Fraction(1, 2)

    def crosses(p: Fraction, q: Fraction, u: Fraction, v: Fraction, at: int) -> bool:
        # The segment (p,u)→(q,v) meets the side "first coordinate = at, second in [0, 1]".
        if p == q or not min(p, q) <= at <= max(p, q):
            return False
        second = u + (v - u) * (at - p) / (q - p)
        return 0 <= second <= 1

    left_right = crosses(ax, bx, ay, by, 0) and crosses(ax, bx, ay, by, 1)
    bottom_top = crosses(ay, by, ax, bx, 0) and crosses(ay, by, ax, bx, 1)
    return left_right or bottom_top


def flanks(attacker: Flanker, ally: Flanker) -> str:
    """``"flanking"`` or why not: ``"overlap"``, ``"reach_zero"``, ``"not_threatening"``, ``"not_opposite"``."""
    if (0, 0) in attacker.squares() + ally.squares() or set(attacker.squares()) & set(ally.squares()):
        return "overlap"
    if attacker.reach_ft == 0 or ally.reach_ft == 0:
        return "reach_zero"
    if not (attacker.threatens_foe and ally.threatens_foe):
        return "not_threatening"
    if any(line_flanks(a, b) for a in attacker.squares() for b in ally.squares()):
        return "flanking"
    return "not_opposite"


FLANKING_REASONS = (
    Option("flanking", _("flanking")),
    Option("not_opposite", _("not from opposite sides of its square")),
    Option("not_threatening", _("both must threaten the foe's square")),
    Option("reach_zero", _("reach 0 ft cannot flank")),
    Option("overlap", _("two creatures cannot share a square")),
    Option("ranged_attack", _("melee attacks only")),
)


def _flanking(attack: str, attacker_x: int, attacker_y: int, attacker_size: int, attacker_reach_ft: int,
              attacker_can_attack: bool, ally_x: int, ally_y: int, ally_size: int, ally_reach_ft: int,
              ally_can_attack: bool) -> dict[str, object]:
    attacker = Flanker(attacker_x, attacker_y, attacker_size, attacker_reach_ft, attacker_can_attack)
    ally = Flanker(ally_x, ally_y, ally_size, ally_reach_ft, ally_can_attack)
    reason = "ranged_attack" if attack == "ranged" else flanks(attacker, ally)
    bonus = ATTACK_ROWS[AttackerCondition.FLANKING].cell(Reach.MELEE).value if reason == "flanking" else 0
    placed = reason not in ("overlap", "ranged_attack")  # positions that mean something
    return {
        "flanking": reason == "flanking",
        "attack_bonus": bonus,
        "reason": reason,
        "attacker_threatens": attacker.threatens_foe if placed else None,
        "ally_threatens": ally.threatens_foe if placed else None,
    }


_POSITION_RANGE = (-10, 10)
_MELEE = When(attack="melee")  # flanking is for melee attacks only


def _position_fields(who: str, label: Message, x: int, side: Side | None) -> tuple:
    """Where a flanker stands and what it is: the size and reach of "you" are traits; the ally
    is neither you nor the opponent, so no character fills it."""
    space, reach = (SPACE, REACH) if side is not None else (None, None)
    return (
        IntField(f"{who}_x", _("{who}: column of its lowest-left square (foe at 0)").format(who=label),
                 minimum=_POSITION_RANGE[0], maximum=_POSITION_RANGE[1], default=x, applies=_MELEE),
        IntField(f"{who}_y", _("{who}: row of its lowest-left square (foe at 0)").format(who=label),
                 minimum=_POSITION_RANGE[0], maximum=_POSITION_RANGE[1], default=0, applies=_MELEE),
        IntField(f"{who}_size", _("{who}: squares per side").format(who=label),
                 minimum=1, maximum=4, default=1, applies=_MELEE, trait=space, side=side),
        IntField(f"{who}_reach_ft", _("{who}: reach (ft)").format(who=label),
                 minimum=0, maximum=30, default=5, applies=_MELEE, trait=reach, side=side),
        BoolField(f"{who}_can_attack", _("{who}: armed and able to attack in melee").format(who=label), default=True, applies=_MELEE),
    )


CALCULATORS = (
    Calculator(
        name="flanking_004",
        title=_("Flanking"),
        summary=_(
            "On a grid: do you and an ally flank the foe (line through both centres crossing "
            "opposite sides of its square)? +2 on melee attacks.",
        ),
        source=FLANKING_SOURCE,
        fields=(REACH_FIELD,)
        + _position_fields("attacker", _("You"), -1, Side.SELF)
        + _position_fields("ally", _("Ally"), 1, None),
        outputs=(
            Output("flanking", _("Flanking")),
            Output("attack_bonus", _("Attack bonus")),
            Output("reason", _("Why"), codes=FLANKING_REASONS),
            Output("attacker_threatens", _("You threaten the foe's square")),
            Output("ally_threatens", _("The ally threatens the foe's square")),
        ),
        compute=_flanking,
        readings=(
            _(
                "The foe occupies one square; a flanker occupying several squares may use any of them "
                "(for both flankers).",
            ),
            _(
                "Only creatures that threaten the foe's square count: one threatens it when it can attack "
                "in melee and its reach covers the distance from its nearest square (5 ft a square, every "
                "second diagonal 10 ft).",
            ),
        ),
    ),
)
