import type { Seek } from '@gomoku/client';
import { ratingText, termsText } from './lobby-text.ts';
import type { Strings } from './strings.ts';

/** Props of the open seeks. */
export interface SeekListProps {
  t: Strings;
  /** The open seeks, newest first (this player's among them). */
  seeks: readonly Seek[];
  /** This player's id: their own seeks get Cancel, not Play. */
  you: string | null;
  /** Whether the lobby takes requests now (connected and entered). */
  ready: boolean;
  onAccept: (id: string) => void;
  onCancel: (id: string) => void;
}

/**
 * The open seeks, live: each one's rules, clock, rated or casual, and who with their rating (`?`
 * while provisional); another's is one tap to play, one's own one tap to cancel.
 */
export function SeekList({ t, seeks, you, ready, onAccept, onCancel }: SeekListProps) {
  if (seeks.length === 0) return <p className="muted">{t.lobby.noSeeks}</p>;
  return (
    <ul className="lobby-list">
      {seeks.map((seek) => {
        const terms = termsText(seek.terms, t);
        const own = seek.by.id === you;
        return (
          <li key={seek.id} className="lobby-row" data-own={own || undefined}>
            <span className="lobby-row-text">
              <span className="lobby-row-title">
                <span className="player-name">{seek.by.name}</span> <span className="rating">{ratingText(seek.by.rating)}</span>
              </span>
              <span className="choice-hint">{own ? `${t.lobby.yourSeek} · ${terms}` : terms}</span>
            </span>
            {own ? (
              <button type="button" onClick={() => onCancel(seek.id)} disabled={!ready}>
                {t.lobby.cancel}
                <span className="visually-hidden">{terms}</span>
              </button>
            ) : (
              <button type="button" className="button-primary" onClick={() => onAccept(seek.id)} disabled={!ready}>
                {t.lobby.accept}
                <span className="visually-hidden">
                  {seek.by.name}, {terms}
                </span>
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
