"""The Options dock of the scenario designer: the rule set's options as a form.

What is listed comes from the rule set's own declaration (``options_type``: each option's
default, help text, choices and range), so a new option appears here with no line to add.
Options the Setup choice and the fixed board set (``SET_BY_SETUP``) and mapping-valued options
are left out: they have editors of their own or none that a form could give.

A value equal to the default is not written: choosing it removes the option from the scenario,
so a saved scenario names only what differs from the rules as written. Options in the file that
the rule set does not know, or whose value it refuses, are listed at the top with a one-click
fix. Every edit is one ``SetOptions`` command on the document's undo stack.
"""

from __future__ import annotations

import dataclasses
import difflib
import html
import itertools
import typing
from collections.abc import Mapping
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtGui import QUndoCommand
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.language.app_language import app_language
from editor.scenario.commands import rule_set_text
from editor.scenario.scenario_document import ScenarioChange, ScenarioDocument, ScenarioPart
from editor.scenario.scenario_panel import setup_choice, setup_choices
from engine.rules.option_words import choice_words, option_title, used_by
from engine.rules.options import OptionError, RuleOptions
from engine.rules.registry import ruleset_class
from engine.scenario.validation import SCENARIO_OWNED_OPTIONS

# lupdate reads the context from literal translate("Context", "text") calls.
translate = QCoreApplication.translate

# A spin box holds a 32-bit int: the bounds of a whole-number option declared without one.
SPIN_LOWEST, SPIN_HIGHEST = -(2**31), 2**31 - 1
SHOWN_VALUE_LENGTH = 40
MUTED = "color: palette(placeholder-text);"
CHANGED = "font-weight: bold;"
PLAIN = ""
WRONG = "color: #b3261e;"


# -- what the rule set declares ------------------------------------------------------------------
@dataclass(frozen=True)
class OptionSpec:
    """One option a form can edit, as the rule set declares it."""

    name: str  # as written in scenario files: "turn-limit"
    kind: str  # "bool", "int", "choice" or "text"
    default: object
    help: str  # the rule set's English, marked QT_TRANSLATE_NOOP("RuleOptions", ...)
    choices: tuple = ()
    minimum: int | None = None
    maximum: int | None = None


def file_name(key: object) -> str:
    """An option's name as scenario files write it (they may spell it with '_' too)."""
    return str(key).replace("_", "-")


def options_type(ruleset: str) -> type[RuleOptions] | None:
    """The rule set's options class, or None for a rule set nobody registered."""
    try:
        return ruleset_class(ruleset).options_type
    except KeyError:
        return None


def editable_options(ruleset: str) -> list[OptionSpec]:
    """The options of ``ruleset`` the form edits, in the order the rule set declares them."""
    declared = options_type(ruleset)
    if declared is None:
        return []
    return [spec for spec in declared_options(ruleset) if spec.name not in declared.SET_BY_SETUP]


def declared_options(ruleset: str) -> list[OptionSpec]:
    """Every option of ``ruleset`` with a value a form could hold (no mappings), those the
    Setup choice sets included."""
    declared = options_type(ruleset)
    if declared is None:
        return []
    hints = typing.get_type_hints(declared)
    fields = {file_name(f.name): f for f in dataclasses.fields(declared)}
    ranges = declared.ranges()
    specs = []
    for name, default, help_text, choices in declared.describe():
        hint = hints[fields[name].name]
        if _is_mapping(hint):
            continue
        if choices:
            specs.append(OptionSpec(name, "choice", default, help_text, tuple(choices)))
        elif hint is bool:
            specs.append(OptionSpec(name, "bool", default, help_text))
        elif hint is int:
            minimum, maximum = ranges.get(name, (None, None))
            specs.append(OptionSpec(name, "int", default, help_text, minimum=minimum, maximum=maximum))
        elif hint is str:
            specs.append(OptionSpec(name, "text", default, help_text))
        # Any other type has no widget here: the file is the place to write it.
    return specs


def _is_mapping(hint: object) -> bool:
    return hint is dict or typing.get_origin(hint) is dict


def checked_value(ruleset: str, key: object, value: object) -> object:
    """``value`` as the rule set reads it ("yes" is True, "5" is 5); OptionError if refused."""
    declared = options_type(ruleset)
    read = declared.from_mapping({key: value})
    return getattr(read, str(key).replace("-", "_"))


