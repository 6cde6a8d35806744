"""003 "ACCIONES EN COMBATE": action types, fighting defensively, total defence, movement,
running, attacks of opportunity, reach, spellcasting checks, drawing weapons, fast mount."""

from fractions import Fraction

import pytest

from calc.rules import actions_003 as A
from calc.rules.actions_003 import FullRound, action_budget, concentration_dc, move_distance, run_chances, run_check_dc
from calc.sources import Seed
from calc.tables.sizes_003 import Size
from tests.seedtext import seed_text
from tests.answers import answer

TEXT = seed_text(Seed.AKENAR)

SOURCES = [
    A.TYPES_SOURCE, A.DEFENSIVE_SOURCE, A.TOTAL_DEFENSE_SOURCE, A.MOVEMENT_SOURCE, A.RUN_SOURCE, A.AOO_SOURCE,
    A.THREAT_SOURCE, A.CONCENTRATION_SOURCE, A.MOUNT_SOURCE, A.DRAW_SOURCE,
]


@pytest.mark.parametrize("source", SOURCES, ids=lambda s: s.section)
def test_sources_are_headings_of_the_seed(source):
    assert "\n" + source.section + "\n" in TEXT


def test_the_numbers_as_printed():
    for line in (
        "recibes una penalización de -4 en todos los ataques en un asalto para ganar un bonificador de Defensa de +2 para el mismo asalto.",
        "recibes una penalización de -4 en todos tus ataques en un asalto para ganar un bonificador de esquiva de +2 a la Defensa",
        "Consigues un bonificador de esquiva de +4 a tu Defensa durante 1 asalto.",
        "Los bonificadores de esquiva se aplican sólo a la Esquiva, no se añaden a la Parada del personaje.",
        "puedes moverte hasta cuatro veces tu velocidad en una línea recta o tres veces tu velocidad si llevas armadura pesada. "
        "Al correr tienes un bono de +2 a la Defensa",
        "Una carrera representa una velocidad de 18 km/h para un humano sano.",
        "Puedes correr un número de asaltos igual a tu puntuación de Constitución, pero después de eso debes hacer una prueba de "
        "Constitución CD 10 para continuar. Debes hacer esta prueba cada asalto siguiente añadiendo en cada uno un +1 de dificultad.",
        "Sin armadura los humanos tienen una velocidad de movimiento de 6 metros por asalto.",
        "incluso trepar (hasta una cuarta parte de tu velocidad) y nadar (también una cuarta parte de tu velocidad)",
        "puedes trepar a la mitad de tu velocidad como una acción de movimiento aceptando una penalización de -5 en tu prueba de Trepar",
        "Cuando te retiras, puedes moverte hasta el doble de tu velocidad.",
        "debes hacer una prueba de Concentración (CD 10 + puntos de daño recibidos + coste en PPs del conjuro)",
        "necesitas una prueba de Concentración (CD 15 + coste en PPs del conjuro)",
        "tiene una posibilidad del 20% de arruinar cualquier conjuro",
        "si tienes la dote de Reflejos de combate puedes añadir tu bonificador de Destreza al número de ataques de oportunidad",
        "Puedes montar o desmontar como una acción gratuita con una prueba de montar CD 20",
        "Si tienes un ataque base de +1 o superior, puedes sacar un arma como una acción gratuita combinada con un movimiento normal.",
    ):
        assert line in TEXT


# --- fighting defensively, total defence, running ------------------------------------------------


@pytest.mark.parametrize(
    ("stance", "expected"),
    [
        ("none", (0, 10, 14, 13, True, True, True, True)),
        ("defensive", (-4, 12, 16, 15, True, True, True, True)),  # +2 "de Defensa": every defence
        ("defensive_full", (-4, 10, 16, 13, True, True, True, True)),  # +2 "de esquiva": Dodge only
        ("total_defense", (0, 10, 18, 13, False, True, True, False)),
        ("run", (0, 12, 16, 15, False, False, False, True)),
        ("run_feat", (0, 12, 16, 15, False, True, False, True)),
    ],
)
def test_dispatch_stance(stance, expected):
    keys = ("attack_modifier", "base_defense", "dodge", "parry", "can_attack", "can_dodge", "can_parry", "can_make_aoo")
    assert answer("defensive_stance_003", {"stance": stance, "base_defense": 10, "dodge": 14, "parry": 13}) == dict(zip(keys, expected))


