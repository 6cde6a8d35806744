"""CLI: ``python -m calc list`` | ``python -m calc NAME key=value ...`` | ``python -m calc NAME --help``.

Results print as one JSON object on stdout (exit 0). Bad input prints one line on
stderr naming the field and what it allows (exit 2), never a traceback.
"""

from __future__ import annotations

import json
import sys

from .declare import Calculator
from .errors import InputError
from .registry import calculators, get

USAGE = "usage: python -m calc list | python -m calc NAME key=value ... | python -m calc NAME --help"


def _help(calculator: Calculator) -> str:
    lines = [f"{calculator.name}: {calculator.title.en} — {calculator.summary.en}", f"source: {calculator.source}"]
    for f in calculator.fields:
        default = "required" if f.default is None else f"default {json.dumps(f.default)}"
        lines.append(f"  {f.name}={f.kind}  {f.label.en}; {f.allowed}; {default}")
    lines.append("outputs: " + ", ".join(o.key for o in calculator.outputs))
    lines.extend(f"reading: {r.en}" for r in calculator.readings)
    return "\n".join(lines)


def _pairs(args: list[str]) -> dict[str, str]:
    inputs: dict[str, str] = {}
    for arg in args:
        key, sep, value = arg.partition("=")
        if not sep or not key:
            raise InputError(arg or "argument", "key=value pairs", reason="malformed argument")
        if key in inputs:
            raise InputError(key, "each field once", reason="repeated field")
        inputs[key] = value
    return inputs


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if not args or args[0] in ("-h", "--help"):
        print(USAGE)
        return 0 if args else 2
    if args[0] == "list":
        print("\n".join(c.name for c in calculators()))
        return 0
    try:
        calculator = get(args[0])
        if args[1:] in (["-h"], ["--help"]):
            print(_help(calculator))
            return 0
        result = calculator.run(_pairs(args[1:]))
    except InputError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    print(json.dumps(result, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
