// The README's `Linked` example: the stylesheet imported through the bundler, nothing injected.
import '@gomoku/react/styles.css';
import { GomokuStylesProvider } from '@gomoku/react';
import { createRoot } from 'react-dom/client';
import { ThemedGames } from './themed-games.jsx';

createRoot(document.getElementById('root')).render(
  <GomokuStylesProvider inject={false}>
    <ThemedGames />
  </GomokuStylesProvider>,
);
