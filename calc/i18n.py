"""Words the reader sees, in the reader's language: gettext catalogs, resolved lazily.

The English text is the message id (``_("Armour class")``), as in mkdocs' themes and
Sphinx; translations live in ``calc/locales/<lang>/LC_MESSAGES/calc.po``, compiled to
``.mo`` and read with the standard library's :mod:`gettext` (CPython and Pyodide alike).

Declarations are made at import time, before anyone knows the reader's language, so
``_()`` returns a :class:`Message`: a lazy message that is translated when a page, the
CLI or an error asks for it (``message.get("it")``), like Sphinx's ``_`` for its
admonition labels. ``pgettext(context, msgid)`` separates one English word that needs two
translations ("None" of a mastery is *Nessuna*, of a shield *Nessuno*).

Adding a language: ``pybabel init -l xx -i calc/locales/calc.pot -d calc/locales -D calc``,
add ``"xx"`` to :data:`LANGS` and its decimal mark to :data:`DECIMAL_MARKS`, translate,
``make catalogs``.
"""

from __future__ import annotations

import functools
import gettext
from dataclasses import dataclass
from pathlib import Path
from typing import Any

__all__ = ["LANGS", "TRANSLATED", "DECIMAL_MARKS", "SOURCE_LANG", "DOMAIN", "LOCALES", "Message", "_", "pgettext", "render", "lang_or_default"]

SOURCE_LANG = "en"  # the language of the message ids
LANGS = ("en", "it", "es", "ru")  # the languages Pugna speaks; catalogs exist for all but en
TRANSLATED = tuple(lang for lang in LANGS if lang != SOURCE_LANG)  # the languages with a catalog (the texts')
DECIMAL_MARKS = {"en": ".", "it": ",", "es": ",", "ru": ","}  # how each language writes one and a half
DOMAIN = "calc"
LOCALES = Path(__file__).with_name("locales")


@functools.cache
def _translations(lang: str) -> gettext.NullTranslations:
    if lang == SOURCE_LANG:
        return gettext.NullTranslations()
    # No fallback: a missing catalog of a declared language is a packaging bug, not English.
    return gettext.translation(DOMAIN, LOCALES, languages=[lang])


def lang_or_default(lang: object) -> str:
    """``lang`` if Pugna speaks it, else English."""
    return lang if isinstance(lang, str) and lang in LANGS else SOURCE_LANG


@dataclass(frozen=True)
class Message:
    """A message id, translated on demand; ``params`` fill its ``{placeholders}`` (each may
    itself be a :class:`Message`, translated in the same language)."""

    msgid: str
    context: str | None = None
    params: tuple[tuple[str, Any], ...] = ()

    def __post_init__(self) -> None:
        if not self.msgid.strip():
            raise ValueError("empty message id")

    def get(self, lang: str) -> str:
        lang = lang_or_default(lang)
        translations = _translations(lang)
        text = translations.pgettext(self.context, self.msgid) if self.context else translations.gettext(self.msgid)
        if self.params:
            text = text.format(**{key: render(value, lang) for key, value in self.params})
        return text

    def format(self, **params: Any) -> "Message":
        """The same message with placeholders filled later, in the reader's language."""
        return Message(self.msgid, self.context, self.params + tuple(params.items()))

    def __str__(self) -> str:
        return self.get(SOURCE_LANG)

    @property
    def en(self) -> str:
        return self.get(SOURCE_LANG)


def _(msgid: str) -> Message:
    return Message(msgid)


def pgettext(context: str, msgid: str) -> Message:
    return Message(msgid, context)


def render(value: Any, lang: str) -> str:
    """Anything a message may carry, as text in ``lang``: messages translated, sequences joined."""
    if isinstance(value, Message):
        return value.get(lang)
    if isinstance(value, (list, tuple)):
        return ", ".join(render(v, lang) for v in value)
    return str(value)
