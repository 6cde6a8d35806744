"""The lexicon's words, read from what the calculators declare, as data (:func:`build`).

Nothing here is written for ``ask``: it reads what is already declared and translated. For each
calculator, through the catalogs in each language of :data:`~calc.i18n.LANGS`: its title, its
outputs' labels, its fields' labels and its choices' labels; from the glossary
(:mod:`calc.glossary`): each term's names and other names, and each abbreviation with the words
it stands for, as groups of synonyms ("CA", "Classe dell'armatura", "armour class", "КБ" …).

A label is read as one or more phrases: its words whole, and each of its parts set off by
brackets, colons or commas ("Parte piccola (testa, oggetto small)" is also "testa" and
"oggetto small"), each a tuple of stems in the label's language (:func:`calc.words.stem`).

Reading every label in four languages takes a second or more (several on a phone), so the site's
build does it once and ships the result, :func:`build` as JSON (:func:`dumps`), beside the engine;
the page's engine indexes that file (:func:`calc.lexicon.use`) instead of reading the labels
again. The registry's order makes :func:`build` the same every time.

The data, ``FORMAT`` 1, JSON (every list in the order the index is built in):

- ``calculators``: their names, in the registry's order;
- ``stems``: every stem a phrase holds, sorted; phrases name them by position;
- ``targets``: what a phrase names, ``[calculator, kind, field, value, primary, input]``
  (:class:`Target`; the calculator by position, ``primary`` 0 or 1);
- ``phrases``: (:class:`Phrase`) by column: ``targets``, ``names`` (0 or 1), ``stems`` (a row
  of stems for each phrase);
- ``holding``: for each stem, a row of the phrases holding it, in order, a phrase once for
  each time it holds the stem (``phrases`` turned around: what the engine would otherwise
  work out on a phone before its first answer);
- ``synonyms``: each glossary group as its members, each member as its words, each word as the
  stems it may have (sorted); the group's key is ``~`` and its position.

Columns of numbers are packed (:func:`pack`) as base64 of unsigned little-endian integers, 8 or
16 bits wide; rows as ``{"numbers": …, "ends": …}``, all rows' numbers one after the other and
where each row ends (32 bits). Read as JSON numbers, the ~140,000 of them took Pyodide longer
than all the rest of the index; packed, they are read at once (:func:`unpack`).
"""

from __future__ import annotations

import base64
import enum
import functools
import json
import re
import sys
from array import array
from itertools import accumulate, chain
from dataclasses import dataclass
from typing import NamedTuple

from .declare import Calculator, ChoiceField, OptionsField
from .glossary import ABBREVIATIONS, TERMS
from .i18n import LANGS, Message
from .registry import calculators
from .words import NEGATIONS, STOPWORDS, fold, stem, stems, tokens, typed

__all__ = ["Kind", "Target", "Phrase", "Group", "Declared", "phrases_of", "declared", "build", "dumps", "pack", "unpack", "unpack_rows", "FORMAT", "BYTE", "SHORT", "LONG"]

FORMAT = 1


class Kind(enum.Enum):
    """What a phrase names: the calculator (its title, an output), or an input (a field, a choice)."""

    TITLE = "title"
    OUTPUT = "output"
    FIELD = "field"
    OPTION = "option"


@dataclass(frozen=True)
class Target:
    calculator: str
    kind: Kind
    field: str = ""  # FIELD and OPTION: the field's name
    value: str = ""  # OPTION: the option's value; OUTPUT: the output's key
    primary: bool = False  # OUTPUT: the calculator's main answer
    input: str = ""  # FIELD: the field's kind ("int", "choice", "bool")


class Phrase(NamedTuple):
    """One way of writing a target: the stems of its words, in order (a word written twice is
    there twice: "Attacco corpo a corpo"). A named tuple: the lexicon holds ~17,000."""

    target: int  # index into the targets
    stems: tuple[str, ...]
    names: bool = True  # it names the target whole (not a part of its label)


class Group(NamedTuple):
    """A glossary group ("CA", "Classe dell'armatura", "Clase de Armadura", "armor class" …):
    each member as the stems each of its words may have. A phrase holding a whole member is
    also written with the group's ``key`` in its place, which a question naming any member
    holds, so "CA 4" reads the field labelled "Classe armatura"."""

    key: str  # "~" and the group's number: no word is written so
    members: tuple[tuple[frozenset[str], ...], ...]


class Declared(NamedTuple):
    """Everything the lexicon indexes: what can be named, the phrases naming it, the groups."""

    calculators: tuple[str, ...]
    targets: tuple[Target, ...]
    phrases: tuple[Phrase, ...]
    groups: tuple[Group, ...]


