"""000 — "COMBATTIMENTO RAVVICINATO" (close combat): entering it and fighting in it.

Entering close combat: an opposed dexterity check the attacker must win, only between
creatures at most one size apart; if he wins, a victim holding an M or L weapon who has
not acted yet strikes first. Inside close combat (rules a–f): M weapon −2, L weapon −5
(a two-handed L weapon cannot be used, only held in one hand), blunt −2 more, shield −1
more and no AC from it; a miss with an M or L weapon calls for a reflex save or the
weapon is dropped. Third parties attacking one of the pair save vs reflexes per attack
(−5% medium, −10% large, −5% more two-handed; −20% missile/thrown or similar, −10% with
"Precisione nella Mira"): a failed save sends the attack at the other combatant; an effect
aimed at one of them deals half (rounded up) to it and the other half to the other.
Breaking free is :mod:`.close_combat_escape_000`; recovering the weapon dropped here,
:mod:`.recover_weapon_000`.

Readings (the text leaves them open):

* the opposed dexterity check is :func:`calc.common.opposed.opposed_check`;
* "tiri salvezza" here are percentile: the save succeeds on d100 ≤ the chance;
* "−2 da botta" applies to any blunt weapon, small ones too; the two-handed −5% on the
  third-party save applies to melee weapons only (it sits in the melee clause, before ";");
* the effect split keeps the total: the target takes half rounded up, the other the rest.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from ..common.opposed import OPPOSED_CHECK_READING, dexterity_field, opposed_check
from ..common.ranges import INITIATIVE_FIELD_RANGE
from ..common.sizes import WEAPON_SIZE_OPTIONS, creature_size_field, weapon_size_field
from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Output, Side, When
from ..i18n import Message, _
from ..vocab import BLUNT_WEAPON, REFLEX_SAVE, TWO_HANDED, probability_outputs, probability_values, verdict_outputs
from ..tables.close_combat_000 import (
    BLUNT_TO_HIT,
    CLOSE_COMBAT_SOURCE,
    DROP_CHECK_SIZES,
    FREE_ATTACK_SIZES,
    MAX_SIZE_GAP,
    PRECISE_AIM_SAVE,
    SHIELD_TO_HIT,
    THIRD_PARTY_SAVE,
    TWO_HANDED_SAVE,
    WEAPON_TO_HIT,
    ThirdPartyAttack,
)
from ..tables.sizes import CreatureSize
from ..tables.sizes_000 import WeaponSize

__all__ = [
    "ENTRY_REASONS",
    "entry_refusal",
    "victim_strikes_first",
    "close_combat_to_hit",
    "weapon_usable",
    "save_or_drop_on_miss",
    "third_party_save_penalty",
    "percent_chance",
    "split_effect_damage",
    "HALF_MOVE_PENALTY_FIELD",
    "percent_field",
    "PERCENT_READING",
    "CALCULATORS",
]

MAX_DAMAGE = 1000


ENTRY_REASONS = (
    Option("size_gap", _("Only between creatures at most one size apart")),
    Option("already_held", _("Only one creature may be in close combat with another")),
)


def entry_refusal(attacker: CreatureSize, victim: CreatureSize, victim_already_held: bool) -> str:
    """Why the text forbids entering close combat (a code of ENTRY_REASONS), or ""."""
    if abs(attacker.rank - victim.rank) > MAX_SIZE_GAP:
        return "size_gap"  # "al massimo una taglia di dimensione di differenza"
    if victim_already_held:
        return "already_held"  # "Solo una creatura può entrare in combattimento ravvicinato con un'altra"
    return ""


def victim_strikes_first(victim_weapon: WeaponSize | None, victim_has_acted: bool) -> bool:
    """A victim with an M or L weapon who has not used his action yet attacks before being grappled."""
    return victim_weapon in FREE_ATTACK_SIZES and not victim_has_acted


def close_combat_to_hit(weapon: WeaponSize, blunt: bool, shield: bool) -> int:
    """Rules a) and b): weapon size penalty, −2 more if blunt, −1 more with a shield."""
    return WEAPON_TO_HIT[weapon] + (BLUNT_TO_HIT if blunt else 0) + (SHIELD_TO_HIT if shield else 0)


def weapon_usable(weapon: WeaponSize, two_handed: bool) -> bool:
    """A two-handed L weapon "non potrà essere utilizzata ma solo mantenuta con una mano"."""
    return not (weapon is WeaponSize.LARGE and two_handed)


def save_or_drop_on_miss(weapon: WeaponSize) -> bool:
    """Rule e): a miss with an M or L weapon calls for a reflex save or the weapon falls."""
    return weapon in DROP_CHECK_SIZES


def third_party_save_penalty(attack: ThirdPartyAttack, two_handed: bool, precise_aim: bool) -> int:
    """Rule f): reflex save penalty (percentage points) for a third party's attack; the
    two-handed −5% belongs to the melee clause, so a missile attack never takes it."""
    two_handed = two_handed and attack is not ThirdPartyAttack.MISSILE
    return (
        THIRD_PARTY_SAVE[attack]
        + (TWO_HANDED_SAVE if two_handed else 0)
        + (PRECISE_AIM_SAVE if precise_aim else 0)
    )


def percent_chance(chance: int) -> Fraction:
    """P(d100 ≤ chance), clamped to [0, 1]."""
    return Fraction(max(0, min(100, chance)), 100)


def split_effect_damage(damage: int) -> tuple[int, int]:
    """An effect aimed at one of the pair: (to the target, half rounded up; to the other, the rest)."""
    to_target = -(-damage // 2)
    return to_target, damage - to_target


# --- calculators -----------------------------------------------------------------

def _close_combat(weapon_size: str, blunt: bool, two_handed: bool, shield: bool) -> dict[str, object]:
    weapon = WeaponSize(weapon_size)
    usable = weapon_usable(weapon, two_handed)
    return {
        # No to-hit for a weapon that can only be held ("non potrà essere utilizzata").
        "to_hit_modifier": close_combat_to_hit(weapon, blunt, shield) if usable else None,
        "weapon_usable": usable,
        "save_or_drop_on_miss": save_or_drop_on_miss(weapon),
        "shield_ac_lost": shield,  # b) "Lo scudo non migliora la classe armatura di chi lo ha"
    }


def _entry(
    attacker_size: str,
    victim_size: str,
    victim_already_held: bool,
    attacker_dexterity: int,
    victim_dexterity: int,
    victim_weapon: str,
    victim_has_acted: bool,
    initiative: int,
    half_move_penalty: int,
) -> dict[str, object]:
    refusal = entry_refusal(CreatureSize(attacker_size), CreatureSize(victim_size), victim_already_held)
    if refusal:
        return {"allowed": False, "reason": refusal, **_NO_ENTRY}
    contest = opposed_check(attacker_dexterity, victim_dexterity)
    weapon = None if victim_weapon == "none" else WeaponSize(victim_weapon)
    return {
        "allowed": True,
        "reason": "",
        **probability_values("p_enter", contest.first_wins),
        **probability_values("p_tie", contest.tie),
        **probability_values("p_fail", contest.second_wins),
        "victim_strikes_first": victim_strikes_first(weapon, victim_has_acted),
        "entry_initiative": initiative + half_move_penalty,  # "va comunque sommata il malus ... di mezzo movimento"
    }


_NO_ENTRY = {
    **probability_values("p_enter", Fraction(0)),
    **probability_values("p_tie", Fraction(0)),
    **probability_values("p_fail", Fraction(0)),
    "victim_strikes_first": False,
    "entry_initiative": 0,
}


def _third_party(reflex_save: int, attack: str, two_handed: bool, precise_aim: bool) -> dict[str, object]:
    penalty = third_party_save_penalty(ThirdPartyAttack(attack), two_handed, precise_aim)
    p = percent_chance(reflex_save + penalty)
    return {
        "save_penalty": penalty,
        "save_chance": reflex_save + penalty,
        **probability_values("p_intended_target", p),
        **probability_values("p_other_combatant", 1 - p),
    }


def _split(damage: int) -> dict[str, object]:
    to_target, to_other = split_effect_damage(damage)
    return {"damage_to_target": to_target, "damage_to_other": to_other}


PERCENT_READING = _("Saves are percentile: success on d100 ≤ the chance; the margin is chance − roll.")

# The penalty of a half move, added to the initiative of what follows it.
HALF_MOVE_PENALTY_FIELD = IntField(
    name="half_move_penalty",
    label=_("Half-move initiative penalty"),
    minimum=0,
    maximum=INITIATIVE_FIELD_RANGE[1],
    default=0,
)


def percent_field(name: str, label: Message) -> IntField:
    """A percentile save's chance (%)."""
    return IntField(name=name, label=label, minimum=0, maximum=100, example=50)


