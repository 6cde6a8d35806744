"""How fast ``calc.ask`` answers, in CPython and in Pyodide (``python -m tools.ask_speed``; also
part of ``make bench``: ``ask_p95_ms`` …).

The questions are made from the declarations, as a player types them: for each calculator and
each language, its title, one of its choices and an integer field with a value in range, each
named by its label's first part, as players shorten them ("Parata scudo medio Classe armatura
4", not the label's notes in brackets or after a colon); each asked as typed so far at a third,
two thirds and all of it (the card on the page answers each keystroke). Figures:

- ``ask_index_ms``: building the lexicon, once per engine (CPython);
- ``ask_p50_ms``, ``ask_p95_ms``: ``calc.ask`` in CPython (this process);
- ``ask_pyodide_index_ms``, ``ask_pyodide_p50_ms``, ``ask_pyodide_p95_ms``: the same in
  Pyodide (the site's runtime, in Node, the wheel the site ships), timed inside Python;
- ``ask_card_pyodide_p95_ms``: the page's call, ``calc.web.handle('{"ask": …}')`` with its
  cards as JSON, timed from JavaScript as the worker calls it;
- the same p95s as CPU time (``…_cpu_p95_ms``): what an answer costs the processor, which a
  busy machine (other processes on its cores) does not inflate as it does elapsed time.
"""

from __future__ import annotations

import json
import random
import re
import statistics
import subprocess
import sys
import time

from calc import ask, calculators
from calc.i18n import LANGS
from calc.lexicon import lexicon
from tools.site_assets import ROOT, build_wheel

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


def _cpython(asked: list[tuple[str, str]]) -> dict[str, float]:
    start = time.perf_counter()
    lexicon()
    index = (time.perf_counter() - start) * 1000
    times, cpu = [], []
    for text, lang in asked:
        start, used = time.perf_counter(), time.process_time()
        ask(text, lang)
        times.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - used) * 1000)
    return {
        "ask_index_ms": index,
        "ask_p50_ms": statistics.median(times),
        "ask_p95_ms": _percentile(times, 0.95),
        "ask_cpu_p95_ms": _percentile(cpu, 0.95),
    }


def _pyodide(asked: list[tuple[str, str]]) -> dict[str, float]:
    out = subprocess.run(
        ["node", str(ROOT / "tools" / "ask_speed.mjs"), str(build_wheel())],
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
