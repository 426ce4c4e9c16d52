import { createAIWorker, type AIWorker } from '@gomoku/ai';
import { Game, toCoordinate, type Color } from '@gomoku/engine';
import { selectMoves, selectStatus, selectVariant } from '@gomoku/machine';
import { Board, Controls, GameBoard, StatusLine, useComputerPlayer, useGomokuActor, useGomokuSelector, type ComputerPlayer } from '@gomoku/react';
import { useEffect, useRef, useState } from 'react';
import { writeLink } from './link.ts';
import type { Settings } from './settings.ts';
import { saveGame } from './storage.ts';
import type { Strings } from './strings.ts';

interface PlayProps {
  settings: Settings;
  t: Strings;
  /** Starts a new game from a record (a branch from a reviewed position). */
  onBranch: (moves: number[]) => void;
}

/** The game area: status, board (live or reviewed), controls, review, share and hint. */
export function Play({ settings, t, onBranch }: PlayProps) {
  const actor = useGomokuActor();
  const moves = useGomokuSelector(selectMoves);
  const variant = useGomokuSelector(selectVariant);
  const status = useGomokuSelector(selectStatus);
  const ai: ComputerPlayer | undefined =
    settings.mode === 'computer' ? { color: settings.computerColor, level: settings.level, timeMs: settings.level === 'hard' ? 1000 : 400 } : undefined;
  const thinking = useComputerPlayer(ai).thinking;
  const human: Color | undefined = ai ? (ai.color === 'black' ? 'white' : 'black') : undefined;

  // The game survives a reload: every change is saved as the machine's persisted snapshot.
  useEffect(() => {
    saveGame(actor.getPersistedSnapshot());
    const subscription = actor.subscribe(() => saveGame(actor.getPersistedSnapshot()));
    return () => subscription.unsubscribe();
  }, [actor]);

  const [reviewAt, setReviewAt] = useState<number | null>(null);
  const reviewing = reviewAt !== null && reviewAt < moves.length;
  const shown = reviewing ? reviewAt : moves.length;
  const [branchPoint, setBranchPoint] = useState<number | null>(null);
  const review = (k: number) => {
    setBranchPoint(null);
    setReviewAt(k >= moves.length ? null : Math.max(0, k));
  };

  // ← and → step through the game, unless a control or the board has the keys.
  const reviewRef = useRef({ shown, review });
  useEffect(() => {
    reviewRef.current = { shown, review };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as Element | null;
      if (target?.closest?.('[role="grid"], input, select, textarea, button')) return;
      if (event.key === 'ArrowLeft') reviewRef.current.review(reviewRef.current.shown - 1);
      else if (event.key === 'ArrowRight') reviewRef.current.review(reviewRef.current.shown + 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const [hint, setHint] = useState<{ point: number; at: number } | null>(null);
  const [hintBusy, setHintBusy] = useState(false);
  const worker = useRef<AIWorker | null>(null);
  useEffect(() => () => worker.current?.terminate(), []);
  const askHint = () => {
    worker.current ??= createAIWorker();
    setHintBusy(true);
    const at = moves.length;
    worker.current
      .search(moves, { variant, level: 'hard', timeMs: 800 })
      .then((result) => setHint({ point: result.point, at }))
      .catch(() => setHint(null))
      .finally(() => setHintBusy(false));
  };
  const hintPoint = hint && hint.at === moves.length && !reviewing ? hint.point : null;

  const [link, setLink] = useState<{ href: string; copied: boolean } | null>(null);
  const copyLink = () => {
    const href = writeLink(window.location.href, variant, moves);
    window.history.replaceState(null, '', href);
    // Without clipboard access (an insecure page, a refusal) the link is shown to copy by hand.
    if (!navigator.clipboard) {
      setLink({ href, copied: false });
      return;
    }
    navigator.clipboard.writeText(href).then(
      () => setLink({ href, copied: true }),
      () => setLink({ href, copied: false }),
    );
  };

  const over = status === 'blackWon' || status === 'whiteWon' || status === 'draw';
  const confirmBranch = () => {
    if (branchPoint === null || reviewAt === null) return;
    const record = [...moves.slice(0, reviewAt), branchPoint];
    try {
      new Game({ variant, moves: record });
    } catch {
      setBranchPoint(null);
      return;
    }
    setReviewAt(null);
    setBranchPoint(null);
    onBranch(record);
  };

  const boardProps = {
    locale: settings.locale,
    theme: settings.theme,
    showCoordinates: settings.showCoordinates,
    showMoveNumbers: settings.showMoveNumbers,
  };
  return (
    <section className="play" aria-label={t.title}>
      <StatusLine locale={settings.locale} thinking={thinking} />
      {reviewing ? (
        <Board {...boardProps} size={variant.size} moves={moves.slice(0, reviewAt)} onPlay={setBranchPoint} label={`${t.review}: ${t.moveOf(reviewAt, moves.length)}`} />
      ) : (
        <GameBoard {...boardProps} hint={hintPoint} disabled={thinking} />
      )}
      {branchPoint !== null && reviewing ? (
        <div className="bar" role="group" aria-label={t.review}>
          <span>{t.branchQuestion(reviewAt, moves.length - reviewAt)}</span>
          <button type="button" onClick={confirmBranch}>
            {t.branchYes}
          </button>
          <button type="button" onClick={() => setBranchPoint(null)}>
            {t.branchNo}
          </button>
        </div>
      ) : null}
      <Controls locale={settings.locale} player={human} onSend={() => review(moves.length)} />
      <div className="bar" role="group" aria-label={t.review}>
        <button type="button" onClick={() => review(0)} disabled={shown === 0} aria-label={t.first}>
          «
        </button>
        <button type="button" onClick={() => review(shown - 1)} disabled={shown === 0} aria-label={t.previous}>
          ◀
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
          ▶
        </button>
        <button type="button" onClick={() => review(moves.length)} disabled={!reviewing} aria-label={t.last}>
          »
        </button>
        <span className="move-count">{t.moveOf(shown, moves.length)}</span>
      </div>
      <div className="bar">
        <button type="button" onClick={copyLink} disabled={moves.length === 0}>
          {t.copyLink}
        </button>
        <button type="button" onClick={askHint} disabled={over || hintBusy || thinking || reviewing}>
          {hintBusy ? t.hintThinking : t.hint}
        </button>
        {hintPoint !== null ? <span>{t.hintIs(toCoordinate(hintPoint, variant))}</span> : null}
      </div>
      {link ? (
        <label className="link">
          <span>{link.copied ? t.copied : t.copyFailed}</span>
          <input readOnly value={link.href} aria-label={t.link} onFocus={(event) => event.target.select()} />
        </label>
      ) : null}
    </section>
  );
}
