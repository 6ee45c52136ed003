"""What players can do: small frozen values, plus a readable text form for saves.

An action says what a player wants; the rule set decides whether it is allowed
(``legal_actions``) and what happens (``apply``). For actions with a number of armies or
dice, ``legal_actions`` lists each once with the largest number allowed; any number down to
the rule set's minimum (see ``RuleSet.count_range``) is legal too.

The text form ("attack alaska kamchatka 3") is what saves store: readable, and stable
across versions because it names territories by id rather than by index. Fields are written
by kind: a territory by its id, a count as a number, cards by their territories' ids, an
``id`` (a faction, a power, a reward: lower-case letters, digits and dashes) as it is, a
``seat`` as its number or ``neutral`` (the side of neutral units, -1), and free ``text`` (a
city's name) in double quotes: ``name-city cairo "New Alexandria"``.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, fields
from typing import ClassVar

from engine.core.errors import ActionFormatError
from engine.core.quick_init import quick_init
from engine.core.world import World

WILD_PREFIX = "wild:"
MOST_DIGITS = 19  # a count in an action's text: any 63-bit number (the dice's entropy), never more
# A "seat" field may name the side of neutral units (units that belong to no player).
NEUTRAL_SEAT, NEUTRAL_SEAT_WORD = -1, "neutral"


@dataclass(frozen=True, slots=True)
class Action:
    verb: ClassVar[str] = ""
    # How each field is written: "territory", "count", "cards", "id", "seat" or "text".
    field_kinds: ClassVar[tuple[str, ...]] = ()

    def to_text(self, world: World) -> str:
        words = [self.verb]
        for f, kind in zip(fields(self), self.field_kinds, strict=True):
            value = getattr(self, f.name)
            if kind == "territory":
                words.append(world.ids[value])
            elif kind == "cards":
                words.extend(card_text(card, world) for card in value)
            elif kind == "text":
                words.append(json.dumps(value, ensure_ascii=False))
            elif kind == "seat":
                words.append(NEUTRAL_SEAT_WORD if value == NEUTRAL_SEAT else str(value))
            else:
                words.append(str(value))
        return " ".join(words)


ID_PATTERN = re.compile(r"[a-z0-9][a-z0-9_-]*\Z")
# A word of an action's text: a double-quoted string (JSON escapes) or a run of non-spaces.
_WORD = re.compile(r'\s*("(?:[^"\\]|\\.)*"|\S+)')


def split_words(text: str) -> list[str]:
    """The words of an action's text form, a quoted text counting as one word."""
    words, at = [], 0
    text = text.rstrip()
    while at < len(text):
        found = _WORD.match(text, at)
        if found is None:
            break
        words.append(found.group(1))
        at = found.end()
    return words


def card_text(card: int, world: World) -> str:
    cards = len(world.card_territories)
    if card < cards:
        return world.ids[world.card_territories[card]]
    return f"{WILD_PREFIX}{card - cards + 1}"


def parse_card(word: str, world: World) -> int:
    if word.startswith(WILD_PREFIX):
        number = word[len(WILD_PREFIX):]
        if number.isdigit() and int(number) >= 1:
            return len(world.card_territories) + int(number) - 1
        raise ActionFormatError(f"'{word}' is not a card")
    territory = world.index.get(word)
    if territory is None or territory not in world.card_territories:
        raise ActionFormatError(f"'{word}' is not a card")
    return world.card_territories.index(territory)


_ACTIONS: dict[str, type[Action]] = {}


def action(cls: type[Action]) -> type[Action]:
    """Register an action class so its text form can be read back."""
    if cls.verb in _ACTIONS:
        raise ValueError(f"two actions use the verb '{cls.verb}'")
    _ACTIONS[cls.verb] = cls
    return quick_init(cls)


def parse_action(text: str, world: World) -> Action:
    words = split_words(text)
    if not words or words[0] not in _ACTIONS:
        raise ActionFormatError(f"unknown action '{text}'")
    cls = _ACTIONS[words[0]]
    values: list[object] = []
    rest = words[1:]
    for kind in cls.field_kinds:
        if kind == "cards":
            values.append(tuple(parse_card(word, world) for word in rest))
            rest = []
        elif not rest:
            raise ActionFormatError(f"'{text}' is missing a value")
        elif kind == "territory":
            word = rest.pop(0)
            if word not in world.index:
                raise ActionFormatError(f"'{word}' in '{text}' is not a territory of this map")
            values.append(world.index[word])
        elif kind == "id":
            word = rest.pop(0)
            if not ID_PATTERN.match(word):
                raise ActionFormatError(f"'{word}' in '{text}' is not an id (lower-case letters, digits, dashes)")
            values.append(word)
        elif kind == "text":
            word = rest.pop(0)
            values.append(_quoted_text(word, text))
        elif kind == "seat":
            word = rest.pop(0)
            if word != NEUTRAL_SEAT_WORD and not word.isdigit():
                raise ActionFormatError(f"'{word}' in '{text}' is not a seat (a number, or 'neutral')")
            values.append(NEUTRAL_SEAT if word == NEUTRAL_SEAT_WORD else int(word))
        else:
            word = rest.pop(0)
            if not word.isascii() or not word.isdigit():
                raise ActionFormatError(f"'{word[:20]}' in '{text[:60]}' is not a whole number")
            if len(word) > MOST_DIGITS:  # (int() of thousands of digits is slow, then refused)
                raise ActionFormatError(f"a number of {len(word):,} digits in '{text[:60]}…' is far too large")
            values.append(int(word))
    if rest:
        raise ActionFormatError(f"'{text}' has too many words")
    return cls(*values)


