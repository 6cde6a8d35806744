"""The table screen's state: characters, screens of panels and their log, as one versioned JSON
document, read through one validator whatever brought it (an imported file, a shared link, the
browser's own storage), and the fill of a form from the characters chosen for it.

The document, version 1 (every key below is written out; those marked ``?`` may be left out
of a document a person writes, and take the value shown)::

    {
      "format": "pugna-screen",
      "version": 1,
      "characters": [                                   ? []
        {"id": "aldo",                                  1-32 letters, digits, - or _; unique
         "name": "Aldo",                                plain text
         "text": "000",                                 the rule text it plays by
         "traits": {"thac0": 15, "strength": 17}}       ? {}  any traits of that text
      ],
      "screens": [                                      ? []
        {"name": "The ford",
         "you": "aldo", "opponent": "orc",              ? null  the screen's picks: a character's id
         "panels": [                                    ? []
           {"calculator": "tackle_000",
            "you": null, "opponent": "troll",           ? null  the panel's own pick; null: the screen's
            "inputs": {"four_legs": true},              ? {}  the panel's own values
            "collapsed": false},                        ? false
           {"passage": "000/colpo-mirato.html#colpo-mirato", "collapsed": false},
           {"table": "tohit_002", "collapsed": false}
         ],
         "log": [                                       ? []
           {"calculator": "tackle_000",
            "you": "Aldo", "opponent": "Orc",           ? ""  names as they were
            "inputs": {"best_thac0": 15, "seed": 7},    what it computed with
            "time": 1765100000000}                      ? null  when, in ms since 1970 (UTC)
         ]}
      ],
      "active": 0                                       ? 0  the screen shown
    }

A panel holds a calculator, a passage of the site (a page and the id of a heading, a glossary
concept among them) or a seed table. A calculator panel's characters are its own picks, else
the screen's; its ``inputs`` override the characters' values for that form only. A log entry
stands on its own (names copied, its seed among the inputs, so it replays after a character is
gone).

:func:`read_document` never raises: it gives the clean document (every value parsed into its
declared domain, every key written, keys in a fixed order, so reading it again gives it back)
or the problems, each naming where (a JSON Pointer, and the same in the reader's words: the
character's name, the trait's label) and what is wrong, in the reader's language. A document
with any problem is refused whole, so nothing kept is lost to a bad import. Sizes are capped
before anything is parsed; names are plain text, refused if they carry markup or control
characters, and never interpreted.
"""

from __future__ import annotations

import functools
import json
import re
import unicodedata
from dataclasses import dataclass, replace
from typing import Any, Mapping

from .declare import Calculator, Field, Side
from .errors import EACH_ONCE, REPEATED_FIELD, REQUIRED, UNKNOWN_FIELD, InputError, short
from .i18n import Message, _
from .registry import calculators, get
from .sources import Seed
from .tables import tables
from .vocab import traits_of

__all__ = [
    "FORMAT",
    "VERSION",
    "MAX_DOCUMENT_CHARS",
    "MAX_CHARACTERS",
    "MAX_SCREENS",
    "MAX_PANELS",
    "MAX_LOG",
    "NAME_CHARS",
    "ID_CHARS",
    "MAX_PROBLEMS",
    "MAX_TIME",
    "ROLES",
    "PANEL_KINDS",
    "Problem",
    "Verdict",
    "Filled",
    "read_document",
    "check_document",
    "check_character",
    "trait_fields",
    "fill",
]

FORMAT = "pugna-screen"
VERSION = 1
# A full screen (12 screens of 24 panels and 100 log lines, 100 characters) is about 2 MB.
MAX_DOCUMENT_CHARS = 2_000_000
MAX_CHARACTERS = 100
MAX_SCREENS = 12
MAX_PANELS = 24
MAX_LOG = 100
NAME_CHARS = 80
ID_CHARS = 32
MAX_PROBLEMS = 20  # enough to see what is wrong; a wholly foreign file would list thousands
MAX_TIME = 253_402_300_799_999  # the last millisecond of the year 9999
PANEL_KINDS = ("calculator", "passage", "table")  # what a panel holds: exactly one of these keys
ROLES = {Side.SELF: "you", Side.OPPONENT: "opponent"}  # whose trait a field reads → the panel's pick

