"""Every word the calculators declare, in every language, indexed for :func:`calc.ask`.

The words come from :mod:`calc.lexicon_build` (the declarations' labels and the glossary, read
into phrases of stems), as data; :func:`index` turns that data into the :class:`Lexicon` the
matching reads: which calculators and targets each stem reaches, the phrases holding it, and
how much it weighs by how few calculators use it (an inverse document frequency), so "parata"
says more than "attacco".

Where the data comes from, once per process (:func:`lexicon`): in the page's engine, the file the
site's build wrote from the same code (:func:`use`, called by the worker before its first
question: reading every label again took seconds on a phone); anywhere else, built from the
declarations on first use. Either way the same data, indexed by the same code.

Lean, as a phone wants it: the phrases and the stems' phrases are kept as arrays of numbers, as
the data packs them; what a stem reaches, names and weighs is worked out when a question first
meets it (a question meets a few dozen of the 2,400 stems), then kept.
"""

from __future__ import annotations

import bisect
import enum
import json
import math
from array import array
from dataclasses import dataclass, field
from typing import Callable

from .lexicon_build import BYTE, FORMAT, SHORT, Group, Kind, Phrase, Target, build, unpack, unpack_rows
from .registry import calculators

__all__ = ["Kind", "Reach", "Target", "Phrase", "Group", "Lexicon", "index", "lexicon", "use", "PREFIX_MIN", "TYPING_MIN"]

# A word meets a declared word sharing its first letters, this many or more ("attacc" and
# "attaccant", "парирова" and "парирован"): shorter shared starts are chance.
PREFIX_MIN = 5
# Except the word being typed, the question's last: "maes" already meets "maestro".
TYPING_MIN = 4


class Reach(enum.IntFlag):
    """What a stem names in one calculator, at a glance (:attr:`Lexicon.reach`)."""

    TITLE = 1
    ANSWER = 2  # the main answer's label
    OUTPUT = 4  # another output's label
    FIELD = 8  # a yes/no or choice field's label
    OPTION = 16
    NUMBER = 32  # an integer field's label, which reads only beside a number


class _Kept(dict):
    """A table whose entries are worked out when first asked for (``table[key]``), then kept."""

    def __init__(self, work_out: Callable) -> None:
        super().__init__()
        self._work_out = work_out

    def __missing__(self, key):
        value = self[key] = self._work_out(key)
        return value


class _Rows:
    """Rows of numbers as the data packs them (``rows[i]``: an array)."""

    def __init__(self, packed: dict[str, str]) -> None:
        self._numbers, self._ends = unpack_rows(packed)

    def __len__(self) -> int:
        return len(self._ends)

    def __getitem__(self, i: int) -> array:
        return self._numbers[self._ends[i - 1] if i else 0 : self._ends[i]]


@dataclass(frozen=True, eq=False)
class Lexicon:
    """The index. Tables read by stem (``reach``, ``postings``, ``naming``, ``weight``) are
    asked only for stems the lexicon :attr:`knows`; a phrase is read by its number, column by
    column (:attr:`phrase_targets`, :attr:`phrase_names`, :meth:`phrase_stems`)."""

    calculators: tuple[str, ...]
    targets: tuple[Target, ...]
    stems: tuple[str, ...]  # every stem a phrase holds, sorted
    knows: frozenset[str]  # the same, to ask whether a word is one
    synonyms: tuple[Group, ...]
    synonyms_by_stem: dict[str, tuple[int, ...]]  # a stem of a member's first word -> groups
    phrase_targets: array  # phrase -> index into targets
    phrase_names: array  # phrase -> 1 if it names its target whole (not a part of its label)
    _phrase_stems: _Rows = field(repr=False)
    _holding: _Rows = field(repr=False)  # stem's position -> the phrases holding it
    _at: dict[str, int] = field(repr=False)  # stem -> its position in stems
    _totals: array = field(init=False, repr=False)  # phrase -> total(), once worked out (else -1)
    _counts: dict[int, dict[str, int]] = field(init=False, repr=False, default_factory=dict)  # phrase -> phrase_counts(), once asked for
    reach: dict[str, dict[str, int]] = field(init=False, repr=False)  # stem -> calculator -> what the stem names in it (Reach bits)
    postings: dict[str, dict[str, array]] = field(init=False, repr=False)  # stem -> calculator -> its weighed phrases holding it
    naming: dict[str, dict[str, array]] = field(init=False, repr=False)  # stem -> calculator -> its phrases naming its title or main answer
    weight: dict[str, float] = field(init=False, repr=False)  # stem -> how much naming it says (inverse document frequency)

    def __post_init__(self) -> None:
        for name, work_out in (("reach", self._reach), ("postings", self._postings), ("naming", self._naming), ("weight", self._weight)):
            object.__setattr__(self, name, _Kept(work_out))
        object.__setattr__(self, "_totals", array("d", [-1.0]) * len(self.phrase_targets))

    @property
    def phrase_count(self) -> int:
        return len(self.phrase_targets)

    def phrase_stems(self, p: int) -> tuple[str, ...]:
        """Phrase ``p``'s stems, in order (a word written twice is there twice)."""
        return tuple(map(self.stems.__getitem__, self._phrase_stems[p]))

    def phrase_counts(self, p: int) -> dict[str, int]:
        """Phrase ``p``'s stems, each with how often it is written (kept once asked for)."""
        counts = self._counts.get(p)
        if counts is None:
            stems = self.phrase_stems(p)
            counts = self._counts[p] = {s: stems.count(s) for s in stems}
        return counts

    def phrase(self, p: int) -> Phrase:
        return Phrase(self.phrase_targets[p], self.phrase_stems(p), bool(self.phrase_names[p]))

    def total(self, p: int) -> float:
        """The weight of all phrase ``p``'s stems."""
        total = self._totals[p]
        if total < 0:
            weight = self.weight
            total = self._totals[p] = sum(weight[self.stems[i]] for i in self._phrase_stems[p])
        return total

    def longer(self, prefix: str) -> list[str]:
        """The stems ``prefix`` begins, longer than it, in order."""
        found = []
        for at in range(bisect.bisect_right(self.stems, prefix), len(self.stems)):
            if not self.stems[at].startswith(prefix):
                break
            found.append(self.stems[at])
        return found

    def _holders(self, word: str):
        """(phrase, its target, whether it names it whole) of each phrase holding ``word``."""
        for p in self._holding[self._at[word]]:
            yield p, self.targets[self.phrase_targets[p]], self.phrase_names[p]

    def _reach(self, word: str) -> dict[str, int]:
        reached: dict[str, int] = {}
        for _, target, _ in self._holders(word):
            reached[target.calculator] = reached.get(target.calculator, 0) | _reach_of(target)
        return reached

    def _postings(self, word: str) -> dict[str, array]:
        found: dict[str, array] = {}
        for p, target, names in self._holders(word):
            if _weighed(target, names):
                found.setdefault(target.calculator, array(SHORT)).append(p)
        return found

    def _naming(self, word: str) -> dict[str, array]:
        found: dict[str, array] = {}
        for p, target, names in self._holders(word):
            if names and _reach_of(target) & (Reach.TITLE | Reach.ANSWER):
                found.setdefault(target.calculator, array(SHORT)).append(p)
        return found

    def _weight(self, word: str) -> float:
        # The calculators using a stem are those it reaches.
        return math.log(1 + len(self.calculators) / len(self.reach[word]))


