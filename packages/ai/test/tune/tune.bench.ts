// `pnpm tune` (scripts/tune.mjs): fits the evaluation's values to the results of self-play games
// and writes them to src/evaluation-weights.ts. AI_TUNE_GAMES games of master against itself are
// played first (none by default), AI_TUNE_MS a move on a simulated clock (a node budget: the same
// games on any machine) from random openings seeded by AI_TUNE_SEED, and kept in
// test/tune/games-SEED.txt; the fit then reads every games file here, so the same games give the
// same values. Set AI_TUNE_FIT=0 to play only.
import { GOMOKU } from '@gomoku/engine';
import { readdirSync, readFileSync, appendFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, vi } from 'vitest';
import { benchOnce } from '../bench-once.ts';
import { seededRandom } from '../seeded-random.ts';
import { simulateClock } from '../simulated-clock.ts';
import { LINE_TERMS, TERMS } from './features.ts';
import { fitScale, fitWeights, groupedLoss, logLoss } from './fit.ts';
import type { Worths } from '../../src/classes.ts';
import { HAND_SET } from './hand-set.ts';
import { positionsOf, type GamePosition } from './samples.ts';
import { randomOpening, selfPlay } from './self-play.ts';

const env = process.env;
const here = path.dirname(fileURLToPath(import.meta.url));
const GAMES = Number(env.AI_TUNE_GAMES ?? 0);
const SEED = Number(env.AI_TUNE_SEED ?? 1);
const MS = Number(env.AI_TUNE_MS ?? 20);
const STEP = Number(env.AI_TUNE_STEP ?? 0.17);
const FIT = env.AI_TUNE_FIT !== '0';
/**
 * The pulls towards the hand-set values tried, weakest first. The strongest whose held-out loss
 * is within one standard error of the best is kept: a weak pull splits a value freely between
 * terms that go together (an open three's line and its point's class) and predicts no better.
 */
const LAMBDAS = [1e-10, 1e-9, 1e-8, 1e-7, 1e-6];
/** Every tenth game is held out, to choose the pull and report how well the fit predicts. */
const HELD_OUT = 10;

function play(): void {
  const file = path.join(here, `games-${SEED}.txt`);
  const random = seededRandom(SEED);
  simulateClock(STEP);
  try {
    for (let g = 0; g < GAMES; g++) {
      const { record, winner } = selfPlay(randomOpening(GOMOKU, random), GOMOKU, MS);
      appendFileSync(file, `${record}\n`);
      process.stdout.write(`game ${g + 1} of ${GAMES} (seed ${SEED}): ${winner ?? 'draw'}\n`);
    }
  } finally {
    vi.restoreAllMocks();
  }
}

/** The games kept here, in a fixed order. */
function games(): string[] {
  return readdirSync(here)
    .filter((name) => /^games-\d+\.txt$/.test(name))
    .sort((a, b) => Number(/\d+/.exec(a)?.[0]) - Number(/\d+/.exec(b)?.[0]))
    .flatMap((name) => readFileSync(path.join(here, name), 'utf8').split('\n').filter(Boolean));
}

const flat = ({ line, point }: Worths) => [...line, ...point];
const HAND = flat(HAND_SET.toMove);
// Terms never counted or not the evaluation's to weigh: a point of no pattern, no class, and an overline (not scored).
const FIXED = new Set([0, 10, LINE_TERMS]);
const colour = (position: GamePosition) => (position.blackToMove ? 1 : -1);

/**
 * The models fitted: how a position becomes terms, the values it starts from and which may move.
 * Each has a last term for the colour to move (Black's first-move edge, which the search cannot
 * use but the fit must not pin on the patterns).
 */
const MODELS = {
  /** One value a term, the side to move's counts less the other's: the hand-set evaluation's form. */
  shared: {
    terms: (p: GamePosition) => Float64Array.from([...p.own.map((count, i) => count - (p.other[i] as number)), colour(p)]),
    prior: [...HAND, 0],
    free: [...Array.from({ length: TERMS }, (_, i) => !FIXED.has(i)), true],
  },
  /** A value a term for the side to move and another for the side that waits. */
  bySide: {
    terms: (p: GamePosition) => Float64Array.from([...p.own, ...p.other.map((count) => -count), colour(p)]),
    prior: [...HAND, ...HAND, 0],
    free: [...Array.from({ length: 2 * TERMS }, (_, i) => !FIXED.has(i % TERMS)), true],
  },
};

function fitModel(name: keyof typeof MODELS, train: readonly GamePosition[], held: readonly (readonly GamePosition[])[]) {
  const model = MODELS[name];
  const samples = (positions: readonly GamePosition[]) => positions.map((p) => ({ terms: model.terms(p), result: p.result }));
  const [fitted, test] = [samples(train), held.map(samples)];
  const { prior, free } = model;
  const k = fitScale(fitted, prior);
  const rows = LAMBDAS.map((lambda) => {
    const weights = fitWeights(fitted, prior, { k, free, lambda });
    return { lambda, weights, held: groupedLoss(test, weights, k), train: logLoss(fitted, weights, k) };
  });
  const best = rows.reduce((a, b) => (b.held.mean < a.held.mean ? b : a));
  const kept = rows.findLast((row) => row.held.mean <= best.held.mean + best.held.standardError) ?? best;
  const loss = ({ mean, standardError }: { mean: number; standardError: number }) => `${mean.toFixed(4)} ± ${standardError.toFixed(4)}`;
  process.stdout.write(
    `${name}: K ${k.toExponential(3)}; hand-set: log loss ${logLoss(fitted, prior, k).toFixed(4)} fitted, ${loss(groupedLoss(test, prior, k))} held out\n` +
      rows.map((row) => `  lambda ${row.lambda.toExponential(0)}: ${row.train.toFixed(4)} fitted, ${loss(row.held)} held out${row === kept ? ' (kept)' : ''}\n`).join('') +
      `  values ${Array.from(kept.weights, (w) => Math.round(w)).join(' ')}\n`,
  );
  return kept.weights;
}

function fit(): void {
  const records = games();
  const train: GamePosition[] = [];
  const held: GamePosition[][] = [];
  records.forEach((record, g) => {
    const positions = positionsOf(record, GOMOKU);
    if (g % HELD_OUT === HELD_OUT - 1) held.push(positions);
    else train.push(...positions);
  });
  process.stdout.write(`${records.length} games, ${train.length} positions to fit and ${held.flat().length} held out\n`);
  fitModel('shared', train, held);
  const rounded = Array.from(fitModel('bySide', train, held), (w) => Math.round(w));
  const list = (values: number[]) => `[${values.join(', ')}]`;
  const worths = (from: number) => `{ line: ${list(rounded.slice(from, from + LINE_TERMS))}, point: ${list(rounded.slice(from + LINE_TERMS, from + TERMS))} }`;
  writeFileSync(
    path.join(here, '../../src/evaluation-weights.ts'),
    `import type { Evaluation } from './classes.ts';

/**
 * The evaluation's values, fitted by \`pnpm tune\` (packages/ai/test/tune/) to the results of
 * ${records.length} self-play games: written by it, not by hand.
 */
export const EVALUATION: Evaluation = {
  toMove: ${worths(0)},
  waiting: ${worths(TERMS)},
};
`,
  );
}

describe.skipIf(!env.AI_TUNE)('ai tune', () => {
  benchOnce('tune', () => {
    if (GAMES > 0) play();
    if (FIT) fit();
  });
});
