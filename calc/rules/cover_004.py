"""004 — cover: normal, partial, improved and total; AC, Reflex, Stealth, attacks of opportunity.

Seed 004, "Укрытие":

- Cover: +4 AC (also the row "За укрытием +4 +4" of "Модификаторы к КБ"); +2 on Reflex saves
  when the source of danger is on the other side of the cover ("облако" effects spreading
  around corners get no such benefit); you may hide behind it (Stealth).
- "Частичное укрытие": seen more than half → only +2 AC and +1 Reflex.
- "Надежное укрытие": the modifiers double (+8 AC, +4 Reflex), evasion-like benefit against
  anything allowing a Reflex save, and +10 on Stealth checks.
- "Полное укрытие": no line of effect — the target cannot be attacked.
- "Низкие препятствия": cover only to creatures within 30 ft (6 squares) of the obstacle; the
  attacker may ignore it when closer to it than the target.
- "Живое укрытие": creatures give +4 AC against ranged attacks, no benefit on saves, no hiding.
- "Укрытие и внеочередные атаки": no attack of opportunity against a foe that has cover.

Readings chosen (also stated on the calculator):

- An attacker closer to a low obstacle than its target does ignore it (the seed: "может").
- Creatures give cover as partial or normal cover only (+2 / +4 AC); improved or total cover
  needs a solid barrier, so those combinations are refused.
- Any cover, partial included, forbids attacks of opportunity against the covered foe.
- Total cover: the target cannot be attacked, so no bonus is reported (all 0).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, replace

from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Output, When
from ..i18n import _
from ..sources import cite
from ..tables import Stated
from ..tables.modifiers_004 import AC_ROWS, DefenderCondition, Reach

__all__ = [
    "Degree",
    "Kind",
    "CoverEffect",
    "COVER",
    "IMPROVED_FACTOR",
    "LOW_OBSTACLE_RANGE_FT",
    "FEET_PER_SQUARE",
    "low_obstacle_applies",
    "CoverResult",
    "resolve_cover",
    "COVER_REASONS",
    "DEGREE_FIELD",
    "SOURCE",
    "STATED",
    "CALCULATORS",
]

SOURCE = cite("004", "Укрытие")

LOW_OBSTACLE_RANGE_FT = 30  # "не далее 30 футов (6 клеток)"
FEET_PER_SQUARE = 5  # "более одной клетки (5 футов)"
IMPROVED_FACTOR = 2  # "модификаторы укрытия удваиваются (до +8 к КБ и +4 к испытаниям Реакции)"
IMPROVED_STEALTH = 10  # "надежное укрытие дает +10 к проверкам Скрытности"


class Degree(enum.Enum):
    NONE = "none"
    PARTIAL = "partial"  # Частичное укрытие
    NORMAL = "normal"  # укрытие
    IMPROVED = "improved"  # Надежное укрытие
    TOTAL = "total"  # Полное укрытие


class Kind(enum.Enum):
    OBSTACLE = "obstacle"
    LOW_OBSTACLE = "low_obstacle"  # Низкие препятствия
    CREATURE = "creature"  # Живое укрытие


@dataclass(frozen=True)
class CoverEffect:
    ac: int
    reflex: int
    stealth: int = 0
    evasion: bool = False


_NORMAL = CoverEffect(ac=AC_ROWS[DefenderCondition.COVER].cell(Reach.MELEE).value, reflex=2)
COVER: dict[Degree, CoverEffect] = {
    Degree.NONE: CoverEffect(0, 0),
    Degree.PARTIAL: CoverEffect(ac=2, reflex=1),  # "всего +2 к КБ и +1 к испытаниям Реакции"
    Degree.NORMAL: _NORMAL,
    Degree.IMPROVED: CoverEffect(
        ac=_NORMAL.ac * IMPROVED_FACTOR, reflex=_NORMAL.reflex * IMPROVED_FACTOR, stealth=IMPROVED_STEALTH, evasion=True
    ),
    Degree.TOTAL: CoverEffect(0, 0),  # cannot be attacked at all
}

_PARTIAL, _IMPROVED = COVER[Degree.PARTIAL], COVER[Degree.IMPROVED]
STATED = (
    Stated("COVER[normal].ac", _NORMAL.ac, SOURCE, "то у вашей цели есть укрытие ({} к КБ)"),
    Stated("COVER[normal].ac", _NORMAL.ac, SOURCE, "могут служить укрытием от дистанционных атак, давая вам бонус {} к КБ"),
    Stated("LOW_OBSTACLE_RANGE_FT", LOW_OBSTACLE_RANGE_FT, SOURCE, "находящимся не далее {} футов"),
    Stated("LOW_OBSTACLE_RANGE_FT // FEET_PER_SQUARE", LOW_OBSTACLE_RANGE_FT // FEET_PER_SQUARE, SOURCE, "не далее … футов ({} клеток)"),
    Stated("COVER[normal].reflex", _NORMAL.reflex, SOURCE, "Укрытие дает вам {} к испытаниям Реакции"),
    Stated("FEET_PER_SQUARE", FEET_PER_SQUARE, SOURCE, "занимающих более одной клетки ({} футов)"),
    Stated("COVER[partial].ac", _PARTIAL.ac, SOURCE, "оно получает от укрытия всего {} к КБ"),
    Stated("COVER[partial].reflex", _PARTIAL.reflex, SOURCE, "от укрытия всего … к КБ и {} к испытаниям Реакции"),
    Stated("COVER[improved].ac", _IMPROVED.ac, SOURCE, "модификаторы укрытия удваиваются (до {} к КБ"),
    Stated("COVER[improved].reflex", _IMPROVED.reflex, SOURCE, "удваиваются (до … к КБ и {} к испытаниям Реакции)"),
    Stated("IMPROVED_STEALTH", IMPROVED_STEALTH, SOURCE, "надежное укрытие дает {} к проверкам Скрытности"),
)


def low_obstacle_applies(target_ft: int, attacker_ft: int) -> bool:
    """A low obstacle covers only targets within 30 ft of it, and not against a closer attacker."""
    return target_ft <= LOW_OBSTACLE_RANGE_FT and not attacker_ft < target_ft


@dataclass(frozen=True)
class CoverResult:
    applies: bool
    reason: str
    attack_allowed: bool
    ac: int
    reflex: int
    stealth: int
    can_hide: bool
    evasion: bool

    @property
    def aoo_allowed(self) -> bool:
        return not self.applies


_NO_COVER = dict(ac=0, reflex=0, stealth=0, can_hide=False, evasion=False)


def resolve_cover(
    degree: Degree,
    kind: Kind = Kind.OBSTACLE,
    *,
    target_ft: int = 0,
    attacker_ft: int = 0,
    source_beyond_cover: bool = True,
    spreads_around_corners: bool = False,
    ranged: bool = True,
) -> CoverResult:
    """What a degree of cover of a given kind gives against one attack or effect
    (``reason`` a code, see ``COVER_REASONS``). A creature gives at most normal cover
    ("давая вам бонус +4 к КБ"), and only against a ranged attack ("могут служить укрытием
    от дистанционных атак"): improved or total cover behind one counts as normal."""
    if kind is Kind.CREATURE and degree is not Degree.NONE and not ranged:
        return CoverResult(False, "living_cover_ranged_only", True, **_NO_COVER)
    if kind is Kind.CREATURE and degree in (Degree.IMPROVED, Degree.TOTAL):
        return replace(resolve_cover(Degree.NORMAL, kind), reason="living_cover_normal")
    if degree is Degree.NONE:
        return CoverResult(False, "no_cover", True, **_NO_COVER)
    if kind is Kind.LOW_OBSTACLE and not low_obstacle_applies(target_ft, attacker_ft):
        reason = "target_too_far" if target_ft > LOW_OBSTACLE_RANGE_FT else "attacker_closer"
        return CoverResult(False, reason, True, **_NO_COVER)
    if degree is Degree.TOTAL:
        return CoverResult(True, "total_cover", False, **dict(_NO_COVER, can_hide=True))
    effect = COVER[degree]
    living = kind is Kind.CREATURE  # "не дает вам преимуществ в испытаниях и не позволяет прятаться"
    reflex = effect.reflex if source_beyond_cover and not spreads_around_corners and not living else 0
    return CoverResult(
        applies=True,
        reason="cover",
        attack_allowed=True,
        ac=effect.ac,
        reflex=reflex,
        stealth=0 if living else effect.stealth,
        can_hide=not living,
        evasion=effect.evasion and not living,
    )


# --- calculator ----------------------------------------------------------------------------


COVER_REASONS = (
    Option("cover", _("cover applies")),
    Option("no_cover", _("no cover")),
    Option("target_too_far", _("target more than 30 ft from the low obstacle")),
    Option("attacker_closer", _("attacker closer to the low obstacle than the target")),
    Option("total_cover", _("total cover: cannot be attacked")),
    Option("living_cover_normal", _("a creature gives at most normal cover (+4)")),
    Option("living_cover_ranged_only", _("a creature gives cover against ranged attacks only")),
)

DEGREE_FIELD = ChoiceField(
    name="degree",
    label=_("Cover"),
    options=(
        Option("none", _("none")),
        Option("partial", _("partial (seen more than half)")),
        Option("normal", _("cover")),
        Option("improved", _("improved (e.g. arrow slit)")),
        Option("total", _("total (no line of effect)")),
    ),
    default="normal",
)


_GIVES_REFLEX = When(kind=("obstacle", "low_obstacle"))  # living cover gives nothing on saves


def _cover(degree: str, kind: str, target_ft: int, attacker_ft: int, source_beyond_cover: bool,
           spreads_around_corners: bool) -> dict[str, object]:
    result = resolve_cover(
        Degree(degree), Kind(kind), target_ft=target_ft, attacker_ft=attacker_ft,
        source_beyond_cover=source_beyond_cover, spreads_around_corners=spreads_around_corners,
    )
    return {
        "applies": result.applies,
        "reason": result.reason,
        "attack_allowed": result.attack_allowed,
        "ac_bonus": result.ac,
        "reflex_bonus": result.reflex,
        "stealth_bonus": result.stealth,
        "can_hide": result.can_hide,
        "evasion": result.evasion,
        "aoo_allowed": result.aoo_allowed,
    }


CALCULATORS = (
    Calculator(
        name="cover_004",
        primary="ac_bonus",
        title=_("Cover"),
        summary=_(
            "Partial, normal, improved or total cover: AC, Reflex and Stealth bonuses, hiding, "
            "attacks of opportunity; low obstacles and living cover.",
        ),
        source=SOURCE,
        fields=(
            DEGREE_FIELD,
            ChoiceField(
                name="kind",
                label=_("What gives the cover"),
                options=(
                    Option("obstacle", _("wall or obstacle")),
                    Option("low_obstacle", _("low obstacle (up to half your height)")),
                    Option("creature", _("a creature (living cover, vs ranged attacks)")),
                ),
                default="obstacle",
            ),
            IntField("target_ft", _("Low obstacle: target's distance from it (ft)"),
                     minimum=0, maximum=1000, default=5, applies=When(kind="low_obstacle")),
            IntField("attacker_ft", _("Low obstacle: attacker's distance from it (ft)"),
                     minimum=0, maximum=1000, default=30, applies=When(kind="low_obstacle")),
            BoolField("source_beyond_cover", _("Reflex: the danger's source is on the other side of the cover"),
                      default=True, applies=_GIVES_REFLEX),
            BoolField("spreads_around_corners", _("Reflex: the effect spreads around corners (e.g. a cloud)"),
                      default=False, applies=_GIVES_REFLEX),
        ),
        outputs=(
            Output("applies", _("Cover applies")),
            Output("reason", _("Why"), codes=COVER_REASONS),
            Output("attack_allowed", _("Target can be attacked")),
            Output("ac_bonus", _("AC bonus")),
            Output("reflex_bonus", _("Reflex save bonus")),
            Output("stealth_bonus", _("Stealth bonus")),
            Output("can_hide", _("Can be used to hide (Stealth)")),
            Output("evasion", _("Evasion-like benefit vs Reflex effects")),
            Output("aoo_allowed", _("Attack of opportunity against it allowed")),
        ),
        compute=_cover,
        readings=(
            _(
                "An attacker closer to a low obstacle than its target ignores it; a creature gives at most "
                "normal cover (improved or total behind one counts as normal); any cover forbids attacks of opportunity; total cover reports "
                "no bonuses (the target cannot be attacked).",
            ),
        ),
    ),
)
