import { PROTOCOL_VERSION, type PlayerId, type Presence, type ServerMessage } from '@gomoku/protocol';
import { Room, type RoomChange, type RoomContext } from './room.ts';

/** A connection as the hub sees it: who it is, whether it has been welcomed, how to reach it. */
export interface Member {
  /** The player this connection proved to be, or null for a spectator. */
  readonly player: PlayerId | null;
  /** Set once the connection has its `welcome`: only then is it sent states and presence. */
  readonly welcomed: boolean;
  /** Sends a message, written once for all the room's connections. */
  deliver(text: string): void;
}

interface Entry {
  readonly loading: Promise<Room | null>;
  readonly members: Set<Member>;
  /** Members plus short holds (an HTTP read): the room is unloaded when this falls to zero. */
  holds: number;
}

/**
 * The rooms loaded in this process and the connections in each. A room is loaded when its first
 * connection (or an HTTP read) needs it and unloaded when the last one leaves, so memory follows
 * the rooms in play. Each stored change is sent to the room's welcomed connections, and the
 * store's notifications of other processes' appends make the room catch up first.
 */
export class RoomHub {
  readonly #entries = new Map<string, Entry>();
  readonly #context: RoomContext;
  readonly #unsubscribe: () => void;

  /** `store` with a deadline on every call (see `deadlineStore`). */
  constructor(options: Omit<RoomContext, 'onChange'>) {
    this.#context = { ...options, onChange: (room, change) => this.#changed(room, change) };
    this.#unsubscribe = options.store.subscribe((roomId, version) => this.#heard(roomId, version));
  }

  /** How many rooms are loaded in this process. */
  get size(): number {
    return this.#entries.size;
  }

  /** Loads the room (once, however many join at once) and adds `member` to it; null if there is no such room. */
  async join(roomId: string, member: Member): Promise<Room | null> {
    let room: Room | null = null;
    try {
      room = await this.#hold(roomId);
      return room;
    } finally {
      if (room) this.#entries.get(roomId)?.members.add(member);
      else this.#release(roomId);
    }
  }

  /** Removes `member`; the others hear the new presence. */
  leave(roomId: string, member: Member): void {
    const entry = this.#entries.get(roomId);
    if (!entry?.members.delete(member)) return;
    this.#release(roomId);
    this.announcePresence(roomId);
  }

  /** Runs `read` on the room (loaded for the while if no one is in it); null if there is no such room. */
  async read<T>(roomId: string, read: (room: Room, presence: Presence) => T): Promise<T | null> {
    try {
      const room = await this.#hold(roomId);
      return room && read(room, this.presence(roomId));
    } finally {
      this.#release(roomId);
    }
  }

  /** Who is connected to the room in this process. */
  presence(roomId: string): Presence {
    const presence = { players: { p1: false, p2: false }, spectators: 0 };
    for (const member of this.#entries.get(roomId)?.members ?? []) {
      if (!member.welcomed) continue;
      if (member.player) presence.players[member.player] = true;
      else presence.spectators += 1;
    }
    return presence;
  }

  /** Tells the room's welcomed connections who is connected. */
  announcePresence(roomId: string): void {
    this.#broadcast(roomId, { v: PROTOCOL_VERSION, type: 'presence', presence: this.presence(roomId) });
  }

  /** Stops hearing the store and stops every room (their queued work finishes first). */
  async close(): Promise<void> {
    this.#unsubscribe();
    const rooms = await Promise.all([...this.#entries.values()].map((entry) => entry.loading.catch(() => null)));
    this.#entries.clear();
    await Promise.all(rooms.map((room) => room?.close()));
  }

  #hold(roomId: string): Promise<Room | null> {
    let entry = this.#entries.get(roomId);
    if (!entry) {
      const loading = Room.load(roomId, this.#context);
      entry = { loading, members: new Set(), holds: 0 };
      this.#entries.set(roomId, entry);
    }
    entry.holds += 1;
    return entry.loading;
  }

  #release(roomId: string): void {
    const entry = this.#entries.get(roomId);
    if (!entry) return;
    entry.holds -= 1;
    if (entry.holds > 0) return;
    this.#entries.delete(roomId);
    void entry.loading.then((room) => room?.close()).catch(() => undefined);
  }

  #changed(room: Room, { version, state, cause }: RoomChange): void {
    this.#broadcast(room.id, { v: PROTOCOL_VERSION, type: 'state', version, state, ...(cause ? { cause } : {}) });
  }

  #broadcast(roomId: string, message: ServerMessage): void {
    const members = this.#entries.get(roomId)?.members;
    if (!members?.size) return;
    const text = JSON.stringify(message);
    for (const member of members) if (member.welcomed) member.deliver(text);
  }

  /** Another process (or this one) stored a version: a room loaded here that is behind catches up. */
  #heard(roomId: string, version: number): void {
    const entry = this.#entries.get(roomId);
    if (!entry) return;
    void entry.loading
      .then((room) => room?.heard(version))
      .catch((error: unknown) => this.#context.log.warn({ room: roomId, err: error }, 'catching up failed'));
  }
}
