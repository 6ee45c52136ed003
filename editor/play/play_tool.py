"""The play tool: what a click on the map means in each phase of the game.

The tool holds no rules. It reads what is legal from the controller (``legal_actions``,
``count_range``) and, for a click that means something illegal, builds the action the click
stands for and shows the rule set's own reason (``controller.explain``). Attacks and
fortifications need more than a click (dice, a number of armies): the tool only asks for
them (``attackRequested``, ``fortifyRequested``) and the window opens the dialog.

A page of a decision panel may ask for a place with ``pick_territory`` (allowed places
highlighted; a click on one answers, elsewhere says why not; Escape gives up).

It speaks the MapView tool protocol (``activate``, ``deactivate``, ``mouse_press`` ...), so
the view hands it the mouse after its own panning.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QLineF, QObject, QPointF, Qt, Signal
from PySide6.QtGui import QColor, QCursor, QKeyEvent, QPen
from PySide6.QtWidgets import QApplication, QGraphicsLineItem

from editor.language.vocabulary import words_of
from editor.tools.base import ToolEvent
from engine.core.actions import Attack, Blitz, ClaimTerritory, Fortify, PlaceArmies
from engine.core.state import NOBODY, Phase

DRAG_LINE_COLOUR = QColor("#111111")
DRAG_LINE_PIXELS = 2.5
Z_DRAG_LINE = 60.0  # above the badges


def attack_moves(controller) -> dict[int, set[int]]:
    """Territories the current player can attack from, each with the ones it can attack."""
    moves: dict[int, set[int]] = {}
    for action in controller.legal_actions():
        if isinstance(action, Attack | Blitz):
            moves.setdefault(action.source, set()).add(action.target)
    return moves


def fortify_moves(controller) -> dict[int, set[int]]:
    """Territories the current player can move armies from, each with where they can go."""
    moves: dict[int, set[int]] = {}
    for action in controller.legal_actions():
        if isinstance(action, Fortify):
            moves.setdefault(action.source, set()).add(action.target)
    return moves


class PlayTool(QObject):
    """Turns clicks on the play board into the game's actions (or into requests for them)."""

    name = "play"
    status = Signal(str)  # a hint or a refusal, for the status line
    attackRequested = Signal(int, int)  # noqa: N815 (Qt naming) source, target: open the attack dialog
    fortifyRequested = Signal(int, int)  # noqa: N815 source, target: ask how many armies to move
    sourceChanged = Signal(object)  # noqa: N815 the chosen territory (attack or fortify), or None

    def __init__(self, controller, board, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.board = board
        self.placement_count = 1  # armies a Shift+click places (the phase panel sets it)
        self._active = False
        self._source: int | None = None
        self._moves: dict[int, set[int]] = {}
        self._pressing = False  # the left button went down on the map
        self._press: int | None = None  # the territory it went down on
        self._press_pixel: QPointF | None = None
        self._dragging = False
        self._drag_line: QGraphicsLineItem | None = None
        self._hovered: int | None = None
        self._situation: tuple | None = None  # (phase, decider, can act) when last hinted at
        # A place being asked for (pick_territory): allowed, prompt, answer, why-not.
        self._picking: tuple[frozenset[int], str, Callable[[int], None], Callable[[int], str] | None] | None = None
        for signal in (controller.stateChanged, controller.humanTurn, controller.handoffNeeded,
                       controller.gameOver):
            signal.connect(self.refresh)

    # -- reading ---------------------------------------------------------------------------------
    def source(self) -> int | None:
        """The territory chosen to attack or move armies from, if any."""
        return self._source

    def can_act(self) -> bool:
        """Whether a person sits at the screen and must decide now."""
        controller = self.controller
        return (controller.state.phase != Phase.GAME_OVER
                and controller.is_human(controller.decider())
                and controller.waiting_for_handoff() is None)

    def set_placement_count(self, count: int) -> None:
        self.placement_count = max(1, int(count))

    # -- choosing a place ----------------------------------------------------------------------
    def pick_territory(self, allowed: Iterable[int], prompt: str, chosen: Callable[[int], None],
                       refusal: Callable[[int], str] | None = None) -> None:
        """Ask for a territory among ``allowed``: highlighted, ``prompt`` in the status bar;
        a click on one calls ``chosen(territory)`` (and ends the choice), a click elsewhere
        shows ``refusal(territory)`` (or the prompt)."""
        self._picking = (frozenset(allowed), prompt, chosen, refusal)
        self.refresh()
        self.status.emit(prompt)

    def picking(self) -> frozenset[int] | None:
        """The territories being asked for, if a place is being chosen."""
        return self._picking[0] if self._picking is not None else None

    def stop_picking(self) -> None:
        if self._picking is not None:
            self._picking = None
            self.refresh()

    # -- the tool protocol ---------------------------------------------------------------------
    def activate(self) -> None:
        self._active = True
        self.board.view.viewport().setCursor(QCursor(Qt.CursorShape.ArrowCursor))
        self.refresh()

    def deactivate(self) -> None:
        self.cancel()
        self._active = False
        self._situation = None  # hint again when shown again
        self.board.clear_highlight()

    def cancel(self) -> None:
        """Forget a half-made choice (the chosen source, a drag)."""
        self._end_drag()
        self._pressing = False
        self._press = None
        self._set_source(None)
        self.refresh()

    def mouse_press(self, event: ToolEvent) -> bool:
        if event.button != Qt.MouseButton.LeftButton:
            return False
        self._pressing = True
        self._press = self.board.territory_at(event.position)
        self._press_pixel = QPointF(self.board.view.mapFromScene(event.position))
        self._dragging = False
        return True

    def mouse_move(self, event: ToolEvent) -> bool:
        if self._pressing and self._press is not None and event.buttons & Qt.MouseButton.LeftButton:
            if not self._dragging and self._far_enough(event.position) and self._can_drag_from(self._press):
                self._dragging = True
                self._set_source(self._press)
                self.refresh()
            if self._dragging:
                self._show_drag_line(event.position)
                return True
        self._hover(self.board.territory_at(event.position))
        return False

    def mouse_release(self, event: ToolEvent) -> bool:
        if event.button != Qt.MouseButton.LeftButton or not self._pressing:
            return False
        territory = self.board.territory_at(event.position)
        pressed, dragged = self._press, self._dragging
        self._pressing = False
        self._press = None
        self._end_drag()
        if dragged and territory is not None and territory != pressed:
            self._pair(pressed, territory)
        elif dragged:
            self.refresh()  # dropped outside, or back where it started: the source stays chosen
        elif territory == pressed:
            self.click(territory, event.modifiers)
        return True

    def mouse_double_click(self, event: ToolEvent) -> bool:
        # Quick clicks are each a click (three quick clicks place three armies). Most
        # platforms send a press before the double click; where none came, this is the press.
        if event.button != Qt.MouseButton.LeftButton:
            return False
        return True if self._pressing else self.mouse_press(event)

    def key_press(self, event: QKeyEvent) -> bool:
        if event.key() == Qt.Key.Key_Escape and self._picking is not None:
            self.stop_picking()
            self.status.emit(self._hint())
            return True
        if event.key() == Qt.Key.Key_Escape and (self._source is not None or self._dragging):
            self.cancel()
            self.status.emit(self._hint())
            return True
        return False

    # -- clicks ----------------------------------------------------------------------------------
    def click(self, territory: int | None, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
        """What a click on ``territory`` (None: outside every territory) means now."""
        if not self.can_act():
            self.status.emit(self._wait_text())
            return
        if self._picking is not None:
            allowed, prompt, chosen, refusal = self._picking
            if territory in allowed:
                self._picking = None
                chosen(territory)
                self.refresh()
            else:
                self.status.emit(refusal(territory) if refusal is not None and territory is not None else prompt)
            return
        if territory is None:
            self.status.emit(self._hint())
            return
        phase = self.controller.state.phase
        if phase == Phase.CLAIM:
            self._perform(ClaimTerritory(territory))
        elif phase in (Phase.PLACE_INITIAL, Phase.REINFORCE):
            self._place(territory, modifiers)
        elif phase == Phase.ATTACK:
            self._attack_click(territory)
        elif phase == Phase.FORTIFY:
            self._fortify_click(territory)
        else:
            self.status.emit(self._hint())

    def _perform(self, action) -> bool:
        reason = self.controller.attempt(action)
        if reason is not None:
            self.status.emit(reason)
        return reason is None

    def _place(self, territory: int, modifiers) -> None:
        controller = self.controller
        state = controller.state
        allowed = controller.rules.count_range(state, PlaceArmies(territory, 1))
        if modifiers & Qt.KeyboardModifier.ControlModifier:
            count = allowed.stop - 1 if allowed else 1
        elif modifiers & Qt.KeyboardModifier.ShiftModifier:
            count = self.placement_count
        else:
            count = 1
        if allowed:
            count = min(max(count, allowed.start), allowed.stop - 1)
        name = controller.names.territories[territory]
        phase = state.phase
        neutral = state.players[state.owner[territory]].neutral if state.owner[territory] != NOBODY else False
        # (When the placement ends the phase, the next phase's hint, already shown, says more.)
        if self._perform(PlaceArmies(territory, count)) and controller.state.phase is phase:
            if neutral:  # the two-player setup's neutral army, placed by the person at the screen
                text = self.tr("%n neutral army(ies) placed on {territory}.", "", count).format(territory=name)
            else:
                text = self.words().placed_on(count, name)
            after = controller.state
            if after.phase == Phase.PLACE_INITIAL and (after.setup_turn_armies or after.setup_turn_neutral):
                text += " " + self._hint()  # the rest of this setup turn: say what is left
            self.status.emit(text)

    def _attack_click(self, territory: int) -> None:
        state = self.controller.state
        names = self.controller.names.territories
        source = self._source
        if state.owner[territory] == state.current:
            if territory == source:
                self._choose(None, self.tr("Choose a territory to attack from."))
            elif territory in self._moves:
                self._choose(territory, self.tr("Attack from {territory}: click a territory outlined in red.")
                             .format(territory=names[territory]))
            else:
                self.status.emit(self._cannot_attack_from(territory))
            return
        if source is not None:
            if territory in self._moves.get(source, ()):
                self.attackRequested.emit(source, territory)
                return
            reason = self.controller.explain(Attack(source, territory, 1))
            self.status.emit(reason or self._hint())
            return
        if any(territory in targets for targets in self._moves.values()):
            self.status.emit(self.tr("First click one of your territories next to {territory} to attack from it.")
                             .format(territory=names[territory]))
        else:
            self.status.emit(self.tr("None of your territories can attack {territory}.")
                             .format(territory=names[territory]))

    def _cannot_attack_from(self, territory: int) -> str:
        controller = self.controller
        state = controller.state
        enemies = [n for n in controller.world.neighbours[territory]
                   if controller.world.land[n] and state.owner[n] != state.current]
        if not enemies:
            return self.tr("{territory} has no enemy neighbours to attack.").format(
                territory=controller.names.territories[territory])
        return controller.explain(Attack(territory, enemies[0], 1)) or self._hint()

    def _fortify_click(self, territory: int) -> None:
        controller = self.controller
        state = controller.state
        names = controller.names.territories
        source = self._source
        if source is not None and territory != source and territory in self._moves.get(source, ()):
            self.fortifyRequested.emit(source, territory)
            return
        if state.owner[territory] != state.current:
            reason = controller.explain(Fortify(source if source is not None else territory, territory, 1))
            self.status.emit(reason or self._hint())
            return
        if territory == source:
            self._choose(None, self._hint())
        elif territory in self._moves:
            self._choose(territory, self.words().move_from(names[territory]))
        elif source is not None:
            self.status.emit(controller.explain(Fortify(source, territory, 1)) or self._hint())
        else:
            self.status.emit(self._cannot_move_from(territory))

    def _cannot_move_from(self, territory: int) -> str:
        name = self.controller.names.territories[territory]
        if self.controller.state.armies[territory] < 2:
            return self.words().only_one_unit(name)
        return self.words().nowhere_to_move(name)

    def _pair(self, source: int | None, target: int) -> None:
        """A drag from ``source`` to ``target``: attack or move armies, or say why not."""
        if source is None or not self.can_act():
            self.refresh()
            return
        phase = self.controller.state.phase
        if phase == Phase.ATTACK:
            if target in self._moves.get(source, ()):
                self.attackRequested.emit(source, target)
            else:
                self.status.emit(self.controller.explain(Attack(source, target, 1)) or self._hint())
        elif phase == Phase.FORTIFY:
            if target in self._moves.get(source, ()):
                self.fortifyRequested.emit(source, target)
            else:
                self.status.emit(self.controller.explain(Fortify(source, target, 1)) or self._hint())
        self.refresh()

    def _attack_moves(self) -> dict[int, set[int]]:
        """Where the current player may go from each territory in the attack phase (a rule
        set with more moves there than attacks, such as Legacy's expansions, adds them)."""
        return attack_moves(self.controller)

    def _choose(self, source: int | None, text: str) -> None:
        self._set_source(source)
        self.refresh()
        self.status.emit(text)

    def _set_source(self, source: int | None) -> None:
        if source != self._source:
            self._source = source
            self.sourceChanged.emit(source)

    # -- keeping the highlights right ----------------------------------------------------------------
    def refresh(self, *_args) -> None:
        """Bring the chosen source and the highlights in line with the game (after any change)."""
        phase = self.controller.state.phase
        acting = self.can_act()
        if self._picking is not None and not acting:
            self._picking = None  # the decision moved on (another player, a hand-off)
        if acting and phase == Phase.ATTACK:
            self._moves = self._attack_moves()
        elif acting and phase == Phase.FORTIFY:
            self._moves = fortify_moves(self.controller)
        else:
            self._moves = {}
        if self._source is not None and self._source not in self._moves:
            self._set_source(None)
        if not self._active:
            return
        state = self.controller.state
        situation = (phase, self.controller.decider(), acting)
        if situation != self._situation:
            self._situation = situation
            # A new phase or decider: say what to do now, or whom we wait for — never leave a
            # person's hint in the status bar during a computer's turn or after the end.
            self.status.emit(self._hint() if acting else self._wait_text())
        if self._picking is not None:
            # Places to choose wear the quiet outline of territories that can act, not the loud
            # band of attack targets: a start or a reward may be allowed in most of the map.
            self.board.highlight(self._picking[0], set(), None)
        elif self._moves:
            source = self._source
            self.board.highlight(set(self._moves), self._moves.get(source, set()) if source is not None else set(),
                                 source)
        elif acting and phase == Phase.OCCUPY:
            self.board.highlight(set(), {state.attack_target}, state.attack_source)
        else:
            self.board.clear_highlight()

    # -- dragging ---------------------------------------------------------------------------------
    def _far_enough(self, position: QPointF) -> bool:
        if self._press_pixel is None:
            return False
        pixel = QPointF(self.board.view.mapFromScene(position))
        distance = (pixel - self._press_pixel).manhattanLength()
        return distance >= QApplication.startDragDistance()

    def _can_drag_from(self, territory: int | None) -> bool:
        return territory is not None and self.can_act() and territory in self._moves

    def _show_drag_line(self, position: QPointF) -> None:
        start = self.board.anchor(self._source) if self._source is not None else position
        if self._drag_line is None:
            pen = QPen(DRAG_LINE_COLOUR, DRAG_LINE_PIXELS, Qt.PenStyle.DashLine)
            pen.setCosmetic(True)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            self._drag_line = QGraphicsLineItem()
            self._drag_line.setPen(pen)
            self._drag_line.setZValue(Z_DRAG_LINE)
            self._drag_line.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.board.scene.addItem(self._drag_line)
        self._drag_line.setLine(QLineF(start, position))

    def drag_line(self) -> QGraphicsLineItem | None:
        return self._drag_line

    def _end_drag(self) -> None:
        self._dragging = False
        if self._drag_line is not None:
            if self._drag_line.scene() is not None:
                self._drag_line.scene().removeItem(self._drag_line)
            self._drag_line = None

    # -- hints ------------------------------------------------------------------------------------
    def _hover(self, territory: int | None) -> None:
        if territory == self._hovered:
            return
        self._hovered = territory
        viewport = self.board.view.viewport()
        if territory is None:
            viewport.setCursor(QCursor(Qt.CursorShape.ArrowCursor))
            return
        shape = Qt.CursorShape.PointingHandCursor if self._actionable(territory) else Qt.CursorShape.ArrowCursor
        viewport.setCursor(QCursor(shape))
        self.status.emit(self.describe(territory))

    def describe(self, territory: int) -> str:
        """'Brazil: 5 armies (Ann)': what the hover line says about a territory."""
        state = self.controller.state
        name = self.controller.names.territories[territory]
        owner = state.owner[territory]
        if owner == NOBODY:
            return self.tr("{territory}: unclaimed").format(territory=name)
        armies = state.armies[territory]
        player = state.players[owner].name
        return self.words().territory_units(name, armies, player)

    def _actionable(self, territory: int) -> bool:
        """Whether a click on the territory would do something now."""
        if not self.can_act():
            return False
        state = self.controller.state
        phase = state.phase
        if phase == Phase.CLAIM:
            return state.owner[territory] == NOBODY and self.controller.world.land[territory]
        if phase == Phase.PLACE_INITIAL:
            # Your own territories, or the neutral's when this setup turn places one of its armies.
            return any(isinstance(a, PlaceArmies) and a.territory == territory
                       for a in self.controller.legal_actions())
        if phase == Phase.REINFORCE:
            return state.owner[territory] == state.current and not state.trade_required
        if phase in (Phase.ATTACK, Phase.FORTIFY):
            return territory in self._moves or territory in self._moves.get(self._source, ())
        return False

    def words(self):
        """The game's words ("armies" or Legacy's "troops"), editor/language/vocabulary.py."""
        return words_of(self.controller.rules)

    def _wait_text(self) -> str:
        controller = self.controller
        state = controller.state
        if state.phase == Phase.GAME_OVER:
            return self.tr("The game is over.")
        waiting = controller.waiting_for_handoff()
        if waiting is not None:
            return self.tr("Waiting for {player} to take the screen.").format(player=state.players[waiting].name)
        decider = controller.decider()
        if decider is not None and not controller.is_human(decider):
            return self.tr("{player} is playing: wait for your turn.").format(player=state.players[decider].name)
        return self.tr("Wait for your turn.")

    def _hint(self) -> str:
        """What to do in this phase, in a sentence."""
        if not self.can_act():
            return self._wait_text()
        state = self.controller.state
        names = self.controller.names.territories
        phase = state.phase
        if phase == Phase.CLAIM:
            return self.tr("Click an empty territory to claim it.")
        if phase == Phase.PLACE_INITIAL and (state.setup_turn_armies or state.setup_turn_neutral):
            # The two-player setup turn: two of your own and one of the neutral's.
            own, neutral = state.setup_turn_armies, state.setup_turn_neutral
            if own and neutral:
                return self.tr("Click to place {own} of your armies on your territories and {neutral} of the "
                               "neutral's on a neutral territory.").format(own=own, neutral=neutral)
            if neutral:
                return self.tr("Click a neutral territory to place {neutral} of the neutral's armies there, to "
                               "block your opponent.").format(neutral=neutral)
            return self.tr("Click your territories to place {own} more of your armies.").format(own=own)
        if phase in (Phase.PLACE_INITIAL, Phase.REINFORCE):
            if state.trade_required:
                return self.tr("Trade a set of cards first.")
            return self.words().click_to_place(self.placement_count)
        if phase == Phase.ATTACK:
            if self._source is not None:
                return self.tr("Click a territory outlined in red to attack it from {territory}, or click "
                               "{territory} again to choose another.").format(territory=names[self._source])
            return self.tr("Click one of your territories outlined in white to attack from it, or end the attack.")
        if phase == Phase.FORTIFY:
            return self.words().drag_to_move()
        if phase == Phase.DEFEND:
            return self.tr("Choose how many dice to defend with.")  # (in its own window, whoever attacks)
        if phase == Phase.OCCUPY:
            return self.words().choose_occupy(names[state.attack_target])
        return ""
