"""000 — "DISARMARE": disarming in place of an attack, and where the weapon lands.

Seed 000: both combatants roll to hit, the disarmer at –4, the defender at +3 if holding
the weapon with two hands; "Se colui che desidera disarmare colpisce una AC più bassa del
bersaglio lo avrà disarmato". A small weapon cannot disarm one wielding a large weapon.
The weapon lands 1–4 m away in a d6 direction. Against a shield, success only makes the
shield useless for the rest of the round.

Readings: "una AC più bassa del bersaglio" compares the AC each roll reaches (THAC0 minus
the modified d20): the disarmer must reach a strictly lower AC than the defender's roll
reaches; a tie does not disarm. "1-4 metri" is read as a d4 in whole metres. The two-handed
bonus and the weapon-size limit concern a weapon, not a shield.
"""

from __future__ import annotations

from fractions import Fraction

from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Output, Text
from ..errors import InputError
from ..probability import exact
from ..tables.disarm_000 import (
    DIRECTIONS,
    DISARM_PENALTY,
    DISARM_SOURCE,
    DISTANCE_MAX_M,
    TWO_HANDED_BONUS,
    Direction,
)
from ..tables.sizes_000 import WeaponSize

__all__ = ["DIRECTION_CODES", "disarm_allowed", "disarms", "p_disarm", "scatter", "CALCULATORS"]




def disarm_allowed(attacker_weapon: WeaponSize, defender_weapon: WeaponSize) -> bool:
    """"Con un'arma di dimensioni small non è possibile tentare di disarmare chi impugna un'arma
    di dimensioni large." """
    return not (attacker_weapon is WeaponSize.SMALL and defender_weapon is WeaponSize.LARGE)


def disarms(attacker_ac_hit: int, defender_ac_hit: int) -> bool:
    return attacker_ac_hit < defender_ac_hit


def p_disarm(attacker_thac0: int, defender_thac0: int, two_handed: bool = False) -> Fraction:
    """Exact chance over both d20s: the disarmer reaches THAC0 − (d20 − 4), the defender
    THAC0 − (d20 + 3 if two-handed)."""
    bonus = TWO_HANDED_BONUS if two_handed else 0
    wins = sum(
        disarms(attacker_thac0 - (ra + DISARM_PENALTY), defender_thac0 - (rd + bonus))
        for ra in range(1, 21)
        for rd in range(1, 21)
    )
    return Fraction(wins, 400)


def scatter(direction_roll: int) -> tuple[Direction, str]:
    """The d6 direction the weapon flies: (direction, as printed)."""
    return DIRECTIONS[direction_roll]


# The d6 directions; the Italian words are the seed's.
DIRECTION_CODES = (
    Option(Direction.AHEAD.value, Text("Straight ahead", DIRECTIONS[1][1], "Recto hacia delante", "Прямо вперёд")),
    Option(Direction.AHEAD_RIGHT.value, Text("Ahead right", DIRECTIONS[2][1], "Delante a la derecha", "Вперёд вправо")),
    Option(Direction.AHEAD_LEFT.value, Text("Ahead left", DIRECTIONS[3][1], "Delante a la izquierda", "Вперёд влево")),
    Option(Direction.BEHIND_RIGHT.value, Text("Behind right", DIRECTIONS[4][1], "Detrás a la derecha", "Назад вправо")),
    Option(Direction.BEHIND_LEFT.value, Text("Behind left", DIRECTIONS[5][1], "Detrás a la izquierda", "Назад влево")),
    Option(Direction.BEHIND.value, Text("Straight behind", DIRECTIONS[6][1], "Recto hacia atrás", "Прямо назад")),
)


def _weapon_field(name: str, label: Text) -> ChoiceField:
    return ChoiceField(
        name,
        label,
        (
            Option("small", Text("Small", "Small (piccola)", "Pequeña", "Малое")),
            Option("medium", Text("Medium", "Medium (media)", "Mediana", "Среднее")),
            Option("large", Text("Large", "Large (grande)", "Grande", "Большое")),
        ),
        default="medium",
    )


def _compute(attacker_thac0: int, defender_thac0: int, two_handed: bool, attacker_weapon: str, defender_weapon: str, target: str) -> dict[str, object]:
    if target == "shield" and two_handed:
        raise InputError("two_handed", "false when the target is a shield", two_handed, reason="the two-handed bonus is for a weapon")
    allowed = target == "shield" or disarm_allowed(WeaponSize(attacker_weapon), WeaponSize(defender_weapon))
    p = p_disarm(attacker_thac0, defender_thac0, two_handed) if allowed else Fraction(0)
    value, fraction = exact(p)
    return {
        "allowed": allowed,
        "reason": "" if allowed else "small_vs_large",
        "p_disarm": value,
        "p_disarm_fraction": fraction,
        "on_success": "shield_useless_this_round" if target == "shield" else "weapon_flies",
    }


def _scatter_result(direction_roll: int, distance_roll: int) -> dict[str, object]:
    direction, printed = scatter(direction_roll)
    return {"direction": direction.value, "distance_m": distance_roll}


