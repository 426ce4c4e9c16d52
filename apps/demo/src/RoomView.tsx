import { otherColor, type Color } from '@gomoku/engine';
import type { GameRecord } from '@gomoku/engine/records';
import { selectColorOf, selectIsOver, selectMoves, selectSeatToAct, selectVariant } from '@gomoku/machine';
import { Board, Controls, GameBoard, GomokuProvider, MoveList, OnlineStatus, StatusLine, useGomokuSelector } from '@gomoku/react';
import type { OnlineGameState } from '@gomoku/react';
import { lazy, Suspense } from 'react';
import { BoardFrame } from './BoardFrame.tsx';
import { GameOver } from './GameOver.tsx';
import { GameTools } from './GameTools.tsx';
import { Icon } from './icons.tsx';
import type { Invites } from './online-room.ts';
import { ratingText } from './lobby-text.ts';
import { PlayerBar } from './PlayerBar.tsx';
import { ReviewBar } from './ReviewBar.tsx';
import { matchPlayers } from './room-match.ts';
import { closureText } from './room-problem.ts';
import { absencesOf, closureOf, isServerBusy, opponentCame, type RoomClosure } from './room-state.ts';
import { boardDisplayOf, type Settings } from './settings.ts';
import { SharedLink, ShareButton } from './ShareButton.tsx';
import type { Strings } from './strings.ts';
import { useGameSounds } from './use-game-sounds.ts';
import type { RatingChanges } from './use-rating-changes.ts';
import { useAnalysisOpen, usePickFromList, useReview } from './use-review.ts';

const AnalysisPanel = lazy(() => import('./AnalysisPanel.tsx'));

/** Props of a room's screen. */
export interface RoomViewProps {
  /** The room's game and connection: `useOnlineGame`'s, or a story's. */
  game: OnlineGameState;
  /** The full links the room's creator shares (this tab made the room), shown until the opponent comes; else null. */
  invites: Invites | null;
  /** The full link to watch the room: what Share passes on. */
  watchLink: string;
  settings: Settings;
  t: Strings;
  /** Whether the device has a network. */
  online: boolean;
  /** A rated game's rating changes once it is over, by player id (`useRatingChanges`); none by default. */
  ratingChanges?: RatingChanges | undefined;
  /** Back to the home. */
  onLeave: () => void;
  /** Makes a new room with the current settings. */
  onNewRoom: () => void;
  /** A record opened from the room's records: it opens as a game on this screen. */
  onOpenRecord: (record: GameRecord, format: string) => void;
}

/**
 * A room that cannot be played, said once, with a way on: home, a new room, and what fits the
 * cause (watching, for a link that is no seat; reloading, for a page older than the server or a
 * connection closed for another reason).
 */
function RoomClosed({ closure, watchLink, t, onLeave, onNewRoom }: { closure: RoomClosure; watchLink: string; t: Strings; onLeave: () => void; onNewRoom: () => void }) {
  return (
    <div className="room-closed card">
      <p role="alert">{closureText(closure, t)}</p>
      <div className="bar">
        {closure === 'bad-token' ? (
          <button type="button" onClick={() => window.location.assign(watchLink)}>
            <Icon name="online" />
            <span>{t.watchRoom}</span>
          </button>
        ) : null}
        {closure === 'outdated' || closure === 'closed' ? (
          <button type="button" onClick={() => window.location.reload()}>
            <Icon name="rematch" />
            <span>{closure === 'outdated' ? t.reload : t.retry}</span>
          </button>
        ) : null}
        <button type="button" onClick={onLeave}>
          <Icon name="home" />
          <span>{t.home}</span>
        </button>
        <button type="button" className="button-primary" onClick={onNewRoom}>
          <Icon name="newGame" />
          <span>{t.newRoom}</span>
        </button>
      </div>
    </div>
  );
}

/**
 * The room's game inside its provider: the connection in words and, until the opponent comes,
 * the invite; the board between the two players' bars (the opponent above, this player below);
 * then the game's status, controls, Share, review, moves and records. The board's width comes from
 * the layout alone, so it keeps its size from connecting to the end.
 */
