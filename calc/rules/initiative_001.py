"""001 — initiative: the count, the order, its tie-breaks, and who goes first how often.

Seed 001, "Iniziativa":

- "Una prova di iniziativa si effettua tirando un d20 e aggiungendo il modificatore di
  Destrezza, più qualsiasi altro modificatore": count = d20 + total initiative modifier.
- Order: counts from highest to lowest. Same count → the higher total modifier acts first.
  Still tied → each rolls a d20, the higher acts first (the "spareggio").
- "Sorpresa": in the surprise round the combatants aware at the start act in the same
  initiative order; the surprised ones are flat-footed (Impreparato) until they act.

Readings chosen (also stated on the calculators):

- A roll-off that ties again is rolled again by those still tied (the seed does not say);
  so between two combatants a roll-off is won by each with probability exactly 1/2.
- The GM's option to let tied characters choose who goes first is not modelled.
- Every combatant who is not aware at the start is surprised and flat-footed, even when no
  surprise round happens because nobody is aware ("I combattenti sorpresi hanno penalità
  fino a che non agiscono").
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from itertools import groupby
from typing import Iterable

from ..declare import BoolField, Calculator, IntField, Option, Output, Text
from ..errors import InputError
from ..probability import exact
from ..sources import cite

__all__ = [
    "Combatant",
    "Placed",
    "RollOffNeeded",
    "initiative_count",
    "initiative_order",
    "surprise_round_happens",
    "first_to_act_odds",
    "FirstOdds",
    "MAX_COMBATANTS",
    "MODIFIER_RANGE",
    "CALCULATORS",
]

SOURCE = cite("001", "Iniziativa")
SURPRISE_SOURCE = cite("001", "Sorpresa")

MAX_COMBATANTS = 6
# The seed bounds no modifier; a generous finite input range.
MODIFIER_RANGE = (-20, 40)
D20 = range(1, 21)


@dataclass(frozen=True)
class Combatant:
    number: int  # 1-based position in the input
    roll: int  # the d20 of the initiative check
    modifier: int  # Dex modifier plus every other initiative modifier
    tie_roll: int | None = None  # the d20 of the "spareggio", if rolled
    aware: bool = True

    @property
    def count(self) -> int:
        return initiative_count(self.roll, self.modifier)


@dataclass(frozen=True)
class Placed:
    combatant: Combatant
    decided_by: str  # "count" | "modifier" | "rolloff": what set it apart from those it ties with


class RollOffNeeded(ValueError):
    """Combatants tied on count and modifier whose roll-off d20s are missing or equal."""

    def __init__(self, combatants: tuple[Combatant, ...]) -> None:
        self.combatants = combatants
        super().__init__("roll-off needed between " + ", ".join(str(c.number) for c in combatants))


def initiative_count(roll: int, modifier: int) -> int:
    """"conteggio di iniziativa" = d20 + modificatore di Destrezza + altri modificatori."""
    return roll + modifier


def initiative_order(combatants: Iterable[Combatant]) -> list[Placed]:
    """Highest count first; ties by higher total modifier; then by the higher roll-off d20.

    Raises :class:`RollOffNeeded` for a group tied on count and modifier whose roll-off
    d20s are missing or equal (those still tied roll again).
    """
    ranked = sorted(combatants, key=lambda c: (-c.count, -c.modifier))
    placed: list[Placed] = []
    for _, same_count in groupby(ranked, key=lambda c: c.count):
        same_count = list(same_count)
        for _, same_mod in groupby(same_count, key=lambda c: c.modifier):
            same_mod = list(same_mod)
            if len(same_mod) == 1:
                placed.append(Placed(same_mod[0], "count" if len(same_count) == 1 else "modifier"))
                continue
            _check_rolloff(same_mod)
            for c in sorted(same_mod, key=lambda c: -c.tie_roll):
                placed.append(Placed(c, "rolloff"))
    return placed


def _check_rolloff(group: list[Combatant]) -> None:
    missing = tuple(c for c in group if c.tie_roll is None)
    if missing:
        raise RollOffNeeded(missing)
    rolls = [c.tie_roll for c in group]
    tied_again = tuple(c for c in group if rolls.count(c.tie_roll) > 1)
    if tied_again:
        raise RollOffNeeded(tied_again)


def surprise_round_happens(aware: int, surprised: int) -> bool:
    """"Se alcuni combattenti, ma non tutti, sono consapevoli ... si effettua un round di sorpresa"."""
    return aware > 0 and surprised > 0


@dataclass(frozen=True)
class FirstOdds:
    a_first: Fraction
    same_count: Fraction  # both counts equal (the modifiers then decide, or a roll-off)
    rolloff: Fraction  # equal counts and equal modifiers: the "spareggio" decides

    @property
    def b_first(self) -> Fraction:
        return 1 - self.a_first


def first_to_act_odds(mod_a: int, mod_b: int) -> FirstOdds:
    """P(A acts before B), each rolling one d20 for initiative, under the seed's tie-breaks.

    Equal counts go to the higher modifier; with equal modifiers too, the roll-off is won
    by each with probability 1/2 (rerolled while it ties).
    """
    a_first = same = Fraction(0)
    for roll_a in D20:
        for roll_b in D20:
            count_a, count_b = roll_a + mod_a, roll_b + mod_b
            if count_a > count_b:
                a_first += 1
            elif count_a == count_b:
                same += 1
                if mod_a > mod_b:
                    a_first += 1
                elif mod_a == mod_b:
                    a_first += Fraction(1, 2)
    total = len(D20) ** 2
    rolloff = same / total if mod_a == mod_b else Fraction(0)
    return FirstOdds(a_first / total, same / total, rolloff)


# --- calculators ---------------------------------------------------------------------------



COMBATANTS_FIELD = IntField(
    name="combatants",
    label=Text("Number of combatants", "Numero di combattenti", "Número de combatientes", "Число участников боя"),
    minimum=2,
    maximum=MAX_COMBATANTS,
    default=2,
    help=Text(
        "Only the first N combatants below are used.",
        "Si usano solo i primi N combattenti qui sotto.",
        "Solo se usan los primeros N combatientes de abajo.",
        "Используются только первые N участников ниже.",
    ),
)


# Distinct example d20s, so the form's starting values need no roll-off.
ROLL_DEFAULTS = (17, 14, 11, 8, 5, 2)


def _combatant_fields(i: int) -> tuple:
    return (
        IntField(
            name=f"roll_{i}",
            label=Text(f"Combatant {i}: initiative d20", f"Combattente {i}: d20 di iniziativa",
                     f"Combatiente {i}: d20 de iniciativa", f"Участник {i}: d20 инициативы"),
            minimum=1,
            maximum=20,
            default=ROLL_DEFAULTS[i - 1],
        ),
        IntField(
            name=f"mod_{i}",
            label=Text(f"Combatant {i}: total initiative modifier", f"Combattente {i}: modificatore di iniziativa totale",
                     f"Combatiente {i}: modificador de iniciativa total", f"Участник {i}: общий модификатор инициативы"),
            minimum=MODIFIER_RANGE[0],
            maximum=MODIFIER_RANGE[1],
            default=0,
            help=Text("Dexterity modifier plus feats, spells and other effects.",
                    "Modificatore di Destrezza più talenti, incantesimi e altri effetti.",
                    "Modificador de Destreza más dotes, conjuros y otros efectos.",
                    "Модификатор Ловкости плюс черты, заклинания и другие эффекты."),
        ),
        IntField(
            name=f"tie_{i}",
            label=Text(f"Combatant {i}: roll-off d20 (0 = not rolled)", f"Combattente {i}: d20 di spareggio (0 = non tirato)",
                     f"Combatiente {i}: d20 de desempate (0 = sin tirar)", f"Участник {i}: d20 переброса при ничьей (0 = не брошен)"),
            minimum=0,
            maximum=20,
            default=0,
            help=Text("Needed only when count and modifier are both tied.",
                    "Serve solo se conteggio e modificatore sono entrambi pari.",
                    "Solo hace falta si la cuenta y el modificador empatan.",
                    "Нужен, только если равны и счёт, и модификатор."),
        ),
        BoolField(
            name=f"aware_{i}",
            label=Text(f"Combatant {i}: aware at the start", f"Combattente {i}: consapevole all'inizio",
                     f"Combatiente {i}: consciente al empezar", f"Участник {i}: знает о противниках в начале"),
            default=True,
        ),
    )


def _order(combatants: int, **fields: object) -> dict[str, object]:
    people = [
        Combatant(
            number=i,
            roll=fields[f"roll_{i}"],
            modifier=fields[f"mod_{i}"],
            tie_roll=fields[f"tie_{i}"] or None,
            aware=fields[f"aware_{i}"],
        )
        for i in range(1, combatants + 1)
    ]
    try:
        placed = initiative_order(people)
    except RollOffNeeded as tie:
        first = tie.combatants[0]
        others = ", ".join(str(c.number) for c in tie.combatants)
        raise InputError(
            f"tie_{first.number}",
            "an integer from 1 to 20, different from the other tied combatants' roll-off d20",
            fields[f"tie_{first.number}"],
            reason=f"combatants {others} tie on count and modifier and need a (new) roll-off",
        ) from None
    aware = [p.combatant.number for p in placed if p.combatant.aware]
    surprised = [p.combatant.number for p in placed if not p.combatant.aware]
    surprise = surprise_round_happens(len(aware), len(surprised))
    return {
        "order": [p.combatant.number for p in placed],
        "counts": [p.combatant.count for p in placed],
        "decided_by": [p.decided_by for p in placed],
        "surprise_round": surprise,
        "surprise_order": aware if surprise else [],
        "flat_footed": surprised,
    }


def _odds(mod_a: int, mod_b: int) -> dict[str, object]:
    odds = first_to_act_odds(mod_a, mod_b)
    a, a_text = exact(odds.a_first)
    b, b_text = exact(odds.b_first)
    same, same_text = exact(odds.same_count)
    roll, roll_text = exact(odds.rolloff)
    return {
        "p_a_first": a,
        "p_a_first_fraction": a_text,
        "p_b_first": b,
        "p_b_first_fraction": b_text,
        "p_same_count": same,
        "p_same_count_fraction": same_text,
        "p_rolloff": roll,
        "p_rolloff_fraction": roll_text,
    }


DECIDED_BY = (
    Option("count", Text("count", "conteggio", "cuenta", "счёт")),
    Option("modifier", Text("modifier", "modificatore", "modificador", "модификатор")),
    Option("rolloff", Text("roll-off", "spareggio", "desempate", "переброска")),
)

ROLLOFF_READING = Text(
    en="A roll-off that ties again is rolled again by those still tied; the GM's option to let tied characters choose is not modelled.",
    it="Uno spareggio di nuovo pari si ritira fra chi è ancora pari; l'opzione del GM di far scegliere ai personaggi pari non è modellata.",
    es="Un desempate que vuelve a empatar se repite entre los que siguen empatados; la opción del GM de dejar elegir a los empatados no se modela.",
    ru="Если переброс снова дал ничью, те, кто всё ещё равны, бросают снова; право ведущего позволить игрокам договориться не моделируется.",
)

CALCULATORS = (
    Calculator(
        name="initiative_order_001",
        title=Text("Initiative order", "Ordine di iniziativa", "Orden de iniciativa", "Порядок инициативы"),
        summary=Text(
            en="From each combatant's d20 and modifier: the acting order with its tie-breaks, the surprise round and who is flat-footed.",
            it="Dal d20 e dal modificatore di ciascun combattente: l'ordine di azione con gli spareggi, il round di sorpresa e chi è Impreparato.",
            es="Con el d20 y el modificador de cada combatiente: el orden de actuación con sus desempates, el asalto de sorpresa y quién está desprevenido.",
            ru="По d20 и модификатору каждого участника: порядок ходов с разрешением ничьих, раунд внезапности и кто застигнут врасплох.",
        ),
        source=SOURCE,
        fields=(COMBATANTS_FIELD,) + tuple(f for i in range(1, MAX_COMBATANTS + 1) for f in _combatant_fields(i)),
        outputs=(
            Output("order", Text("Acting order (combatant numbers)", "Ordine di azione (numeri dei combattenti)",
                               "Orden de actuación (números de combatiente)", "Порядок ходов (номера участников)")),
            Output("counts", Text("Initiative counts, in acting order", "Conteggi di iniziativa, in ordine di azione",
                                "Cuentas de iniciativa, en orden de actuación", "Счёт инициативы в порядке ходов")),
            Output("decided_by", Text("Placed by: count, modifier or roll-off", "Posizione decisa da: conteggio, modificatore o spareggio",
                                    "Posición decidida por: cuenta, modificador o desempate", "Место определено: счётом, модификатором или переброской"),
                   codes=DECIDED_BY),
            Output("surprise_round", Text("Surprise round", "Round di sorpresa", "Asalto de sorpresa", "Раунд внезапности")),
            Output("surprise_order", Text("Acting in the surprise round, in order", "Agiscono nel round di sorpresa, in ordine",
                                        "Actúan en el asalto de sorpresa, en orden", "Действуют в раунде внезапности, по порядку")),
            Output("flat_footed", Text("Surprised: flat-footed (−2 AC) until they act", "Sorpresi: Impreparati (–2 CA) finché non agiscono",
                                     "Sorprendidos: desprevenidos (−2 CA) hasta que actúen", "Застигнутые врасплох: −2 КБ, пока не сходят")),
        ),
        compute=_order,
        readings=(
            ROLLOFF_READING,
            Text(
                en="Every combatant not aware at the start is surprised and flat-footed, even when nobody is aware and so no surprise round happens.",
                it="Ogni combattente non consapevole all'inizio è sorpreso e Impreparato, anche quando nessuno è consapevole e quindi non c'è round di sorpresa.",
                es="Todo combatiente que no es consciente al empezar está sorprendido y desprevenido, aunque nadie sea consciente y no haya asalto de sorpresa.",
                ru="Каждый, кто не знал о противниках в начале, застигнут врасплох, даже если не знал никто и раунда внезапности нет.",
            ),
        ),
    ),
    Calculator(
        name="initiative_odds_001",
        title=Text("Who acts first: exact odds", "Chi agisce prima: probabilità esatte",
                 "Quién actúa primero: probabilidad exacta", "Кто ходит первым: точная вероятность"),
        summary=Text(
            en="Two combatants roll initiative: the exact chance that A acts before B, counting the modifier and roll-off tie-breaks.",
            it="Due combattenti tirano l'iniziativa: la probabilità esatta che A agisca prima di B, contando gli spareggi per modificatore e col d20.",
            es="Dos combatientes tiran iniciativa: la probabilidad exacta de que A actúe antes que B, contando los desempates por modificador y con d20.",
            ru="Два участника бросают инициативу: точная вероятность, что A сходит раньше B, с учётом ничьих по модификатору и переброски d20.",
        ),
        source=SOURCE,
        fields=(
            IntField("mod_a", Text("A: total initiative modifier", "A: modificatore di iniziativa totale",
                                 "A: modificador de iniciativa total", "A: общий модификатор инициативы"),
                     minimum=MODIFIER_RANGE[0], maximum=MODIFIER_RANGE[1], default=0),
            IntField("mod_b", Text("B: total initiative modifier", "B: modificatore di iniziativa totale",
                                 "B: modificador de iniciativa total", "B: общий модификатор инициативы"),
                     minimum=MODIFIER_RANGE[0], maximum=MODIFIER_RANGE[1], default=0),
        ),
        outputs=(
            Output("p_a_first", Text("A acts first", "A agisce per primo", "A actúa primero", "A ходит первым")),
            Output("p_a_first_fraction", Text("A acts first (exact)", "A agisce per primo (esatta)", "A actúa primero (exacta)", "A ходит первым (точно)")),
            Output("p_b_first", Text("B acts first", "B agisce per primo", "B actúa primero", "B ходит первым")),
            Output("p_b_first_fraction", Text("B acts first (exact)", "B agisce per primo (esatta)", "B actúa primero (exacta)", "B ходит первым (точно)")),
            Output("p_same_count", Text("Same initiative count", "Stesso conteggio di iniziativa", "Misma cuenta de iniciativa", "Одинаковый счёт инициативы")),
            Output("p_same_count_fraction", Text("Same count (exact)", "Stesso conteggio (esatta)", "Misma cuenta (exacta)", "Одинаковый счёт (точно)")),
            Output("p_rolloff", Text("A roll-off is needed", "Serve lo spareggio", "Hace falta desempate", "Нужна переброска d20")),
            Output("p_rolloff_fraction", Text("Roll-off needed (exact)", "Serve lo spareggio (esatta)", "Hace falta desempate (exacta)", "Нужна переброска (точно)")),
        ),
        compute=_odds,
        readings=(ROLLOFF_READING,),
    ),
)
