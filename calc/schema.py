"""Every calculator's inputs as JSON Schema (2020-12), read from the same declarations as
forms, CLI help and tests: types, choices, ranges, defaults, and when each field applies.

``x-applies-when`` (an annotation, not a constraint: a value given where it does not
apply is ignored, never refused) maps each controlling field to the values it must have;
``x-origin`` names where a value no text gives comes from (``weapon_table``, ``armour_table``).
``x-trait`` names the combatant's property a field reads (:mod:`calc.vocab`) and whose:
``self``, the one the calculator is about, or its ``opponent``.
"""

from __future__ import annotations

from typing import Any

from .declare import BoolField, Calculator, ChoiceField, Field, IntField, OptionsField
from .i18n import SOURCE_LANG

__all__ = ["input_schema", "DIALECT"]

DIALECT = "https://json-schema.org/draft/2020-12/schema"


def _field_schema(c: Calculator, f: Field, lang: str) -> dict[str, Any]:
    schema: dict[str, Any] = {"title": f.label.get(lang)}
    if isinstance(f, IntField):
        schema |= {"type": "integer", "minimum": f.minimum, "maximum": f.maximum}
    elif isinstance(f, ChoiceField):
        schema |= {"type": "string", "oneOf": [{"const": o.value, "title": o.label.get(lang)} for o in f.options]}
    elif isinstance(f, OptionsField):
        options = [{"const": o.value, "title": o.label.get(lang)} for o in f.options]
        schema |= {"type": "array", "items": {"type": "string", "oneOf": options}, "uniqueItems": True}
    elif isinstance(f, BoolField):
        schema["type"] = "boolean"
    notes = [f.guidance.get(lang)] if f.guidance else []
    if f.origin is not None:
        schema["x-origin"] = f.origin.value  # where its value comes from (no text gives it)
    if f.trait is not None:
        schema["x-trait"] = {"name": f.trait.name, "side": f.side.value}
    if f.applies is not None:
        schema["x-applies-when"] = f.applies.as_dict()
        notes.append(f.applies.describe(c, lang) + ".")
    if notes:
        schema["description"] = " ".join(notes)
    if f.default is not None:
        schema["default"] = list(f.default) if isinstance(f.default, tuple) else f.default
    return schema


def input_schema(c: Calculator, lang: str = SOURCE_LANG) -> dict[str, Any]:
    """JSON Schema of what :func:`calc.dispatch` accepts for ``c``, labelled in ``lang``."""
    return {
        "$schema": DIALECT,
        "$id": f"urn:pugna:calc:{c.name}",
        "title": c.title.get(lang),
        "description": c.summary.get(lang),
        "type": "object",
        "properties": {f.name: _field_schema(c, f, lang) for f in c.fields},
        "required": [f.name for f in c.fields if f.default is None],
        "additionalProperties": False,
        "x-source": str(c.source),
        "x-outputs": {o.key: o.label.get(lang) for o in c.outputs},
    }
