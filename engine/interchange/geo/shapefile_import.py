"""ESRI shapefiles read: ``NAME.shp`` (the shapes) and ``NAME.dbf`` (their attributes) beside it.

The ``.prj`` (the projection) is not read: coordinates that can be degrees are taken as
longitude/latitude, others as projected already (importer.py says which in the report).
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
    return import_features(SourceMap(name=map_name(None, path), features=raws, file=file), options)


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
