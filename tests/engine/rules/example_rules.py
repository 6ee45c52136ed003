"""Homelands: a small rule set built on classic Risk, the worked example of docs/rule-sets.md.

It is not shipped: the tests register it (tests/engine/rules/test_conformance.py) and play
it. Each of its rules uses one seam a new rule set has:

* **Homelands** (a simultaneous secret decision, an ``id`` field): before anything else,
  every player secretly chooses a continent as their homeland. Nobody sees another's choice
  until it is revealed: at the start of your turn, if you hold all of your homeland, it is
  revealed, and you receive ``HOMELAND_BONUS`` more armies every turn you hold it.
* **Empires** (free text, a phase of its own): at the start of your first turn you name
  your empire.
* **Vetoes** (responders out of turn): after every roll of an attack, each other player
  holding a veto token — the defender first, then clockwise — may spend it to cancel the
  attacker's highest die, or pass; then the roll is resolved. Everyone starts with one
  token (or, given an economy start, its money, at most ``MAX_TOKENS``); a player whose
  territory is captured gains one, up to ``MAX_TOKENS``.
* **Stacks** (a classic hook): an attack needs at least ``STACK`` armies in the territory
  it comes from.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import ClassVar

from engine.core.actions import Action, Pass, action
from engine.core.errors import IllegalAction, InvalidTerritory, WrongPhase
from engine.core.events import Event, PhaseChanged
from engine.core.messages import QT_TRANSLATE_NOOP, TerritoryName
from engine.core.phases import PhaseInfo
from engine.core.privacy import DecisionPrivacy, Visibility
from engine.core.state import HIDDEN, GameState, Phase, PlayerState
from engine.rules.base import PlayerSetup
from engine.rules.classic import CLASSIC_PHASES, ClassicRules

HOMELAND_BONUS = 3
STARTING_TOKENS = 1
MAX_TOKENS = 2
STACK = 3
LONGEST_NAME = 40

# -- phases ------------------------------------------------------------------------------------

CHOOSE_HOMELAND = "choose-homeland"
NAME_EMPIRE = "name-empire"
VETO = "veto"

HOMELANDS_PHASES = {
    **CLASSIC_PHASES,
    CHOOSE_HOMELAND: PhaseInfo(CHOOSE_HOMELAND, QT_TRANSLATE_NOOP("Phase", "Choosing homelands"),
                               QT_TRANSLATE_NOOP("Phase", "Choose your homeland in secret")),
    NAME_EMPIRE: PhaseInfo(NAME_EMPIRE, QT_TRANSLATE_NOOP("Phase", "Naming the empire"),
                           QT_TRANSLATE_NOOP("Phase", "Give your empire a name")),
    VETO: PhaseInfo(VETO, QT_TRANSLATE_NOOP("Phase", "Vetoes"),
                    QT_TRANSLATE_NOOP("Phase", "Veto the attacker's highest die, or pass")),
}


# -- actions -----------------------------------------------------------------------------------


@action
@dataclass(frozen=True, slots=True)
class ChooseHomeland(Action):
    """Your secret choice of homeland: a continent, by its id."""

    continent: str
    verb: ClassVar[str] = "choose-homeland"
    field_kinds: ClassVar[tuple[str, ...]] = ("id",)


@action
@dataclass(frozen=True, slots=True)
class NameEmpire(Action):
    """Your empire's name, any text (saved as ``name-empire "The Iron Crown"``)."""

    name: str
    verb: ClassVar[str] = "name-empire"
    field_kinds: ClassVar[tuple[str, ...]] = ("text",)


@action
@dataclass(frozen=True, slots=True)
class Veto(Action):
    """Spend a veto token: the attacker's highest die of the roll in waiting is cancelled."""

    verb: ClassVar[str] = "veto"


# -- events ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class HomelandChosen(Event):
    player: int  # (not which continent: events are seen by everyone at the table)
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player} has chosen a homeland.")


@dataclass(frozen=True, slots=True)
class HomelandRevealed(Event):
    player: int
    continent: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player} holds their homeland and reveals it.")


