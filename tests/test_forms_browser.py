"""Calculators as a player meets them in Chromium: only the fields that apply, the answer
first, a link that reopens the same calculation scrolled to it, and print that keeps the
inputs. The page script only moves JSON: every decision here comes from calc."""

from __future__ import annotations

from urllib.parse import parse_qsl, urlsplit

PARRY_PAGE = "000/bloccare-un-attacco.html"
TOHIT_PAGE = "002/index.html"


def ready(page, name: str) -> None:
    page.wait_for_selector(f'form[data-calc="{name}"][data-state="ok"]', timeout=120_000)


def visible_fields(page, name: str) -> list[str]:
    return page.eval_on_selector_all(f'form[data-calc="{name}"] [data-field]', "els => els.filter(e => !e.hidden).map(e => e.dataset.field)")


def result(page, name: str, key: str) -> str:
    return page.inner_text(f'form[data-calc="{name}"] [data-result="{key}"]')


def test_fields_follow_what_the_rules_use(page, site_url):
    page.goto(site_url + PARRY_PAGE)
    ready(page, "parry")
    assert "mastery" in visible_fields(page, "parry") and "in_melee" not in visible_fields(page, "parry")
    page.select_option('form[data-calc="parry"] [name="mastery"]', "master")
    page.select_option('form[data-calc="parry"] [name="shield"]', "medium")
    page.select_option('form[data-calc="parry"] [name="mode"]', "missile")
    page.wait_for_function("""() => document.querySelector('form[data-calc="parry"] [data-field="mastery"]').hidden""")
    # "solo con lo scudo": a medium shield against missiles, AC 5 → 2, mastery not used.
    assert visible_fields(page, "parry") == ["mode", "shield", "ac", "in_melee"]
    assert result(page, "parry", "ac") == "2"
    assert "Bravura nell'uso dell'arma" in result(page, "parry", "ignored")
    # No reason to show when the parry is allowed: that row is hidden.
    assert page.is_hidden('form[data-calc="parry"] [data-row="reason"]')


def test_the_static_table_comes_folded_and_prints_whole(page, site_url):
    page.goto(site_url + TOHIT_PAGE)
    ready(page, "tohit")
    table = 'form[data-calc="tohit"] details.pugna-fallback'
    assert page.eval_on_selector(table, "d => d.open") is False
    assert page.is_hidden(f'{table} [data-table="tohit_002"]')
    page.emulate_media(media="print")  # no beforeprint here: the style sheet alone
    assert page.is_visible(f'{table} [data-table="tohit_002"]')
    page.emulate_media(media="screen")
    page.evaluate("dispatchEvent(new Event('beforeprint'))")  # as a browser's print does
    assert page.eval_on_selector(table, "d => d.open") is True
    page.evaluate("dispatchEvent(new Event('afterprint'))")
    assert page.eval_on_selector(table, "d => d.open") is False  # folded again: the reader had not opened it


def test_a_page_reached_while_the_engine_runs_is_drawn_with_its_tables_folded(page, site_url):
    # Instant navigation swaps the page in one task; the engine's answer comes in a later one,
    # after the browser has drawn the new page. Nothing may open the tables meanwhile.
    page.goto(site_url + TOHIT_PAGE)
    ready(page, "tohit")
    page.evaluate("""() => document$.subscribe(() => {
      if (!location.pathname.endsWith("001/index.html") || window.__swapped) return;
      window.__swapped = [...document.querySelectorAll("form[data-calc]")].map((form) => ({
        open: form.querySelector("details.pugna-fallback").open, state: form.dataset.state || "" }));
    })""")
    page.click('a.md-nav__link[href$="001/index.html"]')
    page.wait_for_function("window.__swapped")
    swapped = page.evaluate("window.__swapped")
    assert len(swapped) == 7
    assert all(form["open"] is False for form in swapped), swapped
    assert all(form["state"] != "ok" for form in swapped)  # the same task as the swap: no answer yet
    ready(page, "surprise_001")
    assert page.eval_on_selector_all("details.pugna-fallback", "ds => ds.map(d => d.open)") == [False] * 7


