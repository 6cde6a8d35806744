"""Reading a question against the lexicon: what each calculator would read in it.

:func:`read` turns the question into :class:`Question` tokens, each with the declared stems
it meets (the same stem, a longer or shorter one sharing its first letters, or a glossary
synonym of a phrase it is part of). :func:`readings` then reads it as each calculator its
words meet would (:class:`Reading`):

- a **choice** binds by its label in any language ("scudo medio", "buckler", "частичное"),
  better beside its field's label ("taglia attaccante grande");
- a **yes/no** field binds by its label, to no after a negation ("senza scudo");
- a **number** binds to the integer field whose label stands next to it, before or after
  ("CA 4", "4 CA", "ataque base 3", "2 incrementos"), perhaps past a word or two that bind
  nothing ("daño masivo 60"); the field parses it later, as a form would, so a value outside
  its range is named, never used;
- the words of the calculator's **title** stay the question's topic: a choice does not take
  them when the title holds them better ("asalto de sorpresa" is 003's surprise round, not its
  choice "surprise round, before its turn");
- each question word the calculator accounts for (its title, an output's label, an input's)
  counts as explained; the rest is unused.

A word meets a calculator's labels by its exact stem when it can: a longer or shorter stem
sharing its first letters counts only where the exact one is not declared ("guardia" is
*Di guardia*, not *Guardingo*). A run of words reads a label by the share of the label it
says times the share of its words the label reads. Numbers are settled first: the reading
that binds the most of them, then the most of them on one side of their labels, then the one
whose labels say most ("Costituzione 14 PF -3": 14 is the Constitution, -3 the hit points);
then choices, yes/no fields and titles, strongest first (then the longest, the earliest, the
fields' and the choices' order). The same question always reads the same way. How well a
reading answers the question is :mod:`calc.ranking`'s business.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any, NamedTuple

from .declare import BoolField, IntField
from .lexicon import PREFIX_MIN, TYPING_MIN, Kind, Lexicon, Reach, lexicon
from .registry import get
from .words import NEGATIONS, STOPWORDS, Token, stems, tokens, typed

__all__ = ["Question", "Claim", "Reading", "Glance", "read", "glance", "read_as", "readings", "EXACT", "SYNONYM", "PREFIX", "NUMBER_WEIGHT"]

# How surely a question's word names a declared stem.
EXACT = 1.0
SYNONYM = 0.9  # through a glossary group ("CA" for "Classe armatura")
PREFIX = 0.8  # one stem begins the other ("attacc", "attaccant"): inflection or a word being typed
# What a number says, beside a word's weight (a stem's inverse document frequency is ~0.7-4.5).
NUMBER_WEIGHT = 1.0
# A choice or a yes/no field binds on at least half of a label's weight, or on a word few
# calculators use (weight of a stem used by about five of 92: "guardia", "buckler").
BIND_MIN = 0.5
BIND_WEIGHT = 2.9
# A number binds to a label past at most this many words that bind nothing, at this cost.
SKIP_MAX = 2
SKIPPED = 0.9
# Words and numbers of a question read at most.
MAX_TOKENS = 24
# Numbers weighed for the best reading at most (the rest bind greedily), and each one's best claims.
NUMBERS_MAX = 4
CLAIMS_PER_NUMBER = 4
# How much an explained word counts by what it names: the calculator, an answer, an input.
_EXPLAINS = {Reach.TITLE: 1.0, Reach.ANSWER: 1.0, Reach.OUTPUT: 0.8, Reach.FIELD: 0.7, Reach.NUMBER: 0.7, Reach.OPTION: 0.6}
# The same for every set of things a stem names in one calculator: the most it names.
_EXPLAINED_BY = [max((f for r, f in _EXPLAINS.items() if mask & r), default=0.0) for mask in range(64)]
# As plain ints: the lexicon keeps Reach bits so, and an IntFlag's operators cost a call each.
_BINDS = int(Reach.FIELD | Reach.OPTION)
_NUMBER = int(Reach.NUMBER)
_NAMES = int(Reach.TITLE | Reach.ANSWER)
# Kinds as module constants: an Enum member's lookup through its class costs a call each time.
_TITLE, _OUTPUT, _FIELD, _OPTION = Kind.TITLE, Kind.OUTPUT, Kind.FIELD, Kind.OPTION
_BESIDE_LABEL = 0.25  # a choice's score grows by this share of its field's label standing beside it


@dataclass(frozen=True)
class Question:
    """A question's words and numbers (stopwords left out), what each meets in the lexicon
    (``matches``: declared stem -> how surely), and how much each says (``weights``)."""

    text: str
    tokens: tuple[Token, ...]
    matches: tuple[dict[str, float], ...]
    weights: tuple[float, ...]
    negated: tuple[bool, ...]  # the word before is a negation ("senza", "no", "без")


class Claim(NamedTuple):
    """A field's value read from the question's ``tokens`` (indexes into Question.tokens), or,
    with no field, the calculator's title holding them (they bind nothing, and nothing else).
    A named tuple, as :class:`Glance`: readings make many, and it is the cheapest to make."""

    field: str
    value: Any  # a choice's value, True/False, or a number as typed
    tokens: tuple[int, ...]
    score: float  # the share of the label's weight these tokens cover
    number: int | None = None  # the number token it binds


@dataclass(frozen=True)
class Reading:
    """The question as calculator ``calculator`` reads it."""

    calculator: str
    inputs: dict[str, Any]  # bound fields, in declaration order; numbers as typed
    claims: tuple[Claim, ...]
    explained: tuple[float, ...]  # per token: how well this calculator accounts for it (0: unused)
    title: float  # the best share of the calculator's title that a run of the question covers
    answer: float  # the same for its main answer's label ("CA in parata")


def _number_stem(token: Token) -> str | None:
    """A number as choices' labels hold it ("cover (+4)": "#4"); None if it is no plain int."""
    digits = token.text.lstrip("+-")
    return f"#{int(token.text)}" if token.is_number and 0 < len(digits) <= 12 else None


