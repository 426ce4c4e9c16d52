import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// The library's theme variables, declared once (data with no imports, so the config reads it from source).
import { PALETTE } from '../../packages/react/src/theme/palette.ts';

// The game server `pnpm dev` starts beside Vite (scripts/dev.mjs): the page reaches its API and
// WebSocket on its own origin, as it does in production where the server serves the page.
const gameServer = `http://127.0.0.1:${process.env.GOMOKU_SERVER_PORT ?? '8787'}`;
const proxy = { '/api': gameServer, '/healthz': gameServer, '/ws': { target: gameServer, ws: true } };

export default defineConfig({
  plugins: [
    react(),
    // Installable and playable offline: every built file is precached, so the app, the computer's
    // worker and every lazy part open with no network. The server's own paths are never cached.
    VitePWA({
      registerType: 'autoUpdate',
      // A file of its own, not an inline script: the game server's CSP allows scripts from 'self' only.
      injectRegister: 'script',
      includeAssets: ['icon.svg'],
      manifest: {
        name: 'Gomoku — five in a row',
        short_name: 'Gomoku',
        description: 'Play Gomoku against the computer or a friend, on one screen or online.',
        // The installed app's colours are the library's light theme, as the page is by default:
        // its ink for the title bar, its surface behind the splash screen.
        theme_color: PALETTE.text.light,
        background_color: PALETTE.surface.light,
        display: 'standalone',
        start_url: '/',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/ws/, /^\/healthz/],
      },
    }),
  ],
  // Workspace packages are used from their TypeScript source: no prebuild for dev.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: { host: '127.0.0.1', port: 5173, proxy },
  preview: { host: '127.0.0.1', port: 4173, proxy },
  // The manifest lets scripts/size.mjs weigh what the first game loads beside what the home does.
  build: { target: 'es2022', modulePreload: { polyfill: false }, manifest: true },
});
