"""The words the page scripts show (engine status, offline state, the theme's extra labels),
declared once as messages and written into each page in its language (tools/page_hooks.py);
assets/js reads them from there, so a new language needs only its catalog."""

from __future__ import annotations

from calc.i18n import Message, _
from calc.web import decimal_mark

__all__ = ["PAGE_WORDS", "CHROME_WORDS", "words_in"]

# Key (as the page scripts name it) -> message; "{name}" placeholders are filled in the page.
PAGE_WORDS: dict[str, Message] = {
    "copied": _("Link copied"),
    "runtime": _("Starting the rules engine…"),
    "rules": _("Loading the rules…"),
    "file": _("The calculator needs the site served: run `make serve` and open http://127.0.0.1:8000/."),
    "failed": _("The rules engine could not start; the table above still holds."),
    "missing": _("The rules engine could not start: one of its files is missing on the server. The table above still holds."),
    "mismatch": _("The rules engine's files do not match this page (the site was updated, or a file is damaged): reload the page. The table above still holds."),
    "stale": _("This page is from an older version of the site: reload it to use the calculator. The table above still holds."),
    "broken": _("The rules engine's runtime is damaged and cannot start. The table above still holds."),
    "timeout": _("The rules engine did not start in time: reload the page to try again. The table above still holds."),
    "crashed": _("The rules engine failed on these values; change a value to try again."),
    "offlinePreparing": _("Saving the texts for offline use…"),
    "offlineTexts": _("Offline: the texts, search and tables are saved on this device."),
    "offlineFailed": _("Offline use is not available: {why}. It will be tried again later."),
    "engineKept": _("Calculators work offline too."),
    "engineNotKept": _("Calculators are saved the first time one starts."),
    "engineKeep": _("Keep calculators offline ({size})"),
    "engineSaving": _("Saving calculators for offline use… {done} of {total}"),
    "engineFailed": _("Calculators could not be saved for offline use: {why}."),
    "whyMissing": _("a file is missing on the server ({file})"),
    "whyMismatch": _("a file does not match this version of the site ({file})"),
    "whyQuota": _("not enough storage on this device"),
    "whyStorage": _("this device's storage refused to save the files (is it full?)"),
    "whyNetwork": _("the connection failed"),
    "searchFailed": _("Search is not available: its index could not be loaded. Reload the page to try again."),
    "searchOnlyText": _("Only text {text} has a rule for this."),
    # The search box's answer card (assets/js/answer-card.js).
    "answerKicker": _("Calculator"),
    "answerReading": _("Reading your question…"),
    "answerOpen": _("Open the calculator"),
    "answerUnused": _("Not read: {words}"),
}

# The theme's labels it has no translation for (the palette toggle, the preview's buttons),
# by their English text, as overrides/partials/pugna-strings.html and previews.js ask for them.
CHROME_WORDS: tuple[Message, ...] = (
    _("Follow the system's light or dark mode"),
    _("Switch to dark mode"),
    _("Switch to light mode"),
    _("Close"),
    _("Open the passage"),
    _("Made with"),  # the footer's credit (overrides/partials/copyright.html)
)


def words_in(lang: str) -> dict[str, str]:
    """Every page word in ``lang``: the script keys, the decimal mark (sizes are written
    without Intl, whose first use took 40-90 ms of the main thread), and the chrome labels
    by their English."""
    words = {key: message.get(lang) for key, message in PAGE_WORDS.items()} | {"decimalMark": decimal_mark(lang)}
    return words | {m.msgid: m.get(lang) for m in CHROME_WORDS}
