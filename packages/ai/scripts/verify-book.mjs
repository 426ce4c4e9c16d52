// Checks every opening book move with a long master search of the position after it and writes
// the verdicts beside the book (src/book-verdicts.json). AI_BOOK_MS sets the search time per
// move (default 60000: an hour for both books); AI_BOOK_LINES (stones, comma-separated, e.g.
// hhigfj,hhigfi) checks those lines only and AI_BOOK_RULE (freestyle or renju) that book only,
// keeping the others' verdicts. Run it niced.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const env = { AI_BOOK_MS: '60000', ...process.env };
const vitest = path.join(root, 'node_modules', '.bin', 'vitest');
const { status } = spawnSync(vitest, ['bench', '--run', '--project', 'ai', 'verify-book.bench'], { cwd: root, stdio: 'inherit', env });
process.exit(status ?? 1);
