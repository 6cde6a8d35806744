"""Words as :func:`calc.ask` compares them: folded, cut into tokens, and stemmed.

The declarations (titles, labels, choices) and a player's question go through the same
steps, so ``parate`` meets *Parata*, ``incrementos`` *Incrementos*, ``укрытием`` *Укрытие*:

- :func:`fold`: case and accents dropped (``Probabilità`` → ``probabilita``, ``ё`` → ``е``),
  the minus signs people type made one (``−3``, ``–3`` → ``-3``);
- :func:`tokens`: words, and whole numbers with their sign; ``CA(B)``, ``1/8`` and ``d20`` stay
  one word each, as the texts write them;
- :func:`stem`: a small suffix stripper per language (Italian, Spanish, English, Russian) in
  the spirit of the "light" stemmers of information retrieval: it cuts endings of number,
  gender, case and the commonest verb forms, never below three letters. Both sides are cut
  alike, so it needs to be consistent rather than right; a word of a script the language does
  not write is left whole.

The site's search uses Pagefind's Snowball stemmers, which are not in Python's standard
library (nor in Pyodide's); these lists are this module's own and tested on the texts' words.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from dataclasses import dataclass

__all__ = ["Token", "fold", "typed", "tokens", "stem", "stems", "is_cyrillic", "STOPWORDS", "NEGATIONS"]

_TYPED = str.maketrans(
    {"\u2212": "-", "\u2013": "-", "\u2014": "-", "\ufe63": "-", "\uff0d": "-", "\uff0b": "+", "\u2019": "'", "`": "'"}
    | {chr(0xFF10 + d): str(d) for d in range(10)}
)


@functools.lru_cache(maxsize=16384)
def fold(text: str) -> str:
    """``text`` lower-cased, without accents (``й`` → ``и``, ``ñ`` → ``n``), one kind of minus."""
    decomposed = unicodedata.normalize("NFKD", text.translate(_TYPED).casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


# A number stands alone ("CA 4", "-2", "+3"), its sign only where no letter or digit precedes
# it ("1-3" is 1 and 3); "1/8" is a word (a challenge rating), "d20" and "CA(B)" are words.
_TOKEN = re.compile(
    r"(?P<word>[^\W\d_][^\W_]*(?:\([^\W\d_]\))?|\d+/\d+)"
    r"|(?P<number>(?<![^\W_])[+-]?\d+(?![^\W_]))"
)


@dataclass(frozen=True)
class Token:
    """A word or a number: ``text`` folded, ``typed`` as written, where it stands in
    :func:`typed` text."""

    text: str
    typed: str
    start: int
    end: int
    is_number: bool = False


def typed(text: str) -> str:
    """``text`` composed (NFC: "e" + accent is "è") with one kind of minus and ASCII digits:
    what :func:`tokens` reads, character for character."""
    return unicodedata.normalize("NFC", text).translate(_TYPED)


def tokens(text: str) -> list[Token]:
    """The words and numbers of ``text`` in order; apostrophes split (``dell'armatura``).
    A number keeps its digits as typed: the field it binds to parses it as a form would."""
    return [
        Token(fold(m.group()), m.group(), m.start(), m.end(), m.lastgroup == "number")
        for m in _TOKEN.finditer(typed(text))
    ]


def is_cyrillic(word: str) -> bool:
    return any("\u0400" <= c <= "\u04ff" for c in word)


def _folded(*words: str) -> tuple[str, ...]:
    """Suffixes written as the language writes them, folded as the words they cut will be;
    longest first, so ``-ados`` is tried before ``-os``."""
    return tuple(sorted({fold(w) for w in words}, key=len, reverse=True))


_SUFFIXES = {
    # Verb forms (parare, parando, parata), then number and gender (colpo, colpi; blocchi → blocc).
    "it": _folded(
        "ando", "endo", "are", "ere", "ire", "ata", "ate", "ati", "ato", "ita", "ite", "iti", "ito",
        "uta", "ute", "uti", "uto", "ità", "hi", "he", "a", "e", "i", "o",
    ),
    # Gerunds, participles, infinitives, plurals: derribando, derribado(s), derribar, escudos.
    "es": _folded(
        "iendo", "ando", "ados", "adas", "idos", "idas", "ado", "ada", "ido", "ida",
        "ar", "er", "ir", "os", "as", "es", "a", "o", "e", "s",
    ),
    # Noun and adjective cases, short verb endings: укрытие, укрытия, укрытием; частичное;
    # внезапность, внезапности (whose -ть is no verb's).
    "ru": _folded(
        "остями", "остью", "остей", "ость", "ости", "иями", "ями", "ами", "ием", "иям", "иях", "ией", "ого", "его", "ому", "ему", "ыми", "ими",
        "ой", "ей", "ий", "ый", "ая", "яя", "ое", "ее", "ие", "ые", "ую", "юю", "ых", "их", "ым", "им",
        "ом", "ем", "ам", "ям", "ах", "ях", "ов", "ев", "ия", "ию", "ии", "ью", "ть", "ет", "ит", "ут",
        "ют", "ат", "ят", "а", "я", "о", "е", "ы", "и", "у", "ю", "ь",
    ),
}
_REFLEXIVE = _folded("ся", "сь")
_MIN_STEM = 3

# British and American spellings meet (armour, defence, manoeuvre): a reader may type either.
_SPELLING = (("our", "or"), ("fence", "fense"), ("oeuvre", "euver"))


def _strip(word: str, suffixes: tuple[str, ...]) -> str:
    for suffix in suffixes:
        if word.endswith(suffix) and len(word) - len(suffix) >= _MIN_STEM:
            return word[: -len(suffix)]
    return word


def _english(word: str) -> str:
    for british, american in _SPELLING:
        if word.endswith(british) and len(word) > len(british) + 1:
            word = word[: -len(british)] + american
    if word.endswith(("ies", "ied")) and len(word) > 4:
        word = word[:-3] + "y"  # parries, parried → parry
    elif word.endswith("sses"):
        word = word[:-2]
    elif word.endswith("ing") and len(word) - 3 >= _MIN_STEM:
        word = word[:-3]
    elif word.endswith("ed") and len(word) - 2 >= _MIN_STEM:
        word = word[:-2]
    elif word.endswith(("ches", "shes", "xes", "zes")):
        word = word[:-2]
    elif word.endswith("s") and not word.endswith(("ss", "us", "is")) and len(word) > 3:
        word = word[:-1]
    if word.endswith("e") and len(word) > 4:
        word = word[:-1]  # dodge, dodging → dodg; defense → defens
    if word.endswith(("ys", "is")) and len(word) >= 6:
        word = word[:-1] + "z"  # paralysed, paralyzed; stabilise, stabilize
    return word


@functools.lru_cache(maxsize=8192)
def stem(word: str, lang: str) -> str:
    """``word`` (folded) cut to its stem in ``lang``; whole if the language does not write its
    script, or it holds a digit or a bracket (``d20``, ``ca(b)``: names, not inflected)."""
    if not word.isalpha() or is_cyrillic(word) != (lang == "ru"):
        return word
    if lang == "en":
        return _english(word)
    if lang == "ru":
        word = _strip(word, _REFLEXIVE)
    return _strip(word, _SUFFIXES[lang])


@functools.lru_cache(maxsize=8192)
def stems(word: str) -> frozenset[str]:
    """Every stem ``word`` (folded) may have, its language unknown: the word itself and its stem
    in each language writing its script (a question may mix languages)."""
    langs = ("ru",) if is_cyrillic(word) else ("it", "es", "en")
    return frozenset({word, *(stem(word, lang) for lang in langs)})


# Words that carry no meaning of their own in a label or a question: articles, prepositions,
# conjunctions, pronouns and the commonest verbs "to be" and "to have" (it, es, en, ru), the "s"
# of "target's".
STOPWORDS = frozenset(
    fold(w)
    for w in (
        "il lo la i gli le l un uno una di del dello della dei degli delle dell a al allo alla ai agli alle all "
        "da dal dallo dalla dai dagli dalle dall in nel nello nella nei negli nelle nell su sul sullo sulla sui sugli "
        "sulle sull con per tra fra e ed o od che chi come se è si ci ne questo questa questi queste quello quella "
        "sono essere era ha hanno"
        " el los las unos unas de del al en con por para y e o u que quien como es se su sus lo este esta estos "
        "estas ese esa esos esas esto eso está están estar ser son fue hay"
        " the a an of to in on at by for with and or from as is are its it his her their your you this that these "
        "those be was were been has have had s"
        " в во на с со и к ко по от до за из о об у для или а же ли что как его ее её их это этот эта эти был была "
        "было были быть"
    ).split()
)

# Words that turn a yes/no field off: "senza scudo", "no shield", "без щита".
NEGATIONS = frozenset(fold(w) for w in ("non no not without senza nessun nessuna sin ni не без нет".split()))