# --- action budget -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("standard", "move", "full", "kwargs", "reason"),
    [
        (1, 1, FullRound.NONE, {}, ""),
        (0, 2, FullRound.NONE, {}, ""),  # a move action instead of the standard one
        (2, 0, FullRound.NONE, {}, "one_standard_action"),
        (1, 2, FullRound.NONE, {}, "too_many_actions"),
        (0, 3, FullRound.NONE, {}, "too_many_actions"),
        (0, 0, FullRound.OTHER, {}, ""),
        (1, 0, FullRound.OTHER, {}, "full_round_plus_other"),
        (0, 0, FullRound.OTHER, {"step": True}, ""),  # full attack and a 1 m step
        (0, 0, FullRound.RUN, {"step": True}, "no_step_run_withdraw"),
        (0, 0, FullRound.WITHDRAW, {"step": True}, "no_step_run_withdraw"),
        (0, 0, FullRound.DIFFICULT_TERRAIN, {"step": True}, "no_step_after_moving"),
        (1, 1, FullRound.NONE, {"step": True}, "no_step_after_moving"),
        (1, 1, FullRound.NONE, {"step": True, "moving": False}, ""),  # e.g. drawing a weapon, then a step
        (1, 0, FullRound.NONE, {"restricted": True}, ""),
        (0, 1, FullRound.NONE, {"restricted": True}, ""),
        (1, 1, FullRound.NONE, {"restricted": True}, "restricted_one_action"),
        (0, 0, FullRound.OTHER, {"restricted": True}, "full_round_restricted"),
        (0, 0, FullRound.WITHDRAW, {"restricted": True}, ""),  # "Retirada restringida"
        (1, 0, FullRound.WITHDRAW, {"restricted": True}, "full_round_restricted"),
    ],
)
def test_action_budget(standard, move, full, kwargs, reason):
    assert action_budget(standard, move, full, **kwargs) == reason


def test_dispatch_budget():
    assert answer("action_budget_003", {"standard": 1, "move": 1}) == {"allowed": True, "reason": ""}
    assert answer("action_budget_003", {"full_round": "run", "step": True}) == {"allowed": False, "reason": "no_step_run_withdraw"}


# --- movement and running ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("mode", "heavy", "metres"),
    [
        ("move", False, 6),
        ("double_move", False, 12),
        ("run", False, 24),
        ("run", True, 18),
        ("withdraw", True, 12),
        ("restricted_withdraw", False, 6),
        ("fight_on_the_move", False, 6),
        ("climb", False, Fraction(3, 2)),
        ("accelerated_climb", False, 3),
        ("swim", False, Fraction(3, 2)),
        ("crawl", False, 1),
        ("one_metre_step", False, 1),
        ("difficult_terrain_1m", True, 1),
    ],
)
def test_distances_for_a_6_m_human(mode, heavy, metres):
    assert move_distance(A.HUMAN_SPEED, mode, heavy) == metres


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        ({"mode": "move"}, {"distance_m": 6.0, "hexes": 6, "action": "move", "provokes": "leaving_threatened_hex", "check_modifier": 0}),
        ({"mode": "climb", "speed": 9}, {"distance_m": 2.25, "hexes": 2, "action": "move", "provokes": "leaving_threatened_hex", "check_modifier": 0}),
        ({"mode": "accelerated_climb"}, {"distance_m": 3.0, "hexes": 3, "action": "move", "provokes": "leaving_threatened_hex", "check_modifier": -5}),
        ({"mode": "withdraw"}, {"distance_m": 12.0, "hexes": 12, "action": "full_round", "provokes": "not_from_start_hex", "check_modifier": 0}),
        ({"mode": "crawl", "speed": 20}, {"distance_m": 1.0, "hexes": 1, "action": "move", "provokes": "yes", "check_modifier": 0}),
        ({"mode": "one_metre_step"}, {"distance_m": 1.0, "hexes": 1, "action": "misc", "provokes": "no", "check_modifier": 0}),
        ({"mode": "run", "heavy_armor": True}, {"distance_m": 18.0, "hexes": 18, "action": "full_round", "provokes": "leaving_threatened_hex", "check_modifier": 0}),
    ],
)
def test_dispatch_movement(inputs, expected):
    assert answer("movement_003", inputs) == expected


@pytest.mark.parametrize(("con", "round_number", "dc"), [(12, 1, 0), (12, 12, 0), (12, 13, 10), (12, 14, 11), (12, 20, 17), (1, 2, 10)])
def test_run_check_dc_grows_by_one(con, round_number, dc):
    assert run_check_dc(con, round_number) == dc


def test_run_chances():
    # Con 12 (+1): round 13 DC 10 (9..20: 12/20), round 14 DC 11 (11/20)
    assert run_chances(12, 12) == (1, 1)
    assert run_chances(12, 13) == (Fraction(12, 20), Fraction(12, 20))
    assert run_chances(12, 14) == (Fraction(11, 20), Fraction(12, 20) * Fraction(11, 20))
    # no automatic 20: DC 10 + 19 = 29 is out of reach for Con 12
    assert run_chances(12, 32)[0] == 0


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        (
            {"con": 12, "round_number": 14},
            {"distance_m": 24.0, "km_per_hour": 14.4, "free_rounds": 12, "check_dc": 11,
             "p_check": 0.55, "p_check_fraction": "11/20", "p_still_running": 0.33, "p_still_running_fraction": "33/100",
             # "debe descansar al menos 1 minuto ... no puede moverse más rápido que una acción de movimiento normal"
             "rest_rounds_after_limit": 10, "rest_move_m": 6.0},
        ),
        (
            {"con": 10, "heavy_armor": True, "round_number": 3},
            {"distance_m": 18.0, "km_per_hour": 10.8, "free_rounds": 10, "check_dc": 0,
             "p_check": 1.0, "p_check_fraction": "1/1", "p_still_running": 1.0, "p_still_running_fraction": "1/1",
             "rest_rounds_after_limit": 10, "rest_move_m": 6.0},
        ),
    ],
)
def test_dispatch_run(inputs, expected):
    assert answer("run_003", inputs) == expected


