import { GOMOKU } from '@gomoku/engine';

/** The demo app. */
export function App() {
  return (
    <main>
      <h1>Gomoku</h1>
      <p>
        {GOMOKU.size}×{GOMOKU.size}, five in a row.
      </p>
    </main>
  );
}
