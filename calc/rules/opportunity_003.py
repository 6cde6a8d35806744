"""003 — attacks of opportunity and reach: how many a round, who is barred, which hexes a
creature threatens; the "provokes" codes the movement and spell calculators answer with.

Passages of seed 003: "REALIZAR UN ATAQUE DE OPORTUNIDAD", "HEXÁGONOS AMENAZADOS".
"""

from __future__ import annotations

from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Output, Side
from ..i18n import _
from ..sources import cite
from ..tables import Stated
from ..tables.sizes import CreatureSize
from ..tables.sizes_003 import CREATURE_SIZES
from ..vocab import COMBAT_REFLEXES, DEXTERITY_MODIFIER, REACH_WEAPON, SIZE, size_options

__all__ = [
    "attacks_of_opportunity",
    "threatened_distances",
    "PROVOKES_CODES",
    "AOO_REASONS",
    "AOO_SOURCE",
    "THREAT_SOURCE",
    "STATED",
    "CALCULATORS",
]


AOO_SOURCE = cite("003", "REALIZAR UN ATAQUE DE OPORTUNIDAD")
THREAT_SOURCE = cite("003", "HEXÁGONOS AMENAZADOS")
AOO_PER_ROUND = 1  # "sólo puedes hacer uno por asalto"
NATURAL_REACH_M = 1  # "La mayoría de las criaturas medianas o de tamaño más pequeño tienen un alcance de 1 metro"
LARGE_REACH_M = 2  # "La mayoría de las criaturas más grandes que medianas tienen un alcance natural de 2 metros"
REACH_WEAPON_M = 2  # "al manejar armas de alcance ... es habitual que se amenacen hasta 2 metros"

STATED = (
    Stated("AOO_PER_ROUND", AOO_PER_ROUND, AOO_SOURCE, "sólo puedes hacer {} por asalto"),
    Stated("NATURAL_REACH_M", NATURAL_REACH_M, THREAT_SOURCE, "de tamaño más pequeño tienen un alcance de {} metro"),
    Stated("REACH_WEAPON_M", REACH_WEAPON_M, THREAT_SOURCE, "es habitual que se amenacen hasta {} metros"),
    Stated("LARGE_REACH_M", LARGE_REACH_M, THREAT_SOURCE, "más grandes que medianas tienen un alcance natural de {} metros"),
    Stated("REACH_WEAPON_M", REACH_WEAPON_M, cite("003", "ATAQUES CUERPO A CUERPO"), "puedes golpear a enemigos a {} metros"),
)


def attacks_of_opportunity(
    dex_mod: int, combat_reflexes: bool, *, armed: bool = True, flat_footed: bool = False, total_defense: bool = False, casting: bool = False
) -> tuple[int, str]:
    """AoOs per round: one, plus the Dex bonus with Combat Reflexes; none when barred."""
    if flat_footed:
        return 0, "flat_footed"
    if not armed:
        return 0, "unarmed"
    if total_defense:
        return 0, "total_defense"
    if casting:
        return 0, "casting"  # "Mientras lanzas un conjuro no amenazas ningún cuadro"
    return AOO_PER_ROUND + (max(0, dex_mod) if combat_reflexes else 0), ""


def threatened_distances(size: CreatureSize, reach_weapon: bool) -> tuple[int, ...]:
    """Metres at which one threatens: 1 (medium or smaller), 1–2 (larger), only 2 with a reach weapon."""
    if reach_weapon:
        return (REACH_WEAPON_M,)  # "puedes golpear a enemigos a 2 metros, pero no ... adyacentes"
    return (NATURAL_REACH_M,) if size.rank <= CreatureSize.MEDIUM.rank else tuple(range(NATURAL_REACH_M, LARGE_REACH_M + 1))


PROVOKES_CODES = (
    Option("yes", _("provokes")),
    Option("no", _("does not provoke")),
    Option("leaving_threatened_hex", _("leaving a threatened hex provokes")),
    Option("not_from_start_hex", _("not from the starting hex (visible foes)")),
)


AOO_REASONS = (
    Option("flat_footed", _("flat-footed")),
    Option("unarmed", _("unarmed")),
    Option("total_defense", _("total defense")),
    Option("casting", _("casting: threatens no hex")),
)


def _aoo(dex_mod: int, combat_reflexes: bool, armed: bool, flat_footed: bool, total_defense: bool, casting: bool) -> dict[str, object]:
    count, reason = attacks_of_opportunity(dex_mod, combat_reflexes, armed=armed, flat_footed=flat_footed, total_defense=total_defense, casting=casting)
    return {"per_round": count, "reason": reason}


def _reach(size: str, reach_weapon: bool) -> dict[str, object]:
    distances = threatened_distances(CreatureSize(size), reach_weapon)
    return {"threatens_1m": 1 in distances, "threatens_2m": 2 in distances, "reach_m": max(distances)}


CALCULATORS = (
    Calculator(
        name="attacks_of_opportunity_003",
        title=_("Attacks of opportunity per round"),
        summary=_(
            "One per round; Combat Reflexes adds the Dexterity bonus; none when flat-footed, "
            "unarmed, in total defense or casting.",
        ),
        source=AOO_SOURCE,
        fields=(
            IntField(name="dex_mod", label=_("Dexterity modifier"), minimum=-5, maximum=20, default=0,
                     trait=DEXTERITY_MODIFIER, side=Side.SELF),
            BoolField(name="combat_reflexes", label=_("Combat Reflexes"), trait=COMBAT_REFLEXES, side=Side.SELF),
            BoolField(name="armed", label=_("Armed"), default=True),
            BoolField(name="flat_footed", label=_("Flat-footed")),
            BoolField(name="total_defense", label=_("Total defense")),
            BoolField(name="casting", label=_("Casting a spell of 1 round or more")),
        ),
        outputs=(
            Output("per_round", _("Attacks of opportunity per round")),
            Output("reason", _("Why none"), codes=AOO_REASONS),
        ),
        compute=_aoo,
        readings=(
            _(
                "\"Añadir tu bonificador de Destreza\": a Dexterity penalty adds nothing, and the count "
                "never drops below one.",
            ),
        ),
    ),
    Calculator(
        name="reach_003",
        title=_("Threatened hexes (reach)"),
        summary=_("Medium or smaller: 1 m; larger: 2 m; with a reach weapon 2 m but not adjacent."),
        source=THREAT_SOURCE,
        fields=(
            ChoiceField(name="size", label=_("Size"), options=size_options(CREATURE_SIZES), default="medium", trait=SIZE, side=Side.SELF),
            BoolField(name="reach_weapon", label=_("Reach weapon"), trait=REACH_WEAPON, side=Side.SELF),
        ),
        outputs=(
            Output("threatens_1m", _("Threatens adjacent hexes (1 m)")),
            Output("threatens_2m", _("Threatens at 2 m")),
            Output("reach_m", _("Reach (m)")),
        ),
        compute=_reach,
        readings=(
            _(
                "The seed gives these as what \"la mayoría\" of creatures have; a reach weapon threatens "
                "only at 2 m whatever the wielder's size.",
            ),
        ),
    ),
)