# Where a label's parts begin and end: brackets, colons, semicolons, commas, slashes, dashes.
_SEPARATORS = re.compile(r"[():;,/—–]|\s-\s")


@functools.lru_cache(maxsize=4096)  # many labels recur (sizes, shields, "Attack")
def phrases_of(text: str, lang: str, numbers: bool = False) -> tuple[tuple[tuple[str, ...], bool], ...]:
    """``text`` (a label in ``lang``) as stem tuples, each with whether it names the whole: all
    its words (a name), then each part between brackets, colons, commas, slashes or dashes;
    stopwords left out. A part in brackets is another name ("Prone (knockdown)", "Armour (CA)",
    "Tackle (suppress an opponent)") unless it opens with a function word or a negation: then it
    is a note, dropped ("AC the shield gives (in that AC)", "… (no penalty)"). What a bracket
    follows is a name too ("Tackle", "Round di sorpresa" of "… (Akenar)"). The other parts are
    parts: "Parata: cosa ha fermato il colpo" holds "Parata", but is not named by it. With
    ``numbers`` a number is a word too ("#4": "cover (+4)", "CR 2", "Combatant 2: initiative d20")."""
    whole: list[str] = []
    parts: list[list[str]] = [[]]
    bracketed: set[int] = set()
    notes: set[int] = set()  # parts in brackets opening with a function word
    text = typed(text)
    depth = previous_end = 0
    for token in tokens(text):
        between = text[previous_end : token.start]
        if _SEPARATORS.search(between):
            if len(parts) == 1 and depth == 0 and between.lstrip().startswith("("):
                bracketed.add(0)  # what a bracket follows names the whole: "Tackle (…)", "… (Akenar)"
            parts.append([])
        depth += between.count("(") - between.count(")")
        if depth > 0:
            bracketed.add(len(parts) - 1)
        previous_end = token.end
        if token.is_number:
            if not numbers:
                continue
            word = f"#{int(token.text)}"
        elif token.text in STOPWORDS:
            if depth > 0 and not parts[-1]:
                notes.add(len(parts) - 1)  # "(in that AC)", "(with its Dex modifier)"
            continue
        else:
            if depth > 0 and not parts[-1] and token.text in NEGATIONS:
                notes.add(len(parts) - 1)  # "(no penalty)", "(not parrying)"
            word = stem(token.text, lang)
        if len(parts) - 1 not in notes:
            whole.append(word)
        parts[-1].append(word)
    found: dict[tuple[str, ...], bool] = {}
    for i, words in enumerate((whole, *parts)):
        if words and i - 1 not in notes:
            found[tuple(words)] = found.get(tuple(words), False) or i == 0 or i - 1 in bracketed
    return tuple(found.items())


def _labels(c: Calculator) -> list[tuple[Target, Message, bool]]:
    """Everything ``c`` declares that names it or one of its inputs, and whether its numbers
    are words (an input's label or choice: "Combatant 2", "cover (+4)")."""
    found = [(Target(c.name, Kind.TITLE), c.title, False)]
    for o in c.outputs[:-1]:  # not "ignored": every calculator has it
        found.append((Target(c.name, Kind.OUTPUT, value=o.key, primary=o.key == c.primary_output), o.label, False))
    for f in c.fields:
        found.append((Target(c.name, Kind.FIELD, field=f.name, input=f.kind), f.label, True))
        if isinstance(f, (ChoiceField, OptionsField)):  # a question names one option of a set too
            for option in f.options:
                found.append((Target(c.name, Kind.OPTION, field=f.name, value=option.value), option.label, True))
    return found


def _member(text: str) -> tuple[frozenset[str], ...]:
    return tuple(stems(t.text) for t in tokens(text) if not t.is_number and t.text not in STOPWORDS)


def _groups() -> list[list[str]]:
    """The glossary's synonym groups as texts: each term's names and other names; each
    abbreviation, its expansions and its meaning's first words ("armor class (002); …")."""
    groups = [[*(t.name.get(lang) for lang in LANGS), *t.also] for t in TERMS]
    for abbreviation, (expansion, meaning, _texts) in ABBREVIATIONS.items():
        meanings = [re.split(r"[(;,]", meaning.get(lang))[0] for lang in LANGS]
        groups.append([abbreviation, *expansion.split(" / "), *meanings])
    return groups


def _synonym_groups() -> list[Group]:
    found = []
    for group in _groups():
        members = tuple(m for m in dict.fromkeys(_member(fold(text)) for text in group) if m)
        if len(members) > 1:  # else there is nothing to say in other words
            found.append(Group(f"~{len(found)}", members))
    return found


