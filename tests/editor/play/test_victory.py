"""The end of a game: a game between bots, played through the window, ends on the victory
screen with the winner and the chart of territories held."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from editor.play.colours import PALETTE
from editor.play.victory_screen import TerritoryChart, VictoryScreen, nice_step
from engine.core.state import Phase
from tests.editor.play.helpers import new_controller


def test_a_game_between_bots_ends_on_the_victory_screen(qtbot, make_play, autosave, monkeypatch):
    window = make_play("random", "heuristic", "random", seed=11)
    window.show()
    controller = window.controller
    controller.start()
    qtbot.waitUntil(lambda: window.victory_screen is not None, timeout=30_000)
    state = controller.state
    assert state.phase == Phase.GAME_OVER
    screen = window.victory_screen
    assert screen.objectName() == "victoryScreen" and screen.isVisible()
    winner = state.winner
    assert winner is not None  # 300 turns are plenty on ten territories
    assert screen.headline.text() == f"{state.players[winner].name} wins!"
    assert f"Turns played: {controller.history.turns[-1]}" in screen.details.text()
    assert "conquered the world" in screen.details.text()
    names = [name for name, _colour, _values in screen.chart.series()]
    assert names == [p.name for p in state.players]
    colours = [colour.name() for _name, colour, _values in screen.chart.series()]
    assert colours == [PALETTE[i][0] for i in range(3)]
    assert screen.chart.series()[winner][2][-1] == len(controller.world.ids)  # the winner holds everything
    assert not autosave.exists()  # a finished game leaves nothing to resume
    screen.grab().save("/tmp/victory_screen.png")

    asked = []  # the new-game dialog itself is tested elsewhere
    monkeypatch.setattr("editor.play.new_game_dialog.ask_new_game", lambda *args: asked.append(args))
    QTest.mouseClick(screen.findChild(QPushButton, "newGame"), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, QPoint(5, 5))
    assert len(asked) == 1 and asked[0][0] is window
    assert not screen.isVisible()


def test_a_draw_says_so(qtbot):
    controller = new_controller("random", "random", **{"turn-limit": 3})
    try:
        with qtbot.waitSignal(controller.gameOver, timeout=10_000):
            controller.start()
        assert controller.state.winner is None
        screen = VictoryScreen(controller)
        qtbot.addWidget(screen)
        assert screen.headline.text() == "The game ends in a draw"
        assert "the turn limit (3) was reached" in screen.details.text()
        assert screen.findChild(QPushButton, "close") is not None
    finally:
        controller.shutdown()


def test_the_chart_draws_every_player(qtbot):
    from PySide6.QtGui import QColor

    chart = TerritoryChart()
    qtbot.addWidget(chart)
    chart.resize(600, 320)
    chart.set_data([1, 2, 3, 4], [("Ann", QColor("#e69f00"), [3, 4, 6, 10]), ("Bob", QColor("#56b4e9"), [7, 6, 4, 0])])
    image = chart.grab().toImage()
    found = {image.pixelColor(x, y).name() for x in range(0, image.width(), 2) for y in range(0, image.height(), 2)}
    assert "#e69f00" in found and "#56b4e9" in found


def test_axis_steps_are_round():
    assert nice_step(10) == 2
    assert nice_step(42) == 10
    assert nice_step(300, 8) == 50
    assert nice_step(0) == 1
