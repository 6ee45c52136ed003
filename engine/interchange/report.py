"""What an import did, and why a file cannot be imported, in words a UI can translate.

Every sentence is an English template with ``{placeholders}`` marked with
QT_TRANSLATE_NOOP in the context ``Interchange`` (engine/core/messages.py explains the
scheme): ``str()`` gives the English, and a UI translates ``template`` and fills in
``params`` for its reader.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field

from engine.core.messages import QT_TRANSLATE_NOOP, count_of
from engine.files.errors import FileFormatError

# The context every interchange template is marked with.
INTERCHANGE_CONTEXT = "Interchange"


class InterchangeError(FileFormatError):
    """A file that cannot be imported (or a map that cannot be exported), said as a template.

    A FileFormatError, so callers that already report those (with the file and the line)
    report these too; ``template`` and ``params`` let a UI say it in its reader's language.
    """

    def __init__(self, template: str, /, *, file: str | None = None, line: int | None = None,
                 **params: object) -> None:
        super().__init__(template.format(**params) if params else template, file=file, line=line)
        self.template = template
        self.params = params


class ItemKind(enum.StrEnum):
    FIXED = "fixed"  # changed so the map works: a label moved, a one-sided border kept one way
    DROPPED = "dropped"  # in the file, but not in the map: wild cards, a country with no region
    NOTE = "note"  # worth knowing, nothing lost


@dataclass(frozen=True)
class ReportItem:
    kind: ItemKind
    template: str
    params: Mapping[str, object] = field(default_factory=dict)

    def __str__(self) -> str:
        return self.template.format(**self.params) if self.params else self.template


@dataclass
class ImportReport:
    """Counts of what the map got, and every fix, drop and note, in the order they happened."""

    territories: int = 0
    continents: int = 0
    borders: int = 0
    sea_lines: int = 0
    items: list[ReportItem] = field(default_factory=list)

    def fixed(self, template: str, **params: object) -> None:
        self.items.append(ReportItem(ItemKind.FIXED, template, params))

    def dropped(self, template: str, **params: object) -> None:
        self.items.append(ReportItem(ItemKind.DROPPED, template, params))

    def note(self, template: str, **params: object) -> None:
        self.items.append(ReportItem(ItemKind.NOTE, template, params))

    def of_kind(self, kind: ItemKind) -> list[ReportItem]:
        return [item for item in self.items if item.kind is kind]

    def summary(self) -> ReportItem:
        return ReportItem(ItemKind.NOTE, SUMMARY, {
            "territories": count_of(self.territories, "territories"),
            "continents": count_of(self.continents, "continents"),
            "borders": count_of(self.borders, "borders"), "sea_lines": count_of(self.sea_lines, "sea_lines"),
        })

    def lines(self) -> list[str]:
        """The report in English, one line per item after the summary (for the command line)."""
        headings = {ItemKind.FIXED: "fixed", ItemKind.DROPPED: "dropped", ItemKind.NOTE: "note"}
        return [str(self.summary()), *(f"  {headings[item.kind]}: {item}" for item in self.items)]


SUMMARY = QT_TRANSLATE_NOOP(
    "Interchange",
    "{territories}, {continents}, {borders}, {sea_lines}",
)
