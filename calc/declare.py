"""How a calculator is declared: once, with everything forms, CLI, schema and tests need.

A :class:`Calculator` names its inputs (:class:`IntField`, :class:`ChoiceField`, :class:`OptionsField`,
:class:`BoolField`), its outputs, the function computing them and the passage it
implements. Parsing and validation of raw input (CLI strings, JSON from a page) live
here, so every front end rejects bad input the same way, naming the field. A field that
is a property of a combatant names its :class:`Trait` and :class:`Side`, so a character
can fill it (the vocabulary is :mod:`calc.vocab`).

The contract every calculator keeps (README, "Answers"):

- an **input error** only for a value outside its own field's declared domain (type,
  range, choices) or a malformed request;
- what **the rules forbid** is an answer: ``allowed: false`` and a ``reason`` code;
- an input that **does not apply** in the situation (a field's ``applies`` condition is
  false, or the rule says so while computing) is ignored and listed in ``ignored``.
"""

from __future__ import annotations

import enum
import functools
import re
import unicodedata
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Union

from .errors import EACH_ONCE, REPEATED_FIELD, REQUIRED, UNKNOWN_FIELD, InputError
from .i18n import LANGS, Message, _, pgettext
from .sources import Citation, Seed

__all__ = [
    "YES",
    "NO",
    "Origin",
    "Side",
    "Trait",
    "When",
    "Option",
    "IntField",
    "ChoiceField",
    "OptionsField",
    "BoolField",
    "Field",
    "Unit",
    "Output",
    "Calculator",
    "IGNORED",
    "ALLOWED_KEY",
    "REASON_KEY",
    "declared",
    "starting_values",
]

_ALLOWED_INT = _("an integer from {lo} to {hi}")
_ALLOWED_CHOICE = _("one of: {options}")
_ALSO_ACCEPTED = _("{allowed}; also accepted: {aliases}")
_ALLOWED_OPTIONS = _("any of: {options}, separated by commas")
_NONE_CHOSEN = pgettext("chosen", "none")
_ALLOWED_BOOL = _("yes or no")
_ALLOWED_FIELDS = _("the fields of {calculator}: {fields}")
_APPLIES_WHEN = _("only when {conditions}")
_IS = _("{field} is {values}")
_INCLUDES = _("{field} includes {values}")
_AT_LEAST = _("{field} is at least {minimum}")
_AT_MOST = _("{field} is at most {maximum}")
_BETWEEN = _("{field} is from {minimum} to {maximum}")
_OR = _(" or ")
_AND = _(" and ")

# Digits as people type them: "−3" with the minus sign the site prints, full-width "３".
_INT = re.compile(r"[+-]?[0-9]{1,12}")
# Only these: NFKC would also read "10²" as 102 and "⑩" as 10, and dropping inner spaces
# joined "1 5" into 15 — silently wrong numbers.
_TYPED = str.maketrans(
    {"\u2212": "-", "\u2013": "-", "\ufe63": "-", "\uff0d": "-", "\uff0b": "+"}
    | {chr(0xFF10 + d): str(d) for d in range(10)}
)
_MAX_RAW_CHARS = 64  # no field's value is longer: refuse before normalising a megabyte


def _normalise_number(raw: str) -> str:
    return raw[:_MAX_RAW_CHARS].translate(_TYPED).strip()


class Origin(enum.Enum):
    """Where a field's value comes from when no text here gives it (a weapon's factors, an
    armour's CA): said with the field's help, or a default would pass for the answer."""

    WEAPON_TABLE = "weapon_table"
    ARMOR_TABLE = "armour_table"

    @property
    def words(self) -> Message:
        return _ORIGIN_WORDS[self]


_ORIGIN_WORDS = {
    Origin.WEAPON_TABLE: _("From the weapon table of your game: this text gives none."),
    Origin.ARMOR_TABLE: _("From the armour table of your game: this text gives none."),
}
_HELP_AND_ORIGIN = _("{help} {origin}")


class Side(enum.Enum):
    """Whose trait a field reads: the combatant the calculator is about (the attacker, the one
    parrying, moving or saving; a page's "you") or the one facing it (the opponent)."""

    SELF = "self"
    OPPONENT = "opponent"


