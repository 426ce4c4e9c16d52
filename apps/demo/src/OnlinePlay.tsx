import { selectMoves, selectSeatToAct, selectVariant } from '@gomoku/machine';
import { Clock, Controls, GameBoard, GomokuProvider, MoveList, OnlineStatus, StatusLine, useGomokuSelector, useOnlineGame } from '@gomoku/react';
import type { OnlineGameState } from '@gomoku/react';
import { useState } from 'react';
import type { OnlineAddress } from './online.ts';
import { absolute, readInvites } from './online-room.ts';
import { PlayersPanel } from './PlayersPanel.tsx';
import { boardDisplayOf, type Settings } from './settings.ts';
import type { Strings } from './strings.ts';

interface OnlinePlayProps {
  address: OnlineAddress;
  settings: Settings;
  t: Strings;
  onLeave: () => void;
}

/** A link to copy, with a button (or the text to copy by hand where there is no clipboard). */
function ShareLink({ label, href, t }: { label: string; href: string; t: Strings }) {
  const [copied, setCopied] = useState(false);
  return (
    <label className="link">
      <span>{label}</span>
      <span className="bar">
        <input readOnly value={href} onFocus={(event) => event.target.select()} />
        <button type="button" onClick={() => navigator.clipboard?.writeText(href).then(() => setCopied(true), () => setCopied(false))}>
          {copied ? t.copied : t.copyInvite}
        </button>
      </span>
    </label>
  );
}

/** The game's parts inside the online provider: this screen moves only on its own turn. */
function Game({ game, settings, t }: { game: OnlineGameState; settings: Settings; t: Strings }) {
  const moves = useGomokuSelector(selectMoves);
  const { size } = useGomokuSelector(selectVariant);
  const myTurn = useGomokuSelector((s) => game.seat !== null && selectSeatToAct(s) === game.seat);
  const spectator = game.state.you?.role === 'spectator';
  // While reconnecting a move may still be made: it is sent, with its id, when the connection is back.
  const connected = game.state.status === 'open' || game.state.status === 'reconnecting';
  const display = boardDisplayOf(settings);
  return (
    <div className="play">
      <div className="play-board">
        <OnlineStatus state={game.state} locale={settings.locale} theme={settings.theme} />
        <PlayersPanel settings={settings} t={t} computer={undefined} />
        <StatusLine locale={settings.locale} theme={settings.theme} error={game.state.status === 'closed' ? (game.state.error?.message ?? null) : null} />
        <Clock locale={settings.locale} theme={settings.theme} />
        <GameBoard {...display} pending={game.pending} disabled={spectator || !myTurn || !connected} />
      </div>
      <div className="play-side">
        {spectator ? null : <Controls locale={settings.locale} theme={settings.theme} player={game.seat ?? undefined} />}
        <MoveList moves={moves} size={size} locale={settings.locale} theme={settings.theme} />
      </div>
    </div>
  );
}

/**
 * Playing a friend online: the room's game through the server, this screen playing its seat (or
 * watching). The creator sees the invite and spectator links to share; the status says when the
 * opponent comes and goes, and when the connection drops and returns.
 */
export function OnlinePlay({ address, settings, t, onLeave }: OnlinePlayProps) {
  // Kept by the player who created the room, for this tab.
  const [invites] = useState(() => readInvites(address.room));
  const game = useOnlineGame({ server: window.location.origin, room: address.room, ...(address.seat ? { seat: address.seat } : {}) });
  return (
    <section className="online" aria-label={t.online}>
      {invites ? (
        <div className="invites">
          <ShareLink label={t.inviteOpponent} href={absolute(invites.opponent, window.location.origin)} t={t} />
          <ShareLink label={t.inviteSpectators} href={absolute(invites.spectator, window.location.origin)} t={t} />
        </div>
      ) : null}
      <GomokuProvider actor={game.actor}>
        <Game game={game} settings={settings} t={t} />
      </GomokuProvider>
      <div className="bar">
        <button type="button" onClick={onLeave}>
          {t.leaveOnline}
        </button>
      </div>
    </section>
  );
}
