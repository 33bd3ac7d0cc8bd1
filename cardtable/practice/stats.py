"""Statistics of practice against the bots: per game and per bot level, kept across matches.

What counts: tables with one person against bots (a hot-seat table shares one keyboard, so whose
record a hand would be is not known).  The level of a table is its strongest bot's
(``random < easy < normal < hard``): beating three easy bots and one hard one is a hard win.
Each finished hand adds a hand played (and won, when the person is among its winners); each
finished match adds a match played, won when the person placed first, the streak of matches won
in a row, and the person's final score for the average.  A match left unfinished counts its
finished hands only.

The file is ``stats.json`` in the user's data directory (``engine.files.data_dir``), written
atomically after every change; a damaged file is set aside (``stats.json.bad``), not lost.
"""

from __future__ import annotations

import csv
import io
import json
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from cardtable.engine.files import FileRefused, read_regular

LEVEL_ORDER = ("random", "easy", "normal", "hard")
FILE_NAME = "stats.json"
VERSION = 1
MAX_BYTES = 4 * 1024 * 1024
"""No statistics file is this big (a row per game and level); a bigger one is refused unread."""


@dataclass(slots=True)
class Row:
    """One game at one bot level."""

    game: str
    level: str
    matches: int = 0
    matches_won: int = 0
    hands: int = 0
    hands_won: int = 0
    streak: int = 0  # matches won in a row, now
    best_streak: int = 0
    score_sum: int = 0  # the person's final scores, summed over finished matches

    @property
    def key(self) -> str:
        return f"{self.game}/{self.level}"

    @property
    def average_score(self) -> float | None:
        return self.score_sum / self.matches if self.matches else None

    @property
    def match_rate(self) -> float | None:
        return self.matches_won / self.matches if self.matches else None

    @property
    def hand_rate(self) -> float | None:
        return self.hands_won / self.hands if self.hands else None


def default_path() -> Path:
    from cardtable.engine.files import data_dir

    return data_dir() / FILE_NAME


def table_level(levels: list[str]) -> str:
    """The level a table counts under: its strongest bot's."""
    known = [lv for lv in levels if lv in LEVEL_ORDER]
    return max(known, key=LEVEL_ORDER.index) if known else "normal"


