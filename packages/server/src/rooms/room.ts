import { ClientEventSchema, RoomSettingsSchema, type Cause, type ClientEvent, type PlayerId, type RoomSettings } from '@gomoku/protocol';
import { selectRejection, type GomokuEvent, type RejectionReason, type Seat } from '@gomoku/machine';
import * as v from 'valibot';
import type { GameStore, StoredEvent, StoredRoom } from '../store/types.ts';
import { resumeGame, statusKey, type GameActor, type Persisted, type ServerClock } from './game.ts';

/** A state the room reached and stored: what every connection of the room is sent. */
export interface RoomChange {
  readonly version: number;
  readonly snapshot: Persisted;
  readonly cause: Cause | undefined;
}

/** What became of an event sent to the room. */
export type SubmitOutcome =
  | { readonly kind: 'ack'; readonly version: number; readonly duplicate: boolean }
  | { readonly kind: 'rejected'; readonly reason: RejectionReason }
  | { readonly kind: 'error'; readonly code: 'no-room' | 'busy' };

/** What a room needs around it. */
export interface RoomContext {
  readonly store: GameStore;
  readonly clock: ServerClock;
  /** Told of every stored state change, before the event that caused it is acknowledged. */
  readonly onChange: (room: Room, change: RoomChange) => void;
}

/** How often an event is tried again after losing a race to another process, before `busy`. */
const MAX_ATTEMPTS = 5;
/** Event ids remembered per room for resends (the store still refuses older ones as duplicates). */
const REMEMBERED_IDS = 512;
/** The seat name a flag fall is stored under: no player sends it. */
const CLOCK_SEAT = 'clock';
/** A flag fall's event id, one per version: no client id can take it (clients' ids have no colon). */
const clockEventId = (version: number) => `clock:${version}`;

/**
 * One room in this process: the game machine as its only authority, the store as its truth.
 * Everything that changes the room runs one at a time on its queue: an event goes through the
 * machine, is appended (event and snapshot in one transaction) and only then told to `onChange`
 * and acknowledged. A race lost to another process (`conflict`) reloads the room and tries again;
 * a flag that falls on the machine's clock is stored the same way, as the clock's event.
 */
export class Room {
  readonly id: string;
  readonly settings: RoomSettings;
  /** Player id → hash of that player's token. */
  readonly tokenHashes: Readonly<Record<string, string>>;
  readonly #context: RoomContext;
  #version: number;
  #persisted: Persisted;
  #actor: GameActor;
  /** Set while this room sends an event to its actor: any other change of the actor is the clock's. */
  #sending = false;
  #queue: Promise<unknown> = Promise.resolve();
  readonly #eventIds = new Map<string, number>();
  #closed = false;

  private constructor(stored: StoredRoom, settings: RoomSettings, actor: GameActor, context: RoomContext) {
    this.id = stored.id;
    this.settings = settings;
    this.tokenHashes = stored.seats;
    this.#context = context;
    this.#version = stored.version;
    this.#persisted = stored.snapshot as Persisted;
    this.#actor = actor;
  }

  /**
   * The room from the store, with its actor running (its flag timer armed), or null if there is
   * no such room or its stored game does not check (then it is unplayable, and said so in the log).
   */
  static async load(id: string, context: RoomContext): Promise<Room | null> {
    const stored = await context.store.loadRoom(id);
    if (!stored) return null;
    const settings = v.safeParse(RoomSettingsSchema, stored.settings);
    const actor = resumeGame(stored.snapshot, context.clock);
    if (!settings.success || !actor) {
      actor?.stop();
      console.error(`room ${id}: the stored room does not check; it is left unplayed`);
      return null;
    }
    const room = new Room(stored, settings.output, actor, context);
    room.#remember(await context.store.eventsSince(id, Math.max(0, stored.version - REMEMBERED_IDS)));
    room.#watch();
    return room;
  }

  /** How many events the room has stored. */
  get version(): number {
    return this.#version;
  }

  /** The stored snapshot of the room's game. */
  get snapshot(): Persisted {
    return this.#persisted;
  }

  /** The seat `player` holds now (the seats swap at each rematch). */
  seatOf(player: PlayerId): Seat {
    return this.#actor.getSnapshot().context.seats?.second === player ? 'second' : 'first';
  }

  /**
   * Sends `event` from `player` to the game: the server says who acts (`by` is the player's
   * seat now, whatever the client wrote). Resolves once the outcome is stored: `ack` (with
   * `duplicate` for an id already stored, which is not applied again), `rejected` with the
   * machine's reason (nothing stored), or `error`.
   */
  submit(eventId: string, event: ClientEvent, player: PlayerId): Promise<SubmitOutcome> {
    return this.#enqueue(() => this.#apply(eventId, event, player));
  }

  /** Catches up with the store (another process's appends): resolves once this room is at least as new as the store was. */
  refresh(): Promise<void> {
    return this.#enqueue(() => this.#reload());
  }

