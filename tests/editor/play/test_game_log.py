"""Events as sentences (translated templates filled with names) and the log that shows them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from editor.play import event_text
from editor.play.event_text import PHASE_WORDS, event_sentence
from editor.play.game_log import GameLog
from engine.core.events import (
    ArmiesPlaced,
    AttackDeclared,
    CardDrawn,
    CardsTraded,
    DiceRolled,
    GameWon,
    PhaseChanged,
    PlayerEliminated,
    TerritoryCaptured,
    TurnStarted,
)
from engine.core.state import Phase
from tests.editor.play.helpers import new_controller


def test_every_phase_has_its_word():
    assert set(PHASE_WORDS) == set(Phase.ALL)


@pytest.fixture
def classic(qtbot):
    controller = new_controller("human", "random", map_name="classic", **{"neutral-army": True})
    yield controller
    controller.shutdown()


def index(controller, territory_id: str) -> int:
    return controller.world.territory_index(territory_id)


def card_of(controller, territory_id: str) -> int:
    return controller.world.card_territories.index(index(controller, territory_id))


def test_sentences_read_well(classic):
    brazil, egypt = index(classic, "brazil"), index(classic, "egypt")
    attack = AttackDeclared(0, 1, brazil, egypt, 3)
    assert event_sentence(attack, classic) == "Ann attacks Egypt from Brazil with 3 dice."
    assert event_sentence(DiceRolled(0, 1, brazil, egypt, (6, 5, 2), (4, 3), 0, 2), classic) == (
        "Ann rolls 6-5-2 against Bob's 4-3: Ann loses 0, Bob loses 2.")
    assert event_sentence(TerritoryCaptured(0, 2, brazil, egypt), classic) == "Ann captures Egypt from Neutral."
    assert event_sentence(ArmiesPlaced(1, egypt, 3), classic) == "Bob places 3 on Egypt."
    assert event_sentence(TurnStarted(0, 7), classic) == "Turn 7: Ann to play."
    assert event_sentence(PhaseChanged(0, "fortify"), classic) == "Ann: fortifying."
    assert event_sentence(PlayerEliminated(1, 0, 4), classic) == "Bob is eliminated by Ann, who takes 4 cards."
    # Issue 10: not "takes 1 cards".
    assert event_sentence(PlayerEliminated(1, 0, 1), classic) == "Bob is eliminated by Ann, who takes 1 card."
    assert event_sentence(PlayerEliminated(1, 0, 0), classic) == "Bob is eliminated by Ann, who takes no cards."
    assert event_sentence(CardsTraded(0, (1, 2, 3), 8, (brazil,)), classic) == (
        "Ann trades a set of cards for 8 armies.")


def test_a_drawn_card_is_named_only_for_its_owner(classic):
    drawn = CardDrawn(0, card_of(classic, "brazil"))
    assert event_sentence(drawn, classic) == "Ann draws a card."  # the public log
    assert event_sentence(drawn, classic, viewer=1) == "Ann draws a card."
    assert event_sentence(drawn, classic, viewer=0) == "Ann draws the Brazil card."
    wild = CardDrawn(0, len(classic.world.card_territories))
    assert event_sentence(wild, classic, viewer=0) == "Ann draws the wild card."


def test_the_end_of_a_game(classic):
    assert event_sentence(GameWon(1, "conquered the world"), classic) == "Bob wins: conquered the world."
    assert event_sentence(GameWon(-1, "the turn limit (300) was reached: a draw"), classic) == (
        "The game ends in a draw: the turn limit (300) was reached.")


def test_templates_are_translated(classic, tmp_path):
    class Shouting(QTranslator):
        def translate(self, context, source, disambiguation=None, n=-1):
            if context == "Event" and source == "{player} places {count} on {territory}.":
                return "{player} PONE {count} EN {territory}."
            if context == "Event" and source == "reinforcing":
                return "REFORZANDO"
            return None

    translator = Shouting()
    QCoreApplication.installTranslator(translator)
    try:
        egypt = index(classic, "egypt")
        assert event_sentence(ArmiesPlaced(1, egypt, 3), classic) == "Bob PONE 3 EN Egypt."
        assert event_sentence(PhaseChanged(0, "reinforce"), classic) == "Ann: REFORZANDO."
    finally:
        QCoreApplication.removeTranslator(translator)


def test_a_translation_with_a_broken_placeholder_falls_back_to_english(classic, monkeypatch):
    monkeypatch.setattr(event_text, "translate", lambda text: "{jugador} ataca")
    brazil, egypt = index(classic, "brazil"), index(classic, "egypt")
    attack = AttackDeclared(0, 1, brazil, egypt, 2)
    assert event_sentence(attack, classic) == "Ann attacks Egypt from Brazil with 2 dice."


def test_the_log_tells_the_story_newest_at_the_bottom(qtbot):
    controller = new_controller("random", "random", "heuristic")
    log = GameLog(controller)
    qtbot.addWidget(log)
    log.resize(320, 200)
    log.show()
    try:
        assert log.objectName() == "gameLog"
        assert log.lines()[0].startswith("The game begins;")
        with qtbot.waitSignal(controller.gameOver, timeout=20_000):
            controller.start()
        lines = log.lines()
        assert lines[-1].endswith("wins: conquered the world.") or "draw" in lines[-1]
        assert not any("draws the" in line for line in lines)  # cards drawn are secret
        bar = log.verticalScrollBar()
        qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())
        log.grab().save("/tmp/game_log.png")

        # A reader who scrolled up is not pulled down by new lines.
        bar.setValue(0)
        assert not log.is_following()
        log.add_events([TurnStarted(0, 999)])
        qtbot.wait(10)
        assert bar.value() == 0 and log.lines()[-1] == "Turn 999: Ann to play."
    finally:
        controller.shutdown()
