"""003 — surprise and flat-footedness: the surprise round and what a combatant may do at a moment.

Seed 003, "SORPRESA" with "EL ASALTO DE SORPRESA" and "COMBATIENTES DESPREVENIDOS",
"DESPREVENIDO", step 1–3 of "CÓMO FUNCIONA EL COMBATE", and "ATAQUES DE TOQUE Y VALORES DE
DEFENSA DESPREVENIDO":

- "Si algunos pero no todos los combatientes son conscientes de sus enemigos, hay un asalto de
  sorpresa"; the aware act in it, in initiative order, one action each, plus free actions;
  the unaware ("desprevenidos al comienzo de la batalla") do not act in it.
- A flat-footed combatant cannot dodge or parry (it uses its Base Defense, "siempre será 10"
  for a Medium one) and "no puede hacer ataques de oportunidad"; Esquiva asombrosa lets it
  defend with Dodge or Parry. Unable to dodge or parry, it is open to sneak attacks ("DEFENSA").
- "Si no eres consciente de tus enemigos pero ellos sí son conscientes de ti, estás sorprendido".

Readings (also on the calculator):

- When flat-footedness ends, the seed says it twice, differently: "Una vez que un combatiente
  actúa, ya no está desprevenido" (step 1) and "antes de tu primer turno normal en orden de
  iniciativa" ("DESPREVENIDO"). Both are selectable; the default is the first (acting in the
  surprise round ends it).
- The surprise-round action: step 2 says "una acción normal o una acción de movimiento",
  "EL ASALTO DE SORPRESA" says "una acción normal" (plus free or quick actions), "TIPOS DE
  ACCIÓN" says one move or one standard action. Read as one standard or one move action,
  plus free actions (two passages of three).
- "Esquiva asombrosa": "permite ... defenderse con Esquiva o Parada" ("ATAQUES DE TOQUE ...")
  while "DESPREVENIDO" says "esquivar"; read as both Dodge and Parry. It does not restore
  attacks of opportunity.
- Surprised = unaware at the start of a battle that has a surprise round.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Output, Side
from ..i18n import Message, _
from ..sources import cite
from ..vocab import UNCANNY_DODGE

__all__ = [
    "Moment",
    "FlatFootedEnds",
    "Status",
    "surprise_round_happens",
    "moment_that_happens",
    "status",
    "SURPRISE_ACTION_CODES",
    "DEFENSE_CODES",
    "SURPRISE_SOURCE",
    "SURPRISE_ROUND_SOURCE",
    "FLAT_FOOTED_SOURCE",
    "CALCULATORS",
]

SURPRISE_SOURCE = cite("003", "SORPRESA")
SURPRISE_ROUND_SOURCE = cite("003", "EL ASALTO DE SORPRESA")
FLAT_FOOTED_SOURCE = cite("003", "DESPREVENIDO")

MAX_OTHERS = 100  # input bound on the number of other combatants


class Moment(enum.Enum):
    """When, in the battle, the combatant's status is asked for."""

    SURPRISE_BEFORE = "surprise_before_turn"  # surprise round, before this combatant's turn in it
    SURPRISE_AFTER = "surprise_after_turn"  # surprise round, after it acted in it (aware only)
    ROUND1_BEFORE = "round1_before_turn"  # first normal round, before its turn
    AFTER_FIRST_TURN = "after_first_turn"  # after its first normal turn


class FlatFootedEnds(enum.Enum):
    FIRST_ACTION = "first_action"  # "Una vez que un combatiente actúa, ya no está desprevenido."
    FIRST_NORMAL_TURN = "first_normal_turn"  # "antes de tu primer turno normal en orden de iniciativa"


def surprise_round_happens(aware: int, unaware: int) -> bool:
    """"Si nadie o todos empiezan la batalla conscientes, no hay asalto de sorpresa."""
    return aware > 0 and unaware > 0


@dataclass(frozen=True)
class Status:
    surprise_round: bool
    surprised: bool
    acts_in_surprise_round: bool
    flat_footed: bool
    can_dodge: bool
    can_parry: bool
    can_make_aoo: bool

    @property
    def open_to_sneak_attacks(self) -> bool:
        """"Bajo estas circunstancias [no poder esquivar ni parar], eres vulnerable a los ataques furtivos.\""""
        return not (self.can_dodge or self.can_parry)


def moment_that_happens(moment: Moment, surprise_round: bool, acts_in_it: bool) -> Moment:
    """``moment``, or the moment the combatant is really at when ``moment`` does not happen:
    with no surprise round the battle starts with the first normal round; one who does not
    act in the surprise round has no "after its turn" in it."""
    if moment in (Moment.SURPRISE_BEFORE, Moment.SURPRISE_AFTER) and not surprise_round:
        return Moment.ROUND1_BEFORE
    if moment is Moment.SURPRISE_AFTER and not acts_in_it:
        return Moment.SURPRISE_BEFORE
    return moment


def status(
    aware: bool,
    others_aware: int,
    others_unaware: int,
    moment: Moment,
    *,
    uncanny_dodge: bool = False,
    ends: FlatFootedEnds = FlatFootedEnds.FIRST_ACTION,
) -> Status:
    """A combatant's surprise and flat-footed status at ``moment`` (see :func:`moment_that_happens`
    for a moment that does not happen in this battle)."""
    happens = surprise_round_happens(others_aware + aware, others_unaware + (not aware))
    acts = happens and aware
    moment = moment_that_happens(moment, happens, acts)
    if ends is FlatFootedEnds.FIRST_ACTION:
        acted = moment is Moment.AFTER_FIRST_TURN or (acts and moment in (Moment.SURPRISE_AFTER, Moment.ROUND1_BEFORE))
    else:
        acted = moment is Moment.AFTER_FIRST_TURN
    flat_footed = not acted
    defends = not flat_footed or uncanny_dodge
    return Status(
        surprise_round=happens,
        surprised=happens and not aware,
        acts_in_surprise_round=acts,
        flat_footed=flat_footed,
        can_dodge=defends,
        can_parry=defends,
        can_make_aoo=not flat_footed,
    )


