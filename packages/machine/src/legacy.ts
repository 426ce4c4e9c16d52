import { Game } from '@gomoku/engine';
import { isRecord } from './events.ts';
import { GAME_STATE_FORMAT } from './game-state.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { statusOfValue } from './paths.ts';
import { readGameState, type ReadGameState } from './read-game-state.ts';
import type { Status } from './types.ts';

/** What waits in a status of the chart before `GameState`: `blackRequestsUndo` → an undo by Black. */
const PENDING_IN: readonly [RegExp, 'undo' | 'draw' | 'restart' | 'rematch'][] = [
  [/^(black|white)RequestsUndo$/, 'undo'],
  [/^(black|white)OffersDraw$/, 'draw'],
  [/^(black|white)OffersRestart$/, 'restart'],
  [/^(black|white)OffersRematch$/, 'rematch'],
];

function pendingIn(status: Status) {
  for (const [pattern, kind] of PENDING_IN) {
    const by = pattern.exec(status)?.[1];
    if (by) return { kind, by };
  }
  return null;
}

/**
 * Reads a game stored before `GameState` (format 0: XState's persisted snapshot of this machine,
 * `{ status, value, context: { game, undo, opening, colors, openedWith, ending, clock, seats } }`;
 * older, before tournament play, with no opening, colours or seats but `players` by colour) as a
 * `GameState`, checked by `readGameState` like any other. For reading old rooms and saved
 * games once, to store them again in today's form. Never throws.
 */
export function gameStateFromSnapshot(stored: unknown): ReadGameState {
  try {
    if (!isRecord(stored) || !isRecord(stored.context) || stored.status !== 'active') return { ok: false, problem: { code: 'not-a-state' } };
    const status = statusOfValue(stored.value);
    if (!status) return { ok: false, problem: { code: 'not-a-state' } };
    const { game, undo, opening = DEFAULT_SETTINGS.opening, colors, openedWith = 0, ending, clock, seats, players } = stored.context as Record<string, unknown>;
    // Games stored before tournament play have no opening, colours or seats (their players were by colour): a free opening, `first` as Black.
    const swap = opening === 'swap' || opening === 'swap2';
    const seated = seats ?? (isRecord(players) ? { first: players.black, second: players.white } : null);
    const record = isRecord(game) ? game : {};
    let board: { winner: unknown; reason: unknown } | null = null;
    try {
      const verdict = new Game({ variant: record.variant as never, moves: record.moves as never }).verdict;
      board = verdict.reason ? verdict : null;
    } catch {
      // readGameState says what is wrong with the record.
    }
    const offBoard = isRecord(ending) ? { winner: ending.winner, reason: ending.reason } : null;
    return readGameState({
      format: GAME_STATE_FORMAT,
      settings: { variant: record.variant, opening, undo: undo ?? DEFAULT_SETTINGS.undo, clock: isRecord(clock) ? { initialMs: clock.initialMs, incrementMs: clock.incrementMs } : null },
      moves: record.moves,
      players: seated,
      black: isRecord(colors) ? (colors.first === 'black' ? 'first' : 'second') : colors === undefined && !swap ? 'first' : null,
      opening: { extended: status === 'extending' || status === 'finalChoice' || openedWith === 5, stones: openedWith },
      ending: offBoard ?? (board && { winner: board.winner, reason: board.reason }),
      clock: isRecord(clock) ? { remaining: clock.remaining, running: clock.running ? { seat: clock.running, since: clock.startedAt } : null } : null,
      pending: pendingIn(status),
    });
  } catch {
    return { ok: false, problem: { code: 'unreadable' } };
  }
}
