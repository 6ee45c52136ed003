"""The combat phase through the economy play window: choosing a battle, the battle dialog
(declarations, every roll-off with its modifiers, the result), hand-offs in a battle between
two people, and the winner's new orders."""

from __future__ import annotations

from PySide6.QtCore import Qt

from engine.core.state import NOBODY
from engine.rules.economy.actions import STAY, BattleAttack, BreakOff, EndWithdrawal, Fight, Withdraw
from engine.rules.economy.events import BattleOver, RollOff
from tests.editor.play.helpers import human_ready

SOUTH, WEST, NORTH = "southern-europe", "western-europe", "northern-europe"


def tid(controller, name: str) -> int:
    return controller.world.territory_index(name)


def set_up_flank_battle(controller, *, ada_cards=(), basil_cards=()) -> int:
    """Ada (seat 0) has come into Basil's Southern Europe from Western and Northern Europe
    (two countries: one extra flank) with 3 armies against his 2 defenders; she holds the
    initiative and chooses the battle. Returns Southern Europe."""
    state, n = controller.state, controller.world.size
    for name in ("army", "navy", "moved_army", "moved_navy"):
        setattr(state, name, [[0] * n for _ in state.players])
    state.neutral = [0] * n
    state.owner = [NOBODY] * n
    south, west = tid(controller, SOUTH), tid(controller, WEST)
    state.owner[south], state.owner[west] = 1, 0
    state.army[1][south] = 2
    state.army[0][south] = state.moved_army[0][south] = 3
    state.army[0][west] = 2
    if len(state.players) > 2:  # a third seat stays out of it
        state.army[2][tid(controller, "ukraine")] = 1
        state.owner[tid(controller, "ukraine")] = 2
    state.origins = {f"0:{south}": [west, tid(controller, NORTH)]}
    for seat, cards in ((0, ada_cards), (1, basil_cards)):
        state.players[seat].cards = list(cards)
        state.players[seat].capital = NOBODY
    state.deck = [c for c in state.deck if c not in (*ada_cards, *basil_cards)]
    state.phase, state.pending, state.responders = "choose-battle", [], []
    state.battle_tokens, state.current, state.initiative = [south], 0, 0
    controller.rules._recount(state)
    return south


def start(window, qtbot, player: int = 0):
    window.show()
    controller = window.controller
    controller.start()
    if controller.waiting_for_handoff() is not None:
        window.acknowledge_handoff()
    qtbot.waitUntil(lambda: human_ready(controller, player))
    return controller


def test_a_battle_is_chosen_on_the_page_and_resolved_in_the_dialog_with_the_flank_shown(make_economy, qtbot):
    """Issue 15: "the combat phase resolves a battle with a flank bonus shown" — Ada attacks
    from two countries, and the dialog names the extra flank in her roll-off."""
    window = make_economy("human", "heuristic", "heuristic")
    south = set_up_flank_battle(window.controller)
    controller = start(window, qtbot)
    page = window.phase_panel.page
    assert page.objectName() == "chooseBattlePage"
    assert page.battles.count() == 1 and "Southern Europe" in page.battles.item(0).text()
    # The board asks for a battle's territory: a click there fights.
    assert window.tool.picking() == frozenset({south})
    window.tool.click(south)
    assert controller.state.phase == "battle" and controller.state.battle == south
    qtbot.waitUntil(lambda: window.dialog("battle") is not None)
    dialog = window.dialog("battle")
    assert "Battle in Southern Europe" in dialog.text()
    assert "Ada: 3 armies" in dialog.sides.text() and "Basil: 2 armies (defending)" in dialog.sides.text()
    assert dialog.declaration.isVisible()
    assert dialog.choose("attack", BattleAttack("army", 1))
    rolls: list[RollOff] = []
    controller.eventsHappened.connect(lambda events: rolls.extend(e for e in events if isinstance(e, RollOff)))
    assert dialog.declare("attack")
    assert rolls and ("flank", 1) in rolls[0].attacker_modifiers
    text = dialog.text()
    assert "Ada declares: Attack Basil's armies" in text
    assert "+1 (an extra flank)" in text and "+1 (defending)" in text
    # Fight on until the battle is over: Basil (a computer) declares in the dialog's log too.
    record = dialog.record
    said: list[str] = []
    window.statusBar().messageChanged.connect(said.append)
    while controller.state.phase == "battle":
        qtbot.waitUntil(lambda: human_ready(controller, 0) or controller.state.phase != "battle", timeout=10_000)
        if controller.state.phase == "battle":
            assert dialog.declare("attack" if dialog.rows["attack"][1].isVisible() else "pass")
    assert "Basil declares:" in "\n".join(record.lines)
    # Issue 27: once it is over the dialog goes, and the status bar says how it ended.
    assert record.over and record.lines[-1].startswith("The battle in Southern Europe is over")
    qtbot.waitUntil(lambda: window.dialog("battle") is None)
    qtbot.waitUntil(lambda: record.result() in said)


