"""The engine's memory snapshot is built once per wheel, Pyodide version and builder, and
shipped in the engine manifest with its hash."""

from __future__ import annotations

import gzip
import hashlib
import subprocess

import pytest

from tests.site import built_site, engine_manifest
from macros.forms import early_start
from tools import snapshot
from tools.site_assets import PYODIDE, build_wheel


def test_an_unchanged_build_reuses_the_cached_snapshot(monkeypatch):
    first = snapshot.build_snapshot(build_wheel())

    def no_node(*args, **kwargs):
        raise AssertionError("the snapshot was built again")

    monkeypatch.setattr(subprocess, "run", no_node)
    assert snapshot.build_snapshot(build_wheel()) == first
    assert first.name == f"{snapshot.snapshot_key(build_wheel())}.bin.gz"


def test_the_key_changes_with_the_wheel_the_pyodide_package_and_the_builder(tmp_path, monkeypatch):
    wheel = build_wheel()
    key = snapshot.snapshot_key(wheel)
    other = tmp_path / wheel.name
    other.write_bytes(wheel.read_bytes() + b"\0")
    assert snapshot.snapshot_key(other) != key
    for name in ("PYODIDE_PACKAGE", "BUILDER"):
        changed = tmp_path / name
        changed.write_bytes(getattr(snapshot, name).read_bytes() + b" ")
        with monkeypatch.context() as m:
            m.setattr(snapshot, name, changed)
            assert snapshot.snapshot_key(wheel) != key


def test_the_site_ships_the_snapshot_of_its_wheel_listed_with_its_hash():
    site = built_site()
    manifest = engine_manifest()
    shipped = site / "assets" / manifest["snapshot"]
    assert manifest["snapshot"].startswith("engine/snapshot-") and manifest["snapshot"].endswith(".bin")
    data = shipped.read_bytes()
    assert manifest["files"][manifest["snapshot"]] == {"sha256": hashlib.sha256(data).hexdigest(), "bytes": len(data)}
    wasm = (site / "assets" / manifest["runtime"] / "pyodide.asm.wasm").read_bytes()
    assert data == snapshot.shipped(snapshot.build_snapshot(build_wheel()), wasm)  # this build's wheel, from the cache
    assert data[:2] == b"\x1f\x8b"  # gzip
    # Only the pages holding something the runtime's wasm does not already hold are shipped,
    # and with that wasm they give Python's memory back exactly.
    memory = gzip.decompress(snapshot.build_snapshot(build_wheel()).read_bytes())
    assert snapshot.unshipped(data, wasm) == memory
    assert len(gzip.decompress(data)) < 0.45 * len(memory)
    with pytest.raises(ValueError, match="another wasm"):
        snapshot.unshipped(data, wasm + b"\0")


def test_the_runtime_static_data_is_not_shipped_twice():
    """~3.2 MB of the memory are the wasm's data segments as instantiation lays them out."""
    wasm = (PYODIDE / "pyodide.asm.wasm").read_bytes()
    segments = list(snapshot.data_segments(wasm))
    assert len(segments) > 10_000 and sum(len(d) for _, d in segments) > 3_000_000
    memory = gzip.decompress(snapshot.build_snapshot(build_wheel()).read_bytes())
    base = int.from_bytes(memory[4:8], "little")
    address, data = max(segments, key=lambda s: len(s[1]))
    assert memory[base + address : base + address + len(data)] == data  # the largest, untouched
    with_wasm = snapshot.shipped(snapshot.build_snapshot(build_wheel()), wasm)
    without = snapshot.shipped(snapshot.build_snapshot(build_wheel()), b"not a wasm")
    assert snapshot.unshipped(without, b"anything") == memory  # no wasm pages: every page shipped
    assert len(with_wasm) < len(without) - 1_000_000


@pytest.mark.parametrize("page", ["003/index.html", "index.html"])
def test_pages_without_calculators_do_not_start_the_engine(page):
    assert b"data-worker=" not in (built_site() / page).read_bytes()


def test_calculator_pages_start_the_engine_from_their_head():
    html = (built_site() / "002" / "index.html").read_text(encoding="utf-8")
    head = html[: html.index("</head>")]
    # Inline, right after the page's Content-Security-Policy, which allows it by its hash.
    assert head.index('<meta http-equiv="Content-Security-Policy"') < head.index(early_start("../assets/js/calc-worker.js"))
