"""Classic Risk (seed 002, rules-digest §1), and the turn structure later rule sets share.

A turn is: trade cards and place reinforcements, attack as often as you like, then make one
fortifying move. Setup is claiming territories one army at a time and then placing the
rest, as written, a random deal, or a fixed board given by a scenario. Every choice the
rulebook leaves open is an option (ClassicOptions, documented in docs/rules-classic.md).

Later rule sets (Risk Legacy) subclass ClassicRules and override its hooks — the public
methods under "Hooks" below — instead of re-implementing the turn. Each hook is the one place
its rule lives: listing the legal actions, checking one and applying it all go through it.
The few fast paths (listing attacks and fortifications, the blitz loop, the battle table) are
taken only by ClassicRules itself (``self._exact``); a subclass always goes through the
hooks, and a test checks that both ways list the same actions. docs/rule-sets.md explains.
"""

from __future__ import annotations

import functools
import itertools
import operator
from collections.abc import Sequence
from dataclasses import dataclass

from engine.core.actions import (
    Action,
    Attack,
    BeginAttack,
    Blitz,
    ClaimTerritory,
    Defend,
    EndAttack,
    EndTurn,
    Fortify,
    Occupy,
    PlaceArmies,
    TradeCards,
)
from engine.core.dice import draw
from engine.core.errors import (
    IllegalAction,
    InvalidCards,
    InvalidCount,
    InvalidTerritory,
    NotYourDecision,
    WrongPhase,
)
from engine.core.events import (
    ArmiesMoved,
    ArmiesPlaced,
    AttackDeclared,
    BattleSampled,
    CardDrawn,
    CardsTraded,
    DeckReshuffled,
    DiceRolled,
    Event,
    GameStarted,
    GameWon,
    PhaseChanged,
    PlayerEliminated,
    ReinforcementsReceived,
    TerritoryCaptured,
    TerritoryClaimed,
    TurnStarted,
)
from engine.core.messages import QT_TRANSLATE_NOOP, SeatName, TerritoryName, count_of
from engine.core.phases import GAME_OVER_INFO, PhaseInfo
from engine.core.privacy import DecisionPrivacy, Visibility
from engine.core.state import HIDDEN, NOBODY, GameState, Phase, PlayerState
from engine.core.views import COUNT, MARK, ViewMaker
from engine.core.world import World
from engine.rules import cards as card_rules
from engine.rules.base import PlayerSetup, RuleSet
from engine.rules.missions import MissionJudge
from engine.rules.odds import BattleOdds, battle_odds, draw_battle_end
from engine.rules.options import OptionError, RuleOptions, option
from engine.rules.registry import register

# Phase members bound once: looking up an enum member (Phase.ATTACK) costs a class
# attribute lookup that shows in simulations, where phases are compared for every action.
_CLAIM, _PLACE_INITIAL, _REINFORCE, _ATTACK = Phase.CLAIM, Phase.PLACE_INITIAL, Phase.REINFORCE, Phase.ATTACK
_DEFEND, _OCCUPY, _FORTIFY, _GAME_OVER = Phase.DEFEND, Phase.OCCUPY, Phase.FORTIFY, Phase.GAME_OVER

# Starting armies on the classic 42-territory board (seed 002; 2 players: the 1993 rules).
CLASSIC_STARTING_ARMIES = {2: 40, 3: 35, 4: 30, 5: 25, 6: 20}
CLASSIC_TERRITORIES = 42
NEUTRAL_NAME = "Neutral"
# Actions without parameters are shared, not rebuilt for every list of legal actions.
_BEGIN_ATTACK, _END_ATTACK, _END_TURN = BeginAttack(), EndAttack(), EndTurn()
_DEFENDS_MAX = operator.attrgetter("always_defend_max")
# The ranges of the whole-number options (docs/rules-classic.md, "Ranges"): generous for any
# real game, house rules included, and small enough that nothing built from them (a deck,
# armies spread one by one, a battle fought roll by roll) can take more than a moment.
MAX_ARMIES = 100_000  # starting armies a player, armies on a territory of a fixed setup
MAX_SET_VALUE = 1_000  # armies for a set of cards, a bonus, the fewest reinforcements
MAX_CARDS = 1_000  # cards in a hand, territories a reinforcement is counted by
MAX_WILD_CARDS = 100  # the rulebook's deck has 2
MAX_TURNS = 1_000_000


@dataclass(frozen=True)
class ClassicOptions(RuleOptions):
    SAVED_BEFORE = {"mission-deal": "as-dealt"}  # saves from before the put-back deal (issue 32)
    SET_BY_SETUP = ("setup", "fixed-placement")

    @classmethod
    def for_setup(cls, kind: str, fixed: object) -> dict[str, object]:
        options: dict[str, object] = {"setup": kind}
        if kind == "fixed":
            options["fixed-placement"] = cls.placement_of(fixed)
        return options

    setup: str = option(
        "claim", QT_TRANSLATE_NOOP("RuleOptions", "How the board is set up: 'claim' (players take turns claiming "
            "territories, then placing the rest, as written), 'random' (territories dealt at random) or 'fixed' (who "
            "holds what is given by fixed-placement, as in a scenario)."), choices=("claim", "random", "fixed"),
    )
    fixed_placement: dict[str, list[int]] = option(
        {}, QT_TRANSLATE_NOOP("RuleOptions", "With setup 'fixed': every land territory's holder and armies, territory "
            "id -> [player number (0 is the first player listed), armies]."),
    )
    random_deal_armies: str = option(
        "place", QT_TRANSLATE_NOOP("RuleOptions", "After a random deal: players 'place' their remaining starting "
            "armies in turn, or they are 'spread' at random automatically."), choices=("place", "spread"),
    )
    placement_batch: int = option(
        1, QT_TRANSLATE_NOOP("RuleOptions", "Starting armies a player places per setup turn (1 as written). With the "
            "neutral army, this many times the published two of your own and one neutral."),
        minimum=1, maximum=MAX_ARMIES,
    )
    starting_armies: int = option(
        0, QT_TRANSLATE_NOOP("RuleOptions", "Starting armies per player; 0 uses the classic table (3→35, 4→30, 5→25, "
            "6→20, 2→40) scaled to the map's number of territories."), minimum=0, maximum=MAX_ARMIES,
    )
    card_values: str = option(
        "progressive", QT_TRANSLATE_NOOP("RuleOptions", "Armies for a set: 'progressive' (4, 6, 8, 10, 12, 15, 20, "
            "25, then +5, counted over all players) or 'fixed' (by kind of set)."), choices=("progressive", "fixed"),
    )
    fixed_infantry: int = option(
        4, QT_TRANSLATE_NOOP("RuleOptions", "Fixed values: three infantry."), minimum=0, maximum=MAX_SET_VALUE,
    )
    fixed_cavalry: int = option(
        6, QT_TRANSLATE_NOOP("RuleOptions", "Fixed values: three cavalry."), minimum=0, maximum=MAX_SET_VALUE,
    )
    fixed_artillery: int = option(
        8, QT_TRANSLATE_NOOP("RuleOptions", "Fixed values: three artillery."), minimum=0, maximum=MAX_SET_VALUE,
    )
    fixed_mixed: int = option(
        10, QT_TRANSLATE_NOOP("RuleOptions", "Fixed values: one of each (the rulebook is silent; 10 as in common "
            "European rules)."), minimum=0, maximum=MAX_SET_VALUE,
    )
    occupied_bonus: int = option(
        2, QT_TRANSLATE_NOOP("RuleOptions", "Extra armies placed on a traded card's territory that you occupy."),
        minimum=0, maximum=MAX_SET_VALUE,
    )
    compulsory_trade: int = option(
        # Not below 5: only five or more cards always hold a set, and a player told to trade
        # a set they do not have could not move at all.
        5, QT_TRANSLATE_NOOP("RuleOptions", "Holding this many cards at the start of your turn, you must trade a set "
            "(5 or more)."), minimum=5, maximum=MAX_CARDS,
    )
    wild_cards: int = option(
        2, QT_TRANSLATE_NOOP("RuleOptions", "Wild cards in the deck."), minimum=0, maximum=MAX_WILD_CARDS,
    )
    fortify: str = option(
        "adjacent", QT_TRANSLATE_NOOP("RuleOptions", "The fortifying move goes to an 'adjacent' territory (as "
            "written) or to any 'connected' one through a chain of your own territories."),
        choices=("adjacent", "connected"),
    )
    missions: bool = option(
        False, QT_TRANSLATE_NOOP("RuleOptions", "Secret mission game: win by completing your mission (missions are "
            "YAML data)."),
    )
    mission_deal: str = option(
        "put-back", QT_TRANSLATE_NOOP("RuleOptions", "How missions are dealt: 'put-back' returns a card that names "
            "its own holder (or a player not in the game) to the pile and deals the next; 'as-dealt' keeps the "
            "shuffled order and plays such a card as 'occupy 24 territories' (how saves from before this option were "
            "dealt)."), choices=("put-back", "as-dealt"),
    )
    neutral_army: bool = option(
        False, QT_TRANSLATE_NOOP("RuleOptions", "In a 2-player game, add a neutral army, as in the published rules "
            "for two: territories dealt in three piles, 40 armies each for both players and the neutral (scaled to "
            "the map), each setup turn two armies of your own and one neutral, and the opponent chooses the neutral's "
            "defence dice. The neutral never takes a turn."),
    )
    minimum_reinforcements: int = option(
        3, QT_TRANSLATE_NOOP("RuleOptions", "Fewest armies received at the start of a turn."),
        minimum=0, maximum=MAX_SET_VALUE,
    )
    territories_per_army: int = option(
        3, QT_TRANSLATE_NOOP("RuleOptions", "Territories held per army received."), minimum=1, maximum=MAX_CARDS,
    )
    turn_limit: int = option(
        0, QT_TRANSLATE_NOOP("RuleOptions", "End the game as a draw after this many turns (0: no limit). For "
            "simulations."), minimum=0, maximum=MAX_TURNS,
    )
    battle_sampling: bool = option(
        False, QT_TRANSLATE_NOOP("RuleOptions", "Resolve a blitz (attack until the territory falls or one army is "
            "left) in one draw from its exact outcome distribution instead of roll by roll: the same odds, far fewer "
            "draws, and the log shows the battle's total losses instead of every roll. For simulations (worldsmith "
            "simulate turns it on unless --roll-dice)."),
    )

    @property
    def fixed_values(self) -> dict[str, int]:
        return {
            "infantry": self.fixed_infantry, "cavalry": self.fixed_cavalry,
            "artillery": self.fixed_artillery, "mixed": self.fixed_mixed,
        }


