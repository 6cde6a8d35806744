"""The page's boundary: JSON text in, JSON text out, every word in the page's language.

The Pyodide worker calls :func:`handle` for a calculator, and :func:`handle_screen` for the
table screen's state; it never sees a Python exception, only ``{"ok": false, "error": {...}}``
naming the field in the page's language (or ``"problems"``, for a screen), or
``{"ok": true, "result": {...}, "display": {...}}`` with each value as the page shows it.
The same :func:`display` renders the starting results into the HTML at build time.

A question (``{"ask": "parata maestro scudo medio CA 4"}``) is answered by :func:`calc.ask`
as cards (:func:`card`): ``{"ok": true, "answers": [...]}``, each answer with what a card
shows and the inputs a link to its form carries; ``"most": 1`` asks for the best alone (the
search box's card: read and computed for one, it follows each keystroke).
"""

from __future__ import annotations

import functools
import json
from typing import Any

from .declare import NO, YES, Calculator, ChoiceField, Field, IntField, Output, Unit, starting_values
from .errors import MALFORMED, InputError
from .i18n import DECIMAL_MARKS, _, lang_or_default
from .question import Answer, ask
from .ranking import MOST
from .registry import dispatch, get, load, module_of
from .screen import MAX_DOCUMENT_CHARS, MAX_PANELS, Verdict, check_character, check_document, fill, read_document
from .screen_share import merge, shared
from .trail import describe

__all__ = ["handle", "handle_screen", "display", "page_display", "form_error", "card", "decimal_mark", "MAX_REQUEST_CHARS"]

_BAD_REQUEST = _("the request could not be read")
_ENGINE_FAILED = _("the rules engine failed on these inputs; please report it")

# A form sends a few dozen short fields; anything much larger is not a form's request.
MAX_REQUEST_CHARS = 16_384
# A panel also sends its two characters, each with up to a few dozen traits.
_MAX_PANEL_CHARS = 4 * MAX_REQUEST_CHARS
# A merge sends the document kept and the one arriving; a share, the document kept.
_MAX_SCREEN_CHARS = 2 * MAX_DOCUMENT_CHARS + MAX_REQUEST_CHARS


def _error(field: str, label: str, message: str, allowed: str = "", reason: str = "") -> dict[str, str]:
    return {"field": field, "label": label, "allowed": allowed, "reason": reason, "message": message}


def form_error(calculator: Calculator | None, error: InputError, lang: str) -> dict[str, str]:
    """The error as the page shows it: the field's label, and its own domain in words
    (choices by their labels) when the value was outside it."""
    try:
        f = calculator.field(error.field) if calculator else None
    except KeyError:
        f = None
    if f is None:
        return error.to_dict(lang)
    shown = error.to_dict(lang, label=f.label.get(lang))
    if error.allowed_message == f.allowed_message:
        shown["allowed"] = f.allowed_in(lang)
        reason = f"{shown['reason']}; " if shown["reason"] else ""
        shown["message"] = f"{shown['label']}: {reason}{shown['allowed']}"
    return shown


def decimal_mark(lang: str) -> str:
    """The mark between a number's whole and its fraction in ``lang`` (the page scripts' too)."""
    return DECIMAL_MARKS[lang_or_default(lang)]


def _number(value: float, lang: str) -> str:
    return f"{value:g}".replace(".", decimal_mark(lang))


def _show(value: Any, lang: str, output: Output | None, calculator: Calculator | None) -> str:
    if output is not None and output.key == "ignored" and calculator is not None:
        return ", ".join(calculator.field(name).label.get(lang) for name in value)  # "" when all were used
    if value is None:
        return "—"  # not applicable in this situation
    if output is not None and output.unit is Unit.TRAIL and isinstance(value, list):
        return "\n".join(describe(value, output, lang))  # one step a line; "" (a hidden row) for none
    if output is not None and output.lines is not None and isinstance(value, list):
        return "\n".join(output.lines.format(**record).get(lang) for record in value)  # one record a line
    if output is not None and output.codes and isinstance(value, str):
        return output.words(value, lang)
    if isinstance(value, bool):
        return (YES if value else NO).get(lang)
    if isinstance(value, float):
        if output is not None and output.unit is Unit.PROBABILITY:
            return f"{value * 100:.2f} %".replace(".", decimal_mark(lang))
        return _number(value, lang)
    if isinstance(value, list):
        return ", ".join(_show(v, lang, output, None) for v in value)
    if isinstance(value, dict):
        return "; ".join(f"{k}: {_show(v, lang, None, None)}" for k, v in value.items())
    return str(value)


