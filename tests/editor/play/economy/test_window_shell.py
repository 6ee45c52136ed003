"""The economy play window opens for economy games and lets a person decide every phase."""

from __future__ import annotations

import os

from PySide6.QtWidgets import QListWidget

from editor.play.economy.window import EconomyPlayWindow
from tests.editor.play.economy.helpers import done
from tests.editor.play.helpers import human_ready


def test_an_economy_scenario_opens_the_economy_play_window(boxes, qtbot, monkeypatch, tmp_path):
    """`worldsmith play economy-europe.yaml` opens the economy's own play window, not a refusal."""
    from editor.play import launch
    from engine.resources import scenarios_dir

    shown = []
    monkeypatch.setattr(launch, "show_window", lambda window, controller: shown.append(window) or window)
    window = launch.open_scenario(scenarios_dir() / "economy-europe.yaml", autosave_path=tmp_path / "a.yaml")
    assert isinstance(window, EconomyPlayWindow) and shown == [window]
    assert not boxes.of("warning")
    window.controller.shutdown()
    window._saved_at = len(window.controller.game.log)
    window.close()


def test_the_person_deciding_sees_their_phase_page_and_can_be_done(make_economy, qtbot):
    window = make_economy("human", "heuristic", "heuristic")
    window.show()
    controller = window.controller
    controller.start()
    qtbot.waitUntil(lambda: human_ready(controller, 0))
    page = window.phase_panel.page
    assert page is not None and page.isVisible()
    assert controller.state.phase == "get"
    assert done(controller)
    # The computer players buy in turn; then everyone plans.
    qtbot.waitUntil(lambda: controller.state.phase == "planning", timeout=10000)


def test_the_treasury_shows_only_the_viewers_money_and_cards(make_economy, qtbot):
    window = make_economy("human", "heuristic")
    window.show()
    controller = window.controller
    controller.start()
    qtbot.waitUntil(lambda: human_ready(controller, 0))
    treasury = window.hand_panel
    assert treasury.viewer() == 0
    assert "Ada" in treasury.title.text() and "MU" in treasury.money.text()
    treasury.set_viewer(None)
    assert not treasury.money.isVisible() and treasury.hidden_note.isVisible()


def test_a_border_battle_is_offered_in_words(make_economy, qtbot):
    """The initiative player chooses a border battle from the list like any other battle."""
    window = make_economy("human", "heuristic")
    window.show()
    controller = window.controller
    controller.start()
    qtbot.waitUntil(lambda: human_ready(controller, 0))
    state = controller.state
    a, b = controller.world.index["western-europe"], controller.world.index["southern-europe"]
    # The moment after the plans moved: two hostile armies on the border, its token to choose.
    state.army[0][a] += 2
    state.army[1][b] += 2
    state.border_units = [[0, a, b, 2, 0], [1, b, a, 2, 0]]
    state.border_tokens, state.battle_tokens = [sorted([a, b])], []
    state.phase, state.pending, state.current, state.initiative = "choose-battle", [], 0, 0
    window.phase_panel.refresh()
    listed = window.phase_panel.page.findChild(QListWidget, "battleTokens")  # the combat page's list
    names = controller.names.territories
    first, second = sorted([a, b])
    texts = [listed.item(i).text() for i in range(listed.count())]
    assert f"Resolve the battle on the border of {names[first]} and {names[second]}" in texts
    if os.environ.get("BORDERS_PNG"):  # a picture to look at: BORDERS_PNG=/tmp/out.png
        qtbot.wait(100)
        window.grab().save(os.environ["BORDERS_PNG"])


def test_the_panel_names_the_person_deciding_and_offers_no_finish_turn_button_to_them(make_economy, qtbot):
    """Everyone plays each phase: while Ada shops, the round's nominal player (the initiative
    holder, maybe a computer) is not who the header or "Finish this turn" is about."""
    window = make_economy("human", "heuristic", "heuristic")
    window.show()
    controller = window.controller
    controller.state.current = 1  # the initiative holder, a computer player
    controller.start()
    qtbot.waitUntil(lambda: human_ready(controller, 0))
    panel = window.phase_panel
    assert panel.player_label.text() == "Ada"
    assert not panel.task_label.text().startswith("Ada:")
    assert not panel.skip_turn.isVisible()
