"""Border battles in the battle dialog (issue 27): "If during setup your units and hostile units
were involved in plans to move across the same border in opposite directions then those units
are now engaged in a battle along that border. Place a battle token at that border. This is a
distinct battle from any battles going on in either of the countries along that border."

The dialog shows where ("Battle on the border of …"), the sides with their units, the
declarations the engine lists on a border (attack, withdraw back home, pass), each roll-off with
its modifiers (on a border only the size bonus: nobody defends it), and how it ended; then it
closes, the status bar saying how it ended."""

from __future__ import annotations

from PySide6.QtCore import Qt

from engine.core.actions import Pass
from engine.core.state import NOBODY
from engine.rules.economy.actions import BattleAttack, Withdraw
from tests.editor.play.economy.test_combat_dialog import start, tid
from tests.editor.play.helpers import human_ready

WEST, SOUTH = "western-europe", "southern-europe"
WHERE = "Battle on the border of Western Europe and Southern Europe"


def set_up_border_battle(controller, mine: int = 3, theirs: int = 2, basil_cards=()) -> tuple[int, int]:
    """Ada (seat 0) planned ``mine`` armies from her Western Europe into Basil's Southern Europe,
    and Basil ``theirs`` the other way: they met on the border. Each keeps a country elsewhere;
    Ada holds the initiative and chooses the battle. Returns (Western, Southern Europe)."""
    state, n = controller.state, controller.world.size
    for name in ("army", "navy", "moved_army", "moved_navy"):
        setattr(state, name, [[0] * n for _ in state.players])
    state.neutral = [0] * n
    state.owner = [NOBODY] * n
    west, south = tid(controller, WEST), tid(controller, SOUTH)
    north, egypt = tid(controller, "northern-europe"), tid(controller, "egypt")
    state.owner[west], state.owner[north], state.owner[south], state.owner[egypt] = 0, 0, 1, 1
    state.army[0][north] = state.army[1][egypt] = 1
    state.border_units = [[0, west, south, mine, 0], [1, south, west, theirs, 0]]
    state.border_tokens, state.battle_tokens, state.border_battle = [sorted([west, south])], [], []
    state.origins = {}
    for seat in state.players:
        seat.cards, seat.capital = [], NOBODY
    state.players[1].cards = list(basil_cards)
    state.deck = [c for c in state.deck if c not in basil_cards]
    state.phase, state.pending, state.responders = "choose-battle", [], []
    state.current = state.initiative = 0
    controller.rules._recount(state)
    return west, south


def open_border_battle(window, qtbot):
    page = window.phase_panel.page
    assert page.battles.count() == 1 and "border" in page.battles.item(0).text()
    assert page.fight()
    qtbot.waitUntil(lambda: window.dialog("battle") is not None)
    return window.dialog("battle")


