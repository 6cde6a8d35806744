"""003 — saving throws: the modifier and the exact chance to save.

Seed 003, "TIRADAS DE SALVACIÓN" (with its sub-headings "Tipos de tiradas de salvación",
"Clase de Dificultad para las tiradas de salvación (CD)", "Fracasos y éxitos automáticos"):

- "una tirada de salvación es una tirada d20 más un bonificador"; the modifier is
  "Salvación base + modificador de característica + dotes o bonificadores relevantes";
- Fortaleza applies Constitution, Reflejos Dexterity, Voluntad Wisdom (table saves_003);
- "Un 1 natural en una tirada de salvación es un fracaso siempre. Un 20 natural es siempre
  un éxito."

Readings (also on the calculator):

- The save succeeds when d20 + modifier equals or exceeds the DC (the seed does not say
  "equal or exceed" here; it is how its attack rolls and checks work).
- Will's "bonificador de Sabiduría" is read as the Wisdom modifier, penalties included,
  like the formula's "modificador de característica".
- Ability modifier = (score − 10) // 2 (hp_003.ability_modifier, from the seed's examples).
"""

from __future__ import annotations

from fractions import Fraction

from ..declare import Calculator, ChoiceField, IntField, Option, Output, Text
from ..probability import exact
from ..tables.saves_003 import NATURAL_FAIL, NATURAL_SUCCESS, SAVES, SAVES_SOURCE, Ability, SaveType
from .hp_003 import ability_modifier, check_chance

__all__ = ["SaveType", "Ability", "save_modifier", "save_chance", "lowest_saving_roll", "ABILITY_CODES", "CALCULATORS"]


def save_modifier(base_save: int, ability_score: int, bonus: int = 0) -> int:
    """Base save + the modifier of the save's ability (pass that ability's score) + other bonuses."""
    return base_save + ability_modifier(ability_score) + bonus


def save_chance(modifier: int, dc: int) -> Fraction:
    """P(save): d20 + modifier ≥ DC, a natural 1 always fails, a natural 20 always saves."""
    return check_chance(modifier, dc, natural_20=True, natural_1=True)


def lowest_saving_roll(modifier: int, dc: int) -> int:
    """The lowest natural d20 that saves: from 2 (a 1 always fails) to 20 (always saves)."""
    for face in range(NATURAL_FAIL + 1, NATURAL_SUCCESS):
        if face + modifier >= dc:
            return face
    return NATURAL_SUCCESS




ABILITY_CODES = (
    Option(Ability.CON.value, Text("Constitution", "Costituzione", "Constitución", "Телосложение")),
    Option(Ability.DEX.value, Text("Dexterity", "Destrezza", "Destreza", "Ловкость")),
    Option(Ability.WIS.value, Text("Wisdom", "Saggezza", "Sabiduría", "Мудрость")),
)


def _save(save: str, base_save: int, ability_score: int, bonus: int, dc: int) -> dict[str, object]:
    kind = SaveType(save)
    modifier = save_modifier(base_save, ability_score, bonus)
    p = save_chance(modifier, dc)
    p_save, save_text = exact(p)
    p_fail, fail_text = exact(1 - p)
    return {
        "ability": SAVES[kind].ability.value,
        "ability_modifier": ability_modifier(ability_score),
        "save_modifier": modifier,
        "d20_needed": lowest_saving_roll(modifier, dc),
        "p_save": p_save,
        "p_save_fraction": save_text,
        "p_fail": p_fail,
        "p_fail_fraction": fail_text,
    }


