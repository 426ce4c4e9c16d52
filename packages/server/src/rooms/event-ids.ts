import type { Seat } from '@gomoku/machine';
import { ClientEventSchema, type Cause } from '@gomoku/protocol';
import * as v from 'valibot';
import type { StoredEvent } from '../store/types.ts';

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

/** What a stored event was, as the protocol tells it: the clock's, or a seat's event with its client id (undefined if unreadable). */
export function causeOf(stored: StoredEvent): Cause | undefined {
  const logged = readLoggedId(stored.eventId, stored.seat);
  if (logged?.source === 'clock') return { kind: 'time' };
  const event = v.safeParse(ClientEventSchema, stored.event);
  return event.success && logged ? { kind: 'event', id: logged.id, seat: logged.source, event: event.output } : undefined;
}