def test_a_shared_link_carries_only_changed_inputs_and_opens_on_its_form(browser, site_url):
    context = browser.new_context(bypass_csp=True, viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True, service_workers="block")
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site_url.rstrip("/"))
    page = context.new_page()
    try:
        page.goto(site_url + TOHIT_PAGE)
        ready(page, "tohit")
        page.fill('form[data-calc="tohit"] [name="npc"]', "\u22123")  # the minus sign the site prints
        page.wait_for_function("""() => document.querySelector('form[data-calc="tohit"] [data-result="tpc"]').textContent === '10'""")
        page.click('form[data-calc="tohit"] [data-share]')
        link = page.evaluate("navigator.clipboard.readText()")
        parts = urlsplit(link)
        assert parts.fragment == "calc-form-tohit"
        assert dict(parse_qsl(parts.query)) == {"tohit.npc": "\u22123"}  # only what differs from the start
        shared = context.new_page()
        shared.goto(link)
        ready(shared, "tohit")
        shared.wait_for_timeout(500)
        assert shared.input_value('form[data-calc="tohit"] [name="npc"]') == "\u22123"
        assert result(shared, "tohit", "tpc") == "10"  # the table's row for −3
        top = shared.eval_on_selector("#calc-form-tohit", "f => f.getBoundingClientRect().top")
        assert 0 <= top < 200, top  # opened on the form, not at the top of a long page
    finally:
        context.close()


def test_a_shared_answer_on_a_phone_opens_with_the_answer_in_view(browser, site_url):
    """The melee form's answer starts ~1,000 px below its title on a phone: the link opened on
    the title, and the answer it was shared for was a screen and more below."""
    context = browser.new_context(bypass_csp=True, viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True, service_workers="block")
    page = context.new_page()
    try:
        page.goto(site_url + TOHIT_PAGE + "?melee_attack_002.d_a=3#calc-form-melee_attack_002")
        ready(page, "melee_attack_002")
        page.wait_for_timeout(500)
        header = page.eval_on_selector(".md-header", "h => h.getBoundingClientRect().bottom")
        form = page.eval_on_selector("#calc-form-melee_attack_002", "f => f.getBoundingClientRect().top")
        answer = page.eval_on_selector("#calc-form-melee_attack_002 .pugna-answer", "a => a.getBoundingClientRect().top")
        primary = page.eval_on_selector("#calc-form-melee_attack_002 .pugna-primary dd", "r => r.getBoundingClientRect().bottom")
        assert form < 0  # scrolled past the title: the whole form is taller than the screen
        assert header <= answer and primary <= 844, (header, answer, primary)  # the answer's top and its main figure show
        assert page.input_value("#melee_attack_002-d_a") == "3"
    finally:
        context.close()


def test_a_shared_answer_on_a_desktop_opens_on_the_form_title(browser, site_url):
    """Beside the inputs, the answer's main figure shows with the title: no need to scroll."""
    context = browser.new_context(bypass_csp=True, viewport={"width": 1280, "height": 800}, service_workers="block")
    page = context.new_page()
    try:
        page.goto(site_url + TOHIT_PAGE + "?melee_attack_002.d_a=3#calc-form-melee_attack_002")
        ready(page, "melee_attack_002")
        page.wait_for_timeout(500)
        assert 0 <= page.eval_on_selector("#calc-form-melee_attack_002", "f => f.getBoundingClientRect().top") < 200
        assert page.eval_on_selector("#calc-form-melee_attack_002 .pugna-primary dd", "r => r.getBoundingClientRect().bottom") <= 800
    finally:
        context.close()


def test_a_link_with_new_inputs_never_shows_the_old_answer(browser, site_url):
    context = browser.new_context(bypass_csp=True, service_workers="block")
    page = context.new_page()
    try:
        page.goto(site_url + TOHIT_PAGE + "?tohit.npc=20")
        state = page.get_attribute('form[data-calc="tohit"]', "data-state")
        if state != "ok":  # before the engine: pending, not the rendered starting result
            assert result(page, "tohit", "tpc") == "…"
        ready(page, "tohit")
        assert result(page, "tohit", "tpc") == "20"
    finally:
        context.close()


