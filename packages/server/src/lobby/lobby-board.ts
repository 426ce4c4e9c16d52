/**
 * The lobby's shared state: the pool entries and seeks of every process. Each process holds those
 * of its own sockets and tells the others on the store's bus when they change and every third of
 * a time to live; what another process said holds for that time unless said again (a process that
 * died is forgotten), as the rooms' presence is shared (`rooms/presence-board.ts`).
 *
 * A pairing for another process's socket goes in one bus message, which a process whose listening
 * connection was down never hears. So the board keeps what it sent until the holder says the item
 * is gone (it told its socket, or the item left), for twice the time to live, and sends it again
 * to a process that asks after a gap in its listening; the holder tells a pairing only while it
 * still holds the item, so only once.
 */
import { LOBBY_LIST_LIMIT, type Seek } from '@gomoku/protocol';
import type { BusMember, GameStore } from '../store/types.ts';
import {
  ASK_MESSAGE,
  goneMessages,
  LIVE_MESSAGE,
  pairedMessage,
  poolMessages,
  readLobbyMessage,
  RESEND_MESSAGE,
  seekMessages,
  youMessages,
  type LobbyBusMessage,
  type PairingNews,
} from './bus-messages.ts';
import type { WaitingEntry } from './pairing.ts';

/** What the board tells the lobby; `H` is whatever holds an entry here (a socket's session). */
export interface BoardEvents<H> {
  /** The list of seeks changed (here or in another process). */
  seeksChanged(): void;
  /** `holder`'s pool entry was dropped: its player waits in a newer entry (another socket, maybe another process). */
  replaced(holder: H, entry: WaitingEntry): void;
  /** What `holder` held (its pool entry, or its seek `to`) was paired; it is gone from the board. */
  paired(holder: H, news: PairingNews, to: string): void;
  /** These players changed (their ratings, or a new name). */
  playersChanged(players: readonly string[]): void;
  /** The live games changed. */
  liveChanged(): void;
}

/** How the board is set up. */
export interface BoardOptions<H> {
  /** The store: its bus, and its gaps (its listening connection lost and back: messages may have been missed). */
  readonly store: Pick<GameStore, 'joinBus' | 'onGap'>;
  readonly events: BoardEvents<H>;
  /** How long what another process said holds without being said again; each process says it every third of this. */
  readonly ttlMs: number;
  /** The clock the time to live runs on (default `performance.now`). */
  readonly now?: () => number;
}

interface Remote<T> {
  readonly origin: string;
  readonly item: T;
  seenAt: number;
}

/** A `lobby.paired` this process sent, kept until its holder says the item is gone. */
interface Sent {
  readonly message: string;
  /** The process holding the item, as last heard (null: not known; then anyone's `gone` settles it). */
  readonly holder: string | null;
  readonly sentAt: number;
}

/** Entries and seeks of this process and, as last heard, of the others. */
export class LobbyBoard<H> {
  readonly #events: BoardEvents<H>;
  readonly #ttlMs: number;
  readonly #now: () => number;
  readonly #bus: BusMember;
  readonly #timer: NodeJS.Timeout;
  readonly #entries = new Map<string, { entry: WaitingEntry; holder: H }>();
  readonly #seeks = new Map<string, { seek: Seek; holder: H }>();
  readonly #remoteEntries = new Map<string, Remote<WaitingEntry>>();
  readonly #remoteSeeks = new Map<string, Remote<Seek>>();
  /** Pairings sent for items held elsewhere, by item id, not yet heard delivered. */
  readonly #sent = new Map<string, Sent>();
  readonly #stopGaps: () => void;
  #closed = false;

