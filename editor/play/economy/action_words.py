"""The MU economy's actions in the reader's words: "Recruit 3 armies in Ukraine".

Pages that have no richer way to offer a decision list the legal actions with these words;
territories and seats are named as the game's names say (editor/play/game_names.py).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from editor.language.counts import counts
from editor.play.play_counts import play_counts
from engine.core.actions import Action, Pass
from engine.rules.economy import actions as economy

# lupdate reads the context from literal translate("Context", "text") calls.
translate = QCoreApplication.translate


def infrastructure_name(what: str) -> str:
    """'army-base' -> 'army base', in the reader's language."""
    names = {
        "army-base": translate("EconomyAction", "army base"),
        "navy-base": translate("EconomyAction", "navy base"),
        "road": translate("EconomyAction", "road"),
        "fortification": translate("EconomyAction", "fortification"),
        "canal": translate("EconomyAction", "canal"),
        "capital": translate("EconomyAction", "capital"),
    }
    return names.get(what, what)


def infrastructure_with_article(what: str) -> str:
    """'army-base' -> 'an army base': what is built, as a sentence says it."""
    names = {
        "army-base": translate("EconomyAction", "an army base"),
        "navy-base": translate("EconomyAction", "a navy base"),
        "road": translate("EconomyAction", "a road"),
        "fortification": translate("EconomyAction", "fortifications"),
        "canal": translate("EconomyAction", "a canal"),
        "capital": translate("EconomyAction", "a capital"),
    }
    return names.get(what, what)


def units_name(kind: str, count: int) -> str:
    """'3 armies', '1 navy' (with the plural form the number needs)."""
    if kind == economy.NAVY:
        return play_counts().navies(count)
    return counts().armies(count)


