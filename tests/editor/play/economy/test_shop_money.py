"""The shop's money previews (engine/rules/economy/money.py income_sources, upkeep_preview) say
exactly what the get phase then does."""

from __future__ import annotations

from engine.core.game import Game, GameSetup
from engine.rules.base import PlayerSetup
from engine.rules.economy import money
from engine.rules.economy.actions import Done, PayUpkeep
from engine.rules.economy.events import IncomeReceived, UnitsDiedUnpaid, UpkeepPaid
from tests.editor.play.economy.helpers import mu_board


def europe_game() -> Game:
    seats = tuple(PlayerSetup(name) for name in ("Ada", "Basil", "Cleo"))
    return Game(mu_board(), GameSetup("economy", seats, 5, {"start": "europe"}))


def to_next_round(game: Game) -> list:
    """Everyone pays the upkeep and is done in get, then done in planning and friendly movement,
    with no plans: no battle, and the next round starts. Its events."""
    events = []
    for _ in range(len(game.state.players)):
        events += game.apply(PayUpkeep())
        events += game.apply(Done())
    for _ in range(2 * len(game.state.players)):
        events += game.apply(Done())
    return events


def test_income_sources_add_up_to_the_income_and_name_each_source():
    """"Gain 1 MU for every land territory you own." "For every road you own you gain 1 MU"."""
    game = europe_game()
    rules, state = game.rules, game.state
    for player in range(3):
        sources = money.income_sources(rules.geo, rules.options, state, player)
        assert sources.total == money.income(rules.geo, rules.options, state, player)
        assert (sources.lands, sources.roads, sources.bonuses) == (1, 1, ())
    # Holding a whole continent adds its economy bonus, named.
    index = next(i for i, c in enumerate(game.world.continents) if c.economy_bonus)
    continent = game.world.continents[index]
    for t in continent.members:
        state.owner[t] = 0
    sources = money.income_sources(rules.geo, rules.options, state, 0)
    assert ("continent", index, continent.economy_bonus) in sources.bonuses
    assert sources.total == money.income(rules.geo, rules.options, state, 0)


def test_the_upkeep_preview_is_what_paying_takes():
    """"If you have more than 5 units in a country you control then pay 1 MU for each unit over
    5. You loose one unit for each MU not paid." "Upkeep costs are reduced by 5 for units in the
    territory containing your capital." "A player can only pay upkeep on unit collections that
    have a link to that player's capital through only friendly territory.\""""
    game = europe_game()
    rules, state = game.rules, game.state
    capital = state.players[0].capital
    far = game.world.index["brazil"]
    state.neutral[far], state.owner[far] = 0, 0
    state.army[0][far] = 8  # 3 over the allowance, and no link to the capital: unpayable
    state.army[0][capital] = 14  # 4 over the capital's allowance of 10
    state.players[0].money = 1
    rules._recount(state)
    preview = money.upkeep_preview(rules.geo, rules.options, state, 0, state.players[0].money)
    by_place = {line.territory: line for line in preview}
    assert (by_place[capital].over, by_place[capital].payable) == (4, True)
    assert (by_place[far].over, by_place[far].payable, by_place[far].paid, by_place[far].deaths) == (3, False, 0, 3)
    paid = sum(line.paid for line in preview)
    deaths = sum(line.deaths for line in preview)
    assert (paid, deaths) == (1, 3 + 3)
    assert game.apply(PayUpkeep()) == [UpkeepPaid(0, paid, deaths), UnitsDiedUnpaid(0, deaths)]


def test_the_next_round_s_income_is_what_it_brings_in():
    """"Gain 1 MU for every land territory you own": what the shop says the next round brings
    is what comes in as it starts."""
    game = europe_game()
    sources = money.income_sources(game.rules.geo, game.rules.options, game.state, 0)
    received = [e for e in to_next_round(game) if isinstance(e, IncomeReceived) and e.player == 0]
    assert received == [IncomeReceived(0, sources.total)]
