"""002 — one attack, every rule: NPC, TPC (with ``*``), BNPC, Danno, Venti and Colpo preciso,
with the exact odds, the dice if you roll, and the trail.

Composed only from this text's rule functions: the NPC and the Danno of "Attacco corpo a
corpo" and "Attacco a distanza" (:mod:`.npc_002`), the table row, the ``*`` reroll and the
seeded d20 (:mod:`.tohit_002`), "Colpo preciso" (:mod:`.precise_002`). The trail lists every
term of the formulas with its value and passage, and what the text replaces: against a
target that neither moves nor defends "il TPC riesce con 2 o più", so the table's TPC and
its ``*`` are weighed and not counted.

Readings (those of the calculators it combines): "per eccesso" rounds a half up toward +∞;
minusPadr is added; Dd is a value a natural 20 doubles (on the ``*`` second roll too); the
whole Danno of a precise strike is ×10; a Danno below 0 counts as 0 in the expected and the
maximum damage. The precise strike is for melee weapons only: with a body weapon the rules
forbid it (``allowed: false``).
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from ..declare import Calculator, ChoiceField, Option, Output, When
from ..i18n import _
from ..sources import cite
from ..tables.situation_002 import SITUATION_SOURCE, AttackerWeapon, TargetAction
from ..tables.tohit_002 import TOHIT_SOURCE
from ..trail import Rule, Trail, trail_output
from ..vocab import SEED_FIELD, verdict, verdict_outputs
from .npc_002 import (
    ATTACKER_WEAPON,
    CA_B,
    D_A,
    D_B,
    DD,
    F_A,
    L_B,
    P_A,
    PADR_A,
    PADR_B,
    RANGED_SOURCE,
    ST,
    STRIKE_OUTPUTS,
    TARGET_ACTION,
    V_B,
    delta_d,
    delta_padr,
    hit_chances,
    melee_damage,
    melee_npc,
    minus_padr,
    ranged_damage,
    ranged_npc,
    situation,
    strike_outputs,
)
from .precise_002 import PRECISE_DAMAGE_FACTOR, PRECISE_NPC_BONUS, SITUATION_OPTIONS, PreciseSituation, precise_chances, precise_npc
from .precise_002 import SOURCE as PRECISE_SOURCE
from .tohit_002 import roll_d20, tohit_row

__all__ = ["RULES", "REASONS", "CALCULATORS"]

ABBREVIATIONS = cite("002", "Abbreviazioni")
VENTI_SOURCE = cite("002", "Venti")

DELTA_D = Rule("delta_d", _("deltaD = [D(B) − D(A)]/2 rounded up"), ABBREVIATIONS)
S_B = Rule("s_b", _("S(B): situation"), SITUATION_SOURCE)
DELTA_PADR = Rule("delta_padr", _("deltaPadr = Padr(B) − Padr(A)"), ABBREVIATIONS)
RANGED_TERMS = {
    "d_b": Rule("ranged_d_b", _("D(B): target's Dexterity modifier"), RANGED_SOURCE),
    "l_b": Rule("ranged_l_b", _("L(B): target's distance (1–10)"), RANGED_SOURCE),
    "v_b": Rule("ranged_v_b", _("V(B): target's speed in metres per round (0–5)"), RANGED_SOURCE),
    "st": Rule("ranged_st", _("ST: shooting conditions (1 good – 5 bad)"), RANGED_SOURCE),
    "p_a": Rule("ranged_p_a", _("P(A): attacker's Precision modifier"), RANGED_SOURCE),
    "padr_a": Rule("ranged_padr_a", _("Padr(A): attacker's Mastery bonus"), RANGED_SOURCE),
}
PRECISE = Rule("precise", _("Precise strike (Colpo preciso)"), PRECISE_SOURCE)
TABLE = Rule("table", _("To-hit roll (TPC) and BNPC"), TOHIT_SOURCE)
# The Danno's terms, as each formula prints them (melee, ranged).
_DD, _CA = _("Dd: damage die (value)"), _("CA(B): target's armour class")
DANNO_TERMS = {
    True: (Rule("danno_dd", _DD, SITUATION_SOURCE), Rule("danno_f_a", _("F(A): attacker's Strength modifier"), SITUATION_SOURCE),
           Rule("danno_ca_b", _CA, SITUATION_SOURCE)),
    False: (Rule("ranged_danno_dd", _DD, RANGED_SOURCE), Rule("danno_p_a", _("P(A): attacker's Precision modifier"), RANGED_SOURCE),
            Rule("ranged_danno_ca_b", _CA, RANGED_SOURCE)),
}
DANNO_MINUS_PADR = Rule("danno_minus_padr", _("minusPadr = Padr(A)/2 rounded up"), ABBREVIATIONS)
DANNO_BNPC = Rule("danno_bnpc", _("BNPC (damage modifier)"), TOHIT_SOURCE)
VENTI = Rule("venti", _("Venti: a natural 20 doubles Dd"), VENTI_SOURCE)
RULES = (DELTA_D, S_B, DELTA_PADR, *RANGED_TERMS.values(), PRECISE, TABLE, *DANNO_TERMS[True], *DANNO_TERMS[False],
         DANNO_MINUS_PADR, DANNO_BNPC, VENTI)

NPC = Option("npc", _("{value} to the NPC"))
TPC = Option("tpc", _("TPC {number}"))
REROLL = Option("reroll", _("*: a {number} is rolled again"))
BNPC = Option("bnpc", _("BNPC {value}"))
DANNO = Option("danno", _("{value} to the Danno"))
DANNO_20 = Option("danno_20", _("{value} to the Danno on a natural 20"))
TIMES = Option("times", _("Danno ×{number}"))
EFFECTS = (NPC, TPC, REROLL, BNPC, DANNO, DANNO_20, TIMES)

STILL = Option("still_target", _("against a target that neither moves nor defends the TPC is 2 or more"))
REASONS = (
    Option("melee_weapons_only", _("A precise strike can be made only with melee weapons")),
    # "se il bersaglio non si muove né si difende": a target defending or fleeing is not that one.
    Option("target_not_still", _("A target that defends or flees is not still")),
)
NOT_MELEE_WEAPON = Option("precise_melee_only", REASONS[0].label)
NOT_STILL = Option("precise_target_not_still", REASONS[1].label)
TRAIL_REASONS = (STILL, NOT_MELEE_WEAPON, NOT_STILL)


def _npc_steps(trail: Trail, melee: bool, d_a: int, d_b: int, padr_a: int, padr_b: int, weapon: AttackerWeapon,
               action: TargetAction, l_b: int, v_b: int, st: int, p_a: int) -> int:
    """The NPC as the text's formula adds it, term by term."""
    if melee:
        npc = melee_npc(d_a, d_b, padr_a, padr_b, weapon, action)
        for rule, value in ((DELTA_D, delta_d(d_b, d_a)), (S_B, situation(weapon, action)), (DELTA_PADR, delta_padr(padr_b, padr_a))):
            trail.applied(rule, NPC, value)
        return npc
    npc = ranged_npc(d_b, l_b, v_b, st, p_a, padr_a)
    # NPC = D(B) + L(B) + V(B) + ST − P(A) − Padr(A): each term is what it adds to ranged_npc.
    terms = {"d_b": d_b, "l_b": l_b, "v_b": v_b, "st": st, "p_a": p_a, "padr_a": padr_a}
    for name, rule in RANGED_TERMS.items():
        trail.applied(rule, NPC, ranged_npc(**terms) - ranged_npc(**(terms | {name: 0})))
    return npc


