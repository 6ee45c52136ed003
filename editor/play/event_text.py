"""Game events as sentences in the user's language.

The engine words each event with an English template (engine/core/events.py), marked for
translation in the engine itself (engine/core/messages.py), and never imports Qt. Here the
template is translated and filled with names as the reader reads them: territories (the
map's names in the app's language), seats (the neutral army and "nobody" translated too),
cards, and counts (engine.core.messages.Count, "3 armies") with their noun in the reader's
language and the plural form the number needs ("3 ejércitos", "1 ejército").

Private events (a card drawn) are shown in full only to their own player: a ``viewer`` of
None means "anyone may be looking" (the public log), so the public template is used.

A computer player's many small purchases (the MU economy's Get phase) may be told together,
one line per kind: :func:`summary_kind` and :func:`summary_sentence` (the log uses them).
"""

from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from editor.language.engine_text import reader_counts
from editor.play.economy.event_words import economy_wording, purchase_kind, purchases_sentence
from editor.play.legacy.event_words import WIN_REASONS as LEGACY_WIN_REASONS
from editor.play.legacy.event_words import is_coin_card, legacy_rules, legacy_wording
from engine.core.events import Event, GameWon, PlayerEliminated, describe_params

CONTEXT = "Event"

# Counts of one (or none) read badly in the engine's plural sentence ("takes 1 cards"):
# those events have their own sentences for them.
COUNTED_TEMPLATES: dict[tuple[type, str, int], str] = {
    (PlayerEliminated, "cards_taken", 0): QT_TRANSLATE_NOOP(
        "Event", "{player} is eliminated by {by}, who takes no cards."),
    (PlayerEliminated, "cards_taken", 1): QT_TRANSLATE_NOOP(
        "Event", "{player} is eliminated by {by}, who takes 1 card."),
}

# A game that ends without a winner: "nobody wins: ... a draw" reads badly, so a draw has
# its own sentence.
DRAW_TEMPLATE = QT_TRANSLATE_NOOP("Event", "The game ends in a draw: {reason}.")

# Words the engine puts into sentences (phase names, why a game ended) are translated too,
# so a sentence is not half Spanish, half English.
PHASE_WORDS: dict[str, str] = {
    "claim": QT_TRANSLATE_NOOP("Event", "claiming territories"),
    "place-initial": QT_TRANSLATE_NOOP("Event", "placing starting armies"),
    "reinforce": QT_TRANSLATE_NOOP("Event", "reinforcing"),
    "attack": QT_TRANSLATE_NOOP("Event", "attacking"),
    "defend": QT_TRANSLATE_NOOP("Event", "defending"),
    "occupy": QT_TRANSLATE_NOOP("Event", "moving in"),
    "fortify": QT_TRANSLATE_NOOP("Event", "fortifying"),
    "game-over": QT_TRANSLATE_NOOP("Event", "game over"),
}
WIN_REASONS: dict[str, str] = {
    "conquered the world": QT_TRANSLATE_NOOP("Event", "conquered the world"),
    "completed the secret mission": QT_TRANSLATE_NOOP("Event", "completed the secret mission"),
    **LEGACY_WIN_REASONS,
}
_TURN_LIMIT = re.compile(r"the turn limit \((\d+)\) was reached")
TURN_LIMIT_REASON = QT_TRANSLATE_NOOP("Event", "the turn limit ({limit}) was reached")


def translate(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def seat_name(controller, player: int) -> str:
    """A seat's name as people read it: the neutral army and "nobody" in their language."""
    players = controller.state.players
    if player < 0 or player >= len(players):
        return QCoreApplication.translate("Event", "nobody")
    if players[player].neutral:
        return QCoreApplication.translate("Event", "Neutral")
    return players[player].name


def card_name(controller, card: int) -> str:
    """A card by what is on it: its territory's name, or "wild" (in Legacy, "coin card")."""
    world = controller.world
    if 0 <= card < len(world.card_territories):
        return controller.names.territory(world.card_territories[card])
    if is_coin_card(controller, card):
        return QCoreApplication.translate("Event", "coin card")
    return QCoreApplication.translate("Event", "wild")


def win_reason(reason: str) -> str:
    limit = _TURN_LIMIT.search(reason)
    if limit is not None:
        return translate(TURN_LIMIT_REASON).format(limit=limit.group(1))
    return translate(WIN_REASONS[reason]) if reason in WIN_REASONS else reason


def event_sentence(event: Event, controller, viewer: int | None = None) -> str:
    """``event`` as a sentence for ``viewer`` (None: for anyone watching)."""
    template = event.template
    if event.private and viewer != getattr(event, "player", None):
        template = event.public_template
    seats = _SeatNames(controller)
    params = describe_params(event, seats, controller.names.territories, lambda card: card_name(controller, card))
    for name in event.players:  # the engine words "nobody" in English
        if getattr(event, name) < 0:
            params[name] = seats[-1]
    if "phase" in params and params["phase"] in PHASE_WORDS and legacy_rules(controller) is None:
        params["phase"] = translate(PHASE_WORDS[params["phase"]])
    elif "phase" in params:  # another rule set's phase (or Legacy's "Recruit"): its title, as it words it
        params["phase"] = QCoreApplication.translate(
            "Phase", controller.rules.phase_info(params["phase"]).title).lower()
    for (kind, field, count), counted in COUNTED_TEMPLATES.items():
        if isinstance(event, kind) and getattr(event, field) == count:
            template = counted
    template = legacy_wording(event, controller, template, params)
    template = economy_wording(event, template, params)
    if isinstance(event, GameWon):
        params["reason"] = win_reason(event.reason)
        if event.player < 0:
            template = DRAW_TEMPLATE
    params = reader_counts(params)  # the engine's counts ("3 armies") in the reader's words
    try:
        return translate(template).format(**params)
    except (KeyError, IndexError, ValueError):
        # A translation with a mistyped placeholder must not hide what happened.
        return template.format(**params)


def summary_kind(event: Event, controller) -> tuple | None:
    """The kind of ``event`` when the log may tell it in one line with the others of its kind
    that one computer player made in a row (a computer's Get phase: "Basil recruits 12 armies in
    5 countries"); None when it is told on its own (a person's purchases stay one per line)."""
    kind = purchase_kind(event)
    player = getattr(event, "player", -1)
    if kind is None or not isinstance(player, int) or player < 0 or controller.is_human(player):
        return None
    return kind


def summary_sentence(events: list[Event], controller) -> str:
    """Events of one :func:`summary_kind`, by one player, in one sentence (one event: its own)."""
    if len(events) == 1:
        return event_sentence(events[0], controller)
    return purchases_sentence(controller, events, seat_name(controller, events[0].player))


class _SeatNames:
    """Looks like a list of names to describe_params (which indexes it by seat)."""

    def __init__(self, controller) -> None:
        self._controller = controller

    def __getitem__(self, player: int) -> str:
        return seat_name(self._controller, player)
