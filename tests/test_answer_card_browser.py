"""The search box's answer card in Chromium, on a desktop and a 390 px phone, in each of the
four languages: a question typed shows the calculator calc.ask answers with (the same, here, in
Python), the inputs it read and the main answer; an input edited in place repaints it; Enter
and the card's link open the form in its passage with those inputs. Before the engine answers
the card says it is reading the question; offline it answers from the kept engine; keyboard,
accessibility and the Content-Security-Policy hold; the card pins its calculator, with those
inputs, to the table screen. Hooks: ``[data-answer]`` (``data-state``
starting, ready, pending or error; ``data-question``, the question painted), its inputs
``[data-answer-field]``, its result ``[data-answer-result]``, its link ``[data-answer-link]``, its pin ``[data-answer-pin]``."""

from __future__ import annotations

import json
import re
from urllib.parse import parse_qsl, urlsplit

import pytest

from calc.web import handle, handle_screen
from macros.page_words import PAGE_WORDS
from tests.site import built_site
from tests.test_offline_browser import CONTROLLED
from tests.test_screen_browser import ANSWERED, clear_storage
from tools.serve import serving

READY = 60_000  # ms: a ceiling for a cold engine, not a target
DEVICES = {
    "desktop": {"viewport": {"width": 1280, "height": 900}},
    "phone": {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True},
}
# (reader's language, a page in it, a question, an input to edit in place and its new value)
ASKED = [
    ("it", "000/index.html", "parata maestro scudo medio CA 4", "ac", "-2"),
    ("es", "003/index.html", "ataque base 3 2 incrementos", "increments", "4"),
    ("ru", "004/index.html", "беспомощный противник КБ 16 ловкость 14", "ac", "12"),
    ("en", "index.html", "stabilising constitution 14 HP -3", "hp", "-5"),
]


def best_card(question: str, lang: str) -> dict:
    """What the engine answers, asked here in Python."""
    return json.loads(handle(json.dumps({"ask": question, "most": 1}), lang))["answers"][0]


def form_answer(card: dict, inputs: dict, lang: str) -> str:
    """The main answer the card's form gives for ``inputs`` (the rest: the form's start)."""
    answer = json.loads(handle(json.dumps({"name": card["name"], "module": card["module"], "inputs": card["start"] | inputs}), lang))
    return answer["display"][card["primary"]["key"]]


@pytest.fixture(params=list(DEVICES))
def device(request, browser, off_host):
    context = browser.new_context(bypass_csp=True, service_workers="block", **DEVICES[request.param])
    context.route("**/*", off_host.route)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    yield request.param, page
    context.close()
    assert errors == []
    assert off_host.attempts == []


def open_search(page, device: str) -> None:
    if device == "phone":
        page.locator("label.md-header__button[for=__search]").tap()
    else:
        page.locator("[data-search] input[name=query]").click()


def ask(page, question: str, states: str = "ready") -> None:
    """Type ``question`` key by key, as a reader does, and wait for its card in one of ``states``."""
    page.keyboard.type(question)
    wanted = ", ".join(f"[data-answer][data-state={s}][data-question={json.dumps(question, ensure_ascii=False)}]" for s in states.split())
    page.wait_for_selector(wanted, timeout=READY)


SEEN = """() => {
  const card = document.querySelector("[data-answer]");
  return {
    calc: card.dataset.calc,
    title: card.querySelector("h2").textContent,
    kicker: card.querySelector(".pugna-ask__kicker").textContent,
    inputs: [...card.querySelectorAll(".pugna-field")].map((f) => {
      const control = f.querySelector("[data-answer-field]");
      return [f.querySelector("label").textContent, control.dataset.answerField,
              control.type === "checkbox" ? String(control.checked) : control.value];
    }),
    result: card.querySelector("[data-answer-result]").textContent,
    label: card.querySelector(".pugna-ask__label").textContent,
    link: card.querySelector("[data-answer-link]").href,
    open: card.querySelector("[data-answer-link]").textContent,
  };
}"""


def link_inputs(href: str, name: str) -> dict[str, str]:
    return {key[len(name) + 1 :]: value for key, value in parse_qsl(urlsplit(href).query) if key.startswith(f"{name}.")}


