import postgres from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/databases.ts';
import { freePort, startServerProcess } from '../../../scripts/server-process.ts';
import { createRoom, TestSocket, type Received } from '../test/sockets.ts';

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** Rooms with a move each in flight when the signal lands. */
const ROOMS = 6;

describe('graceful shutdown', () => {
  it('SIGTERM with moves in flight in several rooms: each is stored and acknowledged before its socket closes with 1001; then the process exits 0', { timeout: 60_000 }, async () => {
    const database = await freshDatabase();
    cleanup.push(database.drop);
    const server = await startServerProcess(await freePort(), { DATABASE_URL: database.url });
    cleanup.push(() => server.kill());
    const tables = [];
    for (let i = 0; i < ROOMS; i += 1) {
      const created = await createRoom(server.url);
      const [black, white] = [await TestSocket.open(server.url), await TestSocket.open(server.url)];
      cleanup.push(() => black.close(), () => white.close());
      await black.hello(created.room, created.tokens.first);
      await white.hello(created.room, created.tokens.second);
      tables.push({ created, black, white });
    }
    // Every room's move is on its way when the signal lands.
    for (const { black } of tables) black.send({ v: 2, type: 'event', id: 'in-flight', event: { type: 'play', point: 112 } });
    server.child.kill('SIGTERM');

    const answers = await Promise.all(
      tables.map(async ({ black }) => {
        const answer = await Promise.race([black.take((m) => m.id === 'in-flight'), black.closed.then(() => null)]);
        return { answer, code: await black.closed };
      }),
    );
    for (const { answer, code } of answers) {
      expect(answer as Received | null).toMatchObject({ type: 'ack', version: 1 });
      expect(code).toBe(1001);
    }
    expect(await Promise.all(tables.map(({ white }) => white.closed))).toEqual(Array(ROOMS).fill(1001));
    expect(await server.exited).toBe(0);
    // Stored, each once.
    const sql = postgres(database.url, { max: 1, onnotice: () => undefined });
    cleanup.push(() => sql.end());
    const stored = await sql<{ version: number }[]>`SELECT version FROM gomoku_rooms`;
    expect(stored.map((row) => row.version)).toEqual(Array(ROOMS).fill(1));
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg: string; signal?: string });
    expect(lines.filter((line) => line.msg === 'shutting down' || line.msg === 'shut down').map((line) => [line.msg, line.signal])).toEqual([
      ['shutting down', 'SIGTERM'],
      ['shut down', 'SIGTERM'],
    ]);
  });
});
