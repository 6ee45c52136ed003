"""The play tool, driven by real mouse clicks on the view: placing, attacking, fortifying, refusals."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from editor.play.board import PlayBoard
from editor.play.controller import GameController, Speed
from editor.play.play_tool import PlayTool, attack_moves, fortify_moves
from editor.view.map_view import MapView
from engine.core.actions import EndAttack, PlaceArmies
from engine.core.game import Game, GameSetup
from engine.core.state import NOBODY, Phase
from engine.rules.base import PlayerSetup
from tests.support.games import board as shipped_board

OPTIONS = {"setup": "random", "random-deal-armies": "spread", "turn-limit": 300}
LEFT = Qt.MouseButton.LeftButton
NO_KEYS = Qt.KeyboardModifier.NoModifier


class Table:
    """A game on the tutorial map with its board, view and play tool, and a person's mouse."""

    def __init__(self, qtbot, controller: GameController) -> None:
        self.controller = controller
        self.view = MapView()
        self.view.resize(1000, 700)
        qtbot.addWidget(self.view)
        self.board = PlayBoard(controller, self.view)
        self.tool = PlayTool(controller, self.board)
        self.statuses: list[str] = []
        self.tool.status.connect(self.statuses.append)
        self.view.set_tool(self.tool)
        self.view.show()

    @property
    def state(self):
        return self.controller.state

    def pixel(self, territory: int) -> QPoint:
        # The label point: inside the territory, just above its badge.
        return self.view.mapFromScene(self.board.anchor(territory))

    def click(self, territory: int, modifiers=NO_KEYS) -> None:
        QTest.mouseClick(self.view.viewport(), LEFT, modifiers, self.pixel(territory))

    def drag(self, source: int, target: int) -> None:
        viewport = self.view.viewport()
        start, end = self.pixel(source), self.pixel(target)
        QTest.mousePress(viewport, LEFT, NO_KEYS, start)
        steps = 6
        for k in range(1, steps + 1):
            point = start + (end - start) * (k / steps)
            event = QMouseEvent(QEvent.Type.MouseMove, QPointF(point), QPointF(viewport.mapToGlobal(point)),
                                Qt.MouseButton.NoButton, LEFT, NO_KEYS)
            QApplication.sendEvent(viewport, event)
        QTest.mouseRelease(viewport, LEFT, NO_KEYS, end)

    def hover(self, territory: int) -> None:
        QTest.mouseMove(self.view.viewport(), self.pixel(territory))

    def mine(self) -> list[int]:
        return self.state.territories_of(0)

    def enemy(self) -> int:
        return next(t for t, owner in enumerate(self.state.owner) if owner not in (0, NOBODY))


@pytest.fixture
def table(qtbot):
    made = []

    def make(*controllers: str, seed: int = 3, start: bool = True, **options) -> Table:
        seats = tuple(PlayerSetup(f"P{i}", controller=c) for i, c in enumerate(controllers))
        game = Game(shipped_board("tutorial"), GameSetup("classic", seats, seed, {**OPTIONS, **options}))
        controller = GameController(game, speed=Speed.INSTANT)
        made.append(controller)
        result = Table(qtbot, controller)
        if start:
            with qtbot.waitSignal(controller.humanTurn, timeout=5000):
                controller.start()
        return result

    yield make
    for controller in made:
        controller.shutdown()


def to_attack(table: Table) -> None:
    """Place all reinforcements on the territory best placed to attack."""
    state = table.state
    front = max(table.mine(), key=lambda t: sum(state.owner[n] != 0 for n in table.controller.world.neighbours[t]))
    table.controller.perform(PlaceArmies(front, state.reinforcements))
    assert table.state.phase == Phase.ATTACK


def test_a_click_on_your_territory_places_one_army(table):
    t = table("human", "random")
    assert t.state.phase == Phase.REINFORCE and t.controller.decider() == 0
    mine = t.mine()[0]
    before, left = t.state.armies[mine], t.state.reinforcements
    t.click(mine)
    assert t.state.armies[mine] == before + 1 and t.state.reinforcements == left - 1
    assert t.board.badge(mine).text() == str(before + 1)


