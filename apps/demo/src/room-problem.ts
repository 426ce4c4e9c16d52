import type { CreateRoomError } from '@gomoku/client';
import type { RoomClosure } from './room-state.ts';
import type { Strings } from './strings.ts';

/** Is this `@gomoku/client`'s error (told by name: the client loads with the room, after the home)? */
const isCreateRoomError = (error: unknown): error is CreateRoomError => error instanceof Error && error.name === 'CreateRoomError';

/**
 * What to tell a player whose room was not made: offline; too many rooms from this network (and
 * when to try again); the server busy; settings it refused; else that it cannot be reached (a
 * server down, or a part of the app that did not load).
 */
export function noRoomText(error: unknown, online: boolean, t: Strings): string {
  if (!online) return t.offline;
  if (!isCreateRoomError(error)) return t.serverUnreachable;
  switch (error.code) {
    case 'rate-limited':
      return t.tooManyRooms(Math.max(1, Math.ceil((error.retryAfterMs ?? 60_000) / 1000)));
    case 'unavailable':
    case 'store-unavailable':
      return t.serverBusy;
    case 'bad-settings':
      return t.settingsRefused;
    default:
      return t.serverUnreachable;
  }
}

/** What to tell a player whose room's connection ended for good (see `closureOf`). */
export function closureText(closure: RoomClosure, t: Strings): string {
  switch (closure) {
    case 'no-room':
      return t.noSuchRoom;
    case 'bad-token':
      return t.notASeat;
    case 'outdated':
      return t.roomOutdated;
    case 'closed':
      return t.roomClosed;
  }
}
