"""The log dock tells the game as it is (issue 27): what was taken back goes from it at once;
roll-offs say who won and who lost a unit, the neutral units by that name; and a computer
player's Get phase reads in a few lines, one per kind of purchase."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from editor.play.event_text import event_sentence
from engine.core.state import NOBODY
from engine.rules.economy.actions import ARMY, NAVY, BattleAttack, MoveUnits, Recruit
from engine.rules.economy.events import (
    BorderRollOff,
    InfrastructureChanged,
    PlayerDone,
    RollOff,
    UnitsRecruited,
    UpkeepPaid,
)
from tests.editor.play.economy.helpers import economy_controller
from tests.editor.play.economy.shop_helpers import click_territory, drag_territory, finish_shopping, take_screen
from tests.editor.play.economy.test_combat_dialog import set_up_flank_battle, start
from tests.editor.play.helpers import human_ready

LEFT, CTRL = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ControlModifier
SHOTS = Path("/tmp/shots27")


def shot(window, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    window.grab().save(str(SHOTS / f"{name}.png"))


def opened(make_economy, qtbot, *controllers: str):
    window = make_economy(*controllers)
    window.resize(1200, 900)
    window.show()
    window.controller.start()
    take_screen(qtbot, window, 0, "get")
    return window


# -- what was taken back ---------------------------------------------------------------------------
def test_a_purchase_taken_back_leaves_the_log_at_once_for_everyone(make_economy, qtbot):
    window = opened(make_economy, qtbot, "human", "human")
    controller, log = window.controller, window.game_log
    page = window.phase_panel.page
    ukraine = controller.state.players[0].capital
    name = controller.names.territories[ukraine]
    QTest.mouseClick(page.pay_button, LEFT)
    before = log.lines()
    click_territory(window, ukraine)
    assert controller.game.log[-1] == Recruit(ukraine, 1)
    assert log.lines() == before + [f"Ada recruits 1 army in {name} for 5 MU."]
    click_territory(window, ukraine)
    assert log.lines()[-2:] == [f"Ada recruits 1 army in {name} for 5 MU."] * 2

    # Ctrl+Z takes the last purchase back: its line goes, the first one stays.
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    QTest.keyClick(window, Qt.Key.Key_Z, CTRL)
    assert controller.game.log[-1] == Recruit(ukraine, 1) and len(controller.game.log) == 2
    assert log.lines() == before + [f"Ada recruits 1 army in {name} for 5 MU."]
    # The Undo button likewise, down to the upkeep paid.
    QTest.mouseClick(page.undo_button, LEFT)
    assert log.lines() == before
    QTest.mouseClick(page.undo_button, LEFT)
    assert controller.game.log == [] and "Ada pays 0 MU upkeep." not in log.lines()
    shot(window, "log-after-undo")

    # Basil, at the same desk after Ada, reads the same log: nothing she took back is in it.
    finish_shopping(window)
    take_screen(qtbot, window, 1, "get")
    assert not [line for line in log.lines() if line.startswith("Ada recruits")]
    assert log.lines().count("Ada pays 0 MU upkeep.") == 1


def test_a_friendly_move_taken_back_leaves_the_log(make_economy, qtbot):
    window = opened(make_economy, qtbot, "human", "heuristic")
    controller, log = window.controller, window.game_log
    finish_shopping(window)
    take_screen(qtbot, window, 0, "planning")
    QTest.mouseClick(window.phase_panel.page.done_button, LEFT)
    take_screen(qtbot, window, 0, "friendly-movement")
    page = window.phase_panel.page
    state = controller.state
    ukraine = state.players[0].capital
    neighbour = next(t for t in controller.world.neighbours[ukraine]
                     if controller.world.land[t] and state.owner[t] != 1 and not state.army[1][t])
    state.owner[neighbour], state.neutral[neighbour] = 0, 0  # Ada's, as after a won battle
    controller.rules._recount(state)
    controller.stateChanged.emit()
    before = log.lines()

    drag_territory(window, ukraine, neighbour)
    qtbot.waitUntil(lambda: page.dialog is not None and page.dialog.isVisible())
    page.dialog.count.setValue(2)
    QTest.mouseClick(page.dialog.ok, LEFT)
    assert controller.game.log[-1] == MoveUnits(ukraine, neighbour, 2, "army")
    names = controller.names.territories
    moved = f"Ada moves 2 armies from {names[ukraine]} to {names[neighbour]}."
    assert log.lines() == before + [moved]

    page.orders.setCurrentRow(0)
    QTest.mouseClick(page.remove_button, LEFT)
    assert not isinstance(controller.game.log[-1], MoveUnits)
    assert moved not in log.lines() and log.lines() == before


def test_a_note_of_a_reopened_game_stays_when_a_move_is_taken_back(make_economy, qtbot):
    window = opened(make_economy, qtbot, "human", "heuristic")
    log = window.game_log
    log.add_note("Restored the game after a crash.")
    page = window.phase_panel.page
    QTest.mouseClick(page.pay_button, LEFT)
    assert log.lines()[-2:] == ["Restored the game after a crash.", "Ada pays 0 MU upkeep."]
    QTest.mouseClick(page.undo_button, LEFT)
    assert log.lines()[-1] == "Restored the game after a crash."
    assert window.controller.game.log == []


# -- roll-offs ---------------------------------------------------------------------------------------
def test_a_roll_off_says_who_won_and_who_lost_a_unit(qapp):
    controller = economy_controller("human", "human")
    try:
        t = controller.world.index["southern-europe"]
        a, b = controller.world.index["western-europe"], t
        place = controller.names.territories[t]
        assert event_sentence(RollOff(0, 1, t, 5, 3, False, True), controller) == \
            f"In {place}, Ada rolls 5 against Basil's 3. Ada wins the roll-off: Basil loses a unit."
        assert event_sentence(RollOff(0, 1, t, 2, 5, True, False), controller) == \
            f"In {place}, Ada rolls 2 against Basil's 5. Basil wins the roll-off: Ada loses a unit."
        # The modifiers count: different dice may tie.
        tie = RollOff(0, 1, t, 5, 4, True, True, (("more-units", 1),), (("defender", 1), ("fortification", 1)))
        assert event_sentence(tie, controller) == (
            f"In {place}, Ada rolls 5 +1 = 6 against Basil's 4 +1 +1 = 6. A tie: Ada and Basil both lose a unit.")
        six = RollOff(0, 1, t, 6, 6, True, False, (("twice-as-many", 2),), (("defender", 1),))
        assert event_sentence(six, controller).endswith(
            "Basil defends with a natural 6 and wins the roll-off: Ada loses a unit.")
        # Neutral units are "Neutral", attacking or defending: never "nobody".
        assert event_sentence(RollOff(0, NOBODY, t, 4, 1, False, True), controller) == \
            f"In {place}, Ada rolls 4 against Neutral's 1. Ada wins the roll-off: Neutral loses a unit."
        assert event_sentence(RollOff(NOBODY, 1, t, 6, 2, False, True), controller) == \
            f"In {place}, Neutral rolls 6 against Basil's 2. Neutral wins the roll-off: Basil loses a unit."
        names = controller.names.territories
        assert event_sentence(BorderRollOff(1, 0, a, b, 3, 4, True, False), controller) == (
            f"On the border of {names[a]} and {names[b]}, Basil rolls 3 against Ada's 4. "
            "Ada wins the roll-off: Basil loses a unit.")
    finally:
        controller.shutdown()


def test_a_battle_against_neutral_units_is_logged_with_winner_and_loser(make_economy, qtbot):
    window = make_economy("human", "heuristic")
    controller = window.controller
    south = set_up_flank_battle(controller)
    state = controller.state
    state.army[1][south], state.neutral[south], state.owner[south] = 0, 2, NOBODY  # neutral defenders
    controller.rules._recount(state)
    window.resize(1200, 900)
    start(window, qtbot)
    window.tool.click(south)
    assert controller.state.phase == "battle"
    rolls: list[RollOff] = []
    controller.eventsHappened.connect(lambda events: rolls.extend(e for e in events if isinstance(e, RollOff)))
    assert controller.perform(BattleAttack(ARMY, NOBODY))
    qtbot.waitUntil(lambda: bool(rolls))
    roll = rolls[0]
    place = controller.names.territories[south]
    line = next(line for line in window.game_log.lines() if line.startswith(f"In {place}"))
    assert "Neutral's" in line and "nobody" not in line.lower()
    if roll.attacker_lost and roll.defender_lost:
        assert line.endswith("A tie: Ada and Neutral both lose a unit.")
    elif roll.defender_lost:
        assert line.endswith("Ada wins the roll-off: Neutral loses a unit.")
    else:
        assert "Neutral" in line.split(". ", 1)[1] and line.endswith("Ada loses a unit.")
    shot(window, "log-roll-off-neutral")
    qtbot.waitUntil(lambda: human_ready(controller, 0) or controller.state.phase != "battle", timeout=10_000)
    if window.dialog("battle") is not None:
        window.dialog("battle").close()


# -- a computer player's Get phase -----------------------------------------------------------------
def test_a_computer_players_get_phase_reads_one_line_per_kind(make_economy, qtbot):
    window = opened(make_economy, qtbot, "human", "heuristic")
    controller, log = window.controller, window.game_log
    state = controller.state
    names = controller.names.territories
    # Basil holds more of Europe and has MU to spend: many purchases in many countries.
    basil_lands = [controller.world.index[t] for t in ("iceland", "scandinavia", "northern-europe",
                                                        "western-europe")]
    for t in basil_lands:
        state.owner[t], state.neutral[t], state.army[1][t] = 1, 0, 1
    state.players[1].money = 300
    controller.rules._recount(state)
    controller.stateChanged.emit()
    # Ada's own purchases stay one per line.
    page = window.phase_panel.page
    QTest.mouseClick(page.pay_button, LEFT)
    ukraine = state.players[0].capital
    click_territory(window, ukraine)
    click_territory(window, ukraine)
    assert log.lines()[-2:] == [f"Ada recruits 1 army in {names[ukraine]} for 5 MU."] * 2

    events = []
    controller.eventsHappened.connect(lambda batch: events.extend(batch))
    finish_shopping(window)
    take_screen(qtbot, window, 0, "planning")
    recruits = [e for e in events if isinstance(e, UnitsRecruited) and e.player == 1 and e.kind == ARMY]
    builds = [e for e in events if isinstance(e, InfrastructureChanged) and e.player == 1 and e.money >= 0]
    assert len(recruits) > 1  # the computer bought in several steps
    basil = [line for line in log.lines() if line.startswith("Basil recruits") and "arm" in line]
    assert len(basil) == 1  # one line for all its armies
    places = {e.territory for e in recruits}
    where = names[next(iter(places))] if len(places) == 1 else f"{len(places)} countries"
    armies = sum(e.count for e in recruits)
    assert basil[0] == f"Basil recruits {armies} armies in {where} for {sum(e.cost for e in recruits)} MU."
    # Each purchase is still there to read, in the line's tooltip.
    row = log.lines().index(basil[0])
    assert log.item(row).toolTip().count("\n") == len(recruits) - 1
    # Basil's Get phase, upkeep to done: four lines, not one per purchase.
    lines = log.lines()
    basil_get = lines[lines.index("Basil pays 0 MU upkeep."):lines.index("Basil is done (get).") + 1]
    assert basil_get == ["Basil pays 0 MU upkeep.", basil[0],
                         f"Basil builds a road in {names[builds[0].territory]} for 5 MU.", "Basil is done (get)."]
    shot(window, "log-computer-get-phase")


def test_a_computers_builds_and_navies_are_told_one_line_per_kind(make_economy, qtbot):
    """The log dock as a computer player's Get phase reaches it, event by event."""
    window = opened(make_economy, qtbot, "human", "heuristic")
    controller, log = window.controller, window.game_log
    names = controller.names.territories
    t = {name: controller.world.index[name] for name in ("iceland", "scandinavia", "great-britain")}
    coasts = controller.rules.geo.coasts[controller.world.index["ukraine"]]
    before = log.lines()
    for batch in ([UpkeepPaid(1, 0, 0)],
                  [InfrastructureChanged(1, t["iceland"], "road", 5)],
                  [UnitsRecruited(1, t["iceland"], 2, ARMY, 10)],
                  [InfrastructureChanged(1, t["scandinavia"], "road", 5)],
                  [UnitsRecruited(1, coasts[0], 1, NAVY, 5)],
                  [InfrastructureChanged(1, t["great-britain"], "road", 5)],
                  [UnitsRecruited(1, coasts[-1], 2, NAVY, 20)],
                  [UnitsRecruited(1, t["scandinavia"], 3, ARMY, 15)],
                  [InfrastructureChanged(1, t["great-britain"], "fortification", -5)],
                  [InfrastructureChanged(1, t["iceland"], "fortification", -5)],
                  [PlayerDone(1, "get")]):
        controller.eventsHappened.emit(batch)
    assert log.lines()[len(before):] == [
        "Basil pays 0 MU upkeep.",
        "Basil builds 3 roads for 15 MU.",
        "Basil recruits 5 armies in 2 countries for 25 MU.",
        "Basil recruits 3 navies in 2 waters for 25 MU.",
        "Basil destroys 2 fortifications and gets 10 MU back.",
        "Basil is done (get).",
    ]
    # A person's purchases, and the next player's, are lines of their own.
    controller.eventsHappened.emit([UnitsRecruited(0, t["iceland"], 1, ARMY, 5)])
    controller.eventsHappened.emit([UnitsRecruited(0, t["iceland"], 1, ARMY, 5)])
    assert log.lines()[-2:] == [f"Ada recruits 1 army in {names[t['iceland']]} for 5 MU."] * 2
