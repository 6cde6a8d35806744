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
- Ability modifier = (score − 10) // 2 (:func:`calc.common.abilities.ability_modifier`, from the
  seed's examples).
"""

from __future__ import annotations

from fractions import Fraction

from ..common.abilities import ability_modifier
from ..common.checks import check_chance
from ..declare import Calculator, ChoiceField, IntField, Option, Output, Unit
from ..i18n import _
from ..probability import exact
from ..tables.saves_003 import NATURAL_FAIL, NATURAL_SUCCESS, SAVES, SAVES_SOURCE, Ability, SaveType

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
    Option(Ability.CON.value, _("Constitution")),
    Option(Ability.DEX.value, _("Dexterity")),
    Option(Ability.WIS.value, _("Wisdom")),
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
        primary="p_save",
        title=_("Saving throw (Akenar)"),
        summary=_(
            "Fortitude (Constitution), Reflex (Dexterity) or Will (Wisdom): base save + ability "
            "modifier + bonuses, and the exact chance to reach the DC; a natural 1 always fails, "
            "a natural 20 always saves.",
        ),
        source=SAVES_SOURCE,
        fields=(
            ChoiceField(
                name="save",
                label=_("Saving throw"),
                options=(
                    Option(SaveType.FORTITUDE.value, _("Fortitude")),
                    Option(SaveType.REFLEX.value, _("Reflex")),
                    Option(SaveType.WILL.value, _("Will")),
                ),
                default=SaveType.FORTITUDE.value,
            ),
            IntField(
                name="base_save",
                label=_("Base save"),
                minimum=0,
                maximum=40,
                default=0,
                help=_("From class and level."),
            ),
            IntField(
                name="ability_score",
                label=_("Score of the save's ability (Con, Dex or Wis)"),
                minimum=0,
                maximum=60,
                default=10,
            ),
            IntField(
                name="bonus",
                label=_("Feats and other relevant bonuses"),
                minimum=-20,
                maximum=40,
                default=0,
            ),
            IntField(
                name="dc",
                label=_("Difficulty Class (DC)"),
                minimum=0,
                maximum=80,
                default=15,
                help=_("Set by the attack or effect itself."),
            ),
        ),
        outputs=(
            Output("ability", _("Ability applied"), codes=ABILITY_CODES),
            Output("ability_modifier", _("Ability modifier")),
            Output("save_modifier", _("Saving throw modifier")),
            Output("d20_needed", _("Lowest d20 that saves")),
            Output("p_save", _("Chance to save"), unit=Unit.PROBABILITY),
            Output("p_save_fraction", _("Chance to save (exact)")),
            Output("p_fail", _("Chance to fail"), unit=Unit.PROBABILITY),
            Output("p_fail_fraction", _("Chance to fail (exact)")),
        ),
        compute=_save,
        readings=(
            _(
                "A save succeeds when d20 + modifier equals or exceeds the DC; so the chance is never "
                "below 1/20 nor above 19/20.",
            ),
            _(
                "Will's \"bonificador de Sabiduría\" is read as the Wisdom modifier, penalties included; "
                "modifier = (score − 10) // 2.",
            ),
        ),
    ),
)
