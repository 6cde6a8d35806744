"""000 — "SOPPRIMERE UN AVVERSARIO" (tackle) and "BUTTARSI DAVANTI AI COLPI DEGLI AVVERSARI".

Tackle: the attempt goes off at the movement initiative of the slowest participant; it
is a to-hit roll against the defender's natural AC (no armour, no shield) with the best
attacker's THAC0 and +1 per further participant. On a hit, the defender and the attacker
who rolled make an opposed strength check with: ±4 per size step between them (no
tackling a creature more than two sizes larger), +1 per extra attacker not more than two
sizes smaller than the defender, −4 to the attacker's strength against four or more legs.
The same check, same modifiers, is the first action of every following round in which
the defender is held down.

Readings (the text leaves them open):

* the opposed check is the one of :func:`calc.rules.grab_000.opposed_check`;
* every modifier goes on the rolling attacker's strength score (the legs one says so
  explicitly), the size one positive when the attacker is the larger;
* the size limits are measured from the attacker who rolls;
* the defender stays standing, or breaks free in a later round, only by winning the check:
  a tie ("parità"), which the text does not resolve, leaves him down.

Throwing oneself before the blows of a single enemy (not two or more sizes larger): the
enemy's blows at the same initiative as the manoeuvre or slower hit the one who
interposed; all melee attacks against him get +3 to hit and up to +3 on the base damage
die, never above the die's maximum. Reading: a lower initiative acts first (AD&D), so the
manoeuvre catches blows whose initiative is equal to or higher than the rescuer's.
"""

from __future__ import annotations

from typing import Iterable, Sequence

from ..declare import BoolField, Calculator, ChoiceField, IntField, Output, Text
from ..errors import InputError
from ..tables.sizes_000 import CreatureSize
from ..tables.tackle_000 import (
    EXTRA_ATTACKER_MAX_SIZES_SMALLER,
    EXTRA_ATTACKER_MODIFIER,
    FOUR_LEGS_MODIFIER,
    MAX_DEFENDER_SIZES_LARGER,
    SIZE_STEP_MODIFIER,
    TACKLE_SOURCE,
    THROW_DAMAGE_DIE_BONUS,
    THROW_MAX_ENEMY_SIZES_LARGER,
    THROW_SOURCE,
    THROW_TO_HIT_BONUS,
    TO_HIT_PER_EXTRA_ATTACKER,
)
from .grab_000 import (
    AC_FIELD_RANGE,
    NATURAL_ROLL_READING,
    OPPOSED_CHECK_READING,
    THAC0_FIELD_RANGE,
    attack_hit_chance,
    opposed_check,
    p_outputs,
    p_pair,
    roll_needed,
    strength_field,
)
from .strength_000 import size_options

__all__ = [
    "tackle_initiative",
    "tackle_to_hit_bonus",
    "check_tackle_sizes",
    "extra_attacker_counts",
    "size_modifier",
    "legs_modifier",
    "attacker_strength_modifier",
    "check_throw_sizes",
    "blow_redirected",
    "fastest_interposers",
    "boosted_die",
    "MAX_ATTACKERS",
    "INITIATIVE_RANGE",
    "CALCULATORS",
]

MAX_ATTACKERS = 12  # the seed limits attackers by the victim's size without giving numbers
INITIATIVE_RANGE = (-10, 30)


def tackle_initiative(movement_initiatives: Iterable[int]) -> int:
    """Initiative of the attempt: the movement initiative of the slowest participant (highest number)."""
    return max(movement_initiatives)


def tackle_to_hit_bonus(attackers: int) -> int:
    """+1 to hit per participant beyond the one whose THAC0 is used."""
    if attackers < 1:
        raise InputError("attackers", "at least 1", attackers)
    return TO_HIT_PER_EXTRA_ATTACKER * (attackers - 1)


def check_tackle_sizes(attacker: CreatureSize, defender: CreatureSize) -> None:
    """No tackling a creature more than two sizes larger than the attacker."""
    if defender.rank - attacker.rank > MAX_DEFENDER_SIZES_LARGER:
        allowed = "|".join(s.value for s in CreatureSize if s.rank - attacker.rank <= MAX_DEFENDER_SIZES_LARGER)
        raise InputError(
            "defender_size",
            f"one of {allowed} (at most two sizes larger than the attacker)",
            defender.value,
            reason="cannot tackle a creature more than two sizes larger",
        )


