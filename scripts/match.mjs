// `pnpm match`: plays a match between two configurations of @gomoku/ai (packages/ai/src/match/).
// Defaults: master against the baseline (the search before issue 13), 40 games at 1000 ms a move,
// freestyle. Override with AI_MATCH_FIRST, AI_MATCH_SECOND, AI_MATCH_GAMES, AI_MATCH_MS, AI_MATCH_RULE.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { AI_MATCH_FIRST: 'master', AI_MATCH_SECOND: 'baseline', AI_MATCH_GAMES: '40', AI_MATCH_MS: '1000', AI_MATCH_RULE: 'freestyle', ...process.env };
const vitest = path.join(root, 'node_modules', '.bin', 'vitest');
const { status } = spawnSync(vitest, ['bench', '--run', '--project', 'ai', 'match.bench'], { cwd: root, stdio: 'inherit', env });
process.exit(status ?? 1);
