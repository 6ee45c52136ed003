"""The end of a Legacy game: results, the rewards, naming the world, and the world after.

"As soon as a player has 4 Red Stars, or if all other players are eliminated, the game is
over and rewards are given out to the player who won as well as players who held on … The
winner signs his name … After that, the winner gets to do ONE of the following … Proceeding
clockwise from the winner, each player who Held On chooses one of the following … At the
conclusion of the 15th game, once all rewards are chosen, the player who signed the victor's
section of the board the most times gets to name the planet! … If players are tied for most
wins, those tied players roll off, adding 1 to their die roll for each continent they have
named. After 15 games, no further changes are made to the game from Winning or Holding On."

A mixin of LegacyRules: the rewards and the results are worked out with the campaign's own
functions (engine/campaign/rewards.py and progress.py), against the world as this game
leaves it so far.
"""

from __future__ import annotations

from engine.campaign.world import GameResult, LegacyWorld
from engine.core.actions import Action
from engine.core.errors import IllegalAction
from engine.core.events import Event, GameWon
from engine.core.messages import QT_TRANSLATE_NOOP, count_of
from engine.core.phases import GAME_OVER
from engine.core.state import NOBODY
from engine.rules.legacy.actions import NO_PLACE, ChooseReward, NameWorld
from engine.rules.legacy.events import GameResults, RewardChosen, WorldNamed
from engine.rules.legacy.state import NAME_THE_WORLD, REWARDS, LegacyState

LAST_CAMPAIGN_GAME = 15
_CHANGES = {"up": 1, "down": -1, "none": 0}
_CONTINENT_REWARDS = ("name-continent", "continent-bonus")
LONGEST_NAME = 40


