import type { GameConnection, OnlineState } from '../src/connection.ts';

/**
 * The first state of `connection`, now or to come, that `match` accepts: for code outside React
 * (a bot waiting for its turn, a test waiting for an ack). It waits as long as it takes.
 */
export function whenState(connection: GameConnection, match: (state: OnlineState) => boolean): Promise<OnlineState> {
  return new Promise((resolve) => {
    const now = connection.getState();
    if (match(now)) return resolve(now);
    const stop = connection.subscribe((state) => {
      if (!match(state)) return;
      stop();
      resolve(state);
    });
  });
}
