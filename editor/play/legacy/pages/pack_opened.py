"""A pack opened (phase pack-opened), for the person who goes on: what was opened, the
reveal again if it was closed, and Continue. The reveal itself (editor/play/legacy/pack_reveal.py)
shows for everyone at the table, whoever goes on."""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from editor.language.pack_text import pack_text
from editor.play.legacy.pack_reveal import PackRevealDialog, pack_of, paused_on
from editor.play.legacy.pages.page_parts import heading, note
from engine.rules.legacy.actions import Continue


class PackOpenedPage(QWidget):
    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("packOpenedPage")
        self.setAccessibleName(self.tr("A pack is opened"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(heading(self.tr("A sealed pack is opened"), "packOpenedTitle", self))
        self.which = note("packOpenedName", self.tr("Which pack"), self)
        layout.addWidget(self.which)
        self.read_again = QPushButton(self.tr("&Read the Pack"), self)
        self.read_again.setObjectName("readPackAgain")
        self.read_again.setAccessibleName(self.tr("Read the pack"))
        self.read_again.clicked.connect(self.show_reveal)
        layout.addWidget(self.read_again)
        self.go_on = QPushButton(self.tr("C&ontinue the Game"), self)
        self.go_on.setObjectName("packContinue")
        self.go_on.setAccessibleName(self.tr("Continue the game"))
        self.go_on.clicked.connect(self.continue_game)
        layout.addWidget(self.go_on)

    def refresh(self) -> None:
        pack = pack_of(self.controller, paused_on(self.controller))
        self.which.setText(pack_text(pack, "name") if pack is not None else "")

    def reveal(self) -> PackRevealDialog | None:
        window = self.window()
        return window.findChild(PackRevealDialog) if window is not None else None

    def show_reveal(self) -> None:
        dialog = self.reveal()
        if dialog is not None:
            dialog.add(paused_on(self.controller))
            dialog.show()
            dialog.raise_()

    def continue_game(self) -> None:
        pack = paused_on(self.controller)
        if self.controller.perform(Continue()):
            dialog = self.reveal()
            if dialog is not None and dialog.showing() == pack:
                dialog.next_pack()  # read and gone on from here: the reveal has done its work
