"""File ▸ Import… and File ▸ Export… in the editor: a small Domination map written by the
test imported through the dialogs (on a worker thread), its preview and report, "Add to
This Map" as one undo step, "Open as New Map", a broken file refused clearly, and export."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog, QPushButton, QWidget

from editor.commands.add_imported import AddImportedMap, unique_ids
from editor.interchange import import_job
from editor.interchange.options_dialog import InterchangeOptionsDialog, file_filter, parse_key_values
from editor.interchange.preview_dialog import ImportPreviewDialog, PreviewChoice
from engine.board import load_map
from engine.board.validation import validate
from engine.interchange import formats, import_file
from engine.interchange.registry import ImportOptions
from tests.editor.test_main_window import make_window, recovery_folder  # noqa: F401 (fixtures)
from tests.support.domination_maps import write_sample

SAMPLE_NAMES = ["West", "East", "South", "Enclave", "Isles"]


@pytest.fixture
def sample_map(tmp_path) -> Path:
    folder = tmp_path / "domination"
    folder.mkdir()
    return write_sample(folder)


@pytest.fixture
def window(make_window, board):  # noqa: F811 (the fixture of the same name in test_main_window)
    return make_window(board)


def assert_only_two_separate_maps(board):
    """Added beside the open map, not on it: no overlaps, every id found; the only error
    is that the two maps are not connected to each other (which the user then does)."""
    assert {problem.code for problem in validate(board).errors} <= {"land-disconnected"}


def fill_in(monkeypatch, path: Path | None = None, *, detail: float | None = None, extra: str = "",
            format_name: str | None = None, width: int = 0):
    """Answer the Import…/Export… options dialog as a person would, and keep it for the test."""
    seen = []

    def answer(self, dialog: InterchangeOptionsDialog):
        seen.append(dialog)
        if path is not None:
            dialog.path_field.setText(str(path))
        if format_name is not None:
            dialog.select_format(format_name)
        if detail is not None:
            dialog.detail_default.setChecked(False)
            dialog.detail_field.setValue(detail)
        if not dialog.importing:
            dialog.width_field.setValue(width)
        dialog.extra_field.setPlainText(extra)
        dialog.accept()
        return dialog.result()

    monkeypatch.setattr("editor.actions.interchange_actions.InterchangeActions._ask_interchange_options", answer)
    return seen


def choose_in_preview(monkeypatch, choice: PreviewChoice, screenshot: str | None = None):
    shown = []

    def exec_(self):
        shown.append(self)
        self.show()
        if screenshot:
            self.grab().save(screenshot)
        {PreviewChoice.ADD: self.add_button, PreviewChoice.OPEN_NEW: self.open_button}.get(
            choice, self.findChild(object, "importCancel")).click()
        return self.result()

    monkeypatch.setattr(ImportPreviewDialog, "exec", exec_)
    return shown


def test_import_add_to_this_map_is_one_undo_step(window, sample_map, monkeypatch, qtbot):
    before = window.board().copy()
    fill_in(monkeypatch, sample_map, detail=1.0)
    shown = choose_in_preview(monkeypatch, PreviewChoice.ADD, "/tmp/editor16-import-preview.png")
    stack = window.document().undo_stack
    assert window.import_map_dialog()

    preview = shown[0]
    texts = preview.report_texts()
    assert "5 territories, 2 continents" in texts[0]
    assert any(text.startswith("Note: wild cards (2)") for text in texts)
    assert preview.counts.text() == "Fixed: 0, Dropped: 0, Note: 2"
    assert not preview.picture.pixmap().isNull() and preview.picture.pixmap().width() == 420

    board = window.board()
    assert stack.count() == 1
    assert [t.name for t in board.territories[len(before.territories):]] == SAMPLE_NAMES
    assert {c.id for c in board.continents} >= {"northland", "southland"}
    assert len(board.connections) > len(before.connections)
    assert_only_two_separate_maps(board)
    added = [t.id for t in board.territories[len(before.territories):]]
    scene = window.map_scene()
    assert all(scene.territory_item(i) is not None for i in added)  # drawn at once
    assert set(window.selection.ids) == set(added)  # selected, to move or check
    stack.undo()
    assert window.board() == before
    assert all(scene.territory_item(i) is None for i in added)


def test_adding_the_same_map_twice_keeps_every_id_unique(window, sample_map):
    result = import_file(sample_map, ImportOptions())
    document = window.document()
    document.undo_stack.push(AddImportedMap(document, result.board))
    second = AddImportedMap(document, result.board)
    document.undo_stack.push(second)
    ids = [t.id for t in window.board().territories]
    assert len(ids) == len(set(ids))
    assert second.renamed and all(new.endswith("-2") for new in second.renamed.values())
    added = window.board().territories[-5:]
    assert {t.continent for t in added} == {"northland-2", "southland-2"}
    assert_only_two_separate_maps(window.board())
    assert unique_ids(["a", "b"], {"b", "b-2"}) == {"a": "a", "b": "b-3"}


def test_import_open_as_new_map_saves_it_with_its_background_and_opens_it(window, sample_map, monkeypatch,
                                                                           tmp_path):
    fill_in(monkeypatch, sample_map)
    choose_in_preview(monkeypatch, PreviewChoice.OPEN_NEW)
    target = tmp_path / "imported.yaml"
    monkeypatch.setattr(type(window), "_ask_import_save_path", lambda self, source: target)
    assert window.import_map_dialog()
    assert window.map_path() == target
    assert [t.name for t in window.board().territories] == SAMPLE_NAMES
    background = window.board().meta.background
    assert background.image == "imported-background.png"  # named after the map, as the command line does
    assert (tmp_path / background.image).is_file() and (tmp_path / "imported-missions.yaml").is_file()
    assert window.map_scene().background_item() is not None
    assert load_map(target).board == window.board()


def test_cancel_in_the_preview_changes_nothing(window, sample_map, monkeypatch):
    before = window.board().copy()
    fill_in(monkeypatch, sample_map)
    choose_in_preview(monkeypatch, PreviewChoice.CANCEL)
    assert not window.import_map_dialog()
    assert window.board() == before and window.document().undo_stack.count() == 0


def test_a_broken_file_gets_a_message_saying_what_and_where_and_nothing_changes(window, tmp_path, boxes,
                                                                                 monkeypatch):
    broken = tmp_path / "broken.map"
    broken.write_text("[files]\nmap broken_map.gif\n\n[continents]\nNorth 3 red\n", encoding="utf-8")
    before = window.board().copy()
    shown = choose_in_preview(monkeypatch, PreviewChoice.ADD)
    assert not window.import_map(broken)
    assert shown == []
    (kind, title, text), = boxes.calls
    assert kind == "critical" and title == "Cannot Import Map"
    assert str(broken) in text and "countries" in text and "Traceback" not in text
    assert "Nothing was changed." in text
    assert window.board() == before


def test_a_bug_in_an_importer_is_a_message_not_a_crash(window, sample_map, boxes, monkeypatch):
    def broken(*args, **kwargs):
        raise ZeroDivisionError("division by zero")

    monkeypatch.setattr(import_job, "import_file", broken)
    assert not window.import_map(sample_map)
    (kind, _title, text), = boxes.calls
    assert kind == "critical" and "unexpected error: division by zero" in text


def test_the_import_runs_on_another_thread_and_cancel_stops_waiting(window, sample_map, monkeypatch, qtbot):
    import threading
    import time

    threads, release = [], threading.Event()
    real = import_job.import_file

    def slow(*args, **kwargs):
        threads.append(threading.current_thread())
        release.wait(5)
        return real(*args, **kwargs)

    monkeypatch.setattr(import_job, "import_file", slow)
    shown = choose_in_preview(monkeypatch, PreviewChoice.ADD)
    from PySide6.QtCore import QTimer

    def cancel_when_shown():
        progress = window.findChild(QDialog, "importProgress")
        found.append(progress)
        if progress is not None:
            progress.findChild(QPushButton).click()  # what a person does

    found = []
    QTimer.singleShot(600, cancel_when_shown)  # after the progress dialog's 300 ms
    started = time.monotonic()
    assert not window.import_map(sample_map)
    assert found and found[0] is not None
    assert time.monotonic() - started < 3  # the window stopped waiting; the import did not finish
    assert threads and threads[0] is not threading.main_thread()
    assert shown == [] and window.document().undo_stack.count() == 0
    release.set()
    qtbot.waitUntil(lambda: import_job.running_jobs() == 0, timeout=10000)


def test_the_file_dialog_filters_come_from_the_registry():
    readable = [f for f in formats() if f.importer is not None]
    text = file_filter(readable)
    assert text.startswith("Every known map (") and "*.map" in text and text.endswith("All files (*)")
    assert all(f.title in text for f in readable)


def test_key_value_lines_are_read_and_a_bad_one_is_named():
    assert parse_key_values("name-property=NAME\n# comment\n\n continents = layers ") == (
        {"name-property": "NAME", "continents": "layers"}, None)
    assert parse_key_values("name-property NAME") == ({}, "name-property NAME")


def test_the_options_dialog_refuses_a_bad_setting_line_and_a_missing_file(qtbot, tmp_path):
    dialog = InterchangeOptionsDialog([f for f in formats() if f.importer], importing=True,
                                      path=tmp_path / "nowhere.map")
    qtbot.addWidget(dialog)
    dialog.accept()
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert "There is no file" in dialog.problem.text()


def test_export_writes_every_file_and_says_which(window, tmp_path, boxes, monkeypatch):
    output = tmp_path / "out" / "world.map"
    output.parent.mkdir()
    fill_in(monkeypatch, output, format_name="domination", width=400)
    written = window.export_map_dialog()
    assert sorted(p.name for p in written) == ["world.cards", "world.map", "world_map.gif", "world_pic.png"]
    assert all(p.is_file() for p in written)
    (kind, title, text), = boxes.calls
    assert kind == "information" and title == "Map Exported" and str(output) in text
    again = import_file(output, ImportOptions())
    assert len(again.board.territories) == len(window.board().territories)


def test_an_export_that_cannot_be_written_says_why(window, tmp_path, boxes):
    assert window.export_map(tmp_path / "world.txt") is None
    (kind, title, text), = boxes.calls
    assert kind == "critical" and "cannot tell the format from the file name" in text


def test_options_a_format_declares_become_fields_and_reach_the_importer(window, sample_map, monkeypatch, qtbot):
    """A format lists its settings (FormatOption); the dialog shows one field per setting,
    and what is chosen there and typed as KEY=VALUE reaches the importer's options.extra."""
    from engine.interchange import registry

    domination = registry.format_named("domination")
    received = []

    def importer(path, options):
        received.append(dict(options.extra))
        return domination.importer(path, options)

    declared = registry.InterchangeFormat(
        name="declaring", title="Declaring test format", suffixes=(".map",), importer=importer,
        options=(registry.FormatOption("continents", "Continents from", "layers", ("layers", "colours")),
                 registry.FormatOption("name-property", "Name property", "NAME")))
    monkeypatch.setitem(registry._FORMATS, "declaring", declared)
    seen = fill_in(monkeypatch, sample_map, format_name="declaring", extra="tolerance = 2")

    def answer_and_pick(self, dialog):
        dialog.select_format("declaring")
        continents = dialog.findChild(QWidget, "option.continents")
        assert [continents.itemText(i) for i in range(continents.count())] == ["Inkscape layers", "Colours"]
        continents.setCurrentIndex(continents.findData("colours"))
        dialog.findChild(QWidget, "option.name-property").setText("ADMIN")
        dialog.show()
        qtbot.wait(20)  # the fields' layout settles
        dialog.grab().save("/tmp/editor16-import-options.png")
        return original(self, dialog)

    from editor.actions.interchange_actions import InterchangeActions
    original = InterchangeActions._ask_interchange_options
    monkeypatch.setattr(InterchangeActions, "_ask_interchange_options", answer_and_pick)
    choose_in_preview(monkeypatch, PreviewChoice.CANCEL)
    window.import_map_dialog()
    assert seen and seen[0].format_name() == "declaring"
    assert received == [{"continents": "colours", "name-property": "ADMIN", "tolerance": "2"}]


