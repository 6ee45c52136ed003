"""LegacyPlayWindow: the play window for Risk Legacy games."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget

from editor.play.controller import GameController
from editor.play.legacy.decision_panel import DecisionPanel
from editor.play.legacy.legacy_tool import LegacyPlayTool
from editor.play.legacy.pack_reveal import follow_packs
from editor.play.legacy.sideboard_panel import SideboardPanel
from editor.play.legacy.world_layer import LegacyWorldLayer
from editor.play.play_window import PlayWindow


class LegacyPlayWindow(PlayWindow):
    """The play window with Legacy's board layer, decisions and sideboard."""

    tool_type = LegacyPlayTool

    def _game_shown(self, controller: GameController) -> None:
        for old in (getattr(self, "world_layer", None), getattr(self, "decision_panel", None)):
            if old is not None:
                old.deleteLater()
        self.world_layer = LegacyWorldLayer(controller, self.board, self)
        # The decisions go under the phase panel, which says what is to be decided (the phase
        # panel stays first: set_controller replaces it there).
        self.decision_panel = DecisionPanel(controller)
        self.side.layout().insertWidget(1, self.decision_panel)
        self.pack_reveal = follow_packs(controller, self)  # every pack opened, for the whole table
        if getattr(self, "sideboard_dock", None) is None:
            self.sideboard_dock = QDockWidget(self.tr("Sideboard"), self)
            self.sideboard_dock.setObjectName("sideboardDock")
            self.sideboard_dock.setAccessibleName(self.tr("Sideboard"))
            self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.sideboard_dock)
        old_panel = self.sideboard_dock.widget()
        self.sideboard_panel = SideboardPanel(controller)
        self.sideboard_dock.setWidget(self.sideboard_panel)
        if old_panel is not None:
            old_panel.deleteLater()