_ID = re.compile(rf"[A-Za-z0-9_-]{{1,{ID_CHARS}}}")
# A page of the site and one of its ids, as the site names them: lower-case folders and files,
# never a way out of the site (no "..", no scheme, no host).
_PASSAGE = re.compile(r"(?:[a-z0-9][a-z0-9_-]*/){0,3}[a-z0-9][a-z0-9_-]*\.html#[a-z0-9][a-z0-9_-]{0,99}")
# Characters that could pass for markup or reorder what a name shows: never in a name.
_BIDI = set("\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")

# Words the calculators' own errors use are asked for by the same English, so they share its
# translation ("allowed", "(got …)", "one of: …", "unknown calculator").
_LINE = _("{where}: {reason}{got}")
_LINE_ALLOWED = _("{where}: {reason}; allowed: {allowed}{got}")
_GOT = _(" (got {value})")
_SEPARATOR = " › "

_NOT_TEXT = _("not text")
_NOT_JSON = _("not JSON: the file or link is damaged, or is not a Pugna screen")
_TOO_LONG = _("too long")
_AT_MOST_CHARS = _("at most {limit} characters")
_NOT_A_SCREEN = _("not a Pugna screen")
_A_SCREEN = _('an object with "format": "pugna-screen"')
_NEWER = _("made by a newer Pugna")
_UNKNOWN_VERSION = _("unknown version")
_VERSION = _("version {version}")
_WRONG_KIND = _("wrong kind of value")
_A_LIST = _("a list")
_AN_OBJECT = _("an object")
_YES_OR_NO = _("yes or no")
_AN_INTEGER = _("an integer from {lo} to {hi}")
_UNKNOWN_KEY = _("unknown key")
_THE_KEYS = _("the keys: {keys}")
_TOO_MANY = _("too many")
_AT_MOST = _("at most {limit}")
_NOT_PLAIN = _("not plain text")
_A_NAME = _("plain text of 1 to {limit} characters, without <, > or control characters")
_A_LOG_NAME = _("plain text of at most {limit} characters, without <, > or control characters")
_BAD_ID = _("not an id")
_AN_ID = _("1 to {limit} characters among a–z, A–Z, 0–9, - and _")
_SAME_ID = _("another character has this id")
_UNKNOWN_TEXT = _("unknown text")
_ONE_OF = _("one of: {options}")
_UNKNOWN_TRAIT = _("unknown trait")
_TRAITS_OF = _("the traits of text {text}: {traits}")
_UNKNOWN_CALCULATOR = _("unknown calculator")
_A_CALCULATOR = _("the name of one of the calculators")
_FIELDS_OF = _("the fields of {calculator}: {fields}")
_OUT_OF_DOMAIN = _("not a value it takes")
_NO_CHARACTER = _("no character has this id")
_THE_IDS = _("the id of a character, or null")
_NO_SCREEN = _("no such screen")
_NOT_A_PASSAGE = _("not a passage of this site")
_A_PASSAGE = _("a page of this site and a heading's id, as page.html#heading")
_UNKNOWN_TABLE = _("unknown table")
_A_TABLE = _("the name of one of the texts' tables")
_NO_KIND = _("a panel holds one of: calculator, passage, table")
_A_TIME = _("a time in milliseconds since 1970, or null")
_MORE = _("{count} more problems not listed")

_DOCUMENT = _("the document")
_CHARACTER = _("character {number}")
_SCREEN = _("screen {number}")
_PANEL = _("panel {number}")
_LOG = _("log entry {number}")
_NAME = _("name")
_WHO = {"you": _("you"), "opponent": _("the opponent")}

