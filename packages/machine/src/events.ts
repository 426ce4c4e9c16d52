import type { Color } from '@gomoku/engine';
import type { GomokuEvent, RejectedEvent } from './types.ts';

/** The event types the chart knows. */
const TYPES: ReadonlySet<string> = new Set(['play', 'undo', 'undo.accept', 'undo.decline', 'resign', 'restart']);

/** Is `value` a side of the game? The only values `by` may hold. */
export const isColor = (value: unknown): value is Color => value === 'black' || value === 'white';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * What is wrong with an event from outside, before any rule is asked: `unknown-event` for a type
 * the chart does not have, `bad-event` for a known type with a missing or wrong field. Null for a
 * well-formed event (which the rules may still refuse).
 */
export function eventProblem(event: unknown): 'unknown-event' | 'bad-event' | null {
  if (!isRecord(event) || typeof event.type !== 'string' || !TYPES.has(event.type)) return 'unknown-event';
  switch (event.type) {
    case 'restart':
      return null;
    case 'play':
      return typeof event.point === 'number' && (event.by === undefined || isColor(event.by)) ? null : 'bad-event';
    default:
      return isColor(event.by) ? null : 'bad-event';
  }
}

/** A well-formed event, narrowed. */
export const isWellFormed = (event: unknown): event is GomokuEvent => eventProblem(event) === null;

/** The parts of a refused event worth keeping: its type, and `point` and `by` if they are a number and a string. */
export function rejectedEvent(event: unknown): RejectedEvent {
  if (!isRecord(event)) return { type: typeof event };
  const { type, point, by } = event;
  return {
    type: typeof type === 'string' ? type.slice(0, 40) : typeof type,
    ...(typeof point === 'number' ? { point } : {}),
    ...(typeof by === 'string' ? { by: by.slice(0, 40) } : {}),
  };
}

/**
 * Anything sent to the chart as an event object XState can route: a value that is not an object
 * with a string `type` (null, a number), or an event typed `*` (which XState reserves), becomes
 * an event of no known type, which the chart refuses, instead of failing inside XState and
 * stopping the actor.
 */
export function routable(event: unknown): { type: string } {
  if (!isRecord(event) || typeof event.type !== 'string') return { type: `(${event === null ? 'null' : typeof event})` };
  return event.type === '*' ? { type: '(*)' } : (event as { type: string });
}
