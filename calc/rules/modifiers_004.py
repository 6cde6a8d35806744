"""004 — the attack and AC modifier tables as calculators, and the Dex footnotes.

Seed 004, "Модификаторы к атаке" and "Модификаторы к КБ" (melee / ranged columns):

- The chosen rows' cells are added up. ``-`` means the row does not apply in that column
  (flanking is melee only); prone with a ranged weapon is "-***": most ranged weapons cannot
  be used prone, crossbows can, without penalty.
- Footnotes on Dex: ``*`` loses its Dex bonus to AC / ``**`` gets no positive Dex modifier
  to AC (the same effect: a positive Dex modifier is dropped, a negative one stays);
  entangled: −4 Dex. An invisible attacker's target gets no positive Dex modifier to AC.
- "Беспомощные противники": a helpless creature's Dex counts as 0 (−5 to AC).

Whether two creatures flank a foe on the grid ("Взятие в тиски") is :mod:`.flanking_004`.

Readings chosen (also stated on the calculators):

- The Dex modifier is the d20 one, (Dex − 10) // 2 — the seed's "Dex 0 → −5" fits it; the
  entangled −4 Dex thus lowers the modifier by 2. A helpless creature's Dex is 0 whatever else.
- Rows stack: every chosen row's cell is added (the seed says nothing against stacking).
- Cover in the AC table uses the degrees of "Укрытие" (partial +2, cover +4, improved +8);
  total cover means the target cannot be attacked.
- Prone with a ranged weapon other than a crossbow: not allowed (the seed: "most" ranged
  weapons are unusable; all but crossbows are treated so).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Output, Side
from ..i18n import _
from ..vocab import AC, DEXTERITY, verdict_outputs
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
from .cover_004 import COVER, Degree

__all__ = [
    "HELPLESS_DEX_SCORE",
    "dex_modifier",
    "effective_dex_modifier",
    "AttackModifiers",
    "attack_modifiers",
    "AcModifiers",
    "ac_modifiers",
    "ATTACK_REASONS",
    "NOT_APPLICABLE_CODES",
    "AC_REASONS",
    "ATTACKER_LABELS",
    "DEFENDER_LABELS",
    "REACH_FIELD",
    "CALCULATORS",
]

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


STACKING_READING = _("Rows stack: every chosen row's cell is added.")


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
)
