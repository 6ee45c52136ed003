"""The play window in Spanish: the engine's refusals, the log, the mission and the map's
names all read in Spanish, with the classic world's Spanish names (issue 10, "Spanish")."""

from __future__ import annotations

import pytest
import yaml
from PySide6.QtWidgets import QLabel, QWidget

from editor.language.app_language import app_language
from editor.play.new_game_dialog import NewGameDialog
from engine.board import read_map
from engine.core.actions import Attack, PlaceArmies
from tests.editor.play.helpers import human_ready, to_human_attack


def index(controller, territory_id: str) -> int:
    return controller.world.territory_index(territory_id)


def test_a_refusal_a_log_line_the_mission_and_the_board_read_in_spanish(qtbot, make_play, spanish, tmp_path):
    window = make_play("human", "random", "random", map_name="classic", missions=True)
    window.show()
    controller = window.controller
    controller.start()
    to_human_attack(qtbot, controller)

    # The window, the board and the panels name the map as the Spanish editions do.
    assert window.windowTitle().startswith("Mundo clásico")
    labels = window.board.scene.label_items
    assert labels["japan"].text() == "Japón" and labels["middle-east"].text() == "Oriente Medio"

    # A refusal from the engine, in Spanish, with the Spanish names.
    state = controller.state
    ural, japan = index(controller, "ural"), index(controller, "japan")
    state.owner[ural], state.armies[ural] = 0, 3
    state.owner[japan], state.armies[japan] = 1, 2
    assert not controller.perform(Attack(ural, japan, 1))
    assert window.statusBar().currentMessage() == "Ural no limita con Japón"

    # A log line: Spanish words, Spanish territory names.
    lines = window.findChild(QWidget, "gameLog").lines()
    placed = [line for line in lines if line.startswith("Ann pone ")]
    assert placed, lines[-5:]
    spanish_names = set(controller.names.territories)
    assert all(line.removesuffix(".").split(" en ", 1)[1] in spanish_names for line in placed)
    assert any(" en Japón." in line or " en Oriente Medio." in line or " en Europa del Norte." in line
               for line in lines), lines

    # The secret mission, in Spanish; continents named in Spanish where it names them.
    mission = window.findChild(QLabel, "missionText")
    assert mission.isVisible() and mission.text().startswith("Tu misión secreta: ")
    text = mission.text().removeprefix("Tu misión secreta: ")
    assert text.split(" ")[0] in ("Conquista", "Ocupa", "Destruye"), text
    for english in ("North America", "South America", "Africa", "Australia", "Europe"):
        assert english not in text

    # Saved games keep the base names: nothing Spanish is written into the map.
    assert window.save_to(tmp_path / "spanish.yaml")
    saved_map = read_map(yaml.safe_load((tmp_path / "spanish.yaml").read_text(encoding="utf-8"))["map"]).board
    assert saved_map.territory("japan").name == "Japan" and saved_map.meta.name == "Classic World"
    assert dict(saved_map.territory("japan").names) == {"es": "Japón"}


def test_a_placement_refusal_names_the_territory_in_spanish(qtbot, make_play, spanish):
    window = make_play("human", "random", map_name="classic")
    window.show()
    controller = window.controller
    controller.start()
    qtbot.waitUntil(lambda: human_ready(controller), timeout=10_000)
    japan = index(controller, "japan")
    controller.state.owner[japan] = 1
    reason = controller.explain(PlaceArmies(japan, 1))
    assert reason in ("solo puedes poner ejércitos en tus territorios, no en Japón",
                      "primero canjea cartas y pon tus nuevos ejércitos"), reason


def test_english_stays_english(qtbot, make_play):
    window = make_play("human", "random", map_name="classic")
    controller = window.controller
    assert app_language() == "en"
    assert window.windowTitle().startswith("Classic World")
    assert window.board.scene.label_items["japan"].text() == "Japan"
    state = controller.state
    ural, japan = index(controller, "ural"), index(controller, "japan")
    state.owner[ural], state.armies[ural], state.owner[japan] = state.current, 3, 1 - state.current
    assert controller.explain(Attack(ural, japan, 1)) in (
        "Ural does not border Japan", "trade cards and place your new armies first", "place your starting armies first")


def test_the_new_game_dialog_lists_the_shipped_maps_by_their_spanish_names(qtbot, spanish, settings):
    dialog = NewGameDialog(settings=settings)
    qtbot.addWidget(dialog)
    choices = [dialog.map_choice.itemText(i) for i in range(dialog.map_choice.count())]
    assert "Mundo clásico" in choices and "Islas del Tutorial" in choices, choices
    assert "Classic World" not in choices


def test_why_a_scenario_cannot_start_reads_in_spanish(spanish):
    from editor.language.engine_text import scenario_error_text
    from engine.scenario.game_setup import ScenarioError, game_setup
    from engine.scenario.model import Scenario, ScenarioPlayer
    from tests.support.games import board

    scenario = Scenario("Odd", "classic.yaml", ruleset="no-such-rules", players=[ScenarioPlayer("Ann")])
    with pytest.raises(ScenarioError) as refusal:
        game_setup(scenario, board("classic"), 1)
    assert str(refusal.value) == "there is no rule set called 'no-such-rules'"
    assert scenario_error_text(refusal.value) == "no hay ningún reglamento llamado «no-such-rules»"


def test_the_built_in_factions_and_powers_read_in_spanish(qtbot, settings, spanish):
    """The catalogue's factions and powers are the app's words: a Spanish table reads them in
    Spanish (the rulebook's "Republica Sahariana", "Enclave del Oso")."""
    from tests.editor.play.legacy.test_turn_setup import person_at_setup

    _controller, window = person_at_setup(qtbot, settings)
    texts = " ".join(label.text() for label in window.decision_panel.findChildren(QLabel))
    buttons = " ".join(button.text() for button in window.decision_panel.page.buttons.values())
    assert "Enclave del Oso" in buttons and "Enclave of the Bear" not in buttons
    assert "Ferocidad" in texts or "Piel gruesa" in texts
