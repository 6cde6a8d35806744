"""A table screen as a game master would set one up (calc/screen.py's document), and its link:
what the screen's tests, ``make bench`` and the README's screenshots open.

"Combat" holds eight calculators of text 000 that each read the size of the one acting (so
changing Aldo's size recomputes all eight), with Aldo acting and the troll facing him; "Travel"
a passage, a glossary concept and a seed table."""

from __future__ import annotations

import base64
import json
import zlib

__all__ = ["SAMPLE", "COMBAT", "link_code", "screen_link"]

COMBAT = ("block_000", "close_combat_entry_000", "blind_000", "opportunity_000", "parry", "tackle_000", "throw_before_blows_000", "resolve_000")

SAMPLE = {
    "format": "pugna-screen",
    "version": 1,
    "characters": [
        {"id": "aldo", "name": "Aldo", "text": "000", "traits": {"thac0": 15, "strength": 17, "size": "medium", "dexterity": 14, "shield": "medium"}},
        {"id": "troll", "name": "Troll", "text": "000", "traits": {"thac0": 13, "strength": 19, "size": "large", "natural_ac": 4, "ac": 4}},
    ],
    "screens": [
        {"name": "Combat", "you": "aldo", "opponent": "troll",
         "panels": [{"calculator": name, "inputs": {"seed": 7} if name == "resolve_000" else {}} for name in COMBAT]},
        {"name": "Travel", "panels": [{"passage": "000/colpo-mirato.html#colpo-mirato"}, {"passage": "glossary.html#parry"}, {"table": "tohit_002"}]},
    ],
    "active": 0,
}


def link_code(document: dict) -> str:
    """The document as the screen's links carry it: deflate-raw, base64url (assets/js/screen-link.js)."""
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    raw = packer.compress(json.dumps(document).encode()) + packer.flush()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def screen_link(base: str, document: dict = SAMPLE, lang: str = "en") -> str:
    return f"{base}screen.html?lang={lang}#screen={link_code(document)}"
