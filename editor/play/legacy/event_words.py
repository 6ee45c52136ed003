"""Risk Legacy's events in the words people read (used by editor/play/event_text.py).

The engine's Legacy events carry ids where people read names — a faction, a scar type, a
pack, a reward's territory or continent — and a few read badly in their one English template
(a coin card is not "the 1 card", a tie gives nobody a red star, a reward is a sentence of
its own, not its kind's id). :func:`legacy_wording` puts the names in and, where the engine's
template does not fit, picks one of the templates below; the caller translates and fills it.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from editor.language.catalogue_text import catalogue_text
from editor.language.counts import counts
from editor.language.pack_text import pack_text
from editor.language.suggested_names import reader_place_name
from editor.play.legacy.missile_words import fired_die
from engine.campaign import pack_cards
from engine.campaign.packs import event_card, mission_card
from engine.core.events import Event, ReinforcementsReceived
from engine.core.state import NOBODY
from engine.rules.legacy import events as legacy
from engine.rules.legacy.rules import LegacyRules

CONTEXT = "Event"

COIN_CARD_TAKEN = QT_TRANSLATE_NOOP("Event", "{player} takes a coin card.")
TERRITORY_CARD_TAKEN = QT_TRANSLATE_NOOP("Event", "{player} takes the {card} card ({coins}).")
COINS_RAN_OUT_TIED = QT_TRANSLATE_NOOP(
    "Event", "The coin cards have run out: no one controls the most territories alone, so nobody takes a red star.")
NOBODY_SIGNS = QT_TRANSLATE_NOOP("Event", "The war is over without a winner: nobody signs the board.")
WORLD_NAMED_FOR_SOMEONE_AWAY = QT_TRANSLATE_NOOP("Event", "The world is named {name}.")
SCAR_PLACED = QT_TRANSLATE_NOOP("Event", "{player} scars {territory}: {scar}.")
# A scar acting at the end of a turn; {change} is "%n troop(s)", filled with its plural.
SCAR_ADDS_TROOPS = QT_TRANSLATE_NOOP(
    "Event", "{scar} on {territory}: {player} gains {change} at the end of the turn (now {troops}).")
SCAR_REMOVES_TROOPS = QT_TRANSLATE_NOOP(
    "Event", "{scar} on {territory}: {player} loses {change} at the end of the turn (now {troops}).")
EXPANDED_FREELY = QT_TRANSLATE_NOOP("Event", "{player} expands from {source} into {target} with {count}.")
RECRUITED = QT_TRANSLATE_NOOP(
    "Event", "{player} recruits {total} ({from_territories} for territories and cities, "
    "{from_continents} for continents).")
# The engine's templates say "{troops} troops" whatever the number; these take the count as a
# phrase with its plural ("1 troop", "2 troops"; "1 moneda", "2 monedas"), filled below.
COUNTED_SENTENCES = {
    legacy.HeadquartersPlaced: QT_TRANSLATE_NOOP("Event", "{player} starts in {territory} with {troops} and the HQ."),
    legacy.PowerTroopsRecruited: QT_TRANSLATE_NOOP("Event", "{player} recruits {troops} more from {power}."),
    legacy.PowerTroopsPlaced: QT_TRANSLATE_NOOP("Event", "{player} places {troops} in {territory} from {power}."),
    legacy.JoinedTheWar: QT_TRANSLATE_NOOP("Event", "{player} joins the war in {territory} with {troops}."),
    legacy.CardsTurnedIn: QT_TRANSLATE_NOOP("Event", "{player} turns in resource cards worth {coins} for {troops}."),
    # The engine's own template: "… with {count}; the city costs {lost}." (both troop counts).
    legacy.Expanded: legacy.Expanded.template,
}
PACK_OPENED = QT_TRANSLATE_NOOP("Event", "A sealed pack is opened: {pack}.")
MISSILE_AT = {
    "attack": QT_TRANSLATE_NOOP("Event", "{player} fires a missile: one attack die becomes a 6."),
    "defence": QT_TRANSLATE_NOOP("Event", "{player} fires a missile: one defence die becomes a 6."),
}
# {die} is the die as it stood, "the attacker's second 4" (editor/play/legacy/missile_words.py).
MISSILE_AT_DIE = QT_TRANSLATE_NOOP("Event", "{player} fires a missile: {die} becomes an unmodifiable 6.")
KNOCKED_OUT_COUNTED = {
    0: QT_TRANSLATE_NOOP("Event", "{player} loses their last troop to {by}, who takes no resource cards."),
    1: QT_TRANSLATE_NOOP("Event", "{player} loses their last troop to {by}, who takes their 1 resource card."),
}

# A reward, by its kind (and for a continent bonus, its change): {place} is the territory or
# continent as people read it, {name} the name given.
REWARD_SENTENCES = {
    "name-continent": QT_TRANSLATE_NOOP("Event", "{player} names {place}: from now on it is {name}."),
    "found-major-city": QT_TRANSLATE_NOOP("Event", "{player} founds the major city {name} in {place}."),
    "found-minor-city": QT_TRANSLATE_NOOP("Event", "{player} founds the minor city {name} in {place}."),
    "cancel-scar": QT_TRANSLATE_NOOP("Event", "{player} cancels the scar on {place}."),
    "continent-bonus": QT_TRANSLATE_NOOP("Event", "{player} changes the bonus of {place} by one."),
    "continent-bonus-up": QT_TRANSLATE_NOOP("Event", "{player} raises the bonus of {place} by one."),
    "continent-bonus-down": QT_TRANSLATE_NOOP("Event", "{player} lowers the bonus of {place} by one."),
    "fortify-city": QT_TRANSLATE_NOOP("Event", "{player} fortifies the city in {place}."),
    "destroy-card": QT_TRANSLATE_NOOP("Event", "{player} destroys the territory card of {place}."),
    "upgrade-card": QT_TRANSLATE_NOOP("Event", "{player} adds a coin to the territory card of {place}."),
}
REWARD_UNKNOWN = QT_TRANSLATE_NOOP("Event", "{player} chooses a reward.")

# Why a Legacy game was won, as GameWon says it (the engine's English).
WIN_REASONS = {
    "gained four red stars": QT_TRANSLATE_NOOP("Event", "gained four red stars"),
    "eliminated every other player": QT_TRANSLATE_NOOP("Event", "eliminated every other player"),
}


def troops_phrase(count: int) -> str:
    return counts().troops(count)


def coins_phrase(count: int) -> str:
    return counts().coins(count)


# Which of an event's numbers count troops and which coins (the rest stay bare numbers).
_TROOP_COUNTS = ("troops", "count", "lost", "total", "from_territories", "from_continents")


def _counts_as_phrases(params: dict) -> None:
    for key in _TROOP_COUNTS:
        if isinstance(params.get(key), int):
            params[key] = troops_phrase(params[key])
    if isinstance(params.get("coins"), int):
        params["coins"] = coins_phrase(params["coins"])


def legacy_rules(controller) -> LegacyRules | None:
    rules = controller.rules
    return rules if isinstance(rules, LegacyRules) else None


def is_coin_card(controller, card: int) -> bool:
    rules = legacy_rules(controller)
    return rules is not None and card >= rules.card_count


def dice_text(dice) -> str:
    return "-".join(str(d) for d in dice)


def place_name(controller, place: str) -> str:
    """A territory's or continent's id as people read it (the id itself if the map has neither)."""
    world, names = controller.world, controller.names
    if place in world.index:
        return names.territory(world.index[place])
    for k, continent in enumerate(world.continents):
        if continent.id == place:
            return names.continent(k)
    return place


def faction_name(rules: LegacyRules, faction: str) -> str:
    found = rules.legacy.faction(faction)
    return catalogue_text(found.name) if found is not None else faction


def scar_name(rules: LegacyRules, scar: str) -> str:
    found = rules.legacy.scar_type(scar)
    return catalogue_text(found.name) if found is not None else scar


def pack_name(rules: LegacyRules, pack: str) -> str:
    found = next((p for p in rules.legacy.packs if p.id == pack), None)
    return pack_text(found, "name") if found is not None else pack


def legacy_wording(event: Event, controller, template: str, params: dict) -> str:
    """The template for a Legacy ``event`` (``template`` unless another reads better), with
    ``params`` changed in place to the names people read."""
    rules = legacy_rules(controller)
    if rules is None:
        return template
    for key in ("attack", "defence", "natural_attack", "natural_defence", "rolls"):
        if isinstance(params.get(key), tuple):
            params[key] = dice_text(params[key])
    if type(event) in COUNTED_SENTENCES or isinstance(event, ReinforcementsReceived):
        _counts_as_phrases(params)
        if isinstance(event, legacy.Expanded) and event.lost == 0:
            return EXPANDED_FREELY
        if isinstance(event, ReinforcementsReceived):
            return RECRUITED
        if isinstance(event, legacy.PowerTroopsRecruited | legacy.PowerTroopsPlaced):
            params["power"] = catalogue_text(str(params["power"]))  # its name, in the reader's words
        return COUNTED_SENTENCES[type(event)]
    if isinstance(event, legacy.FactionChosen):
        params["faction"] = faction_name(rules, event.faction)
    elif isinstance(event, legacy.ScarPlaced):
        params["scar"] = scar_name(rules, event.scar)
        return SCAR_PLACED
    elif isinstance(event, legacy.ScarActedAtTurnEnd):
        params["scar"] = scar_name(rules, event.scar)
        params["change"] = troops_phrase(abs(event.change))
        return SCAR_ADDS_TROOPS if event.change > 0 else SCAR_REMOVES_TROOPS
    elif isinstance(event, legacy.PackOpened):
        params["pack"] = pack_name(rules, event.pack)
        return PACK_OPENED
    elif isinstance(event, legacy.MissileFired):
        params["die"] = fired_die(controller, event)
        return MISSILE_AT_DIE if params["die"] else MISSILE_AT.get(event.side, template)
    elif isinstance(event, legacy.KnockedOut):
        return KNOCKED_OUT_COUNTED.get(event.cards_taken, template)
    elif isinstance(event, legacy.ResourceCardTaken):
        if is_coin_card(controller, event.card):
            return COIN_CARD_TAKEN
        params["coins"] = coins_phrase(rules.card_coins(event.card))
        return TERRITORY_CARD_TAKEN
    elif isinstance(event, legacy.CoinsRanOut) and event.player == NOBODY:
        return COINS_RAN_OUT_TIED
    elif isinstance(event, legacy.GameResults) and event.player == NOBODY:
        return NOBODY_SIGNS
    elif isinstance(event, legacy.WorldNamed) and event.player == NOBODY:
        return WORLD_NAMED_FOR_SOMEONE_AWAY
    elif isinstance(event, legacy.RewardChosen):
        params["place"] = place_name(controller, event.place)
        params["name"] = reader_place_name(event.name)  # a bot's English suggestion, in the reader's words
        return REWARD_SENTENCES.get(_reward_key(controller, event), REWARD_UNKNOWN)
    elif isinstance(event, pack_cards.PackOpened):
        params["name"] = pack_name(rules, event.pack) or event.name
    elif isinstance(event, pack_cards.EventRevealed | pack_cards.EventTied | pack_cards.EventMissed
                    | pack_cards.MissionCompleted):
        _card_words(rules, event, params)
    return template


def _card_words(rules: LegacyRules, event: Event, params: dict) -> None:
    """An event or mission card's name (and text) in the reader's language, from the pack that
    has the card (the event carries the English)."""
    world = rules.legacy
    if isinstance(event, pack_cards.EventRevealed):
        card = event_card(world, event.event_id)
    elif isinstance(event, pack_cards.MissionCompleted):
        card = mission_card(world, event.mission)
    else:  # a tie or a miss names the card only
        card = next((e for pack in world.packs for e in pack.events if e.name == event.name), None)
    if card is None:
        return
    params["name"] = pack_text(card, "name")
    if "text" in params:
        params["text"] = pack_text(card, "text")


def _reward_key(controller, event: legacy.RewardChosen) -> str:
    """The reward's kind; a continent bonus says which way it went (the event does not, the
    game's list of rewards does)."""
    if event.kind != "continent-bonus":
        return event.kind
    for seat, kind, _territory, continent, _name, delta in getattr(controller.state, "rewards", ()):
        if seat == event.player and kind == event.kind and continent == event.place and delta:
            return "continent-bonus-up" if delta > 0 else "continent-bonus-down"
    return event.kind
