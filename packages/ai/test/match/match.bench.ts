import { readFileSync, writeFileSync } from 'node:fs';
import { GOMOKU, RENJU } from '@gomoku/engine';
import { describe } from 'vitest';
import { benchOnce } from '../bench-once.ts';
import { eloByColour, eloDifference, type ColourScore } from './elo.ts';
import { mergeResults, playMatch, player, type MatchGame, type MatchResult } from './match.ts';
import openings from './openings.json';

// `pnpm match` sets these (see scripts/match.mjs); without AI_MATCH_GAMES the match is skipped.
// A match split across processes plays its part from game AI_MATCH_FROM + 1 and writes its result
// to AI_MATCH_OUT; a run with AI_MATCH_MERGE (the parts' files, comma-separated) prints the whole.
const env = process.env;
const GAMES = Number(env.AI_MATCH_GAMES ?? 0);
const FROM = Number(env.AI_MATCH_FROM ?? 0);
const MS = Number(env.AI_MATCH_MS ?? 200);
const FIRST = env.AI_MATCH_FIRST ?? 'master';
const SECOND = env.AI_MATCH_SECOND ?? 'frozen-master';
const RULE = env.AI_MATCH_RULE ?? 'freestyle';
const OUT = env.AI_MATCH_OUT;
const MERGE = env.AI_MATCH_MERGE?.split(',').filter(Boolean) ?? [];

/** The first player's wins, losses and draws with one colour. */
function scoreAs(games: readonly MatchGame[], color: 'black' | 'white'): ColourScore {
  const mine = games.filter((game) => game[color] === FIRST);
  const wins = mine.filter((game) => game.winner === FIRST).length;
  const draws = mine.filter((game) => game.winner === null).length;
  return { wins, losses: mine.length - wins - draws, draws };
}

const record = ({ wins, losses, draws }: ColourScore) => `${wins}–${losses}–${draws}`;
const format = (n: number) => (Number.isFinite(n) ? `${n >= 0 ? '+' : ''}${n.toFixed(0)}` : n > 0 ? '+∞' : '-∞');
const withMargin = (elo: number, margin: number) => `${format(elo)}${Number.isFinite(margin) ? ` ± ${margin.toFixed(0)}` : ''}`;

/** The match's summary: the score, the Elo, by colour, the players' times and every move over the time. */
function summary(result: MatchResult): string {
  const { elo, margin, low, high } = eloDifference(result.wins, result.losses, result.draws);
  const [asBlack, asWhite] = [scoreAs(result.games, 'black'), scoreAs(result.games, 'white')];
  const byColour = eloByColour(asBlack, asWhite);
  return (
    `ai match ${FIRST} vs ${SECOND}: ${result.wins} won, ${result.losses} lost, ${result.draws} drawn of ${result.games.length}; ` +
    `as Black ${record(asBlack)}, as White ${record(asWhite)}; ` +
    `Elo ${withMargin(elo, margin)} (95%: ${format(low)} to ${format(high)}); ` +
    `with Black's edge apart ${withMargin(byColour.elo, byColour.margin)}, the edge ${format(byColour.edge)}; slowest move ${Object.entries(result.slowest)
      .map(([name, ms]) => `${name} ${ms.toFixed(0)} ms`)
      .join(', ')}; mean move ${Object.entries(result.thought)
      .map(([name, { ms, moves }]) => `${name} ${(ms / Math.max(1, moves)).toFixed(0)} ms`)
      .join(', ')}\n` +
    result.late.map(({ game, player, ms, record }) => `over the time: game ${game}, ${player} ${ms.toFixed(0)} ms at p=${record}\n`).join('')
  );
}

describe.skipIf(GAMES === 0)(`ai match: ${FIRST} vs ${SECOND}, ${GAMES} games at ${MS} ms a move (${RULE})`, () => {
  benchOnce('match', () => {
    const result = playMatch(player(FIRST), player(SECOND), {
      openings: openings.records,
      games: GAMES,
      from: FROM,
      timeMs: MS,
      variant: RULE === 'renju' ? RENJU : GOMOKU,
      onGame: (game) => {
        process.stdout.write(`game ${game.game}: ${game.black} (black) vs ${game.white} (white): ${game.winner ?? 'draw'}  p=${game.record}\n`);
      },
    });
    if (OUT === undefined) process.stdout.write(summary(result));
    else writeFileSync(OUT, JSON.stringify(result));
  });
});

describe.skipIf(MERGE.length === 0)(`ai match: ${FIRST} vs ${SECOND}, the parts' results together`, () => {
  benchOnce('match', () => {
    process.stdout.write(summary(mergeResults(MERGE.map((file) => JSON.parse(readFileSync(file, 'utf8')) as MatchResult))));
  });
});
