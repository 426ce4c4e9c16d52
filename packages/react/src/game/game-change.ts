import { selectGameState, type GomokuEvent, type GomokuSnapshot } from '@gomoku/machine';

/**
 * What a change of the game was, as `<Gomoku onChange>` reports it:
 * - `move`: a stone played (an opening stone too);
 * - `undo`: stones taken back (at once, or a request accepted);
 * - `new-game`: a new game with the same settings (New game, or an accepted offer of one);
 * - `rematch`: the next game, the seats swapped;
 * - `resign`: a side resigned;
 * - `draw`: a draw agreed;
 * - `offer`: a request or an offer now waits for the other side (undo, draw, new game, rematch);
 * - `answer`: a request or an offer declined;
 * - `time`: a flag fell;
 * - `opening`: a swap opening's choice (a colour, or two more stones).
 */
export type GameChangeType = 'move' | 'undo' | 'new-game' | 'rematch' | 'resign' | 'draw' | 'offer' | 'answer' | 'time' | 'opening';

/** A change of the game: what happened, and the event that made it (none for a flag fall). */
export type GameChange =
  | { readonly type: 'move'; readonly point: number; readonly event: GomokuEvent }
  | { readonly type: Exclude<GameChangeType, 'move' | 'time'>; readonly event: GomokuEvent }
  | { readonly type: 'time' };

/** What accepting each kind of request or offer does (an answer that declines is an `answer`). */
const ACCEPTED = { undo: 'undo', draw: 'draw', restart: 'new-game', rematch: 'rematch' } as const;

/** The change an accepted `event` made, leading to `next`, read from its type (`draw.offer`: what, then how). */
export function changeOf(event: GomokuEvent, next: GomokuSnapshot): GameChange {
  if (event.type === 'play') return { type: 'move', point: event.point, event };
  const [what, how] = event.type.split('.') as [string, string | undefined];
  if (what === 'opening') return { type: 'opening', event };
  // Under consent an undo asks: the request waits in the next state.
  if (how === 'offer' || (event.type === 'undo' && selectGameState(next).pending?.kind === 'undo')) return { type: 'offer', event };
  if (how === 'decline') return { type: 'answer', event };
  return { type: what === 'resign' ? 'resign' : ACCEPTED[what as keyof typeof ACCEPTED], event };
}
