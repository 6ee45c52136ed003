"""A sealed pack opened during a game, revealed to the table.

Whenever the game pauses on a pack (phase pack-opened) the reveal shows it — for a person's
decision and for a computer player's alike: a computer player goes on at once, but the people
at the table must still read what the world has become. The dialog is not modal (the game is
never blocked by it); its Continue goes on with the game when a person is the one to go on,
and otherwise only closes it. Packs opened together are shown one after another.

What a pack adds is read from the world's Pack (engine/campaign/pack_model.py): its text, its
scar types, powers, event and mission cards, and the rule options it changes.
"""

from __future__ import annotations

import html

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QDialog, QFrame, QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget

from editor.language.catalogue_text import catalogue_text
from editor.language.counts import counts
from editor.language.pack_text import pack_text
from editor.play.event_text import seat_name
from engine.campaign.pack_model import Pack
from engine.rules.legacy.actions import Continue
from engine.rules.legacy.options import LegacyOptions
from engine.rules.legacy.state import PACK_OPENED

BANNER_STYLE = ("QFrame#packBanner { background: qlineargradient(x1:0, y1:0, x2:1, y2:1, stop:0 #3e2723, "
                "stop:1 #b71c1c); border-radius: 8px; } QLabel { color: #fff8e1; }")


def pack_of(controller, pack_id: str) -> Pack | None:
    return next((p for p in controller.rules.legacy.packs if p.id == pack_id), None)


def paused_on(controller) -> str:
    """The pack the game is paused on now ("" for none)."""
    state = controller.state
    return state.pack_shown if state.phase == PACK_OPENED else ""


