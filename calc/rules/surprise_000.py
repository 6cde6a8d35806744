"""000 — "LA SORPRESA NEI COMBATTIMENTI": exact chance of being surprised.

Seed 000: a creature is surprised on 1-3 on 1d10, "ottenendo il bonus del reaction
adjustment della destrezza e le penalità derivanti dalla creatura e dalle circostanze".
Penalties: moving or travelling without particular caution -2, busy with a complex action
-4, a sentinel past its first three hours of guard (without 8 hours' rest) -2 — unless
tireless (magic, undead, construct); deafened -1 ("Assordato"). A creature awaiting a
specific encounter cannot be surprised.

Reading: modifiers are added to the d10 and the creature is surprised when the modified
roll is 3 or less, so a -2 penalty means surprised on 1-5 and a +1 bonus on 1-2. No natural
result is automatic (the text names none). A creature walking "guardinga" at half speed
rolls as a sentinel does, without the sentinel's fatigue (that is for a fixed post).
"""

from __future__ import annotations

from fractions import Fraction

from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Output, Text
from ..errors import InputError
from ..probability import exact
from ..tables.conditions_000 import CONDITIONS, ConditionKey
from ..tables.surprise_000 import (
    SENTINEL_EFFECTIVE_HOURS,
    SENTINEL_FATIGUE,
    STATE_MODIFIER,
    SURPRISE_DIE,
    SURPRISE_MAX,
    SURPRISE_SOURCE,
    SurpriseState,
)

__all__ = ["surprise_modifier", "surprised_max_roll", "p_surprised", "CALCULATORS"]




def surprise_modifier(
    state: SurpriseState,
    *,
    reaction_adj: int = 0,
    other: int = 0,
    deaf: bool = False,
    guard_hour: int = 1,
    tireless: bool = False,
) -> int | None:
    """Total modifier to the d10, or None when the creature cannot be surprised.

    ``guard_hour`` is the hour of guard under way (1 = the first) since the last 8-hour rest.
    """
    base = STATE_MODIFIER[state]
    if base is None:
        return None
    total = base + reaction_adj + other
    if deaf:
        total += CONDITIONS[ConditionKey.DEAF].surprise
    if state is SurpriseState.GUARD and guard_hour > SENTINEL_EFFECTIVE_HOURS and not tireless:
        total += SENTINEL_FATIGUE
    return total


def surprised_max_roll(modifier: int | None) -> int:
    """Highest natural d10 that still means surprise (0: none does)."""
    if modifier is None:
        return 0
    return max(0, min(SURPRISE_DIE, SURPRISE_MAX - modifier))


def p_surprised(modifier: int | None) -> Fraction:
    return Fraction(surprised_max_roll(modifier), SURPRISE_DIE)


def _compute(state: str, reaction_adj: int, other_modifier: int, deaf: bool, guard_hour: int, tireless: bool) -> dict[str, object]:
    s = SurpriseState(state)
    if s is not SurpriseState.GUARD and guard_hour != 1:
        raise InputError("guard_hour", "1 unless state=guard", guard_hour, reason="sentinel fatigue is for a fixed guard post")
    mod = surprise_modifier(s, reaction_adj=reaction_adj, other=other_modifier, deaf=deaf, guard_hour=guard_hour, tireless=tireless)
    p, fraction = exact(p_surprised(mod))
    return {
        "can_be_surprised": mod is not None,
        "modifier": 0 if mod is None else mod,
        "surprised_max_roll": surprised_max_roll(mod),
        "p_surprised": p,
        "p_surprised_fraction": fraction,
    }


