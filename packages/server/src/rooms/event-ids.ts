import type { Seat } from '@gomoku/machine';

/** Who an event of the log is from: a seat, or the clock (a flag fell). */
export type EventSource = Seat | 'clock';

/** An event id as the log holds it, with the source it belongs to. */
export interface LoggedId {
  readonly source: EventSource;
  /** The client's id (a flag fall's: the version it was stored at). */
  readonly id: string;
}

/**
 * The id an event is stored under: `source:id`. Client ids are URL-safe base64 (no colon), so the
 * prefix cannot be forged, and a reused id is a duplicate only for the seat that sent it: the
 * store refuses an id twice per room, and the two seats' ids never meet.
 */
export const loggedId = (source: EventSource, id: string): string => `${source}:${id}`;

/**
 * Reads a stored id back. Rows stored before ids carried their seat hold the bare client id:
 * those belong to the row's seat.
 */
export function readLoggedId(stored: string, rowSeat: string): LoggedId | null {
  const colon = stored.indexOf(':');
  const source = colon < 0 ? rowSeat : stored.slice(0, colon);
  const id = colon < 0 ? stored : stored.slice(colon + 1);
  if (source !== 'first' && source !== 'second' && source !== 'clock') return null;
  return id ? { source, id } : null;
}
