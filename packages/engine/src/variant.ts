import { CodecError } from './errors.ts';
import { RULES, type Color, type Rule, type Variant } from './types.ts';

/** Smallest board side the engine plays. */
export const MIN_SIZE = 3;
/** Largest board side the engine plays: coordinates use the letters a–z. */
export const MAX_SIZE = 26;
/** Fewest stones in a row that may win (tic-tac-toe's three); the most is the board's side. */
export const MIN_WIN_LENGTH = 3;

/**
 * The board side of a variant (or of anything with a `size`), checked: an integer from
 * `MIN_SIZE` to `MAX_SIZE`. Throws `CodecError` (code `bad-size`) otherwise. Functions that only
 * need the board's side take `Pick<Variant, 'size'>`, so a whole `Variant` always fits.
 */
export function sizeOf(variant: Pick<Variant, 'size'>): number {
  const size: unknown = (variant as Partial<Variant> | null | undefined)?.size;
  if (typeof size !== 'number' || !Number.isInteger(size) || size < MIN_SIZE || size > MAX_SIZE) {
    throw new CodecError('bad-size', -1, `Board size must be an integer from ${MIN_SIZE} to ${MAX_SIZE}, got ${describe(size)}.`);
  }
  return size;
}

/**
 * Checks that a variant is one the engine can play and returns it: size an integer 3–26 (else
 * `CodecError` `bad-size`), winLength an integer from 3 to size and a known rule (else
 * `CodecError` `bad-variant`).
 */
export function validateVariant(variant: Variant): Variant {
  if (typeof variant !== 'object' || variant === null) {
    throw new CodecError('bad-variant', -1, `A variant is { size, winLength, rule }, got ${describe(variant)}.`);
  }
  const size = sizeOf(variant);
  const { winLength, rule } = variant as Partial<Variant>;
  if (typeof winLength !== 'number' || !Number.isInteger(winLength) || winLength < MIN_WIN_LENGTH || winLength > size) {
    throw new CodecError('bad-variant', -1, `Win length must be an integer from ${MIN_WIN_LENGTH} to the board size, got ${describe(winLength)}.`);
  }
  if (!RULES.includes(rule as Rule)) {
    throw new CodecError('bad-variant', -1, `Unknown rule ${describe(rule)}: the rules are ${RULES.join(', ')}.`);
  }
  return variant;
}

/** A value in a message, short and safe to print whatever it is. */
function describe(value: unknown): string {
  if (typeof value === 'string') return `“${value.slice(0, 20)}”`;
  if (typeof value === 'number' || typeof value === 'boolean' || value == null) return String(value);
  return `a ${typeof value}`;
}

/**
 * Whether Black has forbidden moves under the variant: renju with five in a row (renju's
 * double-three, double-four and overline are defined for five). Ask this; never test the rule.
 */
export function hasForbiddenMoves(variant: Variant): boolean {
  return variant.rule === 'renju' && variant.winLength === 5;
}

/** The other side. */
export function otherColor(color: Color): Color {
  return color === 'black' ? 'white' : 'black';
}

/** Who played the move at `index` of a record: Black at 0, 2, 4…, White at 1, 3, 5… */
export function colorOfMove(index: number): Color {
  return index % 2 === 0 ? 'black' : 'white';
}
