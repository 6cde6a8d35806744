"""A Chromium whose every process (browser, renderers, workers, GPU, network) can be held to a
phone-class share of the CPU, and whose CPU time can be read: ``make bench``'s phone figures.

Chromium refuses ``Emulation.setCPUThrottlingRate`` for workers, so the DevTools throttle slows
the page and not the engine. Here the whole browser is started inside a cgroup (v1 ``cpu``
controller: ``cpu.cfs_quota_us`` of ``cpu.cfs_period_us``; ``cpuacct`` for the CPU time it
used): a wrapper script writes its own PID into the groups, then execs Chromium, so every
process Chromium starts inherits them. The quota is set only while a figure is measured (the
visits that prepare one run at full speed). Where the cgroups cannot be written (not root, no
v1 controllers) the browser is pinned to one core with ``taskset`` instead, for its whole life,
and no CPU time is read.
"""

from __future__ import annotations

import os
import shutil
import tempfile
import threading
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from tools.chromium import CHROMIUM, CHROMIUM_ARGS

__all__ = ["CpuLimit", "limited_chromium"]

CPU = Path("/sys/fs/cgroup/cpu")
CPUACCT = Path("/sys/fs/cgroup/cpuacct")
PERIOD_US = 100_000
SAMPLE_S = 0.01  # how often the CPU time is read while a figure is measured


class CpuLimit:
    """The groups a browser runs in (or the core it is pinned to), its quota and its CPU time."""

    def __init__(self, share: float, folder: Path) -> None:
        self.share = share
        name = f"pugna-bench-{os.getpid()}"
        self.groups = (CPU / name, CPUACCT / name)
        self.wrapper = folder / "chromium"
        try:
            for group in self.groups:
                group.mkdir(exist_ok=True)
            (self.groups[0] / "cpu.cfs_period_us").write_text(str(PERIOD_US))
            (self.groups[0] / "cpu.cfs_quota_us").write_text("-1")
            self.cgroup = True
            self.how = f"cgroup v1, cpu.cfs_quota_us {round(share * PERIOD_US)} of cpu.cfs_period_us {PERIOD_US}"
            joins = "".join(f'echo $$ > "{group}/cgroup.procs"\n' for group in self.groups)
            script = f"#!/bin/sh\n{joins}exec {CHROMIUM} \"$@\"\n"
        except OSError as error:
            self._remove_groups()
            if not shutil.which("taskset"):
                raise SystemExit(f"no CPU limit for the phone figures: the cgroups cannot be written ({error}) and taskset is missing")
            self.cgroup = False
            self.how = f"taskset to one core of {os.cpu_count()} (the cgroups cannot be written: {error.strerror})"
            script = f"#!/bin/sh\nexec taskset -c 0 {CHROMIUM} \"$@\"\n"
        self.wrapper.write_text(script)
        self.wrapper.chmod(0o755)

    @contextmanager
    def limited(self) -> Iterator[None]:
        """The quota on (a pinned browser is always on one core)."""
        if self.cgroup:
            (self.groups[0] / "cpu.cfs_quota_us").write_text(str(round(self.share * PERIOD_US)))
        try:
            yield
        finally:
            if self.cgroup:
                (self.groups[0] / "cpu.cfs_quota_us").write_text("-1")

    def cpu_ns(self) -> int | None:
        """CPU time every process of the browser has used so far (ns), or None when pinned."""
        return int((self.groups[1] / "cpuacct.usage").read_text()) if self.cgroup else None

    @contextmanager
    def sampled(self) -> Iterator[list[tuple[float, int]]]:
        """(epoch ms, CPU ns) every SAMPLE_S while the block runs (none when pinned): the CPU
        used up to a moment the page names on its own clock, read afterwards (``cpu_ms_at``)."""
        samples: list[tuple[float, int]] = []
        stop = threading.Event()

        def sample() -> None:
            while not stop.is_set():
                samples.append((time.time() * 1000, self.cpu_ns()))
                stop.wait(SAMPLE_S)

        thread = threading.Thread(target=sample, daemon=True) if self.cgroup else None
        if thread:
            thread.start()
        try:
            yield samples
        finally:
            stop.set()
            if thread:
                thread.join()

    @staticmethod
    def cpu_ms_between(samples: list[tuple[float, int]], start_ms: float, end_ms: float) -> float | None:
        """CPU ms the browser used between two epoch times, from ``sampled``'s samples."""

        def at(when: float) -> float | None:
            before = [s for s in samples if s[0] <= when]
            after = [s for s in samples if s[0] >= when]
            if not before or not after:
                return None
            (t0, c0), (t1, c1) = before[-1], after[0]
            return c0 if t1 == t0 else c0 + (c1 - c0) * (when - t0) / (t1 - t0)

        start, end = at(start_ms), at(end_ms)
        return None if start is None or end is None else (end - start) / 1e6

    def _remove_groups(self) -> None:
        for group in self.groups:
            if not group.is_dir():
                continue
            for _ in range(50):  # the browser's last processes may take a moment to exit
                try:
                    group.rmdir()
                    break
                except OSError:
                    time.sleep(0.1)

    def close(self) -> None:
        self._remove_groups()


@contextmanager
def limited_chromium(chromium, share: float = 0.5) -> Iterator[tuple[object, CpuLimit]]:
    """(a Chromium launched by Playwright's ``chromium`` inside the limit, the limit): the quota
    off until ``limit.limited()``."""
    with tempfile.TemporaryDirectory(prefix="pugna-cpu-") as folder:
        limit = CpuLimit(share, Path(folder))
        try:
            browser = chromium.launch(executable_path=str(limit.wrapper), args=CHROMIUM_ARGS)
            try:
                yield browser, limit
            finally:
                browser.close()
        finally:
            limit.close()
