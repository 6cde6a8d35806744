"""000 "SITUAZIONI PARTICOLARI DI COMBATTIMENTO": conditions, back attack, elevation, the ground, waking."""

from fractions import Fraction

import pytest

from calc import InputError
from calc.rules.conditions_000 import attack_modifiers
from calc.sources import Seed
from calc.tables import tables
from calc.tables.conditions_000 import (
    BACK_ATTACK_SOURCE,
    CONDITIONS,
    CONDITIONS_SOURCE,
    ELEVATED_SOURCE,
    SLEEP_ROUNDS,
    ConditionKey as K,
)
from tests.seedtext import seed_text
from tests.answers import answer
from calc import dispatch

TEXT = seed_text(Seed.AD2E_HOUSE)

# Typed from the seed, per condition:
# (key, attackers to-hit, attackers die, no dex, no shield, to_hit, checks, initiative, damage,
#  concentration %, saves %, effect rolls, sight rolls, sight saves %, surprise, spell fail %,
#  verbal spell fail %, movement, can act)
SEED_CONDITIONS = [
    (K.BUSY, 0, 0, True, True, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, None, True),
    (K.BUSY_STATIC, 2, 0, True, True, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, None, True),
    (K.PRONE, 2, 0, True, False, -2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, None, True),
    (K.DEBILITATED, 1, 0, False, False, -1, -1, 1, 0, 10, -5, 0, 0, 0, 0, 0, 0, None, True),
    (K.INCAPACITATED, 2, 0, False, False, -2, -2, 2, -1, 20, -10, 0, 0, 0, 0, 0, 0, Fraction(1, 2), True),
    (K.HINDERED, 3, 0, False, False, -3, -3, 3, -2, 30, -15, 0, 0, 0, 0, 0, 0, Fraction(1, 2), True),
    (K.STUNNED, 3, 1, True, True, 0, 0, 0, 0, 0, -15, 0, 0, 0, 0, 0, 0, Fraction(0), False),
    (K.HOLD, 5, 3, True, True, 0, 0, 0, 0, 0, -25, -5, 0, 0, 0, 0, 0, Fraction(0), False),
    (K.DEAF, 0, 0, False, False, 0, 0, 1, 0, 0, 0, 0, 0, 0, -1, 0, 20, None, True),
    (K.BLIND, 4, 2, True, True, -4, 0, 0, 0, 0, 0, 0, -4, -20, 0, 0, 0, Fraction(1, 3), True),
    (K.AVOIDING_SIGHT, 2, 0, False, False, -2, -2, 0, 0, 0, 0, 0, -2, -10, 0, 25, 0, None, True),
    (K.SLEEP, 5, 3, True, True, 0, 0, 0, 0, 0, -25, -5, 0, 0, 0, 0, 0, Fraction(0), False),
]


def test_every_condition_is_listed_once():
    assert [row[0] for row in SEED_CONDITIONS] == list(CONDITIONS)


@pytest.mark.parametrize("row", SEED_CONDITIONS, ids=lambda r: r[0].value)
def test_every_condition_field_matches_the_seed(row):
    c = CONDITIONS[row[0]]
    assert (
        c.key,
        c.attackers_to_hit,
        c.attackers_die,
        c.no_dex,
        c.no_shield,
        c.to_hit,
        c.checks,
        c.initiative,
        c.damage,
        c.concentration_fail,
        c.saves_pct,
        c.effect_rolls,
        c.sight_rolls,
        c.sight_saves_pct,
        c.surprise,
        c.spell_fail,
        c.verbal_spell_fail,
        c.movement,
        c.can_act,
    ) == row


# The condition headings in the seed's order, then the next heading after them.
HEADINGS = [
    "Impegnato in attività diverse dal combattimento",
    "Steso al suolo (knockdown)",
    "Debilitato (debilitated)",
    "Incapacitato (incapacitated)",
    "Impedito (hindered)",
    "Stordito (stunned)",
    "Paralizzato (hold)",
    "Assordato (deaf)",
    "Accecato (blind)",
    "Evitare lo sguardo (Avoiding Sight)",
    "Addormentato (sleep)",
    "Attacco alle spalle",
]


