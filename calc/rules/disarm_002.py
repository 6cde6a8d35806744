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

from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Output, Text
from ..sources import cite

__all__ = ["Weapon", "DISARM_WEAPONS", "disarm_refusal", "disarm_pf_left", "WeaponPlace", "ROUNDS_LOST", "CALCULATORS"]

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


_WEAPON_OPTIONS = (
    Option("melee", Text(en="melee weapon", it="arma da mischia", es="arma cuerpo a cuerpo", ru="оружие ближнего боя")),
    Option("melee_rarely_thrown", Text(en="melee weapon rarely thrown", it="da mischia scagliata raramente", es="arma cuerpo a cuerpo rara vez arrojada", ru="оружие ближнего боя, редко метаемое")),
    Option("melee_easily_thrown", Text(en="melee weapon easily thrown", it="da mischia di facile lancio", es="arma cuerpo a cuerpo fácil de arrojar", ru="оружие ближнего боя, легко метаемое")),
    Option("thrown", Text(en="thrown weapon", it="arma da lancio", es="arma arrojadiza", ru="метательное оружие")),
    Option("ranged", Text(en="ranged weapon", it="arma a distanza", es="arma a distancia", ru="дистанционное оружие")),
    Option("body", Text(en="body weapon", it="arma del corpo", es="arma del cuerpo", ru="естественное оружие (тело)")),
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
        title=Text(en="Disarm: disarm PF", it="Disarmare: PF di disarmo", es="Desarmar: PF de desarme", ru="Обезоруживание: PF обезоруживания"),
        summary=Text(
            en="Close combat, both with melee weapons: damage comes off disarm PF (equal to the maximum PF) instead of real PF; at 0 the weapon falls.",
            it="Corpo a corpo, entrambi con armi da mischia: il danno si toglie dai PF di disarmo (uguali ai PF massimi) e non dai PF reali; a 0 l'arma cade in terra.",
            es="Cuerpo a cuerpo, ambos con armas cuerpo a cuerpo: el daño se resta de los PF de desarme (iguales a los PF máximos) y no de los PF reales; a 0 el arma cae al suelo.",
            ru="Ближний бой, у обоих оружие ближнего боя: урон снимается с PF обезоруживания (равных максимальным PF), а не с настоящих PF; при 0 оружие падает.",
        ),
        source=SOURCE,
        fields=(
            BoolField(
                name="close_combat",
                label=Text(en="Fighting in close combat", it="Combattimento corpo a corpo", es="Combate cuerpo a cuerpo", ru="Ближний бой"),
                default=True,
            ),
            ChoiceField(
                name="disarmer_weapon",
                label=Text(en="Weapon of the one disarming", it="Arma di chi disarma", es="Arma de quien desarma", ru="Оружие обезоруживающего"),
                options=_WEAPON_OPTIONS,
                default="melee",
            ),
            ChoiceField(
                name="target_weapon",
                label=Text(en="Weapon of the one being disarmed", it="Arma del disarmando", es="Arma de quien es desarmado", ru="Оружие обезоруживаемого"),
                options=_WEAPON_OPTIONS,
                default="melee",
            ),
            IntField(
                name="max_pf",
                label=Text(en="Maximum PF of the one being disarmed", it="PF massimi del disarmando", es="PF máximos de quien es desarmado", ru="Максимальные PF обезоруживаемого"),
                minimum=1,
                maximum=MAX_PF,
                example=20,
            ),
            IntField(
                name="damage_dealt",
                label=Text(en="Danno dealt since the declaration", it="Danno inflitto dalla dichiarazione", es="Daño infligido desde la declaración", ru="Урон с момента объявления"),
                minimum=0,
                maximum=MAX_DAMAGE,
                default=0,
            ),
        ),
        outputs=(
            Output("allowed", Text(en="Disarming allowed", it="Si può disarmare", es="Se puede desarmar", ru="Обезоруживание возможно")),
            Output(
                "reason",
                Text(en="Why not", it="Perché no", es="Por qué no", ru="Почему нет"),
                codes=(
                    Option("not_close_combat", Text(en="not in close combat", it="non si combatte corpo a corpo", es="no es combate cuerpo a cuerpo", ru="бой не ближний")),
                    Option("weapon_not_melee", Text(en="both need melee weapons", it="servono armi da mischia per entrambi", es="ambos necesitan armas cuerpo a cuerpo", ru="у обоих должно быть оружие ближнего боя")),
                ),
            ),
            Output("disarm_pf", Text(en="Disarm PF (= maximum PF)", it="PF di disarmo (= PF massimi)", es="PF de desarme (= PF máximos)", ru="PF обезоруживания (= максимальные PF)")),
            Output("disarm_pf_left", Text(en="Disarm PF left", it="PF di disarmo rimasti", es="PF de desarme restantes", ru="Осталось PF обезоруживания")),
            Output("disarmed", Text(en="Weapon falls to the ground", it="L'arma cade in terra", es="El arma cae al suelo", ru="Оружие падает на землю")),
        ),
        compute=_disarm,
        readings=(
            Text(
                en="The disarm PF are the maximum PF of the one being disarmed; every Danno is taken from them and the weapon falls at 0 or below. When disarming is not allowed the PF outputs are 0.",
                it="I PF di disarmo sono i PF massimi del disarmando; ogni Danno si toglie da essi e l'arma cade a 0 o meno. Se non si può disarmare i PF in uscita sono 0.",
                es="Los PF de desarme son los PF máximos de quien es desarmado; cada daño se resta de ellos y el arma cae a 0 o menos. Si no se puede desarmar, los PF de salida son 0.",
                ru="PF обезоруживания — это максимальные PF обезоруживаемого; каждый урон вычитается из них, оружие падает при 0 и ниже. Если обезоружить нельзя, выходные PF равны 0.",
            ),
        ),
    ),
    Calculator(
        name="weapon_change_002",
        title=Text(en="Changing weapon in combat", it="Cambiare arma in combattimento", es="Cambiar de arma en combate", ru="Смена оружия в бою"),
        summary=Text(
            en="Changing weapon during a combat costs 1 round if it was on the belt, 3 if it was in the backpack.",
            it="Se durante un combattimento si cambia l'arma si perde un round se era nella cintura, tre se era nello zaino.",
            es="Cambiar de arma durante un combate cuesta 1 asalto si estaba en el cinturón y 3 si estaba en la mochila.",
            ru="Смена оружия в бою стоит 1 раунд, если оно было на поясе, и 3 — если в рюкзаке.",
        ),
        source=WEAPON_CHANGE_SOURCE,
        fields=(
            ChoiceField(
                name="place",
                label=Text(en="The new weapon was", it="La nuova arma era", es="La nueva arma estaba", ru="Новое оружие было"),
                options=(
                    Option("belt", Text(en="on the belt", it="nella cintura", es="en el cinturón", ru="на поясе")),
                    Option("backpack", Text(en="in the backpack", it="nello zaino", es="en la mochila", ru="в рюкзаке")),
                ),
                default="belt",
            ),
        ),
        outputs=(Output("rounds_lost", Text(en="Rounds lost", it="Round persi", es="Asaltos perdidos", ru="Потеряно раундов")),),
        compute=_weapon_change,
    ),
)
