"""000 — monster strength from the rolled score and the creature's size.

"Ricordarsi che la forza dei mostri se non è specificato è pari al risultato del tiro in
questa tabella" (inside "AFFERRARE UN OGGETTO"): look the rolled score (3–18; one row for
9-12) up in the creature's size column. The result is printed exactly as the table prints
it (``18/51``, ``19``…). Also here: the size choices shared by this seed's size rules.
"""

from __future__ import annotations

from ..declare import Calculator, ChoiceField, IntField, Option, Output
from ..i18n import Message, _
from ..tables.sizes import CreatureSize
from ..tables.sizes_000 import CREATURE_SIZES, SIZE_LETTERS
from ..tables.strength_000 import PRINTED, SCORE_MAX, SCORE_MIN, STRENGTH_ROWS, STRENGTH_SOURCE, TABLE_NAME, MonsterStrength

__all__ = [
    "monster_strength",
    "strength_cell",
    "SIZE_LABELS",
    "letter_size_options",
    "LETTER_ALIASES",
    "CALCULATORS",
]

SIZE_LABELS: dict[CreatureSize, Message] = {
    CreatureSize.TINY: _("Tiny (T)"),
    CreatureSize.SMALL: _("Small (S)"),
    CreatureSize.MEDIUM: _("Medium (M)"),
    CreatureSize.LARGE: _("Large (L)"),
    CreatureSize.HUGE: _("Huge (H)"),
    CreatureSize.GARGANTUAN: _("Gargantuan (G)"),
}


def letter_size_options() -> tuple[Option, ...]:
    """Creature size choices, valued as every other calculator's sizes (tiny … gargantuan) and
    labelled with the strength table's column letters (T S M L H G)."""
    return tuple(Option(size.value, SIZE_LABELS[size]) for size in CREATURE_SIZES)


# The column letters, the size's values before they were named as everywhere else: still read.
LETTER_ALIASES = tuple((SIZE_LETTERS[size], size.value) for size in CREATURE_SIZES)


def monster_strength(score: int, size: CreatureSize) -> MonsterStrength:
    """The table cell for a rolled ``score`` (3–18) and ``size``."""
    return STRENGTH_ROWS[score][size]


def strength_cell(score: int, size: str) -> tuple[str, int, int]:
    """Where the table prints the strength for ``score`` and ``size`` (its column)."""
    row = next(i for i, (_band, low, high, _cells) in enumerate(PRINTED) if low <= score <= high)
    return TABLE_NAME, row, CREATURE_SIZES.index(CreatureSize(size)) + 1  # column 0 is the score


def _strength(score: int, size: str) -> dict[str, object]:
    return {"strength": monster_strength(score, CreatureSize(size)).printed}


CALCULATORS = (
    Calculator(
        name="strength",
        title=_("Monster strength"),
        summary=_(
            "A monster's strength when its description gives none: the rolled score read in the "
            "column of its size.",
        ),
        source=STRENGTH_SOURCE,
        fields=(
            IntField(
                name="score",
                label=_("Rolled score"),
                minimum=SCORE_MIN,
                maximum=SCORE_MAX,
                help=_("Scores 9 to 12 share one row of the table."),
                example=12,
            ),
            ChoiceField(
                name="size",
                label=_("Size"),
                options=letter_size_options(),
                aliases=LETTER_ALIASES,
            ),
        ),
        outputs=(
            Output("strength", _("Strength")),
        ),
        compute=_strength,
        lookup=strength_cell,
    ),
)
