/** The dark theme's properties: for `data-theme="dark"`, and for `"system"` on a dark device. */
const DARK = `
  --gomoku-board: #a67c44;
  --gomoku-line: #0a0703;
  --gomoku-label: #0a0703;
  --gomoku-black: #0d0d0d;
  --gomoku-white: #f2f2f2;
  --gomoku-black-fill: radial-gradient(circle at 34% 30%, #55555a 0%, #1c1c1e 40%, #050505 78%);
  --gomoku-white-fill: radial-gradient(circle at 34% 30%, #ffffff 0%, #f2f2f2 45%, #cfcfcf 100%);
  --gomoku-last: #ff8a80;
  --gomoku-win: #8ab4f8;
  --gomoku-forbidden: #5c0a04;
  --gomoku-hint: #b9f6ca;
  --gomoku-focus: #a8c7fa;
  --gomoku-text: #e8e8e8;
  --gomoku-surface: #1e1e1e;
  --gomoku-button: #3a3a3a;
  --gomoku-button-text: #f1f1f1;
  --gomoku-low-time: #5c1a1a;
  --gomoku-low-time-text: #ffdad6;
`;

const DARK_RULES = `.gomoku-theme[data-theme='dark'] {${DARK}}
@media (prefers-color-scheme: dark) {
  .gomoku-theme[data-theme='system'] {${DARK}}
}`;

/**
 * The components' CSS, scoped under `.gomoku` classes and themed by custom properties.
 * Rendered by `<GomokuStyles/>` as a React 19 hoisted `<style>`, so no stylesheet import is
 * needed and server rendering includes it once.
 */