CALCULATORS = (
    Calculator(
        name="disarm_000",
        title=Text("Disarm", "Disarmare", "Desarmar", "Обезоруживание"),
        summary=Text(
            "Both roll to hit (disarmer -4, two-handed defender +3); the disarmer must reach a lower AC: exact chance.",
            "Entrambi tirano per colpire (chi disarma -4, chi impugna a due mani +3); chi disarma deve colpire una AC più bassa: probabilità esatta.",
            "Ambos tiran para impactar (quien desarma -4, defensor a dos manos +3); quien desarma debe alcanzar una CA más baja: probabilidad exacta.",
            "Оба бросают на попадание (обезоруживающий -4, двуручный защитник +3); обезоруживающий должен достичь меньшего КБ: точная вероятность.",
        ),
        source=DISARM_SOURCE,
        fields=(
            IntField("attacker_thac0", Text("Disarmer's THAC0", "Thac0 di chi disarma", "GAC0 de quien desarma", "THAC0 обезоруживающего"), minimum=1, maximum=30, example=15),
            IntField("defender_thac0", Text("Defender's THAC0", "Thac0 del bersaglio", "GAC0 del defensor", "THAC0 защитника"), minimum=1, maximum=30, example=15),
            BoolField("two_handed", Text("Defender holds the weapon in two hands", "Il bersaglio impugna l'arma con due mani", "El defensor empuña el arma a dos manos", "Защитник держит оружие двумя руками")),
            _weapon_field("attacker_weapon", Text("Disarmer's weapon size", "Taglia dell'arma di chi disarma", "Tamaño del arma de quien desarma", "Размер оружия обезоруживающего")),
            _weapon_field("defender_weapon", Text("Defender's weapon size", "Taglia dell'arma del bersaglio", "Tamaño del arma del defensor", "Размер оружия защитника")),
            ChoiceField(
                "target",
                Text("Target", "Bersaglio", "Objetivo", "Цель"),
                (
                    Option("weapon", Text("Weapon", "Arma", "Arma", "Оружие")),
                    Option("shield", Text("Shield", "Scudo", "Escudo", "Щит")),
                ),
                default="weapon",
            ),
        ),
        outputs=(
            Output("allowed", Text("Attempt allowed", "Tentativo possibile", "Intento posible", "Попытка возможна")),
            Output(
                "reason",
                Text("Why not", "Perché no", "Por qué no", "Почему нет"),
                codes=(
                    Option(
                        "small_vs_large",
                        Text(
                            "A small weapon cannot disarm a large one",
                            "Con un'arma small non si disarma chi impugna un'arma large",
                            "Con un arma pequeña no se desarma a quien empuña un arma grande",
                            "Малым оружием нельзя обезоружить владельца большого",
                        ),
                    ),
                ),
            ),
            Output("p_disarm", Text("Chance to disarm", "Probabilità di disarmare", "Probabilidad de desarmar", "Вероятность обезоружить")),
            Output("p_disarm_fraction", Text("Chance (exact)", "Probabilità (esatta)", "Probabilidad (exacta)", "Вероятность (точно)")),
            Output(
                "on_success",
                Text("On success", "In caso di successo", "Si tiene éxito", "При успехе"),
                codes=(
                    Option("weapon_flies", Text("The weapon flies 1-4 m away", "L'arma vola ad 1-4 metri", "El arma sale volando a 1-4 m", "Оружие отлетает на 1-4 м")),
                    Option(
                        "shield_useless_this_round",
                        Text(
                            "The shield is useless for the rest of the round",
                            "Lo scudo non può essere utilizzato per il resto del round",
                            "El escudo no sirve durante el resto del asalto",
                            "Щит бесполезен до конца раунда",
                        ),
                    ),
                ),
            ),
        ),
        compute=_compute,
        readings=(
            Text(
                "\"Hits a lower AC than the target\": the AC the disarmer's roll reaches must be strictly lower than the AC the defender's roll reaches; a tie fails. THAC0s should include every other to-hit modifier.",
                "\"Colpisce una AC più bassa del bersaglio\": la AC raggiunta dal tiro di chi disarma deve essere strettamente più bassa di quella raggiunta dal tiro del bersaglio; il pareggio fallisce. Le Thac0 includono ogni altro modificatore.",
                "\"Alcanza una CA más baja que el objetivo\": la CA que alcanza quien desarma debe ser estrictamente menor que la que alcanza el defensor; el empate falla. Los GAC0 incluyen cualquier otro modificador.",
                "«Попадает в меньший КБ, чем цель»: КБ, достигнутый обезоруживающим, должен быть строго меньше КБ, достигнутого защитником; ничья — провал. THAC0 включают прочие модификаторы.",
            ),
        ),
    ),
    Calculator(
        name="disarm_scatter_000",
        title=Text("Where the weapon lands", "Dove cade l'arma", "Dónde cae el arma", "Куда падает оружие"),
        summary=Text(
            "A d6 for the direction and 1-4 m away.",
            "Un d6 per la direzione, ad 1-4 metri.",
            "Un d6 para la dirección, a 1-4 m.",
            "d6 для направления, на 1-4 м.",
        ),
        source=DISARM_SOURCE,
        fields=(
            IntField("direction_roll", Text("d6 (direction)", "d6 (direzione)", "d6 (dirección)", "d6 (направление)"), minimum=1, maximum=6),
            IntField("distance_roll", Text("d4 (metres)", "d4 (metri)", "d4 (metros)", "d4 (метры)"), minimum=1, maximum=DISTANCE_MAX_M),
        ),
        outputs=(
            Output("direction", Text("Direction", "Direzione", "Dirección", "Направление"), codes=DIRECTION_CODES),
            Output("distance_m", Text("Distance (m)", "Distanza (m)", "Distancia (m)", "Дистанция (м)")),
        ),
        compute=_scatter_result,
        readings=(
            Text(
                "\"1-4 metres\" is read as a d4 in whole metres; directions are relative to the victim's facing.",
                "\"1-4 metri\" è letto come un d4 in metri interi; le direzioni sono rispetto al fronte della vittima.",
                "\"1-4 metros\" se lee como un d4 en metros enteros; las direcciones son respecto al frente de la víctima.",
                "«1-4 метра» читается как d4 в целых метрах; направления — относительно фронта жертвы.",
            ),
        ),
    ),
)
