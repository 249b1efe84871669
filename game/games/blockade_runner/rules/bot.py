"""A rule-based bot: run the classic loop (cotton and tobacco out to a neutral port, war goods
and black-market goods in to a Confederate port) with a few guards.

Implementation notes:
- It reads only the state it is given (the session hands it a determinized copy) and uses no
  look-ahead, so a decision takes well under a millisecond.
- Turn actions by priority: unload anything sellable; load where a ship can fill up with goods
  that sell elsewhere; move when a ship has somewhere better to be; play a card (its effect
  when it helps, else forgo it); buy a ship early in the game when cash allows; else end.
- Routes: breadth-first over the links, each ship steered toward the nearest useful port;
  a blockaded zone on the way is avoided when an equally short way round exists.
- Evasion: jettison before a roll only when the roll would otherwise be lost for sure.
- Issue #36 (a seat that never acts beat it): no way it survives less than MIN_ODDS, no
  port the next assault would take as a target (`cautious`); and (`guarded`) no ship placed
  or loaded where the next assault may take it unless it can sail on this turn, the Fund
  and forgone cards spent on the port a ship is stuck in, and a covering card (Insurance,
  Hidden Inlet, Convoy, Moonless Night) played before a Move that risks a ship.
- Card swaps (BR-11.4, swap.py): once a turn, at its first chance, it offers a card that can
  do nothing now (no effect target) to the next seat in turn order; it accepts an offered
  card that works now when it can give back one that does not, else declines.
- `pick` decides from a given legal list with the generator it was made with: the search
  bot's play-outs call it directly (bot_search.py).
- EasyRunner (the Easy bot, issue #21 point 2) plays the same loop carelessly: it takes the
  first shortest route whatever the blockades, never jettisons or waits outside a port, loads
  the first goods offered, never buys a ship and bids no higher than the minimum, and it ends
  its turn with EASY_SPARE actions unused. The carelessness alone did not weaken it (it won
  48% of 400 two-player games against the rule bot, the mirror 48% of 1000: evasion and
  auctions seldom decide these games); with the spare actions it wins 33% of 1000
  (bench.easy_bot).
"""

from __future__ import annotations

import random
from collections import deque
from typing import Any

from game.engine.types import Action, State

from .action_cards import FORT_CARDS, effect_choices
from .common import FRAMES, fleet, free_room, is_confederate, load_of, open_port
from .data import ADJACENT, ASSAULT_RAISE, LOAD_COST, NEUTRAL, PORTS, SHIPS, YEARS
from .move import blockade_at, evasion_value, roll_odds, steps_allowed

EASY_SPARE = 2  # the Easy bot ends its turn with this many actions left
MIN_ODDS = 2 / 3  # the rule bot risks a ship on no way it survives less often (issue #36)
COVER_ODDS = 0.9  # a Move whose worst way is riskier is worth a covering card first
COVERS = ("insurance", "hidden_inlet", "convoy", "moonless_night")
OUTBOUND = ("cotton", "tobacco")  # sold in neutral ports
INBOUND = ("war_goods", "black_market")  # sold in Confederate ports


