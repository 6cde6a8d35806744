"""Field ranges text 000's calculators share: THAC0, armour class, ability scores, initiative.

The seed plays by AD&D's numbers ("si utilizzerà la Thac0 del migliore degli attaccanti",
"classe armatura naturale … di solito AC 10 – dex", "SOPPRIMERE UN AVVERSARIO"): THAC0 and AC
are the character's own, so each field takes any value a character can have."""

from __future__ import annotations

from ..sources import cite

__all__ = ["THAC0_FIELD_RANGE", "AC_FIELD_RANGE", "SCORE_FIELD_RANGE", "INITIATIVE_FIELD_RANGE", "RANGES_SOURCE"]

RANGES_SOURCE = cite("000", "SOPPRIMERE UN AVVERSARIO")

THAC0_FIELD_RANGE = (-10, 30)
AC_FIELD_RANGE = (-10, 10)
SCORE_FIELD_RANGE = (1, 25)  # ability scores for checks; 18/xx is entered as 18
INITIATIVE_FIELD_RANGE = (-10, 30)  # an initiative factor, or a penalty added to one
