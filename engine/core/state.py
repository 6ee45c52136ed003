"""The game state: plain data that a rule set reads and changes.

Everything a game needs to continue is here — who owns what, the armies, the cards, whose
decision it is and of what kind, and the position in the dice stream — and nothing else,
so a state can be copied for a bot's look-ahead, written to a save, and compared.
Territories, players and cards are referred to by index (see engine/core/world.py).

``GameState`` holds the classic turn's fields; a rule set that needs more subclasses it
(and ``PlayerState``) with plain-data fields of its own — numbers, text, lists, tuples,
mappings — and names the classes in ``RuleSet.state_type``. Snapshots (``to_dict``) and
``from_dict`` handle any such fields, so saves round-trip every rule set's state.

Phases are strings: each rule set names its own (engine/core/phases.py). ``Phase`` lists
the classic turn's, which rule sets built on it share.

Who decides now (``deciders``) is one of three kinds of decision:

* the turn: ``current``, or ``waiting_for`` when the turn waits on someone (a defender's dice);
* responders: an ordered queue (``responders``) of players who may each act or pass out of
  turn, the first one deciding now (Legacy's missiles after a roll);
* simultaneous: every player in ``pending`` submits one secret order, in any order, before
  anything resolves (the MU economy's planning).
"""

from __future__ import annotations

import copy
import enum
import sys
import types
import typing
from collections.abc import Mapping
from dataclasses import MISSING, dataclass, field, fields
from typing import ClassVar

from engine.core.dice import draw
from engine.core.phases import GAME_OVER

NOBODY = -1
HIDDEN = -1  # a secret in a player's view of the state: a card or mission they may not see


class Phase:
    """The classic turn's phases. Plain strings, not an enum: phases are compared at every
    action, and CPython compares two plain strings much faster than two enum members."""

    CLAIM = "claim"  # setup: take turns claiming empty territories
    PLACE_INITIAL = "place-initial"  # setup: take turns placing the remaining starting armies
    REINFORCE = "reinforce"  # trade cards and place new armies
    ATTACK = "attack"
    DEFEND = "defend"  # the defender chooses how many dice to roll
    OCCUPY = "occupy"  # the attacker moves armies into the territory just captured
    FORTIFY = "fortify"
    GAME_OVER = GAME_OVER
    ALL = (CLAIM, PLACE_INITIAL, REINFORCE, ATTACK, DEFEND, OCCUPY, FORTIFY, GAME_OVER)


class DecisionKind(enum.StrEnum):
    TURN = "turn"  # the player whose turn it is (or the one the turn waits for)
    RESPONDERS = "responders"  # an ordered queue of players who may act or pass
    SIMULTANEOUS = "simultaneous"  # every pending player submits one secret order


@dataclass(slots=True)
class PlayerState:
    name: str
    neutral: bool = False  # the 2-player game's neutral army: owns land, never takes a turn
    alive: bool = True
    cards: list[int] = field(default_factory=list)
    mission: int | None = None
    armies_to_place: int = 0  # starting armies not yet on the board (setup)
    always_defend_max: bool = True  # roll the most dice allowed without being asked
    eliminated_by: int | None = None


