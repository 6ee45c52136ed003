"""The round replay draws the economy board at each step — each side's stack per country,
navies at sea, contested land, battle tokens, infrastructure — says who declared what in each
battle, and opens framed on the round's battles, large enough to read (issue 27)."""

from __future__ import annotations

import os

from PySide6.QtCore import QRectF

from editor.play.economy.round_replay import MINIMUM_BOARD_HEIGHT, MINIMUM_BOARD_WIDTH
from engine.core.actions import Pass
from engine.rules.economy.actions import (
    ARMY,
    NAVY,
    BattleAttack,
    BuildNavyBase,
    Done,
    EndWithdrawal,
    Fight,
    PayUpkeep,
    Plan,
    Recruit,
    RecruitNavy,
    Withdraw,
)
from engine.rules.economy.phases import BATTLE, GET, PLANNING

SHOTS = os.environ.get("REPLAY_SHOTS")  # a folder to save pictures of the dock in, to look at


def tid(controller, name: str) -> int:
    return controller.world.names.index(name)


def decide(window, action) -> None:
    controller = window.controller
    if controller.waiting_for_handoff() is not None:
        window.acknowledge_handoff()
    assert controller.perform(action), action


def play_two_rounds(window) -> dict[str, int]:
    """Round 1: Ada builds a navy base on Ukraine's Black Sea coast; round 2: she recruits two
    navies there and two armies in Ukraine, Cleo marches four armies into Ukraine (contested
    land), Ada attacks the neutral armies of Northern Europe; in Ukraine's battle Cleo passes,
    Ada attacks her, and Cleo withdraws (Ada intercepts each unit). Returns the places."""
    controller = window.controller
    places = {name: tid(controller, name) for name in
              ("Ukraine", "Ukraine Black Sea Coast", "Scandinavia", "Northern Europe")}
    ukraine, sea = places["Ukraine"], places["Ukraine Black Sea Coast"]
    wanted = {
        (1, GET, 0): [PayUpkeep(), BuildNavyBase(ukraine, sea)],
        (2, GET, 0): [PayUpkeep(), RecruitNavy(ukraine, sea, 2), Recruit(ukraine, 2)],
        (2, PLANNING, 0): [Plan(ukraine, places["Northern Europe"], 3, ARMY)],
        (2, PLANNING, 2): [Plan(places["Scandinavia"], ukraine, 4, ARMY)],
    }
    attacked: set[tuple[int, int]] = set()
    window.show()
    controller.start()
    while controller.state.turn <= 2:
        if controller.waiting_for_handoff() is not None:
            window.acknowledge_handoff()
        state, player = controller.state, controller.decider()
        queue = wanted.get((state.turn, state.phase, player))
        if queue:
            decide(window, queue.pop(0))
            continue
        legal = controller.legal_actions()
        if state.phase == GET and state.players[player].upkeep_due:
            decide(window, PayUpkeep())
        elif state.phase == BATTLE:
            attacks = [a for a in legal if isinstance(a, BattleAttack) and (player, state.battle) not in attacked]
            withdrawals = [a for a in legal if isinstance(a, Withdraw) and a.target == places["Scandinavia"]]
            ends = [a for a in legal if isinstance(a, EndWithdrawal)]
            if player == 2 and (0, state.battle) in attacked and (withdrawals or ends):
                decide(window, (withdrawals or ends)[0])
            elif attacks and player == 0:
                attacked.add((player, state.battle))
                decide(window, attacks[0])
            else:
                decide(window, Pass() if Pass() in legal else legal[0])
        else:
            choice = [a for a in legal if isinstance(a, Done | Fight)] or ([Pass()] if Pass() in legal else legal)
            decide(window, choice[0])
    if controller.waiting_for_handoff() is not None:
        window.acknowledge_handoff()  # (round 3 begins: its first decider at the screen)
    return places


def chips(layer, territory: int) -> list[tuple[int, str, int]]:
    stack = layer.stack(territory)
    return sorted((c.side, c.kind, c.count) for c in stack.chips()) if stack is not None else []


def expected_chips(controller, state, territory: int) -> list[tuple[int, str, int]]:
    """The stack a state holds in a territory: each side's armies and navies, the neutrals'."""
    found = []
    for player in range(len(state.players)):
        for kind, counts in ((ARMY, state.army[player]), (NAVY, state.navy[player])):
            if counts[territory]:
                found.append((player, kind, counts[territory]))
    if state.neutral[territory]:
        found.append((-1, ARMY if controller.world.land[territory] else NAVY, state.neutral[territory]))
    return sorted(found)


def shoot(dock, name: str) -> None:
    if SHOTS:
        os.makedirs(SHOTS, exist_ok=True)
        dock.window().grab().save(os.path.join(SHOTS, f"{name}-window.png"))
        dock.grab().save(os.path.join(SHOTS, f"{name}.png"))


