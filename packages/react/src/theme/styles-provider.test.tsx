// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Board } from '../board/Board.tsx';
import { Gomoku } from '../game/Gomoku.tsx';
import { Analysis } from '../review/Analysis.tsx';
import { GomokuStylesProvider } from './GomokuStyles.tsx';

const styles = (html: string) => [...html.matchAll(/<style([^>]*)>/g)].map((m) => m[1]?.trim());

describe('GomokuStylesProvider on a server', () => {
  it('with a nonce, puts the sheet in the HTML once, in place, carrying the nonce; the parts add none', () => {
    const html = renderToString(
      <GomokuStylesProvider nonce="r4nd0m">
        <Gomoku />
        <Board />
      </GomokuStylesProvider>,
    );
    expect(styles(html)).toEqual(['data-gomoku="gomoku-react" nonce="r4nd0m"']);
  });

  it('with a nonce, gives the review its own sheet with the nonce too', () => {
    const html = renderToString(
      <GomokuStylesProvider nonce="r4nd0m">
        <Analysis moves={[112]} />
      </GomokuStylesProvider>,
    );
    expect(styles(html)).toEqual(['data-gomoku="gomoku-react" nonce="r4nd0m"', 'data-gomoku="gomoku-react-analysis" nonce="r4nd0m"']);
  });

  it('with inject={false}, puts no sheet in the HTML', () => {
    expect(styles(renderToString(<GomokuStylesProvider inject={false}><Gomoku /></GomokuStylesProvider>))).toEqual([]);
  });

  it('without one, a part hoists its sheet (React 19), once however many parts render it', () => {
    expect(styles(renderToString(<><Board /><Board /></>))).toEqual(['data-precedence="default" data-href="gomoku-react"']);
  });

  it('puts no style attribute in the HTML of any part, the review included', () => {
    const html = renderToString(
      <GomokuStylesProvider inject={false}>
        <Gomoku defaultMoves={[112, 113]} showMoveNumbers coordinatesOnAllSides />
        <Analysis moves={[112, 113, 98]} current={2} />
      </GomokuStylesProvider>,
    );
    expect(html).toContain('class="gomoku-theme gomoku-analysis"');
    expect(html).not.toContain('style=');
  });
});
