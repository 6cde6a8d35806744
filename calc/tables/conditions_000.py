"""000 — "SITUAZIONI PARTICOLARI DI COMBATTIMENTO": the conditions, back attack, elevated position
and the four rounds of drowsiness after waking.

The seed lists each condition as a paragraph or a bullet list; here each is one
:class:`Condition` row. Signs are as printed: a victim's initiative penalty is "+1"
(AD&D initiative: lower acts first), save penalties are percentages ("-5%").
"Impegnato in attività diverse dal combattimento" has two rows: the plain case, and the
case with "vincoli di movimento" (an immovable object) that adds +2 to attackers.
Zero means the seed gives no such effect for that condition.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from fractions import Fraction

from ..sources import Citation, cite
from . import Gloss, Stated, Table

__all__ = [
    "ConditionKey",
    "Condition",
    "CONDITIONS",
    "CONDITIONS_SOURCE",
    "BackAttack",
    "BACK_ATTACK",
    "BACK_ATTACK_SOURCE",
    "ELEVATED_BONUS",
    "ELEVATED_MALUS",
    "ELEVATED_SOURCE",
    "PRONE_MISSILE_DISTANCE_M",
    "PRONE_MISSILE_MALUS",
    "SleepRound",
    "SLEEP_ROUNDS",
    "BLIND_DIRECTION_DIE",
    "BLIND_DIRECTION_OK",
    "BLIND_DIRECTION_OK_FIGHTING",
    "BLIND_SAFE_SPEED",
    "BLIND_CRASH_DIE",
    "AVOID_GAZE_CHANCE",
    "AVOID_GAZE_SAVE_BONUS",
    "STATED",
    "TABLES",
]

CONDITIONS_SOURCE = cite("000", "SITUAZIONI PARTICOLARI DI COMBATTIMENTO")


class ConditionKey(enum.Enum):
    BUSY = "busy"
    BUSY_STATIC = "busy_static"
    PRONE = "prone"
    DEBILITATED = "debilitated"
    INCAPACITATED = "incapacitated"
    HINDERED = "hindered"
    STUNNED = "stunned"
    HOLD = "hold"
    DEAF = "deaf"
    BLIND = "blind"
    AVOIDING_SIGHT = "avoiding_sight"
    SLEEP = "sleep"


@dataclass(frozen=True)
class Condition:
    """Effects of one condition. ``heading`` is the paragraph's opening words, as printed.

    Attackers' side: ``attackers_to_hit``, ``attackers_die`` (bonus to the base damage die,
    never past the die's maximum), ``no_dex`` / ``no_shield`` (the victim loses those AC bonuses).
    Victim's side: ``to_hit``, ``checks`` (prove di abilità), ``initiative``, ``damage``,
    ``concentration_fail`` (% to fail spell concentration), ``saves_pct`` (% to saves against
    effects that would have been easier to avoid), ``effect_rolls`` (the same penalty on a d20
    roll, "-5 (-25% ai tiri salvezza)"), ``sight_rolls`` / ``sight_saves_pct`` (rolls needing
    sight), ``surprise``, ``spell_fail`` (% to fail casting), ``verbal_spell_fail`` (% for spells
    with verbal components), ``movement`` (fraction of the movement factor; None: as normal),
    ``can_act``.
    """

    key: ConditionKey
    heading: str
    attackers_to_hit: int = 0
    attackers_die: int = 0
    no_dex: bool = False
    no_shield: bool = False
    to_hit: int = 0
    checks: int = 0
    initiative: int = 0
    damage: int = 0
    concentration_fail: int = 0
    saves_pct: int = 0
    effect_rolls: int = 0
    sight_rolls: int = 0
    sight_saves_pct: int = 0
    surprise: int = 0
    spell_fail: int = 0
    verbal_spell_fail: int = 0
    movement: Fraction | None = None
    can_act: bool = True

    @property
    def source(self) -> Citation:
        return cite("000", self.heading)


_HALF = Fraction(1, 2)

CONDITIONS: dict[ConditionKey, Condition] = {
    c.key: c
    for c in (
        Condition(ConditionKey.BUSY, "Impegnato in attività diverse dal combattimento", no_dex=True, no_shield=True),
        # "vincoli di movimento dovuti alla staticità necessitata dell'azione": also +2 to attackers
        Condition(
            ConditionKey.BUSY_STATIC,
            "Impegnato in attività diverse dal combattimento",
            attackers_to_hit=2,
            no_dex=True,
            no_shield=True,
        ),
        # Only Dexterity is named ("non si considera la destrezza"); -2 is for fighting on in melee from the ground.
        Condition(ConditionKey.PRONE, "Steso al suolo (knockdown)", attackers_to_hit=2, no_dex=True, to_hit=-2),
        Condition(
            ConditionKey.DEBILITATED,
            "Debilitato (debilitated)",
            attackers_to_hit=1,
            to_hit=-1,
            checks=-1,
            initiative=1,
            concentration_fail=10,
            saves_pct=-5,
        ),
        Condition(
            ConditionKey.INCAPACITATED,
            "Incapacitato (incapacitated)",
            attackers_to_hit=2,
            to_hit=-2,
            checks=-2,
            initiative=2,
            damage=-1,
            concentration_fail=20,
            saves_pct=-10,
            movement=_HALF,
        ),
        Condition(
            ConditionKey.HINDERED,
            "Impedito (hindered)",
            attackers_to_hit=3,
            to_hit=-3,
            checks=-3,
            initiative=3,
            damage=-2,
            concentration_fail=30,
            saves_pct=-15,
            movement=_HALF,
        ),
        Condition(
            ConditionKey.STUNNED,
            "Stordito (stunned)",
            attackers_to_hit=3,
            attackers_die=1,
            no_dex=True,
            no_shield=True,
            saves_pct=-15,
            movement=Fraction(0),
            can_act=False,
        ),
        Condition(
            ConditionKey.HOLD,
            "Paralizzato (hold)",
            attackers_to_hit=5,
            attackers_die=3,
            no_dex=True,
            no_shield=True,
            saves_pct=-25,
            effect_rolls=-5,
            movement=Fraction(0),
            can_act=False,
        ),
        Condition(ConditionKey.DEAF, "Assordato (deaf)", initiative=1, surprise=-1, verbal_spell_fail=20),
        Condition(
            ConditionKey.BLIND,
            "Accecato (blind)",
            attackers_to_hit=4,
            attackers_die=2,
            no_dex=True,
            no_shield=True,
            to_hit=-4,
            sight_rolls=-4,
            sight_saves_pct=-20,
            movement=Fraction(1, 3),  # "in relativa sicurezza ... ad 1/3 della sua velocità"
        ),
        # "-2 a tutti i suoi tiri" (to-hit and checks), and "anche" -2 on rolls needing sight.
        Condition(
            ConditionKey.AVOIDING_SIGHT,
            "Evitare lo sguardo (Avoiding Sight)",
            attackers_to_hit=2,
            to_hit=-2,
            checks=-2,
            sight_rolls=-2,
            sight_saves_pct=-10,
            spell_fail=25,
        ),
        Condition(
            ConditionKey.SLEEP,
            "Addormentato (sleep)",
            attackers_to_hit=5,
            attackers_die=3,
            no_dex=True,
            no_shield=True,
            saves_pct=-25,
            effect_rolls=-5,
            movement=Fraction(0),
            can_act=False,
        ),
    )
}


# --- Steso al suolo: voluntarily prone against missiles -------------------------------------
PRONE_MISSILE_DISTANCE_M = 30  # "se da una distanza superiore ai 30 metri"
PRONE_MISSILE_MALUS = -2  # "un malus di -2 al tiro per colpire con armi da tiro"


# --- Accecato -------------------------------------------------------------------------------
BLIND_SAFE_SPEED = Fraction(1, 3)
BLIND_DIRECTION_DIE = 10  # "dovrà tirare un dado da dieci"
BLIND_DIRECTION_OK = 5  # "con un risultato di 1-5 si dirigerà nella direzione voluta"
BLIND_DIRECTION_OK_FIGHTING = 7  # "(1-7 se si possiede la competenza blind fighting)"
BLIND_CRASH_DIE = 4  # "1d4 danni per loro size di grandezza"


# --- Evitare lo sguardo ---------------------------------------------------------------------
AVOID_GAZE_CHANCE = Fraction(1, 2)  # "una possibilità pari al 50%", per source, per round
AVOID_GAZE_SAVE_BONUS = 1  # "un bonus di +1 al tiro salvezza" when the roll fails


# --- Attacco alle spalle / Posizione sopraelevata ---------------------------------------------
BACK_ATTACK_SOURCE = cite("000", "Attacco alle spalle")
ELEVATED_SOURCE = cite("000", "Posizione sopraelevata")


@dataclass(frozen=True)
class BackAttack:
    to_hit: int
    die: int
    no_dex: bool
    no_shield: bool
    melee_only: bool


BACK_ATTACK = BackAttack(to_hit=2, die=2, no_dex=True, no_shield=True, melee_only=True)
ELEVATED_BONUS = 1  # attacking from a higher position
ELEVATED_MALUS = -1  # attacking a creature in a higher position


# --- Addormentato: the four rounds after waking --------------------------------------------
@dataclass(frozen=True)
class SleepRound:
    round: int
    to_hit: int
    saves_pct: int
    concentration_fail: int


SLEEP_ROUNDS: dict[int, SleepRound] = {
    r.round: r
    for r in (
        SleepRound(1, -4, -12, 40),
        SleepRound(2, -3, -9, 30),
        SleepRound(3, -2, -6, 20),
        SleepRound(4, -1, -3, 10),
    )
}


# --- where the text states each number ------------------------------------------------------
_ATTACKERS = "Gli avversari che lo attaccano ricevono un bonus di {} al tiro per colpire"
_DIE = "al tiro per colpire e {} al punteggio sul dado base delle ferite"
_EFFECT = "Se costretto ad effettuare un tiro (ad es. un tiro salvezza) costui riceve una penalità di {}"
_WEAKENED = {  # the three lists of "Debilitato", "Incapacitato", "Impedito"
    "to_hit": "penalità di {} ai tiri per colpire;",
    "checks": "penalità di {} a tutte le prove di abilità;",
    "initiative": "penalità di {} all'iniziativa;",
    "damage": "penalità di {} ai danni",
    "concentration_fail": "{}% di non riuscire a concentrarsi",
    "movement": "riduzione della {} del fattore movimento",
    "saves_pct": "penalità del {}% a tutti i tiri salvezza",
    "attackers_to_hit": "gli avversari che lo attaccano ricevono un bonus di {} al tiro per colpire",
}
_HELPLESS = {"effect_rolls": _EFFECT + " (", "saves_pct": "({}% ai tiri salvezza)", "attackers_to_hit": _ATTACKERS, "attackers_die": _DIE}
_CONDITION_WORDS: dict[ConditionKey, dict[str, str]] = {
    ConditionKey.BUSY_STATIC: {"attackers_to_hit": "i suoi avversari riceveranno anche un bonus di {} al tiro per colpire"},
    ConditionKey.PRONE: {
        "attackers_to_hit": "Tutti gli attacchi verso una creatura a terra sono effettuati con {} al tiro per colpire",
        "to_hit": "continuare a combattere da terra riceverà un malus di {} ai propri tiri per colpire",
    },
    ConditionKey.DEBILITATED: _WEAKENED,
    ConditionKey.INCAPACITATED: _WEAKENED,
    ConditionKey.HINDERED: _WEAKENED,
    ConditionKey.STUNNED: {"saves_pct": _EFFECT + "% ai tiri salvezza", "attackers_to_hit": _ATTACKERS, "attackers_die": _DIE},
    ConditionKey.HOLD: _HELPLESS,
    ConditionKey.DEAF: {
        "surprise": "costui riceve una penalità di {} ai tiri sulla sorpresa",
        "initiative": "ai tiri sulla sorpresa, {} ai tiri per l'iniziativa",
        "verbal_spell_fail": "ed il {}% di fallire nel lancio di incantesimi",
    },
    ConditionKey.BLIND: {
        "movement": "in relativa sicurezza può procedere ad {} della sua velocità",
        "to_hit": "Il cieco potrà effettuare attacchi con una penalità di {} al tiro per colpire",
        "sight_rolls": "Costui riceve una penalità di {} a tutte le prove su azioni che avrebbero richiesto l'uso della vista",
        "sight_saves_pct": "l'uso della vista e di {}% ai tiri salvezza",
        "attackers_to_hit": _ATTACKERS,
        "attackers_die": _DIE,
    },
    ConditionKey.AVOIDING_SIGHT: {
        "to_hit": "ricevendo una penalità di {} a tutti i suoi tiri",
        "checks": "ricevendo una penalità di {} a tutti i suoi tiri",
        "spell_fail": "ed il {}% di non riuscire ad effettuare il lancio delle magie",
        "sight_rolls": "Costui riceverà anche una penalità di {} a tutti i suoi tiri su azioni",
        "sight_saves_pct": "({}% ai tiri salvezza contro qualsiasi effetto che risulti più difficile da evitare senza poter guardare",
        "attackers_to_hit": "ricevono, inoltre, un bonus di {} al loro tiro per colpire",
    },
    ConditionKey.SLEEP: _HELPLESS,
}
_PRONE, _BLIND = CONDITIONS[ConditionKey.PRONE].source, CONDITIONS[ConditionKey.BLIND].source
_GAZE, _SLEEP = CONDITIONS[ConditionKey.AVOIDING_SIGHT].source, CONDITIONS[ConditionKey.SLEEP].source
_SLEEP_WORDS = {  # each round's line: "1° round : -4 ai tiri per colpire, -12 % ai tiri salvezza e 40% di ..."
    "to_hit": "{n}° round : {{}} ai tiri per colpire",
    "saves_pct": "{n}° round : … ai tiri per colpire, {{}} % ai tiri salvezza",
    "concentration_fail": "{n}° round : … % ai tiri salvezza e {{}}% di possibilità",
}

STATED = (
    *(
        Stated(f"CONDITIONS[{key.value}].{field}", getattr(CONDITIONS[key], field), CONDITIONS[key].source, words)
        for key, fields in _CONDITION_WORDS.items()
        for field, words in fields.items()
        if getattr(CONDITIONS[key], field)
    ),
    Stated("PRONE_MISSILE_DISTANCE_M", PRONE_MISSILE_DISTANCE_M, _PRONE, "se da una distanza superiore ai {} metri"),
    Stated("PRONE_MISSILE_DISTANCE_M", PRONE_MISSILE_DISTANCE_M, _PRONE, "(a meno di {} metri non solo"),
    Stated("PRONE_MISSILE_MALUS", PRONE_MISSILE_MALUS, _PRONE, "dando agli avversari un malus di {} al tiro per colpire con armi da tiro"),
    Stated("BLIND_SAFE_SPEED", BLIND_SAFE_SPEED, _BLIND, "in relativa sicurezza può procedere ad {} della sua velocità"),
    Stated("BLIND_DIRECTION_DIE", BLIND_DIRECTION_DIE, _BLIND, "dovrà tirare un dado da {},"),
    Stated("BLIND_DIRECTION_OK", BLIND_DIRECTION_OK, _BLIND, "con un risultato di 1-{} si dirigerà"),
    Stated("BLIND_DIRECTION_OK_FIGHTING", BLIND_DIRECTION_OK_FIGHTING, _BLIND, "(1-{} se si possiede la competenza blind fighting)"),
    Stated("BLIND_CRASH_DIE", BLIND_CRASH_DIE, _BLIND, "per non subire 1d{} danni per loro size"),
    Stated("AVOID_GAZE_CHANCE", AVOID_GAZE_CHANCE, _GAZE, "otterrà una possibilità pari al {}% di evitare"),
    Stated("AVOID_GAZE_SAVE_BONUS", AVOID_GAZE_SAVE_BONUS, _GAZE, "otterrà un bonus di {} al tiro salvezza eventualmente"),
    Stated("BACK_ATTACK.to_hit", BACK_ATTACK.to_hit, BACK_ATTACK_SOURCE, "alle spalle riceve un bonus di {} al tiro per colpire"),
    Stated("BACK_ATTACK.die", BACK_ATTACK.die, BACK_ATTACK_SOURCE, _DIE),
    Stated("ELEVATED_BONUS", ELEVATED_BONUS, ELEVATED_SOURCE, "da una posizione sopraelevata riceve un bonus di {} al tiro per colpire"),
    Stated("ELEVATED_MALUS", ELEVATED_MALUS, ELEVATED_SOURCE, "riceve, invece, un malus di {} al tiro per colpire"),
    Stated("len(SLEEP_ROUNDS)", len(SLEEP_ROUNDS), _SLEEP, "stordito dalla sonnolenza nei {} rounds successivi"),
    *(
        Stated(f"SLEEP_ROUNDS[{n}].{field}", getattr(r, field), _SLEEP, words.format(n=n))
        for n, r in SLEEP_ROUNDS.items()
        for field, words in _SLEEP_WORDS.items()
    ),
)


# --- printable views -----------------------------------------------------------------------
def _signed(n: int) -> str:
    return "" if n == 0 else (f"+{n}" if n > 0 else str(n))


def _pct(n: int) -> str:
    return "" if n == 0 else f"{n}%"


def _movement(c: Condition) -> str:
    if c.movement is None:
        return ""
    if c.movement == 0:
        return "nessuno"
    return "metà" if c.movement == _HALF else str(c.movement)


def _dex_shield(c: Condition) -> str:
    return {(True, True): "né destrezza né scudo", (True, False): "niente destrezza"}.get((c.no_dex, c.no_shield), "")


_LABEL = {
    ConditionKey.BUSY: "Impegnato in attività diverse dal combattimento",
    ConditionKey.BUSY_STATIC: "Impegnato in attività diverse dal combattimento (vincoli di movimento)",
}


def _row(c: Condition) -> tuple[str, ...]:
    return (
        _LABEL.get(c.key, c.heading),
        _signed(c.attackers_to_hit),
        _signed(c.attackers_die),
        _dex_shield(c),
        _signed(c.to_hit),
        _signed(c.checks),
        _signed(c.initiative),
        _signed(c.damage),
        _pct(c.concentration_fail),
        _pct(c.saves_pct) + (f" ({c.effect_rolls})" if c.effect_rolls else ""),
        _movement(c),
        "; ".join(
            part
            for part in (
                f"vista {c.sight_rolls} ({c.sight_saves_pct}% TS)" if c.sight_rolls else "",
                f"sorpresa {c.surprise}" if c.surprise else "",
                f"{c.spell_fail}% magie" if c.spell_fail else "",
                f"{c.verbal_spell_fail}% magie verbali" if c.verbal_spell_fail else "",
                "" if c.can_act else "nessuna azione",
            )
            if part
        ),
    )


TABLES = (
    Table(
        name="conditions_000",
        source=CONDITIONS_SOURCE,
        caption="Situazioni particolari di combattimento: condizioni",
        columns=(
            "Condizione",
            "Avversari: tiro per colpire",
            "Avversari: dado base delle ferite",
            "Classe armatura",
            "Tiri per colpire",
            "Prove di abilità",
            "Iniziativa",
            "Danni",
            "Concentrazione magie",
            "Tiri salvezza",
            "Movimento",
            "Altro",
        ),
        rows=tuple(_row(c) for c in CONDITIONS.values()),
        notes=(
            Gloss("Il bonus al dado base delle ferite migliora esclusivamente il tiro del dado entro il risultato massimo previsto dal dado stesso."),
            Gloss(f"Steso al suolo: {CONDITIONS[ConditionKey.PRONE].to_hit} ai propri tiri per colpire in corpo a corpo se si "
                f"combatte da terra; a terra volontariamente: {PRONE_MISSILE_MALUS} agli avversari con armi da tiro da oltre "
                f"{PRONE_MISSILE_DISTANCE_M} metri."),
            Gloss(f"Accecato: {CONDITIONS[ConditionKey.BLIND].to_hit} al tiro per colpire contro chi è in melee con lui; i bonus "
                "degli avversari non valgono se anche l'attaccante è accecato; "
                f"direzione: 1-{BLIND_DIRECTION_OK} su 1d{BLIND_DIRECTION_DIE} (1-{BLIND_DIRECTION_OK_FIGHTING} con blind fighting)."),
            Gloss(f"Evitare lo sguardo: {AVOID_GAZE_CHANCE * 100}% di evitare ogni fonte di pericolo, ogni round; se fallisce, "
                f"{_signed(AVOID_GAZE_SAVE_BONUS)} al tiro salvezza."),
        ),
    ),
    Table(
        name="back_attack_000",
        source=BACK_ATTACK_SOURCE,
        caption="Attacco alle spalle e posizione sopraelevata",
        columns=("Situazione", "Tiro per colpire", "Dado base delle ferite", "Classe armatura"),
        rows=(
            (
                "Attacco alle spalle",
                _signed(BACK_ATTACK.to_hit),
                _signed(BACK_ATTACK.die),
                "né destrezza né scudo" if BACK_ATTACK.no_dex and BACK_ATTACK.no_shield else "",
            ),
            ("Da una posizione sopraelevata", _signed(ELEVATED_BONUS), "", ""),
            ("Contro una creatura in posizione sopraelevata", _signed(ELEVATED_MALUS), "", ""),
        ),
        notes=(
            Gloss("L'attacco alle spalle può essere effettuato solo in corpo a corpo."),
            Gloss("I benefici dell'attacco alle spalle non sono cumulabili con quelli delle condizioni: si applicano solo le penalità più gravose."),
        ),
    ),
    Table(
        name="sleep_recovery_000",
        source=cite("000", "Addormentato (sleep)"),
        caption=f"Addormentato: i {len(SLEEP_ROUNDS)} round successivi al risveglio",
        columns=("Round", "Tiri per colpire", "Tiri salvezza", "Fallire la concentrazione"),
        rows=tuple(
            (f"{r.round}° round", str(r.to_hit), f"{r.saves_pct} %", f"{r.concentration_fail}%") for r in SLEEP_ROUNDS.values()
        ),
        notes=(Gloss("Gli avversari non avranno benefici al loro tiro per colpire."),),
    ),
)
