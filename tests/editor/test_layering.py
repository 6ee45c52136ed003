"""The desktop app is layered one way (issue 11, item 8; editor/app/windows.py tells the story):

    the command line (editor/cli/main.py)
      → the application and the launchers (editor/app/application.py; editor/*launch.py, one per kind of window)
      → the windows (every module that defines a QMainWindow)
      → documents, widgets, editor/app/windows.py, the engine

These tests read the imports of every module under editor/ — those at the top of a module and
those inside functions alike — and check that the way only goes down: a window never imports a
launcher, the application, the command line or another window (it asks editor/app/windows.py for
another kind of window); a launcher never imports the command line, the application or another
launcher; below the windows nothing imports the shell; and no modules under editor/ — nor under
engine/ — import one another in a circle.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = "editor"

COMMAND_LINE = "editor.cli"  # the package: main.py and each subcommand
APPLICATION = "editor.app.application"
# Named here too, so that a rename cannot quietly take a module out of its layer.
KNOWN_LAUNCHERS = {"editor.map_editor_launch", "editor.play.launch", "editor.scenario.launch"}
KNOWN_WINDOWS = {"editor.main_window", "editor.play.play_window", "editor.scenario.scenario_window"}

# Layers from the top; a module may import the shell only from a layer below its own.
COMMAND_LINE_LAYER, APPLICATION_LAYER, LAUNCHERS, WINDOWS, BELOW_THE_WINDOWS = range(5)
LAYER_NAMES = {COMMAND_LINE_LAYER: "the command line", APPLICATION_LAYER: "the application",
               LAUNCHERS: "a launcher", WINDOWS: "a window", BELOW_THE_WINDOWS: "a module below the windows"}


@dataclass(frozen=True)
class Import:
    importer: str
    imported: str
    line: int

    def where(self) -> str:
        return f"{module_file(self.importer)}:{self.line}"


def module_file(name: str) -> str:
    path = ROOT / Path(*name.split("."))
    return str((path / "__init__.py" if path.is_dir() else path.with_suffix(".py")).relative_to(ROOT))


def modules_in(root: Path, package: str) -> dict[str, Path]:
    """Every module of ``package`` (a folder under ``root``) by its dotted name."""
    found = {}
    for path in sorted((root / package).rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def imports_in(name: str, source: str, known: set[str], *, is_package: bool = False,
               package: str = PACKAGE) -> list[Import]:
    """The modules of ``package`` that module ``name`` imports anywhere in ``source``: at module
    level, inside functions, under ``if TYPE_CHECKING``. ``from editor.play import launch``
    is an import of editor.play.launch (a module), ``from editor.app.application import run_play`` one of
    editor.app.application; relative imports are resolved against ``name`` (itself a package if
    ``is_package``)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = name.split(".")[: len(name.split(".")) - node.level + is_package]
                base = ".".join([*parent, base] if base else parent)
            targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base for alias in node.names]
        else:
            continue
        for target in targets:
            if target == package or target.startswith(package + "."):
                found.append(Import(name, target, node.lineno))
    return found


def dynamic_imports_in(source: str) -> list[int]:
    """Lines that import by a computed name (importlib.import_module, __import__): such an
    import is invisible to these tests, so the app makes none."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call):
            called = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            if called in ("import_module", "__import__"):
                lines.append(node.lineno)
    return lines


def base_names(source: str) -> set[str]:
    """The names of the classes the module's classes derive from."""
    return {base.attr if isinstance(base, ast.Attribute) else getattr(base, "id", "")
            for node in ast.walk(ast.parse(source)) if isinstance(node, ast.ClassDef) for base in node.bases}


def class_names(source: str) -> set[str]:
    return {node.name for node in ast.walk(ast.parse(source)) if isinstance(node, ast.ClassDef)}


def defines_a_main_window(source: str) -> bool:
    return "QMainWindow" in base_names(source)


def windows_in(sources: dict[str, str]) -> set[str]:
    """Modules defining a main window: a QMainWindow, or a window that extends another
    (a rule set's play window extends the play window)."""
    windows = {name for name, source in sources.items() if defines_a_main_window(source)}
    while True:
        window_classes = {cls for name in windows for cls in class_names(sources[name])}
        more = {name for name, source in sources.items() if base_names(source) & window_classes} - windows
        if not more:
            return windows
        windows |= more


def extends(shell: Shell, importer: str, imported: str) -> bool:
    """Whether ``importer`` defines a class that derives from one of ``imported``'s."""
    return bool(base_names(shell.sources[importer]) & class_names(shell.sources[imported]))


@dataclass
class Shell:
    modules: dict[str, Path]
    sources: dict[str, str]
    imports: list[Import]
    launchers: set[str]
    windows: set[str]

    def layer(self, module: str) -> int:
        if in_command_line(module):
            return COMMAND_LINE_LAYER
        if module == APPLICATION:
            return APPLICATION_LAYER
        if module in self.launchers:
            return LAUNCHERS
        if module in self.windows:
            return WINDOWS
        return BELOW_THE_WINDOWS


@pytest.fixture(scope="module")
def shell() -> Shell:
    modules = modules_in(ROOT, PACKAGE)
    sources = {name: path.read_text(encoding="utf-8") for name, path in modules.items()}
    imports = [found for name, source in sources.items()
               for found in imports_in(name, source, set(modules), is_package=modules[name].name == "__init__.py")]
    launchers = {name for name in modules if name.rsplit(".", 1)[-1].endswith("launch")}
    return Shell(modules, sources, imports, launchers, windows_in(sources))


def in_command_line(module: str) -> bool:
    return module == COMMAND_LINE or module.startswith(COMMAND_LINE + ".")


