"""No import circles in game/ (issue #32 point 3).

The import graph is read from the source with `ast`: every `import` and `from ... import`,
at module level or inside a function, relative or absolute. `import a.b` and `from a import
b` (when `a.b` is a module) are edges to the module `a.b`; `from a import name` is an edge to
`a`. Only imports of modules inside the scanned package count; an import under
`if TYPE_CHECKING:` counts too (a circle for the type checker is still a circle).
A cycle is a strongly connected component of more than one module (Tarjan).
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def module_files(root: Path, package: str) -> dict[str, tuple[Path, bool]]:
    """Dotted module name -> (file, is a package's __init__) for every .py under root/package."""
    found: dict[str, tuple[Path, bool]] = {}
    for path in sorted((root / package).rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        is_package = parts[-1] == "__init__"
        if is_package:
            parts.pop()
        found[".".join(parts)] = (path, is_package)
    return found


def _imports(tree: ast.AST) -> list[ast.Import | ast.ImportFrom]:
    """Every import statement in the tree, at any depth (module, function, class, `if`)."""
    return [node for node in ast.walk(tree) if isinstance(node, ast.Import | ast.ImportFrom)]


def _targets(node: ast.Import | ast.ImportFrom, module: str, is_package: bool,
             modules: dict[str, tuple[Path, bool]]) -> set[str]:
    """The modules of `modules` that one import statement in `module` depends on."""
    if isinstance(node, ast.Import):
        names = [alias.name for alias in node.names]
    else:
        if node.level:
            here = module.split(".") if is_package else module.split(".")[:-1]
            base = here[:len(here) - (node.level - 1)]
            prefix = ".".join(base + ([node.module] if node.module else []))
        else:
            prefix = node.module or ""
        names = [f"{prefix}.{alias.name}" if f"{prefix}.{alias.name}" in modules else prefix
                 for alias in node.names]
    targets = set()
    for name in names:
        while name and name not in modules:  # `import a.b.c` of a non-module: its package
            name = name.rpartition(".")[0]
        if name and name != module:
            targets.add(name)
    return targets


def import_graph(root: Path, package: str) -> dict[str, set[str]]:
    """Module -> the modules of the package it imports."""
    modules = module_files(root, package)
    graph: dict[str, set[str]] = {}
    for module, (path, is_package) in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        graph[module] = set()
        for node in _imports(tree):
            graph[module] |= _targets(node, module, is_package, modules)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, edges = work[-1]
            for nxt in edges:
                if nxt not in index:
                    index[nxt] = low[nxt] = len(index)
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(sorted(graph.get(nxt, ())))))
                    break
                if nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))
    return sorted(found, key=lambda c: (len(c), c))


def describe(graph: dict[str, set[str]], component: list[str]) -> str:
    """One circle readably: each module with the members of its circle it imports."""
    members = set(component)
    lines = [f"{len(component)} modules:"]
    lines += [f"  {m} -> {', '.join(sorted(graph[m] & members))}" for m in component]
    return "\n".join(lines)


def test_game_has_no_import_cycles():
    graph = import_graph(ROOT, "game")
    assert len(graph) > 100  # the scan found the package
    found = cycles(graph)
    assert not found, "import circles in game/:\n" + "\n".join(describe(graph, c) for c in found)


def test_checker_finds_a_cycle(tmp_path):
    pkg = tmp_path / "pkg"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from . import b\n")
    (pkg / "b.py").write_text("def f():\n    from .sub.c import g\n")  # function level
    (pkg / "sub" / "__init__.py").write_text("")
    (pkg / "sub" / "c.py").write_text("import pkg.a\n")
    (pkg / "d.py").write_text("from pkg.a import name\nfrom typing import TYPE_CHECKING\n"
                              "if TYPE_CHECKING:\n    from .e import E\n")
    (pkg / "e.py").write_text("from .d import x\nimport os\n")
    graph = import_graph(tmp_path, "pkg")
    assert graph["pkg.a"] == {"pkg.b"} and graph["pkg.e"] == {"pkg.d"}
    assert graph["pkg.d"] == {"pkg.a", "pkg.e"}
    assert cycles(graph) == [["pkg.d", "pkg.e"], ["pkg.a", "pkg.b", "pkg.sub.c"]]
    assert "pkg.sub.c -> pkg.a" in describe(graph, cycles(graph)[1])


def test_scenes_do_not_import_each_other():
    """They open each other by name (game/ui/scene.py: open_scene); only scenes/all.py (which
    the App imports) and scenes/build.py (screenshots and the smoke run) import scene modules."""
    graph = import_graph(ROOT, "game")
    scenes = {m for m in graph if m.startswith("game.ui.scenes.")}
    others = {m: sorted(graph[m] & scenes) for m in scenes - {"game.ui.scenes.all",
                                                                "game.ui.scenes.build"}}
    assert not {m: deps for m, deps in others.items() if deps}
    assert "game.smoke" not in graph["game.ui.app"]