def _meet(token: Token, lex: Lexicon, typing: bool = False) -> dict[str, float]:
    """The declared stems ``token`` meets, and how surely; ``typing``: it may be unfinished."""
    if token.is_number:
        key = _number_stem(token)
        return {key: EXACT} if key in lex.knows else {}
    found: dict[str, float] = {}
    for own in sorted(stems(token.text)):  # sorted: the same order in every process (str hashes vary)
        if own in lex.knows:
            found[own] = EXACT
        if len(own) >= (TYPING_MIN if typing else PREFIX_MIN):
            for longer in lex.longer(own):
                found.setdefault(longer, PREFIX)
        for end in range(PREFIX_MIN, len(own)):
            if own[:end] in lex.knows:
                found.setdefault(own[:end], PREFIX)
    return found


def _synonyms(words: list[Token], matches: list[dict[str, float]], lex: Lexicon) -> None:
    """Where a glossary member stands in the question, its words also hold the member's group."""
    own = [frozenset() if t.is_number else stems(t.text) for t in words]
    for i, first in enumerate(own):
        for g in sorted({g for s in first for g in lex.synonyms_by_stem.get(s, ())}):
            group = lex.synonyms[g]
            if group.key not in lex.knows:
                continue
            for member in group.members:
                end = i + len(member)
                if end <= len(own) and all(member[k] & own[i + k] for k in range(len(member))):
                    for k in range(i, end):
                        matches[k][group.key] = max(matches[k].get(group.key, 0.0), SYNONYM)


def read(text: str, lex: Lexicon | None = None) -> Question:
    """``text``'s tokens and what each meets in the lexicon. The last word may be one being
    typed, unless a space or a sign follows it: it meets the declared words it begins ("maes":
    *Maestro*), it is no stopword yet if long enough to begin another word ("para": *parata*),
    and a single letter meets nothing yet. Only the first MAX_TOKENS words and numbers are read:
    a question is a line, and a pasted page reads no better for being read whole."""
    lex = lex or lexicon()
    found = tokens(text)[:MAX_TOKENS]
    last = found[-1] if found else None
    typing = last is not None and not last.is_number and last.end == len(typed(text))
    words: list[Token] = []
    negated: list[bool] = []
    after_negation = False
    for token in found:
        if token.text in STOPWORDS and not (typing and token is last and len(token.text) >= TYPING_MIN):
            continue  # "CA in parata": "in" neither binds nor is missed
        words.append(token)
        negated.append(after_negation)
        after_negation = token.text in NEGATIONS
    typing = typing and bool(words) and words[-1] is last
    matches = [
        {} if typing and t is last and len(t.text) == 1 else _meet(t, lex, typing and t is last)
        for t in words
    ]
    _synonyms(words, matches, lex)
    weights = tuple(
        NUMBER_WEIGHT if t.is_number else max((lex.weight[s] * q for s, q in m.items()), default=0.0)
        for t, m in zip(words, matches)
    )
    return Question(text, tuple(words), tuple(matches), weights, tuple(negated))


