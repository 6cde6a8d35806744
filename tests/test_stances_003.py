"""003: fighting defensively (as a standard or a full-round action), total defense, running."""

import pytest

from calc.rules import stances_003 as S
from calc.sources import Seed
from tests.seedtext import seed_text
from tests.answers import answer

TEXT = seed_text(Seed.AKENAR)


@pytest.mark.parametrize("source", [S.DEFENSIVE_SOURCE, S.TOTAL_DEFENSE_SOURCE], ids=lambda s: s.section)
def test_sources_are_headings_of_the_seed(source):
    assert "\n" + source.section + "\n" in TEXT


def test_dodge_bonuses_are_dodge_only_as_printed():
    assert "Los bonificadores de esquiva se aplican sólo a la Esquiva, no se añaden a la Parada del personaje." in TEXT


@pytest.mark.parametrize(
    ("stance", "expected"),
    [
        ("none", (0, 10, 14, 13, True, True, True, True)),
        ("defensive", (-4, 12, 16, 15, True, True, True, True)),  # +2 "de Defensa": every defense
        ("defensive_full", (-4, 10, 16, 13, True, True, True, True)),  # +2 "de esquiva": Dodge only
        ("total_defense", (0, 10, 18, 13, False, True, True, False)),
        ("run", (0, 12, 16, 15, False, False, False, True)),
        ("run_feat", (0, 12, 16, 15, False, True, False, True)),
    ],
)
def test_dispatch_stance(stance, expected):
    keys = ("attack_modifier", "base_defense", "dodge", "parry", "can_attack", "can_dodge", "can_parry", "can_make_aoo")
    assert answer("defensive_stance_003", {"stance": stance, "base_defense": 10, "dodge": 14, "parry": 13}) == dict(zip(keys, expected))