class PackRevealDialog(QDialog):
    """Shows opened packs one at a time, the first in ``queue`` first."""

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.queue: list[str] = []
        self.setObjectName("packReveal")
        self.setAccessibleName(self.tr("A sealed pack is opened"))
        self.setWindowTitle(self.tr("A sealed pack is opened"))
        self.setModal(False)
        self.setMinimumWidth(480)
        self.resize(520, 520)
        layout = QVBoxLayout(self)

        banner = QFrame(self)
        banner.setObjectName("packBanner")
        banner.setStyleSheet(BANNER_STYLE)
        banner_layout = QVBoxLayout(banner)
        self.kicker = QLabel(self.tr("THE WAR PROGRESSES — a sealed pack is opened"), banner)
        self.kicker.setObjectName("packKicker")
        self.kicker.setAccessibleName(self.kicker.text())
        self.title = QLabel(banner)
        self.title.setObjectName("packName")
        self.title.setAccessibleName(self.tr("The pack's name"))
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 2)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setWordWrap(True)
        self.story = QLabel(banner)
        self.story.setObjectName("packText")
        self.story.setAccessibleName(self.tr("The pack's text"))
        self.story.setWordWrap(True)
        story_font = QFont(self.story.font())
        story_font.setItalic(True)
        self.story.setFont(story_font)
        for widget in (self.kicker, self.title, self.story):
            banner_layout.addWidget(widget)
        layout.addWidget(banner)

        self.contents = QLabel(self)
        self.contents.setObjectName("packContents")
        self.contents.setAccessibleName(self.tr("What the pack adds"))
        self.contents.setWordWrap(True)
        self.contents.setTextFormat(Qt.TextFormat.RichText)
        self.contents.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        scroll = QScrollArea(self)
        scroll.setObjectName("packContentsScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self.contents)
        scroll.setMinimumHeight(220)
        layout.addWidget(scroll, 1)

        self.who = QLabel(self)
        self.who.setObjectName("packWhoGoesOn")
        self.who.setAccessibleName(self.tr("Who goes on"))
        self.who.setWordWrap(True)
        layout.addWidget(self.who)
        self.continue_button = QPushButton(self.tr("&Continue"), self)
        self.continue_button.setObjectName("packRevealContinue")
        self.continue_button.setAccessibleName(self.tr("Continue"))
        self.continue_button.setDefault(True)
        self.continue_button.clicked.connect(self.go_on)
        layout.addWidget(self.continue_button, 0, Qt.AlignmentFlag.AlignRight)

    # -- what is shown ---------------------------------------------------------------------------
    def showing(self) -> str:
        return self.queue[0] if self.queue else ""

    def add(self, pack_id: str) -> None:
        if pack_id in self.queue:
            return
        self.queue.append(pack_id)
        if len(self.queue) == 1:
            self._show_first()
        self.refresh()

    def _show_first(self) -> None:
        pack = pack_of(self.controller, self.showing())
        if pack is None:
            self.queue.pop(0)
            if self.queue:
                self._show_first()
            return
        self.title.setText(pack_text(pack, "name"))
        self.story.setText(pack_text(pack, "text"))
        self.contents.setText(self.describe(pack))
        self.setWindowTitle(self.tr("A sealed pack is opened: {pack}").format(pack=pack_text(pack, "name")))
        self.show()
        self.raise_()

    def person_goes_on(self) -> bool:
        """Whether a person may go on from the pack shown now (the game is paused on it)."""
        controller = self.controller
        return (bool(self.showing()) and paused_on(controller) == self.showing()
                and controller.is_human(controller.decider()) and controller.waiting_for_handoff() is None)

    def refresh(self) -> None:
        if not self.showing():
            return
        if self.person_goes_on():
            self.who.setText(self.tr("Read it aloud, then go on with the game."))
            self.continue_button.setText(self.tr("&Continue"))
        elif paused_on(self.controller) == self.showing():
            self.who.setText(self.tr("{player} goes on when they have read it.").format(
                player=seat_name(self.controller, self.controller.decider())))
            self.continue_button.setText(self.tr("&Close"))
        else:
            self.who.setText(self.tr("The game has gone on: close this when everyone has read it."))
            self.continue_button.setText(self.tr("&Close"))
        self.continue_button.setAccessibleName(self.continue_button.text().replace("&", ""))

    def go_on(self) -> None:
        """Continue the game if a person goes on from this pack; show the next one or close."""
        if self.person_goes_on():
            self.controller.perform(Continue())
        self.next_pack()

    def next_pack(self) -> None:
        if self.queue:
            self.queue.pop(0)
        if self.queue:
            self._show_first()
            self.refresh()
        else:
            self.hide()

    def describe(self, pack: Pack) -> str:
        """What ``pack`` adds, as rich text: one section per kind of thing it brings."""
        world = self.controller.rules.legacy
        sections: list[tuple[str, list[str]]] = []

        def item(name: str, text: str) -> str:
            return f"<b>{html.escape(name)}</b> — {html.escape(text)}"

        def card(thing) -> str:
            # A built-in scar's or power's words are the catalogue's, in the reader's language;
            # a pack's own words are its translation for the reader, else as the pack wrote them.
            return item(pack_text(thing, "name"), pack_text(thing, "text"))

        if pack.scar_types:
            sections.append((self.tr("New scars"), [card(s) for s in pack.scar_types]))
        if pack.scar_cards:
            names = {s.id: pack_text(s, "name") for s in (*world.scar_types, *pack.scar_types)}
            sections.append((self.tr("Scar cards added"), [
                html.escape(self.tr("{scar}: {count}").format(scar=names.get(scar, scar), count=count))
                for scar, count in pack.scar_cards.items()]))
        if pack.powers:
            faction = {f.id: catalogue_text(f.name) for f in world.factions}
            sections.append((self.tr("New powers"), [
                item(self.tr("{faction}: {power}").format(faction=faction.get(p.faction, p.faction),
                                                          power=pack_text(p, "name")),
                     pack_text(p, "text")) for p in pack.powers]))
        if pack.events:
            sections.append((self.tr("Event cards"), [card(e) for e in pack.events]))
        if pack.missions:
            sections.append((self.tr("Mission cards"), [
                item(pack_text(m, "name"), self.tr("{text} ({stars})").format(
                    text=pack_text(m, "text"), stars=counts().red_stars(m.stars)))
                for m in pack.missions]))
        if pack.options:
            # The options' help is the engine's English, marked for translation (context "RuleOptions").
            helps = {name: QCoreApplication.translate("RuleOptions", help_text)
                     for name, _default, help_text, _choices in LegacyOptions.describe()}
            sections.append((self.tr("Rules changed from the next game"), [
                html.escape(self.tr("{rule} Now: {value}.").format(rule=helps.get(name, name), value=value))
                for name, value in pack.options.items()]))
        if pack.rules:
            sections.append((self.tr("Rules"), [html.escape(pack_text(pack, "rules"))]))
        if not sections:
            return html.escape(self.tr("This pack adds nothing but its story."))
        parts = []
        for title, items in sections:
            parts.append(f"<h3>{html.escape(title)}</h3><ul>" + "".join(f"<li>{i}</li>" for i in items) + "</ul>")
        return "".join(parts)


class PackReveal(QObject):
    """Follows a game and reveals every pack it pauses on (a child of the controller, so it
    goes with the game)."""

    def __init__(self, controller, window: QWidget) -> None:
        super().__init__(controller)
        self.controller = controller
        self.dialog = PackRevealDialog(controller, window)
        self._revealed: set[str] = set()
        controller.stateChanged.connect(self.check)
        for signal in (controller.humanTurn, controller.handoffNeeded, controller.screenChanged):
            signal.connect(self.dialog.refresh)
        self.check()

    def check(self) -> None:
        if not shiboken6.isValid(self.dialog):
            return  # the window went on to another game and took the dialog with it
        pack = paused_on(self.controller)
        if pack and pack not in self._revealed:
            self._revealed.add(pack)
            self.dialog.add(pack)
        self.dialog.refresh()


def follow_packs(controller, window: QWidget) -> PackReveal:
    """Reveal in ``window`` each pack ``controller``'s game opens (the reveal of the game
    shown before goes)."""
    for old in window.findChildren(PackRevealDialog):
        old.hide()
        old.deleteLater()
    return PackReveal(controller, window)
