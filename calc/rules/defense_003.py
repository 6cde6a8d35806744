"""003 — Base Defense, Dodge (Esquiva) and Parry (Parada), with their situational modifiers.

Passages: "DEFENSA" — Defensa Base = 10 + size; Esquiva = Defensa Base + Dexterity bonus +
dodge bonus; Parada = Defensa Base + Strength bonus + parry bonus; −2 to Esquiva when
surrounded; −2 to Defense when charging; a Dexterity *penalty* goes to the Defense (every
kind), a sleeping or unconscious character has Dexterity 0 (−5); armour limits the Dexterity
bonus to Esquiva; the footnotes ¹²³⁴ (flat-footed, entangled −4 Dexterity and −4 Parada from
above, grapple, Dexterity 0). "ESQUIVAR" — no free adjacent hex: −2 to Esquiva. "PARAR" —
fully unarmed −4 (Impacto sin arma mejorado counts as armed), non-proficient or improvised
−1 (not for a barbarian with Versatilidad), no parrying ranged attacks. "ATAQUES DE TOQUE Y
VALORES DE DEFENSA DESPREVENIDO" — touch attacks are only dodged; flat-footed characters use
Base Defense. "LANZAR UN CONJURO" — no parrying while casting a spell with a somatic component.

Readings:
* Modifiers to "Defensa" (charging, a Dexterity penalty, other Defense modifiers) are added
  to Base Defense, so they reach Esquiva and Parada once and also count when the defender
  cannot dodge or parry, as the text requires.
* Entangled "−4 a Destreza" is −4 to the score, i.e. −2 to the modifier (the text's own
  numbers follow the usual modifier: Dexterity 5 → −3, Dexterity 0 → −5).
* Helpless⁴ (asleep, unconscious, pinned): Dexterity counts as 0 (−5) *instead of* the real
  modifier, and the defender cannot dodge or parry.
* A Strength penalty lowers Parada like a bonus raises it (the text only says "bonificador").
* When both are allowed the defender is assumed to pick the higher of Esquiva and Parada.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Origin, Output, Side, Trait
from ..vocab import ARMOR_MAX_DEX, DEXTERITY_MODIFIER, DODGE_BASE, DODGE_BONUSES, PARRY_BASE, PARRY_BONUSES, SIZE_MODIFIER, STRENGTH_MODIFIER
from ..i18n import Message, _
from ..tables.defense_003 import BASE_DEFENSE, DEFENSE_SOURCE, HELPLESS_DEX_MODIFIER, MODIFIERS

__all__ = [
    "DEFENSE_RANGE", "Defenses", "base_defense", "dexterity_parts", "defenses", "CALCULATORS"]

ENTANGLED_DEX_MODIFIER = MODIFIERS["entangled"].value // 2  # −4 to the score is −2 to the modifier


@dataclass(frozen=True)
class Defenses:
    base: int
    dodge: int
    parry: int
    can_dodge: bool
    can_parry: bool

    @property
    def to_beat(self) -> int:
        """What an attack roll must equal or exceed: the better available defense, else Base Defense."""
        usable = [v for v, ok in ((self.dodge, self.can_dodge), (self.parry, self.can_parry)) if ok]
        return max(usable) if usable else self.base


# A Defense value wherever a calculator takes one (the attack, a critical, a stance): every
# Base Defense, Dodge and Parry the calculator below gives, -37 to 98, and a stance's bonus on
# top (tests walk their extremes). The text bounds none.
DEFENSE_RANGE = (-40, 110)


def base_defense(size_mod: int) -> int:
    """"Defensa Base= 10 + Modificador de Tamaño"."""
    return BASE_DEFENSE + size_mod


def dexterity_parts(dexterity_mod: int, armor_max_dex: int) -> tuple[int, int]:
    """(penalty to every Defense, bonus to Esquiva limited by the armour)."""
    return min(0, dexterity_mod), min(max(0, dexterity_mod), armor_max_dex)


# parry_with option -> modifier to Parada ("PARAR")
PARRY_WITH = {
    "weapon": 0,
    "improvised": MODIFIERS["improvised"].value,
    "improvised_versatility": 0,
    "unarmed": MODIFIERS["unarmed"].value,
    "unarmed_improved": 0,
}
# situation option -> (can dodge, can parry)
SITUATION = {
    "ready": (True, True),
    "flat_footed": (False, False),
    "not_free": (False, False),
    "grappling": (False, False),
    "helpless": (False, False),
}


def defenses(
    size_mod: int = 0,
    dexterity_mod: int = 0,
    strength_mod: int = 0,
    armor_max_dex: int = 20,
    base_dodge: int = 0,
    dodge_bonuses: int = 0,
    base_parry: int = 0,
    parry_bonuses: int = 0,
    parry_with: str = "weapon",
    entangled: str = "none",
    situation: str = "ready",
    attack: str = "melee",
    surrounded: bool = False,
    charging: bool = False,
    somatic_spell: bool = False,
    defense_mod: int = 0,
) -> Defenses:
    """The three Defense values and whether the defender may dodge or parry this attack."""
    dex = dexterity_mod + (ENTANGLED_DEX_MODIFIER if entangled != "none" else 0)
    if situation == "helpless":
        dex = HELPLESS_DEX_MODIFIER
    dex_penalty, dex_bonus = dexterity_parts(dex, armor_max_dex)
    base = base_defense(size_mod) + dex_penalty + defense_mod + (MODIFIERS["charging"].value if charging else 0)
    dodge = base + dex_bonus + base_dodge + dodge_bonuses + (MODIFIERS["surrounded"].value if surrounded else 0)
    parry = (
        base
        + strength_mod
        + base_parry
        + parry_bonuses
        + PARRY_WITH[parry_with]
        # "cuando paran con algo mayor que una daga": bare hands are not.
        + (MODIFIERS["entangled_above"].value if entangled == "from_above" and not parry_with.startswith("unarmed") else 0)
    )
    can_dodge, can_parry = SITUATION[situation]
    can_parry = can_parry and attack == "melee" and not somatic_spell
    return Defenses(base, dodge, parry, can_dodge, can_parry)


def _defense(**inputs: object) -> dict[str, object]:
    d = defenses(**inputs)  # type: ignore[arg-type]
    return {
        "base_defense": d.base,
        "dodge": d.dodge,
        "parry": d.parry,
        "can_dodge": d.can_dodge,
        "can_parry": d.can_parry,
        "defense_to_beat": d.to_beat,
    }


def _int(name: str, label: Message, low: int, high: int, default: int = 0, help: Message | None = None,
         trait: Trait | None = None, side: Side | None = None, origin: Origin | None = None) -> IntField:
    return IntField(name=name, label=label, minimum=low, maximum=high, default=default, help=help, trait=trait, side=side, origin=origin)


CALCULATORS = (
    Calculator(
        name="defense_003",
        title=_("Base Defense, Dodge and Parry (Akenar)"),
        summary=_(
            "Base Defense = 10 + size; Dodge adds Dexterity and dodge bonuses, Parry adds "
            "Strength and parry bonuses; with the text's situational modifiers and when dodging "
            "or parrying is impossible.",
        ),
        source=DEFENSE_SOURCE,
        fields=(
            _int(
                "size_mod",
                _("Size modifier"),
                -8,
                8,
                help=_("The text gives no table for it: 0 for Medium, positive for smaller creatures."),
                trait=SIZE_MODIFIER,
                side=Side.SELF,
            ),
            _int(
                "dexterity_mod",
                _("Dexterity modifier"),
                -5,
                20,
                trait=DEXTERITY_MODIFIER,
                side=Side.SELF,
            ),
            _int(
                "strength_mod",
                _("Strength modifier"),
                -5,
                20,
                trait=STRENGTH_MODIFIER,
                side=Side.SELF,
            ),
            _int(
                "armor_max_dex",
                _("Largest Dexterity bonus the armour allows"),
                0,
                20,
                default=20,
                help=_("Leave 20 without armour (no limit). It limits the Dexterity bonus to Dodge only."),
                origin=Origin.ARMOR_TABLE,
                trait=ARMOR_MAX_DEX,
                side=Side.SELF,
            ),
            _int(
                "base_dodge",
                _("Base dodge bonus (class)"),
                0,
                20,
                trait=DODGE_BASE,
                side=Side.SELF,
            ),
            _int(
                "dodge_bonuses",
                _("Other dodge bonuses (they stack)"),
                0,
                20,
                trait=DODGE_BONUSES,
                side=Side.SELF,
            ),
            _int(
                "base_parry",
                _("Base parry bonus (class)"),
                0,
                20,
                trait=PARRY_BASE,
                side=Side.SELF,
            ),
            _int(
                "parry_bonuses",
                _("Other parry bonuses (shield, feat, ...)"),
                0,
                20,
                trait=PARRY_BONUSES,
                side=Side.SELF,
            ),
            ChoiceField(
                name="parry_with",
                label=_("Parrying with"),
                options=(
                    Option(
                        "weapon",
                        _("A weapon, shield or object"),
                    ),
                    Option(
                        "improvised",
                        _("Improvised or non-proficient weapon (-1)"),
                    ),
                    Option(
                        "improvised_versatility",
                        _("Improvised weapon, barbarian with Versatilidad (0)"),
                    ),
                    Option(
                        "unarmed",
                        _("Fully unarmed (-4)"),
                    ),
                    Option(
                        "unarmed_improved",
                        _("Unarmed with Impacto sin arma mejorado (counts as armed)"),
                    ),
                ),
                default="weapon",
            ),
            ChoiceField(
                name="entangled",
                label=_("Entangled"),
                options=(
                    Option("none", _("No")),
                    Option(
                        "from_above",
                        _("From above, parrying with something larger than a dagger"),
                    ),
                    Option(
                        "from_above_dagger",
                        _("From above, parrying with a dagger or smaller"),
                    ),
                    Option(
                        "from_below",
                        _("From below"),
                    ),
                ),
                default="none",
                help=_(
                    "-4 Dexterity (-2 to the modifier); from above also -4 to Parry with anything "
                    "larger than a dagger.",
                ),
            ),
            ChoiceField(
                name="situation",
                label=_("Defender's situation"),
                options=(
                    Option(
                        "ready",
                        _("Able to defend"),
                    ),
                    Option(
                        "flat_footed",
                        _("Flat-footed (without Esquiva asombrosa)"),
                    ),
                    Option(
                        "not_free",
                        _("Cannot move freely"),
                    ),
                    Option(
                        "grappling",
                        _("In a grapple"),
                    ),
                    Option(
                        "helpless",
                        _("Asleep, unconscious, helpless or pinned (Dexterity 0)"),
                    ),
                ),
                default="ready",
            ),
            ChoiceField(
                name="attack",
                label=_("Incoming attack"),
                options=(
                    Option("melee", _("Melee")),
                    Option(
                        "ranged",
                        _("Ranged (cannot be parried)"),
                    ),
                    Option(
                        "touch",
                        _("Touch (dodge only)"),
                    ),
                ),
                default="melee",
            ),
            BoolField(
                name="surrounded",
                label=_("No free adjacent hex (surrounded): -2 Dodge"),
                default=False,
                help=_("A hex occupied by a friendly creature counts as free."),
            ),
            BoolField(
                name="charging",
                label=_("Charging: -2 Defense"),
                default=False,
            ),
            BoolField(
                name="somatic_spell",
                label=_("Casting a spell with a somatic component (no parry)"),
                default=False,
            ),
            _int(
                "defense_mod",
                _("Other modifiers to Defense"),
                -20,
                20,
                help=_("Those that name neither Dodge nor Parry; they also apply to Base Defense."),
            ),
        ),
        outputs=(
            Output("base_defense", _("Base Defense")),
            Output("dodge", _("Dodge")),
            Output("parry", _("Parry")),
            Output("can_dodge", _("May dodge")),
            Output("can_parry", _("May parry")),
            Output(
                "defense_to_beat",
                _("Attack total needed to hit"),
            ),
        ),
        compute=_defense,
        readings=(
            _(
                "Entangled from above, -4 to Parry \"when parrying with something larger than a dagger\": "
                "an unarmed parry is not, so it takes no -4.",
            ),
            _(
                "Modifiers to \"Defensa\" (charging, a Dexterity penalty, other Defense modifiers) are "
                "added to Base Defense, so they reach Dodge and Parry once and still count when the "
                "defender cannot dodge or parry.",
            ),
            _(
                "Entangled \"-4 a Destreza\" is -4 to the score, -2 to the modifier. Helpless: Dexterity "
                "counts as 0 (-5) instead of the real modifier, and no dodging or parrying.",
            ),
            _(
                "A Strength penalty lowers Parry as a bonus raises it. When both are allowed the defender"
                " picks the higher of Dodge and Parry; when neither is, the attack must reach Base "
                "Defense.",
            ),
        ),
    ),
)
