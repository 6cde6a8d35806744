"""The translation catalogs: ``python -m tools.catalogs [update|check]``.

- ``update`` (``make catalogs``): extract every ``_()``/``pgettext()`` of ``calc/`` and
  ``macros/`` into ``calc/locales/calc.pot``, merge it into each language's ``calc.po``
  (new messages arrive empty, for a translator), and compile the ``.mo`` files shipped in
  the wheel;
- ``check`` (what the tests run): fails if the template, a catalog or a compiled file is
  behind the code, or if any message is untranslated or fuzzy.

The English text in the code is the message id; see :mod:`calc.i18n`.
"""

from __future__ import annotations

import io
import sys
from pathlib import Path

from datetime import datetime, timezone

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from calc.i18n import DOMAIN, LANGS, LOCALES, SOURCE_LANG

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ("calc", "macros")
TEMPLATE = LOCALES / f"{DOMAIN}.pot"
TRANSLATED = tuple(lang for lang in LANGS if lang != SOURCE_LANG)
# A fixed header date: a catalog changes only where a message changed (a date written at each
# update made every branch's catalogs collide on their first lines).
CREATION_DATE = datetime(2026, 1, 1, tzinfo=timezone.utc)

__all__ = ["extract", "problems", "update", "main"]


def extract() -> Catalog:
    """Every message the code declares, with where it is used."""
    template = Catalog(project="Pugna", domain=DOMAIN, fuzzy=False, creation_date=CREATION_DATE)
    for source in SOURCES:
        for filename, lineno, message, comments, context in extract_from_dir(ROOT / source, comment_tags=("Translators:",)):
            template.add(message, locations=[(f"{source}/{filename}", lineno)], auto_comments=comments, context=context)
    return template


def _po(lang: str) -> Path:
    return LOCALES / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def _ids(catalog: Catalog) -> set[tuple[str | None, str]]:
    return {(m.context, m.id) for m in catalog if m.id}


def _read(path: Path, lang: str | None = None) -> Catalog:
    with path.open("rb") as handle:
        return read_po(handle, locale=lang, domain=DOMAIN)


def _mo_bytes(catalog: Catalog) -> bytes:
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    return buffer.getvalue()


def _write(path: Path, catalog: Catalog) -> None:
    """Messages sorted, located by file without line numbers: adding a word changes its own
    entry, not the location comment of every entry below it."""
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=100, sort_output=True, include_previous=False, include_lineno=False)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(buffer.getvalue())


def update() -> None:
    """Template from the code, each catalog merged with it, each ``.mo`` compiled."""
    template = extract()
    _write(TEMPLATE, template)
    for lang in TRANSLATED:
        path = _po(lang)
        catalog = _read(path, lang) if path.is_file() else Catalog(locale=lang, domain=DOMAIN)
        catalog.update(template, no_fuzzy_matching=True)
        catalog.obsolete.clear()  # a message the code dropped is gone, not kept commented out
        _write(path, catalog)
        path.with_suffix(".mo").write_bytes(_mo_bytes(catalog))


def _named(key: tuple[str | None, str]) -> str:
    context, message = key
    return f"{context + ' | ' if context else ''}{message!r}"


def problems() -> list[str]:
    """What is stale or missing, one line each, opening with the file to change; empty when
    all is in order."""
    found = []
    template = extract()
    code = _ids(template)
    if not TEMPLATE.is_file() or _ids(_read(TEMPLATE)) != code:
        found.append(f"{TEMPLATE.relative_to(ROOT)}: behind the code: run `make catalogs`")
    for lang in TRANSLATED:
        path = _po(lang)
        where = path.relative_to(ROOT)
        if not path.is_file():
            found.append(f"{where}: missing: run `make catalogs`")
            continue
        catalog = _read(path, lang)
        for key in sorted(code - _ids(catalog), key=str):
            files = ", ".join(sorted({file for file, _ in template.get(key[1], key[0]).locations}))
            found.append(f"{where}: {_named(key)} ({files}) is not in it: run `make catalogs`, then translate it")
        for key in sorted(_ids(catalog) - code, key=str):
            found.append(f"{where}: {_named(key)} is no longer in the code: run `make catalogs`")
        for message in catalog:
            if not message.id:
                continue
            if message.fuzzy:
                found.append(f"{where}: {_named((message.context, message.id))} is fuzzy")
            if not message.string:
                found.append(f"{where}: {_named((message.context, message.id))} is untranslated (shown in English on the {lang} pages)")
        mo = path.with_suffix(".mo")
        if not mo.is_file() or mo.read_bytes() != _mo_bytes(catalog):
            found.append(f"{mo.relative_to(ROOT)}: not compiled from its .po: run `make catalogs`")
    return found


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "check"
    if command == "update":
        update()
        command = "check"
    if command != "check":
        print("usage: python -m tools.catalogs [update|check]", file=sys.stderr)
        return 2
    found = problems()
    print("\n".join(found) or "catalogs up to date")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
