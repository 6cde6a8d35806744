"""000 — monster strength from the rolled score and the creature's size.

"Ricordarsi che la forza dei mostri se non è specificato è pari al risultato del tiro in
questa tabella" (inside "AFFERRARE UN OGGETTO"): look the rolled score (3–18; one row for
9-12) up in the creature's size column. The result is printed exactly as the table prints
it (``18/51``, ``19``…). Also here: the size choices shared by this seed's size rules.
"""

from __future__ import annotations

from ..declare import Calculator, ChoiceField, IntField, Option, Output, Text
from ..tables.sizes_000 import CreatureSize
from ..tables.strength_000 import SCORE_MAX, SCORE_MIN, STRENGTH_ROWS, STRENGTH_SOURCE, MonsterStrength

__all__ = [
    "monster_strength",
    "check_score",
    "size_from_letter",
    "SIZE_LABELS",
    "size_options",
    "letter_size_options",
    "CALCULATORS",
]

SIZE_LABELS: dict[CreatureSize, Text] = {
    CreatureSize.TINY: Text(en="Tiny (T)", it="Tiny, minuscola (T)", es="Diminuta (Tiny, T)", ru="Крошечный (T)"),
    CreatureSize.SMALL: Text(en="Small (S)", it="Small, piccola (S)", es="Pequeña (Small, S)", ru="Маленький (S)"),
    CreatureSize.MEDIUM: Text(en="Medium (M)", it="Medium, media (M)", es="Mediana (Medium, M)", ru="Средний (M)"),
    CreatureSize.LARGE: Text(en="Large (L)", it="Large, grande (L)", es="Grande (Large, L)", ru="Большой (L)"),
    CreatureSize.HUGE: Text(en="Huge (H)", it="Huge, enorme (H)", es="Enorme (Huge, H)", ru="Огромный (H)"),
    CreatureSize.GARGANTUAN: Text(
        en="Gargantuan (G)", it="Gargantuan, mastodontica (G)", es="Gargantuesca (Gargantuan, G)", ru="Гигантский (G)"
    ),
}


def size_options() -> tuple[Option, ...]:
    """Creature size choices valued as the seed's other calculators value them ("tiny" … "gargantuan")."""
    return tuple(Option(size.value, SIZE_LABELS[size]) for size in CreatureSize)


def letter_size_options() -> tuple[Option, ...]:
    """Creature size choices valued by the strength table's column letters (T S M L H G)."""
    return tuple(Option(size.letter, SIZE_LABELS[size]) for size in CreatureSize)


def size_from_letter(letter: str) -> CreatureSize:
    """The size whose column letter is ``letter``."""
    for size in CreatureSize:
        if size.letter == letter:
            return size
    raise ValueError(f"no size lettered {letter!r}")


def monster_strength(score: int, size: CreatureSize) -> MonsterStrength:
    """The table cell for a rolled ``score`` (3–18) and ``size``."""
    return STRENGTH_ROWS[score][size]


def check_score(strength: MonsterStrength) -> int:
    """The number a d20 strength check is rolled against: 18/xx counts as 18 (AD&D usage)."""
    return strength.score


def _strength(score: int, size: str) -> dict[str, object]:
    return {"strength": monster_strength(score, size_from_letter(size)).printed}


CALCULATORS = (
    Calculator(
        name="strength",
        title=Text(
            en="Monster strength",
            it="Forza dei mostri",
            es="Fuerza de los monstruos",
            ru="Сила монстров",
        ),
        summary=Text(
            en="A monster's strength when its description gives none: the rolled score read in the column of its size.",
            it="La forza di un mostro quando non è specificata: il punteggio tirato letto nella colonna della sua taglia.",
            es="La fuerza de un monstruo cuando no se especifica: la puntuación tirada leída en la columna de su tamaño.",
            ru="Сила монстра, если она не указана: выброшенное значение, найденное в столбце его размера.",
        ),
        source=STRENGTH_SOURCE,
        fields=(
            IntField(
                name="score",
                label=Text(en="Rolled score", it="Punteggio tirato (Score)", es="Puntuación tirada", ru="Выброшенное значение"),
                minimum=SCORE_MIN,
                maximum=SCORE_MAX,
                help=Text(
                    en="Scores 9 to 12 share one row of the table.",
                    it="I punteggi da 9 a 12 condividono una riga della tabella.",
                    es="Las puntuaciones de 9 a 12 comparten una fila de la tabla.",
                    ru="Значения от 9 до 12 занимают одну строку таблицы.",
                ),
                example=12,
            ),
            ChoiceField(
                name="size",
                label=Text(en="Size", it="Taglia", es="Tamaño", ru="Размер"),
                options=letter_size_options(),
            ),
        ),
        outputs=(
            Output("strength", Text(en="Strength", it="Forza", es="Fuerza", ru="Сила")),
        ),
        compute=_strength,
    ),
)
