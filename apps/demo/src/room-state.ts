import { PLAYER_IDS, seatIn, type OnlineState } from '@gomoku/client';
import type { Color } from '@gomoku/engine';
import { selectColorOf, selectMoves } from '@gomoku/machine';

/**
 * Why a room's connection ended for good, as the player is told it: no such room (never made,
 * expired, or an id the server refuses), a link that is no seat of the room, a page older than
 * the server, or anything else.
 */
export type RoomClosure = 'no-room' | 'bad-token' | 'outdated' | 'closed';

/** Why the connection is closed for good, or null while it is not. */
export function closureOf(state: OnlineState): RoomClosure | null {
  if (state.status !== 'closed') return null;
  switch (state.error?.code) {
    case 'no-room':
    case 'bad-token':
      return state.error.code;
    case 'version':
      return 'outdated';
    default:
      return 'closed';
  }
}

/** Whether the server answers "busy" to the connection's `hello`: the room waits for it, and says so. */
export const isServerBusy = (state: OnlineState): boolean => state.status !== 'open' && state.status !== 'closed' && (state.error?.code === 'busy' || state.error?.code === 'rate-limited');

/** How a player is absent: not come yet (no stone played), or gone away during the game. */
export type Absence = 'not-here' | 'away';

/**
 * Each colour's player who is not connected, as the room last said (nothing while the connection
 * itself is down: what it said is stale). A player sees the opponent's absence; a spectator both.
 */
export function absencesOf(state: OnlineState): Partial<Record<Color, Absence>> {
  const { presence, snapshot, state: game } = state;
  if (state.status !== 'open' || !presence || !snapshot || !game) return {};
  const absence: Absence = selectMoves(snapshot).length > 0 ? 'away' : 'not-here';
  const absences: Partial<Record<Color, Absence>> = {};
  for (const player of PLAYER_IDS) if (!presence.players[player]) absences[selectColorOf(snapshot, seatIn(game, player))] = absence;
  return absences;
}

/** Whether the opponent has come (is here, or a stone was played): the invite has done its work. */
export const opponentCame = (state: OnlineState): boolean => state.opponent === 'present' || (state.snapshot !== null && selectMoves(state.snapshot).length > 0);
