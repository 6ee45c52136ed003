"""Maps from and to other programs: Domination today; SVG, GeoJSON and shapefiles build on it.

* :mod:`~engine.interchange.coverage`: outlines made into a clean coverage (shared borders
  exact, simplified together), neighbours, fitting to the canvas, labels and slots;
* :mod:`~engine.interchange.draft`: what an importer read (:class:`Draft`), and
  :func:`build_board`, the one way every importer turns it into a map;
* :mod:`~engine.interchange.report`: the import report and errors, as translatable templates;
* :mod:`~engine.interchange.registry`: the formats by name, suffix and content, and
  :func:`import_file`, :func:`write_import` and :func:`export_file` for every format.

Nothing here imports Qt; a picture of the map for an export comes from a renderer the
caller passes in (the editor's, editor/scene/render.py's render_png).
"""

from engine.interchange.draft import Draft, DraftContinent, DraftLink, DraftTerritory, ImportResult, build_board
from engine.interchange.registry import (
    ExportOptions,
    ExportResult,
    ImportOptions,
    InterchangeFormat,
    export_file,
    format_named,
    formats,
    import_file,
    register,
    write_import,
)
from engine.interchange.report import ImportReport, InterchangeError, ItemKind, ReportItem

__all__ = [
    "Draft",
    "DraftContinent",
    "DraftLink",
    "DraftTerritory",
    "ExportOptions",
    "ExportResult",
    "ImportOptions",
    "ImportReport",
    "ImportResult",
    "InterchangeError",
    "InterchangeFormat",
    "ItemKind",
    "ReportItem",
    "build_board",
    "export_file",
    "format_named",
    "formats",
    "import_file",
    "register",
    "write_import",
]