def test_print_keeps_the_inputs_as_a_labelled_list(page, site_url):
    page.goto(site_url + PARRY_PAGE + "?parry.mode=missile&parry.shield=body")
    ready(page, "parry")
    page.emulate_media(media="print")
    text = page.inner_text('form[data-calc="parry"]')
    assert "Contro" in text and "Scudo" in text
    # A choice prints as its whole text, not as a one-line select cut at the column's edge.
    assert page.is_hidden('form[data-calc="parry"] [name="mode"]')
    chosen = page.eval_on_selector('form[data-calc="parry"] [name="mode"]', "s => s.selectedOptions[0].textContent")
    assert page.inner_text('form[data-calc="parry"] [name="mode"] + .pugna-print-choice') == chosen
    assert page.is_hidden('form[data-calc="parry"] [data-share]')
    assert result(page, "parry", "ac") == "1"  # body shield against missiles: AC 5 − 4
    # The rule the form cites prints once: its own words, no "(→ 000 § …)" repeating them.
    after = page.eval_on_selector('form[data-calc="parry"] a[data-passage]', "a => getComputedStyle(a, '::after').content")
    assert after in ("none", "normal"), after


def test_the_table_marks_the_cell_the_inputs_read(page, site_url):
    # Score 10 of a Large monster: the "9-12" row, column L, prints 18/01.
    page.goto(site_url + "000/afferrare-un-oggetto.html?strength.score=10&strength.size=L")
    ready(page, "strength")
    assert result(page, "strength", "strength") == "18/01"
    page.click('form[data-calc="strength"] details.pugna-fallback > summary')
    marked = page.eval_on_selector_all('form[data-calc="strength"] .pugna-looked-up', "els => els.map(e => e.textContent.trim())")
    assert marked == ["18/01"]


RESOLVER_PAGE = "000/risolutore.html"
BAR = ".pugna-answer-bar"


def bar_state(page) -> dict:
    return page.evaluate(
        """(sel) => { const b = document.querySelector(sel);
        return b ? { shown: !b.hidden, label: b.querySelector('.pugna-answer-bar__label').textContent,
                     value: b.querySelector('.pugna-answer-bar__value').textContent, top: b.getBoundingClientRect().top } : null; }""",
        BAR,
    )


def test_on_a_phone_the_answer_follows_the_reader_down_a_long_form(phone_page, site_url):
    """The resolver's answer is two screens below its first fields on a phone: while Thac0 is
    edited, a bar at the bottom repeats the main answer as the form shows it (12 against AC 5
    needs a 7: 70 %), says which field it refused, and leads back to the answer."""
    page = phone_page
    page.goto(site_url + RESOLVER_PAGE)
    ready(page, "resolve_000")
    page.eval_on_selector("#resolve_000-thac0", "e => e.scrollIntoView({ block: 'start' })")
    page.wait_for_timeout(300)
    assert bar_state(page) is None or not bar_state(page)["shown"]  # reading past a form is not editing it
    page.tap("#resolve_000-thac0")
    page.fill("#resolve_000-thac0", "12")
    page.wait_for_function("document.querySelector('[data-result=\"p_hit\"]').textContent === '70,00 %'")
    page.wait_for_timeout(300)
    state = bar_state(page)
    assert state["shown"] and state["label"] == "Probabilità di colpire" and state["value"] == "70,00 %", state
    assert state["top"] < 844 and page.eval_on_selector("#resolve_000-thac0", "e => e.getBoundingClientRect().bottom") <= state["top"]
    page.fill("#resolve_000-thac0", "99")
    page.wait_for_selector('form[data-calc="resolve_000"][data-state="error"]')
    page.wait_for_timeout(300)
    assert bar_state(page)["value"] == page.inner_text('form[data-calc="resolve_000"] .pugna-error') and "-10" in bar_state(page)["value"]
    page.fill("#resolve_000-thac0", "12")
    ready(page, "resolve_000")
    page.tap(BAR)
    page.wait_for_timeout(1500)  # a smooth scroll
    main = page.eval_on_selector('form[data-calc="resolve_000"] .pugna-primary dd', "e => e.getBoundingClientRect().toJSON()")
    assert 0 < main["top"] and main["bottom"] < 844, main
    assert not bar_state(page)["shown"]  # the answer itself is on screen: no copy of it


