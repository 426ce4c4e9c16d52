import { colorOfMove, Game, otherColor, toCoordinate, type Color } from '@gomoku/engine';
import type { GameRecord } from '@gomoku/engine/records';
import { selectIsOver, selectMoves, selectPlayers, selectSeatOf, selectSeatToAct, selectVariant, type GomokuSnapshot } from '@gomoku/machine';
import { Board, Clock, Controls, GameBoard, MoveList, StatusLine, useComputerPlayer, useGomokuSelector, useGomokuSource, type ComputerPlayer } from '@gomoku/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { BranchDialog } from './BranchDialog.tsx';
import { BoardFrame } from './BoardFrame.tsx';
import type { FinishedGame } from './finished-game.ts';
import { GameOver } from './GameOver.tsx';
import { GameTools } from './GameTools.tsx';
import { Icon } from './icons.tsx';
import { PlayersPanel } from './PlayersPanel.tsx';
import { ReviewBar } from './ReviewBar.tsx';
import { ScreenHeading } from './screen-heading.tsx';
import { boardDisplayOf, type LevelSetting, type Settings } from './settings.ts';
import type { Strings } from './strings.ts';
import { useGameSounds } from './use-game-sounds.ts';
import { useDeclinedDraw } from './use-declined-draw.ts';
import type { Notice } from './Notice.tsx';
import { useSaveGame } from './use-save-game.ts';
import { useAnalysisOpen, usePickFromList, useReview } from './use-review.ts';

/**
 * Which game this is: one of this screen's, saved under `id` (against a friend or the computer),
 * or a finished game opened to look back at (its players named; never saved, never continued).
 */
export type PlayedGame = { kind: 'local'; id: string } | ({ kind: 'finished' } & Pick<FinishedGame, 'names' | 'me'>);

interface PlayProps {
  game: PlayedGame;
  settings: Settings;
  t: Strings;
  /** Starts a new game from a record (a branch from a reviewed position). */
  onBranch: (moves: number[]) => void;
  /** The game was restarted: `previous` is the game it replaced, to offer it back (a finished game to look back at has no restart). */
  onRestarted?: (previous: GomokuSnapshot) => void;
  /** Something to tell the player (the computer declined a draw). */
  onNotice: (notice: Notice) => void;
  /** A record was opened: start a game from it. */
  onOpenRecord: (record: GameRecord, format: string) => void;
}

const AnalysisPanel = lazy(() => import('./AnalysisPanel.tsx'));

/** The players' id the demo gives the computer, so it keeps its seat through a rematch. */
export const COMPUTER = 'computer';

/**
 * How long each level may think, at most. The weaker levels stop at their depth long before; the
 * least wait is only there so the stone lands visibly after the player's own.
 */
const THINKING_MS: Record<LevelSetting, number> = { easy: 1000, medium: 1000, hard: 1500, master: 3000 };
const LEAST_WAIT_MS = 250;

