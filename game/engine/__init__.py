"""Game-agnostic engine: the rules contract, RNG, sessions, saves and seat controllers.

Nothing in this package imports pygame (DESIGN §1).
"""