def _holds(phrase: tuple[str, ...], member: tuple[frozenset[str], ...]) -> tuple[str, ...] | None:
    """The stems of ``phrase`` that write ``member``, one per word; None if it does not hold it."""
    left = list(phrase)
    used: list[str] = []
    for word in member:
        hit = next((s for s in left if s in word), None)
        if hit is None:
            return None
        left.remove(hit)
        used.append(hit)
    return tuple(used)


def _in_other_words(phrases: list[Phrase], groups: list[Group]) -> list[Phrase]:
    """Each phrase holding a glossary member, written again with its group's key in its place."""
    holding: dict[str, list[int]] = {}
    for i, phrase in enumerate(phrases):
        for word in phrase.stems:
            holding.setdefault(word, []).append(i)
    variants: list[Phrase] = []
    seen = {(p.target, p.stems) for p in phrases}
    for group in groups:
        for member in group.members:
            for i in sorted({i for s in member[0] for i in holding.get(s, ())}):
                phrase = phrases[i]
                used = _holds(phrase.stems, member)
                if used is None:
                    continue
                rest = list(phrase.stems)
                for s in used:
                    rest.remove(s)
                variant = Phrase(phrase.target, (group.key, *rest), phrase.names)
                if (variant.target, variant.stems) not in seen:
                    seen.add((variant.target, variant.stems))
                    variants.append(variant)
    return variants


def declared() -> Declared:
    """Every phrase naming each declared calculator, its outputs, fields and choices, in every
    language, and each written again in other words (the glossary's groups)."""
    chosen = calculators()
    targets: list[Target] = []
    phrases: list[Phrase] = []
    for c in chosen:
        for target, label, numbers in _labels(c):
            targets.append(target)
            written: dict[tuple[str, ...], bool] = {}
            for lang in LANGS:
                for words, names in phrases_of(label.get(lang), lang, numbers):
                    written[words] = written.get(words, False) or names
            phrases += [Phrase(len(targets) - 1, words, names) for words, names in written.items()]
    groups = _synonym_groups()
    phrases += _in_other_words(phrases, groups)
    return Declared(tuple(c.name for c in chosen), tuple(targets), tuple(phrases), tuple(groups))


def build() -> dict:
    """:func:`declared` as data (the module docstring's format)."""
    found = declared()
    words = sorted({s for p in found.phrases for s in p.stems})
    at = {s: i for i, s in enumerate(words)}
    holding: list[list[int]] = [[] for _ in words]
    for i, p in enumerate(found.phrases):
        for s in p.stems:
            holding[at[s]].append(i)
    position = {name: i for i, name in enumerate(found.calculators)}
    return {
        "format": FORMAT,
        "calculators": list(found.calculators),
        "stems": words,
        "targets": [[position[t.calculator], t.kind.value, t.field, t.value, int(t.primary), t.input] for t in found.targets],
        "phrases": {
            "targets": pack(array(SHORT, (p.target for p in found.phrases))),
            "names": pack(array(BYTE, (p.names for p in found.phrases))),
            "stems": _rows([[at[s] for s in p.stems] for p in found.phrases]),
        },
        "holding": _rows(holding),
        "synonyms": [[[sorted(word) for word in member] for member in g.members] for g in found.groups],
    }


# Array type codes by width: 8, 16 and 32 bits on every platform Pugna runs on (CPython on 64
# bits, Pyodide on 32; "L" is 64 bits on the first).
BYTE, SHORT, LONG = "B", "H", "I"
if [array(code).itemsize for code in (BYTE, SHORT, LONG)] != [1, 2, 4]:
    raise ImportError("calc.lexicon_build needs 8-, 16- and 32-bit unsigned arrays")


def pack(numbers: array) -> str:
    """``numbers`` as the data holds them: base64 of their little-endian bytes."""
    if sys.byteorder == "big":
        numbers.byteswap()
    return base64.b64encode(numbers.tobytes()).decode("ascii")


def unpack(text: str, typecode: str) -> array:
    """:func:`pack`'s numbers, as an array of ``typecode``."""
    numbers = array(typecode)
    numbers.frombytes(base64.b64decode(text))
    if sys.byteorder == "big":
        numbers.byteswap()
    return numbers


def _rows(rows: list[list[int]]) -> dict[str, str]:
    return {"numbers": pack(array(SHORT, chain.from_iterable(rows))), "ends": pack(array(LONG, accumulate(map(len, rows))))}


def unpack_rows(packed: dict[str, str]) -> tuple[array, array]:
    """Rows as the data packs them: all their numbers, and where each row ends."""
    return unpack(packed["numbers"], SHORT), unpack(packed["ends"], LONG)


def dumps(data: dict) -> str:
    """``data`` as the file the site ships: compact JSON, the same bytes for the same data."""
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))
