import { colorOfMove, Game, otherColor, toCoordinate, type Color } from '@gomoku/engine';
import type { GameRecord } from '@gomoku/engine/records';
import { selectIsOver, selectMoves, selectPlayers, selectSeatOf, selectSeatToAct, selectVariant, type GomokuSnapshot } from '@gomoku/machine';
import { Board, Clock, Controls, GameBoard, MoveList, StatusLine, useComputerPlayer, useGomokuActor, useGomokuSelector, type ComputerPlayer } from '@gomoku/react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { BranchDialog } from './BranchDialog.tsx';
import { writeLink } from './link.ts';
import { PlayersPanel } from './PlayersPanel.tsx';
import { boardDisplayOf, type Settings } from './settings.ts';
import { createSounds, listenForFirstGesture } from './sound.ts';
import { saveGame } from './storage.ts';
import type { Strings } from './strings.ts';

interface PlayProps {
  settings: Settings;
  t: Strings;
  /** Start in review at this many moves (an opened record). */
  initialReview?: number;
  /** Starts a new game from a record (a branch from a reviewed position). */
  onBranch: (moves: number[]) => void;
  /** The game was restarted: `previous` is the game it replaced, to offer it back. */
  onRestarted: (previous: GomokuSnapshot) => void;
  /** A record was opened: start a game from it, in review. */
  onOpenRecord: (record: GameRecord, format: string) => void;
}

const AnalysisPanel = lazy(() => import('./AnalysisPanel.tsx'));
const RecordsPanel = lazy(() => import('./RecordsPanel.tsx'));

/** The players' id the demo gives the computer, so it keeps its seat through a rematch. */
export const COMPUTER = 'computer';

/** Is this key press for the page (not typed into a field, nor for the board's or the move list's own arrows)? */
function isPageKey(event: KeyboardEvent): boolean {
  const target = event.target as Element | null;
  return !target?.closest?.('input, textarea, select, [contenteditable="true"], [role="grid"], .gomoku-move-list, dialog');
}

