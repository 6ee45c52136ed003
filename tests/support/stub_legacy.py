"""A stand-in for the Legacy rules while they are written (docs/campaigns.md, "Testing"):
classic Risk played on a campaign world, with the two things a campaign asks of the real
rules — ``game_record(state)`` and ``campaign_after(state)`` — as the shared plan of issue 12
defines them. Rewards are chosen the way a simple bot would: the first one allowed.

Registered as "legacy" only inside the tests that ask for it (``stub_legacy_registered``),
in place of the real rule set if there is one.
"""

from __future__ import annotations

import pytest

from engine.campaign.progress import GameRecord, SeatRecord, after_game, world_naming_tie
from engine.campaign.rewards import CAMPAIGN_GAMES, apply_reward, reward_options
from engine.campaign.world import GameResult, LegacyWorld
from engine.core.state import GameState
from engine.rules import registry
from engine.rules.classic import ClassicRules


class StubLegacyRules(ClassicRules):
    name = "legacy"
    needs_campaign = True
    min_players = 3
    max_players = 5

    def game_record(self, state: GameState) -> GameRecord:
        world: LegacyWorld = self.campaign
        number = world.games_played + 1
        winner = state.winner
        seats = tuple(
            SeatRecord(player.name, world.factions[seat].id, self.world.ids[self.world.card_territories[seat]],
                       GameResult.WON if seat == winner else
                       GameResult.HELD_ON if player.alive else GameResult.ELIMINATED)
            for seat, player in enumerate(state.players)
        )
        rewards = []
        if winner is not None and number <= CAMPAIGN_GAMES:
            count = len(state.players)
            # The winner first, then "proceeding clockwise from the winner, each player who Held On".
            after = world
            for seat in ((winner + step) % count for step in range(count)):
                if seats[seat].result is GameResult.ELIMINATED:
                    continue
                controlled = frozenset(self.world.ids[t] for t in state.territories_of(seat))
                options = reward_options(after, self.world.board, state.players[seat].name, winner=seat == winner,
                                         controlled=controlled)
                if options:
                    rewards.append((state.players[seat].name, options[0]))
                    after = apply_reward(after, state.players[seat].name, options[0])
        world_name = ""
        if number == CAMPAIGN_GAMES:
            signed = after_game(world, GameRecord(number, seats, state.players[winner].name if winner is not None
                                                  else None, tuple(rewards)))
            namers = world_naming_tie(signed)
            world_name = f"{namers[0]}'s World" if namers else "The Nameless World"
        return GameRecord(number, seats, state.players[winner].name if winner is not None else None,
                          tuple(rewards), world_name=world_name)

    def campaign_after(self, state: GameState) -> LegacyWorld:
        return after_game(self.campaign, self.game_record(state))


@pytest.fixture
def stub_legacy_registered(monkeypatch):
    """The stand-in registered as "legacy" for one test."""
    registry.ruleset_names()  # the shipped rule sets first, so that none registers over the stand-in
    monkeypatch.setitem(registry._RULESETS, StubLegacyRules.name, StubLegacyRules)
    return StubLegacyRules