@dataclass(frozen=True)
class Trait:
    """A number or choice a combatant carries from form to form (its THAC0, Strength, shield),
    named once in :mod:`calc.vocab` and labelled through the catalogs.

    ``texts`` are the rule texts whose calculators read it: a character plays by one text, and
    within a text every field of a trait takes the same values, so its value fits each form.
    """

    name: str
    label: Message
    texts: tuple[Seed, ...]

    def __post_init__(self) -> None:
        if not re.fullmatch(r"[a-z][a-z0-9_]*", self.name):
            raise ValueError(f"bad trait name {self.name!r}")
        if not self.texts:
            raise ValueError(f"trait {self.name!r} belongs to no text")


@dataclass(frozen=True, init=False)
class When:
    """When a field applies: ``When(mode="melee")``, ``When(state=("guard", "camp"), in_melee=False)``,
    ``When(combatants=range(3, 7))``.

    Every named field must hold one of its listed values (and across fields, all must
    hold). A field that does not apply is ignored: the rule computes as if it had its
    default, and the result lists it under ``ignored``.
    """

    conditions: tuple[tuple[str, tuple[Any, ...]], ...]

    def __init__(self, **conditions: Any) -> None:
        if not conditions:
            raise ValueError("When() needs at least one condition")
        normalised = tuple((name, tuple(v) if isinstance(v, (tuple, list, range)) else (v,)) for name, v in conditions.items())
        object.__setattr__(self, "conditions", normalised)

    def holds(self, values: Mapping[str, Any]) -> bool:
        """Every named field holds one of its listed values; a set of options, one of them."""
        return all(
            any(v in allowed for v in values[name]) if isinstance(values[name], tuple) else values[name] in allowed
            for name, allowed in self.conditions
        )

    def describe(self, calculator: "Calculator", lang: str) -> str:
        """``only when Against is Missiles`` in ``lang``, with the fields' and options' labels."""
        parts = [_span(calculator.field(name), allowed, lang) for name, allowed in self.conditions]
        return _APPLIES_WHEN.format(conditions=_AND.get(lang).join(parts)).get(lang)

    def as_dict(self) -> dict[str, list[Any]]:
        return {name: list(allowed) for name, allowed in self.conditions}


def _span(f: "Field", allowed: tuple[Any, ...], lang: str) -> str:
    """``Targets is at least 2`` for a run of integers, ``Against is Missiles or Both`` otherwise."""
    if isinstance(f, IntField) and len(allowed) > 2 and list(allowed) == list(range(allowed[0], allowed[-1] + 1)):
        lo, hi = allowed[0], allowed[-1]
        if hi >= f.maximum:
            return _AT_LEAST.format(field=f.label, minimum=lo).get(lang)
        if lo <= f.minimum:
            return _AT_MOST.format(field=f.label, maximum=hi).get(lang)
        return _BETWEEN.format(field=f.label, minimum=lo, maximum=hi).get(lang)
    words = _OR.get(lang).join(f.shown(v, lang) if not isinstance(f, OptionsField) else f.shown((v,), lang) for v in allowed)
    return (_INCLUDES if isinstance(f, OptionsField) else _IS).format(field=f.label, values=words).get(lang)


class _Domain:
    """What every field says about its domain: ``allowed`` in English, ``allowed_in(lang)``;
    and what is said under it (:meth:`guidance`)."""

    allowed_message: Message
    help: Message | None
    origin: Origin | None

    @property
    def allowed(self) -> str:
        return str(self.allowed_message)

    def allowed_in(self, lang: str) -> str:
        return self.allowed_message.get(lang)

    @property
    def guidance(self) -> Message | None:
        """The field's help, then where its value comes from; None if neither."""
        if self.origin is None:
            return self.help
        if self.help is None:
            return self.origin.words
        return _HELP_AND_ORIGIN.format(help=self.help, origin=self.origin.words)

    def _check_trait(self) -> None:
        if (self.trait is None) != (self.side is None):
            raise ValueError(f"{self.name}: a trait is read from a side, and a side only for a trait")


@dataclass(frozen=True)
class Option:
    value: str
    label: Message


