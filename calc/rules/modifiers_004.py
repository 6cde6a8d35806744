"""004 — the attack and AC modifier tables as calculators, the Dex footnotes, and flanking.

Seed 004, "Модификаторы к атаке" and "Модификаторы к КБ" (melee / ranged columns):

- The chosen rows' cells are added up. ``-`` means the row does not apply in that column
  (flanking is melee only); prone with a ranged weapon is "-***": most ranged weapons cannot
  be used prone, crossbows can, without penalty.
- Footnotes on Dex: ``*`` loses its Dex bonus to AC / ``**`` gets no positive Dex modifier
  to AC (the same effect: a positive Dex modifier is dropped, a negative one stays);
  entangled: −4 Dex. An invisible attacker's target gets no positive Dex modifier to AC.
- "Беспомощные противники": a helpless creature's Dex counts as 0 (−5 to AC).
- "Взятие в тиски": +2 on melee attacks when an ally threatens the foe from the opposite
  border or corner of its square: a line through the centres of both attackers' squares
  crosses opposite sides of the foe's square (corners included). A flanker occupying more
  than one square may use any of them. Only creatures threatening the foe's square count;
  creatures with 0 ft reach cannot flank.

Readings chosen (also stated on the calculators):

- The Dex modifier is the d20 one, (Dex − 10) // 2 — the seed's "Dex 0 → −5" fits it; the
  entangled −4 Dex thus lowers the modifier by 2. A helpless creature's Dex is 0 whatever else.
- Rows stack: every chosen row's cell is added (the seed says nothing against stacking).
- Cover in the AC table uses the degrees of "Укрытие" (partial +2, cover +4, improved +8);
  total cover means the target cannot be attacked.
- Prone with a ranged weapon other than a crossbow: not allowed (the seed: "most" ranged
  weapons are unusable; all but crossbows are treated so).
- Flanking: the foe occupies one square; the "any of its squares" exception applies to both
  flankers.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Iterable

from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Output, Side, When
from ..i18n import Message, _
from ..sources import cite
from ..vocab import AC, DEXTERITY, REACH, SPACE, verdict_outputs
from ..tables.modifiers_004 import (
    AC_ROWS,
    AC_SOURCE,
    ATTACK_ROWS,
    ATTACK_SOURCE,
    ENTANGLED_DEX_PENALTY,
    HELPLESS_DEX_SCORE,
    AttackerCondition,
    DefenderCondition,
    Reach,
)
from .cover_004 import COVER, FEET_PER_SQUARE, Degree

__all__ = [
    "HELPLESS_DEX_SCORE",
    "FLANKING_SOURCE",
    "dex_modifier",
    "effective_dex_modifier",
    "AttackModifiers",
    "attack_modifiers",
    "AcModifiers",
    "ac_modifiers",
    "Flanker",
    "line_flanks",
    "flanks",
    "ATTACK_REASONS",
    "NOT_APPLICABLE_CODES",
    "AC_REASONS",
    "FLANKING_REASONS",
    "ATTACKER_LABELS",
    "DEFENDER_LABELS",
    "REACH_FIELD",
    "CALCULATORS",
]

FLANKING_SOURCE = cite("004", "Взятие в тиски")
DEX_RANGE = (0, 50)
AC_RANGE = (0, 100)
NO_POSITIVE_DEX = ("*", "**")  # the AC table's footnotes that drop a positive Dex modifier


def dex_modifier(score: int) -> int:
    """d20 ability modifier: (score − 10) // 2; Dex 0 → −5 as the seed says."""
    return (score - 10) // 2


# --- attack modifiers ----------------------------------------------------------------------

@dataclass(frozen=True)
class AttackModifiers:
    total: int
    allowed: bool
    reason: str
    not_applicable: tuple[AttackerCondition, ...]  # rows printed "-" in this column
    target_no_positive_dex: bool  # footnote * (invisible attacker)
    dex_penalty: int  # footnote ** (entangled attacker: −4 Dex)


