"""The Options dock: every option of the rule set as a form, defaults kept out of the file,
options the rules refuse listed with a fix, each edit one undo step."""

from __future__ import annotations

import dataclasses
import html
import shutil
import typing

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QCheckBox, QComboBox, QFrame, QLabel, QLineEdit, QSpinBox

from editor.scenario.commands import ChangeRuleSet
from editor.scenario.options_panel import OptionsPanel
from editor.scenario.scenario_document import ScenarioDocument
from editor.scenario.scenario_window import ScenarioWindow
from engine.board import load_map
from engine.resources import maps_dir
from engine.rules.option_words import CHOICE_WORDS, OPTION_TITLES
from engine.rules.registry import ruleset_class, ruleset_names
from engine.scenario.model import Scenario, ScenarioPlayer
from tests.support.boards import board, square


def document_with(ruleset: str = "classic", **options: object) -> ScenarioDocument:
    """A scenario of ``ruleset`` with ``options`` given as keyword arguments (write '-' as '__')."""
    given = {name.replace("__", "-"): value for name, value in options.items()}
    scenario = Scenario("Options", "m.yaml", ruleset, options=given,
                        players=[ScenarioPlayer(n) for n in ("Ann", "Bob", "Cy")])
    return ScenarioDocument(scenario, board(square("a", 0, 0), square("b", 100, 0)))


@pytest.fixture
def make_panel(qtbot):
    def make(document: ScenarioDocument) -> OptionsPanel:
        panel = OptionsPanel(document)
        qtbot.addWidget(panel)
        panel.resize(380, 700)
        panel.show()
        return panel

    return make


def shown(editor) -> object:
    """The value an option's editor shows."""
    if isinstance(editor, QCheckBox):
        return editor.isChecked()
    if isinstance(editor, QComboBox):
        return editor.currentData()
    if isinstance(editor, QSpinBox):
        return editor.value()
    return editor.text()


def declared_form_options(ruleset: str) -> dict[str, object]:
    """name -> default of every option a form can edit, read straight from the declaration."""
    options = ruleset_class(ruleset).options_type
    hints = typing.get_type_hints(options)
    mapping_fields = {f.name.replace("_", "-") for f in dataclasses.fields(options)
                      if typing.get_origin(hints[f.name]) is dict}
    return {name: default for name, default, _help, _choices in options.describe()
            if name not in options.SET_BY_SETUP and name not in mapping_fields}


def type_into(editor, text: str) -> None:
    editor.setFocus()
    editor.selectAll() if isinstance(editor, QLineEdit) else editor.lineEdit().selectAll()
    QTest.keyClick(editor, Qt.Key.Key_Backspace)
    QTest.keyClicks(editor, text)
    QTest.keyClick(editor, Qt.Key.Key_Return)


# -- the form ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("ruleset", ["classic", "legacy", "economy"])
def test_every_option_of_the_rule_set_is_shown_at_its_default(make_panel, ruleset):
    assert ruleset in ruleset_names()
    panel = make_panel(document_with(ruleset))
    expected = declared_form_options(ruleset)
    assert list(panel.rows) == list(expected)
    ranges = ruleset_class(ruleset).options_type.ranges()
    for name, default in expected.items():
        row = panel.row(name)
        # Read by its name in words (every option of every rule set has one), its id beside it.
        assert name in OPTION_TITLES, f"{name} has no name in engine/rules/option_words.py"
        assert row.editor.objectName() == f"option-{name}" and row.editor.accessibleName() == OPTION_TITLES[name]
        assert html.escape(OPTION_TITLES[name]) in row.name_label.text() and name in row.name_label.text()
        assert shown(row.editor) == default, name
        assert "default: " in row.state_label.text(), name
        assert row.reset_button.isHidden()
        if isinstance(row.editor, QSpinBox):
            assert (row.editor.minimum(), row.editor.maximum()) == ranges[name]
    assert panel.document.scenario.options == {}
    assert not panel.findChild(QComboBox, "option-setup")  # the Setup choice sets it


