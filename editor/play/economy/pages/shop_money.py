"""The shop's money in words: what the round's start paid a player, the round's upkeep (owed,
or paid), and what the next round would pay and cost if nothing changed
(engine/rules/economy/money.py).

The income comes in as the round starts; the upkeep is a step the player takes (``pay-upkeep``),
after trading influence cards or destroying infrastructure if their MU is needed. The shop
shows what was received (the round's IncomeReceived event, itemised by the sources the income
was counted from at that moment), the upkeep as it stands (country by country, and which units
would die unpaid) until it is paid and what it took after, and, since what is bought now is
kept up from the next round, what that round would bring in and cost with the units and roads
as they stand now.
"""

from __future__ import annotations

import logging
import weakref
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication

from engine.core.errors import IllegalAction
from engine.core.game import Game
from engine.rules.economy import money
from engine.rules.economy.events import IncomeReceived, RoundStarted, UpkeepPaid

translate = QCoreApplication.translate


@dataclass(frozen=True)
class RoundStart:
    """What the round's start gave, per player, and the upkeep each has paid since."""

    round: int
    received: dict[int, IncomeReceived]
    sources: dict[int, money.IncomeSources]
    paid: dict[int, UpkeepPaid] = field(default_factory=dict)


log = logging.getLogger(__name__)


class _Replay:
    """A copy of a game replayed so far, and the last round start it met."""

    def __init__(self, game: Game) -> None:
        self.game = Game(game.board, game.setup)
        self.replayed = 0
        self.found = _found(self.game, self.game.opening_events)


# Replays kept per live game, so that each later look replays only the actions since.
_replays: weakref.WeakKeyDictionary[Game, _Replay] = weakref.WeakKeyDictionary()


def round_start(game: Game) -> RoundStart | None:
    """The start of the round going on, found by replaying the game's log on a copy (the
    events are not kept; the live game is not touched). None before the first round."""
    replay = _replays.get(game)
    if replay is None or replay.replayed > len(game.log):
        replay = _replays[game] = _Replay(game)
    for actor, action in game.entries()[replay.replayed:]:
        try:
            events = replay.game.apply(action, actor)
        except IllegalAction:  # a log that does not replay (a state set up by hand): say nothing
            log.warning("the round's start cannot be found again: the log does not replay", exc_info=True)
            return None
        replay.found = _found(replay.game, events) or replay.found
        if replay.found is not None:
            replay.found.paid.update((e.player, e) for e in events if isinstance(e, UpkeepPaid))
        replay.replayed += 1
    return replay.found


def _found(replay: Game, events) -> RoundStart | None:
    started = [e for e in events if isinstance(e, RoundStarted)]
    if not started:
        return None
    rules, state = replay.rules, replay.state
    received = {e.player: e for e in events if isinstance(e, IncomeReceived)}
    sources = {p: money.income_sources(rules.geo, rules.options, state, p) for p in received}
    return RoundStart(started[-1].round, received, sources)


def sources_text(controller, sources: money.IncomeSources) -> str:
    """'lands 3 · roads 2 · Europe 20'."""
    parts = [translate("Shop", "lands {mu}").format(mu=sources.lands)]
    if sources.roads:
        parts.append(translate("Shop", "roads {mu}").format(mu=sources.roads))
    regions = {region.id: region.name for region in controller.world.board.regions}
    for kind, which, bonus in sources.bonuses:
        name = controller.names.continent(which) if kind == "continent" else regions.get(which, str(which))
        parts.append(translate("Shop", "{place} {mu}").format(place=name, mu=bonus))
    return " · ".join(parts)


def received_text(controller, start: RoundStart | None, player: int, paid: UpkeepPaid | None = None) -> str:
    """What the round's start paid, and the upkeep once paid: 'At the start of round 2: +22 MU
    (lands 2 · Europe 20). Upkeep paid: 3 MU; 1 unit died unpaid.'"""
    if start is None or player not in start.received:
        return translate("Shop", "Nothing was received at the start of this round.")
    event = start.received[player]
    text = translate("Shop", "At the start of round {round}: +{income} MU ({sources}).").format(
        round=start.round, income=event.income, sources=sources_text(controller, start.sources[player]))
    if paid is not None:
        text += " " + translate("Shop", "Upkeep paid: {mu} MU.").format(mu=paid.upkeep)
        if paid.units_lost:
            text += " " + (translate("Shop", "1 unit died unpaid.") if paid.units_lost == 1
                           else translate("Shop", "{count} units died unpaid.").format(count=paid.units_lost))
    return text


