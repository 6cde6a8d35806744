"""The lexicon indexes the data of tests/test_lexicon_build.py: weights, what each stem
reaches and names; the page's engine indexes the file the build ships, and answers as if it
had read the declarations itself."""

from __future__ import annotations

import json

import pytest

from calc import ask, lexicon as lexicon_module
from calc.lexicon import Kind, Reach, index, lexicon, use
from calc.lexicon_build import build, declared, dumps
from calc.words import stem
from tests.ask_questions import ALL


def test_rarer_words_weigh_more():
    weight = lexicon().weight
    assert weight[stem("buckler", "en")] > weight[stem("attacco", "it")] > 0


def test_a_stem_reaches_what_it_names_in_each_calculator():
    lex = lexicon()
    parata = stem("parata", "it")
    assert lex.reach[parata]["parry"] & Reach.TITLE
    assert "parry" in lex.naming[parata] and "parry" in lex.postings[parata]
    scudo = stem("scudo", "it")
    assert lex.reach[scudo]["parry"] & Reach.FIELD and lex.reach[scudo]["parry"] & Reach.OPTION


def test_the_index_reads_back_every_phrase_of_the_declarations():
    lex, found = lexicon(), declared()
    assert lex.phrase_count == len(found.phrases)
    assert [lex.phrase(p) for p in range(lex.phrase_count)] == list(found.phrases)
    assert lex.targets == found.targets
    assert lex.targets[lex.phrase(0).target].kind is Kind.TITLE


def test_a_word_being_typed_finds_the_stems_it_begins_in_order():
    lex = lexicon()
    assert lex.longer("maest") == sorted(s for s in lex.stems if s.startswith("maest") and s != "maest")
    assert lex.longer("zzzz") == []


def test_the_lexicon_is_made_once():
    assert lexicon() is lexicon()


@pytest.fixture
def fresh(monkeypatch):
    """A process with no lexicon yet, as the page's engine is before its first question."""
    monkeypatch.setattr(lexicon_module, "_kept", [])


def test_the_shipped_file_answers_every_question_as_the_declarations_do(fresh):
    text = dumps(build())
    use(text)
    from_file = lexicon()
    assert from_file is lexicon()
    questions = [(q, lang) for lang, q, _, _ in ALL]
    said = [[(a.calculator, a.inputs, a.result, a.unused) for a in ask(q, lang)] for q, lang in questions]
    lexicon_module._kept[:] = [index(build())]
    assert said == [[(a.calculator, a.inputs, a.result, a.unused) for a in ask(q, lang)] for q, lang in questions]


def test_a_file_of_another_format_or_other_calculators_is_refused(fresh):
    data = build()
    with pytest.raises(ValueError):
        use(json.dumps(data | {"format": 0}))
    with pytest.raises(ValueError):
        use(json.dumps(data | {"calculators": data["calculators"][::-1]}))
    assert lexicon_module._kept == []
