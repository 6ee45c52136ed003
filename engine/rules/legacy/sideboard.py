"""The sideboard: the territory deck, its face-up slots, the coin cards and the red stars.

"Turn over the top four territory cards and place them here, face up." At the end of a turn
in which you took a territory from an opponent you draw one resource card: "if you control
one or more territories shown on the cards, then you must select one of the cards with a
territory you control shown on it … Otherwise, you must draw one of the face-up Coin
cards … If you draw one of the face-up Territory cards, slide any Territory cards that are
to the left of the now empty slot to the right and then turn over the top Territory card from
the draw pile and put it into card slot 1. If you draw a Coin card, also discard the Territory
card in card slot 4. Slide the other three Territory cards to the right … If there are no more
cards in the Territory deck, shuffle the Territory card discard pile to make a new draw pile."

Slots are a list, slot 1 first; an empty slot is EMPTY. Functions change the state in place.
"""

from __future__ import annotations

from engine.rules.legacy.state import LegacyState

EMPTY = -1


def deal_slots(state: LegacyState, count: int) -> None:
    """The first face-up cards: "you do not trigger an event when laying out the initial
    territory cards"."""
    state.slots = [EMPTY] * count
    for slot in range(count - 1, -1, -1):  # slot 1 is turned over last, as when refilling
        state.slots[slot] = _top_card(state)


def _top_card(state: LegacyState) -> int:
    if not state.deck and state.discard:
        state.deck, state.discard = state.discard, []
        state.shuffle(state.deck)
    return state.deck.pop() if state.deck else EMPTY


def take_from_slot(state: LegacyState, slot: int) -> int:
    """Take the card in ``slot`` (0 for slot 1); slide those to its left right and refill
    slot 1. Returns the card taken."""
    card = state.slots[slot]
    for i in range(slot, 0, -1):
        state.slots[i] = state.slots[i - 1]
    state.slots[0] = _top_card(state)
    return card


def take_coin(state: LegacyState) -> None:
    """A coin card was drawn: discard the card in the last slot, slide the others, refill."""
    last = len(state.slots) - 1
    if state.slots[last] != EMPTY:
        state.discard.append(state.slots[last])
    for i in range(last, 0, -1):
        state.slots[i] = state.slots[i - 1]
    state.slots[0] = _top_card(state)
    state.coin_pile -= 1


def slot_one(state: LegacyState) -> int:
    """The card newly revealed in slot 1 (events look at its coins)."""
    return state.slots[0] if state.slots else EMPTY