_CHARACTER_KEYS = {"id": True, "name": True, "text": True, "traits": False}
_PANEL_KEYS = {
    "calculator": {"calculator": True, "you": False, "opponent": False, "inputs": False, "collapsed": False},
    "passage": {"passage": True, "collapsed": False},
    "table": {"table": True, "collapsed": False},
}
_LOG_KEYS = {"calculator": True, "you": False, "opponent": False, "inputs": True, "time": False}
_SCREEN_KEYS = {"name": True, "you": False, "opponent": False, "panels": False, "log": False}
_DOCUMENT_KEYS = {"format": True, "version": True, "characters": False, "screens": False, "active": False}

Where = tuple  # parts of a place as a reader names it: text (a name, a key) or Message (a label)


@dataclass(frozen=True)
class Problem:
    """What is wrong, and where: ``path`` a JSON Pointer into the document, ``where`` the same
    place as a reader names it; ``allowed`` what would be right (a message, or the field whose
    domain it is); ``got`` the refused value, already cut short."""

    path: str
    where: Where
    reason: Message
    allowed: Message | Field | None = None
    got: str | None = None

    def allowed_in(self, lang: str) -> str:
        if self.allowed is None:
            return ""
        if isinstance(self.allowed, Message):
            return self.allowed.get(lang)
        return self.allowed.allowed_in(lang)  # a field: its domain in words

    def to_dict(self, lang: str) -> dict[str, str]:
        where = _SEPARATOR.join(part.get(lang) if isinstance(part, Message) else part for part in self.where)
        got = "" if self.got is None else _GOT.format(value=self.got).get(lang)
        allowed = self.allowed_in(lang)
        line = _LINE_ALLOWED if allowed else _LINE
        message = line.format(where=where, reason=self.reason, allowed=allowed, got=got).get(lang)
        return {"path": self.path, "where": where, "reason": self.reason.get(lang), "allowed": allowed, "message": message}


@dataclass(frozen=True)
class Verdict:
    """The clean document (or the one character asked for), or None and why not."""

    document: dict[str, Any] | None
    problems: tuple[Problem, ...] = ()

    @property
    def ok(self) -> bool:
        return self.document is not None

    def to_dict(self, lang: str) -> dict[str, Any]:
        if self.ok:
            return {"ok": True, "document": self.document}
        return {"ok": False, "problems": [p.to_dict(lang) for p in self.problems]}


class _Refused(Exception):
    """Enough problems to show: stop reading."""


def _pointer(path: str, key: object) -> str:
    return f"{path}/{str(key)[:ID_CHARS * 2].replace('~', '~0').replace('/', '~1')}"


@functools.cache
def trait_fields(seed: Seed) -> dict[str, Field]:
    """The traits a character playing by ``seed`` holds, each as the field that checks (and
    edits) its value: the domain every field of the trait shares in that text, named and
    labelled as the trait, in the vocabulary's order."""
    found: dict[str, Field] = {}
    for c in calculators():
        for f in c.fields:
            if c.source.seed is seed and f.trait is not None and f.trait.name not in found:
                found[f.trait.name] = replace(f, name=f.trait.name, label=f.trait.label, default=None, help=None, applies=None,
                                              trait=None, side=None)
    return {trait.name: found[trait.name] for trait in traits_of(seed)}