@dataclass(slots=True)
class GameState:
    player_type: ClassVar[type[PlayerState]] = PlayerState

    ruleset: str
    seed: int
    players: list[PlayerState]
    owner: list[int]  # player index per territory, NOBODY if unclaimed
    armies: list[int]
    phase: str = Phase.CLAIM
    current: int = 0  # whose turn it is
    waiting_for: int = NOBODY  # someone else whose decision the turn waits for (defender's dice)
    first_player: int = 0
    turn: int = 0  # counts every player's turn, from 1
    dice_drawn: int = 0  # position in the seeded dice stream
    reinforcements: int = 0  # armies still to place in this phase
    deck: list[int] = field(default_factory=list)  # draw pile, top last
    discard: list[int] = field(default_factory=list)
    sets_traded: int = 0
    trade_required: bool = False  # must trade before doing anything else
    trade_down_to: int | None = None  # after an elimination: trade until this many cards
    resume_attack: bool = False  # reinforcing mid-attack (cards taken from a beaten player)
    card_bonus_this_turn: int = 0  # occupied-territory card bonus already given this turn
    captured_this_turn: bool = False
    attack_source: int = NOBODY
    attack_target: int = NOBODY
    attack_dice: int = 0  # the attacker's dice, declared and waiting for the defender
    occupy_min: int = 0
    occupy_max: int = 0
    winner: int | None = None
    win_reason: str = ""
    # The two-player game's setup turn ("place two of your own and one neutral army"):
    # what the current player still places this turn, of their own and of the neutral's.
    setup_turn_armies: int = 0
    setup_turn_neutral: int = 0
    # Out-of-turn decisions (see the module notes): the responders' queue, first deciding
    # now; the players who still owe a simultaneous order.
    responders: list[int] = field(default_factory=list)
    pending: list[int] = field(default_factory=list)

    # -- chance -----------------------------------------------------------------------------
    def roll(self, sides: int = 6) -> int:
        """The next number of the game's seeded stream, 0..sides-1 (see engine/core/dice.py)."""
        counter = self.dice_drawn
        self.dice_drawn = counter + 1
        return draw(self.seed, counter, sides)

    def shuffle(self, items: list) -> None:
        """Shuffle in place with the game's stream (Fisher–Yates)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.roll(i + 1)
            items[i], items[j] = items[j], items[i]

    # -- who decides -----------------------------------------------------------------------------
    def decider(self) -> int | None:
        """The player who decides next (None when the game is over); with simultaneous orders,
        the first who still owes one."""
        if self.phase == GAME_OVER:
            return None
        if self.responders or self.pending:
            return self.responders[0] if self.responders else self.pending[0]
        waiting = self.waiting_for
        return self.current if waiting == NOBODY else waiting

    def deciders(self) -> list[int]:
        """Everyone who may decide now: one player, or all who owe a simultaneous order."""
        if self.phase == GAME_OVER:
            return []
        if self.pending and not self.responders:
            return list(self.pending)
        return [self.decider()]

    def decision_kind(self) -> DecisionKind:
        if self.responders:
            return DecisionKind.RESPONDERS
        if self.pending:
            return DecisionKind.SIMULTANEOUS
        return DecisionKind.TURN

    # -- questions the UI and bots ask ---------------------------------------------------------
    def territories_of(self, player: int) -> list[int]:
        return [t for t, owner in enumerate(self.owner) if owner == player]

    def army_total(self, player: int) -> int:
        return sum(a for o, a in zip(self.owner, self.armies, strict=True) if o == player)

    def living_players(self) -> list[int]:
        return [i for i, p in enumerate(self.players) if p.alive and not p.neutral]

    def copy(self) -> GameState:
        """An independent copy (for look-ahead); the dice stream continues identically."""
        return copy.deepcopy(self)

    def shallow_view(self) -> GameState:
        """A new state object sharing this one's values (lists included), with its own list
        of the same player objects: the start of a player's view, where the rule set then
        replaces what that player may not see. Cheap, for a bot's every decision; whoever
        holds it must not change it."""
        view = shallow_copy(self)
        view.players = list(self.players)
        return view

    # -- snapshots ---------------------------------------------------------------------------
    def upgraded_snapshot(self, snapshot: dict) -> dict:
        """A save's snapshot as this version writes it, where a rule set changed the shape of
        a field since (the default: unchanged)."""
        return snapshot

    def to_dict(self) -> dict:
        """Plain data (numbers, text, lists, mappings) for a save; the same for equal states."""
        data = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name in WRITTEN_WHEN_SET and value == _default(f):
                continue  # as in saves made before the field existed, which must still match
            data[f.name] = [_player_dict(p) for p in value] if f.name == "players" else plain(value)
        return data

    @classmethod
    def from_dict(cls, data: Mapping) -> GameState:
        """The state ``to_dict`` wrote: tuples and whole-number keys as the fields declare them."""
        values = _typed_fields(cls, data)
        values["players"] = [cls.player_type(**_typed_fields(cls.player_type, p)) for p in data["players"]]
        values["phase"] = sys.intern(str(data["phase"]))
        return cls(**values)


# Fields added after games were first saved: left out of a snapshot while unused, so that
# an older save's snapshot (which lacks them) still equals its replayed state.
WRITTEN_WHEN_SET = frozenset({"setup_turn_armies", "setup_turn_neutral", "responders", "pending"})


def plain(value: object) -> object:
    """``value`` as plain data: enums by their value, tuples as lists, mappings with text keys."""
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if isinstance(value, Mapping):
        return {str(k): plain(v) for k, v in value.items()}
    return value


def _typed_fields(cls: type, data: Mapping) -> dict:
    """``data``'s values as ``cls``'s fields declare them (``plain`` undone: lists back into
    tuples, text keys back into numbers)."""
    hints = _HINTS.get(cls)
    if hints is None:
        hints = _HINTS[cls] = typing.get_type_hints(cls)
    return {name: _typed(value, hints.get(name)) for name, value in data.items()}


def _typed(value: object, hint: object) -> object:
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):  # "tuple[int, int] | None": the container's type
        containers = [arg for arg in args if typing.get_origin(arg) in (tuple, list, dict)]
        return _typed(value, containers[0]) if len(containers) == 1 else value
    if isinstance(value, list) and origin in (tuple, list):
        if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
            return tuple(_typed(v, args[0]) for v in value)
        if origin is tuple:
            return tuple(_typed(v, a) for v, a in zip(value, args, strict=False)) if args else tuple(value)
        return [_typed(v, args[0] if args else None) for v in value]
    if isinstance(value, Mapping) and origin is dict and args:
        return {(int(k) if args[0] is int else k): _typed(v, args[1]) for k, v in value.items()}
    return value


_HINTS: dict[type, dict[str, object]] = {}


def _default(f) -> object:
    return f.default_factory() if f.default_factory is not MISSING else f.default


def _player_dict(player: PlayerState) -> dict:
    return {f.name: plain(getattr(player, f.name)) for f in fields(player)}


_COPIERS: dict[type, object] = {}


def shallow_copy(value):
    """A new object of ``value``'s dataclass sharing its field values: a player's view is made
    of these at every decision of a computer player, so the copy is a function written for
    each class (one plain assignment per field), several times faster than copy.copy."""
    cls = type(value)
    copier = _COPIERS.get(cls)
    if copier is None:
        names = [f.name for f in fields(cls)]
        body = "".join(f"    v.{name} = s.{name}\n" for name in names)
        namespace = {"new": object.__new__, "cls": cls}
        exec(f"def copy(s):\n    v = new(cls)\n{body}    return v\n", namespace)  # noqa: S102 (own field names)
        copier = _COPIERS[cls] = namespace["copy"]
    return copier(value)
