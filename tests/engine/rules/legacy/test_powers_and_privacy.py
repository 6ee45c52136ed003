"""Risk Legacy: faction powers as data, what each seat may see, and saving a Legacy game."""

from __future__ import annotations

import dataclasses

from engine.core.actions import Attack, Fortify
from engine.core.privacy import Visibility
from engine.core.save import read_game, save_to_text
from engine.core.state import HIDDEN, NOBODY, Phase
from engine.rules.legacy.actions import Expand
from engine.rules.legacy.events import BattleModified
from tests.engine.rules.legacy.support import attack_phase, city, clear_board, give, new_game, set_up, t, with_marks
from tests.engine.rules.legacy.test_turn import rigged, started


def playing(game, player: int, faction: str) -> None:
    game.state.players[player].faction = faction


def test_the_saharan_open_desert_maneuvers_between_territories_not_connected():
    """The Saharan Republic: "they can maneuver between 2 territories even if they are not
    connected" (the one power whose wording is in the rulebook)."""
    game = started()
    state = game.state
    me = state.current
    playing(game, me, "saharan-republic")  # its first power: Open Desert
    clear_board(state)
    give(state, me, "peru", 5)
    give(state, me, "japan", 1)
    state.phase, state.maneuvers_left = Phase.FORTIFY, 1
    assert Fortify(t("peru"), t("japan"), 4) in game.legal_actions()
    game.apply(Fortify(t("peru"), t("japan"), 3), me)
    assert state.armies[t("japan")] == 4


def test_caravans_give_an_extra_maneuver():
    world = new_game().rules.legacy
    world.factions[0] = dataclasses.replace(world.factions[0], power="saharan-caravans")
    game = started(world=world)
    state = game.state
    me = state.current
    playing(game, me, "saharan-republic")
    game.rules.facts.powers["saharan-republic"] = world.power("saharan-caravans")
    clear_board(state)
    for name, troops in (("peru", 5), ("brazil", 3), ("argentina", 1)):
        give(state, me, name, troops)
    state.phase, state.maneuvers_left = Phase.FORTIFY, 2
    game.apply(Fortify(t("peru"), t("brazil"), 1), me)
    assert state.current == me and state.phase == Phase.FORTIFY  # one more maneuver
    game.apply(Fortify(t("brazil"), t("argentina"), 1), me)
    assert state.current != me


def test_mass_production_recruits_one_more_troop():
    game = started()
    state, rules = game.state, game.rules
    me = state.current
    clear_board(state)
    give(state, me, "peru", 1)
    playing(game, me, "die-mechaniker")
    plain = rules.reinforcements(state, me)
    assert rules.power_troops(state, me) == []
    playing(game, me, "khan-industries")  # Mass Production: "Recruit one extra troop"
    assert rules.reinforcements(state, me) == plain  # not counted "for continents"
    assert rules.power_troops(state, me) == [("Mass Production", 1, NOBODY)]


def test_a_die_modifier_power_applies_only_under_its_conditions():
    """Enclave of the Bear, Ferocity: "When attacking with three dice, add 1 to your highest die.\""""
    game = started()
    state = game.state
    me, other = state.current, (state.current + 1) % 3
    playing(game, me, "enclave-of-the-bear")
    playing(game, other, "die-mechaniker")
    state.players[other].faction = "imperial-balkania"  # no defence power
    clear_board(state)
    give(state, me, "north-africa", 10)
    give(state, other, "egypt", 5)
    attack_phase(state, me)
    rigged(game, (5, 4, 1), (6, 2))
    events = game.apply(Attack(t("north-africa"), t("egypt"), 3), me)
    modified = next(e for e in events if isinstance(e, BattleModified))
    assert modified.attack == (6, 4, 1) and modified.changes[0][4] == "power:bear-ferocity"
    events = game.apply(Attack(t("north-africa"), t("egypt"), 2), me)
    assert not any(isinstance(e, BattleModified) for e in events)  # two dice: no Ferocity


def test_rapid_deployment_makes_the_first_city_expansion_free():
    world = with_marks(new_game().rules.legacy, city("brazil"))
    world.factions[4] = dataclasses.replace(world.factions[4], power="balkania-rapid-deployment")
    game = started(world=world)
    state = game.state
    me = state.current
    playing(game, me, "imperial-balkania")
    game.rules.facts.powers["imperial-balkania"] = world.power("balkania-rapid-deployment")
    clear_board(state)
    give(state, me, "peru", 5)
    attack_phase(state, me)
    state.expansions_free = 1
    game.apply(Expand(t("peru"), t("brazil"), 1), me)
    assert state.armies[t("brazil")] == 1 and state.expansions_free == 0


# -- what each seat may see --------------------------------------------------------------------


def test_a_seat_sees_its_own_cards_and_scar_card_and_nobody_elses():
    game = new_game()
    set_up(game)
    state, rules = game.state, game.rules
    state.players[0].cards = [1, 2]
    state.players[1].cards = [3]
    state.players[1].scar_card = "bunker"
    state.players[2].scar_card = ""
    view = rules.player_view(state, 0)
    assert view.players[0].cards == [1, 2]
    # A scar card is dealt face down: the others see that one is held, not which.
    assert view.players[1].cards == [HIDDEN] and view.players[1].scar_card is None
    assert view.players[2].scar_card == ""
    assert all(card == HIDDEN for card in view.deck)
    assert all(item in (HIDDEN, None) for item in rules.secrets(view, 1))
    assert state.players[1].cards == [3]  # the state itself is untouched


def test_a_missile_decision_is_public_and_the_turn_is_the_players_own():
    game = started()
    state, rules = game.state, game.rules
    assert rules.privacy(state).visibility is Visibility.OWN
    state.phase = "missile-window"
    state.responders = [(state.current + 1) % 3]
    assert rules.privacy(state).visibility is Visibility.PUBLIC


def test_a_legacy_game_is_saved_with_its_world_and_loads_again():
    game = new_game(4, seed=5)
    set_up(game)
    for _ in range(30):
        decider = game.state.decider()
        game.apply(game.legal_actions(decider)[-1], decider)
    text = save_to_text(game)
    assert "campaign:" in text and "ruleset: legacy" in text
    loaded = read_game(text)
    assert loaded.state.to_dict() == game.state.to_dict()
    assert loaded.rules.legacy.factions == game.rules.legacy.factions
