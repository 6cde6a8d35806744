"""003 — arrows stuck in the body ("FLECHAS ENGANCHADAS AL CUERPO").

- A metal-tipped missile (war arrows, bolts) doing 10 or more damage has a base 50% chance
  of sticking in the victim.
- With a stuck arrow the victim takes 1 extra damage if it takes two actions in its round
  (move and action) or a full-round action; any spell needs a Concentration check of 15+.
- Removal: by force (1d10 damage, a standard action); with a Heal (Sanar) check of 20+
  (takes 2d6 rounds); or with any magical healing of more than 2 points.

Readings: "haga 10 daños" is the damage the victim takes (after armour), as the seed counts
armour damage "después de tener en cuenta la armadura". Checks (Heal, Concentration) have no
automatic 1 or 20. The passage speaks of one arrow; the extra damage is given for one arrow.
"""

from __future__ import annotations

import enum
from fractions import Fraction

from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Output, Text
from ..probability import exact
from ..sources import cite
from .hp_003 import check_chance

__all__ = [
    "Activity",
    "Removal",
    "stick_chance",
    "extra_damage",
    "removal_chance",
    "CALCULATORS",
    "ARROWS_SOURCE",
    "STICK_DAMAGE",
    "CONCENTRATION_DC",
    "HEAL_DC",
]

ARROWS_SOURCE = cite("003", "FLECHAS ENGANCHADAS AL CUERPO")

STICK_DAMAGE = 10  # "haga 10 daños o más"
STICK_CHANCE = Fraction(1, 2)  # "una posibilidad base de un 50%"
CONCENTRATION_DC = 15  # "una tirada de Concentración 15+"
HEAL_DC = 20  # "una tirada de Sanar de 20+"
MAGIC_HEALING_OVER = 2  # "que supere los 2 puntos de curación"


class Activity(enum.Enum):
    """What the victim does in its round."""

    ONE_ACTION = "one_action"
    MOVE_AND_ACTION = "move_and_action"
    FULL_ROUND = "full_round"


class Removal(enum.Enum):
    FORCE = "force"  # 1d10 damage, a standard action
    HEAL = "heal"  # Sanar 20+, 2d6 rounds
    MAGIC = "magic"  # magical healing of more than 2 points


def stick_chance(damage: int, metal_tip: bool = True) -> Fraction:
    """Base 50% when a metal-tipped missile does 10+ damage, else 0."""
    return STICK_CHANCE if metal_tip and damage >= STICK_DAMAGE else Fraction(0)


def extra_damage(activity: Activity) -> int:
    """1 point if "dos acciones en su asalto -movimiento y acción- o una acción de asalto completo"."""
    return 0 if activity is Activity.ONE_ACTION else 1


def removal_chance(method: Removal, heal_bonus: int = 0, healing: int = 0) -> Fraction:
    if method is Removal.FORCE:
        return Fraction(1)
    if method is Removal.HEAL:
        return check_chance(heal_bonus, HEAL_DC)
    return Fraction(1) if healing > MAGIC_HEALING_OVER else Fraction(0)


# (damage min, max, mean, time code, rounds min, max) for each method
_REMOVAL_COST = {
    Removal.FORCE: (1, 10, 5.5, "standard_action", 0, 0),  # 1d10: mean 11/2
    Removal.HEAL: (0, 0, 0.0, "2d6_rounds", 2, 12),
    Removal.MAGIC: (0, 0, 0.0, "healing", 0, 0),
}


def _stuck(damage: int, metal_tip: bool) -> dict[str, object]:
    p, text = exact(stick_chance(damage, metal_tip))
    return {"can_stick": p > 0, "p_stuck": p, "p_stuck_fraction": text}


def _effects(activity: str, casting: bool, concentration_bonus: int) -> dict[str, object]:
    p, text = exact(check_chance(concentration_bonus, CONCENTRATION_DC) if casting else Fraction(1))
    return {
        "extra_damage": extra_damage(Activity(activity)),
        "concentration_dc": CONCENTRATION_DC if casting else 0,
        "p_concentration": p,
        "p_concentration_fraction": text,
    }


def _removal(method: str, heal_bonus: int, healing: int) -> dict[str, object]:
    kind = Removal(method)
    p, text = exact(removal_chance(kind, heal_bonus, healing))
    low, high, mean, time, r_low, r_high = _REMOVAL_COST[kind]
    return {
        "p_removed": p,
        "p_removed_fraction": text,
        "damage_min": low,
        "damage_max": high,
        "damage_mean": mean,
        "time": time,
        "rounds_min": r_low,
        "rounds_max": r_high,
    }


_P_OUT = (
    Text(en="Chance", it="Probabilità", es="Probabilidad", ru="Вероятность"),
    Text(en="Chance (exact)", it="Probabilità (esatta)", es="Probabilidad (exacta)", ru="Вероятность (точно)"),
)

