"""From the games' records and the map's static facts to the report (the schema in
docs/balance.md). Pure arithmetic: the same records in the same order give the same report."""

from __future__ import annotations

import math
from collections.abc import Sequence

from engine.balance import findings as text
from engine.balance import seat_tests
from engine.balance.bonus import formula_bonus
from engine.balance.continent_value import Prober, continent_values
from engine.balance.game_record import NOBODY_HELD, GameRecord
from engine.balance.static_facts import StaticFacts
from engine.balance.stats import percentile, rate, wilson_interval
from engine.core.world import World

HISTOGRAM_BINS = 12
# Fewer distinct games than this share of those played: a warning (the games are kept, not
# deduplicated: a game the rules repeat is a real outcome, only the effective sample is smaller).
DISTINCT_SHARE = 0.9
# The first mover's edge is a warning only when its whole interval lies this many points or
# more beyond the fair share: symmetric maps show 1–3 points (findings.FIRST_MOVER_OFF).
FIRST_MOVER_WARNING_POINTS = 5


def _rounded(values: list[float], digits: int = 4) -> list[float]:
    return [round(v, digits) for v in values]


def seat_figures(records: Sequence[GameRecord], bots: Sequence[str],
                 bot_kinds: Sequence[str] = ()) -> tuple[list[dict], int]:
    """Per seat: wins, the rate over all games with its 95% interval, and ``ci_adjusted``, the
    share of the decided games at 1 − 0.05/seats (what the seat findings test, seat_tests.py).
    With several ``bot_kinds`` every seat played each in turn, and its ``bot`` names them all."""
    players = len(bots)
    wins = [0] * players
    draws = 0
    for record in records:
        if record.winner is None or not 0 <= record.winner < players:
            draws += 1
        else:
            wins[record.winner] += 1
    games = len(records)
    decided = games - draws
    kinds = list(dict.fromkeys(bot_kinds))
    seats = [{"seat": s, "bot": "/".join(kinds) if len(kinds) > 1 else bots[s], "wins": wins[s],
              "win_rate": round(rate(wins[s], games), 4), "ci": _rounded(wilson_interval(wins[s], games)),
              "ci_adjusted": _rounded(seat_tests.adjusted_interval(wins[s], decided, players)),
              "expected": round(1 / players, 4)}
             for s in range(players)]
    return seats, draws


def seat_test_figures(seats: Sequence[dict]) -> dict:
    """The joint test across the seats (chi-square against equal shares of the decided games)."""
    return seat_tests.joint_test([seat["wins"] for seat in seats])


def bot_kind_figures(records: Sequence[GameRecord], seat_bots) -> list[dict]:
    """Per bot kind, over the seats it played (``seat_bots(n)``: the kind in each seat of game
    n): games, wins, the rate and its 95% interval, against 1/players for equal players.
    Information only: how strong the bots are, never a finding about the map."""
    games: dict[str, int] = {}
    wins: dict[str, int] = {}
    players = 0
    for record in records:
        lineup = seat_bots(record.number)
        players = len(lineup)
        for seat, kind in enumerate(lineup):
            games[kind] = games.get(kind, 0) + 1
            wins[kind] = wins.get(kind, 0) + (record.winner == seat)
    return [{"kind": kind, "games": games[kind], "wins": wins[kind],
             "win_rate": round(rate(wins[kind], games[kind]), 4),
             "ci": _rounded(wilson_interval(wins[kind], games[kind])), "expected": round(1 / players, 4)}
            for kind in games]


def distinct_games(records: Sequence[GameRecord]) -> int:
    """How many of the games differ (by their fingerprints, game_record.py)."""
    return len({record.fingerprint for record in records})


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


