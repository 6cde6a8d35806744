"""The one exception users see: bad input, naming the field and what is allowed."""

from __future__ import annotations

__all__ = ["InputError"]


class InputError(ValueError):
    """Input rejected before (or while) computing.

    ``field`` is the input's name (``"calculator"`` for an unknown calculator name),
    ``allowed`` says in words what the field accepts, ``got`` is the offending value.
    ``str(error)`` is a single line suitable for a CLI or an inline form message.
    """

    def __init__(self, field: str, allowed: str, got: object = None, *, reason: str = "") -> None:
        self.field = field
        self.allowed = allowed
        self.got = got
        self.reason = reason
        super().__init__(self._line())

    def _line(self) -> str:
        got = "" if self.got is None else f" (got {_short(self.got)})"
        why = f"{self.reason}; " if self.reason else ""
        return f"{self.field}: {why}allowed: {self.allowed}{got}"

    def to_dict(self) -> dict[str, str]:
        return {"field": self.field, "allowed": self.allowed, "message": str(self)}


def _short(value: object) -> str:
    text = repr(value)
    text = " ".join(text.split())
    return text if len(text) <= 40 else text[:37] + "..."
