"""A campaign told in a few lines of English (``worldsmith campaign show``): who played, every
game with its winner and rewards, and the world as it stands, with the stock left."""

from __future__ import annotations

from collections import Counter

from engine.board import Board
from engine.campaign.campaign_file import Campaign
from engine.campaign.pieces import FORTIFICATION_BOXES, MarkKind
from engine.campaign.progress import GameRecord, has_signed, missiles_of, signatures_of
from engine.campaign.rewards import CAMPAIGN_GAMES, Reward, RewardKind
from engine.campaign.world import GameResult, LegacyWorld

_RESULT_WORDS = {GameResult.WON: "won", GameResult.HELD_ON: "held on", GameResult.ELIMINATED: "eliminated"}
_STOCK_WORDS = (("major-city", "major cities"), ("minor-city", "minor cities"), ("fortification", "fortifications"),
                ("scar-cancel", "scar-cancels"), ("plus-one", "+1 continent mark"),
                ("minus-one", "-1 continent mark"))


class _Names:
    """Territories and continents by their names on the map (their ids if the map lacks them)."""

    def __init__(self, board: Board) -> None:
        self.board = board

    def territory(self, territory: str) -> str:
        return self.board.territory(territory).name if self.board.has_territory(territory) else territory

    def continent(self, continent: str) -> str:
        return self.board.continent(continent).name if self.board.has_continent(continent) else continent


def campaign_summary(campaign: Campaign, board: Board) -> str:
    names = _Names(board)
    world = campaign.world
    lines = [f"{campaign.name}: a Risk Legacy campaign on {board.meta.name} ({campaign.map})"]
    lines.append(f"Players: {', '.join(p.name for p in campaign.players)}")
    played = world.games_played
    named = f"the world is named {world.world_name}" if world.world_name else "the world is not named yet"
    lines.append(f"Games played: {played} of {CAMPAIGN_GAMES} ({named})")
    lines.append(f"Game in progress: {_in_progress(campaign)}")
    lines.append("")
    lines.append("Games:" if campaign.history else "Games: none played in this campaign file yet")
    for record in campaign.history:
        lines += _game_lines(record, world, names)
    lines.append("")
    lines += _players_lines(campaign, world)
    lines.append("")
    lines += _world_lines(world, names)
    return "\n".join(lines)


def _in_progress(campaign: Campaign) -> str:
    game = campaign.game
    if game is None:
        return "none"
    state = game.state
    decider = state.decider()
    who = f", {state.players[decider].name} to play" if decider is not None else ""
    title = game.rules.phase_info(state.phase).title
    return f"game {campaign.next_game_number}, turn {state.turn}{who} ({title})"


def _game_lines(record: GameRecord, world: LegacyWorld, names: _Names) -> list[str]:
    winner = f"{record.winner} won" if record.winner else "nobody won"
    lines = [f"  game {record.game}: {winner}"]
    for seat in record.seats:
        faction = world.faction(seat.faction)
        start = f" from {names.territory(seat.start)}" if seat.start else ""
        lines.append(f"    {seat.player}: {faction.name if faction else seat.faction}{start}, "
                     f"{_RESULT_WORDS[seat.result]}")
    for player, reward in record.rewards:
        lines.append(f"    reward: {player} {describe_reward(reward, names)}")
    for territory, scar in record.scars_placed:
        scar_type = world.scar_type(scar)
        lines.append(f"    scar placed: {scar_type.name if scar_type else scar} on {names.territory(territory)}")
    for territory, uses in record.fortification_uses.items():
        lines.append(f"    fortification of {names.territory(territory)}: {uses} boxes ticked")
    if record.packs_opened:
        lines.append(f"    packs opened: {', '.join(record.packs_opened)}")
    if record.world_name:
        lines.append(f"    the world was named {record.world_name}")
    return lines


def describe_reward(reward: Reward, names: _Names | Board) -> str:
    """What a reward did, after the player's name: "founded the major city X in Egypt"."""
    if isinstance(names, Board):
        names = _Names(names)
    place = names.territory(reward.territory)
    continent = names.continent(reward.continent)
    return {
        RewardKind.NAME_CONTINENT: lambda: f"named {continent} '{reward.name}'",
        RewardKind.FOUND_MAJOR_CITY: lambda: f"founded the major city {reward.name} in {place}",
        RewardKind.CANCEL_SCAR: lambda: f"cancelled the scar in {place}",
        RewardKind.CONTINENT_BONUS: lambda: f"changed the bonus of {continent} by {reward.delta:+d}",
        RewardKind.FORTIFY_CITY: lambda: f"fortified the city in {place}",
        RewardKind.DESTROY_CARD: lambda: f"destroyed the territory card of {place}",
        RewardKind.FOUND_MINOR_CITY: lambda: f"founded the minor city {reward.name} in {place}",
        RewardKind.UPGRADE_CARD: lambda: f"added a coin to the territory card of {place}",
    }[reward.kind]()


