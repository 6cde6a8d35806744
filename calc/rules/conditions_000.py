"""000 — "SITUAZIONI PARTICOLARI DI COMBATTIMENTO": conditions, back attack, elevated position.

Implements, from seed 000:
- each condition's effects on the victim and on those attacking it ("Impegnato in attività
  diverse dal combattimento", "Steso al suolo (knockdown)", "Debilitato", "Incapacitato",
  "Impedito", "Stordito", "Paralizzato (hold)", "Assordato", "Accecato", "Evitare lo sguardo",
  "Addormentato");
- "Attacco alle spalle": +2 to hit, +2 on the base damage die, no Dex/shield, melee only, and
  "non sono cumulabili con quelli delle condizioni ... saranno applicati solo le penalità più
  gravose" — read per effect: the larger to-hit bonus, the larger die bonus, and Dex/shield
  lost if either says so;
- "Posizione sopraelevata": +1 from above, -1 against a creature above (added on top);
- the prone target against missiles: -2 to missile attackers from beyond 30 m; from 30 m or less
  the ordinary prone effects (+2, no Dex) — the seed says "a meno di 30 metri" and "superiore ai 30
  metri", leaving exactly 30 m to the general rule "Tutti gli attacchi verso una creatura a terra";
- the blind attacker exception ("questo beneficio non si applica qualora la creatura attaccante
  è anch'essa accecata");
- the base-die bonus: "migliora esclusivamente il tiro effettuato con il dado entro il risultato
  massimo previsto dal dado stesso" (the back attack's wording, "qualora questo non sia risultato
  già il massimo", is read the same way: never past the die's maximum);
- the four rounds of drowsiness after waking; blind movement (d10 direction, 1/3 speed, crash
  landing of fliers); avoiding sight (50% per source, per round).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Output, Text
from ..errors import InputError
from ..probability import exact
from ..tables.conditions_000 import (
    AVOID_GAZE_CHANCE,
    AVOID_GAZE_SAVE_BONUS,
    BACK_ATTACK,
    BACK_ATTACK_SOURCE,
    BLIND_CRASH_DIE,
    BLIND_DIRECTION_DIE,
    BLIND_DIRECTION_OK,
    BLIND_DIRECTION_OK_FIGHTING,
    BLIND_SAFE_SPEED,
    CONDITIONS,
    CONDITIONS_SOURCE,
    ELEVATED_BONUS,
    ELEVATED_MALUS,
    PRONE_MISSILE_DISTANCE_M,
    PRONE_MISSILE_MALUS,
    SLEEP_ROUNDS,
    Condition,
    ConditionKey,
    SleepRound,
)
from ..tables.sizes_000 import CREATURE_SIZE_OPTIONS, CreatureSize

__all__ = [
    "AttackModifiers",
    "condition",
    "attack_modifiers",
    "sleep_round",
    "die_with_bonus",
    "die_average",
    "blind_direction_chance",
    "blind_crash_dice",
    "avoid_gaze_all",
    "CALCULATORS",
]




@dataclass(frozen=True)
class AttackModifiers:
    to_hit: int
    damage_die: int
    dex_lost: bool
    shield_lost: bool


_NOTHING = AttackModifiers(0, 0, False, False)


def condition(key: ConditionKey) -> Condition:
    """The seed's effects of condition ``key``."""
    return CONDITIONS[key]