def test_each_step_draws_the_economy_board_as_it_stood(make_economy, qtbot):
    window = make_economy("human", "human", "human")
    window.resize(1400, 1000)
    places = play_two_rounds(window)
    controller = window.controller
    ukraine, sea = places["Ukraine"], places["Ukraine Black Sea Coast"]
    dock = window.round_replay.dock
    dock.show()
    qtbot.waitUntil(lambda: dock.steps != [])
    assert dock.round_box.value() == 2  # the last round played out
    layer = dock.board_layer
    assert layer is not None and layer is not window.board_layer
    assert dock.board.badges == {}  # stacks instead of the classic badge
    navies = contested = tokens = 0
    for index in range(len(dock.steps)):
        dock.step_to(index)
        step = dock.steps[index]
        state = step.state
        shoot(dock, f"step{index:02d}")
        for territory in range(controller.world.size):
            assert chips(layer, territory) == expected_chips(controller, state, territory), (index, territory)
            kinds = {icon.kind for icon in layer.icon_items(territory)}
            assert ("battle" in kinds) == (territory in state.battle_tokens), (index, territory)
        navies += bool(state.navy[0][sea])
        sides = {side for side, _kind, _count in chips(layer, ukraine)}
        if {0, 2} <= sides:
            contested += 1
            assert "(contested)" in layer.stack(ukraine).toolTip()
        tokens += bool(state.battle_tokens)
        # From the combat's start, every plan carried out is an arrow; before it, none (plans are secret).
        arrows = {(a.player, a.source, a.target, a.count) for a in layer.arrow_items()}
        if state.phase in ("choose-battle", "battle", "after-battle"):
            assert {(0, ukraine, places["Northern Europe"], 3), (2, places["Scandinavia"], ukraine, 4)} <= arrows
        else:
            assert arrows == set()
        # Infrastructure as it stood: Ada's capital, and her navy base on the Black Sea coast.
        kinds = {icon.kind for icon in layer.icon_items(ukraine)}
        assert {"capital", "navy-base"} <= kinds
    assert navies and contested and tokens
    # The navies came with the recruiting step and stay at sea.
    recruited = next(i for i, step in enumerate(dock.steps) if "navies" in " ".join(step.sentences)
                     and "recruits" in " ".join(step.sentences))
    assert dock.steps[recruited - 1].state.navy[0][sea] == 0 and dock.steps[recruited].state.navy[0][sea] == 2


def test_declarations_are_steps_of_their_own(make_economy, qtbot):
    window = make_economy("human", "human", "human")
    play_two_rounds(window)
    dock = window.round_replay.dock
    dock.show()
    qtbot.waitUntil(lambda: dock.steps != [])
    said = [" ".join(step.sentences) for step in dock.steps]
    assert any(s in (f"{name} chooses the battle in Ukraine." for name in ("Ada", "Basil", "Cleo")) for s in said)
    assert "Cleo declares: Pass" in said  # a step of its own: a pass has no events
    assert any(s.startswith("Ada declares: Attack Cleo's armies In Ukraine: Ada rolls") for s in said)
    assert any(s.startswith("Cleo declares: Withdraw to Scandinavia Ada intercepts a withdrawing unit. "
                            "In Ukraine: Ada rolls") for s in said)
    assert any(s.startswith("Ada declares: Attack the neutral armies In Northern Europe") for s in said)
    # A pass rolls nothing: the step shows the board as it was.
    passing = said.index("Cleo declares: Pass")
    before, after = dock.steps[passing - 1].state, dock.steps[passing].state
    assert (before.army, before.navy, before.neutral) == (after.army, after.navy, after.neutral)
    # Nobody's plans are said or shown.
    assert not any("plans" in s or "Plan " in s for s in said)


def test_the_dock_opens_framed_on_the_battles_large_enough_to_read(make_economy, qtbot):
    window = make_economy("human", "human", "human")
    window.resize(1400, 1000)
    places = play_two_rounds(window)
    dock = window.round_replay.dock
    dock.show()
    qtbot.waitUntil(lambda: dock.steps != [])
    view = dock.view
    battles = [places[name] for name in ("Ukraine", "Northern Europe")]  # the round's battles

    def seen() -> QRectF:
        return view.mapToScene(view.viewport().rect()).boundingRect()

    assert view.minimumWidth() >= MINIMUM_BOARD_WIDTH and view.minimumHeight() >= MINIMUM_BOARD_HEIGHT
    qtbot.wait(50)  # (framed again once the dock has its share of the window)
    assert view.width() >= MINIMUM_BOARD_WIDTH and view.height() >= MINIMUM_BOARD_HEIGHT
    for territory in battles:  # their names and marks in view
        assert seen().contains(dock.board.anchor(territory)), territory
        stack = dock.board_layer.stack(territory)
        assert stack is not None and stack.isVisible() and seen().contains(stack.sceneBoundingRect())
    assert dock.board.marks_readable()
    whole = dock.board.scene.sceneRect()
    fit = min(view.viewport().width() / whole.width(), view.viewport().height() / whole.height())
    assert view.zoom_factor() > 1.5 * fit  # closer than the whole map
    dock.go("last")
    stack = dock.board_layer.stack(places["Ukraine"])
    assert stack.isVisible() and seen().contains(stack.scenePos())
    shoot(dock, "framed")
