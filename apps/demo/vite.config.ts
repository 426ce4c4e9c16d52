import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// The library's theme variables, declared once (data with no imports, so the config reads it from source).
import { PALETTE } from '../../packages/react/src/theme/palette.ts';

// The game server `pnpm dev` starts beside Vite (scripts/dev.mjs): the page reaches its API and
// WebSocket on its own origin, as it does in production where the server serves the page.
const gameServer = `http://127.0.0.1:${process.env.GOMOKU_SERVER_PORT ?? '8787'}`;
const proxy = { '/api': gameServer, '/healthz': gameServer, '/ws': { target: gameServer, ws: true } };

/** `color-mix(in srgb, a share, b)` of two `#rrggbb` colours, as app.css mixes its roles from the palette. */
const mix = (a: string, b: string, share: number) =>
  `#${[1, 3, 5].map((i) => Math.round(parseInt(a.slice(i, i + 2), 16) * share + parseInt(b.slice(i, i + 2), 16) * (1 - share)).toString(16).padStart(2, '0')).join('')}`;

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
        // The installed app's colours are the library's light theme: its ink for the title bar, and
        // behind the splash screen the colour the app opens on, the home's page (app.css's `--page`,
        // which covers the window), so the splash gives way to the home without a flash. Light,
        // because a manifest holds one colour and the page is light unless the device asks for dark.
        theme_color: PALETTE.text.light,
        background_color: mix(PALETTE.surface.light, PALETTE.board.light, 0.86),
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
