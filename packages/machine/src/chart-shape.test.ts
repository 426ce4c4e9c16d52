import { describe, expect, it } from 'vitest';
import { describeChart } from './chart.ts';

// The chart the documents draw is in the code: these edges are the design's transitions.
const { states, edges } = describeChart();
const edge = (source: string, event: string, target: string) =>
  edges.filter((e) => e.source === `gomoku.${source}` && e.event === event && e.target === `gomoku.${target}`).map((e) => e.guard);

describe('the chart as drawn', () => {
  it('has the design’s states, grouped and tagged', () => {
    const ids = states.map((s) => s.id);
    for (const status of ['blackToMove', 'whiteToMove', 'blackRequestsUndo', 'whiteRequestsUndo']) expect(ids).toContain(`gomoku.playing.${status}`);
    for (const status of ['blackWon', 'whiteWon', 'draw']) expect(ids).toContain(`gomoku.over.${status}`);
    expect(states.find((s) => s.id === 'gomoku.playing')?.tags).toEqual(['live']);
    expect(states.find((s) => s.id === 'gomoku.over')?.tags).toEqual(['over']);
    expect(states.find((s) => s.id === 'gomoku.playing.blackRequestsUndo')?.tags).toEqual(['awaitingAnswer', 'whiteActs']);
    expect(states.find((s) => s.id === 'gomoku.playing.blackToMove')?.tags).toEqual(['blackActs']);
  });

  it('moves from one turn to the other, or to the end, on a move', () => {
    expect(edge('playing.blackToMove', 'play', 'playing.whiteToMove')).toEqual(['isLegalMove(black)']);
    expect(edge('playing.whiteToMove', 'play', 'playing.blackToMove')).toEqual(['isLegalMove(white)']);
    expect(edge('playing.blackToMove', 'play', 'over.blackWon')).toEqual(['isWinningMove(black)']);
    expect(edge('playing.whiteToMove', 'play', 'over.whiteWon')).toEqual(['isWinningMove(white)']);
    expect(edge('playing.blackToMove', 'play', 'over.draw')).toEqual(['isDrawingMove(black)']);
  });

  it('asks for undo, and the opponent answers', () => {
    expect(edge('playing.blackToMove', 'undo', 'playing.blackRequestsUndo')).toEqual(['blackCanTakeBack']);
    expect(edge('playing.blackToMove', 'undo', 'playing.blackToMove')).toEqual(['undoIsImmediate and blackCanTakeBack']);
    expect(edge('playing.blackRequestsUndo', 'undo.accept', 'playing.blackToMove')).toEqual(['isByWhite']);
    expect(edge('playing.whiteRequestsUndo', 'undo.accept', 'playing.whiteToMove')).toEqual(['isByBlack']);
    expect(edge('playing.whiteRequestsUndo', 'undo.decline', 'playing.whiteToMove')).toEqual(['isByBlack']);
  });

  it('opens by placing, choosing and extending, then plays', () => {
    expect(edge('playing.opening.placing', 'play', 'playing.opening.choosing')).toEqual(['completesPlacement']);
    expect(edge('playing.opening.choosing', 'opening.choose', 'playing.whiteToMove')).toEqual(['isChoiceBy(second)']);
    expect(edge('playing.opening.choosing', 'opening.extend', 'playing.opening.extending')).toEqual(['mayExtend']);
    expect(edge('playing.opening.extending', 'play', 'playing.opening.finalChoice')).toEqual(['completesExtension']);
    expect(edge('playing.opening.finalChoice', 'opening.choose', 'playing.whiteToMove')).toEqual(['isChoiceBy(first)']);
  });

  it('offers a draw, loses on time, and rematches', () => {
    expect(edge('playing.blackToMove', 'draw.offer', 'playing.blackOffersDraw')).toEqual(['isByBlack']);
    expect(edge('playing.blackOffersDraw', 'draw.accept', 'over.draw')).toEqual(['isByWhite']);
    expect(edge('playing.blackToMove', 'after blackClock', 'over.whiteWon')).toEqual(['clockRuns']);
    expect(edge('over', 'rematch', 'playing.opening')).toEqual(['hasSwapOpening']);
    expect(edge('over', 'rematch', 'playing.blackToMove')).toEqual([null]);
  });

  it('asks the other side before a new game or a rematch, and goes back on a decline', () => {
    expect(edge('playing.blackToMove', 'restart.offer', 'playing.whiteOffersRestart')).toEqual(['isByWhite']);
    expect(edge('playing.whiteOffersRestart', 'restart.accept', 'playing.blackToMove')).toEqual(['isByBlack']);
    expect(edge('playing.whiteOffersRestart', 'restart.accept', 'playing.opening')).toEqual(['isByBlack and hasSwapOpening']);
    expect(edge('playing.whiteOffersRestart', 'restart.decline', 'playing.blackToMove')).toEqual(['isByBlack and isBlacksTurn']);
    expect(edge('over.blackWon', 'rematch.offer', 'over.whiteOffersRematch')).toEqual(['isByWhite']);
    expect(edge('over.whiteOffersRematch', 'rematch.accept', 'playing.blackToMove')).toEqual(['isByBlack']);
    expect(edge('over.whiteOffersRematch', 'rematch.decline', 'over.blackWon')).toEqual(['isByBlack and blackHasWon']);
  });

  it('resigns from every live state, and refuses in one place', () => {
    expect(edge('playing', 'resign', 'over.whiteWon')).toEqual(['isByBlack']);
    expect(edge('playing', 'resign', 'over.blackWon')).toEqual(['isByWhite']);
    const refusals = edges.filter((e) => e.event === '*');
    expect(refusals).toEqual([{ source: 'gomoku', target: 'gomoku', event: '*', guard: null }]);
  });

  it('passes through one state only, the start from an input record', () => {
    const passing = edges.filter((e) => e.event === 'always').map((e) => e.source);
    expect(new Set(passing)).toEqual(new Set(['gomoku.resuming']));
    expect(states.find((s) => s.id === 'gomoku')?.initial).toBe('gomoku.resuming');
  });
});
