"""The players' table of a Legacy game shows what the rules add for each player: red stars
(tokens and HQs held), missiles and faction; a classic game's table has none of them."""

from __future__ import annotations

from editor.play.stats_panel import StatsPanel
from engine.core.state import NOBODY
from tests.editor.play.helpers import new_controller
from tests.editor.play.legacy.world_games import SEATS, controller_for, mid_campaign_game, perform_until


def column(panel: StatsPanel, heading: str) -> list[str]:
    index = panel.headings().index(heading)
    return [panel.row_texts(row)[index] for row in range(panel.rowCount())]


def test_stars_missiles_and_factions_follow_the_game(qtbot):
    """Everyone in the mid-campaign world signed the board: "take one Missile token for every
    time your name is on that area" (Ada and Basil twice) and no red star token."""
    controller = controller_for(mid_campaign_game())
    panel = StatsPanel(controller)
    qtbot.addWidget(panel)
    controller.start()
    assert panel.headings() == ["Player", "Terr.", "Troops", "Cards", "Stars", "Missiles", "Faction", "Continents"]
    assert column(panel, "Player") == list(SEATS)
    assert column(panel, "Missiles") == ["2", "2", "1", "1"]
    assert column(panel, "Stars") == ["0", "0", "0", "0"]
    # "A player's current Red Star total is equal to the number of Red Stars he controls on the
    # board, plus the number of Red Star tokens": each HQ placed is its owner's star.
    perform_until(controller, lambda s: sum(h != NOBODY for h in s.hq) == len(SEATS))
    assert column(panel, "Stars") == ["1", "1", "1", "1"]
    factions = {f.id: f.name for f in controller.rules.legacy.factions}
    assert column(panel, "Faction") == [factions[p.faction] for p in controller.state.players]
    perform_until(controller, lambda s: any(h != NOBODY and s.owner[t] != h and s.armies[t] > 0
                                             for t, h in enumerate(s.hq)))
    state = controller.state
    assert column(panel, "Stars") == [str(controller.rules.stars(state, p)) for p in range(len(SEATS))]
    assert column(panel, "Missiles") == [str(p.missiles) for p in state.players]
    header = panel.horizontalHeaderItem(panel.headings().index("Stars"))
    assert header.toolTip() == "Red stars: tokens and HQs held"


def test_a_classic_game_has_no_legacy_columns(qtbot):
    controller = new_controller("human", "random", "random")
    panel = StatsPanel(controller)
    qtbot.addWidget(panel)
    assert panel.headings() == ["Player", "Terr.", "Armies", "Cards", "Continents"]
    assert panel.objectName() == "statsPanel" and panel.accessibleName() == "Players"
