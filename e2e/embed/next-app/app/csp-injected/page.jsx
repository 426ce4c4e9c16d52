// Under a nonce-based CSP (proxy.js): the injected styles, given the request's nonce.
import { GomokuStylesProvider } from '@gomoku/react';
import { headers } from 'next/headers';
import { ThemedGames } from '../../themed-games.jsx';

export default async function Page() {
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  return (
    <main>
      <GomokuStylesProvider nonce={nonce}>
        <ThemedGames />
      </GomokuStylesProvider>
    </main>
  );
}
