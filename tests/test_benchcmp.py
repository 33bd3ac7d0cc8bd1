"""``cardtable bench --against``: each side is measured with its own checkout's code."""

from __future__ import annotations

from cardtable.cli.benchcmp import checkout_root, compare, measure


def test_a_measurement_runs_the_code_of_the_checkout_it_names():
    out = measure(checkout_root(), "hundred_one", 1, 0.05, 0, False)
    assert out["playout"] > 0
    assert "hard" not in out
    assert out["file"].startswith(str(checkout_root()))


def test_compare_interleaves_both_sides_for_every_round():
    seen = []
    res = compare(checkout_root(), ["durak"], 2, 1, 0.05, 0, False,
                  progress=lambda r, game, side, out: seen.append((r, side)))
    assert [s for _, s in seen] == ["old", "new", "new", "old"]  # who goes first alternates
    assert len(res["durak"]["old"]["playout"]) == len(res["durak"]["new"]["playout"]) == 2


def test_a_path_without_a_checkout_is_refused(tmp_path, capsys):
    from cardtable.cli.main import main

    assert main(["bench", "--against", str(tmp_path)]) != 0
    assert "no cardtable checkout" in capsys.readouterr().err