def _paragraph(heading: str) -> str:
    """The seed's text from ``heading`` to the next condition heading."""
    start = TEXT.index(heading)
    return TEXT[start : TEXT.index(HEADINGS[HEADINGS.index(heading) + 1], start)]


# Phrases that must stand in the condition's own paragraph, as printed.
@pytest.mark.parametrize(
    ("heading", "phrases"),
    [
        ("Debilitato (debilitated)", ["-1 ai tiri per colpire", "-1 a tutte le prove", "+1 all'iniziativa", "10% di non riuscire", "-5% a tutti i tiri salvezza", "bonus di +1 al tiro per colpire"]),
        ("Incapacitato (incapacitated)", ["-2 ai tiri per colpire", "-2 a tutte le prove", "+2 all'iniziativa", "-1 ai danni", "20% di non riuscire", "metà del fattore movimento", "-10% a tutti", "bonus di +2"]),
        ("Impedito (hindered)", ["-3 ai tiri per colpire", "-3 a tutte le prove", "+3 all'iniziativa", "-2 ai danni", "30% di non riuscire", "metà del fattore movimento", "-15% a tutti", "bonus di +3"]),
        ("Stordito (stunned)", ["-15% ai tiri salvezza", "+3 al tiro per colpire e +1 al punteggio sul dado base", "destrezza e dello scudo"]),
        ("Paralizzato (hold)", ["-5 (-25% ai tiri salvezza)", "+5 al tiro per colpire e +3 al punteggio sul dado base", "destrezza e dello scudo"]),
        ("Assordato (deaf)", ["-1 ai tiri sulla sorpresa", "+1 ai tiri per l'iniziativa", "20% di fallire"]),
        ("Accecato (blind)", ["1/3 della sua velocità", "1-5", "1-7 se si possiede la competenza blind fighting", "-4 al tiro per colpire", "-4 a tutte le prove", "-20% ai tiri salvezza", "+4 al tiro per colpire e +2 al punteggio"]),
        ("Evitare lo sguardo (Avoiding Sight)", ["50%", "+1 al tiro salvezza", "-2 a tutti i suoi tiri ed il 25%", "-10% ai tiri salvezza", "bonus di +2"]),
        ("Addormentato (sleep)", ["-5 (-25% ai tiri salvezza)", "+5 al tiro per colpire e +3 al punteggio sul dado base"]),
        ("Steso al suolo (knockdown)", ["+2 al tiro per colpire e non si considera la destrezza", "malus di -2 ai propri tiri per colpire", "malus di -2 al tiro per colpire con armi da tiro se da una distanza superiore ai 30 metri"]),
        ("Impegnato in attività diverse dal combattimento", ["destrezza e dello scudo", "bonus di +2 al tiro per colpire"]),
    ],
)
def test_condition_paragraphs_print_these_numbers(heading, phrases):
    paragraph = _paragraph(heading)
    for phrase in phrases:
        assert phrase in paragraph


@pytest.mark.parametrize("c", list(CONDITIONS.values()), ids=lambda c: c.key.value)
def test_each_condition_heading_is_verbatim_in_the_seed(c):
    assert c.source.section in TEXT


@pytest.mark.parametrize("source", [CONDITIONS_SOURCE, BACK_ATTACK_SOURCE, ELEVATED_SOURCE])
def test_sources_are_verbatim(source):
    assert source.section in TEXT
    assert source.seed is Seed.AD2E_HOUSE


# "1° round : -4 ai tiri per colpire, -12 % ai tiri salvezza e 40% ..."
SEED_SLEEP = [(1, -4, -12, 40), (2, -3, -9, 30), (3, -2, -6, 20), (4, -1, -3, 10)]


@pytest.mark.parametrize(("n", "to_hit", "saves", "conc"), SEED_SLEEP)
def test_four_rounds_after_waking(n, to_hit, saves, conc):
    r = SLEEP_ROUNDS[n]
    assert (r.to_hit, r.saves_pct, r.concentration_fail) == (to_hit, saves, conc)
    assert f"{n}° round : {to_hit} ai tiri per colpire, {saves} % ai tiri salvezza e {conc}% di possibilità" in TEXT
    assert answer("sleep_recovery_000", {"round": n}) == {
        "to_hit": to_hit,
        "saves_pct": saves,
        "concentration_fail_pct": conc,
        "attackers_to_hit": 0,
    }


