"""The game log says every count in the reader's language with the number's plural form:
a Spanish log reads "3 ejércitos" and "1 ejército", never the engine's English "3 armies"
(issue 33: "Every count goes through Qt's plural forms"), in classic, Legacy and the MU economy."""

from __future__ import annotations

import pytest

from editor.play.event_text import event_sentence
from engine.campaign.pack_cards import CardsJoinPlay
from engine.core.events import CardsTraded, ReinforcementsReceived
from engine.rules.economy.events import UnitsDiedUnpaid
from engine.rules.legacy.events import Expanded
from tests.editor.play.economy.helpers import economy_controller
from tests.editor.play.helpers import new_controller
from tests.editor.play.legacy.helpers import legacy_controller


@pytest.fixture
def classic():
    controller = new_controller("human", "human")
    yield controller
    controller.shutdown()


def test_a_classic_log_line_counts_armies_in_spanish(spanish, classic):
    assert event_sentence(ReinforcementsReceived(0, 3, 2, 5), classic) == \
        "Ann recibe 5 ejércitos (3 por territorios, 2 por continentes)."
    assert event_sentence(CardsTraded(1, (0, 1, 2), 1, ()), classic) == "Bob canjea un trío de cartas por 1 ejército."


def test_an_english_log_line_keeps_its_english_counts(classic):
    assert event_sentence(CardsTraded(1, (0, 1, 2), 1, ()), classic) == "Bob trades a set of cards for 1 army."
    assert event_sentence(CardsTraded(1, (0, 1, 2), 6, ()), classic) == "Bob trades a set of cards for 6 armies."


def test_an_economy_log_line_counts_units_in_spanish(spanish):
    controller = economy_controller("human", "human")
    try:
        assert event_sentence(UnitsDiedUnpaid(0, 1), controller) == "Ada pierde 1 unidad: no se pagó su mantenimiento."
        assert event_sentence(UnitsDiedUnpaid(0, 4), controller) == \
            "Ada pierde 4 unidades: no se pagó su mantenimiento."
    finally:
        controller.shutdown()


def test_a_legacy_expansion_into_a_city_and_new_cards_say_their_counts(qapp):
    controller = legacy_controller("human", "human", "human")
    try:
        names = controller.names.territories
        sentence = event_sentence(Expanded(0, 1, 2, 3, 1), controller)
        assert sentence == f"Ann expands from {names[1]} into {names[2]} with 3 troops; the city costs 1 troop."
        assert event_sentence(CardsJoinPlay(0, 2, 1), controller) == \
            "New cards join the war: 2 event cards, 1 mission card."
    finally:
        controller.shutdown()


def test_a_legacy_expansion_into_a_city_counts_troops_in_spanish(spanish):
    controller = legacy_controller("human", "human", "human")
    try:
        names = controller.names.territories
        assert event_sentence(Expanded(0, 1, 2, 1, 2), controller) == \
            f"Ann se expande de {names[1]} a {names[2]} con 1 tropa; la ciudad le cuesta 2 tropas."
    finally:
        controller.shutdown()
