import type { LobbyStatus } from '@gomoku/client';
import type { Strings } from './strings.ts';

/** Props of the lobby's notes. */
export interface LobbyNotesProps {
  t: Strings;
  /** The lobby's connection: said while connecting or reconnecting. */
  status: LobbyStatus;
  /** A problem to say (the lobby refused, the server is busy…), in words, or null. */
  problem: string | null;
  /** The problem in a bordered box (a screen's head) rather than a line of text. */
  boxed?: boolean;
  /** Puts the problem away (a refusal the player has read); without it, the problem stays while it lasts. */
  onDismiss?: () => void;
}

/** The lobby connection's trouble (a status) and a problem (an alert), in words; nothing while all is well. */
export function LobbyNotes({ t, status, problem, boxed = false, onDismiss }: LobbyNotesProps) {
  const connection = status === 'connecting' ? t.lobby.connecting : status === 'reconnecting' ? t.lobby.reconnecting : null;
  return (
    <>
      {connection ? (
        <p className="room-note" role="status">
          {connection}
        </p>
      ) : null}
      {!problem ? null : boxed ? (
        <div className="notice notice-error" role="alert">
          <span>{problem}</span>
          {onDismiss ? (
            <span className="notice-actions">
              <button type="button" onClick={onDismiss}>
                {t.dismiss}
              </button>
            </span>
          ) : null}
        </div>
      ) : (
        <p className="problem" role="alert">
          {problem}
        </p>
      )}
    </>
  );
}
