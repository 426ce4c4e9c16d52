import { readRoomSettings, seatIn, type Cause, type ClientEvent, type Match, type PlayerId, type RoomSettings } from '@gomoku/protocol';
import { selectGameState, selectRejection, selectStatus, type GameState, type GomokuEvent, type RejectionReason, type Status } from '@gomoku/machine';
import type { ServerLog } from '../ops/log.ts';
import { resultOfAppend } from '../players/result-data.ts';
import { readRoomMatch } from '../players/room-match.ts';
import type { GameStore, StoredRoom } from '../store/types.ts';
import { AppendTimeoutError, type LateAppend } from './deadline-store.ts';
import { causeOf, loggedId } from './event-ids.ts';
import { resumeGame, type GameActor, type ResumedGame, type ServerClock } from './game.ts';
import { RecentIds, REMEMBERED_IDS } from './recent-ids.ts';
import { Recovery } from './recovery.ts';

/** A state the room reached and stored: what every connection of the room is sent. */
export interface RoomChange {
  readonly version: number;
  readonly state: GameState;
  readonly cause: Cause | undefined;
}

/** The room as its log last said: what a welcome or an HTTP read shows. */
export interface RoomView {
  readonly version: number;
  readonly state: GameState;
}

/** What became of an event sent to the room. */
export type SubmitOutcome =
  | { readonly kind: 'ack'; readonly version: number; readonly duplicate: boolean }
  | { readonly kind: 'rejected'; readonly reason: RejectionReason }
  | { readonly kind: 'error'; readonly code: 'no-room' | 'busy' };

/** Why a room could not be read now: its memory is dropped and the log cannot be read (yet). */
export class RoomUnavailableError extends Error {
  override readonly name = 'RoomUnavailableError';
  readonly code = 'room-unavailable';
}

/** What a room needs around it. */
export interface RoomContext {
  /** The store, with a deadline on every call (see `deadlineStore`). */
  readonly store: GameStore;
  readonly clock: ServerClock;
  /** How long an event may wait behind the room's other work before it is answered `busy` unapplied. */
  readonly maxWaitMs: number;
  /** Told of every stored state change, before the event that caused it is acknowledged. */
  readonly onChange: (room: Room, change: RoomChange) => void;
  /** Told after an append that stored a game's result (a matched room's game ended): ratings are due. */
  readonly onResult?: () => void;
  readonly log: ServerLog;
}

/** What the room holds of its log while it can: the stored version and game (and the game's status), and an actor resumed from them. */
interface Memory {
  version: number;
  state: GameState;
  /** The stored game's status: the actor's differs only after a change of the clock's (a flag fell), which is not stored yet. */
  status: Status;
  actor: GameActor;
}

/** What an append stores, taken into the memory once it commits (at once, or late). */
interface Appended {
  readonly logged: string;
  readonly state: GameState;
  readonly status: Status;
  readonly cause: Cause;
  /** Whether it stored the result of a matched game it ended. */
  readonly ended: boolean;
}

/** How often an event is tried again after losing a race to another process, before `busy`. */
const MAX_ATTEMPTS = 5;
/** Events that may wait behind the room's other work; more are answered `busy` at once. */
const MAX_QUEUED = 32;

const busy: SubmitOutcome = { kind: 'error', code: 'busy' };

/**
 * One room in this process: the game machine as its only authority, the store's log as its only
 * truth, and memory as a cache of that log. Everything that changes the room runs one at a time
 * on its queue: an event goes through the machine, is appended (event and game state in
 * one transaction) and only then told to `onChange` and acknowledged. A race lost to another process
 * (`conflict`) reloads the room and tries again. After any failed store call the room drops its
 * memory (the actor may hold an event the store did not commit) and serves nothing until it has
 * read the log again: meanwhile every event is answered `busy` at once. An event whose append
 * passed its deadline is answered `busy` then, whatever the database does: it may still commit,
 * so the room serves nothing until the append has settled; then a commit is served from the actor
 * set aside (no read of the log), a failure reads the log again, and the client's resend (same
 * id) is acknowledged as a duplicate if it committed. A room told it is behind the log (another process
 * appended) reads it before its next event, and an event refused by a copy that may be stale is
 * tried once more against the log's game. A flag that falls on the clock of an actor resumed from the log is stored as the clock's event.
 */
