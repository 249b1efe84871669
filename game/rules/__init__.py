"""One package per game. Pure Python: no pygame, no file or network I/O at play time."""
