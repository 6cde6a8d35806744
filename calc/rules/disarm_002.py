"""002 — "Disarmare" (disarm PF) and the N.B. on changing weapon during combat.

Seed 002, "Disarmare": only in close combat ("corpo a corpo") and only if both opponents
use melee weapons ("armi da mischia, da mischia scagliate raramente o da mischia di facile
lancio"). From the declaration on, the disarmer takes no real PF from the opponent but
disarm PF ("PF di disarmo"), equal to the maximum PF; when they reach 0 the weapon falls.
N.B.: changing weapon during combat costs 1 round from the belt, 3 from the backpack.

Reading chosen: the disarm PF are the maximum PF *of the one being disarmed*
("il disarmando"), and every Danno dealt is taken from them; they run out at 0 or below.
"""

from __future__ import annotations

import enum

from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Output, Side
from ..i18n import _
from ..sources import cite
from ..tables import Stated
from ..vocab import MAX_HP, WEAPON_KIND, verdict_outputs

__all__ = ["Weapon", "DISARM_WEAPONS", "disarm_refusal", "disarm_pf_left", "WeaponPlace", "ROUNDS_LOST", "STATED", "CALCULATORS"]

SOURCE = cite("002", "Disarmare")
WEAPON_CHANGE_SOURCE = cite("002", "NB: se durante un combattimento si cambia l’arma si perde un round")
MAX_PF = 999  # input bounds; the seed sets none
MAX_DAMAGE = 9999


class Weapon(enum.Enum):
    MELEE = "melee"  # arma da mischia
    MELEE_RARELY_THROWN = "melee_rarely_thrown"  # da mischia scagliata raramente
    MELEE_EASILY_THROWN = "melee_easily_thrown"  # da mischia di facile lancio
    THROWN = "thrown"  # arma da lancio
    RANGED = "ranged"  # arma da distanza
    BODY = "body"  # arma del corpo


DISARM_WEAPONS = frozenset({Weapon.MELEE, Weapon.MELEE_RARELY_THROWN, Weapon.MELEE_EASILY_THROWN})


def disarm_refusal(close_combat: bool, attacker: Weapon, defender: Weapon) -> str:
    """Why a disarm is not possible, as a short code; ``""`` when it is."""
    if not close_combat:
        return "not_close_combat"
    if attacker not in DISARM_WEAPONS or defender not in DISARM_WEAPONS:
        return "weapon_not_melee"
    return ""


def disarm_pf_left(max_pf: int, damage_dealt: int) -> int:
    """PF di disarmo (start: the maximum PF) after ``damage_dealt``; never below 0."""
    return max(0, max_pf - damage_dealt)


class WeaponPlace(enum.Enum):
    BELT = "belt"  # "se era nella cintura"
    BACKPACK = "backpack"  # "se era nello zaino"


ROUNDS_LOST = {WeaponPlace.BELT: 1, WeaponPlace.BACKPACK: 3}
STATED = (
    Stated("ROUNDS_LOST[belt]", ROUNDS_LOST[WeaponPlace.BELT], WEAPON_CHANGE_SOURCE, "si cambia l’arma si perde {} round (se era nella cintura)"),
    Stated("ROUNDS_LOST[backpack]", ROUNDS_LOST[WeaponPlace.BACKPACK], WEAPON_CHANGE_SOURCE, "si perdono {} round se era nello zaino"),
)


_WEAPON_OPTIONS = (
    Option("melee", _("melee weapon")),
    Option("melee_rarely_thrown", _("melee weapon rarely thrown")),
    Option("melee_easily_thrown", _("melee weapon easily thrown")),
    Option("thrown", _("thrown weapon")),
    Option("ranged", _("ranged weapon")),
    Option("body", _("body weapon")),
)


def _disarm(close_combat: bool, disarmer_weapon: str, target_weapon: str, max_pf: int, damage_dealt: int) -> dict[str, object]:
    refusal = disarm_refusal(close_combat, Weapon(disarmer_weapon), Weapon(target_weapon))
    if refusal:
        return {"allowed": False, "reason": refusal, "disarm_pf": 0, "disarm_pf_left": 0, "disarmed": False}
    left = disarm_pf_left(max_pf, damage_dealt)
    return {"allowed": True, "reason": "", "disarm_pf": max_pf, "disarm_pf_left": left, "disarmed": left == 0}


def _weapon_change(place: str) -> dict[str, object]:
    return {"rounds_lost": ROUNDS_LOST[WeaponPlace(place)]}


CALCULATORS = (
    Calculator(
        name="disarm_002",
        primary="disarm_pf_left",
        title=_("Disarm: disarm PF"),
        summary=_(
            "Close combat, both with melee weapons: damage comes off disarm PF (equal to the "
            "maximum PF) instead of real PF; at 0 the weapon falls.",
        ),
        source=SOURCE,
        fields=(
            BoolField(
                name="close_combat",
                label=_("Fighting in close combat"),
                default=True,
            ),
            ChoiceField(
                name="disarmer_weapon",
                label=_("Weapon of the one disarming"),
                options=_WEAPON_OPTIONS,
                default="melee",
                trait=WEAPON_KIND,
                side=Side.SELF,
            ),
            ChoiceField(
                name="target_weapon",
                label=_("Weapon of the one being disarmed"),
                options=_WEAPON_OPTIONS,
                default="melee",
                trait=WEAPON_KIND,
                side=Side.OPPONENT,
            ),
            IntField(
                name="max_pf",
                label=_("Maximum PF of the one being disarmed"),
                minimum=1,
                maximum=MAX_PF,
                example=20,
                trait=MAX_HP,
                side=Side.OPPONENT,
            ),
            IntField(
                name="damage_dealt",
                label=_("Damage (Danno) dealt since the declaration"),
                minimum=0,
                maximum=MAX_DAMAGE,
                default=0,
            ),
        ),
        outputs=(
            *verdict_outputs(
                (Option("not_close_combat", _("not in close combat")), Option("weapon_not_melee", _("both need melee weapons"))),
                _("Disarming allowed"),
            ),
            Output("disarm_pf", _("Disarm PF (= maximum PF)")),
            Output("disarm_pf_left", _("Disarm PF left")),
            Output("disarmed", _("Weapon falls to the ground")),
        ),
        compute=_disarm,
        readings=(
            _(
                "The disarm PF are the maximum PF of the one being disarmed; every Danno is taken from "
                "them and the weapon falls at 0 or below. When disarming is not allowed the PF outputs "
                "are 0.",
            ),
        ),
    ),
    Calculator(
        name="weapon_change_002",
        title=_("Changing weapon in combat"),
        summary=_(
            "Changing weapon during a combat costs 1 round if it was on the belt, 3 if it was in "
            "the backpack.",
        ),
        source=WEAPON_CHANGE_SOURCE,
        fields=(
            ChoiceField(
                name="place",
                label=_("The new weapon was"),
                options=(
                    Option("belt", _("on the belt")),
                    Option("backpack", _("in the backpack")),
                ),
                default="belt",
            ),
        ),
        outputs=(Output("rounds_lost", _("Rounds lost")),),
        compute=_weapon_change,
    ),
)