# -- the format's own settings, in words (issue 29, item 6) -----------------------------------
SAMPLES = Path(__file__).resolve().parents[3] / "resources" / "samples"
SAMPLE_OF = {"domination": "tiny-world.map", "svg": "tiny-islands.svg", "geojson": "tiny-marches.geojson"}


def import_dialog(qtbot, path: Path | None = None) -> InterchangeOptionsDialog:
    dialog = InterchangeOptionsDialog([f for f in formats() if f.importer], importing=True, path=path)
    qtbot.addWidget(dialog)
    return dialog


def shown_fields(dialog: InterchangeOptionsDialog) -> dict[str, QWidget]:
    box = dialog.findChild(QWidget, "formatOptions")
    return {} if box is None else {w.objectName().removeprefix("option."): w
                                   for w in box.findChildren(QWidget) if w.objectName().startswith("option.")}


@pytest.mark.parametrize("name", sorted(SAMPLE_OF))
def test_from_the_file_the_dialog_shows_the_settings_of_the_files_format(name, qtbot):
    """Left at "From the file's name and contents" (the first choice), the dialog still shows
    the settings of the format the file is in: each under its label, with its help."""
    from editor.interchange.texts import choice_text

    dialog = import_dialog(qtbot, SAMPLES / SAMPLE_OF[name])
    assert dialog.format_name() is None and dialog.options_shown_for() == name
    fmt = next(f for f in formats() if f.name == name)
    declared = [o for o in fmt.options if o.for_import]
    fields = shown_fields(dialog)
    assert set(fields) == {o.key for o in declared}
    for option in declared:
        field = fields[option.key]
        assert field.accessibleName() == option.label and field.toolTip() == option.help
        if option.choices:  # a list of words; the value itself is what reaches the importer
            words = [field.itemText(i) for i in range(field.count())]
            assert words == [choice_text(v) for v in option.choices]
            assert [field.itemData(i) for i in range(field.count())] == list(option.choices)
            assert field.currentData() == option.default
    if not declared:
        assert dialog.findChild(QWidget, "formatOptionsNone").text() == "This format has no settings of its own."


