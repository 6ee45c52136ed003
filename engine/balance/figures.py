"""From the games' records and the map's static facts to the report (the schema in
docs/balance.md). Pure arithmetic: the same records in the same order give the same report."""

from __future__ import annotations

import math
from collections.abc import Sequence

from engine.balance import findings as text
from engine.balance.bonus import formula_bonus, suggested_bonus
from engine.balance.game_record import NOBODY_HELD, GameRecord
from engine.balance.static_facts import StaticFacts
from engine.balance.stats import percentile, rate, wilson_interval
from engine.core.world import World

HISTOGRAM_BINS = 12
# The finding that tells what the games said about a continent, by the reason of its suggested bonus.
PLAYED_FINDING = {
    text.REASON_HELD_AND_WINS: ("continent-cheap", text.CONTINENT_CHEAP),
    text.REASON_RARELY_HELD: ("continent-rarely-held", text.CONTINENT_RARELY_HELD),
    text.REASON_FIRST_HOLDER_LOSES: ("continent-dear", text.CONTINENT_DEAR),
}


def _rounded(values: list[float], digits: int = 4) -> list[float]:
    return [round(v, digits) for v in values]


def seat_figures(records: Sequence[GameRecord], bots: Sequence[str]) -> tuple[list[dict], int]:
    players = len(bots)
    wins = [0] * players
    draws = 0
    for record in records:
        if record.winner is None or not 0 <= record.winner < players:
            draws += 1
        else:
            wins[record.winner] += 1
    games = len(records)
    seats = [{"seat": s, "bot": bots[s], "wins": wins[s], "win_rate": round(rate(wins[s], games), 4),
              "ci": _rounded(wilson_interval(wins[s], games)), "expected": round(1 / players, 4)}
             for s in range(players)]
    return seats, draws


def first_mover_figures(records: Sequence[GameRecord], players: int) -> dict:
    games = len(records)
    wins = sum(1 for r in records if r.winner is not None and r.winner == r.first_mover)
    return {"games": games, "wins": wins, "win_rate": round(rate(wins, games), 4),
            "ci": _rounded(wilson_interval(wins, games)), "expected": round(1 / players, 4)}


def start_figures(records: Sequence[GameRecord], start_names: Sequence[str]) -> list[dict]:
    """Per fixed start of a scenario: the games a seat played from it and how many it won."""
    if not start_names:
        return []
    games = [0] * len(start_names)
    wins = [0] * len(start_names)
    for record in records:
        for seat, start in enumerate(record.start_of_seat):
            games[start] += 1
            if record.winner == seat:
                wins[start] += 1
    return [{"start": name, "games": games[k], "wins": wins[k], "win_rate": round(rate(wins[k], games[k]), 4),
             "ci": _rounded(wilson_interval(wins[k], games[k]))} for k, name in enumerate(start_names)]


def histogram(values: Sequence[int], bins: int = HISTOGRAM_BINS) -> list[list[int]]:
    """[lo, hi, count] with lo ≤ value ≤ hi, equal whole-number widths covering min..max."""
    if not values:
        return []
    low, high = min(values), max(values)
    width = max(1, math.ceil((high - low + 1) / bins))
    counts: dict[int, int] = {}
    for value in values:
        k = (value - low) // width
        counts[k] = counts.get(k, 0) + 1
    last = (high - low) // width
    return [[low + k * width, low + (k + 1) * width - 1, counts.get(k, 0)] for k in range(last + 1)]


def length_figures(records: Sequence[GameRecord]) -> dict:
    turns = sorted(r.turns for r in records)
    return {
        "mean": round(sum(turns) / len(turns), 2) if turns else 0.0,
        "median": round(percentile(turns, 0.5), 2),
        "p90": round(percentile(turns, 0.9), 2),
        "max": turns[-1] if turns else 0,
        "histogram": histogram(turns),
        "turn_limit_hit": sum(1 for r in records if r.turn_limit_hit),
    }