export const CSS = `
.gomoku-theme {
  --gomoku-board: #dcb35c;
  --gomoku-line: #4a3622;
  --gomoku-label: #2b1d0e;
  --gomoku-black: #1d1d1f;
  --gomoku-white: #fbfbf8;
  --gomoku-black-fill: radial-gradient(circle at 34% 30%, #6b6b70 0%, #2a2a2d 38%, #0b0b0c 75%);
  --gomoku-white-fill: radial-gradient(circle at 34% 30%, #ffffff 0%, #f4f3ee 45%, #c9c6bd 100%);
  --gomoku-stone-shadow: 0.06em 0.1em 0.18em rgba(0, 0, 0, 0.45);
  --gomoku-stone-edge: rgba(0, 0, 0, 0.55);
  --gomoku-last: #d93025;
  --gomoku-win: #1a73e8;
  --gomoku-forbidden: #a11a12;
  --gomoku-hint: #188038;
  --gomoku-focus: #0b57d0;
  --gomoku-text: #1f1f1f;
  --gomoku-surface: #ffffff;
  --gomoku-button: #efe9dc;
  --gomoku-button-text: #1f1f1f;
  --gomoku-radius: 8px;
  --gomoku-gap: 0.75rem;
  color: var(--gomoku-text);
  font-family: system-ui, -apple-system, 'Segoe UI', sans-serif;
}
${DARK_RULES}
.gomoku-theme[data-stones='flat'] {
  --gomoku-black-fill: var(--gomoku-black);
  --gomoku-white-fill: var(--gomoku-white);
  --gomoku-stone-shadow: none;
}
.gomoku {
  display: flex; flex-direction: column; gap: var(--gomoku-gap); width: 100%; max-width: 40rem; box-sizing: border-box;
  padding: var(--gomoku-gap); background: var(--gomoku-surface); border-radius: var(--gomoku-radius);
}
.gomoku-status { margin: 0; min-height: 1.5em; font-weight: 600; }
.gomoku-alert { margin: 0; color: var(--gomoku-forbidden); }
.gomoku-board {
  position: relative; width: 100%; aspect-ratio: 1; background: var(--gomoku-board);
  border-radius: var(--gomoku-radius); user-select: none; -webkit-user-select: none; touch-action: manipulation;
  container-type: inline-size;
}
.gomoku-board[data-turn='black'] { --gomoku-ghost: var(--gomoku-black); }
.gomoku-board[data-turn='white'] { --gomoku-ghost: var(--gomoku-white); }
.gomoku-lines, .gomoku-win-line { position: absolute; inset: 0; width: 100%; height: 100%; pointer-events: none; }
.gomoku-lines line { stroke: var(--gomoku-line); stroke-width: 0.045; }
.gomoku-lines circle { fill: var(--gomoku-line); }
.gomoku-lines text { fill: var(--gomoku-label); font-size: 0.46px; font-family: inherit; font-weight: 500; }
.gomoku-win-line line { stroke: var(--gomoku-win); stroke-width: 0.14; stroke-linecap: round; opacity: 0.85; }
.gomoku-grid { position: absolute; display: grid; }
.gomoku-row { display: grid; }
.gomoku-cell { position: relative; cursor: pointer; outline: none; border-radius: 50%; -webkit-tap-highlight-color: transparent; }
.gomoku-board[data-disabled] .gomoku-cell { cursor: default; }
.gomoku-cell:focus-visible { box-shadow: 0 0 0 3px var(--gomoku-focus); z-index: 1; }
.gomoku-cell > svg { position: absolute; inset: 3%; width: 94%; height: 94%; overflow: visible; pointer-events: none; }
@media (hover: hover) and (pointer: fine) {
  .gomoku-board:not([data-disabled]) .gomoku-cell[data-empty]:hover::after {
    content: ''; position: absolute; inset: 6%; border-radius: 50%; background: var(--gomoku-ghost); opacity: 0.45;
  }
}
.gomoku-stone {
  position: absolute; inset: 3%; border-radius: 50%; box-sizing: border-box; pointer-events: none;
  box-shadow: var(--gomoku-stone-shadow); border: 1px solid var(--gomoku-stone-edge); font-size: 1em;
}
.gomoku-stone[data-color='black'] { background: var(--gomoku-black-fill); }
.gomoku-stone[data-color='white'] { background: var(--gomoku-white-fill); }
.gomoku-stone > svg { position: absolute; inset: 0; width: 100%; height: 100%; overflow: visible; }
.gomoku-stone[data-color='black'] text { fill: var(--gomoku-white); }
.gomoku-stone[data-color='white'] text { fill: var(--gomoku-black); }
.gomoku-stone text { font-size: 44px; font-weight: 600; font-family: inherit; }
.gomoku-stone text.gomoku-stone-last-number { fill: var(--gomoku-last); font-weight: 800; }
.gomoku-stone[data-preview] { opacity: 0.55; box-shadow: none; }
.gomoku-stone[data-pending] { opacity: 0.6; }
.gomoku-stone-last { fill: var(--gomoku-last); }
.gomoku-stone-win { fill: none; stroke: var(--gomoku-win); stroke-width: 7; }
.gomoku-mark-forbidden { stroke: var(--gomoku-forbidden); stroke-width: 10; stroke-linecap: round; }
.gomoku-mark-hint { fill: none; stroke: var(--gomoku-hint); stroke-width: 10; stroke-dasharray: 14 10; }
.gomoku-stone:not([data-preview]) { animation: gomoku-place 140ms ease-out; transform-origin: center; }
@keyframes gomoku-place { from { transform: scale(0.6); opacity: 0.3; } }
@media (prefers-reduced-motion: reduce) { .gomoku-stone:not([data-preview]) { animation: none; } }
.gomoku-controls { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
.gomoku-controls button, .gomoku-analysis-bar button {
  font: inherit; padding: 0.5rem 0.9rem; min-height: 44px; min-width: 44px; border-radius: var(--gomoku-radius);
  border: 1px solid var(--gomoku-line); background: var(--gomoku-button); color: var(--gomoku-button-text); cursor: pointer;
}
.gomoku-controls button:disabled, .gomoku-analysis-bar button:disabled { opacity: 0.5; cursor: not-allowed; }
.gomoku-controls button:focus-visible, .gomoku-analysis button:focus-visible, .gomoku-analysis-graph:focus-visible { outline: 3px solid var(--gomoku-focus); outline-offset: 2px; }
.gomoku-thinking { font-style: italic; }
.gomoku-clocks { display: flex; gap: 0.5rem; }
.gomoku-clock {
  flex: 1; display: flex; align-items: center; gap: 0.5rem; padding: 0.4rem 0.75rem; border-radius: var(--gomoku-radius);
  border: 1px solid var(--gomoku-line); background: var(--gomoku-button); color: var(--gomoku-button-text);
  font-variant-numeric: tabular-nums; font-size: 1.25rem; font-weight: 600;
}
.gomoku-clock[data-running] { outline: 3px solid var(--gomoku-focus); outline-offset: -1px; }
.gomoku-clock[data-low] { background: var(--gomoku-low-time, #fde7e9); color: var(--gomoku-low-time-text, #8c1d18); }
.gomoku-clock-side { width: 0.9em; height: 0.9em; border-radius: 50%; border: 1px solid var(--gomoku-stone-edge); }
.gomoku-clock[data-color='black'] .gomoku-clock-side { background: var(--gomoku-black); }
.gomoku-clock[data-color='white'] .gomoku-clock-side { background: var(--gomoku-white); }
.gomoku-move-list { margin: 0; padding: 0; list-style: none; display: flex; flex-wrap: wrap; gap: 0.15rem 0.5rem; align-content: flex-start; }
.gomoku-move-list li { display: flex; gap: 0.25rem; align-items: baseline; }
.gomoku-move-list .gomoku-move-number { min-width: 1.6em; text-align: right; opacity: 0.75; font-variant-numeric: tabular-nums; }
.gomoku-move-list button {
  font: inherit; min-width: 2.6em; min-height: 28px; padding: 0.1rem 0.35rem; border-radius: 4px; cursor: pointer;
  border: 1px solid transparent; background: transparent; color: inherit; font-variant-numeric: tabular-nums;
}
.gomoku-move-list button[aria-current='step'] { background: var(--gomoku-button); border-color: var(--gomoku-line); font-weight: 700; }
.gomoku-move-list button:focus-visible { outline: 3px solid var(--gomoku-focus); outline-offset: 1px; }
.gomoku-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;
