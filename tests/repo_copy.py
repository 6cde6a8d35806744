"""A copy of the repository to change as a game master would, and build (slow tests only).

The copy holds the files git knows (tracked and new, not ignored), with links to the
checkout's ``.venv`` and ``node_modules``; its builds and commands run in it, in a process
of their own, so nothing of this checkout's imports leaks in.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from html import unescape
from pathlib import Path

from tests.site import ROOT
from tools.texts import normalise

__all__ = ["RepoCopy"]


@dataclass
class RepoCopy:
    root: Path

    @classmethod
    def make(cls, where: Path) -> "RepoCopy":
        listed = subprocess.run(
            ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=ROOT, capture_output=True, check=True
        ).stdout.decode().split("\0")
        for name in filter(None, listed):
            source = ROOT / name
            if source.is_file() and not source.is_symlink():
                (where / name).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(source, where / name)
        for link in (".venv", "node_modules"):
            (where / link).symlink_to((ROOT / link).resolve())
        return cls(where)

    def replace(self, path: str, old: str, new: str) -> None:
        """Change one passage of a file, which must hold it exactly once."""
        file = self.root / path
        content = file.read_text(encoding="utf-8")
        assert content.count(old) == 1, (path, old)
        file.write_text(content.replace(old, new), encoding="utf-8")

    def run(self, *argv: str) -> subprocess.CompletedProcess:
        env = dict(os.environ, NO_MKDOCS_2_WARNING="1", PYTHONDONTWRITEBYTECODE="1", SITE_URL="http://127.0.0.1:8000/")
        return subprocess.run([sys.executable, *argv], cwd=self.root, capture_output=True, text=True, env=env)

    def build(self) -> subprocess.CompletedProcess:
        """``make site``'s build, into the copy's site/."""
        return self.run("-m", "mkdocs", "build", "--strict", "--quiet", "--site-dir", "site")

    def python(self, code: str):
        """Run ``code`` in the copy (its calc), which prints one JSON value; return it."""
        done = self.run("-c", code)
        assert done.returncode == 0, done.stderr
        return json.loads(done.stdout)

    def page_text(self, path: str) -> str:
        """All the words of a built page, forms and tables too, whitespace-normalised."""
        page = (self.root / "site" / path).read_text(encoding="utf-8")
        return normalise(unescape(re.sub(r"<[^>]+>", " ", page)))
