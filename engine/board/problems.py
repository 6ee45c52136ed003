"""The kinds of problem map validation reports, each with a stable code.

Codes never change once published: tools, tests and the editor's problems dock key on
them. Messages are English templates with ``{placeholders}``; the editor translates the
template (Qt's tr) and fills in the same parameters, so Spanish users read Spanish.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field

from engine.board.model import Point
from engine.core.messages import counted


class Severity(enum.StrEnum):
    ERROR = "error"  # the map cannot be played correctly
    WARNING = "warning"  # probably a mistake, but a game can run


@dataclass(frozen=True)
class ProblemType:
    code: str
    severity: Severity
    template: str
    explanation: str
    # Parameters that count something: parameter -> key of engine.core.messages.COUNT_PHRASES
    # (the template says "{count}", the problem "3 territories" with its plural form).
    counts: Mapping[str, str] = field(default_factory=dict, hash=False, compare=False)


def _types(*types: ProblemType) -> dict[str, ProblemType]:
    return {t.code: t for t in types}


E, W = Severity.ERROR, Severity.WARNING

PROBLEM_TYPES: dict[str, ProblemType] = _types(
    ProblemType("invalid-polygon", E, "{name}: the outline is invalid: {reason}",
                "A ring crosses itself, a hole sticks out of its polygon, or parts overlap."),
    ProblemType("overlap", E, "{name} and {other} overlap",
                "Two territories cover the same ground."),
    ProblemType("gap", W, "{name} and {other} almost touch: a thin gap separates them",
                "A sliver narrower than the gap tolerance lies between two territories; "
                "snap their borders together or move them apart."),
    ProblemType("sliver", W, "a sliver {width} units wide between {name} and {other} belongs to no territory",
                "A thin gap enclosed by territories, narrower than the gap tolerance: give it to "
                "the neighbour it belongs to (Fix gives it to the one with the longest side along it)."),
    ProblemType("spike", W, "{name}: the outline runs out into a needle-like spike {length} units long",
                "A corner sharper than 15° whose sides are longer than a hundredth of the map's diagonal, "
                "on the outline simplified to within 1/2000 of it (so a part narrower than that ends in "
                "such a corner): usually a corner dragged or typed far out by mistake. Move the corner "
                "at the tip back, or delete it."),
    ProblemType("border-mismatch", W,
                "{name} and {other} share a border but not the same vertices along it",
                "Shared borders should use identical vertices so they move together."),
    ProblemType("unconnected-border", W, "{name} and {other} share a border but are not connected",
                "Neighbours that share a border usually need a connection."),
    ProblemType("connection-without-border", W,
                "{name} and {other} are connected by a border but do not touch",
                "A border connection between territories that share no border; make it a "
                "sea-line or remove it."),
    ProblemType("self-connection", E, "{name} is connected to itself",
                "A connection must join two different territories."),
    ProblemType("dangling-connection", E, "a connection refers to '{missing}', which is not a territory",
                "The connection names a territory id that does not exist."),
    ProblemType("duplicate-connection", E, "{name} and {other} are connected more than once",
                "The same pair appears in several connections."),
    ProblemType("duplicate-id", E, "the id '{id}' is used by {count}",
                "Territory ids must be unique.", {"count": "territories"}),
    ProblemType("duplicate-continent-id", E, "the id '{id}' is used by {count}",
                "Continent ids must be unique.", {"count": "continents"}),
    ProblemType("duplicate-name", W, "the name '{name}' is used by {count}",
                "Players tell territories apart by name.", {"count": "territories"}),
    ProblemType("unknown-continent", E, "{name} belongs to '{continent}', which is not a continent",
                "The territory's continent id does not exist."),
    ProblemType("empty-continent", W, "the continent {continent_name} has no territories",
                "A continent without territories can never be held."),
    ProblemType("no-continent", W, "{name} belongs to no continent",
                "Every land territory normally belongs to a continent."),
    ProblemType("negative-bonus", W, "the continent {continent_name} has a negative bonus ({bonus})",
                "Holding a continent should not cost armies."),
    ProblemType("land-disconnected", E, "the map falls apart into {count}: {groups}",
                "Some territories cannot be reached from others through connections.", {"count": "groups"}),
    ProblemType("label-outside", W, "{name}: the label's badge does not fit inside the territory",
                "The troop badge at the label point must lie fully inside."),
    ProblemType("slot-outside", W, "{name}: the {slot} slot does not fit inside the territory",
                "A sticker must lie fully inside its territory."),
    ProblemType("missing-slot", W, "{name} has no {slot} slot",
                "Land territories need a city slot and a scar slot for Risk Legacy marks."),
    ProblemType("city-not-above-scar", W, "{name}: the city slot is not above the scar slot",
                "Cities go in the upper half of a territory, scars in the lower half."),
    ProblemType("marks-overlap", W, "{name}: the {first} and the {second} overlap",
                "Stickers and the label's badge must not cover each other."),
    ProblemType("too-small", W, "{name} is too small for a troop badge",
                "The largest circle inside the territory is smaller than a mark."),
    ProblemType("duplicate-region-id", E, "the id '{id}' is used by {count}",
                "Region ids must be unique.", {"count": "regions"}),
    ProblemType("unknown-region", E, "{name} belongs to the region '{region}', which is not a region",
                "A territory's region id does not exist."),
    ProblemType("empty-region", W, "the region {region_name} has no territories",
                "A region without territories can never be held."),
    ProblemType("canal-on-water", E, "{name} is water, so it cannot be marked for a canal",
                "Canals are built in countries (land territories) between two waters."),
    ProblemType("canal-too-few-waters", E,
                "{name} is marked for a canal but borders {count}; a canal needs two",
                "A canal-eligible country must border two water territories (connections "
                "between the country and water territories).", {"count": "water_territories"}),
    ProblemType("canal-waters-connected", E,
                "{name} is marked for a canal but its waters ({waters}) are all connected to each other",
                "A canal joins two water territories that are not otherwise connected; here "
                "every pair of the country's waters already has a connection."),
)


@dataclass(frozen=True)
class SuggestedFix:
    """A change that would solve the problem, in words and as data the editor can apply."""

    text: str
    action: str  # e.g. "add-connection", "set-connection-kind"
    data: Mapping[str, object] = field(default_factory=dict)


@dataclass(frozen=True)
class Problem:
    code: str
    severity: Severity
    message: str
    ids: tuple[str, ...] = ()
    location: Point | None = None
    params: Mapping[str, object] = field(default_factory=dict)
    fix: SuggestedFix | None = None

    def to_dict(self) -> dict[str, object]:
        data: dict[str, object] = {"code": self.code, "message": self.message, "ids": list(self.ids)}
        if self.location is not None:
            data["location"] = [round(self.location[0], 3), round(self.location[1], 3)]
        if self.fix is not None:
            data["fix"] = {"text": self.fix.text, "action": self.fix.action, **dict(self.fix.data)}
        return data


def make_problem(
    code: str,
    ids: tuple[str, ...] = (),
    location: Point | None = None,
    fix: SuggestedFix | None = None,
    **params: object,
) -> Problem:
    """A map problem of kind ``code`` (see PROBLEM_TYPES)."""
    return problem_of(PROBLEM_TYPES, code, ids, location, fix, **params)


def problem_of(
    types: dict[str, ProblemType],
    code: str,
    ids: tuple[str, ...] = (),
    location: Point | None = None,
    fix: SuggestedFix | None = None,
    **params: object,
) -> Problem:
    """A problem of kind ``code`` from a table of problem types (maps, scenarios...)."""
    kind = types[code]
    params = counted(params, kind.counts)
    return Problem(
        code=code,
        severity=kind.severity,
        message=kind.template.format(**params),
        ids=ids,
        location=location,
        params=params,
        fix=fix,
    )
