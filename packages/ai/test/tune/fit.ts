/**
 * A Texel-style fit of a linear evaluation to game results: the chance that the side to move wins
 * is taken as σ(K · w·x), where x holds a position's term counts (the side to move's less the
 * other's) and w the evaluation's values. K is fitted first with the values as they are, so the
 * fitted values keep the scale the search's margins are set in; then w is fitted with K fixed,
 * by Newton's method on the mean log loss (convex: logistic regression), pulled gently towards
 * the values it started from so that terms seen rarely keep them.
 */

/** A position: its term counts from the side to move's side, and how the game ended for that side (1 won, ½ drawn, 0 lost). */
export interface Sample {
  readonly terms: Float64Array;
  readonly result: number;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

function dot(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i] as number) * (b[i] as number);
  return sum;
}

/** The mean log loss of predicting `samples` with `weights` at scale `k`. */
export function logLoss(samples: readonly Sample[], weights: ArrayLike<number>, k: number): number {
  let total = 0;
  for (const { terms, result } of samples) {
    // log σ(z) and log σ(-z), written not to overflow.
    const z = k * dot(terms, weights);
    const logWin = -Math.log1p(Math.exp(-Math.abs(z))) + Math.min(0, z);
    const logLoss = logWin - z;
    total -= result * logWin + (1 - result) * logLoss;
  }
  return total / Math.max(1, samples.length);
}

/**
 * The mean log loss over samples that come in groups (a game's positions, which are not
 * independent), with its standard error taken over the groups: the ratio estimator's
 * √(Σ (loss of a group − mean · its size)²) / samples.
 */
export function groupedLoss(groups: readonly (readonly Sample[])[], weights: ArrayLike<number>, k: number): { mean: number; standardError: number } {
  return groupedMean(
    groups.map((group) => logLoss(group, weights, k) * group.length),
    groups,
  );
}

/**
 * How much lower one model's log loss is than another's on the same positions (`a` and `b`: the
 * same games, each model's terms), with the standard error of the difference over games: a model
 * predicts better where the difference is below zero by more than its standard error.
 */
export function lossDifference(
  a: { groups: readonly (readonly Sample[])[]; weights: ArrayLike<number> },
  b: { groups: readonly (readonly Sample[])[]; weights: ArrayLike<number> },
  k: number,
): { mean: number; standardError: number } {
  const sums = a.groups.map((group, g) => (logLoss(group, a.weights, k) - logLoss(b.groups[g] as readonly Sample[], b.weights, k)) * group.length);
  return groupedMean(sums, a.groups);
}

/** The ratio estimator of a mean over samples that come in groups, from each group's sum: the mean and its standard error. */
function groupedMean(sums: readonly number[], groups: readonly (readonly Sample[])[]): { mean: number; standardError: number } {
  const count = groups.reduce((n, group) => n + group.length, 0);
  const mean = sums.reduce((x, y) => x + y, 0) / Math.max(1, count);
  const spread = sums.reduce((total, sum, g) => total + (sum - mean * (groups[g] as readonly Sample[]).length) ** 2, 0);
  return { mean, standardError: Math.sqrt(spread) / Math.max(1, count) };
}

/** The scale K that best predicts `samples` with `weights` as they are (golden-section search on log K). */
export function fitScale(samples: readonly Sample[], weights: ArrayLike<number>): number {
  let [low, high] = [Math.log(1e-6), Math.log(1)];
  const ratio = (Math.sqrt(5) - 1) / 2;
  for (let i = 0; i < 80; i++) {
    const a = high - ratio * (high - low);
    const b = low + ratio * (high - low);
    if (logLoss(samples, weights, Math.exp(a)) < logLoss(samples, weights, Math.exp(b))) high = b;
    else low = a;
  }
  return Math.exp((low + high) / 2);
}

/** How a fit runs. */
export interface FitOptions {
  /** The scale K (from `fitScale`). */
  k: number;
  /** Which terms may move; the others keep the prior's value. */
  free: readonly boolean[];
  /** Pull towards the prior: `lambda · Σ (w − prior)²` is added to the loss. */
  lambda: number;
  /** Newton steps at most. */
  steps?: number;
}

/** The penalised loss the fit minimises. */
function objective(samples: readonly Sample[], weights: Float64Array, prior: ArrayLike<number>, { k, lambda }: FitOptions): number {
  let penalty = 0;
  for (let i = 0; i < weights.length; i++) penalty += ((weights[i] as number) - (prior[i] as number)) ** 2;
  return logLoss(samples, weights, k) + lambda * penalty;
}

/** Solves `a · x = b` (a square, row-major) by Gaussian elimination with partial pivoting. */
export function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] as number]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    const top = m[col]!;
    for (let r = col + 1; r < n; r++) {
      const row = m[r]!;
      const f = row[col]! / top[col]!;
      for (let c = col; c <= n; c++) row[c] = row[c]! - f * top[c]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    const row = m[r]!;
    let sum = row[n]!;
    for (let c = r + 1; c < n; c++) sum -= row[c]! * x[c]!;
    x[r] = sum / row[r]!;
  }
  return x;
}

/** The values that best predict `samples` at scale `k`, starting from and pulled towards `prior`. */
export function fitWeights(samples: readonly Sample[], prior: ArrayLike<number>, options: FitOptions): Float64Array {
  const { k, free, lambda } = options;
  const index = free.flatMap((on, i) => (on ? [i] : []));
  const n = index.length;
  const weights = Float64Array.from(prior);
  let current = objective(samples, weights, prior, options);
  for (let step = 0; step < (options.steps ?? 50); step++) {
    const gradient = new Array<number>(n).fill(0);
    const hessian = Array.from({ length: n }, () => new Array<number>(n).fill(0));
    const present: number[] = [];
    for (const { terms, result } of samples) {
      const p = sigmoid(k * dot(terms, weights));
      const g = (p - result) * k;
      const h = p * (1 - p) * k * k;
      // Most terms are absent from a position (most crossings): only the present ones add.
      present.length = 0;
      for (let a = 0; a < n; a++) if (terms[index[a]!] !== 0) present.push(a);
      for (const a of present) {
        const xa = terms[index[a]!]!;
        gradient[a]! += g * xa;
        const row = hessian[a]!;
        for (const b of present) row[b]! += h * xa * terms[index[b]!]!;
      }
    }
    const scale = 1 / Math.max(1, samples.length);
    for (let a = 0; a < n; a++) {
      const i = index[a]!;
      gradient[a] = gradient[a]! * scale + 2 * lambda * (weights[i]! - (prior[i] as number));
      for (let b = 0; b < n; b++) hessian[a]![b] = hessian[a]![b]! * scale + (a === b ? 2 * lambda : 0);
    }
    const delta = solve(hessian, gradient);
    // Newton's step, halved while it does not lower the loss.
    let stepSize = 1;
    let next = current;
    const trial = Float64Array.from(weights);
    for (; stepSize > 1e-4; stepSize /= 2) {
      index.forEach((i, a) => (trial[i] = weights[i]! - stepSize * delta[a]!));
      next = objective(samples, trial, prior, options);
      if (next < current) break;
    }
    if (!(next < current)) break;
    weights.set(trial);
    const converged = current - next < 1e-10;
    current = next;
    if (converged) break;
  }
  return weights;
}
