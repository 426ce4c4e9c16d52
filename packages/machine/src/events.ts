import { COLORS, type Color } from '@gomoku/engine';
import type { Actor, RejectedEvent } from './types.ts';
import { ACTOR_EVENT_TYPES, EVENT_TYPES, SEATS, type Seat } from './vocabulary.ts';

/** Events that name who acts (`by`, required), by type. */
const BY_REQUIRED: ReadonlySet<string> = new Set(ACTOR_EVENT_TYPES);
/** Every event type the chart knows. */
const TYPES: ReadonlySet<string> = new Set(EVENT_TYPES);

/** Is `value` a side of the game? */
export const isColor = (value: unknown): value is Color => COLORS.includes(value as Color);

/** Is `value` who may act: a colour or a seat? The only values `by` may hold. */
export const isActor = (value: unknown): value is Actor => isColor(value) || SEATS.includes(value as Seat);

/** Is `value` an object whose fields may be read (not null)? */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Is `value` a time a `Date` can hold, in whole ms since the epoch (what a `GameState`'s clocks hold)? */
export const isTime = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= 8.64e15;

/** When an event happened: its `at`, else now (`Date.now()`). */
export const timeOf = (event: unknown): number => (isRecord(event) && isTime(event.at) ? event.at : Date.now());

/**
 * What is wrong with an event from outside, before any rule is asked: `unknown-event` for a type
 * the chart does not have, `bad-event` for a known type with a missing or wrong field (a `point`
 * that is not a whole number, a `by` that is no colour or seat, an `at` that is no time). Null for a
 * well-formed event (which the rules may still refuse).
 */
export function eventProblem(event: unknown): 'unknown-event' | 'bad-event' | null {
  if (!isRecord(event) || typeof event.type !== 'string' || !TYPES.has(event.type)) return 'unknown-event';
  const { type, by } = event;
  if (BY_REQUIRED.has(type) ? !isActor(by) : by !== undefined && !isActor(by)) return 'bad-event';
  // A point is a whole number (one off the board is the rules' to refuse); NaN, 1.5 or Infinity is no point at all.
  if (type === 'play' && !Number.isInteger(event.point)) return 'bad-event';
  if (type === 'opening.choose' && !isColor(event.color)) return 'bad-event';
  if (event.at !== undefined && !isTime(event.at)) return 'bad-event';
  return null;
}

/** The parts of a refused event worth keeping: its type, and `point`, `by` and `color` if they are a number and strings. */
export function rejectedEvent(event: unknown): RejectedEvent {
  if (!isRecord(event)) return { type: typeof event };
  const { type, point, by, color } = event;
  const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 40) : undefined);
  return {
    type: text(type) ?? typeof type,
    ...(typeof point === 'number' ? { point } : {}),
    ...(text(by) !== undefined ? { by: text(by) } : {}),
    ...(text(color) !== undefined ? { color: text(color) } : {}),
  };
}
