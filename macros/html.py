"""Small HTML helpers: everything rendered from calc passes through ``escape``."""

from __future__ import annotations

from html import escape

__all__ = ["escape", "tag"]


# Elements that end a word: a line break after each keeps "<td>tiro</td><td>Voce</td>"
# two words for search, copy and paste and text extraction (rendering ignores it).
_BLOCKS = {"td", "th", "tr", "caption", "thead", "tbody", "li", "dt", "dd", "p", "div", "table", "ul", "dl"}


def tag(name: str, body: str = "", **attrs: str) -> str:
    rendered = "".join(f' {k.rstrip("_").replace("_", "-")}="{escape(v)}"' for k, v in attrs.items())
    end = "\n" if name in _BLOCKS else ""
    return f"<{name}{rendered}>{body}</{name}>{end}"