def test_printed_tables_cell_by_cell():
    t = tables()
    assert t["conditions_000"].rows == (
        ("Impegnato in attività diverse dal combattimento", "", "", "né destrezza né scudo", "", "", "", "", "", "", "", ""),
        ("Impegnato in attività diverse dal combattimento (vincoli di movimento)", "+2", "", "né destrezza né scudo", "", "", "", "", "", "", "", ""),
        ("Steso al suolo (knockdown)", "+2", "", "niente destrezza", "-2", "", "", "", "", "", "", ""),
        ("Debilitato (debilitated)", "+1", "", "", "-1", "-1", "+1", "", "10%", "-5%", "", ""),
        ("Incapacitato (incapacitated)", "+2", "", "", "-2", "-2", "+2", "-1", "20%", "-10%", "metà", ""),
        ("Impedito (hindered)", "+3", "", "", "-3", "-3", "+3", "-2", "30%", "-15%", "metà", ""),
        ("Stordito (stunned)", "+3", "+1", "né destrezza né scudo", "", "", "", "", "", "-15%", "nessuno", "nessuna azione"),
        ("Paralizzato (hold)", "+5", "+3", "né destrezza né scudo", "", "", "", "", "", "-25% (-5)", "nessuno", "nessuna azione"),
        ("Assordato (deaf)", "", "", "", "", "", "+1", "", "", "", "", "sorpresa -1; 20% magie verbali"),
        ("Accecato (blind)", "+4", "+2", "né destrezza né scudo", "-4", "", "", "", "", "", "1/3", "vista -4 (-20% TS)"),
        ("Evitare lo sguardo (Avoiding Sight)", "+2", "", "", "-2", "-2", "", "", "", "", "", "vista -2 (-10% TS); 25% magie"),
        ("Addormentato (sleep)", "+5", "+3", "né destrezza né scudo", "", "", "", "", "", "-25% (-5)", "nessuno", "nessuna azione"),
    )
    assert t["back_attack_000"].rows == (
        ("Attacco alle spalle", "+2", "+2", "né destrezza né scudo"),
        ("Da una posizione sopraelevata", "+1", "", ""),
        ("Contro una creatura in posizione sopraelevata", "-1", "", ""),
    )
    assert t["sleep_recovery_000"].rows == (
        ("1° round", "-4", "-12 %", "40%"),
        ("2° round", "-3", "-9 %", "30%"),
        ("3° round", "-2", "-6 %", "20%"),
        ("4° round", "-1", "-3 %", "10%"),
    )


def test_back_attack_and_elevation_are_printed_so():
    assert "riceve un bonus di +2 al tiro per colpire e +2 al punteggio sul dado base" in TEXT
    assert "posizione sopraelevata riceve un bonus di +1" in TEXT
    assert "riceve, invece, un malus di -1 al tiro per colpire" in TEXT


# (condition, back attack, elevation, attack, distance, attacker blind) -> (to_hit, die, dex lost, shield lost)
ATTACK_CASES = [
    (None, False, "level", "melee", 0, False, (0, 0, False, False)),
    (None, True, "level", "melee", 0, False, (2, 2, True, True)),
    (K.DEBILITATED, False, "level", "melee", 0, False, (1, 0, False, False)),
    # not cumulative: the heavier of each effect
    (K.DEBILITATED, True, "level", "melee", 0, False, (2, 2, True, True)),
    (K.STUNNED, True, "level", "melee", 0, False, (3, 2, True, True)),
    (K.HOLD, True, "level", "melee", 0, False, (5, 3, True, True)),
    (K.PRONE, True, "level", "melee", 0, False, (2, 2, True, True)),
    (K.BUSY_STATIC, False, "attacker_higher", "melee", 0, False, (3, 0, True, True)),
    (K.SLEEP, False, "target_higher", "melee", 0, False, (4, 3, True, True)),
    # prone against missiles: -2 beyond 30 m; the ordinary prone effects at 30 m or less
    (K.PRONE, False, "level", "missile", 31, False, (-2, 0, False, False)),
    (K.PRONE, False, "level", "missile", 30, False, (2, 0, True, False)),
    (K.PRONE, False, "level", "missile", 10, False, (2, 0, True, False)),
    (K.PRONE, False, "level", "melee", 100, False, (2, 0, True, False)),
    # a blind attacker gets nothing against a blind target
    (K.BLIND, False, "level", "melee", 0, False, (4, 2, True, True)),
    (K.BLIND, False, "level", "melee", 0, True, (0, 0, False, False)),
    (K.BLIND, True, "level", "melee", 0, True, (2, 2, True, True)),
    (K.DEAF, False, "level", "missile", 0, False, (0, 0, False, False)),
]