def extra_attacker_counts(extra_sizes: Iterable[CreatureSize], defender: CreatureSize) -> int:
    """How many extra attackers give +1: those not more than two sizes smaller than the defender."""
    return sum(1 for size in extra_sizes if defender.rank - size.rank <= EXTRA_ATTACKER_MAX_SIZES_SMALLER)


def size_modifier(attacker: CreatureSize, defender: CreatureSize) -> int:
    """±4 per size step, on the attacker's strength: positive when the attacker is larger."""
    return SIZE_STEP_MODIFIER * (attacker.rank - defender.rank)


def legs_modifier(defender_four_legs: bool) -> int:
    """−4 to the attacker's strength if the defender has four or more legs."""
    return FOUR_LEGS_MODIFIER if defender_four_legs else 0


def attacker_strength_modifier(
    attacker: CreatureSize, defender: CreatureSize, eligible_extra: int, defender_four_legs: bool) -> int:
    """Sum of the three modifiers of the opposed strength check, on the attacker's score."""
    check_tackle_sizes(attacker, defender)
    return size_modifier(attacker, defender) + EXTRA_ATTACKER_MODIFIER * eligible_extra + legs_modifier(defender_four_legs)


def _tackle(
    best_thac0: int,
    natural_ac: int,
    attackers: int,
    extra_too_small: int,
    attacker_size: str,
    defender_size: str,
    attacker_strength: int,
    defender_strength: int,
    four_legs: bool,
) -> dict[str, object]:
    attacker, defender = CreatureSize(attacker_size), CreatureSize(defender_size)
    check_tackle_sizes(attacker, defender)
    if extra_too_small > attackers - 1:
        raise InputError(
            "extra_too_small",
            f"an integer from 0 to {attackers - 1} (the extra attackers)",
            extra_too_small,
            reason="more too-small extra attackers than extra attackers",
        )
    bonus = tackle_to_hit_bonus(attackers)
    needed = roll_needed(best_thac0, natural_ac, bonus)
    p_hit = attack_hit_chance(needed)
    eligible = attackers - 1 - extra_too_small
    modifier = attacker_strength_modifier(attacker, defender, eligible, four_legs)
    contest = opposed_check(attacker_strength + modifier, defender_strength)
    return {
        "to_hit_bonus": bonus,
        "roll_needed": needed,
        **p_pair("p_hit", p_hit),
        "size_modifier": size_modifier(attacker, defender),
        "extra_attackers_modifier": EXTRA_ATTACKER_MODIFIER * eligible,
        "legs_modifier": legs_modifier(four_legs),
        "strength_modifier": modifier,
        "attacker_check_score": attacker_strength + modifier,
        **p_pair("p_attacker_wins", contest.first_wins),
        **p_pair("p_tie", contest.tie),
        **p_pair("p_defender_wins", contest.second_wins),
        **p_pair("p_knockdown", p_hit * (1 - contest.second_wins)),
    }


def check_throw_sizes(rescuer: CreatureSize, enemy: CreatureSize) -> None:
    """The enemy must not be two or more sizes larger than the one who throws himself."""
    if enemy.rank - rescuer.rank > THROW_MAX_ENEMY_SIZES_LARGER:
        allowed = "|".join(s.value for s in CreatureSize if s.rank - rescuer.rank <= THROW_MAX_ENEMY_SIZES_LARGER)
        raise InputError(
            "enemy_size",
            f"one of {allowed} (less than two sizes larger than the rescuer)",
            enemy.value,
            reason="cannot interpose before an enemy two or more sizes larger",
        )


def blow_redirected(rescuer_initiative: int, blow_initiative: int) -> bool:
    """A blow at the same initiative as the manoeuvre, or slower (higher), hits the rescuer."""
    return blow_initiative >= rescuer_initiative


def fastest_interposers(initiatives: Sequence[int]) -> tuple[int, ...]:
    """Indices of the creatures that may interpose when several try on one enemy: the fastest.

    More than one index means a tie, broken at random ("con selezione casuale").
    """
    best = min(initiatives)
    return tuple(i for i, init in enumerate(initiatives) if init == best)


def boosted_die(roll: int, sides: int, bonus: int = THROW_DAMAGE_DIE_BONUS) -> int:
    """The base damage die raised by ``bonus`` but never above its maximum."""
    if not 1 <= roll <= sides:
        raise InputError("die_roll", f"an integer from 1 to {sides} (the die's faces)", roll)
    return min(roll + bonus, sides)