_READ_AFTER_ARMOUR = Text(
    en="\"Haga 10 daños o más\" is the damage the victim takes, after armour (as the seed counts armour damage \"después de tener en cuenta la armadura\").",
    it="\"Haga 10 daños o más\" è il danno subito dalla vittima, dopo l'armatura (come il testo conta il danno all'armatura \"después de tener en cuenta la armadura\").",
    es="\"Haga 10 daños o más\" es el daño que recibe la víctima, tras la armadura (como el texto cuenta el daño a la armadura \"después de tener en cuenta la armadura\").",
    ru="«Haga 10 daños o más» — урон, полученный жертвой после брони (как текст считает урон броне «después de tener en cuenta la armadura»).",
)
_READ_CHECKS = Text(
    en="Heal and Concentration checks succeed on d20 + bonus ≥ DC (\"20+\", \"15+\"), with no automatic 1 or 20.",
    it="Le prove di Guarire e Concentrazione riescono con d20 + bonus ≥ CD (\"20+\", \"15+\"), senza 1 o 20 automatici.",
    es="Las pruebas de Sanar y Concentración tienen éxito con d20 + bonificador ≥ CD (\"20+\", \"15+\"), sin 1 ni 20 automáticos.",
    ru="Проверки Лечения и Концентрации успешны при d20 + бонус ≥ СЛ («20+», «15+»), без автоматических 1 и 20.",
)