def _weighed(target: Target, names: bool) -> bool:
    """Whether a reading weighs a phrase of ``target``: not an ordinary output's (it only says a
    question's word is about the calculator, which ``reach`` tells), nor a part of a field's
    label that does not name it ("Combatant 1" of "Combatant 1: total initiative modifier": the
    six combatants' fields share it)."""
    if target.kind is Kind.OUTPUT:
        return target.primary
    return names or target.kind is not Kind.FIELD


def _reach_of(target: Target) -> int:
    if target.kind is Kind.OUTPUT:
        return Reach.ANSWER.value if target.primary else Reach.OUTPUT.value
    if target.kind is Kind.FIELD and target.input == "int":
        return Reach.NUMBER.value
    return Reach[target.kind.name].value


def index(data: dict) -> Lexicon:
    """The lexicon of ``data`` (:func:`calc.lexicon_build.build`'s, or the file the site ships)."""
    if data.get("format") != FORMAT:
        raise ValueError(f"lexicon data of format {data.get('format')!r}, not {FORMAT}")
    names = tuple(data["calculators"])
    words = tuple(data["stems"])
    targets = tuple(Target(names[c], Kind(kind), field, value, bool(primary), input) for c, kind, field, value, primary, input in data["targets"])
    groups = tuple(Group(f"~{g}", tuple(tuple(frozenset(word) for word in member) for member in group)) for g, group in enumerate(data["synonyms"]))
    synonyms_by_stem: dict[str, list[int]] = {}
    for g, group in enumerate(groups):
        for member in group.members:
            for first in member[0]:
                bucket = synonyms_by_stem.setdefault(first, [])
                if g not in bucket:
                    bucket.append(g)
    return Lexicon(
        calculators=names,
        targets=targets,
        stems=words,
        knows=frozenset(words),
        synonyms=groups,
        synonyms_by_stem={word: tuple(ids) for word, ids in synonyms_by_stem.items()},
        phrase_targets=unpack(data["phrases"]["targets"], SHORT),
        phrase_names=unpack(data["phrases"]["names"], BYTE),
        _phrase_stems=_Rows(data["phrases"]["stems"]),
        _holding=_Rows(data["holding"]),
        _at={word: i for i, word in enumerate(words)},
    )


_kept: list[Lexicon] = []  # the process's lexicon, once made


def lexicon() -> Lexicon:
    """The lexicon of every declared calculator: the one :func:`use` was given, or built from
    the declarations on first use; then kept."""
    if not _kept:
        _kept.append(index(build()))
    return _kept[0]


def use(text: str) -> None:
    """Index ``text``, the lexicon file the site's build wrote (:func:`calc.lexicon_build.dumps`),
    as this process's lexicon, unless it has one already. The page's engine checks the file
    against its build's manifest first; here it must at least be data of this format for the
    declared calculators, or ValueError (the engine then builds the lexicon itself)."""
    lex = index(json.loads(text))
    if lex.calculators != tuple(c.name for c in calculators()):
        raise ValueError("lexicon data made for other calculators")
    if not _kept:
        _kept.append(lex)
