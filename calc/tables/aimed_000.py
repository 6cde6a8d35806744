"""000 — "COLPO MIRATO": to-hit penalty by the size of the aimed part, and the initiative penalty.

Penalties are stored as printed, negative ("penalità di – 3"); the seed calls the table
"indicativa".
"""

from __future__ import annotations

import enum

from ..sources import cite
from . import Gloss, Lines, Printed, Stated, Table

__all__ = ["AimedPart", "AIMED_PENALTY", "AIMED_INITIATIVE", "AIMED_SOURCE", "STATED", "TABLES"]

AIMED_SOURCE = cite("000", "COLPO MIRATO")
AIMED_INITIATIVE = 1  # "una penalità supplementare al suo attacco di + 1 all'iniziativa"


class AimedPart(enum.Enum):
    LARGE = "large"  # es. torso od un oggetto large
    MEDIUM = "medium"  # es. arto od un oggetto medium
    SMALL = "small"  # es. testa od un oggetto small


AIMED_PENALTY: dict[AimedPart, int] = {AimedPart.LARGE: -3, AimedPart.MEDIUM: -4, AimedPart.SMALL: -5}

_PRINTED = {
    AimedPart.LARGE: "Colpire una parte grande del bersaglio (es. torso od un oggetto large)",
    AimedPart.MEDIUM: "Colpire una parte media del bersaglio (es. arto od un oggetto medium)",
    AimedPart.SMALL: "Colpire una parte piccola del bersaglio (es. testa od un oggetto small)",
}

STATED = (
    Stated("AIMED_INITIATIVE", AIMED_INITIATIVE, AIMED_SOURCE, "una penalità supplementare al suo attacco di {} all’iniziativa"),
    *(Stated(f"AIMED_PENALTY[{part.value}]", AIMED_PENALTY[part], AIMED_SOURCE, f"{_PRINTED[part]} penalità di {{}}") for part in AimedPart),
)

TABLES = (
    Table(
        name="aimed_000",
        source=AIMED_SOURCE,
        caption="Colpo mirato",
        columns=("Locazione", "Penalità"),
        rows=tuple((_PRINTED[part], f"– {-AIMED_PENALTY[part]}") for part in AimedPart),
        notes=(
            Gloss("Chi effettua un colpo mirato ottiene una penalità supplementare di + 1 all'iniziativa."),
            Gloss("Contro un oggetto posseduto le penalità si applicano alla classe armatura migliore della creatura; "
                "se colpito, l'oggetto deve effettuare un tiro salvezza per evitare di rompersi."),
        ),
        # The text's rows hold "penalità di" between the cells.
        lines=Lines("Colpire una parte grande", "Il colpo mirato può servire", garbled=tuple(
            piece
            for part in AimedPart
            for piece in (
                Printed(_PRINTED[part], _PRINTED[part], "Locazione"),
                Printed(f"penalità di – {-AIMED_PENALTY[part]}", _PRINTED[part], "Penalità"),
            )
        )),
    ),
)
