"""Risk Legacy (seed 003, rules-digest §2): the rule set and the pieces it is built from."""
