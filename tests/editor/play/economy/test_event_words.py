"""The log words economy events as people count: "2 armies", "an army base"."""

from __future__ import annotations

from editor.play.event_text import event_sentence
from engine.rules.economy.actions import ARMY, NAVY
from engine.rules.economy.events import (
    BorderBattleOver,
    BorderWithdrawal,
    InfrastructureChanged,
    UnitsMoved,
    UnitsOnBorder,
    UnitsRecruited,
)
from tests.editor.play.economy.helpers import economy_controller


def test_units_and_infrastructure_are_named_in_whole_words(qapp):
    controller = economy_controller("human", "human")
    try:
        names = controller.names.territories
        t = controller.world.index["ukraine"]
        assert event_sentence(UnitsRecruited(0, t, 2, ARMY, 10), controller) == \
            f"Ada recruits 2 armies in {names[t]} for 10 MU."
        assert event_sentence(UnitsRecruited(0, t, 1, NAVY, 5), controller) == \
            f"Ada recruits 1 navy in {names[t]} for 5 MU."
        assert event_sentence(UnitsMoved(1, t, t, 3, NAVY), controller) == \
            f"Basil moves 3 navies from {names[t]} to {names[t]}."
        assert event_sentence(InfrastructureChanged(0, t, "army-base", 20), controller) == \
            f"Ada builds an army base in {names[t]} for 20 MU."
        assert event_sentence(InfrastructureChanged(0, t, "road", -2), controller) == \
            f"Ada destroys the road in {names[t]} and gets 2 MU back."
    finally:
        controller.shutdown()


def test_border_battles_are_told_in_whole_words(qapp):
    controller = economy_controller("human", "human")
    try:
        names = controller.names.territories
        a, b = controller.world.index["western-europe"], controller.world.index["southern-europe"]
        assert event_sentence(UnitsOnBorder(0, a, b, 3, ARMY), controller) == \
            f"Ada's 3 armies from {names[a]} meet the enemy on the border with {names[b]}."
        assert event_sentence(BorderWithdrawal(1, b, 1, ARMY), controller) == \
            f"Basil withdraws 1 army from the border back to {names[b]}."
        assert event_sentence(BorderBattleOver(0, a, b), controller) == \
            f"The battle on the border of {names[a]} and {names[b]} is over (winner: Ada)."
    finally:
        controller.shutdown()