def test_the_range_and_help_of_an_option_are_in_words(make_panel):
    row = make_panel(document_with("classic")).row("wild-cards")
    assert row.help_label.text() == "Wild cards in the deck."
    assert row.state_label.text() == "default: 2 · 0 to 100"
    assert make_panel(document_with("classic")).row("turn-limit").state_label.text() == "default: 0 · 0 to 1,000,000"
    assert row.editor.toolTip() == "Wild cards in the deck."


def test_a_check_box_writes_the_option_and_undo_gives_back_the_same_options(make_panel):
    document = document_with("classic", random__deal__armies="spread", turn_limit=40)
    before = list(document.scenario.options.items())
    panel = make_panel(document)
    box = panel.row("missions").editor
    QTest.mouseClick(box, Qt.MouseButton.LeftButton, pos=box.rect().center())
    assert document.scenario.options == {"random-deal-armies": "spread", "turn_limit": 40, "missions": True}
    assert panel.row("missions").state_label.text() == "Changed · default: off"
    assert document.undo_stack.count() == 1
    document.undo_stack.undo()
    assert list(document.scenario.options.items()) == before
    assert not box.isChecked()
    document.undo_stack.redo()
    assert box.isChecked()


def test_typing_a_number_is_one_edit_and_keeps_the_options_place(make_panel):
    document = document_with("classic", turn_limit=40, wild__cards=3)
    panel = make_panel(document)
    spin = panel.row("turn-limit").editor
    assert spin.value() == 40
    type_into(spin, "250")
    assert list(document.scenario.options.items()) == [("turn-limit", 250), ("wild-cards", 3)]
    assert document.undo_stack.count() == 1
    assert document.undo_stack.undoText() == "Set turn-limit to 250"
    document.undo_stack.undo()
    assert list(document.scenario.options.items()) == [("turn_limit", 40), ("wild-cards", 3)]
    assert spin.value() == 40


def test_a_number_outside_the_range_cannot_be_typed(make_panel):
    document = document_with("classic")
    spin = make_panel(document).row("wild-cards").editor
    type_into(spin, "500")
    assert document.scenario.options == {"wild-cards": 50}  # the last 0 would pass the maximum


def test_choosing_the_default_again_takes_the_option_out_of_the_scenario(make_panel):
    document = document_with("classic", turn__limit=9)
    panel = make_panel(document)
    combo = panel.row("fortify").editor
    combo.setFocus()
    QTest.keyClick(combo, Qt.Key.Key_Down)
    assert document.scenario.options == {"turn-limit": 9, "fortify": "connected"}
    assert not panel.row("fortify").reset_button.isHidden()
    QTest.keyClick(combo, Qt.Key.Key_Up)
    assert document.scenario.options == {"turn-limit": 9}
    assert panel.row("fortify").state_label.text() == "default: To a neighbour"
    assert document.undo_stack.count() == 2
    document.undo_stack.undo()
    assert document.scenario.options == {"turn-limit": 9, "fortify": "connected"}
    assert combo.currentData() == "connected"


def test_reset_to_default_and_reset_all(make_panel):
    document = document_with("classic", wild__cards=3, missions=True, turn_limt=5)
    panel = make_panel(document)
    QTest.mouseClick(panel.row("wild-cards").reset_button, Qt.MouseButton.LeftButton)
    assert document.scenario.options == {"missions": True, "turn_limt": 5}
    QTest.mouseClick(panel.reset_all_button, Qt.MouseButton.LeftButton)
    assert document.scenario.options == {"turn_limt": 5}  # not an option of the form: it has its own fix
    assert not panel.reset_all_button.isEnabled()
    assert document.undo_stack.count() == 2
    document.undo_stack.undo()
    assert document.scenario.options == {"missions": True, "turn_limt": 5}


