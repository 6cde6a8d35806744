"""The phone-class CPU make bench holds a whole Chromium to (tools/cpu_limit.py)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tools import cpu_limit
from tools.cpu_limit import CpuLimit, limited_chromium


def test_the_cpu_used_between_two_moments_is_read_from_the_samples_around_them():
    samples = [(1000.0, 0), (1010.0, 10_000_000), (1020.0, 30_000_000)]  # (epoch ms, CPU ns)
    assert CpuLimit.cpu_ms_between(samples, 1005.0, 1015.0) == pytest.approx(15.0)
    assert CpuLimit.cpu_ms_between(samples, 1000.0, 1020.0) == pytest.approx(30.0)
    assert CpuLimit.cpu_ms_between(samples, 990.0, 1015.0) is None  # before the first sample: unknown


def test_where_the_cgroups_cannot_be_written_the_browser_is_pinned_to_one_core(tmp_path, monkeypatch):
    monkeypatch.setattr(cpu_limit, "CPU", tmp_path / "no-cgroup" / "cpu")
    monkeypatch.setattr(cpu_limit, "CPUACCT", tmp_path / "no-cgroup" / "cpuacct")
    limit = CpuLimit(0.5, tmp_path)
    assert not limit.cgroup and limit.how.startswith("taskset to one core")
    assert "exec taskset -c 0 /usr/bin/chromium" in limit.wrapper.read_text()
    assert limit.cpu_ns() is None
    with limit.limited(), limit.sampled() as samples:
        pass
    assert samples == []


@pytest.mark.skipif(os.geteuid() != 0 or not (cpu_limit.CPU / "cpu.cfs_quota_us").is_file(), reason="writing cgroups needs root and cgroup v1")
def test_every_process_of_the_browser_runs_in_the_group_and_the_quota_holds_only_while_limited(browser, site_url):
    with limited_chromium(browser.browser_type, 0.5) as (limited, limit):
        quota = limit.groups[0] / "cpu.cfs_quota_us"
        page = limited.new_page()
        before = limit.cpu_ns()
        with limit.limited():
            assert quota.read_text().strip() == "50000"
            page.goto(site_url + "index.html")
        assert quota.read_text().strip() == "-1"
        assert limit.cpu_ns() > before
        pids = (limit.groups[0] / "cgroup.procs").read_text().split()
        assert pids == (limit.groups[1] / "cgroup.procs").read_text().split()
        programs = [Path(f"/proc/{pid}/exe").resolve().name for pid in pids]
        assert set(programs) <= {"chromium", "chrome_crashpad_handler"}
        assert programs.count("chromium") >= 3  # the browser, the page's renderer, at least one helper
        groups = limit.groups
    assert not any(group.exists() for group in groups)  # removed with the browser
