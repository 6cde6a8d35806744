"""000 — "COMBATTIMENTO RAVVICINATO" and "RECUPERARE UN’ARMA CADUTA OD UN OGGETTO DA TERRA".

Close combat: entry only between creatures at most one size apart; inside it, to-hit
penalties by weapon size (M −2, L −5, a two-handed L weapon cannot be used), −2 more for
blunt weapons and −1 more with a shield (which no longer improves AC); third parties
attacking one of the pair make a reflex save per attack with the listed percentage
penalties, and a creature helping to pull the pair apart gives +5% to the save of the one
breaking free. Recovering a dropped weapon: +2 to AC and no dexterity bonus until it is
picked up.
"""

from __future__ import annotations

import enum

from ..sources import cite
from . import Gloss, Stated, Table
from .sizes_000 import WeaponSize

__all__ = [
    "ThirdPartyAttack",
    "CLOSE_COMBAT_SOURCE",
    "ESCAPE_SOURCE",
    "RECOVER_SOURCE",
    "MAX_SIZE_GAP",
    "WEAPON_TO_HIT",
    "BLUNT_TO_HIT",
    "SHIELD_TO_HIT",
    "DROP_CHECK_SIZES",
    "FREE_ATTACK_SIZES",
    "THIRD_PARTY_SAVE",
    "TWO_HANDED_SAVE",
    "PRECISE_AIM_SAVE",
    "SEPARATOR_SAVE_BONUS",
    "RECOVER_AC_PENALTY",
    "STATED",
    "TABLES",
]

CLOSE_COMBAT_SOURCE = cite("000", "COMBATTIMENTO RAVVICINATO")
ESCAPE_SOURCE = cite("000", "Per liberarsi dell’avversario si utilizzano le seguenti regole")
RECOVER_SOURCE = cite("000", "RECUPERARE UN’ARMA CADUTA OD UN OGGETTO DA TERRA")


class ThirdPartyAttack(enum.Enum):
    """What a third party attacks the pair with (rule f)."""

    SMALL = "small"  # small melee weapon: no penalty listed
    MEDIUM = "medium"  # "armi medium"
    LARGE = "large"  # "armi large"
    MISSILE = "missile"  # "armi da tiro o da lancio od effetti assimilabili"


# 2) "solo fra creature aventi al massimo una taglia di dimensione di differenza"
MAX_SIZE_GAP = 1
# a) "un’arma di dimensioni M ... – 2 ..., un’arma L ... – 5"; small weapons: no penalty given
WEAPON_TO_HIT: dict[WeaponSize, int] = {WeaponSize.SMALL: 0, WeaponSize.MEDIUM: -2, WeaponSize.LARGE: -5}
BLUNT_TO_HIT = -2  # "un’arma da botta ottiene un’ulteriore penalità di – 2"
SHIELD_TO_HIT = -1  # b) "una, eventualmente ulteriore, penalità di – 1"
# e) "Colui che usa un’arma M o L e sbaglia un tiro per colpire" saves or drops it
DROP_CHECK_SIZES = frozenset({WeaponSize.MEDIUM, WeaponSize.LARGE})
# the victim "se impugna un’arma di dimensioni M o L" attacks first
FREE_ATTACK_SIZES = frozenset({WeaponSize.MEDIUM, WeaponSize.LARGE})
# f) reflex save penalties, in percentage points
THIRD_PARTY_SAVE: dict[ThirdPartyAttack, int] = {
    ThirdPartyAttack.SMALL: 0,
    ThirdPartyAttack.MEDIUM: -5,
    ThirdPartyAttack.LARGE: -10,
    ThirdPartyAttack.MISSILE: -20,
}
TWO_HANDED_SAVE = -5  # "un'ulteriore penalità di -5% se utilizzano armi impugnandole a due mani"
PRECISE_AIM_SAVE = -10  # "-10% quando utilizzano il colpo di combattimento Precisione nella Mira"
SEPARATOR_SAVE_BONUS = 5  # "darà un bonus di +5% al tiro salvezza effettuato da chi si vuole liberare"

RECOVER_AC_PENALTY = 2  # "una penalità alla classe armatura pari a + 2"