def continent_figures(facts: StaticFacts, records: Sequence[GameRecord], players: int,
                      prober: Prober | None = None) -> list[dict]:
    """Per continent: how often it was held, by whom, and what holding it did (``value``:
    continent_value.py; ``prober`` replays games with other bonuses for the candidates)."""
    games = len(records)
    values = continent_values(facts, records, prober)
    rows = []
    for c, value in zip(facts.continents, values, strict=True):
        held_games = [r.continent_turns_held[c.index] for r in records if r.continent_turns_held[c.index] > 0]
        first = [r for r in records if r.continent_first_holder[c.index] != NOBODY_HELD]
        first_wins = sum(1 for r in first if r.winner == r.continent_first_holder[c.index])
        held_rate = rate(len(held_games), games)
        first_rate = rate(first_wins, len(first)) if first else None
        first_ci = _rounded(wilson_interval(first_wins, len(first))) if first else None
        rows.append({
            "id": c.id, "name": c.name, "bonus": c.bonus, "size": c.size,
            "border_territories": c.border_territories, "entry_connections": c.entry_connections,
            "held_rate": round(held_rate, 4),
            "mean_turns_held": round(sum(held_games) / len(held_games), 2) if held_games else 0.0,
            "first_holder_games": len(first),
            "first_holder_win_rate": round(first_rate, 4) if first_rate is not None else None,
            "first_holder_ci": first_ci,
            "suggested_bonus": value.suggested, "reason": value.reason,
            "value": value.as_json(),
            "verdict": value.verdict if value.confirmed else None,
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
        for weight, item in seat_tests.seat_findings(report["seats"], report["seat_test"]):
            add(weight, item)
        for weight, item in design_findings(report):
            add(weight, item)
        mover = report["first_mover"]
        lo, hi = mover["ci"]
        off = lo > expected or hi < expected
        large = off and (lo - expected if lo > expected else expected - hi) * 100 >= FIRST_MOVER_WARNING_POINTS
        template = text.FIRST_MOVER_LARGE if large else text.FIRST_MOVER_OFF if off else text.FIRST_MOVER
        add(10 + 100 * abs(mover["win_rate"] - expected) if off else 2,
            text.finding("first-mover", text.WARNING if large else text.INFO, template,
                         rate=text.percent(mover["win_rate"]), expected=text.percent(expected),
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
        for weight, item in continent_findings(row, c):
            add(weight, item)
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


def design_findings(report: dict) -> list[tuple[float, dict]]:
    """(weight, finding): how the games were played and what that implies, the bots' own
    strength (information, never about the map), and a warning when few games differ."""
    design, games = report["design"], report["games_played"]
    found: list[tuple[float, dict]] = []
    distinct = report["distinct_games"]
    if distinct < DISTINCT_SHARE * games:
        found.append((30 + 50 * (1 - distinct / games), text.finding(
            "few-distinct-games", text.WARNING, text.FEW_DISTINCT_GAMES, distinct=distinct, games=games)))
    kinds = list(dict.fromkeys(design["bots"]))
    bots = ", ".join(kinds)
    if len(kinds) > 1:
        found.append((3, text.finding("design", text.INFO, text.DESIGN_ROTATED, setup=design["setup"], bots=bots)))
        for row in report["bot_kinds"]:
            found.append((1.5, text.finding(
                "bot-kind", text.INFO, text.BOT_KIND_RATE, bot=row["kind"], rate=text.percent(row["win_rate"]),
                expected=text.percent(row["expected"]), low=text.percent(row["ci"][0]),
                high=text.percent(row["ci"][1]))))
    else:
        found.append((3, text.finding("design", text.INFO, text.DESIGN_ONE_BOT, setup=design["setup"], bot=bots)))
    if design["setup"] == "claim":
        found.append((2.5, text.finding("claimed-setup", text.INFO, text.DESIGN_CLAIMED)))
    return found


def continent_findings(row: dict, c) -> list[tuple[float, dict]]:
    """(weight, finding) for one continent: a warning only when the games show at 95% (for all
    the continents together, and confirmed by replaying them with another bonus where there
    were games enough) that its bonus pays more or less than holding it costs."""
    value = row["value"]
    matched = (value["evidence"] or {}).get("matched")
    if value["method"] == "never-held":
        return [(8 + c.bonus, text.finding("continent-never-held", text.WARNING, text.CONTINENT_NEVER_HELD,
                                           continent=c.name, bonus=c.bonus))]
    params = {"continent": c.name, "bonus": c.bonus, "suggested": row["suggested_bonus"]}
    if matched is not None:
        held = matched["holdings"]
        params.update(wins=text.percent(matched["wins"] / held), expected=text.percent(matched["expected_wins"] / held),
                      advantage=text.percent(matched["advantage"]), low=text.percent(matched["ci"][0]),
                      high=text.percent(matched["ci"][1]))
    if row["verdict"] is not None and matched is not None:
        template = {"cheap": text.CONTINENT_CHEAP, "dear": text.CONTINENT_DEAR,
                    "target": text.CONTINENT_TARGET}[row["verdict"]]
        weight = 5 + 10 * abs(c.bonus - row["suggested_bonus"]) + 100 * abs(matched["advantage"])
        return [(weight, text.finding(f"continent-{row['verdict']}", text.WARNING, template, **params))]
    probe = (value["evidence"] or {}).get("counterfactual")
    after = (value["evidence"] or {}).get("after")
    found: list[tuple[float, dict]] = []
    if after is not None and matched is not None:
        found.append((4, text.finding("continent-after-another", text.INFO, text.CONTINENT_AFTER_ANOTHER,
                                      **dict(params, first=after))))
    elif (value["evidence"] or {}).get("not_replayed") and matched is not None:
        found.append((4, text.finding("continent-not-replayed", text.INFO, text.CONTINENT_NOT_REPLAYED, **params)))
    elif value["method"] == "matched" and row["suggested_bonus"] != c.bonus and matched is not None:
        template = text.CONTINENT_UNPROBED_CHEAP if matched["advantage"] > 0 else text.CONTINENT_UNPROBED_DEAR
        found.append((4, text.finding("continent-unprobed", text.INFO, template, **params)))
    elif probe is not None and matched is not None:
        found.append((4, text.finding("continent-unconfirmed", text.INFO, text.CONTINENT_UNCONFIRMED,
                                      **dict(params, probe=probe["bonus"], games=probe["games"]))))
    # The formula's view stays beside whatever the games could not settle: a bonus of 15 on
    # three territories must not go unremarked because a replay was inconclusive.
    formula = formula_bonus(c)
    if formula != c.bonus:
        template = text.BONUS_ABOVE_FORMULA if c.bonus > formula else text.BONUS_BELOW_FORMULA
        found.append((3 * abs(c.bonus - formula), text.finding("bonus-vs-formula", text.INFO, template,
                                                               continent=c.name, bonus=c.bonus, size=c.size,
                                                               borders=c.border_territories, suggested=formula)))
    return found
