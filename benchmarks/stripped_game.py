"""The engine benchmark's games, played again with everything but the game itself stripped away.

``bench_engine.py`` measures four RandomBots playing classic Risk through the engine. This
module plays *the same games, move for move*: it starts from the engine's own dealt board,
draws the same dice from the same stream, and makes the same random choices in the same
order as ``RandomBot``. What it leaves out is the engine's machinery — no action objects,
no legality checks, no events, no lists of legal actions beyond the bot's own shortlists,
no phases — and it is written for speed, with the rules it needs inlined.

So its games per second are a ceiling: what any engine written in CPython could hope for on
this workload, on this machine. ``bench_engine.py`` checks that both play identical games
(winner, turns and dice drawn) before it reports either figure.

It follows the benchmark's options (random deal with armies spread, progressive cards, the
occupied-territory bonus, fortify to an adjacent territory, no missions, turn limit, and
``battle-sampling``: each blitz one draw from its exact odds, drawn as the engine draws it) and
nothing else; any other option would need the engine.
"""

from __future__ import annotations

import random
from bisect import insort

from engine.core.dice import draw
from engine.core.state import GameState
from engine.rules import cards as card_rules
from engine.rules.classic import (
    _SAMPLE_SIDES,
    PROGRESSIVE_VALUES,
    SAMPLED_ARMIES,
    ClassicRules,
    _battle_table,
    _blitz_odds,
)
from engine.rules.odds import draw_battle_end


def play(rules: ClassicRules, state: GameState, bots: list[random.Random]) -> tuple[int | None, int, int]:
    """Play ``state`` (fresh from ``rules.new_game``) to the end; (winner, turns, dice drawn).

    ``bots`` are the seats' RandomBot generators, seeded as the bots would be.
    """
    world, options = rules.world, rules.options
    sampling = options.battle_sampling
    land, targets = rules.land, rules.targets
    continents = [c.members for c in world.continents if c.members]
    bonuses = [c.bonus for c in world.continents if c.members]
    tables = [None, *([None, _battle_table(a, 1), _battle_table(a, 2)] for a in (1, 2, 3))]
    owner, armies = state.owner, state.armies
    hands = [p.cards for p in state.players]
    alive = [p.alive for p in state.players]
    seed, counter = state.seed, state.dice_drawn
    seats, limit = len(state.players), options.turn_limit
    player, turn, reinforcements = state.current, state.turn, state.reinforcements
    # Each player's territories in board order (the order the engine lists them in), kept up
    # to date at every capture: the scans below then look at one player's land, not all of it.
    held = [[t for t in land if owner[t] == p] for p in range(seats)]

    shared = _Shared(rules, state)
    while True:
        pick = bots[player].choice
        hand = hands[player]
        shared.bonus_given = captured = False
        reinforcements += _trade(shared, player, pick, hand, None)
        _place(shared, held[player], player, pick, reinforcements)

        # Attack: blitz a random weaker neighbour until there is none.
        while True:
            choices = []
            for source in held[player]:
                strength = armies[source]
                if strength >= 2:
                    for target in targets[source]:
                        if owner[target] != player and strength > armies[target]:
                            choices.append((source, target))
            if not choices:
                break
            source, target = pick(choices)
            defender = owner[target]
            sampled = sampling and armies[source] - 1 <= SAMPLED_ARMIES and armies[target] <= SAMPLED_ARMIES
            if sampled:
                # The option battle-sampling: the whole blitz in one draw, as the engine does.
                attackers = armies[source] - 1
                odds = _blitz_odds(attackers, armies[target])
                left, defenders_left = draw_battle_end(odds, draw(seed, counter, _SAMPLE_SIDES) / _SAMPLE_SIDES)
                counter += 1
                armies[source] -= attackers - left
                armies[target] = defenders_left
                dice = min(3, left) or 1  # the winning roll's dice: it cost the attacker nothing
            while armies[source] >= 2:
                if sampled:  # won in the draw above: straight to the capture
                    sampled = False
                else:
                    dice = armies[source] - 1
                    if dice > 3:
                        dice = 3
                    table = tables[dice][2 if armies[target] > 1 else 1]
                    roll = table[draw(seed, counter, len(table))]
                    counter += 1
                    armies[source] -= roll[2]
                    armies[target] -= roll[3]
                    if armies[target]:
                        continue
                owner[target] = player
                held[defender].remove(target)
                insort(held[player], target)
                captured = True
                if not held[defender]:  # eliminated: their cards change hands
                    alive[defender] = False
                    hand.extend(hands[defender])
                    hands[defender].clear()
                    if not any(alive[p] for p in range(seats) if p != player):
                        armies[source] -= dice  # the winner moves in the dice just rolled
                        armies[target] += dice
                        return player, turn, counter
                    if len(hand) >= 6:
                        armies[target] += armies[source] - 1  # everything moves in first
                        armies[source] = 1
                        _place(shared, held[player], player, pick, _trade(shared, player, pick, hand, 4))
                        break
                armies[target] += armies[source] - 1
                armies[source] = 1
                break

        if captured:
            deck = state.deck
            if not deck and shared.discard:
                deck, shared.discard = shared.discard, []
                state.deck, state.discard = deck, shared.discard
                for i in range(len(deck) - 1, 0, -1):  # GameState.shuffle on the same stream
                    j = draw(seed, counter, i + 1)
                    counter += 1
                    deck[i], deck[j] = deck[j], deck[i]
            if deck:
                hand.append(deck.pop())

        # Fortify half the time: a random move of a random number of armies.
        moves = [
            (source, target) for source in held[player] if armies[source] >= 2
            for target in targets[source] if owner[target] == player
        ]
        rng = bots[player]
        if moves and rng.random() < 0.5:
            source, target = pick(moves)
            count = rng.randint(1, armies[source] - 1)
            armies[source] -= count
            armies[target] += count

        if limit and turn >= limit:
            return None, turn, counter
        player = next((player + step) % seats for step in range(1, seats + 1) if alive[(player + step) % seats])
        turn += 1
        reinforcements = max(options.minimum_reinforcements, len(held[player]) // options.territories_per_army) + sum(
            bonus for bonus, members in zip(bonuses, continents, strict=True)
            if all(owner[t] == player for t in members)
        )


