"""Helpers of the campaign tests: the questions of a new campaign answered without dialogs, and
campaign windows closed quietly."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QDialog

from editor.play.legacy import campaign_setup
from editor.play.legacy.powers_dialog import PowersDialog
from editor.play.legacy.seats_dialog import SeatsDialog
from engine.resources import scenarios_dir

NEW_WORLD = scenarios_dir() / "legacy-new-world.yaml"


class Answers:
    """Answers the new campaign's questions: the file (``path``), who plays (``controllers``,
    one a seat), and each faction's power: the option at ``power_index``, clicked in the real
    powers dialog (None: "Choose for Me")."""

    def __init__(self, monkeypatch, path: Path, controllers: str | list[str] = "heuristic",
                 power_index: int | None = 1) -> None:
        self.path = path
        self.suggested: list[Path] = []
        self.controllers = controllers
        self.power_index = power_index
        self.powers_dialogs: list[PowersDialog] = []
        monkeypatch.setattr(campaign_setup, "ask_campaign_path", self._path)
        monkeypatch.setattr(SeatsDialog, "exec", lambda dialog: self._seats(dialog))
        monkeypatch.setattr(PowersDialog, "exec", lambda dialog: self._powers(dialog))

    def _path(self, parent, suggested: Path) -> Path | None:
        self.suggested.append(suggested)
        return self.path

    def _seats(self, dialog: SeatsDialog) -> int:
        if not isinstance(self.controllers, str):  # as many seats as controllers given
            dialog.count.setValue(len(self.controllers))
        for index, row in enumerate(dialog.seated()):
            wanted = self.controllers if isinstance(self.controllers, str) else self.controllers[index]
            row.controller.setCurrentIndex(row.controller.findData(wanted))
        return QDialog.DialogCode.Accepted

    def _powers(self, dialog: PowersDialog) -> int:
        self.powers_dialogs.append(dialog)
        if self.power_index is None:
            dialog.choose_for_me.click()
        else:
            for faction in (dialog.world.factions[i] for i in dialog.groups):
                dialog.buttons[(faction.id, faction.power_options[self.power_index])].click()
        return QDialog.DialogCode.Accepted


def close_campaign_quietly(window) -> None:
    """Stop the game; closing then saves the campaign and asks nothing."""
    window.controller.shutdown()
