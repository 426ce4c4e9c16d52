// `pnpm tune` (scripts/tune.mjs): fits the evaluation's values to the results of self-play games
// and writes them to src/evaluation-weights.ts (AI_TUNE_RULE=renju: renju's games and values, in
// src/renju-evaluation-weights.ts). AI_TUNE_GAMES games of master against itself are played first
// (none by default), AI_TUNE_MS a move on a simulated clock (a node budget: the same games on any
// machine) from random openings seeded by AI_TUNE_SEED, and kept in test/tune/games-SEED.txt
// (games-renju-SEED.txt); the fit then reads every games file of the rule here, so the same games
// give the same values. Set AI_TUNE_FIT=0 to play only.
import { GOMOKU, RENJU } from '@gomoku/engine';
import { readdirSync, readFileSync, appendFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, vi } from 'vitest';
import { benchOnce } from '../bench-once.ts';
import { seededRandom } from '../seeded-random.ts';
import { simulateClock } from '../simulated-clock.ts';
import { fitScale, fitWeights, groupedLoss, logLoss, lossDifference } from './fit.ts';
import type { Worths } from '../../src/classes.ts';
import { crossingModel, evaluationOf, MODELS, type Model } from './models.ts';
import { positionsOf, type GamePosition } from './samples.ts';
import { randomOpening, selfPlay } from './self-play.ts';

const env = process.env;
const here = path.dirname(fileURLToPath(import.meta.url));
const GAMES = Number(env.AI_TUNE_GAMES ?? 0);
const SEED = Number(env.AI_TUNE_SEED ?? 1);
const MS = Number(env.AI_TUNE_MS ?? 20);
const STEP = Number(env.AI_TUNE_STEP ?? 0.17);
const FIT = env.AI_TUNE_FIT !== '0';
const RULE = env.AI_TUNE_RULE === 'renju' ? 'renju' : 'freestyle';
const VARIANT = RULE === 'renju' ? RENJU : GOMOKU;
const PREFIX = RULE === 'renju' ? 'games-renju-' : 'games-';
/** Where the fitted values go: each rule's in a module of its own. */
const OUTPUT = RULE === 'renju' ? { file: 'renju-evaluation-weights.ts', name: 'RENJU_EVALUATION' } : { file: 'evaluation-weights.ts', name: 'EVALUATION' };
/**
 * The pulls towards the hand-set values tried, weakest first. The strongest whose held-out loss
 * is within one standard error of the best is kept: a weak pull splits a value freely between
 * terms that go together (an open three's line and its point's class) and predicts no better.
 */
const LAMBDAS = [1e-10, 1e-9, 1e-8, 1e-7, 1e-6];
/** Every tenth game is held out, to choose the pull and report how well the fit predicts. */
const HELD_OUT = 10;

function play(): void {
  const file = path.join(here, `${PREFIX}${SEED}.txt`);
  const random = seededRandom(SEED);
  simulateClock(STEP);
  try {
    for (let g = 0; g < GAMES; g++) {
      const { record, winner } = selfPlay(randomOpening(VARIANT, random), VARIANT, MS);
      appendFileSync(file, `${record}\n`);
      process.stdout.write(`game ${g + 1} of ${GAMES} (seed ${SEED}): ${winner ?? 'draw'}\n`);
    }
  } finally {
    vi.restoreAllMocks();
  }
}

/** The games kept here, in a fixed order. */
function games(): string[] {
  const pattern = new RegExp(`^${PREFIX}\\d+\\.txt$`);
  return readdirSync(here)
    .filter((name) => pattern.test(name))
    .sort((a, b) => Number(/\d+/.exec(a)?.[0]) - Number(/\d+/.exec(b)?.[0]))
    .flatMap((name) => readFileSync(path.join(here, name), 'utf8').split('\n').filter(Boolean));
}

/** A crossing of line patterns gets a value of its own where it occurs in this share of the positions fitted (for either side). */
const CROSSING_SHARE = 0.01;

