"""000 — "SITUAZIONI PARTICOLARI DI COMBATTIMENTO": conditions, back attack, elevated position.

Implements, from seed 000:
- each condition's effects on the victim and on those attacking it ("Impegnato in attività
  diverse dal combattimento", "Steso al suolo (knockdown)", "Debilitato", "Incapacitato",
  "Impedito", "Stordito", "Paralizzato (hold)", "Assordato", "Accecato", "Evitare lo sguardo",
  "Addormentato");
- "Attacco alle spalle": +2 to hit, +2 on the base damage die, no Dex/shield, melee only, and
  "non sono cumulabili con quelli delle condizioni ... saranno applicati solo le penalità più
  gravose" — read per effect: the larger to-hit bonus, the larger die bonus, and Dex/shield
  lost if either says so; several conditions at once are read the same way (a target both
  prone and blinded: the heavier of each effect, not their sum);
- "Posizione sopraelevata": +1 from above, -1 against a creature above (added on top);
- the prone target against missiles: -2 to missile attackers from beyond 30 m; from 30 m or less
  the ordinary prone effects (+2, no Dex) — the seed says "a meno di 30 metri" and "superiore ai 30
  metri", leaving exactly 30 m to the general rule "Tutti gli attacchi verso una creatura a terra";
- the blind attacker exception ("questo beneficio non si applica qualora la creatura attaccante
  è anch'essa accecata");
- fighting on from the ground; the four rounds of drowsiness after waking.

The base-die bonus the back attack and conditions give is :mod:`.damage_die_bonus_000`; moving
blind and avoiding a gaze, :mod:`.sight_000`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, OptionsField, Output, When
from ..i18n import _
from ..vocab import verdict, verdict_outputs
from ..tables.conditions_000 import (
    BACK_ATTACK,
    CONDITIONS,
    CONDITIONS_SOURCE,
    ELEVATED_BONUS,
    ELEVATED_MALUS,
    PRONE_MISSILE_DISTANCE_M,
    PRONE_MISSILE_MALUS,
    SLEEP_ROUNDS,
    Condition,
    ConditionKey,
    SleepRound,
)

__all__ = [
    "AttackModifiers",
    "condition",
    "attack_modifiers",
    "sleep_round",
    "PRONE_WEAPONS",
    "PRONE_REASONS",
    "CONDITION_LABELS",
    "BLIND_MISSILE",
    "TARGET_CONDITION_FIELD",
    "TARGET_CONDITIONS_FIELD",
    "condition_modifiers",
    "heaviest",
    "ELEVATION_FIELD",
    "CALCULATORS",
]


@dataclass(frozen=True)
class AttackModifiers:
    to_hit: int
    damage_die: int
    dex_lost: bool
    shield_lost: bool


_NOTHING = AttackModifiers(0, 0, False, False)


def condition(key: ConditionKey) -> Condition:
    """The seed's effects of condition ``key``."""
    return CONDITIONS[key]


def condition_modifiers(key: ConditionKey, *, missile: bool = False, distance_m: int = 0, attacker_blind: bool = False) -> AttackModifiers:
    """What one condition gives its attackers, its own exceptions counted (a blind attacker, a
    prone target shot from beyond 30 m)."""
    c = CONDITIONS[key]
    if key is ConditionKey.BLIND and attacker_blind:
        return _NOTHING
    if key is ConditionKey.PRONE and missile and distance_m > PRONE_MISSILE_DISTANCE_M:
        return AttackModifiers(PRONE_MISSILE_MALUS, 0, False, False)
    return AttackModifiers(c.attackers_to_hit, c.attackers_die, c.no_dex, c.no_shield)


def heaviest(values: Iterable[int]) -> int:
    """"Non sono cumulabili ... solo le penalità più gravose": of the sources that change an
    effect, the one that weighs most on the target counts (0 when none changes it)."""
    changed = [v for v in values if v]
    return max(changed, default=0)