def test_shift_click_places_the_chosen_count_and_ctrl_click_places_all(table):
    t = table("human", "random")
    first, second = t.mine()[:2]
    left = t.state.reinforcements
    assert left >= 3
    t.tool.set_placement_count(2)
    before = t.state.armies[first]
    t.click(first, Qt.KeyboardModifier.ShiftModifier)
    assert t.state.armies[first] == before + 2 and t.state.reinforcements == left - 2
    before = t.state.armies[second]
    t.click(second, Qt.KeyboardModifier.ControlModifier)
    assert t.state.armies[second] == before + left - 2
    assert t.state.phase == Phase.ATTACK


def test_a_shift_click_never_places_more_than_are_left(table):
    t = table("human", "random")
    mine = t.mine()[0]
    left = t.state.reinforcements
    t.tool.set_placement_count(99)
    before = t.state.armies[mine]
    t.click(mine, Qt.KeyboardModifier.ShiftModifier)
    assert t.state.armies[mine] == before + left


def test_a_click_on_an_enemy_territory_is_refused_with_the_rules_reason(table):
    t = table("human", "random")
    enemy = t.enemy()
    before = list(t.state.armies)
    t.click(enemy)
    assert t.state.armies == before
    assert t.statuses[-1] == t.controller.explain(PlaceArmies(enemy, 1))
    assert t.controller.world.names[enemy] in t.statuses[-1]


def test_a_click_outside_the_map_says_what_to_do(table):
    t = table("human", "random")
    QTest.mouseClick(t.view.viewport(), LEFT, NO_KEYS, t.view.mapFromScene(QPointF(-10, -10)))
    assert "place an army" in t.statuses[-1]


def test_hovering_a_territory_describes_it(table):
    t = table("human", "random")
    enemy = t.enemy()
    t.hover(enemy)
    state = t.state
    name, armies = t.controller.world.names[enemy], state.armies[enemy]
    owner = state.players[state.owner[enemy]].name
    expected = f"{name}: {armies} armies ({owner})" if armies != 1 else f"{name}: 1 army ({owner})"
    assert t.statuses[-1] == expected


def test_in_the_attack_a_source_shows_its_targets_and_a_target_asks_for_the_attack(qtbot, table):
    t = table("human", "random")
    to_attack(t)
    moves = attack_moves(t.controller)
    assert t.board.highlighted() == (frozenset(moves), frozenset(), None)
    source = next(iter(moves))
    t.click(source)
    assert t.tool.source() == source
    assert t.board.highlighted() == (frozenset(moves), frozenset(moves[source]), source)
    target = min(moves[source])
    with qtbot.waitSignal(t.tool.attackRequested) as requested:
        t.click(target)
    assert requested.args == [source, target]
    t.click(source)  # the source again: chosen no more
    assert t.tool.source() is None and t.board.highlighted()[2] is None


def test_escape_forgets_the_chosen_source(table):
    t = table("human", "random")
    to_attack(t)
    source = next(iter(attack_moves(t.controller)))
    t.click(source)
    QTest.keyClick(t.view, Qt.Key.Key_Escape)
    assert t.tool.source() is None and not t.board.dimmed()


def test_in_the_attack_an_unreachable_enemy_is_explained(table):
    t = table("human", "random")
    to_attack(t)
    moves = attack_moves(t.controller)
    source = next(iter(moves))
    far = [e for e, owner in enumerate(t.state.owner) if owner == 1 and e not in moves[source]]
    if not far:
        pytest.skip("every enemy borders the source in this deal")
    t.click(source)
    t.click(far[0])
    assert "does not border" in t.statuses[-1]