@dataclass(frozen=True)
class IntField(_Domain):
    """An integer in ``[minimum, maximum]`` (both required: no unbounded input)."""

    name: str
    label: Message
    minimum: int
    maximum: int
    default: int | None = None
    help: Message | None = None
    example: int | None = None  # what a form starts with when there is no default
    applies: When | None = None
    origin: Origin | None = None
    trait: Trait | None = None  # the combatant's property it reads, if any, and whose
    side: Side | None = None

    kind = "int"

    def __post_init__(self) -> None:
        self._check_trait()
        for value in (self.default, self.example):
            if value is not None and not self.minimum <= value <= self.maximum:
                raise ValueError(f"{self.name}: default or example outside its range")

    @property
    def allowed_message(self) -> Message:
        return _ALLOWED_INT.format(lo=self.minimum, hi=self.maximum)

    def shown(self, value: Any, lang: str) -> str:
        return str(value)

    def parse(self, raw: object) -> int:
        if isinstance(raw, bool):
            raise InputError(self.name, self.allowed_message, raw)
        if isinstance(raw, int):
            value = raw
        elif isinstance(raw, float) and raw.is_integer() and abs(raw) < 1e12:
            value = int(raw)
        elif isinstance(raw, str) and not raw.strip():
            raise InputError(self.name, self.allowed_message, reason=REQUIRED)
        elif isinstance(raw, str) and _INT.fullmatch(_normalise_number(raw)) and len(raw) <= _MAX_RAW_CHARS:
            value = int(_normalise_number(raw))
        else:
            raise InputError(self.name, self.allowed_message, raw)
        if not self.minimum <= value <= self.maximum:
            raise InputError(self.name, self.allowed_message, raw)
        return value


class _Listed(_Domain):
    """A field whose domain is its options: their values, and each label in a reader's language."""

    name: str
    options: tuple[Option, ...]
    _allowed: Message  # "one of: {options}", "any of: {options}, ..."

    def _check_options(self) -> None:
        if len(set(self.values)) != len(self.values):
            raise ValueError(f"{self.name}: duplicate option values")

    @property
    def values(self) -> tuple[str, ...]:
        return tuple(option.value for option in self.options)

    @property
    def allowed_message(self) -> Message:
        return self._allowed.format(options="|".join(self.values))

    def allowed_in(self, lang: str) -> str:
        """The options as a page shows them: each label, with the value a URL or CLI takes."""
        options = ", ".join(f"{o.label.get(lang)} ({o.value})" for o in self.options)
        return self._allowed.format(options=options).get(lang)


@dataclass(frozen=True)
class ChoiceField(_Listed):
    """One of a fixed set of option values. ``aliases`` (alias, value) are other spellings it
    reads as that value, so links and commands written before a rename still work."""

    name: str
    label: Message
    options: tuple[Option, ...]
    default: str | None = None
    help: Message | None = None
    applies: When | None = None
    origin: Origin | None = None
    trait: Trait | None = None
    side: Side | None = None
    aliases: tuple[tuple[str, str], ...] = ()

    kind = "choice"
    _allowed = _ALLOWED_CHOICE

    def __post_init__(self) -> None:
        self._check_trait()
        if self.default is not None and self.default not in self.values:
            raise ValueError(f"{self.name}: default not among the options")
        if any(value not in self.values or alias in self.values for alias, value in self.aliases):
            raise ValueError(f"{self.name}: an alias must name an option and not be one")
        self._check_options()

    def allowed_in(self, lang: str) -> str:
        """The options, then the aliases each as the value it stands for: what --help and a
        form's error say the field takes."""
        allowed = super().allowed_in(lang)
        if not self.aliases:
            return allowed
        aliases = ", ".join(f"{alias} ({value})" for alias, value in self.aliases)
        return _ALSO_ACCEPTED.format(allowed=allowed, aliases=aliases).get(lang)

    def shown(self, value: Any, lang: str) -> str:
        return next((o.label.get(lang) for o in self.options if o.value == value), str(value))

    def parse(self, raw: object) -> str:
        if isinstance(raw, str) and raw.strip() in self.values:
            return raw.strip()
        if isinstance(raw, str) and raw.strip() in dict(self.aliases):
            return dict(self.aliases)[raw.strip()]
        raise InputError(self.name, self.allowed_message, raw)


