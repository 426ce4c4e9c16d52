// A Server Component: no 'use client' here, as in the README's example. Every part injects its
// styles (React 19 hoists one <style> into the head, also on the server).
import { ThemedGames } from '../themed-games.jsx';

export default function Page() {
  return (
    <main>
      <h1>Gomoku</h1>
      <ThemedGames />
    </main>
  );
}
