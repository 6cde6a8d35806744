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
from typing import Iterator

__all__ = ["CACHE", "PAGE", "MAGIC", "build_snapshot", "snapshot_key", "data_segments", "shipped", "unshipped"]

ROOT = Path(__file__).resolve().parents[1]
CACHE = ROOT / ".cache" / "snapshot"
BUILDER = Path(__file__).with_name("make_snapshot.mjs")
PYODIDE_PACKAGE = ROOT / "node_modules" / "pyodide" / "package.json"
KEEP = 8  # snapshots kept in the cache, most recently used first (tests build some for patched wheels)
# The shipped form. Two thirds of Python's memory are zeros, which gzip shrinks to nothing but
# the page's gunzip still has to write out (~230 ms of the worker's CPU for 31 MB in Chromium,
# during the downloads); and ~3.2 MB are the runtime's own static data, still as the wasm's
# data segments laid them out, which the worker has in hand (it downloads the wasm anyway):
# shipping them again cost ~1.5 MB of the 6.6 MB gzipped. So only the 4 KiB pages that hold
# something else are shipped:
#   MAGIC, the memory's length and the page size (uint32, little-endian), the sha256 of the
#   wasm whose data segments are written first (zeros: none), where Pyodide's memory image
#   begins in the snapshot (its header's length: segment addresses count from there),
#   a bitmap of the shipped pages, the shipped pages;
# gzipped. The memory is the segments, then the shipped pages over them; every other page is
# as the segments left it (zeros where they wrote nothing).
MAGIC = b"PUGNASP2"
PAGE = 1 << 12
HEADER = struct.Struct("<8sII32sI")


def data_segments(wasm: bytes) -> Iterator[tuple[int, bytes]]:
    """The active data segments of a WebAssembly module: (address, bytes), as instantiation
    writes them into memory. Only the forms Emscripten emits (an ``i32.const`` address);
    anything else raises ValueError, and the snapshot then ships every page."""

    def leb(at: int, signed: bool = False) -> tuple[int, int]:
        value = shift = 0
        while True:
            byte = wasm[at]
            at += 1
            value |= (byte & 0x7F) << shift
            shift += 7
            if byte < 0x80:
                if signed and byte & 0x40:
                    value -= 1 << shift
                return value, at

    if wasm[:4] != b"\0asm":
        raise ValueError("not a WebAssembly module")
    at = 8
    while at < len(wasm):
        section, size_at = wasm[at], at + 1
        size, at = leb(size_at)
        end = at + size
        if section == 11:  # data
            count, at = leb(at)
            for _ in range(count):
                flag, at = leb(at)
                if flag == 1:  # passive: not written at instantiation
                    length, at = leb(at)
                    at += length
                    continue
                if flag != 0 or wasm[at] != 0x41:
                    raise ValueError(f"data segment form {flag}/{wasm[at]:#x} not understood")
                address, at = leb(at + 1, signed=True)
                if wasm[at] != 0x0B:
                    raise ValueError("data segment address is not a constant")
                length, at = leb(at + 1)
                yield address, wasm[at : at + length]
                at += length
            return
        at = end


def _image(length: int, base: int, wasm: bytes) -> bytearray:
    """Memory as the wasm's data segments fill it, at ``base`` in a snapshot of ``length`` bytes."""
    image = bytearray(length)
    for address, data in data_segments(wasm):
        start = base + address
        image[start : min(start + len(data), length)] = data[: max(0, length - start)]
    return image

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


def shipped(snapshot: Path, wasm: bytes) -> bytes:
    """The gzipped snapshot ``snapshot`` in the form the site ships (see MAGIC) beside the
    runtime's ``wasm``; cached. Checked: it must give the memory back exactly."""
    wasm_digest = hashlib.sha256(wasm).digest()
    raw = snapshot.read_bytes()
    out = CACHE / f"{hashlib.sha256(raw + wasm_digest + Path(__file__).read_bytes()).hexdigest()[:16]}.ship"  # this code's form
    if out.is_file():
        out.touch()
        return out.read_bytes()
    memory = gzip.decompress(raw)
    base = struct.unpack_from("<I", memory, 4)[0]  # Pyodide's snapshot header: magic, its own length
    try:
        image = _image(len(memory), base, wasm)
    except (ValueError, IndexError):
        image, wasm_digest = bytearray(len(memory)), bytes(32)  # no wasm pages: ship all that is not zero
    count = (len(memory) + PAGE - 1) // PAGE
    bitmap = bytearray((count + 7) // 8)
    pages = []
    for i in range(count):
        page = memory[i * PAGE : (i + 1) * PAGE]
        if page != image[i * PAGE : (i + 1) * PAGE]:
            bitmap[i // 8] |= 1 << (i % 8)
            pages.append(page)
    body = HEADER.pack(MAGIC, len(memory), PAGE, wasm_digest, base) + bytes(bitmap) + b"".join(pages)
    data = gzip.compress(body, compresslevel=9, mtime=0)
    if unshipped(data, wasm) != memory:
        raise AssertionError("the shipped snapshot does not give the memory back")
    CACHE.mkdir(parents=True, exist_ok=True)
    out.write_bytes(data)
    for old in sorted(CACHE.glob("*.ship"), key=lambda p: p.stat().st_mtime)[:-KEEP]:
        old.unlink()
    return data


def unshipped(data: bytes, wasm: bytes) -> bytes:
    """Python's memory back from the shipped form, as the page's worker rebuilds it."""
    body = gzip.decompress(data)
    magic, length, page, wasm_digest, base = HEADER.unpack_from(body)
    if magic != MAGIC:
        raise ValueError("not a Pugna snapshot")
    if wasm_digest == bytes(32):
        memory = bytearray(length)
    elif hashlib.sha256(wasm).digest() == wasm_digest:
        memory = _image(length, base, wasm)
    else:
        raise ValueError("the snapshot was shipped for another wasm")
    count = (length + page - 1) // page
    at = HEADER.size + (count + 7) // 8
    bitmap = body[HEADER.size : at]
    for i in range(count):
        if bitmap[i // 8] >> (i % 8) & 1:
            size = min(page, length - i * page)
            memory[i * page : i * page + size] = body[at : at + size]
            at += size
    if at != len(body):
        raise ValueError("the pages do not add up to the file")
    return bytes(memory)
