"""003 — hit points: disabled, dying, dead, massive damage, stabilising and recovering.

Passages (seed 003, Akenar): "PUNTOS DE GOLPE", "EFECTOS DEL DAÑO DE PUNTOS DE GOLPE",
"DAÑO MASIVO", "INCAPACITADO [0 PUNTOS DE GOLPE]", "MORIBUNDO [PUNTOS DE VIDA NEGATIVOS]",
"MUERTO", "PERSONAJES ESTABLES Y RECUPERACIÓN", "RECUPERARSE CON AYUDA".

- 0 HP: "incapacitado"; negative HP above −Con: "moribundo"; HP ≤ −Con: "muerto";
  "Si de un sólo golpe alcanzas en negativo la mitad de tu Constitución, estás muerto";
  Con 0 (ability damage): dead; foes are "technically" killed at 0 HP.
- "DAÑO MASIVO": 20 or more lethal damage from one blow → Fortitude save DC 15 or die.
- Stabilising: each round a Con check DC 10 with a penalty equal to the negative HP
  (i.e. DC 10 + |HP|), natural 20 succeeds; a failure costs 1 HP; continuous damage fails
  it automatically and costs 1 HP on top. Heal (Sanar) DC 15 stabilises; any healing does.
- "RECUPERARSE CON AYUDA": hourly Con check DC 10 + |HP| to regain consciousness.

Readings (also in each calculator's ``readings``):
- One blow, odd Con: "la mitad de tu Constitución" is read by default as ⌊Con/2⌋ (the seed
  halves armour "redondeando hacia abajo"); the alternative reading (HP ≤ −Con/2 exactly,
  i.e. −⌈Con/2⌉) is selectable. Any single blow that leaves HP at or below that value kills,
  whatever the HP before it; bleeding (1 HP a round) is not a blow.
- The dying character's "pierde 1 punto de golpe cada asalto" and the failed check's
  "pierde 1 punto de golpe" are the same loss: one check and at most 1 HP per round.
- Checks (Con, Heal) have no automatic 1 or 20 unless the passage says so: the seed calls
  natural 1/20 of saving throws "una notable excepción a la regla básica".
- Ability modifiers are (score − 10) // 2, as the seed's examples show (Dex 5 → −3, Dex 0 → −5).

Gap in the source: "RECUPERARSE SIN AYUDA" is a bare heading (the text goes straight on to
"MANIOBRAS DE COMBATE"), and no natural-healing rate is given, so neither is computed.
"""

from __future__ import annotations

import enum
from fractions import Fraction

from ..common.abilities import ability_modifier
from ..common.checks import check_chance
from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Output, Side, Trait, Unit
from ..i18n import Message, _
from ..probability import exact
from ..sources import cite
from ..tables.hp_003 import (
    DISABLED_SOURCE, DYING_LOSS, DYING_SOURCE, HEAL_DC, MASSIVE_DAMAGE, MASSIVE_DC, MASSIVE_SOURCE, RECOVER_DC, RECOVERY_SOURCE,
    STABILISE_DC, STABLE_SOURCE, STRAIN_DAMAGE,
)
from ..vocab import CONSTITUTION, FORTITUDE_BONUS, HEAL_BONUS, HP, probability_values, verdict_outputs

__all__ = [
    "HpState",
    "STATE_CODES",
    "CAUSE_CODES",
    "HalfCon",
    "one_blow_threshold",
    "hp_state",
    "massive_damage_applies",
    "stabilise_chance",
    "stabilise_before_death",
    "CALCULATORS",
    "HP_SOURCE",
    "EFFECTS_SOURCE",
    "MASSIVE_SOURCE",
    "DISABLED_SOURCE",
    "DYING_SOURCE",
    "DEAD_SOURCE",
    "STABLE_SOURCE",
    "RECOVERY_SOURCE",
]

HP_SOURCE = cite("003", "PUNTOS DE GOLPE")
EFFECTS_SOURCE = cite("003", "EFECTOS DEL DAÑO DE PUNTOS DE GOLPE")
DEAD_SOURCE = cite("003", "MUERTO")

CON_MAX = 60  # input bound: far above any score the seed's creatures reach
HP_MAX = 1000
BONUS = 60  # bound for check/save modifiers


class HpState(enum.Enum):
    """Condition by hit points; values are language-neutral codes."""

    FINE = "fine"  # above 0: "completamente funcional"
    DISABLED = "disabled"  # "incapacitado"
    DYING = "dying"  # "moribundo"
    DEAD = "dead"  # "muerto"


class DeathCause(enum.Enum):
    NONE = ""
    NEGATIVE_CON = "negative_con"  # HP at or below −Con
    HALF_CON_ONE_BLOW = "half_con_one_blow"  # one blow to −Con/2 or below
    CON_ZERO = "con_zero"  # Constitution reduced to 0
    FOE_AT_ZERO = "foe_at_zero"  # "A los enemigos se les mata técnicamente a 0 puntos"