CALCULATORS = (
    Calculator(
        name="surprise_000",
        title=Text("Surprise", "Sorpresa", "Sorpresa", "Внезапность"),
        summary=Text(
            "Surprised on 1-3 on 1d10, shifted by Dex reaction adjustment and the situation: exact chance.",
            "Sorpresa con 1-3 su 1d10, modificato dal reaction adjustment della destrezza e dalla situazione: probabilità esatta.",
            "Sorprendido con 1-3 en 1d10, modificado por el ajuste de reacción de Destreza y la situación: probabilidad exacta.",
            "Застигнут врасплох при 1-3 на 1d10 с поправкой на реакцию по Ловкости и обстановку: точная вероятность.",
        ),
        source=SURPRISE_SOURCE,
        fields=(
            ChoiceField(
                "state",
                Text("What the creature was doing", "Cosa stava facendo la creatura", "Qué hacía la criatura", "Чем было занято существо"),
                (
                    Option("guard", Text("On guard at a fixed post", "Di guardia da una postazione fissa", "De guardia en un puesto fijo", "На посту")),
                    Option("wary", Text("Wary, walking at half speed", "Guardingo, camminando a metà movimento", "Alerta, caminando a media velocidad", "Настороже, идёт на половине скорости")),
                    Option("moving", Text("Moving or travelling without caution", "In movimento senza particolare cautela", "Moviéndose sin cautela especial", "Движется без особой осторожности")),
                    Option("busy", Text("Busy with a complex action", "Impegnata in un'azione complessa", "Ocupada en una acción compleja", "Занято сложным действием")),
                    Option("expecting", Text("Awaiting this very encounter", "In attesa di uno specifico incontro", "Esperando este encuentro", "Ждёт именно этой встречи")),
                ),
                default="guard",
            ),
            IntField("reaction_adj", Text("Dexterity reaction adjustment", "Reaction adjustment della destrezza", "Ajuste de reacción por Destreza", "Поправка реакции по Ловкости"), minimum=-5, maximum=5, default=0),
            IntField("other_modifier", Text("Other modifiers (creature, circumstances)", "Altri modificatori (creatura, circostanze)", "Otros modificadores (criatura, circunstancias)", "Прочие модификаторы (существо, обстоятельства)"), minimum=-10, maximum=10, default=0),
            BoolField("deaf", Text("Deafened (-1)", "Assordato (-1)", "Ensordecido (-1)", "Лишён слуха (-1)")),
            IntField(
                "guard_hour",
                Text("Hour of guard under way", "Ora di guardia in corso", "Hora de guardia en curso", "Текущий час дежурства"),
                minimum=1,
                maximum=72,
                default=1,
                help=Text(
                    "Since the last 8 hours of rest; from the 4th hour on, -2.",
                    "Dall'ultimo riposo di 8 ore; dalla 4ª ora in poi, -2.",
                    "Desde el último descanso de 8 horas; desde la 4.ª hora, -2.",
                    "С последнего 8-часового отдыха; с 4-го часа -2.",
                ),
            ),
            BoolField("tireless", Text("Tireless sentinel (magic, undead, construct)", "Sentinella instancabile (magia, non-morto, costrutto)", "Centinela incansable (magia, muerto viviente, constructo)", "Неутомимый часовой (магия, нежить, конструкт)")),
        ),
        outputs=(
            Output("can_be_surprised", Text("Can be surprised", "Può essere sorpresa", "Puede ser sorprendida", "Может быть застигнуто")),
            Output("modifier", Text("Total modifier", "Modificatore totale", "Modificador total", "Итоговый модификатор")),
            Output("surprised_max_roll", Text("Surprised on d10 up to", "Sorpresa con d10 fino a", "Sorprendida con d10 hasta", "Застигнуто при d10 до")),
            Output("p_surprised", Text("Chance of surprise", "Probabilità di sorpresa", "Probabilidad de sorpresa", "Вероятность внезапности")),
            Output("p_surprised_fraction", Text("Chance (exact)", "Probabilità (esatta)", "Probabilidad (exacta)", "Вероятность (точно)")),
        ),
        compute=_compute,
        readings=(
            Text(
                "Modifiers add to the d10; surprised when the total is 3 or less (a -2 penalty: surprised on 1-5).",
                "I modificatori si sommano al d10; sorpresa se il totale è 3 o meno (penalità -2: sorpresa con 1-5).",
                "Los modificadores se suman al d10; sorprendida si el total es 3 o menos (penalización -2: sorprendida con 1-5).",
                "Модификаторы прибавляются к d10; застигнуто при итоге 3 и меньше (штраф -2: при 1-5).",
            ),
            Text(
                "A wary walker rolls like a sentinel, without the sentinel's fatigue (that is for a fixed post).",
                "Chi cammina guardingo tira come una sentinella, senza la fatica della sentinella (che vale per la postazione fissa).",
                "Quien camina alerta tira como un centinela, sin su fatiga (que es para el puesto fijo).",
                "Идущий настороже бросает как часовой, но без усталости часового (она только для поста).",
            ),
        ),
    ),
)