/** The game area: status, clocks, board (live or reviewed), moves, controls, review, sharing and records. */
export function Play({ settings, t, initialReview, onBranch, onRestarted, onOpenRecord }: PlayProps) {
  const actor = useGomokuActor();
  const moves = useGomokuSelector(selectMoves);
  const variant = useGomokuSelector(selectVariant);
  const over = useGomokuSelector(selectIsOver);
  const computerColor = useGomokuSelector((s): Color | undefined => {
    const players = selectPlayers(s);
    return players?.black === COMPUTER ? 'black' : players?.white === COMPUTER ? 'white' : undefined;
  });
  const level = settings.level;
  const ai: ComputerPlayer | undefined = computerColor ? { color: computerColor, level, timeMs: level === 'hard' ? 1000 : 400 } : undefined;
  const computer = useComputerPlayer(ai);
  const human = computerColor ? otherColor(computerColor) : undefined;
  const myTurn = useGomokuSelector((s) => human !== undefined && selectSeatToAct(s) === selectSeatOf(s, human));
  const computerToAct = useGomokuSelector((s) => computerColor !== undefined && selectSeatToAct(s) === selectSeatOf(s, computerColor));

  // The game survives a reload: every change is saved. The game before the latest change is kept,
  // so a restart can be undone.
  const previous = useRef<GomokuSnapshot | null>(null);
  const sounds = useMemo(() => createSounds(() => settings.muted), [settings.muted]);
  useEffect(() => listenForFirstGesture(), []);
  useEffect(() => {
    let current = actor.getSnapshot();
    saveGame(actor.getPersistedSnapshot());
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.context.game !== current.context.game && snapshot.context.game.moves.length > current.context.game.moves.length) sounds.stone();
      if (snapshot.hasTag('over') && !current.hasTag('over')) sounds.end();
      previous.current = current;
      current = snapshot;
      saveGame(actor.getPersistedSnapshot());
    });
    return () => subscription.unsubscribe();
  }, [actor, sounds]);

  // The tab says when it is your move against the computer.
  useEffect(() => {
    document.title = myTurn && !over ? `${t.yourMove} — ${t.title}` : t.title;
  }, [myTurn, over, t]);

  const [reviewAt, setReviewAt] = useState<number | null>(initialReview ?? null);
  const reviewing = reviewAt !== null && reviewAt < moves.length;
  const shown = reviewing ? reviewAt : moves.length;
  const [branchPoint, setBranchPoint] = useState<number | null>(null);
  // The review by the computer opens with review or the game's end, and stays until a new game.
  const [analysisOpen, setAnalysisOpen] = useState(false);
  const [recordsOpen, setRecordsOpen] = useState(false);
  if (!analysisOpen && (reviewing || over) && moves.length > 0) setAnalysisOpen(true);
  if (analysisOpen && moves.length === 0) setAnalysisOpen(false);
  const review = (k: number) => {
    setBranchPoint(null);
    setReviewAt(k >= moves.length ? null : Math.max(0, k));
  };

  // ← and → step through the game whenever focus is not in a text field.
  const reviewRef = useRef({ shown, review });
  useEffect(() => {
    reviewRef.current = { shown, review };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isPageKey(event)) return;
      if (event.key === 'ArrowLeft') reviewRef.current.review(reviewRef.current.shown - 1);
      else if (event.key === 'ArrowRight') reviewRef.current.review(reviewRef.current.shown + 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const [link, setLink] = useState<{ href: string; copied: boolean } | null>(null);
  const copyLink = () => {
    // The address bar keeps showing the app, not this record: a reload must resume the saved game.
    const href = writeLink(window.location.href, variant, moves);
    if (!navigator.clipboard) {
      setLink({ href, copied: false });
      return;
    }
    navigator.clipboard.writeText(href).then(
      () => setLink({ href, copied: true }),
      () => setLink({ href, copied: false }),
    );
  };

  const point = (p: number) => toCoordinate(p, variant);
  const reviewText = reviewing
    ? t.reviewStatus(shown, moves.length, shown > 0 ? t.reviewPlayed(t.colors[colorOfMove(shown - 1)], point(moves[shown - 1] as number)) : '', t.colors[colorOfMove(shown)])
    : null;
  const display = boardDisplayOf(settings);
  return (
    <div className="play">
      <div className="play-board">
        <PlayersPanel settings={settings} t={t} computer={computerColor} />
        {reviewText ? (
          <p role="status" className="gomoku-status review-status">
            {reviewText}
          </p>
        ) : (
          <StatusLine locale={settings.locale} theme={settings.theme} thinking={computer.thinking} error={computer.error} />
        )}
        <Clock locale={settings.locale} theme={settings.theme} />
        {reviewing ? (
          <Board {...display} size={variant.size} moves={moves.slice(0, shown)} onPlay={(p) => new Game({ variant, moves: moves.slice(0, shown) }).at(p) === null && setBranchPoint(p)} label={`${t.review}: ${t.moveOf(shown, moves.length)}`} />
        ) : (
          <GameBoard {...display} hint={computer.hint} disabled={computerToAct} />
        )}
      </div>
      <div className="play-side">
        <Controls locale={settings.locale} theme={settings.theme} player={human} onSend={(event) => {
          review(moves.length);
          if ((event.type === 'restart' || event.type === 'rematch') && previous.current) onRestarted(previous.current);
        }} />
        <div className="bar" role="group" aria-label={t.review}>
          <button type="button" onClick={() => review(0)} disabled={shown === 0} aria-label={t.first}>
            «
          </button>
          <button type="button" onClick={() => review(shown - 1)} disabled={shown === 0} aria-label={t.previous}>
            ‹
          </button>
          <input
            type="range"
            min={0}
            max={moves.length}
            value={shown}
            aria-label={t.reviewMove}
            aria-valuetext={t.moveOf(shown, moves.length)}
            onChange={(event) => review(Number(event.target.value))}
          />
          <button type="button" onClick={() => review(shown + 1)} disabled={!reviewing} aria-label={t.next}>
            ›
          </button>
          <button type="button" onClick={() => review(moves.length)} disabled={!reviewing} aria-label={t.last}>
            »
          </button>
          <span className="move-count">{t.moveOf(shown, moves.length)}</span>
        </div>
        <MoveList moves={moves} size={variant.size} current={shown} onSelect={review} locale={settings.locale} theme={settings.theme} />
        {analysisOpen ? (
          <Suspense fallback={null}>
            <AnalysisPanel moves={moves} variant={variant} current={shown} onSelect={review} locale={settings.locale} theme={settings.theme} />
          </Suspense>
        ) : null}
        <div className="bar">
          <button type="button" onClick={computer.askHint} disabled={over || computer.hinting || computer.thinking || reviewing}>
            {computer.hinting ? t.hintThinking : t.hint}
          </button>
          {computer.hint !== null && !reviewing ? <span>{t.hintIs(point(computer.hint))}</span> : null}
          <button type="button" onClick={copyLink} disabled={moves.length === 0}>
            {t.copyLink}
          </button>
        </div>
        {link ? (
          <label className="link">
            <span>{link.copied ? t.copied : t.copyFailed}</span>
            <input readOnly value={link.href} aria-label={t.link} onFocus={(event) => event.target.select()} />
          </label>
        ) : null}
        {/* Records in and out load when first opened: most visits never need them. */}
        <details className="records" onToggle={(event) => setRecordsOpen(event.currentTarget.open)}>
          <summary>{t.records}</summary>
          {recordsOpen ? (
            <Suspense fallback={null}>
              <RecordsPanel variant={variant} moves={moves} t={t} onOpen={onOpenRecord} />
            </Suspense>
          ) : null}
        </details>
      </div>
      {branchPoint !== null && reviewing ? (
        <BranchDialog
          at={shown}
          dropped={moves.length - shown}
          t={t}
          onCancel={() => setBranchPoint(null)}
          onConfirm={() => {
            const record = [...moves.slice(0, shown), branchPoint];
            setReviewAt(null);
            setBranchPoint(null);
            onBranch(record);
          }}
        />
      ) : null}
    </div>
  );
}