# -- what is wrong in the file ------------------------------------------------------------------------
@dataclass(frozen=True)
class OptionIssue:
    """An option in ``scenario.options`` the rule set does not take, and why (in words)."""

    key: object  # exactly as in the scenario's options
    value: object
    reason: str
    unknown: bool  # True: remove the option; False: the value is wrong, use the default
    meant: str = ""  # an unknown option's likely spelling, when the rules have one close to it


def option_issues(ruleset: str, options: Mapping[object, object]) -> list[OptionIssue]:
    """What the rule set refuses in ``options``, in the file's order (none for unknown rules:
    the Problems panel says the rules are unknown, the options cannot be judged). The same
    refusals as validation's ``bad-option`` problems, worded per option."""
    declared = options_type(ruleset)
    if declared is None:
        return []
    known = {file_name(f.name): f for f in dataclasses.fields(declared)}
    specs = {spec.name: spec for spec in declared_options(ruleset)}
    issues = []
    for key, value in options.items():
        name = file_name(key)
        # Not SET_BY_SETUP: an option the Setup choice edits (the economy's start) may still be
        # written as an option; only those the scenario's setup and fixed board replace may not.
        if name in SCENARIO_OWNED_OPTIONS:
            reason = translate("OptionsPanel", "set by the Setup choice, not as an option")
            issues.append(OptionIssue(key, value, reason, unknown=True))
        elif name not in known:
            meant = next(iter(difflib.get_close_matches(name, [n for n in known if n not in options], 1, 0.8)), "")
            if meant:
                reason = translate("OptionsPanel", "not an option of the {rules} rules: did you mean {option}?").format(
                    rules=rule_set_text(ruleset), option=meant)
            else:
                reason = translate("OptionsPanel", "not an option of the {rules} rules").format(
                    rules=rule_set_text(ruleset))
            issues.append(OptionIssue(key, value, reason, unknown=True, meant=meant))
        else:
            try:
                checked_value(ruleset, name, value)
            except OptionError as error:
                issues.append(OptionIssue(key, value, _refusal(specs.get(name), value, error), unknown=False))
    return issues


def _refusal(spec: OptionSpec | None, value: object, error: OptionError) -> str:
    """Why the value is refused, in the reader's words (the engine's English for a kind of
    option the form does not edit)."""
    if spec is None:
        return str(error)
    if spec.kind == "choice":
        return translate("OptionsPanel", "must be one of: {choices}").format(
            choices=", ".join(str(c) for c in spec.choices))
    if spec.kind == "bool":
        return translate("OptionsPanel", "must be true or false")
    if spec.kind == "int":
        if isinstance(value, bool) or not isinstance(value, int):
            return translate("OptionsPanel", "must be a whole number")
        if spec.minimum is not None and value < spec.minimum:
            return translate("OptionsPanel", "must be at least {minimum}").format(minimum=number_text(spec.minimum))
        if spec.maximum is not None and value > spec.maximum:
            return translate("OptionsPanel", "must be at most {maximum}").format(maximum=number_text(spec.maximum))
    return str(error)


def number_text(value: int) -> str:
    """A whole number as the app's reader writes it, grouped ("1,000,000"; "1.000.000")."""
    code = app_language() or "en"
    locale = QLocale(code.replace("-", "_"))
    if locale.language() == QLocale.Language.C:
        locale = QLocale(QLocale.Language.English)
    return locale.toString(value)


def shown_value(value: object) -> str:
    """A value from the file in a sentence, shortened (a file may hold anything)."""
    try:
        text = str(value)
    except ValueError:  # an int of thousands of digits
        return "…"
    return text if len(text) <= SHOWN_VALUE_LENGTH else text[:SHOWN_VALUE_LENGTH - 1] + "…"


def value_text(spec: OptionSpec, value: object) -> str:
    """A valid value of ``spec`` as the form shows it."""
    if spec.kind == "bool":
        return translate("OptionsPanel", "on") if value else translate("OptionsPanel", "off")
    if spec.kind == "int":
        return number_text(int(value))
    if spec.kind == "text" and value == "":
        return translate("OptionsPanel", "empty")
    if spec.kind == "choice":
        return translate("RuleOptions", choice_words(value))
    return str(value)


# -- editing -------------------------------------------------------------------------------------
def with_option(options: Mapping[object, object], name: str, value: object | None) -> dict:
    """``options`` with ``name`` set to ``value`` (None: removed), written with '-' where the
    file spelled it with '_'; every other option stays where it was."""
    result: dict = {}
    placed = value is None
    for key, old in options.items():
        if file_name(key) != name:
            result[key] = old
        elif not placed:
            result[name] = value
            placed = True
    if not placed:
        result[name] = value
    return result


