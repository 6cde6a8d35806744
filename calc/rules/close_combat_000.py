"""000 — "COMBATTIMENTO RAVVICINATO" (close combat) and "RECUPERARE UN’ARMA CADUTA OD UN OGGETTO DA TERRA".

Entering close combat: an opposed dexterity check the attacker must win, only between
creatures at most one size apart; if he wins, a victim holding an M or L weapon who has
not acted yet strikes first. Inside close combat (rules a–f): M weapon −2, L weapon −5
(a two-handed L weapon cannot be used, only held in one hand), blunt −2 more, shield −1
more and no AC from it; a miss with an M or L weapon calls for a reflex save or the
weapon is dropped. Third parties attacking one of the pair save vs reflexes per attack
(−5% medium, −10% large, −5% more two-handed; −20% missile/thrown or similar, −10% with
"Precisione nella Mira"): a failed save sends the attack at the other combatant; an effect
aimed at one of them deals half (rounded up) to it and the other half to the other.
Breaking free: at the end of the round, if only one wants out, both save vs robustness
(strength instead of constitution); he is free if he passes by more points than the
other; each creature pulling them apart gives him +5%.

Recovering a dropped weapon or object (a complex action, with a half move): +2 to AC and
no dexterity bonus (the shield still counts) until picked up, which happens at the
initiative factor of a full move, plus the half-move penalty if he had to move for it.

Readings (the text leaves them open):

* the opposed dexterity check is :func:`calc.rules.grab_000.opposed_check`;
* "tiri salvezza" here are percentile: the save succeeds on d100 ≤ the chance, and the
  points it passes by are chance − roll (the same margins if it is rolled high instead);
* breaking free needs the breaker's save to succeed with a margin strictly greater than
  the other's (a failed save has a negative margin); equal margins keep them locked;
* "−2 da botta" applies to any blunt weapon, small ones too; the two-handed −5% on the
  third-party save applies to melee weapons only (it sits in the melee clause, before ";");
* the effect split keeps the total: the target takes half rounded up, the other the rest;
* only dexterity *bonuses* (negative AC adjustments) are lost while recovering a weapon;
  a dexterity penalty stays.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from ..common.opposed import OPPOSED_CHECK_READING, opposed_check
from ..common.ranges import AC_FIELD_RANGE, SCORE_FIELD_RANGE
from ..common.sizes import WEAPON_SIZE_OPTIONS
from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Origin, Output, Side, When
from ..i18n import Message, _
from ..vocab import (
    AC,
    BLUNT_WEAPON,
    DEX_AC_ADJUSTMENT,
    DEXTERITY,
    FULL_MOVE_INITIATIVE,
    REFLEX_SAVE,
    SIZE,
    TWO_HANDED,
    WEAPON_SIZE,
    probability_outputs,
    probability_values,
    size_options,
    verdict_outputs,
)
from ..tables.close_combat_000 import (
    BLUNT_TO_HIT,
    CLOSE_COMBAT_SOURCE,
    DROP_CHECK_SIZES,
    ESCAPE_SOURCE,
    FREE_ATTACK_SIZES,
    MAX_SIZE_GAP,
    PRECISE_AIM_SAVE,
    RECOVER_AC_PENALTY,
    RECOVER_SOURCE,
    SEPARATOR_SAVE_BONUS,
    SHIELD_TO_HIT,
    THIRD_PARTY_SAVE,
    TWO_HANDED_SAVE,
    WEAPON_TO_HIT,
    ThirdPartyAttack,
)
from ..tables.sizes import CreatureSize
from ..tables.sizes_000 import CREATURE_SIZES, WeaponSize

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
    "breaker_save",
    "separation_chance",
    "dex_bonus_lost",
    "recovering_ac",
    "pickup_initiative",
    "CALCULATORS",
]

MAX_SEPARATORS = 10
MAX_DAMAGE = 1000
INITIATIVE_RANGE = (-10, 30)


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


def breaker_save(save: int, separators: int) -> int:
    """The breaker's save chance with +5% per creature physically pulling the pair apart."""
    return save + SEPARATOR_SAVE_BONUS * separators


def separation_chance(breaker: int, holder: int) -> Fraction:
    """P(breaker passes his d100 save by strictly more points than the holder).

    Margin = chance − roll (negative when the save fails); the breaker must succeed.
    For a breaker roll ``rb``, the holder's roll ``rh`` must exceed ``holder − breaker + rb``.
    """
    favourable = 0
    for rb in range(1, min(breaker, 100) + 1):
        favourable += max(0, min(100, 100 - (holder - breaker + rb)))
    return Fraction(favourable, 10_000)


def dex_bonus_lost(dex_adjustment: int) -> int:
    """What losing the dexterity bonus adds to AC: a bonus (negative adjustment) is lost, a
    penalty stays."""
    return -min(dex_adjustment, 0)


def recovering_ac(armor_class: int, dex_adjustment: int) -> int:
    """AC while recovering a weapon: +2, and a dexterity bonus (negative adjustment) is lost."""
    return armor_class + RECOVER_AC_PENALTY + dex_bonus_lost(dex_adjustment)


def pickup_initiative(full_move_initiative: int, half_move_penalty: int, moved: bool) -> int:
    """The object is picked up at the full-move initiative, plus the half-move penalty if he moved."""
    return full_move_initiative + (half_move_penalty if moved else 0)


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


