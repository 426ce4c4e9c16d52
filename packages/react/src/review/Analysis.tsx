'use client';
import type { Level, MoveReview } from '@gomoku/ai';
import { Game, toCoordinate, type Variant } from '@gomoku/engine';
import { useMemo, type KeyboardEvent, type MouseEvent } from 'react';
import { countAt, graphPath, graphValue, markOf, standing, type MoveMark } from './analysis-graph.ts';
import { GomokuStyles, StyleSheet } from '../theme/GomokuStyles.tsx';
import { analysisWordsOf, type AnalysisMessages, type PartialAnalysisMessages } from '../messages/analysis-i18n.ts';
import { format } from '../messages/format.ts';
import { ANALYSIS_CSS } from './analysis-styles.ts';
import { is } from '../game/checked-props.ts';
import { callSafely, readableList, useCheckedProps, type PropChecks } from '../props/prop-checks.ts';
import { wordsOf, type Locale, type Messages, type PartialMessages } from '../messages/i18n.ts';
import type { Theme } from '../theme/theme.ts';
import { spokenProgress } from './spoken-progress.ts';
import { useAnalysis } from './use-analysis.ts';

/** Props of the game review. */
export interface AnalysisProps {
  /** The record to review. */
  moves: readonly number[];
  /** Board and rule (default `GOMOKU`). */
  variant?: Variant | undefined;
  /** How many moves are shown on the board (default all): the graph marks it, the move is described. */
  current?: number | undefined;
  /** Called with the number of moves to show when a point of the graph or a marked move is chosen. */
  onSelect?: ((count: number) => void) | undefined;
  /** The level that judges the moves (default `'master'`). */
  level?: Level | undefined;
  /** Thinking time per position in milliseconds (default 500). */
  timeMsPerMove?: number | undefined;
  locale?: Locale | undefined;
  /** Strings it shows instead of `locale`'s: another language, or your own wording; any part of a catalogue, the rest `locale`'s (see `Messages`). */
  messages?: PartialMessages | undefined;
  /** The review's own strings instead of `locale`'s: any part of its catalogue, the rest `locale`'s (see `AnalysisMessages`). */
  analysisMessages?: PartialAnalysisMessages | undefined;
  /** Colour theme: `'system'` follows the device (default), or `'light'` / `'dark'`. */
  theme?: Theme | undefined;
  className?: string | undefined;
}

/**
 * The review's props as it reads them (`messages`, `analysisMessages`: their readers take any
 * value). A record that is not a list of points reviews what can be read of it, which the review
 * then refuses as it would any illegal record.
 */
const CHECKS: PropChecks<AnalysisProps> = {
  moves: is.required(is.points, (moves) => readableList(moves) ?? []),
  // A variant the engine refuses is said, and kept: the review then says why it cannot review.
  variant: { ...is.variant, repair: (variant) => variant },
  current: is.integer,
  onSelect: is.callback,
  level: is.level,
  timeMsPerMove: is.millis,
  locale: is.locale,
  theme: is.theme,
  className: is.className,
};

/** A mark's place on the graph, in percent, kept clear of the edges so that it shows whole. */
const within = (percent: number) => Math.min(94, Math.max(6, percent));

/** The evaluation in words. */
function scoreText(t: Messages, a: AnalysisMessages, score: number): string {
  const s = standing(score);
  if (s.kind === 'even') return a.even;
  return s.kind === 'forced' ? format(a.forcedWin, { color: t.color[s.color] }) : format(a.ahead, { color: t.color[s.color], amount: s.amount });
}

/**
 * A game review with the computer (`useAnalysis`): an Analyse button, progress while the moves
 * are reviewed (in a worker; cancellable), an evaluation graph across the game where a click or
 * the arrow keys choose a move, the blunders and missed wins as buttons, and for the move shown
 * its evaluation and the engine's choice with its line.
 */
