"""UI tests run with settings and saves in a temporary ``CARDTABLE_HOME`` and an English locale."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def cardtable_home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    from cardtable.tui.i18n import set_lang

    set_lang("en")
    yield tmp_path
    set_lang("en")
