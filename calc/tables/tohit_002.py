"""002 — "Tabella di calcolo del TPC e del BNPC": NPC → TPC (with ``*``) and BNPC.

The seed prints the table as four garbled columns (NPC 0, then −1…−25, then +1…+25);
here it is one row per NPC. Beyond ±25 the seed says "in poi": the ±25 row applies.
Quirk kept from the source: BNPC jumps from −8 at NPC +24 to −10 at NPC +25.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..sources import cite
from . import Lines, Printed, Table

__all__ = ["ToHitRow", "TOHIT_ROWS", "TOHIT_SOURCE", "NPC_LIMIT", "TABLES"]

TOHIT_SOURCE = cite("002", "Tabella di calcolo del TPC e del BNPC")


@dataclass(frozen=True)
class ToHitRow:
    npc: int
    tpc: int
    reroll: bool  # the "*" next to the TPC (see the seed's N.B.)
    bnpc: int

    @property
    def tpc_printed(self) -> str:
        return f"{self.tpc}*" if self.reroll else str(self.tpc)


# (npc, tpc as printed, bnpc) in the seed's own order: 0, then -1..-25, then +1..+25.
_PRINTED = (
    (0, "12", 0),
    (-1, "11", 0), (-2, "11*", 0), (-3, "10", 0), (-4, "10*", 0), (-5, "9", 0),
    (-6, "9*", 0), (-7, "8", 0), (-8, "8*", 0), (-9, "7", 0), (-10, "7*", 0),
    (-11, "6", 0), (-12, "6*", 0), (-13, "5", 0), (-14, "5*", 0), (-15, "4", 0),
    (-16, "4*", 0), (-17, "3", 0), (-18, "3*", 0), (-19, "2", 0), (-20, "2*", 0),
    (-21, "2", 2), (-22, "2", 4), (-23, "2", 6), (-24, "2", 8), (-25, "2", 10),
    (1, "13*", 0), (2, "13", 0), (3, "14*", 0), (4, "14", 0), (5, "15*", 0),
    (6, "15", 0), (7, "16*", 0), (8, "16", 0), (9, "17*", 0), (10, "17", 0),
    (11, "18*", 0), (12, "18", 0), (13, "19*", 0), (14, "19", 0), (15, "20*", 0),
    (16, "20", 0), (17, "20", -1), (18, "20", -2), (19, "20", -3), (20, "20", -4),
    (21, "20", -5), (22, "20", -6), (23, "20", -7), (24, "20", -8), (25, "20", -10),
)

NPC_LIMIT = max(npc for npc, _, _ in _PRINTED)  # the last rows say "in poi": -25 and +25 onwards

TOHIT_ROWS: dict[int, ToHitRow] = {
    npc: ToHitRow(npc, int(tpc.rstrip("*")), tpc.endswith("*"), bnpc)
    for npc, tpc, bnpc in sorted(_PRINTED)
}


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else str(n)


# NPC -> the table's row as printed: (NPC, TPC, BNPC).
_TABLE_ROWS: dict[int, tuple[str, str, str]] = {
    r.npc: (_signed(r.npc) + (" in poi" if abs(r.npc) == NPC_LIMIT else ""), r.tpc_printed, _signed(r.bnpc))
    for r in TOHIT_ROWS.values()
}


def _garbled() -> tuple[Printed, ...]:
    """The cells as the text prints them: NPC 0, then −1…−25, then +1…+25, each block column
    by column, each column after its header."""
    pieces: list[Printed] = []
    for sign in (0, -1, 1):
        rows = [_TABLE_ROWS[npc] for npc, _, _ in _PRINTED if (npc > 0) - (npc < 0) == sign]
        for i, column in enumerate(("NPC", "TPC", "BNPC")):
            pieces += [Printed(column), *(Printed(row[i], row[0], column) for row in rows)]
    return tuple(pieces)


TABLES = (
    Table(
        name="tohit_002",
        source=TOHIT_SOURCE,
        caption="Tabella di calcolo del TPC e del BNPC",
        columns=("NPC", "TPC", "BNPC"),
        rows=tuple(_TABLE_ROWS.values()),
        notes=(
            "N.B.: L'asterisco accanto al TPC è un bonus; in questo caso l'attaccante se con il d20 "
            "ottiene un numero = TPC-1, può tirare una seconda volta, sperando che il tiro riesca.",
        ),
        lines=Lines("NPC", "Altre regole", garbled=_garbled()),
    ),
)
