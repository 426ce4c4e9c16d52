import { readFileSync } from 'node:fs';
import { readGameState } from '@gomoku/machine';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { createLog, type ServerLog } from '../src/ops/log.ts';
import type { ServerClock } from '../src/rooms/game.ts';
import { hashToken } from '../src/rooms/tokens.ts';
import { gameStateRewrites } from '../src/store/game-state-migration.ts';
import type { GameStore } from '../src/store/types.ts';
import { startServer } from './servers.ts';
import { movesOf, statusIn, TestSocket } from './sockets.ts';

/** One room of every status, as the server stored them before GameState: settings and XState's persisted snapshot. */
const FIXTURE = JSON.parse(readFileSync(new URL('./fixtures/rooms-before-game-state.json', import.meta.url), 'utf8')) as {
  status: string;
  settings: unknown;
  snapshot: { context: { game: { moves: number[] } } };
}[];

/** A room as the store kept it before GameState: its game in the `snapshot` column. */
export interface OldRoom {
  readonly id: string;
  readonly settings: unknown;
  readonly seats: Readonly<Record<string, string>>;
  readonly snapshot: unknown;
  readonly version: number;
  readonly live: boolean;
  readonly now: number;
}

/** A store's data written as the store's schema before GameState kept it, and the store opened on it. */
export interface OldDataHarness {
  /** Writes `rooms` at the schema version before GameState, as that version's store did (no store is open). */
  seed(rooms: readonly OldRoom[]): Promise<void>;
  /** Opens the store on the data (it migrates), logging to `log`. */
  open(log: ServerLog): Promise<GameStore>;
  /** Each room's game as its row holds it (JSON text), read beside the store as another program would. */
  rows(): Promise<Map<string, string>>;
  /** Removes the data (the caller has closed the store). */
  remove(): Promise<void>;
}

const TOKENS = { p1: 'a'.repeat(43), p2: 'b'.repeat(43) };
const SEATS = { p1: hashToken(TOKENS.p1), p2: hashToken(TOKENS.p2) };
/** The fixture's latest clock start: its running clocks have most of their ten minutes left then. */
const FIXTURE_TIME = 1_790_000_030_000;
/** A room no machine can read: it is logged and left as it was. */
const UNREADABLE = { status: 'active', value: { over: 'blackWon' }, context: {} };

/** The fixture's rooms as the old store held them: ids by status, versions as if each stone were an event. */
const OLD_ROOMS: readonly OldRoom[] = [
  ...FIXTURE.map((room, index) => ({
    id: `old-${index}-${room.status}`,
    settings: room.settings,
    seats: SEATS,
    snapshot: room.snapshot,
    version: room.snapshot.context.game.moves.length + 1,
    live: !/Won$|^draw$|Rematch$/.test(room.status),
    now: FIXTURE_TIME,
  })),
  { id: 'unreadable', settings: {}, seats: SEATS, snapshot: UNREADABLE, version: 3, live: true, now: FIXTURE_TIME },
];

/** A log whose lines a test reads. */
function recordedLog(): { log: ServerLog; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  return { log: createLog('info', { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) }), lines };
}

/**
 * The migration of rooms stored before GameState, run against a durable store: the fixture's 19
 * rooms (one of every status) written as the store kept them, then the store opened on them.
 */
export function describeGameStateMigration(name: string, harness: () => Promise<OldDataHarness>): void {
  describe(`${name} store opened on rooms stored before GameState`, () => {
    let data: OldDataHarness;
    const cleanup: (() => Promise<unknown>)[] = [];
    beforeEach(async () => {
      data = await harness();
      cleanup.push(() => data.remove());
      await data.seed(OLD_ROOMS);
    });
    afterEach(async () => {
      for (const step of cleanup.splice(0).reverse()) await step();
    });

    const openServer = async (log: ServerLog) => {
      const store = await data.open(log);
      cleanup.push(() => store.close());
      const clock = new SimulatedClock() as SimulatedClock & ServerClock;
      clock.set(FIXTURE_TIME);
      const server = await startServer({ store, clock });
      cleanup.push(server.close);
      return { store, url: server.url };
    };

    it('rewrites every room as GameState once, in its row, and welcomes each at its status with its moves', { timeout: 60_000 }, async () => {
      const { log, lines } = recordedLog();
      const { store, url } = await openServer(log);
      const rows = await data.rows();
      /** A spectator's welcome to a room (a connection joins one room). */
      const welcomeTo = async (id: string) => {
        const spectator = await TestSocket.open(url);
        try {
          return await spectator.hello(id);
        } finally {
          await spectator.close();
        }
      };
      for (const [index, room] of FIXTURE.entries()) {
        const old = OLD_ROOMS[index] as OldRoom;
        // The row holds the GameState now, and the store reads it back as stored.
        const row: unknown = JSON.parse(rows.get(old.id) ?? 'null');
        expect(readGameState(row).ok, old.id).toBe(true);
        expect((await store.loadRoom(old.id))?.state).toEqual(row);
        const welcome = await welcomeTo(old.id);
        expect(welcome, old.id).toMatchObject({ type: 'welcome', version: old.version });
        expect(statusIn(welcome.state), old.id).toBe(room.status);
        expect(movesOf(welcome.state)).toEqual(room.snapshot.context.game.moves);
      }
      expect(lines).toContainEqual(expect.objectContaining({ level: 30, rooms: FIXTURE.length, msg: 'rooms stored before GameState rewritten as GameState' }));
      // The room no machine reads is said in the log, left as it was, and not played.
      expect(lines).toContainEqual(expect.objectContaining({ level: 50, room: 'unreadable', problem: expect.any(String) }));
      expect(JSON.parse(rows.get('unreadable') ?? 'null')).toEqual(UNREADABLE);
      expect(await welcomeTo('unreadable')).toMatchObject({ type: 'error', code: 'no-room' });
    });

    it('seats the players as before, and a game goes on from where it was stored', async () => {
      const { url } = await openServer(createLog('silent'));
      const room = OLD_ROOMS.find((old) => old.id.endsWith('-whiteToMove')) as OldRoom;
      const white = await TestSocket.open(url);
      cleanup.push(() => white.close());
      expect(await white.hello(room.id, TOKENS.p2)).toMatchObject({ type: 'welcome', you: { role: 'player', player: 'p2', seat: 'second' } });
      expect(await white.play('w1', { type: 'play', point: 113 })).toMatchObject({ type: 'ack', version: room.version + 1 });
      expect(movesOf((await white.state(room.version + 1)).state)).toEqual([112, 113]);
    });

    it('rewrites nothing a second time: reopened, the rows are as the first open left them', async () => {
      const first = await data.open(createLog('silent'));
      await first.close();
      const rows = await data.rows();
      const { log, lines } = recordedLog();
      const again = await data.open(log);
      await again.close();
      expect(await data.rows()).toEqual(rows);
      expect(lines).toEqual([]);
      // The rewrite itself finds nothing to do on rooms that hold GameState (it only logs the one it cannot read).
      const rewrites = gameStateRewrites([...rows].map(([id, state]) => ({ id, state })), createLog('silent'));
      expect(rewrites).toEqual([]);
    });
  });
}
