"""What crosses devices: one screen as a link or file carries it (with the characters it reads, or
with their values written into its panels), and a document that arrives (a shared link, an
imported file) added to the one kept without losing any of it.

Both take clean documents (:func:`calc.screen.read_document`'s) and give a
:class:`~calc.screen.Verdict` of the document they make, checked again by the same validator: a
merge that would hold more screens or characters than a document may is refused with the
validator's own words, and what was kept is left as it was.
"""

from __future__ import annotations

import copy
from typing import Any

from .registry import get
from .screen import FORMAT, ID_CHARS, NAME_CHARS, ROLES, VERSION, Verdict, check_document, fill

__all__ = ["picked", "shared", "merge"]


def picked(screen: dict, panel: dict, role: str) -> str | None:
    """The id of the character a calculator panel reads as ``role``: its own pick, else the screen's."""
    return panel.get(role) or screen.get(role)


def _without_characters(screen: dict, characters: dict[str, dict]) -> dict:
    """``screen`` with each calculator panel's characters' values written into its own inputs,
    and no picks: it shows the same numbers wherever it opens, with nobody's sheet."""
    screen = copy.deepcopy(screen)
    for panel in screen["panels"]:
        if "calculator" not in panel:
            continue
        chosen = [characters.get(picked(screen, panel, role)) for role in ROLES.values()]
        panel["inputs"] = fill(get(panel["calculator"]), *chosen, panel["inputs"]).inputs
        panel["you"] = panel["opponent"] = None
    screen["you"] = screen["opponent"] = None
    return screen


def _read_by(screen: dict) -> set[str]:
    ids = {screen[role] for role in ROLES.values()}
    ids |= {panel.get(role) for panel in screen["panels"] for role in ROLES.values()}
    return ids - {None}


def shared(document: dict, screen: int | None, characters: bool) -> Verdict:
    """What a link or file carries of the clean ``document``: its screen number ``screen`` (from
    0) with the characters it reads (``characters``) or with their values in its panels; or,
    ``screen`` None, the characters alone."""
    if screen is None:
        out = {"characters": document["characters"], "screens": []}
    elif not 0 <= screen < len(document["screens"]):
        return check_document(document | {"active": screen})  # names the missing screen
    else:
        one = document["screens"][screen]
        by_id = {c["id"]: c for c in document["characters"]}
        if characters:
            read = _read_by(one)
            out = {"characters": [c for c in document["characters"] if c["id"] in read], "screens": [one]}
        else:
            out = {"characters": [], "screens": [_without_characters(one, by_id)]}
    return check_document({"format": FORMAT, "version": VERSION, **copy.deepcopy(out), "active": 0})


def _free(base: str, taken: set[str], limit: int, form: str) -> str:
    """``base``, or ``form`` with a number (``{base}-2``, ``{base} (2)``) cut to ``limit``, not in ``taken``."""
    if base not in taken:
        return base
    n = 2
    while True:
        suffix = form.format(base="", n=n)
        candidate = base[: limit - len(suffix)] + suffix
        if candidate not in taken:
            return candidate
        n += 1


def merge(kept: dict, incoming: dict) -> Verdict:
    """The clean document ``kept`` with the clean ``incoming`` added: its characters (one equal
    to a kept one is that one; one whose id is taken gets a free id, and its screens follow it),
    its screens (one equal to a kept one is not added twice; a name taken gets a number); the
    first incoming screen is shown. Nothing kept changes."""
    out: dict[str, Any] = copy.deepcopy(kept)
    ids = {c["id"] for c in out["characters"]}
    renamed: dict[str, str] = {}
    for character in incoming["characters"]:
        same = next((c for c in out["characters"] if c == character), None)
        if same is not None:
            renamed[character["id"]] = same["id"]
            continue
        free = _free(character["id"], ids, ID_CHARS, "{base}-{n}")
        ids.add(free)
        renamed[character["id"]] = free
        out["characters"].append(copy.deepcopy(character) | {"id": free})
    shown = None
    for screen in incoming["screens"]:
        screen = copy.deepcopy(screen)
        for holder in (screen, *(p for p in screen["panels"] if "calculator" in p)):
            for role in ROLES.values():
                if holder[role] is not None:
                    holder[role] = renamed[holder[role]]
        at = next((i for i, s in enumerate(out["screens"]) if s == screen), None)
        if at is None:
            screen["name"] = _free(screen["name"], {s["name"] for s in out["screens"]}, NAME_CHARS, "{base} ({n})")
            out["screens"].append(screen)
            at = len(out["screens"]) - 1
        shown = at if shown is None else shown
    if shown is not None:
        out["active"] = shown
    return check_document(out)