_C = CLOSE_COMBAT_SOURCE
STATED = (
    Stated("MAX_SIZE_GAP", MAX_SIZE_GAP, _C, "solo fra creature aventi al massimo {} taglia di dimensione di differenza"),
    Stated("WEAPON_TO_HIT[medium]", WEAPON_TO_HIT[WeaponSize.MEDIUM], _C, "un’arma di dimensioni M ottiene una penalità di {} al"),
    Stated("WEAPON_TO_HIT[large]", WEAPON_TO_HIT[WeaponSize.LARGE], _C, "chi utilizza un’arma L ottiene una penalità di {} al"),
    Stated("BLUNT_TO_HIT", BLUNT_TO_HIT, _C, "un’arma da botta ottiene un’ulteriore penalità di {} al"),
    Stated("SHIELD_TO_HIT", SHIELD_TO_HIT, _C, "una, eventualmente ulteriore, penalità di {} al tiro per colpire"),
    Stated("THIRD_PARTY_SAVE[medium]", THIRD_PARTY_SAVE[ThirdPartyAttack.MEDIUM], _C, "(con {}% di penalità se usano armi medium"),
    Stated("THIRD_PARTY_SAVE[large]", THIRD_PARTY_SAVE[ThirdPartyAttack.LARGE], _C, "{}% se usano armi large"),
    Stated("THIRD_PARTY_SAVE[missile]", THIRD_PARTY_SAVE[ThirdPartyAttack.MISSILE], _C, "{}% se si usano armi da tiro o da lancio"),
    Stated("TWO_HANDED_SAVE", TWO_HANDED_SAVE, _C, "un'ulteriore penalità di {}% se utilizzano armi impugnandole a due mani"),
    Stated("PRECISE_AIM_SAVE", PRECISE_AIM_SAVE, _C, "{}% quando utilizzano il colpo di combattimento Precisione nella Mira"),
    Stated("SEPARATOR_SAVE_BONUS", SEPARATOR_SAVE_BONUS, ESCAPE_SOURCE, "darà un bonus di {}% al tiro salvezza"),
    Stated("RECOVER_AC_PENALTY", RECOVER_AC_PENALTY, RECOVER_SOURCE, "una penalità alla classe armatura pari a {} e non potrà"),
)


def _minus(n: int) -> str:
    return f"– {-n}"

TABLES = (
    Table(
        name="close_combat_000",
        source=CLOSE_COMBAT_SOURCE,
        caption="Combattimento ravvicinato: penalità al tiro per colpire",
        columns=("Situazione", "Tiro per colpire"),
        rows=(
            ("arma di dimensioni M", _minus(WEAPON_TO_HIT[WeaponSize.MEDIUM])),
            ("arma L", f"{_minus(WEAPON_TO_HIT[WeaponSize.LARGE])} (se è a due mani non potrà essere utilizzata ma solo mantenuta con una mano)"),
            ("arma da botta", f"ulteriore {_minus(BLUNT_TO_HIT)}"),
            ("scudo (non migliora la classe armatura)", f"eventualmente ulteriore {_minus(SHIELD_TO_HIT)}"),
        ),
        notes=(
            Gloss("Si può entrare in combattimento ravvicinato solo fra creature aventi al massimo una taglia di "
                "dimensione di differenza; solo una creatura può entrare in combattimento ravvicinato con un’altra."),
            "Colui che usa un’arma M o L e sbaglia un tiro per colpire dovrà effettuare con successo tiro "
            "salvezza su riflessi, altrimenti farà cadere l’arma per terra.",
        ),
    ),
    Table(
        name="close_combat_third_party_000",
        source=CLOSE_COMBAT_SOURCE,
        caption="Attaccare uno dei combattenti: penalità al tiro salvezza su riflessi",
        columns=("Attacco", "Tiro salvezza su riflessi"),
        rows=(
            ("armi medium", f"{THIRD_PARTY_SAVE[ThirdPartyAttack.MEDIUM]}%"),
            ("armi large", f"{THIRD_PARTY_SAVE[ThirdPartyAttack.LARGE]}%"),
            ("armi impugnate a due mani", f"ulteriore {TWO_HANDED_SAVE}%"),
            ("armi da tiro o da lancio od effetti assimilabili", f"{THIRD_PARTY_SAVE[ThirdPartyAttack.MISSILE]}%"),
            ("colpo di combattimento Precisione nella Mira", f"{PRECISE_AIM_SAVE}%"),
        ),
        notes=(
            Gloss("Se il tiro salvezza fallisce, l'attacco punterà l'altro bersaglio."),
            Gloss("Un effetto puntato su un bersaglio provocherà a questo solo la metà dei danni (per eccesso) e "
                "l'altra metà alla vittima."),
            Gloss(f"Ogni creatura che tenti di separarli fisicamente darà un bonus di +{SEPARATOR_SAVE_BONUS}% al tiro "
                "salvezza effettuato da chi si vuole liberare."),
        ),
    ),
)