def upward(shell: Shell, importer_layer: int | None = None) -> list[str]:
    """Every import that goes up or sideways in the shell (from modules of ``importer_layer``,
    or of every layer), each said as a sentence."""
    found = []
    for item in shell.imports:
        here, there = shell.layer(item.importer), shell.layer(item.imported)
        if importer_layer not in (None, here):
            continue
        if here == there == WINDOWS and extends(shell, item.importer, item.imported):
            continue  # a window that extends another (LegacyPlayWindow is a PlayWindow)
        if here == there == COMMAND_LINE_LAYER:
            continue  # the worldsmith command runs its subcommands
        if there < BELOW_THE_WINDOWS and there <= here and item.imported != item.importer:
            found.append(f"{item.where()}: {LAYER_NAMES[here]} ({item.importer}) imports "
                         f"{LAYER_NAMES[there]} ({item.imported})")
    return found


def assert_none(found) -> None:
    found = list(found)
    assert not found, "\n".join(found)


# -- the reading of imports ------------------------------------------------------------------------------
def test_imports_are_found_at_every_level_and_resolved_to_modules():
    known = {"editor", "editor.app", "editor.play", "editor.play.launch", "editor.play.board", "editor.windows"}
    source = (
        "from __future__ import annotations\n"
        "from typing import TYPE_CHECKING\n"
        "import editor.windows\n"
        "from editor.play import launch, colour_of\n"
        "if TYPE_CHECKING:\n"
        "    from editor.app import Something\n"
        "class Window:\n"
        "    def play(self):\n"
        "        from .board import PlayBoard\n"
        "        import engine.core\n"
    )
    found = {(item.imported, item.line) for item in imports_in("editor.play.play_window", source, known)}
    assert found == {("editor.windows", 3), ("editor.play.launch", 4), ("editor.play", 4),
                     ("editor.app", 6), ("editor.play.board", 9)}
    # In a package's __init__, "." is the package itself.
    found = imports_in("editor.play", "from . import launch\nfrom ..windows import x\n", known, is_package=True)
    assert [(item.imported, item.line) for item in found] == [("editor.play.launch", 1), ("editor.windows", 2)]


def test_the_real_shell_is_found(shell):
    assert shell.launchers >= KNOWN_LAUNCHERS
    assert shell.windows >= KNOWN_WINDOWS
    edges = {(item.importer, item.imported) for item in shell.imports}
    # The command line imports everything inside its functions: they are read too.
    assert ("editor.cli.main", APPLICATION) in edges
    assert ("editor.scenario.launch", "editor.scenario.scenario_window") in edges


def test_no_module_imports_by_a_computed_name(shell):
    hidden = [f"{module_file(name)}:{line}" for name, source in shell.sources.items()
              for line in dynamic_imports_in(source)]
    assert_none(hidden)


# -- the layering -------------------------------------------------------------------------------------------
def test_nothing_in_the_app_imports_the_command_line(shell):
    assert_none([f"{item.where()}: {item.importer} imports the command line ({item.imported})"
                 for item in shell.imports if in_command_line(item.imported) and not in_command_line(item.importer)])


def test_windows_ask_for_other_windows_instead_of_importing_the_shell(shell):
    """A window opens another kind of window through editor/app/windows.py, never by importing a
    launcher, the application, the command line or another window."""
    assert_none(upward(shell, WINDOWS))


def test_launchers_import_neither_the_command_line_nor_the_application_nor_each_other(shell):
    assert_none(upward(shell, LAUNCHERS))


def test_below_the_windows_nothing_imports_the_shell(shell):
    assert_none(upward(shell, BELOW_THE_WINDOWS))


def import_graph(package: str) -> dict[str, set[str]]:
    """Which modules of ``package`` each of its modules imports (at any level, as above)."""
    modules = modules_in(ROOT, package)
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        for item in imports_in(name, path.read_text(encoding="utf-8"), set(modules),
                               is_package=path.name == "__init__.py", package=package):
            if item.imported in graph and item.imported != name:
                graph[name].add(item.imported)
    return graph


@pytest.mark.parametrize("package", ["editor", "engine"])
def test_no_modules_import_one_another_in_a_circle(package):
    """A circle means neither side can be understood (or changed) alone: shared pieces belong in
    a module both import, and a plug-in joins through its host's extension point (issue 24)."""
    graph = import_graph(package)
    assert_none(f"{len(group)} modules of {package}/ import one another, e.g. "
                f"{' → '.join(shortest_circle(graph, group))}" for group in circles(graph))


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted: every
    module in one imports every other, perhaps through a few steps."""
    index: dict[str, int] = {}
    lowest: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = lowest[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph[node]):
            if nxt not in index:
                visit(nxt)
                lowest[node] = min(lowest[node], lowest[nxt])
            elif nxt in on_stack:
                lowest[node] = min(lowest[node], index[nxt])
        if lowest[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return groups


def shortest_circle(graph: dict[str, set[str]], group: list[str]) -> list[str]:
    """A shortest way from ``group``'s first module back to itself, for the failure message."""
    start = group[0]
    paths = {start: [start]}
    frontier = [start]
    while frontier:
        following = []
        for node in frontier:
            for nxt in sorted(graph[node] & set(group)):
                if nxt == start:
                    return [*paths[node], start]
                if nxt not in paths:
                    paths[nxt] = [*paths[node], nxt]
                    following.append(nxt)
        frontier = following
    return group


def test_circles_are_found():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert circles(graph) == [["a", "b", "c"]]
    assert shortest_circle(graph, ["a", "b", "c"]) == ["a", "b", "c", "a"]
    assert circles({"a": {"b"}, "b": set()}) == []
