"""000 — "LA SORPRESA NEI COMBATTIMENTI": exact chance of being surprised.

Seed 000: a creature is surprised on 1-3 on 1d10, "ottenendo il bonus del reaction
adjustment della destrezza e le penalità derivanti dalla creatura e dalle circostanze".
Penalties: moving or travelling without particular caution -2, busy with a complex action
-4, a sentinel past its first three hours of guard (without 8 hours' rest) -2 — unless
tireless (magic, undead, construct); deafened -1 ("Assordato"). A creature awaiting a
specific encounter cannot be surprised.

Reading: modifiers are added to the d10 and the creature is surprised when the modified
roll is 3 or less, so a -2 penalty means surprised on 1-5 and a +1 bonus on 1-2. No natural
result is automatic (the text names none). A creature walking "guardinga" at half speed
rolls as a sentinel does, without the sentinel's fatigue (that is for a fixed post).
"""

from __future__ import annotations

from fractions import Fraction

from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Output, Side, Unit, When
from ..i18n import _
from ..probability import exact
from ..vocab import REACTION_ADJUSTMENT, TIRELESS
from ..tables.conditions_000 import CONDITIONS, ConditionKey
from ..tables.surprise_000 import (
    SENTINEL_EFFECTIVE_HOURS,
    SENTINEL_FATIGUE,
    STATE_MODIFIER,
    SURPRISE_DIE,
    SURPRISE_MAX,
    SURPRISE_SOURCE,
    SurpriseState,
)

__all__ = ["surprise_modifier", "surprised_max_roll", "p_surprised", "CALCULATORS"]


def surprise_modifier(
    state: SurpriseState,
    *,
    reaction_adj: int = 0,
    other: int = 0,
    deaf: bool = False,
    guard_hour: int = 1,
    tireless: bool = False,
) -> int | None:
    """Total modifier to the d10, or None when the creature cannot be surprised.

    ``guard_hour`` is the hour of guard under way (1 = the first) since the last 8-hour rest.
    """
    base = STATE_MODIFIER[state]
    if base is None:
        return None
    total = base + reaction_adj + other
    if deaf:
        total += CONDITIONS[ConditionKey.DEAF].surprise
    if state is SurpriseState.GUARD and guard_hour > SENTINEL_EFFECTIVE_HOURS and not tireless:
        total += SENTINEL_FATIGUE
    return total


def surprised_max_roll(modifier: int | None) -> int:
    """Highest natural d10 that still means surprise (0: none does)."""
    if modifier is None:
        return 0
    return max(0, min(SURPRISE_DIE, SURPRISE_MAX - modifier))


def p_surprised(modifier: int | None) -> Fraction:
    return Fraction(surprised_max_roll(modifier), SURPRISE_DIE)


def _compute(state: str, reaction_adj: int, other_modifier: int, deaf: bool, guard_hour: int, tireless: bool) -> dict[str, object]:
    s = SurpriseState(state)
    mod = surprise_modifier(s, reaction_adj=reaction_adj, other=other_modifier, deaf=deaf, guard_hour=guard_hour, tireless=tireless)
    p, fraction = exact(p_surprised(mod))
    return {
        "can_be_surprised": mod is not None,
        "modifier": 0 if mod is None else mod,
        "surprised_max_roll": surprised_max_roll(mod),
        "p_surprised": p,
        "p_surprised_fraction": fraction,
    }


CALCULATORS = (
    Calculator(
        name="surprise_000",
        primary="p_surprised",
        title=_("Surprise"),
        summary=_(
            "Surprised on 1-3 on 1d10, shifted by Dex reaction adjustment and the situation: "
            "exact chance.",
        ),
        source=SURPRISE_SOURCE,
        fields=(
            ChoiceField(
                "state",
                _("What the creature was doing"),
                (
                    Option("guard", _("On guard at a fixed post")),
                    Option("wary", _("Wary, walking at half speed")),
                    Option("moving", _("Moving or travelling without caution")),
                    Option("busy", _("Busy with a complex action")),
                    Option("expecting", _("Awaiting this very encounter")),
                ),
                default="guard",
            ),
            IntField("reaction_adj", _("Dexterity reaction adjustment"), minimum=-5, maximum=5, default=0,
                     trait=REACTION_ADJUSTMENT, side=Side.SELF),
            IntField("other_modifier", _("Other modifiers (creature, circumstances)"), minimum=-10, maximum=10, default=0),
            BoolField("deaf", _("Deafened (-1)")),
            IntField(
                "guard_hour",
                _("Hour of guard under way"),
                minimum=1,
                maximum=72,
                default=1,
                help=_("Since the last 8 hours of rest; from the 4th hour on, -2."),
                applies=When(state="guard"),
            ),
            BoolField("tireless", _("Tireless sentinel (magic, undead, construct)"), applies=When(state="guard"),
                      trait=TIRELESS, side=Side.SELF),
        ),
        outputs=(
            Output("can_be_surprised", _("Can be surprised")),
            Output("modifier", _("Total modifier")),
            Output("surprised_max_roll", _("Surprised on d10 up to")),
            Output("p_surprised", _("Chance of surprise"), unit=Unit.PROBABILITY),
            Output("p_surprised_fraction", _("Chance (exact)")),
        ),
        compute=_compute,
        readings=(
            _(
                "Modifiers add to the d10; surprised when the total is 3 or less (a -2 penalty: surprised"
                " on 1-5).",
            ),
            _("A wary walker rolls like a sentinel, without the sentinel's fatigue (that is for a fixed post)."),
        ),
    ),
)