@pytest.mark.parametrize(("key", "back", "elevation", "attack", "distance", "blind", "expected"), ATTACK_CASES)
def test_attack_modifiers(key, back, elevation, attack, distance, blind, expected):
    m = attack_modifiers(key, back_attack=back, elevation=elevation, missile=attack == "missile", distance_m=distance, attacker_blind=blind)
    assert (m.to_hit, m.damage_die, m.dex_lost, m.shield_lost) == expected
    inputs = {
        "condition": "none" if key is None else key.value,
        "back_attack": back,
        "elevation": elevation,
        "attack": attack,
        "distance_m": distance,
        "attacker_blind": blind,
    }
    # The calculator adds what the function leaves out: a blind attacker's own -4.
    to_hit, die, dex, shield = expected
    own = -4 if blind else 0
    assert answer("attack_modifiers_000", inputs) == {
        "allowed": True, "reason": "", "to_hit": to_hit + own, "damage_die": die, "dex_lost": dex, "shield_lost": shield,
    }


def test_a_blind_attacker_has_minus_4_in_melee_and_no_one_to_shoot():
    assert "Il cieco potrà effettuare attacchi con una penalità di -4 al tiro per colpire a coloro si trovano in melee con lui" in TEXT
    melee = answer("attack_modifiers_000", {"condition": "blind", "attacker_blind": True})
    shot = answer("attack_modifiers_000", {"condition": "blind", "attacker_blind": True, "attack": "missile"})
    assert (melee["allowed"], melee["to_hit"]) == (True, -4)
    assert (shot["allowed"], shot["reason"]) == (False, "blind_missile")


def test_back_attack_is_melee_only():
    # "Tale attacco può essere effettuato solo in corpo a corpo.": with a missile it is not used.
    assert "Tale attacco può essere effettuato solo in corpo a corpo." in TEXT
    result = dispatch("attack_modifiers_000", {"back_attack": "true", "attack": "missile"})
    assert result["ignored"] == ["back_attack", "distance_m", "attacker_blind"]
    assert result["to_hit"] == dispatch("attack_modifiers_000", {"attack": "missile"})["to_hit"] == 0


def test_dispatch_condition_full_dicts():
    assert answer("condition_000", {"condition": "incapacitated"}) == {
        "attackers_to_hit": 2,
        "attackers_damage_die": 0,
        "dex_lost": False,
        "shield_lost": False,
        "to_hit": -2,
        "checks": -2,
        "initiative": 2,
        "damage": -1,
        "concentration_fail_pct": 20,
        "saves_pct": -10,
        "effect_rolls": 0,
        "sight_rolls": 0,
        "sight_saves_pct": 0,
        "surprise": 0,
        "spell_fail_pct": 0,
        "verbal_spell_fail_pct": 0,
        "movement": "1/2",
        "can_act": True,
    }
    assert answer("condition_000", {"condition": "blind"}) == {
        "attackers_to_hit": 4,
        "attackers_damage_die": 2,
        "dex_lost": True,
        "shield_lost": True,
        "to_hit": -4,
        "checks": 0,
        "initiative": 0,
        "damage": 0,
        "concentration_fail_pct": 0,
        "saves_pct": 0,
        "effect_rolls": 0,
        "sight_rolls": -4,
        "sight_saves_pct": -20,
        "surprise": 0,
        "spell_fail_pct": 0,
        "verbal_spell_fail_pct": 0,
        "movement": "1/3",
        "can_act": True,
    }
    assert answer("condition_000", {"condition": "sleep"})["movement"] == "0"
    assert answer("condition_000", {"condition": "deaf"})["movement"] == "1"


def test_condition_is_required():
    with pytest.raises(InputError) as error:
        answer("condition_000", {})
    assert error.value.field == "condition"