def _set_aside(calculator: Calculator, inputs: dict, ignored: list[str], lang: str) -> str:
    """On a page, "not used here" names only the unused inputs the reader changed: the form
    hides every unused field, so the others need no word."""
    values = calculator.parse(inputs)
    changed = [name for name in ignored if values[name] != calculator.field(name).default]
    return ", ".join(calculator.field(name).label.get(lang) for name in changed)


def display(result: dict, lang: str, calculator: Calculator | None = None) -> dict[str, str]:
    """Each result value as the page shows it in ``lang``: yes/no words, percentages with
    the language's decimal mark, codes in words, unused inputs by their labels, a trail
    one step a line."""
    outputs = {o.key: o for o in calculator.outputs} if calculator else {}
    return {key: _show(value, lang, outputs.get(key), calculator) for key, value in result.items()}


def page_display(calculator: Calculator, inputs: dict, result: dict, lang: str) -> dict[str, str]:
    """What a form shows for ``inputs`` and their ``result``: :func:`display`, with "not used
    here" naming only the unused inputs the reader changed, and allowed and why not only when
    the rules forbid. The engine answers with it, and
    the build renders each form's starting result with it, so the two never differ."""
    shown = display(result, lang, calculator)
    shown["ignored"] = _set_aside(calculator, inputs, result["ignored"], lang)
    if calculator.verdict and result[calculator.verdict[0]] is True and calculator.primary_output not in calculator.verdict:
        # "Allowed: yes" is not what the reader came for: said only when the rules forbid.
        for key in calculator.verdict:
            shown[key] = ""
    return shown


def card(answer: Answer, lang: str) -> dict:
    """What a card shows of ``answer`` in ``lang``: the calculator's title, each input read with
    its label and value as the form shows them, the main answer as shown (or the input error as
    the form names it: ``primary`` names the main answer either way, and shows it, or null), the
    words not read, and ``link``: the inputs that differ from the form's
    start, as the form's address carries them (``?NAME.FIELD=value``, to the passage page's
    ``#anchor``; the page the form is on is the site's to say).

    For a card whose inputs are edited in place, as a form's: each input's ``kind`` and domain
    (an integer's ``min`` and ``max``, a choice's ``options``, labelled) and ``start``, every
    field's starting value as the form's address writes it (what the card's request and link
    start from)."""
    c = get(answer.calculator)
    start = starting_values(c)
    inputs = [
        {"field": name, "label": c.field(name).label.get(lang), "value": value, "shown": c.field(name).shown(value, lang)} | _domain(c.field(name), lang)
        for name, value in answer.inputs.items()
    ]
    link = {f"{c.name}.{name}": _form_value(value) for name, value in answer.inputs.items() if value != start[name]}
    key = c.primary_output
    shown = None if answer.result is None else page_display(c, start | answer.inputs, answer.result, lang)
    primary = {"key": key, "label": c.output(key).label.get(lang), "shown": shown[key] if shown else None}
    return {
        "name": c.name,
        "module": module_of(c.name),
        "title": c.title.get(lang),
        "source": str(c.source),
        "anchor": f"calc-form-{c.name}",
        "inputs": inputs,
        "link": link,
        "primary": primary,
        "result": answer.result,
        "display": shown,
        "error": form_error(c, answer.error, lang) if answer.error else None,
        "unused": list(answer.unused),
        "start": {name: _form_value(value) for name, value in start.items()},
    }


def _domain(f: Field, lang: str) -> dict:
    """A field's kind and domain, as a control to edit it needs them."""
    if isinstance(f, IntField):
        return {"kind": f.kind, "min": f.minimum, "max": f.maximum}
    if isinstance(f, ChoiceField):
        return {"kind": f.kind, "options": [{"value": o.value, "label": o.label.get(lang)} for o in f.options]}
    return {"kind": f.kind}


def _form_value(value: object) -> str:
    """A value as a form's address writes it: yes/no as the checkbox's "true"/"false", a set
    of options as its values separated by commas."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return ",".join(value) if isinstance(value, tuple) else str(value)


def _read(request: object, limit: int = MAX_REQUEST_CHARS, questions: bool = False) -> dict:
    """A calculator's request (``name``, ``inputs``, optional ``module``), or, with
    ``questions``, also a question (``{"ask": "..."}``)."""
    if not isinstance(request, str) or len(request) > limit:
        raise ValueError("not a request")
    return _request(json.loads(request), questions)  # a deep nest raises RecursionError, caught by the caller


def _request(data: object, questions: bool = False) -> dict:
    """:func:`_read`'s request, already parsed."""
    if questions and isinstance(data, dict) and isinstance(data.get("ask"), str):
        most = data.get("most", MOST)
        if type(most) is not int or not 1 <= most <= MOST:
            raise ValueError("not a request")
        return {"ask": data["ask"], "most": most}
    if not isinstance(data, dict) or not isinstance(data.get("name"), str) or not isinstance(data.get("inputs"), dict):
        raise ValueError("not a request")
    if not isinstance(data.get("module"), str):
        data["module"] = None
    return data


