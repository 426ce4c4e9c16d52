'use client';
import type { AIWorker, Level, SearchOptions, SearchResult } from '@gomoku/ai';
import type { Color } from '@gomoku/engine';
import {
  selectClock,
  selectColorOf,
  selectMoves,
  selectSeatOf,
  selectSeatToAct,
  selectStatus,
  selectTimeControl,
  selectTurn,
  selectVariant,
  type GomokuEvent,
  type GomokuSnapshot,
  type Seat,
  type Status,
} from '@gomoku/machine';
import { useCallback, useEffect, useState } from 'react';
import { timeLeft } from '../game/clock-format.ts';
import { useGomokuSelector, useGomokuSource } from '../game/context.tsx';
import { useAIWorker } from './use-ai-worker.ts';

/** Who the computer plays and how hard. */
export interface ComputerPlayer {
  /** The colour it plays in the first game (after a rematch, the other). */
  color?: Color | undefined;
  /** Or the seat it plays (`first` opens; under a swap rule the colours are chosen later). */
  seat?: Seat | undefined;
  level?: Level | undefined;
  /** Thinking time per move in milliseconds (default 1000); with a clock, less when time runs short. */
  timeMs?: number | undefined;
  /**
   * The least time before it plays, in milliseconds (default 400), so that even a quick reply
   * arrives after the player's own stone, with "thinking" shown meanwhile.
   */
  minDelayMs?: number | undefined;
  /**
   * While the player thinks, the computer keeps searching the reply it expects, in its worker,
   * so its answer to that reply starts deeper (default true; false spares a phone's battery).
   */
  ponder?: boolean | undefined;
}

/** What the computer is doing, and its hints. */
export interface ComputerPlayerState {
  /** True while it chooses its move, a colour or an answer. */
  thinking: boolean;
  /** Why its last search failed (it then stops thinking), or null. */
  error: string | null;
  /** Its suggestion for the side to move, while the position it was asked in stands. */
  hint: number | null;
  /** True while a hint is being searched. */
  hinting: boolean;
  /** Asks the same search for the side to move's best move (shown as `hint`). */
  askHint: () => void;
}

/** A draw offered to the computer is accepted when its own position is worse than this. */
const DRAW_ACCEPT_BELOW = -2_000;

/**
 * The search in a Web Worker where there is one, else on this thread after a paint. The search
 * itself is loaded only for that fallback, so an app ships it once: in the worker.
 */
async function runSearch(loading: Promise<AIWorker | null>, moves: readonly number[], options: SearchOptions): Promise<SearchResult> {
  const worker = await loading;
  if (worker) return worker.search(moves, options);
  const { search } = await import('@gomoku/ai/search');
  await new Promise((resolve) => setTimeout(resolve, 0));
  return search(moves, options);
}

/** Time to think for one decision: the player's own limit, and with a clock a share of what is left at `now`. */
function budget(timeMs: number, snapshot: GomokuSnapshot, seat: Seat, now: number): number {
  const clock = selectClock(snapshot);
  const control = selectTimeControl(snapshot);
  if (!clock || !control) return timeMs;
  return Math.max(50, Math.min(timeMs, timeLeft(clock, seat, now) / 25 + control.incrementMs * 0.8));
}

/** The computer's answer in a status where it acts, from a search of the position (or null to just play the move). */
function decide(status: Status, result: SearchResult, mine: Color, turn: Color): GomokuEvent | null {
  const score = turn === mine ? result.score : -result.score;
  switch (status) {
    // Choosing a colour: White moves next, so take White when the search likes White's chances.
    case 'choosing':
    case 'finalChoice':
      return { type: 'opening.choose', color: result.score >= 0 ? 'white' : 'black' };
    case 'blackOffersDraw':
    case 'whiteOffersDraw':
      return { type: score < DRAW_ACCEPT_BELOW ? 'draw.accept' : 'draw.decline', by: mine };
    case 'blackRequestsUndo':
    case 'whiteRequestsUndo':
      return { type: 'undo.accept', by: mine };
    default:
      return null;
  }
}

