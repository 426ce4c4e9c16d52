import { fetchHistory, fetchMe, newPlayerKey, registerPlayer, type HistoryEntry, type LobbyConnection, type LobbyState, type Player, type PoolId } from '@gomoku/client';
import { useEffect, useRef, useState } from 'react';
import { readIdentity, writeIdentity, type Identity } from './identity.ts';
import { finishedGame, type FinishedGame } from './finished-game.ts';
import { IdentityForm } from './IdentityForm.tsx';
import { Lobby } from './Lobby.tsx';
import { lobbyErrorText, playerErrorText } from './lobby-text.ts';
import type { OnlineAddress } from './online.ts';
import { PairingScreen } from './PairingScreen.tsx';
import type { Settings } from './settings.ts';
import type { Strings } from './strings.ts';
import { useLobby } from './use-lobby.ts';

/** Props of the strangers' screens: which one, and the app's ways out of them. */
export interface LobbyPlayProps {
  /** The lobby, or waiting in a pool. */
  screen: { kind: 'lobby' } | { kind: 'pairing'; pool: PoolId };
  settings: Settings;
  t: Strings;
  /** Whether the device has a network. */
  online: boolean;
  /** Opens a room: a game found (with the seat's token), or one to watch (without). */
  onRoom: (address: OnlineAddress) => void;
  /** Opens a finished game of this player's history to look back at. */
  onReview: (game: FinishedGame) => void;
  /** Waits in a pool (from the lobby's quick buttons). */
  onPlayNow: (pool: PoolId) => void;
  /** Leaves the screen (Cancel while waiting). */
  onLeave: () => void;
}

/** A player's history as fetched page by page. */
interface History {
  games: readonly HistoryEntry[];
  next: number | null;
  loading: boolean;
  problem: string | null;
}

/** Calls a lobby request; one on a connection closed for good is dropped (its state says why). */
function request(connection: LobbyConnection | null, act: (connection: LobbyConnection) => void): void {
  if (!connection) return;
  try {
    act(connection);
  } catch {
    // A closed connection: the screen already says it is.
  }
}

/** What the lobby's state says is wrong, in words, or null. */
function lobbyProblem(state: LobbyState, refusal: LobbyState['error'], online: boolean, t: Strings): string | null {
  if (!online) return t.offline;
  if (refusal) return lobbyErrorText(refusal, t);
  return state.status === 'closed' ? t.serverUnreachable : null;
}

/**
 * The strangers' screens wired to the server: this browser's identity (made, registered, or
 * brought from another device), the lobby's connection, the history; the components they show
 * take plain props. A game found (`paired`) opens its room as an invite link would.
 */
