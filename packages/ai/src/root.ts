import { POINT } from './classes.ts';
import type { Clock } from './clock.ts';
import type { LevelSettings } from './levels.ts';
import { WIN, WON } from './scores.ts';
import type { Workspace } from './workspace.ts';

const FLEX4 = POINT.FLEX4;
const FIVE = POINT.FIVE;

/** The move chosen at the root, with its score for the mover, the depth behind it and the expected line (padded cells). */
export interface Decision {
  cell: number;
  score: number;
  depth: number;
  line: number[];
  nodes: number;
}

/**
 * Shares of the thinking time: threat searches first, then the main search (no new depth after
 * the soft share while settled, the unclear share while not, and never past the hard share),
 * leaving the rest to check the move chosen against the opponent's threats.
 */
const VCF_SHARE = 0.04;
const VCT_SHARE = 0.12;
// A depth started late may not finish, but the moves it has searched by the hard share still
// count (a first move beaten is kept), and at 55% master left most of its time unused.
const SOFT_SHARE = 0.7;
const UNCLEAR_SHARE = 0.85;
const HARD_SHARE = 0.88;
const SEARCH_WIDTH_AT_ROOT = 24;
/** When the opponent threatens to win: the time for each move checked, and for all of them. */
const CHECK_SHARE = 0.15;
const DEFENCE_SHARE = 0.5;

/**
 * The decision at the root, in order: a five; the block of the opponent's five; an open four;
 * a victory by fours, then by threes and fours (as the level allows); else iterative deepening,
 * over only the moves that stop the opponent's victory when it threatens one (as many as time
 * allows to check), after which the chosen move is checked again against the opponent's victory
 * by fours or threats (the next best move is taken when it loses to one and another does not);
 * the weak levels then pick at random among moves close to the best.
 */
export function decide({ position, lists, threats, searcher }: Workspace, stone: number, level: LevelSettings, clock: Clock, timeMs: number): Decision {
  const started = performance.now();
  const other = 3 - stone;
  const sub = (milliseconds: number) => {
    const budget = clock.within(milliseconds);
    clocks.push(budget);
    return budget;
  };
  const clocks: Clock[] = [];
  const done = (cell: number, score: number, depth: number, line: number[] = [cell]): Decision => ({
    cell,
    score,
    depth,
    line,
    nodes: clocks.reduce((sum, c) => sum + c.nodes, 0),
  });

  if (position.countOf(stone, FIVE) > 0) return done(position.fivePoint(stone), WIN - 1, 1);
  const opponentFives = position.countOf(other, FIVE);
  if (opponentFives === 0 && !position.hasFour(other)) {
    const open = lists.legalPointOf(stone, FLEX4);
    if (open >= 0) return done(open, WIN - 3, 3);
  }
  if (opponentFives === 0 && level.vcfFours > 0) {
    // The shortest win: the fewer moves, the fewer chances to go wrong.
    const found = threats.vcf.searchShortest(stone, level.vcfFours, sub(timeMs * VCF_SHARE));
    if (found) return done(threats.vcf.line[0] as number, WIN - threats.vcf.line.length, threats.vcf.line.length, threats.vcf.line);
  }
  if (opponentFives === 0 && level.vctDepth > 0) {
    const found = threats.search(stone, level.vctDepth, level.vcfFours, sub(timeMs * VCT_SHARE));
    // Its line is known only as far as its first threat: the depth counts the threats and their answers, and a five.
    if (found) return done(threats.line[0] as number, WIN - 2 * threats.depth - 1, 2 * threats.depth + 1, threats.line);
  }

  /** Does the opponent win by fours (or by up to `depth` threats) after `cell`? */
  const losesAfter = (cell: number, milliseconds: number, depth = level.vctDepth): boolean => {
    position.play(cell, stone);
    const lost = threatened(milliseconds, depth);
    position.undo();
    return lost;
  };
  /** Would the opponent win by fours (or by up to `depth` threats) if it were to move now? Its line is then in `threats`. */
  const threatened = (milliseconds: number, depth = level.vctDepth): boolean =>
    threats.vcf.search(other, level.vcfFours, sub(Infinity)) || (level.guard === 'vct' && threats.search(other, depth, level.vcfFours, sub(milliseconds)));

  // Against a five to come, the block is the only move (two cannot both be blocked: the search gives the loss its score).
  let roots = opponentFives > 0 ? [position.fivePoint(other)].filter((cell) => position.legal(cell, stone)) : lists.roots(stone, SEARCH_WIDTH_AT_ROOT);
  if (roots.length === 0) return done(position.points.find((cell) => position.cells[cell] === 0 && position.legal(cell, stone)) ?? -1, -WIN, 0);
  if (level.guard !== 'none' && roots.length > 1 && opponentFives === 0 && threatened(timeMs * CHECK_SHARE)) {
    // The opponent threatens to win: search only the moves that stop it, its winning line's cells first, in order.
    const byFours = threats.vcf.line.length > 0;
    const line = byFours ? threats.vcf.line : threats.line;
    // A defence is checked against threats a little longer than the one found.
    const depth = Math.min(level.vctDepth, (byFours ? 1 : threats.depth) + 2);
    const rank = (cell: number) => (line.includes(cell) ? line.indexOf(cell) : line.length);
    const ordered = [...roots].sort((a, b) => rank(a) - rank(b));
    const safe = ordered.filter((cell) => performance.now() < started + timeMs * DEFENCE_SHARE && !clock.expired() && !losesAfter(cell, timeMs * CHECK_SHARE, depth));
    if (safe.length > 0) roots = safe;
  }
  // One move only (a forced block): a short search still gives its score.
  const share = roots.length === 1 ? 0.1 : 1;
  const result = searcher.deepen(
    stone,
    roots,
    {
      maxDepth: level.maxDepth,
      width: level.width,
      softDeadline: started + timeMs * SOFT_SHARE * share,
      unclearDeadline: started + timeMs * UNCLEAR_SHARE * share,
    },
    sub(timeMs * HARD_SHARE * share - (performance.now() - started)),
  );
  let move = result.move;
  let score = result.score;
  const ranked = [...roots].sort((a, b) => (result.scores.get(b) ?? -WIN) - (result.scores.get(a) ?? -WIN));
  ranked.unshift(...ranked.splice(ranked.indexOf(move), 1));

  if (level.guard !== 'none' && roots.length > 1 && score > -WON && score < WON) {
    const safe = ranked.find((cell) => {
      if (clock.expired()) return false;
      const from = clocks.length;
      // A check the deadline or the signal cut short proves nothing; one that finished needs no second look at the time.
      const cutShort = (part: Clock) => part.stopped && (part.deadline >= clock.deadline || part.signal?.aborted === true);
      return !losesAfter(cell, timeMs * VCT_SHARE) && !clocks.slice(from).some(cutShort);
    });
    if (safe !== undefined && safe !== move) {
      move = safe;
      score = result.scores.get(safe) ?? score;
    }
  }
  if (level.slack > 0 && Math.abs(score) < WON) {
    const near = ranked.filter((cell) => (result.scores.get(cell) ?? -WIN) >= score - level.slack);
    move = near[Math.floor(Math.random() * near.length)] ?? move;
    score = result.scores.get(move) ?? score;
  }
  return done(move, score, result.depth, searcher.principalVariation(move, stone, Math.max(1, result.depth)));
}
