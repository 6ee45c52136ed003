"""The state of a Risk Legacy game: the classic turn's, plus what Legacy adds.

Resource cards in hand are numbers: ``0 .. k-1`` are the territory cards (the world's card
territories in map order, see engine/core/world.py), ``k .. k+coin_cards-1`` the coin cards.
HQs are a list per territory (whose HQ stands there); red stars are tokens plus the HQs a
player controls. What the game does to the world (fortification boxes ticked, scars placed
by scar cards, rewards chosen, packs opened) is collected here and written to the campaign
world when the game is over (LegacyRules.campaign_after).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core.state import NOBODY, GameState, PlayerState

# Phases (strings, see engine/core/phases.py); classic's reinforce, attack, defend, occupy
# and fortify (the maneuver) are shared.
PICK_FACTION = "pick-faction"
PICK_START = "pick-start"
START_OF_TURN = "start-of-turn"
JOIN_THE_WAR = "join-the-war"
MISSILE_WINDOW = "missile-window"
DRAW_CARD = "draw-card"
PACK_OPENED = "pack-opened"
REWARDS = "rewards"
NAME_THE_WORLD = "name-the-world"


@dataclass(slots=True)
class LegacyPlayer(PlayerState):
    faction: str = ""  # the faction's id ("" until chosen)
    stars: int = 0  # red star tokens ("tokens never change hands")
    missiles: int = 0
    # The scar type of the scar card held ("" for none; None in another seat's view: a
    # scar card is held face down, so the others know there is one but not which).
    scar_card: str | None = ""
    start: int = NOBODY  # the starting territory, for the faction's history
    knocked_out: bool = False  # no troops: joins the war at the start of their turn


@dataclass(slots=True)
class LegacyState(GameState):
    player_type = LegacyPlayer

    hq: list[int] = field(default_factory=list)  # per territory: whose HQ stands there (NOBODY)
    choice_order: list[int] = field(default_factory=list)  # setup: who chooses next, first first
    slots: list[int] = field(default_factory=list)  # face-up territory cards, slot 1 first; -1 empty
    coin_pile: int = 0  # coin cards face up on the sideboard
    coins_ran_out: bool = False  # the red star for the first time they ran out is given
    # Scar cards not dealt (scar type ids; None in a player's view).
    scar_deck: list[str | None] = field(default_factory=list)
    # The roll waiting in the missile window: natural dice (high to low), the dice set to 6 by
    # missiles as (side, index), and the defender's dice count.
    held_attack: tuple[int, ...] = ()
    held_defence: tuple[int, ...] = ()
    held_missiles: tuple[tuple[str, int], ...] = ()
    expansions_free: int = 0  # expansions into a city this turn that cost no troops (a power)
    maneuvers_left: int = 0  # maneuvers still allowed this turn
    turned_in: bool = False  # resource cards turned in for troops this turn (once per recruit)
    # What the game writes on the world (see the module notes).
    fort_used: dict[str, int] = field(default_factory=dict)  # 3-troop attacks on fortified cities
    scars_placed: list[tuple[str, str]] = field(default_factory=list)  # (territory id, scar id)
    rewards: list[tuple[int, str, str, str, str, int]] = field(default_factory=list)
    # (seat, kind, territory, continent, name, delta) of each reward chosen, in order
    reward_queue: list[int] = field(default_factory=list)  # who still chooses a reward
    world_name: str = ""
    packs_opened: list[str] = field(default_factory=list)
    pack_shown: str = ""  # the pack whose text the game pauses on
    # The opened packs' cards (engine/rules/legacy/packs_in_play.py), by id: the event deck
    # (top last) and the mission face up, with the missions waiting to replace it.
    event_deck: list[str] = field(default_factory=list)
    mission: str = ""
    mission_deck: list[str] = field(default_factory=list)
    resume_phase: str = ""  # where the game goes on after a window or a pack
    first_elimination_seen: bool = False
