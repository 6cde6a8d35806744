"""Serve the built site on loopback: ``python -m tools.serve [--port 8000] [--dir site]``.

A static server with the MIME types the engine needs (module JS, wasm) spelled out, so
it behaves the same on every machine. Tests start it on a free port with :func:`serving`.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import re
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Iterator

TYPES = {
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".wasm": "application/wasm",
    ".json": "application/json",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".webmanifest": "application/manifest+json",
}


SITE_URL = re.compile(rb"<loc>(https?://[^/<]+)/")


class Handler(SimpleHTTPRequestHandler):
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **TYPES}

    def do_GET(self) -> None:
        # mkdocs-material's instant navigation only follows links listed in sitemap.xml,
        # matched with the port: name the origin actually served, whatever the port.
        if self.path.split("?")[0] == "/sitemap.xml" and self.headers.get("Host"):
            self._sitemap()
        else:
            super().do_GET()

    def _sitemap(self) -> None:
        path = Path(self.directory) / "sitemap.xml"
        if not path.is_file():
            return super().do_GET()
        origin = f"http://{self.headers['Host']}".encode()
        body = SITE_URL.sub(lambda m: b"<loc>" + origin + b"/", path.read_bytes())
        self.send_response(200)
        self.send_header("Content-Type", "application/xml")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args) -> None:  # quiet: one line per request is noise here
        pass


@contextlib.contextmanager
def serving(directory: Path, port: int = 0) -> Iterator[str]:
    """Serve ``directory`` in a background thread; yields the base URL."""
    server = ThreadingHTTPServer(("127.0.0.1", port), functools.partial(Handler, directory=str(directory)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--dir", type=Path, default=Path("site"))
    args = parser.parse_args()
    server = ThreadingHTTPServer(("127.0.0.1", args.port), functools.partial(Handler, directory=str(args.dir)))
    print(f"Pugna at http://127.0.0.1:{args.port}/ (Ctrl-C to stop)", flush=True)
    with contextlib.suppress(KeyboardInterrupt):
        server.serve_forever()


if __name__ == "__main__":
    main()
