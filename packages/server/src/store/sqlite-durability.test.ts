import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectGame, createRoom, type GameConnection, type OnlineState, type SocketConstructor } from '@gomoku/client';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { freePort, startServerProcess, type ServerProcess } from '../../../../scripts/server-process.ts';
import { createSqliteStore } from './sqlite-store.ts';
import { until } from '../../test/online-game.ts';

/** Rooms playing at once. */
const ROOMS = 16;
/** Black on row 0, White on row 2, every other column: twelve moves and no five. */
const MOVES = [0, 30, 2, 32, 4, 34, 6, 36, 8, 38, 10, 40];
/** The server is killed once this many moves have been acknowledged over all the rooms (about a quarter of the game). */
const ACKS_BEFORE_KILL = ROOMS * 3;

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

const settled = (state: OnlineState) => state.status === 'open' && state.pending.length === 0;

/** One room's two players and what they know: how many moves were sent and how many acknowledged. */
interface Table {
  readonly room: string;
  readonly black: GameConnection;
  readonly white: GameConnection;
  sent: number;
  acked: number;
}

/**
 * Plays MOVES in the room as fast as each is acknowledged (and seen by the opponent), through the
 * server's death and restart: a move in flight then is resent by the client with its id.
 */
async function play(table: Table, onAck: () => void): Promise<void> {
  for (let i = 0; i < MOVES.length; i += 1) {
    const [mover, other] = i % 2 === 0 ? [table.black, table.white] : [table.white, table.black];
    mover.send({ type: 'play', point: MOVES[i] as number });
    table.sent = i + 1;
    await until(mover, (s) => settled(s) && s.version === i + 1);
    table.acked = i + 1;
    onAck();
    await until(other, (s) => s.version === i + 1);
  }
}

describe('SQLite store under SIGKILL', () => {
  it(
    'keeps every acknowledged move of a burst from many rooms, once and in order; the moves in flight are applied once after the resend',
    { timeout: 240_000 },
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gomoku-kill-'));
      cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const port = await freePort();
      let server: ServerProcess = await startServerProcess(port, { DATA_DIR: dataDir });
      cleanup.push(() => server.kill());

      const connect = (room: string, token: string) => {
        const connection = connectGame({ server: server.url, room, token, WebSocket: WebSocket as unknown as SocketConstructor, backoff: { initialMs: 50, maxMs: 500 } });
        cleanup.push(() => connection.close());
        return connection;
      };
      const tables: Table[] = [];
      for (let r = 0; r < ROOMS; r += 1) {
        const created = await createRoom({ server: server.url });
        tables.push({ room: created.room, black: connect(created.room, created.tokens.first), white: connect(created.room, created.tokens.second), sent: 0, acked: 0 });
      }

      // Every room plays at once; the server dies mid-burst, with moves in flight.
      let acks = 0;
      let killedWith: (kill: Promise<{ sent: number; acked: number }[]>) => void = () => undefined;
      const killed = new Promise<{ sent: number; acked: number }[]>((resolve) => (killedWith = resolve));
      const kill = async () => {
        await server.kill();
        // What the players had been told when the process was gone (acks it sent before dying count too).
        return tables.map(({ sent, acked }) => ({ sent, acked }));
      };
      const games = Promise.all(
        tables.map((table) =>
          play(table, () => {
            acks += 1;
            if (acks === ACKS_BEFORE_KILL) killedWith(kill());
          }),
        ),
      );
      const atKill = await killed;
      expect(atKill.some(({ sent, acked }) => sent > acked)).toBe(true);

      // While the server is down, the folder holds every move acknowledged so far: the prefix of
      // each room's game, each move once.
      const store = await createSqliteStore({ dataDir });
      for (const [index, table] of tables.entries()) {
        const events = await store.eventsSince(table.room, 0);
        expect(events.length).toBeGreaterThanOrEqual(table.acked);
        expect(events.length).toBeLessThanOrEqual(atKill[index]?.sent ?? 0);
        expect(events.map((e) => e.version)).toEqual(events.map((_, i) => i + 1));
        expect(events.map((e) => (e.event as { point: number }).point)).toEqual(MOVES.slice(0, events.length));
      }
      await store.close();

      // Restarted on the same folder and port: the players reconnect, resend what was in flight,
      // and play every game to its twelfth move.
      server = await startServerProcess(port, { DATA_DIR: dataDir });
      await games;
      await server.kill();

      const after = await createSqliteStore({ dataDir });
      cleanup.push(() => after.close());
      for (const table of tables) {
        const events = await after.eventsSince(table.room, 0);
        expect(events.map((e) => (e.event as { point: number }).point)).toEqual(MOVES);
        expect(new Set(events.map((e) => e.eventId)).size).toBe(MOVES.length);
        expect((await after.loadRoom(table.room))?.version).toBe(MOVES.length);
      }
    },
  );
});
