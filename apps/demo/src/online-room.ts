import { createRoom } from '@gomoku/client';
import type { OnlineAddress } from './online.ts';
import { clockOf, variantOf, type Settings } from './settings.ts';

/** The links a room's creator shares: one for the opponent's seat, one to watch. */
export interface Invites {
  opponent: string;
  spectator: string;
}

const invitesKey = (room: string) => `gomoku-demo:invites:${room}`;

/** The invites kept for a room in this tab (a reload shows them again), or null; stored data is checked. */
export function readInvites(room: string, storage: Pick<Storage, 'getItem'> = sessionStorage): Invites | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(invitesKey(room)) ?? 'null');
    const { opponent, spectator } = (value ?? {}) as Partial<Invites>;
    return typeof opponent === 'string' && typeof spectator === 'string' ? { opponent, spectator } : null;
  } catch {
    return null;
  }
}

function saveInvites(room: string, invites: Invites, storage: Pick<Storage, 'setItem'>): void {
  try {
    storage.setItem(invitesKey(room), JSON.stringify(invites));
  } catch {
    // The links are on screen; they are just not kept for a reload.
  }
}

/** A full link from a path the server gave (`/?room=…#seat=…`), on this page's origin. */
export const absolute = (link: string, origin: string) => new URL(link, origin).href;

/**
 * Creates a room with these settings on the server at `origin` and keeps its invites for the tab;
 * gives this player's address (the first seat) and the path that holds it. The undo setting is for
 * one screen: online an undo always asks the opponent (the server's default and only choice).
 */
export async function openRoom(settings: Settings, origin: string, storage: Pick<Storage, 'setItem'> = sessionStorage): Promise<{ address: OnlineAddress; path: string }> {
  const clock = clockOf(settings);
  const created = await createRoom({
    server: origin,
    settings: { variant: variantOf(settings), opening: settings.opening, ...(clock ? { clock } : {}) },
  });
  saveInvites(created.room, { opponent: created.links.second, spectator: created.links.spectator }, storage);
  return { address: { room: created.room, seat: created.tokens.first }, path: created.links.first };
}
