'use client';
import { GomokuProvider } from '../game/context.tsx';
import type { GomokuProps } from '../game/gomoku-props.ts';
import { GomokuView } from '../game/GomokuView.tsx';
import { OnlineStatus } from './OnlineStatus.tsx';
import { useOnlineGame, type OnlineGame } from './use-online-game.ts';

/** A game against a server's room: its machine is the server's, this screen plays its seat. */
export default function OnlineGomoku({ online, variant: _variant, undo: _undo, opening: _opening, clock: _clock, moves: _moves, defaultMoves: _defaultMoves, ai: _ai, ...view }: GomokuProps & { online: OnlineGame }) {
  const game = useOnlineGame(online);
  return (
    <GomokuProvider actor={game.actor}>
      <OnlineStatus state={game.state} locale={view.locale} messages={view.messages} theme={view.theme} />
      <GomokuView {...view} player={game.state.you?.role === 'spectator' ? null : game.seat ?? null} pending={game.pending} retrying={game.retrying} opponentAway={game.state.opponent !== 'present'} />
    </GomokuProvider>
  );
}
