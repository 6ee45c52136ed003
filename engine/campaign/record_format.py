"""Game records and rewards in YAML, as a campaign file's history holds them (docs/campaigns.md).

One record a game, written compactly (optional parts only when they hold something):

    - game: 3
      winner: Ada
      seats:
      - {player: Ada, faction: saharan-republic, start: egypt, result: won}
      - {player: Basil, faction: khan-industries, start: peru, result: held-on}
      rewards:
      - {player: Ada, kind: found-major-city, territory: egypt, name: Ada's Landing}
      - {player: Basil, kind: upgrade-card, territory: peru}
      fortification-uses: {egypt: 2}
      scars-placed: [{territory: peru, scar: bunker}]
      packs-opened: [first-blood]

Reading is strict and located like every Worldsmith file.
"""

from __future__ import annotations

import yaml

from engine.campaign.pieces import FORTIFICATION_BOXES
from engine.campaign.pieces_format import keyed_pairs
from engine.campaign.progress import GameRecord, SeatRecord
from engine.campaign.rewards import FIELDS_OF_REWARD, Reward, RewardKind
from engine.campaign.world import GameResult
from engine.files import yaml_writer as w
from engine.files.yaml_reader import Node, YamlReader, is_null

_RECORD_KEYS = ("game", "winner", "seats", "rewards", "packs-opened", "world-name", "fortification-uses",
                "scars-placed")
_REWARD_FIELDS = ("territory", "continent", "name", "delta")


# -- writing -----------------------------------------------------------------------------------------


def record_node(record: GameRecord) -> yaml.Node:
    pairs: list[tuple[str, yaml.Node]] = [
        ("game", w.integer(record.game)),
        ("winner", w.text(record.winner) if record.winner is not None else w.plain(None)),
        ("seats", w.sequence(
            w.flow_mapping({"player": s.player, "faction": s.faction, "start": s.start, "result": s.result.value})
            for s in record.seats
        )),
        ("rewards", w.sequence(reward_node(player, reward) for player, reward in record.rewards)),
    ]
    if record.fortification_uses:
        pairs.append(("fortification-uses", w.flow_mapping(dict(record.fortification_uses))))
    if record.scars_placed:
        pairs.append(("scars-placed", w.sequence(
            (w.flow_mapping({"territory": t, "scar": s}) for t, s in record.scars_placed), flow=True)))
    if record.packs_opened:
        pairs.append(("packs-opened", w.sequence((w.text(p) for p in record.packs_opened), flow=True)))
    if record.world_name:
        pairs.append(("world-name", w.text(record.world_name)))
    return w.mapping(pairs)


def reward_node(player: str, reward: Reward) -> yaml.Node:
    data: dict[str, object] = {"player": player, "kind": reward.kind.value}
    for key in FIELDS_OF_REWARD[reward.kind]:
        data[key] = getattr(reward, key)
    return w.flow_mapping(data)


# -- reading -----------------------------------------------------------------------------------------


def read_record(r: YamlReader, node: Node, path: str) -> GameRecord:
    v = r.mapping(node, path, required=("game", "seats"), optional=_RECORD_KEYS)
    game = r.integer(v["game"], f"{path}.game", minimum=1)
    seats = tuple(_seat(r, n, f"{path}.seats[{i}]") for i, n in enumerate(r.sequence(v["seats"], f"{path}.seats")))
    winner = r.optional_text(v.get("winner"), f"{path}.winner")
    players = [s.player for s in seats]
    if winner is not None and winner not in players:
        listed = ", ".join(players) or "nobody"
        raise r.error(v["winner"], f"{path}.winner", f"the winner '{winner}' did not play this game ({listed})")
    rewards = tuple(
        _reward(r, n, f"{path}.rewards[{i}]")
        for i, n in enumerate(r.sequence(v.get("rewards"), f"{path}.rewards"))
    )
    uses: dict[str, int] = {}
    for key, value in keyed_pairs(r, v.get("fortification-uses"), f"{path}.fortification-uses"):
        uses[key.value] = r.integer(value, f"{path}.fortification-uses.{key.value}", minimum=0,
                                    maximum=FORTIFICATION_BOXES)
    scars = []
    for i, n in enumerate(r.sequence(v.get("scars-placed"), f"{path}.scars-placed")):
        s = r.mapping(n, f"{path}.scars-placed[{i}]", required=("territory", "scar"))
        scars.append((r.text(s["territory"], f"{path}.scars-placed[{i}].territory"),
                      r.text(s["scar"], f"{path}.scars-placed[{i}].scar")))
    packs = tuple(r.text(n, f"{path}.packs-opened[{i}]")
                  for i, n in enumerate(r.sequence(v.get("packs-opened"), f"{path}.packs-opened")))
    world_name = r.text(v["world-name"], f"{path}.world-name", allow_empty=True) if "world-name" in v else ""
    return GameRecord(game, seats, winner, rewards, packs, world_name, uses, tuple(scars))


def _seat(r: YamlReader, node: Node, path: str) -> SeatRecord:
    v = r.mapping(node, path, required=("player", "faction", "result"), optional=("start",))
    return SeatRecord(
        r.text(v["player"], f"{path}.player"),
        r.text(v["faction"], f"{path}.faction"),
        r.text(v["start"], f"{path}.start", allow_empty=True) if "start" in v else "",
        GameResult(r.choice(v["result"], f"{path}.result", [g.value for g in GameResult])),
    )


def _reward(r: YamlReader, node: Node, path: str) -> tuple[str, Reward]:
    v = r.mapping(node, path, required=("player", "kind"), optional=_REWARD_FIELDS)
    kind = RewardKind(r.choice(v["kind"], f"{path}.kind", [k.value for k in RewardKind]))
    wanted = FIELDS_OF_REWARD[kind]
    for key in _REWARD_FIELDS:
        if key in v and key not in wanted:
            r.warn(v[key], f"{path}.{key}", f"a {kind.value} reward has no '{key}'; it is ignored")
    missing = [key for key in wanted if key not in v or is_null(v[key])]
    if missing:
        raise r.error(node, path, f"a {kind.value} reward says its {' and '.join(missing)}")
    values: dict[str, object] = {}
    for key in wanted:
        if key == "delta":
            delta = r.integer(v[key], f"{path}.delta")
            if delta not in (1, -1):
                raise r.error(v[key], f"{path}.delta", f"a continent bonus changes by +1 or -1, not {delta}")
            values[key] = delta
        else:
            values[key] = r.text(v[key], f"{path}.{key}")
    return r.text(v["player"], f"{path}.player"), Reward(kind, **values)