def test_a_drag_between_your_territories_asks_to_fortify(qtbot, table):
    t = table("human", "random")
    to_attack(t)
    t.controller.perform(EndAttack())
    assert t.state.phase == Phase.FORTIFY
    moves = fortify_moves(t.controller)
    source = next(iter(moves))
    target = min(moves[source])
    with qtbot.waitSignal(t.tool.fortifyRequested) as requested:
        t.drag(source, target)
    assert requested.args == [source, target]
    assert t.tool.drag_line() is None


def test_a_click_then_a_click_also_asks_to_fortify(qtbot, table):
    t = table("human", "random")
    to_attack(t)
    t.controller.perform(EndAttack())
    moves = fortify_moves(t.controller)
    source = next(iter(moves))
    target = min(moves[source])
    t.click(source)
    assert t.board.highlighted()[1:] == (frozenset(moves[source]), source)
    with qtbot.waitSignal(t.tool.fortifyRequested) as requested:
        t.click(target)
    assert requested.args == [source, target]


def test_claiming_an_empty_territory(table):
    t = table("human", "random", setup="claim")
    assert t.state.phase == Phase.CLAIM
    empty = t.state.owner.index(NOBODY)
    if t.controller.decider() != 0:
        pytest.skip("the computer claims first with this seed")
    t.click(empty)
    assert t.state.owner[empty] == 0


def test_nobody_may_click_before_taking_the_screen(qtbot, table):
    t = table("human", "human", start=False, missions=True)
    with qtbot.waitSignal(t.controller.handoffNeeded, timeout=5000):
        t.controller.start()
    player = t.controller.waiting_for_handoff()
    mine = t.state.territories_of(player)[0]
    before = list(t.state.armies)
    t.click(mine)
    assert t.state.armies == before
    assert t.statuses[-1] == f"Waiting for P{player} to take the screen."


def test_quick_clicks_each_place_an_army(table):
    t = table("human", "random")
    mine = t.mine()[0]
    before = t.state.armies[mine]
    viewport, pixel = t.view.viewport(), t.pixel(mine)
    t.click(mine)
    # The second click of a double click, as Qt 6 delivers it (press, double click, release)...
    QTest.mousePress(viewport, LEFT, NO_KEYS, pixel)
    QTest.mouseDClick(viewport, LEFT, NO_KEYS, pixel)
    QTest.mouseRelease(viewport, LEFT, NO_KEYS, pixel)
    # ...and as some platforms do (a double click instead of the press).
    QTest.mouseDClick(viewport, LEFT, NO_KEYS, pixel)
    QTest.mouseRelease(viewport, LEFT, NO_KEYS, pixel)
    assert t.state.armies[mine] == before + 3


def test_a_new_phase_says_what_to_do(table):
    t = table("human", "random")
    assert "place an army" in t.statuses[-1]  # said when the tool was first shown
    t.click(t.mine()[0], Qt.KeyboardModifier.ControlModifier)
    assert t.state.phase == Phase.ATTACK
    assert t.statuses[-1].startswith("Click one of your territories outlined in white")


def test_the_two_player_setup_places_the_neutral_army_by_a_click(table):
    """Issue 10: "place two of your own and one neutral per turn" — clicks place both."""
    t = table("human", "random", **{"neutral-army": True, "random-deal-armies": "place"})
    state = t.state
    assert state.phase == Phase.PLACE_INITIAL
    me = state.current
    neutral = next(i for i, p in enumerate(state.players) if p.neutral)
    mine = state.territories_of(me)[0]
    theirs = state.territories_of(neutral)[0]
    t.hover(theirs)
    assert t.view.viewport().cursor().shape() == Qt.CursorShape.PointingHandCursor
    before = state.armies[theirs]
    t.click(theirs)
    assert t.state.armies[theirs] == before + 1 and t.state.current == me
    assert t.statuses[-1].startswith(f"1 neutral army placed on {t.controller.world.names[theirs]}.")
    assert t.statuses[-1].endswith("Click your territories to place 2 more of your armies.")
    before = t.state.armies[mine]
    t.click(mine, Qt.KeyboardModifier.ControlModifier)  # all that is left of this turn's two
    assert t.state.armies[mine] == before + 2 and t.state.current != me

