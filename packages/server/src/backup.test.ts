import { rmSync } from 'node:fs';
import path from 'node:path';
import { connectGame, createRoom, type GameConnection, type SocketConstructor } from '@gomoku/client';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { freePort, runCommand, startServerProcess, type ServerProcess } from '../../../scripts/server-process.ts';
import { settled, until } from '../test/online-game.ts';
import { scratchDir } from '../test/scratch.ts';
import { startServer } from '../test/servers.ts';
import { createLog } from './ops/log.ts';
import { createSqliteStore } from './store/sqlite-store.ts';

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/**
 * The moves of each game: Black on rows 0 and 2, White on rows 1 and 3, each in pairs of columns
 * (0 1, 4 5, 8 9, 12 13), so no line holds five of a colour. 32 moves, 16 a player: under the 40
 * messages a connection may send at once (`rateLimit`), so a game at full speed is never refused.
 */
const GAME: readonly number[] = [0, 1, 4, 5, 8, 9, 12, 13].flatMap((column) => [0, 15, 30, 45].map((offset) => offset + column));

/** A room being played and how many of its moves were acknowledged to their player. */
interface Table {
  readonly room: string;
  acked: number;
}

/**
 * Plays games one after another through `connectGame`, each move as soon as the last is
 * acknowledged and seen by the opponent, until `stopped()`: a steady load of moves, a new room
 * (and new sockets) every `GAME.length` moves. Each game's room is added to `tables` when created.
 */
async function playGames(url: string, tables: Table[], stopped: () => boolean): Promise<void> {
  const connect = (room: string, token: string): GameConnection => connectGame({ server: url, room, token, WebSocket: WebSocket as unknown as SocketConstructor });
  while (!stopped()) {
    const created = await createRoom({ server: url });
    const table: Table = { room: created.room, acked: 0 };
    tables.push(table);
    const players = [connect(created.room, created.tokens.first), connect(created.room, created.tokens.second)] as const;
    try {
      for (let i = 0; i < GAME.length && !stopped(); i += 1) {
        const [mover, other] = i % 2 === 0 ? players : [players[1], players[0]];
        mover.send({ type: 'play', point: GAME[i] as number });
        await until(mover, (s) => settled(s) && s.version === i + 1);
        table.acked = i + 1;
        await until(other, (s) => s.version === i + 1);
      }
    } finally {
      for (const player of players) player.close();
    }
  }
}

describe('gomoku-server backup and restore', () => {
  it('backs up a server while it serves moves; restored, every move acknowledged before the backup began is there', { timeout: 60_000 }, async () => {
    const dataDir = scratchDir('gomoku-backup-live-');
    const restoredDir = scratchDir('gomoku-backup-restored-');
    const backupDir = scratchDir('gomoku-backup-file-');
    cleanup.push(() => [dataDir, restoredDir, backupDir].forEach((dir) => rmSync(dir, { recursive: true, force: true })));
    const file = path.join(backupDir, 'gomoku.backup');
    // Games follow each other quickly: more rooms a minute than one address may create by default.
    const env = { ROOMS_PER_MINUTE: '10000' };

    const server: ServerProcess = await startServerProcess(await freePort(), { ...env, DATA_DIR: dataDir });
    cleanup.push(() => server.kill());
    const tables: Table[] = [];
    let stop = false;
    const load = Promise.all([0, 1].map(() => playGames(server.url, tables, () => stop)));
    const totalAcked = () => tables.reduce((sum, table) => sum + table.acked, 0);
    // Under way: ten moves acknowledged (or the load's failure, should it fail first).
    await Promise.race([
      load,
      new Promise<void>((resolve) => {
        const check = setInterval(() => totalAcked() >= 10 && (clearInterval(check), resolve()), 10);
      }),
    ]);

    // What the players had been told when the backup began.
    const before = tables.map(({ room, acked }) => ({ room, acked }));
    const backup = await runCommand(['backup', file], { ...env, DATA_DIR: dataDir });
    const ackedDuring = totalAcked() - before.reduce((sum, { acked }) => sum + acked, 0);
    stop = true;
    await load;
    expect(backup).toMatchObject({ code: 0, stderr: '' });
    expect(backup.stdout).toMatch(/^gomoku-server: backed up \d+ rooms? \(schema version \d+\) to .*gomoku\.backup\n$/);
    // The server kept acknowledging moves while the backup ran.
    expect(ackedDuring).toBeGreaterThan(0);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const restore = await runCommand(['restore', file], { ...env, DATA_DIR: restoredDir });
    expect(restore).toMatchObject({ code: 0, stderr: '' });
    expect(restore.stdout).toMatch(/^gomoku-server: restored \d+ rooms? \(schema version \d+\) to .*gomoku\.sqlite\n$/);

    // A server on the restored folder (in this process: a third process start would add seconds, not coverage).
    const store = await createSqliteStore({ dataDir: restoredDir, log: createLog('silent') });
    const restored = await startServer({ store });
    cleanup.push(async () => {
      await restored.close();
      await store.close();
    });
    for (const { room, acked } of before) {
      const response = await fetch(`${restored.url}/api/rooms/${room}`);
      expect(response.status).toBe(200);
      const { version, state } = (await response.json()) as { version: number; state: { moves: number[] } };
      expect(version).toBeGreaterThanOrEqual(acked);
      expect(state.moves).toEqual(GAME.slice(0, version));
    }
  });
});
