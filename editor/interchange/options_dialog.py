"""The options of an import or an export: the format, and the format's own settings.

Generic over the registry: the detail and snap of every import (editor/cli/interchange.py's
--detail and --snap), the settings a format declares (``InterchangeFormat.options``), and
free ``KEY=VALUE`` lines for any other setting a format takes (--option).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.interchange.texts import choice_text, interchange_text
from engine.files.errors import FileFormatError
from engine.interchange.registry import FormatOption, InterchangeFormat, format_for_import


def _buddy(parent: QWidget, text: str, field: QWidget) -> QLabel:
    """A label whose &-letter moves to ``field``."""
    label = QLabel(text, parent)
    label.setBuddy(field)
    return label


def parse_key_values(text: str) -> tuple[dict[str, str], str | None]:
    """``KEY=VALUE`` lines (blank lines and ``#`` comments skipped): the settings, or the
    first line that is not one (for the message)."""
    values = {}
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        key, sep, value = line.partition("=")
        if not sep or not key.strip():
            return {}, line
        values[key.strip()] = value.strip()
    return values, None


class _FormatOptionFields(QGroupBox):
    """The fields of one format's declared settings: a list of choices in words (the value
    itself is the item's data), or a text field showing the default; the setting's help in
    words under it."""

    def __init__(self, fmt: InterchangeFormat, options: tuple[FormatOption, ...],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.format_name = fmt.name
        self.setObjectName("formatOptions")
        self.setTitle(self.tr("Settings of the {format} format").format(format=interchange_text(fmt.title)))
        self.setAccessibleName(self.title())
        form = QFormLayout(self)
        self.fields: dict[str, QLineEdit | QComboBox] = {}
        for option in options:
            field = self._field(option)
            field.setObjectName(f"option.{option.key}")
            label = interchange_text(option.label)
            field.setAccessibleName(label)
            column = QVBoxLayout()
            column.setSpacing(1)
            column.addWidget(field)
            if option.help:
                help_text = interchange_text(option.help)
                field.setToolTip(help_text)
                field.setAccessibleDescription(help_text)
                column.addWidget(self._help_label(help_text, option.key))
            form.addRow(_buddy(self, self.tr("{setting}:").format(setting=label), field), column)
            self.fields[option.key] = field
        if not options:
            none = QLabel(self.tr("This format has no settings of its own."), self)
            none.setObjectName("formatOptionsNone")
            form.addRow(none)

    def _field(self, option: FormatOption) -> QLineEdit | QComboBox:
        if option.choices:
            field = QComboBox(self)
            for value in option.choices:
                field.addItem(choice_text(value), value)
            field.setCurrentIndex(max(0, field.findData(option.default)))
            return field
        field = QLineEdit(self)
        field.setPlaceholderText(option.default or self.tr("Automatic"))
        return field

    def _help_label(self, text: str, key: str) -> QLabel:
        label = QLabel(text, self)
        label.setObjectName(f"optionHelp.{key}")
        label.setWordWrap(True)
        label.setStyleSheet("color: palette(placeholder-text)")
        font = label.font()
        font.setPointSizeF(font.pointSizeF() * 0.9)
        label.setFont(font)
        return label

    def values(self) -> dict[str, str]:
        values = {}
        for key, field in self.fields.items():
            text = field.currentData() if isinstance(field, QComboBox) else field.text().strip()
            if text:
                values[key] = text
        return values


class InterchangeOptionsDialog(QDialog):
    """Import (``importing=True``) or export options for the formats given; the format is
    chosen in the dialog (for an import, "from the file" is the first choice)."""

    def __init__(self, formats: list[InterchangeFormat], *, importing: bool, path: Path | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.importing = importing
        self.setObjectName("importOptionsDialog" if importing else "exportOptionsDialog")
        self.setWindowTitle(self.tr("Import Map") if importing else self.tr("Export Map"))
        self.setAccessibleName(self.windowTitle())
        self._formats = formats
        layout = QVBoxLayout(self)
        form = QFormLayout()
        layout.addLayout(form)

        self.path_field = QLineEdit(str(path) if path else "", self)
        self.path_field.setObjectName("interchangePath")
        self.path_field.setAccessibleName(self.tr("File to import") if importing else self.tr("File to write"))
        browse = QPushButton(self.tr("&Browse…"), self)
        browse.setObjectName("interchangeBrowse")
        browse.setAccessibleName(self.tr("Choose the file"))
        browse.clicked.connect(self._browse)
        if importing:  # "from the file": the settings shown follow the file's format
            self.path_field.textChanged.connect(self._path_changed)
        row = QHBoxLayout()
        row.addWidget(self.path_field, 1)
        row.addWidget(browse)
        form.addRow(_buddy(self, self.tr("&File:"), self.path_field), row)

        self.format_field = QComboBox(self)
        self.format_field.setObjectName("interchangeFormat")
        self.format_field.setAccessibleName(self.tr("Format"))
        if importing:
            self.format_field.addItem(self.tr("From the file's name and contents"), None)
        for fmt in formats:
            self.format_field.addItem(f"{interchange_text(fmt.title)} ({' '.join(fmt.suffixes)})", fmt.name)
        self.format_field.currentIndexChanged.connect(self._format_changed)
        form.addRow(_buddy(self, self.tr("F&ormat:"), self.format_field), self.format_field)

        if importing:
            self.detail_default = QCheckBox(self.tr("The format's default"), self)
            self.detail_default.setObjectName("importDetailDefault")
            self.detail_default.setAccessibleName(self.tr("Use the format's default detail"))
            self.detail_default.setChecked(True)
            self.detail_field = self._units(self, "importDetail", self.tr("Simplify borders by up to (map units)"))
            self.detail_default.toggled.connect(lambda on: self.detail_field.setEnabled(not on))
            self.detail_field.setEnabled(False)
            self.detail_field.setToolTip(self.tr("Borders are simplified by up to this many map units, the whole "
                                                 "map at once so that shared borders stay shared; 0 keeps every "
                                                 "vertex"))
            row = QHBoxLayout()
            row.addWidget(self.detail_field, 1)
            row.addWidget(self.detail_default)
            form.addRow(_buddy(self, self.tr("&Detail:"), self.detail_field), row)
            self.snap_default = QCheckBox(self.tr("The format's default"), self)
            self.snap_default.setObjectName("importSnapDefault")
            self.snap_default.setAccessibleName(self.tr("Use the format's default snapping"))
            self.snap_default.setChecked(True)
            self.snap_field = self._units(self, "importSnap", self.tr("Snap within (map units)"))
            self.snap_default.toggled.connect(lambda on: self.snap_field.setEnabled(not on))
            self.snap_field.setEnabled(False)
            self.snap_field.setToolTip(self.tr("Vertices this close become one and gaps this narrow close, so "
                                               "borders drawn twice by hand become one"))
            row = QHBoxLayout()
            row.addWidget(self.snap_field, 1)
            row.addWidget(self.snap_default)
            form.addRow(_buddy(self, self.tr("&Snap:"), self.snap_field), row)
        else:
            self.width_field = QSpinBox(self)
            self.width_field.setObjectName("exportWidth")
            self.width_field.setAccessibleName(self.tr("Picture width in pixels (0: the format's default)"))
            self.width_field.setRange(0, 30000)
            self.width_field.setSpecialValueText(self.tr("The format's default"))
            form.addRow(_buddy(self, self.tr("Picture &width:"), self.width_field), self.width_field)

        self.own_options = QWidget(self)
        self.own_options_layout = QVBoxLayout(self.own_options)
        self.own_options_layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.own_options)
        self._option_fields: _FormatOptionFields | None = None

        self.extra_field = QPlainTextEdit(self)
        layout.addWidget(_buddy(self, self.tr("Other settings of the format, one KEY=VALUE a line:"),
                                self.extra_field))
        self.extra_field.setObjectName("interchangeExtra")
        self.extra_field.setAccessibleName(self.tr("Other settings, one KEY=VALUE a line"))
        self.extra_field.setPlaceholderText("KEY=VALUE")
        self.extra_field.setFixedHeight(70)
        layout.addWidget(self.extra_field)
        self.problem = QLabel(self)
        self.problem.setObjectName("interchangeProblem")
        self.problem.setStyleSheet("color: #b00020")
        self.problem.setWordWrap(True)
        self.problem.hide()
        layout.addWidget(self.problem)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.setObjectName("interchangeButtons")
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Import") if importing
                                                                   else self.tr("&Export"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._format_changed()
        self.setMinimumWidth(520)

    @staticmethod
    def _units(parent: QWidget, name: str, accessible: str) -> QDoubleSpinBox:
        spin = QDoubleSpinBox(parent)
        spin.setObjectName(name)
        spin.setAccessibleName(accessible)
        spin.setRange(0.0, 1000.0)
        spin.setDecimals(2)
        spin.setSingleStep(0.5)
        return spin

    # -- what was chosen -------------------------------------------------------------------
    def format_name(self) -> str | None:
        return self.format_field.currentData()

    def chosen_format(self) -> InterchangeFormat | None:
        name = self.format_name()
        return next((f for f in self._formats if f.name == name), None)

    def select_format(self, name: str) -> None:
        index = self.format_field.findData(name)
        if index >= 0:
            self.format_field.setCurrentIndex(index)

    def path(self) -> Path | None:
        text = self.path_field.text().strip()
        return Path(text) if text else None

    def detail(self) -> float | None:
        return None if self.detail_default.isChecked() else self.detail_field.value()

    def snap(self) -> float | None:
        return None if self.snap_default.isChecked() else self.snap_field.value()

    def picture_width(self) -> int | None:
        return self.width_field.value() or None

    def extra(self) -> dict[str, str]:
        values = self._option_fields.values() if self._option_fields is not None else {}
        typed, _bad = parse_key_values(self.extra_field.toPlainText())
        values.update(typed)
        return values

    # -- checks ----------------------------------------------------------------------------
    def accept(self) -> None:
        problem = self._problem()
        if problem:
            self.problem.setText(problem)
            self.problem.show()
            return
        super().accept()

    def _problem(self) -> str | None:
        path = self.path()
        if path is None:
            return self.tr("Choose a file.")
        if self.importing and not path.is_file():
            return self.tr("There is no file {file}.").format(file=str(path))
        if not self.importing and path.parent.exists() and not path.parent.is_dir():
            return self.tr("{folder} is a file, not a folder.").format(folder=str(path.parent))
        _values, bad = parse_key_values(self.extra_field.toPlainText())
        if bad is not None:
            return self.tr("'{line}' is not KEY=VALUE.").format(line=bad)
        return None

    # -- reacting ----------------------------------------------------------------------------
    def _format_changed(self) -> None:
        self._show_options_of(self.chosen_format() or self.detected_format())
        if not self.importing:
            fmt = self.chosen_format()
            path = self.path()
            if fmt is not None and path is not None and fmt.suffixes and path.suffix.lower() not in fmt.suffixes:
                self.path_field.setText(str(path.with_suffix(fmt.suffixes[0])))

    def _path_changed(self) -> None:
        if self.format_name() is None:
            self._show_options_of(self.detected_format())

    def detected_format(self) -> InterchangeFormat | None:
        """For an import "from the file": the format the file's name and contents show, if
        the file is there and one fits (its settings are then the ones offered)."""
        path = self.path()
        if not self.importing or path is None or not path.is_file():
            return None
        try:
            fmt = format_for_import(path)
        except FileFormatError:
            return None
        return fmt if any(f.name == fmt.name for f in self._formats) else None

    def options_shown_for(self) -> str | None:
        """The name of the format whose settings the dialog shows (None: none shown)."""
        return self._option_fields.format_name if self._option_fields is not None else None

    def _show_options_of(self, fmt: InterchangeFormat | None) -> None:
        if fmt is not None and fmt.name == self.options_shown_for():
            return  # the same format: keep what the user chose
        if self._option_fields is not None:
            self._option_fields.setParent(None)
            self._option_fields.deleteLater()
            self._option_fields = None
        if fmt is not None:
            options = tuple(o for o in fmt.options if o.for_import == self.importing)
            self._option_fields = _FormatOptionFields(fmt, options, self.own_options)
            self.own_options_layout.addWidget(self._option_fields)
            self._option_fields.show()
        self._fit_height()

    def showEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        super().showEvent(event)
        self._fit_height()  # a hidden dialog's layout is not up to date: fit it once shown

    def _fit_height(self) -> None:
        """As tall as the fields of the format shown need, no taller (a format with fewer
        settings leaves no empty band); the width the user gave is kept."""
        layout = self.layout()
        layout.invalidate()
        layout.activate()
        shown_width = self.width() if self.isVisible() else self.minimumWidth()  # never shown: 640 by default
        width = max(shown_width, self.minimumSizeHint().width())
        # Help lines wrap: their height depends on the width (sizeHint assumes a narrower one).
        height = layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else self.sizeHint().height()
        self.resize(width, height)

    def _browse(self) -> None:
        suffixes = file_filter(self._formats)
        current = self.path_field.text()
        if self.importing:
            chosen, _ = QFileDialog.getOpenFileName(self, self.windowTitle(), current, suffixes)
        else:
            chosen, _ = QFileDialog.getSaveFileName(self, self.windowTitle(), current, suffixes)
        if chosen:
            self.path_field.setText(chosen)
            self._format_changed()


def file_filter(formats: list[InterchangeFormat]) -> str:
    """File dialog filters: every format's suffixes together, then one a format, then all files."""
    from PySide6.QtCore import QCoreApplication

    def patterns(fmt):
        return " ".join(f"*{suffix}" for suffix in fmt.suffixes)

    every = " ".join(patterns(f) for f in formats)
    parts = [QCoreApplication.translate("InterchangeOptionsDialog", "Every known map ({patterns})").format(
        patterns=every)]
    parts += [f"{interchange_text(fmt.title)} ({patterns(fmt)})" for fmt in formats]
    parts.append(QCoreApplication.translate("InterchangeOptionsDialog", "All files (*)"))
    return ";;".join(parts)