def action_text(controller, action: Action, count: int | None = None) -> str:
    """``action`` in words; ``count`` (when given) instead of the action's own count."""
    territory = controller.names.territories
    seats = controller.state.players
    n = count if count is not None else getattr(action, "count", 0)
    if isinstance(action, economy.DraftPick):
        return translate("EconomyAction", "Pick {territory}").format(territory=territory[action.territory])
    if isinstance(action, economy.PlaceCapital):
        return translate("EconomyAction", "Place your capital in {territory}").format(
            territory=territory[action.territory]
        )
    if isinstance(action, economy.PlaceBase):
        return translate("EconomyAction", "Place an army base in {territory}").format(
            territory=territory[action.territory]
        )
    if isinstance(action, economy.PlaceUnits):
        return translate("EconomyAction", "Place {units} in {territory}").format(
            units=units_name(economy.ARMY, n), territory=territory[action.territory]
        )
    if isinstance(action, economy.Recruit):
        return translate("EconomyAction", "Recruit {units} in {territory}").format(
            units=units_name(economy.ARMY, n), territory=territory[action.territory]
        )
    if isinstance(action, economy.RecruitNavy):
        return translate("EconomyAction", "Recruit {units} in {territory} into {water}").format(
            units=units_name(economy.NAVY, n), territory=territory[action.territory], water=territory[action.water]
        )
    if isinstance(action, economy.Build):
        return translate("EconomyAction", "Build {what} in {territory}").format(
            what=infrastructure_with_article(action.what), territory=territory[action.territory]
        )
    if isinstance(action, economy.BuildNavyBase):
        return translate("EconomyAction", "Build a navy base in {territory} on {water}").format(
            territory=territory[action.territory], water=territory[action.water]
        )
    if isinstance(action, economy.Blockade):
        return translate("EconomyAction", "Blockade the navy base of {territory} from {water}").format(
            territory=territory[action.territory], water=territory[action.water]
        )
    if isinstance(action, economy.EndBlockade):
        return translate("EconomyAction", "End the blockade of {territory}'s navy base in {water}").format(
            territory=territory[action.territory], water=territory[action.water]
        )
    if isinstance(action, economy.LandWithNavies):
        return translate("EconomyAction", "Land in {territory} with your navies engaged").format(
            territory=territory[action.target]
        )
    if isinstance(action, economy.Demolish):
        return translate("EconomyAction", "Destroy the {what} in {territory} for half its price").format(
            what=infrastructure_name(action.what), territory=territory[action.territory]
        )
    if isinstance(action, economy.TradeInfluence):
        return translate("EconomyAction", "Trade three influence cards for 50 MU")
    if isinstance(action, economy.OfferAlliance):
        return translate("EconomyAction", "Offer an alliance to {player}").format(player=seats[action.seat].name)
    if isinstance(action, economy.Surrender):
        return translate("EconomyAction", "Surrender")
    if isinstance(action, economy.PayUpkeep):
        return translate("EconomyAction", "Pay the round's upkeep")
    if isinstance(action, economy.Forfeit):
        return translate("EconomyAction", "Forfeit {territory} to {player}").format(
            territory=territory[action.territory], player=seats[action.seat].name
        )
    if isinstance(action, economy.StealInfluence):
        return translate("EconomyAction", "Take an influence card from {player}").format(
            player=seats[action.seat].name
        )
    if isinstance(action, economy.Plan):
        return translate("EconomyAction", "Plan {units} from {source} to {target}").format(
            units=units_name(action.kind, n), source=territory[action.source], target=territory[action.target]
        )
    if isinstance(action, economy.MoveUnits):
        return translate("EconomyAction", "Move {units} from {source} to {target}").format(
            units=units_name(action.kind, n), source=territory[action.source], target=territory[action.target]
        )
    if isinstance(action, economy.Done):
        return translate("EconomyAction", "Done")
    if isinstance(action, economy.Fight):
        return translate("EconomyAction", "Resolve the battle in {territory}").format(
            territory=territory[action.territory]
        )
    if isinstance(action, economy.FightBorder):
        return translate("EconomyAction", "Resolve the battle on the border of {first} and {second}").format(
            first=territory[action.first], second=territory[action.second]
        )
    if isinstance(action, economy.Incite):
        card = action.cards[0]
        place = controller.world.card_territories[card] if card < len(controller.world.card_territories) else None
        return translate("EconomyAction", "Incite a revolution in {territory}").format(
            territory=territory[place] if place is not None else "?"
        )
    if isinstance(action, economy.BattleAttack):
        if not 0 <= action.target < len(seats):  # the neutral side
            if action.kind == economy.NAVY:
                return translate("EconomyAction", "Attack the neutral navies")
            return translate("EconomyAction", "Attack the neutral armies")
        if action.kind == economy.NAVY:
            return translate("EconomyAction", "Attack {player}'s navies").format(
                player=_side(controller, action.target)
            )
        return translate("EconomyAction", "Attack {player}'s armies").format(player=_side(controller, action.target))
    if isinstance(action, economy.Withdraw):
        return translate("EconomyAction", "Withdraw to {territory}").format(territory=territory[action.target])
    if isinstance(action, economy.WithdrawRazingRoads):
        return translate("EconomyAction", "Withdraw to {territory}, trying to destroy the roads").format(
            territory=territory[action.target]
        )
    if isinstance(action, economy.BreakOff):
        return translate("EconomyAction", "Break off the withdrawal: the units not out stay and fight")
    if isinstance(action, economy.EndWithdrawal):
        if action.how == economy.STAY:
            return translate("EconomyAction", "The units that got out stay where they are")
        return translate("EconomyAction", "The units that got out go")
    if isinstance(action, economy.Siege):
        return translate("EconomyAction", "Lay siege to {player}").format(player=_side(controller, action.target))
    if isinstance(action, economy.AttackInfrastructure):
        return translate("EconomyAction", "Attack the {what}").format(what=infrastructure_name(action.what))
    if isinstance(action, economy.NewOrders):
        return translate("EconomyAction", "Move {units} on to {territory}").format(
            units=units_name(action.kind, n), territory=territory[action.target]
        )
    if isinstance(action, Pass):
        return translate("EconomyAction", "Pass")
    return action.verb


def _side(controller, side: int) -> str:
    """A seat's name, or the neutral units'."""
    players = controller.state.players
    if 0 <= side < len(players):
        return players[side].name
    return translate("EconomyAction", "the neutral units")