  constructor({ store, events, ttlMs, now = () => performance.now() }: BoardOptions<H>) {
    this.#events = events;
    this.#ttlMs = ttlMs;
    this.#now = now;
    this.#bus = store.joinBus((message, origin) => this.#heard(message, origin));
    this.#stopGaps = store.onGap(() => this.#publish([RESEND_MESSAGE]));
    this.#timer = setInterval(() => {
      this.#expire();
      this.#sayAll();
    }, ttlMs / 3);
    this.#timer.unref();
    this.#publish([ASK_MESSAGE]);
  }

  /**
   * Puts `holder`'s entry in its pool, replacing the entries its player had (here and, once they
   * hear of it, in other processes: the newest entry of a player is the one that counts).
   */
  joinPool(holder: H, entry: WaitingEntry): void {
    for (const [id, local] of this.#entries) {
      if (local.entry.player !== entry.player) continue;
      this.#entries.delete(id);
      this.#publish(goneMessages([id]));
      if (local.holder !== holder) this.#events.replaced(local.holder, local.entry);
    }
    this.#entries.set(entry.id, { entry, holder });
    this.#publish(poolMessages([entry]));
  }

  /** Takes a pool entry out (left, or its socket closed); false if it is not held here. */
  leavePool(id: string): boolean {
    if (!this.#entries.delete(id)) return false;
    this.#publish(goneMessages([id]));
    return true;
  }

  /** Opens a seek held by `holder`. */
  addSeek(holder: H, seek: Seek): void {
    this.#seeks.set(seek.id, { seek, holder });
    this.#publish(seekMessages([seek]));
    this.#events.seeksChanged();
  }

  /** Withdraws a seek held here; false if it is not. */
  removeSeek(id: string): boolean {
    if (!this.#seeks.delete(id)) return false;
    this.#publish(goneMessages([id]));
    this.#events.seeksChanged();
    return true;
  }

  /** The seek `id` (held here or elsewhere), if open. */
  seek(id: string): Seek | undefined {
    return this.#seeks.get(id)?.seek ?? this.#remoteSeeks.get(id)?.item;
  }

  /** The open seeks held here by `holder`. */
  seeksOf(holder: H): Seek[] {
    return [...this.#seeks.values()].filter((local) => local.holder === holder).map((local) => local.seek);
  }

  /** How many seeks `player` has open, in every process. */
  seekCount(player: string): number {
    let count = 0;
    for (const { seek } of this.#seeks.values()) if (seek.by.id === player) count += 1;
    for (const { item } of this.#remoteSeeks.values()) if (item.by.id === player) count += 1;
    return count;
  }

  /** The open seeks, newest first, at most `LOBBY_LIST_LIMIT`. */
  seekList(): Seek[] {
    const all = [...[...this.#seeks.values()].map((local) => local.seek), ...[...this.#remoteSeeks.values()].map((remote) => remote.item)];
    return all.sort((a, b) => b.since - a.since || (a.id < b.id ? -1 : 1)).slice(0, LOBBY_LIST_LIMIT);
  }

  /** Every pool entry known, one per player (the newest). */
  poolEntries(): WaitingEntry[] {
    const newest = new Map<string, WaitingEntry>();
    const consider = (entry: WaitingEntry) => {
      const known = newest.get(entry.player);
      if (!known || newer(entry, known)) newest.set(entry.player, entry);
    };
    for (const { entry } of this.#entries.values()) consider(entry);
    for (const { item } of this.#remoteEntries.values()) consider(item);
    return [...newest.values()];
  }

  /** Whether the pool entry `id` is held here. */
  holds(id: string): boolean {
    return this.#entries.has(id);
  }

  /**
   * Tells the holder of `to` (a pool entry or a seek, here or in another process) of its pairing;
   * it is gone from every board.
   */
  deliver(to: string, news: PairingNews): void {
    const local = this.#entries.get(to) ?? this.#seeks.get(to);
    if (local) return this.#pairedHere(to, news);
    const holder = this.#remoteEntries.get(to)?.origin ?? this.#remoteSeeks.get(to)?.origin ?? null;
    this.#forget(to);
    const message = pairedMessage(to, news);
    this.#sent.set(to, { message, holder, sentAt: this.#now() });
    this.#publish([message]);
  }

  /** Tells every process (this one too) that these players changed (their ratings, or a new name). */
  playersChanged(players: readonly string[]): void {
    if (players.length === 0) return;
    this.#events.playersChanged(players);
    this.#publish(youMessages(players));
  }

  /** Tells every process (this one too) that the live games changed. */
  liveChanged(): void {
    this.#events.liveChanged();
    this.#publish([LIVE_MESSAGE]);
  }

  /** Drops everything `holder` held (its socket closed). */
  dropHolder(holder: H): void {
    for (const [id, local] of this.#entries) if (local.holder === holder) this.leavePool(id);
    for (const [id, local] of this.#seeks) if (local.holder === holder) this.removeSeek(id);
  }

  /** Tells the others that nothing held here holds any more, and leaves the bus. */
  close(): void {
    if (this.#closed) return;
    clearInterval(this.#timer);
    this.#stopGaps();
    this.#publish(goneMessages([...this.#entries.keys(), ...this.#seeks.keys()]));
    this.#closed = true;
    this.#entries.clear();
    this.#seeks.clear();
    this.#bus.leave();
  }

  #pairedHere(to: string, news: PairingNews): void {
    const local = this.#entries.get(to) ?? this.#seeks.get(to);
    if (!local) return;
    if (this.#entries.has(to)) this.leavePool(to);
    else this.removeSeek(to);
    this.#events.paired(local.holder, news, to);
  }

  #heard(text: string, origin: string): void {
    if (this.#closed) return;
    const message = readLobbyMessage(text);
    if (message) this.#take(message, origin);
  }

  #take(message: LobbyBusMessage, origin: string): void {
    const now = this.#now();
    switch (message.t) {
      case 'lobby.pool':
        for (const entry of message.entries) {
          this.#remoteEntries.set(entry.id, { origin, item: entry, seenAt: now });
          this.#replacedBy(entry);
        }
        return;
      case 'lobby.seeks': {
        let added = false;
        for (const seek of message.seeks) {
          added ||= !this.#remoteSeeks.has(seek.id);
          this.#remoteSeeks.set(seek.id, { origin, item: seek, seenAt: now });
        }
        if (added) this.#events.seeksChanged();
        return;
      }
      case 'lobby.gone': {
        let seeksChanged = false;
        for (const id of message.ids) {
          const sent = this.#sent.get(id);
          if (sent && (sent.holder === null || sent.holder === origin)) this.#sent.delete(id);
          if (this.#remoteEntries.get(id)?.origin === origin) this.#remoteEntries.delete(id);
          if (this.#remoteSeeks.get(id)?.origin === origin) seeksChanged = this.#remoteSeeks.delete(id) || seeksChanged;
        }
        if (seeksChanged) this.#events.seeksChanged();
        return;
      }
      case 'lobby.ask':
        this.#sayAll();
        return this.#resend();
      case 'lobby.resend':
        return this.#resend();
      case 'lobby.paired':
        this.#forget(message.to);
        return this.#pairedHere(message.to, message.news);
      case 'lobby.you':
        return this.#events.playersChanged(message.players);
      case 'lobby.live':
        return this.#events.liveChanged();
    }
  }

  /** A newer entry of a player who waits here too: the entry here goes. */
  #replacedBy(entry: WaitingEntry): void {
    for (const [id, local] of this.#entries) {
      if (local.entry.player !== entry.player || !newer(entry, local.entry)) continue;
      this.leavePool(id);
      this.#events.replaced(local.holder, local.entry);
    }
  }

  /** Forgets what another process holds under `id` (it was paired). */
  #forget(id: string): void {
    this.#remoteEntries.delete(id);
    if (this.#remoteSeeks.delete(id)) this.#events.seeksChanged();
  }

  #expire(): void {
    const oldest = this.#now() - this.#ttlMs;
    // Kept for twice the time to live: a holder cut off for longer has lost the rest of the lobby too.
    for (const [id, sent] of this.#sent) if (sent.sentAt < oldest - this.#ttlMs) this.#sent.delete(id);
    for (const [id, remote] of this.#remoteEntries) if (remote.seenAt < oldest) this.#remoteEntries.delete(id);
    let seeksChanged = false;
    for (const [id, remote] of this.#remoteSeeks) {
      if (remote.seenAt >= oldest) continue;
      this.#remoteSeeks.delete(id);
      seeksChanged = true;
    }
    if (seeksChanged) this.#events.seeksChanged();
  }

  #sayAll(): void {
    this.#publish([...poolMessages([...this.#entries.values()].map((local) => local.entry)), ...seekMessages([...this.#seeks.values()].map((local) => local.seek))]);
  }

  /** Sends again the pairings not yet heard delivered (a holder that has them already ignores them). */
  #resend(): void {
    this.#publish([...this.#sent.values()].map((sent) => sent.message));
  }

  #publish(messages: readonly string[]): void {
    if (this.#closed) return;
    for (const message of messages) this.#bus.publish(message);
  }
}

/** Whether `a` is a newer entry than `b` (later `since`; on a tie, the greater id, so every process agrees). */
const newer = (a: WaitingEntry, b: WaitingEntry): boolean => a.since > b.since || (a.since === b.since && a.id > b.id);