def _throw(
    rescuer_size: str,
    enemy_size: str,
    rescuer_initiative: int,
    blow_initiative: int,
    die_sides: int,
    die_roll: int,
) -> dict[str, object]:
    check_throw_sizes(CreatureSize(rescuer_size), CreatureSize(enemy_size))
    return {
        "redirected": blow_redirected(rescuer_initiative, blow_initiative),
        "to_hit_bonus": THROW_TO_HIT_BONUS,
        "damage_die_bonus": THROW_DAMAGE_DIE_BONUS,
        "die_result": boosted_die(die_roll, die_sides),
    }


_SIZE_HELP = Text(
    en="One step of the scale Tiny, Small, Medium, Large, Huge, Gargantuan is one size.",
    it="Un gradino della scala Tiny, Small, Medium, Large, Huge, Gargantuan è una taglia.",
    es="Un paso de la escala Tiny, Small, Medium, Large, Huge, Gargantuan es un tamaño.",
    ru="Одна ступень шкалы Tiny, Small, Medium, Large, Huge, Gargantuan — один размер.",
)

_INITIATIVE_READING = Text(
    en="Lower initiative acts first: blows at the rescuer's initiative or higher are redirected to him.",
    it="L'iniziativa più bassa agisce prima: i colpi con iniziativa pari o superiore a quella del salvatore sono diretti su di lui.",
    es="La iniciativa más baja actúa antes: los golpes con iniciativa igual o superior a la del salvador se dirigen contra él.",
    ru="Меньшая инициатива действует раньше: удары с инициативой, равной или большей, чем у спасителя, достаются ему.",
)


