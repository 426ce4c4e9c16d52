import { COLORS, Game } from '@gomoku/engine';
import { definition } from './definition.ts';
import { isColor } from './events.ts';
import { endedOffBoard, EXTENDED, initialContext, PLACED } from './rules.ts';
import { timeControlOf } from './settings.ts';
import { stateIdOf, statusOfValue, valueOf } from './paths.ts';
import type { ClockState, GomokuContext, GomokuEvent, GomokuInput, MachineVerdict, SeatColors, Status } from './types.ts';
import type { InputError, OpeningRule } from './vocabulary.ts';
import { settledFrom } from './xstate-adapter.ts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A snapshot read from outside: the status and the context it rebuilds, or why not. */
export type ReadSnapshot = { ok: true; status: Status; context: GomokuContext } | { ok: false; reason: InputError };

/** An ending from stored data (resignation, time, agreement), null for none, undefined if broken. */
function endingOf(value: unknown): MachineVerdict | null | undefined {
  if (value === undefined || value === null) return null;
  if (!isRecord(value)) return undefined;
  const { reason, winner } = value;
  if ((reason === 'resign' || reason === 'time') && isColor(winner)) return endedOffBoard(winner, reason);
  return reason === 'agreed' && winner === null ? endedOffBoard(null, reason) : undefined;
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

/** A stored game's problem with its record, settings or players, as the input's check found it. */
const broken = (error: InputError): InputError =>
  error.code === 'bad-record' ? { ...error, code: 'broken-record' } : { code: error.code === 'bad-players' ? 'broken-players' : 'broken-settings' };

/**
 * Reads a snapshot from outside (storage, a network, a tampered file) without trusting any of
 * it: the record, the settings and the players are read as the machine's input is (the record
 * replayed by the engine), every other field is checked, and the stored status must be one the
 * chart rests in with all of that. Never throws.
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
    const seats = context.seats ?? undefined;
    const input = {
      variant: saved.variant,
      moves: saved.moves,
      undo: context.undo ?? undefined,
      opening: context.opening ?? undefined,
      players: isRecord(seats) ? { black: seats.first, white: seats.second } : seats,
    };
    const base = initialContext(input as GomokuInput);
    if (base.inputError) return fail(broken(base.inputError));
    const ending = endingOf(context.ending);
    const clock = clockOf(context.clock);
    const colors = colorsOfStored(context.colors ?? null);
    const openedWith = context.openedWith ?? 0;
    if (ending === undefined) return fail({ code: 'broken-ending' });
    if (clock === undefined) return fail({ code: 'broken-clock' });
    if (colors === undefined) return fail({ code: 'broken-colors' });
    if (typeof openedWith !== 'number' || !Number.isInteger(openedWith) || openedWith < 0 || openedWith > base.game.moves.length) return fail({ code: 'broken-opening' });
    if (ending && base.game.isOver) return fail({ code: 'ended-twice' });
    const restored: GomokuContext = { ...base, colors, openedWith, ending, clock };
    return restsIn(status, restored) ? { ok: true, status, context: restored } : fail({ code: 'wrong-status', status });
  } catch {
    // A getter or proxy in hostile data may throw anywhere: that is broken data too.
    return fail({ code: 'unreadable' });
  }
}

/** An undecided swap opening's states, by the stones on the board. */
const OPENING_STATES: Partial<Record<Status, (stones: number, opening: OpeningRule) => boolean>> = {
  placing: (stones) => stones < PLACED,
  choosing: (stones) => stones === PLACED,
  extending: (stones, opening) => opening === 'swap2' && stones >= PLACED && stones < EXTENDED,
  finalChoice: (stones, opening) => opening === 'swap2' && stones === EXTENDED,
};

/**
 * Does the chart rest in `status` with this context? It resumes the context where its
 * `resuming` edges lead. From there, a request or offer awaiting an answer is a state one side's
 * event enters by the chart's own edge, guards and all; an undecided opening (resumed at
 * `placing`) is in the state its stones give.
 */
function restsIn(status: Status, context: GomokuContext): boolean {
  const resumed = settledFrom(definition, 'gomoku.resuming', context).key as Status;
  if (resumed === 'placing') return OPENING_STATES[status]?.(context.game.moves.length, context.opening) ?? false;
  if (status === resumed) return true;
  const target = definition.getStateNodeById(stateIdOf(status));
  if (!target.tags.includes('awaitingAnswer')) return false;
  const from = definition.resolveState({ value: valueOf(resumed), context });
  const events = definition.getStateNodeById(stateIdOf(resumed)).ownEvents;
  return events.some((type) => COLORS.some((by) => definition.getTransitionData(from, { type, by } as GomokuEvent).some((edge) => edge.target?.[0] === target)));
}
