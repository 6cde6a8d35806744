"""003 — dying: stabilising (a Con check each round, Heal, any healing) and regaining consciousness.

Passages (seed 003, Akenar): "PERSONAJES ESTABLES Y RECUPERACIÓN", "RECUPERARSE CON AYUDA";
the states they move between (dying, disabled, dead) are :mod:`.hp_003`'s.

- Stabilising: each round a Con check DC 10 with a penalty equal to the negative HP
  (i.e. DC 10 + |HP|), natural 20 succeeds; a failure costs 1 HP; continuous damage fails
  it automatically and costs 1 HP on top. Heal (Sanar) DC 15 stabilises; any healing does.
- "RECUPERARSE CON AYUDA": hourly Con check DC 10 + |HP| to regain consciousness.

Readings (also in each calculator's ``readings``):
- The dying character's "pierde 1 punto de golpe cada asalto" and the failed check's
  "pierde 1 punto de golpe" are the same loss: one check and at most 1 HP per round.
- Checks (Con, Heal) have no automatic 1 or 20 unless the passage says so: the seed calls
  natural 1/20 of saving throws "una notable excepción a la regla básica".
- Ability modifiers are (score − 10) // 2, as the seed's examples show (Dex 5 → −3, Dex 0 → −5).

Gap in the source: "RECUPERARSE SIN AYUDA" is a bare heading (the text goes straight on to
"MANIOBRAS DE COMBATE"), and no natural-healing rate is given, so neither is computed.
"""

from __future__ import annotations

from fractions import Fraction

from ..common.abilities import ability_modifier
from ..common.checks import check_chance
from ..declare import Calculator, IntField, Output, Unit
from ..i18n import _
from ..sources import cite
from ..tables import Stated
from ..vocab import HEAL_BONUS, probability_values
from .hp_003 import CON_FIELD, CON_MAX, DYING_SOURCE, HP_MAX, STATE_OUTPUT, HpState, bonus_field, hp_state, is_dead

__all__ = [
    "stabilise_dc",
    "stabilise_chance",
    "stabilise_before_death",
    "CALCULATORS",
    "STABLE_SOURCE",
    "RECOVERY_SOURCE",
    "STATED",
]

STABLE_SOURCE = cite("003", "PERSONAJES ESTABLES Y RECUPERACIÓN")
RECOVERY_SOURCE = cite("003", "RECUPERARSE CON AYUDA")

STABILISE_DC = 10  # "chequeo de Constitución CD 10", plus the negative HP
HEAL_DC = 15  # "tirada de Sanar CD 15"
RECOVER_DC = 10  # "tirada de Constitución CD 10 más los puntos de golpe negativos"
DYING_LOSS = 1  # "Un personaje moribundo pierde 1 punto de golpe cada asalto"
STATED = (
    Stated("DYING_LOSS", DYING_LOSS, DYING_SOURCE, "Un personaje moribundo pierde {} punto de golpe cada asalto"),
    Stated("STABILISE_DC", STABILISE_DC, STABLE_SOURCE, "hacer un chequeo de Constitución CD {} para estabilizarse"),
    Stated("DYING_LOSS", DYING_LOSS, STABLE_SOURCE, "Si el personaje falla este chequeo, pierde {} punto de golpe"),
    Stated("DYING_LOSS", DYING_LOSS, STABLE_SOURCE, "Esos personajes pierden {} punto de vida además de su daño continuo"),
    Stated("HEAL_DC", HEAL_DC, STABLE_SOURCE, "con una tirada de Sanar CD {}."),
    Stated("RECOVER_DC", RECOVER_DC, RECOVERY_SOURCE, "con una tirada de Constitución CD {} más los puntos de golpe negativos"),
)


def stabilise_dc(hp: int) -> int:
    """DC 10 with "una penalización a la DC igual a su valor negativo de puntos de golpe"."""
    return STABILISE_DC - hp


