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
from . import Gloss, Table
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

TABLES = (
    Table(
        name="close_combat_000",
        source=CLOSE_COMBAT_SOURCE,
        caption="Combattimento ravvicinato: penalità al tiro per colpire",
        columns=("Situazione", "Tiro per colpire"),
        rows=(
            ("arma di dimensioni M", "– 2"),
            ("arma L", "– 5 (se è a due mani non potrà essere utilizzata ma solo mantenuta con una mano)"),
            ("arma da botta", "ulteriore – 2"),
            ("scudo (non migliora la classe armatura)", "eventualmente ulteriore – 1"),
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
            ("armi medium", "–5%"),
            ("armi large", "-10%"),
            ("armi impugnate a due mani", "ulteriore -5%"),
            ("armi da tiro o da lancio od effetti assimilabili", "-20%"),
            ("colpo di combattimento Precisione nella Mira", "-10%"),
        ),
        notes=(
            Gloss("Se il tiro salvezza fallisce, l'attacco punterà l'altro bersaglio."),
            Gloss("Un effetto puntato su un bersaglio provocherà a questo solo la metà dei danni (per eccesso) e "
                "l'altra metà alla vittima."),
            Gloss("Ogni creatura che tenti di separarli fisicamente darà un bonus di +5% al tiro salvezza effettuato "
                "da chi si vuole liberare."),
        ),
    ),
)
