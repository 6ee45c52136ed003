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

from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication

from editor.play.controller import controller_of
from editor.play.play_counts import play_counts
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


def round_start(source) -> RoundStart | None:
    """The start of the round going on and the upkeep paid since, read from the controller's
    event history (``GameController.events``, and ``turn_states`` for the game as the round
    began: editor/play/controller.py) — nothing is replayed. ``source``: the controller, or the
    game it runs. None before the first round, or for a game no controller runs."""
    controller = source if hasattr(source, "events") else controller_of(source)
    if controller is None:
        return None
    history = controller.events
    for index in range(len(history) - 1, -1, -1):
        events = list(history[index].events)
        starts = [i for i, e in enumerate(events) if isinstance(e, RoundStarted)]
        if starts:
            break
    else:
        return None
    happened = history[index]
    state = controller.turn_states.get(happened.position + 1)
    if state is None:  # (a history that stopped short of the round: a log that did not replay)
        return None
    rules = controller.rules
    since = events[starts[-1]:]
    received = {e.player: e for e in since if isinstance(e, IncomeReceived)}
    sources = {p: money.income_sources(rules.geo, rules.options, state, p) for p in received}
    found = RoundStart(events[starts[-1]].round, received, sources)
    for later in [since, *(h.events for h in history[index + 1:])]:
        found.paid.update((e.player, e) for e in later if isinstance(e, UpkeepPaid))
    return found


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
            text += " " + play_counts().died_unpaid(paid.units_lost)
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
