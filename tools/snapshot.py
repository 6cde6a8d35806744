"""The engine's memory snapshot, built in Node at build time (tools/make_snapshot.mjs) once
per wheel, Pyodide version and builder script, and kept in ``.cache/snapshot/``."""

from __future__ import annotations

import hashlib
import subprocess
from pathlib import Path

__all__ = ["build_snapshot"]

ROOT = Path(__file__).resolve().parents[1]
CACHE = ROOT / ".cache" / "snapshot"
BUILDER = Path(__file__).with_name("make_snapshot.mjs")
KEEP = 6  # snapshots kept in the cache (tests build some for patched wheels)


def _key(wheel: Path) -> str:
    digest = hashlib.sha256()
    for part in (wheel.read_bytes(), (ROOT / "node_modules" / "pyodide" / "package.json").read_bytes(), BUILDER.read_bytes()):
        digest.update(hashlib.sha256(part).digest())
    return digest.hexdigest()[:16]


def build_snapshot(wheel: Path) -> Path:
    """The gzipped snapshot for ``wheel`` (built if not cached)."""
    out = CACHE / f"{_key(wheel)}.bin.gz"
    if out.is_file():
        out.touch()  # recently used
        return out
    CACHE.mkdir(parents=True, exist_ok=True)
    partial = out.with_suffix(".partial")
    run = subprocess.run(["node", str(BUILDER), str(wheel), str(partial)], cwd=ROOT, capture_output=True, text=True, timeout=600)
    if run.returncode != 0:
        raise SystemExit(f"memory snapshot failed (tools/make_snapshot.mjs):\n{run.stderr[-2000:]}")
    partial.replace(out)
    for old in sorted(CACHE.glob("*.bin.gz"), key=lambda p: p.stat().st_mtime)[:-KEEP]:
        old.unlink()
    return out
