"""tools/lighthouse.py: the pinned Lighthouse runs against Debian's Chromium on the served site
and its figures come back per page. No timing is asserted: scores belong to the bench."""

from __future__ import annotations

import pytest

from tests.site import built_site
from tools import lighthouse
from tools.serve import serving

REPORT = {
    "categories": {"performance": {"score": 0.934}},
    "audits": {
        "first-contentful-paint": {"numericValue": 1200.5},
        "largest-contentful-paint": {"numericValue": 1500.0},
        "total-blocking-time": {"numericValue": 280.0},
        "cumulative-layout-shift": {"numericValue": 0.01},
        "speed-index": {"numericValue": 1600.0},
        "total-byte-weight": {"numericValue": 123456},
        "dom-size": {"numericValue": 2093},
        "mainthread-work-breakdown": {"numericValue": 3300.0},
    },
}


def test_summary_reads_the_figures_of_a_report():
    assert lighthouse.summary(REPORT) == {
        "performance": 93, "fcp_ms": 1200.5, "lcp_ms": 1500.0, "tbt_ms": 280.0, "cls": 0.01,
        "speed_index_ms": 1600.0, "bytes": 123456, "dom_elements": 2093, "main_thread_ms": 3300.0,
    }
    table = lighthouse.table({"index.html": lighthouse.summary(REPORT) | {"runs": [93]}})
    assert table.splitlines()[1].split()[:2] == ["index.html", "93"]


@pytest.mark.skipif(not lighthouse.CHROME or not (lighthouse.ROOT / "node_modules" / ".bin" / "lighthouse").exists(), reason="npm ci first")
def test_the_pinned_lighthouse_measures_the_served_home_page(chromium, tmp_path):
    with serving(built_site()) as base:
        results = lighthouse.scores(base, ["index.html"], keep=tmp_path, chrome=chromium)
    figures = results["index.html"]
    assert 0 <= figures["performance"] <= 100 and figures["runs"] == [figures["performance"]]
    assert figures["bytes"] > 0 and figures["dom_elements"] > 100 and figures["lcp_ms"] > 0
    assert (tmp_path / "index.json").is_file()
