"""000 monster strength table ("Ricordarsi che la forza dei mostri ..."), cell by cell."""

import pytest

from calc import InputError
from calc.rules.strength_000 import LETTER_ALIASES, monster_strength
from calc.sources import Seed
from calc.tables import table
from calc.tables.sizes import CreatureSize
from calc.tables.sizes_000 import CREATURE_SIZES
from calc.tables.strength_000 import STRENGTH_ROWS, STRENGTH_SOURCE, MonsterStrength
from tests.seedtext import normalise, seed_text
from tests.answers import answer

# Typed from the seed, row by row: Score, then T S M L H G.
SEED_TABLE = """
3     2   4   6   13     15     18
4     3   5   7   14     17     18/01
5     4   6   8   15     18     18/51
6     5   7   9   16     18/01  18/76
7     6   8   10  17     18/51  18/91
8     7   9   11  18     18/76  18/00
9-12  8   10  12  18/01  18/91  19
13    10  11  13  18/51  18/00  20
14    11  12  14  18/76  19     21
15    12  13  15  18/91  20     22
16    13  14  16  18/00  21     23
17    14  15  17  19     22     24
18    15  16  18  20     23     25
"""
LETTERS = ("T", "S", "M", "L", "H", "G")
SEED_ROWS = [line.split() for line in SEED_TABLE.strip().splitlines()]


def size_from_letter(letter: str) -> CreatureSize:
    """The size whose column of the table is headed ``letter``."""
    return CreatureSize(dict(LETTER_ALIASES)[letter])


def _scores(band: str) -> range:
    low, _, high = band.partition("-")
    return range(int(low), int(high or low) + 1)


# One case per (score, size): the 9-12 row stands for four scores.
CELLS = [
    (score, letter, cell)
    for band, *cells in SEED_ROWS
    for score in _scores(band)
    for letter, cell in zip(LETTERS, cells)
]


def test_typed_rows_are_the_seed_rows():
    # Independent check of the typing above: each row, whitespace aside, is a line of the seed.
    seed_lines = {" ".join(line.split()) for line in seed_text(Seed.AD2E_HOUSE).splitlines()}
    assert "Score T S M L H G" in seed_lines
    for row in SEED_ROWS:
        assert " ".join(row) in seed_lines


def test_every_score_and_size_is_covered():
    assert len(CELLS) == 16 * 6
    assert sorted(STRENGTH_ROWS) == list(range(3, 19))
    assert all(tuple(row) == CREATURE_SIZES for row in STRENGTH_ROWS.values())


@pytest.mark.parametrize(("score", "letter", "cell"), CELLS)
def test_every_cell_matches_the_seed(score, letter, cell):
    assert STRENGTH_ROWS[score][size_from_letter(letter)].printed == cell
    assert answer("strength", {"score": score, "size": letter}) == {"strength": cell}


def test_printable_table_is_the_seed_table():
    t = table("monster_strength_000")
    assert t.columns == ("Score", *LETTERS)
    assert [list(row) for row in t.rows] == SEED_ROWS
    assert t.source == STRENGTH_SOURCE


def test_source_line_is_verbatim_in_the_seed():
    assert STRENGTH_SOURCE.seed is Seed.AD2E_HOUSE
    assert normalise(STRENGTH_SOURCE.section) in normalise(seed_text(Seed.AD2E_HOUSE))


@pytest.mark.parametrize(
    ("letter", "size"),
    [("T", CreatureSize.TINY), ("S", CreatureSize.SMALL), ("M", CreatureSize.MEDIUM),
     ("L", CreatureSize.LARGE), ("H", CreatureSize.HUGE), ("G", CreatureSize.GARGANTUAN)],
)
def test_column_letters_are_the_sizes(letter, size):
    assert size_from_letter(letter) is size


@pytest.mark.parametrize(("letter", "size"), LETTER_ALIASES)
def test_the_size_is_named_as_elsewhere_and_the_letters_still_read(letter, size):
    # Before, strength alone took T S M L H G; old links and commands must keep working.
    assert answer("strength", {"score": 13, "size": letter}) == answer("strength", {"score": 13, "size": size})


@pytest.mark.parametrize(
    ("printed", "score", "exceptional"),
    [("18/01", 18, 1), ("18/51", 18, 51), ("18/00", 18, 100), ("19", 19, None), ("2", 2, None)],
)
def test_exceptional_strength_is_read_and_printed_back(printed, score, exceptional):
    value = MonsterStrength.parse(printed)
    assert (value.score, value.exceptional) == (score, exceptional)
    assert value.printed == printed


@pytest.mark.parametrize(("score", "letter", "check"), [(3, "T", 2), (5, "G", 18), (8, "G", 18), (18, "G", 25), (13, "L", 18)])
def test_checks_roll_against_the_whole_score(score, letter, check):
    assert monster_strength(score, size_from_letter(letter)).score == check  # 18/xx counts as 18


def test_quirks_kept_from_the_source():
    assert STRENGTH_ROWS[12][CreatureSize.TINY].printed == "8"
    assert STRENGTH_ROWS[13][CreatureSize.TINY].printed == "10"  # no 9 in column T
    assert STRENGTH_ROWS[3][CreatureSize.HUGE].printed == "15"
    assert STRENGTH_ROWS[4][CreatureSize.HUGE].printed == "17"  # no 16 in column H


@pytest.mark.parametrize(
    ("inputs", "field"),
    [
        ({"score": 2, "size": "M"}, "score"),
        ({"score": 19, "size": "M"}, "score"),
        ({"score": 10, "size": "X"}, "size"),
        ({"score": 10, "size": "colossal"}, "size"),  # a size of text 003, not of this table
        ({"size": "M"}, "score"),
        ({"score": 10}, "size"),
    ],
)
def test_bad_input_names_the_field(inputs, field):
    with pytest.raises(InputError) as error:
        answer("strength", inputs)
    assert error.value.field == field


@pytest.mark.parametrize(("score", "size", "row", "column"), [(3, "T", 0, 1), (10, "L", 6, 4), (12, "G", 6, 6), (18, "M", 12, 3)])
def test_the_looked_up_cell_is_the_one_printed(score, size, row, column):
    from calc import get
    from calc.tables import table

    cell = get("strength").looked_up({"score": score, "size": size})
    assert cell == {"table": "monster_strength_000", "row": row, "column": column}
    printed = table("monster_strength_000").rows[row][column]
    assert printed == answer("strength", {"score": score, "size": size})["strength"]
