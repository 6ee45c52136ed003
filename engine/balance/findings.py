"""Plain-language findings and reasons: English templates with {named} placeholders, marked
for translation in the "BalanceFinding" context (the editor translates the template, then
fills it in), plus the parameters and the English sentence.

Parameters are ready to show: percentages are whole numbers, names are strings, so a
translated template needs nothing but ``str.format``.
"""

from __future__ import annotations

from string import Formatter

from engine.core.messages import QT_TRANSLATE_NOOP, count_of

INFO, WARNING = "info", "warning"

# -- findings ------------------------------------------------------------------------------------
NO_GAMES = QT_TRANSLATE_NOOP(
    "BalanceFinding", "No games were played: only the map's static facts (graph, borders, bonuses) are shown.")
PARTIAL = QT_TRANSLATE_NOOP(
    "BalanceFinding", "The run was stopped early: these figures come from {played} of {requested}.")
# Seats (engine/balance/seat_tests.py): shares of the decided games, a joint test across the
# seats and each seat's interval corrected for their number.
SEAT_FAVOURED = QT_TRANSLATE_NOOP(
    "BalanceFinding", "Seat {seat} wins {rate}% of the decided games vs {expected}% expected ({confidence}% "
    "interval, corrected for {seats}: {low}–{high}%; all seats together: p = {p}).")
SEAT_DISFAVOURED = QT_TRANSLATE_NOOP(
    "BalanceFinding", "Seat {seat} wins only {rate}% of the decided games vs {expected}% expected ({confidence}% "
    "interval, corrected for {seats}: {low}–{high}%; all seats together: p = {p}).")
SEATS_EVEN = QT_TRANSLATE_NOOP(
    "BalanceFinding", "No seat is clearly favoured: the seats' wins are within chance of {expected}% each.")
FIRST_MOVER = QT_TRANSLATE_NOOP(
    "BalanceFinding", "Moving first wins {rate}% of games vs {expected}% expected (95% interval {low}–{high}%).")
# A first mover off the fair share is as much the rules' and the bots' doing as the map's:
# symmetric maps show it too (independent checks of issue 31 found 22% and 20% with four
# seats; random bots on a ring of 12 identical territories, 28%). So it is information, and a
# warning only when the edge is large (FIRST_MOVER_WARNING_POINTS in figures.py).
FIRST_MOVER_OFF = QT_TRANSLATE_NOOP(
    "BalanceFinding", "Moving first wins {rate}% of games vs {expected}% expected (95% interval {low}–{high}%). "
    "Turn order gives an edge of a few points like this on symmetric maps too, so it says more about the rules "
    "and the bots than about this map.")
FIRST_MOVER_LARGE = QT_TRANSLATE_NOOP(
    "BalanceFinding", "Moving first wins {rate}% of games vs {expected}% expected (95% interval {low}–{high}%): an "
    "edge this large is more than turn order gives on symmetric maps, so look at what the first player can reach "
    "before the others move.")
START_FAVOURED = QT_TRANSLATE_NOOP(
    "BalanceFinding", "Start {start} wins {rate}% of its games vs {expected}% expected (95% interval {low}–{high}%).")
TURN_LIMIT_HIT = QT_TRANSLATE_NOOP(
    "BalanceFinding", "{count} of {games} ({rate}%) reached the turn limit of {turns} without a winner.")
# Continents (engine/balance/continent_value.py): first holders against players in the same
# position who did not hold it; "joint" intervals hold for all the map's continents together.
CONTINENT_CHEAP = QT_TRANSLATE_NOOP(
    "BalanceFinding", "{continent}'s bonus of {bonus} pays more than holding it costs: its first holders win {wins}% "
    "of games vs {expected}% for players in the same position without it ({advantage}, joint 95% interval "
    "{low} to {high}); about {suggested} would fit.")
CONTINENT_DEAR = QT_TRANSLATE_NOOP(
    "BalanceFinding", "{continent}'s bonus of {bonus} does not pay back holding it: its first holders win only "
    "{wins}% of games vs {expected}% for players in the same position without it ({advantage}, joint 95% "
    "interval {low} to {high}); about {suggested} would fit.")
CONTINENT_TARGET = QT_TRANSLATE_NOOP(
    "BalanceFinding", "{continent}'s bonus of {bonus} makes whoever holds it a target: its first holders win only "
    "{wins}% of games vs {expected}% for players in the same position without it ({advantage}, joint 95% "
    "interval {low} to {high}), and they do better with a smaller bonus; about {suggested} would fit.")
CONTINENT_NOT_REPLAYED = QT_TRANSLATE_NOOP(
    "BalanceFinding", "{continent}'s first holders win {wins}% of games vs {expected}% for players in the same "
    "position without it ({advantage}), but it was not among the clearest cases replayed with another "
    "bonus in this run: its bonus of {bonus} stands until a run replays it.")
