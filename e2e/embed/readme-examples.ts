import { readFileSync } from 'node:fs';

/** A code block of a README. */
export interface Example {
  /** `README.md:LINE`, where the block opens. */
  readonly where: string;
  readonly language: 'ts' | 'tsx';
  readonly code: string;
}

/** The `ts` and `tsx` code blocks of a Markdown file, in order, indented ones (in lists) included. */
export function examplesOf(file: string, name: string): Example[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  const examples: Example[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)```(tsx?)\s*$/.exec(lines[i] as string);
    if (!open) continue;
    const indent = (open[1] as string).length;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length && !/^\s*```\s*$/.test(lines[j] as string); j++) body.push((lines[j] as string).slice(indent));
    examples.push({ where: `${name}:${i + 1}`, language: open[2] as 'ts' | 'tsx', code: `${body.join('\n')}\n` });
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