def _players_lines(campaign: Campaign, world: LegacyWorld) -> list[str]:
    lines = ["Players before the next game (signatures; what each starts with):"]
    for player in campaign.players:
        signed = signatures_of(world, player.name)
        start = f"{missiles_of(world, player.name)} missile(s)" if has_signed(world, player.name) else "a red star"
        lines.append(f"  {player.name}: {signed} signature(s); starts with {start}")
    return lines


def _world_lines(world: LegacyWorld, names: _Names) -> list[str]:
    lines = ["The world:"]
    cities = [m for m in world.marks if m.is_city and world.city(m.territory) is m]
    lines.append("  cities: " + ("; ".join(
        f"{m.name or 'unnamed'} ({m.kind.value.replace('-', ' ')} in {names.territory(m.territory)}"
        + (f", founded by {m.founder})" if m.founder else ")") for m in cities) or "none"))
    forts = []
    for territory in dict.fromkeys(m.territory for m in world.marks if m.kind is MarkKind.FORTIFICATION):
        fort = world.fortification(territory)
        state = "worn out" if fort.used >= FORTIFICATION_BOXES else f"{fort.used} of {FORTIFICATION_BOXES} boxes used"
        forts.append(f"{names.territory(territory)} ({state})")
    lines.append("  fortifications: " + ("; ".join(forts) or "none"))
    scars = []
    for territory in dict.fromkeys(m.territory for m in world.marks if m.kind is MarkKind.SCAR):
        showing = world.scar(territory)
        if showing is not None:
            scar_type = world.scar_type(showing.scar)
            scars.append(f"{names.territory(territory)} ({scar_type.name if scar_type else showing.scar})")
    cancelled = Counter(m.territory for m in world.marks if m.kind is MarkKind.SCAR_CANCEL)
    lines.append("  scars: " + ("; ".join(scars) or "none")
                 + (f" (cancelled: {', '.join(names.territory(t) for t in cancelled)})" if cancelled else ""))
    continents = []
    for cid, marks in world.continents.items():
        parts = []
        if marks.name:
            parts.append(f"named {marks.name}" + (f" by {marks.named_by}" if marks.named_by else ""))
        if marks.bonus_mark:
            parts.append(f"bonus {marks.bonus_mark:+d}")
        if parts:
            continents.append(f"{names.continent(cid)} ({', '.join(parts)})")
    lines.append("  continents: " + ("; ".join(continents) or "unchanged"))
    destroyed = [names.territory(t) for t, card in world.cards.items() if card.destroyed]
    coins = [f"{names.territory(t)} {card.coins}" for t, card in world.cards.items() if card.coins > 1]
    lines.append("  territory cards destroyed: " + (", ".join(destroyed) or "none"))
    lines.append("  territory cards with more than 1 coin: " + (", ".join(coins) or "none"))
    for faction in world.factions:
        power = world.power(faction.power)
        results = Counter(h.result for h in faction.history)
        record = ", ".join(f"{results[r]} {_RESULT_WORDS[r]}" for r in GameResult if results[r])
        lines.append(f"  {faction.name}: power {power.name if power else faction.power or 'not chosen yet'}; "
                     f"{len(faction.history)} game(s)" + (f" ({record})" if record else "")
                     + (f"; X (not played) in game(s) {', '.join(map(str, faction.not_played))}"
                        if faction.not_played else ""))
    left = world.stock_left()
    lines.append("  stock left: " + ", ".join(f"{left[key]} {words}" for key, words in _STOCK_WORDS))
    lines.append("  packs opened: " + (", ".join(world.packs_opened) or "none"))
    return lines



def scar_cards_left(campaign: Campaign) -> int:
    """The scar cards the next game deals from: the campaign's scar deck (its rule option, the
    rulebook's box) plus what opened packs added, less the cards played (destroyed)."""
    from engine.campaign.packs import scar_cards
    from engine.rules.legacy.options import LegacyOptions

    box = dict(LegacyOptions.from_mapping(campaign.options).scar_cards)
    for scar, count in scar_cards(campaign.world).items():
        box[scar] = box.get(scar, 0) + count
    return sum(campaign.world.scar_cards_left(box).values())


def unmarked_territories(world: LegacyWorld, board: Board) -> int:
    """Land territories with no sticker at all (no city, scar or fortification)."""
    return sum(1 for t in board.territories if t.is_land and not world.marks_on(t.id))
