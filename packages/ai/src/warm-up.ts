import { GOMOKU, RENJU } from '@gomoku/engine';
import { think } from './think.ts';

/** A quiet position past every book line: the warm-up searches it. */
const POSITION = [112, 96, 128, 98, 126, 140];
/** Each warm-up search's time: with two rounds, enough for the code to be compiled and the tables it meets built. */
const WARM_UP_MS = 20;

/**
 * Searches a position briefly under renju, then freestyle (the variant most games use), twice
 * (the second round runs the code the first compiled), so that the next search of the process
 * finds its code compiled and its tables built: the values by combo, the line patterns of the
 * opening, the workspaces. A process's first search builds these in its own time, several times
 * a small budget. A new worker warms up before it reads its first request; where `search` runs
 * on the calling thread (a server's or a script's computer player), call this once at start-up
 * (about 0.1 s).
 */
export function warmUp(): void {
  for (let round = 0; round < 2; round++) {
    for (const variant of [RENJU, GOMOKU]) think(POSITION, { variant, level: 'master', timeMs: WARM_UP_MS });
  }
}
