"""003 — one attack, every rule: attack bonus against the chosen Defense, criticals, armour as
damage reduction, and the exact damage distribution after armour, with the trail.

Composed only from this text's rule functions and declarations: the attack bonus and its
situational modifiers, the hit and the finesse test (:mod:`..attack_003`), the range penalty
and maximum range (:mod:`..range_003`), the stances (:mod:`..stances_003`), Base Defense,
Dodge and Parry (:mod:`..defense_003`), threats, confirmation and the triple 20
(:mod:`..critical_003`), Strength to damage, multipliers and the exact damage of a hit
(:mod:`..damage_003`), armour, penetration and finesse (:mod:`..armor_003`). Each step of the
trail gets its value from those functions (the defense's parts by :func:`calc.trail.contributions`,
one input at a time), never from a restated rule.

The text's own cumulation and exclusion sentences in the trail: "Tales modificadores sólo
afectan al tipo de Defensa al que se refieren" (the value of the Defense used); the defender
who cannot dodge or parry uses Base Defense ("desprevenidos ... no pueden parar o esquivar");
ranged attacks cannot be parried; "los multiplicadores se aplican sumándose, no
multiplicándose"; extra dice "nunca se multiplican"; "la CA se aplicará sólo una vez al daño
total"; finesse fighters "nunca añaden su bonificador de Fuerza" to PA; a PA 0 weapon never
penetrates.

Readings (stated on the calculator): those of the calculators combined, and: when both are
possible the target uses the higher of Dodge and Parry (or the one chosen); a stance that
forbids attacking (total defense, running) answers ``allowed: false``, as does a target
beyond the maximum range; Strength goes to PA when the grip adds Strength to damage (not with
bows and crossbows); the finesse test is made on the attack roll, and a critical keeps it.

The rules run as an ordered tuple of small steps (:mod:`.steps`) over the frozen inputs and
the trail, whose words are in :mod:`.words`; :mod:`.answer` weighs the faces that hit.

The Roll button's dice (``seed``): the attack roll, the critical roll on a threat (a third d20
after two natural 20s), and the damage dice of a hit, read by the same functions.
"""

from __future__ import annotations

from dataclasses import replace

from ...declare import Calculator, ChoiceField, Field, Option, Output, Side, When, declared
from ...i18n import _
from ...tables.attack_003 import ATTACK_SOURCE
from ...trail import trail_output
from ...vocab import CRITICAL_MULTIPLIER, SEED_FIELD, probability_outputs, verdict_outputs
from .. import armor_003, attack_003, critical_003, damage_003, defense_003, range_003, stances_003
from .answer import compute
from .words import DEFENSE_USED, EFFECTS, REASONS, RULES, TRAIL_REASONS

__all__ = ["RULES", "REASONS", "CALCULATORS"]


def _declared(module, name: str) -> Field:
    return declared(module.CALCULATORS, name)


def _the_target(f: Field) -> Field:
    """A field of the defense calculator, where the defender is the one it is about: here the
    attacker's opponent."""
    return f if f.trait is None else replace(f, side=Side.OPPONENT)


_RANGED = When(attack=("ranged", "ranged_finesse"))
_STANCE = _declared(stances_003, "stance")

