"""Pugna's rules core: every numeric rule of the five source texts, standard library only.

Use :func:`dispatch` (``dispatch("tohit", {"npc": 10})``) or the CLI
(``python -m calc list``; ``python -m calc tohit npc=10``); :func:`ask` answers a player's
question with the calculators that fit it (``ask("parata maestro scudo medio CA 4")``).
"""

from .declare import BoolField, Calculator, ChoiceField, IntField, Option, OptionsField, Origin, Output
from .i18n import Message
from .errors import InputError
from .question import Answer, ask
from .registry import calculators, dispatch, get
from .sources import Citation, Seed, cite

__all__ = [
    "Answer",
    "BoolField",
    "Calculator",
    "ChoiceField",
    "Citation",
    "InputError",
    "IntField",
    "Option",
    "OptionsField",
    "Origin",
    "Output",
    "Seed",
    "Message",
    "ask",
    "calculators",
    "cite",
    "dispatch",
    "get",
]