class SetOptions(QUndoCommand):
    """The scenario's options replaced by ``options``; undo puts back the very dict it had."""

    def __init__(self, document: ScenarioDocument, options: Mapping, text: str) -> None:
        super().__init__(text)
        self.document = document
        self.new = dict(options)
        self.old = document.scenario.options

    def redo(self) -> None:
        self.document.set_properties(options=dict(self.new))

    def undo(self) -> None:
        self.document.set_properties(options=self.old)


class SetOption(SetOptions):
    """One option set to ``value``; None or the default removes it from the scenario."""

    def __init__(self, document: ScenarioDocument, spec: OptionSpec, value: object | None) -> None:
        at_default = value is None or value == spec.default
        if at_default:
            text = translate("OptionsPanel", "Reset {option} to Its Default").format(option=spec.name)
        else:
            text = translate("OptionsPanel", "Set {option} to {value}").format(option=spec.name,
                                                                             value=value_text(spec, value))
        super().__init__(document, with_option(document.scenario.options, spec.name,
                                               None if at_default else value), text)


def remove_option(document: ScenarioDocument, key: object) -> SetOptions:
    """The option ``key`` (as the file spells it) out of the scenario."""
    options = {k: v for k, v in document.scenario.options.items() if k != key}
    return SetOptions(document, options, translate("OptionsPanel", "Remove the Option {option}").format(
        option=shown_value(key)))


def rename_option(document: ScenarioDocument, key: object, name: str) -> SetOptions:
    """A misspelt option ``key`` written as ``name``, its value and place in the file kept."""
    options = {(name if k == key else k): v for k, v in document.scenario.options.items()}
    return SetOptions(document, options, translate("OptionsPanel", "Rename the Option {option} to {meant}").format(
        option=shown_value(key), meant=name))


def reset_all(document: ScenarioDocument, specs: list[OptionSpec]) -> SetOptions:
    """Every option the form edits back to its default; options it does not edit stay."""
    edited = {spec.name for spec in specs}
    options = {k: v for k, v in document.scenario.options.items() if file_name(k) not in edited}
    return SetOptions(document, options, translate("OptionsPanel", "Reset Every Option to Its Default"))


# -- the form ----------------------------------------------------------------------------------------
class _SpinBox(QSpinBox):
    """Scrolling the panel over a spin box scrolls the panel: the wheel edits only once focused."""

    def wheelEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        if self.hasFocus():
            super().wheelEvent(event)
        else:
            event.ignore()


class _ComboBox(QComboBox):
    """As _SpinBox: no value changed by scrolling past."""

    def wheelEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        if self.hasFocus():
            super().wheelEvent(event)
        else:
            event.ignore()


