"""The page's boundary: JSON text in, JSON text out, errors localised for the page.

The Pyodide worker calls only :func:`handle`; it never sees a Python exception for bad
input, only ``{"ok": false, "error": {...}}`` naming the field in the page's language.
"""

from __future__ import annotations

import json

from .declare import LANGS, Calculator, Output, Text
from .errors import InputError
from .registry import dispatch, get, load

__all__ = ["handle", "display"]

_YES = Text(en="yes", it="sì", es="sí", ru="да")
_NO = Text(en="no", it="no", es="no", ru="нет")
_DECIMAL_COMMA = {"it", "es", "ru"}

_BAD_REQUEST = Text(
    en="the request could not be read",
    it="la richiesta non è leggibile",
    es="no se pudo leer la solicitud",
    ru="запрос не удалось прочитать",
)
_UNKNOWN_FIELD = Text(en="unknown field", it="campo sconosciuto", es="campo desconocido", ru="неизвестное поле")


def _message(name: str, error: InputError, lang: str) -> dict[str, str]:
    label, allowed = error.field, error.allowed
    try:
        calculator = get(name)
        f = calculator.field(error.field)
    except (InputError, KeyError):
        if error.reason == "unknown field":
            allowed = _UNKNOWN_FIELD.get(lang)
    else:
        label = f.label.get(lang)
        # A field's own range/choices in the page's language; combination rules keep their text.
        if error.allowed == f.allowed:
            allowed = f.allowed_in(lang)
    return {"field": error.field, "label": label, "allowed": allowed, "message": f"{label}: {allowed}"}


def _show(key: str, value: object, lang: str, output: Output | None = None) -> str:
    if output is not None and output.codes and isinstance(value, str):
        return output.words(value, lang)
    if isinstance(value, bool):
        return (_YES if value else _NO).get(lang)
    if isinstance(value, float):
        text = f"{value * 100:.2f} %" if key.startswith("p_") else f"{value:g}"
        return text.replace(".", ",") if lang in _DECIMAL_COMMA else text
    if isinstance(value, list):
        return ", ".join(_show(key, v, lang, output) for v in value)
    if isinstance(value, dict):
        return "; ".join(f"{k}: {_show(k, v, lang)}" for k, v in value.items())
    return str(value)


def display(result: dict, lang: str, calculator: Calculator | None = None) -> dict[str, str]:
    """Each result value as the page shows it in ``lang``: yes/no words, percentages with
    the language's decimal mark, codes in words."""
    outputs = {o.key: o for o in calculator.outputs} if calculator else {}
    return {key: _show(key, value, lang, outputs.get(key)) for key, value in result.items()}


def handle(request: str, lang: str = "en") -> str:
    """``request`` is ``{"name": ..., "inputs": {...}}`` as JSON text, optionally with the
    ``"module"`` declaring the calculator (the page knows it: only that module is imported);
    returns JSON text."""
    lang = lang if lang in LANGS else "en"
    try:
        data = json.loads(request)
        name, inputs = data["name"], data["inputs"]
    except (ValueError, TypeError, KeyError):
        text = _BAD_REQUEST.get(lang)
        return json.dumps({"ok": False, "error": {"field": "", "label": "", "allowed": "", "message": text}})
    try:
        if isinstance(data.get("module"), str):
            load(data["module"])
        result = dispatch(name, inputs)
    except InputError as error:
        return json.dumps({"ok": False, "error": _message(str(name), error, lang)}, ensure_ascii=False)
    shown = display(result, lang, get(name))
    return json.dumps({"ok": True, "result": result, "display": shown}, ensure_ascii=False)
