import { Board, Gomoku } from '@gomoku/react';
import { createRoot } from 'react-dom/client';

// React 18 from npm, the packages from their tarballs: a whole game and a board of its own.
createRoot(document.getElementById('root') as HTMLElement).render(
  <>
    <Gomoku confirmMove={false} />
    <Board size={9} moves={[40]} label="Diagram" />
  </>,
);
