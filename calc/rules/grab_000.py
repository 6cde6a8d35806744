"""000 — "AFFERRARE UN OGGETTO": grabbing an object (or a limb) and wrenching it away.

The grab is a to-hit roll at −5 with one free hand or −4 with both; on a hit both
creatures immediately make a strength check, whoever uses one hand only with a +2
penalty. The grabber winning tears the object away; the victim winning makes the grabber
let go; a tie ("parità") leaves the object contested (repeated next round, then both act
at +3 initiative).

Also here, shared by this seed's other manoeuvres (tackle, close combat):

* :func:`attack_hit_chance` — d20 ≥ THAC0 − AC − modifiers. Reading: no natural roll is an
  automatic hit or miss (the text names none), as this seed's block, disarm and aimed blow
  calculators read it too.
* :func:`opposed_check` — the seed never says how a "check"/"prova comparata" between two
  creatures is decided. Reading (AD&D's opposed roll, as in Player's Option: Combat &
  Tactics): each rolls a d20 against his own score; a roll succeeds when, with its roll
  modifiers, it does not exceed the score; the higher successful roll wins; equal
  successful rolls, or two failures, are a tie.
* Reading for the grab's "penalità di + 2": it is added to that creature's d20 (roll
  under the score), and the modified roll is the one compared.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Output, Text
from ..probability import d20_at_least, exact
from ..tables.grab_000 import GRAB_SOURCE, GRAB_TO_HIT, ONE_HAND_CHECK_PENALTY, Hands

__all__ = [
    "Contest",
    "attack_hit_chance",
    "roll_needed",
    "opposed_check",
    "grab_to_hit",
    "check_roll_penalty",
    "p_pair",
    "p_outputs",
    "strength_field",
    "THAC0_LABEL",
    "THAC0_FIELD_RANGE",
    "AC_FIELD_RANGE",
    "SCORE_FIELD_RANGE",
    "OPPOSED_CHECK_READING",
    "NATURAL_ROLL_READING",
    "CALCULATORS",
]

THAC0_FIELD_RANGE = (-10, 30)
AC_FIELD_RANGE = (-10, 10)
SCORE_FIELD_RANGE = (1, 25)  # ability scores for checks; 18/xx is entered as 18


def roll_needed(thac0: int, ac: int, to_hit_modifier: int = 0) -> int:
    """The d20 roll needed: THAC0 − AC − modifiers (AD&D attack roll), not clamped."""
    return thac0 - ac - to_hit_modifier


def attack_hit_chance(needed: int) -> Fraction:
    """P(d20 ≥ ``needed``); no natural roll is automatic, so it can be 0 or 1."""
    return d20_at_least(needed)


@dataclass(frozen=True)
class Contest:
    """Exact chances of an opposed check between a first and a second creature."""

    first_wins: Fraction
    tie: Fraction
    second_wins: Fraction


def opposed_check(first_score: int, second_score: int, first_roll_mod: int = 0, second_roll_mod: int = 0) -> Contest:
    """Opposed roll-under d20 check: the higher successful (modified) roll wins.

    A creature succeeds when ``d20 + roll_mod <= score``; if both succeed the higher
    modified roll wins, equal rolls tie; if only one succeeds it wins; if both fail it is a
    tie. Scores above 20 always succeed, scores below 1 never do (no natural-roll rule).
    """
    first = second = tie = 0
    for a in range(1, 21):
        for b in range(1, 21):
            va, vb = a + first_roll_mod, b + second_roll_mod
            ok_a, ok_b = va <= first_score, vb <= second_score
            if ok_a and ok_b:
                first += va > vb
                second += vb > va
                tie += va == vb
            elif ok_a:
                first += 1
            elif ok_b:
                second += 1
            else:
                tie += 1
    return Contest(Fraction(first, 400), Fraction(tie, 400), Fraction(second, 400))


def grab_to_hit(hands: Hands) -> int:
    """To-hit modifier of the grab: one free hand −5, both hands −4."""
    return GRAB_TO_HIT[hands]


def check_roll_penalty(one_hand: bool) -> int:
    """What is added to the d20 of the strength check: +2 for whoever uses one hand only."""
    return ONE_HAND_CHECK_PENALTY if one_hand else 0


def p_pair(key: str, p: Fraction) -> dict[str, object]:
    value, text = exact(p)
    return {key: value, f"{key}_fraction": text}


def _grab(
    hands: str,
    thac0: int,
    target_ac: int,
    grabber_strength: int,
    victim_strength: int,
    victim_one_hand: bool,
) -> dict[str, object]:
    hand = Hands(hands)
    modifier = grab_to_hit(hand)
    needed = roll_needed(thac0, target_ac, modifier)
    p_hit = attack_hit_chance(needed)
    contest = opposed_check(
        grabber_strength,
        victim_strength,
        check_roll_penalty(hand is Hands.ONE),
        check_roll_penalty(victim_one_hand),
    )
    return {
        "to_hit_modifier": modifier,
        "roll_needed": needed,
        **p_pair("p_hit", p_hit),
        **p_pair("p_grabber_wins", contest.first_wins),
        **p_pair("p_tie", contest.tie),
        **p_pair("p_victim_wins", contest.second_wins),
        **p_pair("p_wrested", p_hit * contest.first_wins),
    }


def p_outputs(key: str, label: Text) -> tuple[Output, Output]:
    exact_label = Text(
        en=f"{label.en} (exact)", it=f"{label.it} (esatta)", es=f"{label.es} (exacta)", ru=f"{label.ru} (точно)"
    )
    return Output(key, label), Output(f"{key}_fraction", exact_label)


THAC0_LABEL = Text(en="THAC0", it="THAC0", es="THAC0", ru="THAC0")
NATURAL_ROLL_READING = Text(
    en="To hit: d20 ≥ THAC0 − AC − modifiers; no natural roll is an automatic hit or miss (the text names none).",
    it="Per colpire: d20 ≥ THAC0 − CA − modificatori; nessun tiro naturale colpisce o manca automaticamente (il testo non lo prevede).",
    es="Para impactar: d20 ≥ THAC0 − CA − modificadores; ninguna tirada natural impacta o falla automáticamente (el texto no lo prevé).",
    ru="Попадание: d20 ≥ THAC0 − КБ − модификаторы; натуральные броски не дают автоматического попадания или промаха (в тексте этого нет).",
)
OPPOSED_CHECK_READING = Text(
    en="Opposed check (not defined by the text; AD&D opposed roll): each rolls a d20 under his own score; "
    "the higher successful roll wins; equal successful rolls or two failures are a tie. 18/xx counts as 18.",
    it="Prova contrapposta (il testo non la definisce; tiro contrapposto di AD&D): ciascuno tira un d20 sotto il "
    "proprio punteggio; vince il tiro riuscito più alto; tiri riusciti uguali o due fallimenti sono parità. 18/xx vale 18.",
    es="Prueba enfrentada (el texto no la define; tirada enfrentada de AD&D): cada uno tira un d20 bajo su "
    "puntuación; gana la tirada con éxito más alta; éxitos iguales o dos fallos son empate. 18/xx cuenta como 18.",
    ru="Встречная проверка (в тексте не определена; встречный бросок AD&D): каждый бросает d20 не выше своего "
    "значения; побеждает больший успешный бросок; равные успехи или два провала — ничья. 18/xx считается как 18.",
)


def strength_field(name: str, label: Text) -> IntField:
    return IntField(
        name=name,
        label=label,
        minimum=SCORE_FIELD_RANGE[0],
        maximum=SCORE_FIELD_RANGE[1],
        example=12,
        help=Text(
            en="Enter 18/xx as 18.",
            it="Inserire 18/xx come 18.",
            es="Introduce 18/xx como 18.",
            ru="18/xx вводится как 18.",
        ),
    )


CALCULATORS = (
    Calculator(
        name="grab_000",
        title=Text(
            en="Grab an object",
            it="Afferrare un oggetto",
            es="Agarrar un objeto",
            ru="Схватить предмет",
        ),
        summary=Text(
            en="To-hit roll at −5 (one free hand) or −4 (both), then the opposed strength check to wrench the object away.",
            it="Tiro per colpire a −5 (una mano libera) o −4 (entrambe), poi il check di forza contrapposto per strappare l'oggetto.",
            es="Tirada para impactar a −5 (una mano libre) o −4 (ambas), luego la prueba de fuerza enfrentada para arrebatar el objeto.",
            ru="Бросок на попадание с −5 (одна свободная рука) или −4 (обе), затем встречная проверка силы, чтобы вырвать предмет.",
        ),
        source=GRAB_SOURCE,
        fields=(
            ChoiceField(
                name="hands",
                label=Text(en="Hands used to grab", it="Mani usate per afferrare", es="Manos usadas para agarrar", ru="Руки для захвата"),
                options=(
                    Option("one", Text(en="One free hand", it="Una mano libera", es="Una mano libre", ru="Одна свободная рука")),
                    Option("two", Text(en="Both hands", it="Entrambe le mani", es="Ambas manos", ru="Обе руки")),
                ),
                default="two",
            ),
            IntField(name="thac0", label=THAC0_LABEL, minimum=THAC0_FIELD_RANGE[0], maximum=THAC0_FIELD_RANGE[1], example=15),
            IntField(
                name="target_ac",
                label=Text(en="Victim's AC", it="CA della vittima", es="CA de la víctima", ru="КБ жертвы"),
                minimum=AC_FIELD_RANGE[0],
                maximum=AC_FIELD_RANGE[1],
                example=5,
            ),
            strength_field("grabber_strength", Text(en="Grabber's strength", it="Forza di chi afferra", es="Fuerza de quien agarra", ru="Сила хватающего")),
            strength_field("victim_strength", Text(en="Victim's strength", it="Forza della vittima", es="Fuerza de la víctima", ru="Сила жертвы")),
            BoolField(
                name="victim_one_hand",
                label=Text(
                    en="Victim holds on with one hand only",
                    it="La vittima usa solo una mano",
                    es="La víctima sujeta con una sola mano",
                    ru="Жертва держит одной рукой",
                ),
                default=False,
            ),
        ),
        outputs=(
            Output("to_hit_modifier", Text(en="To-hit modifier", it="Modificatore al tiro per colpire", es="Modificador para impactar", ru="Модификатор попадания")),
            Output("roll_needed", Text(en="d20 needed", it="d20 necessario", es="d20 necesario", ru="Нужно на d20")),
            *p_outputs("p_hit", Text(en="Chance to grab", it="Probabilità di afferrare", es="Probabilidad de agarrar", ru="Вероятность схватить")),
            *p_outputs("p_grabber_wins", Text(en="Grabber wins the check", it="Chi afferra vince il check", es="Quien agarra gana la prueba", ru="Хватающий выигрывает проверку")),
            *p_outputs("p_tie", Text(en="Tie: object contested", it="Parità: oggetto conteso", es="Empate: objeto disputado", ru="Ничья: предмет оспаривается")),
            *p_outputs("p_victim_wins", Text(en="Victim wins the check", it="La vittima vince il check", es="La víctima gana la prueba", ru="Жертва выигрывает проверку")),
            *p_outputs("p_wrested", Text(en="Grab hits and object wrenched away", it="Presa riuscita e oggetto strappato", es="Agarre con éxito y objeto arrebatado", ru="Захват удался и предмет вырван")),
        ),
        compute=_grab,
        readings=(
            NATURAL_ROLL_READING,
            OPPOSED_CHECK_READING,
            Text(
                en="The one-hand \"+2 penalty\" is added to that creature's d20 in the strength check, and the modified roll is compared.",
                it="La \"penalità di +2\" di chi usa una mano si somma al suo d20 nel check di forza, e si confronta il tiro modificato.",
                es="La \"penalización de +2\" por usar una mano se suma al d20 de esa criatura en la prueba de fuerza, y se compara la tirada modificada.",
                ru="«Штраф +2» за одну руку прибавляется к d20 этого существа в проверке силы; сравниваются изменённые броски.",
            ),
        ),
    ),
)
