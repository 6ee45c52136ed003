"""Undoable changes to the background picture's placement, opacity and lock."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QCoreApplication

from editor.commands.continent_commands import SetMapProperties
from editor.document.map_document import MapDocument


class ChangeBackground(SetMapProperties):
    """Change some of the background's fields (x, y, width, height, rotation, opacity,
    locked, keep_aspect) in one step; the map must have a background."""

    def __init__(self, document: MapDocument, text: str | None = None, **changes) -> None:
        meta = document.board.meta
        if meta.background is None:
            raise ValueError("the map has no background picture")
        background = dataclasses.replace(meta.background, **changes)
        super().__init__(document, dataclasses.replace(meta, background=background),
                         text or QCoreApplication.translate("Commands", "Change Background"))
