import type { OnlineState } from '@gomoku/client';
import { selectIsOver, selectMoves } from '@gomoku/machine';
import { useOnlineGame } from '@gomoku/react';
import { useEffect, useRef, useState } from 'react';
import { forgetRoom, holdRoom } from './held-rooms.ts';
import { watchLinkOf, type OnlineAddress } from './online.ts';
import { absolute, readInvites } from './online-room.ts';
import { deviceStorage } from './storage.ts';
import { closureOf } from './room-state.ts';
import { RoomView, type RoomViewProps } from './RoomView.tsx';
import { useRatingChanges } from './use-rating-changes.ts';

/** Where the room is, and what the room's view takes from the app. */
type OnlinePlayProps = { address: OnlineAddress } & Pick<RoomViewProps, 'settings' | 't' | 'online' | 'onLeave' | 'onNewRoom' | 'onOpenRecord'>;

/**
 * Keeps the room on the home's list while this player holds a seat in it (refreshed as stones are
 * played); forgets it when the server has no such room or refuses the seat, and when the player
 * leaves a game that is over.
 */
function useHeldRoom({ room, seat }: OnlineAddress, state: OnlineState): void {
  const closure = closureOf(state);
  const seated = state.status === 'open' && state.you?.role === 'player';
  const moves = state.snapshot ? selectMoves(state.snapshot).length : 0;
  const over = state.snapshot !== null && selectIsOver(state.snapshot);
  useEffect(() => {
    if (closure === 'no-room' || closure === 'bad-token') forgetRoom(room);
    else if (seat && seated) holdRoom({ room, seat, moves });
  }, [room, seat, closure, seated, moves]);
  const finished = useRef(over);
  useEffect(() => {
    finished.current = over;
  }, [over]);
  useEffect(
    () => () => {
      if (finished.current) forgetRoom(room);
    },
    [room],
  );
}

/**
 * Playing a friend online: the room's game through the server, this screen playing its seat (or
 * watching), shown by `RoomView`. The creator's invites come from this tab's storage; a move made
 * offline is kept on the device until the server has it, so a reload does not lose it; a rated
 * game's rating changes come from the players' histories once it is over.
 */
export function OnlinePlay({ address, settings, t, online, onLeave, onNewRoom, onOpenRecord }: OnlinePlayProps) {
  const origin = window.location.origin;
  // Kept by the player who created the room, for this tab.
  const [invites] = useState(() => {
    const kept = readInvites(address.room);
    return kept ? { opponent: absolute(kept.opponent, origin), spectator: absolute(kept.spectator, origin) } : null;
  });
  const [storage] = useState(deviceStorage);
  const game = useOnlineGame({ server: origin, room: address.room, ...(address.seat ? { seat: address.seat } : {}), ...(storage ? { storage } : {}) });
  useHeldRoom(address, game.state);
  const ratingChanges = useRatingChanges(origin, address.room, game.state);
  return (
    <RoomView
      game={game}
      ratingChanges={ratingChanges}
      invites={invites}
      watchLink={watchLinkOf(address.room, origin)}
      settings={settings}
      t={t}
      online={online}
      onLeave={onLeave}
      onNewRoom={onNewRoom}
      onOpenRecord={onOpenRecord}
    />
  );
}
