"""The Spanish catalogue speaks the glossary's words, in tú, with one style of quotes (issue 33).

Issue 33: "Two words for one thing, sometimes on one screen: card slot "Casilla"/"Ranura", HQ
"CG"/"cuartel general" …" and "a test fails when a Spanish message uses a glossary term's
rejected synonym"; also "4 messages in "usted" where the app says "tú", mixed quotation
marks". docs/glossary.md is the list: these tests read it, then every finished Spanish
translation in resources/translations/worldsmith_es.ts.
"""

from __future__ import annotations

import re
import unicodedata
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

import pytest

from engine.resources import resources_dir

ROOT = Path(__file__).resolve().parents[2]
GLOSSARY = ROOT / "docs" / "glossary.md"
SPANISH = resources_dir() / "translations" / "worldsmith_es.ts"


# -- reading the glossary --------------------------------------------------------------------------
def fold(text: str) -> str:
    """Lower case without accents: "Búnker" and "bunker" compare equal."""
    decomposed = unicodedata.normalize("NFD", text.lower())
    return "".join(c for c in decomposed if unicodedata.category(c) != "Mn")


def markdown_tables(text: str) -> dict[tuple[str, ...], list[list[str]]]:
    """Header → rows, for every table in a markdown text (cells stripped; the --- line skipped)."""
    tables: dict[tuple[str, ...], list[list[str]]] = {}
    header = None
    for line in text.splitlines():
        if not line.startswith("|"):
            header = None
            continue
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if header is None:
            header = tuple(cells)
            tables.setdefault(header, [])
        elif not all(set(cell) <= {"-", ":"} for cell in cells):
            tables[header].append(cells)
    return tables


@dataclass(frozen=True)
class Term:
    rule_set: str
    english: str
    spanish: str
    rejected: tuple[str, ...]
    everywhere: bool  # else only in the rule set's own messages


def split_list(cell: str) -> tuple[str, ...]:
    return tuple(word.strip() for word in cell.split(",") if word.strip() and word.strip() != "—")


def glossary() -> tuple[list[Term], dict[str, list[str]], dict[str, list[str]]]:
    """(terms, rejected synonym → allowed phrases, rule set → file paths) from docs/glossary.md."""
    tables = markdown_tables(GLOSSARY.read_text(encoding="utf-8"))
    columns = ("Rule set", "English", "Spanish", "Rejected synonyms", "Checked in", "Source")
    terms = []
    for header, rows in tables.items():
        if header != columns:
            continue
        for row in rows:
            assert len(row) == len(columns) and row[5], f"one cell per column, with a source: {row}"
            assert row[4] in ("everywhere", "rule set", "—"), row
            terms.append(Term(*row[:3], split_list(row[3]), everywhere=row[4] != "rule set"))
    exceptions: dict[str, list[str]] = {}
    for row in tables[("Rejected synonym", "Allowed phrase", "Reason")]:
        assert row[2], f"the exception {row[1]!r} says why it is allowed"
        exceptions.setdefault(fold(row[0]), []).append(fold(row[1]))
    files = {row[0]: list(split_list(row[1])) for row in tables[("Rule set", "Files")]}
    return terms, exceptions, files


# -- reading the catalogue ---------------------------------------------------------------------------
@dataclass(frozen=True)
class Message:
    context: str
    source: str
    texts: tuple[str, ...]  # the translation, or its plural forms
    files: tuple[str, ...]  # where the code says it, relative to the repository

    def __str__(self) -> str:
        return f"{self.context}: {self.source!r} → {' || '.join(self.texts)!r}"


def finished_spanish(path: Path = SPANISH) -> list[Message]:
    messages = []
    for context in ET.parse(path).getroot().iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation.get("type") in ("unfinished", "obsolete", "vanished"):
                continue
            forms = [form.text or "" for form in translation.iter("numerusform")] or [translation.text or ""]
            files = tuple(location.get("filename").replace("../../", "") for location in message.iter("location"))
            messages.append(Message(context.findtext("name"), message.findtext("source"), tuple(forms), files))
    return messages


HELP_PAGES = resources_dir() / "help" / "es"


def spanish_help_pages() -> list[Message]:
    """The Spanish User Guide and Rules pages as messages (what a reader sees: link targets
    and `code` left out), each said in its own file, so a rule set's words are checked in its
    pages as in its code (docs/glossary.md, Rule-set files)."""
    pages = []
    for path in sorted(HELP_PAGES.glob("*.md")):
        text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", path.read_text(encoding="utf-8"))
        text = re.sub(r"`[^`]*`", " ", text)
        pages.append(Message("help", path.name, (text,), (f"resources/help/es/{path.name}",)))
    return pages


# -- the checks --------------------------------------------------------------------------------------
def synonym_pattern(synonym: str) -> re.Pattern:
    """Whole words, case and accents ignored, each word singular or plural ("ruta marítima"
    finds "rutas marítimas"); "entreg*" matches every word starting so."""
    parts = []
    for word in fold(synonym).split():
        parts.append(re.escape(word[:-1]) + r"\w*" if word.endswith("*") else re.escape(word) + r"(?:s|es)?\b")
    return re.compile(r"\b" + r"\s+".join(parts))


