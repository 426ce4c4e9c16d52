import { PROTOCOL_VERSION, type PlayerId, type Presence, type ServerMessage } from '@gomoku/protocol';
import type { BusMember } from '../store/types.ts';
import { askMessages, PresenceBoard, presenceMessages, readPresenceMessage, sameShare, NOBODY, type Share } from './presence-board.ts';
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
  /** Who is connected here, as last told to the other processes. */
  said: Share;
}

/** What the hub needs beyond what its rooms do. */
export interface HubOptions extends Omit<RoomContext, 'onChange'> {
  /**
   * How long another process's word on who is connected to a room holds unless said again: each
   * process says it every third of this. A process that dies is forgotten after it.
   */
  readonly presenceTtlMs: number;
}

/**
 * The rooms loaded in this process and the connections in each. A room is loaded when its first
 * connection (or an HTTP read) needs it and unloaded when the last one leaves, so memory follows
 * the rooms in play. Each stored change is sent to the room's welcomed connections, and the
 * store's notifications of other processes' appends make the room catch up first; after a gap in
 * those notifications every room loaded here asks the store for its version.
 *
 * Presence is the whole room's, whatever process each connection is on: each process tells the
 * others (on the store's bus) who is connected to a room through it, whenever that changes and
 * every third of `presenceTtlMs`, and asks when it loads a room. What another process said holds
 * for `presenceTtlMs` unless said again.
 */
export class RoomHub {
  readonly #entries = new Map<string, Entry>();
  readonly #context: RoomContext;
  readonly #stops: (() => void)[] = [];
  readonly #bus: BusMember;
  readonly #board: PresenceBoard;
  /** Rooms whose share here changed this turn: told to the other processes together. */
  readonly #unsaid = new Set<string>();
  #checking = false;

  /** `store` with a deadline on every call (see `deadlineStore`). */
  constructor({ presenceTtlMs, ...context }: HubOptions) {
    this.#context = { ...context, onChange: (room, change) => this.#changed(room, change) };
    this.#board = new PresenceBoard(presenceTtlMs);
    this.#bus = context.store.joinBus((message, origin) => this.#busMessage(message, origin));
    const timer = setInterval(() => this.#sayAll(), presenceTtlMs / 3);
    timer.unref();
    this.#stops.push(
      context.store.subscribe((roomId, version) => this.#heard(roomId, version)),
      context.store.onGap(() => void this.#checkVersions()),
      () => this.#bus.leave(),
      () => clearInterval(timer),
    );
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

  /** Who is connected to the room, through this process and the others. */
  presence(roomId: string): Presence {
    return this.#board.merged(roomId, this.#share(roomId));
  }

  /** Who joined or left here: the room's welcomed connections hear who is connected, and the other processes what changed here. */
  announcePresence(roomId: string): void {
    this.#tellPresence(roomId);
    if (this.#unsaid.size === 0) setImmediate(() => this.#sayUnsaid());
    this.#unsaid.add(roomId);
  }

  /** Stops hearing the store and stops every room (their queued work finishes first). */
  async close(): Promise<void> {
    for (const stop of this.#stops.splice(0)) stop();
    const rooms = await Promise.all([...this.#entries.values()].map((entry) => entry.loading.catch(() => null)));
    this.#entries.clear();
    await Promise.all(rooms.map((room) => room?.close()));
  }

  #hold(roomId: string): Promise<Room | null> {
    let entry = this.#entries.get(roomId);
    if (!entry) {
      const loading = Room.load(roomId, this.#context);
      entry = { loading, members: new Set(), holds: 0, said: NOBODY };
      this.#entries.set(roomId, entry);
      this.#board.track(roomId);
      this.#publish(askMessages([roomId]));
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
    this.#board.untrack(roomId);
    void entry.loading.then((room) => room?.close()).catch(() => undefined);
  }

  /** Who is connected to the room through this process. */
  #share(roomId: string): Share {
    const share = { players: { p1: false, p2: false }, spectators: 0 };
    for (const member of this.#entries.get(roomId)?.members ?? []) {
      if (!member.welcomed) continue;
      if (member.player) share.players[member.player] = true;
      else share.spectators += 1;
    }
    return share;
  }

  /** Tells the room's welcomed connections here who is connected. */
  #tellPresence(roomId: string): void {
    this.#broadcast(roomId, { v: PROTOCOL_VERSION, type: 'presence', presence: this.presence(roomId) });
  }

  /** Tells the other processes the shares that changed here (a room unloaded meanwhile has nobody). */
  #sayUnsaid(): void {
    const shares = new Map<string, Share>();
    for (const roomId of this.#unsaid) {
      const entry = this.#entries.get(roomId);
      const share = this.#share(roomId);
      if (entry) {
        if (sameShare(entry.said, share)) continue;
        entry.said = share;
      }
      shares.set(roomId, share);
    }
    this.#unsaid.clear();
    this.#publish(presenceMessages(shares));
  }

  /** Says again every share here that is not nobody (others forget what is not said again), and forgets what others stopped saying. */
  #sayAll(): void {
    const shares = new Map<string, Share>();
    for (const [roomId, entry] of this.#entries) if (!sameShare(entry.said, NOBODY)) shares.set(roomId, entry.said);
    this.#publish(presenceMessages(shares));
    for (const roomId of this.#board.expire()) this.#tellPresence(roomId);
  }

  #busMessage(text: string, origin: string): void {
    const message = readPresenceMessage(text);
    if (!message) return;
    if (message.t === 'presence') {
      for (const roomId of this.#board.heard(origin, message)) this.#tellPresence(roomId);
      return;
    }
    const shares = new Map<string, Share>();
    for (const roomId of message.rooms) {
      const said = this.#entries.get(roomId)?.said;
      if (said && !sameShare(said, NOBODY)) shares.set(roomId, said);
    }
    this.#publish(presenceMessages(shares));
  }

  #publish(messages: readonly string[]): void {
    for (const message of messages) this.#bus.publish(message);
  }

  /** After a gap in the store's notifications: each room loaded here that is behind the log catches up. */
  async #checkVersions(): Promise<void> {
    if (this.#checking || this.#entries.size === 0) return;
    this.#checking = true;
    try {
      const versions = await this.#context.store.versions([...this.#entries.keys()]);
      for (const [roomId, version] of versions) this.#heard(roomId, version);
    } catch (error) {
      this.#context.log.warn({ err: error }, 'checking the rooms against the store failed; tried again at the next gap check');
    } finally {
      this.#checking = false;
    }
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
