"""The game state: plain data that a rule set reads and changes.

Everything a game needs to continue is here — who owns what, the armies, the cards, whose
decision it is and of what kind, and the position in the dice stream — and nothing else,
so a state can be copied for a bot's look-ahead, written to a save, and compared.
Territories, players and cards are referred to by index (see engine/core/world.py).
"""

from __future__ import annotations

import copy
import enum
from dataclasses import dataclass, field, fields

from engine.core.dice import draw

NOBODY = -1


class Phase(enum.StrEnum):
    CLAIM = "claim"  # setup: take turns claiming empty territories
    PLACE_INITIAL = "place-initial"  # setup: take turns placing the remaining starting armies
    REINFORCE = "reinforce"  # trade cards and place new armies
    ATTACK = "attack"
    DEFEND = "defend"  # the defender chooses how many dice to roll
    OCCUPY = "occupy"  # the attacker moves armies into the territory just captured
    FORTIFY = "fortify"
    GAME_OVER = "game-over"


_GAME_OVER = Phase.GAME_OVER  # bound once: Phase.GAME_OVER is a slow class attribute lookup


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
    ruleset: str
    seed: int
    players: list[PlayerState]
    owner: list[int]  # player index per territory, NOBODY if unclaimed
    armies: list[int]
    phase: Phase = Phase.CLAIM
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

    # -- questions the UI and bots ask ---------------------------------------------------------
    def decider(self) -> int | None:
        """The player who must decide next (None when the game is over)."""
        if self.phase is _GAME_OVER:
            return None
        return self.current if self.waiting_for == NOBODY else self.waiting_for

    def territories_of(self, player: int) -> list[int]:
        return [t for t, owner in enumerate(self.owner) if owner == player]

    def army_total(self, player: int) -> int:
        return sum(a for o, a in zip(self.owner, self.armies, strict=True) if o == player)

    def living_players(self) -> list[int]:
        return [i for i, p in enumerate(self.players) if p.alive and not p.neutral]

    def copy(self) -> GameState:
        """An independent copy (for look-ahead); the dice stream continues identically."""
        return copy.deepcopy(self)

    # -- snapshots ---------------------------------------------------------------------------
    def to_dict(self) -> dict:
        data = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name in _WRITTEN_WHEN_SET and value == f.default:
                continue  # as in saves made before the field existed, which must still match
            if f.name == "players":
                value = [_player_dict(p) for p in value]
            elif isinstance(value, enum.Enum):
                value = value.value
            elif isinstance(value, list):
                value = list(value)
            data[f.name] = value
        return data

    @classmethod
    def from_dict(cls, data: dict) -> GameState:
        values = dict(data)
        values["players"] = [PlayerState(**p) for p in data["players"]]
        values["phase"] = Phase(data["phase"])
        return cls(**values)


# Fields added after games were first saved: left out of a snapshot while unused, so that
# an older save's snapshot (which lacks them) still equals its replayed state.
_WRITTEN_WHEN_SET = frozenset({"setup_turn_armies", "setup_turn_neutral"})


def _player_dict(player: PlayerState) -> dict:
    return {f.name: (list(v) if isinstance(v := getattr(player, f.name), list) else v) for f in fields(player)}
