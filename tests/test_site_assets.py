"""The engine's files in the built site: calc.ask's lexicon as the code builds it, and where
each calculator's form is, for the links a question's card makes."""

from __future__ import annotations

import hashlib

from calc import calculators
from calc.lexicon_build import build, dumps
from tests.site import built_site, engine_manifest


def test_the_site_ships_the_lexicon_the_code_builds_listed_with_its_hash():
    manifest = engine_manifest()
    assert manifest["lexicon"].startswith("engine/lexicon-") and manifest["lexicon"].endswith(".json")
    data = (built_site() / "assets" / manifest["lexicon"]).read_bytes()
    assert manifest["files"][manifest["lexicon"]] == {"sha256": hashlib.sha256(data).hexdigest(), "bytes": len(data)}
    assert data.decode() == dumps(build())


def test_each_calculator_links_to_the_passage_holding_its_form():
    forms = engine_manifest()["forms"]
    assert set(forms) == {c.name for c in calculators()}
    assert forms["parry"] == "000/bloccare-un-attacco.html"
    for name, page in forms.items():
        assert f'id="calc-form-{name}"' in (built_site() / page).read_text(), name
