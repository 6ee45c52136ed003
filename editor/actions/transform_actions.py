"""Edit ▸ Rotate/Scale… (Ctrl+T): typed angle and scale for the selected territories.

The Select tool's handles do the same with the mouse (editor/tools/transform_handles.py).
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QWidget

from editor.actions.menu_items import make_action
from editor.actions.selection_actions import SelectionActions
from editor.dialogs.rotate_scale_dialog import RotateScaleDialog
from editor.editing.transform import rotate_scale


class TransformActions(SelectionActions):
    """``action.rotateScale``, working on the current EditorContext; hints go to ``message``."""

    def __init__(self, owner: QWidget) -> None:
        super().__init__(owner)
        self._owner = owner
        self.rotate_scale = make_action(
            owner, "action.rotateScale", self.tr("Rotate/Sca&le…"), ["Ctrl+T"], self.ask_rotate_scale,
            tip=self.tr("Rotate the selected territories by an angle and scale them by a percentage, "
                        "about their centre; shared corners of neighbours follow"))

    def _selected(self) -> list[str]:
        if self._context is None:
            return []
        board = self._context.document.board
        return [i for i in self._context.selection.ids if board.has_territory(i)]

    def _update_enabled(self) -> None:
        self.rotate_scale.setEnabled(bool(self._selected()))

    def ask_rotate_scale(self) -> bool:
        """Ask for an angle and a scale, then apply them as one undo step; True if applied."""
        ids = self._selected()
        if not ids:
            self.message.emit(self.tr("Select territories to rotate or scale them."))
            return False
        dialog = RotateScaleDialog(len(ids), self._owner)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return False
            angle, percent = dialog.values()
        finally:
            dialog.deleteLater()
        return self.apply(angle, percent)

    def apply(self, angle: float, percent: float) -> bool:
        """Rotate/scale the selection as typed; a refused edit changes nothing and says why."""
        ids = self._selected()
        if not ids:
            self.message.emit(self.tr("Select territories to rotate or scale them."))
            return False
        transform = rotate_scale(self._context.document, ids, angle, percent)
        if transform.refusals:
            factor = percent / 100.0
            reason = transform.refusal_text(angle, factor, factor)
            self.message.emit(self.tr("{reason} Nothing was changed.").format(reason=reason))
            return False
        if not transform.applied:
            self.message.emit(self.tr("Nothing to do: the angle is 0° and the scale 100 %."))
            return False
        return True
