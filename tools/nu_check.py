"""The W3C Nu HTML Checker on the built site: ``python -m tools.nu_check [page ...]``.

Runs the pinned npm ``vnu-jar`` (package.json) with Java 17 or later (Debian's
default-jre-headless, which ``make test`` installs) over the built files in ``site/``, every
page in one Java run: the checker cannot fetch the loopback server, and one start of Java is
most of its time. Prints each error with its page and line, and exits 1 if there is any.
Only errors count (not the checker's warnings and notes), less the checker's own limitations
in :data:`NOT_OURS`.
"""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

__all__ = ["VNU_JAR", "NOT_OURS", "Error", "check", "is_ours", "main"]

ROOT = Path(__file__).resolve().parents[1]
SITE = ROOT / "site"
VNU_JAR = ROOT / "node_modules" / "vnu-jar" / "build" / "dist" / "vnu.jar"

# Errors the checker reports in valid HTML, each as its exact message and a piece of the
# markup it names: a page with the same message about other markup still fails.
NOT_OURS = (
    # overrides/main.html: `<link rel="expect" href="#__config" blocking="render">`. HTML allows
    # blocking="render" on a link whose rel is "expect"; the checker (26.9.27) knows only stylesheets.
    ("A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.", 'rel="expect"'),
)


@dataclass(frozen=True)
class Error:
    """One error: the page (relative to the folder checked), its line, the checker's message
    and the markup it quotes."""

    page: str
    line: int
    message: str
    extract: str

    def __str__(self) -> str:
        return f"{self.page}:{self.line}: {self.message}\n    {' '.join(self.extract.split())}"


def is_ours(error: Error) -> bool:
    return not any(error.message == message and markup in error.extract for message, markup in NOT_OURS)


def check(pages: list[Path], root: Path = SITE) -> list[Error]:
    """The errors in ``pages`` (files under ``root``), page by page."""
    if not VNU_JAR.is_file():
        raise FileNotFoundError(f"{VNU_JAR} is missing: run `npm ci` (vnu-jar is pinned in package.json)")
    run = subprocess.run(
        ["java", "-jar", str(VNU_JAR), "--format", "json", "--stdout", "--errors-only", "--exit-zero-always",
         "--no-langdetect", *map(str, pages)],
        capture_output=True, text=True, check=True,
    )
    errors = [
        Error(
            page=Path(m["url"].removeprefix("file:")).relative_to(root.resolve()).as_posix(),
            line=m.get("lastLine", 0),
            message=m["message"],
            extract=m.get("extract", ""),
        )
        for m in json.loads(run.stdout)["messages"]
        if m["type"] in ("error", "non-document-error")
    ]
    return [e for e in errors if is_ours(e)]


def main(argv: list[str] | None = None) -> int:
    names = (sys.argv[1:] if argv is None else argv) or None
    pages = [SITE / name for name in names] if names else sorted(p for p in SITE.rglob("*.html") if "pagefind" not in p.parts)
    errors = check(pages)
    for error in errors:
        print(error)
    print(f"{len(errors)} errors in {len({e.page for e in errors})} of {len(pages)} pages")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