  /**
   * Catches up if the room is behind `version` once its queued work is done. The store tells of
   * this process's own appends too, while their event is still being applied here: checked after
   * it, such a notice finds the room current and costs nothing.
   */
  heard(version: number): Promise<void> {
    return this.#enqueue(async () => {
      if (this.#version < version) await this.#reload();
    });
  }

  /** Stops the actor and its timers; queued work finishes first. */
  async close(): Promise<void> {
    this.#closed = true;
    await this.#enqueue(async () => this.#actor.stop());
  }

  #enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(task);
    // The queue goes on after a failed task; the failure is the caller's to handle.
    this.#queue = run.catch(() => undefined);
    return run;
  }

  async #apply(eventId: string, event: ClientEvent, player: PlayerId): Promise<SubmitOutcome> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const known = this.#eventIds.get(eventId);
      if (known !== undefined) return { kind: 'ack', version: known, duplicate: true };
      // A flag that fell and is not stored yet (the store failed at the time) is stored first.
      await this.#storeClockChange();
      const seat = this.seatOf(player);
      const full = { ...event, by: seat } as GomokuEvent;
      // A refused event changes nothing but the rejection, which is never stored: the machine is
      // asked once, by sending (asking whyRefused first would run its guards twice per move).
      this.#sending = true;
      try {
        this.#actor.send(full);
      } finally {
        this.#sending = false;
      }
      const rejection = selectRejection(this.#actor.getSnapshot());
      if (rejection) return { kind: 'rejected', reason: rejection.reason };
      const outcome = await this.#append(eventId, seat, full, { kind: 'event', id: eventId, seat, event });
      if (outcome !== 'conflict') return outcome;
    }
    return { kind: 'error', code: 'busy' };
  }

  /**
   * Appends the actor's state after `event` at the room's version. On anything but success the
   * actor is ahead of the store, so the room is reloaded: `conflict` is for the caller to try again.
   */
  async #append(eventId: string, seat: string, event: unknown, cause: Cause): Promise<SubmitOutcome | 'conflict'> {
    const snapshot = this.#actor.getPersistedSnapshot() as Persisted;
    const live = this.#actor.getSnapshot().hasTag('live');
    const { store, clock } = this.#context;
    let result;
    try {
      result = await store.append({ roomId: this.id, expectedVersion: this.#version, eventId, seat, event, snapshot, live, now: clock.now() });
    } catch (error) {
      console.error(`room ${this.id}: append failed:`, error);
      await this.#reload().catch(() => undefined);
      return { kind: 'error', code: 'busy' };
    }
    if (result.ok) {
      this.#commit(result.version, snapshot, [[eventId, result.version]], cause);
      return { kind: 'ack', version: result.version, duplicate: false };
    }
    await this.#reload();
    if (result.reason === 'duplicate') return { kind: 'ack', version: result.version, duplicate: true };
    if (result.reason === 'conflict') return 'conflict';
    return { kind: 'error', code: 'no-room' };
  }

  /** Stores a change the clock made (a flag fell): exactly once across processes, since a lost race means another stored it. */
  async #storeClockChange(): Promise<void> {
    if (this.#closed || statusKey(this.#actor.getPersistedSnapshot() as Persisted) === statusKey(this.#persisted)) return;
    await this.#append(clockEventId(this.#version), CLOCK_SEAT, { type: 'time' }, { kind: 'time' });
  }

  /** Reads the room again from the store and restarts the actor from it; tells `onChange` if the version moved. */
  async #reload(): Promise<void> {
    const { store, clock } = this.#context;
    const stored = await store.loadRoom(this.id);
    if (!stored) return;
    const missed = stored.version > this.#version ? await store.eventsSince(this.id, this.#version) : [];
    const actor = resumeGame(stored.snapshot, clock);
    if (!actor) throw new Error(`room ${this.id}: the stored game at version ${stored.version} does not check`);
    const previous = this.#actor;
    this.#actor = actor;
    previous.stop();
    this.#watch();
    if (stored.version === this.#version) return;
    const last = missed.find((event) => event.version === stored.version);
    this.#commit(stored.version, stored.snapshot as Persisted, missed.map((e) => [e.eventId, e.version]), last && causeOf(last));
  }

  #commit(version: number, snapshot: Persisted, ids: [string, number][], cause: Cause | undefined): void {
    this.#version = version;
    this.#persisted = snapshot;
    for (const [id, at] of ids) this.#eventIds.set(id, at);
    this.#forgetOldIds();
    this.#context.onChange(this, { version, snapshot, cause });
  }

  #remember(events: readonly StoredEvent[]): void {
    for (const event of events) this.#eventIds.set(event.eventId, event.version);
    this.#forgetOldIds();
  }

  #forgetOldIds(): void {
    // A Map iterates in insertion order: the oldest ids go first.
    for (const id of this.#eventIds.keys()) {
      if (this.#eventIds.size <= REMEMBERED_IDS) break;
      this.#eventIds.delete(id);
    }
  }

  /** Stores what the actor's clock does on its own: a flag falling, now (resuming late) or later (its timer). */
  #watch(): void {
    const actor = this.#actor;
    const check = () => {
      if (this.#sending || this.#actor !== actor || this.#closed) return;
      this.#enqueue(() => this.#storeClockChange()).catch((error: unknown) => console.error(`room ${this.id}: storing a flag fall failed:`, error));
    };
    actor.subscribe(check);
    check();
  }
}

/** What the stored event was, as the protocol tells it. */
function causeOf(stored: StoredEvent): Cause | undefined {
  if (stored.seat === CLOCK_SEAT) return { kind: 'time' };
  const event = v.safeParse(ClientEventSchema, stored.event);
  const seat = stored.seat === 'first' || stored.seat === 'second' ? stored.seat : null;
  return event.success && seat ? { kind: 'event', id: stored.eventId, seat, event: event.output } : undefined;
}
