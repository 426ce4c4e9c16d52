import { bench } from 'vitest';

/**
 * A benchmark that runs its body once and prints its own figures (a match, a suite, a sweep):
 * Vitest's timing of it says nothing, so it is run a single time however the bench is set up.
 */
export function benchOnce(name: string, body: () => void): void {
  let done = false;
  bench(
    name,
    () => {
      if (done) return;
      done = true;
      body();
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
}