PROGRESSIVE_VALUES = (4, 6, 8, 10, 12, 15, 20, 25)


def default_starting_armies(players: int, territories: int) -> int:
    """The classic table, scaled to the map so the board fills up the same way.

    Never fewer than needed to claim an even share of the territories plus one to place.
    """
    table = CLASSIC_STARTING_ARMIES.get(players, CLASSIC_STARTING_ARMIES[6])
    scaled = round(table * territories / CLASSIC_TERRITORIES)
    return max(scaled, -(-territories // players) + 1)


CLASSIC_PHASES: dict[str, PhaseInfo] = {
    info.name: info for info in (
        PhaseInfo(Phase.CLAIM, QT_TRANSLATE_NOOP("Phase", "Claiming territories"),
                  QT_TRANSLATE_NOOP("Phase", "Claim an empty territory")),
        PhaseInfo(Phase.PLACE_INITIAL, QT_TRANSLATE_NOOP("Phase", "Placing starting armies"),
                  QT_TRANSLATE_NOOP("Phase", "Place your starting armies")),
        PhaseInfo(Phase.REINFORCE, QT_TRANSLATE_NOOP("Phase", "Reinforce"),
                  QT_TRANSLATE_NOOP("Phase", "Trade cards and place your new armies")),
        PhaseInfo(Phase.ATTACK, QT_TRANSLATE_NOOP("Phase", "Attack"),
                  QT_TRANSLATE_NOOP("Phase", "Attack or end the attack")),
        PhaseInfo(Phase.DEFEND, QT_TRANSLATE_NOOP("Phase", "Defend"),
                  QT_TRANSLATE_NOOP("Phase", "The defender chooses dice")),
        PhaseInfo(Phase.OCCUPY, QT_TRANSLATE_NOOP("Phase", "Occupy"),
                  QT_TRANSLATE_NOOP("Phase", "Move armies into the captured territory")),
        PhaseInfo(Phase.FORTIFY, QT_TRANSLATE_NOOP("Phase", "Fortify"),
                  QT_TRANSLATE_NOOP("Phase", "Fortify or end your turn")),
        GAME_OVER_INFO,
    )
}
_SETUP_PHASES = (Phase.CLAIM, Phase.PLACE_INITIAL)
# A seat's view: others' cards counted but unknown, their missions unknown, the deck's order
# unknown to all (its size is public).
_CLASSIC_VIEW = ViewMaker({"cards": COUNT, "mission": MARK}, {"deck": COUNT})


@register
class ClassicRules(RuleSet):
    name = "classic"
    options_type = ClassicOptions
    phases = CLASSIC_PHASES

    def __init__(self, world: World, options=None, campaign=None, economy=None) -> None:
        super().__init__(world, options, campaign=campaign, economy=economy)
        # The fast paths are this class's own: a subclass goes through its hooks.
        self._exact = type(self) is ClassicRules
        if not self._exact:
            self._attack_actions = self._attack_actions_by_hooks
        else:
            self._bind_view()
        self._defence_seen: list | None = None  # see _attack_actions
        self._everyone_max = True
        # Victory is judged after every action with missions, and for a subclass (its own
        # actions may win); otherwise only a capture can end the classic game.
        self._victory_after_actions = self.options.missions or not self._exact
        # Whether blitz_odds can answer anything but None: classic's own answers None unless
        # battle-sampling is on, so the hottest path need not ask it (a subclass, or a hook
        # replaced on this object, is always asked).
        self._may_sample = not self._exact or self.options.battle_sampling
        self.land = [t for t in range(world.size) if world.land[t]]
        self.land_count = len(self.land)
        self.size = world.size
        # Neighbours that are land: sea territories take no part in classic play.
        self.targets = tuple(tuple(n for n in world.neighbours[t] if world.land[n]) for t in range(world.size))
        self.deck_size = len(world.card_territories) + self.options.wild_cards
        self.missions = MissionJudge(world) if self.options.missions else None
        # Per source territory: (target, attacks by number of dice, blitz), built once, so
        # listing the legal attacks is a walk over ready-made values.
        self._moves = tuple(
            tuple((t, (None, Attack(s, t, 1), Attack(s, t, 2), Attack(s, t, 3)), Blitz(s, t)) for t in self.targets[s])
            for s in range(world.size)
        )
        # Each action type's check and effect, looked up once per action by its type.
        self._checks = {cls: getattr(self, f"_check_{cls.verb.replace('-', '_')}") for cls in _PHASE_OF}
        self._effects = {cls: getattr(self, f"_do_{cls.verb.replace('-', '_')}") for cls in _PHASE_OF}
        # Ready-made actions, built the first time they are legal: placements by count
        # (one per territory), occupations and defences by count, trades by set.
        self._place_rows: dict[int, tuple[PlaceArmies, ...]] = {}
        self._trades: dict[tuple[int, ...], TradeCards] = {}
        self._occupies: dict[int, Occupy] = {}
        self._defends: dict[int, Defend] = {}
        self._land_moves = tuple((s, self._moves[s]) for s in self.land)
        self._land_targets = tuple((s, self.targets[s]) for s in self.land)
        self._attackable = tuple(frozenset(t) for t in self.targets)
        # _battle_table by attacker and defender dice, for the blitz loop.
        self._tables = (None, *((None, _battle_table(a, 1), _battle_table(a, 2)) for a in (1, 2, 3)))
        # Per action type: the phases it belongs to, its check and its effect.
        self._dispatch = {cls: (phases, self._checks[cls], self._effects[cls]) for cls, phases in _PHASE_OF.items()}

    def _bind_view(self) -> None:
        """Classic's own view function, bound to this object once (a subclass's player_view is
        its own method): the call at every decision of a computer player goes straight to it."""
        self.player_view = _CLASSIC_VIEW.written(self.state_type)

    def __getstate__(self) -> dict:
        # The bound view is a written function that pickle cannot name: it is bound again.
        state = dict(self.__dict__)
        state.pop("player_view", None)
        return state

    def __setstate__(self, state: dict) -> None:
        self.__dict__.update(state)
        if self._exact:
            self._bind_view()

    # ------------------------------------------------------------------------------------
    # Setup

    def _land_parts(self) -> list[set[int]]:
        """The map's land in parts joined by land borders and sea-lines (classic play moves
        over nothing else), the largest first."""
        parts: list[set[int]] = []
        seen: set[int] = set()
        for start in self.land:
            if start in seen:
                continue
            part, frontier = {start}, [start]
            while frontier:
                for neighbour in self.targets[frontier.pop()]:
                    if neighbour not in part:
                        part.add(neighbour)
                        frontier.append(neighbour)
            seen |= part
            parts.append(part)
        return sorted(parts, key=len, reverse=True)

    def new_game(self, players: Sequence[PlayerSetup], seed: int) -> tuple[GameState, list[Event]]:
        count = len(players)
        if not self.min_players <= count <= self.max_players:
            raise OptionError(f"classic Risk needs {self.min_players} to {self.max_players} players, not {count}")
        if self.land_count < count:
            raise OptionError(f"this map has {self.land_count} territories: too few for {count} players")
        parts = self._land_parts()
        if len(parts) > 1:
            # Nobody could take the whole world (a map drawn for the MU variant joins its
            # continents through water, which classic play leaves out): refuse, not play for ever.
            names = self.world.names
            raise OptionError(
                f"this map's land is in {len(parts)} parts that no border or sea-line joins ("
                + "; ".join(names[min(part)] + (" and its neighbours" if len(part) > 1 else "") for part in parts[:3])
                + ("..." if len(parts) > 3 else "") + "): the world cannot be conquered with these rules")
        options = self.options
        # The rule set's own state and player classes (state_type), so a subclass with fields
        # of its own starts from classic's setup without copying it into them.
        state_type = self.state_type
        player_type = state_type.player_type
        seats = [player_type(p.name, always_defend_max=p.always_defend_max) for p in players]
        neutral = options.neutral_army and count == 2
        if options.neutral_army and count != 2:
            raise OptionError("the neutral army is only for 2-player games")
        if neutral:
            seats.append(player_type(NEUTRAL_NAME, neutral=True))
        state = state_type(
            ruleset=self.name, seed=seed, players=seats,
            owner=[NOBODY] * self.world.size, armies=[0] * self.world.size,
        )
        fixed = options.setup == "fixed"
        if fixed:
            if neutral:
                raise OptionError("a fixed setup says who holds what: it cannot have a neutral army")
            placement = self._fixed_placement(seats)
        else:
            # "Take 40 Infantry pieces from each of the 3 sets": with the neutral army too,
            # everyone gets the two-player number.
            armies = options.starting_armies or self.starting_armies(count)
            if armies * len(seats) < self.land_count:
                raise OptionError(
                    f"{armies} starting armies each are too few to claim all {self.land_count} territories"
                )
            for seat in seats:
                seat.armies_to_place = armies
        state.deck = list(range(self.deck_size))
        state.shuffle(state.deck)
        state.first_player = state.current = state.roll(count)  # "roll for first player"
        events: list[Event] = [GameStarted(state.first_player)]
        if self.missions is not None:
            self._deal_missions(state)
        if fixed:
            events += self._place_fixed(state, placement)
        elif options.setup == "random" or neutral:
            events += self._deal_territories(state)
        else:
            state.phase = _CLAIM
        return state, events

    def _fixed_placement(self, seats: Sequence[PlayerState]) -> list[tuple[int, int, int]]:
        """(territory, player, armies) from the fixed-placement option, checked against the
        map and the players: every land territory held, by a player, with at least 1 army,
        and every player holding something (a player without land would be out already)."""
        world = self.world
        placement = []
        for tid, entry in self.options.fixed_placement.items():
            territory = world.index.get(tid)
            if territory is None or not world.land[territory]:
                what = "not a territory of this map" if territory is None else "a sea territory"
                raise OptionError(f"the fixed setup places armies on '{tid}', which is {what}")
            if len(entry) != 2:
                raise OptionError(f"the fixed setup gives '{tid}' {entry}: expected [player number, armies]")
            player, armies = entry
            if not 0 <= player < len(seats):
                raise OptionError(
                    f"the fixed setup gives {world.names[territory]} to player number {player}, but the "
                    f"players are numbered 0 to {len(seats) - 1}"
                )
            if armies < 1:
                raise OptionError(f"the fixed setup leaves {world.names[territory]} with {armies} armies: at least 1")
            if armies > MAX_ARMIES:
                raise OptionError(
                    f"the fixed setup puts {armies:,} armies on {world.names[territory]}: at most {MAX_ARMIES:,}"
                )
            placement.append((territory, player, armies))
        placed = {territory for territory, _, _ in placement}
        unplaced = [world.names[t] for t in self.land if t not in placed]
        if unplaced:
            shown = ", ".join(unplaced[:5]) + (f" and {len(unplaced) - 5} more" if len(unplaced) > 5 else "")
            raise OptionError(f"a fixed setup must place every territory; nobody holds {shown}")
        holders = {player for _, player, _ in placement}
        landless = [seat.name for index, seat in enumerate(seats) if index not in holders]
        if landless:
            verb = "holds" if len(landless) == 1 else "hold"
            raise OptionError(f"in the fixed setup {' and '.join(landless)} {verb} no territory")
        return placement

    def _place_fixed(self, state: GameState, placement: list[tuple[int, int, int]]) -> list[Event]:
        """The scenario's board, told as claims and placements, then the first turn."""
        events: list[Event] = []
        for territory, player, armies in sorted(placement):
            state.owner[territory] = player
            state.armies[territory] = armies
            events.append(TerritoryClaimed(player, territory))
            if armies > 1:
                events.append(ArmiesPlaced(player, territory, armies - 1))
        return events + self.start_turn(state, state.first_player)

    def starting_armies(self, seats: int) -> int:
        board_table = self.world.board.meta
        del board_table  # maps may one day carry their own table; the classic one scales
        return default_starting_armies(seats, self.land_count)

    def _deal_missions(self, state: GameState) -> None:
        """Each player takes the top card of the shuffled pile that they can play: a "destroy"
        mission naming themselves (or a seat nobody plays, or the neutral army) is put back
        and the next card drawn, so no card ever reads "destroy Beto" to Beto."""
        judge = self.missions
        pile = judge.usable_for(len(state.players))
        state.shuffle(pile)
        if self.options.mission_deal == "as-dealt":
            for player, mission in zip(state.living_players(), pile, strict=False):
                state.players[player].mission = mission
            return
        for player in state.living_players():
            card = next((m for m in pile if judge.dealable_to(m, player, state.players)), None)
            if card is None:
                break
            pile.remove(card)
            state.players[player].mission = card

    def _deal_territories(self, state: GameState) -> list[Event]:
        order = list(self.land)
        state.shuffle(order)
        seats = len(state.players)
        events: list[Event] = []
        for n, territory in enumerate(order):
            player = (state.first_player + n) % seats
            self._claim(state, player, territory)
            events.append(TerritoryClaimed(player, territory))
        if self.options.random_deal_armies == "spread":
            for player in range(seats):
                events += self._spread(state, player)
        if any(p.armies_to_place and not p.neutral for p in state.players):
            state.phase = _PLACE_INITIAL
            state.current = state.first_player
            events.append(PhaseChanged(state.current, state.phase))
            return events + self._setup_turn_from(state, state.first_player)
        return events + self._end_setup(state)

    def _spread(self, state: GameState, player: int) -> list[Event]:
        """Put a player's remaining starting armies on their territories at random."""
        owned = state.territories_of(player)
        placed = [0] * len(owned)
        for _ in range(state.players[player].armies_to_place):
            placed[state.roll(len(owned))] += 1
        state.players[player].armies_to_place = 0
        events = []
        for territory, count in zip(owned, placed, strict=True):
            if count:
                state.armies[territory] += count
                events.append(ArmiesPlaced(player, territory, count))
        return events

    def _claim(self, state: GameState, player: int, territory: int) -> None:
        state.owner[territory] = player
        state.armies[territory] = 1
        state.players[player].armies_to_place -= 1

    # ------------------------------------------------------------------------------------
    # Legal actions

    def legal_actions(self, state: GameState, player: int | None = None) -> list[Action]:
        if player is not None and player != state.decider():
            return []
        phase = state.phase
        if phase == _ATTACK:
            return self._attack_actions(state)
        if phase == _OCCUPY:
            count = state.occupy_max
            occupy = self._occupies.get(count)
            if occupy is None:
                occupy = self._occupies[count] = Occupy(count)
            return [occupy]
        if phase == _REINFORCE:
            return self._reinforce_actions(state)
        if phase == _FORTIFY:
            return self._fortify_actions(state)
        if phase == _DEFEND:
            dice = self.defence_dice_limit(state, state.attack_target)
            defend = self._defends.get(dice)
            if defend is None:
                defend = self._defends[dice] = Defend(dice)
            return [defend]
        if phase == _CLAIM:
            return [ClaimTerritory(t) for t in self.land if state.owner[t] == NOBODY]
        if phase == _PLACE_INITIAL:
            own, neutral = self._setup_allowance(state)
            owner, actions = state.owner, []
            if own:
                row, player = self._place_row(own), state.current
                actions += [row[t] for t in self.land if owner[t] == player]
            if neutral:
                row, seat = self._place_row(neutral), self._neutral_seat(state)
                actions += [row[t] for t in self.land if owner[t] == seat]
            return actions
        return []

    def _setup_allowance(self, state: GameState) -> tuple[int, int]:
        """Armies the current player may still place in this setup turn: (their own, the
        neutral army's). Without a neutral army: ``placement-batch`` of their own."""
        if state.setup_turn_armies or state.setup_turn_neutral:
            return state.setup_turn_armies, state.setup_turn_neutral
        return min(self.options.placement_batch, state.players[state.current].armies_to_place), 0

    @staticmethod
    def _neutral_seat(state: GameState) -> int | None:
        for index, seat in enumerate(state.players):
            if seat.neutral:
                return index
        return None

    def _place_row(self, count: int) -> tuple[PlaceArmies, ...]:
        """PlaceArmies(t, count) for every territory t."""
        row = self._place_rows.get(count)
        if row is None:
            row = self._place_rows[count] = tuple(PlaceArmies(t, count) for t in range(self.size))
        return row

    def _reinforce_actions(self, state: GameState) -> list[Action]:
        player = state.current
        trades = self._trades
        actions: list[Action] = []
        for cards in self._tradable_sets(state):
            trade = trades.get(cards)
            if trade is None:
                trade = trades[cards] = TradeCards(cards)
            actions.append(trade)
        if state.trade_required:
            return actions
        if state.reinforcements:
            owner = state.owner
            count = state.reinforcements
            row = self._place_row(count)
            actions += [row[t] for t in self.land if owner[t] == player]
        elif not state.resume_attack:
            actions.append(_BEGIN_ATTACK)
        return actions

    def _tradable_sets(self, state: GameState) -> list[tuple[int, ...]]:
        hand = state.players[state.current].cards
        if len(hand) < 3:
            return []
        if state.trade_down_to is not None and len(hand) <= state.trade_down_to:
            return []
        return card_rules.sets_in(hand, self.world)

    def _attack_actions(self, state: GameState) -> list[Action]:
        # can_attack, attack_dice_limit and _blitz_refusal written out (the hottest listing);
        # a subclass's _attack_actions is _attack_actions_by_hooks (see __init__).
        player, owner, armies = state.current, state.owner, state.armies
        # A blitz rolls the defender's dice for them, so it is offered only against players
        # who always defend with the most dice (or who have one army left). None: everyone does.
        players = state.players
        if players is not self._defence_seen:  # whether everyone always rolls the most: the
            # seats' choice never changes in a game, so it is worked out once per players list
            self._defence_seen, self._everyone_max = players, all(map(_DEFENDS_MAX, players))
        asks = None if self._everyone_max else [self._asks_for_dice(state, p) for p in range(len(players))]
        actions: list[Action] = []
        append = actions.append
        for source, moves in self._land_moves:
            if owner[source] != player:
                continue
            count = armies[source]
            if count < 2:
                continue
            dice = 3 if count > 3 else count - 1
            for target, attacks, blitz in moves:
                defender = owner[target]
                if defender != player and defender >= 0:  # (NOBODY, an empty territory, is -1)
                    append(attacks[dice])
                    if asks is None or not asks[defender] or armies[target] == 1:
                        append(blitz)
        append(_END_ATTACK)
        return actions

    def _attack_actions_by_hooks(self, state: GameState) -> list[Action]:
        """Every attack ``can_attack`` allows, with ``attack_dice_limit`` dice, and a blitz
        where ``_blitz_refusal`` has nothing against it."""
        actions: list[Action] = []
        player, owner = state.current, state.owner
        for source in self.land:
            if owner[source] != player:
                continue
            for target in self.attack_targets(state, source):
                if self.can_attack(state, source, target) is not None:
                    continue
                dice = self.attack_dice_limit(state, source)
                actions.append(Attack(source, target, dice))
                if self._blitz_refusal(state, source, target) is None:
                    actions.append(Blitz(source, target))
        actions.append(_END_ATTACK)
        return actions

    def _fortify_actions(self, state: GameState) -> list[Action]:
        player, owner, armies = state.current, state.owner, state.armies
        actions: list[Action] = []
        append = actions.append
        if not self._exact:
            for source in self.land:
                if owner[source] == player and armies[source] > 1:
                    actions += [Fortify(source, target, armies[source] - 1)
                                for target in self.maneuver_targets(state, source)]
            append(_END_TURN)
            return actions
        adjacent = self.options.fortify == "adjacent"
        for source, targets in self._land_targets:
            if owner[source] != player:
                continue
            count = armies[source] - 1
            if count < 1:
                continue
            if adjacent:  # _fortify_targets, written out for the usual rule
                for target in targets:
                    if owner[target] == player:
                        append(Fortify(source, target, count))
            else:
                for target in self.maneuver_targets(state, source):
                    append(Fortify(source, target, count))
        append(_END_TURN)
        return actions

    def maneuver_targets(self, state: GameState, source: int) -> list[int]:
        """Hook: where the fortifying move may take armies from ``source`` (own territories:
        adjacent, or connected through your own territories, by the ``fortify`` option)."""
        player, owner = state.current, state.owner
        if self.options.fortify == "adjacent":
            return [t for t in self.targets[source] if owner[t] == player]
        seen = {source}
        stack = [source]
        while stack:
            for t in self.targets[stack.pop()]:
                if t not in seen and owner[t] == player:
                    seen.add(t)
                    stack.append(t)
        seen.discard(source)
        return sorted(seen)

    def count_range(self, state: GameState, action: Action) -> range:
        if isinstance(action, PlaceArmies):
            if state.phase == _PLACE_INITIAL:
                own, neutral = self._setup_allowance(state)
                territory = action.territory
                if neutral and 0 <= territory < self.size and state.owner[territory] == self._neutral_seat(state):
                    return range(1, neutral + 1)
                return range(1, own + 1)
            return range(1, state.reinforcements + 1)
        if isinstance(action, Attack):
            return range(1, self.attack_dice_limit(state, action.source) + 1)
        if isinstance(action, Defend):
            return range(1, self.defence_dice_limit(state, state.attack_target) + 1)
        if isinstance(action, Occupy):
            return range(state.occupy_min, state.occupy_max + 1)
        if isinstance(action, Fortify):
            return range(1, state.armies[action.source])
        return range(0)

    # ------------------------------------------------------------------------------------
    # Checking

    def check(self, state: GameState, action: Action, player: int | None = None) -> None:
        self._checked(state, action, player)

    def _checked(self, state: GameState, action: Action, player: int | None):
        """``check``, returning the action type's (phases, check, effect)."""
        if player is not None:
            self.acting_player(state, player)
        phase = state.phase
        if phase == _GAME_OVER:
            raise WrongPhase(_WRONG_PHASE[_GAME_OVER])
        entry = self._dispatch.get(type(action))
        if entry is None:
            raise IllegalAction(QT_TRANSLATE_NOOP("Refusal", "'{verb}' is not part of classic Risk"), verb=action.verb)
        if phase not in entry[0]:
            if phase not in _WRONG_PHASE:  # a subclass's own phase its check left to classic
                raise WrongPhase(QT_TRANSLATE_NOOP("Refusal", "that cannot be done in this part of the game"))
            raise WrongPhase(_WRONG_PHASE[phase])
        entry[1](state, action)
        return entry

    def _name(self, territory: int) -> TerritoryName:
        """A territory for a refusal: its English name, and its index for the UI's language."""
        return TerritoryName(territory, self.world.names[territory])

    def _check_territory(self, territory: int) -> None:
        if not 0 <= territory < self.size or not self.world.land[territory]:
            raise InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "that is not a territory you can play on this map"))

    def _check_claim(self, state: GameState, action: ClaimTerritory) -> None:
        self._check_territory(action.territory)
        if state.owner[action.territory] != NOBODY:
            raise InvalidTerritory(
                QT_TRANSLATE_NOOP("Refusal", "{territory} is already claimed; pick an empty territory"),
                territory=self._name(action.territory),
            )

    def _check_place(self, state: GameState, action: PlaceArmies) -> None:
        self._check_territory(action.territory)
        if state.phase == _PLACE_INITIAL and (state.setup_turn_armies or state.setup_turn_neutral):
            self._check_setup_part(state, action)
        elif state.owner[action.territory] != state.current:
            raise InvalidTerritory(
                QT_TRANSLATE_NOOP("Refusal", "you can only place armies on your own territories, not {territory}"),
                territory=self._name(action.territory),
            )
        if state.phase == _REINFORCE and state.trade_required:
            raise self._must_trade(state)
        allowed = self.count_range(state, action)
        if action.count not in allowed:
            if not allowed:
                raise InvalidCount(QT_TRANSLATE_NOOP("Refusal", "you have no armies left to place"))
            if len(allowed) == 1:
                raise InvalidCount(QT_TRANSLATE_NOOP("Refusal", "you can place {most} now, not {count}"),
                                   most=count_of(allowed.start, "armies"), count=action.count)
            raise InvalidCount(QT_TRANSLATE_NOOP("Refusal", "you can place {low} to {high} now, not {count}"),
                               low=allowed.start, high=count_of(allowed.stop - 1, "armies"), count=action.count)

    def _check_setup_part(self, state: GameState, action: PlaceArmies) -> None:
        """A setup turn with the neutral army: your own armies on your territories, the
        neutral's on the neutral's, each up to what is left of this turn's share."""
        own, neutral = state.setup_turn_armies, state.setup_turn_neutral
        holder, name = state.owner[action.territory], self._name(action.territory)
        if holder == self._neutral_seat(state):
            if not neutral:
                raise InvalidTerritory(
                    QT_TRANSLATE_NOOP("Refusal", "this turn's neutral army is placed: place {own} on your "
                                                 "own territories, not {territory}"),
                    own=count_of(own, "armies"), territory=name)
        elif holder != state.current:
            raise InvalidTerritory(
                QT_TRANSLATE_NOOP("Refusal", "you can place armies on your own territories and this turn's neutral "
                                             "army on a neutral territory, not on {territory}"),
                territory=name)
        elif not own:
            raise InvalidTerritory(
                QT_TRANSLATE_NOOP("Refusal", "your armies for this turn are placed: now place the neutral army's "
                                             "{neutral} on a neutral territory"),
                neutral=count_of(neutral, "armies"))

    def _must_trade(self, state: GameState) -> InvalidCards:
        held = len(state.players[state.current].cards)
        if state.trade_down_to is not None:
            return InvalidCards(
                QT_TRANSLATE_NOOP("Refusal", "you hold {held}: trade sets until you have {limit} or fewer"),
                held=count_of(held, "cards"), limit=state.trade_down_to,
            )
        return InvalidCards(QT_TRANSLATE_NOOP("Refusal", "you hold {held}: you must trade a set first"),
                            held=count_of(held, "cards"))

    def _check_trade(self, state: GameState, action: TradeCards) -> None:
        hand = state.players[state.current].cards
        if state.trade_down_to is not None and len(hand) <= state.trade_down_to:
            raise InvalidCards(
                QT_TRANSLATE_NOOP("Refusal", "you may not trade now: with {limit} or fewer you must stop"),
                limit=count_of(state.trade_down_to, "cards"),
            )
        if any(card not in hand for card in action.cards):
            raise InvalidCards(QT_TRANSLATE_NOOP("Refusal", "you can only trade cards from your own hand"))
        if not card_rules.is_set(action.cards, self.world):
            raise InvalidCards(QT_TRANSLATE_NOOP(
                "Refusal", "those three cards are not a set: three of a kind, one of each, or two with a wild card"))

    def _check_begin_attack(self, state: GameState, action: BeginAttack) -> None:
        if state.reinforcements:
            raise IllegalAction(QT_TRANSLATE_NOOP("Refusal", "place the rest of your reinforcements first: {count}"),
                                count=count_of(state.reinforcements, "armies"))
        if state.trade_required:
            raise self._must_trade(state)

    def _check_attack(self, state: GameState, action: Attack) -> None:
        refusal = self.can_attack(state, action.source, action.target)
        if refusal is not None:
            raise refusal
        # (attack_dice_limit, written out for this class's own)
        most = min(3, state.armies[action.source] - 1) if self._exact else self.attack_dice_limit(state, action.source)
        if not 1 <= action.dice <= most:
            if most == 1:
                raise InvalidCount(QT_TRANSLATE_NOOP("Refusal", "with {armies} there you can roll 1 die"),
                                   armies=count_of(state.armies[action.source], "armies"))
            raise InvalidCount(QT_TRANSLATE_NOOP("Refusal", "with {armies} there you can roll 1 to {most}"),
                               armies=count_of(state.armies[action.source], "armies"), most=count_of(most, "dice"))

    def _not_bordering(self, source: int, target: int) -> InvalidTerritory:
        return InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "{source} does not border {target}"),
                                source=self._name(source), target=self._name(target))

    def _check_blitz(self, state: GameState, action: Blitz) -> None:
        source, target = action.source, action.target
        refusal = self.can_attack(state, source, target)
        if refusal is None and state.armies[target] > 1:  # (one army left: nobody chooses dice)
            refusal = self._blitz_refusal(state, source, target)
        if refusal is not None:
            raise refusal

    def _blitz_refusal(self, state: GameState, source: int, target: int) -> IllegalAction | None:
        """Why a blitz (rolling the defender's dice for them) may not be made on ``target``:
        someone chooses its defence dice, and it has more than one army."""
        defender = state.owner[target]
        if state.armies[target] <= 1:
            return None
        seat = state.players[defender]
        if (seat.always_defend_max and not seat.neutral) or not self._asks_for_dice(state, defender):
            return None
        decider = self._defence_decider(state, defender)
        if decider == defender:
            return IllegalAction(
                QT_TRANSLATE_NOOP("Refusal", "{player} chooses their dice: attack one roll at a time"),
                player=SeatName(defender, state.players[defender].name))
        return IllegalAction(
            QT_TRANSLATE_NOOP("Refusal", "{player} chooses the neutral army's dice: attack one roll at a time"),
            player=SeatName(decider, state.players[decider].name))

    def _check_defend(self, state: GameState, action: Defend) -> None:
        most = self.defence_dice_limit(state, state.attack_target)
        if not 1 <= action.dice <= most:
            if action.dice == 2:
                raise InvalidCount(QT_TRANSLATE_NOOP(
                    "Refusal", "you can roll 2 dice only with at least 2 armies in the territory"))
            raise InvalidCount(QT_TRANSLATE_NOOP("Refusal", "the defender rolls 1 or 2 dice"))

    def _check_occupy(self, state: GameState, action: Occupy) -> None:
        if not state.occupy_min <= action.count <= state.occupy_max:
            raise InvalidCount(
                QT_TRANSLATE_NOOP("Refusal", "move between {low} and {high}: at least as many as "
                                  "the dice you rolled, and one must stay behind"),
                low=state.occupy_min, high=count_of(state.occupy_max, "armies"),
            )

    def _check_end_attack(self, state: GameState, action: EndAttack) -> None:
        pass

    def _check_fortify(self, state: GameState, action: Fortify) -> None:
        source, target = action.source, action.target
        self._check_territory(source)
        self._check_territory(target)
        if state.owner[source] != state.current or state.owner[target] != state.current:
            raise InvalidTerritory(QT_TRANSLATE_NOOP(
                "Refusal", "you can only move armies between your own territories"))
        if source == target:
            raise InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "choose two different territories"))
        if target not in self.maneuver_targets(state, source):
            if self.options.fortify == "adjacent":
                raise self._not_bordering(source, target)
            raise InvalidTerritory(
                QT_TRANSLATE_NOOP("Refusal", "{target} is not connected to {source} through your territories"),
                target=self._name(target), source=self._name(source),
            )
        if not 1 <= action.count <= state.armies[source] - 1:
            raise InvalidCount(QT_TRANSLATE_NOOP("Refusal", "you can move 1 to {most}: one must stay behind"),
                               most=count_of(state.armies[source] - 1, "armies"))

    def _check_end_turn(self, state: GameState, action: EndTurn) -> None:
        pass

    # ------------------------------------------------------------------------------------
    # Applying

    def apply(self, state: GameState, action: Action, player: int | None = None) -> list[Event]:
        if self._exact:  # check's entry gives the effect: one lookup, one call less
            effect = self._checked(state, action, player)[2]
        else:
            self.check(state, action, player)  # a subclass's own check, whatever it adds
            effect = self._effects[type(action)]
        events = effect(state, action)
        # Conquest is judged where a capture happens; anything else (a mission, a subclass's
        # victory) after every action.
        if self._victory_after_actions and state.phase != _GAME_OVER:
            reason = self.victory(state, state.current)
            if reason:
                events += self._win(state, state.current, reason)
            else:
                events += self._mission_won_off_turn(state)
        return events

    def _mission_won_off_turn(self, state: GameState) -> list[Event]:
        """"The winner is whoever first reaches his goal": a secret mission can be completed on
        someone else's turn — a "destroy" target eliminated by a third player turns the card
        into "occupy 24 territories", which its holder may hold already. The player acting
        wins first if both are done; then the others in turn order. (Saves from before the
        put-back deal were judged on the acting player only, and replay so.)"""
        if self.missions is None or self.options.mission_deal != "put-back":
            return []
        players = state.players
        for step in range(1, len(players)):
            player = (state.current + step) % len(players)
            if players[player].alive and not players[player].neutral and self.missions.is_complete(state, player):
                return self._win(state, player, "completed the secret mission")
        return []

    def _do_claim(self, state: GameState, action: ClaimTerritory) -> list[Event]:
        player = state.current
        self._claim(state, player, action.territory)
        events: list[Event] = [TerritoryClaimed(player, action.territory)]
        if all(state.owner[t] != NOBODY for t in self.land):
            state.phase = _PLACE_INITIAL
            events.append(PhaseChanged(player, state.phase))
        return events + self._next_setup_player(state)

    def _next_setup_player(self, state: GameState) -> list[Event]:
        """Pass to the next player who still has starting armies; start play when none has."""
        return self._setup_turn_from(state, state.current + 1)

    def _setup_turn_from(self, state: GameState, start: int) -> list[Event]:
        """Give the setup turn to the first player from seat ``start`` on who still has
        starting armies; start play when none has."""
        seats = len(state.players)
        for step in range(seats):
            candidate = (start + step) % seats
            if state.players[candidate].armies_to_place and not state.players[candidate].neutral:
                state.current = candidate
                self._share_setup_turn(state)
                return []
        return self._end_setup(state)

    def _share_setup_turn(self, state: GameState) -> None:
        """With the neutral army, a setup turn is "place two Infantry onto any 1 or 2 of the
        territories you occupy; place one neutral army onto any neutral territory" (times
        ``placement-batch``), as far as armies are left."""
        neutral = self._neutral_seat(state)
        if neutral is None:
            return
        batch = self.options.placement_batch
        state.setup_turn_armies = min(2 * batch, state.players[state.current].armies_to_place)
        state.setup_turn_neutral = min(batch, state.players[neutral].armies_to_place)

    def _end_setup(self, state: GameState) -> list[Event]:
        """The players' starting armies are all placed: what the neutral army has left (on
        maps where its share and theirs differ) goes on its land at random; play begins."""
        state.setup_turn_armies = state.setup_turn_neutral = 0
        events: list[Event] = []
        neutral = self._neutral_seat(state)
        if neutral is not None and state.players[neutral].armies_to_place:
            events += self._spread(state, neutral)
        return events + self.start_turn(state, state.first_player)

    def _do_place(self, state: GameState, action: PlaceArmies) -> list[Event]:
        player = state.current
        state.armies[action.territory] += action.count
        if state.phase == _PLACE_INITIAL:
            placer = state.owner[action.territory]  # the player, or the neutral army
            state.players[placer].armies_to_place -= action.count
            events: list[Event] = [ArmiesPlaced(placer, action.territory, action.count)]
            if state.setup_turn_armies or state.setup_turn_neutral:
                if placer == player:
                    state.setup_turn_armies -= action.count
                else:
                    state.setup_turn_neutral -= action.count
                if state.setup_turn_armies or state.setup_turn_neutral:
                    return events  # the rest of this turn's share
            return events + self._next_setup_player(state)
        events = [ArmiesPlaced(player, action.territory, action.count)]
        state.reinforcements -= action.count
        return events + self._maybe_end_reinforcement(state)

    def _maybe_end_reinforcement(self, state: GameState) -> list[Event]:
        if state.reinforcements or state.trade_required:
            return []
        if state.resume_attack:
            state.resume_attack = False
            state.trade_down_to = None
        elif self._tradable_sets(state):
            return []  # the player may still trade: they end reinforcement with BeginAttack
        state.phase = _ATTACK
        return [PhaseChanged(state.current, state.phase)]

    def _do_trade(self, state: GameState, action: TradeCards) -> list[Event]:
        player = state.current
        hand = state.players[player].cards
        for card in action.cards:
            hand.remove(card)
        state.discard.extend(action.cards)
        armies = self.set_value(state, action.cards)
        state.sets_traded += 1
        bonus_territories = self._card_bonus(state, action.cards)
        for territory in bonus_territories:
            state.armies[territory] += self.options.occupied_bonus
        state.reinforcements += armies
        if state.trade_down_to is not None:
            state.trade_required = len(hand) > state.trade_down_to
        else:
            state.trade_required = len(hand) >= self.options.compulsory_trade
        events: list[Event] = [CardsTraded(player, tuple(action.cards), armies, tuple(bonus_territories))]
        return events + self._maybe_end_reinforcement(state)

    def _do_begin_attack(self, state: GameState, action: BeginAttack) -> list[Event]:
        state.phase = _ATTACK
        return [PhaseChanged(state.current, state.phase)]

    def _do_attack(self, state: GameState, action: Attack) -> list[Event]:
        state.attack_source, state.attack_target, state.attack_dice = action.source, action.target, action.dice
        defender = state.owner[action.target]
        defender_armies = state.armies[action.target]
        seat = state.players[defender]
        # (The first two tests settle the usual case, everyone rolling the most, at once.)
        if defender_armies >= 2 and (seat.neutral or not seat.always_defend_max) \
                and self._asks_for_dice(state, defender):
            state.phase = _DEFEND
            state.waiting_for = self._defence_decider(state, defender)
            return [AttackDeclared(state.current, defender, action.source, action.target, action.dice)]
        return self._battle(state, min(2, defender_armies))

    def _defence_decider(self, state: GameState, defender: int) -> int | None:
        """Who chooses the dice defending ``defender``'s territory: the defender, or for the
        neutral army the other player ("whenever you attack a neutral territory, your
        opponent rolls to defend that territory")."""
        if not state.players[defender].neutral:
            return defender
        for index, seat in enumerate(state.players):
            if index != state.current and seat.alive and not seat.neutral:
                return index
        return None

    def _asks_for_dice(self, state: GameState, defender: int) -> bool:
        """Whether the game waits for someone to choose the defence dice of ``defender``'s
        territory (otherwise they roll the most allowed)."""
        decider = self._defence_decider(state, defender)
        return decider is not None and not state.players[decider].always_defend_max

    def _do_blitz(self, state: GameState, action: Blitz) -> list[Event]:
        source, target = action.source, action.target
        state.attack_source, state.attack_target = source, target
        own = self.__dict__  # (hooks replaced on this object by a test)
        if self._may_sample or "blitz_odds" in own:
            odds = self.blitz_odds(state, source, target)
            if odds is not None:
                return self._sampled_blitz(state, source, target, odds)
        armies = state.armies
        events: list[Event] = []
        # _plain_battles, written out: asked at every blitz
        if not (self._exact and "roll_battle" not in own and "battle_losses" not in own):
            # Capturing changes the phase (to occupy, or game over), and so may a rule set's
            # window after a roll: either ends the blitz.
            while state.phase == _ATTACK and self.can_attack(state, source, target) is None:
                state.attack_dice = self.attack_dice_limit(state, source)
                events += self._battle(state, self.defence_dice_limit(state, target))
                if state.owner[target] == state.current:
                    break
            return events
        # The same loop with _battle and roll_battle written out (the engine's hottest path).
        append = events.append
        player, defender, seed, tables = state.current, state.owner[target], state.seed, self._tables
        # (A capture is the only way out of the attack here, and it ends the loop below.)
        while armies[source] >= 2:
            attacker_dice = armies[source] - 1
            if attacker_dice > 3:
                attacker_dice = 3
            state.attack_dice = attacker_dice
            defender_dice = armies[target]
            if defender_dice > 2:
                defender_dice = 2
            if defender_dice > 0:
                table = tables[attacker_dice][defender_dice]
            else:  # only in a hand-made state with an empty territory
                table = _battle_table(attacker_dice, defender_dice)
            counter = state.dice_drawn
            state.dice_drawn = counter + 1
            attack_roll, defence_roll, attacker_losses, defender_losses = table[draw(seed, counter, len(table))]
            armies[source] -= attacker_losses
            armies[target] -= defender_losses
            append(DiceRolled(
                player, defender, source, target, attack_roll, defence_roll, attacker_losses, defender_losses,
            ))
            if armies[target] == 0:
                events += self._capture(state, source, target, defender)
            if state.owner[target] == player:
                break
        return events

    def _sampled_blitz(self, state: GameState, source: int, target: int, odds: BattleOdds) -> list[Event]:
        """The whole blitz in one draw from the game's stream (``battle_sampling``): how many
        armies each side has left, then a capture if the defenders are gone."""
        # 53 random bits: the float resolution of the probabilities themselves.
        attackers_left, defenders_left = draw_battle_end(odds, state.roll(_SAMPLE_SIDES) / _SAMPLE_SIDES)
        player, defender, armies = state.current, state.owner[target], state.armies
        attacker_losses = odds.attackers - attackers_left
        defender_losses = odds.defenders - defenders_left
        armies[source] -= attacker_losses
        armies[target] -= defender_losses
        events: list[Event] = [BattleSampled(player, defender, source, target, attacker_losses, defender_losses)]
        if defenders_left == 0:
            # The winning roll costs the attacker nothing (a loss on it would need a second
            # comparison, and so a defender left), so it was rolled with the dice the
            # survivors give: that is the "dice rolled in your last battle" to move in.
            state.attack_dice = min(3, attackers_left) or 1
            events += self._capture(state, source, target, defender)
        return events

    def _plain_battles(self) -> bool:
        """Whether battles are this class's own (not a subclass's, nor hooks replaced on this
        object by a test): then the battle table may stand in for rolling and comparing."""
        return self._exact and "roll_battle" not in self.__dict__ and "battle_losses" not in self.__dict__

    def _do_defend(self, state: GameState, action: Defend) -> list[Event]:
        state.phase = _ATTACK
        state.waiting_for = NOBODY
        return self._battle(state, action.dice)

    def _battle(self, state: GameState, defender_dice: int) -> list[Event]:
        """One roll of the declared attack: rolled (``roll_battle``), then, unless the rule set
        opens a window first (``battle_rolled``), resolved (``resolve_battle``)."""
        if self._plain_battles():
            # roll_battle and battle_losses in one draw from a ready-made table.
            table = _battle_table(state.attack_dice, defender_dice)
            attack_roll, defence_roll, attacker_losses, defender_losses = table[state.roll(len(table))]
            return self._losses_taken(state, attack_roll, defence_roll, attacker_losses, defender_losses)
        attack_roll, defence_roll = self.roll_battle(state, state.attack_dice, defender_dice)
        window = self.battle_rolled(state, attack_roll, defence_roll)
        if window is not None:
            return window
        return self.resolve_battle(state, attack_roll, defence_roll)

    def resolve_battle(self, state: GameState, attack_roll: tuple[int, ...], defence_roll: tuple[int, ...]
                       ) -> list[Event]:
        """Losses for a roll of the attack in progress (``battle_losses``), and a capture if the
        territory is emptied. A rule set that holds a roll back (``battle_rolled``) calls this
        when its window closes."""
        attacker_losses, defender_losses = self.battle_losses(state, attack_roll, defence_roll)
        return self._losses_taken(state, attack_roll, defence_roll, attacker_losses, defender_losses)

    def _losses_taken(self, state: GameState, attack_roll, defence_roll, attacker_losses: int,
                      defender_losses: int) -> list[Event]:
        source, target = state.attack_source, state.attack_target
        player, defender = state.current, state.owner[target]
        state.armies[source] -= attacker_losses
        state.armies[target] -= defender_losses
        events: list[Event] = [DiceRolled(
            player, defender, source, target, attack_roll, defence_roll, attacker_losses, defender_losses,
        )]
        if state.armies[target] == 0:
            events += self._capture(state, source, target, defender)
        return events

    def _capture(self, state: GameState, source: int, target: int, defender: int) -> list[Event]:
        player = state.current
        state.owner[target] = player
        state.captured_this_turn = True
        events: list[Event] = [TerritoryCaptured(player, defender, source, target)]
        if not self._exact:  # (classic's own on_capture does nothing)
            events += self.on_capture(state, source, target, defender)
        if defender not in state.owner:  # (can_attack leaves no empty land to capture)
            events += self.eliminate(state, defender, player)
        # A defender still in the game is a rival left: then the classic rules need not look
        # at everyone for a conquest.
        players = state.players
        rival_left = (
            defender != player and 0 <= defender < len(players)
            and players[defender].alive and not players[defender].neutral
        )
        low = state.attack_dice if self._exact else self.minimum_occupation(state)
        reason = None if rival_left and self._exact else self.victory(state, player)
        if reason:
            events += self._move(state, source, target, low)
            return events + self._win(state, player, reason)
        # "Move in at least as many armies as the number of dice you rolled": those go in at
        # once, so no territory is ever left empty; the player may then send more.
        armies = state.armies
        high = armies[source] - 1
        armies[source] -= low  # _move, written out
        armies[target] += low
        events.append(ArmiesMoved(player, source, target, low))
        if low >= high:  # nothing to choose
            return events + self._after_occupation(state)
        state.phase = _OCCUPY
        state.occupy_min, state.occupy_max = low, high
        return events

    def _move(self, state: GameState, source: int, target: int, count: int) -> list[Event]:
        state.armies[source] -= count
        state.armies[target] += count
        return [ArmiesMoved(state.current, source, target, count)]

    def _do_occupy(self, state: GameState, action: Occupy) -> list[Event]:
        events: list[Event] = []
        extra = action.count - state.occupy_min
        if extra:
            events += self._move(state, state.attack_source, state.attack_target, extra)
        return events + self._after_occupation(state)

    def _after_occupation(self, state: GameState) -> list[Event]:
        player = state.current
        events: list[Event] = []
        if state.trade_down_to is not None:
            state.phase = _REINFORCE
            state.resume_attack = True
            state.trade_required = True
            events.append(PhaseChanged(player, state.phase))
        else:
            state.phase = _ATTACK
        return events

    def eliminate(self, state: GameState, loser: int, winner: int) -> list[Event]:
        """Hook: ``loser`` has lost their last territory to ``winner`` (classic: out of the
        game; the winner takes their cards and may have to trade at once)."""
        beaten = state.players[loser]
        beaten.alive = False
        beaten.eliminated_by = winner
        taken = beaten.cards
        beaten.cards = []
        hand = state.players[winner].cards
        hand.extend(taken)
        events: list[Event] = [PlayerEliminated(loser, winner, len(taken))]
        # "If winning them gives you 6 or more cards, you must immediately trade in enough
        # sets to reduce your hand to 4 or fewer cards."
        if len(hand) >= 6:
            state.trade_down_to = 4
        return events

    def _is_conquest_complete(self, state: GameState, player: int) -> bool:
        rivals = [i for i, p in enumerate(state.players) if p.alive and not p.neutral and i != player]
        if rivals:
            return False
        neutral_left = any(p.neutral and p.alive for p in state.players)
        # With a neutral army, beating the other player wins; otherwise take every territory.
        return neutral_left or all(state.owner[t] == player for t in self.land)

    def _do_end_attack(self, state: GameState, action: EndAttack) -> list[Event]:
        events = self.end_of_attack_card(state, state.current)
        if state.phase == _GAME_OVER:
            return events
        state.phase = _FORTIFY
        events.append(PhaseChanged(state.current, state.phase))
        return events

    def _do_fortify(self, state: GameState, action: Fortify) -> list[Event]:
        state.armies[action.source] -= action.count
        state.armies[action.target] += action.count
        events: list[Event] = [ArmiesMoved(state.current, action.source, action.target, action.count)]
        return events + self.end_turn(state)

    def _do_end_turn(self, state: GameState, action: EndTurn) -> list[Event]:
        return self.end_turn(state)

    def end_turn(self, state: GameState) -> list[Event]:
        """Hook: the current player's turn is over; the next one's begins (or the turn limit
        ends the game)."""
        limit = self.options.turn_limit
        if limit and state.turn >= limit:
            return self._win(state, None, f"the turn limit ({limit}) was reached: a draw")
        seats = len(state.players)
        for step in range(1, seats + 1):
            candidate = (state.current + step) % seats
            seat = state.players[candidate]
            if seat.alive and not seat.neutral:
                return self.start_turn(state, candidate)
        return []

    def start_turn(self, state: GameState, player: int) -> list[Event]:
        """Hook: ``player``'s turn begins (classic: reinforcements, and a trade if they hold
        too many cards)."""
        state.turn += 1
        state.current = player
        state.phase = _REINFORCE
        state.captured_this_turn = False
        state.card_bonus_this_turn = 0
        state.attack_source = state.attack_target = NOBODY
        from_territories, from_continents = self.reinforcements(state, player)
        state.reinforcements = from_territories + from_continents
        state.trade_required = len(state.players[player].cards) >= self.options.compulsory_trade
        return [
            TurnStarted(player, state.turn),
            ReinforcementsReceived(player, from_territories, from_continents, state.reinforcements),
        ]

    def end_game(self, state: GameState, player: int | None, reason: str) -> list[Event]:
        """Hook: the game is won by ``player`` (None: a draw) for ``reason`` (in English, as in
        "conquered the world"); every way a game ends comes here. Classic: game over. A rule
        set may go on to its own end-of-game phases (Legacy's rewards) and call this class's
        version last."""
        state.phase = _GAME_OVER
        state.winner = player
        state.win_reason = reason
        return [GameWon(player if player is not None else NOBODY, reason)]

    def _win(self, state: GameState, player: int | None, reason: str) -> list[Event]:
        return self.end_game(state, player, reason)

    def victory(self, state: GameState, player: int) -> str | None:
        """Hook: why ``player`` has won now, or None. Asked after every capture, and after
        every action when missions are played (or by a subclass). Classic: the world
        conquered (with a neutral army: the other player beaten), or the secret mission."""
        if self._is_conquest_complete(state, player):
            return "conquered the world"
        if self.missions is not None and self.missions.is_complete(state, player):
            return "completed the secret mission"
        return None

    # ------------------------------------------------------------------------------------
    # Hooks: what later rule sets change

    def reinforcements(self, state: GameState, player: int) -> tuple[int, int]:
        """Armies at the start of a turn: (for territories, for continents)."""
        owner = state.owner
        held = owner.count(player)
        from_territories = max(self.options.minimum_reinforcements, held // self.options.territories_per_army)
        from_continents = sum(
            c.bonus for c in self.world.continents if c.members and all(owner[t] == player for t in c.members)
        )
        return from_territories, from_continents

    def attack_targets(self, state: GameState, source: int) -> tuple[int, ...]:
        """Hook: the territories an attack from ``source`` may be aimed at, before who holds
        them is considered (classic: its land neighbours)."""
        return self.targets[source]

    def can_attack(self, state: GameState, source: int, target: int) -> IllegalAction | None:
        """Hook: why the current player may not attack ``target`` from ``source`` now, or None.
        The one rule for attacks: the listing, the check and the blitz all ask it."""
        size, land = self.size, self.world.land
        if not 0 <= source < size or not land[source] or not 0 <= target < size or not land[target]:
            return InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "that is not a territory you can play on this map"))
        owner, current = state.owner, state.current
        if owner[source] != current:
            return InvalidTerritory(
                QT_TRANSLATE_NOOP("Refusal",
                                  "you can only attack from your own territories, and {territory} is not yours"),
                territory=self._name(source),
            )
        if owner[target] == current:
            return InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "{territory} is yours already"),
                                    territory=self._name(target))
        if owner[target] == NOBODY:
            return InvalidTerritory(
                QT_TRANSLATE_NOOP("Refusal", "{territory} is empty: there is nobody there to attack"),
                territory=self._name(target),
            )
        # (This class's own targets are ready-made sets; a subclass's come from its hook.)
        if target not in (self._attackable[source] if self._exact else self.attack_targets(state, source)):
            return self._not_bordering(source, target)
        if state.armies[source] < 2:
            return InvalidTerritory(
                QT_TRANSLATE_NOOP("Refusal", "you need at least 2 armies in {territory} to attack from it"),
                territory=self._name(source),
            )
        return None

    def attack_dice_limit(self, state: GameState, source: int) -> int:
        """Hook: the most dice an attack from ``source`` may roll (classic: 3, and one army
        stays behind)."""
        return min(3, state.armies[source] - 1)

    def defence_dice_limit(self, state: GameState, target: int) -> int:
        """Hook: the most dice defending ``target`` may roll (classic: 2, one per army)."""
        return min(2, state.armies[target])

    def roll_battle(self, state: GameState, attacker_dice: int, defender_dice: int):
        """Hook: both rolls, each sorted from high to low (Legacy adds die modifiers here).

        One draw from the game's stream picks one of the 6^(a+d) equally likely rolls, all
        dice at once: five times fewer draws than one per die, the same odds.
        """
        rolls = _all_rolls(attacker_dice, defender_dice)
        return rolls[state.roll(len(rolls))]

    def blitz_odds(self, state: GameState, source: int, target: int) -> BattleOdds | None:
        """Hook: the exact end distribution of the blitz about to be made from ``source`` on
        ``target`` (``engine.rules.odds.battle_odds``), to resolve it in one draw; None rolls it
        roll by roll. Classic: with ``battle_sampling`` on and the classic dice (both sides
        rolling the most, which a blitz guarantees). A rule set whose dice differ rolls unless
        it overrides this with its own exact odds (battle_odds takes Legacy's die modifiers)."""
        if not (self._plain_battles() and self.options.battle_sampling):
            return None
        attackers, defenders = state.armies[source] - 1, state.armies[target]
        if attackers > SAMPLED_ARMIES or defenders > SAMPLED_ARMIES:
            return None  # (see SAMPLED_ARMIES)
        return _blitz_odds(attackers, defenders)

    def battle_rolled(self, state: GameState, attack_roll: tuple[int, ...], defence_roll: tuple[int, ...]
                      ) -> list[Event] | None:
        """Hook: a roll is made and its losses not yet taken. None resolves it at once; a rule
        set that lets players act first (Legacy's missiles) keeps the roll in its state, opens
        its window (a phase, a responders' queue) and returns the events so far, and calls
        ``resolve_battle`` when the window closes."""
        return None

    def battle_losses(self, state: GameState, attack_roll: tuple[int, ...], defence_roll: tuple[int, ...]
                      ) -> tuple[int, int]:
        """Hook: (attacker's losses, defender's losses) for two sorted rolls: highest against
        highest, then the next; "in case of a tie, the defender always wins"."""
        return _losses(attack_roll, defence_roll)

    def minimum_occupation(self, state: GameState) -> int:
        """Hook: the fewest armies that move into a territory just captured ("at least as many
        armies as the number of dice you rolled")."""
        return state.attack_dice

    def on_capture(self, state: GameState, source: int, target: int, defender: int) -> list[Event]:
        """Hook: what else happens when ``target`` is taken from ``defender`` (it is already the
        current player's; nobody has moved in yet). Classic: nothing."""
        return []

    def end_of_attack_card(self, state: GameState, player: int) -> list[Event]:
        """Hook: the card for the turn, when ``player`` ends the attack (classic: one from the
        deck if they captured a territory this turn)."""
        return self.draw_card(state, player) if state.captured_this_turn else []

    def set_value(self, state: GameState, cards: Sequence[int]) -> int:
        if self.options.card_values == "fixed":
            return card_rules.fixed_value(cards, self.world, self.options.fixed_values)
        return card_rules.progressive_value(state.sets_traded, PROGRESSIVE_VALUES)

    def _card_bonus(self, state: GameState, cards: Sequence[int]) -> list[int]:
        """Territories that get the occupied-territory bonus for this trade.

        Progressive: the first traded card (in the order given) whose territory you occupy,
        at most once a turn ("no more than 2 extra armies"). Fixed: every such card.
        """
        if not self.options.occupied_bonus:
            return []
        player = state.current
        owned = [
            t for t in (card_rules.territory_of(c, self.world) for c in cards)
            if t is not None and state.owner[t] == player
        ]
        if self.options.card_values == "fixed":
            return owned
        if not owned or state.card_bonus_this_turn:
            return []
        state.card_bonus_this_turn = self.options.occupied_bonus
        return owned[:1]

    def draw_card(self, state: GameState, player: int) -> list[Event]:
        events: list[Event] = []
        if not state.deck and state.discard:
            state.deck, state.discard = state.discard, []
            state.shuffle(state.deck)
            events.append(DeckReshuffled(player, len(state.deck)))
        if state.deck:
            card = state.deck.pop()
            state.players[player].cards.append(card)
            events.append(CardDrawn(player, card))
        return events

    # ------------------------------------------------------------------------------------
    # What each player may see

    def player_view(self, state: GameState, player: int | None) -> GameState:
        """Others' cards become unknown (HIDDEN), missions theirs alone, the deck's order
        hidden. Made for every decision of a computer player: the view shares the public
        values with ``state`` and copies only the players it changes (engine/core/views.py)."""
        return _CLASSIC_VIEW(state, player)

    def secrets(self, state: GameState, player: int | None) -> list[object]:
        """A player's cards and mission; for nobody (None), the order of the draw pile."""
        if player is None:
            return list(state.deck)
        seat = state.players[player]
        return [*seat.cards, seat.mission]

    def privacy(self, state: GameState, player: int | None = None) -> DecisionPrivacy:
        """The turn's decisions are the current player's own; setup turns are quick (a
        "Show" button rather than a cover at every claim); a defender's dice are public."""
        decided = super().privacy(state, player)
        if decided.visibility is Visibility.OWN and state.phase in _SETUP_PHASES:
            return DecisionPrivacy(decided.player, Visibility.QUICK, decided.has_secrets)
        return decided

    def invariants(self, state: GameState) -> list[str]:
        problems = super().invariants(state)
        players = len(state.players)
        for territory, (owner, armies) in enumerate(zip(state.owner, state.armies, strict=True)):
            if armies < 0:
                problems.append(f"{self.world.ids[territory]} has {armies} armies")
            if not (owner == NOBODY or 0 <= owner < players):
                problems.append(f"{self.world.ids[territory]} is held by seat {owner}, who does not exist")
            if owner != NOBODY and armies < 1 and state.phase != _CLAIM:
                problems.append(f"{self.world.ids[territory]} is held by seat {owner} without armies")
            if owner != NOBODY and not state.players[owner].alive:
                problems.append(f"{self.world.ids[territory]} is held by seat {owner}, who is out of the game")
        hands = [card for seat in state.players for card in seat.cards]
        if HIDDEN not in hands and HIDDEN not in state.deck:
            cards = sorted(hands + state.deck + state.discard)
            if cards != list(range(self.deck_size)):
                problems.append("the cards in hands, deck and discard pile are not the deck, each card once")
        if state.reinforcements < 0:
            problems.append(f"{state.reinforcements} reinforcements")
        return problems


