"""Calculator forms, generated at build time from the declarations in calc.

The markup is the contract with the page script and the tests: ``form[data-calc=NAME]``,
inputs named after the fields, ``output[data-result=KEY]`` per declared output. Inputs are
plain text so every value, however bad, reaches calc's validation and its message.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from calc import InputError, get
from calc.registry import module_of
from calc.declare import BoolField, Calculator, ChoiceField, Field, IntField, OptionsField, Output, Unit, starting_values
from calc.i18n import _
from calc.sources import Citation
from calc.web import display, page_display

from .html import escape, tag
from .tables import scroll_region

__all__ = ["calculator_form", "calculator_grid", "auto_fallback", "starting_values", "UI"]

UI = {
    "static": _(
        "This calculator runs when the site is served: run `make serve` and open "
        "http://127.0.0.1:8000/.",
    ),
    "results": _("Result"),
    "roll": _("Roll the dice"),
    "source": _("Rule"),
    "readings": _("How the text is read"),
    "share": _("Copy link"),
    "reset": _("Reset"),
    "pin": _("Pin"),  # short: it shares a phone's row with Copy link and the engine's state
    "pinTitle": _("Pin to the screen"),
    "table": _("Table"),
    "passages": _("Passages"),
    "every_row": _("In every row"),
}


def _input(c: Calculator, f: Field, lang: str, value: object, unused: bool) -> str:
    ident = f"{c.name}-{f.name}"
    label = tag("label", escape(f.label.get(lang)), for_=ident)
    help_id = f"{ident}-help"
    guidance = f.guidance  # its help, and where its value comes from when no text gives it
    described = {"aria_describedby": help_id} if guidance else {}
    hint = tag("small", escape(guidance.get(lang)), id=help_id) if guidance else ""
    # A field that does not apply to the starting values starts hidden; the page script
    # shows and hides fields from each result's "ignored" list (no rule in JavaScript).
    hidden = {"hidden": "hidden"} if unused else {}
    # Names the field had before a rename: the page script reads a link or a kept entry by them too.
    former_names = " ".join(alias for alias, name in c.field_aliases if name == f.name)
    former = {"data_former": former_names} if former_names else {}
    if isinstance(f, OptionsField):
        # A group of checkboxes named by its legend; the page sends the checked values as a list.
        boxes = "".join(
            tag("label", f'<input type="checkbox" name="{f.name}" value="{escape(o.value)}"{" checked" if o.value in value else ""}>'
                + tag("span", escape(o.label.get(lang))))
            for o in f.options
        )
        body = tag("legend", escape(f.label.get(lang))) + tag("div", boxes, class_="pugna-choices") + hint
        return tag("fieldset", body, id=ident, class_=f"pugna-field pugna-{f.kind}", data_field=f.name, **described, **hidden, **former)
    if isinstance(f, IntField):
        keypad = ' inputmode="numeric"' if f.minimum >= 0 else ""
        control = (
            # A numeric keypad only where no minus sign is needed: most lack one.
            f'<input id="{ident}" name="{f.name}" type="text"{keypad} '
            f'autocomplete="off" enterkeyhint="done" '
            f'value="{value}" data-min="{f.minimum}" data-max="{f.maximum}"'
            + "".join(f' {k.replace("_", "-")}="{v}"' for k, v in described.items())
            + ">"
        )
    elif isinstance(f, ChoiceField):
        options = "".join(
            f'<option value="{escape(o.value)}"{" selected" if o.value == value else ""}>{escape(o.label.get(lang))}</option>'
            for o in f.options
        )
        # Older spellings a link may carry (the page script reads them as the option they name).
        aliases = f' data-aliases="{escape(json.dumps(dict(f.aliases)))}"' if f.aliases else ""
        control = f'<select id="{ident}" name="{f.name}"{aliases}>{options}</select>'
    elif isinstance(f, BoolField):
        checked = " checked" if value else ""
        control = f'<input id="{ident}" name="{f.name}" type="checkbox" value="true"{checked}>'
    else:
        raise TypeError(f)
    return tag("div", label + control + hint, class_=f"pugna-field pugna-{f.kind}", data_field=f.name, **hidden, **former)


# Starts the engine's worker while the page still loads (assets/js/engine.js adopts it): inlined in the
# head of every page with a calculator (tools/site_assets.py).
# Its comments stay in the source: every calculator page carries the code twice.
_ENGINE_START = "\n".join(
    line for line in Path(__file__).with_name("engine_start.js").read_text(encoding="utf-8").splitlines() if not line.lstrip().startswith("//")
)


def early_start(worker: str) -> str:
    """The inline script that starts the engine's worker at ``worker`` (the URL of
    assets/js/calc-worker.js from the page); its text is the same on every page, so one
    Content-Security-Policy hash allows it everywhere."""
    return f'<script data-worker="{escape(worker)}">{_ENGINE_START}</script>'


def calculator_form(
    name: str,
    lang: str = "en",
    fallback: str = "",
    passage_href: str = "",
    cite_href: Callable[[Citation], str] | None = None,
) -> str:
    """The form for calculator ``name`` labelled in ``lang``, with ``fallback`` HTML shown before
    (and without) the engine; ``passage_href`` (a URL relative to the page) links the rule passage
    it implements; ``cite_href`` gives the URL of a cited passage ("" if none), for the passages a trail cites."""
    c = get(name)
    fallback = fallback or auto_fallback(c, lang)  # every form shows something without the engine
    values = starting_values(c)
    start = c.run(values)  # the starting result, rendered now: correct on first paint, in print, without JS
    shown = page_display(c, values, start, lang)  # as the engine will show it: nothing changes at mount
    fields = "".join(_input(c, f, lang, values[f.name], f.name in start["ignored"]) for f in c.fields)
    # The answer leads: whether the rules forbid it and why (shown only then), then the number asked for.
    lead = [*(c.verdict or ()), c.primary_output]
    first = sorted(c.outputs, key=lambda o: lead.index(o.key) if o.key in lead else len(lead))
    outputs = "".join(_output_row(o, shown[o.key], lang, primary=o.key == c.primary_output, verdict=o.key == lead[0]) for o in first)
    trails = [o for o in c.outputs if o.unit is Unit.TRAIL]
    readings = ""
    if c.readings:
        items = "".join(tag("li", escape(r.get(lang))) for r in c.readings)
        readings = tag("details", tag("summary", escape(UI["readings"].get(lang))) + tag("ul", items), class_="pugna-readings")
    inputs = tag("div", fields, class_="pugna-fields") + _roll_button(c, lang) + tag("p", "", class_="pugna-error", role="alert", hidden="hidden")
    answer = (
        tag("dl", outputs, class_="pugna-results", aria_live="polite", aria_label=UI["results"].get(lang))
        + "".join(_trail_sources(o, lang, cite_href) for o in trails)
        # One row that keeps its height from the first paint to the engine's answer: the
        # Copy-link button, and beside it the engine's state while it starts. The note for
        # copies without the page script (no JavaScript, file://) shows only there (pugna.css).
        + tag(
            "div",
            tag("button", escape(UI["share"].get(lang)), type="button", class_="md-button pugna-share", data_share="")
            # Back to the text's example; shown by the page script while the inputs differ from it
            # (kept in this browser, or typed).
            + tag("button", escape(UI["reset"].get(lang)), type="button", class_="md-button pugna-reset", data_reset="", hidden="hidden")
            # Puts the form on the table screen with its inputs (assets/js/pins.js).
            + tag("button", escape(UI["pin"].get(lang)), type="button", class_="md-button pugna-pin", data_pin="", title=UI["pinTitle"].get(lang))
            + tag("p", escape(UI["static"].get(lang)), class_="pugna-status", role="status"),
            class_="pugna-actions",
        )
    )
    # The reference table, folded: the starting result is above it, and laying out every
    # table at load cost the to-hit page a third of its blocking time (Lighthouse TBT 539 ->
    # 324 ms, median of four). Printed whole (pugna.css); opened by the page script when the
    # engine cannot run. Its box is the keyboard stop when it scrolls, unless the table is a
    # seed table (a box of its own).
    region = {} if 'class="pugna-table"' in fallback else scroll_region(fallback)
    # A grid's note goes under its box: inside, it scrolled sideways with a wide table and faded with it.
    fallback, note, rest = fallback.partition(f'<div class="{GRID_NOTE}">')
    box = tag("div", fallback, class_="pugna-scroll", **region) + note + rest
    table = tag("details", tag("summary", escape(UI["table"].get(lang))) + box, class_="pugna-fallback")
    body = (
        tag("h3", escape(c.title.get(lang)), class_="pugna-calc-title")
        + tag("p", escape(c.summary.get(lang)), class_="pugna-summary")
        + tag("div", tag("div", inputs, class_="pugna-inputs") + tag("div", answer, class_="pugna-answer"), class_="pugna-body")
        + tag("p", _source(c, lang, passage_href), class_="pugna-source")
        + readings
        + table
    )
    # A form with a trail prints its inputs too: the trail explains a situation the reader set.
    marks = {"data_trail": "true"} if trails else {}
    form = tag("form", body, class_="pugna-calc", data_calc=name, data_module=module_of(name), lang=lang, id=f"calc-form-{name}", **marks)
    return form


def _output_row(o: Output, text: str, lang: str, primary: bool, verdict: bool) -> str:
    """One result as a term and its value; a row with nothing to say (allowed and why not when
    the action is allowed, no unused input) is hidden, here and by the page script. The main
    answer and the verdict (when shown) are large. A trail's value is a list of lines (class
    pugna-trail)."""
    trail = {"class_": "pugna-trail"} if o.unit is Unit.TRAIL else {"class_": "pugna-lines"} if o.lines is not None else {}
    row = tag("dt", escape(o.label.get(lang))) + tag("dd", tag("output", escape(text), data_result=o.key), **trail)
    attrs = {"hidden": "hidden"} if not text else {}
    classes = ["pugna-row"] + ["pugna-primary"] * primary + ["pugna-verdict"] * verdict
    return tag("div", row, class_=" ".join(classes), data_row=o.key, **attrs)


def _trail_sources(o: Output, lang: str, cite_href: Callable[[Citation], str] | None) -> str:
    """The passages a trail may cite, each linked where a page holds it (the trail itself is
    text the engine repaints; the links stay)."""
    cited = []
    for source in o.sources:
        text = tag("span", escape(str(source)), lang=source.seed.lang)
        href = cite_href(source) if cite_href else ""
        cited.append(f'<a href="{escape(href)}" data-passage>{text}</a>' if href else text)
    return tag("p", escape(UI["passages"].get(lang)) + ": " + " · ".join(cited), class_="pugna-source pugna-trail-sources")


def _roll_button(c: Calculator, lang: str) -> str:
    """Calculators with dice take a ``seed`` field; the button draws a new one (the page's
    only randomness: which seed, never how the dice are read)."""
    if not any(f.name == "seed" for f in c.fields):
        return ""
    return tag("button", escape(UI["roll"].get(lang)), type="button", class_="md-button pugna-roll", data_roll="seed")


def _source(c, lang: str, href: str) -> str:
    cited = tag("span", escape(str(c.source)), lang=c.source.seed.lang)
    if href:
        cited = f'<a href="{escape(href)}" data-passage>{cited}</a>'
    return escape(UI["source"].get(lang)) + ": " + cited


GRID_MAX_ROWS = 41
GRID_NOTE = "pugna-grid-note"


def _shown(f: Field, value: object, lang: str) -> str:
    if isinstance(f, (ChoiceField, OptionsField)):
        return f.shown(value, lang)
    return display({"x": value}, lang)["x"]


@dataclass(frozen=True)
class _Grid:
    """A calculator run once per value of one field: each row's label and answer (or the
    error that value met), the outputs that differ between rows, and those that do not."""

    labels: list[str]
    answers: list[dict[str, str] | InputError]
    columns: list[Output]
    same: list[Output]


def _grid(c: Calculator, f: Field, lang: str, base: dict[str, object], chosen: list[Output]) -> _Grid:
    if isinstance(f, IntField):
        if f.maximum - f.minimum + 1 > GRID_MAX_ROWS:
            raise ValueError(f"{c.name}.{f.name}: {f.maximum - f.minimum + 1} rows; give a smaller field")
        values: list = list(range(f.minimum, f.maximum + 1))
        labels = [str(v) for v in values]
    elif isinstance(f, ChoiceField):
        values = list(f.values)
        labels = [o.label.get(lang) for o in f.options]
    elif isinstance(f, OptionsField):  # each option alone
        values = [(v,) for v in f.values]
        labels = [o.label.get(lang) for o in f.options]
    else:
        values = [False, True]
        labels = [_shown(f, v, lang) for v in values]
    answers: list[dict[str, str] | InputError] = []
    for value in values:
        try:
            answers.append(display(c.run(base | {f.name: value}), lang, c))
        except InputError as error:
            answers.append(error)
    # A column with nothing in any row ("not used here" when every input is used) says nothing;
    # one with the same in every row says it once, under the table (cover's "not used here"
    # repeated one long label in each of its rows, and printed, ran past the table's frame).
    answered = [a for a in answers if isinstance(a, dict)]
    cells = [o for o in chosen if o.unit is not Unit.TRAIL and any(a[o.key] for a in answered)]  # a trail tells one situation, not a cell
    same = [o for o in cells if len(answered) > 1 and len({a[o.key] for a in answered}) == 1]
    return _Grid(labels, answers, [o for o in cells if o not in same], same)


def calculator_grid(name: str, field: str, lang: str = "en", columns: str = "", **fixed: object) -> str:
    """A precomputed table: one row per value of ``field`` (the other fields at their form
    values, or as given in ``fixed``), one column per output (or per output named in
    ``columns``, comma-separated) that differs between rows, and under it a note of the
    outputs that do not; the static fallback of a calculator whose rule has no seed table of
    its own."""
    c = get(name)
    f = c.field(field)
    unknown = set(fixed) - {g.name for g in c.fields}
    if unknown:  # a page asking for a field the calculator lacks fails the build, not every row
        raise ValueError(f"{name}: no field {', '.join(sorted(unknown))}")
    base = starting_values(c) | fixed
    grid = _grid(c, f, lang, base, [c.output(key.strip()) for key in columns.split(",")] if columns else c.outputs)
    head = tag("th", escape(f.label.get(lang)), scope="col") + "".join(
        tag("th", escape(o.label.get(lang)), scope="col") for o in grid.columns
    )
    rows = []
    for answer, label in zip(grid.answers, grid.labels):
        if isinstance(answer, InputError):
            row = tag("td", escape(answer.to_dict(lang)["message"]), colspan=str(len(grid.columns)))
        else:
            row = "".join(tag("td", escape(answer[o.key])) for o in grid.columns)
        rows.append(tag("tr", tag("th", escape(label), scope="row") + row))
    others = ", ".join(f"{g.label.get(lang)} = {_shown(g, base[g.name], lang)}" for g in c.fields if g.name != field)
    caption = tag("caption", escape(c.title.get(lang)) + (f" ({escape(others)})" if others else ""))
    table = tag("table", caption + tag("thead", tag("tr", head)) + tag("tbody", "".join(rows)), class_="pugna-grid", data_grid=name)
    return table + _same_in_every_row(grid, lang)


def _same_in_every_row(grid: _Grid, lang: str) -> str:
    """The note under a grid: each output whose value is the same in every row, and that value."""
    if not grid.same:
        return ""
    answer = next(a for a in grid.answers if isinstance(a, dict))
    items = "".join(tag("li", escape(f"{o.label.get(lang)}: {answer[o.key]}")) for o in grid.same)
    return tag("div", tag("p", escape(UI["every_row"].get(lang)) + ":") + tag("ul", items), class_=GRID_NOTE)


EXAMPLE = _("Worked example")


def worked_example(c: Calculator, lang: str) -> str:
    """The calculator run once on its form's starting values: every input, every output."""
    values = starting_values(c)
    shown = display(c.run(values), lang, c)
    rows = [tag("tr", tag("th", escape(f.label.get(lang)), scope="row") + tag("td", escape(_shown(f, values[f.name], lang)))) for f in c.fields]
    rows += [tag("tr", tag("th", escape(o.label.get(lang)), scope="row") + tag("td", tag("strong", escape(shown[o.key])))) for o in c.outputs]
    caption = tag("caption", escape(f"{EXAMPLE.get(lang)}: {c.title.get(lang)}"))
    return tag("table", caption + tag("tbody", "".join(rows)), class_="pugna-grid pugna-example", data_grid=c.name)


def auto_fallback(c: Calculator, lang: str) -> str:
    """A grid over the calculator's smallest field (choices first) that is small enough and
    changes some answer; else (and for a resolver, whose trail tells one situation) a worked
    example."""
    def size(f: Field) -> int:
        if isinstance(f, IntField):
            return f.maximum - f.minimum + 1
        if isinstance(f, OptionsField):
            return 2 ** len(f.values)  # every combination
        return len(f.values) if isinstance(f, ChoiceField) else 2

    if any(o.unit is Unit.TRAIL for o in c.outputs):  # a grid of trails is unreadable
        return worked_example(c, lang)
    small = sorted((f for f in c.fields if 2 <= size(f) <= GRID_MAX_ROWS), key=lambda f: (not isinstance(f, ChoiceField), size(f)))
    # Over a field that changes some answer: a grid whose every column is the same in every
    # row would be its labels alone.
    base = starting_values(c)
    best = next((f for f in small if _grid(c, f, lang, base, c.outputs).columns), None)
    return calculator_grid(c.name, best.name, lang) if best else worked_example(c, lang)
