"""The search index as built (tools/search_index.py), read back from Pagefind's fragments:
what is indexed, in which language bundle, and that its words are the texts' words."""

from __future__ import annotations

import gzip
import json
import re
from functools import cache

from calc import calculators
from calc.i18n import LANGS
from calc.sources import Seed
from calc.glossary import ABBREVIATIONS, TERMS
from tests.seedtext import seed_text
from tests.site import built_site

# A lower-case letter followed by a capital inside one word: "tiroVoce" is two table cells.
CAMEL = re.compile(r"\w*[a-zà-ÿа-яё][A-ZÀ-ÝА-ЯЁ]\w*")


@cache
def fragments() -> dict[str, tuple[str, dict]]:
    """URL -> (bundle language, fragment) for every indexed page."""
    out = {}
    for path in (built_site() / "pagefind").glob("*/fragment/*.pf_fragment"):
        data = gzip.decompress(path.read_bytes())
        assert data.startswith(b"pagefind_dcd")
        out[json.loads(data[len(b"pagefind_dcd"):])["url"]] = (path.parts[-3], json.loads(data[len(b"pagefind_dcd"):]))
    return out


def test_the_texts_glossary_and_calculator_index_are_indexed_each_in_its_language():
    langs = {url: lang for url, (lang, _) in fragments().items()}
    assert langs["/000/bloccare-un-attacco.html"] == "it"
    assert langs["/003/02-defensa.html"] == "es"
    assert langs["/004/index.html"] == "ru"
    assert langs["/glossary.html"] == "en" and langs["/calculators/index.html"] == "en"
    texts = {url.split("/")[1] for url in langs if url.split("/")[1].isdigit()}
    assert texts == {"000", "001", "002", "003", "004"}
    assert not {"/index.html", "/print_page.html", "/404.html", "/calculators/000.html"} & set(langs)


def test_forms_scripts_and_status_lines_are_not_indexed():
    for url, (_, fragment) in fragments().items():
        text = fragment["content"]
        for foreign in ("make serve", "127.0.0.1", "__pugnaWorker", "¶"):
            assert foreign not in text, (url, foreign)
    # The to-hit form's help and button are not in the text of 002, only its form.
    content = fragments()["/002/index.html"][1]["content"]
    assert "vale la riga" not in content and "Copia il link" not in content


def test_each_heading_is_a_result_and_carries_its_concepts_in_english():
    fragment = fragments()["/000/bloccare-un-attacco.html"][1]
    anchors = {a["id"]: a["text"] for a in fragment["anchors"]}
    assert anchors["parata-corpo-a-corpo"] == "LA PARATA NEL CORPO A CORPO"
    assert re.search(r"LA PARATA NEL CORPO A CORPO\. [^.]*\bparry\b", fragment["content"])
    assert fragment["meta"]["kind"] == "text"
    assert fragments()["/glossary.html"][1]["meta"]["kind"] == "aux"


def test_a_calculators_reference_table_is_indexed_though_its_form_is_not():
    """004's modifier tables are the text's own rows, shown as the calculator's reference table:
    "Распластан" (prone) is written nowhere else on the page."""
    content = fragments()["/004/index.html"][1]["content"]
    assert "Распластан. -4. -***." in content
    assert "Опутанный персонаж также получает штраф -4 к Ловкости" in content  # the table's note
    assert "Скопировать ссылку" not in content  # the form's button
    # The site's own charts and worked grids stay out: only the texts' tables.
    assert "→ Вероятность реального попадания" not in fragments()["/004/odna-ataka-vse-pravila.html"][1]["content"]


def test_the_concepts_are_bracketed_for_the_page_to_cut_them_from_snippets():
    """After each heading, the names of each concept its section tags, in the four languages
    and as players write them: a concept's names between commas, concepts between semicolons."""
    content = fragments()["/004/index.html"][1]["content"]
    assert (
        "Боевые модификаторы. ⟦to-hit roll, tiro per colpire, tirada de ataque, бросок атаки, TPC; "
        "armor class, classe armatura, Clase de Armadura, класс брони, CA, AC, КБ, armour class, КД⟧ "
        "На успешность атаки"
    ) in content


@cache
def source_words() -> set[str]:
    text = " ".join(seed_text(s) for s in Seed)
    text += " ".join(" ".join((*(t.name.get(lang) for lang in LANGS), *t.also)) for t in TERMS)
    text += " ".join(ABBREVIATIONS) + " ".join(c.name for c in calculators())
    return set(re.findall(r"\w+", text))


def test_no_words_run_together():
    glued = {
        (url, word)
        for url, (_, fragment) in fragments().items()
        for word in CAMEL.findall(fragment["content"])
        if word not in source_words()
    }
    assert glued == set()


def test_a_concepts_names_in_every_language_find_its_passages():
    """The Spanish home page calls 000's tackle "derribo": the tackle passage holds that name
    among its concepts, with the Italian, Spanish and Russian names."""
    content = fragments()["/000/sopprimere-un-avversario.html"][1]["content"]
    names = re.search(r"SOPPRIMERE UN AVVERSARIO\. ⟦([^⟧]*)⟧", content).group(1)
    tackle = "tackle, placcaggio, placaje, сбивание с ног, sopprimere un avversario, soppressione, derribo, tackl"
    assert tackle in names.split("; "), names


def test_each_glossary_entry_carries_its_own_names():
    content = fragments()["/glossary.html"][1]["content"]
    assert "flanking. ⟦flanking, fiancheggiamento, flanqueo, взятие в тиски, flank, fiancheggiare" in content


def test_the_concepts_one_text_rules_and_each_texts_number_are_page_metadata():
    only = dict(pair.split("=") for pair in fragments()["/glossary.html"][1]["meta"]["only"].split())
    assert (only["flanking"], only["cover"], only["tackle"], only["attack-bonus"]) == ("004", "004", "000", "003")
    assert "parry" not in only and "grapple" not in only  # 000 and 003 both rule them
    assert fragments()["/004/index.html"][1]["meta"]["text"] == "004"
    assert fragments()["/003/02-defensa.html"][1]["meta"]["text"] == "003"


def test_names_hold_no_separator_of_the_concepts_paragraph():
    """The page splits the hidden names at commas (names) and semicolons (concepts)."""
    names = [name for t in TERMS for name in (*(t.name.get(lang) for lang in LANGS), *t.also)]
    assert [name for name in names if "," in name or ";" in name] == []


def test_elided_words_are_indexed_as_their_word():
    """Pagefind indexed "l’iniziativa" whole: "iniziativa" never found it. The plain apostrophe
    it splits ("all'interno" finds "interno")."""
    content = fragments()["/002/index.html"][1]["content"]
    assert "i difensori: l'iniziativa (cioè" in content and "l’iniziativa" not in content
