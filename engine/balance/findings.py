"""Plain-language findings and reasons: English templates with {named} placeholders, marked
for translation in the "BalanceFinding" context (the editor translates the template, then
fills it in), plus the parameters and the English sentence.

Parameters are ready to show: percentages are whole numbers, names are strings, so a
translated template needs nothing but ``str.format``.
"""

from __future__ import annotations

from string import Formatter

from engine.core.messages import QT_TRANSLATE_NOOP

INFO, WARNING = "info", "warning"

# -- findings ------------------------------------------------------------------------------------
NO_GAMES = QT_TRANSLATE_NOOP(
    "BalanceFinding", "No games were played: only the map's static facts (graph, borders, bonuses) are shown.")
PARTIAL = QT_TRANSLATE_NOOP(
    "BalanceFinding", "The run was stopped early: these figures come from {played} of {requested} games.")
SEAT_FAVOURED = QT_TRANSLATE_NOOP(
    "BalanceFinding", "Seat {seat} wins {rate}% of games vs {expected}% expected (95% interval {low}–{high}%).")
SEAT_DISFAVOURED = QT_TRANSLATE_NOOP(
    "BalanceFinding", "Seat {seat} wins only {rate}% of games vs {expected}% expected (95% interval {low}–{high}%).")
SEATS_EVEN = QT_TRANSLATE_NOOP(
    "BalanceFinding", "No seat is clearly favoured: every seat's win rate is within chance of {expected}%.")
FIRST_MOVER = QT_TRANSLATE_NOOP(
    "BalanceFinding", "Moving first wins {rate}% of games vs {expected}% expected (95% interval {low}–{high}%).")
START_FAVOURED = QT_TRANSLATE_NOOP(
    "BalanceFinding", "Start {start} wins {rate}% of its games vs {expected}% expected (95% interval {low}–{high}%).")
TURN_LIMIT_HIT = QT_TRANSLATE_NOOP(
    "BalanceFinding", "{count} of {games} games ({rate}%) reached the turn limit of {limit} turns without a winner.")
CONTINENT_CHEAP = QT_TRANSLATE_NOOP(
    "BalanceFinding", "{continent} is held in {held}% of games and its first holder wins {wins}% — its bonus of "
    "{bonus} is cheap for what it must defend (border territories: {borders}); about {suggested} would fit.")
CONTINENT_RARELY_HELD = QT_TRANSLATE_NOOP(
    "BalanceFinding", "{continent} is held in only {held}% of games — its bonus of {bonus} does not pay for what it "
    "must defend (border territories: {borders}); about {suggested} would fit.")
CONTINENT_DEAR = QT_TRANSLATE_NOOP(
    "BalanceFinding", "{continent}'s first holder wins only {wins}% of games vs {expected}% expected — its bonus of "
    "{bonus} does not pay for what it must defend (border territories: {borders}); about {suggested} would fit.")
CONTINENT_NEVER_HELD = QT_TRANSLATE_NOOP(
    "BalanceFinding", "{continent} was never held at the end of a turn: its bonus of {bonus} is never paid.")
BONUS_ABOVE_FORMULA = QT_TRANSLATE_NOOP(
    "BalanceFinding", "{continent}'s bonus of {bonus} is high for {size} territories and {borders} borders: the "
    "formula suggests {suggested}.")
BONUS_BELOW_FORMULA = QT_TRANSLATE_NOOP(
    "BalanceFinding", "{continent}'s bonus of {bonus} is low for {size} territories and {borders} borders: the "
    "formula suggests {suggested}.")
CHOKE_TERRITORIES = QT_TRANSLATE_NOOP(
    "BalanceFinding", "Choke points (losing one cuts the map in two): {names}.")
CHOKE_CONNECTIONS = QT_TRANSLATE_NOOP(
    "BalanceFinding", "Connections that are the only link between two parts of the map: {names}.")
HOT_TERRITORY = QT_TRANSLATE_NOOP(
    "BalanceFinding", "{territory} changes hands most: captured {captures} times per game on average.")
DISCONNECTED = QT_TRANSLATE_NOOP(
    "BalanceFinding", "The map falls into {parts} parts that no connection joins: some territories can never be "
    "reached.")

# -- reasons for a suggested bonus ---------------------------------------------------------------
REASON_FORMULA = QT_TRANSLATE_NOOP(
    "BalanceFinding", "{size} territories and {borders} border territories with {entries} entry connections: "
    "0.4 × {size} + 0.3 × {borders} + 0.1 × {entries} ≈ {suggested}.")
REASON_HELD_AND_WINS = QT_TRANSLATE_NOOP(
    "BalanceFinding", "Held in {held}% of games and its first holder wins {wins}% vs {expected}% expected: "
    "the bonus pays too much for what it costs to hold; {suggested} instead of the formula's {formula}.")
REASON_RARELY_HELD = QT_TRANSLATE_NOOP(
    "BalanceFinding", "Held in only {held}% of games: the bonus does not pay for holding it; {suggested} instead "
    "of the formula's {formula}.")
REASON_FIRST_HOLDER_LOSES = QT_TRANSLATE_NOOP(
    "BalanceFinding", "Its first holder wins only {wins}% of games vs {expected}% expected: the bonus does not pay "
    "for holding it; {suggested} instead of the formula's {formula}.")
REASON_NEVER_HELD = QT_TRANSLATE_NOOP(
    "BalanceFinding", "Never held in {games} games: a larger bonus would make it worth taking; {suggested} "
    "instead of the formula's {formula}.")


def message(template: str, **params: object) -> dict:
    """A reason: the template, the parameters it uses and the English sentence."""
    used = {name for _, name, _, _ in Formatter().parse(template) if name}
    params = {name: value for name, value in params.items() if name in used}
    return {"template": template, "params": params, "text": template.format(**params)}


def finding(code: str, severity: str, template: str, **params: object) -> dict:
    return {"code": code, "severity": severity, **message(template, **params)}


def percent(value: float) -> int:
    return round(100 * value)
