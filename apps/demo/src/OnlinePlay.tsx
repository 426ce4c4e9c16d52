import type { Color } from '@gomoku/engine';
import type { GameRecord } from '@gomoku/engine/records';
import { selectColorOf, selectIsOver, selectMoves, selectSeatToAct, selectVariant } from '@gomoku/machine';
import { Board, Clock, Controls, GameBoard, GomokuProvider, MoveList, OnlineStatus, StatusLine, useGomokuSelector, useOnlineGame } from '@gomoku/react';
import type { OnlineGameState } from '@gomoku/react';
import { lazy, Suspense, useState } from 'react';
import { BoardFrame } from './BoardFrame.tsx';
import { GameOver } from './GameOver.tsx';
import { GameTools } from './GameTools.tsx';
import { Icon } from './icons.tsx';
import type { OnlineAddress } from './online.ts';
import { absolute, readInvites } from './online-room.ts';
import { PlayersPanel } from './PlayersPanel.tsx';
import { ReviewBar } from './ReviewBar.tsx';
import { boardDisplayOf, type Settings } from './settings.ts';
import type { Strings } from './strings.ts';
import { useGameSounds } from './use-game-sounds.ts';
import { useAnalysisOpen, useReview } from './use-review.ts';

const AnalysisPanel = lazy(() => import('./AnalysisPanel.tsx'));

interface OnlinePlayProps {
  address: OnlineAddress;
  settings: Settings;
  t: Strings;
  /** Whether the device has a network. */
  online: boolean;
  onLeave: () => void;
  /** A record opened from the room's records: it opens as a game on this screen. */
  onOpenRecord: (record: GameRecord, format: string) => void;
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
          <Icon name="link" />
          <span>{copied ? t.copied : t.copyInvite}</span>
        </button>
      </span>
    </label>
  );
}

/** The game's parts inside the online provider: this screen moves only on its own turn; the game can be reviewed, analysed and taken out at any time. */
function Game({ game, settings, t, online, onOpenRecord }: { game: OnlineGameState; settings: Settings; t: Strings; online: boolean; onOpenRecord: OnlinePlayProps['onOpenRecord'] }) {
  const moves = useGomokuSelector(selectMoves);
  const variant = useGomokuSelector(selectVariant);
  const over = useGomokuSelector(selectIsOver);
  const myTurn = useGomokuSelector((s) => game.seat !== null && selectSeatToAct(s) === game.seat);
  const me = useGomokuSelector((s): Color | null => (game.seat ? selectColorOf(s, game.seat) : null));
  const spectator = game.state.you?.role === 'spectator';
  // While reconnecting a move may still be made: it is sent, with its id, when the connection is back.
  const connected = game.state.status === 'open' || game.state.status === 'reconnecting';
  useGameSounds(settings.muted);
  const review = useReview(moves);
  const { shown, reviewing } = review;
  const analysisOpen = useAnalysisOpen(review, over, moves.length);
  const display = boardDisplayOf(settings);
  const nameOf = (color: Color) => (me === null ? t.colors[color] : color === me ? t.you : t.opponent);
  return (
    <div className="play">
      <div className="play-board">
        <OnlineStatus state={game.state} locale={settings.locale} theme={settings.theme} />
        {online ? null : (
          <p className="offline" role="status">
            <Icon name="offline" />
            {t.offline}
          </p>
        )}
        {over ? <GameOver me={me} t={t} /> : <PlayersPanel t={t} nameOf={nameOf} />}
        {spectator ? <p className="muted spectator-badge">{t.spectator}</p> : null}
        <StatusLine locale={settings.locale} theme={settings.theme} error={game.state.status === 'closed' ? (game.state.error?.message ?? null) : null} />
        <Clock locale={settings.locale} theme={settings.theme} />
        <BoardFrame size={variant.size}>
          {reviewing ? (
            <Board {...display} size={variant.size} moves={moves.slice(0, shown)} disabled label={`${t.review}: ${t.moveOf(shown, moves.length)}`} />
          ) : (
            <GameBoard {...display} pending={game.pending} disabled={spectator || !myTurn || !connected} />
          )}
        </BoardFrame>
      </div>
      <div className="play-side">
        {spectator ? null : <Controls online locale={settings.locale} theme={settings.theme} player={game.seat ?? undefined} onSend={() => review.review(moves.length)} />}
        <ReviewBar review={review} total={moves.length} t={t} />
        <MoveList moves={moves} size={variant.size} current={shown} onSelect={review.review} locale={settings.locale} theme={settings.theme} />
        {analysisOpen ? (
          <Suspense fallback={null}>
            <AnalysisPanel moves={moves} variant={variant} current={shown} onSelect={review.review} locale={settings.locale} theme={settings.theme} />
          </Suspense>
        ) : null}
        <GameTools t={t} onOpenRecord={onOpenRecord} />
      </div>
    </div>
  );
}

/**
 * Playing a friend online: the room's game through the server, this screen playing its seat (or
 * watching). The creator sees the invite and spectator links to share; the status says when the
 * opponent comes and goes, when the connection drops and returns, and when the device is offline.
 */
export function OnlinePlay({ address, settings, t, online, onLeave, onOpenRecord }: OnlinePlayProps) {
  // Kept by the player who created the room, for this tab.
  const [invites] = useState(() => readInvites(address.room));
  const game = useOnlineGame({ server: window.location.origin, room: address.room, ...(address.seat ? { seat: address.seat } : {}) });
  return (
    <section className="online" aria-label={t.online}>
      {invites ? (
        <div className="invites card">
          <ShareLink label={t.inviteOpponent} href={absolute(invites.opponent, window.location.origin)} t={t} />
          <ShareLink label={t.inviteSpectators} href={absolute(invites.spectator, window.location.origin)} t={t} />
        </div>
      ) : null}
      <GomokuProvider source={game.source}>
        <Game game={game} settings={settings} t={t} online={online} onOpenRecord={onOpenRecord} />
      </GomokuProvider>
      <div className="bar">
        <button type="button" onClick={onLeave}>
          <Icon name="home" />
          <span>{t.leaveOnline}</span>
        </button>
      </div>
    </section>
  );
}