def belongs_to(message: Message, paths: list[str]) -> bool:
    """Every place the message is said is in the rule set's files (a message shared with other
    screens is not the rule set's alone)."""
    def inside(file: str) -> bool:
        return any(file.startswith(p) if p.endswith("/") else file == p for p in paths)

    return bool(message.files) and all(inside(f) for f in message.files)


def words_of(text: str) -> str:
    """What a reader sees of a translation: no {placeholders} (filled in by the code: "{mu}" is
    not the word "MU") and no rich-text tags."""
    return re.sub(r"\{\w*\}|<[^>]*>", " ", text)


def rejected_words_in(text: str, synonym: str, allowed: list[str]) -> list[str]:
    """The rejected synonym's occurrences in ``text`` outside its allowed phrases."""
    folded = fold(words_of(text))
    for phrase in allowed:
        folded = folded.replace(phrase, " " * len(phrase))
    return synonym_pattern(synonym).findall(folded)


def glossary_violations(messages: list[Message]) -> list[str]:
    terms, exceptions, files = glossary()
    found = []
    for term in terms:
        scope = None if term.everywhere else files[term.rule_set]
        for message in messages:
            if scope is not None and not belongs_to(message, scope):
                continue
            for synonym in term.rejected:
                for text in message.texts:
                    for word in rejected_words_in(text, synonym, exceptions.get(fold(synonym), [])):
                        found.append(f"{term.english} is «{term.spanish}», not «{word}»: {message}")
    return found


# Usted where the app says tú. Imperatives stand at the start of a clause ("Elija un archivo.");
# the same forms after "que" are third-person subjunctives ("Esperando a que {player} elija los
# dados") and legitimate, so these are flagged only where a clause starts.
USTED_IMPERATIVES = (
    "haga", "pulse", "seleccione", "introduzca", "elija", "escoja", "escriba", "compruebe", "intente",
    "guarde", "abra", "cierre", "desbloquee", "bloquee", "espere", "vuelva", "utilice", "indique",
    "pruebe", "consulte", "cambie", "anada", "quite", "mueva", "arrastre", "suelte", "coloque", "elimine",
    "borre", "corrija", "revise", "confirme", "acepte", "continue", "reinicie", "instale", "ejecute",
    "cargue", "importe", "exporte", "dibuje", "conecte", "marque", "active", "desactive", "mantenga",
    "asegurese", "fijese", "tenga en cuenta",
)
# Forms that are usted wherever they stand: the pronoun, and imperatives with a pronoun attached
# (the tú forms differ: "guárdalo", "ábrelo", "desbloquéalo").
USTED_ANYWHERE = (
    "usted", "ustedes", "guardelo", "guardela", "abralo", "abrala", "cierrelo", "desbloqueelo", "bloqueelo",
    "intentelo", "seleccionelo", "seleccionela", "elijalo", "elijala", "cambielo", "muevalo", "quitelo",
    "borrelo", "corrijalo", "compruebelo", "escribalo", "pulselo", "asegurese", "fijese", "digame",
)
CLAUSE_START = r"(?:^|[.:;!?¿¡(—\n]\s*)"


def usted_forms(text: str) -> list[str]:
    folded = fold(words_of(text))
    imperative = CLAUSE_START + r"(" + "|".join(USTED_IMPERATIVES) + r")\b"
    anywhere = r"\b(" + "|".join(USTED_ANYWHERE) + r")\b"
    return re.findall(imperative, folded) + re.findall(anywhere, folded)


# Spanish quotes are «…». Straight or curly quotes around a word are another style; an
# apostrophe inside a word (a name such as O'Neill) is not a quote.
OTHER_QUOTES = re.compile(r"[“”‘’\"]|(?<!\w)'|'(?!\w)")


def other_quotes(text: str) -> list[str]:
    return OTHER_QUOTES.findall(words_of(text))


# -- the tests ---------------------------------------------------------------------------------------
def test_the_glossary_covers_the_terms_issue_33_names():
    terms, _exceptions, _files = glossary()
    spanish = {fold(term.spanish) for term in terms}
    for word in ("territorio", "continente", "bonificacion", "canjear, canje", "tropa", "ejercito", "CG",
                 "Ciudad Mayor", "Ciudad Menor", "cicatriz", "Bunker", "Escasez de municiones", "fortificacion",
                 "misil (a common noun: lower case mid-sentence)", "faccion", "poder", "moneda", "Estrella Roja",
                 "carta de recurso", "carta de evento", "paquete", "etiqueta", "cara arriba", "ranura",
                 "linea maritima", "LA GUERRA PROGRESA", "cancelar", "UM", "armada, unidad de armada", "trio",
                 "mision", "reagrupar, reagrupacion", "maniobrar, maniobra", "reclutar",
                 "territorio de inicio legal, inicio legal"):
        assert fold(word) in spanish, word
    rule_sets = {term.rule_set for term in terms}
    assert rule_sets == {"shared", "classic", "Legacy", "economy"}
    assert all(term.rule_set != "shared" for term in terms if not term.everywhere), "shared words have no rule set"