def _malformed(lang: str) -> dict:
    return {"ok": False, "error": _error("", "", _BAD_REQUEST.get(lang), reason=MALFORMED.get(lang))}


def _answer(name: str, inputs: dict, module: str | None, lang: str) -> dict:
    """What :func:`handle` answers, as a dict. Never raises: a bug in a rule answers as an engine error."""
    calculator = None
    try:
        if module:
            load(module)
        calculator = get(name)
        result = dispatch(name, inputs)
        shown = page_display(calculator, inputs, result, lang)
        lookup = calculator.looked_up(inputs)
    except InputError as error:
        return {"ok": False, "error": form_error(calculator, error, lang)}
    except Exception as error:  # noqa: BLE001 — the page must get an answer, never a dead worker
        return _engine_failed(error, lang)
    answer = {"ok": True, "result": result, "display": shown}
    if lookup:
        answer["lookup"] = lookup  # the seed-table cell these inputs read, for the page to mark
    return answer


def _answer_question(question: str, most: int, lang: str) -> dict:
    """The cards answering ``question``, at most ``most``. Never raises: as for a form, a bug is
    an engine error."""
    try:
        return {"ok": True, "answers": [card(answer, lang) for answer in ask(question, lang, most)]}
    except Exception as error:  # noqa: BLE001 — the page must get an answer, never a dead worker
        return _engine_failed(error, lang)


def _engine_failed(error: Exception, lang: str) -> dict:
    message = _ENGINE_FAILED.get(lang)
    detail = f"{type(error).__name__}: {error}"[:200]
    return {"ok": False, "engine": True, "error": _error("", "", message, reason=detail)}


def handle(request: str, lang: str = "en") -> str:
    """``request`` is ``{"name": ..., "inputs": {...}}`` as JSON text, optionally with the
    ``"module"`` declaring the calculator (the page knows it: only that module is imported), or
    ``{"ask": "a question"}`` (with ``"most"``, 1 to 5, the answers wanted at most); returns
    JSON text. Never raises."""
    lang = lang_or_default(lang)
    try:
        data = _read(request, questions=True)
    except (ValueError, RecursionError):
        return json.dumps(_malformed(lang), ensure_ascii=False)
    if "ask" in data:
        return json.dumps(_answer_question(data["ask"], data["most"], lang), ensure_ascii=False)
    return json.dumps(_answer(data["name"], data["inputs"], data["module"], lang), ensure_ascii=False)


@functools.lru_cache(maxsize=32)
def _checked(character: str) -> Verdict:
    """A character as a panel sends it (JSON text), checked once: a screen's panels send the same
    two with each answer (a change of Aldo's size recomputes all eight: one check, not sixteen)."""
    return check_character(json.loads(character))


def _panel(request: str, lang: str) -> dict:
    """A panel: its calculator's answer for the inputs filled from its two characters."""
    try:
        data = _read(request, _MAX_PANEL_CHARS)
    except (ValueError, RecursionError):
        return _malformed(lang)
    return _panel_answer(data, lang)


def _panels(requests: str, lang: str) -> dict:
    """Panels computing together (a character changed: every panel reading it; a screen
    opened): each answered as :func:`_panel` answers it, in order, in one request."""
    try:
        if not isinstance(requests, str) or len(requests) > MAX_PANELS * _MAX_PANEL_CHARS:
            raise ValueError("not a request")
        items = json.loads(requests)
        if not isinstance(items, list) or len(items) > MAX_PANELS:
            raise ValueError("not a request")
    except (ValueError, RecursionError):
        return _malformed(lang)
    answers = []
    for item in items:
        try:
            answers.append(_panel_answer(_request(item), lang))
        except ValueError:
            answers.append(_malformed(lang))
    return {"ok": True, "answers": answers}


