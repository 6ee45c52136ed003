"""Secret missions: read from YAML data, fitted to the map, and checked during play.

A mission's text is English, optionally with the same text in other languages; the reader
picks its language (the UI knows it) and the continents are named as the map names them,
in that language too.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from engine.board.local_names import LANGUAGE_PATTERN, local_name
from engine.board.model import LocalNames
from engine.core.state import GameState, PlayerState
from engine.core.world import World
from engine.files.yaml_reader import Node, YamlReader, compose, is_scalar, read_text_file

DATA = Path(__file__).resolve().parent / "data"
# A "destroy" mission whose target is destroyed by someone else becomes "occupy 24 territories"
# (the 1993 rules' fallback). One that could never be met — naming its holder, a seat nobody
# plays or the neutral army — is not dealt at all (put back, another drawn), so that the card a
# player reads is always the mission the engine checks.
FALLBACK_TERRITORIES = 24


@dataclass(frozen=True)
class Mission:
    id: str
    text: str  # English: "{continent1}", "{continent2}" name the continents, "{seat}" the player to destroy
    continents: tuple[str, ...] = ()
    any_continents: int = 0
    territories: int = 0  # as written, for the board the file was written for
    armies_each: int = 1
    destroy: int | None = None  # a seat: player index + 1
    texts: LocalNames = ()  # the text in other languages


@dataclass(frozen=True)
class MissionSet:
    board_territories: int
    missions: tuple[Mission, ...]


@functools.cache
def load_missions(path: Path = DATA / "classic-missions.yaml") -> MissionSet:
    label = str(path)
    reader = YamlReader(label)
    root = compose(read_text_file(path), label)
    top = reader.mapping(root, "", required=("format", "schema", "board-territories", "missions"))
    if reader.text(top["format"], "format") != "worldsmith-missions":
        raise reader.error(top["format"], "format", "not a mission file")
    missions = []
    for i, node in enumerate(reader.sequence(top["missions"], "missions")):
        at = f"missions[{i}]"
        values = reader.mapping(
            node, at, required=("id", "text"),
            optional=("continents", "any-continents", "territories", "armies-each", "destroy"),
        )
        text, texts = _texts(reader, values["text"], f"{at}.text")
        missions.append(Mission(
            id=reader.text(values["id"], f"{at}.id"),
            text=text,
            texts=texts,
            continents=tuple(
                reader.text(c, f"{at}.continents[{j}]")
                for j, c in enumerate(reader.sequence(values.get("continents"), f"{at}.continents"))
            ),
            any_continents=reader.integer(values["any-continents"], f"{at}.any-continents")
            if "any-continents" in values else 0,
            territories=reader.integer(values["territories"], f"{at}.territories") if "territories" in values else 0,
            armies_each=reader.integer(values["armies-each"], f"{at}.armies-each") if "armies-each" in values else 1,
            destroy=reader.integer(values["destroy"], f"{at}.destroy") if "destroy" in values else None,
        ))
    return MissionSet(reader.integer(top["board-territories"], "board-territories"), tuple(missions))


def _texts(reader: YamlReader, node: Node, at: str) -> tuple[str, LocalNames]:
    """``text: English`` or ``text: {en: English, es: Spanish...}``: the English and the others."""
    if is_scalar(node):
        return reader.text(node, at), ()
    languages = [key.value for key, _value in getattr(node, "value", ()) if is_scalar(key)]
    values = reader.mapping(node, at, required=("en",), optional=languages)
    others = []
    for language, value in values.items():
        if language == "en":
            continue
        if not LANGUAGE_PATTERN.match(language):
            raise reader.error(value, f"{at}.{language}", f"'{language}' is not a language code, like 'es' or 'pt-BR'")
        others.append((language, reader.text(value, f"{at}.{language}")))
    return reader.text(values["en"], f"{at}.en"), tuple(sorted(others))


class MissionJudge:
    """Which missions a map can use, and whether a player has completed theirs."""

    def __init__(self, world: World, mission_set: MissionSet | None = None) -> None:
        self.world = world
        self.set = mission_set or load_missions()
        continent_ids = {c.id for c in world.continents}
        self.missions = tuple(
            m for m in self.set.missions if all(c in continent_ids for c in m.continents)
        )
        self._continent_index = {c.id: k for k, c in enumerate(world.continents)}

    def scaled(self, territories: int) -> int:
        """A territory count written for the mission file's board, fitted to this map."""
        land = self.world.land_count()
        return max(1, round(territories * land / self.set.board_territories))

    def usable_for(self, players: int) -> list[int]:
        """Indexes (into ``self.missions``) that make sense with this many seats."""
        return [
            i for i, m in enumerate(self.missions)
            if m.destroy is None or m.destroy <= players
        ]

    def dealable_to(self, mission: int, holder: int, players: Sequence[PlayerState]) -> bool:
        """Whether ``mission`` may be dealt to seat ``holder``: not a "destroy" mission naming
        the holder, a seat nobody plays, or the neutral army (that card is put back)."""
        target = self.missions[mission].destroy
        if target is None:
            return True
        seat = target - 1
        return seat != holder and 0 <= seat < len(players) and not players[seat].neutral

    @functools.cached_property
    def fallback(self) -> Mission:
        """"Occupy 24 territories": the mission file's own card (its translations too) if it has it."""
        for m in self.set.missions:
            if m.territories == FALLBACK_TERRITORIES and m.armies_each == 1 and not m.continents \
                    and not m.any_continents and m.destroy is None:
                return m
        return Mission(id="occupy-24", text="Occupy {territories} territories.", territories=FALLBACK_TERRITORIES)

    def in_play(self, state: GameState, player: int) -> Mission | None:
        """The mission ``player`` is playing now: the card dealt, or the fallback when it is a
        "destroy" mission that can no longer be met by them (the target destroyed by someone
        else; in a game saved before such cards were put back, also one naming themselves)."""
        index = state.players[player].mission
        if index is None or not 0 <= index < len(self.missions):
            return None
        mission = self.missions[index]
        if mission.destroy is None:
            return mission
        target = mission.destroy - 1
        players = state.players
        impossible = (
            target == player or target >= len(players) or players[target].neutral
            or (not players[target].alive and players[target].eliminated_by != player)
        )
        return self.fallback if impossible else mission

    def fell_back(self, state: GameState, player: int) -> bool:
        """Whether ``player``'s dealt mission has become the fallback."""
        index = state.players[player].mission
        if index is None or not 0 <= index < len(self.missions):
            return False
        return self.in_play(state, player) is not self.missions[index]

    def text(self, mission: int | Mission, player_names: list[str], language: str | None = None,
             continent_names: dict[str, str] | None = None) -> str:
        """The mission (an index into ``self.missions``, or a Mission such as ``in_play``'s)
        as its player reads it, in ``language`` if the mission file has it (else English):
        names filled in (continents by ``continent_names``, id -> name, or the map's base
        names), counts fitted to the map."""
        m = self.missions[mission] if isinstance(mission, int) else mission
        seat = (m.destroy or 1) - 1
        name = player_names[seat] if seat < len(player_names) else f"seat {seat + 1}"
        names = {c.id: c.name for c in self.world.continents}
        names.update(continent_names or {})
        continents = {f"continent{k}": names[c] for k, c in enumerate(m.continents, start=1)}
        text = local_name(m.text, m.texts, language)
        values = dict(seat=name, territories=self.scaled(m.territories) if m.territories else 0, **continents)
        try:
            return text.format(**values)
        except (KeyError, IndexError, ValueError):  # a translation with a mistyped placeholder
            return m.text.format(**values)

    def is_complete(self, state: GameState, player: int) -> bool:
        mission = self.in_play(state, player)  # the same mission the player's card shows
        if mission is None:
            return False
        if mission.destroy is not None:
            return not state.players[mission.destroy - 1].alive
        if mission.continents or mission.any_continents:
            owned = self._owned_continents(state, player)
            named = {self._continent_index[c] for c in mission.continents}
            if not named <= owned or len(owned - named) < mission.any_continents:
                return False
        if mission.territories:
            return self._holds_territories(state, player, self.scaled(mission.territories), mission.armies_each)
        return True

    def _owned_continents(self, state: GameState, player: int) -> set[int]:
        owner = state.owner
        return {
            k for k, c in enumerate(self.world.continents)
            if c.members and all(owner[t] == player for t in c.members)
        }

    @staticmethod
    def _holds_territories(state: GameState, player: int, count: int, armies_each: int) -> bool:
        held = sum(1 for o, a in zip(state.owner, state.armies, strict=True) if o == player and a >= armies_each)
        return held >= count
