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


def _targets(path: Path, name: str, known: set[str], type_only: bool = False) -> set[str]:
    """What ``name`` imports; with ``type_only`` also the imports under ``if TYPE_CHECKING:``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip: set[int] = set()
    for node in ast.walk(tree):
        if not type_only and isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
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


def test_the_engine_has_no_circle_even_by_type_hints() -> None:
    """The kernel's modules import one another in one direction, type-only imports included
    (issue 31: game, state, match, position and the registry used to import each other)."""
    files = {_module(p): p for p in (ROOT / "engine").rglob("*.py")}
    known = set(files)
    g = {name: _targets(p, name, known, type_only=True) for name, p in files.items()}
    assert _cycle(g) is None


LAYERS = {
    "engine": set(),
    "games": {"engine"},
    "bots": {"engine"},
    "practice": {"engine", "games", "bots"},
    "web": set(),
    "tui": {"engine", "games", "bots", "practice"},
    "net": {"engine", "games", "bots", "practice", "tui"},
    "cli": {"engine", "games", "bots", "practice", "tui", "web", "net"},
}
"""What each layer of cardtable/ may import (DESIGN.md section 1: the arrows point down)."""


def test_arrows_point_down() -> None:
    g = graph()
    layers = set(LAYERS)
    for name, targets in g.items():
        parts = name.split(".")
        if len(parts) < 2 or parts[1] not in layers:
            continue
        mine = parts[1]
        for t in targets:
            tl = t.split(".")[1] if t.count(".") >= 1 else ""
            if tl in layers and tl != mine:
                assert tl in LAYERS[mine], f"{name} imports {t}: {mine} may not import {tl}"


def test_every_module_sits_in_a_layer() -> None:
    """The package has no loose modules beside its layers (a command, practice logic or a helper
    found its layer's folder)."""

    root = Path(cardtable.__file__).parent
    loose = sorted(p.name for p in root.glob("*.py") if p.name not in ("__init__.py", "__main__.py"))
    assert loose == []
    assert {p.name for p in root.iterdir() if p.is_dir() and (p / "__init__.py").exists()} == set(LAYERS)


def test_the_checker_finds_a_circle() -> None:
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
