"""Sealed packs in play: the triggers the rules report, and what an opened pack changes.

A mixin of LegacyRules. The rules call ``_fire_packs`` at each mid-game trigger point of
the rulebook ("PACK 2: Open when a player is eliminated", "POCKET 1: Open as soon as 3
Missiles are used during the same combat roll", …); the world's sealed packs that the
trigger opens (engine/campaign/packs.py) join the game at once and the game pauses on them
(phase ``pack-opened``, one pack at a time, ``Continue`` to go on). At the end of a turn
come the event and mission cards the opened packs brought (engine/campaign/pack_cards.py).
The end-of-game triggers (the 9th minor city, a second signature) are the campaign's, when
it writes the game into the world (packs.open_packs_after_game).
"""

from __future__ import annotations

from engine.campaign.pack_cards import MissionCompleted, event_effect, mission_complete, pack_joins_game
from engine.campaign.pack_model import Trigger
from engine.campaign.packs import event_cards, faction_powers, mission_card, mission_cards, packs_triggered
from engine.campaign.pieces import Power
from engine.core.errors import IllegalAction
from engine.core.events import Event
from engine.core.messages import QT_TRANSLATE_NOOP
from engine.core.phases import GAME_OVER
from engine.rules.legacy import sideboard
from engine.rules.legacy.state import MISSILE_WINDOW, PACK_OPENED, REWARDS, LegacyState


class PacksInPlay:
    # -- triggers --------------------------------------------------------------------------------
    def _fire_packs(self, state: LegacyState, trigger: str, detail: str | None = None) -> list[Event]:
        """Open the world's sealed packs with this trigger: "its content takes effect from then
        on" and the game pauses on each (phase pack-opened) until someone goes on. ``detail``:
        for mark-placed, the scar type of the scar just placed."""
        if trigger == Trigger.FIRST_ELIMINATION:
            state.first_elimination_seen = True
        mark = f"scar:{detail}" if trigger == Trigger.MARK_PLACED else None
        due = [p for p in packs_triggered(self.legacy, trigger, mark) if p.id not in state.packs_opened]
        if not due:
            return []
        events: list[Event] = []
        for pack in due:
            events += pack_joins_game(self, state, pack, state.current)
        if state.phase != PACK_OPENED:
            # In the missile window the window keeps its own resume phase: a roll is held, and
            # going on returns to the window ("BEFORE resolving combat").
            if state.phase != MISSILE_WINDOW:
                state.resume_phase = state.phase
            state.pack_shown = due[0].id
            state.phase = PACK_OPENED
        return events

    def _next_pack_shown(self, state: LegacyState) -> bool:
        """After one opened pack is read: show the next one opened with it, if any (those
        opened at once follow it in ``packs_opened``). Whether one is shown now."""
        opened = state.packs_opened
        if state.pack_shown in opened and opened.index(state.pack_shown) + 1 < len(opened):
            state.pack_shown = opened[opened.index(state.pack_shown) + 1]
            return True
        state.pack_shown = ""
        return False

    # -- what opened packs bring to a game -----------------------------------------------------------
    def _deal_pack_cards(self, state: LegacyState) -> None:
        """Setup: the event deck ("Event cards are shuffled together and placed on the noted
        card slot") and one mission face up ("randomly place one Mission card face up")."""
        state.event_deck = [card.id for card in event_cards(self.legacy)]
        state.shuffle(state.event_deck)
        state.mission_deck = [card.id for card in mission_cards(self.legacy)]
        state.shuffle(state.mission_deck)
        state.mission = state.mission_deck.pop() if state.mission_deck else ""

    def _powers_in_force(self, state: LegacyState, player: int) -> list[Power]:
        """The powers on ``player``'s faction card: its chosen starting power, then those of
        the packs opened before this game or during it."""
        faction = state.players[player].faction if 0 <= player < len(state.players) else ""
        key = (faction, tuple(state.packs_opened))  # a copy of the state may have opened others
        powers = self._powers_cache.get(key)
        if powers is None:
            powers = self._powers_cache[key] = faction_powers(self.legacy, faction, also_opened=state.packs_opened)
        return powers

    def _power_effects(self, state: LegacyState, player: int) -> list[dict]:
        return [dict(power.effect) for power in self._powers_in_force(state, player)]

    # -- the end of a turn -------------------------------------------------------------------------
    def _end_of_turn_extras(self, state: LegacyState, player: int, took_card: bool = False) -> list[Event]:
        """"At the end of your turn, after you take either a Territory or Coin card; if the
        newly revealed card in slot 1 has an EVEN number of resources, an event occurs. Turn
        over the top card in the Event deck." No card taken, no event; "If the Event deck
        runs out mid-game, the Event card discard pile is NOT reshuffled."."""
        if not took_card or state.phase == GAME_OVER or not state.event_deck:
            return []
        card = sideboard.slot_one(state)
        if card == sideboard.EMPTY or self.card_coins(card) % 2:
            return []
        events = event_effect(self, state, state.event_deck.pop())
        return events + self._someone_won(state)  # red stars from an event win before the turn passes

    def _mission_ready(self, state: LegacyState, player: int) -> bool:
        """The face-up mission is one ``player`` has completed now."""
        return bool(state.mission) and state.phase != GAME_OVER and mission_complete(self, state, player, state.mission)

    def _check_complete_mission(self, state: LegacyState, player: int, action) -> None:
        if not self._mission_ready(state, player):
            raise IllegalAction(QT_TRANSLATE_NOOP("Refusal", "you have not completed the face-up mission"))

    def _do_complete_mission(self, state: LegacyState, player: int, action) -> list[Event]:
        events = self._complete_mission(state, player)
        if state.phase in (GAME_OVER, REWARDS):
            return events
        return events + super().end_turn(state)  # the next player's turn (classic's hook)

    def _complete_mission(self, state: LegacyState, player: int) -> list[Event]:
        """"You may discard the Mission card back to the box and take your reward as noted
        (either one or two Red Star tokens). If the game is not yet over place a new random
        mission in the mission slot." (The rules check for a winner after every action.)"""
        card = mission_card(self.legacy, state.mission)
        state.players[player].stars += card.stars
        state.mission = state.mission_deck.pop() if state.mission_deck else ""
        return [MissionCompleted(player, card.id, card.name, card.stars), *self._someone_won(state)]