@pytest.mark.parametrize(("lang", "path", "question", "field", "value"), ASKED, ids=[a[0] for a in ASKED])
def test_a_question_shows_its_card_edited_in_place_and_opened_in_its_passage(device, site_url, lang, path, question, field, value):
    kind, page = device
    expected = best_card(question, lang)
    page.goto(site_url + path)
    open_search(page, kind)
    ask(page, question)
    seen = page.evaluate(SEEN)
    assert seen["calc"] == expected["name"]
    assert (seen["title"], seen["label"], seen["result"]) == (expected["title"], expected["primary"]["label"], expected["primary"]["shown"])
    assert seen["kicker"] == f"{PAGE_WORDS['answerKicker'].get(lang)} · {expected['source']}"
    assert seen["open"] == PAGE_WORDS["answerOpen"].get(lang)
    assert [(label, name) for label, name, _ in seen["inputs"]] == [(i["label"], i["field"]) for i in expected["inputs"]]
    assert {name: shown for _, name, shown in seen["inputs"]} == {i["field"]: str(i["value"]) for i in expected["inputs"]}
    forms = json.loads((built_site() / "assets" / "engine" / f"{page.get_attribute('meta[name=pugna-engine]', 'content')}.json").read_text())["forms"]
    assert urlsplit(seen["link"]).path.endswith("/" + forms[expected["name"]]) and urlsplit(seen["link"]).fragment == f"calc-form-{expected['name']}"
    assert link_inputs(seen["link"], expected["name"]) == {k.split(".", 1)[1]: v for k, v in expected["link"].items()}

    # Edited in place: the form's own answer to the new value, and the link follows it.
    page.fill(f"[data-answer-field={field}]", value)
    page.wait_for_selector(f"[data-answer][data-state=ready] [data-answer-result]:text-is({json.dumps(form_answer(expected, {i['field']: str(i['value']) for i in expected['inputs']} | {field: value}, lang))})", timeout=READY)
    seen = page.evaluate(SEEN)
    carried = link_inputs(seen["link"], expected["name"])
    assert carried[field] == value

    # Enter in the search box (desktop), a tap on the link (phone): the form with those inputs.
    if kind == "desktop":
        page.locator("[data-search] input[name=query]").press("Enter")
    else:
        page.locator("[data-answer-link]").tap()
    form = f'form[data-calc="{expected["name"]}"]'
    page.wait_for_selector(f'{form}[data-state="ok"]', timeout=READY)
    assert page.url == seen["link"]
    held = page.evaluate(f"""() => Object.fromEntries([...document.querySelectorAll('{form} [name]')].map((e) => [e.name, e.type === "checkbox" ? String(e.checked) : e.value]))""")
    assert {name: held[name] for name in carried} == carried
    # The same answer, in the passage's language (an English reader's card, a Spanish text's form).
    in_passage = form_answer(expected, {i["field"]: str(i["value"]) for i in expected["inputs"]} | carried, page.evaluate("document.documentElement.lang"))
    page.wait_for_selector(f'{form} [data-result="{expected["primary"]["key"]}"]:text-is({json.dumps(in_passage)})', timeout=READY)
    assert not page.evaluate("document.getElementById('__search').checked")  # the search closed


