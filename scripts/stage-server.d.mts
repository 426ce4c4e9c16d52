/**
 * The pnpm to run, as a command and its first arguments: the one running the caller (`pnpm …`
 * sets npm_execpath), else the workspace's own version (`packageManager`) from npx.
 */
export function pnpmCommand(): string[];

/**
 * Stages the server into `out` (absent or empty): `pnpm deploy --prod` of @gomoku/server, less
 * what never runs (the compiler, better-sqlite3's build leftovers), plus the built demo in
 * `out/demo`. Checks that the SQLite binding loads from `out`. Returns `out` resolved; throws if
 * the build is missing or a step fails.
 */
export function stageServer(out: string): string;
