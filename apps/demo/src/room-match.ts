import { PLAYER_IDS, seatIn, type OnlineState, type PlayerCard } from '@gomoku/client';
import type { Color } from '@gomoku/engine';
import { selectColorOf } from '@gomoku/machine';

/** Each colour's player of the room's match (the client checked it with the protocol's `MatchSchema`), by the seats they hold now (a rematch swaps them); none before the welcome. */
export function matchPlayers(state: OnlineState): Partial<Record<Color, PlayerCard>> {
  const { match, snapshot, state: game } = state;
  if (!match || !snapshot || !game) return {};
  const players: Partial<Record<Color, PlayerCard>> = {};
  for (const player of PLAYER_IDS) players[selectColorOf(snapshot, seatIn(game, player))] = match.players[player];
  return players;
}