def attack_modifiers(
    key: ConditionKey | None,
    *,
    back_attack: bool = False,
    elevation: str = "level",
    missile: bool = False,
    distance_m: int = 0,
    attacker_blind: bool = False,
) -> AttackModifiers:
    """What an attacker gains against a target in condition ``key`` (None: no condition).

    ``elevation`` is ``"level"``, ``"attacker_higher"`` or ``"target_higher"``.
    """
    if back_attack and missile:
        raise InputError("back_attack", "false with a missile attack", back_attack, reason="a back attack is melee only")
    mods = _NOTHING
    if key is not None:
        c = CONDITIONS[key]
        mods = AttackModifiers(c.attackers_to_hit, c.attackers_die, c.no_dex, c.no_shield)
        if key is ConditionKey.BLIND and attacker_blind:
            mods = _NOTHING
        if key is ConditionKey.PRONE and missile and distance_m > PRONE_MISSILE_DISTANCE_M:
            mods = AttackModifiers(PRONE_MISSILE_MALUS, 0, False, False)
    if back_attack:
        # Not cumulative: keep the heavier of each effect.
        mods = AttackModifiers(
            max(mods.to_hit, BACK_ATTACK.to_hit),
            max(mods.damage_die, BACK_ATTACK.die),
            mods.dex_lost or BACK_ATTACK.no_dex,
            mods.shield_lost or BACK_ATTACK.no_shield,
        )
    height = {"level": 0, "attacker_higher": ELEVATED_BONUS, "target_higher": ELEVATED_MALUS}[elevation]
    return AttackModifiers(mods.to_hit + height, mods.damage_die, mods.dex_lost, mods.shield_lost)


def sleep_round(n: int) -> SleepRound:
    """Penalties in the ``n``-th round (1–4) after waking."""
    return SLEEP_ROUNDS[n]


def die_with_bonus(roll: int, bonus: int, sides: int) -> int:
    """A base-die bonus improves the die's own result, never past its maximum."""
    return min(roll + bonus, sides)


def die_average(sides: int, bonus: int) -> Fraction:
    """Mean of one d``sides`` with a base-die bonus, exact."""
    return Fraction(sum(die_with_bonus(k, bonus, sides) for k in range(1, sides + 1)), sides)


def blind_direction_chance(blind_fighting: bool, touching: bool = False) -> Fraction:
    """P(a blind mover heads where intended): 1–5 on d10, 1–7 with blind fighting; sure when
    "in costante contatto con un oggetto"."""
    if touching:
        return Fraction(1)
    ok = BLIND_DIRECTION_OK_FIGHTING if blind_fighting else BLIND_DIRECTION_OK
    return Fraction(ok, BLIND_DIRECTION_DIE)


def blind_crash_dice(size: CreatureSize) -> int:
    """d4s of damage for a blinded flier's crash landing: one per size step, Tiny = 1."""
    return size.rank


def avoid_gaze_all(sources: int) -> Fraction:
    """P(avoiding every one of ``sources`` gaze dangers this round): 50% each, rolled apart."""
    return AVOID_GAZE_CHANCE**sources


# --- calculators ---------------------------------------------------------------------------
_CONDITION_LABELS = {
    ConditionKey.BUSY: Text("Busy with a non-combat activity", "Impegnato in attività diverse dal combattimento", "Ocupado en actividades distintas del combate", "Занят не боевым делом"),
    ConditionKey.BUSY_STATIC: Text(
        "Busy at an immovable object",
        "Impegnato, con vincoli di movimento (oggetto inamovibile)",
        "Ocupado junto a un objeto inamovible",
        "Занят у неподвижного предмета",
    ),
    ConditionKey.PRONE: Text("Prone (knockdown)", "Steso al suolo (knockdown)", "Tendido en el suelo (knockdown)", "Лежит на земле (сбит с ног)"),
    ConditionKey.DEBILITATED: Text("Debilitated", "Debilitato", "Debilitado", "Ослаблен"),
    ConditionKey.INCAPACITATED: Text("Incapacitated", "Incapacitato", "Incapacitado", "Обессилен"),
    ConditionKey.HINDERED: Text("Hindered", "Impedito", "Impedido", "Скован"),
    ConditionKey.STUNNED: Text("Stunned", "Stordito", "Aturdido", "Оглушён"),
    ConditionKey.HOLD: Text("Paralysed (hold)", "Paralizzato (hold)", "Paralizado (hold)", "Парализован"),
    ConditionKey.DEAF: Text("Deafened", "Assordato", "Ensordecido", "Лишён слуха"),
    ConditionKey.BLIND: Text("Blinded", "Accecato", "Cegado", "Ослеплён"),
    ConditionKey.AVOIDING_SIGHT: Text("Avoiding sight", "Evitare lo sguardo", "Evitando la mirada", "Отводит взгляд"),
    ConditionKey.SLEEP: Text("Asleep", "Addormentato", "Dormido", "Спит"),
}

