"""The one exception users see: bad input, naming the field and what is allowed.

Errors carry structure, not sentences (as avrae/d20's ``RollSyntaxError``): the field,
what it allows and why it was refused are :class:`~calc.i18n.Message` ids with
parameters, rendered once, in the reader's language, by whoever shows the error (the
page boundary :mod:`calc.web`, the CLI).
"""

from __future__ import annotations

from .i18n import SOURCE_LANG, Message, _

__all__ = ["InputError", "REQUIRED", "UNKNOWN_FIELD", "REPEATED_FIELD", "EACH_ONCE", "MALFORMED"]

REQUIRED = _("required")
UNKNOWN_FIELD = _("unknown field")
REPEATED_FIELD = _("repeated field")
EACH_ONCE = _("each field once")
MALFORMED = _("malformed request")
_LINE = _("{field}: {why}allowed: {allowed}{got}")
_GOT = _(" (got {value})")

# How much of a refused value an error repeats: enough to recognise it, never megabytes.
_ECHO_CHARS = 40


class InputError(ValueError):
    """Input rejected before computing.

    ``field`` is the input's name (``"calculator"`` for an unknown calculator name),
    ``allowed`` says what the field accepts and ``reason`` why it was refused (both
    messages, translated on demand), ``got`` is the offending value.
    ``str(error)`` is one English line for a log or a CLI; :meth:`line` the same in any
    language; :meth:`to_dict` the parts a page shows.
    """

    def __init__(self, field: str, allowed: Message, got: object = None, *, reason: Message | None = None) -> None:
        self.field = field
        self.allowed_message = allowed
        self.got = got
        self.reason = reason
        super().__init__(self.line(SOURCE_LANG))

    @property
    def allowed(self) -> str:
        return self.allowed_message.get(SOURCE_LANG)

    def line(self, lang: str, label: str | None = None) -> str:
        """``field: [reason; ]allowed: ...[ (got ...)]`` in ``lang``; ``label`` replaces the field's name."""
        why = f"{self.reason.get(lang)}; " if self.reason else ""
        got = "" if self.got is None else _GOT.format(value=short(self.got)).get(lang)
        return _LINE.format(field=label or self.field, why=why, allowed=self.allowed_message, got=got).get(lang)

    def to_dict(self, lang: str = SOURCE_LANG, label: str | None = None) -> dict[str, str]:
        return {
            "field": self.field,
            "label": label or self.field,
            "allowed": self.allowed_message.get(lang),
            "reason": self.reason.get(lang) if self.reason else "",
            "message": self.line(lang, label),
        }


def short(value: object) -> str:
    """A refused value as an error repeats it: one line, at most a few dozen characters,
    whatever its size or depth (never ``repr`` of a huge int or a deeply nested list)."""
    if isinstance(value, str):
        text = repr(value[: _ECHO_CHARS + 1])
    elif isinstance(value, bool) or value is None or isinstance(value, float):
        text = repr(value)
    elif isinstance(value, int):
        # repr() of a 5,000-digit int raises ValueError (the int-to-string limit).
        # Above that, its size in any language: "~10^200" (no English inside an Italian line).
        text = repr(value) if value.bit_length() <= 128 else f"{'-' if value < 0 else ''}~10^{int(value.bit_length() * 0.30103)}"
    else:
        text = f"<{type(value).__name__}>"
    text = " ".join(text.split())
    return text if len(text) <= _ECHO_CHARS else text[: _ECHO_CHARS - 3] + "..."
