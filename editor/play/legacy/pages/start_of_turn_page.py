"""The start of a Legacy turn, for a person: buy a red star with four resource cards, play the
scar card (its territory picked on the board), or go on to recruit (or join the war)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from editor.language.catalogue_text import catalogue_text
from editor.language.counts import counts
from editor.play.legacy.pages.common import Page, card_text
from editor.scenario.mark_items import scar_name
from engine.rules.legacy.actions import BeginRecruit, BuyStar, PlayScarCard

# lupdate reads the context from literal translate("Context", "text") calls.
translate = QCoreApplication.translate


class StartOfTurnPage(Page):
    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent, "startOfTurnPage", translate("LegacyPages", "Start of turn"))
        self.stars = self.label("starCount", translate("LegacyPages", "Red stars"))
        self.box.addWidget(self.stars)
        self.buy_star = self.button("buyStar", translate("LegacyPages", "Buy a red star"), self._buy_star)
        self.buy_cards = self.label("buyStarCards", translate("LegacyPages", "Cards a red star costs"))
        self.play_scar = self.button("playScar", translate("LegacyPages", "Play your scar card"), self._play_scar)
        self.scar_text = self.label("scarCardText", translate("LegacyPages", "Your scar card"))
        self.recruit = self.button("beginRecruit", translate("LegacyPages", "Recruit"), self._recruit)
        for widget in (self.buy_star, self.buy_cards, self.play_scar, self.scar_text, self.recruit):
            self.box.addWidget(widget)
        self.finish_layout()

    # -- what may be done ---------------------------------------------------------------------------
    def _legal(self, kind) -> list:
        return [a for a in self.controller.legal_actions() if isinstance(a, kind)]

    def refresh(self) -> None:
        controller = self.controller
        state = controller.state
        player = controller.decider()
        self.title.setText(translate("LegacyPages", "{player}, your turn begins").format(player=self.decider_name()))
        self.stars.setText(translate("LegacyPages", "Red stars: {stars} of the {needed} that win").format(
            stars=controller.rules.stars(state, player), needed=controller.rules.options.stars_to_win))
        buys = self._legal(BuyStar)
        self.buy_star.setVisible(bool(buys))
        self.buy_cards.setVisible(bool(buys))
        if buys:
            self.buy_cards.setText(translate("LegacyPages", "It costs these {count}: {cards}").format(
                count=counts().cards(len(buys[0].cards)),
                cards=", ".join(card_text(controller, c) for c in buys[0].cards)))
        scars = self._legal(PlayScarCard)
        self.play_scar.setVisible(bool(scars))
        self.scar_text.setVisible(bool(scars))
        if scars:
            scar = controller.rules.legacy.scar_type(state.players[player].scar_card or "")
            if scar is not None:
                self.play_scar.setText(translate(
                    "LegacyPages", "Play your scar card: {scar}").format(scar=scar_name(scar)))
                self.play_scar.setAccessibleName(self.play_scar.text())
                self.scar_text.setText(catalogue_text(scar.text))
        owns_land = player in state.owner
        self.recruit.setText(translate(
            "LegacyPages", "Recruit") if owns_land else translate("LegacyPages", "Join the war"))
        self.recruit.setAccessibleName(self.recruit.text())

    # -- doing it ---------------------------------------------------------------------------------------
    def _buy_star(self) -> None:
        buys = self._legal(BuyStar)
        if buys:
            self.perform(buys[0])

    def _play_scar(self) -> None:
        targets = {a.territory for a in self._legal(PlayScarCard)}
        tool = self.tool()
        if not targets or tool is None or not hasattr(tool, "pick_territory"):
            return
        prompt = translate("LegacyPages", "Click a highlighted territory to place your scar there (Escape: not now).")
        self.refusal.clear()
        # A refused place is said on the page too, not only in the status bar (the play-test
        # missed "Eastern United States already has a scar" at the bottom of the window).
        tool.pick_territory(targets, prompt, lambda t: self.perform(PlayScarCard(t)),
                            lambda t: self.refuse(self.controller.explain(PlayScarCard(t)) or prompt))

    def _recruit(self) -> None:
        self.perform(BeginRecruit())
