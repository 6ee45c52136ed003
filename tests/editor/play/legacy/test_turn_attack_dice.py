"""The attack dialog in a Legacy battle: the odds count the die modifiers ("Bunker: When
defending here, add 1 to your highest die"), listed with their sources; after a roll a
changed die shows the face rolled and the change ("5 → 6: Bunker (+1)")."""

from __future__ import annotations

from editor.play.attack_dialog import percent
from engine.core.actions import Attack
from engine.core.state import Phase
from engine.rules.legacy.dice import DieModifier
from engine.rules.odds import battle_odds
from tests.editor.play.legacy.helpers import legacy_controller, legacy_window
from tests.editor.play.legacy.turn_support import LEFT, play_until, scar, show, take_screen, world_with

BUNKERS = ("alaska", "greenland", "ontario", "brazil", "peru", "egypt", "east-africa", "ukraine", "ural",
           "siberia", "china", "india", "siam", "indonesia", "western-australia", "iceland", "mongolia")
BUNKER = DieModifier(1, "defence", "highest", "scar:bunker")


def test_a_bunker_changes_the_odds_and_a_die_shows_its_rolled_face_and_the_bunker(qtbot, settings):
    controller = legacy_controller("human", "human", "human", seed=6,
                                   world=world_with([scar(t) for t in BUNKERS]))

    def on_a_bunker(action) -> bool:
        state = controller.state
        found = controller.rules.scar_at(state, action.target) if isinstance(action, Attack) else None
        return (found is not None and found.id == "bunker" and state.armies[action.target] >= 2
                and state.armies[action.source] >= 4)

    play_until(controller, lambda: controller.state.current == 0 and controller.state.phase == Phase.ATTACK
               and any(on_a_bunker(a) for a in controller.legal_actions()))
    attack = next(a for a in controller.legal_actions() if on_a_bunker(a))
    window = legacy_window(qtbot, settings, controller)
    show(qtbot, window)
    controller.start()
    qtbot.waitUntil(lambda: controller.decider() == 0, timeout=5000)
    take_screen(window)
    dialog = window.open_attack(attack.source, attack.target)
    state = controller.state

    assert dialog.modifiers_label.isVisible()
    assert dialog.modifiers_label.text() == "Bunker: +1 to the defender's highest die"
    attackers, defenders = state.armies[attack.source] - 1, state.armies[attack.target]
    with_bunker = battle_odds(attackers, defenders, [BUNKER]).win
    assert with_bunker < battle_odds(attackers, defenders).win
    assert percent(with_bunker) in dialog.odds_label.text()

    # Roll until the bunker changes a die (it cannot raise a 6).
    for _ in range(20):
        if not dialog.roll_button.isEnabled():
            break
        qtbot.mouseClick(dialog.roll_button, LEFT)
        _attacker_natural, defender_natural = dialog.dice.natural_faces()
        changed = [(row, face) for row, face in enumerate(defender_natural) if face is not None]
        if changed:
            row, rolled = changed[0]
            assert dialog.dice.defender_dice[row] == rolled + 1
            assert f"Defender: {rolled} → {rolled + 1}: Bunker (+1)" in dialog.changes_label.text()
            assert f"{rolled + 1} (rolled {rolled})" in dialog.dice.accessibleDescription()
            return
    raise AssertionError("no roll was changed by the bunker")