def _compute(attack: str, d_a: int, d_b: int, padr_a: int, padr_b: int, attacker_weapon: str, target_action: str,
             l_b: int, v_b: int, st: int, p_a: int, f_a: int, dd: int, ca_b: int, precise: str, seed: int) -> dict[str, object]:
    trail = Trail()
    melee = attack == "melee"
    weapon = AttackerWeapon[attacker_weapon.upper()]
    action = TargetAction[target_action.upper()]
    npc = _npc_steps(trail, melee, d_a, d_b, padr_a, padr_b, weapon, action, l_b, v_b, st, p_a)
    refused = ""
    if precise != "none" and weapon is not AttackerWeapon.MELEE:
        refused = "melee_weapons_only"  # "solo con armi da mischia"
    elif precise == "still_target" and (action.name.startswith("DEFEND") or action is TargetAction.FLIGHT):
        refused = "target_not_still"
    where = None if precise == "none" or refused else PreciseSituation(precise)
    if where is not None:
        npc = precise_npc(npc)
        trail.applied(PRECISE, NPC, PRECISE_NPC_BONUS)
    elif refused:
        trail.skipped(PRECISE, NPC, PRECISE_NPC_BONUS, NOT_MELEE_WEAPON if refused == "melee_weapons_only" else NOT_STILL)

    row = tohit_row(npc)
    chances = precise_chances(where, npc) if where is not None else hit_chances(row.tpc, row.reroll)
    if where is PreciseSituation.STILL_TARGET:
        trail.skipped(TABLE, TPC, row.tpc, STILL)
        if row.reroll:
            trail.skipped(TABLE, REROLL, row.tpc - 1, STILL)
        trail.applied(PRECISE, TPC, chances.tpc)
    else:
        trail.applied(TABLE, TPC, row.tpc)
        if row.reroll:
            trail.applied(TABLE, REROLL, row.tpc - 1)
    trail.applied(TABLE, BNPC, row.bnpc)

    # Danno = Dd + F(A) (or P(A)) + minusPadr + CA(B) + BNPC; a 20 doubles Dd; a precise strike ×10.
    dd_rule, stat_rule, ca_rule = DANNO_TERMS[melee]
    stat = f_a if melee else p_a
    for rule, value in ((dd_rule, dd), (stat_rule, stat), (DANNO_MINUS_PADR, minus_padr(padr_a)), (ca_rule, ca_b), (DANNO_BNPC, row.bnpc)):
        trail.applied(rule, DANNO, value)
    danno = melee_damage if melee else ranged_damage
    damage, damage_venti = danno(dd, stat, padr_a, ca_b, row.bnpc), danno(dd, stat, padr_a, ca_b, row.bnpc, venti=True)
    trail.applied(VENTI, DANNO_20, damage_venti - damage)
    if where is not None:
        trail.applied(PRECISE, TIMES, PRECISE_DAMAGE_FACTOR)
        damage, damage_venti = PRECISE_DAMAGE_FACTOR * damage, PRECISE_DAMAGE_FACTOR * damage_venti

    if refused:
        chances = replace(chances, p_hit=Fraction(0), p_venti=Fraction(0))
    rolls, hit, twenty = roll_d20(chances.tpc, chances.reroll, seed)
    return {
        **verdict(refused),
        "npc": npc,
        **strike_outputs(chances, row.bnpc, damage, damage_venti),
        "max_damage": None if refused else max(0, damage_venti),
        "rolls": rolls,
        "roll_hit": hit and not refused,
        "roll_damage": (damage_venti if twenty else damage) if hit and not refused else 0,
        "trail": trail.steps,
    }


