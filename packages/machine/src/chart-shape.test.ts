import { describe, expect, it } from 'vitest';
import { describeChart } from './chart.ts';
import { STATUS_PATHS } from './paths.ts';
import { STATUSES } from './types.ts';

// The chart the documents draw is in the code: these edges are the design's transitions. Every
// edge an event takes is allowed by `problemOf` (`isAllowed`, or a guard that asks it and then
// chooses among the edges: who acts, where a decline returns to).
const { states, edges } = describeChart();
const edge = (source: string, event: string, target: string) =>
  edges.filter((e) => e.source === `gomoku.${source}` && e.event === event && e.target === `gomoku.${target}`).map((e) => e.guard);
const tagsOf = (id: string) => states.find((s) => s.id === `gomoku.${id}`)?.tags;
/** Each edge `[source, event, target, guard]` is in the chart, that guard its only one between those states on that event. */
const expectEdges = (rows: [string, string, string, string | null][]) => {
  for (const [source, event, target, guard] of rows) expect(edge(source, event, target), `${source} ${event} ${target}`).toEqual([guard]);
};

describe('the chart as drawn', () => {
  it('has the design’s states, grouped and tagged', () => {
    const ids = states.map((s) => s.id);
    for (const status of ['blackToMove', 'whiteToMove', 'blackRequestsUndo', 'whiteRequestsUndo', 'blackOffersDraw', 'whiteOffersDraw', 'blackOffersRestart', 'whiteOffersRestart']) {
      expect(ids).toContain(`gomoku.playing.${status}`);
    }
    for (const status of ['placing', 'choosing', 'extending', 'finalChoice']) expect(ids).toContain(`gomoku.playing.opening.${status}`);
    for (const status of ['blackWon', 'whiteWon', 'draw', 'blackOffersRematch', 'whiteOffersRematch']) expect(ids).toContain(`gomoku.over.${status}`);
    // Each status is one leaf state, and each leaf but `resuming` is a status.
    const leaves = states.filter((s) => !states.some((child) => child.parent === s.id)).map((s) => s.id);
    expect(new Set(leaves)).toEqual(new Set(['gomoku.resuming', ...STATUSES.map((status) => `gomoku.${STATUS_PATHS[status]}`)]));
    expect(tagsOf('playing')).toEqual(['live']);
    expect(tagsOf('playing.opening')).toEqual(['opening']);
    expect(tagsOf('over')).toEqual(['over']);
    expect(tagsOf('playing.blackRequestsUndo')).toEqual(['awaitingAnswer', 'whiteActs']);
    expect(tagsOf('playing.whiteOffersDraw')).toEqual(['awaitingAnswer', 'blackActs']);
    expect(tagsOf('over.blackOffersRematch')).toEqual(['awaitingAnswer', 'whiteActs']);
    expect(tagsOf('playing.blackToMove')).toEqual(['blackActs']);
    expect(tagsOf('playing.opening.placing')).toEqual(['firstActs']);
    expect(tagsOf('playing.opening.choosing')).toEqual(['secondActs', 'choosingColor']);
    expect(tagsOf('playing.opening.finalChoice')).toEqual(['firstActs', 'choosingColor']);
  });

  it('moves from one turn to the other, or to the end, on a move', () => {
    expectEdges([
      ['playing.blackToMove', 'play', 'playing.whiteToMove', 'isAllowed'],
      ['playing.whiteToMove', 'play', 'playing.blackToMove', 'isAllowed'],
      ['playing.blackToMove', 'play', 'over.blackWon', 'isWinningMove'],
      ['playing.whiteToMove', 'play', 'over.whiteWon', 'isWinningMove'],
      ['playing.blackToMove', 'play', 'over.draw', 'isDrawingMove'],
      ['playing.whiteToMove', 'play', 'over.draw', 'isDrawingMove'],
    ]);
  });

  it('asks for undo, or takes back at once, and the opponent answers', () => {
    expectEdges([
      ['playing.blackToMove', 'undo', 'playing.blackRequestsUndo', 'isBy(black)'],
      ['playing.blackToMove', 'undo', 'playing.whiteRequestsUndo', 'isBy(white)'],
      ['playing.blackToMove', 'undo', 'playing.blackToMove', 'takesBackAtOnce(black)'],
      ['playing.blackToMove', 'undo', 'playing.whiteToMove', 'takesBackAtOnce(white)'],
      ['playing.blackRequestsUndo', 'undo.accept', 'playing.blackToMove', 'isAllowed'],
      ['playing.whiteRequestsUndo', 'undo.accept', 'playing.whiteToMove', 'isAllowed'],
      ['playing.whiteRequestsUndo', 'undo.decline', 'playing.whiteToMove', 'returnsTo(whiteToMove)'],
      ['playing.whiteRequestsUndo', 'undo.decline', 'playing.blackToMove', 'returnsTo(blackToMove)'],
      // A game ended on the board is taken back under `immediate` (problemOf says where).
      ['over.blackWon', 'undo', 'playing.whiteToMove', 'isBy(white)'],
      ['over.draw', 'undo', 'playing.blackToMove', 'isBy(black)'],
    ]);
  });

  it('opens by placing, choosing and extending, then plays', () => {
    expectEdges([
      ['playing.opening.placing', 'play', 'playing.opening.choosing', 'placesStone(3)'],
      ['playing.opening.placing', 'play', 'playing.opening.placing', 'isAllowed'],
      ['playing.opening.placing', 'undo', 'playing.opening.placing', 'isAllowed'],
      ['playing.opening.choosing', 'opening.choose', 'playing.whiteToMove', 'isAllowed'],
      ['playing.opening.choosing', 'opening.extend', 'playing.opening.extending', 'isAllowed'],
      ['playing.opening.extending', 'play', 'playing.opening.finalChoice', 'placesStone(5)'],
      ['playing.opening.extending', 'undo', 'playing.opening.extending', 'isAllowed'],
      ['playing.opening.finalChoice', 'opening.choose', 'playing.whiteToMove', 'isAllowed'],
    ]);
  });

  it('offers a draw, loses on time, and rematches', () => {
    expectEdges([
      ['playing.blackToMove', 'draw.offer', 'playing.blackOffersDraw', 'isBy(black)'],
      ['playing.blackOffersDraw', 'draw.accept', 'over.draw', 'isAllowed'],
      ['playing.blackOffersDraw', 'draw.decline', 'playing.whiteToMove', 'returnsTo(whiteToMove)'],
      // Each seat's flag falls in the states where its clock runs: the other side wins.
      ['playing.opening.placing', 'after flagFalls', 'over.whiteWon', 'clockRuns'],
      ['playing.opening.choosing', 'after flagFalls', 'over.blackWon', 'clockRuns'],
      ['playing.opening.extending', 'after flagFalls', 'over.blackWon', 'clockRuns'],
      ['playing.opening.finalChoice', 'after flagFalls', 'over.whiteWon', 'clockRuns'],
      ['playing.blackToMove', 'after flagFalls', 'over.whiteWon', 'clockRuns'],
      ['playing.whiteToMove', 'after flagFalls', 'over.blackWon', 'clockRuns'],
      ['over', 'rematch', 'playing.opening', 'opensWithSwap'],
      ['over', 'rematch', 'playing.blackToMove', 'isAllowed'],
    ]);
    // No flag falls while an answer waits, or once it is over.
    expect(edges.filter((e) => e.event.startsWith('after')).map((e) => e.source.split('.').pop())).toEqual(['placing', 'choosing', 'extending', 'finalChoice', 'blackToMove', 'whiteToMove']);
  });

  it('asks the other side before a new game or a rematch, and goes back on a decline', () => {
    expectEdges([
      ['playing.blackToMove', 'restart.offer', 'playing.whiteOffersRestart', 'isBy(white)'],
      ['playing.whiteOffersRestart', 'restart.accept', 'playing.blackToMove', 'isAllowed'],
      ['playing.whiteOffersRestart', 'restart.accept', 'playing.opening', 'opensWithSwap'],
      ['playing.whiteOffersRestart', 'restart.decline', 'playing.blackToMove', 'returnsTo(blackToMove)'],
      ['over.blackWon', 'rematch.offer', 'over.whiteOffersRematch', 'isBy(white)'],
      ['over.whiteOffersRematch', 'rematch.accept', 'playing.blackToMove', 'isAllowed'],
      ['over.whiteOffersRematch', 'rematch.accept', 'playing.opening', 'opensWithSwap'],
      ['over.whiteOffersRematch', 'rematch.decline', 'over.blackWon', 'returnsTo(blackWon)'],
      ['over.whiteOffersRematch', 'rematch.decline', 'over.draw', 'returnsTo(draw)'],
    ]);
    // One screen's new game, from anywhere the chart rests.
    for (const from of ['playing', 'over']) {
      expect(edges.filter((e) => e.source === `gomoku.${from}` && e.event === 'restart').map((e) => [e.guard, e.target])).toEqual([
        ['opensWithSwap', 'gomoku.playing.opening'],
        ['isAllowed', 'gomoku.playing.blackToMove'],
      ]);
    }
  });

  it('resigns from every live state, and refuses in one place', () => {
    expectEdges([
      ['playing', 'resign', 'over.whiteWon', 'isBy(black)'],
      ['playing', 'resign', 'over.blackWon', 'isBy(white)'],
    ]);
    const refusals = edges.filter((e) => e.event === '*');
    expect(refusals).toEqual([{ source: 'gomoku', target: 'gomoku', event: '*', guard: 'isGameEvent' }]);
    // No other key on the root: on XState 5.20 an exact key there shadows `*` for its event.
    expect(edges.filter((e) => e.source === 'gomoku').map((e) => e.event)).toEqual(['*']);
    // Every other edge an event takes has a guard that asks `problemOf`.
    expect(edges.filter((e) => e.event !== '*' && e.event !== 'always' && !e.event.startsWith('after') && e.guard === null)).toEqual([]);
  });

  it('passes through one state only, the start, with one edge to each status', () => {
    const passing = edges.filter((e) => e.event === 'always');
    expect(new Set(passing.map((e) => e.source))).toEqual(new Set(['gomoku.resuming']));
    expect(states.find((s) => s.id === 'gomoku')?.initial).toBe('gomoku.resuming');
    expect(new Set(passing.map((e) => e.target))).toEqual(new Set(STATUSES.map((status) => `gomoku.${STATUS_PATHS[status]}`)));
    for (const e of passing) {
      const status = e.target.split('.').pop();
      // The last edge, to `draw`, is the one left when no other status is the state's.
      expect(e.guard, e.target).toBe(status === 'draw' ? null : `resumesAt(${status})`);
    }
  });
});