class _Reader:
    """Reads a document's parts, collecting problems; each method gives the clean part or None."""

    def __init__(self) -> None:
        self.problems: list[Problem] = []
        self.more = 0

    def problem(self, path: str, where: Where, reason: Message, allowed: Message | Field | None = None, got: object = None) -> None:
        if len(self.problems) < MAX_PROBLEMS:
            self.problems.append(Problem(path, where, reason, allowed, None if got is None else short(got)))
        else:
            self.more += 1
            if self.more > 10 * MAX_PROBLEMS:
                raise _Refused  # a wholly foreign document: stop counting

    # --- shapes ---------------------------------------------------------------------------

    def object(self, value: object, path: str, where: Where, keys: dict[str, bool]) -> dict | None:
        if not isinstance(value, dict):
            self.problem(path, where, _WRONG_KIND, _AN_OBJECT, got=value)
            return None
        listed = _THE_KEYS.format(keys=", ".join(keys))
        fine = True
        for key in value:
            if key not in keys:
                self.problem(_pointer(path, key), where + (short(key),), _UNKNOWN_KEY, listed)
                fine = False
        for key, required in keys.items():
            if required and key not in value:
                self.problem(_pointer(path, key), where + (key,), REQUIRED, listed)
                fine = False
        return value if fine else None

    def list(self, value: object, path: str, where: Where, limit: int) -> list | None:
        if not isinstance(value, list):
            self.problem(path, where, _WRONG_KIND, _A_LIST, got=value)
            return None
        if len(value) > limit:
            self.problem(path, where, _TOO_MANY, _AT_MOST.format(limit=limit), got=len(value))
            return None
        return value

    def name(self, value: object, path: str, where: Where, *, empty: bool = False) -> str | None:
        """Plain text: trimmed, capped, no markup or control characters (``empty``: may be "")."""
        allowed = (_A_LOG_NAME if empty else _A_NAME).format(limit=NAME_CHARS)
        if not isinstance(value, str):
            self.problem(path, where, _WRONG_KIND, allowed, got=value)
            return None
        if len(value) > NAME_CHARS * 4:  # checked before any work on it
            self.problem(path, where, _TOO_LONG, allowed, got=value)
            return None
        text = value.strip()
        if not text and not empty:
            self.problem(path, where, REQUIRED, allowed)
            return None
        if len(text) > NAME_CHARS:
            self.problem(path, where, _TOO_LONG, allowed, got=value)
            return None
        if any(c in "<>" or c in _BIDI or unicodedata.category(c) == "Cc" for c in text):
            self.problem(path, where, _NOT_PLAIN, allowed, got=value)
            return None
        return text

    def flag(self, value: object, path: str, where: Where) -> bool | None:
        if isinstance(value, bool):
            return value
        self.problem(path, where, _WRONG_KIND, _YES_OR_NO, got=value)
        return None

    def named(self, value: object, path: str, where: Where, keys: dict[str, bool]) -> tuple[dict | None, str | None, Where]:
        """An object with a name: the object, its clean name, and where it is, by that name once it has one."""
        data = self.object(value, path, where, keys)
        if data is None:
            return None, None, where
        name = self.name(data["name"], _pointer(path, "name"), where + (_NAME,))
        return data, name, (name,) if name else where

    # --- parts ----------------------------------------------------------------------------

    def character(self, value: object, path: str, number: int) -> dict | None:
        data, name, where = self.named(value, path, (_CHARACTER.format(number=number),), _CHARACTER_KEYS)
        if data is None:
            return None
        ident = data["id"]
        if not (isinstance(ident, str) and _ID.fullmatch(ident)):
            self.problem(_pointer(path, "id"), where + ("id",), _BAD_ID, _AN_ID.format(limit=ID_CHARS), got=ident)
            ident = None
        seed = next((s for s in Seed if s.number == data["text"]), None)
        if seed is None:
            texts = _ONE_OF.format(options="|".join(s.number for s in Seed))
            self.problem(_pointer(path, "text"), where + ("text",), _UNKNOWN_TEXT, texts, got=data["text"])
            return None
        traits = self.traits(data.get("traits", {}), _pointer(path, "traits"), where, seed)
        if name is None or ident is None or traits is None:
            return None
        return {"id": ident, "name": name, "text": seed.number, "traits": traits}

    def traits(self, value: object, path: str, where: Where, seed: Seed) -> dict | None:
        if not isinstance(value, dict):
            self.problem(path, where, _WRONG_KIND, _AN_OBJECT, got=value)
            return None
        fields = trait_fields(seed)
        clean, fine = {}, True
        for key, raw in value.items():
            f = fields.get(key)
            if f is None:
                allowed = _TRAITS_OF.format(text=seed.number, traits=", ".join(fields))
                self.problem(_pointer(path, key), where + (short(key),), _UNKNOWN_TRAIT, allowed)
                fine = False
                continue
            parsed = self.value(f, raw, _pointer(path, key), where + (f.label,))
            fine = fine and parsed is not None
            clean[key] = parsed
        return {name: clean[name] for name in fields if name in clean} if fine else None

    def value(self, f: Field, raw: object, path: str, where: Where) -> object:
        try:
            return f.parse(raw)
        except InputError as error:
            self.problem(path, where, error.reason or _OUT_OF_DOMAIN, f, got=None if error.reason else raw)
            return None

    def calculator(self, value: object, path: str, where: Where) -> Calculator | None:
        try:
            if isinstance(value, str):
                return get(value)
        except InputError:
            pass
        self.problem(path, where, _UNKNOWN_CALCULATOR, _A_CALCULATOR, got=value)
        return None

    def inputs(self, value: object, calculator: Calculator, path: str, where: Where) -> dict | None:
        if not isinstance(value, dict):
            self.problem(path, where, _WRONG_KIND, _AN_OBJECT, got=value)
            return None
        names = [f.name for f in calculator.fields]
        clean, fine = {}, True
        for key, raw in value.items():
            name = calculator.field_name(key)  # a field's former name is read as its own
            if name not in names:
                allowed = _FIELDS_OF.format(calculator=calculator.name, fields=", ".join(names))
                self.problem(_pointer(path, key), where + (short(key),), UNKNOWN_FIELD, allowed)
                fine = False
                continue
            f = calculator.field(name)
            if name in clean:
                self.problem(_pointer(path, key), where + (f.label,), REPEATED_FIELD, EACH_ONCE)
                fine = False
                continue
            parsed = self.value(f, raw, _pointer(path, key), where + (f.label,))
            fine = fine and parsed is not None
            clean[name] = parsed
        return {name: clean[name] for name in names if name in clean} if fine else None

    def picks(self, data: dict, path: str, where: Where, ids: set[str] | None) -> dict | None:
        """A screen's or a panel's "you" and "opponent": a character's id, or null; ``ids`` None:
        the characters could not be read, so no pick is judged against them."""
        picks, fine = {}, True
        for role in ROLES.values():
            pick = data.get(role)
            if pick is not None and ids is not None and not (isinstance(pick, str) and pick in ids):
                self.problem(_pointer(path, role), where + (_WHO[role],), _NO_CHARACTER, _THE_IDS, got=pick)
                fine = False
            picks[role] = pick
        return picks if fine else None

    def panel(self, value: object, path: str, where: Where, ids: set[str] | None) -> dict | None:
        kind = next((k for k in PANEL_KINDS if isinstance(value, dict) and k in value), None)
        if kind is None:
            if isinstance(value, dict):
                self.problem(_pointer(path, "calculator"), where + ("calculator",), REQUIRED, _NO_KIND)
            else:
                self.problem(path, where, _WRONG_KIND, _AN_OBJECT, got=value)
            return None
        data = self.object(value, path, where, _PANEL_KEYS[kind])
        if data is None:
            return None
        if kind != "calculator":
            return self.reference(data, kind, path, where)
        calculator = self.calculator(data["calculator"], _pointer(path, "calculator"), where + ("calculator",))
        if calculator is not None:
            where = where + (calculator.title,)
        picks = self.picks(data, path, where, ids)
        collapsed = self.flag(data.get("collapsed", False), _pointer(path, "collapsed"), where + ("collapsed",))
        if calculator is None:
            return None
        inputs = self.inputs(data.get("inputs", {}), calculator, _pointer(path, "inputs"), where)
        if inputs is None or collapsed is None or picks is None:
            return None
        return {"calculator": calculator.name, **picks, "inputs": inputs, "collapsed": collapsed}

    def reference(self, data: dict, kind: str, path: str, where: Where) -> dict | None:
        """A panel showing a passage or a table of the texts."""
        collapsed = self.flag(data.get("collapsed", False), _pointer(path, "collapsed"), where + ("collapsed",))
        if kind == "passage":
            passage = data["passage"]
            if not (isinstance(passage, str) and _PASSAGE.fullmatch(passage)):
                self.problem(_pointer(path, "passage"), where + ("passage",), _NOT_A_PASSAGE, _A_PASSAGE, got=passage)
                return None
            return None if collapsed is None else {"passage": passage, "collapsed": collapsed}
        name = data["table"]
        if not (isinstance(name, str) and name in tables()):
            self.problem(_pointer(path, "table"), where + ("table",), _UNKNOWN_TABLE, _A_TABLE, got=name)
            return None
        return None if collapsed is None else {"table": name, "collapsed": collapsed}

    def time(self, value: object, path: str, where: Where) -> tuple[bool, int | None]:
        """(read, value): a log entry's time, or null."""
        if value is None or (isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_TIME):
            return True, value
        self.problem(path, where, _WRONG_KIND, _A_TIME, got=value)
        return False, None

    def entry(self, value: object, path: str, where: Where) -> dict | None:
        data = self.object(value, path, where, _LOG_KEYS)
        if data is None:
            return None
        calculator = self.calculator(data["calculator"], _pointer(path, "calculator"), where + ("calculator",))
        names = {role: self.name(data.get(role, ""), _pointer(path, role), where + (_WHO[role],), empty=True)
                 for role in ROLES.values()}
        read, time = self.time(data.get("time"), _pointer(path, "time"), where + ("time",))
        if calculator is None:
            return None
        inputs = self.inputs(data["inputs"], calculator, _pointer(path, "inputs"), where + (calculator.title,))
        if inputs is None or None in names.values() or not read:
            return None
        return {"calculator": calculator.name, **names, "inputs": inputs, "time": time}

    def screen(self, value: object, path: str, number: int, ids: set[str] | None) -> dict | None:
        data, name, where = self.named(value, path, (_SCREEN.format(number=number),), _SCREEN_KEYS)
        if data is None:
            return None
        picks = self.picks(data, path, where, ids)
        panels = self.list(data.get("panels", []), _pointer(path, "panels"), where, MAX_PANELS)
        log = self.list(data.get("log", []), _pointer(path, "log"), where, MAX_LOG)
        clean_panels = [self.panel(p, _pointer(f"{path}/panels", i), where + (_PANEL.format(number=i + 1),), ids)
                        for i, p in enumerate(panels or ())]
        clean_log = [self.entry(e, _pointer(f"{path}/log", i), where + (_LOG.format(number=i + 1),)) for i, e in enumerate(log or ())]
        if name is None or picks is None or panels is None or log is None or None in clean_panels or None in clean_log:
            return None
        return {"name": name, **picks, "panels": clean_panels, "log": clean_log}

    def document(self, value: object) -> dict | None:
        where: Where = (_DOCUMENT,)
        if not isinstance(value, dict) or value.get("format") != FORMAT:
            self.problem("", where, _NOT_A_SCREEN, _A_SCREEN)
            return None
        version = value.get("version")
        if not isinstance(version, int) or isinstance(version, bool) or version != VERSION:
            newer = isinstance(version, int) and not isinstance(version, bool) and version > VERSION
            reason = _NEWER if newer else _UNKNOWN_VERSION
            self.problem("/version", where + ("version",), reason, _VERSION.format(version=VERSION), got=version)
            return None
        data = self.object(value, "", where, _DOCUMENT_KEYS)
        characters = self.list(data.get("characters", []) if data else [], "/characters", where, MAX_CHARACTERS)
        screens = self.list(data.get("screens", []) if data else [], "/screens", where, MAX_SCREENS)
        clean_characters = [self.character(c, f"/characters/{i}", i + 1) for i, c in enumerate(characters or ())]
        # Every well-formed id counts, its character's other problems aside: a panel that picks
        # it is not wrong too.
        ids: set[str] = set()
        for i, c in enumerate(characters or ()):
            ident = c.get("id") if isinstance(c, dict) else None
            if isinstance(ident, str) and _ID.fullmatch(ident):
                if ident in ids:
                    where_id = (_CHARACTER.format(number=i + 1), "id")
                    self.problem(f"/characters/{i}/id", where_id, _SAME_ID, _AN_ID.format(limit=ID_CHARS), got=ident)
                ids.add(ident)
        clean_screens = [self.screen(s, f"/screens/{i}", i + 1, None if characters is None else ids) for i, s in enumerate(screens or ())]
        active = data.get("active", 0) if data else 0
        last = max(len(clean_screens) - 1, 0)
        if isinstance(active, bool) or not isinstance(active, int) or not 0 <= active <= last:
            self.problem("/active", where + ("active",), _NO_SCREEN, _AN_INTEGER.format(lo=0, hi=last), got=active)
        if self.problems or data is None or characters is None or screens is None:
            return None
        return {"format": FORMAT, "version": VERSION, "characters": clean_characters, "screens": clean_screens, "active": active}