_CONDITION_OPTIONS = tuple(Option(k.value, label) for k, label in _CONDITION_LABELS.items())
_CONDITION_LABEL = Text("Condition", "Condizione", "Condición", "Состояние")


def _condition_result(condition: str) -> dict[str, object]:
    c = CONDITIONS[ConditionKey(condition)]
    return {
        "attackers_to_hit": c.attackers_to_hit,
        "attackers_damage_die": c.attackers_die,
        "dex_lost": c.no_dex,
        "shield_lost": c.no_shield,
        "to_hit": c.to_hit,
        "checks": c.checks,
        "initiative": c.initiative,
        "damage": c.damage,
        "concentration_fail_pct": c.concentration_fail,
        "saves_pct": c.saves_pct,
        "effect_rolls": c.effect_rolls,
        "sight_rolls": c.sight_rolls,
        "sight_saves_pct": c.sight_saves_pct,
        "surprise": c.surprise,
        "spell_fail_pct": c.spell_fail,
        "verbal_spell_fail_pct": c.verbal_spell_fail,
        "movement": "1" if c.movement is None else str(c.movement),
        "can_act": c.can_act,
    }


def _attack_result(condition: str, back_attack: bool, elevation: str, attack: str, distance_m: int, attacker_blind: bool) -> dict[str, object]:
    key = None if condition == "none" else ConditionKey(condition)
    m = attack_modifiers(
        key,
        back_attack=back_attack,
        elevation=elevation,
        missile=attack == "missile",
        distance_m=distance_m,
        attacker_blind=attacker_blind,
    )
    return {"to_hit": m.to_hit, "damage_die": m.damage_die, "dex_lost": m.dex_lost, "shield_lost": m.shield_lost}


def _sleep_result(round: int) -> dict[str, object]:
    r = sleep_round(round)
    return {"to_hit": r.to_hit, "saves_pct": r.saves_pct, "concentration_fail_pct": r.concentration_fail, "attackers_to_hit": 0}


def _die_result(sides: int, bonus: int, roll: int) -> dict[str, object]:
    if roll > sides:
        raise InputError("roll", f"an integer from 1 to {sides} (the die's faces)", roll, reason="roll above the die's faces")
    avg = die_average(sides, bonus)
    return {
        "result": die_with_bonus(roll, bonus, sides),
        "average": float(avg),
        "average_fraction": f"{avg.numerator}/{avg.denominator}",
    }


def _blind_result(blind_fighting: bool, touching: bool, size: str) -> dict[str, object]:
    p, fraction = exact(blind_direction_chance(blind_fighting, touching))
    dice = blind_crash_dice(CreatureSize(size))
    return {
        "safe_speed": str(BLIND_SAFE_SPEED),
        "intended_direction_max_roll": BLIND_DIRECTION_DIE if touching else (BLIND_DIRECTION_OK_FIGHTING if blind_fighting else BLIND_DIRECTION_OK),
        "p_intended_direction": p,
        "p_intended_direction_fraction": fraction,
        "crash_damage": f"{dice}d{BLIND_CRASH_DIE}",
    }


def _gaze_result(sources: int) -> dict[str, object]:
    p_all = avoid_gaze_all(sources)
    p, fraction = exact(p_all)
    q, q_fraction = exact(1 - p_all)
    return {
        "p_avoid_all": p,
        "p_avoid_all_fraction": fraction,
        "p_meet_any": q,
        "p_meet_any_fraction": q_fraction,
        "save_bonus_if_met": AVOID_GAZE_SAVE_BONUS,
    }



