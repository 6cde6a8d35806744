"""The engine's memory snapshot, built in Node at site build (tools/make_snapshot.mjs): the
pinned Pyodide with the wheel's rule modules imported and its catalogs loaded. Built once per
wheel, Pyodide version and builder script, and kept in ``.cache/snapshot/``, so a build that
changes nothing in ``calc/`` reuses it (the wheel is itself cached by its sources).

The snapshot relies on private Pyodide options (``_makeSnapshot``, ``_loadSnapshot``) and
only boots the exact Pyodide build that made it; the worker falls back to a plain boot on
any failure (docs/assets/js/calc-worker.js)."""

from __future__ import annotations

import gzip
import hashlib
import os
import struct
import subprocess
from pathlib import Path

__all__ = ["CACHE", "PAGE", "MAGIC", "build_snapshot", "snapshot_key", "shipped", "unshipped"]

ROOT = Path(__file__).resolve().parents[1]
CACHE = ROOT / ".cache" / "snapshot"
BUILDER = Path(__file__).with_name("make_snapshot.mjs")
PYODIDE_PACKAGE = ROOT / "node_modules" / "pyodide" / "package.json"
KEEP = 8  # snapshots kept in the cache, most recently used first (tests build some for patched wheels)
# The shipped form: two thirds of Python's memory are zeros, which gzip shrinks to nothing but
# the page's gunzip still has to write out (~230 ms of the worker's CPU for 31 MB in Chromium,
# during the downloads). So only the 64 KiB pages holding something are shipped, after a
# header (MAGIC, the memory's length, the page size) and a bitmap of those pages, gzipped.
MAGIC = b"PUGNASP1"
PAGE = 1 << 16


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


def shipped(snapshot: Path) -> bytes:
    """The gzipped snapshot ``snapshot`` in the form the site ships (see MAGIC), cached."""
    out = CACHE / f"{hashlib.sha256(snapshot.read_bytes()).hexdigest()[:16]}.ship"
    if out.is_file():
        out.touch()
        return out.read_bytes()
    memory = gzip.decompress(snapshot.read_bytes())
    pages = [memory[i : i + PAGE] for i in range(0, len(memory), PAGE)]
    kept = [any(page) for page in pages]
    bitmap = bytearray((len(pages) + 7) // 8)
    for i, keep in enumerate(kept):
        if keep:
            bitmap[i // 8] |= 1 << (i % 8)
    body = MAGIC + struct.pack("<II", len(memory), PAGE) + bytes(bitmap) + b"".join(p for p, k in zip(pages, kept) if k)
    data = gzip.compress(body, compresslevel=6, mtime=0)
    CACHE.mkdir(parents=True, exist_ok=True)
    out.write_bytes(data)
    for old in sorted(CACHE.glob("*.ship"), key=lambda p: p.stat().st_mtime)[:-KEEP]:
        old.unlink()
    return data


def unshipped(data: bytes) -> bytes:
    """Python's memory back from the shipped form, as the page's worker rebuilds it."""
    body = gzip.decompress(data)
    if body[:8] != MAGIC:
        raise ValueError("not a Pugna snapshot")
    length, page = struct.unpack_from("<II", body, 8)
    count = (length + page - 1) // page
    at = 16 + (count + 7) // 8
    bitmap = body[16:at]
    memory = bytearray(length)
    for i in range(count):
        if bitmap[i // 8] >> (i % 8) & 1:
            size = min(page, length - i * page)
            memory[i * page : i * page + size] = body[at : at + size]
            at += size
    if at != len(body):
        raise ValueError("the pages do not add up to the file")
    return bytes(memory)