def attack_modifiers(conditions: Iterable[AttackerCondition], reach: Reach, crossbow: bool = False) -> AttackModifiers:
    """Sum of the chosen rows of "Модификаторы к атаке" in the ``reach`` column, with footnotes;
    ``reason`` is ``"allowed"`` or ``"prone_ranged"`` (footnote ***)."""
    chosen = set(conditions)
    total, allowed, reason, not_applicable = 0, True, "", []
    for condition in AttackerCondition:  # the seed's order, for a stable output
        if condition not in chosen:
            continue
        cell = ATTACK_ROWS[condition].cell(reach)
        if cell.value is not None:
            total += cell.value
        elif cell.marks == "***" and not crossbow:
            allowed, reason = False, "prone_ranged"
        elif cell.marks != "***":
            not_applicable.append(condition)
    marks = {ATTACK_ROWS[c].cell(reach).marks for c in chosen}
    return AttackModifiers(
        total=total,
        allowed=allowed,
        reason=reason or "allowed",
        not_applicable=tuple(not_applicable),
        target_no_positive_dex="*" in marks,
        dex_penalty=ENTANGLED_DEX_PENALTY if "**" in marks else 0,
    )


# --- AC modifiers --------------------------------------------------------------------------

@dataclass(frozen=True)
class AcModifiers:
    table: int  # the chosen cells (and the cover degree) added up
    dex_modifier: int  # the defender's usual Dex modifier (already inside its AC)
    effective_dex_modifier: int  # after Dex 0 (helpless), −4 Dex (entangled), lost Dex bonus
    allowed: bool
    reason: str
    see_concealment: bool

    @property
    def dex_change(self) -> int:
        return self.effective_dex_modifier - self.dex_modifier

    @property
    def total(self) -> int:
        return self.table + self.dex_change


def effective_dex_modifier(dex: int, conditions: set[DefenderCondition], reach: Reach, no_positive_dex: bool = False) -> int:
    """The Dex modifier that counts in the AC now; ``no_positive_dex``: the attack table's
    footnote * ("Атакуемый не получает положительных модификаторов Ловкости к КБ") applies."""
    if DefenderCondition.HELPLESS in conditions:
        score = HELPLESS_DEX_SCORE
    elif DefenderCondition.ENTANGLED in conditions:
        score = max(0, dex + ENTANGLED_DEX_PENALTY)
    else:
        score = dex
    modifier = dex_modifier(score)
    if no_positive_dex or any(AC_ROWS[c].cell(reach).marks in NO_POSITIVE_DEX for c in conditions):
        modifier = min(modifier, 0)
    return modifier


def ac_modifiers(
    conditions: Iterable[DefenderCondition], reach: Reach, dex: int = 10, cover: Degree | None = None,
    no_positive_dex: bool = False,
) -> AcModifiers:
    """Sum of the chosen rows of "Модификаторы к КБ" in the ``reach`` column, and the Dex change.

    ``cover`` picks the degree for the row "За укрытием" (``None``: the row as printed if
    chosen, i.e. +4). ``reason`` is ``"allowed"`` or ``"total_cover"``. ``no_positive_dex``:
    the attacker's footnote * (an invisible attacker) drops a positive Dex modifier too.
    """
    chosen = set(conditions)
    if cover is not None:
        chosen.discard(DefenderCondition.COVER)
    table = sum(AC_ROWS[c].cell(reach).value or 0 for c in chosen)
    allowed, reason = True, "allowed"
    if cover is not None:
        table += COVER[cover].ac
        if cover is Degree.TOTAL:
            allowed, reason = False, "total_cover"
    return AcModifiers(
        table=table,
        dex_modifier=dex_modifier(dex),
        effective_dex_modifier=effective_dex_modifier(dex, chosen, reach, no_positive_dex),
        allowed=allowed,
        reason=reason,
        see_concealment=DefenderCondition.CONCEALED in chosen,
    )


