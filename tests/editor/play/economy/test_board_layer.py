"""The economy board: unit stacks per side, navies at sea, infrastructure icons, battle tokens,
the initiative, and order arrows that never show one person's plans to another."""

from __future__ import annotations

from editor.play.controller import GameController, Speed
from editor.play.economy.board_layer import EconomyBoardLayer
from editor.play.economy.order_arrows import OrderArrow
from engine.rules.economy.actions import ARMY, NAVY, Build, BuildNavyBase, Demolish, Plan, RecruitNavy
from engine.rules.economy.phases import AFTER_BATTLE, BATTLE, CHOOSE_BATTLE, FRIENDLY_MOVEMENT, GET, PLANNING
from tests.editor.play.economy.helpers import done, pay_upkeep, play_on
from tests.editor.play.helpers import human_ready

COMBAT = (CHOOSE_BATTLE, BATTLE, AFTER_BATTLE)


def index(controller, name: str) -> int:
    return controller.world.names.index(name)


def person_decides(window, qtbot) -> int:
    """Hand the screen over if asked; then the person deciding (waits for the computer players)."""
    controller = window.controller
    qtbot.waitUntil(lambda: controller.waiting_for_handoff() is not None or human_ready(controller), timeout=15000)
    if controller.waiting_for_handoff() is not None:
        window.acknowledge_handoff()
    assert human_ready(controller)
    return controller.decider()


def everyone_done(window, qtbot, phase: str) -> None:
    """Every person says Done in ``phase`` (the computer players play it their way)."""
    controller = window.controller
    qtbot.waitUntil(lambda: controller.state.phase == phase, timeout=15000)
    while controller.state.phase == phase:
        person_decides(window, qtbot)
        if controller.state.phase == phase:
            assert done(controller)


def started(make_economy, qtbot, *seats: str):
    window = make_economy(*seats)
    window.resize(1400, 900)  # big enough for the marks to be read (they hide when zoomed far out)
    window.show()
    window.controller.start()
    person_decides(window, qtbot)
    return window, window.controller, window.board_layer


def scene_texts(window) -> list[str]:
    """Every tooltip and text of every item in the board's scene."""
    texts = []
    for item in window.board.scene.items():
        texts.append(item.toolTip())
        text = getattr(item, "toPlainText", None) or getattr(item, "text", None)
        if callable(text):
            value = text()
            if isinstance(value, str):
                texts.append(value)
    return texts


def test_the_economy_board_replaces_the_classic_badges_with_stacks(make_economy, qtbot):
    window, controller, layer = started(make_economy, qtbot, "human", "heuristic", "heuristic")
    assert isinstance(layer, EconomyBoardLayer)
    assert window.board.badges == {}  # no classic badge: one per territory cannot show several sides
    state = controller.state
    capital = state.players[0].capital
    stack = layer.stack(capital)
    assert stack is not None and stack.isVisible()
    assert [(c.side, c.kind, c.count) for c in stack.chips()] == [(0, ARMY, state.army[0][capital])]
    # Neutral units have their own grey stack.
    iceland = index(controller, "Iceland")
    assert [(c.side, c.kind, c.count) for c in layer.stack(iceland).chips()] == [(-1, ARMY, state.neutral[iceland])]
    assert "neutral" in layer.stack(iceland).toolTip()
    # The board can have its own badges back (they are only switched off).
    window.board.set_troop_badges(True)
    assert window.board.badge(capital).count() == state.armies[capital]


