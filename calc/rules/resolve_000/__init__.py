"""000 — one attack, every rule: the AD&D roll against a target in a situation, with its trail.

Composed only from this text's rule functions, each called, never restated: conditions,
back attack and height (:mod:`..conditions_000`), aimed blow (:mod:`..aimed_000`), parry
(:mod:`..parry_000`), block (:mod:`..block_000`), close combat (:mod:`..close_combat_000`), grab
(:mod:`..grab_000`) and tackle (:mod:`..tackle_000`). The roll is this text's: a d20 ≥ THAC0 −
AC − to-hit modifiers (:func:`calc.common.attack_roll.roll_needed`), no natural roll automatic.

The text's own cumulation and exclusion sentences, each a step of the trail where it decides:

- "I benefici dell'attacco alle spalle non sono cumulabili con quelli delle condizioni ...
  saranno applicati solo le penalità più gravose": per effect the heavier counts;
- "questo beneficio non si applica qualora la creatura attaccante è anch'essa accecata";
- a prone target shot from beyond 30 m gives −2 instead of its usual bonuses;
- the parry "unicamente nei confronti degli attacchi frontali", not against creatures two
  sizes larger; against missiles only with a shield and not while in melee;
- the block only against melee attacks, not against monsters two sizes larger;
- close combat: "Lo scudo non migliora la classe armatura"; a two-handed L weapon "non potrà
  essere utilizzata";
- the tackle goes against the natural AC ("non dovendosi considerare le corazze e gli scudi"),
  +1 per further attacker, never against a creature more than two sizes larger.

Readings (stated on the calculator): several conditions at once do not stack either (of each
effect the heaviest counts); a stunned, paralysed or sleeping target "non può
effettuare alcuna azione", so it neither parries nor blocks; Dex and shield are lost once,
whoever says so, and only a Dex *bonus* is lost; a shield that gives no AC gives no parry
either; the aimed location's AC is entered as it stands (Dex and shield in it) and the
aimed penalty moves the AC to hit, as the text's example does, so the AC a roll reaches —
which a block must match — is the roll's own; parry and block answer weapon attacks.

The rules run as an ordered tuple of small steps (:mod:`.steps`) over the frozen inputs and
the trail, whose words are in :mod:`.words`.

The Roll button's dice (``seed``) are read by the same rules: the attacker's d20, and the
blocker's when a blocked blow hits (:func:`..block_000.blocks`).
"""

from __future__ import annotations

from dataclasses import replace

from ...common.attack_roll import THAC0_LABEL
from ...common.ranges import AC_FIELD_RANGE, THAC0_FIELD_RANGE
from ...common.sizes import creature_size_field, weapon_size_field
from ...declare import BoolField, Calculator, ChoiceField, IntField, Option, Output, Side, When
from ...i18n import _
from ...tables.conditions_000 import CONDITIONS_SOURCE
from ...trail import trail_output
from ...vocab import (
    AC,
    BLUNT_WEAPON,
    DEX_AC_ADJUSTMENT,
    NATURAL_AC,
    OTHER_TO_HIT_FIELD,
    SEED_FIELD,
    SHIELD_AC,
    THAC0,
    TWO_HANDED,
    probability_outputs,
    verdict_outputs,
)
from ..block_000 import MEANS_FIELD
from ..conditions_000 import ELEVATION_FIELD, TARGET_CONDITIONS_FIELD
from ..grab_000 import HANDS_FIELD
from ..parry_000 import MASTERY_FIELD, SHIELD_FIELD, WEAPON_PARRY_FIELD
from ..tackle_000 import MAX_EXTRA_ATTACKERS
from .steps import compute
from .words import EFFECTS, REASONS, RULES, TRAIL_REASONS

__all__ = ["RULES", "REASONS", "CALCULATORS"]

_ATTACK = When(maneuver="attack")
_PARTS = (
    Option("none", _("Not aimed")),
    Option("large", _("Large part (torso, large object)")),
    Option("medium", _("Medium part (limb, medium object)")),
    Option("small", _("Small part (head, small object)")),
)