@dataclass(frozen=True, slots=True)
class EmpireNamed(Event):
    player: int
    name: str
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player} names their empire {name}.")


@dataclass(frozen=True, slots=True)
class RollHeld(Event):
    player: int  # the attacker
    defender: int
    attacker_dice: tuple[int, ...]
    defender_dice: tuple[int, ...]
    template: ClassVar[str] = QT_TRANSLATE_NOOP(
        "Event", "{player} rolls {attacker_dice} against {defender_dice}: waiting for vetoes.")
    players: ClassVar[tuple[str, ...]] = ("player", "defender")


@dataclass(frozen=True, slots=True)
class Vetoed(Event):
    player: int
    die: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player} vetoes the attacker's {die}.")


# -- state -------------------------------------------------------------------------------------


@dataclass(slots=True)
class HomelandsPlayer(PlayerState):
    homeland: int | None = None  # a continent's index; HIDDEN in others' views until revealed
    revealed: bool = False
    empire: str = ""


@dataclass(slots=True)
class HomelandsState(GameState):
    player_type: ClassVar[type[PlayerState]] = HomelandsPlayer

    tokens: list[int] = field(default_factory=list)  # veto tokens, per seat
    # The roll waiting for vetoes: (the attacker's dice, the defender's), each high to low.
    held_roll: tuple[tuple[int, ...], ...] = ()
    resume_phase: str = ""  # where the game goes on when a phase of ours is over


# -- the rules ---------------------------------------------------------------------------------