CALCULATORS = (
    Calculator(
        name="tackle_000",
        title=Text(
            en="Tackle (suppress an opponent)",
            it="Sopprimere un avversario",
            es="Placar (suprimir a un adversario)",
            ru="Повалить противника (подавление)",
        ),
        summary=Text(
            en="To-hit roll against the natural AC with the best THAC0 +1 per extra attacker, then the opposed strength check "
            "(±4 per size, +1 per eligible extra attacker, −4 against four or more legs).",
            it="Tiro per colpire contro la CA naturale con la THAC0 migliore +1 per ogni ulteriore partecipante, poi la prova "
            "comparata di forza (±4 per taglia, +1 per attaccante addizionale, −4 contro quattro o più zampe).",
            es="Tirada para impactar contra la CA natural con el mejor THAC0 +1 por atacante extra, luego la prueba de fuerza "
            "enfrentada (±4 por tamaño, +1 por atacante extra válido, −4 contra cuatro o más patas).",
            ru="Бросок на попадание против естественного КБ с лучшим THAC0 и +1 за каждого доп. участника, затем встречная "
            "проверка силы (±4 за размер, +1 за подходящего доп. атакующего, −4 против четырёх и более ног).",
        ),
        source=TACKLE_SOURCE,
        fields=(
            IntField(
                name="best_thac0",
                label=Text(en="Best attacker's THAC0", it="THAC0 del migliore degli attaccanti", es="THAC0 del mejor atacante", ru="THAC0 лучшего атакующего"),
                minimum=THAC0_FIELD_RANGE[0],
                maximum=THAC0_FIELD_RANGE[1],
                example=15,
            ),
            IntField(
                name="natural_ac",
                label=Text(en="Defender's natural AC", it="CA naturale del difensore", es="CA natural del defensor", ru="Естественный КБ защитника"),
                minimum=AC_FIELD_RANGE[0],
                maximum=AC_FIELD_RANGE[1],
                help=Text(
                    en="Usually 10 − dexterity and some magic (a ring of protection counts); no armour, no shield.",
                    it="Di solito AC 10 – dex ed alcune magie (conta un ring of protection); niente corazze né scudi.",
                    es="Normalmente 10 − destreza y algo de magia (cuenta un anillo de protección); sin armadura ni escudo.",
                    ru="Обычно 10 − ловкость и некоторая магия (кольцо защиты учитывается); без доспехов и щитов.",
                ),
                example=5,
            ),
            IntField(
                name="attackers",
                label=Text(en="Attackers taking part", it="Attaccanti partecipanti", es="Atacantes que participan", ru="Число атакующих"),
                minimum=1,
                maximum=MAX_ATTACKERS,
                default=1,
            ),
            IntField(
                name="extra_too_small",
                label=Text(
                    en="Extra attackers more than two sizes smaller than the defender",
                    it="Attaccanti addizionali di più di due taglie inferiori al difensore",
                    es="Atacantes extra más de dos tamaños menores que el defensor",
                    ru="Доп. атакующие, меньшие защитника более чем на два размера",
                ),
                minimum=0,
                maximum=MAX_ATTACKERS - 1,
                default=0,
                help=Text(
                    en="They still add +1 to hit, but nothing to the strength check.",
                    it="Danno comunque +1 al tiro per colpire, ma nulla alla prova di forza.",
                    es="Siguen dando +1 para impactar, pero nada a la prueba de fuerza.",
                    ru="Они дают +1 к попаданию, но ничего к проверке силы.",
                ),
            ),
            ChoiceField(
                name="attacker_size",
                label=Text(en="Size of the attacker who rolls", it="Taglia dell'attaccante che tira", es="Tamaño del atacante que tira", ru="Размер бросающего атакующего"),
                options=size_options(),
                default="medium",
                help=_SIZE_HELP,
            ),
            ChoiceField(
                name="defender_size",
                label=Text(en="Defender's size", it="Taglia del difensore", es="Tamaño del defensor", ru="Размер защитника"),
                options=size_options(),
                default="medium",
                help=_SIZE_HELP,
            ),
            strength_field("attacker_strength", Text(en="Attacker's strength", it="Forza dell'attaccante", es="Fuerza del atacante", ru="Сила атакующего")),
            strength_field("defender_strength", Text(en="Defender's strength", it="Forza del difensore", es="Fuerza del defensor", ru="Сила защитника")),
            BoolField(
                name="four_legs",
                label=Text(en="Defender has four or more legs", it="Difensore con quattro o più zampe", es="Defensor con cuatro o más patas", ru="У защитника четыре ноги или больше"),
                default=False,
            ),
        ),
        outputs=(
            Output("to_hit_bonus", Text(en="To-hit bonus", it="Bonus al tiro per colpire", es="Bono para impactar", ru="Бонус к попаданию")),
            Output("roll_needed", Text(en="d20 needed", it="d20 necessario", es="d20 necesario", ru="Нужно на d20")),
            *p_outputs("p_hit", Text(en="Chance to hit", it="Probabilità di colpire", es="Probabilidad de impactar", ru="Вероятность попадания")),
            Output("size_modifier", Text(en="Size modifier", it="Modificatore di taglia", es="Modificador por tamaño", ru="Модификатор размера")),
            Output("extra_attackers_modifier", Text(en="Extra attackers modifier", it="Modificatore attaccanti addizionali", es="Modificador por atacantes extra", ru="Модификатор доп. атакующих")),
            Output("legs_modifier", Text(en="Four-legs modifier", it="Modificatore quattro zampe", es="Modificador por cuatro patas", ru="Модификатор четырёх ног")),
            Output("strength_modifier", Text(en="Total on attacker's strength", it="Totale sulla forza dell'attaccante", es="Total sobre la fuerza del atacante", ru="Итог к силе атакующего")),
            Output("attacker_check_score", Text(en="Attacker's check score", it="Punteggio di prova dell'attaccante", es="Puntuación de prueba del atacante", ru="Значение проверки атакующего")),
            *p_outputs("p_attacker_wins", Text(en="Attacker wins the check", it="L'attaccante vince la prova", es="El atacante gana la prueba", ru="Атакующий выигрывает проверку")),
            *p_outputs("p_tie", Text(en="Tie", it="Parità", es="Empate", ru="Ничья")),
            *p_outputs("p_defender_wins", Text(en="Defender wins (stays up / breaks free)", it="Il difensore vince (resta in piedi / si libera)", es="El defensor gana (sigue en pie / se libera)", ru="Защитник выигрывает (устоял / освободился)")),
            *p_outputs("p_knockdown", Text(en="Hit and defender knocked down", it="Colpito e difensore atterrato", es="Impacto y defensor derribado", ru="Попадание и защитник повален")),
        ),
        compute=_tackle,
        readings=(
            NATURAL_ROLL_READING,
            OPPOSED_CHECK_READING,
            Text(
                en="All check modifiers apply to the rolling attacker's strength score; the size one is +4 per step when he is larger, −4 per step when smaller.",
                it="Tutti i modificatori si applicano alla forza dell'attaccante che tira; quello di taglia è +4 per taglia se è più grande, −4 per taglia se è più piccolo.",
                es="Todos los modificadores se aplican a la fuerza del atacante que tira; el de tamaño es +4 por paso si es mayor, −4 por paso si es menor.",
                ru="Все модификаторы применяются к силе бросающего атакующего; за размер +4 за ступень, если он больше, −4 — если меньше.",
            ),
            Text(
                en="The defender stays up, or breaks free in a later round, only by winning; a tie (not covered by the text) leaves him down.",
                it="Il difensore resta in piedi, o si libera nei round successivi, solo vincendo; la parità (non prevista dal testo) lo lascia a terra.",
                es="El defensor sigue en pie, o se libera en rondas posteriores, solo si gana; un empate (no previsto por el texto) lo deja en el suelo.",
                ru="Защитник устоит или освободится в следующих раундах только при победе; ничья (в тексте не описана) оставляет его на земле.",
            ),
        ),
    ),
    Calculator(
        name="throw_before_blows_000",
        title=Text(
            en="Throw oneself before the enemy's blows",
            it="Buttarsi davanti ai colpi degli avversari",
            es="Lanzarse ante los golpes del adversario",
            ru="Броситься под удары противника",
        ),
        summary=Text(
            en="Whether a blow is intercepted (by initiative), and the +3 to hit and up to +3 on the damage die against the one who interposes.",
            it="Se un colpo viene intercettato (per iniziativa), e il +3 al tiro per colpire e fino a +3 sul dado delle ferite contro chi si frappone.",
            es="Si un golpe se intercepta (por iniciativa), y el +3 para impactar y hasta +3 al dado de daño contra quien se interpone.",
            ru="Перехвачен ли удар (по инициативе), и +3 к попаданию и до +3 к кубику урона против того, кто заслонил.",
        ),
        source=THROW_SOURCE,
        fields=(
            ChoiceField(
                name="rescuer_size",
                label=Text(en="Rescuer's size", it="Taglia del salvatore", es="Tamaño del salvador", ru="Размер спасителя"),
                options=size_options(),
                default="medium",
            ),
            ChoiceField(
                name="enemy_size",
                label=Text(en="Enemy's size", it="Taglia del nemico", es="Tamaño del enemigo", ru="Размер противника"),
                options=size_options(),
                default="medium",
            ),
            IntField(
                name="rescuer_initiative",
                label=Text(en="Initiative of the manoeuvre", it="Iniziativa della manovra", es="Iniciativa de la maniobra", ru="Инициатива манёвра"),
                minimum=INITIATIVE_RANGE[0],
                maximum=INITIATIVE_RANGE[1],
                example=5,
            ),
            IntField(
                name="blow_initiative",
                label=Text(en="Initiative of the enemy's blow", it="Iniziativa del colpo nemico", es="Iniciativa del golpe enemigo", ru="Инициатива удара противника"),
                minimum=INITIATIVE_RANGE[0],
                maximum=INITIATIVE_RANGE[1],
                example=6,
            ),
            IntField(
                name="die_sides",
                label=Text(en="Base damage die (faces)", it="Dado base delle ferite (facce)", es="Dado base de daño (caras)", ru="Базовый кубик урона (граней)"),
                minimum=2,
                maximum=20,
                default=8,
            ),
            IntField(
                name="die_roll",
                label=Text(en="Rolled on that die", it="Risultato del dado", es="Resultado del dado", ru="Выпало на кубике"),
                minimum=1,
                maximum=20,
                default=1,
            ),
        ),
        outputs=(
            Output("redirected", Text(en="Blow hits the rescuer instead", it="Il colpo è diretto sul salvatore", es="El golpe va contra el salvador", ru="Удар достаётся спасителю")),
            Output("to_hit_bonus", Text(en="Melee to-hit bonus against the rescuer", it="Bonus al tiro per colpire in corpo a corpo contro chi si frappone", es="Bono cuerpo a cuerpo para impactar a quien se interpone", ru="Бонус к попаданию в ближнем бою по спасителю")),
            Output("damage_die_bonus", Text(en="Damage die bonus (up to)", it="Bonus al dado delle ferite (fino a)", es="Bono al dado de daño (hasta)", ru="Бонус к кубику урона (до)")),
            Output("die_result", Text(en="Damage die after the bonus", it="Dado delle ferite col bonus", es="Dado de daño con el bono", ru="Кубик урона с бонусом")),
        ),
        compute=_throw,
        readings=(_INITIATIVE_READING,),
    ),
)