CALCULATORS = (
    Calculator(
        name="condition_000",
        title=Text("Condition effects", "Effetti di una condizione", "Efectos de una condición", "Эффекты состояния"),
        summary=Text(
            "What a condition does: attackers' bonuses, lost Dex/shield, and the victim's own penalties.",
            "Cosa comporta una condizione: bonus degli avversari, destrezza/scudo persi e penalità della vittima.",
            "Qué supone una condición: bonos de los atacantes, Destreza/escudo perdidos y penalizaciones de la víctima.",
            "Что даёт состояние: бонусы атакующих, потеря Ловкости/щита и штрафы самой жертвы.",
        ),
        source=CONDITIONS_SOURCE,
        fields=(ChoiceField("condition", _CONDITION_LABEL, _CONDITION_OPTIONS),),
        outputs=(
            Output("attackers_to_hit", Text("Attackers' to-hit bonus", "Bonus al tiro per colpire degli avversari", "Bono de los atacantes para impactar", "Бонус атакующих к попаданию")),
            Output("attackers_damage_die", Text("Attackers' bonus on the base damage die", "Bonus sul dado base delle ferite", "Bono al dado base de daño", "Бонус к базовой кости урона")),
            Output("dex_lost", Text("Dexterity bonus to AC lost", "Perde la destrezza alla CA", "Pierde la Destreza a la CA", "Теряет Ловкость к КБ")),
            Output("shield_lost", Text("Shield bonus to AC lost", "Perde lo scudo alla CA", "Pierde el escudo a la CA", "Теряет щит к КБ")),
            Output("to_hit", Text("Own to-hit", "Propri tiri per colpire", "Tiradas para impactar propias", "Свои броски на попадание")),
            Output("checks", Text("Ability checks", "Prove di abilità", "Pruebas de característica", "Проверки характеристик")),
            Output("initiative", Text("Initiative (+ is slower)", "Iniziativa (+ è più lenta)", "Iniciativa (+ es más lenta)", "Инициатива (+ медленнее)")),
            Output("damage", Text("Own damage", "Propri danni", "Daño propio", "Свой урон")),
            Output("concentration_fail_pct", Text("% to fail spell concentration", "% di non concentrarsi per le magie", "% de fallar la concentración de conjuros", "% провала концентрации на заклинании")),
            Output("saves_pct", Text("Saving throws (%)", "Tiri salvezza (%)", "Tiradas de salvación (%)", "Спасброски (%)")),
            Output("effect_rolls", Text("Forced rolls against effects", "Tiri forzati contro effetti", "Tiradas forzadas contra efectos", "Вынужденные броски против эффектов")),
            Output("sight_rolls", Text("Rolls needing sight", "Tiri che richiedono la vista", "Tiradas que requieren la vista", "Броски, требующие зрения")),
            Output("sight_saves_pct", Text("Saves needing sight (%)", "Tiri salvezza legati alla vista (%)", "Salvaciones que requieren la vista (%)", "Спасброски, требующие зрения (%)")),
            Output("surprise", Text("Surprise rolls", "Tiri sulla sorpresa", "Tiradas de sorpresa", "Броски внезапности")),
            Output("spell_fail_pct", Text("% to fail casting", "% di fallire il lancio", "% de fallar el lanzamiento", "% провала сотворения")),
            Output("verbal_spell_fail_pct", Text("% to fail verbal spells", "% di fallire magie verbali", "% de fallar conjuros verbales", "% провала вербальных заклинаний")),
            Output("movement", Text("Movement (fraction)", "Movimento (frazione)", "Movimiento (fracción)", "Движение (доля)")),
            Output("can_act", Text("Can act", "Può agire", "Puede actuar", "Может действовать")),
        ),
        compute=_condition_result,
        readings=(
            Text(
                "Prone: only Dexterity is named as lost, not the shield; the -2 to hit is for fighting on in melee from the ground.",
                "Steso al suolo: il testo nomina solo la destrezza, non lo scudo; il -2 vale combattendo in melee da terra.",
                "Tendido: el texto solo nombra la Destreza, no el escudo; el -2 es para combatir cuerpo a cuerpo desde el suelo.",
                "Лёжа: текст называет только Ловкость, не щит; -2 — при бое в ближнем бою с земли.",
            ),
            Text(
                "Avoiding sight: \"-2 to all rolls\" is given as to-hit and checks, and the text's further -2 on rolls needing sight (\"anche\") is listed apart.",
                "Evitare lo sguardo: il \"-2 a tutti i suoi tiri\" è riportato su tiri per colpire e prove, e l'ulteriore -2 sui tiri che richiedono la vista (\"anche\") a parte.",
                "Evitar la mirada: el \"-2 a todas sus tiradas\" se da en impactar y pruebas, y el -2 adicional en tiradas que requieren la vista (\"anche\") aparte.",
                "Отвод взгляда: «-2 ко всем броскам» показан для попадания и проверок, а дополнительный -2 к броскам, требующим зрения («anche»), — отдельно.",
            ),
            Text(
                "Movement 1/3 for the blind is the safe speed; moving faster needs a save vs paralysis or the creature falls prone.",
                "Movimento 1/3 per il cieco è la velocità sicura; più veloce serve un tiro salvezza contro paralisi o cade knockdown.",
                "Movimiento 1/3 para el cegado es la velocidad segura; más rápido requiere salvación contra parálisis o cae derribado.",
                "Движение 1/3 для ослеплённого — безопасная скорость; быстрее — спасбросок против паралича, иначе падает.",
            ),
        ),
    ),
    Calculator(
        name="attack_modifiers_000",
        title=Text(
            "Attacking a creature in a condition, from behind or from above",
            "Attaccare una creatura in una condizione, alle spalle o dall'alto",
            "Atacar a una criatura en una condición, por la espalda o desde arriba",
            "Атака существа в состоянии, со спины или сверху",
        ),
        summary=Text(
            "The attacker's to-hit and base-die bonuses, and whether the target loses Dex and shield.",
            "Bonus dell'attaccante al tiro per colpire e al dado base, e se il bersaglio perde destrezza e scudo.",
            "Bonos del atacante para impactar y al dado base, y si el objetivo pierde Destreza y escudo.",
            "Бонусы атакующего к попаданию и к базовой кости, и теряет ли цель Ловкость и щит.",
        ),
        source=CONDITIONS_SOURCE,
        fields=(
            ChoiceField(
                "condition",
                _CONDITION_LABEL,
                (Option("none", Text("None", "Nessuna", "Ninguna", "Нет")),) + _CONDITION_OPTIONS,
                default="none",
            ),
            BoolField("back_attack", Text("Attack from behind", "Attacco alle spalle", "Ataque por la espalda", "Атака со спины")),
            ChoiceField(
                "elevation",
                Text("Height", "Posizione", "Altura", "Высота"),
                (
                    Option("level", Text("Same level", "Stesso livello", "Mismo nivel", "На одном уровне")),
                    Option("attacker_higher", Text("Attacker higher", "Attaccante sopraelevato", "Atacante más alto", "Атакующий выше")),
                    Option("target_higher", Text("Target higher", "Bersaglio sopraelevato", "Objetivo más alto", "Цель выше")),
                ),
                default="level",
            ),
            ChoiceField(
                "attack",
                Text("Attack", "Attacco", "Ataque", "Атака"),
                (
                    Option("melee", Text("Melee", "Corpo a corpo", "Cuerpo a cuerpo", "Ближний бой")),
                    Option("missile", Text("Missile", "Arma da tiro", "A distancia", "Дальний бой")),
                ),
                default="melee",
            ),
            IntField(
                "distance_m",
                Text("Distance (m)", "Distanza (m)", "Distancia (m)", "Дистанция (м)"),
                minimum=0,
                maximum=1000,
                default=0,
                help=Text(
                    "Matters only for missiles against a prone target (beyond 30 m: -2).",
                    "Conta solo per armi da tiro contro un bersaglio a terra (oltre 30 m: -2).",
                    "Solo cuenta para ataques a distancia contra un objetivo tendido (más de 30 m: -2).",
                    "Важно только для стрельбы по лежащей цели (дальше 30 м: -2).",
                ),
            ),
            BoolField("attacker_blind", Text("Attacker also blind", "Attaccante anch'esso accecato", "Atacante también cegado", "Атакующий тоже ослеплён")),
        ),
        outputs=(
            Output("to_hit", Text("To-hit bonus", "Bonus al tiro per colpire", "Bono para impactar", "Бонус к попаданию")),
            Output("damage_die", Text("Bonus on the base damage die", "Bonus sul dado base delle ferite", "Bono al dado base de daño", "Бонус к базовой кости урона")),
            Output("dex_lost", Text("Target loses Dex to AC", "Il bersaglio perde la destrezza", "El objetivo pierde la Destreza", "Цель теряет Ловкость")),
            Output("shield_lost", Text("Target loses shield to AC", "Il bersaglio perde lo scudo", "El objetivo pierde el escudo", "Цель теряет щит")),
        ),
        compute=_attack_result,
        readings=(
            Text(
                "Back attack with a condition: not cumulative; each effect takes the heavier of the two (larger to-hit, larger die bonus, Dex/shield lost if either says so). Elevation is added on top.",
                "Attacco alle spalle con una condizione: non cumulabili; per ogni effetto vale il più gravoso (bonus maggiore al tiro, al dado, destrezza/scudo persi se uno dei due lo prevede). La posizione sopraelevata si somma.",
                "Ataque por la espalda con una condición: no acumulables; en cada efecto vale el más grave (mayor bono al impacto y al dado, Destreza/escudo perdidos si uno lo prevé). La altura se suma.",
                "Атака со спины при состоянии: не суммируются; для каждого эффекта берётся более тяжёлый (больший бонус к попаданию и к кости, потеря Ловкости/щита, если это даёт любое). Высота добавляется сверху.",
            ),
            Text(
                "Prone target vs missiles: -2 only from beyond 30 m; at 30 m or closer the ordinary prone effects apply. Any prone creature, not only one that dropped on purpose.",
                "Bersaglio a terra contro armi da tiro: -2 solo oltre i 30 m; a 30 m o meno valgono gli effetti normali del suolo. Vale per chiunque sia a terra, non solo per chi vi si è buttato.",
                "Objetivo tendido contra proyectiles: -2 solo a más de 30 m; a 30 m o menos rigen los efectos normales. Vale para cualquiera en el suelo, no solo quien se tiró a propósito.",
                "Лежащая цель против стрельбы: -2 только дальше 30 м; на 30 м и ближе — обычные эффекты. Для любого лежащего, не только упавшего намеренно.",
            ),
        ),
    ),
    Calculator(
        name="sleep_recovery_000",
        title=Text("Drowsiness after waking", "Sonnolenza dopo il risveglio", "Somnolencia tras despertar", "Сонливость после пробуждения"),
        summary=Text(
            "Penalties in each of the four rounds after a sleeper wakes (attackers get no bonus).",
            "Penalità in ciascuno dei quattro round dopo il risveglio (gli avversari non hanno benefici).",
            "Penalizaciones en cada uno de los cuatro asaltos tras despertar (los atacantes no ganan bonos).",
            "Штрафы в каждом из четырёх раундов после пробуждения (атакующие бонусов не получают).",
        ),
        source=CONDITIONS[ConditionKey.SLEEP].source,
        fields=(
            IntField("round", Text("Round after waking", "Round dopo il risveglio", "Asalto tras despertar", "Раунд после пробуждения"), minimum=1, maximum=4),
        ),
        outputs=(
            Output("to_hit", Text("To-hit", "Tiri per colpire", "Para impactar", "Попадание")),
            Output("saves_pct", Text("Saving throws (%)", "Tiri salvezza (%)", "Salvaciones (%)", "Спасброски (%)")),
            Output("concentration_fail_pct", Text("% to fail spell concentration", "% di fallire la concentrazione", "% de fallar la concentración", "% провала концентрации")),
            Output("attackers_to_hit", Text("Attackers' to-hit bonus", "Bonus degli avversari", "Bono de los atacantes", "Бонус атакующих")),
        ),
        compute=_sleep_result,
    ),
    Calculator(
        name="damage_die_bonus_000",
        title=Text("Bonus on the base damage die", "Bonus sul dado base delle ferite", "Bono al dado base de daño", "Бонус к базовой кости урона"),
        summary=Text(
            "The die's result with the bonus, capped at the die's maximum, and the exact average.",
            "Il risultato del dado con il bonus, entro il massimo del dado, e la media esatta.",
            "El resultado del dado con el bono, sin pasar del máximo del dado, y la media exacta.",
            "Результат кости с бонусом, не выше её максимума, и точное среднее.",
        ),
        source=BACK_ATTACK_SOURCE,
        fields=(
            IntField("sides", Text("Die (faces)", "Dado (facce)", "Dado (caras)", "Кость (граней)"), minimum=2, maximum=100, example=8),
            IntField("bonus", Text("Bonus", "Bonus", "Bono", "Бонус"), minimum=0, maximum=10, example=2),
            IntField("roll", Text("Die roll", "Tiro del dado", "Tirada del dado", "Выпало на кости"), minimum=1, maximum=100, example=5),
        ),
        outputs=(
            Output("result", Text("Die result", "Risultato del dado", "Resultado del dado", "Результат кости")),
            Output("average", Text("Average", "Media", "Media", "Среднее")),
            Output("average_fraction", Text("Average (exact)", "Media (esatta)", "Media (exacta)", "Среднее (точно)")),
        ),
        compute=_die_result,
        readings=(
            Text(
                "The back attack's \"if the die is not already at its maximum\" is read like the conditions' \"within the die's maximum\": the bonus never passes the maximum.",
                "Il \"qualora questo non sia risultato già il massimo\" dell'attacco alle spalle è letto come \"entro il risultato massimo\" delle condizioni: il bonus non supera mai il massimo.",
                "El \"si no salió ya el máximo\" del ataque por la espalda se lee como el \"dentro del máximo\" de las condiciones: el bono nunca supera el máximo.",
                "«Если на кости уже не максимум» у атаки со спины читается как «в пределах максимума» у состояний: бонус никогда не превышает максимум.",
            ),
        ),
    ),
    Calculator(
        name="blind_000",
        title=Text("Moving blind", "Muoversi da accecato", "Moverse cegado", "Движение вслепую"),
        summary=Text(
            "Safe speed, the d10 chance of heading the intended way, and a blinded flier's crash damage.",
            "Velocità sicura, probabilità col d10 di andare nella direzione voluta e danni dell'atterraggio di fortuna.",
            "Velocidad segura, probabilidad con d10 de ir en la dirección querida y daño del aterrizaje forzoso.",
            "Безопасная скорость, шанс на d10 идти в нужную сторону и урон при вынужденной посадке летуна.",
        ),
        source=CONDITIONS[ConditionKey.BLIND].source,
        fields=(
            BoolField("blind_fighting", Text("Blind fighting proficiency", "Competenza blind fighting", "Competencia blind fighting", "Навык слепого боя (blind fighting)")),
            BoolField("touching", Text("Keeps contact with an object (e.g. a wall)", "In costante contatto con un oggetto (es. un muro)", "En contacto constante con un objeto (p. ej. un muro)", "Постоянно касается предмета (напр. стены)")),
            ChoiceField("size", Text("Size (for a flier's crash)", "Taglia (per l'atterraggio)", "Tamaño (para el aterrizaje)", "Размер (для посадки)"), CREATURE_SIZE_OPTIONS, default="medium"),
        ),
        outputs=(
            Output("safe_speed", Text("Safe speed (fraction)", "Velocità sicura (frazione)", "Velocidad segura (fracción)", "Безопасная скорость (доля)")),
            Output("intended_direction_max_roll", Text("d10 up to this: intended way", "d10 fino a: direzione voluta", "d10 hasta: dirección querida", "d10 до: нужное направление")),
            Output("p_intended_direction", Text("Chance of the intended way", "Probabilità della direzione voluta", "Probabilidad de la dirección querida", "Вероятность нужного направления")),
            Output("p_intended_direction_fraction", Text("Chance (exact)", "Probabilità (esatta)", "Probabilidad (exacta)", "Вероятность (точно)")),
            Output("crash_damage", Text("Crash damage if the save fails", "Danni se fallisce il tiro salvezza", "Daño si falla la salvación", "Урон при проваленном спасброске")),
        ),
        compute=_blind_result,
        readings=(
            Text(
                "\"1d4 per size\" is read as one d4 per size step counting Tiny as 1 (Medium 3d4, Gargantuan 6d4).",
                "\"1d4 danni per loro size\" è letto come un d4 per ogni gradino di taglia contando Tiny come 1 (Medium 3d4, Gargantuan 6d4).",
                "\"1d4 por tamaño\" se lee como un d4 por cada grado de tamaño contando Tiny como 1 (Medium 3d4, Gargantuan 6d4).",
                "«1d4 за размер» читается как один d4 за каждую ступень размера, считая Tiny за 1 (Medium 3d4, Gargantuan 6d4).",
            ),
        ),
    ),
    Calculator(
        name="avoid_gaze_000",
        title=Text("Avoiding a gaze", "Evitare lo sguardo", "Evitar la mirada", "Избежать взгляда"),
        summary=Text(
            "50% per source, rolled each round: the chance to avoid them all, or to meet at least one (+1 to that save).",
            "50% per ogni fonte, tirato ogni round: probabilità di evitarle tutte o di incrociarne almeno una (+1 al tiro salvezza).",
            "50% por cada fuente, cada asalto: probabilidad de evitarlas todas o de cruzar al menos una (+1 a esa salvación).",
            "50% на каждый источник, каждый раунд: шанс избежать всех или встретить хотя бы один (+1 к спасброску).",
        ),
        source=CONDITIONS[ConditionKey.AVOIDING_SIGHT].source,
        fields=(IntField("sources", Text("Sources of danger", "Fonti di pericolo", "Fuentes de peligro", "Источников опасности"), minimum=1, maximum=20, default=1),),
        outputs=(
            Output("p_avoid_all", Text("Chance to avoid all", "Probabilità di evitarle tutte", "Probabilidad de evitarlas todas", "Шанс избежать всех")),
            Output("p_avoid_all_fraction", Text("Avoid all (exact)", "Evitarle tutte (esatta)", "Evitarlas todas (exacta)", "Избежать всех (точно)")),
            Output("p_meet_any", Text("Chance to meet at least one", "Probabilità di incrociarne almeno una", "Probabilidad de cruzar al menos una", "Шанс встретить хотя бы один")),
            Output("p_meet_any_fraction", Text("Meet one (exact)", "Incrociarne una (esatta)", "Cruzar una (exacta)", "Встретить (точно)")),
            Output("save_bonus_if_met", Text("Save bonus when met", "Bonus al tiro salvezza se incrociata", "Bono a la salvación si se cruza", "Бонус к спасброску при встрече")),
        ),
        compute=_gaze_result,
    ),
)
