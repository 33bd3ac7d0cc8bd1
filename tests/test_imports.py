"""The import graph (issue 14): arrows point down and no module imports itself back, even lazily.

Every ``import`` counts, also inside functions (a lazy import is still an arrow), except under
``if TYPE_CHECKING:``.  Modules are the nodes; ``from .x import y`` points at module ``x``.
"""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

import cardtable

ROOT = Path(cardtable.__file__).parent


def _module(path: Path) -> str:
    rel = path.relative_to(ROOT.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _targets(path: Path, name: str, known: set[str]) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            skip.update(id(n) for b in node.body for n in ast.walk(b))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.Import):
            mods = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                pkg = package.split(".")
                pkg = pkg[: len(pkg) - (node.level - 1)]
                base = ".".join(pkg + ([base] if base else []))
            mods = [f"{base}.{a.name}" if f"{base}.{a.name}" in known else base for a in node.names]
        else:
            continue
        out.update(m for m in mods if m in known and m != name)
    return out


@cache
def graph() -> dict[str, set[str]]:
    files = {_module(p): p for p in ROOT.rglob("*.py")}
    known = set(files)
    return {name: _targets(p, name, known) for name, p in files.items()}


def _cycle(g: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(n: str) -> list[str] | None:
        state[n] = 1
        stack.append(n)
        for m in sorted(g.get(n, ())):
            if m.startswith(n + ".") or n.startswith(m + "."):
                continue  # a package and its own modules (``__init__`` re-exports)
            if state.get(m) == 1:
                return stack[stack.index(m):] + [m]
            if m not in state:
                found = visit(m)
                if found:
                    return found
        stack.pop()
        state[n] = 2
        return None

    for n in sorted(g):
        if n not in state:
            found = visit(n)
            if found:
                return found
    return None


def test_no_import_circle() -> None:
    assert _cycle(graph()) is None


def test_arrows_point_down() -> None:
    g = graph()
    for name, targets in g.items():
        layer = name.split(".")[1] if "." in name else ""
        if layer in ("engine", "games", "bots"):
            bad = {t for t in targets if t.startswith(("cardtable.tui", "cardtable.cli", "cardtable.simulate"))}
            assert not bad, f"{name} imports {bad}"
        if layer == "engine":
            assert not {t for t in targets if t.startswith(("cardtable.bots", "cardtable.games."))}, name
    assert not any("cardtable.cli" in t for n, ts in g.items() if n != "cardtable.__main__" for t in ts)


def test_the_checker_finds_a_circle() -> None:
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