def attack_modifiers(
    keys: ConditionKey | Iterable[ConditionKey] | None,
    *,
    back_attack: bool = False,
    elevation: str = "level",
    missile: bool = False,
    distance_m: int = 0,
    attacker_blind: bool = False,
) -> AttackModifiers:
    """What an attacker gains against a target in condition ``keys`` (one, several, or None).

    Conditions and the back attack do not stack: per effect the heaviest counts, and Dex and
    shield are lost if any says so. ``elevation`` (``"level"``, ``"attacker_higher"`` or
    ``"target_higher"``) adds on top.
    """
    keys = () if keys is None else (keys,) if isinstance(keys, ConditionKey) else tuple(keys)
    sources = [condition_modifiers(k, missile=missile, distance_m=distance_m, attacker_blind=attacker_blind) for k in keys]
    if back_attack and not missile:  # a back attack is a melee blow
        sources.append(AttackModifiers(BACK_ATTACK.to_hit, BACK_ATTACK.die, BACK_ATTACK.no_dex, BACK_ATTACK.no_shield))
    mods = AttackModifiers(
        heaviest(m.to_hit for m in sources),
        heaviest(m.damage_die for m in sources),
        any(m.dex_lost for m in sources),
        any(m.shield_lost for m in sources),
    )
    height = {"level": 0, "attacker_higher": ELEVATED_BONUS, "target_higher": ELEVATED_MALUS}[elevation]
    return AttackModifiers(mods.to_hit + height, mods.damage_die, mods.dex_lost, mods.shield_lost)


def sleep_round(n: int) -> SleepRound:
    """Penalties in the ``n``-th round (1–4) after waking."""
    return SLEEP_ROUNDS[n]


# --- calculators ---------------------------------------------------------------------------
CONDITION_LABELS = {
    ConditionKey.BUSY: _("Busy with a non-combat activity"),
    ConditionKey.BUSY_STATIC: _("Busy at an immovable object"),
    ConditionKey.PRONE: _("Prone (knockdown)"),
    ConditionKey.DEBILITATED: _("Debilitated"),
    ConditionKey.INCAPACITATED: _("Incapacitated"),
    ConditionKey.HINDERED: _("Hindered"),
    ConditionKey.STUNNED: _("Stunned"),
    ConditionKey.HOLD: _("Paralysed (hold)"),
    ConditionKey.DEAF: _("Deafened"),
    ConditionKey.BLIND: _("Blinded"),
    ConditionKey.AVOIDING_SIGHT: _("Avoiding sight"),
    ConditionKey.SLEEP: _("Asleep"),
}

_CONDITION_OPTIONS = tuple(Option(k.value, label) for k, label in CONDITION_LABELS.items())
_CONDITION_LABEL = _("Condition")
# The attacked creature's condition (or none) and the height, as attackers choose them.
TARGET_CONDITION_FIELD = ChoiceField("condition", _CONDITION_LABEL, (Option("none", _("None")),) + _CONDITION_OPTIONS, default="none")
# The target's conditions, several at once (prone and blinded): a resolver weighs them together.
TARGET_CONDITIONS_FIELD = OptionsField(
    "condition",
    _("Target's conditions"),
    _CONDITION_OPTIONS,
    help=_("Several at once do not stack: of each effect, the heaviest counts."),
)
ELEVATION_FIELD = ChoiceField(
    "elevation",
    _("Height"),
    (
        Option("level", _("Same level")),
        Option("attacker_higher", _("Attacker higher")),
        Option("target_higher", _("Target higher")),
    ),
    default="level",
)


def _condition_result(condition: str) -> dict[str, object]:
    c = CONDITIONS[ConditionKey(condition)]
    return {
        "attackers_to_hit": c.attackers_to_hit,
        "attackers_damage_die": c.attackers_die,
        "dex_lost": c.no_dex,
        "shield_lost": c.no_shield,
        "to_hit": c.to_hit,
        "checks": c.checks,
        "initiative": c.initiative,
        "damage": c.damage,
        "concentration_fail_pct": c.concentration_fail,
        "saves_pct": c.saves_pct,
        "effect_rolls": c.effect_rolls,
        "sight_rolls": c.sight_rolls,
        "sight_saves_pct": c.sight_saves_pct,
        "surprise": c.surprise,
        "spell_fail_pct": c.spell_fail,
        "verbal_spell_fail_pct": c.verbal_spell_fail,
        "movement": "1" if c.movement is None else str(c.movement),
        "can_act": c.can_act,
    }


