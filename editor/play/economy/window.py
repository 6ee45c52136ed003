"""EconomyPlayWindow: the play window for MU economy games.

The classic window's board, players' table, log, hand-off cover, saving and victory screen,
with the economy's own phase panel (phase_panel.py: who decides and the page where they
decide), treasury panel (treasury_panel.py: the viewer's influence cards) and board tool
(economy_tool.py: clicks and drags that stand for places and orders). Its Economy menu offers
alliances and surrender (alliance_dialog.py), and an alliance offered to the person at the
screen is put to them in their get phase.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from editor.actions.menu_items import add_menu, make_action, set_tip
from editor.play.controller import GameController
from editor.play.economy import action_choice, alliance_dialog
from editor.play.economy.battle_dialog import BattleWatch
from editor.play.economy.board_layer import EconomyBoardLayer
from editor.play.economy.economy_tool import EconomyPlayTool
from editor.play.economy.new_game_options import planning_timer_seconds
from editor.play.economy.pages.planning_page import note_majority
from editor.play.economy.phase_panel import EconomyPhasePanel
from editor.play.economy.round_replay import RoundReplay
from editor.play.economy.treasury_panel import TreasuryPanel
from editor.play.play_window import PlayWindow
from engine.core.state import Phase
from engine.rules.economy.phases import GET

OFFER_DIALOG = "alliance-offer"  # the kind of the open offer's dialog (PlayWindow.dialog)


class EconomyPlayWindow(PlayWindow):
    tool_type = EconomyPlayTool
    phase_panel_type = EconomyPhasePanel
    hand_panel_type = TreasuryPanel

    @classmethod
    def plays(cls, ruleset: str) -> bool:
        from engine.rules.economy.rules import EconomyRules
        from engine.rules.registry import ruleset_class

        return issubclass(ruleset_class(ruleset), EconomyRules)

    def planning_timer_seconds(self) -> int:
        """How long the people still planning have once most have submitted (0: no timer),
        as chosen in the new-game dialog (editor/play/economy/new_game_options.py)."""
        return planning_timer_seconds(self._settings)

    def _game_shown(self, controller: GameController) -> None:
        self.phase_panel.set_tool(self.tool)
        self.board_layer = EconomyBoardLayer(controller, self.board, self)
        # The battle dialog opens itself for battles a person fights in (battle_dialog.py);
        # the round replay is a dock, one per game (round_replay.py).
        if getattr(self, "battle_watch", None) is not None:
            self.battle_watch.deleteLater()  # it followed the game shown before
        self.battle_watch = BattleWatch(self, controller)
        if getattr(self, "round_replay", None) is None:
            self.round_replay = RoundReplay(self)
        self.round_replay.show_game(controller)
        # Offers put to a person once each, in this window (declining leaves them open).
        self._offers_asked: set[tuple[int, int]] = set()
        for signal in (controller.stateChanged, controller.screenChanged, controller.humanTurn,
                       controller.handoffNeeded):
            signal.connect(self._update_economy_menu)
        # The planning minute starts when most people have submitted (pages/planning_page.py).
        self.planning_majority_at: dict[int, float] = {}
        controller.stateChanged.connect(lambda: note_majority(controller, self.planning_majority_at))
        controller.humanTurn.connect(self._put_offers)
        controller.screenChanged.connect(self._put_offers)
        self._update_economy_menu()

    def _update_title(self) -> None:
        super()._update_title()
        state = self.controller.state if self.controller is not None else None
        self.turn_label.setAccessibleName(self.tr("Round"))
        if state is not None and state.phase != Phase.GAME_OVER and state.turn:
            # Everyone plays each phase together: the economy counts rounds, not turns.
            self.turn_label.setText(self.tr("Round {round}").format(round=state.turn))

    # -- the Economy menu ------------------------------------------------------------------------
    def _make_actions(self) -> None:
        super()._make_actions()
        # The computer players play on to the end of the round (everyone plays each phase).
        self.action_skip.setText(self.tr("&Skip to End of Round"))
        set_tip(self.action_skip, self.tr("Let the computer players play the rest of this round at once"))
        self.action_offer_alliance = make_action(
            self, "action.offerAlliance", self.tr("Offer an &Alliance…"), [], self.offer_alliance,
            tip=self.tr("Offer another player an alliance (in your get phase)"))
        # Moves with no place of their own on the board (action_choice.py): one menu entry each.
        self.choice_actions = {}
        for choice in action_choice.choices():
            self.choice_actions[choice.key] = make_action(
                self, f"action.{choice.key}", choice.title + "…", [],
                lambda _checked=False, c=choice: self.choose_action(c.key), tip=choice.explanation)
        self.action_surrender = make_action(
            self, "action.surrender", self.tr("&Surrender…"), [], self.surrender,
            tip=self.tr("Give up: your units become neutral (in your get phase)"))

    def _make_menus(self) -> None:
        super()._make_menus()
        self.economy_menu = add_menu(self.menuBar(), "menu.economy", self.tr("&Economy"),
                                     [self.action_offer_alliance, self.choice_actions["forfeit"], None,
                                      self.choice_actions["blockade"], self.choice_actions["end-blockade"], None,
                                      self.action_surrender])
        # Between Game and View, where a game's own commands are looked for.
        bar = self.menuBar()
        actions = bar.actions()
        if len(actions) > 2:
            bar.insertAction(actions[1], self.economy_menu.menuAction())

    def _update_economy_menu(self, *_args) -> None:
        controller = self.controller
        if controller is None or not hasattr(self, "action_offer_alliance"):
            return
        self.action_offer_alliance.setEnabled(bool(alliance_dialog.offerable(controller)))
        self.action_surrender.setEnabled(alliance_dialog.can_surrender(controller))
        for choice in action_choice.choices():
            self.choice_actions[choice.key].setEnabled(bool(action_choice.available(controller, choice.kind)))

    def offer_alliance(self) -> alliance_dialog.OfferAllianceDialog | None:
        """Economy ▸ Offer an Alliance…: choose the player; OK offers it."""
        if not alliance_dialog.offerable(self.controller):
            return None
        dialog = alliance_dialog.OfferAllianceDialog(self.controller, self)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        return self._show_dialog("offer-alliance", dialog)

    def choose_action(self, key: str) -> action_choice.ActionChoiceDialog | None:
        """Economy ▸ Declare a Blockade… / End a Blockade… / Forfeit a Country to an Ally…: choose
        which; OK takes it."""
        choice = next(c for c in action_choice.choices() if c.key == key)
        if not action_choice.available(self.controller, choice.kind):
            return None
        dialog = action_choice.ActionChoiceDialog(self.controller, choice, self)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        return self._show_dialog(key, dialog)

    def surrender(self) -> bool:
        """Economy ▸ Surrender…: asked for confirmation first."""
        if not alliance_dialog.can_surrender(self.controller):
            return False
        return alliance_dialog.confirm_surrender(self, self.controller)

    # -- offers put to the person at the screen ------------------------------------------------------
    def _put_offers(self, *_args) -> None:
        """In a person's get phase, with the screen theirs, the alliances offered to them are
        put to them one at a time."""
        controller = self.controller
        state = controller.state
        person = controller.decider()
        if (state.phase != GET or not controller.is_human(person) or controller.waiting_for_handoff() is not None
                or controller.shown_player() != person or self.dialog(OFFER_DIALOG) is not None):
            return
        waiting = [other for other in alliance_dialog.offers_to(state, person)
                   if (other, person) not in self._offers_asked]
        if not waiting:
            return
        offerer = waiting[0]
        self._offers_asked.add((offerer, person))
        dialog = alliance_dialog.AllianceOfferDialog(controller, offerer, self)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.answered.connect(lambda _accepted: self._put_offers())
        self._show_dialog(OFFER_DIALOG, dialog)
