"""003 — range penalty and maximum range of thrown and projectile weapons.

Passages: "CÓMO CALCULAR UN BONIFICADOR DE ATAQUE" (the "Penalizador de distancia"
paragraph): no penalty within the first increment ("hasta 20m sin penalizador" for a 20 m
longbow), then a cumulative −2 per full increment; at 70 m that longbow is at −6 "porque
los incrementos son 20-40-60-80 etc, es decir pasan de los 3 incrementos de distancia pero
no llega a los cuatro". "ATAQUES A DISTANCIA": maximum range 5 increments (thrown), 10
increments (projectile).

Reading: a distance exactly on an increment boundary belongs to the lower band, as "hasta
20m sin penalizador" says (20 m: 0, 40 m: −2, 60 m: −4, 70 m: −6), i.e. the increments
counted are those wholly passed *before* the band the target stands in:
``ceil(distance / increment) − 1``. The maximum range itself is still in range.
"""

from __future__ import annotations

from ..declare import Calculator, ChoiceField, IntField, Option, Output, Text
from ..tables.range_003 import MAX_INCREMENTS, PENALTY_PER_INCREMENT, RANGE_SOURCE, RangedWeapon

__all__ = ["RangedWeapon", "increments_passed", "range_penalty", "max_range", "in_range", "CALCULATORS"]


