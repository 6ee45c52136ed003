"""Whether a file's coordinate reference system is projected (metres, feet) or geographic (degrees).

Files say it in one of two ways: a shapefile's ``.prj`` holds WKT (``PROJCS[...]`` for a
projection, ``GEOGCS[...]`` for longitude/latitude), and an old-style GeoJSON (2008) or a
GDAL export carries a ``crs`` member naming it (``urn:ogc:def:crs:EPSG::3857``,
``EPSG:4326``, ``urn:ogc:def:crs:OGC:1.3:CRS84``). Without a database of every EPSG code,
the codes of the common geographic systems are listed here and any other EPSG code is taken
as projected, which is what nearly every other code is.

Coordinates that fit in ±180°/±90° but come from a projected system (a small region in
kilometres, a local grid) would otherwise be taken for degrees and squeezed.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

# Geographic (longitude/latitude) EPSG codes met in practice: WGS 84 and its 3-D forms,
# NAD83/NAD27 and their realisations, ETRS89, GDA94/GDA2020, SIRGAS, JGD, CGCS2000, NZGD2000,
# ED50, OSGB36's geographic form, Pulkovo, Tokyo, Indian 1975 and others.
GEOGRAPHIC_EPSG = frozenset({
    4326, 4979, 4978, 4269, 4267, 4258, 4283, 7844, 4674, 4612, 6668, 4490, 4167, 4230, 4277,
    4284, 4301, 4240, 4152, 6318, 4617, 4171, 4019, 4030, 4047, 4148, 4755, 4322, 4619, 4668,
    4686, 4746, 4742, 4181, 4170, 4313, 4314, 4659,
})
_EPSG = re.compile(r"EPSG(?:::?[0-9.]*:|:{1,2}|/[0-9.]+/|/)\s*(\d{4,6})\b", re.IGNORECASE)
_OGC_GEOGRAPHIC = re.compile(r"\bCRS(?:84|83|27)h?\b", re.IGNORECASE)
_WKT_PROJECTED = re.compile(r"^\s*(PROJCS|PROJCRS|PROJECTEDCRS)\s*\[", re.IGNORECASE)
_WKT_GEOGRAPHIC = re.compile(r"^\s*(GEOGCS|GEOGCRS|GEOGRAPHICCRS|GEODCRS|GEODETICCRS)\s*\[", re.IGNORECASE)
_WKT_NAME = re.compile(r'^\s*\w+\s*\[\s*"([^"]{1,80})"')


def projected(description: str | None) -> bool | None:
    """True if the description names a projected system, False if a geographic one, None if
    it says nothing Worldsmith recognises (then the coordinates' range decides)."""
    if not description:
        return None
    if _WKT_PROJECTED.match(description):
        return True
    if _WKT_GEOGRAPHIC.match(description):
        return False
    if _OGC_GEOGRAPHIC.search(description):
        return False
    code = _EPSG.search(description)
    if code:
        return int(code.group(1)) not in GEOGRAPHIC_EPSG
    return None


def label(description: str) -> str:
    """A short name for the report: the WKT's own name, else the description itself."""
    name = _WKT_NAME.match(description)
    text = name.group(1) if name else description
    text = " ".join(text.split())
    return text if len(text) <= 80 else text[:77] + "..."


def geojson_crs(member: object) -> str | None:
    """The name in a GeoJSON ``crs`` member (``{"type": "name", "properties": {"name": ...}}``)."""
    if not isinstance(member, Mapping):
        return None
    properties = member.get("properties")
    if isinstance(properties, Mapping):
        for key in ("name", "href", "code"):
            value = properties.get(key)
            if isinstance(value, (str, int)) and not isinstance(value, bool):
                text = str(value)
                return f"EPSG:{text}" if key == "code" else text
    return None
