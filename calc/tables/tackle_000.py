"""000 — "SOPPRIMERE UN AVVERSARIO" (tackle) and "BUTTARSI DAVANTI AI COLPI DEGLI AVVERSARI".

Tackle: to-hit roll against the natural AC with the best attacker's THAC0, +1 per further
participant; then an opposed strength check with the three modifiers of the seed's
bullet list (±4 per size step, +1 per eligible extra attacker, −4 against four or more
legs). Throwing oneself before an enemy's blows: attacks on the one who does it get +3
to hit and up to +3 on the damage die.
"""

from __future__ import annotations

from ..sources import cite
from . import Gloss, Stated, Table

__all__ = [
    "TACKLE_SOURCE",
    "THROW_SOURCE",
    "TO_HIT_PER_EXTRA_ATTACKER",
    "SIZE_STEP_MODIFIER",
    "MAX_DEFENDER_SIZES_LARGER",
    "EXTRA_ATTACKER_MODIFIER",
    "EXTRA_ATTACKER_MAX_SIZES_SMALLER",
    "FOUR_LEGS_MODIFIER",
    "THROW_REFUSED_SIZES_LARGER",
    "THROW_TO_HIT_BONUS",
    "THROW_DAMAGE_DIE_BONUS",
    "STATED",
    "TABLES",
]

TACKLE_SOURCE = cite("000", "SOPPRIMERE UN AVVERSARIO")
THROW_SOURCE = cite("000", "BUTTARSI DAVANTI AI COLPI DEGLI AVVERSARI")

# "la Thac0 del migliore degli attaccanti con un bonus di + 1 per ogni ulteriore partecipante"
TO_HIT_PER_EXTRA_ATTACKER = 1
# "+ / – 4 per taglia di differenza fra il difensore e l'attaccante"
SIZE_STEP_MODIFIER = 4
# "in nessun caso è possibile provare ad atterrare creature che siano di più di due taglie superiori"
MAX_DEFENDER_SIZES_LARGER = 2
# "+ 1 per ogni attaccante addizionale che non sia di più di due taglie di dimensioni inferiori"
EXTRA_ATTACKER_MODIFIER = 1
EXTRA_ATTACKER_MAX_SIZES_SMALLER = 2
# "– 4 alla forza dell’attaccante se il difensore è dotato di quattro o più zampe"
FOUR_LEGS_MODIFIER = -4

# "un unico nemico ... che non sia di due o più taglie superiori rispetto alla propria"
THROW_REFUSED_SIZES_LARGER = 2
# "bonus di + 3 al tiro per colpire e fino a + 3 al punteggio sul dado base delle ferite"
THROW_TO_HIT_BONUS = 3
THROW_DAMAGE_DIE_BONUS = 3

STATED = (
    Stated("TO_HIT_PER_EXTRA_ATTACKER", TO_HIT_PER_EXTRA_ATTACKER, TACKLE_SOURCE, "con un bonus di {} per ogni ulteriore partecipante"),
    Stated("SIZE_STEP_MODIFIER", SIZE_STEP_MODIFIER, TACKLE_SOURCE, "+ / – {} per taglia di differenza"),
    Stated("MAX_DEFENDER_SIZES_LARGER", MAX_DEFENDER_SIZES_LARGER, TACKLE_SOURCE, "creature che siano di più di {} taglie superiori"),
    Stated("EXTRA_ATTACKER_MODIFIER", EXTRA_ATTACKER_MODIFIER, TACKLE_SOURCE, "{} per ogni attaccante addizionale"),
    Stated("EXTRA_ATTACKER_MAX_SIZES_SMALLER", EXTRA_ATTACKER_MAX_SIZES_SMALLER, TACKLE_SOURCE, "che non sia di più di {} taglie di dimensioni inferiori"),
    Stated("FOUR_LEGS_MODIFIER", FOUR_LEGS_MODIFIER, TACKLE_SOURCE, "{} alla forza dell’attaccante se il difensore"),
    Stated("THROW_REFUSED_SIZES_LARGER", THROW_REFUSED_SIZES_LARGER, THROW_SOURCE, "che non sia di {} o più taglie superiori"),
    Stated("THROW_TO_HIT_BONUS", THROW_TO_HIT_BONUS, THROW_SOURCE, "otterranno un bonus di {} al tiro per colpire e fino a"),
    Stated("THROW_DAMAGE_DIE_BONUS", THROW_DAMAGE_DIE_BONUS, THROW_SOURCE, "al tiro per colpire e fino a {} al punteggio sul dado base"),
)


def _signed(n: int) -> str:
    return f"+ {n}" if n > 0 else f"– {-n}"

TABLES = (
    Table(
        name="tackle_000",
        source=TACKLE_SOURCE,
        caption="Soppressione: modificatori alla prova comparata di forza",
        columns=("Modificatore", "Condizione"),
        rows=(
            (
                f"+ / – {SIZE_STEP_MODIFIER}",
                "per taglia di differenza fra il difensore e l'attaccante (si noti che in nessun caso è possibile "
                "provare ad atterrare creature che siano di più di due taglie superiori)",
            ),
            (
                _signed(EXTRA_ATTACKER_MODIFIER),
                "per ogni attaccante addizionale che non sia di più di due taglie di dimensioni inferiori rispetto al difensore",
            ),
            (_signed(FOUR_LEGS_MODIFIER), "alla forza dell’attaccante se il difensore è dotato di quattro o più zampe"),
        ),
        notes=(
            Gloss("Tiro per colpire contro la classe armatura naturale dell’avversario (di solito AC 10 – dex ed alcune "
                f"magie), con la Thac0 del migliore degli attaccanti e un bonus di {_signed(TO_HIT_PER_EXTRA_ATTACKER)} per ogni "
                "ulteriore partecipante."),
        ),
    ),
)
