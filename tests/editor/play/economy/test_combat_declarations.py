"""The battle dialog offers each declaration the engine lists, in words: withdrawing with road
razing, and an amphibious landing from the sea."""

from __future__ import annotations

from engine.core.state import NOBODY
from engine.rules.economy.actions import BattleAttack, Withdraw
from engine.rules.economy.events import InfrastructureDestroyed, UnitsMoved
from tests.editor.play.economy.test_combat_dialog import set_up_flank_battle, start, tid
from tests.editor.play.helpers import human_ready


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


def test_a_border_battle_is_chosen_on_the_combat_page_and_declared_on_the_battle_page(make_economy, qtbot):
    """Armies that met crossing a border fight there: chosen from the list like any battle; its
    declarations (not in a territory, so not the battle window's) are listed on the page."""
    window = make_economy("human", "heuristic")
    controller = start(window, qtbot)
    state = controller.state
    a, b = tid(controller, "western-europe"), tid(controller, "southern-europe")
    state.army[0][a] += 2
    state.army[1][b] += 2
    state.border_units = [[0, a, b, 2, 0], [1, b, a, 2, 0]]
    state.border_tokens, state.battle_tokens = [sorted([a, b])], []
    state.phase, state.pending, state.current, state.initiative = "choose-battle", [], 0, 0
    window.phase_panel.refresh()
    page = window.phase_panel.page
    assert page.battles.count() == 1 and "border" in page.battles.item(0).text()
    assert page.fight()
    assert controller.state.phase == "battle" and controller.state.border_battle
    qtbot.waitUntil(lambda: human_ready(controller, 0))
    page = window.phase_panel.page
    assert page.objectName() == "battlePage"
    qtbot.waitUntil(page.fallback.isVisible)  # the page is shown once the panel has laid it out
    assert not page.show_button.isVisible()
    assert any(isinstance(action, BattleAttack) for action in page.fallback._actions)
