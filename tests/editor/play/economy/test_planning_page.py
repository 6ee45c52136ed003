"""Planning in secret at one desk, through the real window: orders drawn by dragging on the
board, listed and removed, submitted; the next person, behind the hand-off, is shown nothing of
them, before and after saving and loading; the minute once most have submitted."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QLabel,
    QListWidget,
    QTableWidget,
    QWidget,
)

from editor.play.economy.action_words import action_text, units_name
from editor.play.economy.order_dialog import OrderDialog
from editor.play.economy.pages.planning_page import PlanningPage
from engine.core.actions import MixEntropy
from engine.rules.economy.actions import UNIT_KINDS, Done, Plan
from tests.editor.play.economy.shop_helpers import drag_territory, finish_shopping, take_screen

LEFT = Qt.MouseButton.LeftButton


def everything_shown(window) -> list[str]:
    """Every text of the window and its other windows, shown or hidden: labels, buttons, list,
    combo and table items, tooltips, accessible names, the status bar and title, and the board
    scene's text items and tooltips."""
    texts = [window.statusBar().currentMessage(), window.windowTitle()]
    tops = [window, *(w for w in QApplication.topLevelWidgets() if w is not window)]
    for top in tops:
        for widget in [top, *top.findChildren(QWidget)]:
            texts += [widget.toolTip(), widget.accessibleName(), widget.accessibleDescription(), widget.windowTitle()]
            if isinstance(widget, (QLabel, QAbstractButton)):
                texts.append(widget.text())
            elif isinstance(widget, QListWidget):
                texts += [widget.item(i).text() for i in range(widget.count())]
                texts += [widget.item(i).toolTip() for i in range(widget.count())]
            elif isinstance(widget, QComboBox):
                texts += [widget.itemText(i) for i in range(widget.count())]
            elif isinstance(widget, QTableWidget):
                texts += [widget.item(r, c).text() for r in range(widget.rowCount())
                          for c in range(widget.columnCount()) if widget.item(r, c) is not None]
    for item in window.board.scene.items():
        texts.append(item.toolTip())
        if isinstance(item, QGraphicsTextItem):
            texts.append(item.toPlainText())
        elif isinstance(item, QGraphicsSimpleTextItem):
            texts.append(item.text())
    return [t for t in texts if t]


def order_phrases(controller, plans) -> list[str]:
    """Every way an order could be put in words: the actions' words, the page's list, the
    destination and origin as orders name them."""
    names = controller.names.territories
    phrases = []
    for source, target, count, kind in plans:
        plan = Plan(source, target, count, UNIT_KINDS[kind])
        phrases += [action_text(controller, plan), f"→ {names[target]}", f"to {names[target]}",
                    f"{units_name(plan.kind, count)}: {names[source]}"]
    return phrases


def start_planning(make_economy, qtbot, *controllers: str, player: int = 0):
    """A game whose people are done shopping at once; the window at ``player``'s planning."""
    window = make_economy(*controllers)
    window.resize(1200, 900)
    window.show()
    controller = window.controller
    controller.start()
    for person in controller.humans():
        take_screen(qtbot, window, person, "get")
        finish_shopping(window)
    take_screen(qtbot, window, player, "planning")
    return window


def plan_by_dragging(qtbot, window, source: int, target: int, count: int) -> None:
    page = window.phase_panel.page
    drag_territory(window, source, target)
    qtbot.waitUntil(lambda: page.dialog is not None and page.dialog.isVisible())
    dialog = page.dialog
    assert isinstance(dialog, OrderDialog)
    dialog.count.setValue(count)
    QTest.mouseClick(dialog.ok, LEFT)
    assert window.controller.game.log[-1].count == count


def targets_from(controller, source: int) -> list[int]:
    return sorted({a.target for a in controller.legal_actions() if isinstance(a, Plan) and a.source == source})


