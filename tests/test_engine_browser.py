"""The engine in Chromium: Pyodide in one module worker, forms answering from calc."""

from __future__ import annotations

import json

import pytest

from tests.answers import shown

from calc import dispatch

EN_FORMS = "calculators/002.html"  # the English forms of text 002, tohit among them
READY = 60_000  # ms: a cold Pyodide boot takes ~2-4 s here; this is a ceiling, not a target


def result_of(page, name: str) -> dict[str, str]:
    form = page.locator(f'form[data-calc="{name}"]')
    return {o.get_attribute("data-result"): o.inner_text() for o in form.locator("output[data-result]").all()}


def wait_ok(page, name: str) -> None:
    page.wait_for_selector(f'form[data-calc="{name}"][data-state="ok"]', timeout=READY)


def test_tohit_computes_in_the_page(page, site_url):
    page.goto(site_url + EN_FORMS)
    wait_ok(page, "tohit")
    page.fill('form[data-calc="tohit"] [name="npc"]', "10")
    page.wait_for_function("document.querySelector('form[data-calc=tohit] [data-result=tpc]').textContent === '17'")
    shown = result_of(page, "tohit")
    assert shown["tpc"] == "17"
    assert shown["reroll"] == "no"
    assert shown["p_hit"] == "20.00 %"
    assert shown["p_hit_fraction"] == "1/5"


@pytest.mark.parametrize("bad", ["", "abc", "99999999999999999999", "<img src=x onerror=alert(1)>", "1.5"])
def test_bad_input_is_named_inline_and_the_engine_keeps_working(page, site_url, bad):
    page.goto(site_url + EN_FORMS)
    wait_ok(page, "tohit")
    page.fill('form[data-calc="tohit"] [name="npc"]', bad)
    page.wait_for_selector('form[data-calc="tohit"][data-state="error"]')
    error = page.inner_text('form[data-calc="tohit"] .pugna-error')
    required = "required; " if bad == "" else ""
    assert error == f"NPC (number to hit): {required}an integer from -200 to 200"
    assert page.get_attribute('form[data-calc="tohit"] [name="npc"]', "aria-invalid") is not None
    assert page.locator("img[src=x]").count() == 0
    page.fill('form[data-calc="tohit"] [name="npc"]', "-2")
    wait_ok(page, "tohit")
    assert result_of(page, "tohit")["tpc"] == "11"


def test_url_reopens_the_same_calculation(page, site_url):
    page.goto(site_url + EN_FORMS)
    wait_ok(page, "tohit")
    page.fill('form[data-calc="tohit"] [name="npc"]', "-21")
    page.wait_for_function("location.search.includes('tohit.npc=-21')")
    link = page.url
    page.goto(site_url)
    page.goto(link)
    wait_ok(page, "tohit")
    assert page.input_value('form[data-calc="tohit"] [name="npc"]') == "-21"
    assert result_of(page, "tohit")["bnpc"] == "2"


def test_pages_without_calculators_load_no_engine(page, site_url):
    fetched: list[str] = []
    page.on("request", lambda r: fetched.append(r.url))
    page.goto(site_url)
    page.wait_for_load_state("networkidle")
    assert not [u for u in fetched if "/pyodide/" in u or "/engine/" in u or "calc-worker" in u]


def test_engine_survives_instant_navigation(page, site_url):
    page.goto(site_url + EN_FORMS)
    wait_ok(page, "tohit")
    page.evaluate("window.__marker = 1")
    page.locator('.md-sidebar--primary a.md-nav__link[href$="index.html"]', has_text="Home").first.click()
    page.wait_for_url(site_url + "index.html")
    page.locator('.md-sidebar--primary a.md-nav__link[href$="001/index.html"]').first.click()
    page.wait_for_url("**/001/index.html")
    page.wait_for_selector("form[data-calc][data-state=ok]", timeout=2_000)  # ready at once: same worker
    # Same JS realm (instant navigation, no reload) and the same worker.
    assert page.evaluate("window.__marker") == 1
    assert page.evaluate("window.pugnaEngine.state.stage") == "ready"