def test_a_persons_declaration_works_end_to_end_with_the_hand_off(make_economy, qtbot):
    """Two people in one battle: after Ada's attack the screen goes to Basil (he holds an
    influence card); nothing of the battle window stays up during the hand-off, Basil is
    offered only his own card, and his withdrawal ends the battle with Ada the winner, who
    then gives her units new orders by dragging."""
    window = make_economy("human", "human", "heuristic")
    south = set_up_flank_battle(window.controller, ada_cards=(1, 2), basil_cards=(0,))
    state = window.controller.state
    # Two of Ada's armies were there as planning began (the country contested then): "units
    # in a country contested as planning began will automatically be considered active", so
    # they can still move after. Basil has four, so that his withdrawal takes several steps.
    state.army[0][south] += 2
    state.contested_at_planning = [south]
    state.army[1][south] = 4
    window.controller.rules._recount(state)
    controller = start(window, qtbot)
    page = window.phase_panel.page
    # Ada's own cards are offered to incite a revolution.
    assert page.cards.count() == 2
    assert page.fight()
    qtbot.waitUntil(lambda: window.dialog("battle") is not None)
    dialog = window.dialog("battle")
    ada_cards = [dialog.rows["incite"][0].itemText(i) for i in range(dialog.rows["incite"][0].count())]
    assert len(ada_cards) == 2
    assert dialog.choose("attack", BattleAttack("army", 1))
    qtbot.mouseClick(dialog.rows["attack"][1], Qt.MouseButton.LeftButton)  # as a person does
    assert isinstance(controller.game.log[-1], BattleAttack)
    # Basil must declare: the screen changes hands, and the battle window is gone meanwhile.
    qtbot.waitUntil(lambda: controller.waiting_for_handoff() == 1)
    assert window.dialog("battle") is None and window.handoff_screen.isVisible()
    window.acknowledge_handoff()
    qtbot.waitUntil(lambda: window.dialog("battle") is not None)
    dialog = window.dialog("battle")
    assert "Basil, your declaration" in dialog.status.text()
    basil_cards = [dialog.rows["incite"][0].itemText(i) for i in range(dialog.rows["incite"][0].count())]
    assert len(basil_cards) == 1 and not set(basil_cards) & set(ada_cards)
    # The record of the battle survived the hand-off.
    assert "Ada declares: Attack Basil's armies" in dialog.text()
    withdrawals = [a for a in controller.legal_actions() if isinstance(a, Withdraw)]
    assert withdrawals
    assert dialog.choose("withdraw", withdrawals[0])
    qtbot.mouseClick(dialog.rows["withdraw"][1], Qt.MouseButton.LeftButton)
    record = dialog.record
    assert "Basil declares: Withdraw to" in "\n".join(record.lines)
    # A withdrawal goes unit by unit ("This continues until every unit has either been
    # destroyed or has successfully withdrawn"): the next unit, or break it off, until none is
    # left (here Ada intercepts every one, and it ends by itself, and the battle with it).
    while not record.over:
        assert dialog.rows["withdraw"][1].text() == "Withdraw the Next Unit"
        assert dialog.step_buttons["breakOff"].isVisible()
        assert "your withdrawal goes on unit by unit" in dialog.status.text()
        qtbot.mouseClick(dialog.rows["withdraw"][1], Qt.MouseButton.LeftButton)
    said = "\n".join(record.lines)
    assert "Basil ends the withdrawal from Southern Europe" in said
    assert controller.state.army[1][south] == 0
    # Each of his withdrawing armies had to get past Ada's (one roll-off may kill one unit at
    # most, so at least one of his two was left to withdraw).
    assert "Ada intercepts a withdrawing unit. In Southern Europe: Ada rolls" in said
    # Ada won: the battle window closes; the screen goes back to her, where the status bar
    # says how the battle ended (once the screen is hers: a hand-off clears the status bar),
    # and she gives new orders by dragging.
    qtbot.waitUntil(lambda: window.dialog("battle") is None)
    assert controller.state.phase == "after-battle" and controller.decider() == 0
    qtbot.waitUntil(lambda: controller.waiting_for_handoff() == 0)
    said: list[str] = []
    window.statusBar().messageChanged.connect(said.append)
    window.acknowledge_handoff()
    qtbot.waitUntil(lambda: "The battle in Southern Europe is over: Ada wins." in said)
    assert window.dialog("battle") is None
    page = window.phase_panel.page
    assert "Your units won in Southern Europe" in page.heading.text()
    assert page.objectName() == "afterBattlePage"
    assert window.tool.economy_moves()[south]
    target = page._orders[0].target
    page.count.setValue(1)
    before = controller.state.army[0][target]
    assert page.order_dragged(south, target)
    assert controller.state.army[0][target] == before + 1
    # One more could go; Stay keeps it where it won.
    assert controller.state.phase == "after-battle"
    assert page.stay()
    assert controller.state.phase != "after-battle"


