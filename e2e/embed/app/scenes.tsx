import { Clock, Gomoku, GomokuProvider, GomokuStylesProvider, Board, Stone } from '@gomoku/react';
import type { IllegalMoveError } from '@gomoku/engine';
import { Fragment, useState, type CSSProperties, type ReactNode } from 'react';
import { THEME_COLOURS, THEMES } from './theme-colours.ts';

/** What a scene reports to the test, on `window.embed`. */
export interface Report {
  errors: { code: string; index: number }[];
  renders: number;
}

declare global {
  interface Window {
    embed: Report;
  }
}

const report = (): Report => (typeof window === 'undefined' ? { errors: [], renders: 0 } : (window.embed ??= { errors: [], renders: 0 }));

/** A careless controlled parent: a new array of the same illegal record on every render. */
function Illegal() {
  const [, rerender] = useState(0);
  report().renders++;
  const onError = (error: IllegalMoveError) => {
    report().errors.push({ code: error.code, index: error.index });
    rerender((n) => n + 1);
  };
  return <Gomoku moves={[112, 112]} onMove={() => rerender((n) => n + 1)} onError={onError} />;
}

const board = (value: string) => ({ '--gomoku-board': value }) as CSSProperties;

/** The board colour from an ancestor and inline in each theme, and each theme's default (default-THEME). */
function Themes() {
  return (
    <>
      {THEMES.map((theme) => (
        <Fragment key={theme}>
          <div data-testid={`ancestor-${theme}`} style={board(THEME_COLOURS[theme].ancestor)}>
            <Gomoku theme={theme} />
          </div>
          <div data-testid={`inline-${theme}`}>
            <Gomoku theme={theme} style={board(THEME_COLOURS[theme].inline)} />
          </div>
          <div data-testid={`default-${theme}`}>
            <Gomoku theme={theme} />
          </div>
        </Fragment>
      ))}
      <div data-testid="board-alone">
        <Board theme="system" />
      </div>
    </>
  );
}

/** A running clock: White's, after Black's first stone. */
function RunningClock() {
  return (
    <GomokuProvider moves={[112]} clock={{ initialMs: 60_000, incrementMs: 0 }}>
      <Clock />
    </GomokuProvider>
  );
}

/** Every scene, by the name in the page's `data-scene`. */
export const SCENES: Record<string, (options: { nonce: string | undefined }) => ReactNode> = {
  illegal: () => <Illegal />,
  themes: () => <Themes />,
  stone: () => (
    <div style={{ width: 40 }}>
      <Stone color="black" />
    </div>
  ),
  spacing: () => <Board />,
  styles: () => (
    <>
      <Gomoku />
      <Board size={9} />
      <Stone color="white" />
    </>
  ),
  linked: () => (
    <GomokuStylesProvider inject={false}>
      <Gomoku />
    </GomokuStylesProvider>
  ),
  nonce: ({ nonce }) => (
    <GomokuStylesProvider nonce={nonce}>
      <Gomoku />
    </GomokuStylesProvider>
  ),
  clock: () => <RunningClock />,
};
