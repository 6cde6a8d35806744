"""Do the tables, notes and translations agree with the rule texts? The build asks.

The texts, ``calc/texts/NNN.txt``, are a group's house rules: a rule change starts there.
Everything ``calc`` takes from them is declared where it is kept (``calc/tables``: the
lines a table stands for, the numbers the text states, the notes that quote it) and
checked here against the text as it is now. Each disagreement names the file to change
and the key in it::

    calc/tables/parry_000.py: MELEE_SHIELD_REDUCTION[medium] is 2; 000 "LA PARATA NEL CORPO A CORPO" now says 3

As an mkdocs hook it logs each as an error: ``--strict`` then fails the build at its end,
listing them all, even with ``--quiet`` (which drops warnings); ``mkdocs serve`` shows them
and goes on serving. ``python -m tools.house_rules [NNN]`` (``make rule TEXT=NNN``) checks,
rebuilds the site and lists what still disagrees.
"""

from __future__ import annotations

import difflib
import importlib
import itertools
import pkgutil
import re
import subprocess
import sys
import time
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING

from mkdocs.exceptions import Abort
from mkdocs.plugins import get_plugin_logger

from macros.passages import TAG
from tools import catalogs, numerals, texts
from tools.completeness import check as completeness, page_text, shown_tables
from tools.texts import PassageNotFound, fresh, heading_line, normalise, table_lines

if TYPE_CHECKING:
    from calc.sources import Citation, Seed
    from calc.tables import Printed, Stated, Table

__all__ = ["Disagreement", "disagreements", "missing_lines", "main"]

ROOT = Path(__file__).resolve().parents[1]
log = get_plugin_logger("house_rules")


@dataclass(frozen=True, order=True)
class Disagreement:
    """What to change (``file``) and why, the message opening with the key in that file."""

    file: str
    message: str
    seed: str = ""  # the text it concerns, "" for a translation

    def __str__(self) -> str:
        return f"{self.file}: {self.message}"


def _modules(package: ModuleType) -> list[ModuleType]:
    """The package's modules, those of its packages too (a rule split into a package)."""
    found = pkgutil.walk_packages(package.__path__, f"{package.__name__}.")
    return [importlib.import_module(m.name) for m in found]


def _assigns(module: ModuleType, name: str) -> bool:
    return re.search(rf"^{name}\b\s*[:=]", Path(module.__file__).read_text(encoding="utf-8"), re.M) is not None


def _declared(modules: list[ModuleType], name: str) -> list[tuple[ModuleType, object]]:
    """Each value of ``name`` (``STATED``, ``TABLES``, a citation) once, with the module that
    assigns it (not one that imports it)."""
    owners: dict[int, ModuleType] = {}
    for module in modules:
        value = getattr(module, name, None)
        if value is not None and (id(value) not in owners or _assigns(module, name)):
            owners[id(value)] = module
    return [(module, getattr(module, name)) for module in owners.values()]


def _file(module: ModuleType) -> str:
    return Path(module.__file__).resolve().relative_to(ROOT).as_posix()


def _where(citation: Citation) -> str:
    return f'{citation.seed.number} "{citation.section}"'


def _after_heading(citation: Citation) -> str:
    return normalise("\n".join(texts.lines(citation.seed)[heading_line(citation) :]))


def _words(words: str) -> str:
    return r"\s+".join(map(re.escape, words.split()))


def _stated(module: ModuleType, stated: Stated) -> tuple[Disagreement | None, str]:
    """The disagreement, if any, and the words of the text it is about."""
    seed = stated.source.seed
    parts = [r".{0,80}?".join(_words(piece) for piece in part.split("…")) for part in stated.words.split("{}")]
    pattern = (r"\s*" + numerals.pattern(seed.lang) + r"\s*").join(parts)
    match = re.search(pattern, _after_heading(stated.source))
    if match is None:
        shown = stated.words.replace("{}", "…")
        message = f"{stated.key}: {_where(stated.source)} no longer says «{shown}» (change the words in STATED, or the text)"
        return Disagreement(_file(module), message, stated.source.seed.number), ""
    percent = "{}%" in stated.words and isinstance(stated.value, Fraction)  # an int holds points
    said = numerals.value(match.group(1), seed.lang) * (Fraction(1, 100) if percent else 1)
    if said == stated.value:
        return None, ""
    was, now = numerals.shown(stated.value, percent), numerals.shown(said, percent)
    message = f"{stated.key} is {was}; {_where(stated.source)} now says {now}"
    return Disagreement(_file(module), message, stated.source.seed.number), match.group(0).strip()


