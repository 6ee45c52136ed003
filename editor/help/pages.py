"""The help pages: Markdown files under resources/help/<language>/, one per topic, their
pictures in resources/help/images/ (shared by every language).

The order of the contents is kept here; each page's title is its own first heading, so a
translated page brings its translated title and the code holds no copy of it.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from editor.language.app_language import SOURCE_LANGUAGE, app_language
from engine.resources import resources_dir

GUIDE = "guide"
RULES = "rules"

# (slug, group) in the order the contents list shows them.
PAGES: tuple[tuple[str, str], ...] = (
    ("getting-started", GUIDE),
    ("map-editor", GUIDE),
    ("scenario-designer", GUIDE),
    ("playing-classic", GUIDE),
    ("playing-legacy", GUIDE),
    ("playing-economy", GUIDE),
    ("balance-report", GUIDE),
    ("import-export", GUIDE),
    ("files", GUIDE),
    ("rules-classic", RULES),
    ("rules-legacy", RULES),
    ("rules-economy", RULES),
)

FIRST_PAGE = "getting-started"

# The rules page of each rule set, for Help ▸ Rules in a window that plays or designs one.
RULES_PAGES = {"classic": "rules-classic", "legacy": "rules-legacy", "economy": "rules-economy"}


@dataclass(frozen=True)
class Page:
    slug: str
    group: str
    path: Path
    title: str


def help_dir() -> Path:
    return resources_dir() / "help"


def help_language(code: str | None = None) -> str:
    """The language the pages are read in: the app's (``code`` if given) when pages exist in
    it ("es-AR" reads "es"), else English."""
    code = code if code is not None else app_language()
    for candidate in (code, (code or "").split("-")[0]):
        if candidate and (help_dir() / candidate).is_dir():
            return candidate
    return SOURCE_LANGUAGE


def page_path(slug: str, language: str) -> Path:
    """The page in ``language``, or the English one where it has not been written."""
    path = help_dir() / language / f"{slug}.md"
    return path if path.is_file() else help_dir() / SOURCE_LANGUAGE / f"{slug}.md"


def title_of(path: Path) -> str:
    """A page's first heading ("# The map editor" gives "The map editor"), else its file name."""
    try:
        with open(path, encoding="utf-8") as file:
            for line in file:
                if line.startswith("# "):
                    return line[2:].strip()
    except OSError:
        pass
    return path.stem


def pages(language: str) -> list[Page]:
    """Every page there is, in contents order."""
    found = []
    for slug, group in PAGES:
        path = page_path(slug, language)
        if path.is_file():
            found.append(Page(slug, group, path, title_of(path)))
    return found


def page_text(page: Page) -> str:
    try:
        return page.path.read_text(encoding="utf-8")
    except OSError:
        return ""
