"""002 — the NPC (number to hit) and the Danno (damage), melee and ranged, with "Venti".

Seed 002, "Abbreviazioni", "Attacco corpo a corpo", "Attacco a distanza" and "Venti":

- deltaD = [D(B) − D(A)]/2 (arrotondato per eccesso); deltaPadr = Padr(B) − Padr(A);
  minusPadr = Padr(A)/2 (arrotondato per eccesso).
- Melee: NPC = deltaD + S(B) + deltaPadr; Danno = Dd + F(A) + minusPadr + CA(B) + BNPC.
- Ranged: NPC = D(B) + L(B) + V(B) + ST − P(A) − Padr(A);
  Danno = Dd + P(A) + minusPadr(A) + CA(B) + BNPC.
- Venti: a "20" on the to-hit roll doubles Dd in the Danno.

TPC, the ``*`` reroll and BNPC come from the to-hit table (:func:`tohit_row`).

Readings chosen (also stated on the calculators):

- "per eccesso" rounds a half up toward +∞ (the Italian "approssimazione per eccesso" is
  the value above): 3/2 → 2, −3/2 → −1 (not −2).
- minusPadr is *added*, as both formulas print it, despite its name.
- Dd is entered as a number (the damage die's value for the weapon and mastery; the seed
  calls it "un parametro"); Venti doubles that number.
- A "20" on the second roll granted by ``*`` is also a "20" of the to-hit roll.
- The seed does not say what a Danno below 0 does: ``damage`` shows the formula's value,
  and the expected damage counts a Danno below 0 as 0 (a hit never heals).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ..declare import Calculator, ChoiceField, IntField, Option, Origin, Output, Side, Trait, Unit
from ..i18n import Message, _
from ..probability import exact
from ..sources import cite
from ..tables import Stated
from ..vocab import AC, DAMAGE_DIE, DEXTERITY_MODIFIER, MASTERY_BONUS, PRECISION_MODIFIER, STRENGTH_MODIFIER
from ..tables.situation_002 import SITUATION, SITUATION_SOURCE, AttackerWeapon, TargetAction
from .tohit_002 import hit_probability, tohit_row

__all__ = [
    "per_eccesso",
    "STATED",
    "delta_d",
    "delta_padr",
    "minus_padr",
    "situation",
    "melee_npc",
    "ranged_npc",
    "melee_damage",
    "ranged_damage",
    "HitChances",
    "hit_chances",
    "expected_damage",
    "strike_outputs",
    "DISTANCE_RANGE",
    "SPEED_RANGE",
    "SHOT_RANGE",
    "DD",
    "F_A",
    "PADR_A",
    "CA_B",
    "D_A",
    "D_B",
    "PADR_B",
    "P_A",
    "L_B",
    "V_B",
    "ST",
    "ATTACKER_WEAPON",
    "TARGET_ACTION",
    "RANGED_SOURCE",
    "STRIKE_OUTPUTS",
    "NPC_OUTPUT",
    "READING_DAMAGE",
    "CALCULATORS",
]

RANGED_SOURCE = cite("002", "Attacco a distanza")

# "L = Lontananza del bersaglio (numero da 1 a 10)", "V = ... (numero da 0 a 5)",
# "ST = Situazione di tiro (un numero da 1 a 5 ...)".
DISTANCE_RANGE = (1, 10)
SPEED_RANGE = (0, 5)
SHOT_RANGE = (1, 5)

# The seed bounds none of the ability modifiers; these are generous finite input bounds.
MODIFIER_LIMIT = 20
DD_MAX = 100


DELTA_D_DIVISOR = 2  # "deltaD = [D(B) - D(A)]/2 (arrotondato per eccesso)"
MINUS_PADR_DIVISOR = 2  # "minusPadr = [Padr(A)]/2 (arrotondato per eccesso)"
_ABBREVIATIONS = cite("002", "Abbreviazioni")
STATED = (
    Stated("DELTA_D_DIVISOR", DELTA_D_DIVISOR, _ABBREVIATIONS, "deltaD = [D(B) - D(A)]/{} (arrotondato per eccesso)"),
    Stated("MINUS_PADR_DIVISOR", MINUS_PADR_DIVISOR, _ABBREVIATIONS, "minusPadr = [Padr(A)]/{} (arrotondato per eccesso)"),
)


def per_eccesso(n: int, divisor: int) -> int:
    """n/divisor "arrotondato per eccesso": rounded up toward +∞ (−3/2 → −1)."""
    return -(-n // divisor)


def delta_d(d_b: int, d_a: int) -> int:
    """deltaD = [D(B) − D(A)]/2, arrotondato per eccesso."""
    return per_eccesso(d_b - d_a, DELTA_D_DIVISOR)


def delta_padr(padr_b: int, padr_a: int) -> int:
    """deltaPadr = [Padr(B) − Padr(A)]."""
    return padr_b - padr_a


def minus_padr(padr_a: int) -> int:
    """minusPadr = [Padr(A)]/2, arrotondato per eccesso."""
    return per_eccesso(padr_a, MINUS_PADR_DIVISOR)


def situation(weapon: AttackerWeapon, action: TargetAction) -> int:
    """S(B) from the list for the attacker's weapon ("Attacco corpo a corpo")."""
    return SITUATION[weapon][action]


