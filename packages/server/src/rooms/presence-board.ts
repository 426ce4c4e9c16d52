import * as v from 'valibot';
import type { Presence } from '@gomoku/protocol';

/** Who is connected to one room in one process. */
export type Share = Presence;

/** A share with nobody in it. */
export const NOBODY: Share = { players: { p1: false, p2: false }, spectators: 0 };

/** Rooms per presence message: each about 35 bytes, well inside a bus message (`BUS_MESSAGE_BYTES`). */
export const ROOMS_PER_MESSAGE = 150;

/** Room ids are 22 characters; anything much longer on the bus is not ours. */
const RoomIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const FlagSchema = v.picklist([0, 1]);

/** What processes say to each other about presence, on the store's bus. */
const PresenceMessageSchema = v.variant('t', [
  /** These are the sender's shares of these rooms (all zero: nobody there any more). */
  v.object({
    t: v.literal('presence'),
    rooms: v.pipe(v.array(v.tuple([RoomIdSchema, FlagSchema, FlagSchema, v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(1_000_000))])), v.maxLength(ROOMS_PER_MESSAGE)),
  }),
  /** The sender just loaded these rooms: whoever has someone in them says so now. */
  v.object({ t: v.literal('ask'), rooms: v.pipe(v.array(RoomIdSchema), v.maxLength(ROOMS_PER_MESSAGE)) }),
]);

/** A presence message between processes. */
export type PresenceMessage = v.InferOutput<typeof PresenceMessageSchema>;

/** The bus message for these rooms' shares, in pieces that each fit one message. */
export function presenceMessages(shares: ReadonlyMap<string, Share>): string[] {
  const rooms = [...shares].map(([id, share]) => [id, share.players.p1 ? 1 : 0, share.players.p2 ? 1 : 0, share.spectators] as const);
  const messages: string[] = [];
  for (let i = 0; i < rooms.length; i += ROOMS_PER_MESSAGE) messages.push(JSON.stringify({ t: 'presence', rooms: rooms.slice(i, i + ROOMS_PER_MESSAGE) }));
  return messages;
}

/** The bus message asking for `rooms`' shares. */
export function askMessages(rooms: readonly string[]): string[] {
  const messages: string[] = [];
  for (let i = 0; i < rooms.length; i += ROOMS_PER_MESSAGE) messages.push(JSON.stringify({ t: 'ask', rooms: rooms.slice(i, i + ROOMS_PER_MESSAGE) }));
  return messages;
}

/**
 * A message from the bus, or null for anything that is not one: anyone who can NOTIFY on the
 * database can write there, so nothing is trusted that does not check.
 */
export function readPresenceMessage(text: string): PresenceMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const read = v.safeParse(PresenceMessageSchema, value);
  return read.success ? read.output : null;
}

/**
 * The shares other processes last said they have in the rooms loaded here, each kept until
 * `ttlMs` after it was last said (a process that died stops saying it). Only rooms loaded here
 * are kept (`track`/`untrack`), so what others say costs memory only for rooms in play here.
 */
export class PresenceBoard {
  readonly #rooms = new Map<string, Map<string, { share: Share; seenAt: number }>>();
  readonly #ttlMs: number;
  readonly #now: () => number;

  constructor(ttlMs: number, now: () => number = () => performance.now()) {
    this.#ttlMs = ttlMs;
    this.#now = now;
  }

  /** Starts keeping what others say of `roomId` (it was loaded here). */
  track(roomId: string): void {
    if (!this.#rooms.has(roomId)) this.#rooms.set(roomId, new Map());
  }

  /** Forgets `roomId` (it was unloaded here). */
  untrack(roomId: string): void {
    this.#rooms.delete(roomId);
  }

  /** Takes what `origin` says; returns the tracked rooms whose presence changed. */
  heard(origin: string, message: Extract<PresenceMessage, { t: 'presence' }>): string[] {
    const changed: string[] = [];
    for (const [id, p1, p2, spectators] of message.rooms) {
      const shares = this.#rooms.get(id);
      if (!shares) continue;
      const before = shares.get(origin)?.share;
      const share = { players: { p1: p1 === 1, p2: p2 === 1 }, spectators };
      if (!p1 && !p2 && !spectators) shares.delete(origin);
      else shares.set(origin, { share, seenAt: this.#now() });
      if (!sameShare(before ?? NOBODY, share)) changed.push(id);
    }
    return changed;
  }

  /** Drops the shares not said again within the time to live; returns the rooms whose presence changed. */
  expire(): string[] {
    const oldest = this.#now() - this.#ttlMs;
    const changed: string[] = [];
    for (const [id, shares] of this.#rooms) {
      let dropped = false;
      for (const [origin, { seenAt }] of shares) {
        if (seenAt >= oldest) continue;
        shares.delete(origin);
        dropped = true;
      }
      if (dropped) changed.push(id);
    }
    return changed;
  }

  /** `local` with every other process's share of the room added. */
  merged(roomId: string, local: Share): Presence {
    const presence = { players: { ...local.players }, spectators: local.spectators };
    for (const { share } of this.#rooms.get(roomId)?.values() ?? []) {
      presence.players.p1 ||= share.players.p1;
      presence.players.p2 ||= share.players.p2;
      presence.spectators += share.spectators;
    }
    return presence;
  }
}

/** Whether two shares say the same. */
export function sameShare(a: Share, b: Share): boolean {
  return a.players.p1 === b.players.p1 && a.players.p2 === b.players.p2 && a.spectators === b.spectators;
}
