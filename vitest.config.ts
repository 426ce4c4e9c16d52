import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium-options.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

// Workspace packages resolve to their TypeScript source: no prebuild for dev, tests or benches.
const resolve = { conditions: ['source', ...defaultClientConditions] };
const ssr = { resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] } };

const nodeProject = (name: string, dir: string, options: { env?: Record<string, string>; globalSetup?: string[]; testTimeout?: number; hookTimeout?: number; execArgv?: string[] } = {}) => ({
  extends: true as const,
  test: {
    name,
    root: path.join(root, dir),
    environment: 'node' as const,
    // A hang guard, not a speed check: property tests take seconds on a busy 2-core machine.
    testTimeout: 30_000,
    // Tests beside the code in src/; what does not ship (oracles, frozen players, suites, benchmarks) in test/.
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    benchmark: { include: ['test/**/*.bench.ts'] },
    ...options,
  },
});

export default defineConfig({
  resolve,
  ssr,
  test: {
    projects: [
      nodeProject('engine', 'packages/engine'),
      nodeProject('machine', 'packages/machine'),
      // The machine against the lowest xstate of its peer range (the workspace's own is the highest);
      // its fuzz runs a tenth of the sequences: the same code, another XState.
      {
        ...nodeProject('machine-xstate-lowest', 'packages/machine', { env: { XSTATE_EXPECTED: '5.33.0', FUZZ_SEQUENCES: '10000' } }),
        resolve: { ...resolve, alias: [{ find: /^xstate(\/.*)?$/, replacement: path.join(root, 'node_modules/xstate-lowest$1') }] },
      },
      nodeProject('ai', 'packages/ai'),
      nodeProject('protocol', 'packages/protocol'),
      nodeProject('demo', 'apps/demo'),
      // The connection is tested against a real game server on loopback.
      nodeProject('client', 'packages/client', { testTimeout: 30_000 }),
      // A throwaway PostgreSQL for the run (apt-get installs it first on a bare machine as root).
      nodeProject('server', 'packages/server', {
        globalSetup: [path.join(root, 'packages/server/test/global-setup.ts')],
        testTimeout: 30_000,
        hookTimeout: 300_000,
        // The server benchmark collects garbage before it reads the heap per room.
        execArgv: ['--expose-gc'],
      }),
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'react',
          root: path.join(root, 'packages/react'),
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
          // The online components are tested against a real game server.
          globalSetup: ['./test/game-server.ts'],
          hookTimeout: 120_000,
          // userEvent in jsdom types key by key: seconds on a busy 2-core machine, not a hang.
          testTimeout: 20_000,
          benchmark: { include: ['test/**/*.bench.{ts,tsx}'] },
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        // Optimised up front: a dependency found mid-run reloads the page and fails that run's stories.
        optimizeDeps: {
          include: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'xstate', '@xstate/react', 'storybook/test'],
        },
        test: {
          name: 'storybook',
          benchmark: { include: [] },
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        // An app bundled from the built packages (and one installed from their tarballs): run after the build.
        extends: true,
        test: {
          name: 'embed',
          root: path.join(root, 'e2e/embed'),
          environment: 'node',
          include: ['**/*.e2e.ts'],
          benchmark: { include: [] },
          testTimeout: 60_000,
          hookTimeout: 600_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          root: path.join(root, 'e2e'),
          environment: 'node',
          include: ['**/*.e2e.ts'],
          // The embedding tests are their own project, run once after the build.
          exclude: ['embed/**', '**/node_modules/**'],
          benchmark: { include: ['**/*.bench.ts'] },
          globalSetup: [path.join(root, 'e2e/serve.ts')],
          // What another browser did shows once the server has stored it: seconds, on a loaded
          // machine (an fsync can pass the production store's 400 ms), not expect.poll's 1 s.
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
