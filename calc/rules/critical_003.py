"""003 — critical hits: threat, confirmation roll and the triple 20.

Seed 003, "GOLPES CRÍTICOS" (with "FALLOS Y GOLPES AUTOMÁTICOS" and "TIRADAS DE ATAQUE"):
- an attack hits when d20 + bonus "iguala o excede" the defense used; a natural 1 always
  misses, a natural 20 always hits and is a threat;
- with a wider threat range (e.g. 19–20) a roll in range is a threat only if it hits
  ("Cualquier tirada de ataque que no consiga un golpe no es una amenaza");
- a threat becomes a critical if the critical roll (another attack roll, same modifiers) hits
  the same defense; it need not be a 20;
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

from ..declare import BoolField, Calculator, IntField, Origin, Side
from ..i18n import _
from ..vocab import ATTACK_BONUS, CRITICAL_IMMUNITY, THREAT_RANGE, probability_outputs
from ..probability import exact
from ..sources import cite
from ..tables import Stated
from ..tables.attack_003 import NATURAL_HIT, NATURAL_MISS
from .defense_003 import DEFENSE_RANGE

__all__ = ["attack_hits", "is_threat", "critical_odds", "CriticalOdds", "CALCULATORS", "CRITICAL_SOURCE", "DEFAULT_THREAT", "DEFAULT_MULTIPLIER", "STATED"]

CRITICAL_SOURCE = cite("003", "GOLPES CRÍTICOS")

# "A menos que se especifique algo distinto, el rango de amenaza para un golpe crítico es 20 y el multiplicador x2."
DEFAULT_THREAT = 20
DEFAULT_MULTIPLIER = 2
STATED = (
    Stated("DEFAULT_THREAT", DEFAULT_THREAT, CRITICAL_SOURCE, "el rango de amenaza para un golpe crítico es {} y"),
    Stated("DEFAULT_MULTIPLIER", DEFAULT_MULTIPLIER, CRITICAL_SOURCE, "es 20 y el multiplicador x{}."),
)


def attack_hits(face: int, bonus: int, defense: int) -> bool:
    """One d20 face: natural 20 hits, natural 1 misses, otherwise total ≥ defense."""
    if face == NATURAL_HIT:
        return True
    if face == NATURAL_MISS:
        return False
    return face + bonus >= defense


def is_threat(face: int, bonus: int, defense: int, threat_from: int = DEFAULT_THREAT) -> bool:
    """A face in the threat range is a threat only if it hits ("Cualquier tirada de ataque que no
    consiga un golpe no es una amenaza")."""
    return face >= threat_from and attack_hits(face, bonus, defense)


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
    hit = Fraction(sum(attack_hits(face, bonus, defense) for face in range(1, 21)), 20)
    threat = Fraction(sum(is_threat(face, bonus, defense, threat_from) for face in range(1, 21)), 20)
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


CALCULATORS = (
    Calculator(
        name="critical_003",
        primary="p_critical",
        title=_("Critical hits"),
        summary=_(
            "Exact chances of a hit, a threat, its confirmation, a critical and the instant kill "
            "on three natural 20s.",
        ),
        source=CRITICAL_SOURCE,
        fields=(
            IntField(
                name="attack_bonus",
                label=_("Attack bonus"),
                minimum=-40,
                maximum=80,
                example=5,
                trait=ATTACK_BONUS,
                side=Side.SELF,
            ),
            IntField(
                name="defense",
                label=_("Target's defense (Dodge, Parry or Base Defense)"),
                minimum=DEFENSE_RANGE[0],
                maximum=DEFENSE_RANGE[1],
                example=15,
            ),
            IntField(
                name="threat_from",
                label=_("Threat range from"),
                minimum=2,
                maximum=20,
                default=DEFAULT_THREAT,
                help=_("20 unless stated; e.g. 19 for a longsword (19-20)."),
                origin=Origin.WEAPON_TABLE,
                trait=THREAT_RANGE,
                side=Side.SELF,
            ),
            BoolField(
                name="immune",
                label=_("Target immune to criticals"),
                trait=CRITICAL_IMMUNITY,
                side=Side.OPPONENT,
            ),
        ),
        outputs=(
            *probability_outputs("p_hit", _("Chance to hit")),
            *probability_outputs("p_threat", _("Chance of a threat")),
            *probability_outputs("p_confirm", _("Chance to confirm a threat")),
            *probability_outputs("p_critical", _("Chance of a critical hit")),
            *probability_outputs("p_normal_hit", _("Chance of a normal hit")),
            *probability_outputs("p_triple_20", _("Chance of killing with three 20s")),
        ),
        compute=_critical,
        readings=(
            _(
                "The triple 20 needs three consecutive natural 20s starting with the attack roll (\"vuelve"
                " a salir\"), so 1/8000 per attack whatever the threat range; it is part of the critical "
                "chance.",
            ),
            _(
                "Hits meet or beat the defense (\"iguala o excede\"); the critical roll keeps the attack "
                "roll's natural 1 and 20. Immune targets take neither a critical nor the triple-20 kill.",
            ),
        ),
    ),
)