class _Shared:
    """What trading and placing need to know and change (the loop keeps the rest in locals)."""

    def __init__(self, rules: ClassicRules, state: GameState) -> None:
        self.world = rules.world
        self.owner, self.armies, self.discard = state.owner, state.armies, state.discard
        self.sets_traded = state.sets_traded
        self.bonus_armies = rules.options.occupied_bonus
        self.bonus_given = False  # the occupied-territory bonus, at most once a turn


def _trade(shared: _Shared, player: int, pick, hand: list[int], keep: int | None) -> int:
    """The bot trades a random set while it can (down to ``keep`` cards if given); the armies."""
    card_territories, owner = shared.world.card_territories, shared.owner
    gained = 0
    while len(hand) >= 3 and (keep is None or len(hand) > keep):
        sets = card_rules.sets_in(hand, shared.world)
        if not sets:
            break
        cards = pick(sets)
        for card in cards:
            hand.remove(card)
        shared.discard.extend(cards)
        gained += card_rules.progressive_value(shared.sets_traded, PROGRESSIVE_VALUES)
        shared.sets_traded += 1
        if shared.bonus_armies and not shared.bonus_given:
            for card in cards:
                if card < len(card_territories) and owner[card_territories[card]] == player:
                    shared.armies[card_territories[card]] += shared.bonus_armies
                    shared.bonus_given = True
                    break
    return gained


def _place(shared: _Shared, mine: list[int], player: int, pick, count: int) -> None:
    """All of it on a random territory facing an enemy (any of the bot's if none does);
    ``mine`` is the player's territories in board order."""
    owner, neighbours = shared.owner, shared.world.neighbours
    facing = [t for t in mine if any([owner[n] != player for n in neighbours[t]])]
    shared.armies[pick(facing or mine)] += count
