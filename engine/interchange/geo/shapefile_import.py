"""ESRI shapefiles read: ``NAME.shp`` (the shapes) and ``NAME.dbf`` (their attributes) beside it.

The ``.prj`` beside them (the coordinate system, as WKT) says whether the coordinates are
projected (``PROJCS``: drawn as they are, to scale) or longitude/latitude (crs.py); without
one, coordinates that can be degrees are taken as longitude/latitude, others as projected
already (importer.py says which in the report).
A ``.cpg`` beside them names the attributes' text encoding (UTF-8 if there is none).
Shapes are read with pyshp, whose GeoJSON view of a shape sorts rings into outer rings and
holes by their winding, so the rest is GeoJSON's path (importer.py).
"""

from __future__ import annotations

import codecs
import io
import warnings
from pathlib import Path

from engine.core.messages import QT_TRANSLATE_NOOP
from engine.files.text_file import read_binary_file
from engine.interchange.draft import ImportResult
from engine.interchange.geo.importer import RawFeature, SourceMap, import_features, map_name
from engine.interchange.registry import ImportOptions
from engine.interchange.report import InterchangeError

FILE_CODE = b"\x00\x00\x27\x0a"  # 9994, big-endian: the first four bytes of every .shp
SHP_HEADER = 100  # bytes before the first record of a .shp
DBF_HEADER = 32  # bytes of a .dbf's fixed header, before its field descriptions


def sniff(head: bytes) -> bool:
    return head[:4] == FILE_CODE


def import_shapefile(path: Path, options: ImportOptions) -> ImportResult:
    try:
        import shapefile  # pyshp
    except ImportError:  # a dependency, but say so plainly if an install lacks it
        raise InterchangeError(NO_PYSHP) from None
    file = str(path)
    shp = read_binary_file(path)
    dbf_path = beside(path, ".dbf")
    if dbf_path is None:
        raise InterchangeError(MISSING_DBF, file=file, name=f"{path.stem}.dbf", folder=str(path.parent))
    dbf = read_binary_file(dbf_path)
    encoding = _encoding(path)
    cut = cut_short(shp, dbf)
    if cut is not None:  # before pyshp, which reads a .shp cut between two records as if whole
        template, params = cut
        raise InterchangeError(template, file=file, **params)
    raws = []
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # pyshp warns of odd headers; a broken file fails below
            reader = shapefile.Reader(shp=io.BytesIO(shp), dbf=io.BytesIO(dbf), encoding=encoding,
                                      encodingErrors="replace")
            for item in reader.iterShapeRecords():
                properties = item.record.as_dict()
                if item.shape.shapeType == shapefile.NULL:
                    raws.append(RawFeature(properties, None))
                else:
                    raws.append(RawFeature(properties, item.shape.__geo_interface__))
    except InterchangeError:
        raise
    except Exception as error:  # noqa: BLE001 - pyshp raises struct, value and its own errors on bad bytes
        raise InterchangeError(BAD_SHAPEFILE, file=file, reason=str(error) or type(error).__name__) from None
    return import_features(SourceMap(name=map_name(None, path), features=raws, file=file, crs=_prj(path)),
                           options)


def cut_short(shp: bytes, dbf: bytes) -> tuple[str, dict[str, object]] | None:
    """Whether one of the files ends before its header says (a copy or a download cut off):
    the message and its parameters; None if both are whole.

    pyshp says only that struct needed more bytes than were left, or, for a .shp cut
    between two records, reads the records left and nothing more; the record where the file
    stops tells the user what happened and that the file, not Worldsmith, is at fault.
    """
    return _shp_cut_short(shp) or _dbf_cut_short(dbf)


