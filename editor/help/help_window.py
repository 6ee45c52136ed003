"""The help window: the User Guide and the Rules as pages, a contents list on the left, Back
and Forward, and a search that narrows the contents to the pages holding every word typed.

One help window serves the whole application (:func:`show_help`): it is about Worldsmith, not
about one map or game, so it stays open while windows come and go. It is a plain top-level
widget, not a QMainWindow, so that every kind of window may import it
(tests/editor/test_layering.py).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSize, Qt, QUrl
from PySide6.QtGui import QImage, QKeySequence, QTextDocument
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLineEdit,
    QSplitter,
    QStyle,
    QTextBrowser,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.help.pages import FIRST_PAGE, GUIDE, RULES, Page, help_language, page_text, pages

MAX_IMAGE_WIDTH = 640  # the README's pictures are 1,500–1,600 pixels wide: fit them beside the contents
SLUG_ROLE = Qt.ItemDataRole.UserRole


class HelpBrowser(QTextBrowser):
    """A QTextBrowser that shows the pages' pictures no wider than the text beside them."""

    def loadResource(self, kind: int, url: QUrl):  # noqa: N802 (Qt's)
        if kind == QTextDocument.ResourceType.ImageResource.value:
            resolved = self.source().resolved(url) if url.isRelative() else url
            image = QImage(resolved.toLocalFile())
            if not image.isNull():
                if image.width() > MAX_IMAGE_WIDTH:
                    image = image.scaledToWidth(MAX_IMAGE_WIDTH, Qt.TransformationMode.SmoothTransformation)
                return image
        return super().loadResource(kind, url)