def continent_figures(facts: StaticFacts, records: Sequence[GameRecord], players: int) -> list[dict]:
    games = len(records)
    expected = 1 / players
    rows = []
    for c in facts.continents:
        held_games = [r.continent_turns_held[c.index] for r in records if r.continent_turns_held[c.index] > 0]
        first = [r for r in records if r.continent_first_holder[c.index] != NOBODY_HELD]
        first_wins = sum(1 for r in first if r.winner == r.continent_first_holder[c.index])
        held_rate = rate(len(held_games), games)
        first_rate = rate(first_wins, len(first)) if first else None
        first_ci = _rounded(wilson_interval(first_wins, len(first))) if first else None
        suggested, reason = suggested_bonus(c, games, held_rate, len(first), first_ci, first_rate, expected)
        rows.append({
            "id": c.id, "name": c.name, "bonus": c.bonus, "size": c.size,
            "border_territories": c.border_territories, "entry_connections": c.entry_connections,
            "held_rate": round(held_rate, 4),
            "mean_turns_held": round(sum(held_games) / len(held_games), 2) if held_games else 0.0,
            "first_holder_games": len(first),
            "first_holder_win_rate": round(first_rate, 4) if first_rate is not None else None,
            "first_holder_ci": first_ci,
            "suggested_bonus": suggested, "reason": reason,
        })
    return rows


def territory_figures(world: World, facts: StaticFacts, records: Sequence[GameRecord]) -> list[dict]:
    games = len(records)
    turn_ends = sum(r.turn_ends for r in records)
    captures = [0] * world.size
    front = [0] * world.size
    for record in records:
        for t in range(world.size):
            captures[t] += record.captures[t]
            front[t] += record.front_turn_ends[t]
    articulation = set(facts.articulation)
    return [{"id": world.ids[t], "name": world.names[t], "degree": facts.degree[t], "articulation": t in articulation,
             "captured_per_game": round(rate(captures[t], games), 3), "front_rate": round(rate(front[t], turn_ends), 4)}
            for t in range(world.size)]


def choke_points(world: World, facts: StaticFacts) -> dict:
    return {"territories": [world.ids[t] for t in facts.articulation],
            "connections": [[world.ids[a], world.ids[b]] for a, b in facts.bridges]}


def parts_of_graph(facts: StaticFacts) -> int:
    seen = [False] * len(facts.neighbours)
    parts = 0
    for start in range(len(seen)):
        if seen[start]:
            continue
        parts += 1
        seen[start] = True
        stack = [start]
        while stack:
            for other in facts.neighbours[stack.pop()]:
                if not seen[other]:
                    seen[other] = True
                    stack.append(other)
    return parts