def melee_npc(d_a: int, d_b: int, padr_a: int, padr_b: int, weapon: AttackerWeapon, action: TargetAction) -> int:
    """Attacco corpo a corpo: NPC = deltaD + S(B) + deltaPadr."""
    return delta_d(d_b, d_a) + situation(weapon, action) + delta_padr(padr_b, padr_a)


def ranged_npc(d_b: int, l_b: int, v_b: int, st: int, p_a: int, padr_a: int) -> int:
    """Attacco a distanza: NPC = D(B) + L(B) + V(B) + ST − P(A) − Padr(A)."""
    return d_b + l_b + v_b + st - p_a - padr_a


def _danno(dd: int, stat_a: int, padr_a: int, ca_b: int, bnpc: int, venti: bool) -> int:
    # Both formulas share one shape; Venti doubles Dd only.
    return dd * (2 if venti else 1) + stat_a + minus_padr(padr_a) + ca_b + bnpc


def melee_damage(dd: int, f_a: int, padr_a: int, ca_b: int, bnpc: int, venti: bool = False) -> int:
    """Danno = Dd + F(A) + minusPadr + CA(B) + BNPC (Dd doubled on a "20")."""
    return _danno(dd, f_a, padr_a, ca_b, bnpc, venti)


def ranged_damage(dd: int, p_a: int, padr_a: int, ca_b: int, bnpc: int, venti: bool = False) -> int:
    """Danno: Dd + P(A) + minusPadr(A) + CA(B) + BNPC (Dd doubled on a "20")."""
    return _danno(dd, p_a, padr_a, ca_b, bnpc, venti)


@dataclass(frozen=True)
class HitChances:
    """One attack's d20 odds: hit at all, and hit with a natural "20" (Venti)."""

    tpc: int
    reroll: bool
    p_hit: Fraction
    p_venti: Fraction


def hit_chances(tpc: int, reroll: bool) -> HitChances:
    """A 20 always hits (TPC ≤ 20); with ``*`` a TPC−1 grants one more roll, which may be a 20."""
    p_venti = Fraction(1, 20)
    if reroll:
        p_venti += Fraction(1, 20) * Fraction(1, 20)
    return HitChances(tpc, reroll, hit_probability(tpc, reroll), p_venti)


def expected_damage(chances: HitChances, damage: int, damage_venti: int) -> Fraction:
    """Mean Danno per attack over the d20 for the entered Dd; a Danno below 0 counts as 0."""
    plain = chances.p_hit - chances.p_venti
    return plain * max(0, damage) + chances.p_venti * max(0, damage_venti)


def strike_outputs(chances: HitChances, bnpc: int, damage: int, damage_venti: int) -> dict[str, object]:
    """The to-hit and damage part of an attack calculator's result (keys of STRIKE_OUTPUTS)."""
    p_hit, p_hit_fraction = exact(chances.p_hit)
    p_venti, p_venti_fraction = exact(chances.p_venti)
    mean = expected_damage(chances, damage, damage_venti)
    return {
        "tpc": chances.tpc,
        "reroll": chances.reroll,
        "bnpc": bnpc,
        "p_hit": p_hit,
        "p_hit_fraction": p_hit_fraction,
        "damage": damage,
        "damage_venti": damage_venti,
        "p_venti": p_venti,
        "p_venti_fraction": p_venti_fraction,
        "expected_damage": float(mean),
        "expected_damage_fraction": str(mean),
    }