# --- spells --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("check", "damage", "pp", "dc"),
    [
        (A.CastingCheck.AOO_DAMAGE, 5, 3, 18),
        (A.CastingCheck.AOO_DAMAGE, 0, 3, 0),  # no damage, no check
        (A.CastingCheck.DEFENSIVE, 0, 2, 17),
        (A.CastingCheck.NONE, 9, 9, 0),
    ],
)
def test_concentration_dc(check, damage, pp, dc):
    assert concentration_dc(check, damage, pp) == dc


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        (
            {"check": "aoo_damage", "damage": 5, "pp_cost": 3, "concentration_bonus": 8, "deaf_verbal": True},
            {"check_needed": True, "dc": 18, "p_concentration": 0.55, "p_concentration_fraction": "11/20",
             "p_spell_works": 0.44, "p_spell_works_fraction": "11/25"},
        ),
        (
            {"check": "defensive", "pp_cost": 2, "concentration_bonus": 10},
            {"check_needed": True, "dc": 17, "p_concentration": 0.7, "p_concentration_fraction": "7/10",
             "p_spell_works": 0.7, "p_spell_works_fraction": "7/10"},
        ),
        (
            {"deaf_verbal": True},
            {"check_needed": False, "dc": 0, "p_concentration": 1.0, "p_concentration_fraction": "1/1",
             "p_spell_works": 0.8, "p_spell_works_fraction": "4/5"},
        ),
    ],
)
def test_dispatch_concentration(inputs, expected):
    assert answer("spell_concentration_003", inputs) == expected


# --- attacks of opportunity and reach -----------------------------------------------------------


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
    assert [A.threatened_distances(s, False) for s in Size] == [(1,)] * 5 + [(1, 2)] * 4


# --- mount, draw ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        ({"ride_bonus": 5, "armor_penalty": 2}, {"dc": 20, "p_free_action": 0.2, "p_free_action_fraction": "1/5"}),
        ({"ride_bonus": 19}, {"dc": 20, "p_free_action": 1.0, "p_free_action_fraction": "1/1"}),
        ({"ride_bonus": -1}, {"dc": 20, "p_free_action": 0.0, "p_free_action_fraction": "0/1"}),
    ],
)
def test_dispatch_mount(inputs, expected):
    assert answer("quick_mount_003", inputs) == expected


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        ({"item": "weapon", "base_attack": 0}, {"action": "move", "items": 1}),
        ({"item": "weapon", "base_attack": 1}, {"action": "free", "items": 1}),
        ({"item": "weapon", "base_attack": 1, "with_move": False}, {"action": "move", "items": 1}),
        ({"item": "weapon", "base_attack": 0, "two_weapon_fighting": True}, {"action": "move", "items": 2}),
        ({"item": "shield", "base_attack": 3, "two_weapon_fighting": True}, {"action": "free", "items": 1}),
        ({"item": "shield", "base_attack": 0}, {"action": "move", "items": 1}),
        ({"item": "ammunition"}, {"action": "free", "items": 1}),
        ({"item": "drop_carried_shield"}, {"action": "free", "items": 1}),
    ],
)
def test_dispatch_draw(inputs, expected):
    assert answer("draw_weapon_003", inputs) == expected


def test_every_code_a_result_can_take_is_declared_with_words():
    budget = {o.value for o in A.BUDGET_REASONS} | {""}
    for standard in range(4):
        for move in range(4):
            for full in FullRound:
                for flags in range(8):
                    moving, step, restricted = bool(flags & 1), bool(flags & 2), bool(flags & 4)
                    assert action_budget(standard, move, full, moving=moving, step=step, restricted=restricted) in budget
    actions = {o.value for o in A.ACTION_CODES}
    assert {m.action for m in A.MOVE_MODES.values()} <= actions
    assert {m.provokes for m in A.MOVE_MODES.values()} <= {o.value for o in A.PROVOKES_CODES}
    assert {"flat_footed", "unarmed", "total_defense", "casting"} == {o.value for o in A.AOO_REASONS}


def test_quirk_kept_the_seed_says_18_kmh_but_4_x_6_m_a_round_is_14_4():
    assert A.SEED_RUN_KMH == 18
    assert answer("run_003", {"con": 12})["km_per_hour"] == 14.4


@pytest.mark.parametrize(
    ("friends", "action", "rounds"),
    # "Puedes tocar a un amigo como una acción normal o hasta seis amigos como acción de asalto completo."
    [(1, "standard", 1), (2, "full_round", 1), (6, "full_round", 1), (7, "full_round", 2), (13, "full_round", 3)],
)
def test_holding_the_charge_to_touch_friends(friends, action, rounds):
    assert "hasta seis amigos como acción de asalto completo" in TEXT
    assert answer("touch_spell_003", {"friends": friends}) == {"action": action, "rounds": rounds, "provokes": "no", "parry_allowed": False}
