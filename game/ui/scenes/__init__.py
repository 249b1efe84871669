"""The scenes of the app: title, new game, table, handoff, pause, load, game over, dialogs."""