class Stats:
    """The statistics file, loaded; ``save`` writes it back."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or default_path()
        self.rows: dict[str, Row] = {}
        self.problem = ""
        self._load()

    def _load(self) -> None:
        try:
            raw = read_regular(self.path, MAX_BYTES)
        except FileNotFoundError:
            return
        except OSError as e:  # a FIFO or a directory by that name, unreadable, too slow
            self.problem = f"{self.path.name} {e}" if isinstance(e, FileRefused) else e.strerror or type(e).__name__
            return
        try:
            if len(raw) > MAX_BYTES:
                raise ValueError("too big")
            data = json.loads(raw.decode("utf-8"))
            names = {f.name for f in fields(Row)}
            for raw in data.get("rows", []):
                vals = {k: v for k, v in raw.items() if k in names}
                row = Row(**vals)
                if not isinstance(row.game, str) or not all(
                        isinstance(getattr(row, f), int) and getattr(row, f) >= 0
                        for f in names - {"game", "level"}):
                    raise ValueError("a bad row")
                self.rows[row.key] = row
        except (ValueError, TypeError, AttributeError) as e:
            self.rows = {}
            self.problem = f"damaged ({e})"[:100]
            try:
                self.path.replace(self.path.with_name(FILE_NAME + ".bad"))
            except OSError:
                pass

    def save(self) -> None:
        from cardtable.engine.files import write_atomic

        data = {"version": VERSION, "rows": [asdict(r) for r in sorted(self.rows.values(), key=lambda r: r.key)]}
        write_atomic(self.path, json.dumps(data, ensure_ascii=False, indent=1))

    def row(self, game: str, level: str) -> Row:
        key = f"{game}/{level}"
        r = self.rows.get(key)
        if r is None:
            r = self.rows[key] = Row(game, level)
        return r

    # -- counting ---------------------------------------------------------------------------------
    def hand_finished(self, game: str, level: str, won: bool) -> None:
        r = self.row(game, level)
        r.hands += 1
        r.hands_won += int(won)

    def match_finished(self, game: str, level: str, won: bool, score: int) -> None:
        r = self.row(game, level)
        r.matches += 1
        r.score_sum += score
        if won:
            r.matches_won += 1
            r.streak += 1
            r.best_streak = max(r.best_streak, r.streak)
        else:
            r.streak = 0

    def reset(self, game: str | None = None) -> int:
        """Forget every row (or one game's); returns how many rows went."""
        gone = [k for k, r in self.rows.items() if game is None or r.game == game]
        for k in gone:
            del self.rows[k]
        return len(gone)

    # -- showing ----------------------------------------------------------------------------------
    def sorted_rows(self, game: str | None = None) -> list[Row]:
        rows = [r for r in self.rows.values() if game is None or r.game == game]
        return sorted(rows, key=lambda r: (r.game, LEVEL_ORDER.index(r.level) if r.level in LEVEL_ORDER else 9))

    def totals(self) -> Row:
        t = Row("", "")
        for r in self.rows.values():
            t.matches += r.matches
            t.matches_won += r.matches_won
            t.hands += r.hands
            t.hands_won += r.hands_won
        return t

    def csv(self, game: str | None = None) -> str:
        out = io.StringIO()
        w = csv.writer(out, lineterminator="\n")
        w.writerow(["game", "level", "matches", "matches_won", "hands", "hands_won", "streak", "best_streak",
                    "average_score"])
        for r in self.sorted_rows(game):
            avg = r.average_score
            w.writerow([r.game, r.level, r.matches, r.matches_won, r.hands, r.hands_won, r.streak, r.best_streak,
                        "" if avg is None else f"{avg:.1f}"])
        return out.getvalue()


def percent(x: float | None) -> str:
    return "–" if x is None else f"{round(100 * x)}%"


class Tally:
    """Counts one table's hands and match into the statistics (the session calls ``events``).

    Only a table of one person against bots counts; anything else makes a tally that does
    nothing.  A failure to write the file is kept in ``problem`` and never stops the game."""

    def __init__(self, game: str, seats, path: Path | None = None) -> None:
        humans = [i for i, s in enumerate(seats) if s.kind == "human"]
        bots = [s.level for s in seats if s.kind == "bot"]
        remote = any(s.kind == "remote" for s in seats)  # a person elsewhere: not a practice game
        self.on = len(humans) == 1 and bool(bots) and not remote
        self.seat = humans[0] if humans else -1
        self.game = game
        self.level = table_level(bots)
        self.path = path
        self.problem = ""

    def events(self, match, events) -> None:
        if not self.on:
            return
        hands = [e for e in events if e.kind == "hand_end"]
        ended = [e for e in events if e.kind == "match_end"]
        if not hands and not ended:
            return
        try:
            st = Stats(self.path)
            for e in hands:
                st.hand_finished(self.game, self.level, self.seat in e.data.get("winners", []))
            for e in ended:
                ranking = e.data.get("ranking") or match.ranking or []
                won = bool(ranking) and ranking[self.seat] == 1
                st.match_finished(self.game, self.level, won, match.sheet.totals()[self.seat])
            st.save()
        except OSError as e:
            self.problem = e.strerror or type(e).__name__


# -- the command line: cardtable stats ---------------------------------------------------------------


HEADERS = {
    "en": ("Game", "Bots", "Matches", "Won", "Hands", "Won", "Streak", "Best", "Avg score"),
    "ru": ("Игра", "Боты", "Матчи", "Выиграно", "Раздачи", "Выиграно", "Серия", "Лучшая", "Ср. счёт"),
}


def table_rows(st: Stats, lang: str = "en", game: str | None = None,
               level_name=None) -> list[tuple[str, ...]]:
    """The rows as people read them (the lobby's screen and ``cardtable stats`` share them);
    ``level_name`` words a bot level (the app's translated level names)."""
    from cardtable.engine.registry import REGISTRY

    out: list[tuple[str, ...]] = []
    for r in st.sorted_rows(game):
        e = REGISTRY.get(r.game)
        name = (e.name_ru if lang == "ru" else e.name_en) if e else r.game
        avg = r.average_score
        level = level_name(r.level) if level_name else r.level
        out.append((name, level, str(r.matches), f"{r.matches_won} ({percent(r.match_rate)})", str(r.hands),
                    f"{r.hands_won} ({percent(r.hand_rate)})", str(r.streak), str(r.best_streak),
                    "–" if avg is None else f"{avg:.1f}"))
    return out