CONTINENT_UNPROBED_CHEAP = QT_TRANSLATE_NOOP(
    "BalanceFinding", "{continent}'s first holders win {wins}% of games vs {expected}% for players in the same "
    "position without it ({advantage}): its bonus of {bonus} may pay more than holding it costs, but too "
    "few games were played to replay them with another bonus and show that the bonus is the cause.")
CONTINENT_UNPROBED_DEAR = QT_TRANSLATE_NOOP(
    "BalanceFinding", "{continent}'s first holders win only {wins}% of games vs {expected}% for players in the same "
    "position without it ({advantage}): its bonus of {bonus} may not pay back holding it, but too few "
    "games were played to replay them with another bonus and show that the bonus is the cause.")
CONTINENT_UNCONFIRMED = QT_TRANSLATE_NOOP(
    "BalanceFinding", "{continent}'s first holders win {wins}% of games vs {expected}% for players in the same "
    "position without it, but replaying {games} with its bonus at {probe} does not show at 95% that its "
    "bonus of {bonus} is off: no change is suggested.")
CONTINENT_AFTER_ANOTHER = QT_TRANSLATE_NOOP(
    "BalanceFinding", "{continent}'s first holders win {wins}% of games vs {expected}% for players in the same "
    "position without it ({advantage}): look at it again once {first} is settled — only the clearest case "
    "is replayed in one run, and one continent's bonus changes how the others play.")
CONTINENT_NEVER_HELD = QT_TRANSLATE_NOOP(
    "BalanceFinding", "{continent} was never held at the end of a turn: its bonus of {bonus} is never paid.")
BONUS_ABOVE_FORMULA = QT_TRANSLATE_NOOP(
    "BalanceFinding", "{continent}'s bonus of {bonus} is high for {territories} and {border_territories}: the "
    "formula suggests {suggested}.")
BONUS_BELOW_FORMULA = QT_TRANSLATE_NOOP(
    "BalanceFinding", "{continent}'s bonus of {bonus} is low for {territories} and {border_territories}: the "
    "formula suggests {suggested}.")
CHOKE_TERRITORIES = QT_TRANSLATE_NOOP(
    "BalanceFinding", "Choke points (losing one cuts the map in two): {names}.")
CHOKE_CONNECTIONS = QT_TRANSLATE_NOOP(
    "BalanceFinding", "Connections that are the only link between two parts of the map: {names}.")
HOT_TERRITORY = QT_TRANSLATE_NOOP(
    "BalanceFinding", "{territory} changes hands most: captured {captures} times per game on average.")
DISCONNECTED = QT_TRANSLATE_NOOP(
    "BalanceFinding", "The map falls into {parts} that no connection joins: some territories can never be "
    "reached.")

# How the games were played (engine/balance/runner.py), and whether they are many games or a few repeated.
DESIGN_ROTATED = QT_TRANSLATE_NOOP(
    "BalanceFinding", "Setup '{setup}'; bots {bots} with varied openings, rotated over the seats so that each seat "
    "played each bot equally often: the seat figures measure the seats, not the bots.")
DESIGN_ONE_BOT = QT_TRANSLATE_NOOP(
    "BalanceFinding", "Setup '{setup}'; {bot} bots with varied openings in every seat.")
DESIGN_CLAIMED = QT_TRANSLATE_NOOP(
    "BalanceFinding", "Territories were claimed in turn: the bots' claims shape the openings, and with them the "
    "first-mover and continent figures (a random deal, the report's default, does not).")
BOT_KIND_RATE = QT_TRANSLATE_NOOP(
    "BalanceFinding", "The {bot} bot wins {rate}% of the seats it played vs {expected}% for equal players (95% "
    "interval {low}–{high}%): this is the bots' strength, not the map's.")
FEW_DISTINCT_GAMES = QT_TRANSLATE_NOOP(
    "BalanceFinding", "Games that differ: only {distinct} of {games}, so the figures rest on fewer games than they "
    "seem.")

# -- reasons for a suggested bonus ---------------------------------------------------------------
REASON_FORMULA = QT_TRANSLATE_NOOP(
    "BalanceFinding", "{territories} and {border_territories} with {entry_connections}: "
    "0.4 × {size} + 0.3 × {borders} + 0.1 × {entries} ≈ {suggested}.")
REASON_WITHIN_CHANCE = QT_TRANSLATE_NOOP(
    "BalanceFinding", "Its first holders win {wins}% of games vs {expected}% for players in the same position "
    "without it ({advantage}, joint 95% interval {low} to {high}): within chance, so the bonus of {bonus} "
    "stands.")
REASON_WITHIN_CHANCE_FORMULA = QT_TRANSLATE_NOOP(
    "BalanceFinding", "Its first holders win {wins}% of games vs {expected}% for players in the same position "
    "without it ({advantage}, joint 95% interval {low} to {high}): within chance, so the games ask for no "
    "change to the bonus of {bonus} — but they cannot tell what a holder already winning gains, and the formula, "
    "from what holding it costs, gives {formula}.")
