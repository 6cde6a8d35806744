"""003 — hit points: disabled, dying, dead, massive damage, acting while disabled.

Passages (seed 003, Akenar): "PUNTOS DE GOLPE", "EFECTOS DEL DAÑO DE PUNTOS DE GOLPE",
"DAÑO MASIVO", "INCAPACITADO [0 PUNTOS DE GOLPE]", "MORIBUNDO [PUNTOS DE VIDA NEGATIVOS]",
"MUERTO". Stabilising and recovering, which stand on these states, are :mod:`.dying_003`.

- 0 HP: "incapacitado"; negative HP above −Con: "moribundo"; HP ≤ −Con: "muerto";
  "Si de un sólo golpe alcanzas en negativo la mitad de tu Constitución, estás muerto";
  Con 0 (ability damage): dead; foes are "technically" killed at 0 HP.
- "DAÑO MASIVO": 20 or more lethal damage from one blow → Fortitude save DC 15 or die.
- Disabled: one move or standard action a turn, no full-round actions; a standard action
  costs 1 HP once done, unless it raised the hit points.

Readings (also in each calculator's ``readings``):
- One blow, odd Con: "la mitad de tu Constitución" is read by default as ⌊Con/2⌋ (the seed
  halves armour "redondeando hacia abajo"); the alternative reading (HP ≤ −Con/2 exactly,
  i.e. −⌈Con/2⌉) is selectable. Any single blow that leaves HP at or below that value kills,
  whatever the HP before it; bleeding (1 HP a round) is not a blow.
"""

from __future__ import annotations

import enum
from fractions import Fraction

from ..common.checks import check_chance
from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Output, Side, Trait, Unit
from ..i18n import Message, _
from ..sources import cite
from ..tables import Stated
from ..vocab import CONSTITUTION, FORTITUDE_BONUS, HP, probability_values, verdict_outputs

__all__ = [
    "HpState",
    "STATE_CODES",
    "CAUSE_CODES",
    "HalfCon",
    "one_blow_threshold",
    "hp_state",
    "is_dead",
    "massive_damage_applies",
    "CON_FIELD",
    "STATE_OUTPUT",
    "bonus_field",
    "CON_MAX",
    "HP_MAX",
    "CALCULATORS",
    "HP_SOURCE",
    "EFFECTS_SOURCE",
    "MASSIVE_SOURCE",
    "DISABLED_SOURCE",
    "DYING_SOURCE",
    "DEAD_SOURCE",
    "STATED",
]

HP_SOURCE = cite("003", "PUNTOS DE GOLPE")
EFFECTS_SOURCE = cite("003", "EFECTOS DEL DAÑO DE PUNTOS DE GOLPE")
MASSIVE_SOURCE = cite("003", "DAÑO MASIVO")
DISABLED_SOURCE = cite("003", "INCAPACITADO [0 PUNTOS DE GOLPE]")
DYING_SOURCE = cite("003", "MORIBUNDO [PUNTOS DE VIDA NEGATIVOS]")
DEAD_SOURCE = cite("003", "MUERTO")

MASSIVE_DAMAGE = 20  # "20 puntos de daño o más"
MASSIVE_DC = 15  # "tirada de salvación de Fortaleza DC 15"
STRAIN_DAMAGE = 1  # "recibes 1 punto de daño al completar el acto"
STATED = (
    Stated("MASSIVE_DAMAGE", MASSIVE_DAMAGE, MASSIVE_SOURCE, "que le inflija {} puntos de daño o más"),
    Stated("MASSIVE_DC", MASSIVE_DC, MASSIVE_SOURCE, "tirada de salvación de Fortaleza DC {} o morirá"),
    Stated("MASSIVE_DAMAGE", MASSIVE_DAMAGE, MASSIVE_SOURCE, "Si recibe {} daños de distintos golpes"),
    Stated("STRAIN_DAMAGE", STRAIN_DAMAGE, DISABLED_SOURCE, "recibes {} punto de daño al completar el acto"),
)

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


def is_dead(con: int, hp: int) -> bool:
    """"Muerto: cuando tus puntos de golpe caen a un valor negativo igual a tu Constitución"."""
    return hp <= -con


# --- calculators -----------------------------------------------------------------------------

# Con 0 included in every form: "su Constitución llega a 0" is death, so a character may hold
# it, and each form answers it as dead (its HP are at or below −0).
CON_FIELD = IntField(
    name="con",
    label=_("Constitution score"),
    minimum=0,
    maximum=CON_MAX,
    default=12,  # Feliot, the seed's example
    trait=CONSTITUTION,
    side=Side.SELF,
)


def bonus_field(name: str, label: Message, trait: Trait | None = None) -> IntField:
    """A check's or a save's bonus; ``trait``: the character's own, when it has one."""
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
STATE_OUTPUT = Output("state", _("Condition"), codes=STATE_CODES)
DISABLED_REASONS = (
    Option("full_round", _("No full-round actions while disabled")),
    Option("dead", _("Dead")),
)


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
    return {"applies": applies, "dc": MASSIVE_DC, **probability_values("p_survive", save), **probability_values("p_death", 1 - save)}


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
            CON_FIELD,
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
            STATE_OUTPUT,
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
            bonus_field("fort_bonus", _("Fortitude save bonus"), FORTITUDE_BONUS),
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
        name="disabled_action_003",
        primary="hp_after",
        title=_("Acting while disabled"),
        summary=_(
            "Disabled: one move or standard action a turn, no full-round actions; a standard "
            "action costs 1 HP once done.",
        ),
        source=DISABLED_SOURCE,
        fields=(
            CON_FIELD,
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
            STATE_OUTPUT,
        ),
        compute=_disabled_action,
        readings=(
            _(
                "\"A menos que tu actividad aumentara tus puntos de golpe\": the healing the action brings "
                "is added, then the 1 point of damage is taken.",
            ),
        ),
    ),
)
