"""The engine's memory snapshot, built in Node at site build (tools/make_snapshot.mjs): the
pinned Pyodide with the wheel's rule modules imported and its catalogs loaded. Built once per
wheel, Pyodide version and builder script, and kept in ``.cache/snapshot/``, so a build that
changes nothing in ``calc/`` reuses it (the wheel is itself cached by its sources).

The snapshot relies on private Pyodide options (``_makeSnapshot``, ``_loadSnapshot``) and
only boots the exact Pyodide build that made it; the worker falls back to a plain boot on
any failure (docs/assets/js/calc-worker.js)."""

from __future__ import annotations

import hashlib
import os
import subprocess
from pathlib import Path

__all__ = ["CACHE", "build_snapshot", "snapshot_key"]

ROOT = Path(__file__).resolve().parents[1]
CACHE = ROOT / ".cache" / "snapshot"
BUILDER = Path(__file__).with_name("make_snapshot.mjs")
PYODIDE_PACKAGE = ROOT / "node_modules" / "pyodide" / "package.json"
KEEP = 8  # snapshots kept in the cache, most recently used first (tests build some for patched wheels)


def snapshot_key(wheel: Path) -> str:
    """What the snapshot depends on: the wheel, the Pyodide package (its version) and the builder."""
    digest = hashlib.sha256()
    for part in (wheel.read_bytes(), PYODIDE_PACKAGE.read_bytes(), BUILDER.read_bytes()):
        digest.update(hashlib.sha256(part).digest())
    return digest.hexdigest()[:16]


def build_snapshot(wheel: Path) -> Path:
    """The gzipped snapshot for ``wheel``, built if not cached."""
    out = CACHE / f"{snapshot_key(wheel)}.bin.gz"
    if out.is_file():
        out.touch()  # recently used
        return out
    CACHE.mkdir(parents=True, exist_ok=True)
    partial = CACHE / f"{out.name}.{os.getpid()}.partial"
    try:
        run = subprocess.run(["node", str(BUILDER), str(wheel), str(partial)], cwd=ROOT, capture_output=True, text=True, timeout=600)
        if run.returncode != 0 or not partial.is_file():
            raise SystemExit(f"memory snapshot failed (tools/make_snapshot.mjs):\n{run.stderr[-2000:]}")
        partial.replace(out)
    finally:
        partial.unlink(missing_ok=True)
    for old in sorted(CACHE.glob("*.bin.gz"), key=lambda p: p.stat().st_mtime)[:-KEEP]:
        old.unlink()
    return out
