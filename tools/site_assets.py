"""mkdocs hook: put the calculator engine into the built site.

- the ``calc`` wheel, built with ``python -m build --wheel`` (pure Python: no
  ``pyodide build``, no cross-build environment), rebuilt only when ``calc/`` changed;
- the Pyodide runtime from the pinned npm package (``npm ci`` checks its integrity
  against package-lock.json), copied from node_modules, never from a CDN;
- ``assets/engine/engine.json`` naming the wheel and its hash, read by the worker.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CACHE = ROOT / ".cache" / "wheel"
PYODIDE = ROOT / "node_modules" / "pyodide"
# The runtime files a module worker loads (no micropip, no packages: calc needs only the stdlib).
RUNTIME = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")


def _sources() -> list[Path]:
    return [ROOT / "pyproject.toml", *sorted((ROOT / "calc").rglob("*.py"))]


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


def copy_runtime(target: Path) -> None:
    missing = [name for name in RUNTIME if not (PYODIDE / name).is_file()]
    if missing:
        raise SystemExit(f"Pyodide runtime missing ({', '.join(missing)}): run `make site` (it runs npm ci)")
    target.mkdir(parents=True, exist_ok=True)
    for name in RUNTIME:
        shutil.copy2(PYODIDE / name, target / name)


def on_post_build(config, **kwargs) -> None:
    site = Path(config["site_dir"])
    engine = site / "assets" / "engine"
    engine.mkdir(parents=True, exist_ok=True)
    wheel = build_wheel()
    shutil.copy2(wheel, engine / wheel.name)
    digest = hashlib.sha256(wheel.read_bytes()).hexdigest()
    version = json.loads((PYODIDE / "package.json").read_text())["version"]
    (engine / "engine.json").write_text(json.dumps({"wheel": wheel.name, "sha256": digest, "pyodide": version}))
    copy_runtime(site / "assets" / "pyodide")