def _runs(indexes) -> list[tuple[int, ...]]:
    """Consecutive token indexes grouped: [1, 2, 4] -> [(1, 2), (4,)]."""
    runs: list[list[int]] = []
    for i in sorted(indexes):
        if runs and runs[-1][-1] == i - 1:
            runs[-1].append(i)
        else:
            runs.append([i])
    return [tuple(run) for run in runs]


class Glance(NamedTuple):
    """What a question's words meet of one calculator, before it reads them: cheap to gather for
    every calculator, and enough for :mod:`calc.ranking` to bound how well it can answer."""

    calculator: str
    # (token, stem, how surely) for each declared stem of the calculator a token meets; not a
    # stem a word meets by its start where it meets another of this calculator exactly.
    met: tuple[tuple[int, str, float], ...]
    explains: tuple[float, ...]  # per token: what the reading grants it at least
    # Per token: it may bind a value, as a word meeting an input's label or choice (an integer
    # field's only with a number near), or as a number near such a label.
    binds: tuple[bool, ...]
    title: float  # the share of the title the question's words meet (each word as often as written)
    answer: float  # the same for the main answer's label


def glance(question: Question, lex: Lexicon | None = None) -> list[Glance]:
    """A :class:`Glance` of each calculator the question's words meet, in the registry's order."""
    lex = lex or lexicon()
    count = len(question.tokens)
    reach_of, naming = lex.reach, lex.naming
    # calculator -> (explains, binds, met, the tokens meeting an integer field's label)
    seen: dict[str, tuple[list[float], list[bool], list[tuple[int, str, float]], list[int]]] = {}
    # Title or main answer phrase -> stem -> [how surely at best, how many tokens meet it]: what
    # any run of the question's words can say of the phrase is at most each stem, as often as
    # the phrase writes it, at its best (a bound, not the reading's share).
    named: dict[int, dict[str, list]] = {}
    for i, matched in enumerate(question.matches):
        number = question.tokens[i].is_number
        sure: set[str] = set()  # the calculators this token meets exactly (or as a synonym)
        for s, quality in matched.items():
            if quality > PREFIX:
                sure.update(reach_of[s])
        for s, quality in matched.items():
            for name, reach in reach_of[s].items():
                if quality <= PREFIX and name in sure:
                    continue
                entry = seen.get(name)
                if entry is None:
                    entry = seen[name] = ([0.0] * count, [False] * count, [], [])
                explains, binds, met, numbered = entry
                met.append((i, s, quality))
                explained = _EXPLAINED_BY[reach] * quality
                if not number and explained > explains[i]:  # a number counts only where it binds
                    explains[i] = explained
                if reach & _BINDS:
                    binds[i] = True
                if reach & _NUMBER and (not numbered or numbered[-1] != i):
                    numbered.append(i)
                if reach & _NAMES:
                    for p in naming[s].get(name, ()):
                        stems = named.setdefault(p, {})
                        best = stems.get(s)
                        if best is None:
                            stems[s] = [quality, 1]
                        else:
                            best[0] = max(best[0], quality)
                            best[1] += 1
    numbers = [i for i, t in enumerate(question.tokens) if t.is_number]
    for _, binds, _, numbered in seen.values():
        _settle_binds(binds, numbered, numbers, question.negated)
    title, answer = _named_shares(named, lex)
    return [
        Glance(name, tuple(met), tuple(explains), tuple(binds), title.get(name, 0.0), answer.get(name, 0.0))
        for name in lex.calculators
        if name in seen
        for explains, binds, met, _ in (seen[name],)
    ]


def _settle_binds(binds: list[bool], numbered: list[int], numbers: list[int], negated: tuple[bool, ...]) -> None:
    """Settle which tokens may bind a value in one calculator, besides the words meeting a yes/no
    or choice field's label or a choice (marked already)."""
    if numbers:
        _labels_by_numbers(numbered, numbers, binds)
    for i in range(len(binds) - 1):
        if negated[i + 1] and binds[i + 1]:
            binds[i] = True  # "senza scudo": the negation binds with its field
    for n in numbers:
        if any(abs(n - j) <= SKIP_MAX + 1 for j in numbered):
            binds[n] = True  # a number beside an integer field's label (or past a word or two)


