"""The characters on a text page in Chromium (assets/js/page-characters.js, form-fill.js): the
characters this browser keeps (made on the table screen) are picked once for the page, every form
on it fills from them ("from Aldo", each filled field marked), a value set on one form is its own
and said so, a character changed on the screen recomputes every form reading it, and the picks
stay for the text's pages. Every number is compared with what the engine's own entry answers in
CPython (calc.web.handle_screen "panel"), never with a number written here."""

from __future__ import annotations

import copy
import json

from calc.web import handle_screen
from macros.page_words import PAGE_WORDS
from tests.test_screen_browser import READY, clear_storage, open_screen, until_kept
from tools.screen_sample import SAMPLE, screen_link

PAGE = "000/sopprimere-un-avversario.html"  # tackle, throw before blows, close combat…: they read Strength, THAC0, size
SETTLED = "() => { const forms = [...document.querySelectorAll('.pugna-content form[data-calc]')]; return forms.every((f) => f.dataset.state === 'ok'); }"
SHOWN = """() => Object.fromEntries([...document.querySelectorAll('.pugna-content form[data-calc]')].map((f) =>
    [f.dataset.calc, Object.fromEntries([...f.querySelectorAll('[data-result]')].map((o) => [o.dataset.result, o.textContent]))]))"""


def word(key: str, **values: str) -> str:
    text = PAGE_WORDS[key].get("it")
    for name, value in values.items():
        text = text.replace("{" + name + "}", value)
    return text


def expected(name: str, characters: list[dict], inputs: dict | None = None) -> dict:
    by_id = {c["id"]: c for c in characters}
    request = {"name": name, "inputs": inputs or {}, "you": by_id["aldo"], "opponent": by_id["troll"]}
    return json.loads(handle_screen("panel", json.dumps(request), "it"))


def assert_every_form_as_the_engine(page, characters: list[dict], own: dict[str, dict]) -> None:
    shown = page.evaluate(SHOWN)
    for name, results in shown.items():
        answer = expected(name, characters, own.get(name))
        assert results == {key: answer["display"][key] for key in results}, name


def test_a_text_pages_forms_fill_from_the_characters_picked_once_and_follow_the_screen(page, site_url):
    clear_storage(page, site_url)
    open_screen(page, screen_link(site_url), panels=8)  # Aldo and the troll, kept in this browser
    until_kept(page)
    page.goto(site_url + PAGE)
    bar = page.locator(".pugna-page-characters")
    bar.locator("[data-page-pick=you]").wait_for(timeout=READY)
    assert bar.locator("legend").inner_text() == word("characters")
    assert bar.locator("label").all_inner_texts() == [word("you"), word("opponent")]
    page.select_option("[data-page-pick=you]", "aldo")
    page.select_option("[data-page-pick=opponent]", "troll")
    tackle = page.locator("form[data-calc=tackle_000]")
    page.wait_for_function("document.querySelector('form[data-calc=tackle_000] [name=defender_strength]').value === '19'", timeout=READY)
    page.wait_for_function(SETTLED, timeout=READY)
    assert tackle.locator("[name=attacker_strength]").input_value() == "17"
    assert tackle.locator('[data-field="attacker_strength"] .pugna-from').inner_text() == word("from", name="Aldo")
    assert tackle.locator('[data-field="defender_strength"]').get_attribute("data-from") == "character"
    assert tackle.locator('[data-field="extra_attackers"]').get_attribute("data-from") is None  # nobody's: the form's own
    assert_every_form_as_the_engine(page, SAMPLE["characters"], {})
    assert "tackle_000." not in page.url  # a character's values are not the reader's: the address carries none

    # Set on this form: its own, said so, and Aldo unchanged.
    tackle.locator("[name=attacker_strength]").fill("9")
    page.wait_for_function("document.querySelector('form[data-calc=tackle_000] [data-field=attacker_strength]').dataset.from === 'panel'", timeout=READY)
    page.wait_for_function(SETTLED, timeout=READY)
    note = tackle.locator('[data-field="attacker_strength"] .pugna-from')
    assert note.inner_text() == f"{word('setHere', name='Aldo', value='17')} {word('useTheirs', name='Aldo')}"
    own = {"tackle_000": {"attacker_strength": 9}}
    assert_every_form_as_the_engine(page, SAMPLE["characters"], own)

    # The troll changed on the screen (another tab): every form reading him computes again.
    screen = page.context.new_page()
    open_screen(screen, site_url + "screen.html?lang=en")
    screen.click("[data-character-editor] [data-character=troll]")
    screen.locator('[data-character-editor] [data-trait="strength"]').fill("15")
    until_kept(screen, lambda doc: doc["characters"][1]["traits"]["strength"] == 15)
    screen.close()
    page.wait_for_function("document.querySelector('form[data-calc=tackle_000] [name=defender_strength]').value === '15'", timeout=READY)
    page.wait_for_function(SETTLED, timeout=READY)
    characters = copy.deepcopy(SAMPLE["characters"])
    characters[1]["traits"]["strength"] = 15
    assert tackle.locator("[name=attacker_strength]").input_value() == "9"  # still this form's own
    assert_every_form_as_the_engine(page, characters, own)

    # Back to Aldo's on this form; the picks stay for the text's other pages.
    note.locator("button").click()
    page.wait_for_function("document.querySelector('form[data-calc=tackle_000] [name=attacker_strength]').value === '17'", timeout=READY)
    page.goto(site_url + "000/afferrare-un-oggetto.html")
    page.wait_for_function("document.querySelector('form[data-calc=grab_000] [name=victim_strength]').value === '15'", timeout=READY)
    assert page.locator("[data-page-pick=you]").input_value() == "aldo"
    assert page.locator('form[data-calc=grab_000] [data-field="thac0"] .pugna-from').inner_text() == word("from", name="Aldo")

    # Nobody picked: the forms hold their own values again, unmarked.
    page.select_option("[data-page-pick=you]", "")
    page.select_option("[data-page-pick=opponent]", "")
    page.wait_for_function("!document.querySelector('.pugna-content [data-from]')", timeout=READY)
    # The marks go first; each form's own value comes back with the engine's answer to it.
    page.wait_for_function("[...document.querySelectorAll('form[data-calc=grab_000] input')].every((i) => i.value === i.defaultValue)", timeout=READY)
    page.wait_for_function(SETTLED, timeout=READY)
    start = page.evaluate("document.querySelector('form[data-calc=grab_000] [name=victim_strength]').defaultValue")
    assert page.locator("form[data-calc=grab_000] [name=victim_strength]").input_value() == start != "15"


def test_without_characters_a_page_shows_no_picker_and_its_forms_their_own_answers(page, site_url):
    clear_storage(page, site_url)
    page.goto(site_url + PAGE)
    page.wait_for_selector("form[data-calc=tackle_000][data-state=ok][data-engine=ready]", timeout=READY)
    page.wait_for_timeout(500)  # what would have come, once the engine could read the kept document
    assert page.locator(".pugna-page-characters").count() == 0
    assert page.locator(".pugna-content [data-from]").count() == 0