# --- calculator ------------------------------------------------------------------------------


SURPRISE_ACTION_CODES = (
    Option("standard_or_move", _("one standard or one move action, plus free actions")),
    Option("none", _("does not act in a surprise round")),
)
MOMENT_CODES = (
    Option(Moment.SURPRISE_BEFORE.value, _("Surprise round, before its turn")),
    Option(Moment.SURPRISE_AFTER.value, _("Surprise round, after its turn")),
    Option(Moment.ROUND1_BEFORE.value, _("First normal round, before its turn")),
    Option(Moment.AFTER_FIRST_TURN.value, _("After its first normal turn")),
)
DEFENSE_CODES = (
    Option("dodge_or_parry", _("Dodge or Parry")),
    Option("base_defense", _("Base Defense only")),
)


def _status(aware: bool, others_aware: int, others_unaware: int, moment: str, uncanny_dodge: bool, flat_footed_ends: str) -> dict[str, object]:
    s = status(aware, others_aware, others_unaware, Moment(moment), uncanny_dodge=uncanny_dodge, ends=FlatFootedEnds(flat_footed_ends))
    at = moment_that_happens(Moment(moment), s.surprise_round, s.acts_in_surprise_round)
    return {
        "moment": at.value,
        "surprise_round": s.surprise_round,
        "surprised": s.surprised,
        "surprise_action": "standard_or_move" if s.acts_in_surprise_round else "none",
        "flat_footed": s.flat_footed,
        "can_dodge": s.can_dodge,
        "can_parry": s.can_parry,
        "defense_used": "dodge_or_parry" if s.can_dodge or s.can_parry else "base_defense",
        "can_make_aoo": s.can_make_aoo,
        "open_to_sneak_attacks": s.open_to_sneak_attacks,
        "ignored": [] if at.value == moment else ["moment"],
    }


def _count(name: str, label: Message, default: int) -> IntField:
    return IntField(name=name, label=label, minimum=0, maximum=MAX_OTHERS, default=default)


CALCULATORS = (
    Calculator(
        name="surprise_003",
        title=_("Surprise round and flat-footed (Akenar)"),
        summary=_(
            "Whether there is a surprise round, what this combatant may do in it, and at a given "
            "moment whether it is flat-footed: no Dodge or Parry (Base Defense only), no attacks "
            "of opportunity.",
        ),
        source=SURPRISE_ROUND_SOURCE,
        fields=(
            BoolField(
                name="aware",
                label=_("This combatant is aware of its foes at the start"),
                default=True,
            ),
            _count("others_aware", _("Other combatants aware of their foes"), 0),
            _count("others_unaware", _("Other combatants not aware"), 1),
            ChoiceField(name="moment", label=_("Moment"), options=MOMENT_CODES, default=Moment.SURPRISE_BEFORE.value),
            BoolField(name="uncanny_dodge", label=_("Uncanny Dodge (Esquiva asombrosa)"), trait=UNCANNY_DODGE, side=Side.SELF),
            ChoiceField(
                name="flat_footed_ends",
                label=_("Flat-footed until"),
                options=(
                    Option(FlatFootedEnds.FIRST_ACTION.value, _("it first acts (surprise round included)")),
                    Option(FlatFootedEnds.FIRST_NORMAL_TURN.value, _("its first normal turn")),
                ),
                default=FlatFootedEnds.FIRST_ACTION.value,
            ),
        ),
        outputs=(
            Output("moment", _("Status at"), codes=MOMENT_CODES),
            Output("surprise_round", _("Surprise round")),
            Output("surprised", _("Surprised")),
            Output("surprise_action", _("In the surprise round"), codes=SURPRISE_ACTION_CODES),
            Output("flat_footed", _("Flat-footed now")),
            Output("can_dodge", _("Can dodge")),
            Output("can_parry", _("Can parry")),
            Output("defense_used", _("Defense against attacks"), codes=DEFENSE_CODES),
            Output("can_make_aoo", _("Can make attacks of opportunity")),
            Output("open_to_sneak_attacks", _("Open to sneak attacks")),
        ),
        compute=_status,
        readings=(
            _(
                "The seed says flat-footedness ends both \"once a combatant acts\" (step 1) and at \"your "
                "first normal turn\" (DESPREVENIDO); choose which. By default acting in the surprise round"
                " ends it.",
            ),
            _(
                "Surprise-round action: the three passages disagree (standard or move / standard / move "
                "or standard); read as one standard or one move action, plus free actions.",
            ),
            _(
                "A moment that does not happen is replaced by the one the combatant is really at: with no "
                "surprise round (everyone aware, or no one) the battle starts with the first normal round; "
                "one who does not act in the surprise round has no turn in it.",
            ),
            _(
                "Esquiva asombrosa lets a flat-footed combatant use Dodge or Parry (as \"ATAQUES DE TOQUE "
                "Y VALORES DE DEFENSA DESPREVENIDO\" says), but not make attacks of opportunity. "
                "\"Surprised\" = unaware when a surprise round happens.",
            ),
        ),
    ),
)
