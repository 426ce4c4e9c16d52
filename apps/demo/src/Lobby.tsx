import type { LiveGame, LobbyStatus, Player, PoolId, Seek, Terms } from '@gomoku/client';
import type { Locale } from '@gomoku/react';
import { useId, type ReactNode } from 'react';
import { HistoryList, type HistoryListProps } from './HistoryList.tsx';
import { LiveGames } from './LiveGames.tsx';
import { LobbyNotes } from './LobbyNotes.tsx';
import { POOL_CHOICES } from './pools.ts';
import { ProfilePanel, type ProfilePanelProps } from './ProfilePanel.tsx';
import { SeekForm } from './SeekForm.tsx';
import { SeekList } from './SeekList.tsx';
import { ScreenHeading } from './screen-heading.tsx';
import type { Strings } from './strings.ts';

/** Props of the lobby: what the lobby's connection says, and what the player may do there. */
export interface LobbyProps {
  t: Strings;
  locale: Locale;
  status: LobbyStatus;
  /** This player, once entered. */
  you: Player | null;
  seeks: readonly Seek[];
  live: readonly LiveGame[];
  /** The lobby's last refusal or trouble, in words, or null. */
  problem: string | null;
  /** Puts `problem` away, where it is a refusal the player may dismiss (see `LobbyNotes`). */
  onDismissProblem?: () => void;
  /** The profile's rename and key tools. */
  profile: Omit<ProfilePanelProps, 't' | 'player'>;
  /** The history's games and paging. */
  history: Omit<HistoryListProps, 't' | 'locale'>;
  onPlayNow: (pool: PoolId) => void;
  onAccept: (id: string) => void;
  onCancelSeek: (id: string) => void;
  onPost: (terms: Terms) => void;
  onWatch: (room: string) => void;
}

/** A titled part of the lobby. */
function Part({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={className ? `card lobby-part ${className}` : 'card lobby-part'} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * The lobby: quick pairing in a tap, the open seeks (one tap to play, one's own to cancel), a form
 * to post one, the live games to watch, and this player's profile and history. The connection's
 * state and any refusal are said in words at the top.
 */
export function Lobby({ t, locale, status, you, seeks, live, problem, onDismissProblem, profile, history, onPlayNow, onAccept, onCancelSeek, onPost, onWatch }: LobbyProps) {
  const ready = status === 'open' && you !== null;
  return (
    <div className="lobby-frame">
      <div className="lobby">
        <div className="lobby-head">
          <ScreenHeading>{t.lobby.title}</ScreenHeading>
          <LobbyNotes t={t} status={status} problem={problem} boxed {...(onDismissProblem ? { onDismiss: onDismissProblem } : {})} />
          <div className="bar lobby-pools" role="group" aria-label={t.lobby.playNow}>
            {POOL_CHOICES.map((pool) => (
              <button key={pool} type="button" className="button-primary" onClick={() => onPlayNow(pool)}>
                {t.lobby.pools[pool]}
                <span className="visually-hidden">({t.lobby.poolNames[pool]})</span>
              </button>
            ))}
          </div>
        </div>
        <div className="lobby-main">
          <Part title={t.lobby.seeks}>
            <SeekList t={t} seeks={seeks} you={you?.id ?? null} ready={ready} onAccept={onAccept} onCancel={onCancelSeek} />
          </Part>
          <Part title={t.lobby.postTitle}>
            <SeekForm t={t} ready={ready} onPost={onPost} />
          </Part>
          <Part title={t.lobby.live}>
            <LiveGames t={t} games={live} onWatch={onWatch} />
          </Part>
        </div>
        {you ? (
          <div className="lobby-you">
            <Part title={t.lobby.profile}>
              <ProfilePanel t={t} player={you} {...profile} />
            </Part>
            <Part title={t.lobby.history}>
              <HistoryList t={t} locale={locale} {...history} />
            </Part>
          </div>
        ) : null}
      </div>
    </div>
  );
}