CALCULATORS = (
    Calculator(
        name="close_combat_000",
        title=_("Close combat: to-hit penalties"),
        summary=_(
            "M weapon −2, L weapon −5 (two-handed L unusable), blunt −2 more, shield −1 more and "
            "no AC; M or L misses risk dropping the weapon.",
        ),
        source=CLOSE_COMBAT_SOURCE,
        fields=(
            weapon_size_field("weapon_size", _("Weapon size"), Side.SELF),
            BoolField(name="blunt", label=_("Blunt weapon"), default=False, trait=BLUNT_WEAPON, side=Side.SELF),
            BoolField(name="two_handed", label=_("Two-handed weapon"), default=False, trait=TWO_HANDED, side=Side.SELF),
            BoolField(name="shield", label=_("Carries a shield"), default=False),
        ),
        outputs=(
            Output("to_hit_modifier", _("To-hit modifier")),
            Output("weapon_usable", _("Weapon can be used")),
            Output("save_or_drop_on_miss", _("Reflex save or drop it on a miss")),
            Output("shield_ac_lost", _("The shield gives no AC")),
        ),
        compute=_close_combat,
        readings=(
            _("The blunt −2 applies to any blunt weapon, small ones too."),
        ),
    ),
    Calculator(
        name="close_combat_entry_000",
        primary="p_enter",
        title=_("Entering close combat"),
        summary=_(
            "Opposed dexterity check the attacker must win (sizes at most one apart; one grappler"
            " per creature); a victim with an M or L weapon who has not acted strikes first.",
        ),
        source=CLOSE_COMBAT_SOURCE,
        fields=(
            creature_size_field("attacker_size", _("Attacker's size"), Side.SELF),
            creature_size_field("victim_size", _("Victim's size"), Side.OPPONENT),
            BoolField(
                name="victim_already_held",
                label=_("Victim already in close combat with another creature"),
                default=False,
            ),
            dexterity_field("attacker_dexterity", _("Attacker's dexterity"), Side.SELF),
            dexterity_field("victim_dexterity", _("Victim's dexterity"), Side.OPPONENT),
            ChoiceField(
                name="victim_weapon",
                label=_("Victim's weapon"),
                options=(
                    Option("none", _("None")),
                    *WEAPON_SIZE_OPTIONS,
                ),
                default="none",
            ),
            BoolField(
                name="victim_has_acted",
                label=_("Victim already used his action"),
                default=False,
            ),
            IntField(
                name="initiative",
                label=_("Attacker's initiative"),
                minimum=INITIATIVE_FIELD_RANGE[0],
                maximum=INITIATIVE_FIELD_RANGE[1],
                example=5,
            ),
            HALF_MOVE_PENALTY_FIELD,
        ),
        outputs=(
            *verdict_outputs(ENTRY_REASONS),
            *probability_outputs("p_enter", _("Attacker wins: close combat")),
            *probability_outputs("p_tie", _("Tie")),
            *probability_outputs("p_fail", _("Attacker loses: no other action this round")),
            Output("victim_strikes_first", _("Victim strikes first if the attacker wins")),
            Output("entry_initiative", _("Initiative of the maneuver (with the half-move penalty)")),
        ),
        compute=_entry,
        readings=(
            OPPOSED_CHECK_READING,
            _("Only a win takes the attacker into close combat; the text does not say what a tie costs him."),
        ),
    ),
    Calculator(
        name="close_combat_third_party_000",
        primary="p_intended_target",
        title=_("Attacking one of two creatures in close combat"),
        summary=_("Reflex save per attack to strike the chosen combatant, otherwise the other one is attacked."),
        source=CLOSE_COMBAT_SOURCE,
        fields=(
            replace(percent_field("reflex_save", _("Reflex save chance (%)")), trait=REFLEX_SAVE, side=Side.SELF),
            ChoiceField(
                name="attack",
                label=_("Attack with"),
                options=(
                    *WEAPON_SIZE_OPTIONS,
                    Option(
                        "missile",
                        _("Missile or thrown weapon, or similar effect"),
                    ),
                ),
                default="medium",
            ),
            BoolField(
                name="two_handed",
                label=_("Melee weapon held in two hands"),
                default=False,
                applies=When(attack=("small", "medium", "large")),
                trait=TWO_HANDED,
                side=Side.SELF,
            ),
            BoolField(name="precise_aim", label=_("Using the Precise Aim blow"), default=False),
        ),
        outputs=(
            Output("save_penalty", _("Save penalty (%)")),
            Output("save_chance", _("Save chance after penalties (%)")),
            *probability_outputs("p_intended_target", _("Attack aims at the chosen target")),
            *probability_outputs("p_other_combatant", _("Attack aims at the other combatant")),
        ),
        compute=_third_party,
        readings=(
            PERCENT_READING,
            _("Penalties add up; the two-handed −5% applies to melee weapons only."),
        ),
    ),
    Calculator(
        name="close_combat_split_000",
        title=_("Effect aimed at one of two creatures in close combat"),
        summary=_(
            "The target takes half the damage (rounded up), the other combatant the other half; "
            "each saves separately.",
        ),
        source=CLOSE_COMBAT_SOURCE,
        fields=(
            IntField(name="damage", label=_("Damage of the effect"), minimum=0, maximum=MAX_DAMAGE, example=10),
        ),
        outputs=(
            Output("damage_to_target", _("To the target")),
            Output("damage_to_other", _("To the other combatant")),
        ),
        compute=_split,
        readings=(
            _("The total is kept: the target's half is rounded up, the other takes the rest."),
        ),
    ),
)
