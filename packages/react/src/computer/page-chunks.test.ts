// @vitest-environment node
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, defaultClientConditions, type Rolldown } from 'vite';
import { beforeAll, expect, test } from 'vitest';

// What the page downloads when the computer starts, in an app that bundles this package (Vite,
// minified): the search belongs in the worker, and in the page only where there are no workers.

const ai = path.resolve(import.meta.dirname, '../../../ai/src');
/**
 * The modules of @gomoku/ai the page may run when it has a worker: the worker's start, the
 * checks of a record and options with the opening book (`prepare`), and the game review's
 * bookkeeping (`review`, whose positions the worker searches). Any other (the search:
 * think.ts and what it imports) would be a second download of what the worker holds.
 */
const PAGE_SIDE = new Set(['create-worker.ts', 'prepare.ts', 'review.ts', 'scores.ts', 'options.ts', 'levels.ts', 'book.ts', 'book-verdicts.ts', 'book-verdicts.json', 'errors.ts']);

let chunks: Map<string, Rolldown.OutputChunk>;
let worker: Rolldown.OutputAsset | undefined;

beforeAll(async () => {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    root: path.resolve(import.meta.dirname, '../..'),
    // The workspace's sources, as the demo bundles them.
    resolve: { conditions: ['source', ...defaultClientConditions] },
    build: {
      write: false,
      minify: true,
      rollupOptions: {
        input: path.resolve(import.meta.dirname, '../index.ts'),
        // Only @gomoku/ai is this test's: every other package stays out.
        external: (id) => !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('\0') && !id.startsWith('@gomoku/ai'),
        preserveEntrySignatures: 'exports-only',
      },
    },
  });
  const files = (Array.isArray(output) ? output : [output]).flatMap((o) => (o as Rolldown.RolldownOutput).output);
  chunks = new Map(files.flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])));
  worker = files.find((file): file is Rolldown.OutputAsset => file.type === 'asset' && /worker-.*\.js$/.test(file.fileName));
}, 120_000);

/** The chunk whose entry is `module`, among dynamic imports. */
function entryOf(module: string): Rolldown.OutputChunk {
  const chunk = [...chunks.values()].find((c) => c.facadeModuleId === path.join(ai, module));
  if (!chunk) throw new Error(`no chunk for ${module}`);
  return chunk;
}

/** A chunk and every chunk it imports statically (what loading it downloads). */
function closure(chunk: Rolldown.OutputChunk, into = new Set<Rolldown.OutputChunk>()): Set<Rolldown.OutputChunk> {
  if (into.has(chunk)) return into;
  into.add(chunk);
  for (const name of chunk.imports) {
    const next = chunks.get(name);
    if (next) closure(next, into);
  }
  return into;
}

/** The modules of @gomoku/ai with code in `list`, by file name. */
const aiModules = (list: Iterable<Rolldown.OutputChunk>) =>
  [...list].flatMap((chunk) => Object.entries(chunk.modules).filter(([id, module]) => id.startsWith(ai + path.sep) && module.renderedLength > 0).map(([id]) => path.relative(ai, id))).sort();

test('starting the computer where there is a worker loads only the checks and the book in the page, not the search', () => {
  const page = [...chunks.values()].filter((chunk) => chunk.isEntry);
  const loaded = new Set(page.flatMap((chunk) => [...closure(chunk)]));
  // The dynamic import in useAIWorker: `@gomoku/ai/create-worker`.
  const computer = [...closure(entryOf('create-worker.ts'))].filter((chunk) => !loaded.has(chunk));
  const modules = aiModules([...loaded, ...computer]);
  expect(modules).toContain('prepare.ts');
  expect(modules.filter((name) => !PAGE_SIDE.has(name))).toEqual([]);
  // The bytes, min+gz, the engine apart: about 2.7 kB (the search's own chunk is about 9 kB).
  const bytes = computer.reduce((sum, chunk) => sum + gzipSync(chunk.code).length, 0);
  expect(bytes).toBeLessThan(4000);
  // The search is in the worker's own file.
  expect(String(worker?.source ?? '')).toContain('postMessage');
});

test('the page loads the search only for the fallback with no worker', () => {
  expect(aiModules(closure(entryOf('search.ts')))).toEqual(expect.arrayContaining(['search.ts', 'think.ts', 'pvs.ts']));
});
