import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { PUBLISHED } from './packed-packages.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Each entry point a published package's manifest exports with types: its name and its built `.d.ts`. */
function typedEntries(): { entry: string; types: string }[] {
  return PUBLISHED.flatMap((name) => {
    const dir = path.join(root, 'packages', name);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name: string; exports: Record<string, string | { types?: string }> };
    return Object.entries(manifest.exports).flatMap(([subpath, target]) =>
      typeof target === 'object' && target.types ? [{ entry: `${manifest.name}${subpath.slice(1)}`, types: path.join(dir, target.types) }] : [],
    );
  });
}

describe('the built types of every published package', () => {
  it('give every export its TSDoc, as an editor shows it to the developer', () => {
    const entries = typedEntries();
    expect(entries.map(({ entry }) => entry)).toEqual(expect.arrayContaining(['@gomoku/engine', '@gomoku/react', '@gomoku/server']));
    const program = ts.createProgram(
      entries.map(({ types }) => types),
      { noEmit: true, strict: true, skipLibCheck: true, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext },
    );
    const checker = program.getTypeChecker();
    const undocumented: string[] = [];
    let exports = 0;
    for (const { entry, types } of entries) {
      const file = program.getSourceFile(types);
      const module = file && checker.getSymbolAtLocation(file);
      if (!module) {
        undocumented.push(`${entry}: no types at ${path.relative(root, types)}`);
        continue;
      }
      for (const exported of checker.getExportsOfModule(module)) {
        exports += 1;
        const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
        if (!ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim()) undocumented.push(`${entry}: ${exported.name}`);
      }
    }
    expect(exports).toBeGreaterThan(400);
    expect(undocumented).toEqual([]);
  });
});