def test_the_card_pins_its_calculator_with_its_inputs_to_the_table_screen(page, site_url):
    clear_storage(page, site_url)
    question = "parata maestro scudo medio CA 4"
    expected = best_card(question, "it")
    page.goto(site_url + "000/index.html")
    open_search(page, "desktop")
    ask(page, "parata CA 12", "error")
    page.click("[data-answer-pin]")  # a refused value is not pinned
    assert page.inner_text("[data-answer] .pugna-pin-note") == PAGE_WORDS["pinFirst"].get("it")
    page.fill("[data-search] input[name=query]", "")
    ask(page, question)
    inputs = {i["field"]: str(i["value"]) for i in expected["inputs"]} | {"ac": "-2"}
    page.fill("[data-answer-field=ac]", "-2")
    page.wait_for_selector(f"[data-answer][data-state=ready] [data-answer-result]:text-is({json.dumps(form_answer(expected, inputs, 'it'))})", timeout=READY)
    pin = page.locator("[data-answer-pin]")
    assert (pin.inner_text(), pin.get_attribute("title")) == (PAGE_WORDS["answerPin"].get("it"), PAGE_WORDS["answerPinTitle"].get("it"))
    pin.click()
    note = page.locator("[data-answer] .pugna-pin-note")
    assert note.inner_text() == f"{PAGE_WORDS['pinned'].get('it')} {PAGE_WORDS['openScreen'].get('it')}"
    note.locator("a").click()
    page.wait_for_function(ANSWERED, arg=1, timeout=READY)
    changed = {field: value for field, value in inputs.items() if value != expected["start"][field]}
    assert {"ac": "-2"}.items() <= changed.items()
    panel = page.locator(f'[data-screen] form[data-calc="{expected["name"]}"]')
    assert {field: panel.locator(f'[name="{field}"]').input_value() for field in changed} == changed
    answer = json.loads(handle_screen("panel", json.dumps({"name": expected["name"], "inputs": changed}), "it"))
    key = expected["primary"]["key"]
    assert panel.locator(f'[data-result="{key}"]').inner_text() == answer["display"][key]
    # On the screen itself, the card's pin lands on the screen shown at once.
    open_search(page, "desktop")
    page.fill("[data-search] input[name=query]", "")
    ask(page, "placcaggio")
    page.click("[data-answer-pin]")
    page.wait_for_function(ANSWERED, arg=2, timeout=READY)
    assert page.locator("[data-screen] form[data-calc]").evaluate_all("(forms) => forms.map((f) => f.dataset.calc)") == [
        expected["name"], best_card("placcaggio", "it")["name"]]


def test_a_refused_value_is_named_and_a_value_in_range_then_answers(page, site_url):
    expected = best_card("parata CA 12", "it")
    page.goto(site_url + "000/index.html")
    open_search(page, "desktop")
    ask(page, "parata CA 12", "error")
    assert page.inner_text("[data-answer-error]") == expected["error"]["message"] == "Classe armatura: un numero intero da -10 a 10"
    assert page.get_attribute("[data-answer-field=ac]", "aria-invalid") == "true"
    assert page.locator("[data-answer-result]").is_hidden()
    page.fill("[data-answer-field=ac]", "3")
    page.wait_for_selector("[data-answer][data-state=ready]", timeout=READY)
    assert page.inner_text("[data-answer-result]") == form_answer(expected, {"ac": "3"}, "it")
    assert page.get_attribute("[data-answer-field=ac]", "aria-invalid") is None
    assert page.locator("[data-answer-error]").is_hidden()


def test_a_yes_no_input_is_a_checkbox_and_the_words_not_read_are_said(page, site_url):
    question = "combattimento ravvicinato arma a due mani pizza"
    expected = best_card(question, "it")
    assert expected["name"] == "close_combat_000" and expected["unused"] == ["pizza"]
    page.goto(site_url + "000/index.html")
    open_search(page, "desktop")
    ask(page, question)
    assert page.is_checked("[data-answer-field=two_handed]")
    assert page.inner_text(".pugna-ask__unused") == PAGE_WORDS["answerUnused"].get("it").replace("{words}", "pizza")
    page.uncheck("[data-answer-field=two_handed]")
    page.wait_for_selector(f"[data-answer][data-state=ready] [data-answer-result]:text-is({json.dumps(form_answer(expected, {'two_handed': 'false'}, 'it'))})", timeout=READY)
    assert "two_handed" not in link_inputs(page.get_attribute("[data-answer-link]", "href"), "close_combat_000")  # back at the form's start


def test_no_card_for_a_question_no_calculator_answers_nor_for_an_empty_box(page, site_url):
    page.goto(site_url + "000/index.html")
    open_search(page, "desktop")
    ask(page, "parata")
    page.keyboard.press("Control+A")
    page.keyboard.type("pizza margherita")
    page.wait_for_function("document.querySelector('[data-answer]').hidden", timeout=READY)
    page.keyboard.type(" parata")
    page.wait_for_selector("[data-answer][data-state=ready]", timeout=READY)
    page.fill("[data-search] input[name=query]", "")
    page.wait_for_function("document.querySelector('[data-answer]').hidden")


