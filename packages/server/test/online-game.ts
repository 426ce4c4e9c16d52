import type { GameConnection, OnlineState } from '@gomoku/client';

/** The first state of `connection`, now or to come, that `match` accepts. */
export const until = (connection: GameConnection, match: (state: OnlineState) => boolean) =>
  new Promise<OnlineState>((resolve) => {
    const check = () => match(connection.getState()) && (stop(), resolve(connection.getState()), true);
    const stop = connection.subscribe(check);
    check();
  });

/** Black wins on the 13th move (112–116 in a row); White's stones never make five. */
export const GAME = [112, 0, 114, 2, 116, 4, 118, 6, 120, 8, 113, 10, 115];

/** The moves of a connection's game. */
export const moves = (state: OnlineState): number[] => [...(state.state?.moves ?? [])];

/** Open, and nothing of this player's is waiting for an answer. */
export const settled = (state: OnlineState): boolean => state.status === 'open' && state.pending.length === 0;

/** Plays GAME[from..to) alternately, each move acknowledged (no longer pending) and seen by the opponent before the next. */
export async function playMoves(black: GameConnection, white: GameConnection, from: number, to: number): Promise<void> {
  for (let i = from; i < to; i += 1) {
    const [mover, other] = i % 2 === 0 ? [black, white] : [white, black];
    mover.send({ type: 'play', point: GAME[i] as number });
    await until(mover, (s) => settled(s) && s.version === i + 1);
    await until(other, (s) => s.version === i + 1);
  }
}
