"""The classic players' table fits the side column (issue 33, clipped labels): the continents
held take the width left, elided with the whole list in their tooltip, never run past the
column's edge cut off mid-word."""

from __future__ import annotations

from editor.play.stats_panel import StatsPanel
from tests.editor.play.helpers import new_controller

# Narrower than the side column of a 1600-pixel window (306): there a Spanish game's longer
# names ("Ann (fuera)") leave the continents less room than their heading's width.
SIDE_COLUMN = 240


def test_continents_held_are_elided_inside_the_side_column(qtbot):
    controller = new_controller("human", "human", map_name="classic")
    try:
        state = controller.state
        for territory in range(len(state.owner)):  # Ann holds the world: every continent
            state.owner[territory], state.armies[territory] = 0, 1
        panel = StatsPanel(controller)
        qtbot.addWidget(panel)
        panel.resize(SIDE_COLUMN, 200)
        panel.show()
        qtbot.waitExposed(panel)
        panel.refresh()
        header = panel.horizontalHeader()
        header.resizeSections()
        every = ", ".join(controller.names.continent(k) for k in range(len(controller.world.continents)))
        last = panel.columnCount() - 1
        assert panel.item(0, last).text() == every and panel.item(0, last).toolTip() == every
        assert header.length() <= panel.viewport().width()  # nothing past the edge
        assert header.sectionSize(last) < panel.fontMetrics().horizontalAdvance(every)  # elided, not cut
        assert all(header.sectionSize(c) > 0 for c in range(last))  # the figures keep their room
    finally:
        controller.shutdown()