_MELEE = When(attack="melee")
_RANGED = When(attack="ranged")

CALCULATORS = (
    Calculator(
        name="resolve_002",
        primary="p_hit",
        title=_("One attack, every rule (NPC and TPC, text 002)"),
        summary=_(
            "Melee or ranged NPC from the situation, TPC with its *, BNPC, the exact chance, the expected and"
            " the maximum Danno, the natural 20 and the precise strike; roll the dice if you like, and see"
            " every rule weighed.",
        ),
        source=cite("002", "Fasi di un combattimento"),
        fields=(
            ChoiceField("attack", _("Attack"), (Option("melee", _("Melee")), Option("ranged", _("Ranged"))), default="melee"),
            replace(D_A, applies=_MELEE),
            D_B,
            PADR_A,
            replace(PADR_B, applies=_MELEE),
            replace(ATTACKER_WEAPON, applies=_MELEE),
            replace(TARGET_ACTION, applies=_MELEE),
            replace(L_B, applies=_RANGED),
            replace(V_B, applies=_RANGED),
            replace(ST, applies=_RANGED),
            replace(P_A, applies=_RANGED),
            replace(F_A, applies=_MELEE),
            replace(DD, default=6),
            CA_B,
            ChoiceField("precise", _("Precise strike (Colpo preciso)"), (Option("none", _("No precise strike")), *SITUATION_OPTIONS),
                        default="none", applies=_MELEE),
            SEED_FIELD,
        ),
        outputs=(
            *verdict_outputs(REASONS),
            Output("npc", _("NPC (number to hit)")),
            *STRIKE_OUTPUTS,
            Output("max_damage", _("Maximum Danno")),
            Output("rolls", _("d20 rolls")),
            Output("roll_hit", _("This roll hits")),
            Output("roll_damage", _("Danno of this roll")),
            trail_output(RULES, EFFECTS, TRAIL_REASONS),
        ),
        compute=_compute,
        readings=(
            _(
                "The readings of the melee, ranged and precise-strike calculators: \"per eccesso\" rounds up"
                " toward +∞, minusPadr is added, a natural 20 (also on the * second roll) doubles Dd, a precise"
                " strike multiplies the whole Danno by 10, and a Danno below 0 counts as 0.",
            ),
            _(
                "The dice: one d20 (two with * on TPC−1) from the seed, read by the same rules as the chances;"
                " the same seed gives the same roll. The roll's Danno is the formula's value; the maximum counts"
                " a Danno below 0 as 0, as the expected damage does.",
            ),
        ),
    ),
)