@dataclass(frozen=True)
class OptionsField(_Listed):
    """Any of a fixed set of options: none, one or several (a target both prone and blinded).

    Its value is a tuple of option values in declaration order; it reads a list, or text with
    the values separated by commas (a URL, a shell: ``condition=prone,blind``; "" is none)."""

    name: str
    label: Message
    options: tuple[Option, ...]
    default: tuple[str, ...] | None = ()
    help: Message | None = None
    applies: When | None = None
    origin: Origin | None = None
    trait: Trait | None = None
    side: Side | None = None

    kind = "options"
    _allowed = _ALLOWED_OPTIONS

    def __post_init__(self) -> None:
        self._check_trait()
        self._check_options()
        if any("," in v for v in self.values):
            raise ValueError(f"{self.name}: an option value cannot hold a comma")
        if self.default is not None and not set(self.default) <= set(self.values):
            raise ValueError(f"{self.name}: default not among the options")

    def shown(self, value: Any, lang: str) -> str:
        chosen = [o.label.get(lang) for o in self.options if o.value in value]
        return ", ".join(chosen) or _NONE_CHOSEN.get(lang)

    def parse(self, raw: object) -> tuple[str, ...]:
        # No longer than every value once, commas and spaces between: refuse before splitting a megabyte.
        longest = sum(len(v) + 2 for v in self.values)
        if isinstance(raw, str) and len(raw) <= longest:
            none = not raw.strip() or raw.strip().casefold() in _said(_NONE_CHOSEN)  # as --help shows it
            items: list[object] = [] if none else [part.strip() for part in raw.split(",")]
        elif isinstance(raw, (list, tuple)) and len(raw) <= 2 * len(self.values):
            items = [item.strip() if isinstance(item, str) else item for item in raw]
        else:
            raise InputError(self.name, self.allowed_message, raw)
        if not all(isinstance(item, str) and item in self.values for item in items):
            raise InputError(self.name, self.allowed_message, raw)
        return tuple(v for v in self.values if v in items)


_TRUE = {"true", "1", "yes", "on"}
_FALSE = {"false", "0", "no", "off"}
# A BoolField's value in words, shown and read back in the reader's language.
YES = _("yes")
NO = _("no")


@functools.cache
def _said(word: Message) -> frozenset[str]:
    """``word`` as each language says it, with and without accents: the domain's own words
    ("да или нет", "sì o no") must parse, or an error names words it then refuses."""
    said = {word.get(lang).strip().casefold() for lang in LANGS}
    bare = {"".join(c for c in unicodedata.normalize("NFD", w) if not unicodedata.combining(c)) for w in said}
    return frozenset(said | bare)


@dataclass(frozen=True)
class BoolField(_Domain):
    name: str
    label: Message
    default: bool | None = False
    help: Message | None = None
    applies: When | None = None
    origin: Origin | None = None
    trait: Trait | None = None
    side: Side | None = None

    kind = "bool"
    allowed_message = _ALLOWED_BOOL

    def __post_init__(self) -> None:
        self._check_trait()

    def shown(self, value: Any, lang: str) -> str:
        return (YES if value else NO).get(lang)

    def parse(self, raw: object) -> bool:
        if isinstance(raw, bool):
            return raw
        if isinstance(raw, int) and raw in (0, 1):
            return bool(raw)
        if isinstance(raw, str):
            word = raw.strip().casefold()
            if word in _TRUE or word in _said(YES):
                return True
            if word in _FALSE or word in _said(NO):
                return False
        raise InputError(self.name, self.allowed_message, raw)


Field = Union[IntField, ChoiceField, OptionsField, BoolField]


class Unit(enum.Enum):
    """What an output's number measures, so every front end shows it the same way."""

    PROBABILITY = "probability"  # a float in [0, 1], shown as a percentage
    PERCENT = "percent"  # already a percentage (the texts' "10%")
    METRES = "m"
    FEET = "ft"
    SECONDS = "s"
    ROUNDS = "rounds"
    TRAIL = "trail"  # a list of steps (see calc.trail), shown one per line


@dataclass(frozen=True)
class Output:
    """A key of the calculator's result, with its label.

    A result that is a code (``"weapon_not_melee"``) lists every code it can take in
    ``codes``, each with its words, so pages show it in their language. ``sources`` are the
    passages the output may cite (a trail's rules), so a page can link each of them.
    """

    key: str
    label: Message
    codes: tuple[Option, ...] = ()
    unit: Unit | None = None
    sources: tuple[Citation, ...] = ()
    # A list of records shown one per line, each through this message ("{position}: {low}-{high}").
    lines: Message | None = None

    def words(self, code: str, lang: str) -> str:
        for option in self.codes:
            if option.value == code:
                return option.label.get(lang)
        return code


