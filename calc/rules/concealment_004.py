"""004 — concealment: the 20 % and 50 % miss chances, exactly, and what they do to a hit.

Seed 004, "Плохая видимость":

- "Вероятность промаха из-за плохой видимости": 20 % — the attack is rolled as usual; if it
  hits, the defender rolls d100 to avoid the hit. Several concealment effects do not stack.
- "Отсутствие видимости": you cannot attack a foe you cannot see, but may strike the square
  you think it is in; a successful attack on the occupied square misses 50 % of the time.
  No attack of opportunity against a foe you cannot see.
- "Игнорирование плохой видимости": darkness or poor light is useless against a foe with
  darkvision.
- "Плохая видимость и Скрытность": concealment lets you make a Stealth check.
- Invisibility hides a creature completely: +20 on Stealth checks while moving, +40 still.

Readings chosen (also stated on the calculator):

- Invisible = total concealment (50 %, struck by guessing its square; the AC table's row
  "Плохо виден или невидим" sends both to this section).
- The defender's d100 avoids the hit on 1–20 (concealment) or 1–50 (total): any 20 or 50
  faces give the same chance.
- A d20 roll "needed to hit" is hit by any roll at least that high (the seed has no natural
  1 / natural 20 rule).
- Non-stacking: with two concealment effects the larger miss chance applies.
"""

from __future__ import annotations

import enum
from fractions import Fraction

from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Output, Side, Unit
from ..i18n import Message, _, pgettext
from ..probability import d20_at_least, exact
from ..sources import cite
from ..tables import Stated
from ..vocab import AC, ATTACK_BONUS, OTHER_TO_HIT_FIELD

__all__ = [
    "Degree",
    "MISS_CHANCE",
    "INVISIBLE_STEALTH_MOVING",
    "INVISIBLE_STEALTH_STILL",
    "miss_chance",
    "seen_degrees",
    "is_unseen",
    "degree_field",
    "SOURCE",
    "effective_hit",
    "d100_miss_faces",
    "STATED",
    "CALCULATORS",
]

SOURCE = cite("004", "Плохая видимость")

INVISIBLE_STEALTH_MOVING = 20  # "+20 к проверкам Скрытности, если оно двигается"
INVISIBLE_STEALTH_STILL = 40  # "и +40, если не двигается"


class Degree(enum.Enum):
    NONE = "none"
    CONCEALMENT = "concealment"  # Плохая видимость
    TOTAL = "total"  # Отсутствие видимости
    INVISIBLE = "invisible"  # невидимость: total concealment


MISS_CHANCE: dict[Degree, Fraction] = {
    Degree.NONE: Fraction(0),
    Degree.CONCEALMENT: Fraction(20, 100),  # "с вероятностью 20%"
    Degree.TOTAL: Fraction(50, 100),  # "вероятность промаха 50% (а не 20%, как при плохой видимости)"
}
MISS_CHANCE[Degree.INVISIBLE] = MISS_CHANCE[Degree.TOTAL]  # invisibility hides totally

STATED = (
    Stated("MISS_CHANCE[concealment]", MISS_CHANCE[Degree.CONCEALMENT], SOURCE, "приводит к тому, что с вероятностью {}% любая"),
    Stated("MISS_CHANCE[total]", MISS_CHANCE[Degree.TOTAL], SOURCE, "не видно, имеет вероятность промаха {}% (а не"),
    Stated("MISS_CHANCE[concealment]", MISS_CHANCE[Degree.CONCEALMENT], SOURCE, "(а не {}%, как при плохой видимости)"),
    Stated("INVISIBLE_STEALTH_MOVING", INVISIBLE_STEALTH_MOVING, SOURCE, "Невидимое существо получает {} к проверкам Скрытности"),
    Stated("INVISIBLE_STEALTH_STILL", INVISIBLE_STEALTH_STILL, SOURCE, "если оно двигается, и {}, если не двигается"),
)


def miss_chance(*degrees: Degree) -> Fraction:
    """"Несколько эффектов, дающих плохую видимость, не складываются": the largest applies."""
    return max((MISS_CHANCE[d] for d in degrees), default=Fraction(0))


def seen_degrees(degrees: list[Degree], darkness_vs_darkvision: bool) -> list[Degree]:
    """The concealment that still counts: "Темнота или плохое освещение бесполезны, если у
    вашего противника ночное зрение" (invisibility is no darkness)."""
    if not darkness_vs_darkvision:
        return list(degrees)
    return [Degree.NONE if d in (Degree.CONCEALMENT, Degree.TOTAL) else d for d in degrees]


