"""003 — critical hits: threat, confirmation roll and the triple 20.

Seed 003, "GOLPES CRÍTICOS" (with "FALLOS Y GOLPES AUTOMÁTICOS" and "TIRADAS DE ATAQUE"):
- an attack hits when d20 + bonus "iguala o excede" the defence used; a natural 1 always
  misses, a natural 20 always hits and is a threat;
- with a wider threat range (e.g. 19–20) a roll in range is a threat only if it hits
  ("Cualquier tirada de ataque que no consiga un golpe no es una amenaza");
- a threat becomes a critical if the critical roll (another attack roll, same modifiers) hits
  the same defence; it need not be a 20;
- "Si al comprobar un crítico te vuelve a salir un 20 natural, vuelve a tirar el d20. Si te sale
  por tercera vez consecutiva un 20, matas a la criatura" — unless it is immune to criticals.

Readings: the triple 20 needs three consecutive natural 20s, the first being the attack roll
itself ("vuelve a salir", "por tercera vez consecutiva"), so a 19 threat never kills outright:
P = 1/8000. The critical roll follows the attack roll's natural 1/20 rules. A creature
immune to criticals takes neither a critical nor the triple-20 kill.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ..declare import BoolField, Calculator, IntField, Output, Text
from ..probability import exact
from ..sources import cite

__all__ = ["attack_hits", "critical_odds", "CriticalOdds", "CALCULATORS", "CRITICAL_SOURCE", "DEFAULT_THREAT", "DEFAULT_MULTIPLIER"]

CRITICAL_SOURCE = cite("003", "GOLPES CRÍTICOS")

# "A menos que se especifique algo distinto, el rango de amenaza para un golpe crítico es 20 y el multiplicador x2."
DEFAULT_THREAT = 20
DEFAULT_MULTIPLIER = 2


def attack_hits(face: int, bonus: int, defense: int) -> bool:
    """One d20 face: natural 20 hits, natural 1 misses, otherwise total ≥ defence."""
    if face == 20:
        return True
    if face == 1:
        return False
    return face + bonus >= defense


@dataclass(frozen=True)
class CriticalOdds:
    """Exact chances for one attack roll."""

    hit: Fraction
    threat: Fraction
    confirm: Fraction
    critical: Fraction  # includes the triple-20 kills
    triple_20: Fraction


def critical_odds(bonus: int, defense: int, threat_from: int = DEFAULT_THREAT, immune: bool = False) -> CriticalOdds:
    """Chances of a hit, a threat, confirming a threat, a critical and the triple-20 kill."""
    hits = [face for face in range(1, 21) if attack_hits(face, bonus, defense)]
    hit = Fraction(len(hits), 20)
    threat = Fraction(sum(1 for face in hits if face >= threat_from), 20)
    confirm = hit  # "otra tirada de ataque con los mismos modificadores"
    if immune:
        return CriticalOdds(hit, threat, confirm, Fraction(0), Fraction(0))
    return CriticalOdds(hit, threat, confirm, threat * confirm, Fraction(1, 20) ** 3)


def _critical(attack_bonus: int, defense: int, threat_from: int, immune: bool) -> dict[str, object]:
    odds = critical_odds(attack_bonus, defense, threat_from, immune)
    result: dict[str, object] = {}
    for key, value in (
        ("p_hit", odds.hit),
        ("p_threat", odds.threat),
        ("p_confirm", odds.confirm),
        ("p_critical", odds.critical),
        ("p_normal_hit", odds.hit - odds.critical),
        ("p_triple_20", odds.triple_20),
    ):
        result[key], result[key + "_fraction"] = exact(value)
    return result


def _pair(key: str, en: str, it: str, es: str, ru: str) -> tuple[Output, Output]:
    return (
        Output(key, Text(en=en, it=it, es=es, ru=ru)),
        Output(key + "_fraction", Text(en=en + " (exact)", it=it + " (esatta)", es=es + " (exacta)", ru=ru + " (точно)")),
    )


CALCULATORS = (
    Calculator(
        name="critical_003",
        title=Text(en="Critical hits", it="Colpi critici", es="Golpes críticos", ru="Критические попадания"),
        summary=Text(
            en="Exact chances of a hit, a threat, its confirmation, a critical and the instant kill on three natural 20s.",
            it="Probabilità esatte di colpire, minacciare, confermare, fare un critico e uccidere con tre 20 naturali.",
            es="Probabilidades exactas de impacto, amenaza, confirmación, golpe crítico y muerte instantánea con tres 20 naturales.",
            ru="Точные вероятности попадания, угрозы, подтверждения, крита и мгновенного убийства тремя натуральными 20.",
        ),
        source=CRITICAL_SOURCE,
        fields=(
            IntField(
                name="attack_bonus",
                label=Text(en="Attack bonus", it="Bonus di attacco", es="Bonificador de ataque", ru="Бонус атаки"),
                minimum=-40,
                maximum=80,
                example=5,
            ),
            IntField(
                name="defense",
                label=Text(en="Target's defence (Dodge, Parry or Base Defence)", it="Difesa del bersaglio (Schivata, Parata o Difesa base)", es="Defensa del blanco (Esquiva, Parada o Defensa Base)", ru="Защита цели (Уклонение, Парирование или Базовая защита)"),
                minimum=0,
                maximum=100,
                example=15,
            ),
            IntField(
                name="threat_from",
                label=Text(en="Threat range from", it="Minaccia da", es="Rango de amenaza desde", ru="Диапазон угрозы от"),
                minimum=2,
                maximum=20,
                default=DEFAULT_THREAT,
                help=Text(en="20 unless stated; e.g. 19 for a longsword (19-20).", it="20 salvo indicazione; es. 19 per la spada lunga (19-20).", es="20 salvo que se indique; p. ej. 19 para la espada larga (19-20).", ru="20, если не указано иное; например 19 для длинного меча (19-20)."),
            ),
            BoolField(
                name="immune",
                label=Text(en="Target immune to criticals", it="Bersaglio immune ai critici", es="Blanco inmune a críticos", ru="Цель невосприимчива к критам"),
            ),
        ),
        outputs=(
            *_pair("p_hit", "Chance to hit", "Probabilità di colpire", "Probabilidad de impactar", "Вероятность попадания"),
            *_pair("p_threat", "Chance of a threat", "Probabilità di minaccia", "Probabilidad de amenaza", "Вероятность угрозы"),
            *_pair("p_confirm", "Chance to confirm a threat", "Probabilità di confermare", "Probabilidad de confirmar", "Вероятность подтвердить угрозу"),
            *_pair("p_critical", "Chance of a critical hit", "Probabilità di critico", "Probabilidad de golpe crítico", "Вероятность крита"),
            *_pair("p_normal_hit", "Chance of a normal hit", "Probabilità di colpo normale", "Probabilidad de golpe normal", "Вероятность обычного попадания"),
            *_pair("p_triple_20", "Chance of killing with three 20s", "Probabilità di uccidere con tre 20", "Probabilidad de matar con tres 20", "Вероятность убить тремя 20"),
        ),
        compute=_critical,
        readings=(
            Text(
                en="The triple 20 needs three consecutive natural 20s starting with the attack roll (\"vuelve a salir\"), so 1/8000 per attack whatever the threat range; it is part of the critical chance.",
                it="Il triplo 20 richiede tre 20 naturali consecutivi a partire dal tiro per colpire (\"vuelve a salir\"), quindi 1/8000 per attacco qualunque sia la minaccia; è compreso nella probabilità di critico.",
                es="El triple 20 exige tres 20 naturales consecutivos empezando por la tirada de ataque (\"vuelve a salir\"), así que 1/8000 por ataque sea cual sea el rango de amenaza; está incluido en la probabilidad de crítico.",
                ru="Тройная 20 требует трёх натуральных 20 подряд, начиная с броска атаки («vuelve a salir»), т. е. 1/8000 на атаку при любом диапазоне угрозы; входит в вероятность крита.",
            ),
            Text(
                en="Hits meet or beat the defence (\"iguala o excede\"); the critical roll keeps the attack roll's natural 1 and 20. Immune targets take neither a critical nor the triple-20 kill.",
                it="Si colpisce eguagliando o superando la difesa (\"iguala o excede\"); il tiro di conferma mantiene l'1 e il 20 naturali. I bersagli immuni non subiscono né critico né l'uccisione col triplo 20.",
                es="Se impacta al igualar o superar la defensa (\"iguala o excede\"); la tirada crítica conserva el 1 y el 20 naturales. Los blancos inmunes no sufren ni crítico ni la muerte del triple 20.",
                ru="Попадание — равно защите или выше («iguala o excede»); у броска подтверждения те же натуральные 1 и 20. Невосприимчивые цели не получают ни крита, ни убийства тройной 20.",
            ),
        ),
    ),
)