/**
 * Lets the computer play its seat through the machine. When it is its to act it searches off the
 * main thread (a Web Worker where there is one) and plays, places an opening stone, chooses a
 * colour (White when its search favours White; it never extends a swap2 opening), or answers a
 * draw offer (accepted only when it stands clearly worse) or an undo request (accepted). With a
 * clock it budgets its time from what is left. Any change to the game meanwhile cancels the
 * search. A failed search ends the thinking and says why (`error`). The same worker answers
 * `askHint` for the side to move, with or without a computer opponent.
 */
export function useComputerPlayer(ai: ComputerPlayer | undefined): ComputerPlayerState {
  const source = useGomokuSource();
  const status = useGomokuSelector(selectStatus);
  const moves = useGomokuSelector(selectMoves);
  const variant = useGomokuSelector(selectVariant);
  const toAct = useGomokuSelector(selectSeatToAct);
  // The computer's seat: the one it was given, or the one playing its colour in the first game.
  const seat = useGomokuSelector((s) => (ai ? (ai.seat ?? selectSeatOf(s, ai.color ?? 'white')) : null));
  const mine = useGomokuSelector((s) => (seat ? selectColorOf(s, seat) : 'white'));
  const turn = useGomokuSelector(selectTurn);
  // A failure belongs to the position it happened in: a new position clears it.
  const [failure, setFailure] = useState<{ at: readonly number[]; status: Status; message: string } | null>(null);
  const [hint, setHint] = useState<{ point: number; at: readonly number[] } | null>(null);
  const [hinting, setHinting] = useState(false);

  // Pondering only with an opponent to play: hints alone need no search between requests.
  const searcher = useAIWorker({ ponder: ai ? (ai.ponder ?? true) : false });

  const level = ai?.level ?? 'hard';
  const timeMs = ai?.timeMs ?? 1000;
  const minDelayMs = ai?.minDelayMs ?? 400;
  const acting = seat !== null && toAct === seat;
  useEffect(() => {
    if (!acting || !seat) return;
    const controller = new AbortController();
    const started = Date.now();
    // The clock is read when the search starts, on the game's own clock (online, the server's).
    runSearch(searcher(), moves, { variant, level, timeMs: budget(timeMs, source.getSnapshot(), seat, source.now()), signal: controller.signal })
      .then((result) => new Promise<SearchResult>((resolve) => setTimeout(() => resolve(result), Math.max(0, minDelayMs - (Date.now() - started)))))
      .then((result) => {
        if (controller.signal.aborted) return;
        source.send(decide(status, result, mine, turn) ?? { type: 'play', point: result.point, by: seat });
      })
      .catch((problem: unknown) => {
        // An aborted search has nothing to play: the game already moved on.
        if (controller.signal.aborted || (problem as { code?: string })?.code === 'aborted') return;
        setFailure({ at: moves, status, message: problem instanceof Error ? problem.message : String(problem) });
      });
    return () => controller.abort();
  }, [source, acting, seat, level, timeMs, minDelayMs, status, moves, variant, mine, turn, searcher]);

  const askHint = useCallback(() => {
    setHinting(true);
    const at = moves;
    runSearch(searcher(), moves, { variant, level: 'hard', timeMs: 800 })
      .then((result) => setHint({ point: result.point, at }))
      .catch(() => setHint(null))
      .finally(() => setHinting(false));
  }, [moves, variant, searcher]);

  const error = acting && failure?.at === moves && failure.status === status ? failure.message : null;
  return {
    // The computer thinks for exactly as long as it is its to act, unless its search failed.
    thinking: acting && error === null,
    error,
    hint: hint && hint.at === moves ? hint.point : null,
    hinting,
    askHint,
  };
}
