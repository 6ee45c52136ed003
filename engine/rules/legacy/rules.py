"""Risk Legacy (rulebook seeds 000/003; rules-digest §2), on any map, on a campaign world.

LegacyRules builds on the classic turn through its hooks (docs/rule-sets.md) and adds its own
phases: choosing factions and starts, the start of a turn (red stars bought, scar cards
played), joining the war, expanding, the missile window after a roll, the end of a turn (the
scars that act then, the card from the sideboard), and after the game the rewards and, after
game 15, naming the world. Its own actions (engine/rules/legacy/actions.py) are routed here
first; everything else is classic's. docs/rules-legacy.md lists every rule with its options.
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Sequence

from engine.campaign.catalogue_words import CATALOGUE_CONTEXT
from engine.campaign.pack_format import SAMPLE_PACKS, load_pack_file
from engine.campaign.packs import PackError, add_packs, options_with_packs, scar_cards
from engine.campaign.world import LegacyWorld, Signature
from engine.campaign.world_format import new_world
from engine.core.actions import Action, Fortify, Pass, TradeCards
from engine.core.errors import IllegalAction, InvalidCards, InvalidCount, InvalidTerritory, WrongPhase
from engine.core.events import ArmiesMoved, Event, GameStarted, PhaseChanged, ReinforcementsReceived, TurnStarted
from engine.core.messages import QT_TRANSLATE_NOOP, SeatName, count_of
from engine.core.phases import GAME_OVER, GAME_OVER_INFO, PhaseInfo
from engine.core.privacy import DecisionPrivacy, Visibility
from engine.core.state import HIDDEN, NOBODY, GameState, Phase
from engine.core.views import BLANKS, COUNT, Hiding, ViewMaker
from engine.core.world import World
from engine.rules.base import PlayerFigure, PlayerSetup
from engine.rules.classic import CLASSIC_PHASES, ClassicRules
from engine.rules.legacy import sideboard
from engine.rules.legacy.actions import (
    BeginRecruit,
    BuyStar,
    ChooseFaction,
    ChooseReward,
    ChooseStart,
    CompleteMission,
    Continue,
    Expand,
    FireMissile,
    NameWorld,
    PlayScarCard,
    TakeCard,
    TurnInCards,
)
from engine.rules.legacy.battle import applies, effect_modifier, missile_priority
from engine.rules.legacy.dice import DieModifier, apply_modifiers
from engine.rules.legacy.endgame import CampaignEnd
from engine.rules.legacy.events import (
    BattleModified,
    CardsTurnedIn,
    ChoiceOrderRolled,
    CoinsRanOut,
    Expanded,
    FactionChosen,
    FortificationWorn,
    HeadquartersPlaced,
    JoinedTheWar,
    KnockedOut,
    MissileFired,
    MissileWindowOpened,
    OutOfTheGame,
    PowerTroopsPlaced,
    PowerTroopsRecruited,
    ResourceCardTaken,
    ScarActedAtTurnEnd,
    ScarPlaced,
    StarBought,
)
from engine.rules.legacy.options import LegacyOptions
from engine.rules.legacy.packs_in_play import PacksInPlay
from engine.rules.legacy.state import (
    DRAW_CARD,
    JOIN_THE_WAR,
    MISSILE_WINDOW,
    NAME_THE_WORLD,
    PACK_OPENED,
    PICK_FACTION,
    PICK_START,
    REWARDS,
    START_OF_TURN,
    LegacyPlayer,
    LegacyState,
)
from engine.rules.legacy.turn_end import troop_change, turn_end_troops
from engine.rules.legacy.world_facts import WorldFacts
from engine.rules.options import OptionError
from engine.rules.registry import register

MISSILES_FOR_A_POCKET = 3

LEGACY_PHASES: dict[str, PhaseInfo] = {
    # Classic's turn, without its setup: Legacy's players choose a faction and a start instead.
    **{phase: info for phase, info in CLASSIC_PHASES.items() if phase not in (Phase.CLAIM, Phase.PLACE_INITIAL)},
    PICK_FACTION: PhaseInfo(PICK_FACTION, QT_TRANSLATE_NOOP("Phase", "Choosing factions"),
                            QT_TRANSLATE_NOOP("Phase", "Choose your faction")),
    PICK_START: PhaseInfo(PICK_START, QT_TRANSLATE_NOOP("Phase", "Choosing starts"),
                          QT_TRANSLATE_NOOP("Phase", "Choose a legal starting territory for your HQ")),
    START_OF_TURN: PhaseInfo(START_OF_TURN, QT_TRANSLATE_NOOP("Phase", "Start of turn"),
                             QT_TRANSLATE_NOOP("Phase", "Buy red stars, play a scar card, or go on")),
    JOIN_THE_WAR: PhaseInfo(JOIN_THE_WAR, QT_TRANSLATE_NOOP("Phase", "Joining the war"),
                            QT_TRANSLATE_NOOP("Phase", "Choose a legal starting territory to come back")),
    Phase.REINFORCE: PhaseInfo(Phase.REINFORCE, QT_TRANSLATE_NOOP("Phase", "Recruit"),
                               QT_TRANSLATE_NOOP("Phase", "Turn in resource cards and place your troops")),
    Phase.ATTACK: PhaseInfo(Phase.ATTACK, QT_TRANSLATE_NOOP("Phase", "Expand and attack"),
                            QT_TRANSLATE_NOOP("Phase", "Expand, attack, or end the attack")),
    Phase.FORTIFY: PhaseInfo(Phase.FORTIFY, QT_TRANSLATE_NOOP("Phase", "Maneuver"),
                             QT_TRANSLATE_NOOP("Phase", "Maneuver troops or end your turn")),
    MISSILE_WINDOW: PhaseInfo(MISSILE_WINDOW, QT_TRANSLATE_NOOP("Phase", "Missiles"),
                              QT_TRANSLATE_NOOP("Phase", "Fire a missile at a die, or pass")),
    DRAW_CARD: PhaseInfo(DRAW_CARD, QT_TRANSLATE_NOOP("Phase", "Resource card"),
                         QT_TRANSLATE_NOOP("Phase", "Take a face-up card of a territory you control")),
    PACK_OPENED: PhaseInfo(PACK_OPENED, QT_TRANSLATE_NOOP("Phase", "A pack is opened"),
                           QT_TRANSLATE_NOOP("Phase", "Read what the pack brings, then go on")),
    REWARDS: PhaseInfo(REWARDS, QT_TRANSLATE_NOOP("Phase", "Rewards"),
                       QT_TRANSLATE_NOOP("Phase", "Choose your reward")),
    NAME_THE_WORLD: PhaseInfo(NAME_THE_WORLD, QT_TRANSLATE_NOOP("Phase", "Naming the world"),
                              QT_TRANSLATE_NOOP("Phase", "Name the world")),
    GAME_OVER: GAME_OVER_INFO,
}
# Phases no classic action belongs to: only this module's actions are taken there.
_OWN_PHASES = frozenset({PICK_FACTION, PICK_START, START_OF_TURN, JOIN_THE_WAR, MISSILE_WINDOW, DRAW_CARD,
                         PACK_OPENED, REWARDS, NAME_THE_WORLD})
_PUBLIC_PHASES = frozenset({PICK_FACTION, PICK_START, MISSILE_WINDOW, REWARDS, NAME_THE_WORLD, PACK_OPENED})
_SIDES = ("attack", "defence")
# A seat's view: others' resource cards counted but unknown, whether they hold a scar card
# (None) but not which, the decks' order unknown to all (engine/core/views.py).
_LEGACY_VIEW = ViewMaker(
    {"cards": COUNT, "scar_card": Hiding('None if {v} else ""', "{v}")},
    {"deck": COUNT, "scar_deck": BLANKS, "event_deck": BLANKS, "mission_deck": BLANKS},
)


@register
class LegacyRules(PacksInPlay, CampaignEnd, ClassicRules):
    name = "legacy"
    options_type = LegacyOptions
    state_type = LegacyState
    phases = LEGACY_PHASES
    min_players = 3  # "3-5 Players"
    max_players = 5
    needs_campaign = True
    fixed_holds_all_land = False

    def __init__(self, world: World, options=None, campaign: LegacyWorld | None = None, economy=None) -> None:
        super().__init__(world, options, campaign=campaign, economy=economy)
        self.legacy: LegacyWorld = campaign if campaign is not None else LegacyWorld()
        try:  # the packs opened in earlier games change the options for this one
            self.options = options_with_packs(self.options, self.legacy)
        except PackError as error:
            raise OptionError(str(error)) from None
        self._powers_cache: dict = {}  # (faction, packs opened) -> its powers (PacksInPlay)
        self.facts = WorldFacts.of(world, self.legacy)
        self.game_number = self.legacy.games_played + 1
        self.card_count = len(world.card_territories)  # territory cards; coin cards follow
        self._card_of_territory = {t: c for c, t in enumerate(world.card_territories)}
        self._own = {
            ChooseFaction: (PICK_FACTION, self._check_choose_faction, self._do_choose_faction),
            ChooseStart: ((PICK_START, JOIN_THE_WAR), self._check_choose_start, self._do_choose_start),
            BuyStar: (START_OF_TURN, self._check_buy_star, self._do_buy_star),
            PlayScarCard: (START_OF_TURN, self._check_play_scar, self._do_play_scar),
            BeginRecruit: (START_OF_TURN, None, self._do_begin_recruit),
            TurnInCards: (Phase.REINFORCE, self._check_turn_in, self._do_turn_in),
            Expand: (Phase.ATTACK, self._check_expand, self._do_expand),
            FireMissile: (MISSILE_WINDOW, self._check_missile, self._do_missile),
            Pass: (MISSILE_WINDOW, None, self._do_pass),
            TakeCard: (DRAW_CARD, self._check_take_card, self._do_take_card),
            CompleteMission: (DRAW_CARD, self._check_complete_mission, self._do_complete_mission),
            Continue: (PACK_OPENED, None, self._do_continue),
            ChooseReward: (REWARDS, self._check_reward, self._do_reward),
            NameWorld: (NAME_THE_WORLD, self._check_name_world, self._do_name_world),
        }

    @classmethod
    def new_campaign(cls) -> LegacyWorld:
        """A new world with each faction's first starting power chosen (as "flip a coin for
        each faction's starting power" might)."""
        world = new_world()
        world.factions = [dataclasses.replace(f, power=f.power_options[0]) for f in world.factions]
        return world

    @classmethod
    def check_scenario(cls, board: object, setup: object) -> list[str]:
        """A trial start, with the starting powers a fresh world's factions still lack chosen
        (a new campaign asks for them before its first game: "flip a coin for each faction's
        starting power"), so a new world is not refused for what its campaign will settle."""
        world = setup.campaign
        if isinstance(world, LegacyWorld) and world.games_played == 0:
            chosen = [f if f.power or not f.power_options else dataclasses.replace(f, power=f.power_options[0])
                      for f in world.factions]
            setup = dataclasses.replace(setup, campaign=dataclasses.replace(world, factions=chosen))
        return cls.trial_start(board, setup)

    @classmethod
    def sample_campaigns(cls, players: Sequence[str]) -> list[LegacyWorld]:
        """Four stages of a campaign for these seats: the first game; the fifth, after the
        first seats signed (so they start with missiles); the fifteenth (the world is named
        at its end); and the fifth again with Worldsmith's sample packs sealed in the box."""
        fresh = cls.new_campaign()
        winners = [players[i % min(len(players), 2)] for i in range(14)]  # two seats sign, the others never
        signed = dataclasses.replace(fresh, games_played=4,
                                     signatures=[Signature(name, game) for game, name in enumerate(winners[:4], 1)])
        last = dataclasses.replace(fresh, games_played=14,
                                   signatures=[Signature(name, game) for game, name in enumerate(winners, 1)])
        with_packs = add_packs(signed, load_pack_file(SAMPLE_PACKS).packs)
        return [fresh, signed, last, with_packs]

    # ------------------------------------------------------------------------------------
    # Setup

    def new_game(self, players: Sequence[PlayerSetup], seed: int) -> tuple[GameState, list[Event]]:
        count = len(players)
        if not self.min_players <= count <= self.max_players:
            raise OptionError(f"Risk Legacy needs {self.min_players} to {self.max_players} players, not {count}")
        legacy = self.legacy
        if legacy.games_played == 0:
            powerless = [f.name for f in legacy.factions if not f.power]
            if powerless:
                raise OptionError("before the first game every faction chooses its starting power: "
                                  f"{', '.join(powerless)} has none yet")
        if len(self.playable_factions()) < count:
            raise OptionError(f"{count} players need {count} factions; this world has {len(self.playable_factions())}")
        if self.land_count < count:
            raise OptionError(f"this map has {self.land_count} territories: too few for {count} players")
        self._check_kept_factions(players)
        seats = [LegacyPlayer(p.name, always_defend_max=p.always_defend_max) for p in players]
        for seat in seats:
            # "If you haven't signed the victor's section … take a Red Star token. If you have
            # signed …, take one Missile token for every time your name is on that area."
            signatures = sum(1 for s in legacy.signatures if s.player == seat.name)
            seat.stars, seat.missiles = (0, signatures) if signatures else (1, 0)
        size = self.world.size
        state = LegacyState(ruleset=self.name, seed=seed, players=seats, owner=[NOBODY] * size,
                            armies=[0] * size, hq=[NOBODY] * size)
        state.deck = [c for c in range(self.card_count) if c not in self.facts.destroyed]
        state.shuffle(state.deck)
        sideboard.deal_slots(state, self.options.face_up_cards)
        state.coin_pile = self.options.coin_cards
        in_deck = dict(self.options.scar_cards)
        for scar, n in scar_cards(legacy).items():  # "more Scar cards will come into the game" from packs
            in_deck[scar] = in_deck.get(scar, 0) + n
        in_deck = legacy.scar_cards_left(in_deck)  # played scar cards are destroyed
        state.scar_deck = [scar for scar, n in sorted(in_deck.items())
                           if legacy.scar_type(scar) is not None for _ in range(n)]
        state.shuffle(state.scar_deck)
        if len(state.scar_deck) >= count:  # "If there aren't enough cards for every player … no one gets"
            for seat in seats:
                seat.scar_card = state.scar_deck.pop()
        self._place_fixed(state)
        first, rolls = self._roll_for_choice(state, count)
        state.choice_order = [(first + step) % count for step in range(count)]
        state.first_player = state.current = first
        state.phase = PICK_FACTION
        self._deal_pack_cards(state)
        return state, [GameStarted(first), ChoiceOrderRolled(first, rolls), *self._take_kept_faction(state)]

    def _place_fixed(self, state: LegacyState) -> None:
        """A scenario's fixed start (``fixed-placement``): troops where its designer put them
        and the HQs; every placement is checked here, so a scenario the rules cannot play is
        refused before the game begins (engine/scenario/validation.py words it earlier)."""
        world, seats = self.world, len(state.players)
        for tid, entry in self.options.fixed_placement.items():
            t = world.index.get(tid)
            if t is None or not world.land[t]:
                what = "not a territory of this map" if t is None else "a sea territory"
                raise OptionError(f"the fixed setup places troops on '{tid}', which is {what}")
            if len(entry) not in (2, 3) or not 0 <= entry[0] < seats or entry[1] < 1:
                raise OptionError(f"the fixed setup gives '{tid}' {entry}: expected [player number 0 to {seats - 1}, "
                                  "troops (at least 1)] and 1 for an HQ")
            player, troops = entry[0], entry[1]
            state.owner[t], state.armies[t] = player, troops
            if len(entry) == 3 and entry[2]:
                if state.players[player].start != NOBODY:
                    raise OptionError(f"the fixed setup gives {state.players[player].name} two HQs")
                state.hq[t] = player
                state.players[player].start = t

    def _check_kept_factions(self, players: Sequence[PlayerSetup]) -> None:
        names = {p.name for p in players}
        kept = self.options.kept_factions
        for name, faction in kept.items():
            if name not in names:
                raise OptionError(f"kept-factions: '{name}' is not one of the players")
            if faction not in self.playable_factions():
                raise OptionError(f"kept-factions: {name} keeps '{faction}', which is not a faction to play")
        if len(set(kept.values())) < len(kept):
            raise OptionError("kept-factions: a faction is kept by two players")

    def _kept_by_others(self, state: LegacyState, player: int) -> set[str]:
        name = state.players[player].name
        return {f for n, f in self.options.kept_factions.items() if n != name}

    def _take_kept_faction(self, state: LegacyState) -> list[Event]:
        """A player who keeps a faction for the campaign takes it when their choice comes, and
        goes on to choose a start."""
        kept = self.options.kept_factions.get(state.players[state.current].name)
        return self._do_choose_faction(state, state.current, ChooseFaction(kept)) if kept else []

    @staticmethod
    def _roll_for_choice(state: LegacyState, count: int) -> tuple[int, tuple[int, ...]]:
        """"Roll dice to determine who will get to choose first": the highest roll; the tied
        highest roll again."""
        rolls = [state.roll(6) + 1 for _ in range(count)]
        tied = [seat for seat in range(count) if rolls[seat] == max(rolls)]
        while len(tied) > 1:
            again = {seat: state.roll(6) + 1 for seat in tied}
            tied = [seat for seat in tied if again[seat] == max(again.values())]
        return tied[0], tuple(rolls)

    def playable_factions(self) -> list[str]:
        return [f.id for f in self.legacy.factions if f.power or self.legacy.games_played > 0]

    def legal_starts(self, state: LegacyState, player: int, *, new_hq: bool) -> list[int]:
        """"A legal starting territory is either: an unoccupied territory that has no marks …
        or an unoccupied territory that contains a Major City that you founded in an earlier
        game (even if it has a scar on it)"; with a new HQ, not "adjacent to another faction's HQ"
        — unless every such territory is (a map smaller than the rulebook's, which always
        leaves one): then the HQ may stand next to another (docs/rules-legacy.md)."""
        name = state.players[player].name
        placed = {self.world.index[tid] for tid, _scar in state.scars_placed}
        starts = []
        for t in self.land:
            if state.owner[t] != NOBODY or state.hq[t] != NOBODY:
                continue
            marked = self.facts.marked[t] or t in placed
            if marked and self.facts.major_founder[t] != name:
                continue
            starts.append(t)
        if new_hq and self.options.hq_apart:
            apart = [t for t in starts
                     if not any(state.hq[n] not in (NOBODY, player) for n in self.world.neighbours[t])]
            return apart or starts
        return starts

    def _check_choose_faction(self, state: LegacyState, player: int, action: ChooseFaction) -> None:
        if action.faction not in self.playable_factions():
            raise IllegalAction(QT_TRANSLATE_NOOP("Refusal", "there is no faction '{faction}' to play"),
                                faction=action.faction)
        if any(seat.faction == action.faction for seat in state.players):
            raise IllegalAction(QT_TRANSLATE_NOOP("Refusal", "another player has chosen that faction"))
        if action.faction in self._kept_by_others(state, player):
            raise IllegalAction(QT_TRANSLATE_NOOP("Refusal", "another player keeps that faction for the campaign"))

    def _do_choose_faction(self, state: LegacyState, player: int, action: ChooseFaction) -> list[Event]:
        state.players[player].faction = action.faction
        events: list[Event] = [FactionChosen(player, action.faction)]
        if state.players[player].start != NOBODY:  # an HQ the scenario placed: no start to choose
            return events + self._next_to_choose(state, player)
        if not self.legal_starts(state, player, new_hq=True):
            # Nowhere to start (a small map late in a campaign): no troops and no HQ; on their
            # turn they join the war, or are out ("If you do not control a territory, then you
            # must Join the War").
            return events + self._next_to_choose(state, player)
        state.phase = PICK_START
        return events

    def _check_choose_start(self, state: LegacyState, player: int, action: ChooseStart) -> None:
        joining = state.phase == JOIN_THE_WAR
        if action.territory not in self.legal_starts(state, player, new_hq=not joining):
            self._check_territory(action.territory)
            raise self._start_refusal(state, player, action.territory)

    def _start_refusal(self, state: LegacyState, player: int, t: int) -> InvalidTerritory:
        """Which condition of a legal start ``t`` (not one) fails, so the player knows why."""
        territory = self._name(t)
        holder = state.owner[t] if state.owner[t] != NOBODY else state.hq[t]
        if holder != NOBODY:
            return InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "{territory} is held by {player}: a start must be "
                                                      "unoccupied"),
                                    territory=territory, player=SeatName(holder, state.players[holder].name))
        founder = self.facts.major_founder[t]
        scarred = self.facts.scar[t] is not None or any(self.world.index[tid] == t for tid, _ in state.scars_placed)
        if founder and founder != state.players[player].name:
            return InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "{territory} is {founder}'s major city: only your "
                                                      "own major city may be chosen among marked territories"),
                                    territory=territory, founder=founder)
        if scarred:
            return InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "{territory} has a scar: only your own major city "
                                                      "may be chosen among marked territories"), territory=territory)
        if self.facts.population[t]:
            return InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "{territory} has a city: only your own major city "
                                                      "may be chosen among marked territories"), territory=territory)
        if self.facts.marked[t]:
            return InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "{territory} is marked: only your own major city "
                                                      "may be chosen among marked territories"), territory=territory)
        beside = next((state.hq[n] for n in self.world.neighbours[t] if state.hq[n] not in (NOBODY, player)), NOBODY)
        if beside != NOBODY:
            return InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "{territory} is next to {player}'s HQ: no HQ may "
                                                      "start next to another faction's HQ"),
                                    territory=territory, player=SeatName(beside, state.players[beside].name))
        return InvalidTerritory(
            QT_TRANSLATE_NOOP("Refusal", "{territory} is not a legal start: it must be unoccupied and unmarked "
                              "(or your own major city), and no HQ may start next to another"),
            territory=territory)

    def _do_choose_start(self, state: LegacyState, player: int, action: ChooseStart) -> list[Event]:
        t = action.territory
        seat = state.players[player]
        state.owner[t] = player
        if state.phase == JOIN_THE_WAR:
            troops = self.options.troops_to_join  # "Take HALF your starting troops"
            state.armies[t] = troops
            seat.knocked_out = False
            state.phase = Phase.ATTACK  # "Join the War or Recruit … Do not do both steps."
            return [JoinedTheWar(player, t, troops), PhaseChanged(player, state.phase)]
        state.armies[t] = self.options.starting_troops
        state.hq[t] = player
        seat.start = t
        events: list[Event] = [HeadquartersPlaced(player, t, self.options.starting_troops)]
        return events + self._next_to_choose(state, player)

    def _next_to_choose(self, state: LegacyState, player: int) -> list[Event]:
        """The next player in choice order picks a faction; after the last, the first turn."""
        order = state.choice_order
        following = order.index(player) + 1
        if following < len(order):
            state.current = order[following]
            state.phase = PICK_FACTION
            return self._take_kept_faction(state)
        # "The player who placed first takes the first turn."
        return self.start_turn(state, order[0])

    # ------------------------------------------------------------------------------------
    # The turn

    def start_turn(self, state: LegacyState, player: int) -> list[Event]:
        state.turn += 1
        state.current = player
        state.captured_this_turn = False
        state.turned_in = False
        state.attack_source = state.attack_target = NOBODY
        state.reinforcements = 0
        powers = self._power_effects(state, player)
        state.maneuvers_left = 1 + sum(int(power.get("extra-maneuvers", 0) or 0) for power in powers)
        state.expansions_free = sum(int(power.get("free-expansions", 0) or 0) for power in powers)
        events: list[Event] = [TurnStarted(player, state.turn)]
        seat = state.players[player]
        if len(seat.cards) >= self.options.stars_for_cards or seat.scar_card:
            state.phase = START_OF_TURN
            return [*events, PhaseChanged(player, START_OF_TURN)]
        return events + self._begin_recruit(state, player)

    def _do_begin_recruit(self, state: LegacyState, player: int, action: BeginRecruit) -> list[Event]:
        return self._begin_recruit(state, player)

    def _begin_recruit(self, state: LegacyState, player: int) -> list[Event]:
        """"If you do not control a territory, then you must Join the War … If you control at
        least one territory, then you must Recruit Troops. Do not do both steps.\""""
        if player in state.owner:
            from_territories, from_continents = self.reinforcements(state, player)
            state.reinforcements = from_territories + from_continents
            events: list[Event] = [ReinforcementsReceived(player, from_territories, from_continents,
                                                          state.reinforcements)]
            for name, troops, territory in self.power_troops(state, player):
                if territory == NOBODY:  # recruited with the others
                    state.reinforcements += troops
                    events.append(PowerTroopsRecruited(player, name, troops))
                else:  # placed by the power itself
                    state.armies[territory] += troops
                    events.append(PowerTroopsPlaced(player, name, territory, troops))
            state.phase = Phase.REINFORCE
            return [*events, PhaseChanged(player, Phase.REINFORCE), *self._thirty_troops(state, player)]
        if self.legal_starts(state, player, new_hq=False):
            state.phase = JOIN_THE_WAR
            return [PhaseChanged(player, JOIN_THE_WAR)]
        # "If there are no legal starting territories, then you are eliminated from the game,
        # even if a legal starting territory opens up later."
        state.players[player].alive = False
        events: list[Event] = [OutOfTheGame(player), *self._fire_packs(state, "first-elimination")]
        reason = self._last_one_standing(state)
        if reason is not None:
            return events + self._win(state, reason[0], reason[1])
        return events + self.end_turn(state)

    def reinforcements(self, state: LegacyState, player: int) -> tuple[int, int]:
        """"(The number of territories you control + your population) divided by 3 … If this
        number is lower than 3, round it up to 3" plus continent bonuses ("you get one more
        troop than listed" for a continent you named; ±1 marks). Powers' troops:
        :meth:`power_troops`."""
        owner, facts = state.owner, self.facts
        powers = self._power_effects(state, player)
        city_bonus = sum(int(power.get("population-bonus", 0) or 0) for power in powers)
        held = [t for t in range(len(owner)) if owner[t] == player]
        population = sum(facts.population[t] + (city_bonus if facts.population[t] else 0) for t in held)
        from_territories = max(self.options.minimum_recruits, (len(held) + population) // 3)
        name = state.players[player].name
        from_continents = 0
        for k, continent in enumerate(self.world.continents):
            if continent.members and all(owner[t] == player for t in continent.members):
                from_continents += facts.continent_bonus[k] + (1 if facts.continent_namer[k] == name else 0)
        return from_territories, from_continents

    def power_troops(self, state: LegacyState, player: int) -> list[tuple[str, int, int]]:
        """The troops the player's powers give at the start of the turn, as (power name, troops,
        territory): NOBODY for troops recruited with the others ("Recruit one extra troop"),
        the HQ for a power ``where: hq`` ("place one troop in your headquarters if you control
        it"), none then if the player does not control their HQ."""
        owner = state.owner
        hq = next((t for t in range(len(owner)) if state.hq[t] == player and owner[t] == player), NOBODY)
        found = []
        for power in self._powers_in_force(state, player):
            effect = power.effect or {}
            troops = int(effect.get("extra-troops", 0) or 0)
            if not troops:
                continue
            if effect.get("where") == "hq":
                if hq != NOBODY:
                    found.append((power.name, troops, hq))
            else:
                found.append((power.name, troops, NOBODY))
        return found

    # -- start of turn: stars and scar cards --------------------------------------------------------
    def _check_buy_star(self, state: LegacyState, player: int, action: BuyStar) -> None:
        self._check_own_cards(state, player, action.cards)
        if len(action.cards) != self.options.stars_for_cards:
            raise InvalidCards(QT_TRANSLATE_NOOP("Refusal", "a red star costs {count}"),
                               count=count_of(self.options.stars_for_cards, "resource_cards"))

    def _do_buy_star(self, state: LegacyState, player: int, action: BuyStar) -> list[Event]:
        self._return_cards(state, player, action.cards)
        state.players[player].stars += 1
        events: list[Event] = [StarBought(player, tuple(action.cards), self.stars(state, player))]
        reason = self.victory(state, player)
        if reason:  # "If you purchase your fourth Red Star, you win immediately": no step after it
            return events + self._win(state, player, reason)
        return events + self._after_start_of_turn_action(state, player)

    def _check_play_scar(self, state: LegacyState, player: int, action: PlayScarCard) -> None:
        if not state.players[player].scar_card:
            raise IllegalAction(QT_TRANSLATE_NOOP("Refusal", "you have no scar card"))
        self._check_territory(action.territory)
        if self.scar_at(state, action.territory) is not None:
            raise InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "{territory} already has a scar"),
                                   territory=self._name(action.territory))

    def _do_play_scar(self, state: LegacyState, player: int, action: PlayScarCard) -> list[Event]:
        seat = state.players[player]
        scar, seat.scar_card = seat.scar_card, ""
        state.scars_placed.append((self.world.ids[action.territory], scar))
        events: list[Event] = [ScarPlaced(player, action.territory, scar),
                               *self._fire_packs(state, "mark-placed", scar)]
        if state.phase == PACK_OPENED:
            return events
        return events + self._after_start_of_turn_action(state, player)

    def _after_start_of_turn_action(self, state: LegacyState, player: int) -> list[Event]:
        seat = state.players[player]
        if len(seat.cards) >= self.options.stars_for_cards or seat.scar_card:
            return []
        return self._begin_recruit(state, player)

    # -- recruiting -----------------------------------------------------------------------------------
    def card_coins(self, card: int) -> int:
        """A resource card's coins: a territory card's (1 printed and its stickers), or 1."""
        return self.facts.card_coins[card] if 0 <= card < self.card_count else 1

    def _check_own_cards(self, state: LegacyState, player: int, cards: Sequence[int]) -> None:
        hand = state.players[player].cards
        if len(set(cards)) != len(cards) or any(card not in hand for card in cards):
            raise InvalidCards(QT_TRANSLATE_NOOP("Refusal", "you can only turn in cards from your own hand"))

    def _return_cards(self, state: LegacyState, player: int, cards: Sequence[int]) -> None:
        """"Territory cards turned in … go into the discard pile on the sideboard. Coin cards
        are returned; face up, to the Coin card pile.\""""
        hand = state.players[player].cards
        for card in cards:
            hand.remove(card)
            if card < self.card_count:
                state.discard.append(card)
            else:
                state.coin_pile += 1

    def _check_turn_in(self, state: LegacyState, player: int, action: TurnInCards) -> None:
        if state.turned_in:
            # "You may turn in 2 to 10 Resource icons": one turn-in, once per recruit.
            raise IllegalAction(QT_TRANSLATE_NOOP(
                "Refusal", "you have turned in resource cards this turn: once per recruit, 2 to 10 coins"))
        self._check_own_cards(state, player, action.cards)
        coins = sum(self.card_coins(c) for c in action.cards)
        if self.options.troops_for(coins) is None:
            raise InvalidCards(
                QT_TRANSLATE_NOOP("Refusal", "the coins on those cards add up to {coins}: you may turn in 2 to 10 "
                                  "coins"),
                coins=coins)

    def _do_turn_in(self, state: LegacyState, player: int, action: TurnInCards) -> list[Event]:
        coins = sum(self.card_coins(c) for c in action.cards)
        troops = self.options.troops_for(coins)
        self._return_cards(state, player, action.cards)
        state.turned_in = True
        state.reinforcements += troops
        return [CardsTurnedIn(player, tuple(action.cards), coins, troops), *self._thirty_troops(state, player)]

    def _thirty_troops(self, state: LegacyState, player: int) -> list[Event]:
        """"POCKET 2: Open when a person is about to place 30+ troops on the board and has at
        least one Missile.\""""
        if state.reinforcements >= 30 and state.players[player].missiles > 0:
            return self._fire_packs(state, "thirty-troops")
        return []

    def turn_ins(self, state: LegacyState, player: int) -> list[tuple[int, ...]]:
        """Every set of the player's resource cards the coin chart pays troops for, the one
        :meth:`best_turn_in` picks first."""
        hand = sorted(state.players[player].cards)
        best = self.best_turn_in(state, player)
        if best is None:
            return []
        most = max(int(coins) for coins in self.options.coin_chart)
        others = [combo for size in range(1, len(hand) + 1) for combo in itertools.combinations(hand, size)
                  if combo != best and sum(self.card_coins(c) for c in combo) <= most
                  and self.options.troops_for(sum(self.card_coins(c) for c in combo)) is not None]
        return [best, *others]

    def best_turn_in(self, state: LegacyState, player: int) -> tuple[int, ...] | None:
        """The cards whose coins buy the most troops (the fewest cards for them), or None."""
        hand = sorted(state.players[player].cards)
        best: tuple[int, int, tuple[int, ...]] | None = None
        for size in range(1, min(len(hand), 10) + 1):
            for combo in itertools.combinations(hand, size):
                troops = self.options.troops_for(sum(self.card_coins(c) for c in combo))
                if troops is not None and (best is None or (troops, -size) > best[:2]):
                    best = (troops, -size, combo)
        return best[2] if best is not None else None

    def _tradable_sets(self, state: GameState) -> list[tuple[int, ...]]:
        # (Classic waits for BeginAttack while a set could be traded: Legacy waits while
        # resource cards could be turned in, so that placing first does not lose them.)
        combo = None if state.turned_in else self.best_turn_in(state, state.current)
        return [combo] if combo else []

    # -- expanding ---------------------------------------------------------------------------------
    def expand_cost(self, state: LegacyState, target: int) -> int:
        """Troops lost expanding into ``target``: "you lose troops equal to the population of
        that city" and a fortified city "costs two additional troops"; a power may waive it."""
        population = self.facts.population[target]
        if not population or state.expansions_free:
            return 0
        return population + (self.options.fortification_expand_cost if self.fortified(state, target) else 0)

    def _expansions(self, state: LegacyState, player: int) -> list[Action]:
        owner, armies, actions = state.owner, state.armies, []
        for source in self.land:
            if owner[source] != player or armies[source] < 2:
                continue
            for target in self.targets[source]:
                if owner[target] == NOBODY and state.hq[target] == NOBODY \
                        and armies[source] - 1 >= self.expand_cost(state, target) + 1:
                    actions.append(Expand(source, target, armies[source] - 1))
        return actions

    def _check_expand(self, state: LegacyState, player: int, action: Expand) -> None:
        source, target = action.source, action.target
        self._check_territory(source)
        self._check_territory(target)
        if state.owner[source] != player:
            raise InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "you can only expand from your own territories"))
        if state.owner[target] != NOBODY or state.hq[target] != NOBODY:
            raise InvalidTerritory(
                QT_TRANSLATE_NOOP("Refusal", "{territory} is occupied: attack it instead of expanding"),
                territory=self._name(target))
        if target not in self.targets[source]:
            raise self._not_bordering(source, target)
        cost = self.expand_cost(state, target)
        low, high = cost + 1, state.armies[source] - 1
        if not low <= action.count <= high:
            if high < low:
                raise InvalidCount(QT_TRANSLATE_NOOP(
                    "Refusal", "expanding into {territory} costs {cost} and one must stay and one go in: "
                    "{source} has too few"), territory=self._name(target), cost=count_of(cost, "troops"),
                    source=self._name(source))
            raise InvalidCount(QT_TRANSLATE_NOOP("Refusal", "move {low} to {high} into {territory}"),
                               low=low, high=count_of(high, "troops"), territory=self._name(target))

    def _do_expand(self, state: LegacyState, player: int, action: Expand) -> list[Event]:
        cost = self.expand_cost(state, action.target)
        if self.facts.population[action.target] and state.expansions_free:
            state.expansions_free -= 1
        state.armies[action.source] -= action.count
        state.owner[action.target] = player
        state.armies[action.target] = action.count - cost
        return [Expanded(player, action.source, action.target, action.count, cost)]

    def count_range(self, state: GameState, action: Action) -> range:
        if isinstance(action, Expand):
            return range(self.expand_cost(state, action.target) + 1, state.armies[action.source])
        return super().count_range(state, action)

    # -- battles: modifiers and missiles -------------------------------------------------------------
    def scar_at(self, state: LegacyState, territory: int):
        """The scar showing on ``territory``: one placed in this game, or the world's."""
        tid = self.world.ids[territory]
        for placed, scar in reversed(state.scars_placed):
            if placed == tid:
                return self.legacy.scar_type(scar)
        return self.facts.scar[territory]

    def fortified(self, state: LegacyState, territory: int) -> bool:
        left = self.facts.fort_boxes_left[territory]
        return left > state.fort_used.get(self.world.ids[territory], 0)

    def modifiers(self, state: LegacyState, attacker_dice: int, defender_dice: int) -> list[DieModifier]:
        """The die modifiers of the battle in progress: the defending territory's scar, its
        fortified city, then the attacker's and the defender's powers."""
        source, target = state.attack_source, state.attack_target
        attacker, defender = state.current, state.owner[target]
        found: list[DieModifier] = []
        scar = self.scar_at(state, target)
        if scar is not None:
            modifier = effect_modifier(scar.effect, f"scar:{scar.id}")
            if modifier is not None and applies(scar.effect, defender_dice if modifier.side == "defence"
                                                else attacker_dice, target, defender, state, self.facts.population):
                found.append(modifier)
        if self.fortified(state, target) and self.options.fortification_bonus:
            found.append(DieModifier(self.options.fortification_bonus, "defence", "all", "fortification"))
        for player, side, dice, territory in ((attacker, "attack", attacker_dice, source),
                                              (defender, "defence", defender_dice, target)):
            for power in self._powers_in_force(state, player):
                modifier = effect_modifier(power.effect, f"power:{power.id}") if power.effect else None
                if modifier is not None and modifier.side == side and applies(
                        power.effect, dice, territory, player, state, self.facts.population):
                    found.append(modifier)
        return found

    def battle_rolled(self, state: LegacyState, attack_roll: tuple[int, ...], defence_roll: tuple[int, ...]):
        """The roll is kept; "any player (even those not involved in the battle) may discard
        Missile(s) after dice are rolled, but before troops are removed": a window opens when
        anyone holds one, else the roll is resolved with its modifiers at once."""
        state.held_attack, state.held_defence, state.held_missiles = attack_roll, defence_roll, ()
        attacker, defender = state.current, state.owner[state.attack_target]
        holders = missile_priority(state, attacker, defender)
        if not holders:
            return self._resolve_held(state)
        modified = self._modified(state)
        state.resume_phase, state.phase = state.phase, MISSILE_WINDOW
        state.responders = holders
        return [MissileWindowOpened(attacker, defender, modified.attack, modified.defence)]

    def _modified(self, state: LegacyState):
        attack, defence = state.held_attack, state.held_defence
        return apply_modifiers(attack, defence, self.modifiers(state, len(attack), len(defence)),
                               state.held_missiles)

    def _check_missile(self, state: LegacyState, player: int, action: FireMissile) -> None:
        if state.players[player].missiles < 1:
            raise IllegalAction(QT_TRANSLATE_NOOP("Refusal", "you have no missile left"))
        dice = state.held_attack if action.side == "attack" else state.held_defence
        if action.side not in _SIDES or not 1 <= action.die <= len(dice):
            raise InvalidCount(QT_TRANSLATE_NOOP("Refusal", "there is no such die in this roll"))
        if (action.side, action.die - 1) in state.held_missiles:
            raise InvalidCount(QT_TRANSLATE_NOOP("Refusal", "a missile has already made that die a 6"))

    def _do_missile(self, state: LegacyState, player: int, action: FireMissile) -> list[Event]:
        state.players[player].missiles -= 1
        state.held_missiles = (*state.held_missiles, (action.side, action.die - 1))
        events: list[Event] = [MissileFired(player, action.side, action.die)]
        if len(state.held_missiles) == MISSILES_FOR_A_POCKET:  # "BEFORE resolving combat"
            events += self._fire_packs(state, "three-missiles")
        # "Players … may respond to another player using a Missile by using a second (or more)":
        # everyone holding one may answer, in priority order again.
        state.responders = missile_priority(state, state.current, state.owner[state.attack_target])
        if state.phase == PACK_OPENED:
            return events  # the roll waits while the pack is read (Continue goes back to it)
        if not state.responders:
            return events + self._close_missile_window(state)
        return events

    def _do_pass(self, state: LegacyState, player: int, action: Pass) -> list[Event]:
        state.responders.pop(0)
        if state.responders:
            return []
        return self._close_missile_window(state)

    def _close_missile_window(self, state: LegacyState) -> list[Event]:
        state.responders = []
        state.phase, state.resume_phase = state.resume_phase or Phase.ATTACK, ""
        return self._resolve_held(state)

    def _resolve_held(self, state: LegacyState) -> list[Event]:
        """The held roll with its missiles and modifiers: "reevaluate your dice after all
        modifiers", then the losses; a 3-troop attack wears a fortification down."""
        modified = self._modified(state)
        target = state.attack_target
        events: list[Event] = []
        if modified.changes:
            events.append(BattleModified(
                state.current, state.owner[target], modified.natural_attack, modified.natural_defence,
                modified.attack, modified.defence,
                tuple((c.side, c.index, c.before, c.after, c.source) for c in modified.changes)))
        if len(state.held_attack) == 3 and self.fortified(state, target):
            tid = self.world.ids[target]
            state.fort_used[tid] = state.fort_used.get(tid, 0) + 1
            used = 10 - self.facts.fort_boxes_left[target] + state.fort_used[tid]
            events.append(FortificationWorn(state.current, target, used))
        state.held_attack = state.held_defence = ()
        state.held_missiles = ()
        return events + self.resolve_battle(state, modified.attack, modified.defence)

    def resolve_battle(self, state: LegacyState, attack_roll, defence_roll) -> list[Event]:
        attacker_losses, _ = self.battle_losses(state, attack_roll, defence_roll)
        state.occupy_min = len(attack_roll) - attacker_losses  # the attacking troops that survived
        return super().resolve_battle(state, attack_roll, defence_roll)

    def minimum_occupation(self, state: LegacyState) -> int:
        """"Move the attacking troops into the territory": those that survived the last roll."""
        return max(1, state.occupy_min)

    def eliminate(self, state: LegacyState, loser: int, winner: int) -> list[Event]:
        """Knocked out: "you get all of that player's resource cards, but not his Scar card or
        Red Star/Missile tokens"; they may join the war at the start of their next turn."""
        beaten = state.players[loser]
        taken, beaten.cards = beaten.cards, []
        state.players[winner].cards.extend(taken)
        beaten.knocked_out = True
        return [KnockedOut(loser, winner, len(taken))]

    # -- stars and winning ---------------------------------------------------------------------------
    def stars(self, state: LegacyState, player: int) -> int:
        """"A player's current Red Star total is equal to the number of Red Stars he controls on
        the board [HQs in territories he controls], plus the number of Red Star tokens.\""""
        owner, armies = state.owner, state.armies
        on_board = sum(1 for t, hq in enumerate(state.hq) if hq != NOBODY and owner[t] == player and armies[t] > 0)
        return state.players[player].stars + on_board

    def player_figures(self, state: LegacyState) -> list[PlayerFigure]:
        """Each player's red stars (tokens and HQs held, as they count to win), missiles and faction."""
        seats = range(len(state.players))
        factions = {f.id: f.name for f in self.legacy.factions}
        return [
            PlayerFigure(QT_TRANSLATE_NOOP("PlayerFigure", "Stars"),
                         QT_TRANSLATE_NOOP("PlayerFigure", "Red stars: tokens and HQs held"),
                         tuple(str(self.stars(state, p)) for p in seats)),
            PlayerFigure(QT_TRANSLATE_NOOP("PlayerFigure", "Missiles"),
                         QT_TRANSLATE_NOOP("PlayerFigure", "Missile tokens"),
                         tuple(str(state.players[p].missiles) for p in seats)),
            PlayerFigure(QT_TRANSLATE_NOOP("PlayerFigure", "Faction"),
                         QT_TRANSLATE_NOOP("PlayerFigure", "The faction each player plays"),
                         tuple(factions.get(state.players[p].faction, state.players[p].faction) for p in seats),
                         numeric=False, values_context=CATALOGUE_CONTEXT),
        ]

    def victory(self, state: LegacyState, player: int) -> str | None:
        if self.stars(state, player) >= self.options.stars_to_win:
            return "gained four red stars"
        standing = self._last_one_standing(state)
        return standing[1] if standing is not None and standing[0] == player else None

    @staticmethod
    def _last_one_standing(state: LegacyState) -> tuple[int, str] | None:
        alive = [p for p, seat in enumerate(state.players) if seat.alive and not seat.neutral]
        return (alive[0], "eliminated every other player") if len(alive) == 1 else None

    def _someone_won(self, state: LegacyState) -> list[Event]:
        """"You win immediately when you are the first player to have 4 Red Stars": asked after
        every action, of every player (a star can change hands on another's move)."""
        seats = len(state.players)
        for step in range(seats):
            player = (state.current + step) % seats
            if state.players[player].alive:
                reason = self.victory(state, player)
                if reason:
                    return self._win(state, player, reason)
        return []

    # -- maneuvering and the end of the turn -----------------------------------------------------------
    def maneuver_targets(self, state: LegacyState, source: int) -> list[int]:
        """"To one other connected territory. Territories are considered connected if all of
        the territories in between are also controlled by you"; a power may lift that."""
        player = state.current
        if any(power.get("maneuver") == "anywhere" for power in self._power_effects(state, player)):
            return [t for t in self.land if t != source and state.owner[t] == player]
        return super().maneuver_targets(state, source)

    def end_of_attack_card(self, state: LegacyState, player: int) -> list[Event]:
        return []  # Legacy's card comes at the end of the turn, after the maneuver

    def end_turn(self, state: LegacyState) -> list[Event]:
        """End of turn (every way a turn ends comes here: the last maneuver, or ending the
        turn without one): first the scars that act now ("after any maneuvers, but before
        collecting a Resource or Mission card"), then the card or the mission."""
        if state.phase in (GAME_OVER, REWARDS, PACK_OPENED):
            return []  # over, or paused on a pack: going on (Continue) passes the turn
        player = state.current
        return self.turn_end_scars(state, player) + self._card_or_mission(state, player)

    def turn_end_scars(self, state: LegacyState, player: int) -> list[Event]:
        """Hook: "Some Scars on the board trigger at the end of your turn": each scar with a
        ``turn-end-troops`` effect on a territory ``player`` controls adds its troops there,
        or removes them (never the last troop), in map order; a scar that changes nothing
        says nothing. Scars on other players' territories wait for their own turns."""
        events: list[Event] = []
        for territory in self.land:
            if state.owner[territory] != player:
                continue
            scar = self.scar_at(state, territory)
            wanted = turn_end_troops(scar.effect) if scar is not None else 0
            change = troop_change(wanted, state.armies[territory])
            if change:
                state.armies[territory] += change
                events.append(ScarActedAtTurnEnd(player, territory, scar.id, change, state.armies[territory]))
        return events

    def _card_or_mission(self, state: LegacyState, player: int) -> list[Event]:
        """"If you attacked and conquered at least 1 territory on your turn, then you are
        eligible to draw 1 Resource card" — a face-up territory card you control if any (your
        choice among them), else a coin card, else none; or the mission; then the next turn."""
        mission = self._mission_ready(state, player)
        if state.captured_this_turn:
            choices = self._card_choices(state, player)
            # "You can always draw a Resource card instead of completing a Mission": a choice.
            if len(choices) > 1 or (mission and (choices or state.coin_pile > 0)):
                state.phase = DRAW_CARD
                return [PhaseChanged(player, DRAW_CARD)]
            taken = self._take(state, player, choices[0] if choices else None)
            events = taken + self._end_of_turn_extras(state, player, took_card=bool(taken))
            if state.phase in (GAME_OVER, REWARDS, PACK_OPENED):
                return events
            if not taken and mission:  # no card to be had: the mission, at no cost
                return events + self._do_complete_mission(state, player, CompleteMission())
            return events + super().end_turn(state)
        if mission:  # not entitled to a card: nothing to give up for it
            return self._do_complete_mission(state, player, CompleteMission())
        return super().end_turn(state)

    def _card_choices(self, state: LegacyState, player: int) -> list[int]:
        """The slots (0 for slot 1) holding a card of a territory ``player`` controls."""
        territories = self.world.card_territories
        return [slot for slot, card in enumerate(state.slots)
                if card != sideboard.EMPTY and state.owner[territories[card]] == player]

    def _take(self, state: LegacyState, player: int, slot: int | None) -> list[Event]:
        hand = state.players[player].cards
        if slot is not None:
            card = sideboard.take_from_slot(state, slot)
            hand.append(card)
            return [ResourceCardTaken(player, card)]
        if state.coin_pile <= 0:
            return []  # "you do not get to draw a Resource card, even though you are eligible"
        coin = self.card_count + next(c for c in range(self.options.coin_cards)
                                      if self.card_count + c not in self._coins_out(state))
        sideboard.take_coin(state)
        hand.append(coin)
        events: list[Event] = [ResourceCardTaken(player, coin)]
        if state.coin_pile == 0 and not state.coins_ran_out:
            events += self._coins_ran_out(state)
        return events

    def _coins_out(self, state: LegacyState) -> set[int]:
        return {c for seat in state.players for c in seat.cards if c >= self.card_count}

    def _coins_ran_out(self, state: LegacyState) -> list[Event]:
        """"The first time this happens, … award a Red Star token to the player who controls
        the most territories. If there is a tie, then no player gets a Red Star.\""""
        state.coins_ran_out = True
        held = [state.owner.count(p) for p in range(len(state.players))]
        most = max(held)
        leaders = [p for p, n in enumerate(held) if n == most]
        if len(leaders) != 1:
            return [CoinsRanOut(NOBODY)]
        state.players[leaders[0]].stars += 1
        return [CoinsRanOut(leaders[0])]

    def _check_take_card(self, state: LegacyState, player: int, action: TakeCard) -> None:
        choices = self._card_choices(state, player)
        if action.slot == 0 and not choices and state.coin_pile > 0:
            return  # a coin card: "Otherwise, you must draw one of the face-up Coin cards"
        if action.slot - 1 not in choices:
            raise IllegalAction(QT_TRANSLATE_NOOP(
                "Refusal", "take a face-up card of a territory you control (slot 1 to {slots})"),
                slots=len(state.slots))

    def _do_take_card(self, state: LegacyState, player: int, action: TakeCard) -> list[Event]:
        taken = self._take(state, player, action.slot - 1 if action.slot else None)
        events = taken + self._end_of_turn_extras(state, player, took_card=bool(taken))
        if state.phase in (GAME_OVER, REWARDS, PACK_OPENED):
            return events
        return events + super().end_turn(state)

    def _do_maneuver(self, state: LegacyState, player: int, action: Fortify) -> list[Event]:
        """One maneuver ("Unless you have a power that says otherwise, you can only perform
        one maneuver per turn"); the turn ends after the last one."""
        state.armies[action.source] -= action.count
        state.armies[action.target] += action.count
        state.maneuvers_left -= 1
        events: list[Event] = [ArmiesMoved(player, action.source, action.target, action.count)]
        if state.maneuvers_left > 0:
            return events
        return events + self.end_turn(state)

    def _do_continue(self, state: LegacyState, player: int, action: Continue) -> list[Event]:
        """The pack is read: the next one opened with it, or the game goes on where it paused —
        the missile window if a roll is held, the next turn if the current player is out of
        the game (eliminated, the first elimination's pack), else the phase it left."""
        if self._next_pack_shown(state):
            return []
        if state.held_attack:
            state.phase = MISSILE_WINDOW
            return [] if state.responders else self._close_missile_window(state)
        state.phase, state.resume_phase = state.resume_phase, ""
        if not state.players[state.current].alive:
            return super().end_turn(state)
        return []

    # ------------------------------------------------------------------------------------
    # What may be done, checked and applied: Legacy's own first

    def legal_actions(self, state: LegacyState, player: int | None = None) -> list[Action]:
        deciders = state.deciders()
        if player is None:
            player = deciders[0] if deciders else None
        if player is None or player not in deciders:
            return []
        phase = state.phase
        if phase == PICK_FACTION:
            taken = {seat.faction for seat in state.players} | self._kept_by_others(state, player)
            return [ChooseFaction(f) for f in self.playable_factions() if f not in taken]
        if phase in (PICK_START, JOIN_THE_WAR):
            return [ChooseStart(t) for t in self.legal_starts(state, player, new_hq=phase == PICK_START)]
        if phase == START_OF_TURN:
            return self._start_of_turn_actions(state, player)
        if phase == MISSILE_WINDOW:
            return self._missile_actions(state, player)
        if phase == DRAW_CARD:
            choices = self._card_choices(state, player)
            actions = [TakeCard(slot + 1) for slot in choices]
            if not choices and state.coin_pile > 0:
                actions.append(TakeCard(0))
            if self._mission_ready(state, player):
                actions.append(CompleteMission())
            return actions
        if phase == PACK_OPENED:
            return [Continue()]
        if phase == REWARDS:
            return self._reward_actions(state, player)
        if phase == NAME_THE_WORLD:
            return [NameWorld(self._suggested_world_name(state))]
        actions = super().legal_actions(state, player)
        if phase == Phase.REINFORCE:
            # (classic lists its card sets: resource cards are turned in instead)
            actions = [a for a in actions if not isinstance(a, TradeCards)]
            # Every choice of cards the chart pays for, the best first: the check takes any of
            # them, so the listing must hold them all.
            if not state.turned_in:  # once per recruit
                actions[0:0] = [TurnInCards(combo) for combo in self.turn_ins(state, player)]
        elif phase == Phase.ATTACK:
            actions[-1:-1] = self._expansions(state, player)  # before EndAttack
        return actions

    def _start_of_turn_actions(self, state: LegacyState, player: int) -> list[Action]:
        seat = state.players[player]
        actions: list[Action] = []
        if len(seat.cards) >= self.options.stars_for_cards:
            # The player chooses the cards ("It does not matter how many resources are on the
            # cards"): every choice is listed, the cheapest first, as the check takes any.
            hand = sorted(seat.cards, key=lambda c: (self.card_coins(c), c))
            combos = itertools.combinations(hand, self.options.stars_for_cards)
            actions += [BuyStar(combo) for combo in
                        sorted(combos, key=lambda combo: sum(self.card_coins(c) for c in combo))]
        if seat.scar_card:
            actions += [PlayScarCard(t) for t in self.land if self.scar_at(state, t) is None]
        actions.append(BeginRecruit())
        return actions

    def _missile_actions(self, state: LegacyState, player: int) -> list[Action]:
        actions: list[Action] = [Pass()]
        if state.players[player].missiles < 1:
            return actions
        for side, dice in (("attack", state.held_attack), ("defence", state.held_defence)):
            for index in range(len(dice)):
                if (side, index) not in state.held_missiles:
                    actions.append(FireMissile(side, index + 1))
        return actions

    def check(self, state: LegacyState, action: Action, player: int | None = None) -> None:
        entry = self._own.get(type(action))
        if entry is None and state.phase not in _OWN_PHASES:
            super().check(state, action, player)
            return
        player = self.acting_player(state, player)
        if entry is None:
            raise WrongPhase(QT_TRANSLATE_NOOP("Refusal", "that cannot be done in this part of the game"))
        phases, checker, _effect = entry
        if state.phase not in ((phases,) if isinstance(phases, str) else phases):
            raise WrongPhase(QT_TRANSLATE_NOOP("Refusal", "that cannot be done in this part of the game"))
        if checker is not None:
            checker(state, player, action)

    def apply(self, state: LegacyState, action: Action, player: int | None = None) -> list[Event]:
        entry = self._own.get(type(action))
        if entry is None and state.phase not in _OWN_PHASES:
            if isinstance(action, Fortify):
                self.check(state, action, player)
                events = self._do_maneuver(state, state.current, action)
            else:
                events = super().apply(state, action, player)
        else:
            self.check(state, action, player)
            acting = self.acting_player(state, player)
            events = entry[2](state, acting, action)
        if state.phase not in (GAME_OVER, REWARDS, NAME_THE_WORLD):
            events += self._someone_won(state)
        return events

    # ------------------------------------------------------------------------------------
    # What each player may see

    def player_view(self, state: LegacyState, player: int | None) -> LegacyState:
        """Others' resource cards and scar cards hidden; the deck's and the scar deck's order."""
        return _LEGACY_VIEW(state, player)

    def secrets(self, state: LegacyState, player: int | None) -> list[object]:
        if player is None:
            return [*state.deck, *(s or None for s in state.scar_deck), *(s or None for s in state.event_deck),
                    *(s or None for s in state.mission_deck)]
        seat = state.players[player]
        return [*seat.cards, seat.scar_card or None]

    def privacy(self, state: LegacyState, player: int | None = None) -> DecisionPrivacy:
        decided = super().privacy(state, player)
        if state.phase in _PUBLIC_PHASES:
            return DecisionPrivacy(decided.player, Visibility.PUBLIC, decided.has_secrets)
        return decided

    def invariants(self, state: LegacyState) -> list[str]:
        problems = [p for p in super().invariants(state) if "cards in hands" not in p]
        for index, seat in enumerate(state.players):
            if seat.stars < 0 or seat.missiles < 0:
                problems.append(f"seat {index} has {seat.stars} stars and {seat.missiles} missiles")
        hqs = [hq for hq in state.hq if hq != NOBODY]
        if len(hqs) != len(set(hqs)):
            problems.append("a faction has two HQs on the board")
        if not 0 <= state.coin_pile <= self.options.coin_cards:
            problems.append(f"{state.coin_pile} coin cards on the sideboard")
        hands = [card for seat in state.players for card in seat.cards]
        if HIDDEN not in hands and HIDDEN not in state.deck:
            territory_cards = sorted([c for c in hands if c < self.card_count] + state.deck + state.discard
                                     + [c for c in state.slots if c != sideboard.EMPTY])
            expected = [c for c in range(self.card_count) if c not in self.facts.destroyed]
            if territory_cards != expected:
                problems.append("the territory cards are not the deck, each card once")
            coins = [c for c in hands if c >= self.card_count]
            if len(coins) + state.coin_pile != self.options.coin_cards or len(set(coins)) != len(coins):
                problems.append("coin cards lost or doubled")
        return problems

    # -- small helpers --------------------------------------------------------------------------------
    def _faction(self, state: LegacyState, player: int) -> str:
        return state.players[player].faction if 0 <= player < len(state.players) else ""

    def _power_effect(self, state: LegacyState, player: int) -> dict:
        """The faction's chosen starting power's effect (its other powers: _power_effects)."""
        power = self.facts.powers.get(self._faction(state, player))
        return dict(power.effect) if power is not None else {}
