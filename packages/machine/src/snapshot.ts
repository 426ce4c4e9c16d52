import { Game, type Variant } from '@gomoku/engine';
import { describeError, playersOf, takeBackCount } from './rules.ts';
import { STATUSES, type GomokuContext, type MachineVerdict, type Status } from './types.ts';

/** The region of the chart a status is in: the four live statuses in `playing`, the rest in `over`. */
const regionOf = (status: Status) => (STATUSES.indexOf(status) < 4 ? 'playing' : 'over');

/** The id of a status's state node: `gomoku.playing.blackToMove`. */
export const stateIdOf = (status: Status) => `gomoku.${regionOf(status)}.${status}`;

/** The chart's state value of a status: `{ playing: 'blackToMove' }`. */
export const valueOf = (status: Status): Record<string, Status> => ({ [regionOf(status)]: status });

/** The status a state value stands for (`{ playing: 'blackToMove' }` → `blackToMove`), or null. */
export function statusOfValue(value: unknown): Status | null {
  if (typeof value !== 'object' || value === null) return null;
  const [region, leaf] = Object.entries(value)[0] ?? [];
  const status = STATUSES.find((s) => s === leaf);
  return status && regionOf(status) === region ? status : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A snapshot read from outside: the status and the context it rebuilds, or why not. */
export type ReadSnapshot = { ok: true; status: Status; context: GomokuContext } | { ok: false; reason: string };

/** A resignation from stored data, or undefined if it is not one. */
function endingOf(value: unknown): MachineVerdict | null | undefined {
  if (value === undefined || value === null) return null;
  if (!isRecord(value) || value.reason !== 'resign' || (value.winner !== 'black' && value.winner !== 'white')) return undefined;
  return Object.freeze({ winner: value.winner, reason: 'resign', line: Object.freeze([]) });
}

/**
 * Reads a snapshot from outside (storage, a network, a tampered file) without trusting any of
 * it: the record is replayed by the engine, every field is checked, and the stored status must
 * be the one the record, the ending and the undo policy give. Never throws.
 */
export function readSnapshot(stored: unknown): ReadSnapshot {
  try {
    if (!isRecord(stored) || !isRecord(stored.context)) return { ok: false, reason: 'The saved game is not a game.' };
    if (stored.status !== undefined && stored.status !== 'active') return { ok: false, reason: 'The saved game is not running.' };
    const { context } = stored;
    const status = statusOfValue(stored.value);
    if (!status) return { ok: false, reason: 'The saved game has an unknown status.' };
    const saved = context.game instanceof Game ? context.game.toJSON() : isRecord(context.game) ? context.game : {};
    let game: Game;
    try {
      game = new Game({ variant: saved.variant as Variant, moves: saved.moves as number[] });
    } catch (error) {
      return { ok: false, reason: `The saved game is broken: ${describeError(error)}` };
    }
    const undo = context.undo ?? 'consent';
    if (undo !== 'consent' && undo !== 'immediate') return { ok: false, reason: 'The saved game has an unknown undo policy.' };
    const players = playersOf(context.players);
    if (players === undefined) return { ok: false, reason: 'The saved game has broken players.' };
    const ending = endingOf(context.ending);
    if (ending === undefined) return { ok: false, reason: 'The saved game has a broken ending.' };
    if (ending && game.isOver) return { ok: false, reason: 'The saved game was resigned after it had ended.' };
    const fits = consistent(status, game, ending, undo);
    if (!fits) return { ok: false, reason: `The saved game says ${status}, which its record does not give.` };
    return { ok: true, status, context: { game, undo, ending, players, rejection: null, inputError: null } };
  } catch {
    // A getter or proxy in hostile data may throw anywhere: that is broken data too.
    return { ok: false, reason: 'The saved game could not be read.' };
  }
}

/** Does the status agree with what the record, the ending and the policy give? */
function consistent(status: Status, game: Game, ending: MachineVerdict | null, undo: string): boolean {
  const verdict = ending ?? game.verdict;
  if (verdict.winner) return status === `${verdict.winner}Won`;
  if (verdict.reason === 'draw') return status === 'draw';
  if (status === `${game.turn}ToMove`) return true;
  const asker = status === 'blackRequestsUndo' ? 'black' : status === 'whiteRequestsUndo' ? 'white' : null;
  return asker !== null && undo === 'consent' && takeBackCount(game, asker) > 0;
}
