"""CLI: ``python -m calc [--lang xx] list | schema [NAME] | ask QUESTION | NAME key=value ... | NAME --help``.

Results print as one JSON object on stdout (exit 0). Bad input prints one line on
stderr naming the field and what it allows, in the chosen language (exit 2), never a
traceback. Output is readable on any terminal encoding (non-ASCII escaped if needed).

``ask "parata maestro scudo medio CA 4" [--lang it]`` prints the best answer to a question
(:func:`calc.ask`): ``{"calculator", "inputs", "result", "error", "unused", "others"}``; a
number read outside its field's range is named on stderr as the form names it (exit 2).
"""

from __future__ import annotations

import json
import os
import sys

from .declare import Calculator, Side
from .errors import EACH_ONCE, REPEATED_FIELD, REQUIRED, InputError
from .i18n import LANGS, SOURCE_LANG, _
from .matching import read
from .question import Answer, ask
from .registry import calculators, get
from .schema import input_schema
from .web import form_error

USAGE = (
    "usage: python -m calc [--lang " + "|".join(LANGS) + "] list | schema [NAME] | ask QUESTION [--lang "
    + "|".join(LANGS) + "] | NAME key=value ... | NAME --help"
)
ASK_USAGE = "usage: python -m calc ask QUESTION [--lang " + "|".join(LANGS) + "]"
_ASK_HELP = _(
    "Answers a question in Italian, Spanish, Russian or English with the calculators that fit it: "
    "the best one with the inputs read from the question and its result, the words it did not "
    "read, and up to four others."
)
_A_QUESTION = _("a question, e.g. \"parata maestro scudo medio CA 4\"")
_UNKNOWN_OPTION = _("unknown option")
_REQUIRED = _("required")
_DEFAULT = _("default {value}")
_SOURCE = _("source")
_OUTPUTS = _("outputs")
_READING = _("reading")
_ERROR = _("error")
_MALFORMED_ARGUMENT = _("malformed argument")
_KEY_VALUE = _("key=value pairs")
# What a character fills a field with, in the words of the page's two pickers.
_FROM = {Side.SELF: _("from you: {trait} ({name})"), Side.OPPONENT: _("from the opponent: {trait} ({name})")}


def _help(c: Calculator, lang: str) -> str:
    lines = [f"{c.name}: {c.title.get(lang)} — {c.summary.get(lang)}", f"{_SOURCE.get(lang)}: {c.source}"]
    for f in c.fields:
        # A yes/no, or no option, in the reader's words, which the field also takes.
        if f.kind == "bool" or (f.kind == "options" and not f.default):
            value = f.shown(f.default, lang)
        else:
            value = ",".join(f.default) if f.kind == "options" else json.dumps(f.default)
        default = _REQUIRED.get(lang) if f.default is None else _DEFAULT.format(value=value).get(lang)
        line = f"  {f.name}={f.kind}  {f.label.get(lang)}; {f.allowed_in(lang)}; {default}"
        if f.applies is not None:
            line += f"; {f.applies.describe(c, lang)}"
        if f.trait is not None:
            line += "; " + _FROM[f.side].format(trait=f.trait.label, name=f.trait.name).get(lang)
        if f.guidance is not None:
            line += f" — {f.guidance.get(lang)}"
        lines.append(line)
    lines.append(f"{_OUTPUTS.get(lang)}: " + ", ".join(o.key for o in c.outputs))
    lines.extend(f"{_READING.get(lang)}: {r.get(lang)}" for r in c.readings)
    return "\n".join(lines)


def _pairs(args: list[str]) -> dict[str, str]:
    inputs: dict[str, str] = {}
    for arg in args:
        key, sep, value = arg.partition("=")
        if not sep or not key:
            raise InputError((arg or "argument")[:40], _KEY_VALUE, reason=_MALFORMED_ARGUMENT)
        if key in inputs:
            raise InputError(key[:40], EACH_ONCE, reason=REPEATED_FIELD)
        inputs[key] = value
    return inputs


def _encodable(stream, text: str) -> bool:
    try:
        text.encode(stream.encoding or "ascii")
    except (UnicodeEncodeError, LookupError):
        return False
    return True