class HalfCon(enum.Enum):
    """How "la mitad de tu Constitución" is read for an odd Constitution."""

    FLOOR_HALF = "floor_half"  # −⌊Con/2⌋: Con 13 dies at −6
    EXACT = "exact"  # HP ≤ −Con/2: Con 13 dies at −7


def one_blow_threshold(con: int, half: HalfCon = HalfCon.FLOOR_HALF) -> int:
    """The HP at or below which a single blow kills ("en negativo la mitad de tu Constitución")."""
    return -(con // 2) if half is HalfCon.FLOOR_HALF else -((con + 1) // 2)


def hp_state(
    con: int, hp: int, *, blow: bool = False, half: HalfCon = HalfCon.FLOOR_HALF, foe: bool = False
) -> tuple[HpState, DeathCause]:
    """Condition at ``hp`` hit points; ``blow``: those HP were just reached by one blow."""
    if con <= 0:
        return HpState.DEAD, DeathCause.CON_ZERO
    if hp <= -con:
        return HpState.DEAD, DeathCause.NEGATIVE_CON
    # "en negativo": the one-blow rule needs negative HP (matters for Con 1 read as ⌊1/2⌋ = 0).
    if blow and hp < 0 and hp <= one_blow_threshold(con, half):
        return HpState.DEAD, DeathCause.HALF_CON_ONE_BLOW
    if foe and hp <= 0:
        return HpState.DEAD, DeathCause.FOE_AT_ZERO
    if hp == 0:
        return HpState.DISABLED, DeathCause.NONE
    if hp < 0:
        return HpState.DYING, DeathCause.NONE
    return HpState.FINE, DeathCause.NONE


def massive_damage_applies(damage: int, lethal: bool = True) -> bool:
    """20+ lethal damage from one blow (not from several: "de distintos golpes ... no aplica")."""
    return lethal and damage >= MASSIVE_DAMAGE


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


def is_dead(con: int, hp: int) -> bool:
    """"Muerto: cuando tus puntos de golpe caen a un valor negativo igual a tu Constitución"."""
    return hp <= -con


# --- calculators -----------------------------------------------------------------------------

# Con 0 included in every form: "su Constitución llega a 0" is death, so a character may hold
# it, and each form answers it as dead (its HP are at or below −0).
_CON = IntField(
    name="con",
    label=_("Constitution score"),
    minimum=0,
    maximum=CON_MAX,
    default=12,  # Feliot, the seed's example
    trait=CONSTITUTION,
    side=Side.SELF,
)
_NEG_HP = IntField(
    name="hp",
    label=_("Current hit points (negative)"),
    minimum=-CON_MAX,
    maximum=-1,
    default=-1,
)


def _bonus_field(name: str, label: Message, trait: Trait | None = None) -> IntField:
    return IntField(name=name, label=label, minimum=-BONUS, maximum=BONUS, default=0, trait=trait, side=None if trait is None else Side.SELF)


STATE_CODES = (
    Option("fine", _("fully functional")),
    Option("disabled", _("disabled")),
    Option("dying", _("dying")),
    Option("dead", _("dead")),
)
CAUSE_CODES = (
    Option("negative_con", _("HP at −Con or below")),
    Option("half_con_one_blow", _("one blow to −Con/2")),
    Option("con_zero", _("Constitution 0")),
    Option("foe_at_zero", _("foe at 0 HP")),
)
_STATE_OUT = Output("state", _("Condition"), codes=STATE_CODES)
DISABLED_REASONS = (
    Option("full_round", _("No full-round actions while disabled")),
    Option("dead", _("Dead")),
)

_READ_NO_AUTO = _(
    "Checks have no automatic 1 or 20 unless the passage says so (the seed calls the "
    "saves' natural 1/20 an exception).",
)
_READ_MOD = _("Constitution modifier = (score − 10) // 2, as in the seed's examples (Dex 5 → −3, Dex 0 → −5).")


def _hp_state(con: int, hp: int, damage: int, foe: bool, half_con: str) -> dict[str, object]:
    half = HalfCon(half_con)
    after = hp - damage
    state, cause = hp_state(con, after, blow=damage > 0, half=half, foe=foe)
    return {
        "hp_after": after,
        "state": state.value,
        "cause": cause.value,
        "death_at": -con,
        "one_blow_death_at": one_blow_threshold(con, half),
        # The save is owed only by someone the blow has not already killed.
        "massive_damage_save": massive_damage_applies(damage) and state is not HpState.DEAD,
    }


def _massive(damage: int, fort_bonus: int, lethal: bool) -> dict[str, object]:
    applies = massive_damage_applies(damage, lethal)
    save = check_chance(fort_bonus, MASSIVE_DC, natural_20=True, natural_1=True) if applies else Fraction(1)
    p_save, save_text = exact(save)
    p_die, die_text = exact(1 - save)
    return {
        "applies": applies,
        "dc": MASSIVE_DC,
        "p_survive": p_save,
        "p_survive_fraction": save_text,
        "p_death": p_die,
        "p_death_fraction": die_text,
    }


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
    p_now, now_text = exact(now)
    p_later, later_text = exact(later)
    return {
        "state": HpState.DYING.value,
        "con_modifier": ability_modifier(con),
        "dc": stabilise_dc(hp),
        "p_stabilise": p_now,
        "p_stabilise_fraction": now_text,
        "p_before_death": p_later,
        "p_before_death_fraction": later_text,
        "hp_lost_per_failed_round": loss,
        "failed_rounds_to_death": -(-(hp + con) // loss),
    }


def _heal_stabilise(heal_bonus: int) -> dict[str, object]:
    p, text = exact(check_chance(heal_bonus, HEAL_DC))
    return {"dc": HEAL_DC, "p_stabilise": p, "p_stabilise_fraction": text}


def _healing_dying(con: int, hp: int, healing: int) -> dict[str, object]:
    if is_dead(con, hp):
        # Healing does not raise the dead: the text heals the dying.
        return {"hp_after": hp, "stable": False, "state": HpState.DEAD.value, "conscious": False, "ignored": ["healing"]}
    after = hp + healing
    state, _note = hp_state(con, after)
    return {"hp_after": after, "stable": True, "state": state.value, "conscious": after >= 0}


class DisabledAction(enum.Enum):
    MOVE = "move"
    STANDARD = "standard"
    FULL_ROUND = "full_round"


def _disabled_action(con: int, hp: int, action: str, healing: int) -> dict[str, object]:
    if is_dead(con, hp):
        return {"allowed": False, "reason": "dead", "hp_after": hp, "state": HpState.DEAD.value, "ignored": ["action", "healing"]}
    kind = DisabledAction(action)
    if kind is DisabledAction.FULL_ROUND:
        # "ni puedes efectuar acciones de asalto completo"
        return {"allowed": False, "reason": "full_round", "hp_after": hp, "state": HpState.DISABLED.value, "ignored": ["healing"]}
    # A standard (strenuous) action costs 1 HP once completed, after any healing it brought.
    after = hp + healing - (STRAIN_DAMAGE if kind is DisabledAction.STANDARD else 0)
    state, _note = hp_state(con, after)
    if state is HpState.DYING and (kind is DisabledAction.MOVE or healing > 0):
        # Only a strenuous action that did not raise HP leaves you "moribundo"; otherwise a
        # character recovered at negative HP stays disabled.
        state = HpState.DISABLED
    return {"allowed": True, "reason": "", "hp_after": after, "state": state.value}


def _recover(con: int, hp: int, bonus: int) -> dict[str, object]:
    if is_dead(con, hp):
        return {"state": HpState.DEAD.value, "con_modifier": ability_modifier(con), "dc": None,
                **probability_values("p_per_hour", Fraction(0)), "ignored": ["bonus"]}
    dc = RECOVER_DC - hp
    p, text = exact(check_chance(ability_modifier(con) + bonus, dc))
    return {"state": HpState.DYING.value, "con_modifier": ability_modifier(con), "dc": dc, "p_per_hour": p, "p_per_hour_fraction": text}


CALCULATORS = (
    Calculator(
        name="hp_state_003",
        title=_("Hit points: disabled, dying, dead"),
        summary=_(
            "Condition after one blow (or none): 0 HP disabled, negative dying, −Con dead, one "
            "blow to −Con/2 dead; flags massive damage.",
        ),
        source=EFFECTS_SOURCE,
        fields=(
            _CON,
            IntField(
                name="hp",
                label=_("Hit points before the blow"),
                minimum=-CON_MAX * 2,
                maximum=HP_MAX,
                example=10,
                trait=HP,
                side=Side.SELF,
            ),
            IntField(
                name="damage",
                label=_("Lethal damage of one blow (after armour)"),
                minimum=0,
                maximum=HP_MAX,
                default=0,
                help=_("0: no blow, just classify the hit points."),
            ),
            BoolField(
                name="foe",
                label=_("Foe killed at 0 HP"),
                help=_(
                    "\"A los enemigos se les mata técnicamente a 0 puntos de golpe\" unless the DM "
                    "lets them go to −Con.",
                ),
            ),
            ChoiceField(
                name="half_con",
                label=_("Half Constitution (odd score)"),
                options=(
                    Option("floor_half", _("−⌊Con/2⌋ (Con 13: −6)")),
                    Option("exact", _("HP ≤ −Con/2 (Con 13: −7)")),
                ),
                default="floor_half",
            ),
        ),
        outputs=(
            Output("hp_after", _("Hit points after")),
            _STATE_OUT,
            Output("cause", _("Cause of death"), codes=CAUSE_CODES),
            Output("death_at", _("Dead at (−Con)")),
            Output("one_blow_death_at", _("Dead if one blow reaches")),
            Output("massive_damage_save", _("Massive damage: Fortitude DC 15 or die")),
        ),
        compute=_hp_state,
        readings=(
            _(
                "\"Si de un sólo golpe alcanzas en negativo la mitad de tu Constitución\": any single blow "
                "leaving HP at or below that value kills, whatever the HP before; bleeding is not a blow.",
            ),
            _(
                "Odd Constitution: by default half is rounded down (the seed halves armour \"redondeando "
                "hacia abajo\"), so Con 13 dies at −6; the exact reading (−7) is selectable.",
            ),
            _(
                "Negative HP is classed as dying; whether the character is already stable is not tracked "
                "here. Damage is the damage taken, after armour.",
            ),
        ),
    ),
    Calculator(
        name="massive_damage_003",
        primary="p_death",
        title=_("Massive damage"),
        summary=_(
            "20 or more lethal damage from one blow: Fortitude save DC 15 or die; exact chance of"
            " surviving.",
        ),
        source=MASSIVE_SOURCE,
        fields=(
            IntField(
                name="damage",
                label=_("Damage of one blow (after armour)"),
                minimum=0,
                maximum=HP_MAX,
                example=20,
            ),
            _bonus_field("fort_bonus", _("Fortitude save bonus"), FORTITUDE_BONUS),
            BoolField(
                name="lethal",
                label=_("Lethal damage"),
                default=True,
            ),
        ),
        outputs=(
            Output("applies", _("Save required")),
            Output("dc", _("Fortitude DC")),
            Output("p_survive", _("Chance of surviving"), unit=Unit.PROBABILITY),
            Output("p_survive_fraction", _("Chance of surviving (exact)")),
            Output("p_death", _("Chance of dying"), unit=Unit.PROBABILITY),
            Output("p_death_fraction", _("Chance of dying (exact)")),
        ),
        compute=_massive,
        readings=(
            _(
                "The save succeeds on d20 + bonus ≥ 15; a natural 1 always fails and a natural 20 always "
                "succeeds (\"Fracasos y éxitos automáticos\"). Damage is what the blow inflicts, after "
                "armour; 20 from several blows does not count.",
            ),
        ),
    ),
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
            _CON,
            _NEG_HP,
            _bonus_field("bonus", _("Other modifiers to the check")),
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
            _STATE_OUT,
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
        fields=(_bonus_field("heal_bonus", _("Heal (Sanar) bonus"), HEAL_BONUS),),
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
            _CON,
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
            _STATE_OUT,
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
        name="disabled_action_003",
        primary="hp_after",
        title=_("Acting while disabled"),
        summary=_(
            "Disabled: one move or standard action a turn, no full-round actions; a standard "
            "action costs 1 HP once done.",
        ),
        source=DISABLED_SOURCE,
        fields=(
            _CON,
            IntField(
                name="hp",
                label=_("Current hit points"),
                minimum=-CON_MAX,
                maximum=0,
                help=_("0, or negative for a character disabled after recovering from dying."),
                example=0,
            ),
            ChoiceField(
                name="action",
                label=_("Action"),
                options=(
                    Option("move", _("Move action")),
                    Option("standard", _("Standard action")),
                    Option("full_round", _("Full-round action")),
                ),
            ),
            IntField(
                name="healing",
                label=_("Hit points the action heals"),
                minimum=0,
                maximum=HP_MAX,
                default=0,
            ),
        ),
        outputs=(
            *verdict_outputs(DISABLED_REASONS),
            Output("hp_after", _("Hit points after")),
            _STATE_OUT,
        ),
        compute=_disabled_action,
        readings=(
            _(
                "\"A menos que tu actividad aumentara tus puntos de golpe\": the healing the action brings "
                "is added, then the 1 point of damage is taken.",
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
            _CON,
            _NEG_HP,
            _bonus_field("bonus", _("Other modifiers to the check")),
        ),
        outputs=(
            _STATE_OUT,
            Output("con_modifier", _("Constitution modifier")),
            Output("dc", _("Check DC")),
            Output("p_per_hour", _("Chance each hour"), unit=Unit.PROBABILITY),
            Output("p_per_hour_fraction", _("Chance each hour (exact)")),
        ),
        compute=_recover,
        readings=(_READ_NO_AUTO, _READ_MOD),
    ),
)