def _named_shares(named: dict[int, dict[str, list]], lex: Lexicon) -> tuple[dict[str, float], dict[str, float]]:
    """calculator -> the most any run can say of its title, and of its main answer's label."""
    title: dict[str, float] = {}
    answer: dict[str, float] = {}
    for p, stems in named.items():
        target = lex.targets[lex.phrase_targets[p]]
        written = lex.phrase_counts(p)
        said = sum(lex.weight[s] * quality * min(times, written[s]) for s, (quality, times) in stems.items())
        share = min(1.0, said / lex.total(p))
        kept = title if target.kind is _TITLE else answer
        if share > kept.get(target.calculator, 0.0):
            kept[target.calculator] = share
    return title, answer


def _labels_by_numbers(numbered: list[int], numbers: list[int], binds: list[bool]) -> None:
    """Mark the tokens meeting an integer field's label that a number may bind with: a run of
    such labels' words reads a number inside it or past at most SKIP_MAX words at either end
    (:func:`_numbers_beside`); any other word of theirs binds nothing."""
    start = 0
    for k, i in enumerate(numbered):
        if k + 1 < len(numbered) and numbered[k + 1] == i + 1:
            continue  # the run goes on
        first, last = numbered[start], i
        if any(first - 1 - SKIP_MAX <= n <= last + 1 + SKIP_MAX for n in numbers):
            for j in numbered[start : k + 1]:
                binds[j] = True
        start = k + 1


def _hits(seen: Glance, lex: Lexicon) -> dict[int, dict[int, list]]:
    """phrase -> token -> [the weight it says of the phrase, {the phrase's stems it meets: how
    surely}], in calculator ``seen.calculator``."""
    hits: dict[int, dict[int, list]] = {}
    weight = lex.weight
    postings = lex.postings
    for i, s, quality in seen.met:
        for p in postings[s].get(seen.calculator, ()):
            by_token = hits.get(p)
            if by_token is None:
                hits[p] = {i: [weight[s] * quality, {s: quality}]}
            elif i in by_token:
                by_token[i][0] += weight[s] * quality  # a token's matches name each stem once
                by_token[i][1][s] = quality
            else:
                by_token[i] = [weight[s] * quality, {s: quality}]
    return hits


def read_as(seen: Glance, question: Question, lex: Lexicon | None = None) -> Reading:
    """The question as calculator ``seen.calculator`` reads it."""
    lex = lex or lexicon()
    calculator = get(seen.calculator)
    words = question.tokens
    title = answer = 0.0
    # Each target's runs: (score, run, weight met) for a run of consecutive tokens, a word among
    # them, meeting one of its phrases. The score is the share of the label the run says, times
    # the share of the run the label reads: "attacco corpo a corpo" is the title's "Attacco corpo
    # a corpo", more than the choice "Attacco con il corpo", which reads one "corpo" only.
    runs: dict[int, list[tuple[float, tuple[int, ...], float]]] = {}
    after, before = _number_sides(seen, words)
    for p, by_token in _hits(seen, lex).items():
        t = lex.phrase_targets[p]
        target = lex.targets[t]
        kind = target.kind
        wants_number = target.input == "int"
        if wants_number and not any(after[i] or before[i] for i in by_token):
            continue  # an integer field's label reads only beside a number, and none stands by
        if (kind is _OPTION or target.input == "bool") and not _may_bind(by_token, lex.total(p)):
            continue  # a choice or a yes/no field these words cannot bind, even all read at once
        if len(by_token) == 1:
            ((i, (weight, _)),) = by_token.items()
            if words[i].is_number:
                continue  # "4" alone names nothing, though "cover (+4)" holds it
            found = [((i,), weight, 1)]
        else:
            found = []
            for run in _runs(by_token):
                if kind is _FIELD:
                    run = _inner(run, words)  # "L(B) 5 ST 3": the 5 is L(B)'s, though ST's label holds a 5
                if all(words[i].is_number for i in run) or (wants_number and not (after[run[-1]] or before[run[0]])):
                    continue
                found.append((run, *_read_run(by_token, run, lex.phrase_counts(p), lex)))
        for run, weight, read in found:
            cover = weight / lex.total(p)
            runs.setdefault(t, []).append((cover * read / len(run), run, weight))
            if lex.phrase_names[p] and kind is _TITLE:
                title = max(title, cover)
            elif lex.phrase_names[p] and kind is _OUTPUT:
                answer = max(answer, cover)
    chosen = _settle(_claims(calculator, runs, seen, question, lex), calculator)
    explained = list(seen.explains)
    for claim in chosen:
        for i in claim.tokens if claim.field else ():  # a title's words were explained already
            explained[i] = 1.0
    inputs = {f.name: c.value for f in calculator.fields for c in chosen if c.field == f.name}
    return Reading(calculator.name, inputs, tuple(c for c in chosen if c.field), tuple(explained), title, answer)