/** The crossings common enough in `positions` to be given a value, by crossing key. */
function commonCrossings(positions: readonly GamePosition[]): number[] {
  const seen = new Map<number, number>();
  for (const { ownCrossings, otherCrossings } of positions) {
    for (const key of new Set([...ownCrossings.keys(), ...otherCrossings.keys()])) seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return [...seen].filter(([, n]) => n >= CROSSING_SHARE * positions.length).map(([key]) => key).sort((a, b) => a - b);
}

function fitModel(name: string, model: Model, train: readonly GamePosition[], held: readonly (readonly GamePosition[])[]) {
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
  return { ...kept, k, groups: test };
}

function fit(): void {
  const records = games();
  const train: GamePosition[] = [];
  const held: GamePosition[][] = [];
  records.forEach((record, g) => {
    const positions = positionsOf(record, VARIANT);
    if (g % HELD_OUT === HELD_OUT - 1) held.push(positions);
    else train.push(...positions);
  });
  process.stdout.write(`${records.length} games, ${train.length} positions to fit and ${held.flat().length} held out\n`);
  fitModel('shared', MODELS.shared, train, held);
  const bySide = fitModel('bySide', MODELS.bySide, train, held);
  const byColour = fitModel('byColour', MODELS.byColour, train, held);
  const crossings = commonCrossings(train);
  process.stdout.write(`${crossings.length} crossings in ${CROSSING_SHARE * 100}% of the positions or more\n`);
  const crossing = fitModel('crossing', crossingModel(crossings), train, held);
  // A richer model is kept only where it predicts the held-out games better than by side, by more
  // than the difference's standard error; of two that do, the one that predicts best. By colour
  // is a candidate only under renju, where the colours play by different rules: on the freestyle
  // games it predicts a little better too, but played weaker (see MEASUREMENTS.md).
  const candidates = [
    { name: 'by colour', model: 'byColour' as const, fit: byColour, may: RULE === 'renju' },
    { name: 'crossings', model: 'crossing' as const, fit: crossing, may: true },
  ].map((candidate) => {
    const gain = lossDifference(candidate.fit, bySide, bySide.k);
    process.stdout.write(`${candidate.name} against by side, held out: ${gain.mean.toFixed(4)} ± ${gain.standardError.toFixed(4)}${candidate.may ? '' : ' (not a candidate)'}\n`);
    return { ...candidate, gain };
  });
  const kept = candidates.filter(({ gain, may }) => may && gain.mean + gain.standardError < 0).sort((a, b) => a.gain.mean - b.gain.mean)[0] ?? { name: 'by side', model: 'bySide' as const, fit: bySide };
  process.stdout.write(`kept: ${kept.name}\n`);
  const evaluation = evaluationOf(kept.model, kept.fit.weights, crossings);
  const list = (values: readonly unknown[]) => `[${values.join(', ')}]`;
  const worths = ({ line, point, crossing: pairs }: Worths) =>
    `{ line: ${list(line)}, point: ${list(point)}${pairs ? `, crossing: ${list(pairs.map(([key, value]) => `[0x${key.toString(16)}, ${value}]`))}` : ''} }`;
  const { white } = evaluation;
  const values = `  toMove: ${worths(evaluation.toMove)},\n  waiting: ${worths(evaluation.waiting)},${white ? `\n  white: {\n    toMove: ${worths(white.toMove)},\n    waiting: ${worths(white.waiting)},\n  },` : ''}`;
  writeFileSync(
    path.join(here, '../../src', OUTPUT.file),
    `import type { Evaluation } from './classes.ts';

/**
 * The evaluation's values${RULE === 'renju' ? ' under renju' : ''}, fitted by \`pnpm tune\` (packages/ai/test/tune/) to the
 * results of ${records.length} ${RULE} self-play games: written by it, not by hand.
 */
export const ${OUTPUT.name}: Evaluation = {
${values}
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
