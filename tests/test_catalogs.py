"""The translation catalogs: complete, current, compiled, and one translation per term."""

from __future__ import annotations

import gettext

import pytest

from calc.i18n import DOMAIN, LANGS, LOCALES, _, pgettext
from tools.catalogs import TRANSLATED, _po, _read, problems


def test_catalogs_are_current_complete_and_compiled():
    # A new or changed English message without `make catalogs` fails here.
    assert problems() == []


@pytest.mark.parametrize("lang", TRANSLATED)
def test_one_term_one_translation(lang):
    """Messages that differ only in capitals translate alike ("Flat-footed", "flat-footed")."""
    seen: dict[str, tuple[str, str]] = {}
    for message in _read(_po(lang), lang):
        if not message.id or message.context:
            continue
        key = message.id.casefold()
        if key in seen:
            other_id, other = seen[key]
            assert message.string.casefold() == other.casefold(), (lang, other_id, message.id)
        seen[key] = (message.id, message.string)


@pytest.mark.parametrize(
    ("message", "it", "es", "ru"),
    [
        (_("Flat-footed"), "Impreparato", "Desprevenido", "Застигнут врасплох"),  # 001's word, 004's word
        (_("Distance (m)"), "Distanza (m)", "Distancia (m)", "Расстояние (м)"),
        (_("Stunned"), "Stordito", "Aturdido", "В шоке"),  # 004 says "в шоке"
        (pgettext("shield", "None"), "Nessuno", "Ninguno", "Нет"),
        (_("None"), "Nessuna", "Ninguna", "Нет"),
        (pgettext("weapon size", "Medium"), "Medium (media)", "Mediana", "Среднее"),
        (_("Medium"), "Medium (media)", "Medio", "Средний"),  # 003's "Medio"
    ],
)
def test_terms_that_had_drifted_have_one_translation(message, it, es, ru):
    assert (message.get("it"), message.get("es"), message.get("ru")) == (it, es, ru)


def test_every_language_has_a_compiled_catalog_the_standard_library_reads():
    for lang in LANGS:
        if lang in TRANSLATED:
            gettext.translation(DOMAIN, LOCALES, languages=[lang])  # raises if missing


def test_an_unknown_language_falls_back_to_english():
    assert _("Parry").get("xx") == "Parry"
    assert _("Parry").get("it") == "Parata"


def test_every_page_carries_the_page_scripts_words_in_its_language():
    import json
    import re
    from html import unescape

    from macros.page_words import PAGE_WORDS, words_in
    from tests.site import built_site

    for page in built_site().rglob("*.html"):
        html = page.read_text(encoding="utf-8")
        content = re.search(r'<div class="pugna-content" lang="(\w+)" data-words="([^"]*)">', html)
        if not content:
            continue
        words = json.loads(unescape(content.group(2)))
        assert words == words_in(content.group(1)), page
        assert set(PAGE_WORDS) <= set(words) and all(words.values()), page


def test_the_page_scripts_write_numbers_with_the_languages_decimal_mark():
    from macros.page_words import words_in

    assert {lang: words_in(lang)["decimalMark"] for lang in ("it", "es", "ru", "en")} == {"it": ",", "es": ",", "ru": ",", "en": "."}


def test_no_translation_lives_in_the_page_scripts():
    from tests.site import ROOT

    for script in (ROOT / "docs" / "assets" / "js").glob("*.js"):
        text = script.read_text(encoding="utf-8")
        for phrase in ("Avvio del motore", "Iniciando el motor", "Запуск движка", "Chiudi", "Link copiato"):
            assert phrase not in text, (script.name, phrase)


def test_catalog_entries_are_sorted_and_located_by_file_only():
    """Adding one message changes its own entry: no line numbers to shift, no date, a fixed order."""
    for lang in TRANSLATED:
        text = _po(lang).read_text(encoding="utf-8")
        assert not [line for line in text.splitlines() if line.startswith("#:") and ":" in line[2:].replace("#:", "")], lang
        assert "POT-Creation-Date: 2026-01-01 00:00+0000" in text
        ids = [m.id for m in _read(_po(lang), lang) if m.id]
        assert ids == sorted(ids, key=lambda i: i if isinstance(i, str) else i[0]), lang