def report_findings(report: dict, world: World, facts: StaticFacts) -> list[dict]:
    """The findings, most important first: warnings before information, then by how far
    the figure is from what a fair map would give."""
    ranked: list[tuple[int, float, dict]] = []  # (0 warning / 1 info, -weight, finding)
    games = report["games_played"]
    players = report["players"]
    expected = 1 / players

    def add(weight: float, item: dict) -> None:
        ranked.append((0 if item["severity"] == text.WARNING else 1, -weight, item))

    if report["partial"]:
        add(100, text.finding("partial", text.WARNING, text.PARTIAL, played=games,
                              requested=report["games_requested"]))
    if games == 0:
        add(90, text.finding("no-games", text.INFO, text.NO_GAMES))
    parts = parts_of_graph(facts)
    if parts > 1:
        add(95, text.finding("disconnected", text.WARNING, text.DISCONNECTED, parts=parts))
    if games:
        uneven = False
        for seat in report["seats"]:
            lo, hi = seat["ci"]
            template = None
            if lo > expected:
                template, code = text.SEAT_FAVOURED, "seat-favoured"
            elif hi < expected:
                template, code = text.SEAT_DISFAVOURED, "seat-disfavoured"
            if template:
                uneven = True
                add(10 + 100 * abs(seat["win_rate"] - expected),
                    text.finding(code, text.WARNING, template, seat=seat["seat"] + 1,
                                 rate=text.percent(seat["win_rate"]), expected=text.percent(expected),
                                 low=text.percent(lo), high=text.percent(hi)))
        if not uneven:
            add(1, text.finding("seats-even", text.INFO, text.SEATS_EVEN, expected=text.percent(expected)))
        mover = report["first_mover"]
        lo, hi = mover["ci"]
        add(10 + 100 * abs(mover["win_rate"] - expected) if (lo > expected or hi < expected) else 2,
            text.finding("first-mover", text.WARNING if (lo > expected or hi < expected) else text.INFO,
                         text.FIRST_MOVER, rate=text.percent(mover["win_rate"]), expected=text.percent(expected),
                         low=text.percent(lo), high=text.percent(hi)))
        for start in report["starts"]:
            lo, hi = start["ci"]
            if start["games"] and (lo > expected or hi < expected):
                add(10 + 100 * abs(start["win_rate"] - expected),
                    text.finding("start-uneven", text.WARNING, text.START_FAVOURED, start=start["start"],
                                 rate=text.percent(start["win_rate"]), expected=text.percent(expected),
                                 low=text.percent(lo), high=text.percent(hi)))
        limit_hit = report["length"]["turn_limit_hit"]
        if limit_hit:
            share = limit_hit / games
            add(20 + 100 * share, text.finding("turn-limit", text.WARNING if share >= 0.05 else text.INFO,
                                               text.TURN_LIMIT_HIT, count=limit_hit, games=games,
                                               rate=text.percent(share), limit=report["turn_limit"] or 0))
    for row, c in zip(report["continents"], facts.continents, strict=True):
        formula = formula_bonus(c)
        reason = row["reason"]["template"]
        params = {"continent": c.name, "bonus": c.bonus, "borders": c.border_territories,
                  "suggested": row["suggested_bonus"]}
        if reason == text.REASON_NEVER_HELD:
            add(8 + c.bonus, text.finding("continent-never-held", text.WARNING, text.CONTINENT_NEVER_HELD,
                                          continent=c.name, bonus=c.bonus))
        elif reason in PLAYED_FINDING:
            code, template = PLAYED_FINDING[reason]
            add(5 + 10 * abs(c.bonus - row["suggested_bonus"]) + 10 * row["held_rate"],
                text.finding(code, text.WARNING, template, held=text.percent(row["held_rate"]),
                             wins=text.percent(row["first_holder_win_rate"] or 0), expected=text.percent(expected),
                             **params))
        elif formula != c.bonus:
            template = text.BONUS_ABOVE_FORMULA if c.bonus > formula else text.BONUS_BELOW_FORMULA
            add(3 * abs(c.bonus - formula), text.finding("bonus-vs-formula", text.INFO, template, continent=c.name,
                                                         bonus=c.bonus, size=c.size, borders=c.border_territories,
                                                         suggested=formula))
    if facts.articulation:
        names = ", ".join(world.names[t] for t in facts.articulation)
        add(4, text.finding("choke-territories", text.INFO, text.CHOKE_TERRITORIES, names=names))
    if facts.bridges:
        names = ", ".join(f"{world.names[a]}–{world.names[b]}" for a, b in facts.bridges)
        add(4, text.finding("choke-connections", text.INFO, text.CHOKE_CONNECTIONS, names=names))
    if games:
        hottest = max(report["territories"], key=lambda row: row["captured_per_game"], default=None)
        if hottest and hottest["captured_per_game"] > 0:
            add(0.5, text.finding("hot-territory", text.INFO, text.HOT_TERRITORY, territory=hottest["name"],
                                  captures=f"{hottest['captured_per_game']:.1f}"))
    ranked.sort(key=lambda item: (item[0], item[1]))
    return [item for _, _, item in ranked]
