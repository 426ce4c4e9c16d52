import type { LiveGame } from '@gomoku/client';
import { Icon } from './icons.tsx';
import { ratingText, termsText } from './lobby-text.ts';
import type { Strings } from './strings.ts';

/** Props of the live games. */
export interface LiveGamesProps {
  t: Strings;
  /** The games being played (the server's order: best rated first). */
  games: readonly LiveGame[];
  /** Watches a game's room. */
  onWatch: (room: string) => void;
}

/** A game's strength: its better player's rating, as the server orders them. */
const strength = (game: LiveGame) => Math.max(game.players.first.rating.rating, game.players.second.rating.rating);

/** The games being played, best rated first, each one tap from watching. */
export function LiveGames({ t, games, onWatch }: LiveGamesProps) {
  if (games.length === 0) return <p className="muted">{t.lobby.noLive}</p>;
  const sorted = [...games].sort((a, b) => strength(b) - strength(a));
  return (
    <ul className="lobby-list">
      {sorted.map((game) => {
        const { first, second } = game.players;
        return (
          <li key={game.room} className="lobby-row">
            <span className="lobby-row-text">
              <span className="lobby-row-title">
                <span className="player-name">{first.name}</span> <span className="rating">{ratingText(first.rating)}</span> <span className="muted">{t.lobby.versus}</span>{' '}
                <span className="player-name">{second.name}</span> <span className="rating">{ratingText(second.rating)}</span>
              </span>
              <span className="choice-hint">{termsText(game.terms, t)}</span>
            </span>
            <button type="button" onClick={() => onWatch(game.room)}>
              <Icon name="online" />
              <span>{t.lobby.watch}</span>
              <span className="visually-hidden">
                {first.name} {t.lobby.versus} {second.name}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
