"""The count dialog after a drag: all the units by default, armies or navies when both could go."""

from __future__ import annotations

from types import SimpleNamespace

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from editor.play.economy.order_dialog import OrderDialog
from engine.rules.economy.actions import Plan


class Desk:
    """Just what the dialog reads of a controller, and the actions it is asked to perform."""

    def __init__(self) -> None:
        self.names = SimpleNamespace(territories=("Ukraine", "Black Sea", "Turkey"))
        # Player 0 has no capital here, and every territory is land (the safe count's concerns:
        # tests/editor/play/economy/test_order_dialog_defaults.py).
        self.state = SimpleNamespace(players=[SimpleNamespace(capital=-1)], army=[[9, 9, 9]], navy=[[0, 0, 0]])
        self.rules = SimpleNamespace(geo=SimpleNamespace(land=[True] * 3, friendly=lambda *_args: True))
        self.performed: list = []

    def decider(self) -> int:
        return 0

    def perform(self, action) -> bool:
        self.performed.append(action)
        return True


def test_armies_or_navies_and_how_many(qtbot):
    desk = Desk()
    dialog = OrderDialog(desk, "Plan an Order", [Plan(1, 2, 5, "army"), Plan(1, 2, 3, "navy")])
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.army.isVisible() and dialog.navy.isVisible() and dialog.army.isChecked()
    assert (dialog.count.maximum(), dialog.count.value()) == (5, 5)
    assert dialog.question.text() == "Plan 5 armies from Black Sea to Turkey"
    QTest.mouseClick(dialog.navy, Qt.MouseButton.LeftButton)
    assert (dialog.count.maximum(), dialog.count.value()) == (3, 3)
    dialog.count.setValue(2)
    assert dialog.question.text() == "Plan 2 navies from Black Sea to Turkey"
    with qtbot.waitSignal(dialog.accepted, timeout=2000):
        QTest.mouseClick(dialog.ok, Qt.MouseButton.LeftButton)
    assert desk.performed == [Plan(1, 2, 2, "navy")]
    assert dialog.question.text() == ""  # closed, it keeps no words of the order


def test_one_kind_only_asks_only_how_many_and_cancel_does_nothing(qtbot):
    desk = Desk()
    dialog = OrderDialog(desk, "Plan an Order", [Plan(0, 2, 4, "army")])
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.army.isVisible() and not dialog.navy.isVisible()
    assert dialog.count.value() == 4
    with qtbot.waitSignal(dialog.rejected, timeout=2000):
        QTest.mouseClick(dialog.cancel, Qt.MouseButton.LeftButton)
    assert desk.performed == []