CALCULATORS = (
    Calculator(
        name="resolve_003",
        primary="p_hit",
        title=_("One attack, every rule (Akenar, text 003)"),
        summary=_(
            "Attack bonus against the target's Dodge, Parry or Base Defense, criticals, armour and"
            " penetration: the chance to hit, threaten and confirm, and the damage after armour (least,"
            " most, average, chance of none), with every rule weighed.",
        ),
        source=ATTACK_SOURCE,
        fields=(
            _declared(attack_003, "attack"),
            _declared(attack_003, "base_attack"),
            _declared(attack_003, "strength_mod"),
            _declared(attack_003, "dexterity_mod"),
            _declared(attack_003, "size_mod"),
            replace(_declared(range_003, "weapon"), applies=_RANGED),
            replace(_declared(range_003, "increment_m"), applies=_RANGED),
            replace(_declared(range_003, "distance_m"), applies=_RANGED),
            _declared(attack_003, "into_melee"),
            _declared(attack_003, "unarmed"),
            replace(_STANCE, label=_("Your stance")),
            _declared(attack_003, "other"),
            ChoiceField(
                "defends_with",
                _("The target defends with"),
                (Option("best", _("The higher of Dodge and Parry")), *DEFENSE_USED[:2]),
                default="best",
            ),
            replace(_declared(defense_003, "size_mod"), name="target_size_mod", label=_("Target's size modifier"), side=Side.OPPONENT),
            replace(_declared(defense_003, "dexterity_mod"), name="target_dexterity_mod", label=_("Target's Dexterity modifier"),
                    side=Side.OPPONENT),
            replace(_declared(defense_003, "strength_mod"), name="target_strength_mod", label=_("Target's Strength modifier"),
                    side=Side.OPPONENT),
            *(_the_target(_declared(defense_003, name)) for name in (
                "armor_max_dex", "base_dodge", "dodge_bonuses", "base_parry", "parry_bonuses", "parry_with", "entangled",
                "situation", "surrounded", "charging", "somatic_spell", "defense_mod",
            )),
            replace(_STANCE, name="target_stance", label=_("Target's stance")),
            _declared(armor_003, "armor_ca"),
            replace(_declared(armor_003, "weapon_pa"), default=1),
            _declared(armor_003, "magic_bonus"),
            _declared(damage_003, "dice_count"),
            _declared(damage_003, "dice_sides"),
            _declared(damage_003, "grip"),
            _declared(damage_003, "bow_rating"),
            _declared(damage_003, "bonus"),
            _declared(damage_003, "extra_dice_count"),
            _declared(damage_003, "extra_dice_sides"),
            _declared(critical_003, "threat_from"),
            replace(_declared(damage_003, "critical_multiplier"), minimum=2, default=2, help=None,
                    trait=CRITICAL_MULTIPLIER, side=Side.SELF),  # the weapon's ×2–×4; damage_roll_003 takes 1 for no critical
            replace(_declared(damage_003, "other_multiplier"), maximum=3),
            _declared(critical_003, "immune"),
            SEED_FIELD,
        ),
        outputs=(
            *verdict_outputs(REASONS),
            Output("attack_bonus", _("Attack bonus")),
            Output("defense_used", _("Defense used"), codes=DEFENSE_USED),
            Output("defense", _("Attack total needed to hit")),
            Output("d20_needed", _("Lowest d20 that hits")),
            *probability_outputs("p_hit", _("Chance to hit")),
            *probability_outputs("p_threat", _("Chance of a threat")),
            *probability_outputs("p_confirm", _("Chance to confirm a threat")),
            *probability_outputs("p_critical", _("Chance of a critical hit")),
            *probability_outputs("p_triple_20", _("Chance of killing with three 20s")),
            *probability_outputs("p_armor_ignored", _("Chance to hit ignoring the armour (finesse)")),
            Output("damage_min", _("Least damage of a hit, after armour")),
            Output("damage_max", _("Most damage of a hit, after armour")),
            Output("damage_mean", _("Average damage of a hit, after armour")),
            Output("damage_mean_fraction", _("Average damage of a hit (exact)")),
            *probability_outputs("p_no_damage", _("Chance a hit does no damage through the armour")),
            Output("expected_damage", _("Expected damage per attack")),
            Output("expected_damage_fraction", _("Expected damage (exact)")),
            Output("rolls", _("d20 rolls")),
            Output("roll_hit", _("This roll hits")),
            Output("roll_critical", _("A critical hit")),
            Output("roll_kill", _("Three natural 20s: the creature dies")),
            Output("roll_damage", _("Damage of this roll, after armour")),
            trail_output(RULES, EFFECTS, TRAIL_REASONS),
        ),
        compute=compute,
        readings=(
            _(
                "The readings of the attack, defense, critical, damage and armour calculators. When both are"
                " possible the target uses the higher of Dodge and Parry, unless one is chosen; one it cannot"
                " use leaves Base Defense.",
            ),
            _(
                "Total defense and running allow no attack, nor does a target beyond the maximum range (allowed:"
                " no). Strength goes to PA when the grip adds Strength to damage (none with a bow or crossbow;"
                " with a bow of a Strength rating, what the rating lets into the damage); the finesse test is"
                " made on the attack roll and a critical keeps it.",
            ),
        ),
    ),
)
