"""mkdocs hook: make the site installable on a phone's home screen.

Writes ``manifest.webmanifest`` at the site root (every URL in it relative to it, so it
works under any subpath), its icons (192 and 512 px, and a 512 px maskable one, drawn
here: an orange square with a white d20 face), and links the manifest from every page.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import struct
import zlib
from pathlib import Path

__all__ = ["ICONS", "THEME", "draw_icon", "png", "manifest", "on_post_page", "on_post_build"]

THEME = (0xFF, 0x57, 0x22)  # mkdocs-material's "deep orange", the site's primary colour
WHITE = (0xFF, 0xFF, 0xFF)
# file -> (size in px, purpose, radius of the d20 face as a share of the size)
ICONS = {
    "assets/icons/icon-192.png": (192, "any", 0.44),
    "assets/icons/icon-512.png": (512, "any", 0.44),
    # Maskable: the launcher may crop to a circle of 40 % radius; keep the face inside it.
    "assets/icons/maskable-512.png": (512, "maskable", 0.34),
}
SUBSAMPLES = 4  # sub-scanlines per pixel row, for smooth edges


def png(width: int, height: int, rows: list[bytes]) -> bytes:
    """An 8-bit RGB PNG from raw rows."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    raw = b"".join(b"\0" + row for row in rows)
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def _coverage(size: int, polygon: list[tuple[float, float]]) -> list[list[float]]:
    """Share of each pixel inside a convex ``polygon``, by spans on sub-scanlines."""
    cover = [[0.0] * size for _ in range(size)]
    edges = list(zip(polygon, polygon[1:] + polygon[:1]))
    for sub in range(size * SUBSAMPLES):
        y = (sub + 0.5) / SUBSAMPLES
        xs = [x0 + (y - y0) * (x1 - x0) / (y1 - y0) for (x0, y0), (x1, y1) in edges if (y0 <= y < y1) or (y1 <= y < y0)]
        if len(xs) < 2:
            continue
        left, right = max(0.0, min(xs)), min(float(size), max(xs))
        row = cover[int(y)]
        for x in range(int(left), min(size, int(right) + 1)):
            row[x] += max(0.0, min(x + 1, right) - max(x, left)) / SUBSAMPLES
    return cover


def draw_icon(size: int, radius: float) -> bytes:
    """The icon as PNG bytes: a white hexagon (a d20 seen face-on) with an orange triangle."""
    c, r = size / 2, radius * size
    hexagon = [(c + r * dx, c + r * dy) for dx, dy in ((0, -1), (0.866, -0.5), (0.866, 0.5), (0, 1), (-0.866, 0.5), (-0.866, -0.5))]
    triangle = [(c, c - 0.62 * r), (c + 0.54 * r, c + 0.31 * r), (c - 0.54 * r, c + 0.31 * r)]
    face, inner = _coverage(size, hexagon), _coverage(size, triangle)
    rows = []
    for y in range(size):
        row = bytearray()
        for x in range(size):
            a, b = min(face[y][x], 1.0), min(inner[y][x], 1.0)
            for bg, fg in zip(THEME, WHITE):
                row.append(round((bg * (1 - a) + fg * a) * (1 - b) + bg * b))
        rows.append(bytes(row))
    return png(size, size, rows)


def manifest(config) -> dict:
    return {
        "name": f"{config['site_name']} — combat rules and calculators",
        "short_name": config["site_name"],
        "description": config.get("site_description") or "",
        "lang": "en",
        "start_url": "./index.html",
        "scope": "./",
        "display": "standalone",
        "theme_color": "#%02x%02x%02x" % THEME,
        "background_color": "#ffffff",
        "icons": [
            {"src": path, "sizes": f"{size}x{size}", "type": "image/png", "purpose": purpose}
            for path, (size, purpose, _) in ICONS.items()
        ],
    }


def on_post_page(output: str, page, config) -> str:
    root = "../" * page.url.count("/")  # use_directory_urls is off: "002/index.html" is one level down
    return output.replace("</head>", f'<link rel="manifest" href="{root}manifest.webmanifest"></head>', 1)


def on_post_build(config, **kwargs) -> None:
    site = Path(config["site_dir"])
    cache = Path(__file__).resolve().parents[1] / ".cache" / "icons"
    stamp = hashlib.sha256(Path(__file__).read_bytes()).hexdigest()  # redraw when this file changes
    if not (cache / "stamp").is_file() or (cache / "stamp").read_text() != stamp:
        shutil.rmtree(cache, ignore_errors=True)
        cache.mkdir(parents=True)
        for path, (size, _, radius) in ICONS.items():
            (cache / Path(path).name).write_bytes(draw_icon(size, radius))
        (cache / "stamp").write_text(stamp)
    for path in ICONS:
        (site / path).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(cache / Path(path).name, site / path)
    (site / "manifest.webmanifest").write_text(json.dumps(manifest(config), indent=1, ensure_ascii=False), encoding="utf-8")
