/**
 * What the lobbies of the server processes say to each other on the store's bus: the pool entries
 * and seeks each holds, what it no longer holds, pairings for sockets another process holds, and
 * hints (players changed, live games changed). Anyone who can NOTIFY on the database can write on
 * the bus, so every message is checked on arrival.
 */
import { PairedSchema, PlayerIdSchema, POOL_IDS, SeekSchema, type Seek } from '@gomoku/protocol';
import * as v from 'valibot';
import { BUS_MESSAGE_BYTES } from '../store/types.ts';
import type { WaitingEntry } from './pairing.ts';

/** A pool entry's or a seek's id: what the server makes (22 characters), and no more than the protocol reads. */
const ItemIdSchema = SeekSchema.entries.id;
/** Ids in one `gone` or `you` message (each under 70 bytes with its quotes: well within a bus message). */
export const IDS_PER_MESSAGE = 100;

const WaitingEntrySchema = v.object({
  id: ItemIdSchema,
  player: PlayerIdSchema,
  rating: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(5000)),
  since: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(8.64e15)),
  pool: v.picklist(POOL_IDS),
});

/** What `paired` tells a player, without the message's `v` and `type`. */
const PairingNewsSchema = v.object({
  room: PairedSchema.entries.room,
  token: PairedSchema.entries.token,
  player: PairedSchema.entries.player,
  opponent: PairedSchema.entries.opponent,
  terms: PairedSchema.entries.terms,
});
/** A pairing as told to one of its players: the room, their seat's token and player id, the opponent, the terms. */
export type PairingNews = v.InferOutput<typeof PairingNewsSchema>;

const LobbyBusMessageSchema = v.variant('t', [
  /** The sender holds these pool entries (new, or said again before they expire). */
  v.object({ t: v.literal('lobby.pool'), entries: v.pipe(v.array(WaitingEntrySchema), v.minLength(1)) }),
  /** The sender holds these seeks. */
  v.object({ t: v.literal('lobby.seeks'), seeks: v.pipe(v.array(SeekSchema), v.minLength(1)) }),
  /** The sender no longer holds these pool entries or seeks. */
  v.object({ t: v.literal('lobby.gone'), ids: v.pipe(v.array(ItemIdSchema), v.minLength(1), v.maxLength(IDS_PER_MESSAGE)) }),
  /** The sender just started: everyone says what they hold, and sends again the pairings it keeps (`lobby.resend`). */
  v.object({ t: v.literal('lobby.ask') }),
  /** The sender may have missed messages (its listening connection was lost): everyone sends again the `lobby.paired` it keeps. */
  v.object({ t: v.literal('lobby.resend') }),
  /** A pool entry or seek (`to`) was paired: its holder tells its socket, everyone forgets it. */
  v.object({ t: v.literal('lobby.paired'), to: ItemIdSchema, news: PairingNewsSchema }),
  /** These players changed (their ratings, or a new name): whoever holds their sockets tells them. */
  v.object({ t: v.literal('lobby.you'), players: v.pipe(v.array(PlayerIdSchema), v.minLength(1), v.maxLength(IDS_PER_MESSAGE)) }),
  /** The live games changed (a matched room was made). */
  v.object({ t: v.literal('lobby.live') }),
]);

/** A lobby message between processes. */
export type LobbyBusMessage = v.InferOutput<typeof LobbyBusMessageSchema>;

/**
 * A lobby message from the bus, or null for anything that is not one (other members' messages,
 * such as the rooms' presence, and anything malformed or hostile).
 */
export function readLobbyMessage(text: string): LobbyBusMessage | null {
  // Cheap first: most of the bus is the rooms' presence.
  if (!text.startsWith('{"t":"lobby.')) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const read = v.safeParse(LobbyBusMessageSchema, value);
  return read.success ? read.output : null;
}

/** Room left in each message for the frame around the items (`{"t":"lobby.seeks","seeks":[…]}`). */
const FRAME_BYTES = 64;

/** `items` as messages `{t, [key]: […]}`, as many items in each as fit a bus message. */
function packed(t: string, key: string, items: readonly unknown[]): string[] {
  const messages: string[] = [];
  let batch: string[] = [];
  let bytes = FRAME_BYTES;
  const flush = () => {
    if (batch.length > 0) messages.push(`{"t":"${t}","${key}":[${batch.join(',')}]}`);
    batch = [];
    bytes = FRAME_BYTES;
  };
  for (const item of items) {
    const json = JSON.stringify(item);
    const size = Buffer.byteLength(json) + 1;
    if (bytes + size > BUS_MESSAGE_BYTES || batch.length >= IDS_PER_MESSAGE) flush();
    batch.push(json);
    bytes += size;
  }
  flush();
  return messages;
}

/** The messages saying the sender holds these pool entries. */
export const poolMessages = (entries: readonly WaitingEntry[]): string[] => packed('lobby.pool', 'entries', entries);
/** The messages saying the sender holds these seeks. */
export const seekMessages = (seeks: readonly Seek[]): string[] => packed('lobby.seeks', 'seeks', seeks);
/** The messages saying the sender no longer holds these ids. */
export const goneMessages = (ids: readonly string[]): string[] => packed('lobby.gone', 'ids', ids);
/** The messages telling the holders of these players' sockets that these players changed. */
export const youMessages = (players: readonly string[]): string[] => packed('lobby.you', 'players', players);
/** The message asking every process to say what it holds. */
export const ASK_MESSAGE = '{"t":"lobby.ask"}';
/** The message asking every process to send again the pairings it made for sockets held elsewhere and not yet heard delivered. */
export const RESEND_MESSAGE = '{"t":"lobby.resend"}';
/** The message saying the live games changed. */
export const LIVE_MESSAGE = '{"t":"lobby.live"}';
/** The message telling the holder of `to` (a pool entry or a seek) of its pairing. */
export const pairedMessage = (to: string, news: PairingNews): string => JSON.stringify({ t: 'lobby.paired', to, news });
