"""calc.trail: a resolver's steps, their words in every language, and the contributions
that take a rule's parts from the rule itself; and how pages show and link a trail."""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from calc import calculators, dispatch, get
from calc.declare import Option, Unit
from calc.i18n import LANGS, _
from calc.sources import cite
from calc.trail import TO_HIT, Rule, Trail, contributions, describe, trail_output
from calc.web import display, handle
from tests.site import built_site
from tests.strategies import valid_inputs

RESOLVERS = [c for c in calculators() if c.name.startswith("resolve_")]
BACK = Rule("back", _("Attack from behind"), cite("000", "Attacco alle spalle"))
WHY = Option("not_cumulative", _("back attack and conditions do not stack: only the heavier counts"))
OUTPUT = trail_output([BACK], [TO_HIT], [WHY])


def test_a_step_says_rule_value_passage_and_why_not_in_the_readers_language():
    trail = Trail()
    trail.applied(BACK, TO_HIT, 2)
    trail.skipped(BACK, TO_HIT, 3, WHY)
    assert trail.steps[1] == {"rule": "back", "effect": "to_hit", "value": 3, "source": "000 § Attacco alle spalle",
                              "applied": False, "reason": "not_cumulative"}
    assert describe(trail.steps, OUTPUT, "en") == [
        "✓ Attack from behind: +2 to hit (000 § Attacco alle spalle)",
        "✗ Attack from behind: +3 to hit — not counted: back attack and conditions do not stack: only the heavier counts "
        "(000 § Attacco alle spalle)",
    ]
    assert describe(trail.steps, OUTPUT, "it")[0] == "✓ Attacco alle spalle: +2 al tiro per colpire (000 § Attacco alle spalle)"


def test_a_trail_value_is_an_integer():
    with pytest.raises(TypeError):
        Trail().applied(BACK, TO_HIT, True)


def test_trail_codes_are_unique():
    with pytest.raises(ValueError):
        trail_output([BACK], [TO_HIT], [Option("back", _("Attack from behind"))])


def test_contributions_add_up_to_the_rule_and_each_is_measured_after_the_ones_before():
    def rule(a: int, b: int) -> int:
        return max(a, b)  # a non-additive rule: the parts still add up

    assert contributions(rule, {"a": 0, "b": 0}, {"a": 2, "b": 3}, ["a", "b"]) == [("a", 2), ("b", 1)]
    with pytest.raises(ValueError):
        contributions(rule, {"a": 0, "b": 0}, {"a": 2, "b": 3}, ["a"])


@pytest.mark.parametrize("name", [c.name for c in RESOLVERS])
@pytest.mark.parametrize("lang", LANGS)
def test_every_resolver_trail_shows_one_line_per_step_with_no_code_left(name, lang):
    c = get(name)
    trail = c.output("trail")
    assert trail.unit is Unit.TRAIL and trail.sources
    situation = {"resolve_000": {"condition": "stunned", "back_attack": True, "defense": "parry", "dex_ac": -1, "shield": "small"},
                 "resolve_002": {"precise": "still_target"},
                 "resolve_003": {"attack": "melee_finesse", "other_multiplier": 2, "situation": "flat_footed", "immune": True},
                 "resolve_004": {"target_helpless": True, "target_flat_footed": True, "target_dex": 14, "concealment": "concealment",
                                 "other_concealment": "total"}}[name]
    result = dispatch(name, situation)
    shown = display(result, lang, c)["trail"].split("\n")
    assert len(shown) == len(result["trail"]) > 3
    for line, step in zip(shown, result["trail"]):
        assert line.startswith("✓" if step["applied"] else "✗") and line.endswith(f"({step['source']})")
        assert "{" not in line
        codes = [step["rule"], step["effect"]] + ([step["reason"]] if step["reason"] else [])
        assert not any(re.search(rf"\b{code}\b", line) for code in codes if "_" in code), line


@pytest.mark.parametrize("name", [c.name for c in RESOLVERS])
def test_every_resolver_answers_p_hit_with_its_fraction_and_a_json_clean_trail(name):
    response = json.loads(handle(json.dumps({"name": name, "inputs": {}}), "ru"))
    assert response["ok"]
    result = response["result"]
    assert 0 <= result["p_hit"] <= 1 and "/" in result["p_hit_fraction"]
    assert all(isinstance(s, dict) and None not in s.values() for s in result["trail"])


PAGES = [("000/risolutore.html", "resolve_000", "it"), ("002/risolutore.html", "resolve_002", "it"),
         ("003/19-un-ataque-todas-las-reglas.html", "resolve_003", "es"), ("004/odna-ataka-vse-pravila.html", "resolve_004", "ru"),
         ("calculators/000.html", "resolve_000", "it")]


@pytest.mark.parametrize(("page", "name", "lang"), PAGES)
def test_the_page_links_every_passage_a_trail_may_cite(page, name, lang):
    html = (built_site() / page).read_text(encoding="utf-8")
    form = html.split(f'data-calc="{name}"', 1)[1]
    sources = re.search(r'<p class="pugna-source pugna-trail-sources">(.*?)</p>', form, re.S).group(1)
    linked = re.findall(rf'<a [^>]*href="([^"]+)" data-passage><span lang="{lang}">([^<]+)</span></a>', sources)
    assert [text for _href, text in linked] == [str(s) for s in get(name).output("trail").sources]
    if name == "resolve_000":
        assert any(href.endswith("000/index.html#attacco-alle-spalle") for href, _text in linked)


def test_a_form_with_a_trail_prints_its_inputs_and_its_grid_leaves_the_trail_out():
    from macros.forms import calculator_form, calculator_grid

    form = calculator_form("resolve_004", "ru")
    assert 'data-trail="true"' in form and '<dd class="pugna-trail">' in form
    grid = calculator_grid("resolve_004", "cover", "ru", columns="final_ac,p_hit")
    assert grid.count("<th scope=\"col\">") == 3 and "pugna-trail" not in grid
    assert 'data-trail' not in calculator_form("tohit", "it")


@pytest.mark.parametrize("name", [c.name for c in RESOLVERS])
@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_a_counted_step_has_no_reason_and_one_not_counted_has_one(name, data):
    result = dispatch(name, data.draw(valid_inputs(get(name))))
    codes = {o.value for o in get(name).output("trail").codes}
    for step in result["trail"]:
        assert bool(step["reason"]) is not step["applied"], step
        assert {step["rule"], step["effect"], step["reason"] or step["rule"]} <= codes, step
