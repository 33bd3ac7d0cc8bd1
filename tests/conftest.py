"""Shared fixtures: a private data directory for every test, and the Hypothesis profile used in CI."""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, settings

settings.register_profile(
    "ci", max_examples=60, deadline=None, derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile("dev", max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


@pytest.fixture(autouse=True)
def private_home(tmp_path_factory, monkeypatch):
    """Every test's settings, saves and statistics go to a scratch ``CARDTABLE_HOME``.

    Why: a test that opens the app outside tests/ui once wrote its saves and statistics into the
    developer's real data directory, where the lobby then listed them as unfinished matches.
    tests/ui's own fixture narrows this to one directory per test.
    """
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path_factory.getbasetemp() / "home"))