class CampaignEnd:
    """End-of-game phases and the campaign record (mixed into LegacyRules)."""

    def end_game(self, state: LegacyState, player: int | None, reason: str) -> list[Event]:
        if state.phase in (REWARDS, NAME_THE_WORLD):  # already over: the rewards go on
            return []
        results = self.results(state, player)
        state.winner, state.win_reason = player, reason
        state.responders, state.pending = [], []
        events: list[Event] = [GameWon(player if player is not None else NOBODY, reason),
                               GameResults(player if player is not None else NOBODY, results)]
        if player is None or self.game_number > LAST_CAMPAIGN_GAME:
            state.phase = GAME_OVER
            if self._names_the_world():
                # A fifteenth game nobody won still closes the campaign: the world is named.
                return events + self._world_naming(state)
            return events
        seats = len(state.players)
        held_on = [(player + step) % seats for step in range(1, seats)
                   if results[(player + step) % seats] == GameResult.HELD_ON]
        state.reward_queue = [player, *held_on]
        state.phase = REWARDS
        return events + self._next_reward(state)

    def results(self, state: LegacyState, winner: int | None) -> tuple[str, ...]:
        """Won, Held On, or Eliminated: "If you have no troops on the board when the game ends,
        you are considered eliminated even if you could've Joined the War on your next turn.\""""
        found = []
        for index, seat in enumerate(state.players):
            if index == winner:
                found.append(GameResult.WON.value)
            elif not seat.alive or index not in state.owner:
                found.append(GameResult.ELIMINATED.value)
            else:
                found.append(GameResult.HELD_ON.value)
        return tuple(found)

    # -- rewards ---------------------------------------------------------------------------------
    def world_so_far(self, state: LegacyState) -> LegacyWorld:
        """The world as this game leaves it, with the rewards chosen so far."""
        from engine.campaign.progress import after_game

        return after_game(self.legacy, self.game_record(state))

    def _reward_context(self, state: LegacyState, player: int) -> dict:
        return {"winner": player == state.winner,
                "controlled": frozenset(self.world.ids[t] for t in self.land if state.owner[t] == player)}

    def reward_options(self, state: LegacyState, player: int) -> list:
        from engine.campaign.rewards import reward_options

        return reward_options(self.world_so_far(state), self.world.board, state.players[player].name,
                              **self._reward_context(state, player))

    def _next_reward(self, state: LegacyState) -> list[Event]:
        """The next player with a reward to choose decides; "If there are no more Coins or
        Minor Cities to place, the losers no longer gain any additional rewards.\""""
        while state.reward_queue:
            player = state.reward_queue[0]
            if self.reward_options(state, player):
                state.current = player
                return []
            state.reward_queue.pop(0)
        state.phase = GAME_OVER
        if self._names_the_world():
            return self._world_naming(state)
        return []

    def _names_the_world(self) -> bool:
        return self.game_number == LAST_CAMPAIGN_GAME and not self.legacy.world_name

    def _reward_actions(self, state: LegacyState, player: int) -> list[Action]:
        return [self.reward_action(reward) for reward in self.reward_options(state, player)]

    @staticmethod
    def reward_action(reward) -> ChooseReward:
        kind = reward.kind.value
        place = reward.continent if kind in _CONTINENT_REWARDS else reward.territory
        change = "up" if reward.delta > 0 else "down" if reward.delta < 0 else "none"
        return ChooseReward(kind, place or NO_PLACE, reward.name, change)

    def reward_of(self, action: ChooseReward):
        """The campaign's Reward for a ChooseReward action (IllegalAction for an unknown kind)."""
        from engine.campaign.rewards import Reward, RewardKind

        try:
            kind = RewardKind(action.kind)
        except ValueError:
            raise IllegalAction(QT_TRANSLATE_NOOP("Refusal", "there is no reward '{kind}'"), kind=action.kind) from None
        if action.change not in _CHANGES:
            raise IllegalAction(QT_TRANSLATE_NOOP("Refusal", "a continent bonus changes up or down"))
        place = "" if action.place == NO_PLACE else action.place
        continental = action.kind in _CONTINENT_REWARDS
        return Reward(kind, territory="" if continental else place, continent=place if continental else "",
                      name=action.name.strip(), delta=_CHANGES[action.change])

    def _check_reward(self, state: LegacyState, player: int, action: ChooseReward) -> None:
        from engine.campaign.rewards import reward_refusal

        refusal = reward_refusal(self.world_so_far(state), self.world.board, state.players[player].name,
                                 self.reward_of(action), **self._reward_context(state, player))
        if refusal is not None:
            raise refusal

    def _do_reward(self, state: LegacyState, player: int, action: ChooseReward) -> list[Event]:
        reward = self.reward_of(action)
        state.rewards.append((player, reward.kind.value, reward.territory, reward.continent, reward.name,
                              reward.delta))
        state.reward_queue.pop(0)
        return [RewardChosen(player, reward.kind.value, reward.territory or reward.continent, reward.name),
                *self._next_reward(state)]

    # -- naming the world --------------------------------------------------------------------------
    def _world_naming(self, state: LegacyState) -> list[Event]:
        """The player who signed the most names the world; ties roll off, +1 per continent named."""
        from engine.campaign.progress import world_naming_tie

        world = self.world_so_far(state)
        tied = world_naming_tie(world)
        while len(tied) > 1:
            scores = {name: state.roll(6) + 1 + sum(1 for c in world.continents.values() if c.named_by == name)
                      for name in tied}
            best = max(scores.values())
            tied = [name for name in tied if scores[name] == best]
        namer = tied[0] if tied else None
        seat = next((i for i, p in enumerate(state.players) if p.name == namer), None)
        if seat is None:
            # The one who names it is not at the table: the world is named after them.
            state.world_name = f"The World of {namer}" if namer else "The World"
            state.phase = GAME_OVER
            return [WorldNamed(NOBODY, state.world_name)]
        state.current = seat
        state.phase = NAME_THE_WORLD
        return []

    def _suggested_world_name(self, state: LegacyState) -> str:
        return f"The World of {state.players[state.current].name}"[:LONGEST_NAME]

    def _check_name_world(self, state: LegacyState, player: int, action: NameWorld) -> None:
        name = action.name.strip()
        if not name or len(name) > LONGEST_NAME or not name.isprintable():
            raise IllegalAction(QT_TRANSLATE_NOOP(
                "Refusal", "name the world with 1 to {most}, on one line"), most=count_of(LONGEST_NAME, "letters"))

    def _do_name_world(self, state: LegacyState, player: int, action: NameWorld) -> list[Event]:
        state.world_name = action.name.strip()
        state.phase = GAME_OVER
        return [WorldNamed(player, state.world_name)]

    # -- the record and the world after ---------------------------------------------------------------
    def game_record(self, state: LegacyState):
        """This game as the campaign's history keeps it (engine/campaign/progress.py)."""
        from engine.campaign.progress import GameRecord, SeatRecord
        from engine.campaign.rewards import Reward, RewardKind

        winner = state.winner
        results = self.results(state, winner)
        ids = self.world.ids
        seats = tuple(SeatRecord(p.name, p.faction, ids[p.start] if p.start != NOBODY else "", GameResult(r))
                      for p, r in zip(state.players, results, strict=True))
        rewards = tuple(
            (state.players[seat].name, Reward(RewardKind(kind), territory=territory, continent=continent,
                                              name=name, delta=delta))
            for seat, kind, territory, continent, name, delta in state.rewards)
        return GameRecord(
            game=self.game_number, seats=seats,
            winner=state.players[winner].name if winner is not None and winner >= 0 else None,
            rewards=rewards, packs_opened=tuple(state.packs_opened), world_name=state.world_name,
            fortification_uses=dict(state.fort_used), scars_placed=tuple(tuple(s) for s in state.scars_placed))

    def campaign_after(self, state: LegacyState) -> LegacyWorld:
        """The world after this game (the world it started from while the game goes on)."""
        if state.phase != GAME_OVER:
            return self.legacy
        from engine.campaign.progress import after_game

        return after_game(self.legacy, self.game_record(state))
