import type { ClientEvent, GameConnection, OnlineState } from '@gomoku/client';
import { gomokuMachine, type GomokuEvent, type GomokuSnapshot } from '@gomoku/machine';
import { transition } from 'xstate';
import type { GameSource } from '../game/game-source.ts';

/** The event as the server takes it: who acts is the server's to say (from the seat), and when too (its own clock). */
function forServer(event: GomokuEvent): ClientEvent {
  const { by: _by, at: _at, ...rest } = event;
  return rest as ClientEvent;
}

/**
 * The server's game with this player's pending events played on it, as the machine would take
 * them (a pure transition each, at `now` on the server's clock): a move shows at once, marked
 * pending until the server accepts it.
 */
function optimistic(state: OnlineState, base: GomokuSnapshot, now: number): GomokuSnapshot {
  const seat = state.seat;
  if (!seat) return base;
  return state.pending.reduce<GomokuSnapshot>((snapshot, { event }) => transition(gomokuMachine, snapshot, { ...event, by: seat, at: now } as GomokuEvent)[0], base);
}

/**
 * A connection as a `GameSource`: snapshots from the server (checked by the machine) plus this
 * player's pending moves; `send` goes to the server, which derives who acts from the seat and
 * answers with the game's next state or its refusal; `now` is the server's clock. Once the
 * connection is closed for good it takes no events (`takesEvents`), and one sent is dropped.
 */
export function onlineSource(connection: GameConnection, fallback: GomokuSnapshot): GameSource {
  let seen: OnlineState | null = null;
  let view = fallback;
  return {
    getSnapshot() {
      const state = connection.getState();
      if (state !== seen) {
        seen = state;
        view = optimistic(state, state.snapshot ?? fallback, connection.now());
      }
      return view;
    },
    subscribe: (listener) => connection.subscribe(() => listener()),
    send(event) {
      // A closed connection throws on `send`: the components were told it takes nothing now.
      if (connection.getState().status !== 'closed') connection.send(forServer(event));
    },
    now: () => connection.now(),
    takesEvents: () => connection.getState().status !== 'closed',
  };
}