REASON_NOT_REPLAYED = QT_TRANSLATE_NOOP(
    "BalanceFinding", "Its first holders win {wins}% of games vs {expected}% for players in the same position "
    "without it ({advantage}, joint 95% interval {low} to {high}); only the clearest cases were "
    "replayed with another bonus in this run ({replays}) and none of them needed a change, so the bonus of "
    "{bonus} stands until a run replays it.")
REASON_PROBED_TARGET = QT_TRANSLATE_NOOP(
    "BalanceFinding", "Its first holders win {wins}% of games vs {expected}% for players in the same position "
    "without it ({advantage}); replaying {games} with a bonus of {probe} gives "
    "{probe_advantage}: the more it pays, the harder the others go after whoever holds it. Holding it "
    "breaks even at about {fair} (95% interval {fair_low}–{fair_high}; never below the formula's {formula}).")
REASON_MATCHED_CHEAP = QT_TRANSLATE_NOOP(
    "BalanceFinding", "Its first holders win {wins}% of games vs {expected}% for players in the same position "
    "without it ({advantage}, joint 95% interval {low} to {high}): the bonus pays more than holding it "
    "costs. Too few games to replay with another bonus; {suggested} points the way.")
REASON_MATCHED_DEAR = QT_TRANSLATE_NOOP(
    "BalanceFinding", "Its first holders win {wins}% of games vs {expected}% for players in the same position "
    "without it ({advantage}, joint 95% interval {low} to {high}): the bonus does not pay back holding "
    "it. Too few games to replay with another bonus; {suggested} points the way.")
REASON_PROBED = QT_TRANSLATE_NOOP(
    "BalanceFinding", "Its first holders win {wins}% of games vs {expected}% for players in the same position "
    "without it ({advantage}); replaying {games} with a bonus of {probe} gives "
    "{probe_advantage}, so holding it breaks even at a bonus of about {fair} (95% interval "
    "{fair_low}–{fair_high}).")
REASON_PROBED_PAYS_AT_ZERO = QT_TRANSLATE_NOOP(
    "BalanceFinding", "Its first holders win {wins}% of games vs {expected}% for players in the same position "
    "without it ({advantage}); replaying {games} with a bonus of {probe} gives "
    "{probe_advantage}: holding it breaks even below a bonus of 1, so the smallest bonus, {fair}, fits "
    "best.")
REASON_PROBE_FLAT = QT_TRANSLATE_NOOP(
    "BalanceFinding", "Its first holders win {wins}% of games vs {expected}% for players in the same position "
    "without it ({advantage}); replaying {games} with a bonus of {probe} gives "
    "{probe_advantage}, no nearer to breaking even: the bonus of {bonus} is not shown to be the cause.")
REASON_REPLAY_ANOTHER = QT_TRANSLATE_NOOP(
    "BalanceFinding", "Its first holders win {wins}% of games vs {expected}% for players in the same position "
    "without it ({advantage}, joint 95% interval {low} to {high}); only {first}, the clearest case, was "
    "replayed with another bonus: one continent's bonus changes how the others play, so fix {first} first and "
    "run the report again.")
REASON_NEVER_HELD = QT_TRANSLATE_NOOP(
    "BalanceFinding", "Never held in {games}: a larger bonus would make it worth taking; {suggested} "
    "instead of the formula's {formula}.")


# The templates' counts (engine.core.messages.Count, "12 games"): placeholder -> the parameter it
# counts and its phrase. A few take a number the template also shows bare, in a formula
# ("{territories} … 0.4 × {size}").
COUNTED = {
    "games": ("games", "games"),
    "requested": ("requested", "games"),
    "turns": ("limit", "turns"),
    "seats": ("seats", "seats"),
    "advantage": ("advantage", "points"),
    "probe_advantage": ("probe_advantage", "points"),
    "parts": ("parts", "parts"),
    "replays": ("replays", "continents"),
    "territories": ("size", "territories"),
    "border_territories": ("borders", "border_territories"),
    "entry_connections": ("entries", "entry_connections"),
}


def message(template: str, **params: object) -> dict:
    """A reason: the template, the parameters it uses (counts as Counts) and the English sentence."""
    used = {name for _, name, _, _ in Formatter().parse(template) if name}
    for name, (counted, key) in COUNTED.items():
        if name in used and isinstance(params.get(counted), int):
            params[name] = count_of(params[counted], key)
    params = {name: value for name, value in params.items() if name in used}
    return {"template": template, "params": params, "text": template.format(**params)}


def finding(code: str, severity: str, template: str, **params: object) -> dict:
    return {"code": code, "severity": severity, **message(template, **params)}


def percent(value: float) -> int:
    return round(100 * value)