def test_before_the_engine_answers_the_card_says_it_is_reading_the_question(browser, site_url, off_host):
    """The engine starts with the first question on a page without calculators: held here
    (its manifest), the card says what it does meanwhile, then answers."""
    context = browser.new_context(bypass_csp=True, service_workers="block", **DEVICES["phone"])
    context.route("**/*", off_host.route)
    held = []
    manifest = re.compile(r".*/assets/engine/[0-9a-f]{16}\.json$")
    context.route(manifest, lambda route: held.append(route))
    page = context.new_page()
    page.goto(site_url + "003/index.html")
    open_search(page, "phone")
    ask(page, "defensa total", "starting")
    said = page.inner_text("[data-answer]")
    assert PAGE_WORDS["answerReading"].get("es") in said and PAGE_WORDS["runtime"].get("es") in said
    assert page.get_attribute("[data-answer]", "aria-busy") == "true"
    assert page.locator("[data-answer-link]").count() == 0
    for route in held:
        route.continue_()
    context.unroute(manifest)
    page.wait_for_selector('[data-answer][data-state=ready][data-calc="defensive_stance_003"]', timeout=READY)
    assert page.get_attribute("[data-answer]", "aria-busy") is None
    context.close()
    assert off_host.attempts == []


def test_keyboard_the_arrow_leads_to_the_card_and_enter_in_an_input_opens_the_form(page, site_url):
    page.goto(site_url + "index.html")
    open_search(page, "desktop")
    ask(page, "parry master medium shield AC 4")
    page.keyboard.press("ArrowDown")
    assert page.evaluate("document.activeElement.matches('[data-answer-link]')")
    page.keyboard.press("ArrowDown")
    assert page.evaluate("document.activeElement.matches('[data-search-result]')")
    page.fill("[data-answer-field=ac]", "2")
    page.wait_for_selector("[data-answer][data-state=ready]", timeout=READY)
    page.locator("[data-answer-field=ac]").press("ArrowUp")  # the input's own: the focus stays
    assert page.evaluate("document.activeElement.matches('[data-answer-field=ac]')")
    page.locator("[data-answer-field=ac]").press("Enter")
    page.wait_for_selector('form[data-calc="parry"][data-state="ok"]', timeout=READY)
    assert page.input_value('form[data-calc="parry"] [name=ac]') == "2"


def test_the_card_is_announced_politely_once_typing_pauses(page, site_url):
    page.goto(site_url + "index.html")
    open_search(page, "desktop")
    ask(page, "flanking")
    status = page.locator("[data-answer-status]")
    assert status.get_attribute("aria-live") == "polite"
    card = best_card("flanking", "en")
    page.wait_for_function(f"document.querySelector('[data-answer-status]').textContent === {json.dumps(card['title'] + ': ' + card['primary']['label'] + ' ' + card['primary']['shown'])}")
    assert page.get_attribute("[data-answer]", "aria-labelledby") == "pugna-ask-title"


def test_offline_the_card_answers_from_the_kept_engine(browser, off_host):
    context = browser.new_context(bypass_csp=True, service_workers="allow")
    context.route("**/*", off_host.route)
    page = context.new_page()
    with serving(built_site()) as base:
        page.goto(base + "index.html")
        page.evaluate(CONTROLLED)
        page.click(".pugna-keep-engine", timeout=READY)
        page.wait_for_selector(".pugna-offline[data-engine=kept]", timeout=READY)
    # The server is gone: the service worker answers, the engine included.
    page.goto(base + "004/index.html")
    open_search(page, "desktop")
    ask(page, "КБ 18")
    assert page.get_attribute("[data-answer]", "data-calc") == "ac_modifiers_004"
    assert page.inner_text("[data-answer-result]") == best_card("КБ 18", "ru")["primary"]["shown"]
    page.keyboard.press("Enter")
    # The page's form mounts with the link's inputs; until then it shows the build's starting answer.
    page.wait_for_function("document.querySelector('form[data-calc=\"ac_modifiers_004\"] [name=ac]')?.value === '18'", timeout=READY)
    page.wait_for_selector('form[data-calc="ac_modifiers_004"][data-state="ok"]', timeout=READY)
    context.close()
    assert off_host.attempts == []
