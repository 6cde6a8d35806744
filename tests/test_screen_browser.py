"""The table screen in Chromium (screen.html, assets/js/screen*.js, characters.js, pins.js): a
form pinned from its page and unpinned; a form filled from its characters and overridden; the
screen in each of the four languages, on a desktop, a tablet and a phone; a shared link and a
file, there and back; hostile files, links and storage refused by name, losing nothing kept;
the log; offline; printed as landscape A4 inserts; no serious accessibility violation.

Every number a panel shows is compared with what the engine's own entry answers for the same
panel in CPython (calc.web.handle_screen), never with a number written here."""

from __future__ import annotations

import copy
import json
import subprocess

import pytest

from calc.web import handle_screen
from tests.site import built_site
from tests.test_accessibility_browser import AXE, SERIOUS
from tests.test_csp_browser import WATCH
from tools.screen_sample import COMBAT, SAMPLE, link_code, screen_link
from tools.serve import serving

READY = 120_000  # ms: a ceiling for a cold engine on a busy machine, not a target
DEVICES = {
    "desktop": ({"viewport": {"width": 1280, "height": 900}}, 3),
    "tablet": ({"viewport": {"width": 820, "height": 1180}, "is_mobile": True, "has_touch": True}, 2),
    "phone": ({"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}, 1),
}
ANSWERED = "(n) => document.querySelectorAll('[data-screen] form[data-calc][data-state=ok]').length === n"
STORAGE = "(() => { const key = Object.keys(localStorage).find((k) => k.startsWith('pugna-screen /')); return key ? localStorage.getItem(key) : null; })()"


def kept(page) -> dict | None:
    text = page.evaluate(STORAGE)
    return json.loads(text) if text else None


def open_screen(page, url: str, panels: int | None = None) -> None:
    page.goto(url)
    page.wait_for_selector("[data-screen-app][data-ready]", timeout=READY)
    if panels is not None:
        page.wait_for_function(ANSWERED, arg=panels, timeout=READY)


def until_kept(page, check=lambda doc: True) -> dict:
    """The document kept in the browser's storage, once ``check`` holds for it and the screen has
    no change waiting to be checked (it keeps changes once they pause)."""
    for _ in range(READY // 100):
        doc = kept(page)
        if doc is not None and check(doc) and not page.evaluate("window.pugnaScreen.dirty"):
            return doc
        page.wait_for_timeout(100)
    raise AssertionError(f"never kept as expected: {kept(page)}")


def expected(panel: dict, screen: dict, characters: list[dict], lang: str = "en") -> dict:
    """What the engine answers for ``panel`` (its picks, else the screen's), in CPython."""
    by_id = {c["id"]: c for c in characters}
    pick = {role: by_id.get(panel.get(role) or screen.get(role)) for role in ("you", "opponent")}
    request = {"name": panel["calculator"], "inputs": panel.get("inputs", {}), **pick}
    return json.loads(handle_screen("panel", json.dumps(request), lang))


def shown(page, index: int) -> dict[str, str]:
    """Every result the panel at ``index`` shows, by its key."""
    return page.evaluate("""(i) => Object.fromEntries([...document.querySelectorAll('[data-screen] [data-panel]')[i]
        .querySelectorAll('[data-result]')].map((o) => [o.dataset.result, o.textContent]))""", index)


@pytest.fixture
def device_page(browser, off_host, request):
    options, _ = DEVICES[request.param]
    context = browser.new_context(bypass_csp=True, service_workers="block", **options)
    context.route("**/*", off_host.route)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    yield page
    context.close()
    assert errors == []


def clear_storage(page, site_url: str) -> None:
    page.goto(site_url + "404.html")
    page.evaluate("localStorage.clear(); sessionStorage.clear()")


# --- pin and unpin --------------------------------------------------------------------------------


@pytest.mark.parametrize("device_page", list(DEVICES), indirect=True)
def test_a_form_pinned_on_its_page_opens_on_the_screen_with_its_inputs_and_unpins(device_page, site_url):
    page = device_page
    clear_storage(page, site_url)
    page.goto(site_url + "002/index.html")
    form = page.locator('form[data-calc="tohit"]')
    page.wait_for_selector('form[data-calc="tohit"][data-state="ok"]', timeout=READY)
    form.locator('[name="npc"]').fill("7")
    page.wait_for_function("document.querySelector('form[data-calc=tohit] [data-result=table_npc]').textContent === '7'")
    form.locator("[data-pin]").click()
    assert "Appuntato sullo schermo del master." in form.locator(".pugna-pin-note").inner_text()  # the page is Italian
    form.locator('[name="npc"]').fill("12")
    form.locator("[data-pin]").click()  # the same calculator twice, with other inputs
    form.locator(".pugna-pin-note a").click()  # "Open the screen", through the site's navigation
    page.wait_for_selector("[data-screen-app][data-ready]", timeout=READY)
    page.wait_for_function(ANSWERED, arg=2, timeout=READY)
    assert page.evaluate("document.documentElement.lang") == "it"  # the language of the page it came from
    panels = page.locator("[data-screen] form[data-calc=tohit]")
    assert [panels.nth(i).locator('[name="npc"]').input_value() for i in range(2)] == ["7", "12"]
    for i, npc in enumerate((7, 12)):
        answer = json.loads(handle_screen("panel", json.dumps({"name": "tohit", "inputs": {"npc": npc}}), "it"))
        assert shown(page, i)["tpc"] == answer["display"]["tpc"]
    page.locator("[data-screen] [data-panel]").first.locator("[data-remove]").click()
    until_kept(page, lambda doc: [p["inputs"] for p in doc["screens"][0]["panels"]] == [{"npc": 12}])
    page.reload()
    page.wait_for_function(ANSWERED, arg=1, timeout=READY)
    assert page.locator("[data-screen] form[data-calc=tohit] [name=npc]").input_value() == "12"


def test_a_heading_a_glossary_concept_and_a_seed_table_are_pinned_from_their_pages(page, site_url):
    clear_storage(page, site_url)
    page.goto(site_url + "000/colpo-mirato.html")
    # The pin button is 0 wide (it never takes a line of its own): a reader taps its icon.
    page.locator('h2#disarmare [data-pin-passage="disarmare"] svg').click()
    toast = page.locator(".pugna-pin-toast")
    assert toast.inner_text() == "Appuntato sullo schermo del master. Apri lo schermo"
    page.goto(site_url + "glossary.html")
    page.locator('h2#parry [data-pin-passage="parry"] svg').click()
    page.goto(site_url + "002/index.html")
    page.locator("form[data-calc=tohit] details.pugna-fallback > summary").click()  # the table under the form, folded
    page.locator('[data-table="tohit_002"] caption [data-pin-table] svg').click()
    open_screen(page, site_url + "screen.html?lang=en")
    page.wait_for_selector("[data-screen] [data-kind=table] table", timeout=READY)
    page.wait_for_selector("[data-screen] [data-kind=passage]:nth-child(2) .pugna-panel__heading", timeout=READY)
    assert [p for p in page.evaluate("window.pugnaScreen.screen.panels")] == [
        {"passage": "000/colpo-mirato.html#disarmare", "collapsed": False}, {"passage": "glossary.html#parry", "collapsed": False},
        {"table": "tohit_002", "collapsed": False}]
    assert page.locator("[data-screen] .pugna-panel__heading").all_inner_texts() == ["DISARMARE", "parry"]
    assert page.locator("[data-screen] .pugna-pin-mark").count() == 0  # pinned already
    opener = page.locator("[data-screen] [data-kind=passage]").first.locator(".pugna-panel__open")
    assert opener.get_attribute("href") == f"{site_url}000/colpo-mirato.html#disarmare"


def test_a_removed_panel_comes_back_with_undo(page, site_url):
    clear_storage(page, site_url)
    open_screen(page, screen_link(site_url), panels=8)
    titles = page.locator("[data-screen] [data-panel]").evaluate_all("(ps) => ps.map((p) => p.getAttribute('aria-label'))")
    page.locator("[data-screen] [data-panel]").nth(2).locator("[data-remove]").click()
    assert page.locator("[data-screen] [data-panel]").count() == 7
    page.locator("[data-screen-status] button").click()  # Undo
    page.wait_for_function(ANSWERED, arg=8, timeout=READY)
    assert page.locator("[data-screen] [data-panel]").evaluate_all("(ps) => ps.map((p) => p.getAttribute('aria-label'))") == titles


# --- characters fill the forms -------------------------------------------------------------------


def test_a_screen_opens_filled_from_its_characters_with_the_engines_numbers(page, site_url):
    clear_storage(page, site_url)
    open_screen(page, screen_link(site_url), panels=8)
    screen = SAMPLE["screens"][0]
    for i, panel in enumerate(screen["panels"]):
        answer = expected(panel, screen, SAMPLE["characters"])
        assert shown(page, i) == {key: answer["display"][key] for key in shown(page, i)}, panel["calculator"]
    tackle = page.locator("[data-screen] form[data-calc=tackle_000]")
    assert tackle.locator("[name=attacker_strength]").input_value() == "17"  # Aldo's
    assert tackle.locator("[name=defender_strength]").input_value() == "19"  # the troll's
    assert tackle.locator('[data-field="defender_strength"] .pugna-from').inner_text() == "from Troll"
    assert tackle.locator('[data-field="defender_strength"]').get_attribute("data-from") == "character"
    assert tackle.locator('[data-field="extra_attackers"]').get_attribute("data-from") is None  # nobody's: the form's own


@pytest.mark.parametrize("device_page", ["desktop", "phone"], indirect=True)
def test_a_field_set_on_a_panel_overrides_its_character_for_that_form_only(device_page, site_url):
    page = device_page
    clear_storage(page, site_url)
    open_screen(page, screen_link(site_url), panels=8)
    tackle = page.locator("[data-screen] form[data-calc=tackle_000]")
    strength = tackle.locator('[data-field="attacker_strength"]')
    strength.locator("input").fill("9")
    page.wait_for_function("document.querySelector('[data-screen] form[data-calc=tackle_000] [data-field=attacker_strength]').dataset.from === 'panel'")
    assert strength.locator(".pugna-from").inner_text() == "set here; Aldo: 17 Use Aldo's"
    screen = copy.deepcopy(SAMPLE["screens"][0])
    panel = screen["panels"][COMBAT.index("tackle_000")]
    panel["inputs"] = {"attacker_strength": 9}
    answer = expected(panel, screen, SAMPLE["characters"])
    assert answer["overridden"] == {"attacker_strength": "you"}
    page.wait_for_function("(p) => document.querySelector('[data-screen] form[data-calc=tackle_000] [data-result=p_knockdown]').textContent === p",
                           arg=answer["display"]["p_knockdown"])
    doc = until_kept(page, lambda doc: doc["screens"][0]["panels"][COMBAT.index("tackle_000")]["inputs"] == {"attacker_strength": 9})
    assert doc["characters"][0]["traits"]["strength"] == 17  # Aldo unchanged
    # Back to Aldo's.
    strength.locator(".pugna-from button").click()
    page.wait_for_function("document.querySelector('[data-screen] form[data-calc=tackle_000] [name=attacker_strength]').value === '17'")
    assert strength.get_attribute("data-from") == "character"


def test_a_set_of_options_on_a_panel_is_its_own_only_once_ticked_and_comes_back_ticked(page, site_url):
    clear_storage(page, site_url)
    open_screen(page, screen_link(site_url), panels=8)
    at = COMBAT.index("resolve_000")
    resolver = page.locator("[data-screen] form[data-calc=resolve_000]")
    doc = until_kept(page)
    assert doc["screens"][0]["panels"][at]["inputs"] == {"seed": 7}  # the conditions untouched: not the panel's own
    assert resolver.locator('[data-field="condition"]').get_attribute("data-from") is None
    resolver.locator('[name="condition"][value="prone"]').check()
    resolver.locator('[name="condition"][value="blind"]').check()
    doc = until_kept(page, lambda doc: doc["screens"][0]["panels"][at]["inputs"].get("condition") in (["blind", "prone"], ["prone", "blind"]))
    panel = doc["screens"][0]["panels"][at]
    answer = expected(panel, doc["screens"][0], doc["characters"])
    page.wait_for_function("(p) => document.querySelector('[data-screen] form[data-calc=resolve_000] [data-result=p_hit]')?.textContent === p",
                           arg=answer["display"]["p_hit"], timeout=READY)
    page.reload()
    page.wait_for_function(ANSWERED, arg=8, timeout=READY)
    ticked = resolver.locator('[name="condition"]:checked').evaluate_all("(boxes) => boxes.map((b) => b.value)")
    assert sorted(ticked) == ["blind", "prone"]


def test_changing_a_trait_recomputes_every_panel_that_reads_it_and_a_bad_one_is_named_not_used(page, site_url):
    clear_storage(page, site_url)
    open_screen(page, screen_link(site_url), panels=8)
    editor = page.locator("[data-character-editor]")
    assert editor.locator("[aria-pressed=true]").inner_text() == "Aldo · 000"  # the first character, the one acting
    answers = int(page.evaluate("document.querySelector('[data-screen-app]').dataset.answers"))
    editor.locator('[data-trait="size"]').select_option("large")
    page.wait_for_function("(n) => Number(document.querySelector('[data-screen-app]').dataset.answers) >= n", arg=answers + 8, timeout=READY)
    doc = copy.deepcopy(SAMPLE)
    doc["characters"][0]["traits"]["size"] = "large"
    screen = doc["screens"][0]
    page.wait_for_function("document.querySelector('[data-screen] form[data-calc=block_000] [name=blocker_size]').value === 'large'")
    for i, panel in enumerate(screen["panels"]):
        answer = expected(panel, screen, doc["characters"])
        assert shown(page, i) == {key: answer["display"][key] for key in shown(page, i)}, panel["calculator"]
    # Strength 40: named beside its field, and the forms keep Aldo's 17.
    editor.locator('[data-trait="strength"]').fill("40")
    error = editor.locator('[data-field="strength"] .pugna-error')
    error.wait_for()
    assert error.inner_text() == "Aldo › Strength: not a value it takes; allowed: an integer from 1 to 25 (got '40')"
    assert editor.locator('[data-trait="strength"]').get_attribute("aria-invalid") == "true"
    assert page.locator("[data-screen] form[data-calc=tackle_000] [name=attacker_strength]").input_value() == "17"
    assert until_kept(page)["characters"][0]["traits"]["strength"] == 17


def test_a_new_character_is_the_one_acting_and_a_name_with_markup_is_refused(page, site_url):
    clear_storage(page, site_url)
    open_screen(page, site_url + "screen.html?lang=en")
    page.select_option("#pugna-add-calculator", "grab_000")
    page.click("[data-add]")
    page.wait_for_function(ANSWERED, arg=1, timeout=READY)
    page.click("text=New character")
    page.fill("#pugna-new-name", "<img src=x onerror=alert(1)>")
    page.click("#pugna-character-new [type=submit]")
    error = page.locator("#pugna-character-new .pugna-error")
    error.wait_for()
    assert "not plain text" in error.inner_text()
    page.fill("#pugna-new-name", 'Tom & "Jerry" &amp;')
    page.click("#pugna-character-new [type=submit]")
    page.wait_for_selector('[data-character-editor] [data-trait="thac0"]')
    assert page.locator("[data-character-editor] [aria-pressed=true]").inner_text() == 'Tom & "Jerry" &amp; · 000'  # text, never HTML
    page.locator('[data-character-editor] [data-trait="thac0"]').fill("11")
    page.wait_for_function("document.querySelector('[data-screen] form[data-calc=grab_000] [name=thac0]').value === '11'")
    assert page.locator('[data-screen] [data-field="thac0"] .pugna-from').inner_text() == 'from Tom & "Jerry" &amp;'
    assert page.locator("#pugna-screen-you").input_value() == "tom-jerry-amp"


# --- the screen on each device, in each language ----------------------------------------------------


@pytest.mark.parametrize("device_page", list(DEVICES), indirect=True)
def test_panels_fit_the_device_one_to_four_columns_and_nothing_scrolls_sideways(device_page, site_url, request):
    page = device_page
    _, columns = DEVICES[request.node.callspec.params["device_page"]]
    open_screen(page, screen_link(site_url), panels=8)
    assert len(page.evaluate("getComputedStyle(document.querySelector('[data-screen]')).gridTemplateColumns").split()) == columns
    assert page.evaluate("document.documentElement.scrollWidth") <= page.viewport_size["width"]
    # Each panel links back to its passage.
    links = page.locator("[data-screen] [data-panel] a[data-passage]").evaluate_all("(as) => as.map((a) => a.getAttribute('href'))")
    assert len(links) >= 8 and all(".html#" in href for href in links)


@pytest.mark.parametrize(("lang", "title", "label"), [
    ("it", "Schermo del master", "Taglia di chi blocca"),
    ("es", "Pantalla del máster", "Tamaño de quien bloquea"),
    ("ru", "Экран мастера", "Размер блокирующего"),
    ("en", "Table screen", "Blocker's size"),
])
def test_the_screen_speaks_the_readers_language(page, site_url, lang, title, label):
    clear_storage(page, site_url)
    open_screen(page, screen_link(site_url, lang=lang), panels=8)
    assert page.evaluate("document.documentElement.lang") == lang
    assert page.locator(".md-content h1").inner_text() == title
    assert page.locator("[data-screen] form[data-calc=block_000] label[for$='-blocker_size']").inner_text() == label
    assert page.get_attribute("[data-screen-link]", "aria-label") == title  # the header's link too


def test_the_language_is_switched_on_the_screen_and_kept_in_its_address(page, site_url):
    clear_storage(page, site_url)
    open_screen(page, screen_link(site_url, lang="en"), panels=8)
    # calc.i18n.LANGS in order, each language named in itself (the catalogs' "English").
    options = page.locator("#pugna-screen-lang option").evaluate_all("options => options.map((o) => [o.value, o.lang, o.textContent])")
    assert options == [["en", "en", "English"], ["it", "it", "Italiano"], ["es", "es", "Español"], ["ru", "ru", "Русский"]]
    page.select_option("#pugna-screen-lang", "es")
    page.wait_for_function("document.querySelector('.md-content h1').textContent.startsWith('Pantalla del máster')", timeout=READY)
    page.wait_for_function(ANSWERED, arg=8, timeout=READY)
    assert "lang=es" in page.url
    assert page.locator("[data-screen] form[data-calc=block_000]").get_attribute("lang") == "es"
    page.reload()
    page.wait_for_function(ANSWERED, arg=8, timeout=READY)
    assert page.evaluate("document.documentElement.lang") == "es"


# --- named screens, order, fold ------------------------------------------------------------------------


def test_named_screens_switch_in_one_tap_and_hold_passages_and_tables(page, site_url):
    clear_storage(page, site_url)
    open_screen(page, screen_link(site_url), panels=8)
    page.click("[role=tab] >> text=Travel")
    page.wait_for_selector("[data-screen] [data-kind=table] table", timeout=READY)
    page.wait_for_selector("[data-screen] [data-kind=passage] .pugna-panel__heading >> nth=1")
    headings = page.locator("[data-screen] .pugna-panel__heading").all_inner_texts()
    assert headings == ["COLPO MIRATO", "parry"]
    assert page.locator("[data-screen] [data-kind=passage]").first.locator(".pugna-panel__text").get_attribute("lang") == "it"
    assert page.locator("[data-screen] [data-kind=table] [data-table=tohit_002]").count() == 1
    assert page.locator("[data-screen] form").count() == 0  # a passage's own forms stay on its page
    page.click("text=New screen")
    page.fill("#pugna-sheet-name", "Ambush")
    assert page.locator("[role=tab][aria-selected=true]").inner_text() == "Ambush"
    until_kept(page, lambda doc: [s["name"] for s in doc["screens"]] == ["Combat", "Travel", "Ambush"] and doc["active"] == 2)


def test_panels_reorder_by_keyboard_and_by_drag_and_fold(page, site_url):
    clear_storage(page, site_url)
    open_screen(page, screen_link(site_url), panels=8)
    order = lambda: [p["calculator"] for p in page.evaluate("window.pugnaScreen.screen.panels")]  # noqa: E731
    page.locator("[data-screen] [data-panel]").nth(0).locator("[data-grip]").focus()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    assert order()[:3] == [COMBAT[1], COMBAT[2], COMBAT[0]]
    assert page.inner_text("[data-screen-status]") == "Moved to place 3 of 8."
    page.set_viewport_size({"width": 1280, "height": 2400})  # both panels in view: a drag is done where one sees
    page.evaluate("scrollTo(0, document.querySelector('[data-screen]').getBoundingClientRect().top + scrollY - 80)")
    grip = page.locator("[data-screen] [data-panel]").nth(4).locator("[data-grip]").bounding_box()
    target = page.locator("[data-screen] [data-panel]").nth(0).bounding_box()
    page.mouse.move(grip["x"] + grip["width"] / 2, grip["y"] + grip["height"] / 2)
    page.mouse.down()
    page.mouse.move(target["x"] + 40, target["y"] + 40, steps=8)
    page.mouse.up()
    page.set_viewport_size({"width": 1280, "height": 900})
    assert order()[0] == COMBAT[4]
    fold = page.locator("[data-screen] [data-panel]").nth(0).locator(".pugna-panel__fold")
    fold.click()
    assert fold.get_attribute("aria-expanded") == "false"
    assert not page.locator("[data-screen] [data-panel]").nth(0).locator("form").is_visible()
    until_kept(page, lambda doc: doc["screens"][0]["panels"][0]["calculator"] == COMBAT[4] and doc["screens"][0]["panels"][0]["collapsed"])


# --- the log -------------------------------------------------------------------------------------------


def test_a_noted_result_and_rolled_dice_land_in_the_log_and_replay(page, site_url):
    clear_storage(page, site_url)
    open_screen(page, screen_link(site_url), panels=8)
    panel = page.locator("[data-screen] [data-panel]").nth(COMBAT.index("tackle_000"))
    panel.locator("[data-note]").click()
    resolver = page.locator("[data-screen] [data-panel]").nth(COMBAT.index("resolve_000"))
    resolver.locator("[data-roll]").click()
    entries = page.locator(".pugna-log__entry")
    entries.nth(1).wait_for()
    page.wait_for_function("[...document.querySelectorAll('.pugna-log__result')].every((r) => r.textContent !== '…')")
    doc = page.evaluate("window.pugnaScreen.screen.log")
    assert [(e["calculator"], e["you"], e["opponent"]) for e in doc] == [("tackle_000", "Aldo", "Troll"), ("resolve_000", "Aldo", "Troll")]
    assert doc[1]["inputs"]["seed"] != 7 and isinstance(doc[1]["time"], int)
    replayed = json.loads(handle_screen("panel", json.dumps({"name": "resolve_000", "inputs": doc[1]["inputs"]})))
    assert entries.nth(1).locator(".pugna-log__result").inner_text() == f"Chance to hit: {replayed['display']['p_hit']}"


# --- sharing and keeping ---------------------------------------------------------------------------------


def test_a_shared_link_opens_the_same_screen_elsewhere_with_or_without_its_characters(page, site_url, browser):
    clear_storage(page, site_url)
    open_screen(page, screen_link(site_url), panels=8)
    page.locator("[data-screen] form[data-calc=tackle_000] [name=four_legs]").check()
    until_kept(page, lambda doc: doc["screens"][0]["panels"][COMBAT.index("tackle_000")]["inputs"] == {"four_legs": True})
    mine = [shown(page, i) for i in range(8)]
    page.click("[data-share]")
    page.click("[data-share-screen]")
    page.wait_for_function("document.querySelector('[data-share-output]').value !== ''")
    without = page.locator("[data-share-output]").input_value()
    page.check("#pugna-share-characters")
    page.click("[data-share-screen]")
    page.wait_for_function("(old) => document.querySelector('[data-share-output]').value !== old", arg=without)
    with_characters = page.locator("[data-share-output]").input_value()
    assert "#screen=" in without and without.startswith(site_url + "screen.html?lang=en#")
    for link, characters in ((without, []), (with_characters, ["Aldo", "Troll"])):
        other = browser.new_context(bypass_csp=True, service_workers="block").new_page()  # another device
        open_screen(other, link, panels=8)
        assert [shown(other, i) for i in range(8)] == mine
        assert [c["name"] for c in other.evaluate("window.pugnaScreen.doc.characters")] == characters
        assert "Opened “Combat”" in other.inner_text("[data-screen-status]")
        other.context.close()


def test_the_characters_travel_alone_as_a_link_and_join_those_kept_elsewhere(page, site_url, browser):
    clear_storage(page, site_url)
    open_screen(page, screen_link(site_url), panels=8)
    page.click("[data-share]")
    page.click("[data-share-characters]")
    page.wait_for_function("document.querySelector('[data-share-output]').value !== ''")
    link = page.locator("[data-share-output]").input_value()
    other = browser.new_context(bypass_csp=True, service_workers="block").new_page()
    mine = {"format": "pugna-screen", "version": 1, "characters": [{"id": "aldo", "name": "Aldo", "text": "003", "traits": {"hp": 9}}]}
    open_screen(other, f"{site_url}screen.html?lang=en#screen={link_code(mine)}")  # that device's own Aldo, of another text
    other.wait_for_function("window.pugnaScreen.doc.characters.length === 1 && location.hash === ''")
    other.goto(link)  # the same page, another fragment: read as it arrives
    other.wait_for_function("window.pugnaScreen.doc.characters.length === 3", timeout=READY)
    assert other.inner_text("[data-screen-status]") == "Added the characters; your own are kept."
    assert [(c["id"], c["name"], c["text"]) for c in other.evaluate("window.pugnaScreen.doc.characters")] == [
        ("aldo", "Aldo", "003"), ("aldo-2", "Aldo", "000"), ("troll", "Troll", "000")]
    other.context.close()


def test_a_file_saved_opens_again_and_adds_to_what_is_kept(page, site_url, tmp_path):
    clear_storage(page, site_url)
    open_screen(page, screen_link(site_url), panels=8)
    page.click("[data-share]")
    with page.expect_download() as download:
        page.click("[data-save-file]")
    saved = json.loads(download.value.path().read_text())
    assert saved == page.evaluate("window.pugnaScreen.doc")
    clear_storage(page, site_url)
    open_screen(page, site_url + "screen.html?lang=en")
    page.set_input_files("[data-open-file]", files=[{"name": "screen.json", "mimeType": "application/json", "buffer": json.dumps(saved).encode()}])
    page.wait_for_function(ANSWERED, arg=8, timeout=READY)
    doc = page.evaluate("window.pugnaScreen.doc")
    assert [s["name"] for s in doc["screens"]] == ["Combat", "Combat (2)", "Travel"]  # the new page's own first screen kept
    assert doc["characters"] == saved["characters"] and doc["active"] == 1


TEN_MB = b'{"format": "pugna-screen", "version": 1, "pad": "' + b"x" * 10_000_000 + b'"}'
HOSTILE = [
    ("wrong JSON", b"{'format': pugna", "the document: not JSON: the file or link is damaged, or is not a Pugna screen"),
    ("an unknown calculator", json.dumps({"format": "pugna-screen", "version": 1, "screens": [{"name": "X", "panels": [{"calculator": "fireball"}]}]}).encode(),
     "X › panel 1 › calculator: unknown calculator; allowed: the name of one of the calculators (got 'fireball')"),
    ("an unknown trait", json.dumps({"format": "pugna-screen", "version": 1, "characters": [{"id": "a", "name": "A", "text": "004", "traits": {"charm": 3}}]}).encode(),
     "A › 'charm': unknown trait; allowed: the traits of text 004:"),
    ("Strength 40", json.dumps({"format": "pugna-screen", "version": 1, "characters": [{"id": "a", "name": "A", "text": "000", "traits": {"strength": 40}}]}).encode(),
     "A › Strength: not a value it takes; allowed: an integer from 1 to 25 (got 40)"),
    ("script in a name", json.dumps({"format": "pugna-screen", "version": 1, "characters": [{"id": "a", "name": "<script>alert(1)</script>", "text": "000"}]}).encode(),
     "character 1 › name: not plain text"),
    ("ten megabytes", TEN_MB, f"the document: too long; allowed: at most 2000000 characters (got {len(TEN_MB)})"),
]


@pytest.mark.parametrize(("case", "content", "message"), HOSTILE, ids=[case for case, *_ in HOSTILE])
def test_a_hostile_file_is_refused_by_name_and_nothing_kept_is_lost(page, site_url, case, content, message):
    clear_storage(page, site_url)
    open_screen(page, screen_link(site_url), panels=8)
    until_kept(page)
    mine = page.evaluate(STORAGE)
    page.set_input_files("[data-open-file]", files=[{"name": "screen.json", "mimeType": "application/json", "buffer": content}])
    page.wait_for_selector("[data-screen-status] li", timeout=READY)
    assert page.locator("[data-screen-status] > span").inner_text() == "Not opened, and nothing kept was changed:"
    assert page.locator("[data-screen-status] li").first.inner_text().startswith(message)
    assert page.evaluate(STORAGE) == mine
    assert page.locator("[data-screen] form[data-calc]").count() == 8


def test_a_hostile_link_is_refused_by_name_and_a_damaged_one_too(page, site_url):
    clear_storage(page, site_url)
    open_screen(page, screen_link(site_url), panels=8)
    until_kept(page)
    mine = page.evaluate(STORAGE)
    hostile = {"format": "pugna-screen", "version": 1, "screens": [{"name": "X", "panels": [{"calculator": "tohit", "inputs": {"npc": 999}}]}]}
    page.goto(f"{site_url}screen.html?lang=en#screen={link_code(hostile)}")
    page.wait_for_selector("[data-screen-status] li", timeout=READY)
    assert page.locator("[data-screen-status] li").inner_text().startswith("X › panel 1 › To-hit roll (TPC) and BNPC › NPC (number to hit): not a value it takes")
    page.goto(f"{site_url}screen.html?lang=en#screen=AAAA-not-deflate")
    # The same page, another fragment: the last link's problem shows until this one is read.
    page.wait_for_function("() => !document.querySelector('[data-screen-status] li')?.textContent.startsWith('X ›')", timeout=READY)
    assert page.locator("[data-screen-status] li").inner_text() == "the document: not JSON: the file or link is damaged, or is not a Pugna screen"
    page.wait_for_function(ANSWERED, arg=8, timeout=READY)
    assert page.evaluate(STORAGE) == mine


def test_a_full_or_refused_storage_is_said_and_what_was_kept_stays(page, site_url, browser):
    clear_storage(page, site_url)
    open_screen(page, screen_link(site_url), panels=8)
    until_kept(page)
    mine = page.evaluate(STORAGE)
    page.evaluate("""() => { Storage.prototype.setItem = () => { throw new DOMException("full", "QuotaExceededError"); }; }""")
    page.fill("#pugna-sheet-name", "Renamed")
    line = page.locator(".pugna-screen-storage")
    line.wait_for(timeout=READY)
    assert line.inner_text().startswith("This device's storage is full or refused to save")
    assert page.evaluate(STORAGE) == mine
    # A browser that keeps nothing for the site: a pin says so.
    context = browser.new_context(bypass_csp=True, service_workers="block")
    context.add_init_script("Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('no', 'SecurityError'); } });")
    other = context.new_page()
    other.goto(site_url + "002/index.html")
    other.wait_for_selector('form[data-calc="tohit"][data-state="ok"]', timeout=READY)
    other.locator('form[data-calc="tohit"] [data-pin]').click()
    assert other.locator('form[data-calc="tohit"] .pugna-pin-note').inner_text().startswith("Questo browser non conserva nulla per questo sito")
    context.close()


def test_a_kept_document_the_validator_refuses_is_set_aside_not_lost(page, site_url):
    clear_storage(page, site_url)
    newer = json.dumps(SAMPLE | {"version": 2})
    page.evaluate("(text) => localStorage.setItem('pugna-screen ' + new URL('./', location.href).pathname, text)", newer)
    open_screen(page, site_url + "screen.html?lang=en")
    assert page.locator("[data-screen-status] li").inner_text() == "the document › version: made by a newer Pugna; allowed: version 1 (got 2)"
    aside = page.evaluate("Object.keys(localStorage).find((k) => k.startsWith('pugna-screen-unreadable'))")
    assert page.evaluate("(k) => localStorage.getItem(k)", aside) == newer


# --- offline ----------------------------------------------------------------------------------------------


def test_after_a_first_visit_the_screen_opens_offline_with_its_panels(browser, off_host):
    context = browser.new_context(bypass_csp=True, service_workers="allow")
    context.route("**/*", off_host.route)
    page = context.new_page()
    with serving(built_site()) as base:
        open_screen(page, screen_link(base), panels=8)
        page.wait_for_function("document.querySelector('.pugna-offline[data-engine=kept]')", timeout=READY)
        mine = [shown(page, i) for i in range(8)]
    # The server is gone: the service worker answers, the document comes from this browser.
    page.goto(base + "screen.html?lang=en")
    page.wait_for_function(ANSWERED, arg=8, timeout=READY)
    assert [shown(page, i) for i in range(8)] == mine
    page.click("[role=tab] >> text=Travel")
    page.wait_for_selector("[data-screen] [data-kind=table] table", timeout=READY)
    context.close()


# --- print ----------------------------------------------------------------------------------------------------


def _squeezed(text: str) -> str:
    return "".join(text.split())


@pytest.mark.parametrize("device_page", ["desktop", "phone"], indirect=True)
def test_a_screen_prints_as_landscape_a4_inserts_each_panel_whole_on_one_page(device_page, site_url, tmp_path):
    page = device_page  # a phone's print gives the same inserts
    clear_storage(page, site_url)
    open_screen(page, screen_link(site_url), panels=8)
    panels = page.evaluate("""() => [...document.querySelectorAll('[data-screen] [data-panel]')].map((p) => ({
        title: p.querySelector('.pugna-calc-title').textContent,
        results: [...p.querySelectorAll('.pugna-results .pugna-row:not([hidden])')].map((r) => [r.querySelector('dt').textContent, r.querySelector('dd').textContent]),
    }))""")
    page.emulate_media(media="print")
    pdf = tmp_path / "screen.pdf"
    page.pdf(path=str(pdf), prefer_css_page_size=True, print_background=True)
    page.emulate_media(media="screen")
    info = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True, check=True).stdout
    assert "841.92 x 594.96 pts (A4)" in info  # landscape
    count = int(info.split("Pages:")[1].split()[0])
    pages = [_squeezed(subprocess.run(["pdftotext", "-f", str(n), "-l", str(n), str(pdf), "-"], capture_output=True, text=True, check=True).stdout)
             for n in range(1, count + 1)]
    assert 1 <= count <= 8
    for panel in panels:
        holding = [n for n, text in enumerate(pages) if _squeezed(panel["title"]) in text]
        assert len(holding) == 1, (panel["title"], holding)
        text = pages[holding[0]]
        for label, value in panel["results"]:
            for part in (label, value):
                assert _squeezed(part) in text, (panel["title"], part)
    assert all("Aggiungiuncalcolatore" not in text and "Addacalculator" not in text and "Characters" not in text for text in pages)  # no controls


# --- the site's Content-Security-Policy --------------------------------------------------------------------


def test_the_screen_works_under_the_sites_policy_without_one_violation(browser, site_url, off_host):
    context = browser.new_context(service_workers="block")  # the policy enforced (no eval: waits by selector only)
    context.route("**/*", off_host.route)
    page = context.new_page()
    page.add_init_script(WATCH)
    page.goto(screen_link(site_url))
    page.wait_for_selector("[data-screen] [data-panel]:nth-child(8) form[data-state=ok]", timeout=READY)
    assert page.locator("[data-screen] form[data-state=ok]").count() == 8
    page.locator('[data-character-editor] [data-trait="thac0"]').fill("12")
    page.locator("[data-screen] [data-panel]").first.locator("[data-note]").click()
    page.wait_for_selector(".pugna-log__entry")
    page.click("[role=tab] >> text=Travel")
    page.wait_for_selector("[data-screen] [data-kind=table] table", timeout=READY)
    assert page.evaluate("window.__violations") == []
    context.close()


# --- accessibility -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("scheme", "device"), [("light", "desktop"), ("dark", "desktop"), ("light", "phone"), ("dark", "tablet")])
def test_the_screen_has_no_serious_accessibility_violation(browser, site_url, off_host, scheme, device):
    context = browser.new_context(bypass_csp=True, color_scheme=scheme, service_workers="block", **DEVICES[device][0])
    context.route("**/*", off_host.route)
    context.add_init_script(path=str(AXE))
    page = context.new_page()
    open_screen(page, screen_link(site_url), panels=8)
    page.locator("[data-screen] form[data-calc=tackle_000] [name=attacker_strength]").fill("9")  # a field set here, with its way back
    page.wait_for_selector("[data-screen] [data-from=panel]")
    page.click("[data-share]")
    assert page.evaluate(SERIOUS) == []
    page.click("[role=tab] >> text=Travel")
    page.wait_for_selector("[data-screen] [data-kind=table] table", timeout=READY)
    assert page.evaluate(SERIOUS) == []
    context.close()
    assert off_host.attempts == []
