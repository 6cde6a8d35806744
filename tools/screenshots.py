"""The README's screenshots, taken in headless Chromium at 390 x 844 (a touch phone), the table
screen also on an 820 x 1180 tablet: ``python -m tools.screenshots [NAME ...]`` (after ``make site``)
rewrites screenshots/*.png (or those named)."""

from __future__ import annotations

import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

from tools.chromium import CHROMIUM, CHROMIUM_ARGS
from tools.screen_sample import screen_link
from tools.serve import serving

ROOT = Path(__file__).resolve().parents[1]
SITE = ROOT / "site"
OUT = ROOT / "screenshots"
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True, "service_workers": "block"}
TABLET = {"viewport": {"width": 820, "height": 1180}, "is_mobile": True, "has_touch": True, "service_workers": "block"}

def search(page, base: str) -> None:
    page.goto(base + "003/02-defensa.html")
    page.locator("label.md-header__button[for=__search]").tap()
    page.keyboard.type("parar")
    page.wait_for_selector('[data-search] ol[data-query="parar"] [data-search-result]')

def preview(page, base: str) -> None:
    page.goto(base + "000/bloccare-un-attacco.html")
    term = page.locator("a.pugna-term").nth(4)
    term.evaluate("a => a.scrollIntoView({block: 'center'})")
    term.tap()
    page.locator(".pugna-preview").wait_for(state="visible")

def calculators(page, base: str) -> None:
    page.goto(base + "calculators/index.html#text-002")

def dark_form(page, base: str) -> None:
    page.goto(base + "002/index.html?tohit.npc=7#calc-form-tohit")
    page.wait_for_selector('form[data-calc="tohit"][data-state="ok"]', timeout=60_000)
    page.mouse.wheel(0, 40)  # as a reader scrolling on: the theme's "back to top" stays away

def answer_card(page, base: str) -> None:
    """A question typed in the search box of a text page: the card above the passages."""
    page.goto(base + "000/colpo-mirato.html")
    page.locator("label.md-header__button[for=__search]").tap()
    page.keyboard.type("parata maestro scudo medio CA 4")
    page.wait_for_selector("[data-answer][data-state=ready]", timeout=120_000)

def screen(lang: str):
    """The sample screen (tools/screen_sample.py) opened from its link, its panels filled from
    Aldo and the troll, scrolled to its panels."""
    def take(page, base: str) -> None:
        page.goto(screen_link(base, lang=lang))
        page.wait_for_selector("[data-screen] [data-panel]:nth-child(8) form[data-state=ok]", timeout=120_000)
        page.evaluate("scrollTo(0, document.querySelector('.pugna-sheet__picks').getBoundingClientRect().top + scrollY - 64)")
    return take

SHOTS = {
    "search": (search, "light", PHONE), "preview": (preview, "light", PHONE), "calculators": (calculators, "light", PHONE),
    "dark-form": (dark_form, "dark", PHONE), "screen-tablet": (screen("en"), "light", TABLET), "screen-phone": (screen("it"), "light", PHONE),
    "answer-card": (answer_card, "light", PHONE),
}

def main(names: list[str]) -> None:
    """Every screenshot, or those ``names`` ("screen-phone")."""
    OUT.mkdir(exist_ok=True)
    with serving(SITE) as base, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for name, (take, scheme, device) in SHOTS.items():
            if names and name not in names:
                continue
            context = browser.new_context(color_scheme=scheme, **device)
            page = context.new_page()
            take(page, base)
            page.wait_for_timeout(300)
            page.screenshot(path=str(OUT / f"{name}.png"))
            context.close()
            print(f"screenshots/{name}.png")
        browser.close()

if __name__ == "__main__":
    main(sys.argv[1:])