class HelpWindow(QWidget):
    """The User Guide and the Rules, in the app's language."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        # The help is a companion, not a window to keep Worldsmith running: File ▸ Quit in the
        # editor left the process alive behind it (found by an independent first-hour check).
        self.setAttribute(Qt.WidgetAttribute.WA_QuitOnClose, False)
        self.setObjectName("helpWindow")
        self.setWindowTitle(self.tr("Worldsmith Help"))
        self.setAccessibleName(self.tr("Worldsmith Help"))
        self.language = ""
        self._pages: dict[str, Page] = {}
        self._items: dict[str, QTreeWidgetItem] = {}

        self.browser = HelpBrowser(self)
        self.browser.setObjectName("help.browser")
        self.browser.setAccessibleName(self.tr("Help page"))
        self.browser.setOpenExternalLinks(True)  # web links go to the web browser, pages open here
        self.browser.document().setDocumentMargin(12)
        self.browser.sourceChanged.connect(self._follow_source)

        self.contents = QTreeWidget(self)
        self.contents.setObjectName("help.contents")
        self.contents.setAccessibleName(self.tr("Contents"))
        self.contents.setHeaderHidden(True)
        self.contents.currentItemChanged.connect(self._contents_chosen)

        self.back_button = self._button("help.back", self.tr("Back"), QStyle.StandardPixmap.SP_ArrowBack,
                                        QKeySequence.StandardKey.Back, self.browser.backward)
        self.forward_button = self._button("help.forward", self.tr("Forward"), QStyle.StandardPixmap.SP_ArrowForward,
                                           QKeySequence.StandardKey.Forward, self.browser.forward)
        self.browser.backwardAvailable.connect(self.back_button.setEnabled)
        self.browser.forwardAvailable.connect(self.forward_button.setEnabled)
        self.back_button.setEnabled(False)
        self.forward_button.setEnabled(False)

        self.search = QLineEdit(self)
        self.search.setObjectName("help.search")
        self.search.setAccessibleName(self.tr("Search the help"))
        self.search.setPlaceholderText(self.tr("Search the help"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._narrow_contents)
        self.search.returnPressed.connect(self.find_next)

        bar = QHBoxLayout()
        bar.addWidget(self.back_button)
        bar.addWidget(self.forward_button)
        bar.addStretch(1)
        bar.addWidget(self.search, 1)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.setObjectName("help.splitter")
        self.splitter.addWidget(self.contents)
        self.splitter.addWidget(self.browser)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([270, 730])
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(self.splitter, 1)
        self.resize(1000, 720)
        self.load_contents()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's)
        return QSize(1000, 720)

    def _button(self, name: str, text: str, pixmap: QStyle.StandardPixmap, key: QKeySequence.StandardKey,
                slot) -> QToolButton:
        button = QToolButton(self)
        button.setObjectName(name)
        button.setAccessibleName(text)
        button.setToolTip(text)
        button.setText(text)
        button.setIcon(self.style().standardIcon(pixmap))
        button.setShortcut(QKeySequence(key))
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        button.clicked.connect(slot)
        return button

    # -- the pages -----------------------------------------------------------------------------
    def load_contents(self) -> None:
        """Fill the contents with the pages in the app's language (again if it changed)."""
        language = help_language()
        if language == self.language and self._pages:
            return
        self.language = language
        self._pages = {page.slug: page for page in pages(language)}
        self._items.clear()
        self.contents.clear()
        groups = {GUIDE: QTreeWidgetItem(self.contents, [self.tr("User Guide")]),
                  RULES: QTreeWidgetItem(self.contents, [self.tr("Rules")])}
        for group in groups.values():
            group.setFlags(Qt.ItemFlag.ItemIsEnabled)  # a heading: not a page to select
            font = group.font(0)
            font.setBold(True)
            group.setFont(0, font)
        for page in self._pages.values():
            item = QTreeWidgetItem(groups[page.group], [page.title])
            item.setData(0, SLUG_ROLE, page.slug)
            self._items[page.slug] = item
        self.contents.expandAll()
        self.browser.clearHistory()

    def page_titles(self) -> list[str]:
        return [page.title for page in self._pages.values()]

    def current_slug(self) -> str | None:
        return self._slug_of(self.browser.source())

    def _slug_of(self, url: QUrl) -> str | None:
        path = url.toLocalFile()
        if not path:
            return None
        shown = Path(path).resolve()
        return next((slug for slug, page in self._pages.items() if page.path.resolve() == shown), None)

    def show_page(self, slug: str | None = None) -> None:
        """Show the page ``slug`` (the first one if unknown or None)."""
        self.load_contents()
        page = self._pages.get(slug or FIRST_PAGE) or self._pages.get(FIRST_PAGE)
        if page is None:
            self.browser.setPlainText(self.tr("The help pages are missing from this installation."))
            return
        self.browser.setSource(QUrl.fromLocalFile(str(page.path)), QTextDocument.ResourceType.MarkdownResource)

    def _contents_chosen(self, item: QTreeWidgetItem | None, _previous=None) -> None:
        slug = item.data(0, SLUG_ROLE) if item is not None else None
        if slug and slug != self.current_slug():
            self.show_page(slug)

    def _follow_source(self, url: QUrl) -> None:
        """Keep the contents on the page shown, however it was reached (a link, Back)."""
        item = self._items.get(self._slug_of(url) or "")
        if item is not None and self.contents.currentItem() is not item:
            blocked = self.contents.blockSignals(True)  # the page is already shown: do not load it again
            self.contents.setCurrentItem(item)
            self.contents.blockSignals(blocked)

    # -- search --------------------------------------------------------------------------------
    def _narrow_contents(self, text: str) -> None:
        """Hide the pages that do not hold every word typed."""
        words = text.casefold().split()
        for slug, item in self._items.items():
            page_words = (self._pages[slug].title + "\n" + page_text(self._pages[slug])).casefold()
            item.setHidden(bool(words) and not all(word in page_words for word in words))

    def matching_titles(self) -> list[str]:
        return [self._pages[slug].title for slug, item in self._items.items() if not item.isHidden()]

    def find_next(self) -> bool:
        """Enter in the search box: the next place on this page with the first word typed,
        or the first page that has it."""
        words = self.search.text().split()
        if not words:
            return False
        if self.browser.find(words[0]):
            return True
        cursor = self.browser.textCursor()  # wrap round to the page's start
        cursor.movePosition(cursor.MoveOperation.Start)
        self.browser.setTextCursor(cursor)
        if self.browser.find(words[0]):
            return True
        shown = self.matching_titles()
        for slug, item in self._items.items():
            if not item.isHidden() and slug != self.current_slug() and shown:
                self.show_page(slug)
                return self.browser.find(words[0])
        return False


_window: HelpWindow | None = None


def show_help(slug: str | None = None) -> HelpWindow:
    """The help window (made at the first call), at page ``slug``, shown and raised."""
    global _window
    if _window is None:
        _window = HelpWindow()
        _window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        _window.destroyed.connect(_forget_window)
    _window.show_page(slug)
    _window.show()
    _window.raise_()
    _window.activateWindow()
    return _window


def _forget_window(_obj=None) -> None:
    global _window
    _window = None


def open_help_window() -> HelpWindow | None:
    """The help window if one is open (for tests and the menu)."""
    return _window
