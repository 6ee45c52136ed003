"""The keyboard stays on the hand-off cover: Tab, Shift+Tab and the arrow keys never reach the
widgets it hides, no key acts on the game behind it, and Space and Enter still dismiss it
once its grace period is over (a whole press and release)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit, QPushButton

from editor.play.handoff_screen import HandoffScreen
from tests.editor.play.helpers import human_ready

SHOTS = Path("/tmp/work")
NAVIGATION = (Qt.Key.Key_Tab, Qt.Key.Key_Backtab, Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up,
              Qt.Key.Key_Down, Qt.Key.Key_PageDown, Qt.Key.Key_Home, Qt.Key.Key_End)
ROOT = Path(__file__).resolve().parents[3]


def on_the_cover(window) -> bool:
    focus = QApplication.focusWidget()
    screen = window.handoff_screen
    return focus is screen or (focus is not None and screen.isAncestorOf(focus))


def covered_window(qtbot, make_play):
    """Two people's game with the first hand-off cover up, the window active."""
    window = make_play("human", "human", seed=5, missions=True)
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    controller = window.controller
    with qtbot.waitSignal(controller.handoffNeeded, timeout=5000):
        controller.start()
    assert window.handoff_screen.isVisible()
    return window


def test_tab_and_arrow_keys_never_leave_the_cover(qtbot, make_play):
    window = covered_window(qtbot, make_play)
    assert on_the_cover(window)
    for key in NAVIGATION:
        for _ in range(8):
            QTest.keyClick(QApplication.focusWidget() or window, key)
            assert on_the_cover(window), (key, QApplication.focusWidget())
    for _ in range(8):  # Shift+Tab as a keyboard sends it, and Tab sent to the window itself
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
        QTest.keyClick(window, Qt.Key.Key_Tab)
        assert on_the_cover(window)
    # Nothing happened behind it: the cover is still up and the game waits for the hand-off.
    assert window.handoff_screen.isVisible() and window.controller.waiting_for_handoff() is not None
    assert window.hand_panel.viewer is None
    SHOTS.mkdir(parents=True, exist_ok=True)
    window.grab().save(str(SHOTS / "handoff_cover.png"))


def test_what_is_under_the_cover_cannot_take_the_focus(qtbot, make_play):
    window = covered_window(qtbot, make_play)
    for widget in (window.view, window.hand_panel.parentWidget(), window.phase_panel, window.game_log):
        widget.setFocus()
        assert on_the_cover(window), widget.objectName()
    # Even a widget that appears under the cover while it is up gives the focus back.
    late = QLineEdit(window)
    late.setObjectName("lateField")
    late.setAccessibleName("A field made while the cover is up")
    late.setGeometry(window.handoff_screen.geometry().center().x(), window.handoff_screen.geometry().center().y(),
                     120, 24)
    late.show()
    late.setFocus()
    assert on_the_cover(window)
    QTest.keyClicks(QApplication.focusWidget(), "abc")
    assert late.text() == ""


def test_no_shortcut_or_mnemonic_of_a_hidden_widget_acts_through_the_cover(qtbot, make_play):
    window = covered_window(qtbot, make_play)
    pressed, undone = [], []
    # A button with a mnemonic and a page's own shortcut, as panels have ("&Trade", Ctrl+Z).
    button = QPushButton("&Jump", window.phase_panel)
    button.setObjectName("jumpButton")
    button.setAccessibleName("Jump")
    button.clicked.connect(lambda: pressed.append(True))
    button.show()
    shortcut = QShortcut(QKeySequence("Ctrl+Z"), window.phase_panel)
    shortcut.activated.connect(lambda: undone.append(True))
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_J, Qt.KeyboardModifier.AltModifier)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.wait(300)  # a mnemonic "clicks" its button after a short animation
    assert pressed == [] and undone == []
    assert window.handoff_screen.isVisible() and on_the_cover(window)

    # Once the cover is dismissed they work again (so the keys above did reach the shortcut map).
    QTest.mouseClick(window.handoff_screen, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(40, 40))
    assert not window.handoff_screen.isVisible()
    assert window.phase_panel.isEnabled() and window.view.isEnabled()
    QTest.keyClick(window.view, Qt.Key.Key_J, Qt.KeyboardModifier.AltModifier)
    QTest.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: pressed == [True], timeout=2000)
    assert undone == [True]


