"""Saving at one desk (issue 27, item 11): Save and Save As wait while the hand-off cover is up
(no one saves on another's behalf between two people), and a file saved mid-planning shows
nobody's orders to whoever opens it in a text editor — the plans are sealed, and read back
when the game is opened again."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from editor.play import play_window
from engine.core.save import SEALED
from tests.editor.play.economy.shop_helpers import finish_shopping, take_screen
from tests.editor.play.economy.test_planning_page import order_phrases, plan_by_dragging, start_planning, targets_from

CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def asking_for_paths(monkeypatch, path: Path) -> list[str]:
    """The Save As dialog answered with ``path``; the titles it was asked with."""
    asked: list[str] = []

    def ask(parent, title, suggestion, filters):
        asked.append(title)
        return path

    monkeypatch.setattr(play_window.dialogs, "ask_save_path", ask)
    return asked


def test_save_and_save_as_wait_while_the_cover_is_up(make_economy, qtbot, monkeypatch, tmp_path):
    window = make_economy("human", "human")
    window.show()
    qtbot.waitExposed(window)
    asked = asking_for_paths(monkeypatch, tmp_path / "saved.yaml")
    controller = window.controller
    controller.start()
    qtbot.waitUntil(lambda: controller.waiting_for_handoff() == 0)
    cover = window.handoff_screen
    assert cover.isVisible()
    assert not window.action_save.isEnabled() and not window.action_save_as.isEnabled()
    for keys in (CTRL, CTRL_SHIFT):  # their shortcuts do nothing either
        QTest.keyClick(cover, Qt.Key.Key_S, keys)
        QTest.keyClick(window, Qt.Key.Key_S, keys)
    window.action_save.trigger()
    window.action_save_as.trigger()
    assert asked == [] and not (tmp_path / "saved.yaml").exists()

    take_screen(qtbot, window, 0, "get")
    assert window.action_save.isEnabled() and window.action_save_as.isEnabled()
    finish_shopping(window)  # the screen goes to Basil: covered again
    qtbot.waitUntil(lambda: controller.waiting_for_handoff() == 1)
    assert not window.action_save.isEnabled() and not window.action_save_as.isEnabled()
    take_screen(qtbot, window, 1, "get")
    QTest.keyClick(window.view, Qt.Key.Key_S, CTRL_SHIFT)  # Save As…, once the screen is Basil's
    assert asked and (tmp_path / "saved.yaml").exists()


def test_a_save_made_mid_planning_shows_no_order_in_plain_text(make_economy, qtbot, monkeypatch, tmp_path):
    window = start_planning(make_economy, qtbot, "human", "human", "heuristic")
    controller = window.controller
    ada = controller.state.players[0].capital
    plan_by_dragging(qtbot, window, ada, targets_from(controller, ada)[0], 4)
    plan_by_dragging(qtbot, window, ada, targets_from(controller, ada)[1], 1)
    plans = list(controller.state.players[0].plans)
    QTest.mouseClick(window.phase_panel.page.done_button, Qt.MouseButton.LeftButton)
    take_screen(qtbot, window, 1, "planning")  # Basil, at the screen, saves
    path = tmp_path / "planning.yaml"
    asking_for_paths(monkeypatch, path)
    window.action_save_as.trigger()
    text = path.read_text(encoding="utf-8")
    words = [a.to_text(controller.world) for a in controller.game.log[-3:] if hasattr(a, "source")]
    assert len(words) == 2 and not [w for w in words if w in text]
    assert not [p for p in plans if f"[{p[0]}, {p[1]}, {p[2]}, {p[3]}]" in text]
    assert text.count(SEALED) >= 2
    assert not [phrase for phrase in order_phrases(controller, plans) if phrase in text]
    # Opened again, the game has Ada's orders, still hers alone.
    assert window.open_game(path)
    assert window.controller.state.players[0].plans == plans
