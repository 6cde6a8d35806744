"""Small HTML helpers: everything rendered from calc passes through ``escape``."""

from __future__ import annotations

from html import escape

__all__ = ["escape", "tag"]


def tag(name: str, body: str = "", **attrs: str) -> str:
    rendered = "".join(f' {k.rstrip("_").replace("_", "-")}="{escape(v)}"' for k, v in attrs.items())
    return f"<{name}{rendered}>{body}</{name}>"

