"""Every word the calculators declare, in every language, indexed for :func:`calc.ask`.

Nothing here is written for ``ask``: the lexicon reads what is already declared and
translated. For each calculator, through the catalogs in each language of
:data:`~calc.i18n.LANGS`: its title, its outputs' labels, its fields' labels and its choices'
labels; from the glossary (:mod:`calc.glossary`): each term's names and other names, and each
abbreviation with the words it stands for, as groups of synonyms ("CA", "Classe
dell'armatura", "armour class", "КБ" …).

A label is read as one or more :class:`Phrase`: its words whole, and each of its parts set off
by brackets, colons or commas ("Parte piccola (testa, oggetto small)" is also "testa" and
"oggetto small"), each a tuple of stems in the label's language (:func:`calc.words.stem`).
Each stem weighs by how few calculators use it (an inverse document frequency), so "parata"
says more than "attacco".

Built once, on first use (:func:`lexicon`); the registry's order makes it the same every time.
"""

from __future__ import annotations

import enum
import functools
import math
import re
from dataclasses import dataclass

from .declare import Calculator, ChoiceField
from .glossary import ABBREVIATIONS, TERMS
from .i18n import LANGS, Message
from .registry import calculators
from .words import NEGATIONS, STOPWORDS, fold, stem, stems, tokens, typed

__all__ = ["Kind", "Reach", "Target", "Phrase", "Synonyms", "Lexicon", "lexicon", "phrases_of", "PREFIX_MIN", "TYPING_MIN"]

# A word meets a declared word sharing its first letters, this many or more ("attacc" and
# "attaccant", "парирова" and "парирован"): shorter shared starts are chance.
PREFIX_MIN = 5
# Except the word being typed, the question's last: "maes" already meets "maestro".
TYPING_MIN = 4


class Kind(enum.Enum):
    """What a phrase names: the calculator (its title, an output), or an input (a field, a choice)."""

    TITLE = "title"
    OUTPUT = "output"
    FIELD = "field"
    OPTION = "option"


class Reach(enum.IntFlag):
    """What a stem names in one calculator, at a glance (:attr:`Lexicon.reach`)."""

    TITLE = 1
    ANSWER = 2  # the main answer's label
    OUTPUT = 4  # another output's label
    FIELD = 8
    OPTION = 16


@dataclass(frozen=True)
class Target:
    calculator: str
    kind: Kind
    field: str = ""  # FIELD and OPTION: the field's name
    value: str = ""  # OPTION: the option's value; OUTPUT: the output's key
    primary: bool = False  # OUTPUT: the calculator's main answer
    input: str = ""  # FIELD: the field's kind ("int", "choice", "bool")


@dataclass(frozen=True)
class Phrase:
    """One way of writing a target: the stems of its words, in order (a word written twice is
    there twice: "Attacco corpo a corpo")."""

    target: int  # index into Lexicon.targets
    stems: tuple[str, ...]
    names: bool = True  # it names the target whole (not a part of its label)


@dataclass(frozen=True)
class Synonyms:
    """A glossary group ("CA", "Classe dell'armatura", "Clase de Armadura", "armor class" …):
    each member as the stems each of its words may have. A phrase holding a whole member is
    also written with the group's ``key`` in its place, which a question naming any member
    holds, so "CA 4" reads the field labelled "Classe armatura"."""

    key: str  # "~" and the group's number: no word is written so
    members: tuple[tuple[frozenset[str], ...], ...]


@dataclass(frozen=True)
class Lexicon:
    calculators: tuple[str, ...]
    targets: tuple[Target, ...]
    phrases: tuple[Phrase, ...]
    reach: dict[str, dict[str, int]]  # stem -> calculator -> what the stem names in it (Reach bits)
    postings: dict[str, dict[str, tuple[int, ...]]]  # stem -> calculator -> its weighed phrases holding it
    naming: dict[str, dict[str, tuple[int, ...]]]  # stem -> calculator -> the phrases naming its title or main answer holding it
    integers: frozenset[str]  # the calculators with an integer field, which a number may fill
    weight: dict[str, float]  # stem -> how much naming it says (inverse document frequency)
    totals: tuple[float, ...]  # phrase -> the weight of all its stems
    by_prefix: dict[str, tuple[str, ...]]  # first TYPING_MIN+ letters -> the stems starting so
    synonyms: tuple[Synonyms, ...]
    synonyms_by_stem: dict[str, tuple[int, ...]]  # a stem of a member's first word -> groups


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
        if isinstance(f, ChoiceField):
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