def stabilise_chance(con: int, hp: int, bonus: int = 0) -> Fraction:
    """One round's Con check to stabilise; a natural 20 is "un éxito automático"."""
    return check_chance(ability_modifier(con) + bonus, stabilise_dc(hp), natural_20=True)


def stabilise_before_death(con: int, hp: int, bonus: int = 0) -> Fraction:
    """P(some check succeeds before HP reach −Con), checking at hp, hp−1, …, −Con+1."""
    total, alive = Fraction(0), Fraction(1)
    for current in range(hp, -con, -1):
        p = stabilise_chance(con, current, bonus)
        total += alive * p
        alive *= 1 - p
    return total


# --- calculators -----------------------------------------------------------------------------

_NEG_HP = IntField(
    name="hp",
    label=_("Current hit points (negative)"),
    minimum=-CON_MAX,
    maximum=-1,
    default=-1,
)

_READ_NO_AUTO = _(
    "Checks have no automatic 1 or 20 unless the passage says so (the seed calls the "
    "saves' natural 1/20 an exception).",
)
_READ_MOD = _("Constitution modifier = (score − 10) // 2, as in the seed's examples (Dex 5 → −3, Dex 0 → −5).")


def _stabilise(con: int, hp: int, bonus: int, continuous_damage: int) -> dict[str, object]:
    if is_dead(con, hp):
        return {"state": HpState.DEAD.value, "con_modifier": ability_modifier(con), "dc": None,
                **probability_values("p_stabilise", Fraction(0)), **probability_values("p_before_death", Fraction(0)),
                "hp_lost_per_failed_round": None, "failed_rounds_to_death": 0, "ignored": ["bonus", "continuous_damage"]}
    if continuous_damage:
        # "fallan automáticamente el chequeo ... pierden 1 punto de vida además de su daño continuo"
        now = later = Fraction(0)
    else:
        now, later = stabilise_chance(con, hp, bonus), stabilise_before_death(con, hp, bonus)
    loss = DYING_LOSS + continuous_damage
    return {
        "state": HpState.DYING.value,
        "con_modifier": ability_modifier(con),
        "dc": stabilise_dc(hp),
        **probability_values("p_stabilise", now),
        **probability_values("p_before_death", later),
        "hp_lost_per_failed_round": loss,
        "failed_rounds_to_death": -(-(hp + con) // loss),
    }


def _heal_stabilise(heal_bonus: int) -> dict[str, object]:
    return {"dc": HEAL_DC, **probability_values("p_stabilise", check_chance(heal_bonus, HEAL_DC))}


def _healing_dying(con: int, hp: int, healing: int) -> dict[str, object]:
    if is_dead(con, hp):
        # Healing does not raise the dead: the text heals the dying.
        return {"hp_after": hp, "stable": False, "state": HpState.DEAD.value, "conscious": False, "ignored": ["healing"]}
    after = hp + healing
    state, _note = hp_state(con, after)
    return {"hp_after": after, "stable": True, "state": state.value, "conscious": after >= 0}


def _recover(con: int, hp: int, bonus: int) -> dict[str, object]:
    if is_dead(con, hp):
        return {"state": HpState.DEAD.value, "con_modifier": ability_modifier(con), "dc": None,
                **probability_values("p_per_hour", Fraction(0)), "ignored": ["bonus"]}
    dc = RECOVER_DC - hp
    return {"state": HpState.DYING.value, "con_modifier": ability_modifier(con), "dc": dc,
            **probability_values("p_per_hour", check_chance(ability_modifier(con) + bonus, dc))}


CALCULATORS = (
    Calculator(
        name="stabilise_003",
        primary="p_stabilise",
        title=_("Dying: stabilising"),
        summary=_(
            "Each round a Con check DC 10 + negative HP (natural 20 succeeds), else lose 1 HP: "
            "chance this round and before dying.",
        ),
        source=STABLE_SOURCE,
        fields=(
            CON_FIELD,
            _NEG_HP,
            bonus_field("bonus", _("Other modifiers to the check")),
            IntField(
                name="continuous_damage",
                label=_("Continuous damage per round"),
                minimum=0,
                maximum=100,
                default=0,
                help=_("E.g. an acid arrow or bleeding: the check fails automatically."),
            ),
        ),
        outputs=(
            STATE_OUTPUT,
            Output("con_modifier", _("Constitution modifier")),
            Output("dc", _("Check DC")),
            Output("p_stabilise", _("Chance this round"), unit=Unit.PROBABILITY),
            Output("p_stabilise_fraction", _("Chance this round (exact)")),
            Output("p_before_death", _("Chance of stabilising before death"), unit=Unit.PROBABILITY),
            Output("p_before_death_fraction", _("Before death (exact)")),
            Output("hp_lost_per_failed_round", _("HP lost per failed round")),
            Output("failed_rounds_to_death", _("Failed rounds until death")),
        ),
        compute=_stabilise,
        readings=(
            _(
                "\"Penalización a la DC igual a su valor negativo de puntos de golpe\": DC = 10 + |HP| (the"
                " same as d20 + Con − |HP| ≥ 10). Only a natural 20 is automatic.",
            ),
            _(
                "The 1 HP lost each round while dying and the 1 HP lost on a failed check are the same "
                "loss: one check and 1 HP per round. The first check is at the current HP; death comes at"
                " −Con.",
            ),
            _(
                "With continuous damage the chance before death assumes the damage lasts every round "
                "until death.",
            ),
            _READ_MOD,
        ),
    ),
    Calculator(
        name="heal_stabilise_003",
        title=_("Stabilising with Heal"),
        summary=_("A Heal (Sanar) check DC 15 stabilises a dying character; any healing, even 1 HP, also does."),
        source=STABLE_SOURCE,
        fields=(bonus_field("heal_bonus", _("Heal (Sanar) bonus"), HEAL_BONUS),),
        outputs=(
            Output("dc", _("Heal DC")),
            Output("p_stabilise", _("Chance to stabilise"), unit=Unit.PROBABILITY),
            Output("p_stabilise_fraction", _("Chance (exact)")),
        ),
        compute=_heal_stabilise,
        readings=(_READ_NO_AUTO,),
    ),
    Calculator(
        name="healing_dying_003",
        title=_("Healing a dying character"),
        summary=_("Any healing stabilises; to 0 HP the character is disabled, to 1 or more fully functional."),
        source=STABLE_SOURCE,
        fields=(
            CON_FIELD,
            _NEG_HP,
            IntField(
                name="healing",
                label=_("Hit points healed"),
                minimum=1,
                maximum=HP_MAX,
                example=5,
            ),
        ),
        outputs=(
            Output("hp_after", _("Hit points after")),
            Output("stable", _("Stable")),
            STATE_OUTPUT,
            Output("conscious", _("Conscious")),
        ),
        compute=_healing_dying,
        readings=(
            _(
                "At 0 HP the seed says \"le pone moribundo y discapacitado\"; read as disabled (and "
                "conscious), as its own rule for 0 HP states.",
            ),
        ),
    ),
    Calculator(
        name="recover_003",
        primary="p_per_hour",
        title=_("Regaining consciousness"),
        summary=_(
            "An hour after being stabilised, a Con check DC 10 + negative HP each hour to wake up"
            " disabled.",
        ),
        source=RECOVERY_SOURCE,
        fields=(
            CON_FIELD,
            _NEG_HP,
            bonus_field("bonus", _("Other modifiers to the check")),
        ),
        outputs=(
            STATE_OUTPUT,
            Output("con_modifier", _("Constitution modifier")),
            Output("dc", _("Check DC")),
            Output("p_per_hour", _("Chance each hour"), unit=Unit.PROBABILITY),
            Output("p_per_hour_fraction", _("Chance each hour (exact)")),
        ),
        compute=_recover,
        readings=(_READ_NO_AUTO, _READ_MOD),
    ),
)
