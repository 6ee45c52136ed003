"""The Background dock: where the picture to trace over lies on the map.

Typed values for its position, size (keeping the aspect ratio or not, by choice), rotation
and opacity, and "Locked", which keeps it from being dragged on the canvas
(editor/scene/background_drag.py). Each change is one undoable step (ChangeBackground);
the picture itself is chosen in the Map Properties.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QDockWidget,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.commands.background_commands import ChangeBackground
from editor.docks.territory_dock import disconnect_quietly
from editor.document.changes import ChangeKind
from engine.files.limits import MAX_COORDINATE, MAX_SIZE, MIN_SIZE


class BackgroundDock(QDockWidget):
    def __init__(self, context, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Background"), parent)
        self.setObjectName("backgroundDock")
        self.setAccessibleName(self.tr("Background picture placement"))
        self.context = context
        self._filling = False
        page = QWidget(self)
        page.setObjectName("backgroundPage")
        outer = QVBoxLayout(page)
        self.image_field = QLabel(page)
        self.image_field.setObjectName("backgroundImage")
        self.image_field.setAccessibleName(self.tr("Background picture file"))
        self.image_field.setWordWrap(True)
        outer.addWidget(self.image_field)
        form = QFormLayout()
        outer.addLayout(form)
        limit = MAX_COORDINATE
        self.x_field = self._spin(page, "backgroundX", self.tr("Background left edge"), -limit, limit)
        self.y_field = self._spin(page, "backgroundY", self.tr("Background top edge"), -limit, limit)
        form.addRow(self.tr("&X:"), self.x_field)
        form.addRow(self.tr("&Y:"), self.y_field)
        self.width_field = self._spin(page, "backgroundWidth", self.tr("Background width"), MIN_SIZE, MAX_SIZE)
        self.height_field = self._spin(page, "backgroundHeight", self.tr("Background height"), MIN_SIZE, MAX_SIZE)
        form.addRow(self.tr("&Width:"), self.width_field)
        form.addRow(self.tr("&Height:"), self.height_field)
        self.keep_aspect_field = QCheckBox(self.tr("&Keep aspect ratio"), page)
        self.keep_aspect_field.setObjectName("backgroundKeepAspect")
        self.keep_aspect_field.setAccessibleName(self.tr("Keep the background's aspect ratio"))
        form.addRow("", self.keep_aspect_field)
        self.rotation_field = self._spin(page, "backgroundRotation", self.tr("Background rotation in degrees"),
                                         -360, 360)
        self.rotation_field.setSuffix("°")
        form.addRow(self.tr("&Rotation:"), self.rotation_field)
        self.opacity_field = QSpinBox(page)
        self.opacity_field.setObjectName("backgroundOpacity")
        self.opacity_field.setAccessibleName(self.tr("Background opacity in percent"))
        self.opacity_field.setRange(0, 100)
        self.opacity_field.setSuffix(" %")
        self.opacity_field.setKeyboardTracking(False)
        form.addRow(self.tr("&Opacity:"), self.opacity_field)
        self.locked_field = QCheckBox(self.tr("&Locked"), page)
        self.locked_field.setObjectName("backgroundLocked")
        self.locked_field.setAccessibleName(self.tr("Background locked"))
        self.locked_field.setToolTip(self.tr("A locked background cannot be dragged on the map; "
                                       "unlock it to drag it where no territory is drawn"))
        form.addRow("", self.locked_field)
        buttons = QHBoxLayout()
        self.fit_canvas = QPushButton(self.tr("&Cover the Canvas"), page)
        self.fit_canvas.setObjectName("backgroundCoverCanvas")
        self.fit_canvas.setAccessibleName(self.tr("Place the background over the whole canvas"))
        self.fit_canvas.clicked.connect(self.cover_canvas)
        buttons.addWidget(self.fit_canvas)
        buttons.addStretch(1)
        outer.addLayout(buttons)
        self.none_note = QLabel(self.tr("This map has no background picture: choose one in the Map Properties."),
                                page)
        self.none_note.setObjectName("backgroundNone")
        self.none_note.setWordWrap(True)
        outer.addWidget(self.none_note)
        outer.addStretch(1)
        self.setWidget(page)

        self.x_field.valueChanged.connect(lambda value: self._change(self.tr("Move Background"), x=value))
        self.y_field.valueChanged.connect(lambda value: self._change(self.tr("Move Background"), y=value))
        self.width_field.valueChanged.connect(self._width_changed)
        self.height_field.valueChanged.connect(self._height_changed)
        self.rotation_field.valueChanged.connect(
            lambda value: self._change(self.tr("Rotate Background"), rotation=value))
        self.opacity_field.valueChanged.connect(
            lambda value: self._change(self.tr("Change Background Opacity"), opacity=value / 100))
        self.locked_field.toggled.connect(
            lambda on: self._change(self.tr("Lock Background") if on else self.tr("Unlock Background"), locked=on))
        self.keep_aspect_field.toggled.connect(
            lambda on: self._change(self.tr("Keep Background Aspect Ratio") if on
                                    else self.tr("Free Background Aspect Ratio"), keep_aspect=on))
        self._connect()
        self.refresh()

    @staticmethod
    def _spin(parent, name: str, accessible: str, low: float, high: float) -> QDoubleSpinBox:
        spin = QDoubleSpinBox(parent)
        spin.setObjectName(name)
        spin.setAccessibleName(accessible)
        spin.setRange(low, high)
        spin.setDecimals(1)
        spin.setKeyboardTracking(False)  # one step per typed value, not per key
        return spin

    # -- following the document ----------------------------------------------------------
    def set_context(self, context) -> None:
        self._disconnect()
        self.context = context
        self._connect()
        self.refresh()

    def _connect(self) -> None:
        self.context.document.changed.connect(self._on_document_changed)

    def _disconnect(self) -> None:
        disconnect_quietly(self.context.document.changed, self._on_document_changed)

    def _on_document_changed(self, change) -> None:
        if change.kind in (ChangeKind.METADATA, ChangeKind.RESET):
            self.refresh()

    def refresh(self) -> None:
        meta = self.context.document.board.meta
        background = meta.background
        self._filling = True
        try:
            fields = (self.x_field, self.y_field, self.width_field, self.height_field, self.keep_aspect_field,
                      self.rotation_field, self.opacity_field, self.locked_field, self.fit_canvas)
            for field in fields:
                field.setEnabled(background is not None)
            self.none_note.setVisible(background is None)
            self.image_field.setVisible(background is not None)
            if background is None:
                return
            self.image_field.setText(background.image)
            width, height = background.size(meta.width, meta.height)
            self.x_field.setValue(background.x)
            self.y_field.setValue(background.y)
            self.width_field.setValue(width)
            self.height_field.setValue(height)
            self.keep_aspect_field.setChecked(background.keep_aspect)
            self.rotation_field.setValue(background.rotation)
            self.opacity_field.setValue(round(background.opacity * 100))
            self.locked_field.setChecked(background.locked)
        finally:
            self._filling = False

    # -- changing it ---------------------------------------------------------------------
    def _change(self, text: str, **changes) -> None:
        if self._filling or self.context.document.board.meta.background is None:
            return
        background = self.context.document.board.meta.background
        if all(getattr(background, key) == value for key, value in changes.items()):
            return
        self.context.document.undo_stack.push(ChangeBackground(self.context.document, text, **changes))

    def _width_changed(self, width: float) -> None:
        self._resize(width, None)

    def _height_changed(self, height: float) -> None:
        self._resize(None, height)

    def _resize(self, width: float | None, height: float | None) -> None:
        meta = self.context.document.board.meta
        background = meta.background
        if self._filling or background is None:
            return
        old_width, old_height = background.size(meta.width, meta.height)
        if background.keep_aspect:
            if width is not None:
                height = old_height * width / old_width
            else:
                width = old_width * height / old_height
        self._change(QCoreApplication.translate("BackgroundDock", "Resize Background"),
                     width=width if width is not None else old_width,
                     height=height if height is not None else old_height)

    def cover_canvas(self) -> None:
        """Back to the picture stretched over the whole canvas, unrotated (how it starts)."""
        self._change(self.tr("Place Background over Canvas"), x=0.0, y=0.0, width=None, height=None, rotation=0.0)
