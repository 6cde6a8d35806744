"""Serve the built site: ``python -m tools.serve [--host 127.0.0.1] [--port 8000] [--dir site]``.

Python's static file server with what a good static host adds, and none of what it should
not do:

- gzip for text, JSON and WebAssembly when the request's ``Accept-Encoding`` allows it
  (q-values honoured), with ``Vary: Accept-Encoding`` and an ``ETag`` of its own; each
  version of a file is compressed once and kept in memory (:func:`precompress` does a
  whole site up front, as ``main`` does in the background). Files that are already
  compressed (the wheel, zips, Pagefind's chunks, images) go as they are;
- ``Cache-Control``: files whose names carry their version (the Pyodide runtime under its
  version, the content-addressed engine files) are immutable; everything else is
  revalidated against its ``ETag`` on every use, so a rebuild is seen at once;
- ``404.html`` with status 404 for anything missing, never a directory listing; status 400
  for a path the file system cannot hold (a NUL byte);
- idle connections are closed after 10 s, and at most 64 are served at once;
- no Nagle's algorithm: a response's body is not held back waiting for the client's ACK;
- a busy port is one line on stderr and exit status 1, not a traceback.

Nothing it sends depends on the request's ``Host`` header. Tests, the bench and ``make pdf``
start it with :func:`serving`.
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import functools
import gzip
import hashlib
import io
import posixpath
import random
import re
import sys
import threading
from email.utils import formatdate
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Iterator
from urllib.parse import unquote, urlsplit

__all__ = ["Handler", "Server", "serving", "site_port", "precompress", "accepts_gzip", "main"]

TYPES = {
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".wasm": "application/wasm",
    ".json": "application/json",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".gz": "application/gzip",
    ".webmanifest": "application/manifest+json",
    ".xml": "application/xml",
    ".svg": "image/svg+xml",
}
COMPRESSIBLE = {".html", ".css", ".js", ".mjs", ".json", ".xml", ".svg", ".txt", ".map", ".wasm", ".webmanifest"}
# Named by content or by the pinned Pyodide version: a URL here never changes its bytes.
IMMUTABLE = re.compile(r"^/(?:.*/)?assets/(?:pyodide/[^/]+/|engine/)")
IDLE_SECONDS = 10
MAX_CONNECTIONS = 64


@functools.lru_cache(maxsize=1024)
def _prepared(path: str, mtime_ns: int, size: int) -> tuple[bytes, bytes | None, str]:
    """(raw bytes, gzip bytes or None, ETag of the raw bytes) of one version of a file; cached by version."""
    raw = Path(path).read_bytes()
    packed = None
    if Path(path).suffix in COMPRESSIBLE and size > 1024:
        packed = gzip.compress(raw, compresslevel=6, mtime=0)
        if len(packed) >= len(raw) * 0.95:
            packed = None  # not worth a Content-Encoding
    return raw, packed, '"' + hashlib.sha256(raw).hexdigest()[:32] + '"'


def _prepare(target: Path) -> tuple[bytes, bytes | None, str]:
    stat = target.stat()
    return _prepared(str(target), stat.st_mtime_ns, stat.st_size)


def precompress(directory: Path) -> int:
    """Read and compress every file of ``directory`` the server would compress; the number done."""
    done = 0
    for path in sorted(Path(directory).rglob("*")):
        if path.suffix in COMPRESSIBLE and path.is_file():
            _prepare(path)
            done += 1
    return done


def accepts_gzip(header: str | None) -> bool:
    """Whether an ``Accept-Encoding`` value allows gzip: listed (or ``*``) with a q-value above 0."""
    quality: dict[str, float] = {}
    for part in (header or "").split(","):
        name, _, params = part.strip().partition(";")
        q = 1.0
        for param in params.split(";"):
            key, _, value = param.strip().partition("=")
            if key.strip().lower() == "q":
                try:
                    q = float(value)
                except ValueError:
                    q = 0.0
        if name.strip():
            quality[name.strip().lower()] = q
    return quality.get("gzip", quality.get("x-gzip", quality.get("*", 0.0))) > 0


def _matches(header: str | None, etag: str) -> bool:
    """Whether ``If-None-Match`` names ``etag`` (weak comparison, as RFC 9110 asks for it)."""
    if not header:
        return False
    tags = [tag.strip().removeprefix("W/") for tag in header.split(",")]
    return "*" in tags or etag in tags


class Handler(SimpleHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive: a page's ~20 requests share connections
    # Headers and body go out in two writes: with Nagle's algorithm the body waited for the
    # client's delayed ACK of the headers, 40 ms per response on a reused connection.
    disable_nagle_algorithm = True
    timeout = IDLE_SECONDS
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **TYPES}

    def send_head(self):
        """Headers for GET and HEAD alike; returns the body to copy for GET."""
        target = self._target()
        if target is None:
            return None
        stat = target.stat()
        raw, packed, etag = _prepare(target)
        gzip_ok = packed is not None and accepts_gzip(self.headers.get("Accept-Encoding"))
        body = packed if gzip_ok else raw
        if gzip_ok:  # another representation, another validator
            etag = etag[:-1] + '-gzip"'
        fresh = _matches(self.headers.get("If-None-Match"), etag)
        immutable = IMMUTABLE.match(urlsplit(self.path).path)
        self.send_response(HTTPStatus.NOT_MODIFIED if fresh else HTTPStatus.OK)
        self.send_header("Content-Type", self.guess_type(str(target)))
        self.send_header("ETag", etag)
        self.send_header("Last-Modified", formatdate(stat.st_mtime, usegmt=True))
        self.send_header("Cache-Control", "public, max-age=31536000, immutable" if immutable else "no-cache")
        if packed is not None:
            self.send_header("Vary", "Accept-Encoding")
        if fresh:
            self.send_header("Content-Length", "0")
            self.end_headers()
            return None
        if gzip_ok:
            self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)

    def _target(self) -> Path | None:
        """The file the request names, or None once an error response went out."""
        path = unquote(urlsplit(self.path).path)
        if "\0" in path or not path.startswith("/"):
            self.send_error(HTTPStatus.BAD_REQUEST, "malformed path")
            return None
        root = Path(self.directory).resolve()
        relative = posixpath.normpath(path).lstrip("/")
        target = (root / relative).resolve() if relative not in ("", ".") else root
        if not target.is_relative_to(root):
            self.send_error(HTTPStatus.NOT_FOUND)
            return None
        if target.is_dir():
            if not path.endswith("/"):  # as static hosts do: "000" -> "000/"
                self.send_response(HTTPStatus.MOVED_PERMANENTLY)
                self.send_header("Location", urlsplit(self.path).path + "/")
                self.send_header("Content-Length", "0")
                self.end_headers()
                return None
            target = target / "index.html"  # never a listing
        if not target.is_file():
            self.send_error(HTTPStatus.NOT_FOUND)
            return None
        return target

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        page = Path(self.directory) / "404.html"
        if code != HTTPStatus.NOT_FOUND or not page.is_file():
            return super().send_error(code, message, explain)
        body = page.read_bytes()
        self.send_response(code)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def log_message(self, format: str, *args) -> None:  # quiet: one line per request is noise here
        pass


class Server(ThreadingHTTPServer):
    """A threading server that serves at most ``MAX_CONNECTIONS`` connections at once."""

    daemon_threads = True
    handler = Handler

    def __init__(self, address: tuple[str, int], directory: Path) -> None:
        self._slots = threading.BoundedSemaphore(MAX_CONNECTIONS)
        super().__init__(address, functools.partial(self.handler, directory=str(directory)))

    def process_request(self, request, client_address) -> None:
        if not self._slots.acquire(blocking=False):
            self.shutdown_request(request)  # full: drop the newcomer rather than grow without bound
            return
        super().process_request(request, client_address)

    def process_request_thread(self, request, client_address) -> None:
        try:
            super().process_request_thread(request, client_address)
        finally:
            self._slots.release()

    def handle_error(self, request, client_address) -> None:
        # A client that goes away mid-response is routine, not worth a traceback.
        if not isinstance(sys.exc_info()[1], (ConnectionError, TimeoutError)):
            super().handle_error(request, client_address)


def site_port(directory: Path) -> int:
    """The port the site was built for (its sitemap's origin), 8000 by default."""
    sitemap = Path(directory) / "sitemap.xml"
    if sitemap.is_file():
        match = re.search(r"<loc>\s*https?://[^/<]+:(\d+)", sitemap.read_text(encoding="utf-8"))
        if match:
            return int(match.group(1))
    return 8000


def _bind_loopback(directory: Path, port: int, handler_server=Server) -> Server:
    """A server on a free loopback address (127.x.y.z) at ``port``.

    The sitemap and the canonical links name the port the site was built for. Serving on
    that port of another loopback address keeps them true without rewriting them, and lets
    several test sessions run at once on one machine."""
    rng = random.Random()
    for _ in range(50):
        host = f"127.{rng.randrange(1, 255)}.{rng.randrange(1, 255)}.{rng.randrange(1, 255)}"
        try:
            return handler_server((host, port), directory)
        except OSError as error:
            if error.errno != errno.EADDRINUSE:
                raise
    raise OSError(errno.EADDRINUSE, f"no free loopback address for port {port}")


@contextlib.contextmanager
def serving(directory: Path, port: int | None = None, server_class=Server) -> Iterator[str]:
    """Serve ``directory`` in a background thread on a loopback address; yields the base URL."""
    server = _bind_loopback(Path(directory), site_port(directory) if port is None else port, server_class)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        host, bound = server.server_address[:2]
        yield f"http://{host}:{bound}/"
    finally:
        server.shutdown()
        server.server_close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--dir", type=Path, default=Path("site"))
    args = parser.parse_args(argv)
    if not (args.dir / "index.html").is_file():
        print(f"error: no site in {args.dir}/: run `make site`", file=sys.stderr)
        return 1
    try:
        server = Server((args.host, args.port), args.dir)
    except OSError as error:
        print(f"error: cannot serve on {args.host}:{args.port}: {error.strerror} (stop the other server, or pass --port N)", file=sys.stderr)
        return 1
    # Compress the site in the background, so even the first visit gets it without waiting.
    threading.Thread(target=precompress, args=(args.dir,), daemon=True).start()
    print(f"Pugna at http://{args.host}:{args.port}/ (Ctrl-C to stop)", flush=True)
    with contextlib.suppress(KeyboardInterrupt):
        server.serve_forever()
    server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