def test_every_format_offers_its_settings_when_chosen_by_name(qtbot):
    dialog = import_dialog(qtbot)
    for fmt in (f for f in formats() if f.importer):
        dialog.select_format(fmt.name)
        assert dialog.options_shown_for() == fmt.name
        assert set(shown_fields(dialog)) == {o.key for o in fmt.options if o.for_import}


def test_choices_read_as_words_in_the_readers_language():
    from editor.interchange.texts import choice_text

    assert [choice_text(v) for v in ("yes", "no", "none", "layers", "fill")] == [
        "Yes", "No", "None", "Inkscape layers", "Fill colours"]
    assert choice_text("keep-apart") == "Keep apart"  # a value a format adds later still reads


def test_the_settings_follow_the_file_and_keep_what_was_chosen(qtbot):
    dialog = import_dialog(qtbot, SAMPLES / "tiny-marches.geojson")
    sea_lines = shown_fields(dialog)["sea-lines"]
    sea_lines.setCurrentIndex(sea_lines.findData("no"))
    dialog.path_field.setText(str(SAMPLES / "tiny-marches.geojson") + " ")  # typed on: same format
    dialog.path_field.setText(str(SAMPLES / "tiny-marches.geojson"))
    assert shown_fields(dialog)["sea-lines"].currentData() == "no"
    dialog.path_field.setText(str(SAMPLES / "tiny-islands.svg"))
    svg = next(f for f in formats() if f.name == "svg")
    assert dialog.options_shown_for() == "svg"
    assert set(shown_fields(dialog)) == {o.key for o in svg.options if o.for_import} >= {"continents"}
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.grab().save("/tmp/h4-import-dialog-svg.png")