/** The game area: players, status, clocks, board (live or reviewed), controls, review, sharing and records. */
export function Play({ game, settings, t, onBranch, onRestarted, onNotice, onOpenRecord }: PlayProps) {
  const source = useGomokuSource();
  const moves = useGomokuSelector(selectMoves);
  const variant = useGomokuSelector(selectVariant);
  const over = useGomokuSelector(selectIsOver);
  const computerColor = useGomokuSelector((s): Color | undefined => {
    const players = selectPlayers(s);
    return players?.black === COMPUTER ? 'black' : players?.white === COMPUTER ? 'white' : undefined;
  });
  const level = settings.level;
  const ai: ComputerPlayer | undefined = computerColor ? { color: computerColor, level, timeMs: THINKING_MS[level], minDelayMs: LEAST_WAIT_MS } : undefined;
  const computer = useComputerPlayer(ai);
  const finished = game.kind === 'finished' ? game : null;
  const human = finished ? finished.me : computerColor ? otherColor(computerColor) : undefined;
  const myTurn = useGomokuSelector((s) => human !== undefined && selectSeatToAct(s) === selectSeatOf(s, human));
  const computerToAct = useGomokuSelector((s) => computerColor !== undefined && selectSeatToAct(s) === selectSeatOf(s, computerColor));
  useGameSounds(settings.muted);
  useDeclinedDraw(computerColor, () => onNotice({ kind: 'info', text: (s) => s.drawDeclined }));

  useSaveGame(game.kind === 'local' ? game.id : null, computerColor ? level : null);
  // The game before the latest change is kept, so a restart can be undone.
  const previous = useRef<GomokuSnapshot | null>(null);
  useEffect(() => {
    let current = source.getSnapshot();
    return source.subscribe(() => {
      previous.current = current;
      current = source.getSnapshot();
    });
  }, [source]);

  // The tab names the screen, and says when it is your move against the computer.
  const screenName = finished ? t.screens.review : computerColor ? t.screens.computer : t.screens.friend;
  useEffect(() => {
    document.title = `${myTurn && !over ? `${t.yourMove} — ` : ''}${screenName} — ${t.title}`;
  }, [myTurn, over, screenName, t]);

  const review = useReview(moves);
  const { shown, reviewing } = review;
  const [branchPoint, setBranchPoint] = useState<number | null>(null);
  const step = (k: number) => {
    setBranchPoint(null);
    review.review(k);
  };
  const { reveal, pick } = usePickFromList(step);
  const analysisOpen = useAnalysisOpen(review, over, moves.length);
  // The board takes the focus when the game starts, not when a review ends: the player stays on
  // the list or the review bar they ended it from.
  const [reviewed, setReviewed] = useState(false);
  if (reviewing && !reviewed) setReviewed(true);
  // While the computer thinks the hint waits, but the button keeps the focus (a disabled one drops it).
  const hintBusy = computer.hinting || computer.thinking;
  const shownHint = reviewing ? null : computer.hint;

  const point = (p: number) => toCoordinate(p, variant);
  const reviewText = reviewing
    ? t.reviewStatus(shown, moves.length, shown > 0 ? t.reviewPlayed(t.colors[colorOfMove(shown - 1)], point(moves[shown - 1] as number)) : '', t.colors[colorOfMove(shown)])
    : null;
  const display = boardDisplayOf(settings);
  const nameOf = (color: Color) => (finished ? finished.names[color] : computerColor ? (color === computerColor ? t.computerName(t.levels[level]) : t.you) : t.colors[color]);
  return (
    <div className="play">
      <ScreenHeading className="visually-hidden">{screenName}</ScreenHeading>
      <div className="play-board">
        {over ? <GameOver me={human ?? null} t={t} /> : null}
        {/* A finished game's players are named: who played whom stays said beside how it ended. */}
        {over && !finished ? null : <PlayersPanel t={t} nameOf={nameOf} thinking={computer.thinking ? computerColor : null} />}
        {reviewText ? (
          <p role="status" className="gomoku-status review-status">
            {reviewText}
          </p>
        ) : (
          <StatusLine locale={settings.locale} theme={settings.theme} thinking={computer.thinking} error={computer.error} />
        )}
        <Clock locale={settings.locale} theme={settings.theme} />
        {/* A game just started: the board has the focus, so a keyboard player plays at once. */}
        <BoardFrame size={variant.size} reveal={reveal}>
          {reviewing ? (
            <Board {...display} size={variant.size} moves={moves.slice(0, shown)} onPlay={(p) => new Game({ variant, moves: moves.slice(0, shown) }).at(p) === null && setBranchPoint(p)} label={`${t.review}: ${t.moveOf(shown, moves.length)}`} />
          ) : (
            <GameBoard {...display} autoFocus={!reviewed} hint={computer.hint} disabled={computerToAct} />
          )}
        </BoardFrame>
      </div>
      <div className="play-side">
        {/* A finished game opened to look back at has nothing to play: no rematch, no new game in its place. */}
        {finished ? null : <h2 className="visually-hidden">{t.sections.controls}</h2>}
        {finished ? null : (
          <Controls
            locale={settings.locale}
            theme={settings.theme}
            player={human}
            onSend={(event) => {
              step(moves.length);
              if ((event.type === 'restart' || event.type === 'rematch') && previous.current) onRestarted?.(previous.current);
            }}
          />
        )}
        <h2 className="visually-hidden">{t.sections.moves}</h2>
        <ReviewBar review={{ ...review, review: step }} total={moves.length} t={t} />
        <MoveList moves={moves} size={variant.size} current={shown} onSelect={pick} locale={settings.locale} theme={settings.theme} />
        {analysisOpen ? (
          <Suspense fallback={null}>
            <h2 className="visually-hidden">{t.sections.analysis}</h2>
            <AnalysisPanel moves={moves} variant={variant} current={shown} onSelect={pick} locale={settings.locale} theme={settings.theme} />
          </Suspense>
        ) : null}
        <GameTools t={t} onOpenRecord={onOpenRecord}>
          {finished ? null : (
            <button type="button" onClick={() => {
                if (!hintBusy) computer.askHint();
              }} disabled={over || reviewing} aria-disabled={hintBusy || undefined}>
              <Icon name="hint" />
              <span>{computer.hinting ? t.hintThinking : t.hint}</span>
            </button>
          )}
          {/* Always there, so the hint is spoken when it comes; hidden while empty, to leave no gap in the bar. */}
          <span role="status" className={shownHint === null ? 'visually-hidden' : 'hint-text'}>
            {shownHint === null ? null : t.hintIs(point(shownHint))}
          </span>
        </GameTools>
      </div>
      {branchPoint !== null && reviewing ? (
        <BranchDialog
          at={shown}
          dropped={moves.length - shown}
          t={t}
          onCancel={() => setBranchPoint(null)}
          onConfirm={() => {
            const record = [...moves.slice(0, shown), branchPoint];
            step(moves.length);
            setBranchPoint(null);
            onBranch(record);
          }}
        />
      ) : null}
    </div>
  );
}