def _lang(args: list[str]) -> tuple[str, list[str]]:
    if args[:1] == ["--lang"] and len(args) >= 2:
        return args[1], args[2:]
    if args and args[0].startswith("--lang="):
        return args[0].partition("=")[2], args[1:]
    return SOURCE_LANG, args


def _bad_lang(lang: str) -> int:
    print(f"error: --lang: allowed: one of {'|'.join(LANGS)} (got {lang[:20]!r})", file=sys.stderr)
    return 2


def _answer(answer: Answer, lang: str) -> dict:
    error = form_error(get(answer.calculator), answer.error, lang) if answer.error else None
    return {"calculator": answer.calculator, "inputs": answer.inputs, "result": answer.result, "error": error, "unused": list(answer.unused)}


def _ask(args: list[str], lang: str, ascii_only: bool) -> int:
    """``ask QUESTION [--lang xx]``: the question may be one quoted argument or several words;
    ``--lang`` may also follow it."""
    words: list[str] = []
    while args:
        arg = args.pop(0)
        if arg == "--lang" and args:
            lang = args.pop(0)
        elif arg.startswith("--lang="):
            lang = arg.partition("=")[2]
        elif arg.startswith("--"):
            raise InputError(arg[:40], _A_QUESTION, reason=_UNKNOWN_OPTION)
        else:
            words.append(arg)
    if lang not in LANGS:
        return _bad_lang(lang)
    question = " ".join(words)
    if not question.strip():
        raise InputError("ask", _A_QUESTION, reason=REQUIRED)
    answers = ask(question, lang)
    unread = [t.typed for t in read(question).tokens]  # with no answer, every word is unused
    best = _answer(answers[0], lang) if answers else {"calculator": None, "inputs": {}, "result": None, "error": None, "unused": unread}
    best["others"] = [_answer(a, lang) for a in answers[1:]]
    print(json.dumps(best, ensure_ascii=ascii_only))
    if best["error"]:
        # The value as the form names it; the answer above says which calculator read it.
        print(f"{_ERROR.get(lang)}: {best['error']['message']}", file=sys.stderr)
        return 2
    return 0


def main(argv: list[str] | None = None) -> int:
    for stream in (sys.stdout, sys.stderr):
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="backslashreplace")  # any terminal: escaped, never a crash
    lang, args = _lang(sys.argv[1:] if argv is None else argv)
    if lang not in LANGS:
        return _bad_lang(lang)
    if not args:
        print(USAGE, file=sys.stderr)
        return 2
    if args[0] in ("-h", "--help"):
        print(USAGE)
        return 0
    ascii_only = not _encodable(sys.stdout, "éж—")
    try:
        if args[0] == "list":
            print("\n".join(c.name for c in calculators()))
            return 0
        if args[0] == "ask":
            if args[1:] in (["-h"], ["--help"]):
                print(f"{ASK_USAGE}\n{_ASK_HELP.get(lang)}")
                return 0
            return _ask(args[1:], lang, ascii_only)
        if args[0] == "schema":
            if len(args) > 2:
                raise InputError("schema", _("one calculator name, or none for all"))
            chosen = [get(args[1])] if len(args) == 2 else list(calculators())
            schemas = {c.name: input_schema(c, lang) for c in chosen}
            print(json.dumps(schemas[chosen[0].name] if len(args) == 2 else schemas, ensure_ascii=ascii_only, indent=2))
            return 0
        calculator = get(args[0])
        if args[1:] in (["-h"], ["--help"]):
            print(_help(calculator, lang))
            return 0
        result = calculator.run(_pairs(args[1:]))
    except InputError as error:
        # The field as the user typed it; the rest in the chosen language.
        print(f"{_ERROR.get(lang)}: {error.line(lang)}", file=sys.stderr)
        return 2
    print(json.dumps(result, ensure_ascii=ascii_only))
    return 0


def run() -> int:
    """main(), with a reader that stops early (`calc schema | head -1`) not taken for an error:
    the rest of the output goes nowhere, as with any Unix tool, and no traceback is printed."""
    try:
        code = main()
        sys.stdout.flush()
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # the exit's own flush must not fail again
        code = 0
    return code


if __name__ == "__main__":
    sys.exit(run())