def test_a_navy_recruited_at_sea_shows_in_the_water(make_economy, qtbot):
    window, controller, layer = started(make_economy, qtbot, "human", "heuristic", "heuristic")
    ukraine, sea = index(controller, "Ukraine"), index(controller, "Ukraine Black Sea Coast")
    assert controller.state.players[0].capital == ukraine
    assert layer.stack(sea) is None
    assert pay_upkeep(controller)
    assert controller.perform(BuildNavyBase(ukraine, sea))
    # "Units cannot be recruited to bases the same turn the bases are built": as if it were
    # built a round ago.
    controller.state.new_navy_bases.clear()
    assert controller.perform(RecruitNavy(ukraine, sea, 2))
    stack = layer.stack(sea)
    assert stack is not None and [(c.side, c.kind, c.count) for c in stack.chips()] == [(0, NAVY, 2)]
    assert stack.toolTip().splitlines() == ["Ukraine Black Sea Coast", "Ada: 2 navies"]
    # The navy base stands on Ukraine's coast with its water, not in the row of icons.
    base = next(i for i in layer.icon_items(ukraine) if i.kind == "navy-base")
    assert base.toolTip() == "Navy base of Ukraine on Ukraine Black Sea Coast"
    row = [i for i in layer.icon_items(ukraine) if i.kind == "capital"][0]
    assert base.pos() != row.pos()
    ukraine_shape = controller.world.board.shapes()[ukraine]
    from shapely.geometry import Point

    assert ukraine_shape.distance(Point(base.pos().x(), base.pos().y())) < 1e-3 * ukraine_shape.length
    sea_shape = controller.world.board.shapes()[sea]
    assert sea_shape.distance(Point(base.pos().x(), base.pos().y())) < 1e-3 * ukraine_shape.length


def test_each_infrastructure_icon_appears_when_built_with_its_tooltip(make_economy, qtbot):
    window, controller, layer = started(make_economy, qtbot, "human", "heuristic", "heuristic")
    state = controller.state
    ukraine = index(controller, "Ukraine")

    def kinds(territory):
        return {i.kind: i for i in layer.icon_items(territory)}

    # The Europe start gives a capital, two army bases, a road and a fortification.
    icons = kinds(ukraine)
    assert icons["capital"].toolTip() == "Capital of Ada in Ukraine"
    assert icons["army-base"].toolTip() == "2 army bases in Ukraine" and icons["army-base"].count == 2
    assert icons["road"].toolTip() == "Road in Ukraine"
    assert icons["fortification"].toolTip() == "Fortification in Ukraine"
    # Destroyed, they go; built (after the round's upkeep), they come back.
    assert pay_upkeep(controller)
    for what, tip in (("road", "Road in Ukraine"), ("fortification", "Fortification in Ukraine")):
        assert controller.perform(Demolish(ukraine, what))
        assert what not in kinds(ukraine)
        assert controller.perform(Build(ukraine, what))
        assert kinds(ukraine)[what].toolTip() == tip
    assert controller.perform(Build(ukraine, "army-base"))
    assert kinds(ukraine)["army-base"].toolTip() == "3 army bases in Ukraine"
    sea = index(controller, "Ukraine Black Sea Coast")
    assert controller.perform(BuildNavyBase(ukraine, sea))
    assert kinds(ukraine)["navy-base"].toolTip() == "Navy base of Ukraine on Ukraine Black Sea Coast"
    # A canal needs a canal country with a road: Egypt, given to Ada for the test.
    egypt = index(controller, "Egypt")
    state.owner[egypt], state.neutral[egypt], state.army[0][egypt] = 0, 0, 1
    controller.rules._recount(state, [egypt])
    state.players[0].money = 100
    assert controller.perform(Build(egypt, "road"))
    assert "canal" not in kinds(egypt)
    assert controller.perform(Build(egypt, "canal"))
    assert kinds(egypt)["canal"].toolTip() == "Canal in Egypt"
    # Icons are drawn on the board, each on its territory.
    for icon in layer.icon_items():
        assert icon.scene() is window.board.scene and icon.isVisible()


