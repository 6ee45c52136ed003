"""A missile in the game's log: which die it hit, as that die stood (after the modifiers and the
missiles before it), so that the line can say "Bob fires a missile: the attacker's second 4
becomes a 6".

The engine's MissileFired names the die only by its place in the natural roll; what the die
showed then is the game's state just before the missile. That state is found again from the
controller's event history (``GameController.events``: which action brought the event) and
its states at each turn's start (``turn_states``), replaying the turn's actions up to the
missile — a few dozen at most, once per missile line (kept per controller); a missile that has
just been fired, its roll still waiting, is read from the state now. When the event cannot be
placed (a story told from a fresh replay, with two identical missiles in it), the caller words
the line without the die.
"""

from __future__ import annotations

import weakref

from editor.play.legacy.dice_words import die_names
from engine.core.actions import MixEntropy
from engine.core.errors import IllegalAction
from engine.core.game import Game, mixed_seed
from engine.core.state import shallow_copy
from engine.rules.legacy.dice import apply_modifiers
from engine.rules.legacy.events import MissileFired
from engine.rules.legacy.missile_effect import faces_now

# controller -> {id(event): (event, the die's words or None)} (the event kept: its id stays its own)
_FOUND: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def fired_die(controller, event: MissileFired) -> str | None:
    """The die ``event``'s missile set to 6, in words, as it stood before ("the attacker's
    second 4"); None if the game's history does not tell."""
    found = _FOUND.setdefault(controller, {})
    known = found.get(id(event))
    if known is not None and known[0] is event:
        return known[1]
    state = _live_state_before(controller, event)
    if state is None:
        position = _position(controller, event)
        try:
            state = _state_before(controller, position) if position is not None else None
        except IllegalAction:  # a history that no longer replays: the line goes without the die
            state = None
    words = _die_words(controller, state, event) if state is not None and getattr(state, "held_attack", ()) else None
    found[id(event)] = (event, words)
    return words


def _live_state_before(controller, event: MissileFired):
    """The state before ``event`` when it has just happened and its roll still waits (the
    window stays open for answers): the state now, without this last missile."""
    history = getattr(controller, "events", ())
    state = controller.state
    held = getattr(state, "held_missiles", ())
    if not history or not any(e is event for e in history[-1].events) or not held:
        return None
    if held[-1] != (event.side, event.die - 1):
        return None
    before = shallow_copy(state)
    before.held_missiles = held[:-1]
    return before


def _position(controller, event: MissileFired) -> int | None:
    """The log position of the action that brought ``event``: the very event if the history
    holds it, else the one equal event it holds."""
    history = getattr(controller, "events", ())
    for happened in reversed(history):
        if any(e is event for e in happened.events):
            return happened.position
    equal = [h.position for h in history if event in h.events]
    return equal[0] if len(equal) == 1 else None


def _state_before(controller, position: int):
    """The game's state just before the log's entry at ``position``."""
    game = controller.game
    if not 0 <= position < len(game.log):
        return None
    starts = [k for k in getattr(controller, "turn_states", {}) if k <= position]
    if starts:
        start = max(starts)
        state = controller.turn_states[start].copy()
    else:
        start, state = 0, Game(game.board, game.setup).state
    rules = controller.rules
    for actor, action in game.entries()[start:position]:
        if type(action) is MixEntropy:  # (as Game.apply mixes it: chance, not a rule)
            state.seed = mixed_seed(state.seed, action.value)
        else:
            rules.apply(state, action, actor)
    return state


def _die_words(controller, state, event: MissileFired) -> str | None:
    modifiers = controller.rules.modifiers(state, len(state.held_attack), len(state.held_defence))
    roll = apply_modifiers(state.held_attack, state.held_defence, modifiers, state.held_missiles)
    faces = faces_now(roll.natural_attack, roll.natural_defence, modifiers, state.held_missiles)
    if event.side not in faces:
        return None
    return die_names(event.side, faces[event.side]).get(event.die - 1)