function RoomGame({ game, invites, watchLink, settings, t, online, ratingChanges, onLeave, onOpenRecord }: Omit<RoomViewProps, 'onNewRoom'>) {
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
  const { reveal, pick } = usePickFromList(review.review);
  const { shown, reviewing } = review;
  const analysisOpen = useAnalysisOpen(review, over, moves.length);
  const display = boardDisplayOf(settings);
  const absences = absencesOf(game.state);
  // A spectator sees the game from Black's side, as a board is shown before the welcome.
  const near = me ?? 'black';
  const far = otherColor(near);
  // A match's players by name and rating; else, as for a friend's room, by role.
  const cards = matchPlayers(game.state);
  const nameOf = (color: Color) => cards[color]?.name ?? (me === null ? t.colors[color] : color === me ? t.you : t.opponent);
  const ratingOf = (color: Color) => {
    const card = cards[color];
    return card ? ratingText(card.rating) : undefined;
  };
  const changeOf = (color: Color) => {
    const card = cards[color];
    return card ? ratingChanges?.[card.id] : undefined;
  };
  const inviting = invites !== null && !spectator && !opponentCame(game.state);
  return (
    <div className="room-play">
      <div className="room-head">
        <OnlineStatus state={game.state} locale={settings.locale} theme={settings.theme} />
        {isServerBusy(game.state) ? <p className="room-note">{t.serverBusy}</p> : null}
        {online ? null : (
          <p className="offline" role="status">
            <Icon name="offline" />
            {t.offline}
          </p>
        )}
        {spectator ? <p className="muted spectator-badge">{t.spectator}</p> : null}
        {inviting ? (
          <section className="invites card" aria-label={t.inviteTitle}>
            <SharedLink label={t.inviteOpponent} href={invites.opponent} title={t.inviteTitle} t={t} />
            <SharedLink label={t.inviteSpectators} href={invites.spectator} title={t.shareTitle} t={t} />
          </section>
        ) : null}
      </div>
      <div className="room-board">
        <PlayerBar color={far} name={nameOf(far)} rating={ratingOf(far)} change={changeOf(far)} absence={absences[far]} t={t} locale={settings.locale} theme={settings.theme} />
        <BoardFrame size={variant.size} reveal={reveal}>
          {reviewing ? (
            <Board {...display} size={variant.size} moves={moves.slice(0, shown)} disabled label={`${t.review}: ${t.moveOf(shown, moves.length)}`} />
          ) : (
            <GameBoard {...display} pending={game.pending} disabled={spectator || !myTurn || !connected} />
          )}
        </BoardFrame>
        <PlayerBar color={near} name={nameOf(near)} rating={ratingOf(near)} change={changeOf(near)} absence={absences[near]} t={t} locale={settings.locale} theme={settings.theme} />
      </div>
      <div className="room-side">
        <GameOver me={me} t={t} />
        <StatusLine locale={settings.locale} theme={settings.theme} />
        {/* Before the welcome the seat is unknown: no button may act for a seat not yet this screen's. */}
        {game.seat ? (
          <Controls online locale={settings.locale} theme={settings.theme} player={game.seat} opponentAway={game.state.opponent !== 'present'} onSend={() => review.review(moves.length)} />
        ) : null}
        {inviting ? null : (
          <div className="bar room-actions">
            <ShareButton href={watchLink} title={t.shareTitle} t={t} />
          </div>
        )}
        <ReviewBar review={review} total={moves.length} t={t} />
        <MoveList moves={moves} size={variant.size} current={shown} onSelect={pick} locale={settings.locale} theme={settings.theme} />
        {analysisOpen ? (
          <Suspense fallback={null}>
            <AnalysisPanel moves={moves} variant={variant} current={shown} onSelect={pick} locale={settings.locale} theme={settings.theme} />
          </Suspense>
        ) : null}
        <GameTools t={t} onOpenRecord={onOpenRecord} />
        <div className="bar">
          <button type="button" onClick={onLeave}>
            <Icon name="home" />
            <span>{t.leaveOnline}</span>
          </button>
        </div>
      </div>
    </div>
  );
}

/**
 * A room's screen for a given online state: what `OnlinePlay` shows of its connection, and what
 * the stories show of a made-up one. A connection closed for good (no such room, a link that is no
 * seat, a page too old) shows why in place of the game, with a way on.
 */
export function RoomView(props: RoomViewProps) {
  const { game, watchLink, t, onLeave, onNewRoom } = props;
  const closure = closureOf(game.state);
  return (
    <section className="room" aria-label={t.online}>
      {closure ? (
        <RoomClosed closure={closure} watchLink={watchLink} t={t} onLeave={onLeave} onNewRoom={onNewRoom} />
      ) : (
        <GomokuProvider source={game.source}>
          <RoomGame {...props} />
        </GomokuProvider>
      )}
    </section>
  );
}
