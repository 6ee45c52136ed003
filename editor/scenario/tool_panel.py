"""What the Setup and Economy docks share: a player chooser tied to the shared SetupChoice,
and handing the map view the tool that is checked (setup_tools.SetupPanel,
economy_panel.EconomyPanel)."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QFormLayout, QVBoxLayout


class ToolPanelMixin:
    """For a panel with ``player_box`` (a combo of the players), ``choice`` (the shared
    SetupChoice), ``active_tool()``, and the signals ``toolChanged`` and ``status``."""

    _tool_shown: object | None = None

    def _add_player_box(self, layout: QVBoxLayout, label: str, object_name: str, accessible_name: str) -> None:
        """The player chooser (``label``: its words, the panel's own), tied both ways to the shared choice."""
        form = QFormLayout()
        self.player_box = QComboBox(self)
        self.player_box.setObjectName(object_name)
        self.player_box.setAccessibleName(accessible_name)
        self.player_box.currentIndexChanged.connect(self._player_chosen)
        self.choice.playerChanged.connect(self._show_player)
        form.addRow(label, self.player_box)
        layout.addLayout(form)

    def choose_player(self, index: int) -> None:
        self.player_box.setCurrentIndex(index)

    def _hand_over_tool(self, *_args) -> None:
        # Only a real change: handing the view the same tool again would cancel its stroke.
        tool = self.active_tool()
        if tool is self._tool_shown:
            return
        self._tool_shown = tool
        self.toolChanged.emit(tool)
        if tool is not None:
            self.status.emit(tool.tip())

    def _player_chosen(self, index: int) -> None:
        if index >= 0:
            self.choice.set_player(index)

    def _show_player(self, index: int) -> None:
        if self.player_box.currentIndex() != index and index < self.player_box.count():
            self.player_box.setCurrentIndex(index)
