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

from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Output, Text
from ..errors import InputError
from ..sources import cite

__all__ = [
    "Moment",
    "FlatFootedEnds",
    "Status",
    "surprise_round_happens",
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


def status(
    aware: bool,
    others_aware: int,
    others_unaware: int,
    moment: Moment,
    *,
    uncanny_dodge: bool = False,
    ends: FlatFootedEnds = FlatFootedEnds.FIRST_ACTION,
) -> Status:
    """A combatant's surprise and flat-footed status at ``moment``.

    Raises ValueError for a moment that cannot happen (a surprise-round moment with no
    surprise round; "after its turn" in the surprise round for one who does not act in it).
    """
    happens = surprise_round_happens(others_aware + aware, others_unaware + (not aware))
    if moment in (Moment.SURPRISE_BEFORE, Moment.SURPRISE_AFTER) and not happens:
        raise ValueError("no surprise round")
    acts = happens and aware
    if moment is Moment.SURPRISE_AFTER and not acts:
        raise ValueError("does not act in the surprise round")
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
    Option("standard_or_move", Text("one standard or one move action, plus free actions", "un'azione standard o una di movimento, più azioni gratuite",
                                  "una acción normal o una de movimiento, más acciones gratuitas", "одно обычное действие или одно движения, плюс свободные")),
    Option("none", Text("does not act in a surprise round", "non agisce in un round di sorpresa", "no actúa en un asalto de sorpresa", "не действует в раунде внезапности")),
)
DEFENSE_CODES = (
    Option("dodge_or_parry", Text("Dodge or Parry", "Schivata o Parata", "Esquiva o Parada", "Уклонение или Парирование")),
    Option("base_defense", Text("Base Defense only", "solo Difesa Base", "solo Defensa Base", "только Базовая защита")),
)


def _status(aware: bool, others_aware: int, others_unaware: int, moment: str, uncanny_dodge: bool, flat_footed_ends: str) -> dict[str, object]:
    if others_aware + others_unaware == 0:
        raise InputError("others_unaware", "at least one other combatant (aware or not)", others_unaware, reason="a battle needs two sides")
    try:
        s = status(aware, others_aware, others_unaware, Moment(moment), uncanny_dodge=uncanny_dodge, ends=FlatFootedEnds(flat_footed_ends))
    except ValueError as why:
        raise InputError("moment", "a moment that happens in this battle", moment, reason=str(why)) from None
    return {
        "surprise_round": s.surprise_round,
        "surprised": s.surprised,
        "surprise_action": "standard_or_move" if s.acts_in_surprise_round else "none",
        "flat_footed": s.flat_footed,
        "can_dodge": s.can_dodge,
        "can_parry": s.can_parry,
        "defense_used": "dodge_or_parry" if s.can_dodge or s.can_parry else "base_defense",
        "can_make_aoo": s.can_make_aoo,
        "open_to_sneak_attacks": s.open_to_sneak_attacks,
    }


def _count(name: str, label: Text, default: int) -> IntField:
    return IntField(name=name, label=label, minimum=0, maximum=MAX_OTHERS, default=default)


