"""The battle dialog offers each declaration the engine lists, in words: withdrawing with road
razing, an amphibious landing from the sea (with the navies engaged, if chosen); and it says
who defends. (Border battles: test_border_battle_dialog.py.)"""

from __future__ import annotations

from PySide6.QtCore import Qt

from engine.core.state import NOBODY
from engine.rules.economy.actions import LandWithNavies, Withdraw
from engine.rules.economy.events import InfrastructureDestroyed, UnitsMoved
from tests.editor.play.economy.test_combat_dialog import set_up_flank_battle, start, tid


def open_battle(window, qtbot):
    controller = window.controller
    assert window.phase_panel.page.fight()
    qtbot.waitUntil(lambda: window.dialog("battle") is not None)
    return controller, window.dialog("battle")


def test_a_withdrawal_may_try_to_destroy_the_roads_it_leaves(make_economy, qtbot):
    """"Withdrawing army units may roll 1d6 per surviving unit to destroy roads they cross on a
    roll of 6" — offered only where the engine lists it (here: Ada's armies that have not
    moved, leaving a country with roads)."""
    window = make_economy("human", "heuristic")
    south = set_up_flank_battle(window.controller)
    state = window.controller.state
    state.roads[south] = 1
    state.army[0][south] += 2  # two that were there before the round: normal movement left
    window.controller.rules._recount(state)
    start(window, qtbot)
    controller, dialog = open_battle(window, qtbot)
    assert dialog.raze.isVisible()
    withdraw_combo = dialog.rows["withdraw"][0]
    assert withdraw_combo.count() >= 1 and withdraw_combo.itemText(0).startswith("Withdraw to ")
    assert dialog.raze.isEnabled()
    dialog.raze.setChecked(True)
    seen: list = []
    controller.eventsHappened.connect(seen.extend)
    assert dialog.declare("withdraw")
    assert controller.game.log[-1].verb == "withdraw-razing-roads"
    # The withdrawal goes on unit by unit, then the units that got out go.
    while dialog.rows["withdraw"][1].isVisible():
        assert not dialog.raze.isVisible()  # how it withdraws was declared with the first unit
        assert dialog.declare("withdraw")
    if dialog.step_buttons["go"].isVisible():
        assert dialog.declare("go")
    assert any(isinstance(e, UnitsMoved) for e in seen)
    # Whether the roads went is the dice's business; the log says so if they did.
    if any(isinstance(e, InfrastructureDestroyed) for e in seen):
        assert controller.state.roads[south] == 0


def test_armies_leaving_the_sea_for_land_make_an_amphibious_landing(make_economy, qtbot):
    """"An amphibious landing is when army units move from a contested water territory to a
    land territory\": the dialog words such a withdrawal as a landing."""
    window = make_economy("human", "heuristic")
    controller = window.controller
    sea = set_up_landing(controller)
    start(window, qtbot)
    controller, dialog = open_battle(window, qtbot)
    landings = [a for a in controller.legal_actions()
                if isinstance(a, Withdraw) and controller.world.land[a.target]]
    assert landings
    landing = landings[0]
    assert dialog.choose("withdraw", landing)
    name = controller.names.territories[landing.target]
    assert dialog.rows["withdraw"][0].currentText() == f"Land in {name} (amphibious landing)"
    assert dialog.rows["withdraw"][1].text() == "Land"
    assert dialog.declare("withdraw")
    # The army left the sea: landed, or sunk by Basil's intercepting navy; Ada's navy stays.
    assert controller.game.log[-1] == landing
    assert controller.state.army[0][sea] == 0 and controller.state.navy[0][sea] == 1


def set_up_landing(controller) -> int:
    """Ada's army and navy at sea off Southern Europe against Basil's navy there (the sea is
    contested: a battle token). Returns the sea."""
    set_up_flank_battle(controller)
    state = controller.state
    sea = tid(controller, "southern-europe-mediterranean-coast")
    state.army[0] = [0] * controller.world.size
    state.moved_army[0] = [0] * controller.world.size
    state.army[1] = [0] * controller.world.size
    state.origins = {}
    state.army[0][sea], state.navy[0][sea] = 1, 1
    state.navy[1][sea] = 1
    state.owner[sea] = NOBODY
    state.battle_tokens = [sea]
    controller.rules._recount(state)
    return sea


def test_an_amphibious_landing_may_engage_the_navies(make_economy, qtbot):
    """"The player performing the amphibious landing can choose to engage his navy units in the
    amphibious landing as well. If that option is used then a loss for that player results in
    the death of both an army and a navy unit while a loss for the intercepting player results
    in a loss of one of their navy units": a check box under the landing, offered for landings
    only, declares ``land-with-navies``."""
    window = make_economy("human", "heuristic")
    controller = window.controller
    sea = set_up_landing(controller)
    start(window, qtbot)
    controller, dialog = open_battle(window, qtbot)
    legal = controller.legal_actions()
    landing = next(a for a in legal if isinstance(a, LandWithNavies))
    assert Withdraw(landing.target) in legal
    assert dialog.engage.isVisible() and dialog.engage.accessibleName() == "Engage the navies in the landing"
    # Withdrawing to another sea is no landing: the box cannot be ticked for it.
    at_sea = next(a for a in legal if isinstance(a, Withdraw) and not controller.world.land[a.target])
    assert dialog.choose("withdraw", at_sea)
    assert not dialog.engage.isEnabled() and dialog.rows["withdraw"][1].text() == "Withdraw"
    assert dialog.choose("withdraw", Withdraw(landing.target))
    assert dialog.engage.isEnabled() and dialog.rows["withdraw"][1].text() == "Land"
    dialog.engage.setChecked(True)
    window.show()
    dialog.grab().save("/tmp/shots27/landing_with_navies.png")
    qtbot.mouseClick(dialog.rows["withdraw"][1], Qt.MouseButton.LeftButton)
    assert controller.game.log[-1] == landing
    name = controller.names.territories[landing.target]
    assert dialog.record.lines[0] == f"Ada declares: Land in {name} with the navies engaged"
    # Basil's navy intercepted the army: it landed, or it died and took Ada's navy with it.
    state = controller.state
    assert state.army[0][sea] == 0
    assert (state.army[0][landing.target], state.navy[0][sea]) in ((1, 1), (0, 0))


def test_a_plain_landing_leaves_the_navies_out(make_economy, qtbot):
    """Unticked, the landing is a plain withdrawal onto land (the navies stay out of it)."""
    window = make_economy("human", "heuristic")
    set_up_landing(window.controller)
    start(window, qtbot)
    controller, dialog = open_battle(window, qtbot)
    landing = next(a for a in controller.legal_actions() if isinstance(a, LandWithNavies))
    assert dialog.choose("withdraw", Withdraw(landing.target))
    assert not dialog.engage.isChecked()
    assert dialog.declare("withdraw")
    assert controller.game.log[-1] == Withdraw(landing.target)


def test_neutral_defenders_are_said_to_defend(make_economy, qtbot):
    """Neutral units stay where they are, so they defend ("Defending units get a +1 to their
    rolls"): the sides say so, as for a player's defenders."""
    window = make_economy("human", "heuristic")
    controller = window.controller
    south = set_up_flank_battle(controller)
    state = controller.state
    state.army[1][south], state.neutral[south] = 0, 2
    state.owner[south] = NOBODY
    controller.rules._recount(state)
    start(window, qtbot)
    controller, dialog = open_battle(window, qtbot)
    assert dialog.sides.text() == "Ada: 3 armies\nNeutral: 2 armies (defending)"