def test_page_result_equals_dispatch(page, site_url):
    page.goto(site_url + EN_FORMS + "?tohit.npc=-24")
    wait_ok(page, "tohit")
    expected = dispatch("tohit", {"npc": -24})
    shown = result_of(page, "tohit")
    assert shown["tpc"] == str(expected["tpc"]) and shown["bnpc"] == str(expected["bnpc"])
    assert json.dumps(expected)  # JSON-clean, as the worker sends it


def test_the_roll_button_rolls_by_the_text_and_the_link_replays_it(page, site_url):
    page.goto(site_url + "002/index.html?attack_roll_002.npc=-2")
    wait_ok(page, "attack_roll_002")
    form = 'form[data-calc="attack_roll_002"]'
    before = page.input_value(f'{form} [name="seed"]')
    page.click(f"{form} .pugna-roll")
    page.wait_for_function(f"document.querySelector('{form} [name=seed]').value !== '{before}'")
    page.wait_for_function("(url) => location.search.includes('attack_roll_002.seed=')", arg="")
    seed = int(page.input_value(f'{form} [name="seed"]'))
    expected = dispatch("attack_roll_002", {"npc": -2, "dd": 6, "modifiers": 0, "seed": seed})
    page.wait_for_function(
        f"document.querySelector('{form} [data-result=rolls]').textContent === {json.dumps(', '.join(map(str, expected['rolls'])))}"
    )
    assert result_of(page, "attack_roll_002")["damage"] == str(expected["damage"])


def test_the_chance_to_hit_chart_is_drawn_from_calc(page, site_url):
    page.goto(site_url + "002/index.html")
    points = page.get_attribute('[data-chart="tohit"] polyline', "points").split()
    assert len(points) == 61  # NPC -30 .. +30
    titles = page.eval_on_selector_all('[data-chart="tohit"] circle title', "els => els.map(e => e.textContent)")
    assert "+10: 20.00 %" in titles and "-2: 52.50 %" in titles


@pytest.mark.parametrize("number", ["000", "001", "002", "003", "004"])
def test_every_calculator_answers_as_calc_does_and_names_bad_input(page, site_url, number):
    from calc import calculators
    from calc.declare import IntField
    from macros.forms import starting_values

    mine = [c for c in calculators() if c.source.seed.number == number]
    page.goto(site_url + f"calculators/{number}.html")
    for c in mine:
        wait_ok(page, c.name)
        expected = shown(c.name, starting_values(c), "en")
        assert result_of(page, c.name) == expected, c.name
    for c in mine:
        unused = dispatch(c.name, starting_values(c))["ignored"]  # hidden on the page
        field = next((f for f in c.fields if isinstance(f, IntField) and f.name not in unused), None)
        if field is None:
            continue
        form = f'form[data-calc="{c.name}"]'
        page.fill(f'{form} [name="{field.name}"]', "12abc")
        page.wait_for_selector(f'{form}[data-state="error"]')
        assert page.inner_text(f"{form} .pugna-error") == f"{field.label.en}: {field.allowed_in('en')}", c.name
        page.fill(f'{form} [name="{field.name}"]', str(starting_values(c)[field.name]))
        wait_ok(page, c.name)


def test_a_missing_runtime_is_said_plainly_and_the_table_stays(browser, tmp_path):
    import shutil

    from tests.site import built_site
    from tools.serve import serving

    copy = tmp_path / "site"
    shutil.copytree(built_site(), copy, ignore=shutil.ignore_patterns("pyodide"))  # a site without its runtime
    context = browser.new_context(bypass_csp=True, service_workers="block")
    page = context.new_page()
    with serving(copy) as base:
        page.goto(base + "002/index.html")
        page.wait_for_selector('form[data-calc="tohit"][data-engine="failed"]', timeout=READY)
        assert page.inner_text('form[data-calc="tohit"] .pugna-status') == "Il motore delle regole non è partito; la tabella resta valida."
        assert page.locator('[data-table="tohit_002"] tbody tr').count() == 51
    context.close()