def test_a_text_option_is_written_when_typing_is_done(make_panel):
    document = document_with("economy", start="europe")  # the Europe start reads "europe"
    panel = make_panel(document)
    edit = panel.row("europe").editor
    type_into(edit, "west")
    assert document.scenario.options == {"start": "europe", "europe": "west"}
    type_into(edit, "")
    assert document.scenario.options == {"start": "europe"}
    assert document.undo_stack.count() == 2


# -- options the rules refuse ------------------------------------------------------------------------------
def test_an_unknown_option_is_listed_and_removed_in_one_step(make_panel):
    document = document_with("classic", sailing=5, wild__cards=3)
    panel = make_panel(document)
    label = panel.findChild(QLabel, "option-issue-sailing")
    assert label.text() == "sailing: 5 — not an option of the Classic rules"
    button = panel.fix_buttons["sailing"]
    assert button.text() == "Remove" and button.objectName() == "option-fix-sailing"
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert document.scenario.options == {"wild-cards": 3}
    assert panel.issues == [] and panel.findChild(QFrame, "optionIssues").isHidden()
    assert document.undo_stack.count() == 1
    document.undo_stack.undo()
    assert list(document.scenario.options.items()) == [("sailing", 5), ("wild-cards", 3)]
    assert [issue.key for issue in panel.issues] == ["sailing"]


def test_a_misspelt_option_gives_its_value_to_the_option_meant(make_panel):
    document = document_with("classic", turn__limt=5, wild__cards=3)
    panel = make_panel(document)
    label = panel.findChild(QLabel, "option-issue-turn-limt")
    assert label.text() == "turn-limt: 5 — not an option of the Classic rules: did you mean turn-limit?"
    button = panel.fix_buttons["turn-limt"]
    assert button.text() == "Use turn-limit"
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert list(document.scenario.options.items()) == [("turn-limit", 5), ("wild-cards", 3)]
    assert panel.issues == [] and panel.row("turn-limit").editor.value() == 5
    document.undo_stack.undo()
    assert list(document.scenario.options.items()) == [("turn-limt", 5), ("wild-cards", 3)]


def test_a_value_out_of_range_is_put_back_to_the_default(make_panel):
    document = document_with("classic", wild__cards=500, missions="maybe")
    panel = make_panel(document)
    reasons = {issue.key: issue.reason for issue in panel.issues}
    assert reasons == {"wild-cards": "must be at most 100", "missions": "must be true or false"}
    assert panel.row("wild-cards").state_label.text().startswith("The file's value is refused")
    button = panel.fix_buttons["wild-cards"]
    assert button.text() == "Use Default"
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert document.scenario.options == {"missions": "maybe"}
    assert panel.row("wild-cards").editor.value() == 2


def test_tab_goes_from_the_fixes_to_the_form(make_panel, qtbot):
    panel = make_panel(document_with("classic", turn__limt=5, wild__cards=500))
    panel.activateWindow()
    qtbot.waitActive(panel)
    first, second = panel.fix_buttons.values()
    first.setFocus()
    expected = [second, panel.reset_all_button, panel.row("random-deal-armies").editor,
                panel.row("placement-batch").editor]
    for widget in expected:
        QTest.keyClick(panel.focusWidget(), Qt.Key.Key_Tab)
        assert panel.focusWidget() is widget or widget.isAncestorOf(panel.focusWidget())


def test_an_option_the_setup_sets_is_listed_for_removal(make_panel):
    panel = make_panel(document_with("classic", setup="fixed"))
    (issue,) = panel.issues
    assert issue.reason == "set by the Setup choice, not as an option" and issue.unknown


def test_an_option_the_setup_choice_edits_is_not_in_the_form_but_is_no_problem(make_panel):
    declared = ruleset_class("economy").options_type
    if "start" not in declared.SET_BY_SETUP:
        pytest.skip("the economy's start is edited in this form")
    document = document_with("economy", start="europe", turn__limit=12)
    panel = make_panel(document)
    assert "start" not in panel.rows and panel.issues == []
    QTest.mouseClick(panel.reset_all_button, Qt.MouseButton.LeftButton)
    assert document.scenario.options == {"start": "europe"}
    document.scenario.options["start"] = "everywhere"
    panel.refresh()
    (issue,) = panel.issues
    assert issue.reason.startswith("must be one of: draft, europe") and not issue.unknown