IGNORED = Output("ignored", _("Not used here"))
# What the rules forbid is an answer: ``allowed`` (a bool) and ``reason`` (a code) say so.
ALLOWED_KEY = "allowed"
REASON_KEY = "reason"


@dataclass(frozen=True)
class Calculator:
    """A rule made computable: ``compute(**inputs) -> dict`` keyed by ``outputs``.

    ``compute`` receives parsed values, one keyword per field, with every field that does
    not apply set to its default; it never raises :class:`InputError` (see the contract in
    the module's docstring). It may return an ``"ignored"`` list of fields it found
    inapplicable while computing (roll-off dice when nobody tied); the result always
    ends with ``ignored``, every unused field in declaration order.
    """

    name: str
    title: Message
    summary: Message
    source: Citation
    fields: tuple[Field, ...]
    outputs: tuple[Output, ...]
    compute: Callable[..., Mapping[str, Any]] = field(repr=False)
    readings: tuple[Message, ...] = ()  # how ambiguous passages were read; shown in help and on pages
    primary: str = ""  # the output that answers the question, shown first and large (default: the first)
    # For a rule that reads a seed table: (table name, row index, column index or None for
    # the whole row) of the cell its inputs look up, so a page can point at it.
    lookup: Callable[..., tuple[str, int, int | None]] | None = field(default=None, repr=False)
    # (alias, field): names a field had before it was renamed, read as the field's, so links,
    # commands and kept screens written before the rename still work (as ChoiceField.aliases
    # do for an option's value).
    field_aliases: tuple[tuple[str, str], ...] = ()

    def __post_init__(self) -> None:
        if not re.fullmatch(r"[a-z][a-z0-9_]*", self.name):
            raise ValueError(f"bad calculator name {self.name!r}")
        names = [f.name for f in self.fields]
        if len(set(names)) != len(names):
            raise ValueError(f"{self.name}: duplicate field names")
        aliases = [alias for alias, _field in self.field_aliases]
        if len(set(aliases)) != len(aliases) or any(a in names or f not in names for a, f in self.field_aliases):
            raise ValueError(f"{self.name}: a field alias must name a field and not be one, once")
        declared = self.outputs[:-1] if self.outputs[-1:] == (IGNORED,) else self.outputs  # replace() re-runs this
        if any(o.key == IGNORED.key for o in declared):
            raise ValueError(f"{self.name}: 'ignored' is added by the declaration, not declared")
        for f in self.fields:
            if f.applies is None:
                continue
            if f.default is None:
                raise ValueError(f"{self.name}.{f.name}: a field that may not apply needs a default")
            for other, allowed in f.applies.conditions:
                if other not in names or names.index(other) >= names.index(f.name):
                    raise ValueError(f"{self.name}.{f.name}: applies on {other!r}, which is not an earlier field")
                target = self.field(other)
                if isinstance(target, (ChoiceField, OptionsField)) and not set(allowed) <= set(target.values):
                    raise ValueError(f"{self.name}.{f.name}: applies on values {other} cannot take")
        read = [(f.trait, f.side) for f in self.fields if f.trait is not None]
        if len(set(read)) != len(read):
            raise ValueError(f"{self.name}: two fields read the same trait of the same side")
        for f in self.fields:
            if f.trait is not None and self.source.seed not in f.trait.texts:
                raise ValueError(f"{self.name}.{f.name}: trait {f.trait.name!r} is not one of text {self.source.seed.number}")
        object.__setattr__(self, "outputs", declared + (IGNORED,))
        keys = [o.key for o in declared]
        if self.primary and self.primary not in keys:
            raise ValueError(f"{self.name}: primary output {self.primary!r} is not declared")
        if ALLOWED_KEY in keys and REASON_KEY not in keys:
            raise ValueError(f"{self.name}: {ALLOWED_KEY!r} needs a {REASON_KEY!r} output (why not)")
        if not self.primary and self.primary_output == ALLOWED_KEY and set(keys) != {ALLOWED_KEY, REASON_KEY}:
            # Yes or no leads only where it is what is asked (primary="allowed", said so).
            raise ValueError(f"{self.name}: yes or no is not the whole answer: declare the number asked for as primary")

    @property
    def primary_output(self) -> str:
        return self.primary or self.outputs[0].key

    @property
    def verdict(self) -> tuple[str, str] | None:
        """``("allowed", "reason")`` where the rules may forbid what is asked: a page leads with
        them only then, since "allowed: yes" is not what a player came for (unless it is the
        question asked: the calculator's primary)."""
        keys = {o.key for o in self.outputs}
        return (ALLOWED_KEY, REASON_KEY) if ALLOWED_KEY in keys else None

    def field(self, name: str) -> Field:
        for f in self.fields:
            if f.name == name:
                return f
        raise KeyError(name)

    def output(self, key: str) -> Output:
        for o in self.outputs:
            if o.key == key:
                return o
        raise KeyError(key)

    def defaults(self) -> dict[str, Any]:
        return {f.name: f.default for f in self.fields}

    def field_name(self, name: str) -> str:
        """The field ``name`` stands for: the field of that name, or the one it is an alias of."""
        return dict(self.field_aliases).get(name, name)

    def by_field_name(self, inputs: Mapping[str, object]) -> dict[str, object]:
        """``inputs`` keyed by :meth:`field_name`; a field given under two names is refused."""
        named: dict[str, object] = {}
        for key, value in inputs.items():
            name = self.field_name(key)
            if name in named:
                raise InputError(name, EACH_ONCE, reason=REPEATED_FIELD)
            named[name] = value
        return named

    def parse(self, inputs: Mapping[str, object]) -> dict[str, Any]:
        """Validate raw inputs; a missing field takes its default, or is an error without one."""
        inputs = self.by_field_name(inputs)
        known = [f.name for f in self.fields]
        for key in inputs:
            if key not in known:
                allowed = _ALLOWED_FIELDS.format(calculator=self.name, fields=", ".join(known) or "-")
                raise InputError(str(key)[:40], allowed, reason=UNKNOWN_FIELD)
        parsed = {}
        for f in self.fields:
            if f.name in inputs:
                parsed[f.name] = f.parse(inputs[f.name])
            elif f.default is None:
                raise InputError(f.name, f.allowed_message, reason=REQUIRED)
            else:
                parsed[f.name] = f.default
        return parsed

    def inapplicable(self, values: dict[str, Any]) -> list[str]:
        """Fields whose ``applies`` condition is false for ``values``; sets each to its
        default in ``values`` (conditions name earlier fields, so one pass settles them)."""
        unused = []
        for f in self.fields:
            if f.applies is not None and not f.applies.holds(values):
                values[f.name] = f.default
                unused.append(f.name)
        return unused

    def looked_up(self, inputs: Mapping[str, object]) -> dict[str, Any] | None:
        """The seed-table cell ``inputs`` look up, as ``{"table", "row", "column"}``, or None."""
        if self.lookup is None:
            return None
        table, row, column = self.lookup(**self.parse(inputs))
        return {"table": table, "row": row, "column": column}

    def run(self, inputs: Mapping[str, object]) -> dict[str, Any]:
        values = self.parse(inputs)
        unused = set(self.inapplicable(values))
        result = dict(self.compute(**values))
        unused.update(result.pop(IGNORED.key, ()))
        result[IGNORED.key] = [f.name for f in self.fields if f.name in unused]
        expected = [o.key for o in self.outputs]
        if list(result) != expected:
            raise AssertionError(f"{self.name} returned keys {list(result)}, declared {expected}")
        return result


def declared(calculators: tuple[Calculator, ...], name: str) -> Field:
    """Field ``name`` as a rule module's ``CALCULATORS`` declare it, to reuse one declaration."""
    for calculator in calculators:
        for f in calculator.fields:
            if f.name == name:
                return f
    raise KeyError(name)


def starting_values(c: Calculator) -> dict[str, Any]:
    """The values a calculator's form starts with: each field's default, else a harmless
    example (the pages' forms and ``calc.ask`` fill what the reader did not give from these)."""
    return {f.name: _example(f) for f in c.fields}


def _example(f: Field) -> Any:
    if f.default is not None:
        return f.default
    if isinstance(f, IntField):
        return f.example if f.example is not None else min(max(0, f.minimum), f.maximum)
    if isinstance(f, ChoiceField):
        return f.options[0].value
    return False