export function LobbyPlay({ screen, settings, t, online, onRoom, onReview, onPlayNow, onLeave }: LobbyPlayProps) {
  const server = window.location.origin;
  const [identity, setIdentity] = useState<Identity>(() => readIdentity() ?? { key: newPlayerKey(), name: null });
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [nameRefused, setNameRefused] = useState<string | null>(null);
  const [keyRefused, setKeyRefused] = useState<string | null>(null);
  const [history, setHistory] = useState<History>({ games: [], next: null, loading: true, problem: null });
  // The refusal the player put away: hidden until the lobby says another.
  const [dismissed, setDismissed] = useState<LobbyState['error']>(null);
  const { state, connection } = useLobby(server, identity.name === null ? null : identity.key, attempt);
  // A key the server does not know (its data reset, another server): the player names it again.
  const unknown = state.status === 'closed' && state.error?.code === 'unknown-key';
  const ready = state.status === 'open' && state.you !== null;
  const pool = screen.kind === 'pairing' ? screen.pool : null;

  /** Keeps an identity the server knows, and enters the lobby with it. */
  const adopt = (key: string, player: Player) => {
    const next = { key, name: player.name };
    writeIdentity(next);
    setIdentity(next);
    setAttempt((n) => n + 1);
  };
  const register = async (name: string) => {
    setBusy(true);
    setNameRefused(null);
    try {
      const player = await registerPlayer({ server, key: identity.key, name });
      // A rename needs nothing more here: the server tells the lobby's connection (`you`).
      if (identity.name === null || unknown) adopt(identity.key, player);
      else writeIdentity({ key: identity.key, name: player.name });
    } catch (error) {
      setNameRefused(playerErrorText(error, online, t));
    } finally {
      setBusy(false);
    }
  };
  const bringKey = async (key: string) => {
    setBusy(true);
    setKeyRefused(null);
    try {
      const player = await fetchMe({ server, key });
      if (player) adopt(key, player);
      else setKeyRefused(t.lobby.unknownKey);
    } catch (error) {
      setKeyRefused(playerErrorText(error, online, t));
    } finally {
      setBusy(false);
    }
  };

  // Waiting: in the pool once entered (the connection waits there again after a reconnect).
  useEffect(() => {
    if (ready && pool) request(connection, (lobby) => lobby.joinPool(pool));
  }, [ready, pool, connection]);

  // A game found, by the pool or a seek: its room, as the seat's link opens it.
  const opened = useRef<string | null>(null);
  const paired = state.paired;
  useEffect(() => {
    if (!paired || opened.current === paired.room) return;
    opened.current = paired.room;
    onRoom({ room: paired.room, seat: paired.token });
  }, [paired, onRoom]);

  // The history's first page, again whenever this player changes (a rating after a game).
  const youId = state.you?.id ?? null;
  const ratings = state.you?.ratings;
  useEffect(() => {
    if (screen.kind !== 'lobby' || youId === null) return;
    let current = true;
    fetchHistory({ server, id: youId }).then(
      (page) => current && setHistory({ games: page.games, next: page.next, loading: false, problem: null }),
      () => current && setHistory((before) => ({ ...before, loading: false, problem: t.lobby.historyProblem })),
    );
    return () => {
      current = false;
    };
  }, [screen.kind, server, youId, ratings, t]);
  const more = () => {
    if (youId === null || history.next === null) return;
    setHistory((before) => ({ ...before, loading: true }));
    fetchHistory({ server, id: youId, before: history.next }).then(
      (page) => setHistory((before) => ({ games: [...before.games, ...page.games], next: page.next, loading: false, problem: null })),
      () => setHistory((before) => ({ ...before, loading: false, problem: t.lobby.historyProblem })),
    );
  };

  const keyTools = { identityKey: identity.key, busy, refused: keyRefused, onUseKey: (key: string) => void bringKey(key) };
  if (identity.name === null || unknown) {
    return (
      <div className="lobby-screen">
        <IdentityForm t={t} nameRefused={nameRefused} onName={(name) => void register(name)} {...keyTools} />
      </div>
    );
  }
  // The lobby's last refusal, unless the player put it away.
  const refusal = state.error === dismissed ? null : state.error;
  const problem = lobbyProblem(state, refusal, online, t);
  if (pool) {
    return (
      <div className="lobby-screen">
        <PairingScreen
          key={pool}
          t={t}
          pool={pool}
          range={state.pairing?.pool === pool ? state.pairing.range : null}
          status={state.status}
          problem={problem}
          onCancel={() => {
            request(connection, (lobby) => lobby.leavePool());
            onLeave();
          }}
        />
      </div>
    );
  }
  return (
    <Lobby
      t={t}
      locale={settings.locale}
      status={state.status}
      you={state.you}
      seeks={state.seeks}
      live={state.live}
      problem={problem}
      {...(online && refusal ? { onDismissProblem: () => setDismissed(refusal) } : {})}
      profile={{ ...keyTools, renaming: busy, nameRefused, onRename: (name) => void register(name) }}
      history={{
        games: history.games,
        loading: history.loading,
        problem: history.problem,
        // The history shows only once this player is known: `you` names this side.
        onReview: (entry) => state.you && onReview(finishedGame(entry, state.you)),
        onMore: history.next === null ? undefined : more,
      }}
      onPlayNow={onPlayNow}
      onAccept={(id) => request(connection, (lobby) => lobby.acceptSeek(id))}
      onCancelSeek={(id) => request(connection, (lobby) => lobby.cancelSeek(id))}
      onPost={(terms) => request(connection, (lobby) => lobby.createSeek(terms))}
      onWatch={(room) => onRoom({ room })}
    />
  );
}