_PHASE_OF: dict[type, tuple[Phase, ...]] = {
    ClaimTerritory: (Phase.CLAIM,),
    PlaceArmies: (Phase.PLACE_INITIAL, Phase.REINFORCE),
    TradeCards: (Phase.REINFORCE,),
    BeginAttack: (Phase.REINFORCE,),
    Attack: (Phase.ATTACK,),
    Blitz: (Phase.ATTACK,),
    Defend: (Phase.DEFEND,),
    Occupy: (Phase.OCCUPY,),
    EndAttack: (Phase.ATTACK,),
    Fortify: (Phase.FORTIFY,),
    EndTurn: (Phase.FORTIFY,),
}

_WRONG_PHASE = {
    Phase.CLAIM: QT_TRANSLATE_NOOP("Refusal", "claim an empty territory first"),
    Phase.PLACE_INITIAL: QT_TRANSLATE_NOOP("Refusal", "place your starting armies first"),
    Phase.REINFORCE: QT_TRANSLATE_NOOP("Refusal", "trade cards and place your new armies first"),
    Phase.ATTACK: QT_TRANSLATE_NOOP("Refusal", "you are attacking now: attack, or end your attack"),
    Phase.DEFEND: QT_TRANSLATE_NOOP("Refusal", "the defender must choose how many dice to roll"),
    Phase.OCCUPY: QT_TRANSLATE_NOOP("Refusal", "move armies into the territory you captured first"),
    Phase.FORTIFY: QT_TRANSLATE_NOOP("Refusal", "you are fortifying now: move armies once, or end your turn"),
    Phase.GAME_OVER: QT_TRANSLATE_NOOP("Refusal", "the game is over"),
}


