// `pnpm tune`: fits @gomoku/ai's evaluation to the results of self-play games and writes
// packages/ai/src/evaluation-weights.ts, or with AI_TUNE_RULE=renju renju-evaluation-weights.ts
// (see packages/ai/test/tune/tune.bench.ts). With
// AI_TUNE_GAMES=N it first plays N more games, shared among processes one a core, each with a
// new seed (its own games file); AI_TUNE_MS sets the budget a move (default 20 ms of a simulated clock).
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vitest = path.join(root, 'node_modules', '.bin', 'vitest');
const args = ['bench', '--run', '--project', 'ai', 'test/tune/tune.bench.ts'];
const games = Number(process.env.AI_TUNE_GAMES ?? 0);

if (games > 0) {
  // Each rule's games have their own files and seeds (see tune.bench.ts).
  const prefix = process.env.AI_TUNE_RULE === 'renju' ? 'games-renju-' : 'games-';
  const seeds = readdirSync(path.join(root, 'packages/ai/test/tune')).flatMap((name) => new RegExp(`^${prefix}(\\d+)\\.txt$`).exec(name)?.[1] ?? []).map(Number);
  const first = Math.max(0, ...seeds) + 1;
  const processes = Math.min(games, availableParallelism());
  const codes = await Promise.all(
    Array.from({ length: processes }, (_, i) => {
      const share = Math.floor(games / processes) + (i < games % processes ? 1 : 0);
      const env = { ...process.env, AI_TUNE: '1', AI_TUNE_FIT: '0', AI_TUNE_GAMES: String(share), AI_TUNE_SEED: String(first + i) };
      const child = spawn(vitest, args, { cwd: root, stdio: 'inherit', env });
      return new Promise((resolve) => child.on('close', resolve));
    }),
  );
  if (codes.some((code) => code !== 0)) process.exit(1);
}
const { status } = spawnSync(vitest, args, { cwd: root, stdio: 'inherit', env: { ...process.env, AI_TUNE: '1', AI_TUNE_GAMES: '0' } });
process.exit(status ?? 1);