class OptionRow(QFrame):
    """One option: its name, its editor, its help, its default (and range), and a reset button."""

    def __init__(self, panel: OptionsPanel, spec: OptionSpec, parent: QWidget) -> None:
        super().__init__(parent)
        self.panel, self.spec = panel, spec
        self.setObjectName(f"option-row-{spec.name}")
        self.setFrameShape(QFrame.Shape.NoFrame)
        help_text = translate("RuleOptions", spec.help)
        layout = QGridLayout(self)
        layout.setContentsMargins(0, 6, 0, 6)
        layout.setVerticalSpacing(2)
        # The option's name in words, and its id as files write it (a hand-written file uses that).
        title = translate("RuleOptions", option_title(spec.name))
        words = f"<b>{html.escape(title)}</b> <span style='color: gray'>{html.escape(spec.name)}</span>"
        self.name_label = QLabel(words, self)
        self.name_label.setObjectName(f"option-name-{spec.name}")
        self.name_label.setTextFormat(Qt.TextFormat.RichText)
        self.name_label.setToolTip(translate("OptionsPanel", "In a scenario file: {option}").format(option=spec.name))
        self.editor = self._make_editor(help_text)
        self.editor.setObjectName(f"option-{spec.name}")
        self.editor.setAccessibleName(title)
        self.editor.setAccessibleDescription(help_text)
        self.editor.setToolTip(help_text)
        self.name_label.setBuddy(self.editor)
        self.help_label = QLabel(help_text, self)
        self.help_label.setObjectName(f"option-help-{spec.name}")
        self.help_label.setAccessibleName(translate("OptionsPanel", "What {option} does").format(option=spec.name))
        self.help_label.setTextFormat(Qt.TextFormat.PlainText)
        self.help_label.setWordWrap(True)
        self.help_label.setStyleSheet(MUTED)
        self.state_label = QLabel(self)
        self.state_label.setObjectName(f"option-state-{spec.name}")
        self.state_label.setAccessibleName(translate("OptionsPanel", "Default of {option}").format(option=spec.name))
        self.state_label.setWordWrap(True)
        self.reset_button = QPushButton(translate("OptionsPanel", "Reset to Default"), self)
        self.reset_button.setObjectName(f"option-reset-{spec.name}")
        self.reset_button.setAccessibleName(
            translate("OptionsPanel", "Reset {option} to its default").format(option=spec.name))
        self.reset_button.clicked.connect(lambda: panel.set_option(spec, None))
        layout.addWidget(self.name_label, 0, 0)
        layout.addWidget(self.editor, 0, 1, Qt.AlignmentFlag.AlignRight)
        layout.addWidget(self.help_label, 1, 0, 1, 2)
        layout.addWidget(self.state_label, 2, 0)
        layout.addWidget(self.reset_button, 2, 1, Qt.AlignmentFlag.AlignRight)
        layout.setColumnStretch(0, 1)

    def _make_editor(self, help_text: str) -> QWidget:
        spec = self.spec
        if spec.kind == "bool":
            editor = QCheckBox(self)
            editor.toggled.connect(lambda on: self.panel.set_option(spec, on))
        elif spec.kind == "choice":
            editor = _ComboBox(self)
            for choice in spec.choices:
                editor.addItem(translate("RuleOptions", choice_words(choice)), choice)
                editor.setItemData(editor.count() - 1, help_text, Qt.ItemDataRole.ToolTipRole)
            editor.activated.connect(lambda index: self.panel.set_option(spec, editor.itemData(index)))
        elif spec.kind == "int":
            editor = _SpinBox(self)
            editor.setRange(SPIN_LOWEST if spec.minimum is None else spec.minimum,
                            SPIN_HIGHEST if spec.maximum is None else spec.maximum)
            editor.setKeyboardTracking(False)  # typing "12" is one edit, not "1" then "12"
            editor.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            editor.valueChanged.connect(lambda value: self.panel.set_option(spec, value))
        else:
            editor = QLineEdit(self)
            editor.setPlaceholderText(translate("OptionsPanel", "empty"))
            editor.editingFinished.connect(lambda: self.panel.set_option(spec, editor.text()))
        if isinstance(editor, QComboBox):
            editor.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        return editor

    def show_value(self, value: object, valid: bool) -> None:
        """The editor at ``value`` (the default when the file's value is refused), and the
        state: at its default, changed, or refused."""
        spec, editor = self.spec, self.editor
        shown = value if valid else spec.default
        editor.blockSignals(True)
        if spec.kind == "bool":
            editor.setChecked(bool(shown))
        elif spec.kind == "choice":
            editor.setCurrentIndex(editor.findData(shown))
        elif spec.kind == "int":
            editor.setValue(int(shown))
        elif editor.text() != shown:
            editor.setText(str(shown))
        editor.blockSignals(False)
        default = self.default_text()
        if not valid:
            state, style = translate("OptionsPanel", "The file's value is refused (see above) · {default}").format(
                default=default), WRONG
        elif value == spec.default:
            state, style = default, MUTED
        else:
            state, style = translate("OptionsPanel", "Changed · {default}").format(default=default), PLAIN
        self.state_label.setText(state)
        self.state_label.setStyleSheet(style)
        self.name_label.setStyleSheet(CHANGED if valid and value != spec.default else "")
        # Shown only where there is something to reset: a column of greyed buttons is noise.
        self.reset_button.setVisible(not valid or value != spec.default)

    def show_used(self, used: bool, setup: str) -> None:
        """Greyed, and saying so, when the scenario's setup does not read the option (the
        Europe start's continent in a draft): it is kept, for a setup that reads it."""
        self.editor.setEnabled(used)
        self.help_label.setEnabled(used)
        if not used:
            self.state_label.setText(translate("OptionsPanel", "Not used with the setup “{setup}” · {state}").format(
                setup=setup, state=self.state_label.text()))

    def default_text(self) -> str:
        spec = self.spec
        text = translate("OptionsPanel", "default: {value}").format(value=value_text(spec, spec.default))
        if spec.kind != "int" or (spec.minimum is None and spec.maximum is None):
            return text
        if spec.maximum is None:
            limits = translate("OptionsPanel", "at least {minimum}").format(minimum=number_text(spec.minimum))
        elif spec.minimum is None:
            limits = translate("OptionsPanel", "at most {maximum}").format(maximum=number_text(spec.maximum))
        else:
            limits = translate("OptionsPanel", "{minimum} to {maximum}").format(
                minimum=number_text(spec.minimum), maximum=number_text(spec.maximum))
        return f"{text} · {limits}"

    def commit(self) -> None:
        """A text being typed counts as done (before saving, checking or playing)."""
        if isinstance(self.editor, QLineEdit):
            self.panel.set_option(self.spec, self.editor.text())