def _verdict(reader: _Reader, document: dict | None) -> Verdict:
    if document is not None and not reader.problems:
        return Verdict(document)
    problems = list(reader.problems)
    if reader.more:
        problems.append(Problem("", (_DOCUMENT,), _MORE.format(count=reader.more)))
    return Verdict(None, tuple(problems))


def check_document(data: object) -> Verdict:
    """``data`` (a document as :func:`json.loads` gives it) checked against its declared domains."""
    reader = _Reader()
    try:
        document = reader.document(data)
    except _Refused:
        document = None
    return _verdict(reader, document)


def read_document(text: object) -> Verdict:
    """A screen document as JSON text, from a file, a link or storage: the one way in. Never raises."""
    if not isinstance(text, str):
        return Verdict(None, (Problem("", (_DOCUMENT,), _NOT_TEXT),))
    if len(text) > MAX_DOCUMENT_CHARS:  # refused before a parser sees it
        return Verdict(None, (Problem("", (_DOCUMENT,), _TOO_LONG, _AT_MOST_CHARS.format(limit=MAX_DOCUMENT_CHARS), f"{len(text)}"),))
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return Verdict(None, (Problem("", (_DOCUMENT,), _NOT_JSON),))
    return check_document(data)


def check_character(value: object) -> Verdict:
    """One character, as a panel sends it to be filled from: the clean character, or why not."""
    reader = _Reader()
    try:
        character = reader.character(value, "", 1)
    except _Refused:
        character = None
    return _verdict(reader, character)


