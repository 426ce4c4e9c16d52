import { connection } from 'next/server';
import { ThemedGames } from '../../themed-games.jsx';

export default async function Page() {
  // Rendered per request, so that Next puts the request's nonce on its scripts (Next's CSP guide).
  await connection();
  return (
    <main>
      <ThemedGames />
    </main>
  );
}
