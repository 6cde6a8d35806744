"""Words as calc.ask compares them: folding, tokens and the stemmers, on the texts' own words."""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from calc.words import NEGATIONS, STOPWORDS, fold, stem, stems, tokens


def test_fold_drops_case_and_accents_and_makes_one_minus():
    assert fold("Probabilità") == "probabilita"
    assert fold("Tamaño") == "tamano"
    assert fold("Ещё") == "еще"
    assert fold("−3 –3") == "-3 -3"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("CA 4", [("ca", False), ("4", True)]),
        ("4 CA", [("4", True), ("ca", False)]),
        ("CA −2", [("ca", False), ("-2", True)]),  # the minus sign the site prints
        ("CA –2", [("ca", False), ("-2", True)]),
        ("NPC +7", [("npc", False), ("+7", True)]),
        ("КБ １８", [("кб", False), ("18", True)]),  # full-width digits
        ("1-3", [("1", True), ("3", True)]),  # a range: no sign inside it
        ("d20 d100", [("d20", False), ("d100", False)]),
        ("CA(B) 3", [("ca(b)", False), ("3", True)]),
        ("GS 1/8", [("gs", False), ("1/8", False)]),
        ("dell'armatura", [("dell", False), ("armatura", False)]),
        ("l’attaccante", [("l", False), ("attaccante", False)]),
    ],
)
def test_tokens_keep_numbers_signed_and_names_whole(text, expected):
    assert [(t.text, t.is_number) for t in tokens(text)] == expected


def test_tokens_say_where_each_word_stands_as_typed():
    text = "Parata, CA −4"
    assert [(t.typed, text[t.start : t.end]) for t in tokens(text)] == [("Parata", "Parata"), ("CA", "CA"), ("-4", "−4")]


# Inflected forms of the texts' words meet their declared form in each language.
@pytest.mark.parametrize(
    ("lang", "forms"),
    [
        ("it", ["parata", "parate", "parare", "parando"]),
        ("it", ["colpo", "colpi", "colpire"]),
        ("it", ["blocco", "blocchi"]),
        ("it", ["probabilità", "probabile"]),
        ("es", ["derribo", "derribado", "derribar", "derribando"]),
        ("es", ["incremento", "incrementos"]),
        ("es", ["escudo", "escudos"]),
        ("es", ["esquiva", "esquivar"]),
        ("en", ["parry", "parries", "parried", "parrying"]),
        ("en", ["flank", "flanked", "flanking", "flanks"]),
        ("en", ["armour", "armor"]),
        ("en", ["defence", "defense"]),
        ("en", ["paralysed", "paralyzed"]),
        ("ru", ["укрытие", "укрытия", "укрытием", "укрытии"]),
        ("ru", ["частичное", "частичная", "частичным"]),
        ("ru", ["внезапность", "внезапности"]),
        ("ru", ["щит", "щита", "щитом"]),
        ("ru", ["атакующий", "атакующего"]),
    ],
)
def test_inflections_share_a_stem(lang, forms):
    assert len({stem(fold(f), lang) for f in forms}) == 1, {f: stem(fold(f), lang) for f in forms}


def test_a_stem_keeps_three_letters_at_least():
    assert stem("arma", "it") == "arm"
    assert stem("ira", "it") == "ira"  # "-a" would leave two
    assert stem("щит", "ru") == "щит"


def test_a_word_of_another_script_or_a_name_is_left_whole():
    assert stem("парирование", "it") == "парирование"
    assert stem("parata", "ru") == "parata"
    assert stem("d20", "en") == "d20"
    assert stem("ca(b)", "it") == "ca(b)"


def test_stems_of_a_word_of_unknown_language():
    assert stems("parata") == {"parata", "par", "parat"}  # it, es, en
    assert stems("укрытия") == {"укрытия", "укрыт"}


def test_function_words_are_stopwords_and_negations_are_not():
    assert {"di", "in", "de", "the", "в", "на"} <= STOPWORDS
    assert {"senza", "sin", "without", "без", "no"} <= NEGATIONS
    assert not STOPWORDS & NEGATIONS


@given(st.text(max_size=200))
def test_tokens_never_fail_and_point_into_the_text(text):
    for token in tokens(text):
        assert token.text and token.start < token.end
        assert token.typed == token.typed.strip()