def test_planning_arrows_are_the_viewers_own_and_gone_after_the_hand_off(make_economy, qtbot):
    """Hot-seat privacy: while Cleo plans, nothing on the board shows Ada's orders."""
    window, controller, layer = started(make_economy, qtbot, "human", "heuristic", "human")
    everyone_done(window, qtbot, GET)
    assert controller.state.phase == PLANNING
    ada = person_decides(window, qtbot)
    assert ada == 0
    ukraine, northern = index(controller, "Ukraine"), index(controller, "Northern Europe")
    assert controller.perform(Plan(ukraine, northern, 3, ARMY))
    arrows = layer.arrow_items()
    assert [(a.player, a.source, a.target, a.count, a.revealed) for a in arrows] == [(0, ukraine, northern, 3, False)]
    assert arrows[0].scene() is window.board.scene
    assert arrows[0].toolTip() == "Ada plans 3 armies from Ukraine to Northern Europe"
    assert done(controller)
    # The screen goes to Cleo (the computer player Basil plans meanwhile).
    qtbot.waitUntil(lambda: controller.waiting_for_handoff() == 2, timeout=15000)
    assert not any(isinstance(i, OrderArrow) for i in window.board.scene.items())
    cleo = person_decides(window, qtbot)
    assert cleo == 2 and controller.state.phase == PLANNING
    assert not [i for i in window.board.scene.items() if isinstance(i, OrderArrow) and i.player != 2]
    assert not any("Northern Europe" in text for text in scene_texts(window) if "plans" in text)
    assert not any("Ada plans" in text for text in scene_texts(window))
    scandinavia = index(controller, "Scandinavia")
    assert controller.perform(Plan(scandinavia, ukraine, 2, ARMY))
    shown = [(a.player, a.source, a.target) for a in window.board.scene.items() if isinstance(a, OrderArrow)]
    assert shown == [(2, scandinavia, ukraine)]


def test_the_combat_reveals_every_plan_and_shows_contested_land(make_economy, qtbot):
    window, controller, layer = started(make_economy, qtbot, "human", "heuristic", "human")
    everyone_done(window, qtbot, GET)
    ukraine, northern = index(controller, "Ukraine"), index(controller, "Northern Europe")
    scandinavia = index(controller, "Scandinavia")
    person_decides(window, qtbot)
    assert controller.perform(Plan(ukraine, northern, 3, ARMY))
    assert done(controller)
    person_decides(window, qtbot)
    assert controller.decider() == 2
    assert controller.perform(Plan(scandinavia, ukraine, 2, ARMY))
    assert done(controller)
    everyone_done(window, qtbot, FRIENDLY_MOVEMENT)
    qtbot.waitUntil(lambda: controller.state.phase in COMBAT and human_ready(controller)
                    or controller.waiting_for_handoff() is not None, timeout=15000)
    state = controller.state
    assert state.phase in COMBAT
    # Every plan carried out is an arrow for everyone, with its count.
    revealed = {(a.player, a.source, a.target, a.count) for a in layer.arrow_items() if a.revealed}
    assert {(0, ukraine, northern, 3), (2, scandinavia, ukraine, 2)} <= revealed
    assert all(a.revealed for a in layer.arrow_items())
    # Contested Ukraine: Ada's and Cleo's stacks side by side; Northern Europe: Ada's and the neutrals'.
    assert {c.side for c in layer.stack(ukraine).chips()} == {0, 2}
    assert "(contested)" in layer.stack(ukraine).toolTip()
    assert {c.side for c in layer.stack(northern).chips()} == {0, -1}
    for territory in (ukraine, northern):
        tokens = [i for i in layer.icon_items(territory) if i.kind == "battle"]
        assert len(tokens) == 1 and controller.names.territories[territory] in tokens[0].toolTip()
    # The initiative's pennant stands on its holder's capital, and the table marks them.
    holder = state.initiative
    pennants = [i for i in layer.icon_items() if i.kind == "initiative"]
    if state.players[holder].capital >= 0:
        assert [p.territory for p in pennants] == [state.players[holder].capital]
        assert pennants[0].toolTip() == f"{state.players[holder].name} holds the initiative"
    assert window.stats_panel.initiative_row() == holder


