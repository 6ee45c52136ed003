"""The MU economy's phases: the setup's, then the round (Get, Planning, Friendly movement,
Combat: choosing a battle and fighting it)."""

from __future__ import annotations

from engine.core.messages import QT_TRANSLATE_NOOP
from engine.core.phases import GAME_OVER, GAME_OVER_INFO, PhaseInfo

DRAFT = "draft"
DRAFT_PLACEMENT = "draft-placement"
GET = "get"
PLANNING = "planning"
FRIENDLY_MOVEMENT = "friendly-movement"
CHOOSE_BATTLE = "choose-battle"
BATTLE = "battle"
AFTER_BATTLE = "after-battle"  # the winner of a battle gives new movement orders
STEAL_INFLUENCE = "steal-influence"  # the influence piles are empty: whom to take a card from

# Phases every living player decides in at once (each until they are done).
SIMULTANEOUS = frozenset({DRAFT_PLACEMENT, GET, PLANNING, FRIENDLY_MOVEMENT})

ECONOMY_PHASES = {
    DRAFT: PhaseInfo(DRAFT, QT_TRANSLATE_NOOP("Phase", "Draft"),
                     QT_TRANSLATE_NOOP("Phase", "Pick a country")),
    DRAFT_PLACEMENT: PhaseInfo(DRAFT_PLACEMENT, QT_TRANSLATE_NOOP("Phase", "Setting up"),
                               QT_TRANSLATE_NOOP("Phase", "Place your capital, your army bases and your army units")),
    GET: PhaseInfo(GET, QT_TRANSLATE_NOOP("Phase", "Get"),
                   QT_TRANSLATE_NOOP("Phase",
                                     "Pay the upkeep, recruit, build, destroy or trade influence cards, then be done")),
    PLANNING: PhaseInfo(PLANNING, QT_TRANSLATE_NOOP("Phase", "Planning"),
                        QT_TRANSLATE_NOOP("Phase", "Plan your moves into non-friendly territory in secret")),
    FRIENDLY_MOVEMENT: PhaseInfo(FRIENDLY_MOVEMENT, QT_TRANSLATE_NOOP("Phase", "Friendly movement"),
                                 QT_TRANSLATE_NOOP("Phase", "Move units within friendly territory")),
    CHOOSE_BATTLE: PhaseInfo(CHOOSE_BATTLE, QT_TRANSLATE_NOOP("Phase", "Combat"),
                             QT_TRANSLATE_NOOP("Phase", "Choose the next battle to resolve")),
    BATTLE: PhaseInfo(BATTLE, QT_TRANSLATE_NOOP("Phase", "Battle"),
                      QT_TRANSLATE_NOOP("Phase", "Attack, withdraw, or let the battle be")),
    AFTER_BATTLE: PhaseInfo(AFTER_BATTLE, QT_TRANSLATE_NOOP("Phase", "New orders"),
                            QT_TRANSLATE_NOOP("Phase", "Move the units that won and can still move, or pass")),
    STEAL_INFLUENCE: PhaseInfo(STEAL_INFLUENCE, QT_TRANSLATE_NOOP("Phase", "Influence"),
                               QT_TRANSLATE_NOOP("Phase", "Choose the player to take an influence card from")),
    GAME_OVER: GAME_OVER_INFO,
}