def _inner(run: tuple[int, ...], words: tuple[Token, ...]) -> tuple[int, ...]:
    """``run`` without the numbers at its ends: a number beside a field's label is its value."""
    start, end = 0, len(run)
    while start < end and words[run[start]].is_number:
        start += 1
    while end > start and words[run[end - 1]].is_number:
        end -= 1
    return run[start:end]


def _read_run(by_token: dict[int, tuple[float, dict[str, float]]], run: tuple[int, ...], counts: dict[str, int], lex: Lexicon) -> tuple[float, int]:
    """The weight of a phrase's stems (``counts``: how often each is written) a run of tokens
    says (each written word read once, as surely as the token reading it), and how many of the
    run's tokens read one."""
    left = dict(counts)
    weight = 0.0
    read = 0
    for i in run:
        took = False
        for s, q in by_token[i][1].items():
            if left[s]:
                left[s] -= 1
                weight += lex.weight[s] * q
                took = True
        read += took
    return weight, read


def _binds(cover: float, weight: float) -> bool:
    return cover >= BIND_MIN or weight >= BIND_WEIGHT


def _may_bind(by_token: dict[int, list], total: float) -> bool:
    """Whether some run of these tokens may bind their phrase: together they say at most the
    sum of what each says of it (:func:`_read_run` reads each written word once)."""
    most = sum(said for said, _ in by_token.values())
    return _binds(most / total, most)


def _numbers_beside(run: tuple[int, ...], seen: Glance, words: tuple[Token, ...]):
    """The number tokens a label's run stands by: (index, penalty) after it, then before it,
    past at most SKIP_MAX words that bind nothing in this calculator."""
    for step, start in ((1, run[-1] + 1), (-1, run[0] - 1)):
        found = _number_from(start, step, seen, words)
        if found is not None:
            yield found


def _number_from(i: int, step: int, seen: Glance, words: tuple[Token, ...]) -> tuple[int, float] | None:
    """The number token met walking from ``i`` by ``step`` (and its penalty), or None."""
    skipped = 0
    while 0 <= i < len(words) and not words[i].is_number and not seen.binds[i] and skipped < SKIP_MAX:
        i, skipped = i + step, skipped + 1
    if 0 <= i < len(words) and words[i].is_number:
        return i, SKIPPED if skipped else 1.0
    return None


def _number_sides(seen: Glance, words: tuple[Token, ...]) -> tuple[list[bool], list[bool]]:
    """Per token: whether a label's run ending there has a number after it, and whether one
    starting there has one before it (what :func:`_numbers_beside` finds, asked once per token)."""
    count = len(words)
    if not any(t.is_number for t in words):
        return [False] * count, [False] * count
    after = [_number_from(i + 1, 1, seen, words) is not None for i in range(count)]
    before = [_number_from(i - 1, -1, seen, words) is not None for i in range(count)]
    return after, before


def _claims(calculator, runs, seen: Glance, question: Question, lex: Lexicon) -> list[Claim]:
    """Every value the question's words could give one of the calculator's fields, and every
    run of them its title holds."""
    words = question.tokens
    labels: dict[str, list[tuple[float, tuple[int, ...], float]]] = {}
    for t, found in runs.items():
        target = lex.targets[t]
        if target.kind is _FIELD:
            labels.setdefault(target.field, []).extend(found)
    claims: list[Claim] = []
    for t, found in runs.items():
        target = lex.targets[t]
        if target.kind is _TITLE:
            claims += [Claim("", None, run, cover) for cover, run, _ in found]
        elif target.kind is _OPTION:
            for cover, run, weight in found:
                if not _binds(cover, weight):
                    continue
                beside = [(c, r) for c, r, _ in labels.get(target.field, ()) if r[-1] + 1 == run[0] or run[-1] + 1 == r[0]]
                if beside:
                    c, r = max(beside)
                    claims.append(Claim(target.field, target.value, tuple(sorted({*run, *r})), cover * (1 + _BESIDE_LABEL * c)))
                claims.append(Claim(target.field, target.value, run, cover))
    for f in calculator.fields:
        for cover, run, weight in labels.get(f.name, ()):
            if isinstance(f, BoolField) and _binds(cover, weight):
                negation = run[0] - 1 if question.negated[run[0]] else None
                value = negation is None
                claims.append(Claim(f.name, value, run if value else (negation, *run), cover))
            elif isinstance(f, IntField):
                for n, cost in _numbers_beside(run, seen, words):
                    claims.append(Claim(f.name, words[n].text, tuple(sorted((*run, n))), cover * cost, n))
    return claims


