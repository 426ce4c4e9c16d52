import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createPgliteStore } from './pglite-store.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const runTs = path.join(here, '../../../../scripts/run-ts.mjs');
const child = path.join(here, 'pglite-durability.child.ts');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gomoku-pglite-kill-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * Starts the appending child on `dataDir`, kills it with SIGKILL once it has acknowledged `acks`
 * appends (so mid-stream: it is always appending), and reports the version it found on opening
 * and the last version it acknowledged.
 */
function appendUntilKilled(acks: number): Promise<{ opened: number; acknowledged: number }> {
  return new Promise((resolve, reject) => {
    const appender = spawn(process.execPath, [runTs, child, dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    appender.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    let opened = -1;
    let acknowledged = -1;
    let heard = 0;
    createInterface({ input: appender.stdout }).on('line', (line) => {
      const [word, number] = line.split(' ');
      if (word === 'ready') {
        opened = Number(number);
        return;
      }
      acknowledged = Number(word);
      heard += 1;
      if (heard === acks) appender.kill('SIGKILL');
    });
    // 'close', not 'exit': every line the child wrote before it died has been read by then.
    appender.on('close', (code, signal) => {
      if (signal === 'SIGKILL') resolve({ opened, acknowledged });
      else reject(new Error(`the child ended by itself (exit ${code}):\n${stderr}`));
    });
  });
}

describe('PGlite store under SIGKILL', () => {
  it('keeps every acknowledged append when its process is killed mid-stream, round after round', { timeout: 120_000 }, async () => {
    let acknowledged = 0;
    for (const acks of [150, 97, 211]) {
      const round = await appendUntilKilled(acks);
      // Each new process finds at least every version the killed one acknowledged.
      expect(round.opened).toBeGreaterThanOrEqual(acknowledged);
      expect(round.acknowledged).toBeGreaterThanOrEqual(round.opened + acks);
      acknowledged = round.acknowledged;
    }
    const store = await createPgliteStore({ dataDir });
    try {
      const room = await store.loadRoom('r');
      const version = room?.version ?? 0;
      expect(version).toBeGreaterThanOrEqual(acknowledged);
      // The snapshot and the log agree: one event per version, none lost, none twice.
      expect(room?.snapshot).toEqual({ version });
      const events = await store.eventsSince('r', 0);
      expect(events.map((e) => e.version)).toEqual(Array.from({ length: version }, (_, i) => i + 1));
      expect(events.map((e) => e.eventId)).toEqual(events.map((e) => `e${e.version}`));
    } finally {
      await store.close();
    }
  });
});
