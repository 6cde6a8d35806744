"""003 — spells in combat: the Concentration checks of casting under pressure, the deaf
caster's chance to ruin a verbal spell, holding a touch spell's charge.

Passages of seed 003: "LANZANDO CONJUROS A LA DEFENSIVA", "COMPONENTES DE CONJURO", "CONJUROS
DE TOQUE EN COMBATE".
"""

from __future__ import annotations

import enum
from fractions import Fraction

from ..common.checks import CHECKS_READING, check_chance
from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Output, Side
from ..i18n import _
from ..probability import exact
from ..sources import cite
from ..tables import Stated
from ..vocab import CONCENTRATION_BONUS, probability_outputs
from .actions_003 import ACTION_CODES
from .opportunity_003 import PROVOKES_CODES

__all__ = [
    "CastingCheck",
    "DEAF_FAILURE",
    "concentration_dc",
    "touch_friends",
    "CONCENTRATION_SOURCE",
    "TOUCH_SOURCE",
    "STATED",
    "CALCULATORS",
]


CONCENTRATION_SOURCE = cite("003", "LANZANDO CONJUROS A LA DEFENSIVA")
TOUCH_SOURCE = cite("003", "CONJUROS DE TOQUE EN COMBATE")
FRIENDS_PER_STANDARD = 1  # "Puedes tocar a un amigo como una acción normal"
FRIENDS_PER_FULL_ROUND = 6  # "hasta seis amigos como acción de asalto completo"
AOO_DC_BASE = 10  # "CD 10 + puntos de daño recibidos + coste en PPs del conjuro"
DEFENSIVE_DC_BASE = 15  # "CD 15 + coste en PPs del conjuro"


class CastingCheck(enum.Enum):
    NONE = "none"
    AOO_DAMAGE = "aoo_damage"  # "CD 10 + puntos de daño recibidos + coste en PPs del conjuro"
    DEFENSIVE = "defensive"  # "CD 15 + coste en PPs del conjuro"


DEAF_FAILURE = Fraction(1, 5)  # "una posibilidad del 20% de arruinar cualquier conjuro"

STATED = (
    Stated("DEAF_FAILURE", DEAF_FAILURE, cite("003", "COMPONENTES DE CONJURO"), "tiene una posibilidad del {}% de arruinar"),
    Stated("AOO_DC_BASE", AOO_DC_BASE, cite("003", "TIEMPO DE LANZAMIENTO"), "prueba de Concentración (CD {} + puntos de daño recibidos"),
    Stated("DEFENSIVE_DC_BASE", DEFENSIVE_DC_BASE, CONCENTRATION_SOURCE, "prueba de Concentración (CD {} + coste en PPs"),
    Stated("FRIENDS_PER_STANDARD", FRIENDS_PER_STANDARD, TOUCH_SOURCE, "Puedes tocar a {} amigo como una acción normal"),
    Stated("FRIENDS_PER_FULL_ROUND", FRIENDS_PER_FULL_ROUND, TOUCH_SOURCE, "o hasta {} amigos como acción de asalto completo"),
)


def concentration_dc(check: CastingCheck, damage: int, pp_cost: int) -> int:
    """0 when no check is needed."""
    if check is CastingCheck.AOO_DAMAGE:
        return AOO_DC_BASE + damage + pp_cost if damage > 0 else 0
    if check is CastingCheck.DEFENSIVE:
        return DEFENSIVE_DC_BASE + pp_cost
    return 0


def touch_friends(friends: int) -> tuple[str, int]:
    """Holding the charge: one friend is touched with a standard action, up to six with a
    full-round action; more take one full-round action per six (the charge is held meanwhile)."""
    if friends <= FRIENDS_PER_STANDARD:
        return "standard", 1
    rounds = -(-friends // FRIENDS_PER_FULL_ROUND)
    return "full_round", rounds


def _touch(friends: int) -> dict[str, object]:
    action, rounds = touch_friends(friends)
    return {"action": action, "rounds": rounds, "provokes": "no", "parry_allowed": False}


def _concentration(check: str, damage: int, pp_cost: int, concentration_bonus: int, deaf_verbal: bool) -> dict[str, object]:
    dc = concentration_dc(CastingCheck(check), damage, pp_cost)
    keep = check_chance(concentration_bonus, dc) if dc else Fraction(1)
    works = keep * (1 - DEAF_FAILURE) if deaf_verbal else keep
    p_keep, keep_text = exact(keep)
    p_works, works_text = exact(works)
    return {
        "check_needed": dc > 0,
        "dc": dc,
        "p_concentration": p_keep,
        "p_concentration_fraction": keep_text,
        "p_spell_works": p_works,
        "p_spell_works_fraction": works_text,
    }


CALCULATORS = (
    Calculator(
        name="touch_spell_003",
        title=_("Touch spells: holding the charge"),
        summary=_(
            "A touch spell's charge can be held indefinitely: touch one friend as a standard action "
            "or up to six as a full-round action; touching does not provoke, and touch attacks cannot"
            " be parried.",
        ),
        source=TOUCH_SOURCE,
        fields=(IntField(name="friends", label=_("Friends to touch"), minimum=1, maximum=30, default=1),),
        outputs=(
            Output("action", _("Action"), codes=ACTION_CODES),
            Output("rounds", _("Rounds it takes")),
            Output("provokes", _("Attacks of opportunity"), codes=PROVOKES_CODES),
            Output("parry_allowed", _("A touch attack can be parried")),
        ),
        compute=_touch,
        readings=(
            _(
                "More than six friends take one full-round action per six, in consecutive rounds, holding"
                " the charge in between (\"puedes sostener la descarga ... indefinidamente\"). Casting the"
                " spell itself still provokes.",
            ),
        ),
    ),
    Calculator(
        name="spell_concentration_003",
        primary="p_spell_works",
        title=_("Casting under pressure"),
        summary=_(
            "Concentration DC 10 + damage + PP after an attack of opportunity, DC 15 + PP casting"
            " defensively; a deaf caster ruins verbal spells 20% of the time.",
        ),
        source=CONCENTRATION_SOURCE,
        fields=(
            ChoiceField(
                name="check",
                label=_("Situation"),
                options=(
                    Option("none", _("No check")),
                    Option("aoo_damage", _("Damaged by an attack of opportunity")),
                    Option("defensive", _("Casting defensively")),
                ),
                default="none",
            ),
            IntField(name="damage", label=_("Damage received"), minimum=0, maximum=500, default=0),
            IntField(name="pp_cost", label=_("Spell cost in PP"), minimum=0, maximum=50, default=0),
            IntField(name="concentration_bonus", label=_("Concentration bonus"), minimum=-20, maximum=60, default=0,
                     trait=CONCENTRATION_BONUS, side=Side.SELF),
            BoolField(name="deaf_verbal", label=_("Deaf caster, verbal spell")),
        ),
        outputs=(
            Output("check_needed", _("Check needed")),
            Output("dc", _("Concentration DC")),
            *probability_outputs("p_concentration", _("Chance to keep the spell")),
            *probability_outputs("p_spell_works", _("Chance the spell works")),
        ),
        compute=_concentration,
        readings=(
            CHECKS_READING,
            _(
                "After an attack of opportunity the check is needed only if it did damage. The deaf "
                "caster's 20% is independent of the Concentration check.",
            ),
        ),
    ),
)
