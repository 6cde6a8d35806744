"""003 — stances for a round: fighting defensively (as a standard or a full-round action),
total defense, running.

Passages of seed 003: "LUCHAR DEFENSIVAMENTE COMO UNA ACCIÓN NORMAL" (and its full-round twin
under "ATAQUE COMPLETO"), "DEFENSA TOTAL", "CORRER".

Quirk kept (see the calculator's readings): fighting defensively as a standard action gives
"+2 de Defensa" (every defense), as a full-round action "+2 de esquiva a la Defensa"; total
defense "+4 de esquiva". Dodge bonuses apply to Dodge only ("no se añaden a la Parada"), so
the two versions differ.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from ..declare import Calculator, ChoiceField, IntField, Option, Output, Side
from ..i18n import _, pgettext
from ..sources import cite
from ..tables import Stated
from ..vocab import BASE_DEFENSE, DODGE, PARRY
from .defense_003 import DEFENSE_RANGE

__all__ = [
    "Stance",
    "StanceEffect",
    "STANCES",
    "stance_effect",
    "DEFENSIVE_SOURCE",
    "TOTAL_DEFENSE_SOURCE",
    "STATED",
    "CALCULATORS",
]


DEFENSIVE_SOURCE = cite("003", "LUCHAR DEFENSIVAMENTE COMO UNA ACCIÓN NORMAL")
TOTAL_DEFENSE_SOURCE = cite("003", "DEFENSA TOTAL")


class Stance(enum.Enum):
    NONE = "none"
    DEFENSIVE = "defensive"  # luchar defensivamente, acción normal
    DEFENSIVE_FULL = "defensive_full"  # luchar a la defensiva, acción de asalto completo
    TOTAL_DEFENSE = "total_defense"
    RUN = "run"
    RUN_FEAT = "run_feat"  # running with the feat Correr: may dodge


@dataclass(frozen=True)
class StanceEffect:
    attack_modifier: int  # on every attack of the round
    defense_bonus: int  # "a la Defensa": every defense, Base Defense included
    dodge_bonus: int  # "de esquiva": Dodge only
    can_attack: bool
    can_dodge: bool
    can_parry: bool
    can_make_aoo: bool


STANCES: dict[Stance, StanceEffect] = {
    Stance.NONE: StanceEffect(0, 0, 0, True, True, True, True),
    # "recibes una penalización de -4 en todos los ataques ... bonificador de Defensa de +2"
    Stance.DEFENSIVE: StanceEffect(-4, 2, 0, True, True, True, True),
    # "penalización de -4 en todos tus ataques ... bonificador de esquiva de +2 a la Defensa"
    Stance.DEFENSIVE_FULL: StanceEffect(-4, 0, 2, True, True, True, True),
    # "bonificador de esquiva de +4 a tu Defensa"; "No puedes hacer ataques de oportunidad"
    Stance.TOTAL_DEFENSE: StanceEffect(0, 0, 4, False, True, True, False),
    # "Al correr tienes un bono de +2 a la Defensa, pero ... no puedes esquivar o parar"
    Stance.RUN: StanceEffect(0, 2, 0, False, False, False, True),
    Stance.RUN_FEAT: StanceEffect(0, 2, 0, False, True, False, True),
}


_S = STANCES
_FULL_ROUND = "Luchar a la defensiva como una acción de asalto completo:"
STATED = (
    Stated("STANCES[defensive].attack_modifier", _S[Stance.DEFENSIVE].attack_modifier, DEFENSIVE_SOURCE, "recibes una penalización de {} en todos los ataques"),
    Stated("STANCES[defensive].defense_bonus", _S[Stance.DEFENSIVE].defense_bonus, DEFENSIVE_SOURCE, "para ganar un bonificador de Defensa de {} para"),
    Stated("STANCES[total_defense].dodge_bonus", _S[Stance.TOTAL_DEFENSE].dodge_bonus, TOTAL_DEFENSE_SOURCE, "Consigues un bonificador de esquiva de {} a tu Defensa"),
    Stated("STANCES[defensive_full].attack_modifier", _S[Stance.DEFENSIVE_FULL].attack_modifier, DEFENSIVE_SOURCE, _FULL_ROUND + " si haces esto, recibes una penalización de {}"),
    Stated("STANCES[defensive_full].dodge_bonus", _S[Stance.DEFENSIVE_FULL].dodge_bonus, DEFENSIVE_SOURCE, "en todos tus ataques en un asalto para ganar un bonificador de esquiva de {} a la Defensa"),
    *(
        Stated(f"STANCES[{s.value}].defense_bonus", _S[s].defense_bonus, cite("003", "CORRER"), "Al correr tienes un bono de {} a la Defensa")
        for s in (Stance.RUN, Stance.RUN_FEAT)
    ),
)


def stance_effect(stance: Stance) -> StanceEffect:
    return STANCES[stance]


def _stance(stance: str, base_defense: int, dodge: int, parry: int) -> dict[str, object]:
    e = stance_effect(Stance(stance))
    return {
        "attack_modifier": e.attack_modifier,
        "base_defense": base_defense + e.defense_bonus,
        "dodge": dodge + e.defense_bonus + e.dodge_bonus,
        "parry": parry + e.defense_bonus,
        "can_attack": e.can_attack,
        "can_dodge": e.can_dodge,
        "can_parry": e.can_parry,
        "can_make_aoo": e.can_make_aoo,
    }


CALCULATORS = (
    Calculator(
        name="defensive_stance_003",
        title=_("Fighting defensively, total defense, running"),
        summary=_(
            "Attack penalty and defense values for the round: −4/+2 fighting defensively, +4 "
            "dodge on total defense, +2 running.",
        ),
        source=DEFENSIVE_SOURCE,
        fields=(
            ChoiceField(
                name="stance",
                label=_("Stance"),
                options=(
                    Option("none", pgettext("stance", "None")),
                    Option("defensive", _("Fighting defensively (standard action)")),
                    Option("defensive_full", _("Fighting defensively (full-round action)")),
                    Option("total_defense", _("Total defense")),
                    Option("run", _("Running")),
                    Option("run_feat", _("Running with the Run feat")),
                ),
                default="none",
            ),
            IntField(name="base_defense", label=_("Base Defense"), minimum=DEFENSE_RANGE[0], maximum=DEFENSE_RANGE[1], default=10,
                     trait=BASE_DEFENSE, side=Side.SELF),
            IntField(name="dodge", label=_("Dodge"), minimum=DEFENSE_RANGE[0], maximum=DEFENSE_RANGE[1], default=10,
                     trait=DODGE, side=Side.SELF),
            IntField(name="parry", label=_("Parry"), minimum=DEFENSE_RANGE[0], maximum=DEFENSE_RANGE[1], default=10,
                     trait=PARRY, side=Side.SELF),
        ),
        outputs=(
            Output("attack_modifier", _("Modifier on every attack")),
            Output("base_defense", _("Base Defense")),
            Output("dodge", _("Dodge")),
            Output("parry", _("Parry")),
            Output("can_attack", _("Can attack")),
            Output("can_dodge", _("Can dodge")),
            Output("can_parry", _("Can parry")),
            Output("can_make_aoo", _("Can make attacks of opportunity")),
        ),
        compute=_stance,
        readings=(
            _(
                "Quirk kept: the standard-action version gives \"+2 de Defensa\" (Dodge, Parry and Base "
                "Defense), the full-round version \"+2 de esquiva\" and total defense \"+4 de esquiva\", "
                "which add to Dodge only (\"no se añaden a la Parada\").",
            ),
            _(
                "Running: +2 to Defense, but no dodging or parrying (the Run feat allows dodging), so "
                "only Base Defense + 2 applies without the feat.",
            ),
        ),
    ),
)