def _synonym_groups() -> list[Synonyms]:
    found = []
    for group in _groups():
        members = tuple(m for m in dict.fromkeys(_member(fold(text)) for text in group) if m)
        if len(members) > 1:  # else there is nothing to say in other words
            found.append(Synonyms(f"~{len(found)}", members))
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


def _in_other_words(phrases: list[Phrase], groups: list[Synonyms]) -> list[Phrase]:
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


def _weighed(target: Target, phrase: Phrase) -> bool:
    """Whether a reading weighs ``phrase``: not an ordinary output's (it only says a question's
    word is about the calculator, which ``reach`` tells), nor a part of a field's label that
    does not name it ("Combatant 1" of "Combatant 1: total initiative modifier": the six
    combatants' fields share it)."""
    if target.kind is Kind.OUTPUT:
        return target.primary
    return phrase.names or target.kind is not Kind.FIELD


def _reach(target: Target) -> int:
    if target.kind is Kind.OUTPUT:
        return Reach.ANSWER.value if target.primary else Reach.OUTPUT.value
    return Reach[target.kind.name].value


@functools.cache
def lexicon() -> Lexicon:
    """The lexicon of every declared calculator (built on first use, then kept)."""
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
    postings: dict[str, dict[str, list[int]]] = {}
    reach: dict[str, dict[str, int]] = {}
    naming: dict[str, dict[str, list[int]]] = {}
    users: dict[str, set[str]] = {}  # stem -> calculators using it
    reaches = [_reach(target) for target in targets]
    for i, phrase in enumerate(phrases):
        target = targets[phrase.target]
        name = target.calculator
        weighed = _weighed(target, phrase)
        names = phrase.names and reaches[phrase.target] & (Reach.TITLE | Reach.ANSWER)
        for word in phrase.stems:
            if weighed:
                postings.setdefault(word, {}).setdefault(name, []).append(i)
            reached = reach.setdefault(word, {})
            reached[name] = reached.get(name, 0) | reaches[phrase.target]
            users.setdefault(word, set()).add(name)
            if names:
                naming.setdefault(word, {}).setdefault(name, []).append(i)
    count = len(chosen)
    weight = {word: math.log(1 + count / len(names)) for word, names in users.items()}
    by_prefix: dict[str, list[str]] = {}
    for word in sorted(reach):
        for end in range(TYPING_MIN, len(word)):
            by_prefix.setdefault(word[:end], []).append(word)
    synonyms_by_stem: dict[str, list[int]] = {}
    for g, group in enumerate(groups):
        for member in group.members:
            for first in member[0]:
                bucket = synonyms_by_stem.setdefault(first, [])
                if g not in bucket:
                    bucket.append(g)
    return Lexicon(
        calculators=tuple(c.name for c in chosen),
        targets=tuple(targets),
        phrases=tuple(phrases),
        postings={word: {name: tuple(ids) for name, ids in by_name.items()} for word, by_name in postings.items()},
        reach=reach,
        naming={word: {name: tuple(ids) for name, ids in by_name.items()} for word, by_name in naming.items()},
        integers=frozenset(c.name for c in chosen if any(f.kind == "int" for f in c.fields)),
        weight=weight,
        totals=tuple(sum(weight[word] for word in phrase.stems) for phrase in phrases),
        by_prefix={prefix: tuple(words) for prefix, words in by_prefix.items()},
        synonyms=tuple(groups),
        synonyms_by_stem={word: tuple(ids) for word, ids in synonyms_by_stem.items()},
    )
