"""mkdocs hook: write the table screen's bundles (macros/screen.py), one per language, named by
content under assets/screen/, where the service worker keeps them with the engine
(tools/offline.py): the screen is calculators, and needs the engine anyway."""

from __future__ import annotations

import importlib
from pathlib import Path

__all__ = ["on_post_build"]


def on_post_build(config, **kwargs) -> None:
    # This build's macros: tools/import_path.py imports them afresh for each build, while this
    # hook stays loaded.
    screen = importlib.import_module("macros.screen")
    site = Path(config["site_dir"])
    folder = site / screen.FOLDER
    for old in folder.glob("*.json") if folder.is_dir() else ():
        old.unlink()
    folder.mkdir(parents=True, exist_ok=True)
    for path, data in screen.built().values():
        (site / path).write_bytes(data)
