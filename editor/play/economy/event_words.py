"""Economy events in sentences that read well: "Ada recruits 2 armies in Ukraine for 10 MU".

The engine's templates put a count before a bare unit kind ("2 army"); here such events get
sentences with the units named as people count them, and infrastructure in the reader's words
(editor/play/event_text.py calls :func:`economy_wording` for every event). A roll-off says who
won it and who lost a unit; the neutral units are "Neutral" (the engine's -1 side), not "nobody".

A computer player's purchases in the Get phase are many small events (a recruit per country);
the log shows them one line per kind ("Basil recruits 12 armies in 5 countries for 70 MU"):
:func:`purchase_kind` says which events are put together, :func:`purchases_sentence` words them.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from editor.language.counts import counts
from editor.play.economy.action_words import infrastructure_name, infrastructure_with_article, units_name
from editor.play.play_counts import play_counts
from engine.core.events import Event
from engine.rules.economy import combat, navy_events
from engine.rules.economy import events as economy
from engine.rules.economy.actions import ARMY, NAVY

RECRUITED = QT_TRANSLATE_NOOP("Event", "{player} recruits {units} in {territory} for {cost} MU.")
MOVED = QT_TRANSLATE_NOOP("Event", "{player} moves {units} from {source} to {target}.")
BUILT = QT_TRANSLATE_NOOP("Event", "{player} builds {what} in {territory} for {cost} MU.")
DEMOLISHED = QT_TRANSLATE_NOOP("Event", "{player} destroys the {what} in {territory} and gets {refund} MU back.")
ON_BORDER = QT_TRANSLATE_NOOP("Event", "{player}'s {units} from {source} meet the enemy on the border with {target}.")
BACK_FROM_BORDER = QT_TRANSLATE_NOOP("Event", "{player} withdraws {units} from the border back to {territory}.")
ROLLED = QT_TRANSLATE_NOOP("Event", "In {territory}, {player} rolls {attacker_roll} against {defender}'s "
                           "{defender_roll}. {outcome}")
ROLLED_ON_BORDER = QT_TRANSLATE_NOOP("Event", "On the border of {first} and {second}, {player} rolls "
                                     "{attacker_roll} against {defender}'s {defender_roll}. {outcome}")
# Who won the roll-off and who lost a unit ("lower loses, ties both lose").
WINS = QT_TRANSLATE_NOOP("Event", "{winner} wins the roll-off: {loser} loses a unit.")
WINS_WITH_SIX = QT_TRANSLATE_NOOP("Event", "{winner} defends with a natural 6 and wins the roll-off: "
                                  "{loser} loses a unit.")
TIE = QT_TRANSLATE_NOOP("Event", "A tie: {player} and {defender} both lose a unit.")
NO_LOSS = QT_TRANSLATE_NOOP("Event", "Nobody loses a unit.")

# A computer player's purchases of one kind in its Get phase, in one line.
RECRUITED_MANY = QT_TRANSLATE_NOOP("Event", "{player} recruits {units} in {places} for {cost} MU.")
BUILT_MANY = QT_TRANSLATE_NOOP("Event", "{player} builds {things} for {cost} MU.")
DEMOLISHED_MANY = QT_TRANSLATE_NOOP("Event", "{player} destroys {things} and gets {refund} MU back.")


def economy_wording(event: Event, template: str, params: dict) -> str:
    """The template for an economy ``event`` (``template`` unless another reads better), with
    ``params`` changed in place to the words people read."""
    if isinstance(event, economy.UnitsRecruited):
        params["units"] = units_name(event.kind, event.count)
        return RECRUITED
    if isinstance(event, (economy.RollOff, economy.BorderRollOff)):
        return _roll_off(event, params)
    if isinstance(event, economy.UnitsMoved):
        params["units"] = units_name(event.kind, event.count)
        return MOVED
    if isinstance(event, economy.UnitsOnBorder):
        params["units"] = units_name(event.kind, event.count)
        return ON_BORDER
    if isinstance(event, economy.BorderWithdrawal):
        params["units"] = units_name(event.kind, event.count)
        return BACK_FROM_BORDER
    if isinstance(event, economy.InfrastructureChanged):
        if event.money >= 0:
            params["what"] = infrastructure_with_article(event.what)
            params["cost"] = event.money
            return BUILT
        params["what"] = infrastructure_name(event.what)
        params["refund"] = -event.money
        return DEMOLISHED
    if isinstance(params.get("what"), str):
        params["what"] = infrastructure_name(params["what"])
    return template


def _translate(text: str) -> str:
    return QCoreApplication.translate("Event", text)


def _roll_off(event: economy.RollOff | economy.BorderRollOff, params: dict) -> str:
    """"In Ukraine, Ada rolls 5 +1 = 6 against Neutral's 3. Ada wins the roll-off: Neutral loses
    a unit." The modifiers the engine reported are added to the dice, so that a tie between
    different dice reads right."""
    for name in ("player", "defender"):
        if getattr(event, name) < 0:  # the neutral units' side (engine/rules/economy/geography.py)
            params[name] = QCoreApplication.translate("Event", "Neutral")
    params["attacker_roll"] = _with_modifiers(event.attacker_roll, getattr(event, "attacker_modifiers", None))
    params["defender_roll"] = _with_modifiers(event.defender_roll, getattr(event, "defender_modifiers", None))
    attacker, defender = params["player"], params["defender"]
    if event.attacker_lost and event.defender_lost:
        outcome = _translate(TIE).format(player=attacker, defender=defender)
    elif event.defender_lost:
        outcome = _translate(WINS).format(winner=attacker, loser=defender)
    elif event.attacker_lost:
        outcome = _translate(WINS_WITH_SIX if _natural_six(event) else WINS).format(winner=defender, loser=attacker)
    else:
        outcome = _translate(NO_LOSS)
    params["outcome"] = outcome
    return ROLLED if isinstance(event, economy.RollOff) else ROLLED_ON_BORDER


def _natural_six(event: economy.RollOff | economy.BorderRollOff) -> bool:
    """"Defenders who roll a 6 automatically win" (as the battle dialog tells it)."""
    return (isinstance(event, economy.RollOff) and event.defender_roll == 6
            and any(source == combat.DEFENDER for source, _value in event.defender_modifiers or ()))


def _with_modifiers(roll: int, modifiers: tuple[tuple[str, int], ...] | None) -> str:
    """'5', or with the modifiers added: '5 +2 \u22121 = 6'."""
    values = [value for _source, value in modifiers or () if value]
    if not values:
        return str(roll)
    steps = " ".join(f"+{value}" if value > 0 else f"\u2212{-value}" for value in values)
    return f"{roll} {steps} = {roll + sum(values)}"


# -- a computer player's Get phase in few lines --------------------------------------------------
def purchase_kind(event: Event) -> tuple | None:
    """What the log puts together with other purchases of a computer player's Get phase:
    recruits of one unit kind, builds or destructions of one kind of infrastructure; None for
    any other event."""
    if isinstance(event, economy.UnitsRecruited):
        return ("recruit", event.kind)
    if isinstance(event, economy.InfrastructureChanged):
        return ("build" if event.money >= 0 else "destroy", event.what)
    if isinstance(event, navy_events.NavyBaseBuilt):
        return ("build", "navy-base")
    return None


def purchases_sentence(controller, events: list[Event], player: str) -> str:
    """Several purchases of one kind (``purchase_kind``) by ``player`` (their name) in one line:
    "Basil recruits 12 armies in 5 countries for 70 MU", "Basil builds 2 roads for 10 MU"."""
    first = events[0]
    if isinstance(first, economy.UnitsRecruited):
        places = sorted({e.territory for e in events})
        if len(places) == 1:
            where = controller.names.territories[places[0]]
        elif first.kind == NAVY:
            where = play_counts().waters(len(places))
        else:
            where = counts().countries(len(places))
        units = units_name(first.kind if first.kind in (ARMY, NAVY) else ARMY, sum(e.count for e in events))
        return _translate(RECRUITED_MANY).format(player=player, units=units, places=where,
                                                 cost=sum(e.cost for e in events))
    what = "navy-base" if isinstance(first, navy_events.NavyBaseBuilt) else first.what
    things = infrastructure_count(what, len(events))
    paid = sum(e.money for e in events)
    if paid < 0:
        return _translate(DEMOLISHED_MANY).format(player=player, things=things, refund=-paid)
    return _translate(BUILT_MANY).format(player=player, things=things, cost=paid)


def infrastructure_count(what: str, count: int) -> str:
    """'2 roads', '3 army bases', with the plural form the number needs."""
    phrases = play_counts()
    counted = {
        "army-base": phrases.army_bases,
        "navy-base": phrases.navy_bases,
        "road": phrases.roads,
        "fortification": phrases.fortifications,
        "canal": phrases.canals,
        "capital": phrases.capitals,
    }
    if what in counted:
        return counted[what](count)
    return f"{count} \u00d7 {infrastructure_name(what)}"