export class Room {
  readonly id: string;
  readonly settings: RoomSettings;
  /** Player id → hash of that player's token. */
  readonly tokenHashes: Readonly<Record<string, string>>;
  /** The lobby's match (players and terms), or null for a room made by link: each game it ends stores a result. */
  readonly match: Match | null;
  readonly #context: RoomContext;
  #memory: Memory | null;
  /** The last ids of the log with the version each was stored at, dropped with the memory. */
  readonly #eventIds = new RecentIds();
  /** The latest version told to `onChange`: a reload tells only what is newer. */
  #told: number;
  /** Set while an append that timed out may still commit: the log is not read until it has settled. */
  #inDoubt = false;
  /** Reads the log again after a store failure, once no append is in doubt, until it can. */
  readonly #recovery = new Recovery({
    may: () => !this.#closed && !this.#inDoubt,
    attempt: () => (this.#memory ? null : this.#enqueue(() => this.#reload())),
  });
  /** The room is gone from the store (expired): events are answered `no-room`. */
  #gone = false;
  /** Set while this room sends an event to its actor: any other change of the actor is the clock's. */
  #sending = false;
  #queue: Promise<unknown> = Promise.resolve();
  #queued = 0;
  #closed = false;

  private constructor(stored: StoredRoom, settings: RoomSettings, game: ResumedGame, context: RoomContext) {
    this.id = stored.id;
    this.settings = settings;
    this.tokenHashes = stored.seats;
    this.match = readRoomMatch(stored.id, stored.match, context.log);
    this.#context = context;
    this.#memory = { version: stored.version, state: game.state, status: game.status, actor: game.actor };
    this.#told = stored.version;
  }

  /**
   * The room from the store, with its actor running (its flag timer armed), or null if there is
   * no such room or its stored game does not check (then it is unplayable, and said so in the log).
   * Rejects when the store fails.
   */
  static async load(id: string, context: RoomContext): Promise<Room | null> {
    const stored = await context.store.loadRoom(id);
    if (!stored) return null;
    const events = await context.store.eventsSince(id, Math.max(0, stored.version - REMEMBERED_IDS));
    const settings = readRoomSettings(stored.settings);
    if (!settings.ok) return Room.#unplayable(id, settings.problem, context);
    const game = resumeGame(stored.state, context.clock);
    if (!game.ok) return Room.#unplayable(id, game.problem.code, context);
    const room = new Room(stored, settings.settings, game, context);
    room.#eventIds.read(events);
    room.#watch(game.actor);
    return room;
  }

  /** Says in the log why a stored room is left unplayed (its settings or its game do not check). */
  static #unplayable(id: string, problem: string, context: RoomContext): null {
    context.log.error({ room: id, problem }, 'the stored room does not check; it is left unplayed');
    return null;
  }

  /** The room as stored, or null while its memory is dropped. */
  view(): RoomView | null {
    return this.#memory && { version: this.#memory.version, state: this.#memory.state };
  }

  /**
   * Sends `event` from `player` to the game: the server says who acts (`by` is the player's
   * seat now, whatever the client wrote). Resolves once the outcome is stored: `ack` (with
   * `duplicate` for an id this seat already stored, which is not applied again), `rejected` with
   * the machine's reason (nothing stored), or `error` (`busy` at once while the room cannot read its log).
   * An event whose append passed the store's deadline is answered `busy` at the deadline (it may
   * still commit: its resend is then acknowledged as a duplicate).
   */
  submit(eventId: string, event: ClientEvent, player: PlayerId): Promise<SubmitOutcome> {
    if (this.#gone) return Promise.resolve({ kind: 'error', code: 'no-room' });
    if (!this.#memory || this.#closed || this.#queued >= MAX_QUEUED) return Promise.resolve(busy);
    const received = performance.now();
    this.#queued += 1;
    return this.#enqueue(async (): Promise<SubmitOutcome> => {
      this.#queued -= 1;
      // Waited behind a store that is slow to fail: answered now, never applied.
      if (performance.now() - received > this.#context.maxWaitMs) return busy;
      return this.#apply(eventId, event, player);
    });
  }

  /** Catches up with the store (another process's appends): resolves with the room at least as new as the store was, or rejects. */
  refresh(): Promise<RoomView> {
    return this.#enqueue(async () => {
      await this.#reload();
      const view = this.view();
      if (!view) throw new RoomUnavailableError(`Room ${this.id} cannot read its log now.`);
      return view;
    });
  }

  /**
   * Catches up if the room is behind `version` once its queued work is done. The store tells of
   * this process's own appends too, while their event is still being applied here: checked after
   * it, such a notice finds the room current and costs nothing.
   */
  heard(version: number): Promise<void> {
    return this.#enqueue(async () => {
      if (!this.#memory || this.#memory.version >= version) return;
      try {
        await this.#reload();
      } catch {
        // Known to be behind and unable to read: a stale copy must not answer events. Dropped, the
        // room answers `busy` and reads its log again until it can.
        this.#drop();
      }
    });
  }

  /** Stops the actor and its timers; queued work, and appends that passed their deadline, settle first. */
  async close(): Promise<void> {
    this.#closed = true;
    this.#recovery.stop();
    await this.#enqueue(async () => this.#memory?.actor.stop());
  }

  #enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(task);
    // The queue goes on after a failed task; the failure is the caller's to handle.
    this.#queue = run.catch(() => undefined);
    return run;
  }

  async #apply(eventId: string, event: ClientEvent, player: PlayerId): Promise<SubmitOutcome> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      if (!this.#memory) return busy;
      const seat = seatIn(this.#memory.state, player);
      const logged = loggedId(seat, eventId);
      const known = this.#eventIds.versionOf(logged);
      if (known !== undefined) return { kind: 'ack', version: known, duplicate: true };
      // A flag that fell and is not stored yet is stored first.
      await this.#storeClockChange();
      const memory = this.#memory;
      if (!memory) return busy;
      // The machine charges the clocks by the server's time, never the client's: every event is stamped here.
      const full = { ...event, by: seat, at: this.#context.clock.now() } as GomokuEvent;
      // A refused event changes nothing but the rejection, which is never stored: the machine is
      // asked once, by sending (asking whyRefused first would run its guards twice per move).
      this.#sending = true;
      try {
        memory.actor.send(full);
      } finally {
        this.#sending = false;
      }
      const rejection = selectRejection(memory.actor.getSnapshot());
      if (rejection) {
        // Refused by a copy another process may have moved past (a reply sent the instant the
        // other side's ack arrived, before this process heard of it): asked once whether the log
        // is newer, and if so applied again to the log's game.
        if (attempt === 0 && (await this.#behind(memory))) continue;
        return { kind: 'rejected', reason: rejection.reason };
      }
      const outcome = await this.#append(memory, logged, seat, full, { kind: 'event', id: eventId, seat, event });
      if (outcome !== 'conflict') return outcome;
    }
    return busy;
  }

  /**
   * Whether the log is newer than `memory` (another process appended); if so the room has read it
   * again. A store that cannot say leaves the room as it is: the refusal stands.
   */
  async #behind(memory: Memory): Promise<boolean> {
    let stored: number | undefined;
    try {
      stored = (await this.#context.store.versions([this.id])).get(this.id);
    } catch {
      return false;
    }
    if (stored === undefined || stored <= memory.version) return false;
    try {
      await this.#reload();
      return true;
    } catch {
      this.#drop();
      return false;
    }
  }

  /**
   * Appends the actor's game after `event` at the room's version. Until it commits the actor is
   * ahead of the log: on a refusal the room reads the log again (`conflict` is for the caller to
   * try again), and on a failure it drops its memory. Past the deadline the event is answered
   * `busy` and the actor set aside until the append settles (see `#settleLate`).
   */
  async #append(memory: Memory, logged: string, seat: string, event: unknown, cause: Cause): Promise<SubmitOutcome | 'conflict'> {
    const snapshot = memory.actor.getSnapshot();
    const state = selectGameState(snapshot);
    const { store, clock } = this.#context;
    const now = clock.now();
    // The event that ends a matched room's game stores its result with it, or neither is stored.
    const ended = this.match && resultOfAppend({ roomId: this.id, version: memory.version + 1, match: this.match, before: memory.state, after: state, now });
    const appended: Appended = { logged, state, status: selectStatus(snapshot), cause, ended: Boolean(ended) };
    let result;
    try {
      result = await store.append({ roomId: this.id, expectedVersion: memory.version, eventId: logged, seat, event, state, live: snapshot.hasTag('live'), now, ...(ended ? { result: ended } : {}) });
    } catch (error) {
      if (!(error instanceof AppendTimeoutError)) {
        this.#drop();
        return busy;
      }
      this.#inDoubt = true;
      this.#setAside();
      this.#settleLate(error.late, memory, appended);
      return busy;
    }
    if (result.ok) {
      this.#committed(memory, appended, result.version);
      return { kind: 'ack', version: result.version, duplicate: false };
    }
    try {
      await this.#reload();
    } catch {
      this.#drop();
      if (result.reason === 'conflict') return busy;
    }
    if (result.reason === 'duplicate') return { kind: 'ack', version: result.version, duplicate: true };
    if (result.reason === 'conflict') return 'conflict';
    return { kind: 'error', code: 'no-room' };
  }

  /**
   * Stores a change the clock made: a flag that fell on an actor resumed from the log, by the
   * log's own times. Exactly once across processes, since a lost race means another stored it.
   */
  async #storeClockChange(): Promise<void> {
    const memory = this.#memory;
    if (this.#closed || !memory || selectStatus(memory.actor.getSnapshot()) === memory.status) return;
    await this.#append(memory, loggedId('clock', String(memory.version)), 'clock', { type: 'time' }, { kind: 'time' });
  }

  /**
   * Reads the room again from the store and resumes a new actor from it (the old one may be
   * ahead of the log); tells `onChange` if the log is newer than what was told. Rejects when the
   * store fails, or while an append that timed out may still commit.
   */
  async #reload(): Promise<void> {
    if (this.#inDoubt) throw new RoomUnavailableError(`Room ${this.id} waits for an append that may still commit.`);
    const { store, clock } = this.#context;
    const stored = await store.loadRoom(this.id);
    if (!stored) {
      this.#gone = true;
      return;
    }
    const memory = this.#memory;
    const from = memory ? Math.min(memory.version, stored.version) : Math.max(0, stored.version - REMEMBERED_IDS);
    const events = stored.version > from ? await store.eventsSince(this.id, from) : [];
    const game = resumeGame(stored.state, clock);
    if (!game.ok) throw new Error(`room ${this.id}: the stored game at version ${stored.version} does not check (${game.problem.code})`);
    memory?.actor.stop();
    this.#memory = { version: stored.version, state: game.state, status: game.status, actor: game.actor };
    this.#eventIds.read(events);
    this.#watch(game.actor);
    if (stored.version <= this.#told) return;
    const last = events.find((event) => event.version === stored.version);
    this.#tell(stored.version, game.state, last && causeOf(last));
  }

  /**
   * Waits for an append that passed its deadline (its event was answered `busy`: the client sends
   * it again with its id). Committed as sent, the actor set aside is the log's game: the room
   * serves from it again without reading the log (an overloaded server would pay a reload for
   * every late commit), tells every connection, and the resend is acknowledged as its duplicate.
   * Otherwise the room reads its log again.
   */
  #settleLate(late: Promise<LateAppend>, memory: Memory, appended: Appended): void {
    void late.then((outcome) => {
      this.#inDoubt = false;
      const version = outcome.kind === 'settled' && outcome.result.ok ? outcome.result.version : null;
      if (version !== memory.version + 1 || this.#memory || this.#closed) {
        memory.actor.stop();
        if (!this.#memory) this.#recovery.later();
        return;
      }
      this.#memory = memory;
      this.#committed(memory, appended, version);
      // A flag that fell while it was set aside is stored as the clock's change.
      void this.#enqueue(() => this.#storeClockChange());
    });
  }

  /** Takes a committed append into the memory (its actor already past the event) and tells every connection. */
  #committed(memory: Memory, appended: Appended, version: number): void {
    memory.version = version;
    memory.state = appended.state;
    memory.status = appended.status;
    this.#eventIds.stored(appended.logged, version);
    this.#tell(version, appended.state, appended.cause);
    if (appended.ended) this.#context.onResult?.();
  }

  /**
   * Serves nothing while an append that passed its deadline may still commit. The actor is left
   * running for `#settleLate`, and the ids read from the log are kept: they are still the log's.
   */
  #setAside(): void {
    this.#memory = null;
    this.#context.log.warn({ room: this.id }, 'an append passed its deadline; the room serves nothing until it settles');
  }

  /** Forgets everything read from the log after a store failure, and keeps trying to read it again (once no append is in doubt). */
  #drop(): void {
    if (!this.#memory) return;
    this.#memory.actor.stop();
    this.#memory = null;
    this.#eventIds.clear();
    // The failure itself is logged where the store was called.
    this.#context.log.warn({ room: this.id }, 'room dropped its memory after a store failure; it serves nothing until it has read its log again');
    this.#recovery.later();
  }

  #tell(version: number, state: GameState, cause: Cause | undefined): void {
    this.#told = Math.max(this.#told, version);
    this.#context.onChange(this, { version, state, cause });
  }

  /** Stores what the actor's clock does on its own: a flag falling, now (resuming late) or later (its timer). */
  #watch(actor: GameActor): void {
    const check = () => {
      if (this.#sending || this.#memory?.actor !== actor || this.#closed) return;
      void this.#enqueue(() => this.#storeClockChange());
    };
    actor.subscribe(check);
    check();
  }
}
