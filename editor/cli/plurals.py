"""The command line's counts, each with its plural forms ("1 game", "2 games"; "1 partida").

pyside6-lupdate records a message as plural only when it is written ``self.tr("%n game(s)",
"", n)`` in a class (as editor/language/counts.py explains), so the command line's phrases
with a count live here, in the context "CommandLineCounts". Imported only once the command
line's language is installed (a QObject needs Qt).

Until tools/update_translations.py has written a new message's English forms, Qt gives the
source back with its "(s)" — :func:`plural` reads it as English then.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from editor.language.cli_language import english_plural


def plural(text: str, n: int) -> str:
    """``text`` as Qt translated it, its "(s)" choices (left when no catalogue has the
    message yet) made English singular or plural by ``n``."""
    return english_plural(text, n)


class CommandLineCounts(QObject):
    """The count phrases of the ``worldsmith`` command (context "CommandLineCounts")."""

    # -- validate ---------------------------------------------------------------------------
    def warnings_found(self, n: int) -> str:
        return plural(self.tr("%n warning(s).", "", n), n)

    def saved_game(self, n: int) -> str:
        """Placeholders: {file}, {map}, {verdict}."""
        return plural(self.tr("{file}: a saved game of %n action(s) on {map}; it replays to its saved position. "
                              "{verdict}", "", n), n)

    # -- odds --------------------------------------------------------------------------------
    def attacking_armies(self, n: int) -> str:
        return plural(self.tr("%n attacking army(ies) (plus one at home)", "", n), n)

    def defending(self, n: int) -> str:
        return plural(self.tr("%n defending army(ies)", "", n), n)

    # -- simulate and balance ----------------------------------------------------------------
    def games_of(self, n: int) -> str:
        """Placeholders: {rules}, {map}, {seed}."""
        return plural(self.tr("%n game(s) of {rules} on {map}, seed {seed}:", "", n), n)

    def games_of_partial(self, n: int) -> str:
        """Placeholders: {rules}, {map}, {seed}."""
        return plural(self.tr("%n game(s) of {rules} on {map}, seed {seed} (partial):", "", n), n)

    def seat_wins(self, n: int) -> str:
        """Placeholders: {seat}, {bot}, {share}."""
        return plural(self.tr("  seat {seat} ({bot}): %n win(s) ({share})", "", n), n)

    def seat_wins_interval(self, n: int) -> str:
        """Placeholders: {seat}, {bot}, {share}, {low}, {high}."""
        return plural(self.tr("  seat {seat} ({bot}): %n win(s) ({share}, 95% {low}–{high})", "", n), n)

    def bot_wins(self, n: int) -> str:
        """Placeholders: {bot}, {seats}, {share}, {low}, {high}."""
        return plural(self.tr("  bot {bot} (rotated over the seats): %n win(s) in {seats} seats ({share}, 95% "
                              "{low}–{high})", "", n), n)

    def games_per_second_on_workers(self, n: int) -> str:
        """Placeholder: {rate}."""
        return plural(self.tr("  {rate} games per second on %n worker(s)", "", n), n)

    def scenario_players(self, n: int) -> str:
        """Placeholder: {value}, the players asked for."""
        return plural(self.tr("the scenario has %n player(s), not {value}", "", n), n)

    def stopped(self, n: int) -> str:
        """Placeholder: {played}; n: the games asked for."""
        return plural(self.tr("stopped: the report covers {played} of %n game(s)", "", n), n)

    # -- campaign ----------------------------------------------------------------------------
    def players(self, n: int) -> str:
        return plural(self.tr("%n player(s)", "", n), n)

    def games_played_so_far(self, n: int) -> str:
        return plural(self.tr("%n game(s) played so far", "", n), n)

    def turns(self, n: int) -> str:
        return plural(self.tr("%n turn(s)", "", n), n)

    def actions(self, n: int) -> str:
        return plural(self.tr("%n action(s)", "", n), n)

    def saved_games_played(self, n: int) -> str:
        """Placeholder: {file}."""
        return plural(self.tr("saved {file}: %n game(s) played", "", n), n)

    # -- packs -------------------------------------------------------------------------------
    def packs_added(self, n: int) -> str:
        """Placeholders: {file}, {total}."""
        return plural(self.tr("{file}: %n sealed pack(s) added ({total} in the world)", "", n), n)

    def scar_types(self, n: int) -> str:
        return plural(self.tr("%n scar type(s)", "", n), n)

    def scar_cards(self, n: int) -> str:
        return plural(self.tr("%n scar card(s)", "", n), n)

    def powers(self, n: int) -> str:
        return plural(self.tr("%n power(s)", "", n), n)

    def event_cards(self, n: int) -> str:
        return plural(self.tr("%n event card(s)", "", n), n)

    def mission_cards(self, n: int) -> str:
        return plural(self.tr("%n mission card(s)", "", n), n)

    def rule_option_changes(self, n: int) -> str:
        return plural(self.tr("%n rule option change(s)", "", n), n)


_counts: CommandLineCounts | None = None


def cli_counts() -> CommandLineCounts:
    """The one CommandLineCounts (made on first use)."""
    global _counts
    if _counts is None:
        _counts = CommandLineCounts()
    return _counts