# "Il cieco potrà effettuare attacchi con una penalità di -4 al tiro per colpire a coloro si trovano
# in melee con lui": a blind attacker's own -4, and no one else to attack.
BLIND_MISSILE = Option("blind_missile", _("A blind creature attacks only the foes in melee with it"))


def _attack_result(condition: str, back_attack: bool, elevation: str, attack: str, distance_m: int, attacker_blind: bool) -> dict[str, object]:
    key = None if condition == "none" else ConditionKey(condition)
    m = attack_modifiers(
        key,
        back_attack=back_attack,
        elevation=elevation,
        missile=attack == "missile",
        distance_m=distance_m,
        attacker_blind=attacker_blind,
    )
    own = CONDITIONS[ConditionKey.BLIND].to_hit if attacker_blind else 0
    refused = BLIND_MISSILE.value if attacker_blind and attack == "missile" else ""
    return {
        **verdict(refused),
        "to_hit": m.to_hit + own,
        "damage_die": m.damage_die,
        "dex_lost": m.dex_lost,
        "shield_lost": m.shield_lost,
    }


def _sleep_result(round: int) -> dict[str, object]:
    r = sleep_round(round)
    return {"to_hit": r.to_hit, "saves_pct": r.saves_pct, "concentration_fail_pct": r.concentration_fail, "attackers_to_hit": 0}


PRONE_WEAPONS = (
    Option("melee", _("Melee weapon")),
    Option("crossbow", _("Crossbow or firearm")),
    Option("bow", _("Bow or sling")),
    Option("thrown", _("Thrown weapon")),
)
PRONE_REASONS = (Option("not_from_the_ground", _("Bows, slings and thrown weapons cannot be used on the ground")),)


def _prone_result(weapon: str, loaded_when_falling: bool) -> dict[str, object]:
    """"Steso al suolo": fighting on from the ground, and a loaded crossbow that falls."""
    allowed = weapon in ("melee", "crossbow")
    return {
        "allowed": allowed,
        "reason": "" if allowed else "not_from_the_ground",
        "to_hit": CONDITIONS[ConditionKey.PRONE].to_hit if weapon == "melee" else 0,
        "reflex_save_or_it_fires": loaded_when_falling,
        "fires_as_fumble": loaded_when_falling,
    }


