"""000 — "COLPO MIRATO": an attack aimed at one location of the target.

Seed 000: announced in the intentions phase; +1 to initiative; to-hit penalty –3 (large part,
e.g. torso), –4 (medium, e.g. limb), –5 (small, e.g. head). The location's own AC is used:
"dovrà allora colpire AC 10 con una penalità di – 5, quindi AC 5" — the penalty turns into
an effective AC (AD&D: a lower AC is harder to hit). Against an object the creature carries,
the penalties apply to the creature's best AC, and a hit makes the object save instead of
dealing damage. On a critical the location is the aimed one.

With a THAC0 the attacker hits on a d20 ≥ THAC0 − effective AC; the worked example (THAC0 15,
head with no helmet at AC 10, –5) needs 10. No natural result is automatic (the text names none).
"""

from __future__ import annotations

from fractions import Fraction

from ..declare import Calculator, ChoiceField, IntField, Option, Output, Text
from ..probability import d20_at_least, exact
from ..tables.aimed_000 import AIMED_INITIATIVE, AIMED_PENALTY, AIMED_SOURCE, AimedPart

__all__ = ["effective_ac", "aimed_roll_needed", "p_aimed_hit", "CALCULATORS"]




def effective_ac(location_ac: int, part: AimedPart) -> int:
    """The AC to hit once the aiming penalty is counted: AC 10, –5 → AC 5."""
    return location_ac + AIMED_PENALTY[part]


def aimed_roll_needed(thac0: int, location_ac: int, part: AimedPart) -> int:
    return thac0 - effective_ac(location_ac, part)


def p_aimed_hit(thac0: int, location_ac: int, part: AimedPart) -> Fraction:
    return d20_at_least(aimed_roll_needed(thac0, location_ac, part))


def _compute(part: str, location_ac: int, thac0: int, target: str) -> dict[str, object]:
    p_part = AimedPart(part)
    p, fraction = exact(p_aimed_hit(thac0, location_ac, p_part))
    return {
        "to_hit_penalty": AIMED_PENALTY[p_part],
        "initiative_penalty": AIMED_INITIATIVE,
        "effective_ac": effective_ac(location_ac, p_part),
        "roll_needed": aimed_roll_needed(thac0, location_ac, p_part),
        "p_hit": p,
        "p_hit_fraction": fraction,
        "on_hit": "object_save" if target == "object" else "damage",
    }


CALCULATORS = (
    Calculator(
        name="aimed_blow_000",
        title=Text("Aimed blow", "Colpo mirato", "Golpe apuntado", "Прицельный удар"),
        summary=Text(
            "Penalty by location size, +1 initiative, the effective AC, the d20 needed and the exact chance to hit.",
            "Penalità secondo la locazione, +1 all'iniziativa, AC effettiva, d20 necessario e probabilità esatta di colpire.",
            "Penalización según la zona, +1 a la iniciativa, CA efectiva, d20 necesario y probabilidad exacta de impactar.",
            "Штраф по размеру зоны, +1 к инициативе, эффективный КБ, нужный d20 и точная вероятность попадания.",
        ),
        source=AIMED_SOURCE,
        fields=(
            ChoiceField(
                "part",
                Text("Aimed part", "Parte mirata", "Parte apuntada", "Цель удара"),
                (
                    Option("large", Text("Large part (torso, large object)", "Parte grande (torso, oggetto large)", "Parte grande (torso, objeto grande)", "Большая часть (торс, большой предмет)")),
                    Option("medium", Text("Medium part (limb, medium object)", "Parte media (arto, oggetto medium)", "Parte mediana (miembro, objeto mediano)", "Средняя часть (конечность, средний предмет)")),
                    Option("small", Text("Small part (head, small object)", "Parte piccola (testa, oggetto small)", "Parte pequeña (cabeza, objeto pequeño)", "Малая часть (голова, малый предмет)")),
                ),
            ),
            IntField(
                "location_ac",
                Text("AC of that location", "AC della locazione", "CA de esa zona", "КБ этой зоны"),
                minimum=-10,
                maximum=10,
                default=10,
                help=Text(
                    "For an object, the creature's best AC.",
                    "Per un oggetto, la classe armatura migliore della creatura.",
                    "Para un objeto, la mejor CA de la criatura.",
                    "Для предмета — лучший КБ существа.",
                ),
            ),
            IntField("thac0", Text("THAC0", "Thac0", "GAC0 (THAC0)", "THAC0"), minimum=1, maximum=30, example=15),
            ChoiceField(
                "target",
                Text("Target", "Bersaglio", "Objetivo", "Цель"),
                (
                    Option("creature", Text("Part of the creature", "Parte della creatura", "Parte de la criatura", "Часть существа")),
                    Option("object", Text("Object it carries", "Oggetto posseduto", "Objeto que lleva", "Предмет при нём")),
                ),
                default="creature",
            ),
        ),
        outputs=(
            Output("to_hit_penalty", Text("To-hit penalty", "Penalità al tiro per colpire", "Penalización para impactar", "Штраф к попаданию")),
            Output("initiative_penalty", Text("Initiative penalty", "Penalità all'iniziativa", "Penalización a la iniciativa", "Штраф к инициативе")),
            Output("effective_ac", Text("Effective AC", "AC effettiva", "CA efectiva", "Эффективный КБ")),
            Output("roll_needed", Text("d20 needed", "d20 necessario", "d20 necesario", "Нужно на d20")),
            Output("p_hit", Text("Chance to hit", "Probabilità di colpire", "Probabilidad de impactar", "Вероятность попадания")),
            Output("p_hit_fraction", Text("Chance (exact)", "Probabilità (esatta)", "Probabilidad (exacta)", "Вероятность (точно)")),
            Output(
                "on_hit",
                Text("On a hit", "Se colpisce", "Si impacta", "При попадании"),
                codes=(
                    Option("damage", Text("Normal damage", "Danni normali", "Daño normal", "Обычный урон")),
                    Option("object_save", Text("No damage; the object saves or breaks", "Nessun danno; l'oggetto fa un tiro salvezza o si rompe", "Sin daño; el objeto salva o se rompe", "Без урона; предмет делает спасбросок или ломается")),
                ),
            ),
        ),
        compute=_compute,
        readings=(
            Text(
                "The penalty is applied as in the seed's example: location AC 10 with -5 is AC 5; hit on d20 ≥ THAC0 − that AC.",
                "La penalità si applica come nell'esempio del testo: AC 10 con -5 diventa AC 5; si colpisce con d20 ≥ Thac0 − tale AC.",
                "La penalización se aplica como en el ejemplo del texto: CA 10 con -5 es CA 5; se impacta con d20 ≥ GAC0 − esa CA.",
                "Штраф применяется как в примере текста: КБ 10 с -5 даёт КБ 5; попадание при d20 ≥ THAC0 − этот КБ.",
            ),
        ),
    ),
)
