"""The local server (tools/serve.py), probed as an attacker and as an unlucky user would."""

from __future__ import annotations

import gzip
import http.client
import socket
import subprocess
import sys
import threading
import time
from contextlib import closing
from urllib.parse import urlsplit

import pytest

from tests.site import ROOT, built_site
from tools import serve
from tools.serve import serving


@pytest.fixture(scope="module")
def server():
    with serving(built_site()) as base:
        parts = urlsplit(base)
        yield parts.hostname, parts.port


def request(server, method: str, path: str, headers: dict | None = None) -> tuple[int, dict[str, str], bytes]:
    with closing(http.client.HTTPConnection(*server, timeout=30)) as conn:
        conn.request(method, path, headers=headers or {})
        response = conn.getresponse()
        return response.status, {k.lower(): v for k, v in response.getheaders()}, response.read()


def test_a_nul_byte_in_the_path_is_a_bad_request_not_a_dropped_connection(server):
    status, _, _ = request(server, "GET", "/%00")
    assert status == 400
    assert request(server, "GET", "/index.html")[0] == 200  # and the server keeps serving


@pytest.mark.parametrize("path", ["/sitemap.xml", "/index.html", "/assets/js/forms.js", "/missing.html"])
def test_head_and_get_agree(server, path):
    get_status, get_headers, body = request(server, "GET", path)
    head_status, head_headers, empty = request(server, "HEAD", path)
    assert (head_status, empty) == (get_status, b"")
    assert head_headers["content-length"] == get_headers["content-length"] == str(len(body))


def test_the_host_header_is_never_echoed(server):
    _, _, body = request(server, "GET", "/sitemap.xml", {"Host": "evil.example"})
    assert b"evil.example" not in body
    assert body == (built_site() / "sitemap.xml").read_bytes()


@pytest.mark.parametrize("path", ["/assets/", "/assets/js/", "/nothing-here.html", "/../../etc/passwd"])
def test_no_listing_and_missing_files_get_the_sites_404_page(server, path):
    status, headers, body = request(server, "GET", path)
    assert status == 404
    assert headers["content-type"].startswith("text/html")
    assert body == (built_site() / "404.html").read_bytes()


def test_a_directory_with_an_index_serves_it(server):
    assert request(server, "GET", "/000")[0] == 301
    status, _, body = request(server, "GET", "/000/")
    assert status == 200 and body == (built_site() / "000" / "index.html").read_bytes()


def test_text_and_wasm_are_gzipped_when_accepted_and_revalidated_by_etag(server):
    wasm = next(built_site().glob("assets/pyodide/*/pyodide.asm.wasm"))
    path = "/" + wasm.relative_to(built_site()).as_posix()
    status, headers, body = request(server, "GET", path, {"Accept-Encoding": "gzip, br"})
    assert status == 200 and headers["content-encoding"] == "gzip"
    assert gzip.decompress(body) == wasm.read_bytes() and len(body) < wasm.stat().st_size * 0.6
    assert headers["cache-control"] == "public, max-age=31536000, immutable"  # versioned path
    plain = request(server, "GET", "/index.html")
    assert "content-encoding" not in plain[1] and plain[1]["cache-control"] == "no-cache"
    again = request(server, "GET", "/index.html", {"If-None-Match": plain[1]["etag"]})
    assert again[0] == 304 and again[2] == b""


def test_idle_connections_are_closed_and_their_number_is_bounded(monkeypatch):
    monkeypatch.setattr(serve.Handler, "timeout", 0.5)
    before = threading.active_count()
    with serving(built_site()) as base:
        parts = urlsplit(base)
        idle = [socket.create_connection((parts.hostname, parts.port)) for _ in range(150)]
        time.sleep(0.2)  # let the server accept them
        assert threading.active_count() - before <= serve.MAX_CONNECTIONS + 2
        for sock in idle:
            sock.settimeout(30)
            assert sock.recv(1) == b""  # closed by the server, not held open
            sock.close()
        assert request((parts.hostname, parts.port), "GET", "/index.html")[0] == 200


def test_responses_are_not_held_back_by_nagles_algorithm(monkeypatch):
    # Headers and body are two writes: with Nagle's algorithm on, the body of each response on
    # a reused connection waited ~40 ms for the client's delayed ACK.
    seen = []
    handle = serve.Handler.handle

    def recording(self):
        seen.append(self.connection.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY))
        handle(self)

    monkeypatch.setattr(serve.Handler, "handle", recording)
    with serving(built_site()) as base:
        parts = urlsplit(base)
        assert request((parts.hostname, parts.port), "GET", "/index.html")[0] == 200
    assert seen and all(seen), seen


