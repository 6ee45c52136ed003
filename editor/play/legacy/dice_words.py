"""Die modifiers and missiles in words: where a change to a die came from ("Bunker",
"Fortification", a power's name, "missile") and the change itself ("5 → 6: Bunker (+1)")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from editor.play.legacy.catalogue_text import catalogue_text
from editor.scenario.mark_items import scar_name
from engine.rules.legacy.dice import FORTIFICATION_SOURCE, MISSILE_SOURCE

# lupdate reads the context from literal translate("Context", "text") calls.
translate = QCoreApplication.translate


def source_name(controller, source: str) -> str:
    """A die modifier's source ("scar:bunker", "fortification", "power:bear-ferocity",
    "missile") in words: "Bunker", "Fortification", "Ferocity", "missile"."""
    if source == MISSILE_SOURCE:
        return translate("DiceWords", "missile")
    if source == FORTIFICATION_SOURCE:
        return translate("DiceWords", "Fortification")
    kind, _, ident = source.partition(":")
    world = controller.rules.legacy
    if kind == "scar":
        scar = world.scar_type(ident)
        return scar_name(scar) if scar is not None else ident
    if kind == "power":
        power = world.power(ident)
        return catalogue_text(power.name) if power is not None else ident
    return source


def change_text(controller, before: int, after: int, source: str) -> str:
    """One die changed: "5 → 6: Bunker (+1)", a missile's "→ 6: missile"."""
    name = source_name(controller, source)
    if source == MISSILE_SOURCE:
        return translate("DiceWords", "{before} → {after}: {source}").format(before=before, after=after, source=name)
    if after == before:
        # A bound reached: the change is lost ("the roll can never be higher than 6, or lower than 1").
        return translate("DiceWords", "{before} → {after}: {source} (a die stays within 1 to 6)").format(
            before=before, after=after, source=name)
    return translate("DiceWords", "{before} → {after}: {source} ({amount})").format(
        before=before, after=after, source=name, amount=f"{after - before:+d}")


def modifier_text(controller, modifier) -> str:
    """A die modifier of a battle: "Bunker: +1 to the defender's highest die"."""
    amount = f"{modifier.amount:+d}"
    texts = {
        ("attack", "highest"): translate("DiceWords", "{source}: {amount} to the attacker's highest die"),
        ("attack", "lowest"): translate("DiceWords", "{source}: {amount} to the attacker's lowest die"),
        ("attack", "all"): translate("DiceWords", "{source}: {amount} to each of the attacker's dice"),
        ("defence", "highest"): translate("DiceWords", "{source}: {amount} to the defender's highest die"),
        ("defence", "lowest"): translate("DiceWords", "{source}: {amount} to the defender's lowest die"),
        ("defence", "all"): translate("DiceWords", "{source}: {amount} to each of the defender's dice"),
    }
    text = texts[(modifier.side, modifier.die)].format(source=source_name(controller, modifier.source), amount=amount)
    if modifier.when_dice:
        text += " " + translate("DiceWords", "(when rolling {count} dice)").format(count=modifier.when_dice)
    return text


def dice_rows(natural: tuple[int, ...], changes, side: str) -> list[tuple[int, int, list]]:
    """One side's dice as compared, high to low: (final face, natural face, its changes) per
    die. ``natural`` is the side's natural roll high to low; ``changes`` the engine's
    (side, index, before, after, source) tuples, a die named by its place in ``natural``.
    (This only follows the engine's account of the roll: the last change of a die is its face.)"""
    final = list(natural)
    noted: list[list] = [[] for _ in natural]
    for change_side, index, before, after, source in changes:
        if change_side == side and 0 <= index < len(final):
            final[index] = after
            noted[index].append((before, after, source))
    order = sorted(range(len(final)), key=lambda i: -final[i])
    return [(final[i], natural[i], noted[i]) for i in order]
