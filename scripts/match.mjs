// `pnpm match`: plays a match between two configurations of @gomoku/ai (packages/ai/test/match/).
// Defaults: master against frozen-master (master before issue 21), 200 games at 200 ms a move,
// freestyle. Override with AI_MATCH_FIRST, AI_MATCH_SECOND, AI_MATCH_GAMES, AI_MATCH_MS, AI_MATCH_RULE.
// AI_MATCH_JOBS=N plays the games in N processes side by side (a process a core), each its own
// share of the openings and colours, and prints the whole match's result once all are done.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { AI_MATCH_FIRST: 'master', AI_MATCH_SECOND: 'frozen-master', AI_MATCH_GAMES: '200', AI_MATCH_MS: '200', AI_MATCH_RULE: 'freestyle', ...process.env };
const vitest = path.join(root, 'node_modules', '.bin', 'vitest');
const games = Number(env.AI_MATCH_GAMES);
const jobs = Number(env.AI_MATCH_JOBS ?? 1);
if (!Number.isInteger(games) || games < 1) fail(`AI_MATCH_GAMES must be a whole number of games, not ${env.AI_MATCH_GAMES}.`);
if (!Number.isInteger(jobs) || jobs < 1 || jobs > games) fail(`AI_MATCH_JOBS must be a whole number from 1 to the games (${games}), not ${env.AI_MATCH_JOBS}.`);

/** Runs the match bench with `extra` in its environment; resolves with its exit status. */
function bench(extra) {
  const child = spawn(vitest, ['bench', '--run', '--project', 'ai', 'match.bench'], { cwd: root, stdio: 'inherit', env: { ...env, ...extra } });
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

function fail(message) {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

if (jobs === 1) process.exit(await bench({}));

// Parts of whole colour pairs (each opening is played twice, colours swapped), as even as can be.
const pairs = Math.ceil(games / 2);
const starts = Array.from({ length: jobs + 1 }, (_, j) => Math.min(games, 2 * Math.round((pairs * j) / jobs)));
const folder = mkdtempSync(path.join(tmpdir(), 'gomoku-match-'));
try {
  const parts = starts
    .slice(0, -1)
    .map((from, j) => ({ from, games: starts[j + 1] - from, file: path.join(folder, `part-${j}.json`) }))
    .filter((part) => part.games > 0);
  const statuses = await Promise.all(parts.map(({ from, games: count, file }) => bench({ AI_MATCH_FROM: String(from), AI_MATCH_GAMES: String(count), AI_MATCH_OUT: file })));
  if (statuses.some((status) => status !== 0)) process.exitCode = 1;
  else process.exitCode = await bench({ AI_MATCH_GAMES: '0', AI_MATCH_MERGE: parts.map(({ file }) => file).join(',') });
} finally {
  rmSync(folder, { recursive: true, force: true });
}
