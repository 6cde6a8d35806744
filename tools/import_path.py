"""mkdocs hook, listed first: the project's packages (``macros``, ``calc``, ``tools``)
importable from the hooks after it, under the ``mkdocs`` console script too (``mkdocs
serve``, ``mkdocs build``), which unlike ``python -m mkdocs`` does not put the working
directory on the path.

mkdocs restores ``sys.path`` after loading each hook, so the packages are imported here,
while the root is on it. Before each build (``mkdocs serve`` rebuilds in one process) they
are forgotten, so that the macros plugin imports an edit to ``calc`` or ``macros`` afresh.
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

from mkdocs.plugins import event_priority

__all__ = ["ROOT", "on_config"]

ROOT = str(Path(__file__).resolve().parents[1])
PACKAGES = ("calc", "macros", "tools")
FRESH = ("calc", "macros")  # what the pages are made from; the hooks in tools/ stay loaded


def _on_path() -> None:
    if ROOT not in sys.path:
        sys.path.insert(0, ROOT)


_on_path()
for _package in PACKAGES:
    importlib.import_module(_package)


@event_priority(100)  # before the macros plugin imports its module
def on_config(config):
    _on_path()
    for name in [n for n in sys.modules if n.split(".")[0] in FRESH]:
        del sys.modules[name]
    return config