def _printed_lines(table: Table) -> set[str]:
    """Each line the table prints (caption, header, rows, notes), normalised."""
    rows = (" ".join(row) for row in table.rows)
    return {normalise(line) for line in (table.caption, " ".join(table.columns), *rows, *table.notes)}


def _rows(file: str, table: Table, explained: set[str]) -> list[Disagreement]:
    """Both ways: each text line is a line of the table, each row a line of the text (a row
    whose change a STATED number already names is not named twice)."""
    said = [normalise(texts.lines(table.source.seed)[i]) for i in table_lines(table)]
    said = [line for line in said if line]
    printed = _printed_lines(table)
    where, number = _where(table.source), table.source.seed.number
    found = []
    rows = {normalise(" ".join(row)): row for row in table.rows}
    for joined, row in rows.items():
        if joined in said:
            continue
        label = normalise(row[0])
        now = next((line for line in said if line.startswith(label + " ") and line not in printed), None)
        if now is not None and any(words in now for words in explained):
            continue
        if now is None:
            found.append(Disagreement(file, f"{table.name} row «{row[0]}»: {where} no longer has it (remove the row)", number))
        else:
            found.append(Disagreement(file, f"{table.name} row «{row[0]}» is «{joined}»; {where} now says «{now}»", number))
    for line in said:
        if line in printed or any(line.startswith(normalise(row[0]) + " ") for row in table.rows):
            continue
        found.append(Disagreement(file, f"{table.name} has no row for {where} line «{line}» (add it)", number))
    return found


def _cells(pieces: list[Printed]) -> str:
    """Which cells of the table ``pieces`` are: «row» column, or the header."""
    named = dict.fromkeys(f"«{p.row}» {p.column}".strip() if p.row else "header" for p in pieces)
    return ("row " if pieces[0].row else "") + ", ".join(named)


def _garbled(file: str, table: Table, explained: set[str]) -> list[Disagreement]:
    """A garbled table word by word, in the order the text prints it: each changed cell named
    by its row and column, each word the table lacks shown (a row a STATED number already
    names is not named twice)."""
    pieces = table.lines.garbled
    held = [(word, i) for i, piece in enumerate(pieces) for word in piece.words.split()]
    said = [(word, n) for n in table_lines(table) for word in texts.lines(table.source.seed)[n].split()]
    aligned = {}  # held word -> said word
    matcher = difflib.SequenceMatcher(None, [w for w, _ in held], [w for w, _ in said], autojunk=False)
    for a, b, size in matcher.get_matching_blocks():
        aligned.update(zip(range(a, a + size), range(b, b + size)))
    where, number = _where(table.source), table.source.seed.number
    found, covered = [], set()
    runs = [list(words) for _, words in itertools.groupby(range(len(held)), key=lambda k: held[k][1])]  # by piece
    changed = [words for words in runs if any(k not in aligned for k in words)]
    for group in _adjacent(changed):
        before = max((aligned[k] for k in aligned if k < group[0]), default=-1)
        after = min((aligned[k] for k in aligned if k > group[-1]), default=len(said))
        now = range(before + 1, after)
        covered |= set(now)
        lines = {normalise(texts.lines(table.source.seed)[said[j][1]]) for j in now}
        if any(words in line for words in explained for line in lines):
            continue
        was = " ".join(held[k][0] for k in group)
        cells = _cells([pieces[i] for i in dict.fromkeys(held[k][1] for k in group)])
        tail = f"now says «{' '.join(said[j][0] for j in now)}»" if now else "no longer has it (remove it)"
        found.append(Disagreement(file, f"{table.name} {cells} is «{was}»; {where} {tail}", number))
    matched = set(aligned.values())
    new = [j for j in range(len(said)) if j not in covered and j not in matched]
    for run in _adjacent([[j] for j in new]):
        added = " ".join(said[j][0] for j in run)
        found.append(Disagreement(file, f"{table.name} has no cell for {where} words «{added}» (add them)", number))
    return found


