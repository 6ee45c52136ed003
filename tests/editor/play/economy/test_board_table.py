"""The players' table of an economy game: money (MU), units, countries, influence cards (a
count), capital, allies, and the initiative marked; a classic game keeps its own columns."""

from __future__ import annotations

from editor.play.stats_panel import StatsPanel
from engine.rules.economy import money
from engine.rules.economy.actions import Build, OfferAlliance, Recruit
from tests.editor.play.economy.helpers import done, economy_controller, pay_upkeep
from tests.editor.play.economy.test_board_layer import person_decides, started
from tests.editor.play.helpers import new_controller

HEADINGS = ["Player", "MU", "Units", "Terr.", "Cards", "Capital", "Allies"]


def column(panel: StatsPanel, heading: str) -> list[str]:
    index = panel.headings().index(heading)
    return [panel.row_texts(row)[index] for row in range(panel.rowCount())]


def test_the_money_column_follows_the_shop(make_economy, qtbot):
    window, controller, _layer = started(make_economy, qtbot, "human", "heuristic", "heuristic")
    panel = window.stats_panel
    state = controller.state
    assert panel.headings() == HEADINGS
    assert column(panel, "Player") == ["Ada", "Basil", "Cleo"]
    assert column(panel, "MU") == [str(p.money) for p in state.players]
    before = state.players[0].money
    ukraine = state.players[0].capital
    assert pay_upkeep(controller)
    before = state.players[0].money
    assert controller.perform(Build(ukraine, "army-base"))
    assert column(panel, "MU")[0] == str(before - money.PRICES["army-base"])
    units = int(column(panel, "Units")[0])
    assert controller.perform(Recruit(ukraine, 1))
    assert column(panel, "Units")[0] == str(units + 1)
    assert column(panel, "MU")[0] == str(state.players[0].money)
    assert column(panel, "Terr.") == ["1", "1", "1"]  # each one country in the Europe start
    assert column(panel, "Cards") == ["0", "0", "0"]
    assert column(panel, "Capital") == ["yes", "yes", "yes"]
    tip = panel.item(0, 0).toolTip()
    assert f"{state.players[0].money} MU" in tip and "Capital: Ukraine" in tip


def test_allies_and_the_initiative_are_shown(make_economy, qtbot):
    window, controller, _layer = started(make_economy, qtbot, "human", "human")
    panel = window.stats_panel
    assert column(panel, "Allies") == ["", ""]
    assert controller.perform(OfferAlliance(1))
    assert done(controller)
    assert person_decides(window, qtbot) == 1
    assert controller.perform(OfferAlliance(0))
    assert column(panel, "Allies") == ["Basil", "Ada"]
    state = controller.state
    # Nobody holds the initiative before the first combat rolls for it.
    assert state.initiative < 0 and panel.initiative_row() is None
    for holder in (1, 0):  # as the combat's roll would give it (the combat test plays one out)
        state.initiative = holder
        controller.stateChanged.emit()
        assert panel.initiative_row() == holder
        assert "Holds the initiative" in panel.item(holder, 0).toolTip()
        assert "initiative" not in panel.item(1 - holder, 0).toolTip()


def test_a_classic_game_after_an_economy_game_has_the_classic_columns(qtbot):
    panel = StatsPanel(economy_controller("heuristic", "heuristic"))
    qtbot.addWidget(panel)
    assert panel.headings() == HEADINGS
    panel.set_controller(new_controller("heuristic", "heuristic"))
    assert panel.headings() == ["Player", "Terr.", "Armies", "Cards", "Continents"]
    assert panel.initiative_row() is None
