// The Japanese catalogue passed from a Server Component: it crosses into <Gomoku>, a Client
// Component, so it must be plain data.
import { ja } from '@gomoku/react';
import { ThemedGames } from '../../themed-games.jsx';

export default function Page() {
  return (
    <main lang="ja">
      <ThemedGames messages={ja} />
    </main>
  );
}