def increments_passed(distance_m: int, increment_m: int) -> int:
    """Full increments passed before the target's band; 0 up to and including one increment."""
    if increment_m <= 0:
        raise ValueError("the range increment must be positive")
    return max(0, -(-distance_m // increment_m) - 1)


def range_penalty(distance_m: int, increment_m: int) -> int:
    """−2 per full increment passed."""
    return PENALTY_PER_INCREMENT * increments_passed(distance_m, increment_m)


def max_range(weapon: RangedWeapon, increment_m: int) -> int:
    """5 increments for a thrown weapon, 10 for a projectile weapon."""
    return MAX_INCREMENTS[weapon] * increment_m


def in_range(weapon: RangedWeapon, distance_m: int, increment_m: int) -> bool:
    return distance_m <= max_range(weapon, increment_m)


def _range(weapon: str, increment_m: int, distance_m: int) -> dict[str, object]:
    kind = RangedWeapon[weapon.upper()]
    return {
        "increments_passed": increments_passed(distance_m, increment_m),
        "range_penalty": range_penalty(distance_m, increment_m),
        "max_range_m": max_range(kind, increment_m),
        "in_range": in_range(kind, distance_m, increment_m),
    }


CALCULATORS = (
    Calculator(
        name="range_penalty_003",
        title=Text(
            en="Range penalty and maximum range (Akenar)",
            it="Penalità per la distanza e gittata massima (Akenar)",
            es="Penalizador de distancia y alcance máximo (Akenar)",
            ru="Штраф за дистанцию и максимальная дальность (Акенар)",
        ),
        summary=Text(
            en="-2 to the attack per full range increment; thrown weapons reach 5 increments, projectile weapons 10.",
            it="-2 all'attacco per ogni incremento di gittata completo; le armi da lancio arrivano a 5 incrementi, "
            "quelle a proiettili a 10.",
            es="-2 al ataque por cada incremento de distancia completo; las armas arrojadizas llegan a 5 incrementos "
            "y las de proyectil a 10.",
            ru="-2 к атаке за каждый полный шаг дистанции; метательное оружие бьёт на 5 шагов, стрелковое — на 10.",
        ),
        source=RANGE_SOURCE,
        fields=(
            ChoiceField(
                name="weapon",
                label=Text(en="Weapon", it="Arma", es="Arma", ru="Оружие"),
                options=(
                    Option(
                        "thrown",
                        Text(
                            en="Thrown (e.g. javelin, throwing dagger)",
                            it="Da lancio (es. giavellotto, pugnale da lancio)",
                            es="Arrojadiza (p. ej. venablo, daga arrojadiza)",
                            ru="Метательное (напр. дротик, метательный кинжал)",
                        ),
                    ),
                    Option(
                        "projectile",
                        Text(
                            en="Projectile (e.g. bow, crossbow)",
                            it="A proiettili (es. arco, balestra)",
                            es="De proyectil (p. ej. arco, ballesta)",
                            ru="Стрелковое (напр. лук, арбалет)",
                        ),
                    ),
                ),
                default="projectile",
            ),
            IntField(
                name="increment_m",
                label=Text(
                    en="Range increment (m)",
                    it="Incremento di gittata (m)",
                    es="Incremento de distancia (m)",
                    ru="Шаг дистанции (м)",
                ),
                minimum=1,
                maximum=100,
                default=20,
                help=Text(
                    en="Examples in the text: throwing dagger 2 m, crossbow 12 m, longbow 20 m.",
                    it="Esempi nel testo: pugnale da lancio 2 m, balestra 12 m, arco lungo 20 m.",
                    es="Ejemplos del texto: daga arrojadiza 2 m, ballesta 12 m, arco largo 20 m.",
                    ru="Примеры из текста: метательный кинжал 2 м, арбалет 12 м, длинный лук 20 м.",
                ),
            ),
            IntField(
                name="distance_m",
                label=Text(
                    en="Distance to the target (m)",
                    it="Distanza dal bersaglio (m)",
                    es="Distancia al blanco (m)",
                    ru="Расстояние до цели (м)",
                ),
                minimum=1,
                maximum=2000,
                default=1,
            ),
        ),
        outputs=(
            Output(
                "increments_passed",
                Text(
                    en="Full increments passed",
                    it="Incrementi completi superati",
                    es="Incrementos completos superados",
                    ru="Пройдено полных шагов",
                ),
            ),
            Output(
                "range_penalty",
                Text(en="Range penalty", it="Penalità per la distanza", es="Penalizador de distancia", ru="Штраф за дистанцию"),
            ),
            Output(
                "max_range_m",
                Text(en="Maximum range (m)", it="Gittata massima (m)", es="Alcance máximo (m)", ru="Максимальная дальность (м)"),
            ),
            Output(
                "in_range",
                Text(
                    en="Within maximum range",
                    it="Entro la gittata massima",
                    es="Dentro del alcance máximo",
                    ru="В пределах максимальной дальности",
                ),
            ),
        ),
        compute=_range,
        readings=(
            Text(
                en="A distance exactly on an increment boundary counts in the lower band (\"hasta 20m sin penalizador\"): "
                "with 20 m increments, 20 m is 0, 40 m is -2, 70 m is -6. The maximum range itself is still in range.",
                it="Una distanza esattamente sul limite di un incremento conta nella fascia inferiore (\"hasta 20m sin "
                "penalizador\"): con incrementi di 20 m, 20 m dà 0, 40 m dà -2, 70 m dà -6. La gittata massima è ancora a tiro.",
                es="Una distancia justo en el límite de un incremento cuenta en la franja inferior (\"hasta 20m sin "
                "penalizador\"): con incrementos de 20 m, 20 m es 0, 40 m es -2 y 70 m es -6. El alcance máximo aún está al alcance.",
                ru="Расстояние ровно на границе шага относится к нижней полосе («hasta 20m sin penalizador»): при шаге "
                "20 м — 20 м: 0, 40 м: -2, 70 м: -6. Сама максимальная дальность ещё в пределах досягаемости.",
            ),
            Text(
                en="Beyond the maximum range no attack is possible (in_range is false); the penalty shown is then only "
                "the formula's value.",
                it="Oltre la gittata massima non si può attaccare (in_range è falso); la penalità indicata è allora solo "
                "il valore della formula.",
                es="Más allá del alcance máximo no se puede atacar (in_range es falso); el penalizador mostrado es "
                "entonces solo el valor de la fórmula.",
                ru="За пределами максимальной дальности атаковать нельзя (in_range ложно); показанный штраф — лишь "
                "значение формулы.",
            ),
        ),
    ),
)