@functools.cache
def _losses(attack: tuple[int, ...], defence: tuple[int, ...]) -> tuple[int, int]:
    """(attacker losses, defender losses) for two sorted rolls: highest against highest,
    then the next; "in case of a tie, the defender always wins"."""
    attacker_losses = defender_losses = 0
    for a, d in zip(attack, defence, strict=False):
        if a > d:
            defender_losses += 1
        else:
            attacker_losses += 1
    return attacker_losses, defender_losses


_SAMPLE_SIDES = 1 << 53
# The largest side a sampled blitz takes; a bigger battle is rolled (as exact, just slower).
# The odds cost attackers x defenders to work out, once per pair: up to 40 x 40 that is at
# most a third of a second per process, while a stack of hundreds blitzing two defenders
# would cost more to work out than its two or three rolls.
SAMPLED_ARMIES = 40


@functools.cache  # at most SAMPLED_ARMIES + 1 squared entries
def _blitz_odds(attackers: int, defenders: int) -> BattleOdds:
    """battle_odds, kept: simulations blitz the same few (attackers, defenders) again and again."""
    return battle_odds(attackers, defenders)


@functools.cache
def _battle_table(attacker_dice: int, defender_dice: int) -> tuple[tuple[tuple, tuple, int, int], ...]:
    """``_all_rolls`` with each roll's losses: (attack roll, defence roll, attacker losses, defender losses)."""
    rolls = _all_rolls(attacker_dice, defender_dice)
    return tuple((attack, defence, *_losses(attack, defence)) for attack, defence in rolls)


@functools.cache
def _all_rolls(attacker_dice: int, defender_dice: int) -> tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]:
    """Every roll of a attacker and d defender dice, each side sorted high to low."""
    rolls = []
    for faces in itertools.product(range(1, 7), repeat=attacker_dice + defender_dice):
        rolls.append((
            tuple(sorted(faces[:attacker_dice], reverse=True)),
            tuple(sorted(faces[attacker_dice:], reverse=True)),
        ))
    return tuple(rolls)


def check_decider(state: GameState, player: int) -> None:
    """Raise NotYourDecision unless ``player`` is the one to decide now."""
    decider = state.decider()
    if decider != player:
        asked = SeatName(player, state.players[player].name)
        if decider is None:
            raise NotYourDecision(QT_TRANSLATE_NOOP("Refusal", "it is nobody's decision now, not {player}'s"),
                                  player=asked)
        raise NotYourDecision(QT_TRANSLATE_NOOP("Refusal", "it is {decider}'s decision now, not {player}'s"),
                              decider=SeatName(decider, state.players[decider].name), player=asked)