def test_no_finished_spanish_translation_uses_a_rejected_synonym():
    messages = finished_spanish()
    assert len(messages) > 2000
    assert glossary_violations(messages) == []


def test_the_spanish_help_pages_use_the_glossarys_words_tu_and_angle_quotes():
    pages = spanish_help_pages()
    assert len(pages) >= 12
    assert glossary_violations(pages) == []
    assert [(m.source, forms) for m in pages for text in m.texts if (forms := usted_forms(text))] == []
    assert [m.source for m in pages for text in m.texts if other_quotes(text)] == []


def test_the_spanish_catalogue_says_tu_never_usted():
    found = [f"{forms}: {m}" for m in finished_spanish() for text in m.texts if (forms := usted_forms(text))]
    assert found == []


def test_the_spanish_catalogue_quotes_with_angle_quotes_only():
    found = [str(m) for m in finished_spanish() for text in m.texts if other_quotes(text)]
    assert found == []


# -- the checks catch what they must, and nothing else ------------------------------------------------
def _message(text: str, files: tuple[str, ...] = ("editor/play/legacy/window.py",)) -> Message:
    return Message("Test", "source", (text,), files)


@pytest.mark.parametrize("text, expected", [
    ("Toma la carta boca arriba", ["boca arriba"]),
    ("{count} inicios válidos", ["inicios validos"]),
    ("Se abre — LA GUERRA AVANZA", ["la guerra avanza"]),
    ("{player} entrega cuatro cartas", ["entrega"]),
    ("Las Flotas navegan", ["flotas"]),  # economy's word, wrong everywhere
    ("Una carta visible", ["visible"]),  # "face up" in a Legacy message
    ("El tamaño de las insignias", []),
    ("Pegatinas que quedan", ["pegatinas"]),  # shared; a plural is the same word
    ("La ciudad principal de {player}", ["ciudad principal"]),
    ("Escasez de munición", ["escasez de municion"]),
    ("Escasez de municiones", []),  # the rulebook's words (allowed: only the singular is rejected)
    ("Pagar mantenimiento · {mu} UM", []),  # a placeholder is not a word
    ("Elige un territorio para tu CG (cuartel general)", []),  # the allowed definition
    ("Elige un territorio para tu cuartel general", ["cuartel general"]),
    ("({used} de 10 casillas marcadas)", []),  # a fortification's boxes, not a slot
    ("El territorio de cada casilla", ["casilla"]),
    ("{player}, ¿disparas un misil?", ["disparas un misil"]),
    ("{player} reclama {territory}.", ["reclama"]),
])
def test_the_glossary_check_finds_rejected_synonyms_in_their_scope(text, expected):
    found = glossary_violations([_message(text)])
    words = [line.split("not «")[1].split("»")[0] for line in found]
    assert sorted(words) == sorted(expected)


def test_a_rule_sets_words_are_checked_only_in_its_own_messages():
    classic = _message("mueve ejércitos y fortifica", ("engine/rules/classic.py",))
    shared = _message("mueve ejércitos y fortifica", ("engine/rules/classic.py", "editor/play/phase_panel.py"))
    legacy = _message("tus ejércitos", ("engine/rules/legacy/rules.py",))
    editor = _message("una capa visible", ("editor/main_window.py",))
    assert len(glossary_violations([classic])) == 1  # classic reagrupa, never fortifica
    assert glossary_violations([shared]) == []  # said on other screens too: not classic's alone
    assert len(glossary_violations([legacy])) == 1  # Legacy speaks of tropas
    assert glossary_violations([editor]) == []  # "visible" is only wrong for a Legacy card


@pytest.mark.parametrize("text, flagged", [
    ("Elija un archivo.", True),
    ("Este mapa no tiene imagen de fondo: elija una en las Propiedades del mapa.", True),
    ("Se importó {name}: guárdelo para conservarlo.", True),
    ("desbloquéelo para arrastrarlo", True),
    ("¿Quiere usted guardar?", True),
    ("Esperando a que {player} elija los dados", False),  # third person after "que"
    ("Elige un archivo.", False),
    ("Se importó {name}: guárdalo para conservarlo.", False),
    ("<b>Pulsa</b> Intro", False),
])
def test_the_usted_check_tells_usted_from_tu_and_third_person(text, flagged):
    assert bool(usted_forms(text)) is flagged


@pytest.mark.parametrize("text, flagged", [
    ("el paquete «{pack}»", False),
    ("el paquete '{pack}'", True),
    ('el paquete "{pack}"', True),
    ("el paquete “{pack}”", True),
    ("el jugador O'Neill", False),
    ('<a href="https://example.org">la web</a>', False),
])
def test_the_quote_check_accepts_only_angle_quotes(text, flagged):
    assert bool(other_quotes(text)) is flagged
