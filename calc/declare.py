"""How a calculator is declared: once, with everything forms, CLI and tests need.

A :class:`Calculator` names its inputs (:class:`IntField`, :class:`ChoiceField`,
:class:`BoolField`), its outputs, the function computing them and the passage it
implements. Parsing and validation of raw input (CLI strings, JSON from a page) live
here, so every front end rejects bad input the same way, naming the field.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Union

from .errors import InputError
from .sources import Citation

__all__ = [
    "Text",
    "Option",
    "IntField",
    "ChoiceField",
    "BoolField",
    "Field",
    "Output",
    "Calculator",
]

LANGS = ("en", "it", "es", "ru")


@dataclass(frozen=True)
class Text:
    """A UI string in the four languages Pugna writes in."""

    en: str
    it: str
    es: str
    ru: str

    def __post_init__(self) -> None:
        for lang in LANGS:
            if not getattr(self, lang).strip():
                raise ValueError(f"empty {lang} text in {self!r}")

    def get(self, lang: str) -> str:
        return getattr(self, lang) if lang in LANGS else self.en

    def as_dict(self) -> dict[str, str]:
        return {lang: getattr(self, lang) for lang in LANGS}


# Phrases for "what is allowed", in the four UI languages (pages show them inline).
_ALLOWED_INT = Text(
    en="an integer from {lo} to {hi}",
    it="un numero intero da {lo} a {hi}",
    es="un número entero de {lo} a {hi}",
    ru="целое число от {lo} до {hi}",
)
_ALLOWED_CHOICE = Text(en="one of: {options}", it="uno tra: {options}", es="uno de: {options}", ru="одно из: {options}")
_ALLOWED_BOOL = Text(en="yes or no", it="sì o no", es="sí o no", ru="да или нет")

_INT = re.compile(r"[+-]?[0-9]{1,12}")


@dataclass(frozen=True)
class IntField:
    """An integer in ``[minimum, maximum]`` (both required: no unbounded input)."""

    name: str
    label: Text
    minimum: int
    maximum: int
    default: int | None = None
    help: Text | None = None
    example: int | None = None  # what a form starts with when there is no default

    kind = "int"

    def __post_init__(self) -> None:
        for value in (self.default, self.example):
            if value is not None and not self.minimum <= value <= self.maximum:
                raise ValueError(f"{self.name}: default or example outside its range")

    @property
    def allowed(self) -> str:
        return self.allowed_in("en")

    def allowed_in(self, lang: str) -> str:
        return _ALLOWED_INT.get(lang).format(lo=self.minimum, hi=self.maximum)

    def parse(self, raw: object) -> int:
        if isinstance(raw, bool):
            raise InputError(self.name, self.allowed, raw)
        if isinstance(raw, int):
            value = raw
        elif isinstance(raw, float) and raw.is_integer() and abs(raw) < 1e12:
            value = int(raw)
        elif isinstance(raw, str) and _INT.fullmatch(raw.strip()):
            value = int(raw.strip())
        else:
            raise InputError(self.name, self.allowed, raw)
        if not self.minimum <= value <= self.maximum:
            raise InputError(self.name, self.allowed, raw)
        return value


@dataclass(frozen=True)
class Option:
    value: str
    label: Text


@dataclass(frozen=True)
class ChoiceField:
    """One of a fixed set of option values."""

    name: str
    label: Text
    options: tuple[Option, ...]
    default: str | None = None
    help: Text | None = None

    kind = "choice"

    def __post_init__(self) -> None:
        if self.default is not None and self.default not in self.values:
            raise ValueError(f"{self.name}: default not among the options")

    @property
    def values(self) -> tuple[str, ...]:
        return tuple(option.value for option in self.options)

    @property
    def allowed(self) -> str:
        return "one of " + "|".join(self.values)

    def allowed_in(self, lang: str) -> str:
        options = ", ".join(f"{o.label.get(lang)} ({o.value})" for o in self.options)
        return _ALLOWED_CHOICE.get(lang).format(options=options)

    def parse(self, raw: object) -> str:
        if isinstance(raw, str) and raw.strip() in self.values:
            return raw.strip()
        raise InputError(self.name, self.allowed, raw)


_TRUE = {"true", "1", "yes", "on"}
_FALSE = {"false", "0", "no", "off"}


@dataclass(frozen=True)
class BoolField:
    name: str
    label: Text
    default: bool | None = False
    help: Text | None = None

    kind = "bool"

    allowed = "true or false"

    def allowed_in(self, lang: str) -> str:
        return _ALLOWED_BOOL.get(lang)

    def parse(self, raw: object) -> bool:
        if isinstance(raw, bool):
            return raw
        if isinstance(raw, int) and raw in (0, 1):
            return bool(raw)
        if isinstance(raw, str):
            word = raw.strip().lower()
            if word in _TRUE:
                return True
            if word in _FALSE:
                return False
        raise InputError(self.name, self.allowed, raw)


Field = Union[IntField, ChoiceField, BoolField]


@dataclass(frozen=True)
class Output:
    """A key of the calculator's result, with its label.

    A result that is a code (``"weapon_not_melee"``) lists every code it can take in
    ``codes``, each with its words, so pages show it in their language.
    """

    key: str
    label: Text
    codes: tuple[Option, ...] = ()

    def words(self, code: str, lang: str) -> str:
        for option in self.codes:
            if option.value == code:
                return option.label.get(lang)
        return code


@dataclass(frozen=True)
class Calculator:
    """A rule made computable: ``compute(**inputs) -> dict`` keyed by ``outputs``.

    ``compute`` receives already-parsed values, one keyword per field; it may still
    raise :class:`InputError` for combinations the fields alone cannot express.
    """

    name: str
    title: Text
    summary: Text
    source: Citation
    fields: tuple[Field, ...]
    outputs: tuple[Output, ...]
    compute: Callable[..., Mapping[str, Any]] = field(repr=False)
    readings: tuple[Text, ...] = ()  # how ambiguous passages were read; shown in help and on pages

    def __post_init__(self) -> None:
        if not re.fullmatch(r"[a-z][a-z0-9_]*", self.name):
            raise ValueError(f"bad calculator name {self.name!r}")
        names = [f.name for f in self.fields]
        if len(set(names)) != len(names):
            raise ValueError(f"{self.name}: duplicate field names")

    def field(self, name: str) -> Field:
        for f in self.fields:
            if f.name == name:
                return f
        raise KeyError(name)

    def defaults(self) -> dict[str, Any]:
        return {f.name: f.default for f in self.fields}

    def parse(self, inputs: Mapping[str, object]) -> dict[str, Any]:
        """Validate raw inputs; a missing field takes its default, or is an error without one."""
        known = [f.name for f in self.fields]
        for key in inputs:
            if key not in known:
                allowed = ", ".join(known) or "no fields"
                raise InputError(str(key), f"the fields of {self.name}: {allowed}", reason="unknown field")
        parsed = {}
        for f in self.fields:
            if f.name in inputs:
                parsed[f.name] = f.parse(inputs[f.name])
            elif f.default is None:
                raise InputError(f.name, f.allowed, reason="required field missing")
            else:
                parsed[f.name] = f.default
        return parsed

    def run(self, inputs: Mapping[str, object]) -> dict[str, Any]:
        result = dict(self.compute(**self.parse(inputs)))
        expected = [o.key for o in self.outputs]
        if list(result) != expected:
            raise AssertionError(f"{self.name} returned keys {list(result)}, declared {expected}")
        return result
