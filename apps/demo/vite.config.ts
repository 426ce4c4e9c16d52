import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// The game server `pnpm dev` starts beside Vite (scripts/dev.mjs): the page reaches its API and
// WebSocket on its own origin, as it does in production where the server serves the page.
const gameServer = `http://127.0.0.1:${process.env.GOMOKU_SERVER_PORT ?? '8787'}`;
const proxy = { '/api': gameServer, '/healthz': gameServer, '/ws': { target: gameServer, ws: true } };

export default defineConfig({
  plugins: [react()],
  // Workspace packages are used from their TypeScript source: no prebuild for dev.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: { host: '127.0.0.1', port: 5173, proxy },
  preview: { host: '127.0.0.1', port: 4173, proxy },
  build: { target: 'es2022', modulePreload: { polyfill: false } },
});
