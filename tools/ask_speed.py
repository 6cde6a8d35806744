"""How fast ``calc.ask`` answers, in CPython and in Pyodide (``python -m tools.ask_speed``; also
part of ``make bench``: ``ask_p95_ms`` …).

The questions are made from the declarations, as a player types them: for each calculator and
each language, its title, one of its choices and an integer field with a value in range, each
named by its label's first part, as players shorten them ("Parata scudo medio Classe armatura
4", not the label's notes in brackets or after a colon); each asked as typed so far at a third,
two thirds and all of it (the card on the page answers each keystroke). Figures:

- ``ask_build_ms``: reading every declared label into the lexicon's data (calc.lexicon_build),
  which the site's build does once and ships; ``ask_index_ms`` and ``ask_index_kb``: indexing
  that file (calc.lexicon.use), what an engine does once, and the memory it then holds
  (CPython, this process);
- ``ask_p50_ms``, ``ask_p95_ms``: ``calc.ask`` (five answers, each computed) in CPython;
  ``ask_card_p95_ms``: the best alone (``most=1``), what the search box's card asks for;
- ``ask_pyodide_index_ms``, ``ask_pyodide_index_kb``, ``ask_pyodide_p50_ms``,
  ``ask_pyodide_p95_ms``: the same in Pyodide (the site's runtime, in Node, the wheel and the
  lexicon file the site ships), timed inside Python;
- ``ask_card_pyodide_p95_ms``: the page's call for its card, ``calc.web.handle('{"ask": …,
  "most": 1}')`` with its card as JSON, timed from JavaScript as the worker calls it
  (tools/bench.py times it in the page's own worker too);
- the same p95s as CPU time (``…_cpu_p95_ms``): what an answer costs the processor, which a
  busy machine (other processes on its cores) does not inflate as it does elapsed time.
"""

from __future__ import annotations

import gc
import json
import random
import re
import statistics
import subprocess
import sys
import time
import tracemalloc

from calc import ask, calculators
from calc.i18n import LANGS
from calc.lexicon import use
from calc.lexicon_build import build, dumps
from tools.site_assets import ROOT, build_lexicon, build_wheel

__all__ = ["questions", "measure", "main"]

SEED = 35  # the number: the same questions every run


def questions() -> list[tuple[str, str]]:
    """(question, reader's language) pairs, from the declarations (module docstring)."""
    pick = random.Random(SEED)
    asked = []
    for c in calculators():
        for lang in LANGS:
            words = [_first_part(c.title.get(lang))]
            choices = [f for f in c.fields if f.kind == "choice"]
            if choices:
                f = pick.choice(choices)
                words.append(_first_part(pick.choice(f.options).label.get(lang)))
            integers = [f for f in c.fields if f.kind == "int"]
            if integers:
                f = pick.choice(integers)
                words += [_first_part(f.label.get(lang)), str(pick.randint(f.minimum, min(f.maximum, f.minimum + 40)))]
            text = " ".join(words)
            asked += [(text[: len(text) * k // 3], lang) for k in (1, 2, 3)]
    return asked


def _first_part(label: str) -> str:
    """A label up to its first bracket, colon or comma: "Parte piccola (testa, …)" is "Parte
    piccola", "D(A): attacker's Dexterity modifier" is "D(A)"."""
    return re.split(r"\s+\(|\s*[:,]", label, maxsplit=1)[0] or label


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _timed(asked: list[tuple[str, str]], most: int) -> tuple[list[float], list[float]]:
    """Each question's elapsed and CPU ms, asked for ``most`` answers."""
    times, cpu = [], []
    for text, lang in asked:
        start, used = time.perf_counter(), time.process_time()
        ask(text, lang, most)
        times.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - used) * 1000)
    return times, cpu


def _cpython(asked: list[tuple[str, str]]) -> dict[str, float]:
    start = time.perf_counter()
    text = dumps(build())
    built = (time.perf_counter() - start) * 1000
    gc.collect()
    tracemalloc.start()
    start = time.perf_counter()
    use(text)  # this process's lexicon: the file's, as the page's engine has it
    index = (time.perf_counter() - start) * 1000
    held = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    times, cpu = _timed(asked, 5)
    card, card_cpu = _timed(asked, 1)
    return {
        "ask_build_ms": built,
        "ask_index_ms": index,
        "ask_index_kb": held / 1000,
        "ask_p50_ms": statistics.median(times),
        "ask_p95_ms": _percentile(times, 0.95),
        "ask_cpu_p95_ms": _percentile(cpu, 0.95),
        "ask_card_p95_ms": _percentile(card, 0.95),
        "ask_card_cpu_p95_ms": _percentile(card_cpu, 0.95),
    }


def _pyodide(asked: list[tuple[str, str]]) -> dict[str, float]:
    lexicon_file = ROOT / ".cache" / "lexicon.json"
    lexicon_file.write_bytes(build_lexicon())
    out = subprocess.run(
        ["node", str(ROOT / "tools" / "ask_speed.mjs"), str(build_wheel()), str(lexicon_file)],
        input=json.dumps(asked),
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=1800,
        check=True,
    )
    timed = json.loads(out.stdout)
    return {
        "ask_pyodide_index_ms": timed["index_ms"],
        "ask_pyodide_index_kb": timed["index_kb"],
        "ask_pyodide_p50_ms": statistics.median(timed["ask_ms"]),
        "ask_pyodide_p95_ms": _percentile(timed["ask_ms"], 0.95),
        "ask_pyodide_cpu_p95_ms": _percentile(timed["ask_cpu_ms"], 0.95),
        "ask_card_pyodide_p95_ms": _percentile(timed["card_ms"], 0.95),
        "ask_card_pyodide_cpu_p95_ms": _percentile(timed["card_cpu_ms"], 0.95),
    }


def measure() -> dict[str, float]:
    asked = questions()
    return {"ask_questions": len(asked), **_cpython(asked), **_pyodide(asked)}


def main() -> int:
    figures = measure()
    width = max(map(len, figures))
    for key, value in figures.items():
        print(f"{key:<{width}}  {value:10.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
