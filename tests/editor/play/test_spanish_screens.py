"""Spanish screens with no English left on them and Legacy's own words (issue 33, items 3 and 4).

With the Spanish translator installed, the Legacy window from the choice of factions to the
rewards, the campaign's dialogs (seats, powers, results), the MU economy window and the
designer's Factions panel are built; every text a person reads on them (screen_texts.py) is
checked: none may be an English catalogue message that has a Spanish translation (English
shown where Spanish exists: a scar's text, a faction's name, a panel's phrase), and a
Legacy screen never says classic's "ejércitos" or "reagrupar" (docs/glossary.md).

Pictures of the Spanish Legacy window (setup, a turn with a scar card, the results) are
saved under the test's folder, or in $WORLDSMITH_SCREENSHOTS when it names one.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from engine.core.phases import GAME_OVER
from engine.rules.legacy.actions import BeginRecruit, PlayScarCard
from engine.rules.legacy.state import START_OF_TURN
from tests.editor.play.helpers import close_quietly, human_ready
from tests.editor.play.legacy.after_support import (
    about_to_win,
    open_window,
    person_at_the_screen,
    set_up_game,
    shown_page,
    take_the_fourth_star,
)
from tests.editor.play.legacy.campaign_helpers import NEW_WORLD, Answers, close_campaign_quietly
from tests.editor.play.legacy.helpers import legacy_controller, legacy_window
from tests.editor.play.legacy.test_after_packs import thirty_troops_coming
from tests.editor.play.legacy.test_dialogs_beside import expand_dialog, maneuver_dialog, open_on, position
from tests.editor.play.legacy.turn_support import play_until, show
from tests.editor.play.screen_texts import EnglishFinder, visible_texts

# Classic's words, which a Legacy screen must not use (glossary: "ejército*", "reagrup*").
CLASSIC_WORDS = re.compile(r"\bej[eé]rcitos?\b|\breagrup", re.IGNORECASE)


@pytest.fixture(scope="module")
def finder() -> EnglishFinder:
    return EnglishFinder()



@pytest.fixture
def pictures(tmp_path) -> Path:
    folder = Path(os.environ.get("WORLDSMITH_SCREENSHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def screen_texts(window: QWidget) -> list[str]:
    """What ``window``, the other windows open beside it (dialogs) and its game log show."""
    texts = visible_texts(window)
    for other in QApplication.topLevelWidgets():
        if other is not window and other.isVisible():
            texts += visible_texts(other)
    log = getattr(window, "game_log", None)
    if log is not None:
        texts += log.lines()
    return texts


def assert_spanish(finder: EnglishFinder, texts: list[str], *, legacy: bool = True) -> None:
    english = [f"{text!r} ← [{source.context}] {source.english!r}" for text, source in finder.english_in(texts)]
    assert not english, "English shown where the catalogue has Spanish:\n" + "\n".join(english)
    if legacy:
        classic = [text for text in dict.fromkeys(texts) if CLASSIC_WORDS.search(text)]
        assert not classic, "classic's words on a Legacy screen:\n" + "\n".join(classic)


def test_the_finder_tells_english_from_spanish(finder):
    """The check can fail: English catalogue messages, plain or filled in, are found; their
    Spanish, and words the catalogue does not have, are not."""
    assert finder.source_of("When defending here, add 1 to your highest die.").context == "Catalogue"
    assert finder.source_of("Move armies into Peru (3 to 5)") is not None
    assert finder.source_of("Al defender aquí, suma 1 a tu dado más alto.") is None
    assert finder.source_of("Ann") is None


def test_a_legacy_game_reads_in_spanish_from_the_factions_to_a_scar_card_and_recruiting(
        qtbot, settings, spanish, finder, pictures):
    controller = legacy_controller("human", "human", "human", seed=3)
    window = legacy_window(qtbot, settings, controller)
    show(qtbot, window)
    controller.start()
    person_at_the_screen(qtbot, window)
    assert window.decision_panel.isVisible()
    window.grab().save(str(pictures / "legacy_setup_es.png"))
    assert_spanish(finder, screen_texts(window))

    # A later turn that starts with a scar card in hand: the card's text in Spanish.
    controller = legacy_controller("human", "human", "human", seed=3)
    play_until(controller, lambda: (controller.state.phase == START_OF_TURN and controller.state.current == 0
                                    and any(isinstance(a, PlayScarCard) for a in controller.legal_actions())))
    window = legacy_window(qtbot, settings, controller)
    show(qtbot, window)
    controller.start()
    person_at_the_screen(qtbot, window)
    page = window.decision_panel.page
    assert page.play_scar.isVisible() and page.scar_text.text().startswith("Al defender aquí")
    window.grab().save(str(pictures / "legacy_scar_card_es.png"))
    assert_spanish(finder, screen_texts(window))

    assert controller.perform(BeginRecruit())
    person_at_the_screen(qtbot, window)
    task = window.phase_panel.task_label.text()
    assert re.fullmatch(r"Pon \d+ tropas?", task), task
    assert window.stats_panel.headings()[2] == "Tropas"
    assert_spanish(finder, screen_texts(window))


def test_expanding_maneuvering_and_a_pack_read_in_spanish(qtbot, settings, spanish, finder):
    window = open_on(qtbot, settings, position("human", "human", "human"))
    assert window.phase_panel.end_attack.toolTip() == "Dejar de atacar y pasar a maniobrar"
    dialog = expand_dialog(qtbot, window)
    assert_spanish(finder, screen_texts(window))
    dialog.reject()
    dialog = maneuver_dialog(qtbot, window)
    assert dialog.windowTitle() == "Maniobrar"
    assert_spanish(finder, screen_texts(window))
    dialog.reject()

    controller = thirty_troops_coming("human", "heuristic", "heuristic", player=0)
    window = open_window(qtbot, settings, controller)
    assert controller.perform(BeginRecruit())
    shown_page(qtbot, window, "packOpenedPage")
    assert_spanish(finder, screen_texts(window))


def test_the_rewards_read_in_spanish(qtbot, settings, spanish, finder):
    controller = set_up_game("human", "human", "human")
    me, _out, _held = about_to_win(controller)
    window = open_window(qtbot, settings, controller)
    assert_spanish(finder, screen_texts(window))
    take_the_fourth_star(controller, me)
    person_at_the_screen(qtbot, window)
    shown_page(qtbot, window, "rewardsPage")
    assert_spanish(finder, screen_texts(window))


def test_a_campaign_reads_in_spanish_from_its_seats_to_its_results(
        qtbot, settings, boxes, spanish, finder, pictures, monkeypatch, tmp_path):
    from editor.play import launch as play_launch

    answers = Answers(monkeypatch, tmp_path / "campaign.yaml")
    seen: dict[str, list[str]] = {}
    seats, powers = answers._seats, answers._powers

    def read_seats(dialog):
        seen["seats"] = visible_texts(dialog)
        return seats(dialog)

    def read_powers(dialog):
        seen["powers"] = visible_texts(dialog)
        return powers(dialog)

    answers._seats, answers._powers = read_seats, read_powers
    boxes.answer("question", QMessageBox.StandardButton.Yes)  # spread the starting coins
    window = play_launch.open_scenario(NEW_WORLD, settings=settings)
    qtbot.addWidget(window, before_close_func=close_campaign_quietly)
    window.hide()  # not painted while the computer players play game 1 (see test_campaign_play.py)
    for name in ("seats", "powers"):
        assert seen[name], name
        assert_spanish(finder, seen[name])
    controller = window.controller
    if controller.state.phase != GAME_OVER:
        with qtbot.waitSignal(controller.gameOver, timeout=60_000):
            pass
    results = window.results_dialog
    assert results is not None
    assert_spanish(finder, visible_texts(results))
    assert_spanish(finder, screen_texts(window))
    window.resize(1600, 1000)
    window.show()
    qtbot.waitExposed(results)
    results.grab().save(str(pictures / "legacy_results_es.png"))
    window.grab().save(str(pictures / "legacy_campaign_es.png"))


def test_the_economy_window_reads_in_spanish(qtbot, settings, boxes, spanish, finder):
    from editor.play.economy.window import EconomyPlayWindow
    from tests.editor.play.economy.helpers import economy_controller

    window = EconomyPlayWindow(economy_controller("human", "heuristic", "heuristic"), settings=settings)
    qtbot.addWidget(window, before_close_func=close_quietly)
    window.show()
    controller = window.controller
    controller.start()
    qtbot.waitUntil(lambda: human_ready(controller, 0))
    texts = screen_texts(window)
    assert_spanish(finder, texts, legacy=False)
    # Money is UM in Spanish, the map's Spanish name ("Mundo clásico (UM)") included.
    assert not [t for t in texts if re.search(r"\bMU\b", t)], "money is UM in Spanish"
    controller.shutdown()


def test_the_designers_factions_panel_reads_in_spanish(qtbot, spanish, finder):
    from editor.scenario.faction_panel import FactionPanel
    from editor.scenario.scenario_document import ScenarioDocument
    from engine.campaign.world_format import new_world
    from engine.scenario.model import Scenario
    from tests.support.boards import pair

    document = ScenarioDocument(Scenario("Poderes", "m.yaml", "legacy", legacy=new_world()), pair())
    panel = FactionPanel(document)
    qtbot.addWidget(panel)
    texts = visible_texts(panel)
    assert "Enclave del Oso" in texts and "Búnker" in texts
    assert_spanish(finder, texts)


def test_the_designers_players_choose_factions_by_their_spanish_names(qtbot, spanish, finder):
    # The Scenario panel's faction choice per player read "The Saharan Republic" in Spanish.
    from PySide6.QtWidgets import QComboBox

    from editor.scenario.scenario_document import ScenarioDocument
    from editor.scenario.scenario_panel import ScenarioPanel
    from engine.campaign.world_format import new_world
    from engine.scenario.model import Scenario, ScenarioPlayer
    from tests.support.boards import pair

    scenario = Scenario("Poderes", "m.yaml", "legacy", legacy=new_world(),
                        players=[ScenarioPlayer(n) for n in ("Ada", "Basil", "Cleo")])
    panel = ScenarioPanel(ScenarioDocument(scenario, pair()))
    qtbot.addWidget(panel)
    combo = panel.findChild(QComboBox, "playerFaction0")
    names = [combo.itemText(k) for k in range(combo.count())]
    assert "Enclave del Oso" in names and "Enclave of the Bear" not in names
    assert_spanish(finder, names)