CALCULATORS = (
    Calculator(
        name="saving_throw_003",
        title=Text("Saving throw (Akenar)", "Tiro salvezza (Akenar)", "Tirada de salvación (Akenar)", "Спасбросок (Акенар)"),
        summary=Text(
            "Fortitude (Constitution), Reflex (Dexterity) or Will (Wisdom): base save + ability modifier + bonuses, "
            "and the exact chance to reach the DC; a natural 1 always fails, a natural 20 always saves.",
            "Tempra (Costituzione), Riflessi (Destrezza) o Volontà (Saggezza): tiro salvezza base + modificatore di "
            "caratteristica + bonus, e la probabilità esatta di raggiungere la CD; un 1 naturale fallisce sempre, un 20 naturale riesce sempre.",
            "Fortaleza (Constitución), Reflejos (Destreza) o Voluntad (Sabiduría): salvación base + modificador de "
            "característica + bonificadores, y la probabilidad exacta de alcanzar la CD; un 1 natural siempre fracasa, un 20 natural siempre salva.",
            "Стойкость (Телосложение), Реакция (Ловкость) или Воля (Мудрость): базовый спасбросок + модификатор "
            "характеристики + бонусы и точная вероятность достичь СЛ; натуральная 1 всегда провал, натуральная 20 всегда успех.",
        ),
        source=SAVES_SOURCE,
        fields=(
            ChoiceField(
                name="save",
                label=Text("Saving throw", "Tiro salvezza", "Tirada de salvación", "Спасбросок"),
                options=(
                    Option(SaveType.FORTITUDE.value, Text("Fortitude", "Tempra", "Fortaleza", "Стойкость")),
                    Option(SaveType.REFLEX.value, Text("Reflex", "Riflessi", "Reflejos", "Реакция")),
                    Option(SaveType.WILL.value, Text("Will", "Volontà", "Voluntad", "Воля")),
                ),
                default=SaveType.FORTITUDE.value,
            ),
            IntField(
                name="base_save",
                label=Text("Base save", "Tiro salvezza base", "Salvación base", "Базовый спасбросок"),
                minimum=0,
                maximum=40,
                default=0,
                help=Text("From class and level.", "Da classe e livello.", "De la clase y el nivel.", "От класса и уровня."),
            ),
            IntField(
                name="ability_score",
                label=Text(
                    "Score of the save's ability (Con, Dex or Wis)",
                    "Punteggio della caratteristica del tiro (Cos, Des o Sag)",
                    "Puntuación de la característica de la tirada (Con, Des o Sab)",
                    "Значение характеристики спасброска (Тел, Ловк или Мдр)",
                ),
                minimum=0,
                maximum=60,
                default=10,
            ),
            IntField(
                name="bonus",
                label=Text("Feats and other relevant bonuses", "Talenti e altri bonus pertinenti", "Dotes o bonificadores relevantes", "Черты и прочие уместные бонусы"),
                minimum=-20,
                maximum=40,
                default=0,
            ),
            IntField(
                name="dc",
                label=Text("Difficulty Class (DC)", "Classe Difficoltà (CD)", "Clase de Dificultad (CD)", "Класс сложности (СЛ)"),
                minimum=0,
                maximum=80,
                default=15,
                help=Text("Set by the attack or effect itself.", "La fissa l'attacco o l'effetto stesso.", "La determina el ataque en sí.", "Задаётся самой атакой или эффектом."),
            ),
        ),
        outputs=(
            Output("ability", Text("Ability applied", "Caratteristica applicata", "Característica aplicada", "Применяемая характеристика"), codes=ABILITY_CODES),
            Output("ability_modifier", Text("Ability modifier", "Modificatore di caratteristica", "Modificador de característica", "Модификатор характеристики")),
            Output("save_modifier", Text("Saving throw modifier", "Modificatore al tiro salvezza", "Modificador a la tirada de salvación", "Модификатор спасброска")),
            Output("d20_needed", Text("Lowest d20 that saves", "d20 minimo che salva", "d20 mínimo que salva", "Наименьший спасающий d20")),
            Output("p_save", Text("Chance to save", "Probabilità di salvarsi", "Probabilidad de salvarse", "Вероятность спастись")),
            Output("p_save_fraction", Text("Chance to save (exact)", "Probabilità di salvarsi (esatta)", "Probabilidad de salvarse (exacta)", "Вероятность спастись (точно)")),
            Output("p_fail", Text("Chance to fail", "Probabilità di fallire", "Probabilidad de fracasar", "Вероятность провала")),
            Output("p_fail_fraction", Text("Chance to fail (exact)", "Probabilità di fallire (esatta)", "Probabilidad de fracasar (exacta)", "Вероятность провала (точно)")),
        ),
        compute=_save,
        readings=(
            Text(
                "A save succeeds when d20 + modifier equals or exceeds the DC; so the chance is never below 1/20 nor above 19/20.",
                "Un tiro salvezza riesce se d20 + modificatore eguaglia o supera la CD; la probabilità non scende mai sotto 1/20 né supera 19/20.",
                "Una salvación tiene éxito si d20 + modificador iguala o supera la CD; la probabilidad nunca baja de 1/20 ni pasa de 19/20.",
                "Спасбросок успешен, если d20 + модификатор не меньше СЛ; вероятность никогда не ниже 1/20 и не выше 19/20.",
            ),
            Text(
                "Will's \"bonificador de Sabiduría\" is read as the Wisdom modifier, penalties included; modifier = (score − 10) // 2.",
                "Il \"bonificador de Sabiduría\" della Volontà è letto come modificatore di Saggezza, penalità comprese; modificatore = (punteggio − 10) // 2.",
                "El \"bonificador de Sabiduría\" de Voluntad se lee como el modificador de Sabiduría, penalizadores incluidos; modificador = (puntuación − 10) // 2.",
                "«Bonificador de Sabiduría» для Воли читается как модификатор Мудрости, включая штрафы; модификатор = (значение − 10) // 2.",
            ),
        ),
    ),
)
