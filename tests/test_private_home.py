"""No test reaches the player's real settings, saves or statistics."""

from __future__ import annotations

import os
from pathlib import Path

from cardtable.tui import paths


def test_data_and_config_live_in_the_scratch_home(tmp_path_factory):
    base = Path(tmp_path_factory.getbasetemp())
    home = Path(os.environ["CARDTABLE_HOME"])
    assert base in home.parents or home == base
    assert home in paths.saves_dir().parents or paths.saves_dir() == home