def _adjacent(groups: list[list[int]]) -> list[list[int]]:
    """Runs of consecutive indices, each run's groups joined."""
    runs: list[list[int]] = []
    for group in groups:
        if runs and runs[-1][-1] + 1 == group[0]:
            runs[-1] += group
        else:
            runs.append(list(group))
    return runs


def _closest_sentence(note: str, flat: str) -> str | None:
    sentences = re.split(r"(?<=[.:;])\s+", flat)
    close = difflib.get_close_matches(normalise(note), sentences, n=1, cutoff=0.6)
    return close[0] if close else None


def _notes(file: str, table: Table) -> list[Disagreement]:
    flat = normalise(texts.text(table.source.seed))
    found = []
    for i, note in enumerate(table.notes):
        if isinstance(note, fresh("calc.tables").Gloss) or normalise(note).casefold() in flat.casefold():
            continue
        now = _closest_sentence(note, flat)
        tail = f"; {table.source.seed.number} now says «{now}»" if now else f": {_where(table.source)} no longer has it"
        found.append(Disagreement(file, f"{table.name} note {i + 1} quotes «{note}»{tail}", table.source.seed.number))
    return found


def _tables(module: ModuleType, shown: set[str], explained: set[str]) -> list[Disagreement]:
    found = []
    file = _file(module)
    for table in getattr(module, "TABLES", ()):
        number = table.source.seed.number
        try:
            heading_line(table.source)
            if table.lines:
                if table.name not in shown:
                    found.append(Disagreement(file, f'{table.name} stands for lines of {number} but no page shows it (seed_table("{table.name}"))', number))
                found += (_rows if table.lines.verbatim else _garbled)(file, table, explained)
        except PassageNotFound as missing:
            found.append(Disagreement(file, f"{table.name}: {missing}", number))
        found += _notes(file, table)
    return found


def _citations(modules: list[ModuleType]) -> list[Disagreement]:
    """The modules' citations (``FLANKING_SOURCE``…) whose heading the text no longer has."""
    found = []
    citation_type = fresh("calc.sources").Citation
    for name in sorted({name for module in modules for name in getattr(module, "__all__", ())}):
        for module, citation in _declared(modules, name):
            if isinstance(citation, citation_type):
                try:
                    heading_line(citation)
                except PassageNotFound as missing:
                    found.append(Disagreement(_file(module), f"{name}: {missing}", citation.seed.number))
    return found


def _translations() -> list[Disagreement]:
    return [Disagreement(*problem.split(": ", 1)) for problem in catalogs.problems()]


def disagreements(only: Seed | None = None) -> list[Disagreement]:
    """Everything in calc that disagrees with the texts (one text's, with ``only``), and
    every message a catalog lacks. Needs no built site."""
    shown = shown_tables(ROOT / "docs")
    modules = _modules(fresh("calc.tables")) + _modules(fresh("calc.rules"))
    found: list[Disagreement] = []
    explained: set[str] = set()  # the words of the text around each changed STATED number
    for module, declared in _declared(modules, "STATED"):
        for stated in declared:
            try:
                disagreement, words = _stated(module, stated)
            except PassageNotFound as missing:
                disagreement, words = Disagreement(_file(module), f"{stated.key}: {missing}", stated.source.seed.number), ""
            found += [disagreement] if disagreement else []
            explained |= {words} if words else set()
    for module, _ in _declared(modules, "TABLES"):
        found += _tables(module, shown, explained)
    found += _citations(modules)
    found = [d for d in found if only is None or d.seed == only.number]
    return sorted(set(found)) + _translations()


