"""The words the page scripts show (engine status, offline state, the theme's extra labels),
declared once as messages and written into each page in its language (tools/page_hooks.py);
assets/js/page-words.js reads them from there, so a new language needs only its catalog."""

from __future__ import annotations

from calc.i18n import Message, _
from calc.web import decimal_mark

__all__ = ["PAGE_WORDS", "CHROME_WORDS", "words_in"]

# Key (as the page scripts name it) -> message; "{name}" placeholders are filled in the page.
PAGE_WORDS: dict[str, Message] = {
    "langName": _("English"),  # the language's own name: "Italiano" in Italian (the table screen's switch)
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
    "answerPin": _("Pin"),  # as a form's pin button (macros/forms.py)
    "answerPinTitle": _("Pin to the screen"),
    # Pinning to the table screen from any page (assets/js/pins.js), and keeping it.
    "pinned": _("Pinned to the table screen."),
    "openScreen": _("Open the screen"),
    "pinFirst": _("Correct the error first: a pinned form keeps its inputs."),
    "pinPassage": _("Pin this passage to the screen"),
    "pinTable": _("Pin this table to the screen"),
    "storageFull": _("This device's storage is full or refused to save: the last changes are not kept. What was kept before stays."),
    "storageOff": _("This browser keeps nothing for this site, so nothing can be pinned or kept."),
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
    _("Table screen"),  # the header's link to the screen (overrides/partials/header.html)
)


def words_in(lang: str) -> dict[str, str]:
    """Every page word in ``lang``: the script keys, the decimal mark (sizes are written
    without Intl, whose first use is slow on a page still loading), and the chrome labels
    by their English."""
    words = {key: message.get(lang) for key, message in PAGE_WORDS.items()} | {"decimalMark": decimal_mark(lang)}
    return words | {m.msgid: m.get(lang) for m in CHROME_WORDS}

# The table screen's words (assets/js/screen*.js, characters.js, pins.js): the screen page is in
# the reader's language, switchable, so each language's come in that language's bundle
# (macros/screen.py), with PAGE_WORDS. "{name}" placeholders are filled in the page.
SCREEN_WORDS: dict[str, Message] = {
    "title": _("Table screen"),
    "intro": _("Calculators, passages and tables pinned from the texts, filled from your characters. Everything here is kept on this device only."),
    "opening": _("Opening the screen…"),
    "needsScript": _("The table screen needs JavaScript, and the site served (run `make serve` and open http://127.0.0.1:8000/screen.html)."),
    "noEngine": _("The screen needs the rules engine, which could not start: {why}"),
    "language": _("Language"),
    "screens": _("Screens"),
    "newScreen": _("New screen"),
    "firstScreen": _("Combat"),
    "screenNumber": _("Screen {number}"),
    "screenName": _("Name of this screen"),
    "deleteScreen": _("Delete this screen"),
    "confirmDeleteScreen": _("Delete the screen “{name}”, its panels and its log?"),
    "empty": _("Nothing pinned here yet: pin a calculator, a passage or a table from any page with its pin button, or add a calculator below."),
    "addCalculator": _("Add a calculator"),
    "add": _("Add"),
    "fold": _("Fold"),
    "unfold": _("Unfold"),
    "remove": _("Remove from the screen"),
    "removed": _("Removed “{title}”."),
    "undo": _("Undo"),
    "move": _("Move: drag, or use the arrow keys"),
    "moved": _("Moved to place {place} of {count}."),
    "openPassage": _("Open the passage"),
    "note": _("Note in the log"),
    "noted": _("Noted in the log."),
    "you": _("You"),
    "opponent": _("Opponent"),
    "asScreen": _("{name} (the screen's)"),
    "nobody": _("Nobody"),
    "from": _("from {name}"),
    "setHere": _("set here; {name}: {value}"),
    "useTheirs": _("Use {name}'s"),
    "otherText": _("{name} plays by text {text}: fills nothing here."),
    "missing": _("This passage or table is no longer on the site."),
    "unloaded": _("This panel could not be loaded ({why}): it will show once the site can be reached."),
    "characters": _("Characters"),
    "charactersIntro": _("Each plays by one of the texts and fills the forms of that text: “you” the one acting, the opponent the one facing it."),
    "newCharacter": _("New character"),
    "create": _("Create"),
    "characterName": _("Name"),
    "playsBy": _("Plays by"),
    "deleteCharacter": _("Delete this character"),
    "confirmDeleteCharacter": _("Delete “{name}”? The panels reading this character will read nobody."),
    "noCharacters": _("No characters yet."),
    "screenPicks": _("On this screen"),
    "unset": _("—"),
    "yes": _("yes"),
    "no": _("no"),
    "traitsHint": _("Leave a trait empty and the forms keep their own value."),
    "log": _("Log"),
    "logEmpty": _("Nothing noted yet: note a result with “Note in the log”; dice rolled on this screen are noted by themselves."),
    "clearLog": _("Clear the log"),
    "confirmClearLog": _("Clear this screen's log?"),
    "logInputs": _("Inputs"),
    "share": _("Share and keep"),
    "shareLink": _("Copy a link to this screen"),
    "withCharacters": _("with the characters it reads"),
    "saveFile": _("Save everything as a file"),
    "charactersFile": _("Save the characters as a file"),
    "charactersLink": _("Copy a link to the characters"),
    "openFile": _("Open a file"),
    "print": _("Print"),
    "linkReady": _("Link copied: it holds the screen itself (after the #), so it is never sent to a server."),
    "opened": _("Opened “{name}”; your own screens and characters are kept."),
    "openedCharacters": _("Added the characters; your own are kept."),
    "refused": _("Not opened, and nothing kept was changed:"),
    "notKept": _("Not kept yet, until this is corrected:"),
    "unreadable": _("The screen kept on this device could not be read, so it is set aside (nothing is deleted) and a new one begins:"),
}

# A text page's characters (assets/js/page-characters.js, form-fill.js): the screen's words.
PAGE_WORDS.update({key: SCREEN_WORDS[key] for key in ("characters", "you", "opponent", "nobody", "from", "setHere", "useTheirs", "yes", "no")})