# --- flanking ------------------------------------------------------------------------------

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


# --- calculators ---------------------------------------------------------------------------


REACH_FIELD = ChoiceField(
    name="attack",
    label=_("Attack"),
    options=(
        Option("melee", _("melee")),
        Option("ranged", _("ranged")),
    ),
    default="melee",
)

ATTACKER_LABELS = {
    AttackerCondition.FLANKING: _("Flanking the defender"),
    AttackerCondition.HIGHER: _("On higher ground"),
    AttackerCondition.INVISIBLE: _("Invisible"),
    AttackerCondition.ENTANGLED: _("Entangled"),
    AttackerCondition.SHAKEN_OR_FRIGHTENED: _("Shaken or frightened"),
    AttackerCondition.SQUEEZING: _("Squeezing through a space"),
    AttackerCondition.PRONE: _("Prone"),
    AttackerCondition.DAZZLED: _("Dazzled"),
}
# A row added to the table (a house rule) needs its label here: say so, not a KeyError later.
if _unlabelled := [c.name for c in AttackerCondition if c not in ATTACKER_LABELS]:
    raise LookupError(f"calc/rules/modifiers_004.py: ATTACKER_LABELS has no label for AttackerCondition.{_unlabelled[0]}")

DEFENDER_LABELS = {
    DefenderCondition.HELPLESS: _("Helpless"),
    DefenderCondition.GRAPPLING: _("Grappling (attacker is not)"),
    DefenderCondition.STUNNED: _("Stunned"),
    DefenderCondition.FLAT_FOOTED: _("Flat-footed"),
    DefenderCondition.PINNED: _("Pinned"),
    DefenderCondition.ENTANGLED: _("Entangled"),
    DefenderCondition.COWERING: _("Cowering"),
    DefenderCondition.CONCEALED: _("Concealed or invisible"),
    DefenderCondition.SQUEEZING: _("Squeezing through a space"),
    DefenderCondition.PRONE: _("Prone"),
    DefenderCondition.KNEELING_OR_SITTING: _("Kneeling or sitting"),
    DefenderCondition.BLINDED: _("Blinded"),
}


# Codes of the calculators' text results, with their words.
_ALLOWED = Option("allowed", _("allowed"))
ATTACK_REASONS = (
    _ALLOWED,
    Option("prone_ranged", _("prone: most ranged weapons cannot be used (crossbows can, without penalty)")),
)
# Rows printed "-" in some column (not "-***", which forbids the attack instead).
NOT_APPLICABLE_CODES = tuple(
    Option(c.value, ATTACKER_LABELS[c])
    for c in AttackerCondition
    if any(ATTACK_ROWS[c].cell(r).value is None and ATTACK_ROWS[c].cell(r).marks != "***" for r in Reach)
)
AC_REASONS = (
    _ALLOWED,
    Option("total_cover", _("total cover: the target cannot be attacked")),
)
FLANKING_REASONS = (
    Option("flanking", _("flanking")),
    Option("not_opposite", _("not from opposite sides of its square")),
    Option("not_threatening", _("both must threaten the foe's square")),
    Option("reach_zero", _("reach 0 ft cannot flank")),
    Option("overlap", _("two creatures cannot share a square")),
    Option("ranged_attack", _("melee attacks only")),
)


def _attack(attack: str, crossbow: bool, **flags: bool) -> dict[str, object]:
    chosen = [c for c in AttackerCondition if flags[c.value]]
    result = attack_modifiers(chosen, Reach(attack), crossbow)
    return {
        "total": result.total,
        "allowed": result.allowed,
        "reason": result.reason,
        "not_applicable": [c.value for c in result.not_applicable],
        "target_no_positive_dex": result.target_no_positive_dex,
        "dex_penalty": result.dex_penalty,
    }


