import { readTheme } from '../theme/palette.ts';

/** The review's CSS, apart from the components' (`styles.ts`, whose theme variables and button style it uses): loaded with `Analysis` only. */
export const ANALYSIS_CSS = readTheme(`
.gomoku-analysis { display: flex; flex-direction: column; gap: 0.5rem; padding: var(--gomoku-gap); background: var(--gomoku-surface); border-radius: var(--gomoku-radius); }
.gomoku-analysis-graph { position: relative; height: 7rem; cursor: pointer; background: var(--gomoku-white); border: 1px solid var(--gomoku-line); border-radius: 4px; overflow: hidden; }
.gomoku-analysis-graph svg { display: block; width: 100%; height: 100%; overflow: visible; }
.gomoku-analysis-graph line, .gomoku-analysis-graph path { vector-effect: non-scaling-stroke; }
.gomoku-analysis-area { fill: var(--gomoku-black); }
.gomoku-analysis-middle { stroke: var(--gomoku-line); stroke-width: 1px; stroke-dasharray: 4 4; }
.gomoku-analysis-current { stroke: var(--gomoku-focus); stroke-width: 2px; stroke-dasharray: 5 3; }
.gomoku-analysis-mark {
  position: absolute; width: 10px; height: 10px; border-radius: 50%; transform: translate(-50%, -50%);
  border: 2px solid var(--gomoku-white); box-sizing: content-box; pointer-events: none;
}
.gomoku-analysis-mark[data-mark='blunder'] { background: var(--gomoku-last); }
.gomoku-analysis-mark[data-mark='missedWin'] { background: var(--gomoku-win); }
.gomoku-analysis-marks [data-mark='blunder'] { border-left-color: var(--gomoku-last); }
.gomoku-analysis-marks [data-mark='missedWin'] { border-left-color: var(--gomoku-win); }
.gomoku-analysis-side { position: absolute; left: 0.35rem; font-size: 0.75rem; font-weight: 600; padding: 0 0.3rem; border-radius: 3px; pointer-events: none; }
.gomoku-analysis-side[data-side='black'] { top: 0.25rem; background: var(--gomoku-white); color: var(--gomoku-black); }
.gomoku-analysis-side[data-side='white'] { bottom: 0.25rem; background: var(--gomoku-black); color: var(--gomoku-white); }
.gomoku-analysis-axis { display: flex; justify-content: space-between; height: 1.1rem; margin-top: -0.35rem; font-size: 0.75rem; font-variant-numeric: tabular-nums; opacity: 0.8; }
.gomoku-analysis-move { margin: 0; }
.gomoku-analysis-move [data-mark] { font-weight: 600; }
.gomoku-analysis-marks { margin: 0; padding: 0; list-style: none; display: flex; flex-wrap: wrap; gap: 0.25rem 0.5rem; }
.gomoku-analysis-marks button { min-height: 28px; padding: 0.1rem 0.4rem; border-radius: 4px; cursor: pointer; border-left-width: 5px; }
.gomoku-analysis-marks button[aria-current='step'] { font-weight: 700; }
`);