def test_two_people_plan_in_secret_and_the_second_sees_nothing_of_the_firsts(make_economy, qtbot):
    window = start_planning(make_economy, qtbot, "human", "human", "heuristic")
    controller = window.controller
    page = window.phase_panel.page
    assert isinstance(page, PlanningPage)
    ada = controller.state.players[0].capital
    first, second, third = targets_from(controller, ada)[:3]
    # The count dialog offers all of them but the capital's last army by default, and warns
    # when all of them would go.
    drag_territory(window, ada, first)
    qtbot.waitUntil(lambda: page.dialog is not None and page.dialog.isVisible())
    assert page.dialog.count.value() == 4 and page.dialog.count.maximum() == 5
    assert not page.dialog.warning.isVisible()
    page.dialog.count.setValue(5)
    assert page.dialog.warning.text() == "Your capital would be left without an army."
    page.dialog.count.setValue(3)
    QTest.mouseClick(page.dialog.ok, LEFT)
    assert controller.game.log[-1] == Plan(ada, first, 3, "army")
    plan_by_dragging(qtbot, window, ada, second, 1)
    names = controller.names.territories
    assert [page.orders.item(i).text() for i in range(page.orders.count())] == [
        f"3 armies: {names[ada]} → {names[first]}", f"1 army: {names[ada]} → {names[second]}"]

    # Remove takes the chosen order back.
    page.orders.setCurrentRow(1)
    QTest.mouseClick(page.remove_button, LEFT)
    assert controller.state.players[0].plans == [(ada, first, 3, 0)]
    assert page.orders.count() == 1
    plan_by_dragging(qtbot, window, ada, third, 2)
    ada_plans = list(controller.state.players[0].plans)
    assert ada_plans == [(ada, first, 3, 0), (ada, third, 2, 0)]
    secrets = order_phrases(controller, ada_plans)
    assert any(phrase in text for text in everything_shown(window) for phrase in secrets)  # the check can see them

    QTest.mouseClick(page.done_button, LEFT)  # Submit
    qtbot.waitUntil(lambda: controller.waiting_for_handoff() == 1)
    assert window.handoff_screen.isVisible()
    assert not [t for t in everything_shown(window) if any(phrase in t for phrase in secrets)]

    take_screen(qtbot, window, 1, "planning")
    page = window.phase_panel.page
    assert isinstance(page, PlanningPage) and page.player == 1 and page.orders.count() == 0
    assert not [t for t in everything_shown(window) if any(phrase in t for phrase in secrets)]
    # Basil plans too: his own orders, and still nothing of Ada's.
    basil = controller.state.players[1].capital
    plan_by_dragging(qtbot, window, basil, targets_from(controller, basil)[0], 4)
    assert page.orders.count() == 1 and controller.state.players[0].plans == ada_plans
    assert not [t for t in everything_shown(window) if any(phrase in t for phrase in secrets)]
    QTest.mouseClick(page.done_button, LEFT)
    # The computer player plans; everyone moves on.
    qtbot.waitUntil(lambda: controller.state.phase != "planning", timeout=15_000)


def test_saving_and_loading_mid_planning_keeps_the_orders_secret_and_the_game_going(make_economy, qtbot,
                                                                                   tmp_path):
    window = start_planning(make_economy, qtbot, "human", "human", "heuristic")
    controller = window.controller
    ada = controller.state.players[0].capital
    plan_by_dragging(qtbot, window, ada, targets_from(controller, ada)[0], 4)
    ada_plans = list(controller.state.players[0].plans)
    secrets = order_phrases(controller, ada_plans)
    QTest.mouseClick(window.phase_panel.page.done_button, LEFT)
    qtbot.waitUntil(lambda: controller.waiting_for_handoff() == 1)

    path = tmp_path / "planning.yaml"
    assert window.save_to(path)
    assert window.open_game(path)
    loaded = window.controller
    assert loaded is not controller
    assert loaded.state.phase == "planning" and loaded.state.pending == [1, 2]
    assert loaded.state.players[0].plans == ada_plans  # submitted, kept
    # Loaded, the screen is nobody's until Basil takes it.
    qtbot.waitUntil(lambda: loaded.waiting_for_handoff() == 1)
    assert not [t for t in everything_shown(window) if any(phrase in t for phrase in secrets)]
    take_screen(qtbot, window, 1, "planning")
    page = window.phase_panel.page
    assert isinstance(page, PlanningPage) and page.orders.count() == 0
    assert not [t for t in everything_shown(window) if any(phrase in t for phrase in secrets)]
    QTest.mouseClick(page.done_button, LEFT)
    qtbot.waitUntil(lambda: loaded.state.phase != "planning", timeout=15_000)
    # Opening mixed fresh entropy into the dice (logged); Basil's order came right after it.
    mixed = max(i for i, action in enumerate(loaded.game.log) if isinstance(action, MixEntropy))
    assert loaded.game.log[mixed + 1] == Done()