def test_switching_the_rule_set_rebuilds_the_form(make_panel):
    document = document_with("classic", wild__cards=3)
    panel = make_panel(document)
    document.undo_stack.push(ChangeRuleSet(document, "legacy"))
    assert list(panel.rows) == list(declared_form_options("legacy"))
    # The change sets aside the options the new rules do not have (undo brings them back).
    assert panel.issues == [] and "wild-cards" not in document.scenario.options
    document.undo_stack.undo()
    assert list(panel.rows) == list(declared_form_options("classic"))
    assert panel.row("wild-cards").editor.value() == 3 and panel.issues == []
    document.set_properties(ruleset="economy")
    assert list(panel.rows) == list(declared_form_options("economy"))


# -- in the window -------------------------------------------------------------------------------------------
def test_clicking_a_bad_option_problem_shows_the_options_dock(qtbot, settings, tmp_path):
    map_path = tmp_path / "tutorial.yaml"
    shutil.copy(maps_dir() / "tutorial.yaml", map_path)
    scenario = Scenario("Options", str(map_path), "classic", options={"wild-cards": 500},
                        players=[ScenarioPlayer(n) for n in ("Ann", "Bob", "Cy")])
    window = ScenarioWindow(ScenarioDocument(scenario, load_map(map_path).board, None, map_path), settings=settings)
    qtbot.addWidget(window, before_close_func=lambda w: w.document().undo_stack.setClean())
    window.show()
    qtbot.waitExposed(window)
    dock = window.dock("optionsDock")
    assert dock in window.tabifiedDockWidgets(window.dock("scenarioDock"))
    assert dock.widget().objectName() == "optionsPanel"
    assert dock.visibleRegion().isEmpty()  # behind the Scenario tab
    window.validate_now()
    problems = window.problems_panel.list
    (index,) = [i for i, p in enumerate(window.problems_panel.problems) if p.code == "bad-option"]
    rect = problems.visualItemRect(problems.topLevelItem(index))
    QTest.mouseClick(problems.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert not dock.visibleRegion().isEmpty()
    QTest.mouseClick(dock.widget().fix_buttons["wild-cards"], Qt.MouseButton.LeftButton)
    assert "bad-option" not in [p.code for p in window.validate_now().problems]


def test_the_help_is_in_spanish(make_panel, spanish):
    row = make_panel(document_with("classic")).row("turn-limit")
    assert row.help_label.text().startswith("Termina la partida en empate tras este número de turnos")


def test_every_option_and_choice_of_every_rule_set_has_words():
    for ruleset in ruleset_names():
        for name, _default, _help, choices in ruleset_class(ruleset).options_type.describe():
            assert name in OPTION_TITLES, (ruleset, name)
            for choice in choices or ():
                assert str(choice) in CHOICE_WORDS, (ruleset, name, choice)


def test_choices_are_shown_in_words_and_stored_as_their_ids(make_panel):
    document = document_with("economy")
    panel = make_panel(document)
    combo = panel.row("victory").editor
    assert [combo.itemText(i) for i in range(combo.count())] == ["Last player standing", "Last capital"]
    combo.setCurrentIndex(1)
    combo.activated.emit(1)
    assert document.scenario.options == {"victory": "last-capital"}


def test_an_option_the_setup_does_not_read_is_greyed_and_says_so(make_panel):
    document = document_with("economy")  # the draft: the Europe start's options are not read
    panel = make_panel(document)
    row = panel.row("exclude-iceland")
    assert not row.editor.isEnabled()
    assert row.state_label.text().startswith("Not used with the setup “Draft”")
    document.set_properties(options={"start": "europe"})
    assert row.editor.isEnabled() and row.state_label.text().startswith("default: ")
    assert not panel.row("draft-units").editor.isEnabled()