def _shp_cut_short(shp: bytes) -> tuple[str, dict[str, object]] | None:
    # Header: the file length in 16-bit words at byte 24 (big-endian); then records, each an
    # 8-byte header (its number, its content length in words) and its content.
    if len(shp) < SHP_HEADER:
        return SHP_CUT_IN_HEADER, {}
    declared = int.from_bytes(shp[24:28], "big", signed=True) * 2
    position, record = SHP_HEADER, 0
    while position < min(declared, len(shp)):
        record += 1
        if position + 8 > len(shp):
            return SHP_CUT_IN_RECORD, {"record": record}
        length = int.from_bytes(shp[position + 4:position + 8], "big", signed=True) * 2
        if length < 0:
            return None  # not a length: the file is damaged, not cut short
        position += 8 + length
        if position > len(shp):
            return SHP_CUT_IN_RECORD, {"record": record}
    if declared > len(shp):
        return SHP_CUT_AFTER_RECORD, {"record": record}
    return None


def _dbf_cut_short(dbf: bytes) -> tuple[str, dict[str, object]] | None:
    # Header: the number of records at byte 4, the header's and a record's size at 8 and 10
    # (little-endian); the records follow the header, one after another.
    if len(dbf) < DBF_HEADER:
        return DBF_CUT_IN_HEADER, {}
    count = int.from_bytes(dbf[4:8], "little")
    header = int.from_bytes(dbf[8:10], "little")
    size = int.from_bytes(dbf[10:12], "little")
    if len(dbf) < header:
        return DBF_CUT_IN_HEADER, {}
    if size and len(dbf) < header + count * size:
        return DBF_CUT_IN_RECORD, {"record": (len(dbf) - header) // size + 1}
    return None


def beside(path: Path, suffix: str) -> Path | None:
    """The file of the same name with ``suffix`` beside ``path``, whatever its case (.DBF)."""
    direct = path.with_suffix(suffix)
    if direct.is_file():
        return direct
    wanted = direct.name.lower()
    try:
        return next((p for p in path.parent.iterdir() if p.name.lower() == wanted and p.is_file()), None)
    except OSError:
        return None


def _prj(path: Path) -> str | None:
    """The WKT of the ``.prj`` beside the shapefile, if there is one (a few kilobytes at most)."""
    prj = beside(path, ".prj")
    if prj is None:
        return None
    try:
        with open(prj, "rb") as handle:
            return handle.read(65536).decode("utf-8", "replace").strip() or None
    except OSError:
        return None


def _encoding(path: Path) -> str:
    cpg = beside(path, ".cpg")
    if cpg is None:
        return "utf-8"
    try:
        name = cpg.read_text(encoding="ascii", errors="replace").strip()
    except OSError:
        return "utf-8"
    for candidate in (name, f"cp{name}"):  # "UTF-8", "1252", "ISO-8859-1"
        try:
            return codecs.lookup(candidate).name
        except LookupError:
            continue
    return "utf-8"


NO_PYSHP = QT_TRANSLATE_NOOP(
    "Interchange", "reading shapefiles needs the pyshp package, which is not installed (pip install pyshp)"
)
MISSING_DBF = QT_TRANSLATE_NOOP(
    "Interchange", "the attribute table '{name}' is not in {folder}: a shapefile needs it beside the .shp"
)
BAD_SHAPEFILE = QT_TRANSLATE_NOOP("Interchange", "not a shapefile Worldsmith can read ({reason})")
SHP_CUT_IN_HEADER = QT_TRANSLATE_NOOP("Interchange", "the .shp file ends inside its header: it is cut short")
SHP_CUT_IN_RECORD = QT_TRANSLATE_NOOP(
    "Interchange", "the .shp file ends in the middle of record {record}: it is cut short"
)
SHP_CUT_AFTER_RECORD = QT_TRANSLATE_NOOP(
    "Interchange", "the .shp file ends after record {record}, before the length its header gives: it is cut short"
)
DBF_CUT_IN_HEADER = QT_TRANSLATE_NOOP("Interchange", "the .dbf file ends inside its header: it is cut short")
DBF_CUT_IN_RECORD = QT_TRANSLATE_NOOP(
    "Interchange", "the .dbf file ends in the middle of record {record}: it is cut short"
)
