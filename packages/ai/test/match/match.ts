import { Game, encodeMoves, type Variant } from '@gomoku/engine';
import { baselineSearch, type BaselineLevel } from '../baseline/search.ts';
import { frozenMaster } from '../frozen-master/index.ts';
import { issue33Master } from '../issue-33-master/index.ts';
import { prepare } from '../../src/prepare.ts';
import { evaluationFor } from '../../src/evaluations.ts';
import { think } from '../../src/think.ts';
import { HAND_SET } from '../tune/hand-set.ts';
import type { Evaluation } from '../../src/classes.ts';
import { EVALUATION } from '../../src/evaluation-weights.ts';
import { LEVELS, type Level } from '../../src/levels.ts';

/** A side in a match: its name and how it picks a move. */
export interface Player {
  name: string;
  move(moves: readonly number[], variant: Variant, timeMs: number): number;
}

/**
 * A player by name: a level of the search (`easy` … `master`), `master` as it was before issue 21
 * (`frozen-master`), `master` as issue 33 found it (`issue-33-master`), today's search with the evaluation set
 * by hand before issue 33 (`master-hand-set`), today's search with the freestyle values in every rule
 * (`master-freestyle-values`: before renju had values of its own), or the search as it was before issue 13 at one of its levels
 * (`baseline-easy`, `baseline-medium`, `baseline-hard`; `baseline` is `baseline-hard`).
 * `NAME#2` is a second copy of `NAME`, for self-play; `NAME@MS` thinks `MS` milliseconds a move
 * whatever the match gives (the demo's levels think for different times). Each player of today's
 * search keeps a transposition table of its own (see `ownSearch`).
 */
export function player(name: string): Player {
  const timed = /^(.+)@(\d+)$/.exec(name);
  if (timed) {
    const inner = player(timed[1] as string);
    return { name, move: (moves, variant) => inner.move(moves, variant, Number(timed[2])) };
  }
  // A second copy of a player, for a self-play match that measures the first move's advantage.
  const copy = /^(.+)#\d+$/.exec(name)?.[1];
  if (copy !== undefined) return { ...player(copy), name };
  if (name === 'frozen-master') return { name, move: frozenMaster };
  if (name === 'issue-33-master') return { name, move: issue33Master };
  if (name === 'master-hand-set') return ownSearch(name, 'master', HAND_SET);
  if (name === 'master-freestyle-values') return ownSearch(name, 'master', EVALUATION);
  if (Object.hasOwn(LEVELS, name)) return ownSearch(name, name as Level);
  const baseline = name === 'baseline' ? 'hard' : name.replace(/^baseline-/, '');
  if (name.startsWith('baseline') && ['easy', 'medium', 'hard'].includes(baseline)) {
    const level = baseline as BaselineLevel;
    return { name, move: (moves, variant, timeMs) => baselineSearch(moves, { variant, level, timeMs }).point };
  }
  throw new Error(`Unknown player ${name}: use easy, medium, hard, master, frozen-master, issue-33-master, master-hand-set, master-freestyle-values, baseline, baseline-easy, baseline-medium or baseline-hard.`);
}

/**
 * Today's search at `level`, with `values` in every rule (default: each rule's own, as `search`
 * has them) on a transposition table of the player's own. Two players of one program on one
 * table would each read what the other searched, as two programs never do: a player given more
 * time would lend its deeper results to the other.
 */
function ownSearch(name: string, level: Level, values?: Evaluation): Player {
  // A copy of the values is a key of its own for the search's tables (see `workspaceFor`).
  const copies = new Map<Evaluation, Evaluation>();
  return {
    name,
    move: (moves, variant, timeMs) => {
      const started = performance.now();
      const prepared = prepare(moves, { variant, level, timeMs }, started);
      if ('point' in prepared) return prepared.point;
      const shared = values ?? evaluationFor(variant);
      let evaluation = copies.get(shared);
      if (!evaluation) copies.set(shared, (evaluation = { ...shared }));
      return think(moves, { ...prepared, evaluation }, started).point;
    },
  };
}

/** One game of a match. */
export interface MatchGame {
  /** The game's number in the match, from 1 (it picks the opening and the colours). */
  game: number;
  /** Which player had Black. */
  black: string;
  white: string;
  /** The winner's name, or null for a draw. */
  winner: string | null;
  /** The whole game in the link format (the opening's stones first). */
  record: string;
}

