"""004 — concealment: the 20 % and 50 % miss chances, exactly, and what they do to a hit.

Seed 004, "Плохая видимость":

- "Вероятность промаха из-за плохой видимости": 20 % — the attack is rolled as usual; if it
  hits, the defender rolls d100 to avoid the hit. Several concealment effects do not stack.
- "Отсутствие видимости": you cannot attack a foe you cannot see, but may strike the square
  you think it is in; a successful attack on the occupied square misses 50 % of the time.
  No attack of opportunity against a foe you cannot see.
- "Игнорирование плохой видимости": darkness or poor light is useless against a foe with
  darkvision.
- "Плохая видимость и Скрытность": concealment lets you make a Stealth check.
- Invisibility hides a creature completely: +20 on Stealth checks while moving, +40 still.

Readings chosen (also stated on the calculator):

- Invisible = total concealment (50 %, struck by guessing its square; the AC table's row
  "Плохо виден или невидим" sends both to this section).
- The defender's d100 avoids the hit on 1–20 (concealment) or 1–50 (total): any 20 or 50
  faces give the same chance.
- A d20 roll "needed to hit" is hit by any roll at least that high (the seed has no natural
  1 / natural 20 rule).
- Non-stacking: with two concealment effects the larger miss chance applies.
"""

from __future__ import annotations

import enum
from fractions import Fraction

from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Output, Text
from ..probability import d20_at_least, exact
from ..sources import cite

__all__ = [
    "Degree",
    "MISS_CHANCE",
    "INVISIBLE_STEALTH_MOVING",
    "INVISIBLE_STEALTH_STILL",
    "miss_chance",
    "effective_hit",
    "d100_miss_faces",
    "CALCULATORS",
]

SOURCE = cite("004", "Плохая видимость")

INVISIBLE_STEALTH_MOVING = 20  # "+20 к проверкам Скрытности, если оно двигается"
INVISIBLE_STEALTH_STILL = 40  # "и +40, если не двигается"


class Degree(enum.Enum):
    NONE = "none"
    CONCEALMENT = "concealment"  # Плохая видимость
    TOTAL = "total"  # Отсутствие видимости
    INVISIBLE = "invisible"  # невидимость: total concealment


MISS_CHANCE: dict[Degree, Fraction] = {
    Degree.NONE: Fraction(0),
    Degree.CONCEALMENT: Fraction(20, 100),  # "с вероятностью 20%"
    Degree.TOTAL: Fraction(50, 100),  # "вероятность промаха 50% (а не 20%, как при плохой видимости)"
    Degree.INVISIBLE: Fraction(50, 100),
}


def miss_chance(*degrees: Degree) -> Fraction:
    """"Несколько эффектов, дающих плохую видимость, не складываются": the largest applies."""
    return max((MISS_CHANCE[d] for d in degrees), default=Fraction(0))


def d100_miss_faces(miss: Fraction) -> int:
    """How many faces of the defender's d100 turn the hit into a miss."""
    return int(miss * 100)


def effective_hit(p_hit: Fraction, miss: Fraction) -> Fraction:
    """The attack hits as usual, then survives the defender's d100."""
    return p_hit * (1 - miss)


# --- calculator ----------------------------------------------------------------------------



def _degree_field(name: str, label: Text, default: str, with_invisible: bool) -> ChoiceField:
    options = (
        Option("none", Text("none", "nessuno", "ninguna", "нет")),
        Option("concealment", Text("concealment (20%)", "occultamento (20%)", "ocultación (20%)", "плохая видимость (20%)")),
        Option("total", Text("total: cannot be seen (50%)", "totale: non visibile (50%)", "total: no se ve (50%)", "отсутствие видимости (50%)")),
    )
    if with_invisible:
        options += (Option("invisible", Text("invisible (50%)", "invisibile (50%)", "invisible (50%)", "невидим (50%)")),)
    return ChoiceField(name, label, options, default=default)


def _concealment(degree: str, other: str, attack_bonus: int, ac: int, right_square: bool, darkness_vs_darkvision: bool,
                 moving: bool) -> dict[str, object]:
    degrees = [Degree(degree), Degree(other)]
    if darkness_vs_darkvision:
        # "Темнота или плохое освещение бесполезны, если у вашего противника ночное зрение"
        degrees = [Degree.NONE if d in (Degree.CONCEALMENT, Degree.TOTAL) else d for d in degrees]
    unseen = any(d in (Degree.TOTAL, Degree.INVISIBLE) for d in degrees)
    miss = miss_chance(*degrees)
    p_roll = d20_at_least(ac - attack_bonus)
    p_hit = effective_hit(p_roll, miss) if right_square or not unseen else Fraction(0)
    invisible = Degree.INVISIBLE in degrees
    stealth = (INVISIBLE_STEALTH_MOVING if moving else INVISIBLE_STEALTH_STILL) if invisible else 0
    p_miss, p_miss_text = exact(miss)
    p_roll_f, p_roll_text = exact(p_roll)
    p_hit_f, p_hit_text = exact(p_hit)
    return {
        "p_miss": p_miss,
        "p_miss_fraction": p_miss_text,
        "d100_miss_up_to": d100_miss_faces(miss),
        "p_attack_roll": p_roll_f,
        "p_attack_roll_fraction": p_roll_text,
        "p_hit": p_hit_f,
        "p_hit_fraction": p_hit_text,
        "aoo_allowed": not unseen,
        "can_hide": miss > 0,
        "stealth_bonus": stealth,
    }


