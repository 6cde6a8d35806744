"""003 — initiative: the check, the acting order with its tie-breaks, and who acts first how often.

Seed 003, "INICIATIVA" / "Pruebas de Iniciativa":

- "Prueba de iniciativa= 1d20 + modificador de Destreza + cualquier dote pertinente u otros
  bonificadores"; "Los personajes actúan en orden, contando hacia abajo desde el mayor valor
  al menor", in the same order every round.
- Ties: "actúan en orden del modificador de iniciativa total (con el mayor actuando en primer
  lugar). Si todavía hay un empate, irá el que tenga la puntuación de Destreza más alta primero."
- "CÓMO FUNCIONA EL COMBATE" / "EL ASALTO DE SORPRESA": the combatants aware of their foes act
  in the surprise round in that initiative order; there is one only if some but not all are
  aware. "INACCIÓN": the initiative result is kept for the whole encounter.

Readings (also on the calculators):

- The seed gives no rule past the Dexterity score: combatants still tied are reported as
  "unresolved" (listed in input order) and the odds give the chance of such a tie for first
  place separately; nothing is invented for it.
- The Dexterity modifier is (score − 10) // 2 (hp_003.ability_modifier); the total initiative
  modifier is that plus every other initiative bonus.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Iterable, Sequence

from ..declare import BoolField, Calculator, IntField, Option, Output, Text
from ..probability import exact
from ..sources import cite
from .hp_003 import ability_modifier

__all__ = [
    "Combatant",
    "Placed",
    "initiative_modifier",
    "initiative_check",
    "initiative_order",
    "first_odds",
    "FirstOdds",
    "DECIDED_BY",
    "MAX_COMBATANTS",
    "SOURCE",
    "CALCULATORS",
]

SOURCE = cite("003", "Pruebas de Iniciativa")  # under "INICIATIVA"

MAX_COMBATANTS = 6
BONUS_RANGE = (-20, 40)  # the seed bounds no initiative bonus: generous finite inputs
DEX_RANGE = (0, 60)
D20 = range(1, 21)


def initiative_modifier(dexterity: int, bonus: int = 0) -> int:
    """"modificador de iniciativa total": Dexterity modifier + feats and other bonuses."""
    return ability_modifier(dexterity) + bonus


def initiative_check(roll: int, dexterity: int, bonus: int = 0) -> int:
    """"Prueba de iniciativa= 1d20 + modificador de Destreza + ... otros bonificadores"."""
    return roll + initiative_modifier(dexterity, bonus)


@dataclass(frozen=True)
class Combatant:
    number: int  # 1-based position in the input
    roll: int  # the d20 of the initiative check
    dexterity: int  # Dexterity score (the last tie-break)
    bonus: int = 0  # initiative modifiers other than Dexterity
    aware: bool = True  # aware of its foes at the start of the battle

    @property
    def modifier(self) -> int:
        return initiative_modifier(self.dexterity, self.bonus)

    @property
    def check(self) -> int:
        return self.roll + self.modifier

    @property
    def rank(self) -> tuple[int, int, int]:
        """Higher acts first: check, then total modifier, then Dexterity score."""
        return (self.check, self.modifier, self.dexterity)


@dataclass(frozen=True)
class Placed:
    combatant: Combatant
    decided_by: str  # "count" | "modifier" | "dexterity" | "unresolved"


def _decided_by(c: Combatant, everyone: Sequence[Combatant]) -> str:
    """What set ``c`` apart from those with its check result."""
    same = [o for o in everyone if o.check == c.check]
    if len(same) == 1:
        return "count"
    same = [o for o in same if o.modifier == c.modifier]
    if len(same) == 1:
        return "modifier"
    same = [o for o in same if o.dexterity == c.dexterity]
    return "dexterity" if len(same) == 1 else "unresolved"


def initiative_order(combatants: Iterable[Combatant]) -> list[Placed]:
    """Highest check first; ties by higher total modifier, then higher Dexterity score.

    Combatants tied on all three are "unresolved" (the seed stops there) and keep input order.
    """
    everyone = list(combatants)
    ranked = sorted(everyone, key=lambda c: tuple(-x for x in c.rank) + (c.number,))
    return [Placed(c, _decided_by(c, everyone)) for c in ranked]


@dataclass(frozen=True)
class FirstOdds:
    first: tuple[Fraction, ...]  # P(combatant i acts first, clear of any unresolved tie)
    unresolved: Fraction  # P(the first place is an unresolved tie)


def first_odds(combatants: Sequence[tuple[int, int]]) -> FirstOdds:
    """Exact P(each acts first) for (Dexterity score, other bonus) pairs, each rolling one d20.

    Given i's d20, the others are independent: i is first iff each other j ranks below i
    (lower check, or equal check and lower (modifier, Dexterity)).
    """
    people = [(initiative_modifier(dex, bonus), dex) for dex, bonus in combatants]
    first = []
    for i, (mod_i, dex_i) in enumerate(people):
        total = Fraction(0)
        for roll in D20:
            check = roll + mod_i
            p = Fraction(1)
            for j, (mod_j, dex_j) in enumerate(people):
                if j == i:
                    continue
                below = sum(1 for face in D20 if face + mod_j < check)
                equal = 1 if 1 <= check - mod_j <= 20 else 0
                wins = below + (equal if (mod_j, dex_j) < (mod_i, dex_i) else 0)
                p *= Fraction(wins, 20)
            total += p
        first.append(total / 20)
    return FirstOdds(tuple(first), 1 - sum(first))


# --- calculators ---------------------------------------------------------------------------




def _combatants_field() -> IntField:
    return IntField(
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


def _dex_field(i: int) -> IntField:
    return IntField(
        name=f"dex_{i}",
        label=Text(f"Combatant {i}: Dexterity score", f"Combattente {i}: punteggio di Destrezza",
                 f"Combatiente {i}: puntuación de Destreza", f"Участник {i}: значение Ловкости"),
        minimum=DEX_RANGE[0],
        maximum=DEX_RANGE[1],
        default=10,
    )


def _bonus_field(i: int) -> IntField:
    return IntField(
        name=f"bonus_{i}",
        label=Text(f"Combatant {i}: other initiative modifiers", f"Combattente {i}: altri modificatori di iniziativa",
                 f"Combatiente {i}: otros modificadores de iniciativa", f"Участник {i}: прочие модификаторы инициативы"),
        minimum=BONUS_RANGE[0],
        maximum=BONUS_RANGE[1],
        default=0,
        help=Text("Feats, magic items and other bonuses, besides Dexterity.",
                "Talenti, oggetti magici e altri bonus, oltre alla Destrezza.",
                "Dotes, objetos mágicos y otros bonificadores, aparte de la Destreza.",
                "Черты, магические предметы и другие бонусы, кроме Ловкости."),
    )


# Distinct example d20s, so the form's starting values give a clear order.
ROLL_DEFAULTS = (17, 14, 11, 8, 5, 2)


def _order_fields(i: int) -> tuple:
    return (
        IntField(
            name=f"roll_{i}",
            label=Text(f"Combatant {i}: initiative d20", f"Combattente {i}: d20 di iniziativa",
                     f"Combatiente {i}: d20 de iniciativa", f"Участник {i}: d20 инициативы"),
            minimum=1,
            maximum=20,
            default=ROLL_DEFAULTS[i - 1],
        ),
        _dex_field(i),
        _bonus_field(i),
        BoolField(
            name=f"aware_{i}",
            label=Text(f"Combatant {i}: aware of its foes at the start", f"Combattente {i}: consapevole dei nemici all'inizio",
                     f"Combatiente {i}: consciente de sus enemigos al empezar", f"Участник {i}: знает о противниках в начале"),
            default=True,
        ),
    )


def _order(combatants: int, **fields: object) -> dict[str, object]:
    people = [
        Combatant(i, fields[f"roll_{i}"], fields[f"dex_{i}"], fields[f"bonus_{i}"], fields[f"aware_{i}"])
        for i in range(1, combatants + 1)
    ]
    placed = initiative_order(people)
    aware = [p.combatant.number for p in placed if p.combatant.aware]
    surprise = 0 < len(aware) < len(people)  # "Si nadie o todos empiezan la batalla conscientes, no hay asalto de sorpresa."
    return {
        "order": [p.combatant.number for p in placed],
        "checks": [p.combatant.check for p in placed],
        "modifiers": [p.combatant.modifier for p in placed],
        "decided_by": [p.decided_by for p in placed],
        "surprise_round": surprise,
        "surprise_order": aware if surprise else [],
    }


def _odds(combatants: int, **fields: object) -> dict[str, object]:
    pairs = [(fields[f"dex_{i}"], fields[f"bonus_{i}"]) for i in range(1, combatants + 1)]
    odds = first_odds(pairs)
    exacts = [exact(p) for p in odds.first]
    p_tie, tie_text = exact(odds.unresolved)
    return {
        "modifiers": [initiative_modifier(dex, bonus) for dex, bonus in pairs],
        "first": [p for p, _ in exacts],
        "first_fraction": [text for _, text in exacts],
        "p_unresolved_tie": p_tie,
        "p_unresolved_tie_fraction": tie_text,
    }


DECIDED_BY = (
    Option("count", Text("check result", "risultato della prova", "resultado de la prueba", "результат проверки")),
    Option("modifier", Text("total initiative modifier", "modificatore di iniziativa totale", "modificador de iniciativa total", "общий модификатор инициативы")),
    Option("dexterity", Text("Dexterity score", "punteggio di Destrezza", "puntuación de Destreza", "значение Ловкости")),
    Option("unresolved", Text("still tied: the text gives no further rule", "ancora pari: il testo non dà altre regole",
                            "sigue el empate: el texto no da más reglas", "всё ещё ничья: текст не даёт правила")),
)

UNRESOLVED_READING = Text(
    en="The seed breaks ties by total initiative modifier, then Dexterity score, and says no more: combatants still tied are shown as unresolved, in input order.",
    it="Il testo spareggia col modificatore di iniziativa totale, poi col punteggio di Destrezza, e non dice altro: chi resta pari è indicato come irrisolto, nell'ordine di inserimento.",
    es="El texto desempata por el modificador de iniciativa total y luego por la puntuación de Destreza, y no dice más: los que siguen empatados se muestran sin resolver, en el orden de entrada.",
    ru="Текст разрешает ничьи общим модификатором инициативы, затем значением Ловкости, и больше ничего не говорит: оставшиеся равными показаны как неразрешённые, в порядке ввода.",
)
MODIFIER_READING = Text(
    en="Dexterity modifier = (score − 10) // 2; total initiative modifier = Dexterity modifier + other initiative modifiers.",
    it="Modificatore di Destrezza = (punteggio − 10) // 2; modificatore di iniziativa totale = modificatore di Destrezza + altri modificatori.",
    es="Modificador de Destreza = (puntuación − 10) // 2; modificador de iniciativa total = modificador de Destreza + otros modificadores.",
    ru="Модификатор Ловкости = (значение − 10) // 2; общий модификатор инициативы = модификатор Ловкости + прочие модификаторы.",
)

CALCULATORS = (
    Calculator(
        name="initiative_order_003",
        title=Text("Initiative order (Akenar)", "Ordine di iniziativa (Akenar)", "Orden de iniciativa (Akenar)", "Порядок инициативы (Акенар)"),
        summary=Text(
            en="Each combatant's check (d20 + Dexterity modifier + other bonuses), the acting order with its tie-breaks (total modifier, then Dexterity score) and the surprise round.",
            it="La prova di ciascun combattente (d20 + modificatore di Destrezza + altri bonus), l'ordine di azione con gli spareggi (modificatore totale, poi punteggio di Destrezza) e il round di sorpresa.",
            es="La prueba de cada combatiente (d20 + modificador de Destreza + otros bonificadores), el orden de actuación con sus desempates (modificador total y luego puntuación de Destreza) y el asalto de sorpresa.",
            ru="Проверка каждого участника (d20 + модификатор Ловкости + прочие бонусы), порядок ходов с разрешением ничьих (общий модификатор, затем значение Ловкости) и раунд внезапности.",
        ),
        source=SOURCE,
        fields=(_combatants_field(),) + tuple(f for i in range(1, MAX_COMBATANTS + 1) for f in _order_fields(i)),
        outputs=(
            Output("order", Text("Acting order (combatant numbers)", "Ordine di azione (numeri dei combattenti)",
                               "Orden de actuación (números de combatiente)", "Порядок ходов (номера участников)")),
            Output("checks", Text("Initiative check results, in acting order", "Risultati della prova di iniziativa, in ordine di azione",
                                "Resultados de la prueba de iniciativa, en orden de actuación", "Результаты проверки инициативы, в порядке ходов")),
            Output("modifiers", Text("Total initiative modifiers, in acting order", "Modificatori di iniziativa totali, in ordine di azione",
                                   "Modificadores de iniciativa totales, en orden de actuación", "Общие модификаторы инициативы, в порядке ходов")),
            Output("decided_by", Text("Placed by", "Posizione decisa da", "Posición decidida por", "Место определено"), codes=DECIDED_BY),
            Output("surprise_round", Text("Surprise round", "Round di sorpresa", "Asalto de sorpresa", "Раунд внезапности")),
            Output("surprise_order", Text("Acting in the surprise round, in order", "Agiscono nel round di sorpresa, in ordine",
                                        "Actúan en el asalto de sorpresa, en orden", "Действуют в раунде внезапности, по порядку")),
        ),
        compute=_order,
        readings=(
            UNRESOLVED_READING,
            MODIFIER_READING,
            Text(
                en="Everyone rolls once: the aware act in the surprise round, and all in the normal rounds, in the same order (kept even by those who cannot act: \"INACCIÓN\").",
                it="Ognuno tira una volta: i consapevoli agiscono nel round di sorpresa e tutti nei round normali, nello stesso ordine (che resta anche a chi non può agire: \"INACCIÓN\").",
                es="Cada uno tira una vez: los conscientes actúan en el asalto de sorpresa y todos en los asaltos normales, en el mismo orden (que se conserva aunque no se pueda actuar: \"INACCIÓN\").",
                ru="Каждый бросает один раз: знающие действуют в раунде внезапности, а все — в обычных раундах, в том же порядке (он сохраняется и у тех, кто не может действовать: «INACCIÓN»).",
            ),
        ),
    ),
    Calculator(
        name="initiative_odds_003",
        title=Text("Who acts first: exact odds (Akenar)", "Chi agisce prima: probabilità esatte (Akenar)",
                 "Quién actúa primero: probabilidad exacta (Akenar)", "Кто ходит первым: точная вероятность (Акенар)"),
        summary=Text(
            en="Up to six combatants roll initiative: each one's exact chance to act first, with the seed's tie-breaks, and the chance of a tie for first that the text leaves open.",
            it="Fino a sei combattenti tirano l'iniziativa: la probabilità esatta che ciascuno agisca per primo, con gli spareggi del testo, e quella di un pareggio in testa che il testo lascia aperto.",
            es="Hasta seis combatientes tiran iniciativa: la probabilidad exacta de que cada uno actúe primero, con los desempates del texto, y la de un empate en cabeza que el texto deja abierto.",
            ru="До шести участников бросают инициативу: точная вероятность каждому сходить первым, с правилами ничьих из текста, и вероятность ничьей за первое место, которую текст не разрешает.",
        ),
        source=SOURCE,
        fields=(_combatants_field(),) + tuple(f for i in range(1, MAX_COMBATANTS + 1) for f in (_dex_field(i), _bonus_field(i))),
        outputs=(
            Output("modifiers", Text("Total initiative modifiers", "Modificatori di iniziativa totali", "Modificadores de iniciativa totales", "Общие модификаторы инициативы")),
            Output("first", Text("Chance each acts first", "Probabilità che ciascuno agisca per primo", "Probabilidad de que cada uno actúe primero", "Вероятность каждому сходить первым")),
            Output("first_fraction", Text("Chance each acts first (exact)", "Probabilità che ciascuno agisca per primo (esatta)",
                                        "Probabilidad de que cada uno actúe primero (exacta)", "Вероятность каждому сходить первым (точно)")),
            Output("p_unresolved_tie", Text("Unresolved tie for first", "Pareggio irrisolto in testa", "Empate sin resolver en cabeza", "Неразрешённая ничья за первое место")),
            Output("p_unresolved_tie_fraction", Text("Unresolved tie for first (exact)", "Pareggio irrisolto in testa (esatta)",
                                                   "Empate sin resolver en cabeza (exacta)", "Неразрешённая ничья за первое место (точно)")),
        ),
        compute=_odds,
        readings=(UNRESOLVED_READING, MODIFIER_READING),
    ),
)