class RunnerBot:
    kind = "rule"
    cautious = True  # False: the bot before issue #36, which ran any blockade (bench only)
    guarded = True  # False: the bot of issue #36's first step, which only `cautious` made
    # (bench only): placed and loaded in ports the next assault could take, and played no
    # card to cover a risky Move

    def __init__(self, seed: int = 0, rand: random.Random | None = None) -> None:
        self._rand = rand or random.Random(seed)

    def choose(self, rules: Any, state: State, seat: int) -> Action:
        return self.pick(state, seat, rules.legal_actions(state, seat))

    def pick(self, state: State, seat: int, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        frame = FRAMES.top(state)
        pick = getattr(self, f"_{frame['name']}", None)
        action = pick(state, frame, seat, legal) if pick else None
        return action if action in legal else self._fallback(legal)

    def _fallback(self, legal: list[Action]) -> Action:
        for verb in (["done"], ["pass"], ["stop"], ["end"], ["forgo"], ["decline"]):
            if verb in legal:
                return verb
        return self._rand.choice(legal)

    # -- placement ------------------------------------------------------------------------------
    def _place(self, state: State, frame: dict, seat: int, legal: list[Action]) -> Action:
        # Start in a Confederate port with cotton to load: the first trip is outbound.
        best = max(legal, key=lambda a: (not self.guarded or self._haven(state, a[2]),
            is_confederate(a[2]) and sum(
            state["goods"][a[2]].get(c, 0) for c in OUTBOUND) - self._crowd(state, a[2]),
            -state["blockade"].get(a[2], 0), self._rand.random()))
        return best

    def _crowd(self, state: State, port: str) -> int:
        return sum(1 for s in state["ships"].values() if s["zone"] == port)

    def _dock(self, state: State, frame: dict, seat: int, legal: list[Action]) -> Action:
        return max(legal, key=lambda a: (a[1] in NEUTRAL, self._rand.random()))

    # -- card swaps (BR-11.4) ----------------------------------------------------------------
    def _offer(self, state: State, frame: dict, seat: int, legal: list[Action]) -> Action | None:
        """Once a turn, at its first chance: a card that can do nothing now for one of the
        next seat's (in turn order) that holds cards."""
        if (frame.get("offers") or [0] * state["players"])[seat]:
            return None
        dead = [c for c in sorted(set(state["hands"][seat])) if not effect_choices(
            state, seat, c)]
        order = state["order"]
        after = order[order.index(seat) + 1:] + order[:order.index(seat)]
        for target in after:
            for card in dead:
                if ["offer", target, card] in legal:
                    return ["offer", target, card]
        return None

    def _swap_answer(self, state: State, frame: dict, seat: int, legal: list[Action]) -> Action:
        """Accept a card that works now, giving back one that does not; else decline."""
        if frame["card"] is None or not effect_choices(state, seat, frame["card"]):
            return ["decline"]
        dead = [a for a in legal if a[0] == "accept" and not effect_choices(state, seat, a[1])]
        return dead[0] if dead else ["decline"]

    # -- turn -----------------------------------------------------------------------------------
    def _turn(self, state: State, frame: dict, seat: int, legal: list[Action]) -> Action:
        offer = self._offer(state, frame, seat, legal)
        if offer is not None:
            return offer
        legal = [a for a in legal if a[0] != "offer"]
        for action in legal:
            if action[0] == "unload":
                return action
        for action in legal:
            # a guarded bot loads where the next assault may strike only with an action
            # left to sail (issue #36)
            if action[0] == "load" and self._worth_loading(state, action[1]) and (
                    frame["left"] > 1 or self._haven(state, state["ships"][action[1]]["zone"])
                    or not self.guarded):
                return action
        cards = [a for a in legal if a[0] == "card"]
        paths = {s: self._path(state, s) for s in self._afloat(state, seat)}
        if ["move"] in legal and any(paths.values()):
            cover = self._cover(state, seat, paths, cards)
            return cover or ["move"]
        for action in legal:
            if action[0] == "rail" and self._worth_railing(state, action[1]):
                return action
        if cards:
            return cards[0]
        if ["auction"] in legal and state["year"] < YEARS[-1] and state["cash"][seat] >= 25:
            return ["auction"]
        return ["end"]

    def _cover(self, state: State, seat: int, paths: dict[str, list[str]],
               cards: list[Action]) -> Action | None:
        """Before a Move that risks a ship, a guarded bot first plays the card that covers it
        (issue #36: the first year's run of laden ships out of blockaded ports was its worst
        loss): Insurance pays a lost ship's price, Convoy and Moonless Night raise the rolls,
        a Hidden Inlet spares them."""
        effects = state["effects"] or {}
        if not self.guarded or effects.get("convoy") or effects.get("moonless"):
            return None
        risky = any(path and self._trip_odds(state, s, state["ships"][s]["zone"], path)
                    < COVER_ODDS for s, path in paths.items())
        held = "insurance" in state["kept"][seat]
        for card in COVERS:
            if risky and ["card", card] in cards and not (card == "insurance" and held):
                return ["card", card]
        return None

    def _stuck(self, state: State, seat: int) -> list[str]:
        """A guarded bot's ports the next assault may take that hold a ship of its that sees
        no way out (issue #36: laden ships waiting there were its most frequent loss), the
        most ships first; the Fund's defense levels go there."""
        if not self.guarded:
            return []
        ports = [state["ships"][s]["zone"] for s in self._afloat(state, seat)
                 if not self._haven(state, state["ships"][s]["zone"]) and not self._path(
                     state, s)]
        return sorted(set(ports), key=lambda p: (-ports.count(p), p))

    def _afloat(self, state: State, seat: int) -> list[str]:
        return [s for s in fleet(state, seat) if state["ships"][s]["zone"] is not None]

    def _worth_loading(self, state: State, ship_id: str) -> bool:
        return worth_at(state, state["ships"][ship_id]["zone"]) and self._can_leave_laden(
            state, ship_id)

    def _can_leave_laden(self, state: State, ship_id: str) -> bool:
        """A guarded bot loads in a port the next assault may take only when the laden ship
        could sail on from it: a laden ship stuck there met the assault (issue #36)."""
        ship = state["ships"][ship_id]
        if not self.guarded or load_of(ship) or self._haven(state, ship["zone"]):
            return True
        laden = dict(ship, cargo=dict(ship["cargo"], cotton=1))
        world = dict(state, ships=dict(state["ships"], **{ship_id: laden}))
        return bool(self._path(world, ship_id))

    def _worth_railing(self, state: State, ship_id: str) -> bool:
        return free_room(state, ship_id) > 0 and load_of(state["ships"][ship_id]) > 0

    def _load(self, state: State, frame: dict, seat: int, legal: list[Action]) -> Action:
        takes = [a for a in legal if a[0] == "take"]
        if frame["source"] is None:
            froms = [a for a in legal if a[0] == "from"]
            return froms[0] if froms else ["done"]
        cargo = state["ships"][frame["ship"]]["cargo"]
        zone = state["ships"][frame["ship"]]["zone"]
        wanted = OUTBOUND if is_confederate(zone) else INBOUND
        options = [a for a in takes if a[1] in wanted]
        if "black_market" in [a[1] for a in options] and cargo["black_market"] >= cargo[
                "war_goods"] and ["take", "war_goods"] in options:
            return ["take", "war_goods"]  # keep the bribe away (BR-7.4c)
        if not options:
            return ["done"]
        margin = {"cotton": state["prices"]["cotton"] - LOAD_COST["cotton"],
                  "tobacco": state["prices"]["tobacco"] - LOAD_COST["tobacco"],
                  "black_market": state["prices"]["black_market"] - LOAD_COST["black_market"],
                  "war_goods": 3}
        return max(options, key=lambda a: margin[a[1]])

    # -- moving ---------------------------------------------------------------------------------
    def _target(self, state: State, ship_id: str) -> list[str]:
        """The ports this ship should head for; [] when it is where it should be."""
        ship = state["ships"][ship_id]
        zone, cargo = ship["zone"], ship["cargo"]
        if any(cargo[c] for c in OUTBOUND):
            ports = list(NEUTRAL)
        elif any(cargo[c] for c in INBOUND):
            ports = [p for p in state["blockade"] if p not in state["captured"]]
        elif open_port(state, zone) and worth_at(state, zone) and self._can_leave_laden(
                state, ship_id):
            return []
        else:
            ports = [p for p in PORTS if open_port(state, p) and worth_at(state, p)]
        return [p for p in ports if p != zone and (not self.cautious or self._haven(state, p))]

    def _haven(self, state: State, port: str) -> bool:
        """Not a Confederate port the next Union assault would take (BR-4.3: blockade +
        ASSAULT_RAISE reaching its defense): its ships must flee at bad odds (BR-4.4), and a
        ship sailed in is hard to get out again (issue #36: the idle seat's wins halved)."""
        return not is_confederate(port) or \
            state["blockade"][port] + ASSAULT_RAISE < state["defense"][port]

    def _path(self, state: State, ship_id: str, first: bool = True) -> list[str]:
        """A shortest way to a target port; a cautious bot's goes only through zones whose
        roll it survives at MIN_ODDS or better, and none from a blockaded port it would
        leave with worse odds (`first`: the ship has not moved yet this Move)."""
        start = state["ships"][ship_id]["zone"]
        targets = set(self._target(state, ship_id))
        if not targets or (self.cautious and first and not self._safe(state, ship_id, start)):
            return []
        prev: dict[str, str | None] = {start: None}
        queue = deque([start])
        while queue:
            here = queue.popleft()
            if here in targets:
                path = []
                while here != start:
                    path.append(here)
                    here = prev[here]  # type: ignore[assignment]
                path.reverse()
                return path if not self.cautious or self._trip_odds(
                    state, ship_id, start if first else None, path) >= MIN_ODDS else []
            # safer zones first, so ties go round the blockade
            for nxt in sorted(ADJACENT[here], key=lambda z: self._risk(state, ship_id, z)):
                if nxt not in prev and (not self.cautious or self._safe(state, ship_id, nxt)):
                    prev[nxt] = here
                    queue.append(nxt)
        return []

    def _trip_odds(self, state: State, ship_id: str, start: str | None,
                   path: list[str]) -> float:
        """The chance the ship comes through every roll of the way (from `start` too)."""
        odds = roll_odds(state, ship_id, start) if start is not None else 1.0
        for zone in path:
            odds *= roll_odds(state, ship_id, zone)
        return odds

    def way_odds(self, state: State, ship_id: str) -> float:
        """The chance the ship comes through every roll of its way to a target port (0.0
        with no way, 1.0 without rolls): a cautious bot's way, else a shortest one."""
        path = self._path(state, ship_id)
        zone = state["ships"][ship_id]["zone"]
        return self._trip_odds(state, ship_id, zone, path) if path else 0.0

    def _safe(self, state: State, ship_id: str, zone: str) -> bool:
        """Issue #36: a ship lost is its price off the final score (BR-14.1), more than a
        cargo earns; running every blockade lost the rule bot about seven ships a game, and a
        seat that never acted beat it 16% of the time."""
        return roll_odds(state, ship_id, zone) >= MIN_ODDS

    def _risk(self, state: State, ship_id: str, zone: str) -> int:
        if blockade_at(state, zone) is None:
            return 0
        return 10 - evasion_value(state, ship_id, zone, use_cards=False)

    def _move(self, state: State, frame: dict, seat: int, legal: list[Action]) -> Action:
        if frame["ship"] is None:
            ships = [a for a in legal if a[0] == "ship"]
            for action in ships:
                if frame["only"] is not None or self._path(state, action[1],
                                                             frame["only"] is None):
                    return action
            return ["done"] if ["done"] in legal else ships[0]
        ship_id = frame["ship"]
        path = self._path(state, ship_id, frame["steps"] == 0 and frame["only"] is None)
        if path and ["to", path[0]] in legal:
            nxt = path[0]
            here = state["ships"][ship_id]["zone"]
            risky = blockade_at(state, nxt) is not None or (
                frame["steps"] == 0 and blockade_at(state, here) is not None)
            if risky and ["jettison"] in legal and self._doomed(state, ship_id, nxt, here):
                return ["jettison"]
            if len(path) > steps_allowed(state, ship_id, frame) - frame["steps"] and not open_port(
                    state, nxt) and ["stop"] in legal and self._risk(state, ship_id, nxt) > 4:
                return ["stop"]
            return ["to", nxt]
        steps = [a for a in legal if a[0] == "to"]
        if ["stop"] in legal:
            return ["stop"]
        return min(steps, key=lambda a: self._risk(state, ship_id, a[1]))

    def _doomed(self, state: State, ship_id: str, nxt: str, here: str) -> bool:
        zone = nxt if blockade_at(state, nxt) is not None else here
        return evasion_value(state, ship_id, zone, use_cards=False) <= 0

    # -- cards, fund, auctions ----------------------------------------------------------------
    def _card(self, state: State, frame: dict, seat: int, legal: list[Action]) -> Action:
        effects = [a for a in legal if a != ["forgo"]]
        if not effects:
            return ["forgo"]
        if frame["card"] in ("ironclad", "hidden_inlet"):
            mine = {state["ships"][s]["zone"] for s in fleet(state, seat)}
            near = [a for a in effects if a[1] in mine]
            return near[0] if near else max(effects, key=lambda a: state["blockade"][a[1]])
        if frame["card"] == "private_launch" and state["cash"][seat] < 25:
            return ["forgo"]
        stuck = self._stuck(state, seat)
        if stuck and (frame["card"] in ("captain", "pilot") or frame["card"] in FORT_CARDS) \
                and FORT_CARDS.get(frame["card"]) != stuck[0]:
            return ["forgo"]  # 10k to the Fund: two defense levels where a ship is stuck
        return effects[0]

    def _fund(self, state: State, frame: dict, seat: int, legal: list[Action]) -> Action:
        for port in self._stuck(state, seat):
            if ["raise", port] in legal:
                return ["raise", port]
        mine = {state["ships"][s]["zone"] for s in fleet(state, seat)}
        for action in legal:
            if action[0] == "raise" and action[1] in mine:
                return action
        return ["done"]

    def _auction(self, state: State, frame: dict, seat: int, legal: list[Action]) -> Action:
        if frame["winners"]:
            return ["done"]
        ships = [a for a in legal if a[0] == "ship"]
        if not ships or state["cash"][seat] < 25:
            return ["done"]
        # the most capacity per price, then speed
        return max(ships, key=lambda a: (SHIPS[a[1]]["capacity"] * 10 - SHIPS[a[1]]["price_k"],
                                          SHIPS[a[1]]["speed"]))

    def _bid(self, state: State, frame: dict, seat: int, legal: list[Action]) -> Action:
        ship = SHIPS[frame["ship"]]
        years_left = YEARS[-1] - state["year"]
        worth = ship["price_k"] + 2 * ship["capacity"] * years_left
        step = frame["high"] + 1
        if step <= worth and step <= state["cash"][seat] - 5 and ["bid", step] in legal:
            return ["bid", step]
        return ["pass"]


class EasyRunner(RunnerBot):
    """The Easy bot: RunnerBot without its care (see the module notes)."""

    kind = "easy"
    cautious = guarded = False

    def _risk(self, state: State, ship_id: str, zone: str) -> int:
        return 0

    def _doomed(self, state: State, ship_id: str, nxt: str, here: str) -> bool:
        return False

    def _move(self, state: State, frame: dict, seat: int, legal: list[Action]) -> Action:
        action = super()._move(state, frame, seat, legal)
        if action == ["stop"] and frame["ship"] is not None:  # no waiting outside a port
            path = self._path(state, frame["ship"])
            if path and ["to", path[0]] in legal:
                return ["to", path[0]]
        return action

    def _load(self, state: State, frame: dict, seat: int, legal: list[Action]) -> Action:
        best = super()._load(state, frame, seat, legal)
        return next((a for a in legal if a[0] == "take"), best) if best[0] == "take" else best

    def _turn(self, state: State, frame: dict, seat: int, legal: list[Action]) -> Action:
        if frame["left"] <= EASY_SPARE and ["end"] in legal:
            return ["end"]
        action = super()._turn(state, frame, seat, legal)
        return ["end"] if action == ["auction"] else action

    def _bid(self, state: State, frame: dict, seat: int, legal: list[Action]) -> Action:
        return ["pass"]


def worth_at(state: State, zone: str) -> bool:
    """Goods to load here that sell at the other kind of port."""
    if not open_port(state, zone):
        return False
    wanted = OUTBOUND if is_confederate(zone) else INBOUND
    return any(state["goods"][zone].get(c, 0) for c in wanted)