def is_unseen(degrees: list[Degree]) -> bool:
    """The foe cannot be seen: strike its square, no attack of opportunity ("Отсутствие видимости")."""
    return any(d in (Degree.TOTAL, Degree.INVISIBLE) for d in degrees)


def d100_miss_faces(miss: Fraction) -> int:
    """How many faces of the defender's d100 turn the hit into a miss."""
    return int(miss * 100)


def effective_hit(p_hit: Fraction, miss: Fraction) -> Fraction:
    """The attack hits as usual, then survives the defender's d100."""
    return p_hit * (1 - miss)


# --- calculator ----------------------------------------------------------------------------


def degree_field(name: str, label: Message, default: str, with_invisible: bool) -> ChoiceField:
    options = (
        Option("none", pgettext("concealment", "none")),
        Option("concealment", _("concealment (20%)")),
        Option("total", _("total: cannot be seen (50%)")),
    )
    if with_invisible:
        options += (Option("invisible", _("invisible (50%)")),)
    return ChoiceField(name, label, options, default=default)


def _concealment(degree: str, other: str, attack_bonus: int, other_to_hit: int, ac: int, right_square: bool,
                 darkness_vs_darkvision: bool, moving: bool) -> dict[str, object]:
    degrees = seen_degrees([Degree(degree), Degree(other)], darkness_vs_darkvision)
    unseen = is_unseen(degrees)
    miss = miss_chance(*degrees)
    p_roll = d20_at_least(ac - attack_bonus - other_to_hit)
    p_hit = effective_hit(p_roll, miss) if right_square or not unseen else Fraction(0)
    invisible = Degree.INVISIBLE in degrees
    stealth = (INVISIBLE_STEALTH_MOVING if moving else INVISIBLE_STEALTH_STILL) if invisible else 0
    p_miss, p_miss_text = exact(miss)
    p_roll_f, p_roll_text = exact(p_roll)
    p_hit_f, p_hit_text = exact(p_hit)
    return {
        "p_miss": p_miss,
        "p_miss_fraction": p_miss_text,
        "d100_miss_up_to": d100_miss_faces(miss),
        "p_attack_roll": p_roll_f,
        "p_attack_roll_fraction": p_roll_text,
        "p_hit": p_hit_f,
        "p_hit_fraction": p_hit_text,
        "aoo_allowed": not unseen,
        "can_hide": miss > 0,
        "stealth_bonus": stealth,
    }


CALCULATORS = (
    Calculator(
        name="concealment_004",
        primary="p_hit",
        title=_("Concealment miss chance"),
        summary=_(
            "20% (concealment) or 50% (cannot be seen, invisible): the exact chance that an "
            "attack really hits, attacks of opportunity, Stealth.",
        ),
        source=SOURCE,
        fields=(
            degree_field("degree", _("Defender's concealment"), "concealment", True),
            degree_field("other", _("Another concealment effect (does not stack)"),
                          "none", False),
            IntField("attack_bonus", _("Attack bonus"), minimum=-20, maximum=60, default=5, trait=ATTACK_BONUS, side=Side.SELF),
            OTHER_TO_HIT_FIELD,
            IntField("ac", _("Defender's AC"), minimum=0, maximum=100, default=15, trait=AC, side=Side.OPPONENT),
            BoolField("right_square", _("Unseen foe: you strike the square it is in"), default=True),
            BoolField("darkness_vs_darkvision", _("Concealment is darkness and the attacker has darkvision"), default=False),
            BoolField("moving", _("Invisible creature is moving (Stealth)"), default=False),
        ),
        outputs=(
            Output("p_miss", _("Miss chance"), unit=Unit.PROBABILITY),
            Output("p_miss_fraction", _("Miss chance (exact)")),
            Output("d100_miss_up_to", _("Defender's d100: the hit is avoided on 1 to")),
            Output("p_attack_roll", _("Chance the attack roll hits"), unit=Unit.PROBABILITY),
            Output("p_attack_roll_fraction", _("Attack roll (exact)")),
            Output("p_hit", _("Chance to really hit"), unit=Unit.PROBABILITY),
            Output("p_hit_fraction", _("Really hit (exact)")),
            Output("aoo_allowed", _("Attack of opportunity possible")),
            Output("can_hide", _("Defender can use it for Stealth")),
            Output("stealth_bonus", _("Stealth bonus (invisible)")),
        ),
        compute=_concealment,
        readings=(
            _(
                "Invisible counts as total concealment (50%). The d20 hits on any roll ≥ AC − attack "
                "bonus (no natural 1/20 rule in the text). Two concealment effects: the larger miss "
                "chance applies.",
            ),
        ),
    ),
)