def test_a_withdrawal_broken_off_ends_with_its_units_staying(make_economy, qtbot):
    """"The player that declared the withdraw can also break it off at any time." "At the end of
    the withdraw the units that withdrew may also choose to stay in the territory.\""""
    window = make_economy("human", "human", "heuristic")
    south = set_up_flank_battle(window.controller)
    state = window.controller.state
    state.army[1][south] = 4
    window.controller.rules._recount(state)
    controller = start(window, qtbot)
    assert window.phase_panel.page.fight()
    qtbot.waitUntil(lambda: window.dialog("battle") is not None)
    assert controller.perform(BattleAttack("army", 1))
    qtbot.waitUntil(lambda: controller.decider() == 1)
    if controller.waiting_for_handoff() is not None:
        window.acknowledge_handoff()
    qtbot.waitUntil(lambda: window.dialog("battle") is not None)
    dialog = window.dialog("battle")
    # Basil's withdrawal to Northern Europe is under way: one army got past Ada, three are still
    # to go (set by hand: the dice decide who gets out).
    north = tid(controller, NORTH)
    controller.state.withdrawal = [1, north, 3, 0, 1, 0, 0, 0, 0]
    controller.state.attack = []
    controller.stateChanged.emit()
    assert dialog.rows["withdraw"][1].text() == "Withdraw the Next Unit"
    assert dialog.step_buttons["breakOff"].isVisible() and not dialog.step_buttons["go"].isVisible()
    qtbot.mouseClick(dialog.step_buttons["breakOff"], Qt.MouseButton.LeftButton)
    assert controller.game.log[-1] == BreakOff()
    assert dialog.step_buttons["go"].isVisible() and dialog.step_buttons["stay"].isVisible()
    assert not dialog.rows["withdraw"][1].isVisible()
    qtbot.mouseClick(dialog.step_buttons["stay"], Qt.MouseButton.LeftButton)
    assert controller.game.log[-1] == EndWithdrawal(STAY)
    assert "Basil declares: The units that got out stay where they are" in dialog.text()


def test_a_battle_token_with_nobody_left_to_fight_goes_without_anyone_choosing_it(make_economy, qtbot):
    """Issue 27: "If neither player declares an action then the battle is over as is, remove the
    battle token": where nobody faces an enemy, nobody is asked. Ada's armies also went into
    Northern Europe, where nobody is, and into Cleo's Ukraine: once her battle in Southern
    Europe is over, the token in Northern Europe goes by itself, only Ukraine is left to
    choose, and the page says how the last battle ended (its window has closed)."""
    window = make_economy("human", "heuristic", "heuristic")
    controller = window.controller
    south = set_up_flank_battle(controller)
    north, ukraine = tid(controller, NORTH), tid(controller, "ukraine")
    state = controller.state
    state.army[0][north] = state.moved_army[0][north] = 1
    state.army[0][ukraine] = state.moved_army[0][ukraine] = 1
    state.battle_tokens = sorted([south, north, ukraine])
    controller.rules._recount(state)
    start(window, qtbot)
    page = window.phase_panel.page
    assert page.battles.count() == 3  # (a position set up by hand: every token is there yet)
    assert not page.last_battle.isVisible()
    seen: list = []
    controller.eventsHappened.connect(seen.extend)
    window.tool.click(south)
    qtbot.waitUntil(lambda: window.dialog("battle") is not None)
    dialog = window.dialog("battle")
    record = dialog.record
    while not record.over:
        qtbot.waitUntil(lambda: human_ready(controller, 0) or record.over, timeout=10_000)
        if not record.over:
            assert dialog.declare("attack" if dialog.rows["attack"][1].isVisible() else "pass")
    qtbot.waitUntil(lambda: window.dialog("battle") is None)
    assert BattleOver(NOBODY, north) in seen and north not in controller.state.battle_tokens
    assert Fight(north) not in controller.game.log
    qtbot.waitUntil(lambda: human_ready(controller, 0))
    page = window.phase_panel.page
    assert page.objectName() == "chooseBattlePage"
    assert [page.battles.item(i).text().split(":")[0] for i in range(page.battles.count())] == ["Ukraine"]
    qtbot.waitUntil(page.last_battle.isVisible)  # (once the panel has laid the page out)
    assert page.last_battle.text() == record.result()
    page.grab().save("/tmp/shots27/choose_after_battle.png")
