"""Territory names from geographic features: which property names them, and names that repeat told apart.

The name property is guessed from the columns GIS files use (:func:`guess_name_property`):
``name``/``NAME``/``Name``, then the English name (``name_en``, ``NAME_EN``), Natural
Earth's ``ADMIN``, then any column whose name says name: ``*_NAME``/``NAME_*`` or ending in
"name" whatever its case (``STATE_NAME``, ``NAME_1``, ESRI's ``BoroName``, ``regionName``:
the one with the most different values, the finest division), then an ``id`` (a property, or
the Feature's own ``id``).

Features that share a name are different places (31 US counties are called Washington), so
they stay apart (:func:`told_apart`): each gets the value of a second property in brackets,
"Washington (Maine)", when one tells them apart; else a number, "Washington 2".
The second property is chosen among the text columns (not codes such as FIPS numbers) by
how many repeated names it tells apart, then preferring a column whose values repeat across
the file (a state, a region: a parent) over one unique to each feature (an identifier),
then a column whose name says it is a name or a parent division (``STATE_NAME``,
``REGION``, ``COUNTRY``...), then the file's column order.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

ID = "id"  # a Feature's own id stands for an 'id' property when it has none
EXACT_NAMES = ("name", "NAME", "Name")
ENGLISH_NAMES = ("name_en", "NAME_EN", "Name_en", "name:en", "NAME_ENGL")
NATURAL_EARTH = ("ADMIN", "admin")
# STATE_NAME, NAME_1, and CamelCase or run-together names (BoroName, CountyName, regionName,
# countyname): ESRI and ArcGIS exports often spell their columns so.
_NAME_LIKE = re.compile(r"^(?:(?:\w+_)?name(?:_\w+)?|[A-Za-z0-9]+name)$", re.IGNORECASE)
_PARENT_LIKE = re.compile(r"name|state|province|region|county|country|parent|admin|district|prov|dept|"
                          r"departement|land|canton|oblast|prefecture", re.IGNORECASE)
_NUMBER = re.compile(r"^[+-]?\d+(?:[.,]\d+)?$")


def text(value: object) -> str:
    """A property's value as a name: whole numbers without '.0', spaces collapsed, nothing for
    null, lists and objects."""
    if value is None or isinstance(value, (dict, list)):
        return ""
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return " ".join(str(value).split())


def value_of(properties: Mapping[str, object], feature_id: object, prop: str) -> str:
    """The feature's value of ``prop``; for ``id``, the Feature's own id if no property has it."""
    found = text(properties.get(prop))
    if not found and prop == ID:
        found = text(feature_id)
    return found


def guess_name_property(choices: Sequence[str], values: Mapping[str, list[str]]) -> str | None:
    """The property most likely to hold the names (None if no column looks like one).

    ``values``: each property's values over the features (``""`` where a feature has none).
    """
    def usable(prop: str) -> bool:
        return prop in values and any(values[prop])

    for tier in (EXACT_NAMES, ENGLISH_NAMES, NATURAL_EARTH):
        found = next((p for p in tier if usable(p)), None)
        if found:
            return found
    patterned = [p for p in choices if _NAME_LIKE.match(p) and usable(p)]
    if patterned:
        return max(patterned, key=lambda p: (len(set(values[p]) - {""}), -choices.index(p)))
    return ID if usable(ID) else None


def told_apart(names: Sequence[str], properties: Sequence[Mapping[str, object]],
               skip: Sequence[str]) -> tuple[list[str], str | None, int]:
    """Names made unique: repeated names qualified by a second property where it tells them
    apart ("Washington (Maine)"), numbered where not ("Washington 2").

    ``skip``: properties not to qualify by (the name's own, the dedupe key). Returns the
    names, the property used to qualify (None if none) and how many names were numbered.
    """
    repeated: dict[str, list[int]] = {}
    for index, name in enumerate(names):
        repeated.setdefault(name, []).append(index)
    groups = [members for members in repeated.values() if len(members) > 1]
    if not groups:
        return list(names), None, 0
    qualifier = _qualifier(groups, properties, skip)
    out = list(names)
    used_qualifier = False
    for members in groups:
        labels = [text(properties[i].get(qualifier)) for i in members] if qualifier else []
        if labels and all(labels) and len(set(labels)) == len(labels):
            for i, label in zip(members, labels, strict=True):
                out[i] = f"{names[i]} ({label})"
            used_qualifier = True
    numbered = _numbered(out)
    return out, (qualifier if used_qualifier else None), numbered


def _numbered(names: list[str]) -> int:
    """Names still repeated get 2, 3... after the first, in place; how many were changed."""
    taken = set(names)
    seen: set[str] = set()
    changed = 0
    for index, name in enumerate(names):
        if name not in seen:
            seen.add(name)
            continue
        number = 2
        while f"{name} {number}" in taken:
            number += 1
        names[index] = f"{name} {number}"
        taken.add(names[index])
        changed += 1
    return changed


def _qualifier(groups: list[list[int]], properties: Sequence[Mapping[str, object]],
               skip: Sequence[str]) -> str | None:
    order: dict[str, int] = {}
    for props in properties:
        for key in props:
            order.setdefault(str(key), len(order))
    best, best_score = None, None
    for prop in order:
        if prop in skip:
            continue
        column = [text(props.get(prop)) for props in properties]
        if any(_NUMBER.match(v) for v in column if v):
            continue  # a code or a count: "Washington (53001)" says nothing to a player
        resolved = 0
        for members in groups:
            labels = [column[i] for i in members]
            if all(labels) and len(set(labels)) == len(labels):
                resolved += 1
        if not resolved:
            continue
        present = [v for v in column if v]
        repeats = len(set(present)) < len(present)
        score = (resolved, repeats, bool(_PARENT_LIKE.search(prop)), -order[prop])
        if best_score is None or score > best_score:
            best, best_score = prop, score
    return best