def test_orders_given_before_loading_can_still_be_removed(make_economy, qtbot, tmp_path):
    """Orders are final once submitted, not once the game was saved: a game opened again (after
    a crash, too) knows the orders of the phase going on and lets them be removed (issue 25)."""
    window = start_planning(make_economy, qtbot, "human", "heuristic")
    controller = window.controller
    ada = controller.state.players[0].capital
    target = targets_from(controller, ada)[0]
    plan_by_dragging(qtbot, window, ada, target, 2)
    path = tmp_path / "planning.yaml"
    assert window.save_to(path) and window.open_game(path)
    take_screen(qtbot, window, 0, "planning")
    page = window.phase_panel.page
    plan_by_dragging(qtbot, window, ada, targets_from(window.controller, ada)[1], 1)
    assert page.orders.count() == 2
    page.orders.setCurrentRow(0)
    assert page.remove_button.isEnabled()
    QTest.mouseClick(page.remove_button, LEFT)
    assert [plan[:3] for plan in window.controller.state.players[0].plans] == [
        (ada, targets_from(window.controller, ada)[1], 1)]


def test_once_most_have_submitted_the_last_person_has_the_timers_seconds(make_economy, qtbot):
    """"Once a majority of the players have finished the planning phase, the remaining players
    have will have one minute to complete their plans. At the end of that one minute they must
    stop. The plans that players have written at this point are final.\" The people are
    counted: a computer player plans at once."""
    window = make_economy("heuristic", "human", "human", "human")
    window.planning_timer_seconds = lambda: 2  # the new-game option (0: no timer)
    window.resize(1200, 900)
    window.show()
    controller = window.controller
    controller.start()
    for person in (1, 2, 3):
        take_screen(qtbot, window, person, "get")
        finish_shopping(window)
    # Basil and Cleo plan when none, then one of the three people have submitted: no timer.
    for person in (1, 2):
        take_screen(qtbot, window, person, "planning")
        page = window.phase_panel.page
        assert not page.timer_label.isVisible() and page.seconds_left() is None
        QTest.mouseClick(page.done_button, LEFT)
    # Dmitri plans when two of three people have: the countdown runs, and at zero his orders
    # so far are final.
    take_screen(qtbot, window, 3, "planning")
    page = window.phase_panel.page
    assert page.timer_label.isVisible() and "s left to plan" in page.timer_label.text()
    dmitri = controller.state.players[3].capital
    plan_by_dragging(qtbot, window, dmitri, targets_from(controller, dmitri)[0], 2)
    planned = len(controller.game.log)
    dmitris_plans = list(controller.state.players[3].plans)
    qtbot.waitUntil(lambda: controller.state.phase != "planning", timeout=5000)
    # Nobody pressed Submit: the timer did, right after his order, which stands.
    assert controller.game.log[planned] == Done()
    assert controller.state.phase == "friendly-movement" and controller.state.players[3].plans == dmitris_plans


def test_submit_with_the_count_dialog_open_keeps_the_order(make_economy, qtbot):
    """A person who drags an order and presses Submit before OK has the order given, not lost."""
    window = start_planning(make_economy, qtbot, "human", "heuristic")
    controller = window.controller
    page = window.phase_panel.page
    ada = controller.state.players[0].capital
    target = targets_from(controller, ada)[0]
    drag_territory(window, ada, target)
    qtbot.waitUntil(lambda: page.dialog is not None and page.dialog.isVisible())
    page.dialog.count.setValue(2)
    QTest.mouseClick(page.done_button, LEFT)
    assert controller.game.log[-2:] == [Plan(ada, target, 2, "army"), Done()]
