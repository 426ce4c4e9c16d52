import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defaultClientConditions, defaultServerConditions } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const app = path.join(here, 'app');

/**
 * Bundles the scenes app from the BUILT packages: Vite's default conditions, so every
 * `@gomoku/*` import resolves to its `dist`, as in an app that installed them. The client bundle
 * goes to `out/client` (`main.js`), the server renderer to `out/server/server.js`.
 */
export async function buildApp(out: string): Promise<{ client: string; server: string }> {
  // A production build, as an app ships (Vitest runs with NODE_ENV=test, which Vite and the React plugin read).
  const environment = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await buildBoth(out);
  } finally {
    process.env.NODE_ENV = environment;
  }
}

async function buildBoth(out: string): Promise<{ client: string; server: string }> {
  const client = path.join(out, 'client');
  const server = path.join(out, 'server');
  const common = { configFile: false as const, root: app, logLevel: 'error' as const, mode: 'production', plugins: [react()] };
  await build({
    ...common,
    resolve: { conditions: [...defaultClientConditions] },
    build: {
      outDir: client,
      emptyOutDir: true,
      rollupOptions: { input: path.join(app, 'main.tsx'), output: { entryFileNames: 'main.js' } },
    },
  });
  await build({
    ...common,
    ssr: { noExternal: [/^@gomoku\//], resolve: { conditions: [...defaultServerConditions], externalConditions: [] } },
    build: { outDir: server, emptyOutDir: true, ssr: path.join(app, 'server.tsx') },
  });
  return { client, server: path.join(server, 'server.js') };
}

/** A scene rendered to HTML by the built server renderer, in a Node process of its own. */
export function renderOnServer(server: string, scene: string): string {
  const script = `import { render } from ${JSON.stringify(server)}; process.stdout.write(render(${JSON.stringify(scene)}));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error(`server render of ${scene} failed: ${result.stderr}`);
  return result.stdout;
}
