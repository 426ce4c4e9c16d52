import { Game, type Variant } from '@gomoku/engine';
import { isColor } from './events.ts';
import { EXTENDED, PLACED, playersOf, recordError, takeBackCount } from './rules.ts';
import { isSwap, readSettings, timeControlOf } from './settings.ts';
import { statusOfValue } from './paths.ts';
import type { ClockState, GomokuContext, MachineVerdict, SeatColors, Status } from './types.ts';
import type { InputError, OpeningRule, UndoPolicy } from './vocabulary.ts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A snapshot read from outside: the status and the context it rebuilds, or why not. */
export type ReadSnapshot = { ok: true; status: Status; context: GomokuContext } | { ok: false; reason: InputError };

/** An ending from stored data (resignation, time, agreement), null for none, undefined if broken. */
function endingOf(value: unknown): MachineVerdict | null | undefined {
  if (value === undefined || value === null) return null;
  if (!isRecord(value)) return undefined;
  const { reason, winner } = value;
  const decisive = (reason === 'resign' || reason === 'time') && isColor(winner);
  if (!decisive && !(reason === 'agreed' && winner === null)) return undefined;
  return Object.freeze({ winner: winner as MachineVerdict['winner'], reason: reason as MachineVerdict['reason'], line: Object.freeze([]) });
}

/** Clocks from stored data: null for none, undefined if broken. */
function clockOf(value: unknown): ClockState | null | undefined {
  if (value === undefined || value === null) return null;
  if (!isRecord(value) || !timeControlOf(value) || !isRecord(value.remaining)) return undefined;
  const { first, second } = value.remaining;
  const time = (n: unknown) => typeof n === 'number' && Number.isFinite(n) && n >= 0;
  if (!time(first) || !time(second) || !time(value.startedAt) || (value.running !== null && value.running !== 'first' && value.running !== 'second')) return undefined;
  return value as unknown as ClockState;
}

/** Seat colours from stored data: null while undecided, undefined if broken. */
function colorsOfStored(value: unknown): SeatColors | null | undefined {
  if (value === null) return null;
  return isRecord(value) && isColor(value.first) && isColor(value.second) && value.first !== value.second ? (value as unknown as SeatColors) : undefined;
}

/**
 * Reads a snapshot from outside (storage, a network, a tampered file) without trusting any of
 * it: the record is replayed by the engine, every field is checked, and the stored status must
 * be the one the record, the opening, the ending and the undo policy give. Never throws.
 */
export function readSnapshot(stored: unknown): ReadSnapshot {
  const fail = (reason: InputError): ReadSnapshot => ({ ok: false, reason });
  try {
    if (!isRecord(stored) || !isRecord(stored.context)) return fail({ code: 'not-a-snapshot' });
    if (stored.status !== undefined && stored.status !== 'active') return fail({ code: 'not-running' });
    const { context } = stored;
    const status = statusOfValue(stored.value);
    if (!status) return fail({ code: 'unknown-status' });
    const saved = context.game instanceof Game ? context.game.toJSON() : isRecord(context.game) ? context.game : {};
    let game: Game;
    try {
      game = new Game({ variant: saved.variant as Variant, moves: saved.moves as number[] });
    } catch (error) {
      const problem = recordError(error, 'broken-record');
      return fail(problem.code === 'bad-variant' ? { code: 'broken-settings' } : problem);
    }
    // The settings' one check, defaults included.
    const read = readSettings({ variant: game.variant, undo: (context.undo ?? undefined) as UndoPolicy, opening: (context.opening ?? undefined) as OpeningRule });
    if (read.error) return fail({ code: 'broken-settings' });
    const { undo, opening } = read.settings;
    const seats = context.seats === null || context.seats === undefined ? null : playersOf({ black: (context.seats as Record<string, unknown>).first, white: (context.seats as Record<string, unknown>).second });
    if (seats === undefined) return fail({ code: 'broken-players' });
    const ending = endingOf(context.ending);
    const clock = clockOf(context.clock);
    const colors = colorsOfStored(context.colors ?? null);
    const openedWith = context.openedWith ?? 0;
    if (ending === undefined) return fail({ code: 'broken-ending' });
    if (clock === undefined) return fail({ code: 'broken-clock' });
    if (colors === undefined) return fail({ code: 'broken-colors' });
    if (typeof openedWith !== 'number' || !Number.isInteger(openedWith) || openedWith < 0 || openedWith > game.moves.length) return fail({ code: 'broken-opening' });
    if (ending && game.isOver) return fail({ code: 'ended-twice' });
    const restored: GomokuContext = {
      game,
      undo,
      opening,
      colors,
      openedWith,
      ending,
      clock,
      rejection: null,
      seats: seats && { first: seats.black, second: seats.white },
      inputError: null,
    };
    return consistent(status, restored) ? { ok: true, status, context: restored } : fail({ code: 'wrong-status', status });
  } catch {
    // A getter or proxy in hostile data may throw anywhere: that is broken data too.
    return fail({ code: 'unreadable' });
  }
}

/** Does the status agree with what the record, the opening, the ending and the policy give? */
function consistent(status: Status, context: GomokuContext): boolean {
  const { game, ending, colors, opening } = context;
  const verdict = ending ?? game.verdict;
  // After the game, a rematch may be on offer from either side.
  if (status === 'blackOffersRematch' || status === 'whiteOffersRematch') return verdict.reason !== null;
  if (verdict.winner) return status === `${verdict.winner}Won`;
  if (verdict.reason) return status === 'draw';
  const stones = game.moves.length;
  const deciding = isSwap(opening) && colors === null;
  switch (status) {
    case 'placing':
      return deciding && stones < PLACED;
    case 'choosing':
      return deciding && stones === PLACED;
    case 'extending':
      return deciding && opening === 'swap2' && stones >= PLACED && stones < EXTENDED;
    case 'finalChoice':
      return deciding && opening === 'swap2' && stones === EXTENDED;
    case 'blackRequestsUndo':
    case 'whiteRequestsUndo':
      return !deciding && context.undo === 'consent' && takeBackCount(context, status === 'blackRequestsUndo' ? 'black' : 'white') > 0;
    case 'blackOffersDraw':
    case 'whiteOffersDraw':
    case 'blackOffersRestart':
    case 'whiteOffersRestart':
      return !deciding;
    default:
      return !deciding && status === `${game.turn}ToMove`;
  }
}
