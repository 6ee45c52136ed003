"""View ▸ Panels brings back a panel closed by accident (issue 28, item 17: "docks closed by
accident come back from View ▸ Panels"): every dock of the classic, Legacy and economy play
windows, and the side column beside the map, each listed under its own name."""

from __future__ import annotations

from PySide6.QtWidgets import QDockWidget, QMenu

from editor.play.economy.window import EconomyPlayWindow
from editor.play.legacy.window import LegacyPlayWindow
from tests.editor.play.economy.helpers import economy_controller
from tests.editor.play.helpers import close_quietly
from tests.editor.play.legacy.helpers import legacy_controller
from tests.editor.play.legacy.test_names_and_stock import campaign_session
from tests.engine.rules.legacy.support import fresh_world


def panels_menu(window) -> QMenu:
    """View ▸ Panels as it is when a person opens the View menu."""
    view = window.menuBar().findChild(QMenu, "menu.view")
    assert view is not None
    view.aboutToShow.emit()
    panels = view.findChild(QMenu, "menu.panels")
    assert panels is not None and panels.menuAction() in view.actions()
    panels.aboutToShow.emit()
    return panels


def entry(window, text: str):
    """The entry of View ▸ Panels read as ``text`` (its mnemonic's & left out)."""
    found = [a for a in panels_menu(window).actions() if a.text().replace("&", "") == text]
    assert len(found) == 1, [a.text() for a in panels_menu(window).actions()]
    return found[0]


def shown(qtbot, window) -> None:
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)


def close_and_bring_back(qtbot, window, dock: QDockWidget) -> None:
    dock.show()
    qtbot.waitUntil(dock.isVisible)
    dock.close()  # its title bar's ×
    assert not dock.isVisible()
    action = entry(window, dock.windowTitle())
    assert action.isCheckable() and not action.isChecked()
    action.trigger()
    qtbot.waitUntil(dock.isVisible)
    assert entry(window, dock.windowTitle()).isChecked()


def test_classic_the_side_column_dragged_shut_comes_back(qtbot, make_play):
    """The classic window has no dock: what can be lost is the side column, dragged against
    the window's edge (its splitter lets it collapse)."""
    window = make_play("human", "random", map_name="classic")
    shown(qtbot, window)
    assert window.panel_docks() == []
    side = entry(window, "Side Panels")
    assert side.isChecked()
    window.splitter.setSizes([window.splitter.width(), 0])  # as a drag to the edge leaves it
    window.splitter.splitterMoved.emit(window.splitter.width(), 1)
    assert not window.side_panels_shown()
    side = entry(window, "Side Panels")
    assert not side.isChecked()
    side.trigger()
    assert window.side_panels_shown() and window.splitter.sizes()[1] >= 200
    assert entry(window, "Side Panels").isChecked()


def test_legacy_the_sideboard_and_the_campaign_come_back(qtbot, settings, tmp_path):
    controller = legacy_controller("human", "heuristic", "heuristic")
    session = campaign_session(tmp_path, fresh_world())
    window = LegacyPlayWindow(controller, settings=settings, autosave_path=controller.autosave_path,
                              session=session)
    qtbot.addWidget(window, before_close_func=close_quietly)
    shown(qtbot, window)
    docks = window.panel_docks()
    assert {d.objectName() for d in docks} == {"sideboardDock", "campaignDock"}
    assert [entry(window, d.windowTitle()).text().replace("&", "") for d in docks] == ["Campaign", "Sideboard"]
    for dock in docks:
        close_and_bring_back(qtbot, window, dock)
    window.grab().save("/tmp/view-panels-legacy.png")


def test_economy_the_round_replay_comes_back(qtbot, settings, autosave):
    controller = economy_controller("human", "heuristic", autosave=autosave)
    window = EconomyPlayWindow(controller, settings=settings, autosave_path=autosave)
    qtbot.addWidget(window, before_close_func=close_quietly)
    shown(qtbot, window)
    docks = window.panel_docks()
    assert [d.objectName() for d in docks] == ["roundReplayDock"]
    close_and_bring_back(qtbot, window, docks[0])
    assert entry(window, "Side Panels").isChecked()


def test_a_new_game_lists_its_docks_once(qtbot, settings, autosave):
    """The economy's replay dock is made again for each game: the menu lists the one there is."""
    controller = economy_controller("human", "heuristic", autosave=autosave)
    window = EconomyPlayWindow(controller, settings=settings, autosave_path=autosave)
    qtbot.addWidget(window, before_close_func=close_quietly)
    shown(qtbot, window)
    window.set_controller(economy_controller("human", "heuristic", seed=6, autosave=autosave))
    entry(window, "Round Replay")  # one entry, not one per game shown
