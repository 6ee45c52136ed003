"""The phase panel: whose turn it is, what is left to do, and the buttons that move the turn on.

Everything it shows comes from the controller; its buttons are enabled only when the action
they stand for is legal for the person deciding now, so a button never leads to a refusal.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPalette
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.language.vocabulary import words_of
from editor.play.colours import player_colour
from engine.core.actions import BeginAttack, EndAttack, EndTurn, PlaceArmies
from engine.core.state import Phase


def _soften(label: QLabel) -> None:
    """Secondary text: the theme's text colour, partly transparent (reads on light and dark themes)."""
    palette = label.palette()
    colour = palette.color(QPalette.ColorRole.WindowText)
    colour.setAlpha(165)
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):  # disabled stays as it is
        palette.setColor(group, QPalette.ColorRole.WindowText, colour)
    label.setPalette(palette)


class ColourSwatch(QWidget):
    """A small rounded square in a player's colour."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._colour = QColor("#a6a6a6")
        self.setFixedSize(QSize(18, 18))

    def colour(self) -> QColor:
        return QColor(self._colour)

    def set_colour(self, colour: QColor) -> None:
        if QColor(colour) != self._colour:
            self._colour = QColor(colour)
            self.update()

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QColor(0, 0, 0, 150))
        painter.setBrush(self._colour)
        painter.drawRoundedRect(self.rect().adjusted(1, 1, -1, -1), 4, 4)


class PhasePanel(QWidget):
    placementCountChanged = Signal(int)  # noqa: N815 (Qt naming) armies a Shift+click places

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        # "Armies" or "troops", "fortify" or "maneuver": the words of the game's rule set.
        self.words = words_of(controller.rules)
        self.setObjectName("phasePanel")
        self.setAccessibleName(self.tr("Turn and phase"))
        self._build()
        controller.stateChanged.connect(self.refresh)
        controller.humanTurn.connect(self.refresh)
        controller.handoffNeeded.connect(self.refresh)
        controller.gameOver.connect(self.refresh)
        controller.botThinking.connect(self.refresh)
        self.refresh()

    # -- building ---------------------------------------------------------------------------------
    def _build(self) -> None:
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 10, 10, 10)
        layout.setSpacing(6)

        top = QHBoxLayout()
        self.swatch = ColourSwatch(self)
        self.swatch.setObjectName("playerSwatch")
        self.swatch.setAccessibleName(self.tr("Player colour"))
        self.player_label = self._label("playerName", self.tr("Player"))
        font = self.player_label.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.player_label.setFont(font)
        self.turn_label = self._label("turnNumber", self.tr("Turn"))
        self.turn_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        top.addWidget(self.swatch)
        top.addWidget(self.player_label, 1)
        top.addWidget(self.turn_label)
        layout.addLayout(top)

        self.phase_label = self._label("phaseName", self.tr("Phase"))
        phase_font = self.phase_label.font()
        phase_font.setCapitalization(phase_font.Capitalization.AllUppercase)
        phase_font.setLetterSpacing(phase_font.SpacingType.PercentageSpacing, 108)
        phase_font.setPointSizeF(phase_font.pointSizeF() * 0.9)
        self.phase_label.setFont(phase_font)
        _soften(self.phase_label)
        layout.addWidget(self.phase_label)

        self.task_label = self._label("phaseTask", self.tr("What to do"))
        task_font = self.task_label.font()
        task_font.setPointSizeF(task_font.pointSizeF() * 1.25)
        self.task_label.setFont(task_font)
        self.task_label.setWordWrap(True)
        layout.addWidget(self.task_label)

        count_row = QHBoxLayout()
        words = self.words
        self.count_label = self._label("placementCountLabel", words.per_click_name())
        self.count_label.setText(words.per_click_label())
        self.placement_count = QSpinBox(self)
        self.placement_count.setObjectName("placementCount")
        self.placement_count.setAccessibleName(words.per_click_name())
        self.placement_count.setToolTip(words.placement_tip())
        self.placement_count.setRange(1, 1)
        self.placement_count.valueChanged.connect(self.placementCountChanged)
        self.count_label.setBuddy(self.placement_count)
        count_row.addWidget(self.count_label, 1)
        count_row.addWidget(self.placement_count)
        layout.addLayout(count_row)

        self.placement_hint = self._label("placementHint", words.placement_hint_name())
        self.placement_hint.setText(self.tr("Click: 1 · Shift+click: this many · Ctrl+click: all"))
        self.placement_hint.setWordWrap(True)
        _soften(self.placement_hint)
        layout.addWidget(self.placement_hint)

        line = QFrame(self)
        line.setFrameShape(QFrame.Shape.HLine)
        line.setFrameShadow(QFrame.Shadow.Sunken)
        layout.addWidget(line)

        buttons = QGridLayout()
        buttons.setSpacing(6)
        self.begin_attack = self._button("beginAttack", self.tr("Begin attack"),
                                         words.begin_attack_tip(), self._begin_attack)
        self.end_attack = self._button("endAttack", self.tr("End attack"),
                                       words.end_attack_tip(), self._end_attack)
        self.end_turn = self._button("endTurn", self.tr("End turn"),
                                     words.end_turn_tip(), self._end_turn)
        self.undo_placement = self._button("undoPlacement", self.tr("Undo placement"),
                                           words.undo_placement_tip(), self._undo_placement)
        self.skip_turn = self._button("skipTurn", self.tr("Finish this turn"),
                                      self.tr("Let the computer player finish its turn at once"), self._skip_turn)
        buttons.addWidget(self.begin_attack, 0, 0)
        buttons.addWidget(self.end_attack, 0, 1)
        buttons.addWidget(self.undo_placement, 1, 0)
        buttons.addWidget(self.end_turn, 1, 1)
        self.auto_place = self._button(
            "autoPlace", self.tr("Place the rest for me"),
            self.tr("Place all your remaining starting armies for you, now and in your later setup turns"),
            self._auto_place)
        buttons.addWidget(self.skip_turn, 2, 0, 1, 2)
        buttons.addWidget(self.auto_place, 3, 0, 1, 2)
        layout.addLayout(buttons)
        layout.addStretch(1)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)

    def _label(self, name: str, accessible: str) -> QLabel:
        label = QLabel(self)
        label.setObjectName(name)
        label.setAccessibleName(accessible)
        return label

    def _button(self, name: str, text: str, tip: str, slot) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        button.setAccessibleName(text)
        button.setToolTip(tip)
        button.clicked.connect(slot)
        return button

    # -- acting -----------------------------------------------------------------------------------
    def _begin_attack(self) -> None:
        self.controller.perform(BeginAttack())

    def _end_attack(self) -> None:
        self.controller.perform(EndAttack())

    def _end_turn(self) -> None:
        self.controller.perform(EndTurn())

    def _undo_placement(self) -> None:
        self.controller.undo_placement()
        self.refresh()  # (undoing emits stateChanged too; this covers a refusal)

    def _auto_place(self) -> None:
        self.controller.auto_place()

    def _skip_turn(self) -> None:
        self.controller.skip_to_end_of_turn()
        self.skip_turn.setEnabled(False)  # once is enough: the turn runs to its end

    # -- showing ----------------------------------------------------------------------------------
    def person_decides(self) -> bool:
        """Whether the person at the screen must decide now (buttons may be enabled)."""
        controller = self.controller
        return (controller.state.phase != Phase.GAME_OVER and controller.is_human(controller.decider())
                and controller.waiting_for_handoff() is None)

    def refresh(self, *_args) -> None:
        controller = self.controller
        state = controller.state
        current = state.current
        over = state.phase == Phase.GAME_OVER
        shown = state.winner if over and state.winner is not None else current
        self.swatch.set_colour(player_colour(controller, shown))
        self.player_label.setText(state.players[shown].name)
        self.swatch.setToolTip(state.players[shown].name)
        self.turn_label.setText(self.tr("Turn {turn}").format(turn=state.turn) if state.turn > 0
                                else self.tr("Setting up"))
        self.phase_label.setText(self.phase_name(state.phase))
        self.task_label.setText(self.task_text())

        acting = self.person_decides()
        legal = controller.legal_actions() if acting else []
        self.begin_attack.setEnabled(any(isinstance(a, BeginAttack) for a in legal))
        self.end_attack.setEnabled(any(isinstance(a, EndAttack) for a in legal))
        self.end_turn.setEnabled(any(isinstance(a, EndTurn) for a in legal))
        self.undo_placement.setEnabled(acting and controller.can_undo_placement())
        bot_turn = not over and not controller.is_human(current)
        self.skip_turn.setVisible(bot_turn or not controller.humans())
        self.skip_turn.setEnabled(bot_turn)

        self.auto_place.setVisible(state.phase == Phase.PLACE_INITIAL)
        self.auto_place.setEnabled(controller.can_auto_place())
        placing = acting and any(isinstance(a, PlaceArmies) for a in legal)
        most = self.placement_most() if placing else 0
        self.placement_count.setEnabled(placing and most > 0)
        if most > 0:
            self.placement_count.setMaximum(most)
        self.count_label.setEnabled(self.placement_count.isEnabled())
        self.placement_hint.setEnabled(self.placement_count.isEnabled())

    def placement_most(self) -> int:
        """How many armies the person could place at once now (0: none)."""
        controller = self.controller
        state = controller.state
        mine = state.territories_of(state.current)
        if not mine:
            return 0
        allowed = controller.rules.count_range(state, PlaceArmies(mine[0], 1))
        return allowed.stop - 1 if allowed else 0

    def phase_name(self, phase: str) -> str:
        """The phase's title, as the rule set names it, in the reader's language (a phase no
        rule set describes shows its own name rather than failing)."""
        return QCoreApplication.translate("Phase", self.controller.rules.phase_info(phase).title)

    def task_text(self) -> str:
        """What is left to do now, in words."""
        controller = self.controller
        state = controller.state
        names = controller.names.territories
        phase = state.phase
        if phase == Phase.GAME_OVER:
            if state.winner is None:
                return self.tr("Game over: a draw")
            return self.tr("Game over: {player} wins").format(player=state.players[state.winner].name)
        decider = controller.decider()
        waiting = controller.waiting_for_handoff()
        if waiting is not None:
            return self.tr("Hand the screen to {player}").format(player=state.players[waiting].name)
        if decider is not None and not controller.is_human(decider):
            return self.tr("{player} is thinking…").format(player=state.players[decider].name)
        if phase == Phase.CLAIM:
            return self.tr("Claim an empty territory")
        if phase == Phase.PLACE_INITIAL:
            left = state.players[state.current].armies_to_place
            own, neutral = state.setup_turn_armies, state.setup_turn_neutral
            if neutral and own:  # the two-player setup: two of your own and one neutral
                return self.tr("This turn: {own} of your armies and {neutral} of the neutral's (%n of yours "
                               "left)", "", left).format(own=own, neutral=neutral)
            if neutral:
                return self.tr("This turn: {neutral} of the neutral's armies, on a neutral territory").format(
                    neutral=neutral)
            if own:
                return self.tr("This turn: {own} more of your armies (%n left)", "", left).format(own=own)
            return self.tr("Place your starting armies (%n left)", "", left)
        if phase == Phase.REINFORCE:
            if state.trade_required:
                return self.tr("Trade a set: you hold %n card(s)", "", len(state.players[state.current].cards))
            if state.reinforcements > 0:
                return self.words.place_task(state.reinforcements)
            return self.tr("Trade a set or begin the attack")
        if phase == Phase.ATTACK:
            # The rule set's own words (Legacy: "Expand, attack, or end the attack").
            described = self.controller.rules.phases.get(phase)
            if described is not None and described.task:
                return QCoreApplication.translate("Phase", described.task)
            return self.tr("Attack or end the attack")
        if phase == Phase.DEFEND:
            return self.tr("{player} chooses dice").format(player=state.players[decider].name)
        if phase == Phase.OCCUPY:
            return self.words.occupy_task(names[state.attack_target], state.occupy_min, state.occupy_max)
        if phase == Phase.FORTIFY:
            # A rule set may name this step its own way (Legacy: "Maneuver").
            described = self.controller.rules.phases.get(phase)
            if described is not None and described.task:
                return QCoreApplication.translate("Phase", described.task)
            return self.tr("Fortify or end your turn")
        # Another rule set's phase: its own words for what to do — said to whoever decides
        # when that is not the player whose turn it is (Legacy's missiles after a roll).
        task = self.controller.rules.phase_info(phase).task
        text = QCoreApplication.translate("Phase", task) if task else ""
        if text and decider is not None and decider != state.current:
            return self.tr("{player}: {task}").format(player=state.players[decider].name, task=text)
        return text
