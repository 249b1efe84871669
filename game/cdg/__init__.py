"""A shared layer for card-driven games (1989: Dawn of Freedom today, Twilight Struggle next).

It holds the machinery such games have in common, keyed by seat (or by whatever player key the
game's state uses), never by side names. Nothing here knows a game's rules; each game plugs its
facts in:

- `deck.Deck`: the draw deck, discard pile and hands. `draw` reshuffles the discard pile only
  when a card must be drawn from an empty deck; `deal` gives one card at a time in the game's
  seat order (1989 and TS: Communist / USSR first), skipping a full hand, until every hand is
  at its limit or no card is left anywhere; `add_cards` shuffles a period deck (Middle/Late
  Year, Mid/Late War) into the draw deck only. The game names its state keys and log keys.
- `events.EventRegistry`: the card events. Each card has an `EventSpec` (prerequisites, the
  events that block it, lasting or not, its duration, asterisk, the cards it cancels); the
  registry answers `can_occur`, `in_effect`, resolves an event (lasting cards move to the
  lasting area, cancelled ones end), ends lasting effects when their moment comes (`expire`,
  "this turn" / "until the next deal") or when a named card's event happens (`ended_by`), and
  keeps named hook tables keyed by lasting card (Ops modifiers, check bans, ...).
- `play.CardPlay`: one card play as a frame: the player picks a mode (pluggable `Mode`s:
  event, ops, 1989's Tiananmen Square attempt, TS's Space Race, ...), picks the order of
  Operations and an opponent's event when the mode asks for it, then the engine runs the
  mode's steps automatically and hands the card to the game's `finish`.
- `steps.PickTargets` / `steps.PickCard`: the two parameterised decision frames events are
  built from: "pick up to N targets, at most `cap` each, counting a budget down" and "pick a
  card from a list (a hand, a discard pile, a draw), or stop".
- `flow.EventFlow`: continuations ("then, once the frames pushed since are done") and choices
  among listed or privately computed options, looked up by name so the state stays JSON.
- `hidden`: the re-deal of what a seat cannot see for `determinize` (hands, the deck, a
  draw waiting for its choice) and card conservation for invariants.

A game uses it by creating one `Deck`, one `EventRegistry` and registering its frames with
`frames.add(name, PickTargets(...))` / `frames.add(name, CardPlay(...))` and one `EventFlow`;
the engine runs the automatic frames (Frames.settle) and the game's one between_steps check.
See game/games/dawn_of_freedom/rules (deck.py, events.py, card_play.py, operations.py,
cards/steps.py) and tests/cdg for small worked examples.
"""