def test_no_shortcut_acts_under_the_cover_but_quit(qtbot, make_play):
    """Nothing under the cover reacts, the window's shortcuts included (the review found Ctrl++
    zooming the hidden board and the economy's Ctrl+R opening the replay): its actions are
    disabled while the cover is up — Save and Open among them — but Quit and the speed; they
    come back when it goes."""
    window = covered_window(qtbot, make_play)
    zoom = window.view.transform().m11()
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert window.view.transform().m11() == zoom
    assert not window.action_save.isEnabled() and not window.action_open.isEnabled()
    assert window.action_quit.isEnabled()
    assert window.handoff_screen.isVisible() and on_the_cover(window)
    window.handoff_screen.hide()
    assert window.action_save.isEnabled() and window.action_zoom_in.isEnabled()


@pytest.mark.parametrize("key", [Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter])
def test_space_and_enter_still_dismiss_the_cover_after_its_grace_period(qtbot, make_play, monkeypatch, key):
    monkeypatch.setattr(HandoffScreen, "GRACE_MS", 700)
    window = covered_window(qtbot, make_play)
    screen = window.handoff_screen
    for tab in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
        QTest.keyClick(QApplication.focusWidget(), tab)
    QTest.keyClick(QApplication.focusWidget(), key)  # during the grace period: ignored
    assert screen.isVisible()
    QTest.keyPress(QApplication.focusWidget(), key)  # pressed during it, released after it
    qtbot.waitUntil(screen.is_ready, timeout=5000)
    QTest.keyRelease(QApplication.focusWidget(), key)
    assert screen.isVisible()
    player = window.controller.waiting_for_handoff()
    QTest.keyClick(QApplication.focusWidget(), key)
    assert not screen.isVisible()
    assert human_ready(window.controller, player) and window.hand_panel.viewer == player
    # The board has the keyboard again, and everything the cover hid takes input.
    assert QApplication.focusWidget() is window.view or window.view.isAncestorOf(QApplication.focusWidget())
    assert window.centralWidget().isEnabled() and window.statusBar().isEnabled()


# -- the same under a real X server ------------------------------------------------------------------
X11_SCRIPT = r"""
import sys
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

app = QApplication(sys.argv)
from editor.play.handoff_screen import HandoffScreen
from editor.play.play_window import PlayWindow
from tests.editor.play.helpers import new_controller

HandoffScreen.GRACE_MS = 300
settings = QSettings(sys.argv[1] + "/settings.ini", QSettings.Format.IniFormat)
settings.setValue("play/speed", "instant")
controller = new_controller("human", "human", seed=5, missions=True)
window = PlayWindow(controller, settings=settings, autosave_path=None)
window.show()
window.activateWindow()
assert QTest.qWaitForWindowActive(window, 5000), "the window never became active"
controller.start()
screen = window.handoff_screen
assert screen.isVisible()
def on_cover():
    focus = QApplication.focusWidget()
    return focus is screen or (focus is not None and screen.isAncestorOf(focus))
assert on_cover(), QApplication.focusWidget()
for key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab, Qt.Key.Key_Down, Qt.Key.Key_Right):
    for _ in range(6):
        QTest.keyClick(QApplication.focusWidget(), key)
        app.processEvents()
        assert on_cover(), (key, QApplication.focusWidget())
window.view.setFocus()
assert on_cover()
QTest.qWait(400)
QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
assert not screen.isVisible() and controller.waiting_for_handoff() is None
window._saved_at = len(controller.game.log)
controller.shutdown()
print("x11 ok")
"""


@pytest.mark.skipif(shutil.which("xvfb-run") is None, reason="no xvfb-run (../shared/tools/screenshot installs it)")
def test_the_cover_keeps_the_keyboard_under_x11(tmp_path):
    script = tmp_path / "x11_cover.py"
    script.write_text(X11_SCRIPT)
    env = {**os.environ, "QT_QPA_PLATFORM": "xcb", "PYTHONPATH": str(ROOT)}
    env.pop("DISPLAY", None)
    done = subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 1600x1000x24", sys.executable, str(script),
                           str(tmp_path)], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and "x11 ok" in done.stdout, done.stdout + done.stderr