def _panel_answer(data: dict, lang: str) -> dict:
    chosen = {}
    for role in ("you", "opponent"):
        if data.get(role) is None:
            chosen[role] = None
            continue
        verdict = _checked(json.dumps(data[role], sort_keys=True, ensure_ascii=False))
        if not verdict.ok:
            return verdict.to_dict(lang)
        chosen[role] = verdict.document
    try:
        if data["module"]:
            load(data["module"])
        calculator = get(data["name"])
    except InputError as error:
        return {"ok": False, "error": form_error(None, error, lang)}
    filled = fill(calculator, chosen["you"], chosen["opponent"], data["inputs"])
    # What neither the panel nor its characters say is the form's starting value, as on a page.
    inputs = starting_values(calculator) | filled.inputs
    theirs = fill(calculator, chosen["you"], chosen["opponent"], {}).inputs
    answer = _answer(calculator.name, inputs, None, lang)
    if answer["ok"]:
        inputs = calculator.parse(inputs)  # each value in its domain's own form: the page keeps them so
    return answer | {"inputs": inputs, "filled": filled.sources, "overridden": filled.overridden,
                     "theirs": {name: theirs[name] for name in filled.overridden}, "unused": list(filled.unused)}


def _payload(payload: object) -> dict:
    if not isinstance(payload, str) or len(payload) > _MAX_SCREEN_CHARS:
        raise ValueError("not a request")
    data = json.loads(payload)
    if not isinstance(data, dict):
        raise ValueError("not a request")
    return data


def _merge(payload: str) -> Verdict:
    data = _payload(payload)
    incoming = read_document(data.get("incoming"))
    if not incoming.ok:
        return incoming
    kept = check_document(data.get("document"))  # the page's own, checked again all the same
    return merge(kept.document, incoming.document) if kept.ok else kept


def _share(payload: str) -> Verdict | None:
    data = _payload(payload)
    screen = data.get("screen")
    if not (screen is None or (isinstance(screen, int) and not isinstance(screen, bool))):
        return None
    kept = check_document(data.get("document"))
    return shared(kept.document, screen, data.get("characters") is True) if kept.ok else kept


def handle_screen(op: str, payload: str, lang: str = "en") -> str:
    """The table screen's entry, beside :func:`handle`; returns JSON text and never raises.

    - ``op="read"``: ``payload`` is a screen document as JSON text (an imported file, a shared
      link, the browser's storage): ``{"ok": true, "document": {...}}``, clean, or
      ``{"ok": false, "problems": [{"path", "where", "reason", "allowed", "message"}, ...]}``
      (see :mod:`calc.screen`);
    - ``op="character"``: ``payload`` is one character as the document holds it (the editor's):
      ``{"ok": true, "document": <the clean character>}``, or its problems;
    - ``op="panel"``: ``payload`` is ``{"name", "inputs", "you", "opponent"}`` (``"module"``
      optional; ``you``/``opponent`` a character as the document holds it, or null), the
      panel's own values in ``inputs``: :func:`handle`'s answer for the filled inputs (the form's
      starting values where neither says), with ``"inputs"`` (what it computed with, every
      field, parsed into its domain), ``"filled"`` (field → ``"you"``/``"opponent"``), ``"overridden"`` (field → whose
      value the panel's own replaced), ``"theirs"`` (field → that character's value) and
      ``"unused"`` (roles whose character plays by another text);
    - ``op="panels"``: ``payload`` is a list of at most MAX_PANELS such requests, as JSON text:
      ``{"ok": true, "answers": [...]}``, each as ``"panel"`` answers it, in order (the panels a
      change recomputes ask once);
    - ``op="merge"``: ``payload`` is ``{"document": <the document kept>, "incoming": "<JSON
      text of a document>"}``: the document with the incoming one added
      (:func:`calc.screen_share.merge`), or the problems of the incoming one;
    - ``op="share"``: ``payload`` is ``{"document", "screen": <index, or null: the characters
      alone>, "characters": <bool>}``: the document a link or file carries
      (:func:`calc.screen_share.shared`).
    """
    lang = lang_or_default(lang)
    try:
        if op == "read":
            answer = read_document(payload).to_dict(lang)
        elif op == "character":
            answer = check_character(json.loads(payload) if isinstance(payload, str) and len(payload) <= _MAX_PANEL_CHARS else None).to_dict(lang)
        elif op == "panel":
            answer = _panel(payload, lang)
        elif op == "panels":
            answer = _panels(payload, lang)
        elif op in ("merge", "share"):
            verdict = (_merge if op == "merge" else _share)(payload)
            answer = verdict.to_dict(lang) if verdict is not None else _malformed(lang)
        else:
            answer = _malformed(lang)
    except (ValueError, RecursionError):
        answer = _malformed(lang)
    return json.dumps(answer, ensure_ascii=False)
