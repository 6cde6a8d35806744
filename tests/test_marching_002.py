"""002 "Ordine di Marcia": PaM shares, d-ranges, reversal from behind, the intelligence note."""

from fractions import Fraction

import pytest

from calc import InputError
from calc.rules.marching_002 import SOURCE, Attacker, attacker_may_choose, pam, pam_total
from calc.sources import Seed
from tests.seedtext import seed_text
from tests.answers import answer
from calc import dispatch

TEXT = seed_text(Seed.NPC_TPC)

# The seed's example, typed from the text: place, chances, probability.
SEED_EXAMPLE = """\
1°: 4 probabilità = 4/10
2°: 3 probabilità = 3/10
3°: 2 probabilità = 2/10
4°: 1 probabilità = 1/10"""


def test_rule_words_occur_verbatim():
    assert "\n" + SOURCE.section + "\n" in TEXT
    assert SEED_EXAMPLE in TEXT
    assert "La probabilità totale, in questo caso, è 10 se verrà da 1 a 4 sarà colpito il primo da 5 a 7 il secondo" in TEXT
    assert "se un attaccante viene da dietro l’ordine di marcia si inverte automaticamente" in TEXT
    assert "un umano od un mostro con intelligenza pari o superiore a 8" in TEXT


@pytest.mark.parametrize("line", SEED_EXAMPLE.splitlines())
def test_seed_example_four_marchers(line):
    place, rest = line.split("°: ")
    chances, fraction = rest.split(" probabilità = ")
    numerator, denominator = map(int, fraction.split("/"))
    share = pam(4)[int(place) - 1]
    assert share.chances == int(chances)
    assert share.total == denominator == 10
    assert share.probability == Fraction(numerator, denominator)


def test_seed_example_ranges_one_to_four_then_five_to_seven():
    assert [(s.low, s.high) for s in pam(4)] == [(1, 4), (5, 7), (8, 9), (10, 10)]


def test_from_behind_the_order_is_reversed():
    shares = pam(4, from_behind=True)
    assert [s.chances for s in shares] == [1, 2, 3, 4]
    assert [(s.low, s.high) for s in shares] == [(10, 10), (8, 9), (5, 7), (1, 4)]


@pytest.mark.parametrize("n", range(2, 21))
@pytest.mark.parametrize("from_behind", [False, True])
def test_shares_cover_the_total_exactly(n, from_behind):
    shares = pam(n, from_behind)
    assert pam_total(n) == sum(range(1, n + 1))
    assert sum(s.probability for s in shares) == 1
    covered = sorted(v for s in shares for v in range(s.low, s.high + 1))
    assert covered == list(range(1, pam_total(n) + 1))


@pytest.mark.parametrize(
    ("attacker", "intelligence", "may_choose"),
    [(Attacker.MONSTER, 7, False), (Attacker.MONSTER, 8, True), (Attacker.MONSTER, 15, True), (Attacker.HUMAN, 3, True)],
)
def test_intelligent_attackers_may_ignore_the_pam(attacker, intelligence, may_choose):
    assert attacker_may_choose(attacker, intelligence) is may_choose


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        (
            {"marchers": 4, "position": 2},
            {
                "total": 10, "chances": 3, "p_attacked": 0.3, "p_attacked_fraction": "3/10", "d_low": 5, "d_high": 7,
                "shares": [
                    {"position": 1, "chances": 4, "low": 1, "high": 4},
                    {"position": 2, "chances": 3, "low": 5, "high": 7},
                    {"position": 3, "chances": 2, "low": 8, "high": 9},
                    {"position": 4, "chances": 1, "low": 10, "high": 10},
                ],
                "attacker_may_choose": False,
            },
        ),
        (
            {"marchers": 3, "position": 1, "from_behind": "true", "attacker": "monster", "intelligence": 8},
            {
                "total": 6, "chances": 1, "p_attacked": 1 / 6, "p_attacked_fraction": "1/6", "d_low": 6, "d_high": 6,
                "shares": [
                    {"position": 1, "chances": 1, "low": 6, "high": 6},
                    {"position": 2, "chances": 2, "low": 4, "high": 5},
                    {"position": 3, "chances": 3, "low": 1, "high": 3},
                ],
                "attacker_may_choose": True,
            },
        ),
    ],
)
def test_dispatch(inputs, expected):
    assert answer("marching_order_002", inputs) == expected


@pytest.mark.parametrize(
    ("inputs", "field"),
    [
        ({"marchers": 1}, "marchers"),  # "più di un umano": at least two
        ({"attacker": "elf"}, "attacker"),
        ({"intelligence": -1}, "intelligence"),
    ],
)
def test_bad_input_names_the_field(inputs, field):
    with pytest.raises(InputError) as error:
        answer("marching_order_002", inputs)
    assert error.value.field == field


def test_a_place_beyond_the_marchers_is_unused_and_every_place_still_answers():
    result = dispatch("marching_order_002", {"marchers": 4, "position": 5})
    assert (result["chances"], result["p_attacked"], result["ignored"]) == (None, None, ["position"])
    assert [s["chances"] for s in result["shares"]] == [4, 3, 2, 1]


def test_every_place_reads_one_a_line_in_the_readers_language():
    """The shares once read "position: 1; chances: 4; low: 1; high: 4, position: 2; ..." on the
    Italian page: the result's own keys, in English, run together."""
    from tests.answers import shown

    assert shown("marching_order_002", {"marchers": 4}, "it")["shares"].splitlines() == [
        "Posto 1: tiro 1–4 (4 probabilità)",
        "Posto 2: tiro 5–7 (3 probabilità)",
        "Posto 3: tiro 8–9 (2 probabilità)",
        "Posto 4: tiro 10–10 (1 probabilità)",
    ]
