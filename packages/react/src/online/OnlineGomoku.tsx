'use client';
import { GomokuProvider } from '../game/context.tsx';
import type { GomokuProps } from '../game/gomoku-props.ts';
import { GomokuView } from '../game/GomokuView.tsx';
import { OnlineStatus } from './OnlineStatus.tsx';
import { useOnlineGame, type OnlineGame } from './use-online-game.ts';

/**
 * A game against a server's room: its machine is the server's, this screen plays its seat. The
 * room holds the game, so the props that give or keep one locally are not used here.
 */
export default function OnlineGomoku(props: GomokuProps & { online: OnlineGame }) {
  const { online, variant: _variant, undo: _undo, opening: _opening, clock: _clock, moves: _moves, defaultMoves: _defaultMoves, state: _state, defaultState: _defaultState, onChange: _onChange, onError: _onError, ai: _ai, ...view } = props;
  const game = useOnlineGame(online);
  return (
    <GomokuProvider source={game.source}>
      <OnlineStatus state={game.state} locale={view.locale} messages={view.messages} theme={view.theme} />
      <GomokuView {...view} player={game.state.you?.role === 'spectator' ? null : game.seat ?? null} pending={game.pending} retrying={game.retrying} opponentAway={game.state.opponent !== 'present'} />
    </GomokuProvider>
  );
}
