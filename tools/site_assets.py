"""mkdocs hook: put the calculator engine into the built site, every file named so that no
cache (the browser's, a proxy's, the service worker's) can mix two builds.

- the Pyodide runtime from the pinned npm package (``npm ci`` checks its integrity
  against package-lock.json) into ``assets/pyodide/<version>/``: a version's files never change;
- the ``calc`` wheel, built with ``python -m build --wheel`` (pure Python: no ``pyodide
  build``, no cross-build environment) once per change of ``calc/``, as
  ``assets/engine/calc-<sha256>.whl``;
- its memory snapshot (tools/snapshot.py), gzipped, as ``assets/engine/snapshot-<sha256>.bin`` (no
  ``.gz`` suffix: some hosts would serve that with ``Content-Encoding: gzip``, and the browser
  would hand the worker other bytes than the manifest lists);
- ``calc.ask``'s lexicon as data (calc/lexicon_build.py: the same code, run here once per
  change of ``calc/``), as ``assets/engine/lexicon-<sha256>.json``: the worker hands it to the
  engine before its first question, which then need not read every label again on a phone;
- ``assets/engine/<id>.json``, the engine manifest: each of those files with its sha256 and
  size, and ``forms``, the page holding each calculator's form (a question's card links to
  it); ``<id>`` is the hash of the manifest itself;
- ``<meta name="pugna-engine" content="<id>">`` in every page: the page's worker boots
  exactly that manifest and checks every file against it before use.
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

from macros.forms import early_start
from macros.passages import scan, url_of
from tools.snapshot import build_snapshot, shipped

__all__ = ["ROOT", "RUNTIME", "build_wheel", "build_lexicon", "form_pages", "install_engine", "stamp_pages", "sha256_of", "on_post_build"]

ROOT = Path(__file__).resolve().parents[1]
CACHE = ROOT / ".cache" / "wheel"
LEXICON_CACHE = ROOT / ".cache" / "lexicon"
DOCS = ROOT / "docs"
PYODIDE = ROOT / "node_modules" / "pyodide"
# The runtime files a module worker loads (no micropip, no packages: calc needs only the stdlib).
RUNTIME = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
META = re.compile(rb'<meta name="pugna-engine" content="[^"]*">')
CSP = re.compile(rb'<meta http-equiv="Content-Security-Policy"[^>]*>')
CHARSET = re.compile(rb"<meta charset=[^>]*>", re.IGNORECASE)


def sha256_of(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _sources() -> list[Path]:
    return [ROOT / "pyproject.toml", *sorted(p for p in (ROOT / "calc").rglob("*") if p.is_file() and "__pycache__" not in p.parts)]


def _fingerprint() -> str:
    digest = hashlib.sha256()
    for path in _sources():
        digest.update(str(path.relative_to(ROOT)).encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


def build_wheel() -> Path:
    """The wheel for the current sources, built once per change of ``calc/``."""
    stamp = CACHE / "sources.sha256"
    wheels = sorted(CACHE.glob("*.whl"))
    fingerprint = _fingerprint()
    if len(wheels) == 1 and stamp.is_file() and stamp.read_text() == fingerprint:
        return wheels[0]
    shutil.rmtree(CACHE, ignore_errors=True)
    CACHE.mkdir(parents=True)
    subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", str(CACHE), str(ROOT)],
        check=True,
        capture_output=True,
    )
    shutil.rmtree(ROOT / "build", ignore_errors=True)
    (wheel,) = CACHE.glob("*.whl")
    stamp.write_text(fingerprint)
    return wheel


def build_lexicon() -> bytes:
    """The lexicon file for the current sources (calc.lexicon_build), built once per change of
    ``calc/`` (the wheel's fingerprint) or of this hook."""
    # Imported here, not with this hook: mkdocs imports ``calc`` afresh before each build
    # (tools/import_path.py), and a class of the last build's calc.declare would not
    # recognise the fields of this one's.
    from calc.lexicon_build import build, dumps

    path = LEXICON_CACHE / f"{sha256_of((_fingerprint() + sha256_of(Path(__file__).read_bytes())).encode())}.json"
    if not path.is_file():
        shutil.rmtree(LEXICON_CACHE, ignore_errors=True)
        LEXICON_CACHE.mkdir(parents=True)
        path.write_text(dumps(build()), encoding="utf-8")
    return path.read_bytes()


def form_pages(docs: Path = DOCS) -> dict[str, str]:
    """Each calculator's passage page, as a URL path from the site's root: where its form is
    read in its text (macros.passages)."""
    return {name: url_of(passage.page) for name, passage in sorted(scan(docs).calculators.items())}


def pyodide_version() -> str:
    return json.loads((PYODIDE / "package.json").read_text())["version"]


def _copy_runtime(assets: Path, source: Path) -> str:
    """Copy the runtime into assets/pyodide/<version>/; returns that folder, relative to assets/."""
    missing = [name for name in RUNTIME if not (source / name).is_file()]
    if missing:
        raise SystemExit(f"Pyodide runtime missing ({', '.join(missing)}): run `make site` (it runs npm ci)")
    folder = f"pyodide/{pyodide_version()}/"
    shutil.rmtree(assets / "pyodide", ignore_errors=True)
    (assets / folder).mkdir(parents=True)
    for name in RUNTIME:
        shutil.copy2(source / name, assets / folder / name)
    return folder


def _content_named(assets: Path, stem: str, data: bytes) -> str:
    """Write ``data`` as engine/<stem>-<sha256>.<suffix>; returns that path, relative to assets/."""
    name, _, suffix = stem.partition(".")
    path = f"engine/{name}-{sha256_of(data)[:16]}.{suffix}"
    (assets / path).write_bytes(data)
    return path


def install_engine(site: Path, wheel: Path, runtime_source: Path = PYODIDE, snapshot: Path | None = None, shipped_bytes: bytes | None = None) -> dict:
    """Write the runtime (from ``runtime_source``), ``wheel``, its memory ``snapshot`` (built
    for it when not given) in the shipped form (tools/snapshot.py), or exactly
    ``shipped_bytes`` (tests: damaged snapshots), the lexicon file and the engine manifest into
    ``site``, and stamp every page with the manifest's id; returns the manifest, ``id``
    included."""
    assets = site / "assets"
    engine = assets / "engine"
    shutil.rmtree(engine, ignore_errors=True)
    engine.mkdir(parents=True)
    runtime = _copy_runtime(assets, runtime_source)
    wheel_path = _content_named(assets, "calc.whl", wheel.read_bytes())
    ship = shipped_bytes if shipped_bytes is not None else shipped(snapshot or build_snapshot(wheel), (runtime_source / "pyodide.asm.wasm").read_bytes())
    snapshot_path = _content_named(assets, "snapshot.bin", ship)
    lexicon_path = _content_named(assets, "lexicon.json", build_lexicon())
    paths = [runtime + name for name in RUNTIME] + [wheel_path, snapshot_path, lexicon_path]
    files = {}
    for path in paths:
        content = (assets / path).read_bytes()
        files[path] = {"sha256": sha256_of(content), "bytes": len(content)}
    manifest = {
        "pyodide": pyodide_version(),
        "runtime": runtime,
        "wheel": wheel_path,
        "snapshot": snapshot_path,
        "lexicon": lexicon_path,
        "forms": form_pages(),
        "files": files,
    }
    body = json.dumps(manifest, indent=1, sort_keys=True).encode()
    engine_id = sha256_of(body)[:16]
    (engine / f"{engine_id}.json").write_bytes(body)
    stamp_pages(site, engine_id)
    return {**manifest, "id": engine_id}


def _early_start(site: Path, page: Path) -> bytes:
    """The inline script that starts a page's engine from its head (macros/engine_start.js):
    it runs as soon as the parser reaches it, without waiting for the style sheets or the
    page's modules."""
    up = "../" * (len(page.relative_to(site).parts) - 1)
    return early_start(f"{up}assets/js/calc-worker.js").encode()


def stamp_pages(site: Path, engine_id: str) -> None:
    """Name the engine build in every page's head (replacing an older stamp), and start the
    engine from the head of every page with a calculator."""
    meta = f'<meta name="pugna-engine" content="{engine_id}">'.encode()
    for page in site.rglob("*.html"):
        html = page.read_bytes()
        stamped = META.sub(meta, html, count=1) if META.search(html) else html.replace(b"<head>", b"<head>" + meta, 1)
        early = _early_start(site, page)
        engine_page = (b"<form" in stamped and b" data-calc=" in stamped) or b" data-screen-app" in stamped  # the table screen: calculators
        if engine_page and early not in stamped[: stamped.find(b"</head>")]:
            # After the page's Content-Security-Policy (tools/csp.py puts it right after the
            # charset, and it governs only what follows it), or where it will go.
            after = CSP.search(stamped) or CHARSET.search(stamped) or META.search(stamped)
            stamped = stamped[: after.end()] + early + stamped[after.end():]
        if stamped != html:
            page.write_bytes(stamped)


def on_post_build(config, **kwargs) -> None:
    install_engine(Path(config["site_dir"]), build_wheel())
