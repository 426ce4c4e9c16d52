import { bench } from 'vitest';

interface Timed {
  name: string;
  /** Milliseconds of each call. */
  samples: number[];
  /** How many units (moves, calls, nodes) one call does. */
  units: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/**
 * A pair of benchmarks, a candidate and the baseline it is measured against in the same run.
 * Vitest prints its own table; this also prints one line with the figure per unit and the ratio,
 * e.g. `engine judge: 41 ns/move (baseline 980 ns/move): 23.9x faster`, or for a candidate that
 * costs more (a layer over its baseline) `…: 4.6x the baseline's time`.
 */
export function compare(
  label: string,
  unit: { name: string; scale: 'ns' | 'µs' | 'ms'; count: number },
  candidate: { name: string; fn: () => void },
  baseline: { name: string; fn: () => void },
  options: { iterations?: number } = {},
): void {
  const iterations = options.iterations ?? 5;
  const runs: Timed[] = [candidate, baseline].map(({ name }) => ({ name, samples: [], units: unit.count }));
  const factor = { ns: 1e6, µs: 1e3, ms: 1 }[unit.scale];
  const figure = (v: number) => `${v < 10 ? v.toFixed(2) : v.toFixed(0)} ${unit.scale}/${unit.name}`;
  // The first sample of each is the warm-up; the line is printed once both have all theirs.
  const print = () => {
    if (runs.some((r) => r.samples.length <= iterations)) return;
    const [c, b] = runs.map((r) => (median(r.samples.slice(1)) * factor) / r.units) as [number, number];
    const ratio = b >= c ? `${(b / c).toFixed(1)}x faster` : `${(c / b).toFixed(1)}x the baseline's time`;
    process.stdout.write(`${label}: ${figure(c)} (baseline ${baseline.name}: ${figure(b)}): ${ratio}\n`);
  };
  [candidate, baseline].forEach(({ name, fn }, i) => {
    const timed = runs[i] as Timed;
    const run = () => {
      const start = performance.now();
      fn();
      timed.samples.push(performance.now() - start);
    };
    bench(name, run, { iterations, time: 0, warmupIterations: 1, warmupTime: 0, teardown: print });
  });
}

/** A small seeded PRNG (mulberry32), so benchmark inputs are the same in every run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
