import { describe } from 'vitest';
import { compare, seeded } from '../../../scripts/bench.ts';
import { naivePairRound } from './naive-pairing.ts';
import { pairRound, type WaitingEntry } from '../src/lobby/pairing.ts';

const WAITING = 1_000;
const NOW = 1_800_000_000_000;

/** A busy pool: ratings around 1500 (spread about 300), waits from 0 to 40 s, so ranges from 100 points to anyone. */
function waitingPlayers(): WaitingEntry[] {
  const random = seeded(32);
  return Array.from({ length: WAITING }, (_, i) => {
    const normal = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    return { id: `entry-${i}`, player: `player-${i}`, rating: Math.round(1500 + 300 * normal), since: NOW - Math.floor(random() * 40_000), pool: 'freestyle-3+2' };
  });
}

const waiting = waitingPlayers();

describe(`a pairing round over ${WAITING} waiting players`, () => {
  compare(
    'lobby pairing round',
    { name: 'round', scale: 'ms', count: 1 },
    { name: 'pairRound (sorted sweep)', fn: () => pairRound(waiting, NOW) },
    { name: 'all couples, sorted (naive)', fn: () => naivePairRound(waiting, NOW) },
    { iterations: 40 },
  );
});