def test_a_setting_chosen_in_words_reaches_the_import(window, monkeypatch, qtbot):
    """"Join islands by sea-lines: No" on the GeoJSON sample: the island comes in alone."""
    def answer(self, dialog):
        dialog.path_field.setText(str(SAMPLES / "tiny-marches.geojson"))
        sea_lines = shown_fields(dialog)["sea-lines"]
        assert sea_lines.currentText() == "Yes"
        sea_lines.setCurrentIndex(sea_lines.findText("No"))
        dialog.show()
        qtbot.waitExposed(dialog)
        dialog.grab().save("/tmp/h4-import-dialog-geojson.png")
        dialog.accept()
        return dialog.result()

    monkeypatch.setattr("editor.actions.interchange_actions.InterchangeActions._ask_interchange_options", answer)
    received = []
    real = import_job.import_file
    monkeypatch.setattr(import_job, "import_file",
                        lambda path, options, name=None: received.append(options) or real(path, options, name))
    shown = choose_in_preview(monkeypatch, PreviewChoice.CANCEL)
    window.import_map_dialog()
    (options,) = received
    assert options.extra["sea-lines"] == "no"
    board = shown[0].result_.board
    assert [c for c in board.connections if "gull-island" in (c.a, c.b)] == []


# -- export makes its folder --------------------------------------------------------------
def test_export_creates_a_missing_folder_and_says_so(window, tmp_path, boxes):
    output = tmp_path / "new" / "deeper" / "world.map"
    written = window.export_map(output)
    assert output.is_file() and all(p.parent == output.parent for p in written)
    (kind, title, text), = boxes.calls
    assert kind == "information" and title == "Map Exported"
    assert text.startswith(f"Created the folder {output.parent}.")


def test_the_export_dialog_accepts_a_folder_not_there_yet(qtbot, tmp_path):
    writable = [f for f in formats() if f.exporter]
    dialog = InterchangeOptionsDialog(writable, importing=False, path=tmp_path / "later" / "world.map")
    qtbot.addWidget(dialog)
    dialog.accept()
    assert dialog.result() == QDialog.DialogCode.Accepted
    (tmp_path / "file").write_text("not a folder", encoding="utf-8")
    refused = InterchangeOptionsDialog(writable, importing=False, path=tmp_path / "file" / "world.map")
    qtbot.addWidget(refused)
    refused.accept()
    assert refused.result() != QDialog.DialogCode.Accepted
    assert refused.problem.text() == f"{tmp_path / 'file'} is a file, not a folder."


def test_an_export_to_an_unknown_format_leaves_no_empty_folder(window, tmp_path, boxes):
    assert window.export_map(tmp_path / "new" / "world.txt") is None
    assert not (tmp_path / "new").exists()
    (kind, _title, text), = boxes.calls
    assert kind == "critical" and "cannot tell the format from the file name" in text
