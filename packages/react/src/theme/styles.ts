import { readTheme, themeDefaults } from './palette.ts';
import { MAX_SIZE } from '@gomoku/engine';

/**
 * The board's layout, from its attributes, never from a `style` attribute (which a strict CSP
 * blocks in server-rendered HTML): `data-columns` and `data-rows` count the lines shown,
 * `data-coordinates` gives the margins (in line spacings: room for labels, else half a stone).
 * The cell grid lies over the drawing, whose viewBox gives the board its proportions.
 */
function boardLayout(): string {
  const counts = Array.from({ length: MAX_SIZE }, (_, i) => i + 1);
  return [
    ...counts.map((n) => `.gomoku-board[data-columns='${n}'] { --_gomoku-columns: ${n}; }`),
    ...counts.map((n) => `.gomoku-board[data-rows='${n}'] { --_gomoku-rows: ${n}; }`),
    `.gomoku-board { --_gomoku-near: 0.5; --_gomoku-far: 0.5; }`,
    `.gomoku-board[data-coordinates='two'] { --_gomoku-near: 1.35; }`,
    `.gomoku-board[data-coordinates='all'] { --_gomoku-near: 1.35; --_gomoku-far: 1.35; }`,
    `.gomoku-grid {
  --_gomoku-margins: calc(var(--_gomoku-near) + var(--_gomoku-far) - 1);
  left: calc((var(--_gomoku-near) - 0.5) / (var(--_gomoku-columns) + var(--_gomoku-margins)) * 100%);
  top: calc((var(--_gomoku-far) - 0.5) / (var(--_gomoku-rows) + var(--_gomoku-margins)) * 100%);
  width: calc(var(--_gomoku-columns) / (var(--_gomoku-columns) + var(--_gomoku-margins)) * 100%);
  height: calc(var(--_gomoku-rows) / (var(--_gomoku-rows) + var(--_gomoku-margins)) * 100%);
  grid-template-rows: repeat(var(--_gomoku-rows), 1fr);
}`,
    `.gomoku-row { grid-template-columns: repeat(var(--_gomoku-columns), 1fr); }`,
  ].join('\n');
}

/**
 * The components' CSS, scoped under `gomoku-` classes. Each part reads the theme variables
 * (`palette.ts`) over the defaults its `data-theme` sets. Rendered by `<GomokuStyles/>`, and
 * written to `@gomoku/react/styles.css` by the build for apps that link a stylesheet instead.
 */
