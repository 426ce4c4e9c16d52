/**
 * The lobby's work for its sockets: who entered as whom, who waits in which pool, the seeks, the
 * pairing rounds, and what each socket is told (`entered`, `you`, `seeks`, `live`, `pairing`,
 * `paired`). Shared with the other processes through a `LobbyBoard`; rooms are made by a
 * `Matchmaker`.
 */
import { PROTOCOL_VERSION, POOLS, type LobbyErrorCode, type LobbyServerMessage, type PoolId, type Terms } from '@gomoku/protocol';
import { ABANDON_WINDOW, slowdownMs } from '../players/abandons.ts';
import type { RatedListener } from '../players/ledger.ts';
import { cardOf, playerView, ratingOf } from '../players/views.ts';
import type { ServerLog } from '../ops/log.ts';
import type { ServerClock } from '../rooms/game.ts';
import { hashToken, newRoomId } from '../rooms/tokens.ts';
import type { GameStore, StoredPlayer } from '../store/types.ts';
import type { PairingNews } from './bus-messages.ts';
import { LiveList } from './live-list.ts';
import { LobbyBoard } from './lobby-board.ts';
import { Matchmaker } from './matchmaker.ts';
import { pairRound, rangeOf, type Pair, type WaitingEntry } from './pairing.ts';

/** A socket in the lobby, as the lobby sees it. */
export interface LobbyMember {
  /** The client's address (`clientKey`): seeks are limited per address. */
  readonly address: string;
  send(message: LobbyServerMessage): void;
}

/** Why the lobby did not do what a member asked, and when to ask again (`slowed`). */
export interface LobbyRefusal {
  readonly code: LobbyErrorCode;
  readonly retryAfterMs?: number;
}

/** How many seeks may be open: per player (in every process) and per client address (in this process). */
export interface SeekLimits {
  readonly perPlayer: number;
  readonly perAddress: number;
}

/** The design's seek limits: a few at once for a person, a few more behind one NAT. */
export const DEFAULT_SEEK_LIMITS: SeekLimits = { perPlayer: 3, perAddress: 6 };

/** What the lobby needs. */
export interface LobbyOptions {
  /** The store as the server uses it (with its deadlines). */
  readonly store: GameStore;
  readonly clock: ServerClock;
  readonly log: ServerLog;
  /** How long what another process said of its entries and seeks holds (the server's heartbeat). */
  readonly ttlMs: number;
  /** Where rating changes are heard from (the server's `RatingLedger`), so players hear `you`. */
  readonly ratings?: { onRated(listener: RatedListener): () => void };
  readonly seekLimits?: SeekLimits;
  /** Who takes the first seat on a tie (default `Math.random`). */
  readonly random?: () => number;
}

/** How often the pools are paired (besides at once after a join). */
export const ROUND_MS = 250;
/** How often a widening range is told, at most. */
const RANGE_TOLD_MS = 1_000;
/** How long changes to the seeks are gathered into one `seeks` message. */
const SEEKS_PUSH_MS = 100;
/** How often the live games are read again while anyone is in the lobby: a game whose end no one told (a process gone before it could) still leaves the list. */
const LIVE_REFRESH_MS = 5_000;
/** The range `pairing` shows for "anyone" (the protocol's ratings stay within 0–5000). */
const ANYONE = 5_000;

/** A member's place in a pool, and what it was last told of its range. */
interface Waiting {
  readonly entry: WaitingEntry;
  toldRange: number;
  toldAt: number;
}

/** The lobby of one server process. */
export class Lobby {
  readonly #store: GameStore;
  readonly #clock: ServerClock;
  readonly #log: ServerLog;
  readonly #limits: SeekLimits;
  readonly #board: LobbyBoard<LobbyMember>;
  readonly #matchmaker: Matchmaker;
  readonly #live: LiveList;
  /** Entered members and their players (as last read). */
  readonly #players = new Map<LobbyMember, StoredPlayer>();
  readonly #waiting = new Map<LobbyMember, Waiting>();
  /** Pool entries and seeks being made into a room now, so a round does not pair them twice. */
  readonly #inFlight = new Set<string>();
  readonly #pairings = new Set<Promise<void>>();
  readonly #timers: NodeJS.Timeout[];
  readonly #unrated: () => void;
  #seeksTimer: NodeJS.Timeout | undefined;
  #roundSoon: NodeJS.Immediate | undefined;
  #draining = false;

