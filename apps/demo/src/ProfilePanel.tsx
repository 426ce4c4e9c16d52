import { RULE_FAMILIES, type Player } from '@gomoku/client';
import { useState } from 'react';
import { KeyTools, type KeyToolsProps } from './KeyTools.tsx';
import { ratingText } from './lobby-text.ts';
import { NameForm } from './NameForm.tsx';
import type { Strings } from './strings.ts';

/** Props of the profile: the player, a rename, and the key's tools. */
export interface ProfilePanelProps extends KeyToolsProps {
  t: Strings;
  player: Player;
  /** Whether a rename is being sent. */
  renaming: boolean;
  /** What the server said to the last name sent (`taken`…), in words, or null. */
  nameRefused: string | null;
  onRename: (name: string) => void;
}

/** This player: the name (and Rename), a rating per rule family (`?` while provisional) with its games, Copy key and a key from another device. */
export function ProfilePanel({ t, player, renaming, nameRefused, onRename, ...keyTools }: ProfilePanelProps) {
  const [editing, setEditing] = useState(false);
  // The form stays until the server has the name sent (a refused one, `taken`, is said under it).
  const [sent, setSent] = useState<string | null>(null);
  return (
    <div className="profile">
      {editing && player.name !== sent ? (
        <NameForm
          t={t}
          initial={player.name}
          submit={t.lobby.rename}
          busy={renaming}
          refused={nameRefused}
          onName={(name) => {
            setSent(name);
            onRename(name);
          }}
        />
      ) : (
        <div className="bar profile-name">
          <strong className="player-name">{player.name}</strong>
          <button
            type="button"
            onClick={() => {
              setSent(null);
              setEditing(true);
            }}
          >
            {t.lobby.rename}
          </button>
        </div>
      )}
      <dl className="ratings">
        {RULE_FAMILIES.map((family) => {
          const rating = player.ratings[family];
          return (
            <div key={family} className="rating-card">
              <dt>{t.lobby.families[family]}</dt>
              <dd>
                <span className="rating-big" title={rating.provisional ? t.lobby.provisional : undefined}>
                  {ratingText(rating)}
                </span>
                <span className="choice-hint">{rating.provisional ? `${t.lobby.ratingGames(rating.games)} · ${t.lobby.provisional}` : t.lobby.ratingGames(rating.games)}</span>
              </dd>
            </div>
          );
        })}
      </dl>
      <KeyTools t={t} {...keyTools} />
    </div>
  );
}
