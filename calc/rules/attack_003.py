"""003 — attack bonus, attack roll and the exact chance to hit (and, with finesse, to bypass armour).

Passages: "CÓMO CALCULAR UN BONIFICADOR DE ATAQUE" (melee: base attack + Strength + size +
other; ranged: base attack + Dexterity + size + range penalty + other), "TIRADAS DE ATAQUE"
(the roll must equal or exceed the Defense the target uses), "FALLOS Y GOLPES AUTOMÁTICOS"
(natural 1 misses, natural 20 hits), "DISPARAR O ARROJAR UN ARMA CONTRA BLANCOS CUERPO A
CUERPO" (−4), "ATAQUES SIN ARMAS" (lethal damage −4 unless Ataque sin armas mejorado),
"SUTILEZA" / "SUTILEZA Y ARMADURA" (Dexterity instead of Strength; beating the Defense by at
least the CA ignores the armour).

Readings:
* "LA TIRADA DE ATAQUE" says a target that cannot dodge or parry must be *exceeded*
  ("superar su Defensa Base"); "TIRADAS DE ATAQUE" says *equal or exceed*. Equal-or-exceed
  is used everywhere (it is also what "iguala la Esquiva o Parada" says).
* "TIRADAS DE ATAQUE" writes "1d20 + bonificador de ataque + modificador de Fuerza + ...":
  there "bonificador de ataque" is the base attack, otherwise Strength would count twice.
* The finesse threshold compares the attack total with Defense + the armour's full CA
  (the goblin example: Parada 15, CA 6, 21 or more). A natural 20 hits but ignores the
  armour only if its total also reaches Defense + CA; a natural 1 never does.
* The size modifier has no table in the seed (smaller is better, the same number goes to
  attack and Base Defense), so it is entered as a number.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Origin, Output, Side, Trait, Unit, When, declared
from ..i18n import Message, _
from ..probability import exact
from ..tables.attack_003 import (
    ATTACK_SOURCE,
    INTO_MELEE_PENALTY,
    NATURAL_HIT,
    NATURAL_MISS,
    UNARMED_LETHAL_PENALTY,
    AttackKind,
)
from ..tables.range_003 import MAX_INCREMENTS, PENALTY_PER_INCREMENT, RangedWeapon
from ..vocab import (
    ARMOR_CA,
    BASE_ATTACK,
    DEXTERITY_MODIFIER,
    SIZE_MODIFIER,
    STRENGTH_MODIFIER,
    verdict,
    verdict_outputs,
)
from . import range_003
from .defense_003 import DEFENSE_RANGE

__all__ = [
    "AttackKind",
    "attack_bonus",
    "is_hit",
    "ignores_armor",
    "hit_probability",
    "armor_ignored_probability",
    "lowest_hitting_roll",
    "situational_modifier",
    "farthest_increments",
    "ATTACKS",
    "UNARMED_PENALTY",
    "CALCULATORS",
]

FACES = range(1, 21)


def attack_bonus(
    kind: AttackKind,
    base_attack: int,
    strength_mod: int,
    dexterity_mod: int,
    size_mod: int,
    range_penalty: int = 0,
    other: int = 0,
    finesse: bool = False,
) -> int:
    """The two formulas of "CÓMO CALCULAR UN BONIFICADOR DE ATAQUE".

    A melee finesse attack ("SUTILEZA") uses Dexterity instead of Strength; a ranged
    attack always uses Dexterity, so finesse changes nothing in its bonus.
    """
    if kind is AttackKind.MELEE:
        if range_penalty:
            raise ValueError("a melee attack has no range penalty")
        ability = dexterity_mod if finesse else strength_mod
        return base_attack + ability + size_mod + other
    return base_attack + dexterity_mod + size_mod + range_penalty + other


def is_hit(natural: int, total: int, defense: int) -> bool:
    """Natural 1 misses, natural 20 hits; otherwise the total must equal or exceed the Defense."""
    if natural == NATURAL_MISS:
        return False
    if natural == NATURAL_HIT:
        return True
    return total >= defense


def ignores_armor(natural: int, total: int, defense: int, ca: int) -> bool:
    """A finesse hit that beats the Defense by at least the CA ignores the armour ("SUTILEZA Y ARMADURA")."""
    return is_hit(natural, total, defense) and total - defense >= ca


def hit_probability(bonus: int, defense: int) -> Fraction:
    """P(hit) with one d20 plus ``bonus`` against ``defense``."""
    return Fraction(sum(is_hit(f, f + bonus, defense) for f in FACES), 20)


def armor_ignored_probability(bonus: int, defense: int, ca: int) -> Fraction:
    """P(a finesse attack hits and ignores armour of ``ca``)."""
    return Fraction(sum(ignores_armor(f, f + bonus, defense, ca) for f in FACES), 20)


def lowest_hitting_roll(bonus: int, defense: int) -> int:
    """The lowest natural d20 that hits: between 2 and 20 (a natural 20 always hits)."""
    return next(f for f in FACES if is_hit(f, f + bonus, defense))


def situational_modifier(unarmed: str, into_melee: bool, other: int = 0) -> int:
    """"Otros modificadores aplicables": lethal unarmed −4 (none with Ataque sin armas mejorado),
    shooting or throwing into melee −4, and any other."""
    return other + UNARMED_PENALTY[unarmed] + (INTO_MELEE_PENALTY if into_melee else 0)


def farthest_increments(weapon: RangedWeapon) -> int:
    """Full increments passed to a target at the weapon's maximum range (counted as
    range_003 counts them): 4 for a thrown weapon, 9 for a projectile weapon."""
    return MAX_INCREMENTS[weapon] - 1


OUT_OF_RANGE = Option("out_of_range", _("Beyond the weapon's maximum range"))


# attack option -> (kind, finesse)
ATTACKS = {
    "melee": (AttackKind.MELEE, False),
    "melee_finesse": (AttackKind.MELEE, True),
    "ranged": (AttackKind.RANGED, False),
    "ranged_finesse": (AttackKind.RANGED, True),
}
UNARMED_PENALTY = {"no": 0, "nonlethal": 0, "lethal": UNARMED_LETHAL_PENALTY, "lethal_improved": 0}


def _attack(
    attack: str,
    base_attack: int,
    strength_mod: int,
    dexterity_mod: int,
    size_mod: int,
    weapon: str,
    increments: int,
    into_melee: bool,
    unarmed: str,
    other: int,
    defense: int,
    armor_ca: int,
) -> dict[str, object]:
    kind, finesse = ATTACKS[attack]
    refused = "out_of_range" if kind is AttackKind.RANGED and increments > farthest_increments(RangedWeapon[weapon.upper()]) else ""
    range_penalty = PENALTY_PER_INCREMENT * increments
    situational = situational_modifier(unarmed, into_melee, other)
    bonus = attack_bonus(kind, base_attack, strength_mod, dexterity_mod, size_mod, range_penalty, situational, finesse)
    # An attack the rules do not allow has no chance at all, and no roll that would hit.
    p_hit, p_hit_fraction = exact(Fraction(0) if refused else hit_probability(bonus, defense))
    ignored = armor_ignored_probability(bonus, defense, armor_ca) if finesse and not refused else Fraction(0)
    p_ignored, p_ignored_fraction = exact(ignored)
    return {
        **verdict(refused),
        "range_penalty": range_penalty,
        "attack_bonus": bonus,
        "d20_needed": None if refused else lowest_hitting_roll(bonus, defense),
        "p_hit": p_hit,
        "p_hit_fraction": p_hit_fraction,
        "p_armor_ignored": p_ignored,
        "p_armor_ignored_fraction": p_ignored_fraction,
    }


_RANGED = When(attack=("ranged", "ranged_finesse"))


# A base attack is a bonus that grows from 0 ("si tienes un ataque base de +1 o superior" is
# the text's first step above it); one domain for every Akenar calculator that asks for it.
BASE_ATTACK_RANGE = (0, 40)


def _mod_field(name: str, label: Message, default: int = 0, low: int = -5, high: int = 20, help: Message | None = None,
               trait: Trait | None = None, side: Side | None = None) -> IntField:
    return IntField(name=name, label=label, minimum=low, maximum=high, default=default, help=help, trait=trait, side=side)


CALCULATORS = (
    Calculator(
        name="attack_003",
        primary="p_hit",
        title=_("Attack bonus and chance to hit (Akenar)"),
        summary=_(
            "Melee or ranged attack bonus, the lowest d20 that hits the target's Dodge, Parry or "
            "Base Defense, and for finesse attacks the chance to ignore the armour.",
        ),
        source=ATTACK_SOURCE,
        fields=(
            ChoiceField(
                name="attack",
                label=_("Attack"),
                options=(
                    Option("melee", _("Melee")),
                    Option(
                        "melee_finesse",
                        _("Melee with finesse (Dexterity)"),
                    ),
                    Option("ranged", _("Ranged")),
                    Option(
                        "ranged_finesse",
                        _("Ranged with finesse (feat Sutileza a Distancia)"),
                    ),
                ),
                default="melee",
            ),
            _mod_field(
                "base_attack",
                _("Base attack"),
                low=BASE_ATTACK_RANGE[0],
                high=BASE_ATTACK_RANGE[1],
                trait=BASE_ATTACK,
                side=Side.SELF,
            ),
            _mod_field(
                "strength_mod",
                _("Strength modifier"),
                trait=STRENGTH_MODIFIER,
                side=Side.SELF,
            ),
            _mod_field(
                "dexterity_mod",
                _("Dexterity modifier"),
                trait=DEXTERITY_MODIFIER,
                side=Side.SELF,
            ),
            _mod_field(
                "size_mod",
                _("Size modifier"),
                low=-8,
                high=8,
                help=_("The text gives no table for it: 0 for Medium, positive for smaller creatures."),
                trait=SIZE_MODIFIER,
                side=Side.SELF,
            ),
            replace(declared(range_003.CALCULATORS, "weapon"), applies=_RANGED),
            IntField(
                name="increments",
                label=_("Full range increments to the target"),
                minimum=0,
                # Counted as range_003 counts them: at a projectile's maximum range (10
                # increments) 9 have been passed; a 10th would put the target out of range
                # of any weapon. A thrown weapon stops at 4 (an answer, not an error).
                maximum=max(map(farthest_increments, RangedWeapon)),
                default=0,
                help=_("-2 each (see the range increments calculator)."),
                applies=_RANGED,
            ),
            BoolField(
                name="into_melee",
                label=_("Shooting or throwing into melee"),
                default=False,
                help=_(
                    "-4; leave off if the target is at least 2 m from the nearest friend or you have"
                    " Disparo preciso.",
                ),
                applies=_RANGED,
            ),
            ChoiceField(
                name="unarmed",
                label=_("Unarmed attack"),
                options=(
                    Option("no", _("No (weapon)")),
                    Option(
                        "nonlethal",
                        _("Non-lethal damage"),
                    ),
                    Option(
                        "lethal",
                        _("Lethal damage (-4)"),
                    ),
                    Option(
                        "lethal_improved",
                        _("Lethal, with Ataque sin armas mejorado (no penalty)"),
                    ),
                ),
                default="no",
                applies=When(attack=("melee", "melee_finesse")),
            ),
            _mod_field(
                "other",
                _("Other applicable modifiers"),
                low=-20,
                high=20,
            ),
            IntField(
                name="defense",
                label=_("Target's Dodge, Parry or Base Defense"),
                minimum=DEFENSE_RANGE[0],
                maximum=DEFENSE_RANGE[1],
                default=10,
                help=_("Whichever the target uses; its Base Defense if it cannot dodge or parry."),
            ),
            IntField(
                name="armor_ca",
                label=_("Target's armour (CA), for finesse"),
                minimum=0,
                maximum=30,
                default=0,
                applies=When(attack=("melee_finesse", "ranged_finesse")),
                origin=Origin.ARMOR_TABLE,
                trait=ARMOR_CA,
                side=Side.OPPONENT,
            ),
        ),
        outputs=(
            *verdict_outputs((OUT_OF_RANGE,)),
            Output("range_penalty", _("Range penalty")),
            Output(
                "attack_bonus",
                _("Attack bonus"),
            ),
            Output(
                "d20_needed",
                _("Lowest d20 that hits"),
            ),
            Output("p_hit", _("Chance to hit"), unit=Unit.PROBABILITY),
            Output(
                "p_hit_fraction",
                _("Chance to hit (exact)"),
            ),
            Output(
                "p_armor_ignored",
                _("Chance to hit ignoring the armour (finesse)"),
                unit=Unit.PROBABILITY,
            ),
            Output(
                "p_armor_ignored_fraction",
                _("Chance to ignore the armour (exact)"),
            ),
        ),
        compute=_attack,
        readings=(
            _(
                "A hit needs a total equal to or above the Defense used, also against Base Defense (the "
                "text says once \"superar\", once \"igualar o exceder\"). Natural 1 always misses, natural 20"
                " always hits.",
            ),
            _(
                "Finesse ignores the armour when the total reaches Defense + the armour's full CA; a "
                "natural 20 below that total still hits but does not ignore the armour.",
            ),
            _(
                "In \"TIRADAS DE ATAQUE\" the \"bonificador de ataque\" added to Strength is read as the base"
                " attack (Strength is counted once). The size modifier has no table in the text.",
            ),
        ),
    ),
)