CALCULATORS = (
    Calculator(
        name="condition_000",
        title=_("Condition effects"),
        summary=_("What a condition does: attackers' bonuses, lost Dex/shield, and the victim's own penalties."),
        source=CONDITIONS_SOURCE,
        fields=(ChoiceField("condition", _CONDITION_LABEL, _CONDITION_OPTIONS),),
        outputs=(
            Output("attackers_to_hit", _("Attackers' to-hit bonus")),
            Output("attackers_damage_die", _("Attackers' bonus on the base damage die")),
            Output("dex_lost", _("Dexterity bonus to AC lost")),
            Output("shield_lost", _("Shield bonus to AC lost")),
            Output("to_hit", _("Own to-hit")),
            Output("checks", _("Ability checks")),
            Output("initiative", _("Initiative (+ is slower)")),
            Output("damage", _("Own damage")),
            Output("concentration_fail_pct", _("% to fail spell concentration")),
            Output("saves_pct", _("Saving throws (%)")),
            Output("effect_rolls", _("Forced rolls against effects")),
            Output("sight_rolls", _("Rolls needing sight")),
            Output("sight_saves_pct", _("Saves needing sight (%)")),
            Output("surprise", _("Surprise rolls")),
            Output("spell_fail_pct", _("% to fail casting")),
            Output("verbal_spell_fail_pct", _("% to fail verbal spells")),
            Output("movement", _("Movement (fraction)")),
            Output("can_act", _("Can act")),
        ),
        compute=_condition_result,
        readings=(
            _(
                "Prone: only Dexterity is named as lost, not the shield; the -2 to hit is for fighting on"
                " in melee from the ground.",
            ),
            _(
                "Avoiding sight: \"-2 to all rolls\" is given as to-hit and checks, and the text's further "
                "-2 on rolls needing sight (\"anche\") is listed apart.",
            ),
            _(
                "Movement 1/3 for the blind is the safe speed; moving faster needs a save vs paralysis or"
                " the creature falls prone.",
            ),
        ),
    ),
    Calculator(
        name="attack_modifiers_000",
        primary="to_hit",
        title=_("Attacking a creature in a condition, from behind or from above"),
        summary=_("The attacker's to-hit and base-die bonuses, and whether the target loses Dex and shield."),
        source=CONDITIONS_SOURCE,
        fields=(
            TARGET_CONDITION_FIELD,
            ELEVATION_FIELD,
            ChoiceField(
                "attack",
                _("Attack"),
                (
                    Option("melee", _("Melee")),
                    Option("missile", _("Missile")),
                ),
                default="melee",
            ),
            BoolField("back_attack", _("Attack from behind"), applies=When(attack="melee")),
            IntField(
                "distance_m",
                _("Distance (m)"),
                minimum=0,
                maximum=1000,
                default=0,
                help=_("Beyond 30 m a prone target gives -2 instead."),
                applies=When(attack="missile", condition="prone"),
            ),
            BoolField("attacker_blind", _("Attacker also blind"), applies=When(condition="blind")),
        ),
        outputs=(
            *verdict_outputs((BLIND_MISSILE,)),
            Output("to_hit", _("To-hit bonus")),
            Output("damage_die", _("Bonus on the base damage die")),
            Output("dex_lost", _("Target loses Dex to AC")),
            Output("shield_lost", _("Target loses shield to AC")),
        ),
        compute=_attack_result,
        readings=(
            _(
                "Back attack with a condition: not cumulative; each effect takes the heavier of the two "
                "(larger to-hit, larger die bonus, Dex/shield lost if either says so). Elevation is added"
                " on top.",
            ),
            _(
                "Prone target vs missiles: -2 only from beyond 30 m; at 30 m or closer the ordinary prone"
                " effects apply. Any prone creature, not only one that dropped on purpose.",
            ),
        ),
    ),
    Calculator(
        name="prone_attacker_000",
        primary="to_hit",
        title=_("Attacking from the ground"),
        summary=_(
            "Who is down fights on in melee at -2 and shoots only with a crossbow or firearm; a loaded "
            "one that falls with him calls for a reflex save or it fires.",
        ),
        source=CONDITIONS[ConditionKey.PRONE].source,
        fields=(
            ChoiceField("weapon", _("Attacks with"), PRONE_WEAPONS, default="melee"),
            BoolField(
                "loaded_when_falling",
                _("Held it loaded when knocked down"),
                applies=When(weapon="crossbow"),
            ),
        ),
        outputs=(
            *verdict_outputs(PRONE_REASONS),
            Output("to_hit", _("To-hit modifier")),
            Output("reflex_save_or_it_fires", _("Reflex save, or the weapon fires")),
            Output("fires_as_fumble", _("If it fires: an automatic fumble (natural 1), on the missile fumble table")),
        ),
        compute=_prone_result,
        readings=(
            _(
                "The -2 is for melee attacks made from the ground; a crossbow or firearm shoots \"senza "
                "penalità\"; bows, slings and thrown weapons cannot be used at all.",
            ),
        ),
    ),
    Calculator(
        name="sleep_recovery_000",
        title=_("Drowsiness after waking"),
        summary=_("Penalties in each of the four rounds after a sleeper wakes (attackers get no bonus)."),
        source=CONDITIONS[ConditionKey.SLEEP].source,
        fields=(
            IntField("round", _("Round after waking"), minimum=1, maximum=4),
        ),
        outputs=(
            Output("to_hit", _("To-hit")),
            Output("saves_pct", _("Saving throws (%)")),
            Output("concentration_fail_pct", _("% to fail spell concentration")),
            Output("attackers_to_hit", _("Attackers' to-hit bonus")),
        ),
        compute=_sleep_result,
    ),
)
