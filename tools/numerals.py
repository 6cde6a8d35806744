"""Numbers as the texts write them: "– 2", "+1", "1/3", "20%", or a word ("due", "cinco", "два").

A number the text states (:class:`calc.tables.Stated`) may be a word; the game master may
change "due dimensioni" to "tre dimensioni", so the words the texts use for small numbers,
and their neighbours, are read as numbers too.
"""

from __future__ import annotations

import re
from fractions import Fraction

__all__ = ["pattern", "value", "shown"]

_DIGITS = r"[+\-–−]?\s?\d+(?:/\d+)?"

# Word -> number, by the texts' language (the forms the texts use, and the nearby numbers).
_WORDS: dict[str, dict[str, int | Fraction]] = {
    "it": {
        "un": 1, "uno": 1, "una": 1, "due": 2, "tre": 3, "quattro": 4, "cinque": 5, "sei": 6, "sette": 7,
        "otto": 8, "nove": 9, "dieci": 10, "metà": Fraction(1, 2),
    },
    "es": {
        "un": 1, "uno": 1, "una": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "siete": 7,
        "ocho": 8, "nueve": 9, "diez": 10, "mitad": Fraction(1, 2), "tercera": Fraction(1, 3),
        "cuarta": Fraction(1, 4), "doble": 2, "triple": 3, "cuádruple": 4,
    },
    "ru": {
        "один": 1, "одна": 1, "одной": 1, "одного": 1, "два": 2, "две": 2, "двух": 2, "три": 3, "трех": 3,
        "трёх": 3, "четыре": 4, "четырех": 4, "пять": 5, "пяти": 5, "шесть": 6, "шести": 6,
    },
}


def pattern(lang: str) -> str:
    """A regular expression for one number in a text of language ``lang``, as one group."""
    words = sorted(_WORDS.get(lang, {}), key=len, reverse=True)
    named = "|".join(map(re.escape, words))
    return rf"({_DIGITS}|(?<!\w)(?:{named})(?!\w))" if named else rf"({_DIGITS})"


def value(printed: str, lang: str) -> int | Fraction:
    """The number ``printed`` (a match of :func:`pattern`) stands for."""
    word = _WORDS.get(lang, {}).get(printed.lower())
    if word is not None:
        return word
    plain = re.sub(r"\s", "", printed).replace("–", "-").replace("−", "-")
    number = Fraction(plain)
    return int(number) if number.denominator == 1 else number


def shown(number: int | Fraction, percent: bool = False) -> str:
    """``number`` as a message shows it: 3, 1/3, 20%."""
    return f"{Fraction(number) * 100}%" if percent else str(Fraction(number))
