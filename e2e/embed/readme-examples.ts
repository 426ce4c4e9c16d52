import { readFileSync } from 'node:fs';

/** A code block of a README. */
export interface Example {
  /** `README.md:LINE`, where the block opens. */
  readonly where: string;
  readonly language: 'ts' | 'tsx';
  readonly code: string;
}

/**
 * Fence languages that are JavaScript or TypeScript but not `ts` or `tsx`: a block tagged so (or
 * not tagged) would pass unchecked, so it is refused. Other languages (sh, nginx, jsonc, sql,
 * mermaid…) are deliberately not TypeScript and skipped.
 */
const UNCHECKED_CODE = new Set(['', 'js', 'jsx', 'mjs', 'cjs', 'javascript', 'typescript', 'mts', 'cts']);

/** The `ts` and `tsx` code blocks of a Markdown file, in order, indented ones (in lists) included. */
export function examplesOf(file: string, name: string): Example[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  const examples: Example[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)```(\S*)\s*$/.exec(lines[i] as string);
    if (!open) continue;
    const [, indent = '', language = ''] = open;
    const where = `${name}:${i + 1}`;
    if (UNCHECKED_CODE.has(language)) throw new Error(`${where}: a code block tagged '${language}': tag it ts or tsx, so that it is compiled, or with its own language`);
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length && !/^\s*```\s*$/.test(lines[j] as string); j++) body.push((lines[j] as string).slice(indent.length));
    if (language === 'ts' || language === 'tsx') examples.push({ where, language, code: `${body.join('\n')}\n` });
    i = j;
  }
  return examples;
}

/**
 * The compiler options of a fresh Vite + React + TypeScript app (`npm create vite`, template
 * react-ts, `tsconfig.app.json`), with `exactOptionalPropertyTypes` added.
 */
export const VITE_APP_OPTIONS = {
  target: 'ES2022',
  useDefineForClassFields: true,
  lib: ['ES2022', 'DOM', 'DOM.Iterable'],
  module: 'ESNext',
  types: ['vite/client'],
  skipLibCheck: true,
  moduleResolution: 'bundler',
  allowImportingTsExtensions: true,
  verbatimModuleSyntax: true,
  moduleDetection: 'force',
  noEmit: true,
  jsx: 'react-jsx',
  strict: true,
  noUnusedLocals: true,
  noUnusedParameters: true,
  erasableSyntaxOnly: true,
  noFallthroughCasesInSwitch: true,
  noUncheckedSideEffectImports: true,
  exactOptionalPropertyTypes: true,
} as const;

/**
 * A Node app's compiler options (as `npm create vite`'s `tsconfig.node.json`): the same
 * strictness, Node's types instead of the DOM's.
 */
export const NODE_APP_OPTIONS = {
  ...VITE_APP_OPTIONS,
  lib: ['ES2023'],
  types: ['node'],
  jsx: undefined,
} as const;
