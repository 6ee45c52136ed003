"""EconomyPlayWindow: the play window for MU economy games.

The classic window's board, players' table, log, hand-off cover, saving and victory screen,
with the economy's own phase panel (phase_panel.py: who decides and the page where they
decide), treasury panel (treasury_panel.py: the viewer's influence cards) and board tool
(economy_tool.py: clicks and drags that stand for places and orders).
"""

from __future__ import annotations

from editor.play.controller import GameController
from editor.play.economy.battle_dialog import BattleWatch
from editor.play.economy.economy_tool import EconomyPlayTool
from editor.play.economy.phase_panel import EconomyPhasePanel
from editor.play.economy.round_replay import RoundReplay
from editor.play.economy.treasury_panel import TreasuryPanel
from editor.play.play_window import PlayWindow


class EconomyPlayWindow(PlayWindow):
    tool_type = EconomyPlayTool
    phase_panel_type = EconomyPhasePanel
    hand_panel_type = TreasuryPanel

    def _game_shown(self, controller: GameController) -> None:
        self.phase_panel.set_tool(self.tool)
        # The battle dialog opens itself for battles a person fights in (battle_dialog.py);
        # the round replay is a dock, one per game (round_replay.py).
        if getattr(self, "battle_watch", None) is not None:
            self.battle_watch.deleteLater()  # it followed the game shown before
        self.battle_watch = BattleWatch(self, controller)
        if getattr(self, "round_replay", None) is None:
            self.round_replay = RoundReplay(self)
        self.round_replay.show_game(controller)
