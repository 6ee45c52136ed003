"""Expanding, for a person: in the attack phase a click on one of your territories then on an
empty neighbour expands (never an attack); into a city "you lose troops equal to the
population of that city" (+2 more if it is fortified), which the status bar says on hover and
the dialog before the move."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog

from engine.campaign.pieces import MarkKind
from engine.core.actions import Attack
from engine.core.state import NOBODY, Phase
from engine.rules.legacy.actions import Expand
from tests.editor.play.legacy.helpers import legacy_controller, legacy_window
from tests.editor.play.legacy.turn_support import (
    LEFT,
    city,
    click,
    fortification,
    hover,
    play_until,
    show,
    take_screen,
    world_with,
)

# Cities (and one fortified) all over the Americas and Europe, so that a person's first
# expansions meet one.
CITIES = ("central-america", "venezuela", "peru", "argentina", "north-africa", "ukraine", "scandinavia",
          "great-britain", "western-europe", "southern-europe", "ontario", "quebec", "alberta", "ural")


def city_expansion(controller) -> Expand | None:
    """An expansion the person (seat 0) may make now into a city, if any."""
    state = controller.state
    if state.current != 0 or state.phase != Phase.ATTACK:
        return None
    return next((a for a in controller.legal_actions()
                 if isinstance(a, Expand) and controller.rules.facts.population[a.target]), None)


def test_expanding_into_a_city_shows_its_cost_and_pays_its_population(qtbot, settings):
    marks = [city(t, MarkKind.MAJOR_CITY if t == "venezuela" else MarkKind.MINOR_CITY) for t in CITIES]
    marks += [fortification("peru"), fortification("ukraine")]
    controller = legacy_controller("human", "human", "human", seed=5, world=world_with(marks))
    play_until(controller, lambda: city_expansion(controller) is not None)
    expansion = city_expansion(controller)
    source, target = expansion.source, expansion.target
    rules, state = controller.rules, controller.state
    cost = rules.expand_cost(state, target)
    assert cost >= 1

    window = legacy_window(qtbot, settings, controller)
    show(qtbot, window)
    controller.start()
    qtbot.waitUntil(lambda: controller.decider() == 0, timeout=5000)
    take_screen(window)
    name = controller.names.territories[target]
    said: list[str] = []
    window.tool.status.connect(said.append)

    hover(window, target)
    assert "expanding into it costs" in said[-1] and said[-1].startswith(name)

    click(window, source)
    assert window.tool.source() == source and target in window.board.highlighted()[1]
    click(window, target)
    dialog = window.tool.expand_dialog
    assert dialog is not None and dialog.isVisible()
    assert f"costs {cost} troop" in dialog.cost_label.text() or f"= {cost}" in dialog.cost_label.text()
    if rules.fortified(state, target):
        assert "+2 for the fortification" in dialog.cost_label.text()
    assert window.findChild(QDialog, "attackDialog") is None  # empty land: never an attack
    allowed = rules.count_range(state, expansion)
    assert (dialog.count_spin.minimum(), dialog.count_spin.maximum()) == (allowed.start, allowed.stop - 1)
    dialog.count_spin.setValue(allowed.start)
    before = state.armies[source]
    qtbot.mouseClick(dialog.ok_button, LEFT)
    state = controller.state
    assert state.owner[target] == 0
    # "you lose troops equal to the population of that city" (+2 fortified): the rest go in.
    assert state.armies[target] == allowed.start - cost
    assert state.armies[source] == before - allowed.start
    assert window.tool.expand_dialog is None


def test_an_enemy_neighbour_is_attacked_and_empty_land_expanded_into(qtbot, settings):
    controller = legacy_controller("human", "human", "human", seed=5)

    def both():
        state = controller.state
        if state.current != 0 or state.phase != Phase.ATTACK:
            return False
        moves = window_moves(controller)
        return any(state.owner[t] == NOBODY for t in moves) and any(state.owner[t] not in (0, NOBODY) for t in moves)

    def window_moves(controller):
        legal = controller.legal_actions()
        sources = {a.source for a in legal if isinstance(a, Expand)}
        for source in sources:
            targets = {a.target for a in legal if isinstance(a, Expand | Attack) and a.source == source}
            kinds = {controller.state.owner[t] == NOBODY for t in targets}
            if kinds == {True, False}:
                window_moves.source = source
                return targets
        return set()

    play_until(controller, both)
    source = window_moves.source
    targets = window_moves(controller)
    empty = min(t for t in targets if controller.state.owner[t] == NOBODY)
    enemy = min(t for t in targets if controller.state.owner[t] != NOBODY)
    window = legacy_window(qtbot, settings, controller)
    show(qtbot, window)
    controller.start()
    qtbot.waitUntil(lambda: controller.decider() == 0, timeout=5000)
    take_screen(window)
    asked: list[tuple[int, int]] = []
    window.tool.attackRequested.connect(lambda s, t: asked.append((s, t)))
    click(window, source)
    click(window, enemy)
    assert asked == [(source, enemy)]  # the classic attack dialog is asked for
    window.findChild(QDialog, "attackDialog").reject()
    if window.tool.source() != source:
        click(window, source)
    armies = controller.state.armies[source]
    click(window, empty)
    # No city there: a single count or the dialog; either way an expansion, never an attack.
    if window.tool.expand_dialog is not None:
        qtbot.mouseClick(window.tool.expand_dialog.ok_button, LEFT)
    assert controller.state.owner[empty] == 0 and asked == [(source, enemy)]
    assert controller.state.armies[source] < armies
