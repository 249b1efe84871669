"""Simulates the core changes of game/rules/dawn_of_freedom/cards/CORE_CHANGES.md for a test
run, without editing the core: PYTHONPATH=tests/rules/dawn_of_freedom pytest -p events_core_patch
tests/rules/dawn_of_freedom. Delete once the core has the hooks."""
from game.engine.types import log_entry
from game.rules.dawn_of_freedom import board, card_play, deck, events, operations, sequence
from game.rules.dawn_of_freedom.common import COM, DEM, opp  # noqa: F401
from game.rules.dawn_of_freedom.data import CARDS

events.CHECK_TRIGGERS = {}
events.PLACEMENT_COSTS = {}
events.HAND_SIZE_MODIFIERS = {}
events.CARD_PLAY_HOOKS = {}
events.DEAL_DURATIONS = frozenset({"until_next_deal"})


def run_hooks(state, hooks, *args):
    for c in list(state["lasting"]):
        if c in hooks and c in state["lasting"]:
            hooks[c](state, *args)


def expire_deal_effects(state):
    for card in list(state["lasting"]):
        if CARDS[card]["duration"] in events.DEAL_DURATIONS:
            events.end_lasting(state, card)


events.run_hooks = run_hooks
events.expire_deal_effects = expire_deal_effects

_check = operations.support_check


def support_check(state, side, target, ops):
    _check(state, side, target, ops)
    events.run_hooks(state, events.CHECK_TRIGGERS, side, target)


operations.support_check = support_check


def placement_cost(state, space, side):
    cost = 2 if board.controller(state, space) == opp(side) else 1
    for c in state["lasting"]:
        if c in events.PLACEMENT_COSTS:
            cost = events.PLACEMENT_COSTS[c](state, side, space, cost)
    return cost


def affordable(state, frame):
    if frame["ops"] >= 2:
        return frame["eligible"]
    if frame["ops"] < 1:
        return []
    return [s for s in frame["eligible"] if placement_cost(state, s, frame["side"]) <= frame["ops"]]


operations.placement_cost = placement_cost
operations.affordable = affordable


def deal(state, size=deck.HAND_SIZE):
    limits = {s: size + events.hook_sum(state, events.HAND_SIZE_MODIFIERS, s) for s in (COM, DEM)}
    while True:
        dealt = False
        for side in (COM, DEM):
            if len(state["hands"][side]) < limits[side]:
                if deck.draw(state, side) is None:
                    return
                dealt = True
        if not dealt:
            return


deck.deal = deal
_seq_deal = sequence._deal


def seq_deal(state, frame):
    _seq_deal(state, frame)
    events.expire_deal_effects(state)


sequence.STEPS["deal"] = seq_deal

_apply = card_play.CardPlay.apply
_auto = card_play.CardPlay.auto


def cp_apply(self, state, frame, seat, action):
    if action[0] == "mode":
        frame["mode"] = action[1]
        if CARDS[frame["card"]]["scoring"]:
            events.run_hooks(state, events.CARD_PLAY_HOOKS, frame["side"], frame["card"],
                             "event", None)
    return _apply(self, state, frame, seat, action)


def cp_auto(self, state, frame):
    last = frame["stage"] == "run" and not frame["steps"]
    result = _auto(self, state, frame)
    if last:
        events.run_hooks(state, events.CARD_PLAY_HOOKS, frame["side"], frame["card"],
                         frame.get("mode"), frame["event"])
    return result


card_play.CardPlay.apply = cp_apply
card_play.CardPlay.auto = cp_auto


def start_round(state, side, number):
    state["round"], state["phasing"] = number, side
    if state["hands"][side]:
        sequence.FRAMES.push(state, "action_round", seat=sequence.seat_of(side), side=side)
    else:
        state["log"].append(log_entry("dof.log.forfeit", side=side, round=number))
        events.run_hooks(state, events.CARD_PLAY_HOOKS, side, None, None, None)


sequence.start_round = start_round
