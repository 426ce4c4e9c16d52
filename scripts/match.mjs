// `pnpm match`: plays a match between two configurations of @gomoku/ai (packages/ai/test/match/).
// Defaults: master against frozen-master (master before issue 21), 200 games at 200 ms a move,
// freestyle. Override with AI_MATCH_FIRST, AI_MATCH_SECOND, AI_MATCH_GAMES, AI_MATCH_MS, AI_MATCH_RULE.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { AI_MATCH_FIRST: 'master', AI_MATCH_SECOND: 'frozen-master', AI_MATCH_GAMES: '200', AI_MATCH_MS: '200', AI_MATCH_RULE: 'freestyle', ...process.env };
const vitest = path.join(root, 'node_modules', '.bin', 'vitest');
const { status } = spawnSync(vitest, ['bench', '--run', '--project', 'ai', 'match.bench'], { cwd: root, stdio: 'inherit', env });
process.exit(status ?? 1);