CALCULATORS = (
    Calculator(
        name="resolve_000",
        primary="p_hit",
        title=_("One attack, every rule (AD&D, text 000)"),
        summary=_(
            "THAC0 against the target's AC in its situation: condition, back attack, height, aimed"
            " blow, parry or block, close combat, grab or tackle; the d20 needed, the exact chance,"
            " the base-die bonus and every rule weighed.",
        ),
        source=CONDITIONS_SOURCE,
        fields=(
            ChoiceField(
                "maneuver",
                _("Maneuver"),
                (
                    Option("attack", _("Attack with a weapon")),
                    Option("grab", _("Grab an object")),
                    Option("tackle", _("Tackle (suppress an opponent)")),
                ),
                default="attack",
            ),
            ChoiceField("attack", _("Attack"), (Option("melee", _("Melee")), Option("missile", _("Missile"))), default="melee", applies=_ATTACK),
            IntField("thac0", THAC0_LABEL, THAC0_FIELD_RANGE[0], THAC0_FIELD_RANGE[1], default=15,
                     help=_("For a tackle, the best attacker's."), trait=THAC0, side=Side.SELF),
            OTHER_TO_HIT_FIELD,
            IntField("target_ac", _("Target's armour class"), AC_FIELD_RANGE[0], AC_FIELD_RANGE[1], default=5,
                     help=_("Including dexterity and shield."), applies=When(maneuver=("attack", "grab")),
                     trait=AC, side=Side.OPPONENT),
            IntField("natural_ac", _("Defender's natural AC"), AC_FIELD_RANGE[0], AC_FIELD_RANGE[1], default=10,
                     help=_("Usually 10 − dexterity and some magic (a ring of protection counts); no armour, no shield."),
                     applies=When(maneuver="tackle"), trait=NATURAL_AC, side=Side.OPPONENT),
            IntField("dex_ac", _("Dexterity AC adjustment in it"), -6, 5, default=0,
                     help=_("Negative is a bonus (e.g. −2 for dexterity 16)."), trait=DEX_AC_ADJUSTMENT, side=Side.OPPONENT),
            replace(SHIELD_FIELD, label=_("Target's shield"), applies=When(maneuver=("attack", "grab")), side=Side.OPPONENT),
            IntField("shield_ac", _("AC the shield gives (in that AC)"), 0, 3, default=1,
                     applies=When(shield=("buckler", "small", "medium", "body")), trait=SHIELD_AC, side=Side.OPPONENT),
            TARGET_CONDITIONS_FIELD,
            BoolField("attacker_blind", _("Attacker also blind"), applies=When(condition="blind")),
            ELEVATION_FIELD,
            BoolField("back_attack", _("Attack from behind"), applies=When(attack="melee")),
            IntField("distance_m", _("Distance (m)"), 0, 1000, default=0, help=_("Beyond 30 m a prone target gives -2 instead."),
                     applies=When(attack="missile", condition="prone")),
            ChoiceField("aimed", _("Aimed blow"), _PARTS, default="none", applies=_ATTACK),
            IntField("location_ac", _("AC of that location"), AC_FIELD_RANGE[0], AC_FIELD_RANGE[1], default=10,
                     help=_("For an object, the creature's best AC."), applies=When(aimed=("large", "medium", "small"))),
            ChoiceField(
                "defense",
                _("The target defends with"),
                (Option("none", _("Neither parry nor block")), Option("parry", _("Parry")), Option("block", _("Blocking an attack"))),
                default="none",
                applies=_ATTACK,
            ),
            replace(MASTERY_FIELD, applies=When(defense="parry", attack="melee"), side=Side.OPPONENT),
            replace(WEAPON_PARRY_FIELD, default=1, applies=When(defense=("parry", "block")), side=Side.OPPONENT),
            replace(MEANS_FIELD, applies=When(defense="block")),
            IntField("blocker_thac0", _("Blocker's THAC0"), THAC0_FIELD_RANGE[0], THAC0_FIELD_RANGE[1], default=15,
                     applies=When(defense="block"), trait=THAC0, side=Side.OPPONENT),
            BoolField("in_melee", _("In melee with other creatures"), applies=When(defense="parry", attack="missile")),
            creature_size_field("attacker_size", _("Attacker's size"), Side.SELF),
            creature_size_field("target_size", _("Target's size"), Side.OPPONENT),
            BoolField("close_combat", _("In close combat with the target"), applies=When(maneuver="attack", attack="melee")),
            replace(weapon_size_field("weapon_size", _("Weapon size"), Side.SELF), applies=When(close_combat=True)),
            BoolField("blunt", _("Blunt weapon"), applies=When(close_combat=True), trait=BLUNT_WEAPON, side=Side.SELF),
            BoolField("two_handed", _("Two-handed weapon"), applies=When(close_combat=True), trait=TWO_HANDED, side=Side.SELF),
            BoolField("own_shield", _("Carries a shield"), applies=When(close_combat=True)),
            replace(HANDS_FIELD, applies=When(maneuver="grab")),
            IntField("helpers", _("Other attackers taking part"), 0, MAX_EXTRA_ATTACKERS, default=0, help=_("+1 to hit each."),
                     applies=When(maneuver="tackle")),
            SEED_FIELD,
        ),
        field_aliases=(("manoeuvre", "maneuver"), ("defence", "defense")),  # their British names, still read
        outputs=(
            *verdict_outputs(REASONS),
            Output("to_hit_modifier", _("To-hit modifier")),
            Output("effective_ac", _("AC to hit")),
            Output("roll_needed", _("d20 needed")),
            *probability_outputs("p_hit", _("Chance to hit")),
            Output("damage_die_bonus", _("Bonus on the base damage die")),
            Output("rolls", _("d20 rolls")),
            Output("roll_hit", _("This roll hits")),
            trail_output(RULES, EFFECTS, TRAIL_REASONS),
        ),
        compute=compute,
        readings=(
            _(
                "Hit on d20 ≥ THAC0 − AC − to-hit modifiers; no natural roll is automatic (the text names none)."
                " A block must reach the AC the attacker's roll reached (THAC0 − roll − modifiers) at -2.",
            ),
            _(
                "Back attack and condition: per effect the heavier counts. Dex and shield are lost once, whoever"
                " says so; only a Dex bonus is lost. A stunned, paralysed or sleeping target neither parries nor"
                " blocks; a shield that gives no AC gives no parry either.",
            ),
            _(
                "The aimed location's AC is entered as it stands (Dex and shield in it); the aimed penalty moves"
                " the AC to hit, as in the text's example (AC 10, -5: AC 5). Parry and block answer weapon attacks;"
                " grab and tackle are plain to-hit rolls.",
            ),
            _(
                "Several conditions at once are read as the back attack and the conditions are: they do not"
                " stack, and of each effect the heaviest counts (on the target's own rolls, the heaviest penalty);"
                " the trail shows which condition's effect was kept and which set aside.",
            ),
        ),
    ),
)