@dataclass(frozen=True)
class Filled:
    """What a form computes with: the panel's own ``inputs`` over the characters' traits.

    ``sources`` maps each field filled from a character to its role (``"you"``,
    ``"opponent"``); ``overridden`` each field the panel's own value took from a character's;
    ``unused`` the roles whose character plays by another text, so fills nothing here.
    """

    inputs: dict[str, Any]
    sources: dict[str, str]
    overridden: dict[str, str]
    unused: tuple[str, ...]


def fill(calculator: Calculator, you: Mapping | None, opponent: Mapping | None, inputs: Mapping[str, Any]) -> Filled:
    """The inputs of ``calculator`` from the chosen characters (clean, as the document holds
    them) and the panel's own ``inputs``, which win; the inputs are not parsed here: the
    calculator refuses a bad one as it refuses any, naming the field."""
    chosen = {"you": you, "opponent": opponent}
    text = calculator.source.seed.number
    unused = tuple(role for role, c in chosen.items() if c is not None and c["text"] != text)
    filled, sources, overridden = {}, {}, {}
    for f in calculator.fields:
        if f.trait is None:
            continue
        role = ROLES[f.side]
        character = chosen[role]
        if character is None or role in unused or f.trait.name not in character["traits"]:
            continue
        if f.name in inputs:
            overridden[f.name] = role
        else:
            filled[f.name] = character["traits"][f.trait.name]
            sources[f.name] = role
    merged = {f.name: inputs[f.name] if f.name in inputs else filled[f.name]
              for f in calculator.fields if f.name in inputs or f.name in filled}
    merged.update((key, value) for key, value in inputs.items() if key not in merged)  # unknown keys: the calculator names them
    return Filled(merged, sources, overridden, unused)