def test_revealed_arrows_last_until_the_next_round(make_economy, qtbot):
    window, controller, layer = started(make_economy, qtbot, "human", "heuristic")
    everyone_done(window, qtbot, GET)
    ukraine, northern = index(controller, "Ukraine"), index(controller, "Northern Europe")
    person_decides(window, qtbot)
    assert controller.perform(Plan(ukraine, northern, 2, ARMY))
    assert done(controller)
    everyone_done(window, qtbot, FRIENDLY_MOVEMENT)
    qtbot.waitUntil(lambda: controller.state.phase in COMBAT or controller.state.phase == GET, timeout=15000)
    round_of_plans = controller.state.turn
    assert controller.state.phase in COMBAT  # Ada's plan makes a battle with Northern Europe's neutrals
    assert (0, ukraine, northern) in {(a.player, a.source, a.target) for a in layer.arrow_items()}
    # Play the battles out (attack, or pass) until the next round begins.
    while controller.state.turn == round_of_plans:
        qtbot.waitUntil(lambda: human_ready(controller) or controller.state.turn != round_of_plans, timeout=15000)
        if controller.state.turn != round_of_plans:
            break
        assert play_on(controller)
    assert controller.state.phase in (GET, "game-over")
    assert layer.arrow_items() == []


def test_a_game_opened_during_the_combat_shows_the_round_s_revealed_moves(make_economy, qtbot, tmp_path):
    """The moves revealed at the combat's start are found again in a saved game's log."""
    window, controller, _layer = started(make_economy, qtbot, "human", "heuristic")
    everyone_done(window, qtbot, GET)
    ukraine, northern = index(controller, "Ukraine"), index(controller, "Northern Europe")
    person_decides(window, qtbot)
    assert controller.perform(Plan(ukraine, northern, 2, ARMY))
    assert done(controller)
    everyone_done(window, qtbot, FRIENDLY_MOVEMENT)
    qtbot.waitUntil(lambda: controller.state.phase in COMBAT and human_ready(controller), timeout=15000)
    path = tmp_path / "combat.yaml"
    controller.save(path)
    window.set_controller(GameController.load(path, speed=Speed.INSTANT))
    layer = window.board_layer
    assert layer.controller is window.controller and window.controller.state.phase in COMBAT
    revealed = {(a.player, a.source, a.target, a.count) for a in layer.arrow_items() if a.revealed}
    assert (0, ukraine, northern, 2) in revealed
    assert not [a for a in layer.arrow_items() if not a.revealed]


def test_a_border_battle_shows_its_token_and_the_units_on_the_border(make_economy, qtbot):
    """"Place a battle token at that border": opposite plans across Ukraine's border with
    Scandinavia meet there; their units are on neither side until the battle is over."""
    window, controller, layer = started(make_economy, qtbot, "human", "heuristic", "human")
    everyone_done(window, qtbot, GET)
    ukraine, scandinavia = index(controller, "Ukraine"), index(controller, "Scandinavia")
    person_decides(window, qtbot)
    assert controller.perform(Plan(ukraine, scandinavia, 3, ARMY))
    assert done(controller)
    assert person_decides(window, qtbot) == 2
    assert controller.perform(Plan(scandinavia, ukraine, 2, ARMY))
    assert done(controller)
    everyone_done(window, qtbot, FRIENDLY_MOVEMENT)
    qtbot.waitUntil(lambda: controller.state.phase in COMBAT, timeout=15000)
    person_decides(window, qtbot)  # (told first whose turn it is, if the screen was another's)
    state = controller.state
    border = (min(ukraine, scandinavia), max(ukraine, scandinavia))
    assert list(border) in state.border_tokens
    tokens = [i for i in layer.border_items if getattr(i, "kind", None) == "battle"]
    assert [t.border for t in tokens] == [border]
    assert "border between" in tokens[0].toolTip() and "Ukraine" in tokens[0].toolTip()
    stacks = [i for i in layer.border_items if not hasattr(i, "kind")]
    assert len(stacks) == 1 and {(c.side, c.count) for c in stacks[0].chips()} == {(0, 3), (2, 2)}
    for item in layer.border_items:
        assert item.scene() is window.board.scene
    # Both plans are revealed as arrows.
    revealed = {(a.player, a.source, a.target, a.count) for a in layer.arrow_items()}
    assert {(0, ukraine, scandinavia, 3), (2, scandinavia, ukraine, 2)} <= revealed
