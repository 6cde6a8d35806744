"""003 — hit points: disabled, dying, dead, massive damage, stabilising and recovering.

Passages (seed 003, Akenar): "PUNTOS DE GOLPE", "EFECTOS DEL DAÑO DE PUNTOS DE GOLPE",
"DAÑO MASIVO", "INCAPACITADO [0 PUNTOS DE GOLPE]", "MORIBUNDO [PUNTOS DE VIDA NEGATIVOS]",
"MUERTO", "PERSONAJES ESTABLES Y RECUPERACIÓN", "RECUPERARSE CON AYUDA".

- 0 HP: "incapacitado"; negative HP above −Con: "moribundo"; HP ≤ −Con: "muerto";
  "Si de un sólo golpe alcanzas en negativo la mitad de tu Constitución, estás muerto";
  Con 0 (ability damage): dead; foes are "technically" killed at 0 HP.
- "DAÑO MASIVO": 20 or more lethal damage from one blow → Fortitude save DC 15 or die.
- Stabilising: each round a Con check DC 10 with a penalty equal to the negative HP
  (i.e. DC 10 + |HP|), natural 20 succeeds; a failure costs 1 HP; continuous damage fails
  it automatically and costs 1 HP on top. Heal (Sanar) DC 15 stabilises; any healing does.
- "RECUPERARSE CON AYUDA": hourly Con check DC 10 + |HP| to regain consciousness.

Readings (also in each calculator's ``readings``):
- One blow, odd Con: "la mitad de tu Constitución" is read by default as ⌊Con/2⌋ (the seed
  halves armour "redondeando hacia abajo"); the alternative reading (HP ≤ −Con/2 exactly,
  i.e. −⌈Con/2⌉) is selectable. Any single blow that leaves HP at or below that value kills,
  whatever the HP before it; bleeding (1 HP a round) is not a blow.
- The dying character's "pierde 1 punto de golpe cada asalto" and the failed check's
  "pierde 1 punto de golpe" are the same loss: one check and at most 1 HP per round.
- Checks (Con, Heal) have no automatic 1 or 20 unless the passage says so: the seed calls
  natural 1/20 of saving throws "una notable excepción a la regla básica".
- Ability modifiers are (score − 10) // 2, as the seed's examples show (Dex 5 → −3, Dex 0 → −5).

Gap in the source: "RECUPERARSE SIN AYUDA" is a bare heading (the text goes straight on to
"MANIOBRAS DE COMBATE"), and no natural-healing rate is given, so neither is computed.
"""

from __future__ import annotations

import enum
from fractions import Fraction

from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Output, Text
from ..errors import InputError
from ..probability import exact
from ..sources import cite

__all__ = [
    "HpState",
    "STATE_CODES",
    "CAUSE_CODES",
    "HalfCon",
    "ability_modifier",
    "check_chance",
    "one_blow_threshold",
    "hp_state",
    "massive_damage_applies",
    "stabilise_chance",
    "stabilise_before_death",
    "CALCULATORS",
    "HP_SOURCE",
    "EFFECTS_SOURCE",
    "MASSIVE_SOURCE",
    "DISABLED_SOURCE",
    "DYING_SOURCE",
    "DEAD_SOURCE",
    "STABLE_SOURCE",
    "RECOVERY_SOURCE",
]

HP_SOURCE = cite("003", "PUNTOS DE GOLPE")
EFFECTS_SOURCE = cite("003", "EFECTOS DEL DAÑO DE PUNTOS DE GOLPE")
MASSIVE_SOURCE = cite("003", "DAÑO MASIVO")
DISABLED_SOURCE = cite("003", "INCAPACITADO [0 PUNTOS DE GOLPE]")
DYING_SOURCE = cite("003", "MORIBUNDO [PUNTOS DE VIDA NEGATIVOS]")
DEAD_SOURCE = cite("003", "MUERTO")
STABLE_SOURCE = cite("003", "PERSONAJES ESTABLES Y RECUPERACIÓN")
RECOVERY_SOURCE = cite("003", "RECUPERARSE CON AYUDA")

MASSIVE_DAMAGE = 20  # "20 puntos de daño o más"
MASSIVE_DC = 15  # "tirada de salvación de Fortaleza DC 15"
STABILISE_DC = 10  # "chequeo de Constitución CD 10", plus the negative HP
HEAL_DC = 15  # "tirada de Sanar CD 15"
RECOVER_DC = 10  # "tirada de Constitución CD 10 más los puntos de golpe negativos"

CON_MAX = 60  # input bound: far above any score the seed's creatures reach
HP_MAX = 1000
BONUS = 60  # bound for check/save modifiers


class HpState(enum.Enum):
    """Condition by hit points; values are language-neutral codes."""

    FINE = "fine"  # above 0: "completamente funcional"
    DISABLED = "disabled"  # "incapacitado"
    DYING = "dying"  # "moribundo"
    DEAD = "dead"  # "muerto"


class DeathCause(enum.Enum):
    NONE = ""
    NEGATIVE_CON = "negative_con"  # HP at or below −Con
    HALF_CON_ONE_BLOW = "half_con_one_blow"  # one blow to −Con/2 or below
    CON_ZERO = "con_zero"  # Constitution reduced to 0
    FOE_AT_ZERO = "foe_at_zero"  # "A los enemigos se les mata técnicamente a 0 puntos"


