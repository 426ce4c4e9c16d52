import { createElement, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe } from 'vitest';
import { compare, seeded } from '../../../scripts/bench.ts';
import { Board } from '../src/board/Board.tsx';

const MOVES = 100;
const random = seeded(5);
const order = Array.from({ length: 225 }, (_, i) => i).sort(() => random() - 0.5).slice(0, MOVES);

/** A naive board with the same cells, no memo: every move re-renders all 225. */
function NaiveBoard({ moves }: { moves: readonly number[] }) {
  return createElement(
    'div',
    { role: 'grid' },
    Array.from({ length: 15 }, (_, r) =>
      createElement(
        'div',
        { role: 'row', key: r },
        Array.from({ length: 15 }, (_, c) => {
          const p = r * 15 + c;
          const i = moves.indexOf(p);
          const color = i < 0 ? 'empty' : i % 2 === 0 ? 'black' : 'white';
          return createElement(
            'div',
            { role: 'gridcell', key: p, 'aria-label': `${p}, ${color}` },
            i < 0 ? null : createElement('svg', { viewBox: '-50 -50 100 100' }, createElement('circle', { r: 46 })),
          );
        }),
      ),
    ),
  );
}

/** Renders a full board and plays 100 moves, one React update each. */
function playOut(component: 'board' | 'naive') {
  const control = { setMoves: (_moves: number[]) => {} };
  function Harness() {
    const [moves, set] = useState<number[]>([]);
    useEffect(() => {
      control.setMoves = set;
    }, []);
    return component === 'board' ? createElement(Board, { moves }) : createElement(NaiveBoard, { moves });
  }
  // flushSync renders each move at once, as a click does, without a test harness's overhead.
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  flushSync(() => root.render(createElement(Harness)));
  for (let n = 1; n <= MOVES; n++) flushSync(() => control.setMoves(order.slice(0, n)));
  root.unmount();
  container.remove();
}

describe(`a full 15×15 board playing ${MOVES} moves (jsdom)`, () => {
  compare(
    'react board',
    { name: 'move', scale: 'ms', count: MOVES },
    { name: 'Board (memoised cells)', fn: () => playOut('board') },
    { name: 'naive board (every cell re-renders)', fn: () => playOut('naive') },
    { iterations: 3 },
  );
});
