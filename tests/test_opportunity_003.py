"""003 "REALIZAR UN ATAQUE DE OPORTUNIDAD", "HEXÁGONOS AMENAZADOS": attacks of opportunity per round, reach."""

import pytest

from calc.rules import opportunity_003 as O
from calc.sources import Seed
from calc.tables.sizes import CreatureSize as Size
from tests.seedtext import seed_text
from tests.answers import answer

TEXT = seed_text(Seed.AKENAR)


@pytest.mark.parametrize("source", [O.AOO_SOURCE, O.THREAT_SOURCE], ids=lambda s: s.section)
def test_sources_are_headings_of_the_seed(source):
    assert "\n" + source.section + "\n" in TEXT


def test_the_numbers_as_printed():
    for line in (
        "si tienes la dote de Reflejos de combate puedes añadir tu bonificador de Destreza al número de ataques de oportunidad",
    ):
        assert line in TEXT


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        ({"dex_mod": 3, "combat_reflexes": True}, {"per_round": 4, "reason": ""}),
        ({"dex_mod": 3}, {"per_round": 1, "reason": ""}),
        ({"dex_mod": -2, "combat_reflexes": True}, {"per_round": 1, "reason": ""}),
        ({"dex_mod": 3, "flat_footed": True}, {"per_round": 0, "reason": "flat_footed"}),
        ({"armed": False}, {"per_round": 0, "reason": "unarmed"}),
        ({"total_defense": True}, {"per_round": 0, "reason": "total_defense"}),
        ({"casting": True}, {"per_round": 0, "reason": "casting"}),
    ],
)
def test_dispatch_aoo(inputs, expected):
    assert answer("attacks_of_opportunity_003", inputs) == expected


@pytest.mark.parametrize(
    ("size", "reach_weapon", "expected"),
    [
        ("fine", False, (True, False, 1)),
        ("medium", False, (True, False, 1)),
        ("large", False, (True, True, 2)),
        ("colossal", False, (True, True, 2)),
        ("small", True, (False, True, 2)),
        ("large", True, (False, True, 2)),
    ],
)
def test_dispatch_reach(size, reach_weapon, expected):
    result = answer("reach_003", {"size": size, "reach_weapon": reach_weapon})
    assert result == dict(zip(("threatens_1m", "threatens_2m", "reach_m"), expected))


def test_sizes_up_to_medium_reach_1_m():
    assert [O.threatened_distances(s, False) for s in Size] == [(1,)] * 5 + [(1, 2)] * 4


def test_every_reason_is_declared_with_words():
    assert {"flat_footed", "unarmed", "total_defense", "casting"} == {o.value for o in O.AOO_REASONS}