def test_a_border_battle_is_fought_in_the_battle_dialog(make_economy, qtbot):
    """Where, the sides and their units, the declarations on a border, the roll-offs with the
    size bonus ("A player gets +1 to their rolls if they have more units"), the outcome in
    words; at the end the dialog closes and the status bar says who won."""
    window = make_economy("human", "heuristic")
    controller = window.controller
    west, south = set_up_border_battle(controller)
    start(window, qtbot)
    dialog = open_border_battle(window, qtbot)
    assert controller.state.border_battle == sorted([west, south])
    assert dialog.where.text() == WHERE and dialog.windowTitle() == WHERE
    assert dialog.sides.text() == "Ada: 3 armies from Western Europe\nBasil: 2 armies from Southern Europe"
    assert "(defending)" not in dialog.sides.text()  # nobody defends a border
    # The battle page points to the dialog (no list of declarations of its own).
    page = window.phase_panel.page
    assert page.objectName() == "battlePage" and not page.fallback.isVisibleTo(page)
    assert "on the border of Western Europe and Southern Europe" in page.note.text()
    # What the engine lists on a border: attack, withdraw back home, pass.
    assert dialog.declaration.isVisible() and "Ada, your declaration" in dialog.status.text()
    attack_combo, withdraw_combo = dialog.rows["attack"][0], dialog.rows["withdraw"][0]
    assert [attack_combo.itemData(i) for i in range(attack_combo.count())] == [BattleAttack("army", 1)]
    assert [withdraw_combo.itemText(i) for i in range(withdraw_combo.count())] == ["Withdraw back to Western Europe"]
    assert dialog.rows["withdraw"][1].text() == "Withdraw"
    assert dialog.pass_button.isVisible()
    for key in ("siege", "infrastructure", "incite"):
        assert not dialog.rows[key][1].isVisible()
    assert not dialog.raze.isVisible() and not dialog.engage.isVisible()
    window.show()
    dialog.grab().save("/tmp/shots27/border_battle.png")
    # Ada attacks, as a person does: the roll-off names the size bonus of her 3 armies to 2.
    record = dialog.record
    said: list[str] = []
    window.statusBar().messageChanged.connect(said.append)
    qtbot.mouseClick(dialog.rows["attack"][1], Qt.MouseButton.LeftButton)
    assert controller.game.log[-1] == BattleAttack("army", 1)
    assert record.lines[0] == "Ada declares: Attack Basil's armies"
    assert record.lines[1].startswith("On the border of Western Europe and Southern Europe: Ada rolls ")
    assert "+1 (more units)" in record.lines[1] and "Basil rolls" in record.lines[1]
    assert record.lines[1].endswith(("Ada loses a unit.", "Basil loses a unit.", "A tie: both lose a unit."))
    dialog.grab().save("/tmp/shots27/border_battle_rolled.png")
    # Fight on until it is over (Basil, a computer, declares in the dialog's log too).
    while not record.over:
        qtbot.waitUntil(lambda: human_ready(controller, 0) or record.over, timeout=10_000)
        if not record.over:
            assert dialog.declare("attack" if dialog.rows["attack"][1].isVisible() else "pass")
    outcome = record.lines[-1]
    assert outcome.startswith("The battle on the border of Western Europe and Southern Europe is over")
    assert outcome == record.result()
    # Issue 27: the dialog closes once the battle is over; the status bar says how it ended.
    qtbot.waitUntil(lambda: window.dialog("battle") is None)
    qtbot.waitUntil(lambda: outcome in said)
    assert controller.state.border_battle == [] and controller.state.border_units == []


def test_a_person_withdraws_home_from_the_border_in_the_dialog(make_economy, qtbot):
    """Two people on one border: after Ada's attack the screen goes to Basil, who withdraws
    back to the country his armies came from ("they must withdraw to the country they most
    recently came from"); Ada intercepts each unit ("Any player with hostile forces can
    intercept the withdrawing player"), and the battle is over: Ada wins."""
    window = make_economy("human", "human")
    controller = window.controller
    # (Basil holds an influence card: a secret, so the screen is handed to him to answer.)
    west, south = set_up_border_battle(controller, basil_cards=(0,))
    start(window, qtbot)
    dialog = open_border_battle(window, qtbot)
    record = dialog.record
    assert dialog.choose("attack", BattleAttack("army", 1))
    qtbot.mouseClick(dialog.rows["attack"][1], Qt.MouseButton.LeftButton)
    # Basil must answer: the screen changes hands, the battle window is gone meanwhile.
    qtbot.waitUntil(lambda: controller.waiting_for_handoff() == 1)
    assert window.dialog("battle") is None
    window.acknowledge_handoff()
    qtbot.waitUntil(lambda: window.dialog("battle") is not None)
    dialog = window.dialog("battle")
    assert dialog.record is record and "Ada declares: Attack Basil's armies" in dialog.text()
    assert "Basil, your declaration" in dialog.status.text()
    legal = controller.legal_actions()
    assert Pass() in legal and Withdraw(south) in legal
    assert dialog.choose("withdraw", Withdraw(south))
    assert dialog.rows["withdraw"][0].currentText() == "Withdraw back to Southern Europe"
    dialog.grab().save("/tmp/shots27/border_battle_withdraw.png")
    basil_before = sum(e[3] for e in controller.state.border_units if e[0] == 1)
    said: list[str] = []
    window.statusBar().messageChanged.connect(said.append)
    qtbot.mouseClick(dialog.rows["withdraw"][1], Qt.MouseButton.LeftButton)
    assert controller.game.log[-1] == Withdraw(south)
    text = "\n".join(record.lines)
    assert "Basil declares: Withdraw to Southern Europe" in text
    assert "Ada intercepts a withdrawing unit. On the border of Western Europe and Southern Europe: Ada rolls" in text
    # Each of Basil's armies got home or died; Ada's are the only side left: she wins.
    assert 0 <= controller.state.army[1][south] <= basil_before
    assert record.over and record.winner == 0
    assert record.lines[-1] == "The battle on the border of Western Europe and Southern Europe is over: Ada wins."
    qtbot.waitUntil(lambda: window.dialog("battle") is None)
    if controller.waiting_for_handoff() is not None:
        window.acknowledge_handoff()
    qtbot.waitUntil(lambda: record.lines[-1] in said)