def test_a_busy_port_is_one_line_and_status_1():
    with serving(built_site()) as base:
        parts = urlsplit(base)
        run = subprocess.run(
            [sys.executable, "-m", "tools.serve", "--host", parts.hostname, "--port", str(parts.port)],
            cwd=ROOT, capture_output=True, text=True, timeout=60,
        )
    assert run.returncode == 1
    assert "Traceback" not in run.stderr and len(run.stderr.strip().splitlines()) == 1
    assert f"{parts.port}" in run.stderr and "in use" in run.stderr.lower()


@pytest.mark.parametrize("path", ["/index.html", "/002/index.html", "/assets/js/forms.js", "/assets/css/pugna.css", "/sitemap.xml"])
def test_a_gzipped_response_is_the_files_bytes_with_its_own_length_and_validator(server, path):
    file = built_site() / path.lstrip("/")
    status, headers, body = request(server, "GET", path, {"Accept-Encoding": "gzip, deflate, br"})
    assert status == 200 and headers["content-encoding"] == "gzip" and headers["vary"] == "Accept-Encoding"
    assert gzip.decompress(body) == file.read_bytes()
    assert headers["content-length"] == str(len(body)) and len(body) < file.stat().st_size
    plain_status, plain, raw = request(server, "GET", path)
    assert plain_status == 200 and raw == file.read_bytes() and "content-encoding" not in plain
    assert plain["vary"] == "Accept-Encoding" and plain["content-length"] == str(len(raw))
    assert plain["etag"] != headers["etag"]  # two representations, two validators
    head_status, head, empty = request(server, "HEAD", path, {"Accept-Encoding": "gzip"})
    assert (head_status, empty, head["content-length"], head["content-encoding"]) == (200, b"", str(len(body)), "gzip")


@pytest.mark.parametrize("accept, gzipped", [
    ("gzip", True), ("GZIP", True), ("br;q=1.0, gzip;q=0.5", True), ("*", True), ("x-gzip", True),
    ("gzip;q=0", False), ("identity", False), ("br", False), ("", False), ("*;q=0", False), ("gzip;q=abc", False),
])
def test_accept_encoding_is_read_with_its_q_values(server, accept, gzipped):
    assert serve.accepts_gzip(accept) is gzipped
    _, headers, body = request(server, "GET", "/index.html", {"Accept-Encoding": accept})
    assert ("content-encoding" in headers) is gzipped
    assert (gzip.decompress(body) if gzipped else body) == (built_site() / "index.html").read_bytes()


def test_revalidation_is_per_representation(server):
    _, packed, _ = request(server, "GET", "/index.html", {"Accept-Encoding": "gzip"})
    _, plain, _ = request(server, "GET", "/index.html")
    assert request(server, "GET", "/index.html", {"Accept-Encoding": "gzip", "If-None-Match": packed["etag"]})[0] == 304
    assert request(server, "GET", "/index.html", {"Accept-Encoding": "gzip", "If-None-Match": f'"x", W/{packed["etag"]}'})[0] == 304
    # A cached plain copy is not the gzipped one: the server sends the body again.
    status, headers, body = request(server, "GET", "/index.html", {"Accept-Encoding": "gzip", "If-None-Match": plain["etag"]})
    assert status == 200 and gzip.decompress(body) == (built_site() / "index.html").read_bytes()


def test_already_compressed_files_go_as_they_are(server):
    wheel = next(built_site().glob("assets/engine/*.whl"))
    status, headers, body = request(server, "GET", "/" + wheel.relative_to(built_site()).as_posix(), {"Accept-Encoding": "gzip"})
    assert status == 200 and "content-encoding" not in headers and body == wheel.read_bytes()
    assert headers["content-type"] == "application/zip"


def test_a_range_request_gets_the_whole_file_not_a_wrong_part(server):
    file = built_site() / "assets" / "js" / "forms.js"
    for accept in ("", "gzip"):
        status, headers, body = request(server, "GET", "/assets/js/forms.js", {"Range": "bytes=0-99", "Accept-Encoding": accept})
        assert status == 200 and "content-range" not in headers
        assert (gzip.decompress(body) if accept else body) == file.read_bytes()


def test_precompress_prepares_every_compressible_file(tmp_path):
    (tmp_path / "index.html").write_text("<p>" + "word " * 2000, encoding="utf-8")
    (tmp_path / "tiny.css").write_text("a{}", encoding="utf-8")
    (tmp_path / "photo.png").write_bytes(b"\x89PNG" + bytes(5000))
    assert serve.precompress(tmp_path) == 2
    with serving(tmp_path, port=0) as base:
        parts = urlsplit(base)
        where = (parts.hostname, parts.port)
        _, headers, body = request(where, "GET", "/index.html", {"Accept-Encoding": "gzip"})
        assert headers["content-encoding"] == "gzip" and gzip.decompress(body) == (tmp_path / "index.html").read_bytes()
        _, headers, body = request(where, "GET", "/tiny.css", {"Accept-Encoding": "gzip"})
        assert "content-encoding" not in headers and body == b"a{}"  # too small to be worth it
