"""The scenario designer: starting setups and a Legacy world's history on a map."""