def _page_saying(number: str, line: str) -> tuple[str, str] | None:
    """The page of text ``number`` with the Markdown line closest to ``line``, and that line."""
    wanted = normalise(line)
    best: tuple[float, str, str] | None = None
    for page in sorted((ROOT / "docs" / number).glob("*.md")):
        for source in page.read_text(encoding="utf-8").splitlines():
            plain = normalise(TAG.sub(r"\2", source))
            matcher = difflib.SequenceMatcher(None, wanted, plain)
            if matcher.real_quick_ratio() > 0.6 and matcher.quick_ratio() > 0.6:
                ratio = matcher.ratio()
                if ratio > 0.6 and (best is None or ratio > best[0]):
                    best = (ratio, page.relative_to(ROOT).as_posix(), source.strip())
    return best[1:] if best else None


def missing_lines(site_text: str, only: Seed | None = None) -> list[Disagreement]:
    """The texts' lines no page shows (``site_text``: the pages' text, normalised), each
    named with the page holding its closest line, which is likely its old wording."""
    shown = shown_tables(ROOT / "docs")
    found = []
    for seed in fresh("calc.sources").Seed:
        if only is not None and seed.number != only.number:
            continue
        for number, line in completeness(seed, site_text, shown).missing:
            closest = _page_saying(seed.number, line)
            if closest:
                page, old = closest
                found.append(Disagreement(page, f"{seed.number} line {number} «{line}» is on no page; this page says «{old}»", seed.number))
            else:
                found.append(Disagreement(f"docs/{seed.number}/", f"{seed.number} line {number} «{line}» is on no page (write it where its passage is)", seed.number))
    return found


# mkdocs hook: the checks before the pages, the texts' lines after them.
_pages: list[str] = []


def on_pre_build(config, **kwargs):
    _pages.clear()
    texts.text.cache_clear()  # mkdocs serve: the game master may have edited a text
    try:
        found = disagreements()
    except LookupError as missing:  # calc itself cannot load: a declaration lacks a key
        raise Abort(f"house_rules: {missing}") from missing
    for disagreement in found:
        log.error(str(disagreement))


def on_post_page(output, page, config, **kwargs):
    if page.file.src_uri != "print_page.md":  # the other pages again, in one
        _pages.append(page_text(output))
    return output


def on_post_build(config, **kwargs):
    for found in missing_lines(normalise(" ".join(_pages))):
        log.error(str(found))


def _build() -> tuple[int, list[str], str]:
    """Build site/ as ``make site`` does: exit code, the disagreements it logged, its stderr."""
    build = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--quiet", "--site-dir", "site"],
        cwd=ROOT, capture_output=True, text=True,
    )
    output = build.stdout + build.stderr  # an Abort prints on stdout
    said = [line.split("house_rules: ", 1)[1] for line in output.splitlines() if "house_rules: " in line]
    return build.returncode, said, output


def main(argv: list[str]) -> int:
    """``make rule TEXT=NNN``: that text's checks and the catalogs' first (a second), then
    the build, which checks every text and their lines on the pages; lists what disagrees."""
    seeds = fresh("calc.sources").Seed
    only = next((s for s in seeds if argv and s.number == argv[0]), None)
    if argv and only is None:
        print(f"no text numbered {argv[0]!r}: one of {', '.join(s.number for s in seeds)}", file=sys.stderr)
        return 2
    started = time.monotonic()
    first = [str(d) for d in disagreements(only)]
    print("\n".join(first + [f"({len(first)} found in {time.monotonic() - started:.0f} s; rebuilding site/ for the rest)"]))
    code, said, output = _build()
    later = [line for line in said if line not in first]
    if code and not said:
        print(output.strip())  # the build failed for another reason: its own words
    if later:
        print("\n".join(later))
    elapsed = time.monotonic() - started
    if code:
        (ROOT / "site" / "index.html").unlink(missing_ok=True)  # half written: `make site` must build again
    if code == 0:
        print(f"{'the texts' if only is None else only.number}: everything agrees; site/ rebuilt ({elapsed:.0f} s)")
        return 0
    print(f"{len(first) + len(later)} to change before the site builds ({elapsed:.0f} s)")
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