class OptionsPanel(QScrollArea):
    """The options of ``document``'s rule set; rebuilt when the rule set changes."""

    def __init__(self, document: ScenarioDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("optionsPanel")
        self.setAccessibleName(self.tr("Rule options"))
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # rows wrap instead
        self.document = document
        self.ruleset: str | None = None
        self.specs: list[OptionSpec] = []
        self.rows: dict[str, OptionRow] = {}
        self.issues: list[OptionIssue] = []
        self.fix_buttons: dict[object, QPushButton] = {}
        self._issue_box: QWidget | None = None
        self._build()
        document.changed.connect(self._on_change)

    # -- reading -----------------------------------------------------------------------------------
    def row(self, name: str) -> OptionRow:
        return self.rows[name]

    def current(self, spec: OptionSpec) -> tuple[object, bool]:
        """(value, valid): the option's value in the scenario (the default if it is not there),
        and whether the rule set takes it. The last spelling wins, as when the rules read it."""
        value, present = spec.default, False
        for key, given in self.document.scenario.options.items():
            if file_name(key) == spec.name:
                value, present = given, True
        if not present:
            return value, True
        try:
            return checked_value(self.ruleset, spec.name, value), True
        except OptionError:
            return value, False

    # -- building ----------------------------------------------------------------------------------
    def _build(self) -> None:
        """The whole form for the scenario's rule set."""
        self.ruleset = self.document.scenario.ruleset
        self.specs = editable_options(self.ruleset)
        self.rows = {}
        inner = QWidget(self)
        inner.setObjectName("optionsForm")
        self._layout = QVBoxLayout(inner)
        self.title = QLabel(inner)
        self.title.setObjectName("optionsTitle")
        self.title.setAccessibleName(self.tr("Rules of these options"))
        self.title.setWordWrap(True)
        self._layout.addWidget(self.title)
        self._issue_slot = QVBoxLayout()
        self._layout.addLayout(self._issue_slot)
        self.reset_all_button = QPushButton(self.tr("Reset All"), inner)
        self.reset_all_button.setObjectName("option-reset-all")
        self.reset_all_button.setAccessibleName(self.tr("Reset every option to its default"))
        self.reset_all_button.setToolTip(self.tr("Every option below back to its default"))
        self.reset_all_button.clicked.connect(self.reset_all)
        top = QHBoxLayout()
        top.addStretch(1)
        top.addWidget(self.reset_all_button)
        self._layout.addLayout(top)
        for spec in self.specs:
            row = OptionRow(self, spec, inner)
            self.rows[spec.name] = row
            self._layout.addWidget(row)
        self._layout.addStretch(1)
        if self.specs:
            self.title.setText(self.tr("Options of the {rules} rules; a saved scenario keeps only those "
                                       "that differ from the default.").format(rules=rule_set_text(self.ruleset)))
        elif options_type(self.ruleset) is None:
            self.title.setText(self.tr("The rules '{rules}' are not known: there are no options to edit.").format(
                rules=self.ruleset))
        else:
            self.title.setText(self.tr("The {rules} rules have no options to edit here.").format(
                rules=rule_set_text(self.ruleset)))
        self.reset_all_button.setVisible(bool(self.specs))
        self._issue_box = None
        self.setWidget(inner)  # the old form, if any, goes with it
        self.refresh()

    def refresh(self) -> None:
        """The form and the list of problems as the scenario's options are now."""
        if self.document.scenario.ruleset != self.ruleset:
            self._build()
            return
        changed_any = False
        setup = setup_choice(self.document.scenario)
        for spec in self.specs:
            value, valid = self.current(spec)
            row = self.rows[spec.name]
            row.show_value(value, valid)
            row.show_used(used_by(spec.name, setup), self.setup_words(setup))
            changed_any |= not valid or value != spec.default
        self.reset_all_button.setEnabled(changed_any)
        self._show_issues(option_issues(self.ruleset, self.document.scenario.options))

    def setup_words(self, setup: str) -> str:
        """The setup as the Setup list names it."""
        return dict(setup_choices(self.document.scenario.ruleset)).get(setup, setup)

    def _show_issues(self, issues: list[OptionIssue]) -> None:
        if issues == self.issues and self._issue_box is not None:
            return  # nothing new: keep the buttons (and the focus on one of them)
        self.issues = issues
        old = self._issue_box
        box = QFrame(self.widget())
        box.setObjectName("optionIssues")
        box.setAccessibleName(self.tr("Options to fix"))
        box.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QGridLayout(box)
        heading = QLabel(self.tr("These options cannot be used:"), box)
        heading.setStyleSheet(WRONG)
        layout.addWidget(heading, 0, 0, 1, 2)
        self.fix_buttons = {}
        for row, issue in enumerate(issues, start=1):
            name = shown_value(issue.key)
            label = QLabel(self.tr("{option}: {value} — {reason}").format(
                option=name, value=shown_value(issue.value), reason=issue.reason), box)
            label.setObjectName(f"option-issue-{name}")
            label.setAccessibleName(self.tr("Problem with {option}").format(option=name))
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setWordWrap(True)
            if issue.meant:  # a misspelling: the value goes to the option meant
                button = QPushButton(self.tr("Use {option}").format(option=issue.meant), box)
                button.setAccessibleName(self.tr("Rename {option} to {meant}").format(option=name, meant=issue.meant))
            elif issue.unknown:
                button = QPushButton(self.tr("Remove"), box)
                button.setAccessibleName(self.tr("Remove the option {option}").format(option=name))
            else:
                button = QPushButton(self.tr("Use Default"), box)
                button.setAccessibleName(self.tr("Use the default of {option}").format(option=name))
            button.setObjectName(f"option-fix-{name}")
            button.clicked.connect(lambda _checked=False, key=issue.key, meant=issue.meant: self.fix(key, meant))
            layout.addWidget(label, row, 0)
            layout.addWidget(button, row, 1, Qt.AlignmentFlag.AlignTop)
            self.fix_buttons[issue.key] = button
        layout.setColumnStretch(0, 1)
        box.setVisible(bool(issues))
        self._issue_slot.addWidget(box)
        self._issue_box = box
        self._order_tabs()
        if old is not None:
            had_focus = old.isAncestorOf(self.focusWidget()) if self.focusWidget() else False
            old.hide()
            old.deleteLater()  # not now: its button may be the one being clicked
            if had_focus:  # the next problem's fix, or the form, keeps the keyboard
                following = next(iter(self.fix_buttons.values()), None)
                (following or self.reset_all_button).setFocus()

    def _order_tabs(self) -> None:
        """Tab goes top to bottom: the fixes (made after the form) first, then Reset All, then
        each option's editor and reset button."""
        chain = [*self.fix_buttons.values(), self.reset_all_button]
        for row in self.rows.values():
            chain += [row.editor, row.reset_button]
        for before, after in itertools.pairwise(chain):
            QWidget.setTabOrder(before, after)

    # -- editing -----------------------------------------------------------------------------------
    def set_option(self, spec: OptionSpec, value: object | None) -> None:
        """``spec`` set to ``value`` (None: its default) as one undoable edit, if it changes."""
        current, valid = self.current(spec)
        present = any(file_name(key) == spec.name for key in self.document.scenario.options)
        at_default = value is None or value == spec.default
        if valid and (current == value or (at_default and not present)):
            return  # the form showing what is already there (or an edit given back unchanged)
        self.document.undo_stack.push(SetOption(self.document, spec, value))

    def fix(self, key: object, meant: str = "") -> None:
        """Remove an unknown option, or put a refused one back to its default (by removing it);
        a misspelt one (``meant``) gives its value to the option meant."""
        if meant:
            self.document.undo_stack.push(rename_option(self.document, key, meant))
        else:
            self.document.undo_stack.push(remove_option(self.document, key))

    def reset_all(self) -> None:
        if self.reset_all_button.isEnabled():
            self.document.undo_stack.push(reset_all(self.document, self.specs))

    def commit_edits(self) -> None:
        for row in self.rows.values():
            row.commit()

    def _on_change(self, change: ScenarioChange) -> None:
        if change.part in (ScenarioPart.PROPERTIES, ScenarioPart.RESET, ScenarioPart.SETUP):
            self.refresh()
