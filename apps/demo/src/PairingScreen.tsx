import type { LobbyStatus, PoolId } from '@gomoku/client';
import { useId, useState } from 'react';
import { Icon } from './icons.tsx';
import { elapsedText } from './lobby-text.ts';
import { LobbyNotes } from './LobbyNotes.tsx';
import type { Strings } from './strings.ts';
import { useNow } from './use-now.ts';

/** Props of the pairing screen. */
export interface PairingScreenProps {
  t: Strings;
  /** The pool waited in. */
  pool: PoolId;
  /** When the player asked to play, in ms since the epoch (this device's clock: the wait is the player's); default when the screen opened. */
  startedAt?: number;
  /** What "now" is (stories fix it); default the device's clock, ticking every second. */
  now?: number;
  /** The rating range the server pairs within, or null before it says. */
  range: number | null;
  /** The lobby's connection. */
  status: LobbyStatus;
  /** A problem to say (the lobby refused, the server is busy…), in words, or null. */
  problem: string | null;
  /** Stops waiting. */
  onCancel: () => void;
}

/**
 * Waiting for an opponent: the pool, how long so far, the rating range (which widens with the
 * wait), and Cancel; the connection's trouble said in words, never a blank page.
 */
export function PairingScreen({ t, pool, startedAt, now, range, status, problem, onCancel }: PairingScreenProps) {
  const time = useNow(1000, now);
  const [since] = useState(() => startedAt ?? now ?? Date.now());
  const title = useId();
  return (
    <section className="pairing card" aria-labelledby={title} aria-busy={problem ? undefined : true}>
      <span className="pairing-stones" aria-hidden="true">
        <i />
        <i />
      </span>
      <h2 id={title}>{t.lobby.pairingTitle}</h2>
      <p className="pairing-pool">{t.lobby.poolNames[pool]}</p>
      <p className="pairing-time" role="timer" aria-live="off">
        {t.lobby.waited(elapsedText(time - since))}
      </p>
      {range === null ? null : (
        <p className="muted" role="status">
          {t.lobby.range(Math.round(range))}
        </p>
      )}
      <p className="muted">{t.lobby.rangeWidens}</p>
      <LobbyNotes t={t} status={status} problem={problem} />
      <button type="button" onClick={onCancel}>
        <Icon name="close" />
        <span>{t.lobby.cancel}</span>
      </button>
    </section>
  );
}
