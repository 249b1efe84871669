"""Build a named scene with sample content, for screenshots and smoke runs."""

from __future__ import annotations

import random

from ...engine import registry
from ...engine.session import SeatInfo, Session


def sample_session(game: str | None, players: int | None, seed: int, moves: int,
                   humans: int = 2) -> Session:
    game = game or registry.playable_ids()[0]
    rules = registry.get(game)
    players = players or rules.min_players
    seats = [SeatInfo(name, "human" if i < humans else "random")
             for i, name in enumerate(["Ada", "Ben", "Cleo", "Dev", "Eli", "Fay"][:players])]
    session = Session.new(game, seed, players, seats=seats)
    pick = random.Random(seed)
    for _ in range(moves):
        if session.is_over():
            break
        seat = session.active_seats()[0]
        session.submit(seat, pick.choice(session.legal_actions(seat)))
    return session


def build_scene(app, name: str, game: str | None = None, players: int | None = None,
                seed: int = 1, moves: int = 0) -> None:
    from .title import TitleScene

    app.push(TitleScene(app))
    if name == "title":
        return
    if name == "keys":  # the keys help (F1) over the title
        from .keys_help import KeysHelpScene

        app.push(KeysHelpScene(app, app.stack.top))
        return
    if name == "settings":
        from .settings import SettingsScene

        app.push(SettingsScene(app))
    elif name == "load":
        from .load import LoadScene

        app.push(LoadScene(app))
    elif name == "new_game":
        from .new_game import NewGameScene

        app.push(NewGameScene(app, game or registry.playable_ids()[0]))
    elif name == "house_rules":  # over the game's New Game screen, where players find it
        from .house_rules import HouseRulesScene
        from .new_game import NewGameScene

        app.push(NewGameScene(app, game or registry.playable_ids()[0]))
        app.push(HouseRulesScene(app, game or registry.playable_ids()[0]))
    elif name == "side_bid":
        build_side_bid(app, game or _first_with_a_side_bid(), seed, moves)
    elif name in ("hint", "review"):
        build_coach(app, name, game, players, seed, moves)
    else:
        from .table import open_session

        session = sample_session(game, players, seed, moves)
        pick = random.Random(seed)  # one stream: the same pick each time could go round forever
        while name == "game_over" and not session.is_over():
            seat = session.active_seats()[0]
            session.submit(seat, pick.choice(session.legal_actions(seat)))
        table = open_session(app, session)
        if name == "handoff":
            # As if everyone last held the laptop halfway through: the summary has lines.
            half = sample_session(game, players, seed, moves // 2).view(None).get("log", [])
            table.seen = dict.fromkeys(range(session.players), len(half))
            cover = app.stack.top
            if moves and table.human_to_act() is not None and hasattr(cover, "summary"):
                cover.summary = table.summary_for(table.human_to_act())
            return
        from .handoff import HandoffScene

        while isinstance(app.stack.top, HandoffScene) and name != "game_over":
            app.stack.top.ready()  # confirm handoffs
        if name == "pause":
            table.open_pause()
        elif name == "rules":  # opened at a section, as a tutorial step's "More" opens it
            from ...engine import rules_ref
            from .rules import RulesScene

            sections = rules_ref.sections(registry.entry(session.game_id))
            app.push(RulesScene(app, session, rule=sections[len(sections) // 2]))
        elif name == "round_summary":
            board = table.board
            if not hasattr(board, "show_round_summary"):
                raise ValueError(f"{session.rules.title} has no round summary.")
            pick = random.Random(seed)
            while not board.has_round_summary() and not session.is_over():
                seat = session.active_seats()[0]
                session.submit(seat, pick.choice(session.legal_actions(seat)))
                table.after_change()
                while app.stack.top is not table:
                    app.stack.remove(app.stack.top)  # handoffs and summaries on the way
                    table.viewer = (session.active_seats() or [None])[0]
                    table.refresh()
            board.show_round_summary()


def _first_with_a_side_bid() -> str:
    """The first game whose players may bid for sides (it reseats them after a secret
    choice: `reseat_options` and `secret_choice_options`)."""
    for entry in registry.entries():
        rules = entry.rules()
        if rules.reseat_options and rules.secret_choice_options is not None:
            return entry.id
    raise ValueError("No game has a bid for sides.")


def build_side_bid(app, game: str, seed: int, moves: int) -> None:
    """A game opened with the bid for sides (1989's D89-13, option `side_bid`) between Ada and
    Ben, at the table after `moves` sample steps (Ada bids, seals; Ben bids, seals ...)."""
    from .handoff import HandoffScene
    from .table import open_session

    rules = registry.get(game)
    options = rules.secret_choice_options
    if options is None:
        raise ValueError(f"{rules.title} has no bid for sides.")
    session = Session.new(game, seed, 2, options, [SeatInfo("Ada"), SeatInfo("Ben")])
    table = open_session(app, session)
    pick = random.Random(seed)
    for step in range(moves + 1):
        while isinstance(app.stack.top, HandoffScene):
            app.stack.top.ready()
        if step == moves or not table.legal:
            break
        table.submit(["seal"] if ["seal"] in table.legal else pick.choice(table.legal))


def build_coach(app, name: str, game: str | None, players: int | None, seed: int,
                moves: int) -> None:
    """The coach: a table `moves` sample steps in, every seat human, with the Hint's answer
    shown ("hint"); or the review of a sample game played to its end, at move `moves` or the
    first swing ("review")."""
    from ...engine.review import review_session
    from .handoff import HandoffScene
    from .review import ReviewScene
    from .table import open_session

    rules = registry.get(game or registry.playable_ids()[0])
    session = sample_session(rules.id, players, seed, moves, humans=rules.max_players)
    if name == "review":
        pick = random.Random(seed)
        while not session.is_over():
            seat = session.active_seats()[0]
            session.submit(seat, pick.choice(session.legal_actions(seat)))
        review = ReviewScene(app, review_session(session))
        app.push(review)
        review.set_step(moves or next(iter(review.review.swings), review.review.steps))
        return
    table = open_session(app, session)
    while isinstance(app.stack.top, HandoffScene):
        app.stack.top.ready()
    table.hint.ask()
    while table.hint.thinking:
        table.hint.update()
