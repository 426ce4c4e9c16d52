import { COLORS, Game, otherColor } from '@gomoku/engine';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { charged, paused } from './clock.ts';
import { definition } from './definition.ts';
import { isColor, isRecord } from './events.ts';
import { colorOf, endedOffBoard, EXTENDED, initialContext, PLACED, resumeWith } from './rules.ts';
import { isSwap, timeControlOf } from './settings.ts';
import { stateIdOf, statusOfValue } from './paths.ts';
import type { ClockState, GomokuContext, GomokuEvent, GomokuInput, MachineVerdict, SeatColors, Status } from './types.ts';
import type { InputError } from './vocabulary.ts';

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

/** Seat colours from stored data: null while undecided (a swap opening's stones still placed), undefined if broken. */
function colorsOfStored(value: unknown, context: GomokuContext): SeatColors | null | undefined {
  const { opening, game } = context;
  if (value === null) return isSwap(opening) && game.moves.length > (opening === 'swap2' ? EXTENDED : PLACED) ? undefined : null;
  return isRecord(value) && isColor(value.first) && isColor(value.second) && value.first !== value.second ? (value as unknown as SeatColors) : undefined;
}

/** A stored game's problem with its record, settings or players, as the input's check found it. */
const broken = (error: InputError): InputError =>
  error.code === 'bad-record' ? { ...error, code: 'broken-record' } : { code: error.code === 'bad-players' ? 'broken-players' : 'broken-settings' };

/**
 * Reads a snapshot's fields from outside (storage, a network, a tampered file) without trusting
 * any of them: the record, the settings and the players are read as the machine's input is (the
 * record replayed by the engine), every other field is checked. Never throws.
 */
function readSnapshot(stored: unknown): ReadSnapshot {
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
    const colors = colorsOfStored(context.colors ?? null, base);
    const openedWith = context.openedWith ?? 0;
    if (ending === undefined) return fail({ code: 'broken-ending' });
    if (clock === undefined) return fail({ code: 'broken-clock' });
    if (colors === undefined) return fail({ code: 'broken-colors' });
    if (typeof openedWith !== 'number' || !Number.isInteger(openedWith) || openedWith < 0 || openedWith > base.game.moves.length) return fail({ code: 'broken-opening' });
    if (ending && base.game.isOver) return fail({ code: 'ended-twice' });
    return { ok: true, status, context: { ...base, colors, openedWith, ending, clock } };
  } catch {
    // A getter or proxy in hostile data may throw anywhere: that is broken data too.
    return fail({ code: 'unreadable' });
  }
}

/** A stored game, checked: its status and context, and the event that leads from where the chart resumes the context to that status (null: none is needed). */
export type CheckedSnapshot = { ok: true; status: Status; context: GomokuContext; event: GomokuEvent | null } | { ok: false; reason: InputError };

/**
 * The event by either side that leads from `from` (at status `at`) to `status` and leaves the
 * record as it is (a request or offer awaiting an answer, a swap2 opening being extended), as the
 * chart's own edges and guards take it; undefined if none does.
 */
function eventInto(from: SnapshotFrom<typeof definition>, at: Status, status: Status): GomokuEvent | undefined {
  for (const type of definition.getStateNodeById(stateIdOf(at)).ownEvents) {
    for (const by of COLORS) {
      const event = { type, by } as GomokuEvent;
      const [next] = transition(definition, from, event);
      if (statusOfValue(next.value) === status && next.context.game === from.context.game) return event;
    }
  }
  return undefined;
}

/**
 * The context with its running clock charged with the time that passed since it started: a
 * flag that fell meanwhile ends the game on time, the loser's clock at zero.
 */
export function afterTimePassed(context: GomokuContext, now: number): GomokuContext {
  const running = context.clock?.running;
  if (!context.clock || !running) return context;
  const clock = charged(context.clock, now);
  if (clock.remaining[running] > 0) return { ...context, clock };
  return { ...context, clock: paused(clock), ending: endedOffBoard(otherColor(colorOf(context, running)), 'time') };
}

/**
 * A stored game, read without trusting it (`readSnapshot`): the chart resumes its context where
 * its `resuming` edges lead, and the stored status must be that state or one a side's event
 * enters from there with the record unchanged (`eventInto`). No time passes here.
 */
export function checkSnapshot(stored: unknown): CheckedSnapshot {
  const read = readSnapshot(stored);
  if (!read.ok) return read;
  const { status, context } = read;
  const [from] = initialTransition(definition, resumeWith(context));
  const at = statusOfValue(from.value) as Status;
  const event = at === status ? null : eventInto(from, at, status);
  return event === undefined ? { ok: false, reason: { code: 'wrong-status', status } } : { ok: true, status, context, event };
}