def _ac(attack: str, ac: int, dex: int, cover: str, **flags: bool) -> dict[str, object]:
    chosen = [c for c in DefenderCondition if c is not DefenderCondition.COVER and flags[c.value]]
    result = ac_modifiers(chosen, Reach(attack), dex, Degree(cover))
    return {
        "table_modifier": result.table,
        "dex_modifier": result.dex_modifier,
        "effective_dex_modifier": result.effective_dex_modifier,
        "total_modifier": result.total,
        "ac": ac + result.total,
        "allowed": result.allowed,
        "reason": result.reason,
        "see_concealment": result.see_concealment,
    }


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


STACKING_READING = _("Rows stack: every chosen row's cell is added.")

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
        name="attack_modifiers_004",
        title=_("Attack modifiers"),
        summary=_(
            "Pick the attacker's conditions: the total attack modifier in melee or at range, with"
            " the table's footnotes.",
        ),
        source=ATTACK_SOURCE,
        fields=(
            REACH_FIELD,
            BoolField("crossbow", _("Ranged weapon is a crossbow"), default=False),
        ) + tuple(BoolField(c.value, ATTACKER_LABELS[c], default=False) for c in AttackerCondition),
        outputs=(
            Output("total", _("Total attack modifier")),
            *verdict_outputs(ATTACK_REASONS, _("Attack possible"), _("Why")),
            Output("not_applicable", _("Rows that do not apply here (\"-\")"),
                   codes=NOT_APPLICABLE_CODES),
            Output("target_no_positive_dex", _("Defender gets no positive Dex modifier to AC")),
            Output("dex_penalty", _("Attacker's Dex penalty (entangled)")),
        ),
        compute=_attack,
        readings=(
            STACKING_READING,
            _(
                "Prone with a ranged weapon other than a crossbow: no attack (the seed: most ranged "
                "weapons are unusable while prone).",
            ),
        ),
    ),
    Calculator(
        name="ac_modifiers_004",
        primary="ac",
        title=_("AC modifiers"),
        summary=_(
            "Pick the defender's conditions and cover: the AC against a melee or ranged attack, "
            "with the Dex footnotes applied.",
        ),
        source=AC_SOURCE,
        fields=(
            REACH_FIELD,
            IntField("ac", _("Defender's usual AC (with its Dex modifier)"),
                     minimum=AC_RANGE[0], maximum=AC_RANGE[1], default=15, trait=AC, side=Side.OPPONENT),
            IntField("dex", _("Defender's Dexterity score"), minimum=DEX_RANGE[0], maximum=DEX_RANGE[1], default=10,
                     trait=DEXTERITY, side=Side.OPPONENT),
            ChoiceField(
                "cover",
                _("Behind cover"),
                options=(
                    Option("none", _("none")),
                    Option("partial", _("partial (+2)")),
                    Option("normal", _("cover (+4)")),
                    Option("improved", _("improved (+8)")),
                    Option("total", _("total (cannot be attacked)")),
                ),
                default="none",
            ),
        ) + tuple(BoolField(c.value, DEFENDER_LABELS[c], default=False) for c in DefenderCondition if c is not DefenderCondition.COVER),
        outputs=(
            Output("table_modifier", _("Table modifier")),
            Output("dex_modifier", _("Usual Dex modifier")),
            Output("effective_dex_modifier", _("Dex modifier that counts now")),
            Output("total_modifier", _("Total change to AC")),
            Output("ac", _("AC against this attack")),
            *verdict_outputs(AC_REASONS, _("Attack possible"), _("Why")),
            Output("see_concealment", _("See concealment (miss chance)")),
        ),
        compute=_ac,
        readings=(
            STACKING_READING,
            _(
                "Dex modifier = (Dex − 10) // 2 (the seed's Dex 0 → −5 fits it): entangled (−4 Dex) costs"
                " 2; helpless sets Dex to 0; * and ** drop a positive Dex modifier, a negative one stays.",
            ),
        ),
    ),
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