def _quoted_text(word: str, text: str) -> str:
    if len(word) < 2 or not word.startswith('"') or not word.endswith('"'):
        raise ActionFormatError(f"{word} in '{text}' should be a text in double quotes")
    try:
        value = json.loads(word)
    except ValueError:
        raise ActionFormatError(f"{word} in '{text}' is not a well-formed quoted text") from None
    if not isinstance(value, str):
        raise ActionFormatError(f"{word} in '{text}' is not a text")
    return value


# -- every rule set ---------------------------------------------------------------------------


@action
@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Let a chance go by: a responder who does not act (a missile not fired)."""

    verb: ClassVar[str] = "pass"


@action
@dataclass(frozen=True, slots=True)
class MixEntropy(Action):
    """Not a player's decision: fresh randomness mixed into the game's dice stream when a
    saved game is opened again (engine/core/game.py, ``Game.mix_entropy``), so that nobody
    learns the dice to come by closing and reopening. Logged like an action, so that a replay
    draws the same dice; the rule sets never list it and never see it."""

    value: int
    verb: ClassVar[str] = "mix-entropy"
    field_kinds: ClassVar[tuple[str, ...]] = ("count",)


# -- the classic turn ---------------------------------------------------------------------


@action
@dataclass(frozen=True, slots=True)
class ClaimTerritory(Action):
    """Setup: put one army on an unclaimed territory."""

    territory: int
    verb: ClassVar[str] = "claim"
    field_kinds: ClassVar[tuple[str, ...]] = ("territory",)


@action
@dataclass(frozen=True, slots=True)
class PlaceArmies(Action):
    """Put armies from your reserve (starting armies or reinforcements) on your territory."""

    territory: int
    count: int
    verb: ClassVar[str] = "place"
    field_kinds: ClassVar[tuple[str, ...]] = ("territory", "count")


@action
@dataclass(frozen=True, slots=True)
class TradeCards(Action):
    """Turn in a set of three cards for armies."""

    cards: tuple[int, ...]
    verb: ClassVar[str] = "trade"
    field_kinds: ClassVar[tuple[str, ...]] = ("cards",)


@action
@dataclass(frozen=True, slots=True)
class BeginAttack(Action):
    """End reinforcement while still holding a set you could trade."""

    verb: ClassVar[str] = "begin-attack"


@action
@dataclass(frozen=True, slots=True)
class Attack(Action):
    """Roll once: from your territory against an adjacent enemy one, with 1–3 dice."""

    source: int
    target: int
    dice: int
    verb: ClassVar[str] = "attack"
    field_kinds: ClassVar[tuple[str, ...]] = ("territory", "territory", "count")


@action
@dataclass(frozen=True, slots=True)
class Blitz(Action):
    """Attack again and again, both sides rolling the most dice, until the target falls or
    only one army is left to attack from. Offered only when the defender never needs to be
    asked about dice (they always defend with the most)."""

    source: int
    target: int
    verb: ClassVar[str] = "blitz"
    field_kinds: ClassVar[tuple[str, ...]] = ("territory", "territory")


@action
@dataclass(frozen=True, slots=True)
class Defend(Action):
    """The defender's choice: roll 1 or 2 dice."""

    dice: int
    verb: ClassVar[str] = "defend"
    field_kinds: ClassVar[tuple[str, ...]] = ("count",)


@action
@dataclass(frozen=True, slots=True)
class Occupy(Action):
    """Move armies into the territory you just captured."""

    count: int
    verb: ClassVar[str] = "occupy"
    field_kinds: ClassVar[tuple[str, ...]] = ("count",)


@action
@dataclass(frozen=True, slots=True)
class EndAttack(Action):
    verb: ClassVar[str] = "end-attack"


@action
@dataclass(frozen=True, slots=True)
class Fortify(Action):
    """Your one move of the turn: armies from one of your territories to another."""

    source: int
    target: int
    count: int
    verb: ClassVar[str] = "fortify"
    field_kinds: ClassVar[tuple[str, ...]] = ("territory", "territory", "count")


@action
@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    verb: ClassVar[str] = "end-turn"
