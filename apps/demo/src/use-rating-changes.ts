import { fetchHistory, type OnlineState } from '@gomoku/client';
import { selectIsOver } from '@gomoku/machine';
import { useEffect, useState } from 'react';
import { changeInRoom } from './lobby-text.ts';

/** Rating changes by player id (`+162`, `−162`). */
export type RatingChanges = Readonly<Record<string, string>>;

const NONE: RatingChanges = Object.freeze({});

/**
 * The rating changes of a rated match's game once it is over, by player id, as each player's
 * history has them: the server stores a game's result with its last move, so the history holds it
 * by the time the end is seen. None while the game is played, for a casual game or a room made by
 * link, or where a history cannot be read (the bars then show the ratings alone). A rematch's end
 * is asked again (the room's version moved).
 */
export function useRatingChanges(server: string, room: string, state: OnlineState): RatingChanges {
  const { match, snapshot, version } = state;
  const over = snapshot !== null && selectIsOver(snapshot);
  const first = match?.terms.rated ? match.players.p1.id : null;
  const second = match?.terms.rated ? match.players.p2.id : null;
  const key = over && first !== null ? `${first} ${second} ${version}` : null;
  const [found, setFound] = useState<{ key: string; changes: RatingChanges } | null>(null);
  useEffect(() => {
    if (key === null || first === null || second === null) return;
    let current = true;
    const changeOf = (id: string) =>
      fetchHistory({ server, id }).then(
        (page) => [id, changeInRoom(page.games, room)] as const,
        () => [id, null] as const,
      );
    void Promise.all([changeOf(first), changeOf(second)]).then((pairs) => {
      if (!current) return;
      const changes: Record<string, string> = {};
      for (const [id, change] of pairs) if (change !== null) changes[id] = change;
      setFound({ key, changes });
    });
    return () => {
      current = false;
    };
  }, [key, first, second, server, room]);
  return found !== null && found.key === key ? found.changes : NONE;
}