class HomelandsRules(ClassicRules):
    name = "homelands"
    state_type = HomelandsState
    phases = HOMELANDS_PHASES
    takes_economy = True  # an economy start's money is a seat's starting veto tokens

    # The game: the choice of homelands comes before anything of classic's setup.
    def new_game(self, players: Sequence[PlayerSetup], seed: int) -> tuple[GameState, list[Event]]:
        state, events = super().new_game(players, seed)
        money = self.economy.money if self.economy is not None else {}
        state.tokens = [0 if seat.neutral else min(MAX_TOKENS, money.get(index, STARTING_TOKENS))
                        for index, seat in enumerate(state.players)]
        if self.world.continents:
            state.resume_phase, state.phase = state.phase, CHOOSE_HOMELAND
            state.pending = state.living_players()
            events.append(PhaseChanged(state.pending[0], CHOOSE_HOMELAND))
        return state, events

    # What may be done: our phases first, classic's otherwise.
    def legal_actions(self, state: GameState, player: int | None = None) -> list[Action]:
        phase = state.phase
        if phase not in OWN_PHASES:
            return super().legal_actions(state, player)
        if player is None:
            player = state.decider()
        if player not in state.deciders():
            return []
        if phase == CHOOSE_HOMELAND:
            return [ChooseHomeland(c.id) for c in self.world.continents]
        if phase == NAME_EMPIRE:  # one suggestion stands for every name (see check)
            return [NameEmpire(self.suggested_name(state, player))]
        return [Veto(), Pass()]

    def check(self, state: GameState, action: Action, player: int | None = None) -> None:
        own_phase = OWN_ACTIONS.get(type(action))
        if own_phase is None and state.phase not in OWN_PHASES:
            return super().check(state, action, player)
        player = self.acting_player(state, player)
        if own_phase != state.phase:
            raise WrongPhase(WRONG_PHASE[state.phase if state.phase in OWN_PHASES else own_phase])
        if isinstance(action, ChooseHomeland):
            if action.continent not in (c.id for c in self.world.continents):
                raise IllegalAction(QT_TRANSLATE_NOOP("Refusal", "there is no continent '{id}' on this map"),
                                    id=action.continent)
        elif isinstance(action, NameEmpire):
            self.check_name(state, action.name)
        elif isinstance(action, Veto) and state.tokens[player] < 1:
            raise IllegalAction(QT_TRANSLATE_NOOP("Refusal", "you have no veto token left"))

    def check_name(self, state: GameState, name: str) -> None:
        name = name.strip()
        if not name:
            raise IllegalAction(QT_TRANSLATE_NOOP("Refusal", "give your empire a name"))
        if len(name) > LONGEST_NAME or not name.isprintable():
            raise IllegalAction(QT_TRANSLATE_NOOP(
                "Refusal", "an empire's name is at most {most} letters, without line breaks"), most=LONGEST_NAME)
        if name.casefold() in (seat.empire.casefold() for seat in state.players):
            raise IllegalAction(QT_TRANSLATE_NOOP("Refusal", "another empire is called {name}"), name=name)

    def suggested_name(self, state: GameState, player: int) -> str:
        name, number = f"Empire of {state.players[player].name}"[:LONGEST_NAME], 1
        while any(name.casefold() == seat.empire.casefold() for seat in state.players):
            number += 1
            name = f"Empire {number} of {state.players[player].name}"[:LONGEST_NAME]
        return name

    def apply(self, state: GameState, action: Action, player: int | None = None) -> list[Event]:
        if type(action) not in OWN_ACTIONS and state.phase not in OWN_PHASES:
            return super().apply(state, action, player)
        self.check(state, action, player)
        player = self.acting_player(state, player)
        if isinstance(action, ChooseHomeland):
            return self.choose_homeland(state, player, action.continent)
        if isinstance(action, NameEmpire):
            state.players[player].empire = action.name.strip()
            state.phase = Phase.REINFORCE
            return [EmpireNamed(player, action.name.strip()), PhaseChanged(player, Phase.REINFORCE)]
        return self.respond(state, player, vetoes=isinstance(action, Veto))

    # Homelands: a simultaneous secret decision.
    def choose_homeland(self, state: GameState, player: int, continent_id: str) -> list[Event]:
        continent = next(k for k, c in enumerate(self.world.continents) if c.id == continent_id)
        state.players[player].homeland = continent
        state.pending.remove(player)
        events: list[Event] = [HomelandChosen(player)]
        if not state.pending:  # everyone has chosen: the game goes on
            state.phase, state.resume_phase = state.resume_phase, ""
            events.append(PhaseChanged(state.decider(), state.phase))
        return events

    def holds_homeland(self, state: GameState, player: int) -> bool:
        homeland = state.players[player].homeland
        if homeland is None or homeland == HIDDEN:
            return False
        return all(state.owner[t] == player for t in self.world.continents[homeland].members)

    def reinforcements(self, state: GameState, player: int) -> tuple[int, int]:
        from_territories, from_continents = super().reinforcements(state, player)
        bonus = HOMELAND_BONUS if self.holds_homeland(state, player) else 0
        return from_territories, from_continents + bonus

    def start_turn(self, state: GameState, player: int) -> list[Event]:
        events = super().start_turn(state, player)
        seat = state.players[player]
        if not seat.revealed and self.holds_homeland(state, player):
            seat.revealed = True
            events.append(HomelandRevealed(player, seat.homeland))
        if not seat.empire:  # the first turn begins with naming the empire
            state.phase = NAME_EMPIRE
            events.append(PhaseChanged(player, NAME_EMPIRE))
        return events

    # Vetoes: a responders' window after every roll.
    def battle_rolled(self, state: GameState, attack_roll: tuple[int, ...], defence_roll: tuple[int, ...]
                      ) -> list[Event] | None:
        defender = state.owner[state.attack_target]
        seats = len(state.players)
        clockwise = [(defender + step) % seats for step in range(seats)]
        responders = [p for p in clockwise if p != state.current and state.tokens[p] > 0
                      and state.players[p].alive and not state.players[p].neutral]
        if not responders:
            return None  # nobody can veto: resolved at once
        state.held_roll = (attack_roll, defence_roll)
        state.resume_phase, state.phase = state.phase, VETO
        state.responders = responders
        return [RollHeld(state.current, defender, attack_roll, defence_roll)]

    def respond(self, state: GameState, player: int, vetoes: bool) -> list[Event]:
        events: list[Event] = []
        attack_roll, defence_roll = state.held_roll
        if vetoes:
            state.tokens[player] -= 1
            events.append(Vetoed(player, attack_roll[0]))
            attack_roll = attack_roll[1:]
            state.held_roll = (attack_roll, defence_roll)
        state.responders.pop(0)
        if state.responders and attack_roll:
            return events  # the next responder's turn to veto or pass
        state.responders.clear()
        state.phase, state.resume_phase, state.held_roll = state.resume_phase, "", ()
        return events + self.resolve_battle(state, attack_roll, defence_roll)

    def on_capture(self, state: GameState, source: int, target: int, defender: int) -> list[Event]:
        if not state.players[defender].neutral:
            state.tokens[defender] = min(MAX_TOKENS, state.tokens[defender] + 1)
        return super().on_capture(state, source, target, defender)

    # Stacks: a classic hook, so the listing, the check and the blitz all follow it.
    def can_attack(self, state: GameState, source: int, target: int) -> IllegalAction | None:
        refusal = super().can_attack(state, source, target)
        if refusal is None and state.armies[source] < STACK:
            return InvalidTerritory(
                QT_TRANSLATE_NOOP("Refusal", "an attack needs at least {stack} armies in {territory}"),
                stack=STACK, territory=TerritoryName(source, self.world.names[source]))
        return refusal

    # What each player may see.
    def player_view(self, state: GameState, player: int | None) -> GameState:
        view = super().player_view(state, player)
        for index, seat in enumerate(view.players):
            if index != player and seat.homeland is not None and not seat.revealed:
                hidden = copy.copy(seat)  # the view shares the state's seats: never change them
                hidden.homeland = HIDDEN
                view.players[index] = hidden
        return view

    def secrets(self, state: GameState, player: int | None) -> list[object]:
        secrets = super().secrets(state, player)
        if player is not None and not state.players[player].revealed:
            secrets.append(state.players[player].homeland)
        return secrets

    def privacy(self, state: GameState, player: int | None = None) -> DecisionPrivacy:
        if state.phase != CHOOSE_HOMELAND:
            return super().privacy(state, player)
        player = state.decider() if player is None else player
        return DecisionPrivacy(player, Visibility.SECRET, self.has_secrets(state, player))

    def invariants(self, state: GameState) -> list[str]:
        problems = super().invariants(state)
        if len(state.tokens) != len(state.players) or not all(0 <= t <= MAX_TOKENS for t in state.tokens):
            problems.append(f"veto tokens {state.tokens}: one count per seat, 0 to {MAX_TOKENS} each")
        if (state.phase == VETO) != bool(state.held_roll) or (state.phase == VETO) != bool(state.responders):
            problems.append("a roll is held, or responders wait, outside the veto window")
        if any(state.tokens[p] < 1 for p in state.responders):
            problems.append(f"a responder without a veto token in {state.responders}")
        if (state.phase == CHOOSE_HOMELAND) != bool(state.pending):
            problems.append(f"players {state.pending} owe a homeland in the {state.phase} phase")
        if (state.phase in (CHOOSE_HOMELAND, VETO)) != bool(state.resume_phase):
            problems.append(f"the {state.phase} phase would resume '{state.resume_phase}'")
        if any(seat.revealed and seat.homeland is None for seat in state.players):
            problems.append("a homeland revealed that was never chosen")
        return problems


# Our actions by the phase they belong to, and what a wrong phase is told.
OWN_ACTIONS: dict[type, str] = {ChooseHomeland: CHOOSE_HOMELAND, NameEmpire: NAME_EMPIRE, Veto: VETO, Pass: VETO}
OWN_PHASES = frozenset(OWN_ACTIONS.values())
WRONG_PHASE = {
    CHOOSE_HOMELAND: QT_TRANSLATE_NOOP("Refusal", "homelands are chosen in secret before the game begins"),
    NAME_EMPIRE: QT_TRANSLATE_NOOP("Refusal", "an empire is named at the start of its first turn"),
    VETO: QT_TRANSLATE_NOOP("Refusal", "vetoes come after a roll: veto the attacker's highest die, or pass"),
}