class HalfCon(enum.Enum):
    """How "la mitad de tu Constitución" is read for an odd Constitution."""

    FLOOR_HALF = "floor_half"  # −⌊Con/2⌋: Con 13 dies at −6
    EXACT = "exact"  # HP ≤ −Con/2: Con 13 dies at −7


def ability_modifier(score: int) -> int:
    """(score − 10) // 2: the seed's Dex 5 → −3 and Dex 0 → −5 ("DEFENSA")."""
    return (score - 10) // 2


def check_chance(bonus: int, dc: int, *, natural_20: bool = False, natural_1: bool = False) -> Fraction:
    """P(d20 + bonus ≥ dc); ``natural_20``/``natural_1``: a 20 always succeeds / a 1 always fails."""
    wins = 0
    for face in range(1, 21):
        if natural_20 and face == 20:
            wins += 1
        elif not (natural_1 and face == 1) and face + bonus >= dc:
            wins += 1
    return Fraction(wins, 20)


def one_blow_threshold(con: int, half: HalfCon = HalfCon.FLOOR_HALF) -> int:
    """The HP at or below which a single blow kills ("en negativo la mitad de tu Constitución")."""
    return -(con // 2) if half is HalfCon.FLOOR_HALF else -((con + 1) // 2)


def hp_state(
    con: int, hp: int, *, blow: bool = False, half: HalfCon = HalfCon.FLOOR_HALF, foe: bool = False
) -> tuple[HpState, DeathCause]:
    """Condition at ``hp`` hit points; ``blow``: those HP were just reached by one blow."""
    if con <= 0:
        return HpState.DEAD, DeathCause.CON_ZERO
    if hp <= -con:
        return HpState.DEAD, DeathCause.NEGATIVE_CON
    # "en negativo": the one-blow rule needs negative HP (matters for Con 1 read as ⌊1/2⌋ = 0).
    if blow and hp < 0 and hp <= one_blow_threshold(con, half):
        return HpState.DEAD, DeathCause.HALF_CON_ONE_BLOW
    if foe and hp <= 0:
        return HpState.DEAD, DeathCause.FOE_AT_ZERO
    if hp == 0:
        return HpState.DISABLED, DeathCause.NONE
    if hp < 0:
        return HpState.DYING, DeathCause.NONE
    return HpState.FINE, DeathCause.NONE


def massive_damage_applies(damage: int, lethal: bool = True) -> bool:
    """20+ lethal damage from one blow (not from several: "de distintos golpes ... no aplica")."""
    return lethal and damage >= MASSIVE_DAMAGE


def stabilise_dc(hp: int) -> int:
    """DC 10 with "una penalización a la DC igual a su valor negativo de puntos de golpe"."""
    return STABILISE_DC - hp


def stabilise_chance(con: int, hp: int, bonus: int = 0) -> Fraction:
    """One round's Con check to stabilise; a natural 20 is "un éxito automático"."""
    return check_chance(ability_modifier(con) + bonus, stabilise_dc(hp), natural_20=True)


def stabilise_before_death(con: int, hp: int, bonus: int = 0) -> Fraction:
    """P(some check succeeds before HP reach −Con), checking at hp, hp−1, …, −Con+1."""
    total, alive = Fraction(0), Fraction(1)
    for current in range(hp, -con, -1):
        p = stabilise_chance(con, current, bonus)
        total += alive * p
        alive *= 1 - p
    return total


def _alive_dying(con: int, hp: int, field: str = "hp") -> None:
    if not -con < hp < 0:
        raise InputError(field, f"an integer from {1 - con} to -1 (dying with Con {con})", hp, reason="not dying")


# --- calculators -----------------------------------------------------------------------------

_CON = IntField(
    name="con",
    label=Text(en="Constitution score", it="Punteggio di Costituzione", es="Puntuación de Constitución", ru="Значение Телосложения"),
    minimum=0,
    maximum=CON_MAX,
    default=12,  # Feliot, the seed's example
)
_CON_ALIVE = IntField(
    name="con",
    label=_CON.label,
    minimum=1,
    maximum=CON_MAX,
    default=12,
)
_NEG_HP = IntField(
    name="hp",
    label=Text(en="Current hit points (negative)", it="Punti ferita attuali (negativi)", es="Puntos de golpe actuales (negativos)", ru="Текущие хиты (отрицательные)"),
    minimum=1 - CON_MAX,
    maximum=-1,
    default=-1,
)


def _bonus_field(name: str, label: Text) -> IntField:
    return IntField(name=name, label=label, minimum=-BONUS, maximum=BONUS, default=0)


STATE_CODES = (
    Option("fine", Text(en="fully functional", it="pienamente operativo", es="completamente funcional", ru="полностью в строю")),
    Option("disabled", Text(en="disabled", it="inabile", es="incapacitado", ru="недееспособен")),
    Option("dying", Text(en="dying", it="morente", es="moribundo", ru="при смерти")),
    Option("dead", Text(en="dead", it="morto", es="muerto", ru="мёртв")),
)
CAUSE_CODES = (
    Option("negative_con", Text(en="HP at −Con or below", it="PF a −Cos o meno", es="PG en −Con o menos", ru="хиты на −Тел или ниже")),
    Option("half_con_one_blow", Text(en="one blow to −Con/2", it="un colpo fino a −Cos/2", es="un golpe hasta −Con/2", ru="один удар до −Тел/2")),
    Option("con_zero", Text(en="Constitution 0", it="Costituzione 0", es="Constitución 0", ru="Телосложение 0")),
    Option("foe_at_zero", Text(en="foe at 0 HP", it="nemico a 0 PF", es="enemigo a 0 PG", ru="враг при 0 хитов")),
)
_STATE_OUT = Output("state", Text(en="Condition", it="Condizione", es="Estado", ru="Состояние"), codes=STATE_CODES)

_READ_NO_AUTO = Text(
    en="Checks have no automatic 1 or 20 unless the passage says so (the seed calls the saves' natural 1/20 an exception).",
    it="Le prove non hanno 1 o 20 automatici salvo dove il passo lo dice (il testo chiama un'eccezione l'1/20 naturale dei tiri salvezza).",
    es="Las pruebas no tienen 1 ni 20 automáticos salvo donde el pasaje lo dice (el texto llama excepción al 1/20 natural de las salvaciones).",
    ru="У проверок нет автоматических 1 и 20, если отрывок не говорит иначе (текст называет натуральные 1/20 спасбросков исключением).",
)
_READ_MOD = Text(
    en="Constitution modifier = (score − 10) // 2, as in the seed's examples (Dex 5 → −3, Dex 0 → −5).",
    it="Modificatore di Costituzione = (punteggio − 10) // 2, come negli esempi del testo (Des 5 → −3, Des 0 → −5).",
    es="Modificador de Constitución = (puntuación − 10) // 2, como en los ejemplos del texto (Des 5 → −3, Des 0 → −5).",
    ru="Модификатор Телосложения = (значение − 10) // 2, как в примерах текста (Ловк 5 → −3, Ловк 0 → −5).",
)


def _hp_state(con: int, hp: int, damage: int, foe: bool, half_con: str) -> dict[str, object]:
    half = HalfCon(half_con)
    after = hp - damage
    state, cause = hp_state(con, after, blow=damage > 0, half=half, foe=foe)
    return {
        "hp_after": after,
        "state": state.value,
        "cause": cause.value,
        "death_at": -con,
        "one_blow_death_at": one_blow_threshold(con, half),
        # The save is owed only by someone the blow has not already killed.
        "massive_damage_save": massive_damage_applies(damage) and state is not HpState.DEAD,
    }


def _massive(damage: int, fort_bonus: int, lethal: bool) -> dict[str, object]:
    applies = massive_damage_applies(damage, lethal)
    save = check_chance(fort_bonus, MASSIVE_DC, natural_20=True, natural_1=True) if applies else Fraction(1)
    p_save, save_text = exact(save)
    p_die, die_text = exact(1 - save)
    return {
        "applies": applies,
        "dc": MASSIVE_DC,
        "p_survive": p_save,
        "p_survive_fraction": save_text,
        "p_death": p_die,
        "p_death_fraction": die_text,
    }


def _stabilise(con: int, hp: int, bonus: int, continuous_damage: int) -> dict[str, object]:
    _alive_dying(con, hp)
    if continuous_damage:
        # "fallan automáticamente el chequeo ... pierden 1 punto de vida además de su daño continuo"
        now = later = Fraction(0)
    else:
        now, later = stabilise_chance(con, hp, bonus), stabilise_before_death(con, hp, bonus)
    loss = 1 + continuous_damage
    p_now, now_text = exact(now)
    p_later, later_text = exact(later)
    return {
        "con_modifier": ability_modifier(con),
        "dc": stabilise_dc(hp),
        "p_stabilise": p_now,
        "p_stabilise_fraction": now_text,
        "p_before_death": p_later,
        "p_before_death_fraction": later_text,
        "hp_lost_per_failed_round": loss,
        "failed_rounds_to_death": -(-(hp + con) // loss),
    }


def _heal_stabilise(heal_bonus: int) -> dict[str, object]:
    p, text = exact(check_chance(heal_bonus, HEAL_DC))
    return {"dc": HEAL_DC, "p_stabilise": p, "p_stabilise_fraction": text}


def _healing_dying(con: int, hp: int, healing: int) -> dict[str, object]:
    _alive_dying(con, hp)
    after = hp + healing
    state, _ = hp_state(con, after)
    return {"hp_after": after, "stable": True, "state": state.value, "conscious": after >= 0}


class DisabledAction(enum.Enum):
    MOVE = "move"
    STANDARD = "standard"
    FULL_ROUND = "full_round"


def _disabled_action(con: int, hp: int, action: str, healing: int) -> dict[str, object]:
    if not -con < hp <= 0:
        raise InputError("hp", f"an integer from {1 - con} to 0 (disabled with Con {con})", hp, reason="not disabled")
    kind = DisabledAction(action)
    if kind is DisabledAction.FULL_ROUND:
        # "ni puedes efectuar acciones de asalto completo"
        return {"allowed": False, "hp_after": hp, "state": HpState.DISABLED.value}
    # A standard (strenuous) action costs 1 HP once completed, after any healing it brought.
    after = hp + healing - (1 if kind is DisabledAction.STANDARD else 0)
    state, _ = hp_state(con, after)
    if state is HpState.DYING and (kind is DisabledAction.MOVE or healing > 0):
        # Only a strenuous action that did not raise HP leaves you "moribundo"; otherwise a
        # character recovered at negative HP stays disabled.
        state = HpState.DISABLED
    return {"allowed": True, "hp_after": after, "state": state.value}


def _recover(con: int, hp: int, bonus: int) -> dict[str, object]:
    _alive_dying(con, hp)
    dc = RECOVER_DC - hp
    p, text = exact(check_chance(ability_modifier(con) + bonus, dc))
    return {"con_modifier": ability_modifier(con), "dc": dc, "p_per_hour": p, "p_per_hour_fraction": text}


CALCULATORS = (
    Calculator(
        name="hp_state_003",
        title=Text(
            en="Hit points: disabled, dying, dead",
            it="Punti ferita: inabile, morente, morto",
            es="Puntos de golpe: incapacitado, moribundo, muerto",
            ru="Хиты: недееспособен, при смерти, мёртв",
        ),
        summary=Text(
            en="Condition after one blow (or none): 0 HP disabled, negative dying, −Con dead, one blow to −Con/2 dead; flags massive damage.",
            it="Condizione dopo un colpo (o nessuno): 0 PF inabile, negativi morente, −Cos morto, un colpo fino a −Cos/2 morto; segnala il danno massiccio.",
            es="Estado tras un golpe (o ninguno): 0 PG incapacitado, negativos moribundo, −Con muerto, un golpe hasta −Con/2 muerto; señala el daño masivo.",
            ru="Состояние после одного удара (или без него): 0 хитов — недееспособен, меньше — при смерти, −Тел — мёртв, один удар до −Тел/2 — мёртв; отмечает массивный урон.",
        ),
        source=EFFECTS_SOURCE,
        fields=(
            _CON,
            IntField(
                name="hp",
                label=Text(en="Hit points before the blow", it="Punti ferita prima del colpo", es="Puntos de golpe antes del golpe", ru="Хиты до удара"),
                minimum=-CON_MAX * 2,
                maximum=HP_MAX,
                example=10,
            ),
            IntField(
                name="damage",
                label=Text(en="Lethal damage of one blow (after armour)", it="Danno letale di un colpo (dopo l'armatura)", es="Daño letal de un golpe (tras la armadura)", ru="Смертельный урон одного удара (после брони)"),
                minimum=0,
                maximum=HP_MAX,
                default=0,
                help=Text(en="0: no blow, just classify the hit points.", it="0: nessun colpo, solo la condizione.", es="0: sin golpe, solo el estado.", ru="0: без удара, только состояние."),
            ),
            BoolField(
                name="foe",
                label=Text(en="Foe killed at 0 HP", it="Nemico ucciso a 0 PF", es="Enemigo muerto a 0 PG", ru="Враг погибает при 0 хитов"),
                help=Text(
                    en="\"A los enemigos se les mata técnicamente a 0 puntos de golpe\" unless the DM lets them go to −Con.",
                    it="\"A los enemigos se les mata técnicamente a 0 puntos de golpe\", salvo che il DM li lasci scendere a −Cos.",
                    es="\"A los enemigos se les mata técnicamente a 0 puntos de golpe\", salvo que el DM les deje bajar a −Con.",
                    ru="«A los enemigos se les mata técnicamente a 0 puntos de golpe», если ведущий не позволит опуститься до −Тел.",
                ),
            ),
            ChoiceField(
                name="half_con",
                label=Text(en="Half Constitution (odd score)", it="Metà della Costituzione (punteggio dispari)", es="Mitad de la Constitución (puntuación impar)", ru="Половина Телосложения (нечётное)"),
                options=(
                    Option("floor_half", Text(en="−⌊Con/2⌋ (Con 13: −6)", it="−⌊Cos/2⌋ (Cos 13: −6)", es="−⌊Con/2⌋ (Con 13: −6)", ru="−⌊Тел/2⌋ (Тел 13: −6)")),
                    Option("exact", Text(en="HP ≤ −Con/2 (Con 13: −7)", it="PF ≤ −Cos/2 (Cos 13: −7)", es="PG ≤ −Con/2 (Con 13: −7)", ru="Хиты ≤ −Тел/2 (Тел 13: −7)")),
                ),
                default="floor_half",
            ),
        ),
        outputs=(
            Output("hp_after", Text(en="Hit points after", it="Punti ferita dopo", es="Puntos de golpe después", ru="Хиты после")),
            _STATE_OUT,
            Output("cause", Text(en="Cause of death", it="Causa della morte", es="Causa de la muerte", ru="Причина смерти"), codes=CAUSE_CODES),
            Output("death_at", Text(en="Dead at (−Con)", it="Morto a (−Cos)", es="Muerto a (−Con)", ru="Смерть при (−Тел)")),
            Output("one_blow_death_at", Text(en="Dead if one blow reaches", it="Morto se un colpo porta a", es="Muerto si un golpe llega a", ru="Смерть, если удар доводит до")),
            Output("massive_damage_save", Text(en="Massive damage: Fortitude DC 15 or die", it="Danno massiccio: Tempra CD 15 o morte", es="Daño masivo: Fortaleza CD 15 o muere", ru="Массивный урон: Стойкость СЛ 15 или смерть")),
        ),
        compute=_hp_state,
        readings=(
            Text(
                en="\"Si de un sólo golpe alcanzas en negativo la mitad de tu Constitución\": any single blow leaving HP at or below that value kills, whatever the HP before; bleeding is not a blow.",
                it="\"Si de un sólo golpe alcanzas en negativo la mitad de tu Constitución\": qualunque singolo colpo che lasci i PF a quel valore o sotto uccide, qualunque fossero i PF prima; il sanguinamento non è un colpo.",
                es="\"Si de un sólo golpe alcanzas en negativo la mitad de tu Constitución\": cualquier golpe que deje los PG en ese valor o por debajo mata, sean cuales sean los PG previos; desangrarse no es un golpe.",
                ru="«Si de un sólo golpe alcanzas en negativo la mitad de tu Constitución»: любой одиночный удар, оставляющий хиты на этом значении или ниже, убивает независимо от прежних хитов; кровотечение ударом не считается.",
            ),
            Text(
                en="Odd Constitution: by default half is rounded down (the seed halves armour \"redondeando hacia abajo\"), so Con 13 dies at −6; the exact reading (−7) is selectable.",
                it="Costituzione dispari: di norma la metà si arrotonda per difetto (il testo dimezza l'armatura \"redondeando hacia abajo\"), quindi Cos 13 muore a −6; la lettura esatta (−7) è selezionabile.",
                es="Constitución impar: por defecto la mitad se redondea hacia abajo (el texto divide la armadura \"redondeando hacia abajo\"), así que Con 13 muere a −6; la lectura exacta (−7) se puede elegir.",
                ru="Нечётное Телосложение: по умолчанию половина округляется вниз (текст делит броню «redondeando hacia abajo»), так что при Тел 13 смерть на −6; точное прочтение (−7) можно выбрать.",
            ),
            Text(
                en="Negative HP is classed as dying; whether the character is already stable is not tracked here. Damage is the damage taken, after armour.",
                it="PF negativi contano come morente; se il personaggio è già stabile non è considerato qui. Il danno è quello subito, dopo l'armatura.",
                es="Los PG negativos cuentan como moribundo; si el personaje ya está estable no se considera aquí. El daño es el recibido, tras la armadura.",
                ru="Отрицательные хиты считаются состоянием «при смерти»; стабилизирован ли персонаж, здесь не учитывается. Урон — полученный, после брони.",
            ),
        ),
    ),
    Calculator(
        name="massive_damage_003",
        title=Text(en="Massive damage", it="Danno massiccio", es="Daño masivo", ru="Массивный урон"),
        summary=Text(
            en="20 or more lethal damage from one blow: Fortitude save DC 15 or die; exact chance of surviving.",
            it="20 o più danni letali da un solo colpo: tiro salvezza su Tempra CD 15 o morte; probabilità esatta di sopravvivere.",
            es="20 o más de daño letal de un solo golpe: salvación de Fortaleza CD 15 o muere; probabilidad exacta de sobrevivir.",
            ru="20 и более смертельного урона одним ударом: спасбросок Стойкости СЛ 15 или смерть; точная вероятность выжить.",
        ),
        source=MASSIVE_SOURCE,
        fields=(
            IntField(
                name="damage",
                label=Text(en="Damage of one blow (after armour)", it="Danno di un colpo (dopo l'armatura)", es="Daño de un golpe (tras la armadura)", ru="Урон одного удара (после брони)"),
                minimum=0,
                maximum=HP_MAX,
                example=20,
            ),
            _bonus_field("fort_bonus", Text(en="Fortitude save bonus", it="Bonus al tiro salvezza su Tempra", es="Bonificador de salvación de Fortaleza", ru="Бонус спасброска Стойкости")),
            BoolField(
                name="lethal",
                label=Text(en="Lethal damage", it="Danno letale", es="Daño letal", ru="Смертельный урон"),
                default=True,
            ),
        ),
        outputs=(
            Output("applies", Text(en="Save required", it="Tiro salvezza richiesto", es="Salvación necesaria", ru="Нужен спасбросок")),
            Output("dc", Text(en="Fortitude DC", it="CD Tempra", es="CD de Fortaleza", ru="СЛ Стойкости")),
            Output("p_survive", Text(en="Chance of surviving", it="Probabilità di sopravvivere", es="Probabilidad de sobrevivir", ru="Вероятность выжить")),
            Output("p_survive_fraction", Text(en="Chance of surviving (exact)", it="Probabilità di sopravvivere (esatta)", es="Probabilidad de sobrevivir (exacta)", ru="Вероятность выжить (точно)")),
            Output("p_death", Text(en="Chance of dying", it="Probabilità di morire", es="Probabilidad de morir", ru="Вероятность погибнуть")),
            Output("p_death_fraction", Text(en="Chance of dying (exact)", it="Probabilità di morire (esatta)", es="Probabilidad de morir (exacta)", ru="Вероятность погибнуть (точно)")),
        ),
        compute=_massive,
        readings=(
            Text(
                en="The save succeeds on d20 + bonus ≥ 15; a natural 1 always fails and a natural 20 always succeeds (\"Fracasos y éxitos automáticos\"). Damage is what the blow inflicts, after armour; 20 from several blows does not count.",
                it="Il tiro riesce con d20 + bonus ≥ 15; un 1 naturale fallisce sempre e un 20 naturale riesce sempre (\"Fracasos y éxitos automáticos\"). Il danno è quello inflitto dal colpo, dopo l'armatura; 20 da più colpi non conta.",
                es="La salvación tiene éxito con d20 + bonificador ≥ 15; un 1 natural siempre falla y un 20 natural siempre tiene éxito (\"Fracasos y éxitos automáticos\"). El daño es el que inflige el golpe, tras la armadura; 20 de varios golpes no cuenta.",
                ru="Спасбросок успешен при d20 + бонус ≥ 15; натуральная 1 всегда провал, натуральная 20 всегда успех («Fracasos y éxitos automáticos»). Урон — нанесённый ударом после брони; 20 от нескольких ударов не в счёт.",
            ),
        ),
    ),
    Calculator(
        name="stabilise_003",
        title=Text(en="Dying: stabilising", it="Morente: stabilizzarsi", es="Moribundo: estabilizarse", ru="При смерти: стабилизация"),
        summary=Text(
            en="Each round a Con check DC 10 + negative HP (natural 20 succeeds), else lose 1 HP: chance this round and before dying.",
            it="Ogni round una prova di Costituzione CD 10 + PF negativi (il 20 naturale riesce), altrimenti si perde 1 PF: probabilità in questo round e prima di morire.",
            es="Cada asalto un chequeo de Constitución CD 10 + PG negativos (el 20 natural tiene éxito), si no pierde 1 PG: probabilidad en este asalto y antes de morir.",
            ru="Каждый раунд проверка Телосложения СЛ 10 + отрицательные хиты (натуральная 20 — успех), иначе −1 хит: вероятность в этом раунде и до смерти.",
        ),
        source=STABLE_SOURCE,
        fields=(
            _CON_ALIVE,
            _NEG_HP,
            _bonus_field("bonus", Text(en="Other modifiers to the check", it="Altri modificatori alla prova", es="Otros modificadores al chequeo", ru="Прочие модификаторы проверки")),
            IntField(
                name="continuous_damage",
                label=Text(en="Continuous damage per round", it="Danno continuo per round", es="Daño continuo por asalto", ru="Продолжающийся урон за раунд"),
                minimum=0,
                maximum=100,
                default=0,
                help=Text(
                    en="E.g. an acid arrow or bleeding: the check fails automatically.",
                    it="Es. una freccia acida o un sanguinamento: la prova fallisce automaticamente.",
                    es="P. ej. una flecha ácida o un desangrado: el chequeo falla automáticamente.",
                    ru="Например, кислотная стрела или кровотечение: проверка проваливается автоматически.",
                ),
            ),
        ),
        outputs=(
            Output("con_modifier", Text(en="Constitution modifier", it="Modificatore di Costituzione", es="Modificador de Constitución", ru="Модификатор Телосложения")),
            Output("dc", Text(en="Check DC", it="CD della prova", es="CD del chequeo", ru="СЛ проверки")),
            Output("p_stabilise", Text(en="Chance this round", it="Probabilità in questo round", es="Probabilidad en este asalto", ru="Вероятность в этом раунде")),
            Output("p_stabilise_fraction", Text(en="Chance this round (exact)", it="Probabilità in questo round (esatta)", es="Probabilidad en este asalto (exacta)", ru="Вероятность в этом раунде (точно)")),
            Output("p_before_death", Text(en="Chance of stabilising before death", it="Probabilità di stabilizzarsi prima di morire", es="Probabilidad de estabilizarse antes de morir", ru="Вероятность стабилизироваться до смерти")),
            Output("p_before_death_fraction", Text(en="Before death (exact)", it="Prima di morire (esatta)", es="Antes de morir (exacta)", ru="До смерти (точно)")),
            Output("hp_lost_per_failed_round", Text(en="HP lost per failed round", it="PF persi per round fallito", es="PG perdidos por asalto fallido", ru="Хитов теряется за проваленный раунд")),
            Output("failed_rounds_to_death", Text(en="Failed rounds until death", it="Round falliti fino alla morte", es="Asaltos fallidos hasta morir", ru="Проваленных раундов до смерти")),
        ),
        compute=_stabilise,
        readings=(
            Text(
                en="\"Penalización a la DC igual a su valor negativo de puntos de golpe\": DC = 10 + |HP| (the same as d20 + Con − |HP| ≥ 10). Only a natural 20 is automatic.",
                it="\"Penalización a la DC igual a su valor negativo de puntos de golpe\": CD = 10 + |PF| (equivale a d20 + Cos − |PF| ≥ 10). Solo il 20 naturale è automatico.",
                es="\"Penalización a la DC igual a su valor negativo de puntos de golpe\": CD = 10 + |PG| (equivale a d20 + Con − |PG| ≥ 10). Solo el 20 natural es automático.",
                ru="«Penalización a la DC igual a su valor negativo de puntos de golpe»: СЛ = 10 + |хиты| (то же, что d20 + Тел − |хиты| ≥ 10). Автоматична только натуральная 20.",
            ),
            Text(
                en="The 1 HP lost each round while dying and the 1 HP lost on a failed check are the same loss: one check and 1 HP per round. The first check is at the current HP; death comes at −Con.",
                it="L'1 PF perso ogni round da morente e l'1 PF perso con la prova fallita sono la stessa perdita: una prova e 1 PF per round. La prima prova è ai PF attuali; la morte arriva a −Cos.",
                es="El 1 PG perdido cada asalto estando moribundo y el 1 PG perdido al fallar el chequeo son la misma pérdida: un chequeo y 1 PG por asalto. El primer chequeo es con los PG actuales; la muerte llega a −Con.",
                ru="Потеря 1 хита за раунд при смерти и потеря 1 хита за проваленную проверку — одна и та же: одна проверка и 1 хит за раунд. Первая проверка — при текущих хитах; смерть наступает на −Тел.",
            ),
            Text(
                en="With continuous damage the chance before death assumes the damage lasts every round until death.",
                it="Con danno continuo, la probabilità prima di morire presume che il danno duri ogni round fino alla morte.",
                es="Con daño continuo, la probabilidad antes de morir supone que el daño dura cada asalto hasta la muerte.",
                ru="При продолжающемся уроне вероятность до смерти считает, что урон идёт каждый раунд до смерти.",
            ),
            _READ_MOD,
        ),
    ),
    Calculator(
        name="heal_stabilise_003",
        title=Text(en="Stabilising with Heal", it="Stabilizzare con Guarire", es="Estabilizar con Sanar", ru="Стабилизация Лечением"),
        summary=Text(
            en="A Heal (Sanar) check DC 15 stabilises a dying character; any healing, even 1 HP, also does.",
            it="Una prova di Guarire (Sanar) CD 15 stabilizza un morente; lo fa anche qualsiasi cura, anche di 1 PF.",
            es="Una tirada de Sanar CD 15 estabiliza a un moribundo; también lo hace cualquier curación, incluso de 1 PG.",
            ru="Проверка Лечения (Sanar) СЛ 15 стабилизирует умирающего; так же действует любое лечение, даже на 1 хит.",
        ),
        source=STABLE_SOURCE,
        fields=(_bonus_field("heal_bonus", Text(en="Heal (Sanar) bonus", it="Bonus di Guarire (Sanar)", es="Bonificador de Sanar", ru="Бонус Лечения (Sanar)")),),
        outputs=(
            Output("dc", Text(en="Heal DC", it="CD di Guarire", es="CD de Sanar", ru="СЛ Лечения")),
            Output("p_stabilise", Text(en="Chance to stabilise", it="Probabilità di stabilizzare", es="Probabilidad de estabilizar", ru="Вероятность стабилизировать")),
            Output("p_stabilise_fraction", Text(en="Chance (exact)", it="Probabilità (esatta)", es="Probabilidad (exacta)", ru="Вероятность (точно)")),
        ),
        compute=_heal_stabilise,
        readings=(_READ_NO_AUTO,),
    ),
    Calculator(
        name="healing_dying_003",
        title=Text(en="Healing a dying character", it="Curare un morente", es="Curar a un moribundo", ru="Лечение умирающего"),
        summary=Text(
            en="Any healing stabilises; to 0 HP the character is disabled, to 1 or more fully functional.",
            it="Qualsiasi cura stabilizza; a 0 PF il personaggio è inabile, a 1 o più pienamente operativo.",
            es="Cualquier curación estabiliza; a 0 PG el personaje queda incapacitado, a 1 o más completamente funcional.",
            ru="Любое лечение стабилизирует; при 0 хитов персонаж недееспособен, при 1 и более — полностью в строю.",
        ),
        source=STABLE_SOURCE,
        fields=(
            _CON_ALIVE,
            _NEG_HP,
            IntField(
                name="healing",
                label=Text(en="Hit points healed", it="Punti ferita curati", es="Puntos de golpe curados", ru="Вылечено хитов"),
                minimum=1,
                maximum=HP_MAX,
                example=5,
            ),
        ),
        outputs=(
            Output("hp_after", Text(en="Hit points after", it="Punti ferita dopo", es="Puntos de golpe después", ru="Хиты после")),
            Output("stable", Text(en="Stable", it="Stabile", es="Estable", ru="Стабилен")),
            _STATE_OUT,
            Output("conscious", Text(en="Conscious", it="Cosciente", es="Consciente", ru="В сознании")),
        ),
        compute=_healing_dying,
        readings=(
            Text(
                en="At 0 HP the seed says \"le pone moribundo y discapacitado\"; read as disabled (and conscious), as its own rule for 0 HP states.",
                it="A 0 PF il testo dice \"le pone moribundo y discapacitado\"; letto come inabile (e cosciente), come la sua regola per 0 PF.",
                es="A 0 PG el texto dice \"le pone moribundo y discapacitado\"; se lee como incapacitado (y consciente), como dice su propia regla de 0 PG.",
                ru="При 0 хитов текст говорит «le pone moribundo y discapacitado»; читается как «недееспособен» (и в сознании), по его же правилу для 0 хитов.",
            ),
        ),
    ),
    Calculator(
        name="disabled_action_003",
        title=Text(en="Acting while disabled", it="Agire da inabile", es="Actuar incapacitado", ru="Действия в недееспособном состоянии"),
        summary=Text(
            en="Disabled: one move or standard action a turn, no full-round actions; a standard action costs 1 HP once done.",
            it="Inabile: un'azione di movimento o standard per turno, niente azioni di round completo; un'azione standard costa 1 PF una volta compiuta.",
            es="Incapacitado: una acción de movimiento o normal por turno, sin acciones de asalto completo; una acción normal cuesta 1 PG al completarla.",
            ru="Недееспособен: одно действие движения или обычное за ход, без полнораундовых; обычное действие стоит 1 хит по завершении.",
        ),
        source=DISABLED_SOURCE,
        fields=(
            _CON_ALIVE,
            IntField(
                name="hp",
                label=Text(en="Current hit points", it="Punti ferita attuali", es="Puntos de golpe actuales", ru="Текущие хиты"),
                minimum=1 - CON_MAX,
                maximum=0,
                help=Text(
                    en="0, or negative for a character disabled after recovering from dying.",
                    it="0, o negativi per un personaggio inabile dopo essersi ripreso da morente.",
                    es="0, o negativos para un personaje incapacitado al recuperarse de estar moribundo.",
                    ru="0 или меньше — для персонажа, ставшего недееспособным после выхода из умирания.",
                ),
                example=0,
            ),
            ChoiceField(
                name="action",
                label=Text(en="Action", it="Azione", es="Acción", ru="Действие"),
                options=(
                    Option("move", Text(en="Move action", it="Azione di movimento", es="Acción de movimiento", ru="Действие движения")),
                    Option("standard", Text(en="Standard action", it="Azione standard", es="Acción normal", ru="Обычное действие")),
                    Option("full_round", Text(en="Full-round action", it="Azione di round completo", es="Acción de asalto completo", ru="Полнораундовое действие")),
                ),
            ),
            IntField(
                name="healing",
                label=Text(en="Hit points the action heals", it="Punti ferita curati dall'azione", es="Puntos de golpe que cura la acción", ru="Хитов лечит само действие"),
                minimum=0,
                maximum=HP_MAX,
                default=0,
            ),
        ),
        outputs=(
            Output("allowed", Text(en="Allowed", it="Consentita", es="Permitida", ru="Разрешено")),
            Output("hp_after", Text(en="Hit points after", it="Punti ferita dopo", es="Puntos de golpe después", ru="Хиты после")),
            _STATE_OUT,
        ),
        compute=_disabled_action,
        readings=(
            Text(
                en="\"A menos que tu actividad aumentara tus puntos de golpe\": the healing the action brings is added, then the 1 point of damage is taken.",
                it="\"A menos que tu actividad aumentara tus puntos de golpe\": si aggiunge la cura portata dall'azione, poi si subisce il danno di 1.",
                es="\"A menos que tu actividad aumentara tus puntos de golpe\": se suma la curación que aporta la acción y luego se recibe el punto de daño.",
                ru="«A menos que tu actividad aumentara tus puntos de golpe»: сначала прибавляется лечение от действия, затем наносится 1 урон.",
            ),
        ),
    ),
    Calculator(
        name="recover_003",
        title=Text(en="Regaining consciousness", it="Riprendere conoscenza", es="Recuperar la consciencia", ru="Возвращение сознания"),
        summary=Text(
            en="An hour after being stabilised, a Con check DC 10 + negative HP each hour to wake up disabled.",
            it="Un'ora dopo la stabilizzazione, ogni ora una prova di Costituzione CD 10 + PF negativi per svegliarsi inabile.",
            es="Una hora después de estabilizarse, cada hora una tirada de Constitución CD 10 + PG negativos para despertar incapacitado.",
            ru="Через час после стабилизации — каждый час проверка Телосложения СЛ 10 + отрицательные хиты, чтобы очнуться недееспособным.",
        ),
        source=RECOVERY_SOURCE,
        fields=(
            _CON_ALIVE,
            _NEG_HP,
            _bonus_field("bonus", Text(en="Other modifiers to the check", it="Altri modificatori alla prova", es="Otros modificadores a la tirada", ru="Прочие модификаторы проверки")),
        ),
        outputs=(
            Output("con_modifier", Text(en="Constitution modifier", it="Modificatore di Costituzione", es="Modificador de Constitución", ru="Модификатор Телосложения")),
            Output("dc", Text(en="Check DC", it="CD della prova", es="CD de la tirada", ru="СЛ проверки")),
            Output("p_per_hour", Text(en="Chance each hour", it="Probabilità ogni ora", es="Probabilidad cada hora", ru="Вероятность за час")),
            Output("p_per_hour_fraction", Text(en="Chance each hour (exact)", it="Probabilità ogni ora (esatta)", es="Probabilidad cada hora (exacta)", ru="Вероятность за час (точно)")),
        ),
        compute=_recover,
        readings=(_READ_NO_AUTO, _READ_MOD),
    ),
)