CALCULATORS = (
    Calculator(
        name="surprise_003",
        title=Text("Surprise round and flat-footed (Akenar)", "Round di sorpresa e colto alla sprovvista (Akenar)",
                 "Asalto de sorpresa y desprevenido (Akenar)", "Раунд внезапности и «застигнут врасплох» (Акенар)"),
        summary=Text(
            en="Whether there is a surprise round, what this combatant may do in it, and at a given moment whether it is flat-footed: no Dodge or Parry (Base Defense only), no attacks of opportunity.",
            it="Se c'è un round di sorpresa, cosa può farvi questo combattente e, in un dato momento, se è colto alla sprovvista: niente Schivata né Parata (solo Difesa Base), niente attacchi di opportunità.",
            es="Si hay asalto de sorpresa, qué puede hacer en él este combatiente y, en un momento dado, si está desprevenido: sin Esquiva ni Parada (solo Defensa Base), sin ataques de oportunidad.",
            ru="Будет ли раунд внезапности, что может сделать в нём этот участник и застигнут ли он врасплох в данный момент: без Уклонения и Парирования (только Базовая защита), без атак по возможности.",
        ),
        source=SURPRISE_ROUND_SOURCE,
        fields=(
            BoolField(
                name="aware",
                label=Text("This combatant is aware of its foes at the start", "Questo combattente è consapevole dei nemici all'inizio",
                         "Este combatiente es consciente de sus enemigos al empezar", "Этот участник знает о противниках в начале"),
                default=True,
            ),
            _count("others_aware", Text("Other combatants aware of their foes", "Altri combattenti consapevoli dei nemici",
                                      "Otros combatientes conscientes de sus enemigos", "Других участников, знающих о противниках"), 0),
            _count("others_unaware", Text("Other combatants not aware", "Altri combattenti non consapevoli",
                                        "Otros combatientes no conscientes", "Других участников, не знающих о противниках"), 1),
            ChoiceField(
                name="moment",
                label=Text("Moment", "Momento", "Momento", "Момент"),
                options=(
                    Option(Moment.SURPRISE_BEFORE.value, Text("Surprise round, before its turn", "Round di sorpresa, prima del suo turno",
                                                            "Asalto de sorpresa, antes de su turno", "Раунд внезапности, до его хода")),
                    Option(Moment.SURPRISE_AFTER.value, Text("Surprise round, after its turn", "Round di sorpresa, dopo il suo turno",
                                                           "Asalto de sorpresa, después de su turno", "Раунд внезапности, после его хода")),
                    Option(Moment.ROUND1_BEFORE.value, Text("First normal round, before its turn", "Primo round normale, prima del suo turno",
                                                          "Primer asalto normal, antes de su turno", "Первый обычный раунд, до его хода")),
                    Option(Moment.AFTER_FIRST_TURN.value, Text("After its first normal turn", "Dopo il suo primo turno normale",
                                                             "Después de su primer turno normal", "После его первого обычного хода")),
                ),
                default=Moment.SURPRISE_BEFORE.value,
            ),
            BoolField(name="uncanny_dodge", label=Text("Uncanny Dodge (Esquiva asombrosa)", "Schivare prodigioso (Esquiva asombrosa)",
                                                     "Esquiva asombrosa", "Невероятное уклонение (Esquiva asombrosa)")),
            ChoiceField(
                name="flat_footed_ends",
                label=Text("Flat-footed until", "Colto alla sprovvista fino a", "Desprevenido hasta", "Застигнут врасплох до"),
                options=(
                    Option(FlatFootedEnds.FIRST_ACTION.value, Text("it first acts (surprise round included)", "la sua prima azione (round di sorpresa compreso)",
                                                                 "que actúa por primera vez (asalto de sorpresa incluido)", "первого действия (включая раунд внезапности)")),
                    Option(FlatFootedEnds.FIRST_NORMAL_TURN.value, Text("its first normal turn", "il suo primo turno normale",
                                                                      "su primer turno normal", "его первого обычного хода")),
                ),
                default=FlatFootedEnds.FIRST_ACTION.value,
            ),
        ),
        outputs=(
            Output("surprise_round", Text("Surprise round", "Round di sorpresa", "Asalto de sorpresa", "Раунд внезапности")),
            Output("surprised", Text("Surprised", "Sorpreso", "Sorprendido", "Застигнут внезапно")),
            Output("surprise_action", Text("In the surprise round", "Nel round di sorpresa", "En el asalto de sorpresa", "В раунде внезапности"), codes=SURPRISE_ACTION_CODES),
            Output("flat_footed", Text("Flat-footed now", "Colto alla sprovvista ora", "Desprevenido ahora", "Застигнут врасплох сейчас")),
            Output("can_dodge", Text("Can dodge", "Può schivare", "Puede esquivar", "Может уклоняться")),
            Output("can_parry", Text("Can parry", "Può parare", "Puede parar", "Может парировать")),
            Output("defense_used", Text("Defence against attacks", "Difesa contro gli attacchi", "Defensa contra los ataques", "Защита от атак"), codes=DEFENSE_CODES),
            Output("can_make_aoo", Text("Can make attacks of opportunity", "Può fare attacchi di opportunità", "Puede hacer ataques de oportunidad", "Может делать атаки по возможности")),
            Output("open_to_sneak_attacks", Text("Open to sneak attacks", "Esposto agli attacchi furtivi", "Vulnerable a los ataques furtivos", "Уязвим для скрытых атак")),
        ),
        compute=_status,
        readings=(
            Text(
                en="The seed says flat-footedness ends both \"once a combatant acts\" (step 1) and at \"your first normal turn\" (DESPREVENIDO); choose which. By default acting in the surprise round ends it.",
                it="Il testo dice che l'essere colto alla sprovvista finisce sia \"quando il combattente agisce\" (passo 1) sia al \"primo turno normale\" (DESPREVENIDO); scegli quale. Di default agire nel round di sorpresa lo fa finire.",
                es="El texto dice que estar desprevenido acaba \"una vez que un combatiente actúa\" (paso 1) y también \"antes de tu primer turno normal\" (DESPREVENIDO); elige cuál. Por defecto, actuar en el asalto de sorpresa lo acaba.",
                ru="Текст говорит, что состояние заканчивается и «как только участник действует» (шаг 1), и к «первому обычному ходу» (DESPREVENIDO); выберите. По умолчанию действие в раунде внезапности его заканчивает.",
            ),
            Text(
                en="Surprise-round action: the three passages disagree (standard or move / standard / move or standard); read as one standard or one move action, plus free actions.",
                it="Azione nel round di sorpresa: i tre passi non concordano (standard o movimento / standard / movimento o standard); letta come un'azione standard o una di movimento, più azioni gratuite.",
                es="Acción del asalto de sorpresa: los tres pasajes no coinciden (normal o de movimiento / normal / de movimiento o normal); se lee como una acción normal o una de movimiento, más acciones gratuitas.",
                ru="Действие в раунде внезапности: три отрывка расходятся (обычное или движения / обычное / движения или обычное); читается как одно обычное или одно действие движения, плюс свободные.",
            ),
            Text(
                en="Esquiva asombrosa lets a flat-footed combatant use Dodge or Parry (as \"ATAQUES DE TOQUE Y VALORES DE DEFENSA DESPREVENIDO\" says), but not make attacks of opportunity. \"Surprised\" = unaware when a surprise round happens.",
                it="Esquiva asombrosa permette a chi è colto alla sprovvista di usare Schivata o Parata (come dice \"ATAQUES DE TOQUE Y VALORES DE DEFENSA DESPREVENIDO\"), ma non di fare attacchi di opportunità. \"Sorpreso\" = non consapevole quando c'è un round di sorpresa.",
                es="Esquiva asombrosa permite a un desprevenido usar Esquiva o Parada (como dice \"ATAQUES DE TOQUE Y VALORES DE DEFENSA DESPREVENIDO\"), pero no hacer ataques de oportunidad. \"Sorprendido\" = no consciente cuando hay asalto de sorpresa.",
                ru="Esquiva asombrosa позволяет застигнутому врасплох использовать Уклонение или Парирование (как в «ATAQUES DE TOQUE Y VALORES DE DEFENSA DESPREVENIDO»), но не атаки по возможности. «Застигнут внезапно» = не знал о врагах, когда есть раунд внезапности.",
            ),
        ),
    ),
)