def _settle(claims: list[Claim], calculator) -> list[Claim]:
    """The claims read: first the numbers' best reading (:func:`_most_numbers`), then the other
    claims strongest first; each field and each token is read once."""
    chosen = _most_numbers([c for c in claims if c.number is not None])
    bound = {c.field for c in chosen}
    used = {i for c in chosen for i in c.tokens}
    order = _declared_order(calculator.name)

    def rank(c: Claim) -> tuple:
        return (-round(c.score, 9), -len(c.tokens), c.tokens, order.get((c.field, None), len(order)), order.get((c.field, c.value), 0))

    for claim in sorted((c for c in claims if c.number is None), key=rank):
        if (claim.field and claim.field in bound) or used.intersection(claim.tokens):
            continue
        chosen.append(claim)
        if claim.field:
            bound.add(claim.field)
        used.update(claim.tokens)
    return chosen


@functools.cache
def _declared_order(name: str) -> dict[tuple[str, object], int]:
    """(field, None) -> the field's place in the declaration; (field, value) -> the choice's."""
    order: dict[tuple[str, object], int] = {}
    for i, f in enumerate(get(name).fields):
        order[(f.name, None)] = i
        for j, value in enumerate(getattr(f, "values", ())):
            order[(f.name, value)] = j
    return order


def _most_numbers(claims: list[Claim]) -> list[Claim]:
    """The claims binding the most numbers; then the most of them on one side of their labels
    (a question says "CA 4, PF 12" or "3 aware, 2 surprised", seldom both); then with the highest
    total score. Each field and token once. A search over each number's best few claims (or
    none), pruned by what the numbers left could still add; numbers past the first few bind
    greedily after."""
    by_number: dict[int, list[Claim]] = {}
    for c in sorted(claims, key=lambda c: (-round(c.score, 9), c.tokens, c.field)):
        same = by_number.setdefault(c.number, [])
        if not any(o.field == c.field for o in same):  # each field's best label run only
            same.append(c)
    numbers = sorted(by_number)
    searched = numbers[:NUMBERS_MAX]
    options = [by_number[n][:CLAIMS_PER_NUMBER] for n in searched]
    best_rest = [sum(o[0].score for o in options[k:]) for k in range(len(options) + 1)]
    best: tuple[tuple[int, int, float], list[Claim]] = ((0, 0, 0.0), [])

    def search(k: int, chosen: list[Claim], fields: frozenset[str], used: frozenset[int], after: int, total: float) -> None:
        nonlocal best
        left = len(options) - k
        most = (len(chosen) + left, max(after, len(chosen) - after) + left, round(total + best_rest[k], 9))
        if most <= best[0]:
            return  # even binding every number left with its best claim would not do better
        if not left:
            best = ((len(chosen), max(after, len(chosen) - after), round(total, 9)), chosen)
            return
        for c in options[k]:
            if c.field not in fields and not used.intersection(c.tokens):
                label_first = c.number == c.tokens[-1]
                search(k + 1, [*chosen, c], fields | {c.field}, used | set(c.tokens), after + label_first, total + c.score)
        search(k + 1, chosen, fields, used, after, total)

    search(0, [], frozenset(), frozenset(), 0, 0.0)
    chosen = list(best[1])
    fields = {c.field for c in chosen}
    used = {i for c in chosen for i in c.tokens}
    for n in numbers[NUMBERS_MAX:]:
        for c in by_number[n]:
            if c.field not in fields and not used.intersection(c.tokens):
                chosen.append(c)
                fields.add(c.field)
                used.update(c.tokens)
                break
    return chosen


def readings(question: Question, lex: Lexicon | None = None) -> list[Reading]:
    """The question as read by each calculator any of its words meets, in the registry's order."""
    lex = lex or lexicon()
    return [read_as(seen, question, lex) for seen in glance(question, lex)]