# --- calculators -------------------------------------------------------------------------


def _modifier(name: str, label: Message, minimum: int = -MODIFIER_LIMIT, default: int = 0,
              trait: Trait | None = None, side: Side | None = None) -> IntField:
    return IntField(name=name, label=label, minimum=minimum, maximum=MODIFIER_LIMIT, default=default, trait=trait, side=side)


D_A = _modifier("d_a", _("D(A): attacker's Dexterity modifier"), trait=DEXTERITY_MODIFIER, side=Side.SELF)
D_B = _modifier("d_b", _("D(B): target's Dexterity modifier"), trait=DEXTERITY_MODIFIER, side=Side.OPPONENT)
# "Padr = Bonus sulla Padronanza": a bonus, so not below 0.
PADR_A = _modifier("padr_a", _("Padr(A): attacker's Mastery bonus"), minimum=0, trait=MASTERY_BONUS, side=Side.SELF)
PADR_B = _modifier("padr_b", _("Padr(B): target's Mastery bonus"), minimum=0, trait=MASTERY_BONUS, side=Side.OPPONENT)
F_A = _modifier("f_a", _("F(A): attacker's Strength modifier"), trait=STRENGTH_MODIFIER, side=Side.SELF)
P_A = _modifier("p_a", _("P(A): attacker's Precision modifier"), trait=PRECISION_MODIFIER, side=Side.SELF)
CA_B = _modifier("ca_b", _("CA(B): target's armour class"), trait=AC, side=Side.OPPONENT)
DD = IntField(
    name="dd",
    label=_("Dd: damage die (value)"),
    minimum=1,
    maximum=DD_MAX,
    help=_("Set by weapon type and mastery; enter its value. A natural 20 doubles it."),
    example=6,
    origin=Origin.WEAPON_TABLE,
    trait=DAMAGE_DIE,
    side=Side.SELF,
)

L_B = IntField(
    name="l_b",
    label=_("L(B): target's distance (1–10)"),
    minimum=DISTANCE_RANGE[0], maximum=DISTANCE_RANGE[1], default=1,
)
V_B = IntField(
    name="v_b",
    label=_("V(B): target's speed in metres per round (0–5)"),
    minimum=SPEED_RANGE[0], maximum=SPEED_RANGE[1], default=0,
)
ST = IntField(
    name="st",
    label=_("ST: shooting conditions (1 good – 5 bad)"),
    minimum=SHOT_RANGE[0], maximum=SHOT_RANGE[1], default=1,
    help=_("Low when visibility, wind, light and obstacles favour the shot; high when they do not."),
)

ATTACKER_WEAPON = ChoiceField(
    name="attacker_weapon",
    label=_("Attacker fights with"),
    options=(
        Option("melee", _("a melee weapon")),
        Option("body", _("a body weapon")),
    ),
    default="melee",
)

TARGET_ACTION = ChoiceField(
    name="target_action",
    label=_("Target (B) is"),
    options=(
        Option("attack_melee", _("attacking with a melee weapon")),
        Option("defend_melee", _("defending with a melee weapon")),
        Option("flight", _("fleeing")),
        Option("attack_thrown", _("attacking with a thrown weapon")),
        Option("defend_thrown", _("defending with a thrown weapon")),
        Option("attack_body", _("attacking with the body")),
        Option("defend_body", _("defending with the body")),
    ),
    default="defend_melee",
)

STRIKE_OUTPUTS = (
    Output("tpc", _("TPC (d20 needed)")),
    Output("reroll", _("* reroll on TPC−1")),
    Output("bnpc", _("BNPC (damage modifier)")),
    Output("p_hit", _("Chance to hit"), unit=Unit.PROBABILITY),
    Output("p_hit_fraction", _("Chance to hit (exact)")),
    Output("damage", _("Danno (damage) on a hit")),
    Output("damage_venti", _("Danno on a natural 20 (Dd doubled)")),
    Output("p_venti", _("Chance of a hitting 20"), unit=Unit.PROBABILITY),
    Output("p_venti_fraction", _("Chance of a hitting 20 (exact)")),
    Output("expected_damage", _("Expected damage per attack")),
    Output("expected_damage_fraction", _("Expected damage (exact)")),
)

