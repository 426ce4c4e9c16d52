import { describe } from 'vitest';
import { benchOnce } from '../bench-once.ts';
import { Clock } from '../../src/clock.ts';
import { search } from '../../src/search.ts';
import { Vct } from '../../src/vct.ts';
import { frozenMaster } from '../frozen-master/index.ts';
import { Solver } from './solver.ts';
import { positionOf, setUp, suite } from './suite.ts';

/** Thinking time per position (AI_DEFENCE_MS, default 200). */
const MS = Number(process.env.AI_DEFENCE_MS ?? 200);
const held = suite.filter((entry) => entry.kind === 'defence');

/** How many of the held set's positions a player's move defends: after it, the attacker wins neither by fours nor by threats. */
function defended(pick: (moves: number[], entry: (typeof held)[number]) => number): number {
  return held.filter((entry) => {
    const { variant, moves, stone } = setUp(entry);
    const after = [...moves, pick(moves, entry)];
    const attacker = 3 - stone;
    return new Solver(variant, after).vcf(attacker, Infinity) === null && !new Vct(positionOf(variant, after)).search(attacker, 9, 40, new Clock(Infinity, undefined, 1_000_000));
  }).length;
}

describe(`ai defence against threat sequences: ${held.length} positions one move before a victory by threats, ${MS} ms each`, () => {
  benchOnce('master against master before issue 21', () => {
    const master = defended((moves, entry) => search(moves, { variant: setUp(entry).variant, level: 'master', timeMs: MS }).point);
    const frozen = defended((moves, entry) => frozenMaster(moves, setUp(entry).variant, MS));
    process.stdout.write(`ai defence: master holds ${master}/${held.length}, frozen master ${frozen}/${held.length}\n`);
  });
});
