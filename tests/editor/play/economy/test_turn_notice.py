"""Whose turn it is, said before they can act (issue 27, item 12): when the next decision
belongs to another person and nothing is secret, a light notice — the window dimmed under a
band in their colour, "Ada: your turn" — waits for their click; within one battle, the
declarations of the people in it pass between them with no notice."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from editor.play.screen_privacy import ScreenPrivacy, Step
from engine.core.actions import Pass
from engine.core.privacy import DecisionPrivacy, Visibility
from engine.rules.economy.actions import ARMY, BattleAttack, Fight, Plan
from engine.rules.economy.phases import BATTLE, CHOOSE_BATTLE, FRIENDLY_MOVEMENT, GET, PLANNING
from tests.editor.play.economy.helpers import done
from tests.editor.play.economy.shop_helpers import take_screen
from tests.editor.play.helpers import human_ready

SHOTS = "/tmp/shots27"
LEFT = Qt.MouseButton.LeftButton


def own(player: int, *, secrets: bool = False, together: str | None = None) -> DecisionPrivacy:
    return DecisionPrivacy(player, Visibility.OWN, secrets, together)


def test_screen_privacy_gives_a_notice_when_the_screen_passes_with_nothing_secret():
    privacy = ScreenPrivacy.for_people([0, 1, 2])
    assert privacy.next(own(0)) is Step.SHOW  # the first decision: nobody had the screen
    assert privacy.next(own(0)) is Step.SHOW  # the same person again
    assert privacy.next(own(1)) is Step.NOTICE and privacy.shown == privacy.owner == 1
    assert privacy.next(own(2), is_person=False) is Step.NOBODY  # a computer player (seat 2)
    assert privacy.next(own(1)) is Step.SHOW  # back to the person who had the screen
    assert privacy.next(own(0, secrets=True)) is Step.HANDOFF  # secrets: the cover, as ever
    privacy.handed_to(0)
    # One battle's declarations pass between its people with no notice; a new battle gives one.
    assert privacy.next(own(1, together="battle:5:")) is Step.NOTICE
    assert privacy.next(own(0, together="battle:5:")) is Step.SHOW
    assert privacy.next(own(1, together="battle:5:")) is Step.SHOW
    assert privacy.next(own(2, together="battle:5:"), is_person=False) is Step.NOBODY
    assert privacy.next(own(0, together="battle:5:")) is Step.SHOW
    assert privacy.next(own(1, together="battle:9:")) is Step.NOTICE
    # Quick setup turns (the draft's picks) and public answers never wait for one.
    assert privacy.next(DecisionPrivacy(0, Visibility.QUICK, False)) is Step.SHOW
    assert privacy.next(DecisionPrivacy(1, Visibility.PUBLIC, False)) is Step.PUBLIC
    # One person alone at the screen is never told it is their turn.
    alone = ScreenPrivacy.for_people([0])
    assert alone.next(own(1), is_person=False) is Step.NOBODY and alone.next(own(0)) is Step.SHOW


def to_the_combat(make_economy, qtbot):
    """Ada (seat 0) and Cleo (seat 2) at one desk with a computer player: Ada plans 5 armies
    from Ukraine into Cleo's Scandinavia; Cleo is the last to be done before the combat."""
    window = make_economy("human", "heuristic", "human")
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    controller = window.controller
    controller.start()
    ukraine, scandinavia = (controller.world.names.index(n) for n in ("Ukraine", "Scandinavia"))
    for phase in (GET, PLANNING, FRIENDLY_MOVEMENT):
        while controller.state.phase == phase:
            qtbot.waitUntil(lambda p=phase: controller.state.phase != p or controller.is_human(controller.decider()),
                            timeout=15_000)
            if controller.state.phase != phase:
                break
            person = controller.decider()
            take_screen(qtbot, window, person, phase)
            if phase == PLANNING and person == 0:
                assert controller.perform(Plan(ukraine, scandinavia, 5, ARMY))
            assert done(controller)
    return window, scandinavia


def test_the_next_person_is_told_it_is_their_turn_before_they_can_act(make_economy, qtbot):
    window, scandinavia = to_the_combat(make_economy, qtbot)
    controller = window.controller
    cover = window.handoff_screen
    # Cleo had the screen; the battle is Ada's to choose, and nothing of hers is secret.
    qtbot.waitUntil(lambda: controller.waiting_for_handoff() == 0, timeout=15_000)
    assert controller.state.phase == CHOOSE_BATTLE and not controller.rules.has_secrets(controller.state, 0)
    assert controller.handoff_is_notice() and cover.isVisible() and cover.is_notice()
    assert cover.message() == "Ada: your turn"
    assert "Choose the next battle to resolve" in cover.hint() and cover.accessibleDescription() == "Ada: your turn"
    window.grab().save(f"{SHOTS}/notice-choose-battle.png")
    # Nothing acts until Ada says she is there: not the page, not the game, not Save.
    assert not window.phase_panel.isEnabled() and not window.action_save.isEnabled()
    assert controller.attempt(Fight(scandinavia)) is not None and controller.state.phase == CHOOSE_BATTLE
    # The board and the panels are in sight under it (nothing is secret): the cover is a
    # band across the middle, and the window shows through it above and below.
    shot = window.grab().toImage()
    top = cover.mapTo(window, cover.rect().topLeft())
    corner = shot.pixelColor(top.x() + 5, top.y() + 5)
    band = shot.pixelColor(top.x() + 5, top.y() + cover.height() // 2)
    assert band == cover.colour() and corner != cover.colour()

    QTest.mouseClick(cover, LEFT)  # Ada's click
    assert not cover.isVisible() and human_ready(controller, 0)
    assert window.phase_panel.isEnabled() and window.action_save.isEnabled()
    assert controller.perform(Fight(scandinavia))

    # In the battle, Ada and Cleo declare in turn, with no notice between them.
    qtbot.waitUntil(lambda: controller.state.phase == BATTLE and human_ready(controller), timeout=15_000)
    deciders = []
    while controller.state.phase == BATTLE and len(deciders) < 6:
        qtbot.waitUntil(lambda: controller.waiting_for_handoff() is not None or human_ready(controller)
                        or controller.state.phase != BATTLE, timeout=15_000)
        if controller.state.phase != BATTLE:
            break
        assert controller.waiting_for_handoff() is None and not cover.isVisible()
        person = controller.decider()
        deciders.append(person)
        attack = [a for a in controller.legal_actions() if isinstance(a, BattleAttack)]
        # Ada attacks once; Cleo, attacked, strikes back (the battle goes back and forth).
        fights = attack and (person == 2 or len(deciders) == 1)
        assert controller.perform(attack[0] if fights else Pass())
    assert {0, 2} <= set(deciders), deciders


def test_one_person_with_computer_players_is_never_stopped(make_economy, qtbot):
    """Only the shared screen passes from one person to another: one person alone plays on."""
    window = make_economy("human", "heuristic")
    window.show()
    controller = window.controller
    controller.start()
    seen = []
    controller.handoffNeeded.connect(seen.append)
    take_screen(qtbot, window, 0, GET)
    assert done(controller)
    qtbot.waitUntil(lambda: controller.state.phase == PLANNING and human_ready(controller, 0), timeout=15_000)
    assert seen == [] and not window.handoff_screen.isVisible()