CALCULATORS = (
    Calculator(
        name="concealment_004",
        title=Text("Concealment miss chance", "Probabilità di mancare per occultamento", "Probabilidad de fallo por ocultación",
                 "Вероятность промаха из-за плохой видимости"),
        summary=Text(
            en="20% (concealment) or 50% (cannot be seen, invisible): the exact chance that an attack really hits, attacks of opportunity, Stealth.",
            it="20% (occultamento) o 50% (non visibile, invisibile): la probabilità esatta che un attacco colpisca davvero, attacchi di opportunità, Furtività.",
            es="20% (ocultación) o 50% (no se ve, invisible): la probabilidad exacta de que un ataque impacte de verdad, ataques de oportunidad, Sigilo.",
            ru="20% (плохая видимость) или 50% (не виден, невидим): точная вероятность, что атака действительно попадёт; внеочередные атаки; Скрытность.",
        ),
        source=SOURCE,
        fields=(
            _degree_field("degree", Text("Defender's concealment", "Occultamento del difensore", "Ocultación del defensor",
                                       "Видимость атакуемого"), "concealment", True),
            _degree_field("other", Text("Another concealment effect (does not stack)", "Altro effetto di occultamento (non si somma)",
                                      "Otro efecto de ocultación (no se suma)", "Ещё один эффект плохой видимости (не складывается)"),
                          "none", False),
            IntField("attack_bonus", Text("Attack bonus", "Bonus di attacco", "Bono de ataque", "Бонус атаки"), minimum=-20, maximum=60, default=5),
            IntField("ac", Text("Defender's AC", "CA del difensore", "CA del defensor", "КБ атакуемого"), minimum=0, maximum=100, default=15),
            BoolField("right_square", Text("Unseen foe: you strike the square it is in", "Nemico non visibile: colpisci il quadretto giusto",
                                         "Enemigo no visible: atacas la casilla correcta", "Невидимый враг: вы бьёте по его клетке"), default=True),
            BoolField("darkness_vs_darkvision", Text("Concealment is darkness and the attacker has darkvision",
                                                   "L'occultamento è oscurità e l'attaccante ha scurovisione",
                                                   "La ocultación es oscuridad y el atacante tiene visión en la oscuridad",
                                                   "Плохая видимость из-за темноты, а у атакующего ночное зрение"), default=False),
            BoolField("moving", Text("Invisible creature is moving (Stealth)", "La creatura invisibile si muove (Furtività)",
                                   "La criatura invisible se mueve (Sigilo)", "Невидимое существо двигается (Скрытность)"), default=False),
        ),
        outputs=(
            Output("p_miss", Text("Miss chance", "Probabilità di mancare", "Probabilidad de fallo", "Вероятность промаха")),
            Output("p_miss_fraction", Text("Miss chance (exact)", "Probabilità di mancare (esatta)", "Probabilidad de fallo (exacta)",
                                         "Вероятность промаха (точно)")),
            Output("d100_miss_up_to", Text("Defender's d100: the hit is avoided on 1 to", "d100 del difensore: il colpo è evitato da 1 a",
                                         "d100 del defensor: el impacto se evita de 1 a", "d100 атакуемого: попадание отменяется при 1–")),
            Output("p_attack_roll", Text("Chance the attack roll hits", "Probabilità che il tiro per colpire riesca", "Probabilidad de que la tirada de ataque acierte",
                                       "Вероятность успешного броска атаки")),
            Output("p_attack_roll_fraction", Text("Attack roll (exact)", "Tiro per colpire (esatta)", "Tirada de ataque (exacta)", "Бросок атаки (точно)")),
            Output("p_hit", Text("Chance to really hit", "Probabilità di colpire davvero", "Probabilidad de impactar de verdad", "Вероятность реального попадания")),
            Output("p_hit_fraction", Text("Really hit (exact)", "Colpire davvero (esatta)", "Impactar de verdad (exacta)", "Реальное попадание (точно)")),
            Output("aoo_allowed", Text("Attack of opportunity possible", "Attacco di opportunità possibile", "Ataque de oportunidad posible",
                                     "Внеочередная атака возможна")),
            Output("can_hide", Text("Defender can use it for Stealth", "Il difensore può usarlo per la Furtività", "El defensor puede usarla para Sigilo",
                                  "Атакуемый может использовать её для Скрытности")),
            Output("stealth_bonus", Text("Stealth bonus (invisible)", "Bonus a Furtività (invisibile)", "Bono a Sigilo (invisible)",
                                       "Бонус к Скрытности (невидим)")),
        ),
        compute=_concealment,
        readings=(
            Text(
                en="Invisible counts as total concealment (50%). The d20 hits on any roll ≥ AC − attack bonus (no natural 1/20 rule in the text). Two concealment effects: the larger miss chance applies.",
                it="Invisibile vale come occultamento totale (50%). Il d20 colpisce con qualsiasi tiro ≥ CA − bonus di attacco (il testo non ha regole per 1 e 20 naturali). Due effetti di occultamento: vale la probabilità maggiore.",
                es="Invisible cuenta como ocultación total (50%). El d20 acierta con cualquier tirada ≥ CA − bono de ataque (el texto no tiene regla de 1 y 20 naturales). Dos efectos de ocultación: vale la probabilidad mayor.",
                ru="Невидимость считается отсутствием видимости (50%). d20 попадает при любом броске ≥ КБ − бонус атаки (правила о естественных 1 и 20 в тексте нет). Два эффекта плохой видимости: действует большая вероятность промаха.",
            ),
        ),
    ),
)