def _escape(breaker_save_chance: int, holder_save_chance: int, separators: int) -> dict[str, object]:
    used = breaker_save(breaker_save_chance, separators)
    return {"breaker_save_used": used, **probability_values("p_separated", separation_chance(used, holder_save_chance))}


def _recover(
    armor_class: int, dex_ac_adjustment: int, full_move_initiative: int, half_move_penalty: int, moved: bool
) -> dict[str, object]:
    return {
        "armor_class": recovering_ac(armor_class, dex_ac_adjustment),
        "pickup_initiative": pickup_initiative(full_move_initiative, half_move_penalty, moved),
    }


_PERCENT_READING = _("Saves are percentile: success on d100 ≤ the chance; the margin is chance − roll.")


_HALF_MOVE_PENALTY = IntField(
    name="half_move_penalty",
    label=_("Half-move initiative penalty"),
    minimum=0,
    maximum=INITIATIVE_RANGE[1],
    default=0,
)


def _percent_field(name: str, label: Message) -> IntField:
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
            ChoiceField(
                name="weapon_size",
                label=_("Weapon size"),
                options=WEAPON_SIZE_OPTIONS,
                default="medium",
                origin=Origin.WEAPON_TABLE,
                trait=WEAPON_SIZE,
                side=Side.SELF,
            ),
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
            ChoiceField(
                name="attacker_size",
                label=_("Attacker's size"),
                options=size_options(CREATURE_SIZES),
                default="medium",
                trait=SIZE,
                side=Side.SELF,
            ),
            ChoiceField(
                name="victim_size",
                label=_("Victim's size"),
                options=size_options(CREATURE_SIZES),
                default="medium",
                trait=SIZE,
                side=Side.OPPONENT,
            ),
            BoolField(
                name="victim_already_held",
                label=_("Victim already in close combat with another creature"),
                default=False,
            ),
            IntField(
                name="attacker_dexterity",
                label=_("Attacker's dexterity"),
                minimum=SCORE_FIELD_RANGE[0],
                maximum=SCORE_FIELD_RANGE[1],
                example=12,
                trait=DEXTERITY,
                side=Side.SELF,
            ),
            IntField(
                name="victim_dexterity",
                label=_("Victim's dexterity"),
                minimum=SCORE_FIELD_RANGE[0],
                maximum=SCORE_FIELD_RANGE[1],
                example=12,
                trait=DEXTERITY,
                side=Side.OPPONENT,
            ),
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
                minimum=INITIATIVE_RANGE[0],
                maximum=INITIATIVE_RANGE[1],
                example=5,
            ),
            _HALF_MOVE_PENALTY,
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
            replace(_percent_field("reflex_save", _("Reflex save chance (%)")), trait=REFLEX_SAVE, side=Side.SELF),
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
            _PERCENT_READING,
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
    Calculator(
        name="close_combat_escape_000",
        primary="p_separated",
        title=_("Breaking free from close combat"),
        summary=_(
            "End of round, only one wants out: both save vs robustness (with strength); he is "
            "free if he passes by more points. +5% per creature pulling them apart.",
        ),
        source=ESCAPE_SOURCE,
        fields=(
            _percent_field("breaker_save_chance", _("Save of the one breaking free (%)")),
            _percent_field("holder_save_chance", _("Save of the other (%)")),
            IntField(
                name="separators",
                label=_("Creatures pulling them apart"),
                minimum=0,
                maximum=MAX_SEPARATORS,
                default=0,
            ),
        ),
        outputs=(
            Output("breaker_save_used", _("Breaker's save with bonuses (%)")),
            *probability_outputs("p_separated", _("Chance to break free")),
        ),
        compute=_escape,
        readings=(
            _PERCENT_READING,
            _(
                "Free only if his save succeeds with a margin strictly greater than the other's (a failed"
                " save's margin is negative).",
            ),
        ),
    ),
    Calculator(
        name="recover_weapon_000",
        title=_("Recovering a dropped weapon"),
        summary=_(
            "A complex action with a half move: AC +2 and no dexterity bonus (shield still "
            "counts) until it is picked up, at full-move initiative (+ half-move penalty if he "
            "moved).",
        ),
        source=RECOVER_SOURCE,
        fields=(
            IntField(
                name="armor_class",
                label=_("Current AC"),
                minimum=AC_FIELD_RANGE[0],
                maximum=AC_FIELD_RANGE[1],
                help=_("Including dexterity and shield."),
                example=5,
                trait=AC,
                side=Side.SELF,
            ),
            IntField(
                name="dex_ac_adjustment",
                label=_("Dexterity AC adjustment in it"),
                minimum=-6,
                maximum=5,
                default=0,
                help=_("Negative is a bonus (e.g. −2 for dexterity 16)."),
                trait=DEX_AC_ADJUSTMENT,
                side=Side.SELF,
            ),
            IntField(
                name="full_move_initiative",
                label=_("Initiative factor of a full move"),
                minimum=INITIATIVE_RANGE[0],
                maximum=INITIATIVE_RANGE[1],
                default=0,
                trait=FULL_MOVE_INITIATIVE,
                side=Side.SELF,
            ),
            _HALF_MOVE_PENALTY,
            BoolField(
                name="moved",
                label=_("Had to move to reach it"),
                default=False,
            ),
        ),
        outputs=(
            Output("armor_class", _("AC until picked up")),
            Output("pickup_initiative", _("Initiative of the pick-up")),
        ),
        compute=_recover,
        readings=(
            _("Only a dexterity bonus (negative adjustment) is lost; a dexterity penalty stays."),
        ),
    ),
)
