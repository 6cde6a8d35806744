"""Copies of the built site changed as a later build would change them, for the tests of
caching and engine failures: other rules in the wheel, a damaged runtime, a changed page."""

from __future__ import annotations

import gzip
import shutil
import zipfile
from pathlib import Path

from tests.site import built_site
from tools.offline import write_service_worker
from tools.serve import Handler, Server
from tools.site_assets import PYODIDE, RUNTIME, build_wheel, install_engine

__all__ = [
    "CachingServer",
    "MARKED_RULES",
    "FAILING_RULES",
    "copy_site",
    "patched_wheel",
    "rebuild",
    "damaged_runtime",
    "other_build_snapshot",
]

# Appended to calc/web.py in a copy of the wheel: the same engine with other rules.
MARKED_RULES = '''
_built_handle = handle
def handle(request, lang="en"):
    out = json.loads(_built_handle(request, lang))
    if out.get("ok"):
        out["display"] = {k: v + " (B)" for k, v in out["display"].items()}
    return json.dumps(out)
'''
# ... or an engine that raises on one input, as a bug in the rules would.
FAILING_RULES = '''
_built_handle = handle
def handle(request, lang="en"):
    if json.loads(request).get("inputs", {}).get("npc") == "13":
        raise RuntimeError("a bug in the rules")
    return _built_handle(request, lang)
'''


class CachingHandler(Handler):
    """As many static hosts do (GitHub Pages: ten minutes): every response cacheable."""

    def send_header(self, keyword: str, value: str) -> None:
        super().send_header(keyword, "max-age=600" if keyword == "Cache-Control" else value)


class CachingServer(Server):
    handler = CachingHandler


def copy_site(tmp: Path, name: str = "site") -> Path:
    copy = tmp / name
    shutil.copytree(built_site(), copy)
    return copy


def patched_wheel(tmp: Path, code: str) -> Path:
    """A copy of the site's wheel whose calc/web.py ends with ``code``."""
    source = build_wheel()
    out = tmp / "patched" / source.name
    out.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(source) as old, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as new:
        for item in old.infolist():
            data = old.read(item)
            if item.filename == "calc/web.py":
                data += code.encode()
            new.writestr(item, data)
    return out


def damaged_runtime(tmp: Path, name: str, content: bytes) -> Path:
    """A copy of the Pyodide runtime with file ``name`` replaced by ``content``."""
    folder = tmp / "runtime"
    folder.mkdir(parents=True, exist_ok=True)
    for each in RUNTIME:
        shutil.copy2(PYODIDE / each, folder / each)
    (folder / name).write_bytes(content)
    return folder


def other_build_snapshot(snapshot: Path, out: Path) -> Path:
    """``snapshot`` (gzipped) as another Pyodide build would have made it: its build id
    (words 4-11 of the header Pyodide writes) changed."""
    raw = bytearray(gzip.decompress(snapshot.read_bytes()))
    raw[16:48] = bytes(b ^ 0xFF for b in raw[16:48])
    out.write_bytes(gzip.compress(bytes(raw), compresslevel=1))
    return out


def rebuild(site: Path, wheel: Path | None = None, mark: str = "", runtime: Path = PYODIDE) -> str:
    """Turn ``site`` into a later build: its engine from ``wheel`` and ``runtime``, ``mark``
    added to every text page, a new service worker. Returns the new engine id."""
    if mark:
        for page in site.glob("00[0-4]/*.html"):
            html = page.read_text(encoding="utf-8")
            page.write_text(html.replace("</article>", f"<p>{mark}</p></article>", 1), encoding="utf-8")
    manifest = install_engine(site, wheel or build_wheel(), runtime)
    write_service_worker(site)
    return manifest["id"]
