import type { HistoryEntry } from '@gomoku/client';
import type { Locale } from '@gomoku/react';
import { ratingChange, termsText } from './lobby-text.ts';
import type { Strings } from './strings.ts';

/** Props of a player's history. */
export interface HistoryListProps {
  t: Strings;
  locale: Locale;
  /** The finished games, newest first. */
  games: readonly HistoryEntry[];
  /** Opens a game to look back at: over as it ended, its players named, nothing to play on. */
  onReview: (entry: HistoryEntry) => void;
  /** Whether a page is being fetched. */
  loading: boolean;
  /** Why the last page did not come, in words, or null. */
  problem: string | null;
  /** Fetches the next (older) page; absent at the end. */
  onMore?: (() => void) | undefined;
}

/**
 * A player's finished games, newest first: the outcome, the opponent, the terms, the rating
 * change (`+12`, `−8`; none for a casual game), the date, and a button to review the game.
 */
export function HistoryList({ t, locale, games, onReview, loading, problem, onMore }: HistoryListProps) {
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return (
    <div className="history">
      {games.length === 0 && !loading && !problem ? <p className="muted">{t.lobby.noHistory}</p> : null}
      <ol className="lobby-list">
        {games.map((entry) => {
          const change = ratingChange(entry);
          return (
            <li key={`${entry.room}:${entry.at}`} className="lobby-row history-row" data-outcome={entry.outcome}>
              <span className="history-outcome">{t.lobby.outcomes[entry.outcome]}</span>
              <span className="lobby-row-text">
                <span className="lobby-row-title">
                  <span className="player-name">{t.lobby.against(entry.opponent.name)}</span>
                  {change ? <span className="rating-change"> {change}</span> : null}
                </span>
                <span className="choice-hint">
                  {termsText(entry.terms, t)} · <time dateTime={new Date(entry.at).toISOString()}>{date.format(entry.at)}</time>
                </span>
              </span>
              <button type="button" onClick={() => onReview(entry)}>
                {t.reviewGame}
                <span className="visually-hidden">{t.lobby.against(entry.opponent.name)}</span>
              </button>
            </li>
          );
        })}
      </ol>
      {problem ? (
        <p className="problem" role="alert">
          {problem}
        </p>
      ) : null}
      {onMore ? (
        <button type="button" className="show-all" onClick={onMore} disabled={loading}>
          {t.lobby.olderGames}
        </button>
      ) : null}
    </div>
  );
}