NPC_OUTPUT = Output("npc", _("NPC (number to hit)"))
MINUS_PADR_OUTPUT = Output("minus_padr", _("minusPadr = Padr(A)/2 rounded up"))

READING_ROUNDING = _("\"Arrotondato per eccesso\" rounds up toward +∞: 3/2 → 2, −3/2 → −1, −1/2 → 0.")
READING_DAMAGE = _(
    "minusPadr is added, as the formula prints it. Dd is entered as a value; a natural "
    "20 (also on the * second roll) doubles it. The expected damage counts a Danno below"
    " 0 as 0.",
)


def _melee(d_a: int, d_b: int, padr_a: int, padr_b: int, attacker_weapon: str, target_action: str,
           dd: int, f_a: int, ca_b: int) -> dict[str, object]:
    weapon, action = AttackerWeapon[attacker_weapon.upper()], TargetAction[target_action.upper()]
    npc = melee_npc(d_a, d_b, padr_a, padr_b, weapon, action)
    row = tohit_row(npc)
    return {
        "delta_d": delta_d(d_b, d_a),
        "s_b": situation(weapon, action),
        "delta_padr": delta_padr(padr_b, padr_a),
        "npc": npc,
        "minus_padr": minus_padr(padr_a),
        **strike_outputs(
            hit_chances(row.tpc, row.reroll),
            row.bnpc,
            melee_damage(dd, f_a, padr_a, ca_b, row.bnpc),
            melee_damage(dd, f_a, padr_a, ca_b, row.bnpc, venti=True),
        ),
    }


def _ranged(d_b: int, l_b: int, v_b: int, st: int, p_a: int, padr_a: int, dd: int, ca_b: int) -> dict[str, object]:
    npc = ranged_npc(d_b, l_b, v_b, st, p_a, padr_a)
    row = tohit_row(npc)
    return {
        "npc": npc,
        "minus_padr": minus_padr(padr_a),
        **strike_outputs(
            hit_chances(row.tpc, row.reroll),
            row.bnpc,
            ranged_damage(dd, p_a, padr_a, ca_b, row.bnpc),
            ranged_damage(dd, p_a, padr_a, ca_b, row.bnpc, venti=True),
        ),
    }


CALCULATORS = (
    Calculator(
        name="melee_attack_002",
        primary="npc",
        title=_("Melee attack: NPC and Danno"),
        summary=_(
            "NPC = deltaD + S(B) + deltaPadr, then TPC and BNPC from the table, and Danno = Dd + "
            "F(A) + minusPadr + CA(B) + BNPC.",
        ),
        source=SITUATION_SOURCE,
        fields=(D_A, D_B, PADR_A, PADR_B, ATTACKER_WEAPON, TARGET_ACTION, DD, F_A, CA_B),
        outputs=(
            Output("delta_d", _("deltaD = [D(B) − D(A)]/2 rounded up")),
            Output("s_b", _("S(B): situation")),
            Output("delta_padr", _("deltaPadr = Padr(B) − Padr(A)")),
            NPC_OUTPUT,
            MINUS_PADR_OUTPUT,
            *STRIKE_OUTPUTS,
        ),
        compute=_melee,
        readings=(READING_ROUNDING, READING_DAMAGE),
    ),
    Calculator(
        name="ranged_attack_002",
        primary="tpc",
        title=_("Ranged attack: NPC and Danno"),
        summary=_(
            "NPC = D(B) + L(B) + V(B) + ST − P(A) − Padr(A), then TPC and BNPC from the table, "
            "and Danno = Dd + P(A) + minusPadr(A) + CA(B) + BNPC.",
        ),
        source=RANGED_SOURCE,
        fields=(
            D_B,
            L_B,
            V_B,
            ST,
            P_A,
            PADR_A,
            DD,
            CA_B,
        ),
        outputs=(NPC_OUTPUT, MINUS_PADR_OUTPUT, *STRIKE_OUTPUTS),
        compute=_ranged,
        readings=(READING_ROUNDING, READING_DAMAGE),
    ),
)
