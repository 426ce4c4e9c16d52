import { CodecError, encodeMoves, Game, GOMOKU, IllegalMoveError, RULES, type Variant } from '@gomoku/engine';

// A link may name any of the engine's rules; the default (freestyle) is left out of links.
/** Board sizes the demo plays on; 15 is the default and left out of links. */
export const SIZES = [15, 19] as const;

/** Why a link could not be opened: shown to the player, never thrown. */
export interface LinkProblem {
  /** A short machine-readable code (`bad-rule`, `bad-size`, or the engine's error code). */
  code: string;
  /** What went wrong, in English; the UI may translate by `code`. */
  message: string;
}

/** What the page's query string holds. */
export type LinkResult =
  | { kind: 'none' }
  | { kind: 'game'; variant: Variant; moves: number[] }
  | { kind: 'error'; variant: Variant; problem: LinkProblem };

/**
 * Reads `?p=<record>&rule=<rule>&size=<size>` (the spec's link format). Never throws: a broken
 * or hostile link comes back as `kind: 'error'` naming the problem.
 */
export function readLink(search: string): LinkResult {
  const params = new URLSearchParams(search);
  const record = params.get('p');
  const ruleText = params.get('rule') ?? 'freestyle';
  const sizeText = params.get('size') ?? '15';
  const rule = RULES.find((r) => r === ruleText);
  const size = SIZES.find((s) => String(s) === sizeText);
  const variant: Variant = { ...GOMOKU, rule: rule ?? 'freestyle', size: size ?? 15 };
  // `?p=` with no record is the empty game: nothing to open.
  if (record === null || record === '') return { kind: 'none' };
  if (!rule) return { kind: 'error', variant, problem: { code: 'bad-rule', message: `Unknown rule “${ruleText.slice(0, 20)}”.` } };
  if (!size) return { kind: 'error', variant, problem: { code: 'bad-size', message: `Unsupported board size “${sizeText.slice(0, 20)}”.` } };
  try {
    const game = Game.decode(record, variant);
    return { kind: 'game', variant, moves: [...game.moves] };
  } catch (error) {
    if (error instanceof CodecError || error instanceof IllegalMoveError) {
      return { kind: 'error', variant, problem: { code: error.code, message: error.message } };
    }
    return { kind: 'error', variant, problem: { code: 'unknown', message: 'The link could not be read.' } };
  }
}

/** The link that reopens a game: `?p=` plus `rule=` / `size=` only when not the default. */
export function writeLink(base: string, variant: Variant, moves: readonly number[]): string {
  const url = new URL(base);
  url.search = '';
  url.hash = '';
  if (moves.length) url.searchParams.set('p', encodeMoves(moves, variant));
  if (variant.rule !== 'freestyle') url.searchParams.set('rule', variant.rule);
  if (variant.size !== 15) url.searchParams.set('size', String(variant.size));
  return url.href;
}
