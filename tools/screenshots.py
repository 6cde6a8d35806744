"""The README's phone screenshots, taken in headless Chromium at 390 x 844 (a touch phone):
``python -m tools.screenshots`` (after ``make site``) rewrites screenshots/*.png."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import sync_playwright

from tools.chromium import CHROMIUM, CHROMIUM_ARGS
from tools.serve import serving

ROOT = Path(__file__).resolve().parents[1]
SITE = ROOT / "site"
OUT = ROOT / "screenshots"
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True, "service_workers": "block"}


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


SHOTS = {
    "search": (search, "light"),
    "preview": (preview, "light"),
    "calculators": (calculators, "light"),
    "dark-form": (dark_form, "dark"),
    "answer-card": (answer_card, "light"),
}


def main() -> None:
    OUT.mkdir(exist_ok=True)
    with serving(SITE) as base, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for name, (take, scheme) in SHOTS.items():
            context = browser.new_context(color_scheme=scheme, **PHONE)
            page = context.new_page()
            take(page, base)
            page.wait_for_timeout(300)
            page.screenshot(path=str(OUT / f"{name}.png"))
            context.close()
            print(f"screenshots/{name}.png")
        browser.close()


if __name__ == "__main__":
    main()