CALCULATORS = (
    Calculator(
        name="stuck_arrow_003",
        title=Text(en="Arrow stuck in the body", it="Freccia conficcata nel corpo", es="Flecha enganchada al cuerpo", ru="Стрела, застрявшая в теле"),
        summary=Text(
            en="A metal-tipped arrow or bolt doing 10+ damage sticks with a base 50% chance.",
            it="Una freccia o un quadrello con punta metallica che fa 10+ danni resta conficcato con una probabilità base del 50%.",
            es="Una flecha o saeta con punta metálica que hace 10+ daños se engancha con una posibilidad base del 50%.",
            ru="Стрела или болт с металлическим наконечником, нанёсшие 10+ урона, застревают с базовым шансом 50%.",
        ),
        source=ARROWS_SOURCE,
        fields=(
            IntField(
                name="damage",
                label=Text(en="Damage done (after armour)", it="Danno inflitto (dopo l'armatura)", es="Daño hecho (tras la armadura)", ru="Нанесённый урон (после брони)"),
                minimum=0,
                maximum=500,
                example=12,
            ),
            BoolField(
                name="metal_tip",
                label=Text(en="Metal-tipped (war arrow, bolt)", it="Punta metallica (freccia da guerra, quadrello)", es="Punta metálica (flecha de guerra, saeta)", ru="Металлический наконечник (боевая стрела, болт)"),
                default=True,
            ),
        ),
        outputs=(
            Output("can_stick", Text(en="Can stick", it="Può conficcarsi", es="Puede engancharse", ru="Может застрять")),
            Output("p_stuck", _P_OUT[0]),
            Output("p_stuck_fraction", _P_OUT[1]),
        ),
        compute=_stuck,
        readings=(_READ_AFTER_ARMOUR,),
    ),
    Calculator(
        name="stuck_arrow_effects_003",
        title=Text(en="Living with a stuck arrow", it="Con una freccia conficcata", es="Con una flecha enganchada", ru="Со стрелой в теле"),
        summary=Text(
            en="1 extra damage for move plus action or a full-round action; spells need Concentration 15+.",
            it="1 danno extra per movimento più azione o per un'azione di round completo; gli incantesimi richiedono Concentrazione 15+.",
            es="1 daño adicional por movimiento y acción o por una acción de asalto completo; los conjuros requieren Concentración 15+.",
            ru="1 дополнительный урон за движение и действие или полнораундовое действие; заклинаниям нужна Концентрация 15+.",
        ),
        source=ARROWS_SOURCE,
        fields=(
            ChoiceField(
                name="activity",
                label=Text(en="The victim's round", it="Il round della vittima", es="El asalto de la víctima", ru="Раунд жертвы"),
                options=(
                    Option("one_action", Text(en="One action only", it="Una sola azione", es="Una sola acción", ru="Только одно действие")),
                    Option("move_and_action", Text(en="Move and action", it="Movimento e azione", es="Movimiento y acción", ru="Движение и действие")),
                    Option("full_round", Text(en="Full-round action", it="Azione di round completo", es="Acción de asalto completo", ru="Полнораундовое действие")),
                ),
            ),
            BoolField(name="casting", label=Text(en="Casting a spell", it="Lancia un incantesimo", es="Lanza un conjuro", ru="Творит заклинание")),
            IntField(
                name="concentration_bonus",
                label=Text(en="Concentration bonus", it="Bonus di Concentrazione", es="Bonificador de Concentración", ru="Бонус Концентрации"),
                minimum=-20,
                maximum=60,
                default=0,
            ),
        ),
        outputs=(
            Output("extra_damage", Text(en="Extra damage this round", it="Danno extra in questo round", es="Daño adicional este asalto", ru="Доп. урон в этом раунде")),
            Output("concentration_dc", Text(en="Concentration DC (0: none)", it="CD di Concentrazione (0: nessuna)", es="CD de Concentración (0: ninguna)", ru="СЛ Концентрации (0: нет)")),
            Output("p_concentration", Text(en="Chance the spell is kept", it="Probabilità di mantenere l'incantesimo", es="Probabilidad de no perder el conjuro", ru="Вероятность удержать заклинание")),
            Output("p_concentration_fraction", Text(en="Chance (exact)", it="Probabilità (esatta)", es="Probabilidad (exacta)", ru="Вероятность (точно)")),
        ),
        compute=_effects,
        readings=(
            _READ_CHECKS,
            Text(
                en="The passage speaks of one stuck arrow: the 1 extra damage is given for one arrow; more arrows are not covered by the seed.",
                it="Il passo parla di una freccia: il danno extra di 1 vale per una freccia; più frecce non sono trattate dal testo.",
                es="El pasaje habla de una flecha: el daño adicional de 1 es para una flecha; el texto no trata varias flechas.",
                ru="Отрывок говорит об одной стреле: доп. урон 1 — для одной стрелы; несколько стрел текст не рассматривает.",
            ),
        ),
    ),
    Calculator(
        name="arrow_removal_003",
        title=Text(en="Removing a stuck arrow", it="Estrarre una freccia conficcata", es="Quitar una flecha enganchada", ru="Извлечение застрявшей стрелы"),
        summary=Text(
            en="By force (1d10 damage, standard action), with Heal 20+ (2d6 rounds) or with magical healing of more than 2 points.",
            it="A forza (1d10 danni, azione standard), con Guarire 20+ (2d6 round) o con una cura magica di più di 2 punti.",
            es="A la fuerza (1d10 daños, acción estándar), con Sanar 20+ (2d6 asaltos) o con curación mágica de más de 2 puntos.",
            ru="Силой (1d10 урона, стандартное действие), Лечением 20+ (2d6 раундов) или магическим лечением больше 2 очков.",
        ),
        source=ARROWS_SOURCE,
        fields=(
            ChoiceField(
                name="method",
                label=Text(en="Method", it="Metodo", es="Manera", ru="Способ"),
                options=(
                    Option("force", Text(en="By force", it="A forza", es="A la fuerza", ru="Силой")),
                    Option("heal", Text(en="Heal check 20+", it="Prova di Guarire 20+", es="Tirada de Sanar 20+", ru="Проверка Лечения 20+")),
                    Option("magic", Text(en="Magical healing", it="Cura magica", es="Curación mágica", ru="Магическое лечение")),
                ),
            ),
            IntField(
                name="heal_bonus",
                label=Text(en="Heal (Sanar) bonus", it="Bonus di Guarire (Sanar)", es="Bonificador de Sanar", ru="Бонус Лечения (Sanar)"),
                minimum=-20,
                maximum=60,
                default=0,
            ),
            IntField(
                name="healing",
                label=Text(en="Points of magical healing", it="Punti di cura magica", es="Puntos de curación mágica", ru="Очков магического лечения"),
                minimum=0,
                maximum=500,
                default=0,
            ),
        ),
        outputs=(
            Output("p_removed", Text(en="Chance the arrow comes out", it="Probabilità di estrarre la freccia", es="Probabilidad de quitar la flecha", ru="Вероятность извлечь стрелу")),
            Output("p_removed_fraction", _P_OUT[1]),
            Output("damage_min", Text(en="Damage (min)", it="Danni (min)", es="Daño (mín.)", ru="Урон (мин.)")),
            Output("damage_max", Text(en="Damage (max)", it="Danni (max)", es="Daño (máx.)", ru="Урон (макс.)")),
            Output("damage_mean", Text(en="Damage (mean)", it="Danni (media)", es="Daño (media)", ru="Урон (среднее)")),
            Output(
                "time",
                Text(en="Time", it="Tempo", es="Tiempo", ru="Время"),
                codes=(
                    Option("standard_action", Text(en="a standard action", it="un'azione standard", es="una acción estándar", ru="стандартное действие")),
                    Option("2d6_rounds", Text(en="2d6 rounds", it="2d6 round", es="2d6 asaltos", ru="2d6 раундов")),
                    Option("healing", Text(en="the healing itself", it="la cura stessa", es="la propia curación", ru="само лечение")),
                ),
            ),
            Output("rounds_min", Text(en="Rounds (min)", it="Round (min)", es="Asaltos (mín.)", ru="Раунды (мин.)")),
            Output("rounds_max", Text(en="Rounds (max)", it="Round (max)", es="Asaltos (máx.)", ru="Раунды (макс.)")),
        ),
        compute=_removal,
        readings=(
            _READ_CHECKS,
            Text(
                en="\"Que supere los 2 puntos de curación\": 3 or more points of magical healing.",
                it="\"Que supere los 2 puntos de curación\": 3 o più punti di cura magica.",
                es="\"Que supere los 2 puntos de curación\": 3 o más puntos de curación mágica.",
                ru="«Que supere los 2 puntos de curación»: 3 и более очков магического лечения.",
            ),
        ),
    ),
)
