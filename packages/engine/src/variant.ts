import { CodecError } from './errors.ts';
import type { Color, Variant } from './types.ts';

/** Smallest board side the engine plays. */
export const MIN_SIZE = 3;
/** Largest board side the engine plays: coordinates use the letters a–z. */
export const MAX_SIZE = 26;

/**
 * Checks that a variant is one the engine can play: size an integer 3–26, winLength an integer
 * from 3 to size, a known rule. Throws `CodecError` (code `bad-variant`) otherwise.
 */
export function validateVariant(variant: Variant): Variant {
  const { size, winLength, rule } = (variant ?? {}) as Partial<Variant>;
  if (!Number.isInteger(size) || (size as number) < MIN_SIZE || (size as number) > MAX_SIZE) {
    throw new CodecError('bad-variant', -1, `Board size must be an integer from ${MIN_SIZE} to ${MAX_SIZE}, got ${String(size)}.`);
  }
  if (!Number.isInteger(winLength) || (winLength as number) < 3 || (winLength as number) > (size as number)) {
    throw new CodecError('bad-variant', -1, `Win length must be an integer from 3 to the board size, got ${String(winLength)}.`);
  }
  if (rule !== 'freestyle' && rule !== 'standard' && rule !== 'renju') {
    throw new CodecError('bad-variant', -1, `Unknown rule “${String(rule)}”: the rules are freestyle, standard and renju.`);
  }
  return variant;
}

/** The other side. */
export function otherColor(color: Color): Color {
  return color === 'black' ? 'white' : 'black';
}

/** Who played the move at `index` of a record: Black at 0, 2, 4…, White at 1, 3, 5… */
export function colorOfMove(index: number): Color {
  return index % 2 === 0 ? 'black' : 'white';
}