def test_beside_the_inputs_the_answer_needs_no_bar(page, site_url):
    """On a desktop the answer stays beside the fields (sticky): editing never shows the bar."""
    page.goto(site_url + TOHIT_PAGE)
    ready(page, "melee_attack_002")
    page.eval_on_selector("#melee_attack_002-d_a", "e => e.scrollIntoView({ block: 'center' })")
    page.fill("#melee_attack_002-d_a", "4")
    page.wait_for_timeout(500)
    assert not bar_state(page)["shown"]


def test_print_leaves_out_the_dice_button(page, site_url):
    page.goto(site_url + RESOLVER_PAGE)
    ready(page, "resolve_000")
    assert page.is_visible('form[data-calc="resolve_000"] .pugna-roll')
    page.emulate_media(media="print")
    assert page.is_hidden('form[data-calc="resolve_000"] .pugna-roll')


def test_a_link_with_a_bad_value_in_a_field_that_does_not_apply_shows_that_field(browser, site_url):
    # increments applies to ranged attacks only; a melee link carrying increments=12 is an
    # error on that field, which the reader must be able to see and fix, not a dead form.
    context = browser.new_context(bypass_csp=True, service_workers="block")
    page = context.new_page()
    try:
        page.goto(site_url + "003/01-ataque-y-dano.html?attack_003.attack=melee&attack_003.increments=12")
        form = 'form[data-calc="attack_003"]'
        page.wait_for_selector(f'{form}[data-state="error"]', timeout=120_000)
        assert "increments" in visible_fields(page, "attack_003")
        assert page.get_attribute(f'{form} [name="increments"]', "aria-invalid") == "true"
        assert "0" in page.inner_text(f"{form} .pugna-error") and "9" in page.inner_text(f"{form} .pugna-error")
        page.fill(f'{form} [name="increments"]', "3")
        ready(page, "attack_003")
        # Fixed: melee again ignores the range field, which hides once more.
        assert "increments" not in visible_fields(page, "attack_003")
        assert result(page, "attack_003", "p_hit").endswith("%")  # answered again
    finally:
        context.close()


SHOWN_ROWS = """f => [...f.querySelectorAll('.pugna-results .pugna-row')].filter((r) => !r.hidden).map((r) => [
  r.querySelector('dt').textContent, r.querySelector('dd').textContent, parseFloat(getComputedStyle(r.querySelector('dd')).fontSize)])"""


def test_the_answer_leads_with_the_number_asked_for_and_says_not_allowed_only_when_forbidden(page, site_url):
    """The modifiers form led with "Consentito: sì", large, and the +4 a player came for small below it."""
    form = 'form[data-calc="attack_modifiers_000"]'
    page.goto(site_url + "000/index.html?attack_modifiers_000.condition=blind")
    ready(page, "attack_modifiers_000")
    rows = page.eval_on_selector(form, SHOWN_ROWS)
    assert rows[0][:2] == ["Bonus al tiro per colpire", "4"]
    assert rows[0][2] > rows[1][2]  # large
    assert "Consentito" not in [r[0] for r in rows]
    page.select_option(f'{form} [name="attack"]', "missile")
    page.check(f'{form} [name="attacker_blind"]')
    page.wait_for_function("f => !f.querySelector('[data-row=allowed]').hidden", arg=page.query_selector(form))
    rows = page.eval_on_selector(form, SHOWN_ROWS)
    assert [r[:2] for r in rows[:2]] == [["Consentito", "no"], ["Perché no", "Chi è accecato attacca solo chi è in melee con lui"]]
    assert rows[0][2] > rows[1][2]