def upkeep_now(controller, player: int) -> list[money.UpkeepLine]:
    """The round's upkeep as it would be paid now, from the money the player has now."""
    rules, state = controller.rules, controller.state
    return money.upkeep_preview(rules.geo, rules.options, state, player, state.players[player].money)


def upkeep_due_text(controller, lines: list[money.UpkeepLine]) -> str:
    """'This round's upkeep: 3 MU (Ukraine 3). Trade influence cards or destroy infrastructure
    first if you need their MU.'"""
    names = controller.names.territories
    due = sum(line.over for line in lines)
    if not due:
        return translate("Shop", "This round's upkeep: nothing is owed.")
    where = ", ".join(translate("Shop", "{territory} {mu}").format(territory=names[line.territory], mu=line.over)
                      for line in lines)
    return translate("Shop", "This round's upkeep: {mu} MU ({where}). Trade influence cards or destroy "
                             "infrastructure first if you need their MU.").format(mu=due, where=where)


def upkeep_deaths_text(controller, lines: list[money.UpkeepLine]) -> str:
    """Which units die if the upkeep is paid now; empty when none would."""
    where = _deaths(controller, lines)
    if not where:
        return ""
    return translate("Shop", "Units that die unpaid if you pay now: {where}.").format(where=where)


@dataclass(frozen=True)
class NextRound:
    """The next round's start for one player if nothing changed before it."""

    sources: money.IncomeSources
    upkeep: list[money.UpkeepLine]
    money_after: int

    @property
    def deaths(self) -> int:
        return sum(line.deaths for line in self.upkeep)


def next_round(controller, player: int) -> NextRound:
    rules, state = controller.rules, controller.state
    sources = money.income_sources(rules.geo, rules.options, state, player)
    cash = state.players[player].money + sources.total
    upkeep = money.upkeep_preview(rules.geo, rules.options, state, player, cash)
    return NextRound(sources, upkeep, cash - sum(line.paid for line in upkeep))


def next_round_text(controller, forecast: NextRound) -> str:
    """'Next round, if nothing changes: +22 MU (lands 2 · Europe 20); upkeep 3 MU (Ukraine 3).'"""
    names = controller.names.territories
    upkeep = sum(line.over for line in forecast.upkeep)
    if upkeep:
        where = ", ".join(translate("Shop", "{territory} {mu}").format(territory=names[line.territory], mu=line.over)
                          for line in forecast.upkeep)
        cost = translate("Shop", "upkeep {mu} MU ({where})").format(mu=upkeep, where=where)
    else:
        cost = translate("Shop", "no upkeep")
    return translate("Shop", "Next round, if nothing changes: +{income} MU ({sources}); {upkeep}.").format(
        income=forecast.sources.total, sources=sources_text(controller, forecast.sources), upkeep=cost)


def deaths_text(controller, forecast: NextRound) -> str:
    """Which units would die unpaid next round, and why; empty when none would."""
    where = _deaths(controller, forecast.upkeep)
    if not where:
        return ""
    return translate("Shop", "Units that would die unpaid next round: {where}.").format(where=where)


def _deaths(controller, upkeep: list[money.UpkeepLine]) -> str:
    """'2 in Egypt (not linked to your capital); 1 in Ukraine (not enough money)'."""
    names = controller.names.territories
    lines = []
    for line in upkeep:
        if not line.deaths:
            continue
        if not line.payable:
            lines.append(translate("Shop", "{count} in {territory} (not linked to your capital)").format(
                count=line.deaths, territory=names[line.territory]))
        else:
            lines.append(translate("Shop", "{count} in {territory} (not enough money)").format(
                count=line.deaths, territory=names[line.territory]))
    return "; ".join(lines)
