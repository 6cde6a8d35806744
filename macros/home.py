"""The home page's guide to the five texts, in each of the four UI languages."""

from __future__ import annotations

from dataclasses import dataclass

from calc import calculators
from calc.sources import Seed

from .html import escape, tag
from .page_words import PAGE_WORDS
from .passages import url_of
from calc.i18n import SOURCE_LANG, TRANSLATED, Message, _

__all__ = ["TEXTS", "home_guide"]


@dataclass(frozen=True)
class TextInfo:
    seed: Seed
    title: str  # as the text prints it
    start: str  # its first page
    system: Message
    covers: Message


TEXTS = (
    TextInfo(
        Seed.AD2E_HOUSE,
        "Situazioni particolari di combattimento",
        "000/index.md",
        _("AD&D 2nd edition house rules"),
        _(
            "conditions, attack of opportunity, surprise, fighting blind, block, parry, aimed blow, "
            "disarm, grabbing, the monster strength table, tackling, close combat",
        ),
    ),
    TextInfo(
        Seed.TACTICAL,
        "Regole Tattiche",
        "001/index.md",
        _("Starfinder-style tactical rules"),
        _("how combat works, the round, initiative and its ties, the surprise round, flat-footed"),
    ),
    TextInfo(
        Seed.NPC_TPC,
        "Fasi di un combattimento",
        "002/index.md",
        _("homebrew percentile-free d20 system"),
        _(
            "NPC, TPC and BNPC: melee and ranged formulas, the to-hit table with its * reroll, damage, "
            "precise blow, marching order, disarm",
        ),
    ),
    TextInfo(
        Seed.AKENAR,
        "El combate en Akenar",
        "003/index.md",
        _("D&D variant for the world of Akenar"),
        _(
            "attack bonus, range, Dodge and Parry, armor as damage reduction with penetration, finesse, "
            "actions, hit-point states, criticals, combat maneuvers",
        ),
    ),
    TextInfo(
        Seed.MODIFIERS_RU,
        "Боевые модификаторы",
        "004/index.md",
        _("D&D 3.x-style modifier tables"),
        _("attack and AC modifiers, cover, concealment, flanking, helpless defenders, coup de grâce"),
    ),
)

LANGUAGE = {
    "it": _("Italian"),
    "es": _("Spanish"),
    "ru": _("Russian"),
}
HEADING = PAGE_WORDS["langName"]  # each card is headed by its language's own name
INTRO = _("The five texts stay in their own languages; the calculators, glossary and help speak yours.")
CALCS = _("calculators")
MORE = _("All calculators")
GLOSSARY = _("Glossary")


def home_guide() -> str:
    """Four cards, one per UI language, each describing the five texts in that language."""
    counts: dict[str, int] = {}
    for c in calculators():
        counts[c.source.seed.number] = counts.get(c.source.seed.number, 0) + 1
    cards = []
    for lang in (*TRANSLATED, SOURCE_LANG):
        items = "".join(
            tag(
                "li",
                tag("a", tag("strong", escape(f"{t.seed.number} · {t.title}")), href=url_of(t.start), lang=t.seed.lang)
                + escape(
                    f" — {t.system.get(lang)} ({LANGUAGE[t.seed.lang].get(lang)}): {t.covers.get(lang)}. "
                    f"{counts.get(t.seed.number, 0)} {CALCS.get(lang)}."
                ),
            )
            for t in TEXTS
        )
        links = tag("a", escape(MORE.get(lang)), href=url_of("calculators/index.md")) + " · " + tag(
            "a", escape(GLOSSARY.get(lang)), href=url_of("glossary.md")
        )
        body = tag("h2", escape(HEADING.get(lang))) + tag("p", escape(INTRO.get(lang))) + tag("ul", items) + tag("p", links)
        cards.append(tag("section", body, lang=lang, class_="pugna-card"))
    return tag("div", "".join(cards), class_="pugna-home")