  constructor(options: LobbyOptions) {
    this.#store = options.store;
    this.#clock = options.clock;
    this.#log = options.log;
    this.#limits = options.seekLimits ?? DEFAULT_SEEK_LIMITS;
    this.#matchmaker = new Matchmaker({ store: options.store, clock: options.clock, ...(options.random ? { random: options.random } : {}) });
    this.#live = new LiveList({
      store: options.store,
      changed: (games) => this.#broadcast({ v: PROTOCOL_VERSION, type: 'live', games: [...games] }),
      failed: (error) => this.#log.warn({ err: error }, 'lobby: reading the live games failed'),
    });
    this.#board = new LobbyBoard<LobbyMember>({
      store: options.store,
      ttlMs: options.ttlMs,
      events: {
        seeksChanged: () => this.#seeksChanged(),
        replaced: (member, entry) => this.#replaced(member, entry),
        paired: (member, news) => this.#paired(member, news),
        playersChanged: (players) => {
          // Ratings are applied once a rated game ended, and the live games show names: they changed too.
          this.#live.refresh();
          void this.#playersChanged(players);
        },
        liveChanged: () => this.#live.refresh(),
      },
    });
    this.#unrated = options.ratings?.onRated((players) => this.playersChanged(players)) ?? (() => undefined);
    this.#timers = [
      setInterval(() => this.#round(), ROUND_MS),
      setInterval(() => {
        if (this.#players.size > 0) this.#live.refresh();
      }, LIVE_REFRESH_MS),
    ];
    for (const timer of this.#timers) timer.unref();
  }

  /** Members entered. */
  get size(): number {
    return this.#players.size;
  }

  /** `member` enters as the player of `key`: answered `entered`, or refused. */
  async enter(member: LobbyMember, key: string): Promise<LobbyRefusal | null> {
    if (this.#players.has(member)) return { code: 'already-entered' };
    // Shutting down: the client enters another process (its socket closes with 1001 soon).
    if (this.#draining) return { code: 'busy' };
    const player = await this.#store.playerByKey(hashToken(key));
    if (!player) return { code: 'unknown-key' };
    const live = await this.#live.games();
    this.#players.set(member, player);
    member.send({ v: PROTOCOL_VERSION, type: 'entered', you: playerView(player), seeks: this.#board.seekList(), live: [...live] });
    return null;
  }

  /** `member` waits in `pool` (instead of where its player waited, if anywhere). */
  async joinPool(member: LobbyMember, pool: PoolId): Promise<LobbyRefusal | null> {
    const checked = await this.#mayPlay(member);
    if ('code' in checked) return checked;
    const now = this.#clock.now();
    const entry: WaitingEntry = { id: newRoomId(), player: checked.id, rating: ratingOf(checked, POOLS[pool].family).rating, since: now, pool };
    this.#waiting.set(member, { entry, toldRange: rangeOf(now, now), toldAt: now });
    this.#board.joinPool(member, entry);
    this.#tellPairing(member, entry, rangeOf(now, now));
    this.#roundSoon ??= setImmediate(() => {
      this.#roundSoon = undefined;
      this.#round();
    });
    return null;
  }

  /** `member` stops waiting (nothing to stop is no error). */
  leavePool(member: LobbyMember): LobbyRefusal | null {
    if (!this.#players.has(member)) return { code: 'not-entered' };
    const waiting = this.#waiting.get(member);
    if (waiting) {
      this.#waiting.delete(member);
      this.#board.leavePool(waiting.entry.id);
    }
    member.send({ v: PROTOCOL_VERSION, type: 'pairing', pool: null, since: null, range: null });
    return null;
  }

  /** `member`'s player seeks a game on `terms`; everyone hears the new `seeks`. */
  async createSeek(member: LobbyMember, terms: Terms): Promise<LobbyRefusal | null> {
    const checked = await this.#mayPlay(member);
    if ('code' in checked) return checked;
    // Counted after the reads, with nothing awaited before the seek is added: no two creations race past the limit.
    let atAddress = 0;
    for (const other of this.#players.keys()) if (other.address === member.address) atAddress += this.#board.seeksOf(other).length;
    if (this.#board.seekCount(checked.id) >= this.#limits.perPlayer || atAddress >= this.#limits.perAddress) return { code: 'too-many-seeks' };
    this.#board.addSeek(member, { id: newRoomId(), by: cardOf(checked, terms.family), terms, since: this.#clock.now() });
    return null;
  }

  /** Withdraws a seek `member`'s player holds here. */
  cancelSeek(member: LobbyMember, id: string): LobbyRefusal | null {
    const player = this.#players.get(member);
    if (!player) return { code: 'not-entered' };
    const seek = this.#board.seek(id);
    if (!seek || seek.by.id !== player.id || this.#inFlight.has(id) || !this.#board.removeSeek(id)) return { code: 'no-seek' };
    return null;
  }

  /** `member` accepts seek `id`: a room, and both players are told `paired`. */
  async acceptSeek(member: LobbyMember, id: string): Promise<LobbyRefusal | null> {
    const player = this.#players.get(member);
    if (!player) return { code: 'not-entered' };
    const seek = this.#board.seek(id);
    if (!seek) return { code: 'no-seek' };
    if (seek.by.id === player.id) return { code: 'own-seek' };
    const checked = await this.#mayPlay(member);
    if ('code' in checked) return checked;
    if (this.#inFlight.has(id) || !this.#board.seek(id)) return { code: 'no-seek' };
    this.#inFlight.add(id);
    const accepting = this.#matchmaker.makeRoom([seek.by.id, checked.id], seek.terms, [`seek:${id}`]).then((made): LobbyRefusal | null => {
      if (!made) return { code: 'no-seek' };
      this.#board.deliver(id, made.news[0]);
      this.#paired(member, made.news[1]);
      this.#board.liveChanged();
      return null;
    });
    const settled = accepting.then(
      () => undefined,
      () => undefined,
    );
    this.#pairings.add(settled);
    try {
      return await accepting;
    } finally {
      this.#inFlight.delete(id);
      this.#pairings.delete(settled);
    }
  }

  /** These players changed (their ratings, or a new name): their sockets, in every process, are told `you`. */
  playersChanged(players: readonly string[]): void {
    this.#board.playersChanged(players);
  }

  /** A matched game ended here: every process reads its live games again. */
  liveChanged(): void {
    this.#board.liveChanged();
  }

  /** `member`'s socket closed: its pool entry and seeks go. */
  left(member: LobbyMember): void {
    this.#players.delete(member);
    this.#waiting.delete(member);
    this.#board.dropHolder(member);
  }

  /** Stops pairing and taking new members, waits and seeks (answered `busy`: the client goes to another process). */
  stop(): void {
    this.#draining = true;
    for (const timer of this.#timers) clearInterval(timer);
    if (this.#roundSoon) clearImmediate(this.#roundSoon);
  }

  /**
   * Stops (see `stop`), waits for the rooms being made (each is told to its players), and tells
   * the other processes this one's entries and seeks are gone.
   */
  async close(): Promise<void> {
    this.stop();
    await Promise.allSettled([...this.#pairings]);
    clearTimeout(this.#seeksTimer);
    this.#unrated();
    this.#live.close();
    this.#board.close();
  }

  /** The entered player as stored now, if they may seek or wait: not slowed for abandoned games. */
  async #mayPlay(member: LobbyMember): Promise<StoredPlayer | LobbyRefusal> {
    const known = this.#players.get(member);
    if (!known) return { code: 'not-entered' };
    if (this.#draining) return { code: 'busy' };
    const [found, results] = await Promise.all([this.#store.players([known.id]), this.#store.resultsOf(known.id, { limit: ABANDON_WINDOW })]);
    const player = found.get(known.id);
    if (!player) return { code: 'unknown-key' };
    if (this.#players.has(member)) this.#players.set(member, player);
    const wait = slowdownMs(results, player.id, this.#clock.now());
    return wait > 0 ? { code: 'slowed', retryAfterMs: wait } : player;
  }

  /** Pairs the pools: every pair with an entry held here is made into a room. */
  #round(): void {
    if (this.#draining) return;
    const now = this.#clock.now();
    const entries = this.#board.poolEntries().filter((entry) => !this.#inFlight.has(entry.id));
    for (const pair of pairRound(entries, now)) if (this.#board.holds(pair.first.id) || this.#board.holds(pair.second.id)) this.#pair(pair);
    for (const [member, waiting] of this.#waiting) {
      const range = rangeOf(waiting.entry.since, now);
      if (range === waiting.toldRange || now - waiting.toldAt < RANGE_TOLD_MS) continue;
      waiting.toldRange = range;
      waiting.toldAt = now;
      this.#tellPairing(member, waiting.entry, range);
    }
  }

  #pair({ first, second }: Pair): void {
    const ids = [first.id, second.id] as const;
    const holders = ids.map((id) => [...this.#waiting].find(([, waiting]) => waiting.entry.id === id)?.[0]);
    for (const id of ids) this.#inFlight.add(id);
    const pairing = this.#matchmaker
      .makeRoom([first.player, second.player], POOLS[first.pool], ids.map((id) => `pool:${id}`))
      .then((made) => {
        if (!made) return;
        ids.forEach((id, i) => {
          const news = made.news[i] as PairingNews;
          const holder = holders[i];
          // Left the pool (or was replaced) while the room was being made: still told, the room is theirs.
          if (!this.#board.holds(id) && holder && this.#players.has(holder)) this.#paired(holder, news);
          else this.#board.deliver(id, news);
        });
        this.#board.liveChanged();
      })
      .catch((error: unknown) => this.#log.warn({ err: error }, 'lobby: making a room for a pair failed'))
      .finally(() => {
        for (const id of ids) this.#inFlight.delete(id);
        this.#pairings.delete(pairing);
      });
    this.#pairings.add(pairing);
  }

  #paired(member: LobbyMember, news: PairingNews): void {
    const waiting = this.#waiting.get(member);
    if (waiting) {
      // Off to a game: the member waits no more (the client forgets its pairing on `paired`).
      this.#waiting.delete(member);
      this.#board.leavePool(waiting.entry.id);
    }
    member.send({ v: PROTOCOL_VERSION, type: 'paired', ...news });
  }

  #replaced(member: LobbyMember, entry: WaitingEntry): void {
    if (this.#waiting.get(member)?.entry.id !== entry.id) return;
    this.#waiting.delete(member);
    member.send({ v: PROTOCOL_VERSION, type: 'pairing', pool: null, since: null, range: null });
  }

  #tellPairing(member: LobbyMember, entry: WaitingEntry, range: number): void {
    member.send({ v: PROTOCOL_VERSION, type: 'pairing', pool: entry.pool, since: entry.since, range: Math.min(range, ANYONE) });
  }

  #seeksChanged(): void {
    this.#seeksTimer ??= setTimeout(() => {
      this.#seeksTimer = undefined;
      this.#broadcast({ v: PROTOCOL_VERSION, type: 'seeks', seeks: this.#board.seekList() });
    }, SEEKS_PUSH_MS);
  }

  async #playersChanged(players: readonly string[]): Promise<void> {
    const wanted = new Set(players);
    const ids = [...new Set([...this.#players.values()].map((player) => player.id).filter((id) => wanted.has(id)))];
    if (ids.length === 0) return;
    try {
      const found = await this.#store.players(ids);
      for (const [member, player] of this.#players) {
        const now = found.get(player.id);
        if (!now) continue;
        this.#players.set(member, now);
        member.send({ v: PROTOCOL_VERSION, type: 'you', you: playerView(now) });
      }
    } catch (error) {
      this.#log.warn({ err: error }, 'lobby: reading changed players failed');
    }
  }

  #broadcast(message: LobbyServerMessage): void {
    for (const member of this.#players.keys()) member.send(message);
  }
}