/** A move that took longer than the match's time a move, with the position it was asked in, to replay it alone. */
export interface LateMove {
  /** The game's number in the match, from 1. */
  game: number;
  player: string;
  ms: number;
  /** The position before the move, in the link format. */
  record: string;
}

/** A match's result, from the first player's side. */
export interface MatchResult {
  wins: number;
  losses: number;
  draws: number;
  games: MatchGame[];
  /** Each player's longest think, in milliseconds, by name. */
  slowest: Record<string, number>;
  /** Each player's thinking time and moves, by name (for the mean time a move). */
  thought: Record<string, { ms: number; moves: number }>;
  /** Every move over the time a move, in the order played. */
  late: LateMove[];
}

/** A match's result with no game played yet. */
function emptyResult(first: string, second: string): MatchResult {
  return { wins: 0, losses: 0, draws: 0, games: [], slowest: { [first]: 0, [second]: 0 }, thought: { [first]: { ms: 0, moves: 0 }, [second]: { ms: 0, moves: 0 } }, late: [] };
}

/**
 * Plays `games` games between two players from `openings` (records in the link format), each
 * opening twice in a row with the colours swapped, `timeMs` a move. The games are numbered from
 * `from` + 1 (default 1): a match split into parts, each from its own number, plays the games
 * of the whole (see `mergeResults`). `onGame` hears of each game as it ends.
 */
export function playMatch(
  first: Player,
  second: Player,
  options: { openings: readonly string[]; games: number; timeMs: number; variant: Variant; from?: number; onGame?: (game: MatchGame, result: MatchResult) => void },
): MatchResult {
  const { variant, timeMs, from = 0 } = options;
  const result = emptyResult(first.name, second.name);
  for (let g = from; g < from + options.games; g++) {
    const opening = options.openings[Math.floor(g / 2) % options.openings.length] as string;
    const game = Game.decode(opening, variant);
    const firstIsBlack = g % 2 === 0;
    const [black, white] = firstIsBlack ? [first, second] : [second, first];
    while (!game.isOver) {
      const mover = game.turn === 'black' ? black : white;
      const started = performance.now();
      game.play(mover.move(game.moves, variant, timeMs));
      const ms = performance.now() - started;
      if (ms > timeMs) result.late.push({ game: g + 1, player: mover.name, ms, record: encodeMoves(game.moves.slice(0, -1), variant) });
      result.slowest[mover.name] = Math.max(result.slowest[mover.name] ?? 0, ms);
      const thought = result.thought[mover.name] as { ms: number; moves: number };
      thought.ms += ms;
      thought.moves++;
    }
    const color = game.verdict.winner;
    const winner = color === null ? null : color === 'black' ? black.name : white.name;
    if (color === null) result.draws++;
    else if ((color === 'black') === firstIsBlack) result.wins++;
    else result.losses++;
    const played: MatchGame = { game: g + 1, black: black.name, white: white.name, winner, record: encodeMoves(game.moves, variant) };
    result.games.push(played);
    options.onGame?.(played, result);
  }
  return result;
}

/** The parts of a match (see `playMatch`'s `from`) as one result, its games and late moves in the order of their numbers. */
export function mergeResults(parts: readonly MatchResult[]): MatchResult {
  const names = parts.flatMap((part) => Object.keys(part.thought));
  const merged = emptyResult(names[0] ?? '', names[1] ?? '');
  for (const part of parts) {
    merged.wins += part.wins;
    merged.losses += part.losses;
    merged.draws += part.draws;
    merged.games.push(...part.games);
    merged.late.push(...part.late);
    for (const [name, ms] of Object.entries(part.slowest)) merged.slowest[name] = Math.max(merged.slowest[name] ?? 0, ms);
    for (const [name, { ms, moves }] of Object.entries(part.thought)) {
      const sum = (merged.thought[name] ??= { ms: 0, moves: 0 });
      sum.ms += ms;
      sum.moves += moves;
    }
  }
  merged.games.sort((a, b) => a.game - b.game);
  merged.late.sort((a, b) => a.game - b.game);
  return merged;
}