export const CSS = readTheme(`
${themeDefaults()}
${boardLayout()}
.gomoku-theme { color: var(--gomoku-text); font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; }
.gomoku-board, .gomoku-stone { letter-spacing: normal; word-spacing: normal; text-transform: none; font-feature-settings: normal; font-variant: normal; }
.gomoku {
  display: flex; flex-direction: column; gap: var(--gomoku-gap); width: 100%; max-width: var(--gomoku-max-width); box-sizing: border-box;
  padding: var(--gomoku-gap); background: var(--gomoku-surface); border-radius: var(--gomoku-radius);
}
.gomoku-status { margin: 0; min-height: 1.5em; font-weight: 600; }
.gomoku-alert { margin: 0; color: var(--gomoku-forbidden); }
.gomoku-board {
  position: relative; width: 100%; background: var(--gomoku-board);
  border-radius: var(--gomoku-radius); user-select: none; -webkit-user-select: none; touch-action: manipulation;
  container-type: inline-size;
}
.gomoku-lines { display: block; width: 100%; height: auto; pointer-events: none; }
.gomoku-overlay { position: absolute; inset: 0; width: 100%; height: 100%; pointer-events: none; }
.gomoku-lines line { stroke: var(--gomoku-line); stroke-width: 0.045; }
.gomoku-lines circle { fill: var(--gomoku-line); }
.gomoku-lines text { fill: var(--gomoku-label); font-size: 0.46px; font-family: inherit; font-weight: 500; }
.gomoku-win-line { stroke: var(--gomoku-win); stroke-width: 0.14; stroke-linecap: round; opacity: 0.85; }
.gomoku-heat { fill: var(--gomoku-heat); }
.gomoku-arrow { stroke: var(--gomoku-marker); stroke-width: 0.1; stroke-linecap: round; fill: none; opacity: 0.85; }
.gomoku-arrow-head { fill: var(--gomoku-marker); }
.gomoku-grid { position: absolute; display: grid; }
.gomoku-row { display: grid; }
.gomoku-cell { position: relative; cursor: pointer; outline: none; border-radius: 50%; -webkit-tap-highlight-color: transparent; }
.gomoku-board[data-disabled] .gomoku-cell { cursor: default; }
.gomoku-grid:not([data-quiet-focus]) .gomoku-cell:focus-visible { box-shadow: 0 0 0 2px var(--gomoku-focus), 0 0 0 4px var(--gomoku-focus-halo); z-index: 1; }
.gomoku-cell > svg { position: absolute; inset: 3%; width: 94%; height: 94%; overflow: visible; pointer-events: none; }
@media (hover: hover) and (pointer: fine) {
  .gomoku-board:not([data-disabled]) .gomoku-cell[data-empty]:hover::after {
    content: ''; position: absolute; inset: 6%; border-radius: 50%; opacity: 0.45;
  }
  .gomoku-board[data-turn='black'] .gomoku-cell[data-empty]:hover::after { background: var(--gomoku-black); }
  .gomoku-board[data-turn='white'] .gomoku-cell[data-empty]:hover::after { background: var(--gomoku-white); }
}
.gomoku-stone {
  position: relative; display: block; width: 100%; aspect-ratio: 1; border-radius: 50%; box-sizing: border-box; pointer-events: none;
  box-shadow: var(--gomoku-stone-shadow); border: 1px solid var(--gomoku-stone-edge); font-size: 1em; font-family: system-ui, sans-serif;
}
.gomoku-cell > .gomoku-stone { position: absolute; inset: 3%; width: auto; }
.gomoku-stone[data-color='black'] { background: var(--gomoku-black-fill); }
.gomoku-stone[data-color='white'] { background: var(--gomoku-white-fill); }
[data-stones='flat'] .gomoku-stone { box-shadow: none; }
[data-stones='flat'] .gomoku-stone[data-color='black'] { background: var(--gomoku-black); }
[data-stones='flat'] .gomoku-stone[data-color='white'] { background: var(--gomoku-white); }
.gomoku-stone > svg { position: absolute; inset: 0; width: 100%; height: 100%; overflow: visible; }
.gomoku-stone[data-color='black'] text { fill: var(--gomoku-white); }
.gomoku-stone[data-color='white'] text { fill: var(--gomoku-black); }
.gomoku-stone text { font-size: 44px; font-weight: 600; font-family: inherit; }
.gomoku-stone text.gomoku-stone-last-number { fill: var(--gomoku-last); font-weight: 800; paint-order: stroke; stroke-width: 8px; stroke-linejoin: round; }
.gomoku-stone[data-color='black'] text.gomoku-stone-last-number { stroke: var(--gomoku-white); }
.gomoku-stone[data-color='white'] text.gomoku-stone-last-number { stroke: var(--gomoku-black); }
.gomoku-stone[data-preview] { opacity: 0.55; box-shadow: none; }
.gomoku-stone[data-pending] { opacity: 0.6; }
.gomoku-stone-last { fill: var(--gomoku-last); stroke-width: 6; }
/* Ringed in the other stone's colour: the dot's edge is the stone's full contrast, whatever --gomoku-last is. */
.gomoku-stone[data-color='black'] .gomoku-stone-last { stroke: var(--gomoku-white); }
.gomoku-stone[data-color='white'] .gomoku-stone-last { stroke: var(--gomoku-black); }
.gomoku-stone-win { fill: none; stroke: var(--gomoku-win); stroke-width: 7; }
.gomoku-mark-forbidden { stroke: var(--gomoku-forbidden); stroke-width: 10; stroke-linecap: round; }
.gomoku-mark-hint { fill: none; stroke: var(--gomoku-hint); stroke-width: 10; stroke-dasharray: 14 10; }
.gomoku-marker { fill: none; stroke: var(--gomoku-marker); stroke-width: 8; stroke-linecap: round; stroke-linejoin: round; }
.gomoku-marker-label { fill: var(--gomoku-marker); font-size: 52px; font-weight: 700; font-family: inherit; }
.gomoku-cell[data-empty] .gomoku-marker-label { paint-order: stroke; stroke: var(--gomoku-board); stroke-width: 14px; }
.gomoku-cell[data-stone='black'] .gomoku-marker { stroke: var(--gomoku-white); }
.gomoku-cell[data-stone='white'] .gomoku-marker { stroke: var(--gomoku-black); }
.gomoku-cell[data-stone='black'] .gomoku-marker-label { fill: var(--gomoku-white); }
.gomoku-cell[data-stone='white'] .gomoku-marker-label { fill: var(--gomoku-black); }
.gomoku-cell > .gomoku-stone:not([data-preview], [data-ghost]) { animation: gomoku-place var(--gomoku-animation-duration) ease-out; transform-origin: center; }
@keyframes gomoku-place { from { transform: scale(0.6); opacity: 0.3; } }
.gomoku-board[data-animation='none'] .gomoku-cell > .gomoku-stone { animation: none; }
@media (prefers-reduced-motion: reduce) { .gomoku-cell > .gomoku-stone { animation: none; } }
.gomoku-stone[data-ghost] { opacity: 0.45; box-shadow: none; }
.gomoku-stone-ghost { stroke: var(--gomoku-white); stroke-width: 4; }
.gomoku-stone[data-ghost='good'] .gomoku-stone-ghost { fill: var(--gomoku-hint); }
.gomoku-stone[data-ghost='interesting'] .gomoku-stone-ghost { fill: var(--gomoku-win); }
.gomoku-stone[data-ghost='doubtful'] .gomoku-stone-ghost { fill: var(--gomoku-doubtful); }
.gomoku-stone[data-ghost='bad'] .gomoku-stone-ghost { fill: var(--gomoku-forbidden); }
.gomoku-stone[data-ghost]:not([data-ghost='']) { opacity: 0.7; }
.gomoku-cell[data-dimmed] > * { opacity: 0.35; }
.gomoku-cell[aria-selected='true'] { background: var(--gomoku-selected); border-radius: 18%; }
.gomoku-controls, .gomoku-resign-confirm, .gomoku-analysis-bar { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
.gomoku-controls button, .gomoku-analysis-bar button, .gomoku-analysis-marks button, .gomoku-move-list button, .gomoku-clock {
  font: inherit; border-radius: var(--gomoku-radius); border: 1px solid var(--gomoku-line);
  background: var(--gomoku-button); color: var(--gomoku-button-text);
}
.gomoku-controls button, .gomoku-analysis-bar button { padding: 0.5rem 0.9rem; min-height: 44px; min-width: 44px; cursor: pointer; }
.gomoku-controls button:disabled, .gomoku-analysis-bar button:disabled { opacity: 0.5; cursor: not-allowed; }
.gomoku-theme button:focus-visible, .gomoku-analysis-graph:focus-visible { outline: 3px solid var(--gomoku-focus); outline-offset: 2px; }
/* Inside the button: a move list is often a scroller (overflow: auto), which would cut a ring drawn outside. */
.gomoku-move-list button:focus-visible { outline-offset: -3px; }
.gomoku-thinking { font-style: italic; }
.gomoku-clocks { display: flex; gap: 0.5rem; }
.gomoku-clock {
  flex: 1; display: flex; align-items: center; gap: 0.5rem; padding: 0.4rem 0.75rem;
  font-variant-numeric: tabular-nums; font-size: 1.25rem; font-weight: 600;
}
.gomoku-clock[data-running] { outline: 3px solid var(--gomoku-focus); outline-offset: -1px; }
.gomoku-clock[data-low] { background: var(--gomoku-low-time); color: var(--gomoku-low-time-text); }
.gomoku-clock-side { width: 0.9em; height: 0.9em; border-radius: 50%; border: 1px solid var(--gomoku-stone-edge); }
.gomoku-clock[data-color='black'] .gomoku-clock-side { background: var(--gomoku-black); }
.gomoku-clock[data-color='white'] .gomoku-clock-side { background: var(--gomoku-white); }
.gomoku-move-list { margin: 0; padding: 0; list-style: none; display: flex; flex-wrap: wrap; gap: 0.15rem 0.5rem; align-content: flex-start; }
.gomoku-move-list li { display: flex; gap: 0.25rem; align-items: baseline; }
.gomoku-move-list .gomoku-move-number { min-width: 1.6em; text-align: right; opacity: 0.75; font-variant-numeric: tabular-nums; }
.gomoku-move-list button {
  min-width: 2.6em; min-height: 28px; padding: 0.1rem 0.35rem; border-radius: 4px; cursor: pointer;
  border-color: transparent; background: transparent; color: inherit; font-variant-numeric: tabular-nums;
}
.gomoku-move-list button[aria-current='step'] { background: var(--gomoku-button); border-color: var(--gomoku-line); font-weight: 700; }
.gomoku-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`);
