import { afterEach } from 'vitest';
import type { GomokuServerOptions } from '../src/server.ts';
import { startServer } from './servers.ts';

/** What a test file tears down after each test. */
export interface PerTest {
  /** Adds a step to run after the current test; steps run last added first. */
  defer(step: () => Promise<unknown>): void;
  /** Starts a server (see `startServer`) that is closed after the current test. */
  server(options?: Partial<GomokuServerOptions>): ReturnType<typeof startServer>;
}

/** Tears down after each test what the test started, last first. Call once, at a test file's top level. */
export function perTest(): PerTest {
  const steps: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const step of steps.splice(0).reverse()) await step();
  });
  return {
    defer: (step) => void steps.push(step),
    async server(options) {
      const started = await startServer(options);
      steps.push(started.close);
      return started;
    },
  };
}
