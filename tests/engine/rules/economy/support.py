"""Positions of the MU economy set up by hand, on maps/classic-mu.yaml."""

from __future__ import annotations

from engine.core.state import NOBODY
from engine.rules.base import PlayerSetup
from engine.rules.economy import EconomyRules
from engine.rules.economy.actions import GO, EndWithdrawal, PayUpkeep, Withdraw
from engine.rules.economy.state import EconomyState
from tests.support.games import world

MAP = "classic-mu"


def tid(name: str) -> int:
    return world(MAP).territory_index(name)


def rules(**options) -> EconomyRules:
    return EconomyRules(world(MAP), {k.replace("_", "-"): v for k, v in options.items()})


def empty_game(players: int = 2, phase: str = "get", seed: int = 1, **options) -> tuple[EconomyRules, EconomyState]:
    """A game in ``phase`` with nothing on the board: no owners, units, money or capitals."""
    r = rules(start="europe", **options)
    state, _ = r.new_game([PlayerSetup(f"P{i}") for i in range(players)], seed)
    n = r.world.size
    state.owner = [NOBODY] * n
    for name in ("army", "navy", "moved_army", "moved_navy"):
        setattr(state, name, [[0] * n for _ in range(players)])
    for name in ("neutral", "army_bases", "roads", "fortifications", "canals"):
        setattr(state, name, [0] * n)
    state.navy_bases, state.new_navy_bases, state.navy_base_recruits, state.blockades = {}, {}, {}, []
    for seat in state.players:
        seat.money, seat.capital = 0, NOBODY
        seat.upkeep_due = False  # (positions set up by hand: the round's upkeep is behind them)
    state.phase, state.pending = phase, list(range(players))
    r._recount(state)
    return r, state


def put(r: EconomyRules, state: EconomyState, player: int, names, armies: int = 0, navies: int = 0,
        own: bool = True) -> None:
    for name in [names] if isinstance(names, str) else names:
        t = tid(name)
        state.army[player][t] += armies
        state.navy[player][t] += navies
        if own:
            state.owner[t] = player
    r._recount(state)


def income_and_upkeep(r: EconomyRules, state: EconomyState, player: int) -> None:
    """The round's income, then its upkeep paid (``pay-upkeep``)."""
    r._income(state, player)
    r._do_pay_upkeep(state, PayUpkeep(), player)


def withdraw_all(r: EconomyRules, state: EconomyState, player: int, target: int, first=None) -> list:
    """A withdrawal declared (``first``: the declaration, by default ``withdraw TARGET``) and
    gone on with until every unit is out or dead, the units out going: its events."""
    events = r.apply(state, first or Withdraw(target), player)
    while Withdraw(target) in r.legal_actions(state, player):
        events += r.apply(state, Withdraw(target), player)
    if EndWithdrawal(GO) in r.legal_actions(state, player):
        events += r.apply(state, EndWithdrawal(GO), player)
    return events


class Rigged(EconomyState):
    """A state whose dice are given: each roll takes the next number (1–6) of ``dice``."""

    def roll(self, sides: int = 6) -> int:
        return self.__dict__["dice"].pop(0) - 1


def rigged(state: EconomyState, *dice: int) -> Rigged:
    copy = Rigged.from_dict(state.to_dict())
    copy.__dict__["dice"] = list(dice)
    return copy


def battle_in_ukraine(attackers: int = 3, defenders: int = 2, fortified: bool = False):
    """Player 0 moved ``attackers`` armies from Scandinavia into Ukraine, held by player 1 with
    ``defenders`` (in fortifications if ``fortified``); the battle is being fought and player 0
    declares first."""
    from engine.rules.economy.actions import Fight

    r, state = empty_game(phase="choose-battle")
    t = tid("ukraine")
    put(r, state, 1, "ukraine", armies=defenders)
    state.fortifications[t] = 1 if fortified else 0
    put(r, state, 0, "ukraine", armies=attackers, own=False)
    state.moved_army[0][t] = attackers
    state.origins[f"0:{t}"] = [tid("scandinavia")]
    put(r, state, 0, "scandinavia", armies=1)
    put(r, state, 1, "egypt", armies=1)
    state.battle_tokens, state.initiative, state.current = [t], 0, 0
    r.apply(state, Fight(t), 0)
    return r, state, t