export function Analysis(props: AnalysisProps) {
  const { moves, variant, current, onSelect, level, timeMsPerMove, locale, messages, analysisMessages, theme = 'system', className } = useCheckedProps('Analysis', props, CHECKS).props;
  const t = wordsOf(locale, messages);
  const a = analysisWordsOf(locale, analysisMessages);
  const analysis = useAnalysis({ moves, variant, level, timeMsPerMove });
  const { status, reviews, total } = analysis;
  // The index of the move that made five, if one did: its review says so, not what else could have been played.
  const five = useMemo(() => {
    try {
      return new Game({ variant, moves }).verdict.reason === 'five' ? moves.length - 1 : -1;
    } catch {
      return -1;
    }
  }, [variant, moves]);
  const name = (point: number) => {
    try {
      return toCoordinate(point, variant);
    } catch {
      return '—';
    }
  };
  const moveName = (r: MoveReview) => format(t.moveName, { n: r.index + 1, color: t.color[r.color], point: name(r.played) });
  // A `current` that is not a move count shows the end.
  const shown = Number.isInteger(current) ? Math.min(Math.max(0, current as number), total) : total;
  const reviewed = shown > 0 ? reviews[shown - 1] : undefined;

  const select = (count: number) => {
    if (count !== shown) callSafely('Analysis', 'onSelect', onSelect, [count]);
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    select(countAt((event.clientX - box.left) / box.width, total));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const to: Record<string, number> = { ArrowLeft: shown - 1, ArrowDown: shown - 1, ArrowRight: shown + 1, ArrowUp: shown + 1, Home: 0, End: total };
    const next = to[event.key];
    if (next === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    select(Math.min(total, Math.max(0, next)));
  };

  const markText = (mark: MoveMark | null) => (mark ? ` — ${a[mark]}` : '');
  const progress =
    status === 'running' ? format(a.progress, { done: reviews.length, total }) : status === 'done' ? a.done : status === 'cancelled' ? format(a.cancelled, { done: reviews.length, total }) : status === 'failed' ? format(a.failed, { why: analysis.error ?? '' }) : '';
  // The live region says the start and each quarter; the text shown counts every move.
  const spoken = status === 'running' ? format(a.progress, { done: spokenProgress(reviews.length, total), total }) : progress;
  const marked = reviews.filter((r) => markOf(r) !== null);
  const valueText = reviewed ? `${moveName(reviewed)}${a.labelSeparator}${scoreText(t, a, reviewed.score)}` : a.start;

  return (
    <section className={['gomoku-theme gomoku-analysis', className].filter(Boolean).join(' ')} data-theme={theme} aria-label={a.title}>
      <GomokuStyles />
      <StyleSheet id="gomoku-react-analysis" css={ANALYSIS_CSS} />
      <div className="gomoku-analysis-bar">
        {status === 'running' ? (
          <button type="button" onClick={analysis.cancel}>
            {a.cancel}
          </button>
        ) : (
          <button type="button" onClick={analysis.start} disabled={total === 0}>
            {status === 'idle' ? a.analyse : a.again}
          </button>
        )}
        {status === 'running' ? <progress max={total} value={reviews.length} aria-label={progress} /> : null}
        {/* One live region throughout (a new one would not be heard), hidden while the shown text counts each move. */}
        <span role="status" aria-live="polite" className={status === 'running' ? 'gomoku-visually-hidden' : undefined}>
          {spoken}
        </span>
        {status === 'running' ? <span aria-hidden="true">{progress}</span> : null}
      </div>
      {reviews.length > 0 ? (
        <>
          <div
            className="gomoku-analysis-graph"
            role="slider"
            tabIndex={0}
            aria-label={a.graph}
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={shown}
            aria-valuetext={valueText}
            onClick={onClick}
            onKeyDown={onKeyDown}
          >
            <svg viewBox={`0 0 ${Math.max(total, 1)} 2`} preserveAspectRatio="none" aria-hidden="true">
              <line className="gomoku-analysis-middle" x1={0} y1={1} x2={total} y2={1} />
              <path className="gomoku-analysis-area" d={graphPath(reviews)} />
              <line className="gomoku-analysis-current" x1={shown} y1={0} x2={shown} y2={2} />
            </svg>
            {/* Axes: whose side is up and down; the moves along the bottom. */}
            <span className="gomoku-analysis-side" data-side="black" aria-hidden="true">
              {t.color.black}
            </span>
            <span className="gomoku-analysis-side" data-side="white" aria-hidden="true">
              {t.color.white}
            </span>
            {/* Marks in HTML over the stretched drawing, so that they stay round. */}
            {marked.map((r) => (
              <span
                key={r.index}
                className="gomoku-analysis-mark"
                data-mark={markOf(r)}
                style={{ left: `${within(((r.index + 1) / total) * 100)}%`, top: `${within(((1 - graphValue(r.score)) / 2) * 100)}%` }}
              />
            ))}
          </div>
          <div className="gomoku-analysis-axis" aria-hidden="true">
            {[...new Set([1, Math.ceil(total / 2), total])].map((n) => (
              <span key={n}>{n}</span>
            ))}
          </div>
          {reviewed ? (
            <p className="gomoku-analysis-move">
              <strong>{moveName(reviewed)}</strong>
              {a.labelSeparator}
              {reviewed.index === five ? (
                format(a.madeFive, { color: t.color[reviewed.color] })
              ) : (
                <>
                  {scoreText(t, a, reviewed.score)}
                  <span data-mark={markOf(reviewed) ?? undefined}>{markText(markOf(reviewed))}</span>
                  {a.sentenceSeparator}
                  {reviewed.best < 0 || reviewed.best === reviewed.played ? a.engineAgrees : format(a.engineChoice, { point: name(reviewed.best), line: reviewed.pv.map(name).join(' ') })}
                </>
              )}
            </p>
          ) : null}
          {marked.length > 0 ? (
            <ul className="gomoku-analysis-marks" aria-label={a.marks}>
              {marked.map((r) => (
                <li key={r.index}>
                  <button type="button" data-mark={markOf(r)} aria-current={r.index + 1 === shown ? 'step' : undefined} onClick={() => callSafely('Analysis', 'onSelect', onSelect, [r.index + 1])}>
                    {moveName(r)}
                    {markText(markOf(r))}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
