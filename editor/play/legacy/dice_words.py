"""Die modifiers and missiles in words: where a change to a die came from ("Bunker",
"Fortification", a power's name, "missile") and the change itself ("5 → 6: Bunker (+1)")."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from editor.language.catalogue_text import catalogue_text
from editor.language.counts import counts
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
        text += " " + translate("DiceWords", "(when rolling {dice})").format(dice=counts().dice(modifier.when_dice))
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


# A die among equal ones of its side, by its place as the dice are shown (high to low):
# "the attacker's first 4", "the defender's second 5"; a die with no equal is just "the
# attacker's 4". (Whole phrases, so that a translation can order and agree the words.)
_DIE_PHRASES = {
    ("attack", 0): QT_TRANSLATE_NOOP("DiceWords", "the attacker's {face}"),
    ("attack", 1): QT_TRANSLATE_NOOP("DiceWords", "the attacker's first {face}"),
    ("attack", 2): QT_TRANSLATE_NOOP("DiceWords", "the attacker's second {face}"),
    ("attack", 3): QT_TRANSLATE_NOOP("DiceWords", "the attacker's third {face}"),
    ("defence", 0): QT_TRANSLATE_NOOP("DiceWords", "the defender's {face}"),
    ("defence", 1): QT_TRANSLATE_NOOP("DiceWords", "the defender's first {face}"),
    ("defence", 2): QT_TRANSLATE_NOOP("DiceWords", "the defender's second {face}"),
}


def die_names(side: str, faces: tuple[int, ...]) -> dict[int, str]:
    """Each die of a side in words, by its index in the natural roll: ``faces`` are the dice
    as they stand now, in natural order (engine/rules/legacy/missile_effect.py faces_now).
    Equal dice are told apart by their place as shown, high to low (ties in natural order,
    as ``dice_rows`` shows them)."""
    shown = sorted(range(len(faces)), key=lambda i: -faces[i])
    names = {}
    for index in shown:
        equal = [i for i in shown if faces[i] == faces[index]]
        place = equal.index(index) + 1 if len(equal) > 1 else 0
        names[index] = translate("DiceWords", _DIE_PHRASES[(side, place)]).format(face=faces[index])
    return names
