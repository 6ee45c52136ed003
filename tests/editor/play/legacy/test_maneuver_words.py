"""Legacy's words for the last step of a turn: "Maneuver", never "Fortify" (issue 28)."""

from __future__ import annotations

from editor.play.fortify_dialog import FortifyDialog
from tests.editor.play.legacy.after_support import open_window
from tests.editor.play.legacy.test_after_draw_card import turn_ending


def test_the_panel_and_the_dialog_say_maneuver(qtbot, settings):
    """"MANEUVER TROOPS (optional) — After you have finished with expansions and attacks, you
    may maneuver your troops": the step and its dialog use the rulebook's word."""
    controller, me = turn_ending()
    window = open_window(qtbot, settings, controller)
    window.phase_panel.refresh()
    assert window.phase_panel.task_label.text() == "Maneuver troops or end your turn"
    state, world = controller.state, controller.world
    source = next(t for t in range(world.size) if state.owner[t] == me and state.armies[t] > 1)
    target = next(n for n in world.neighbours[source] if state.owner[n] == me) if any(
        state.owner[n] == me for n in world.neighbours[source]) else None
    if target is None:  # give the source a neighbour of the person's own
        target = next(n for n in world.neighbours[source] if world.land[n])
        state.owner[target], state.armies[target] = me, 1
    dialog = FortifyDialog(controller, source, target, window)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Maneuver"
