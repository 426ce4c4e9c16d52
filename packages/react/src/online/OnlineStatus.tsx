'use client';
import { connectingState, type OnlineState } from '@gomoku/client';
import { is } from '../game/checked-props.ts';
import { useCheckedProps, type PropChecks } from '../props/prop-checks.ts';
import { selectColorOf, selectMoves } from '@gomoku/machine';
import { useGomokuSelector } from '../game/context.tsx';
import { GomokuStyles } from '../theme/GomokuStyles.tsx';
import { format } from '../messages/format.ts';
import { wordsOf, type Locale, type PartialMessages } from '../messages/i18n.ts';
import type { Theme } from '../theme/theme.ts';

/** Props of the online status. */
export interface OnlineStatusProps {
  /** The connection's state, from `useOnlineGame`. */
  state: OnlineState;
  locale?: Locale | undefined;
  /** Strings it shows instead of `locale`'s: another language, or your own wording; any part of a catalogue, the rest `locale`'s (see `Messages`). */
  messages?: PartialMessages | undefined;
  /** Colour theme: `'system'` follows the device (default), or `'light'` / `'dark'`. */
  theme?: Theme | undefined;
  className?: string | undefined;
}

/** A connection not yet made: what shows for a `state` that is not one. */
const NO_CONNECTION: OnlineState = connectingState('');

/** The online status's props as it reads them (`state`: the fields it shows; `messages`: `wordsOf` reads any value). */
const CHECKS: PropChecks<OnlineStatusProps> = {
  state: is.required(
    is.shape('an OnlineState (from useOnlineGame)', {
      status: is.required(is.oneOf('connecting', 'open', 'reconnecting', 'closed')),
      seat: is.nullable(is.seat),
      you: is.nullable(is.shape('who this connection is', { role: is.required(is.oneOf('player', 'spectator')) })),
      opponent: is.nullable(is.oneOf('present', 'away')),
      pending: is.required(is.list(is.shape('a pending event', { retrying: is.boolean }), 10_000)),
      error: is.nullable(is.shape('a connection error', { code: is.string, message: is.required(is.string) })),
    }),
    () => NO_CONNECTION,
  ),
  locale: is.locale,
  theme: is.theme,
  className: is.className,
};

/** Closures a player can act on, in the catalogue's words (any other shows the connection's message). */
const CLOSED_BECAUSE: ReadonlyMap<string, 'noRoom' | 'badToken'> = new Map([
  ['no-room', 'noRoom'],
  ['bad-token', 'badToken'],
]);

/**
 * The connection and the opponent, in words, as a polite live region: "Connected — you play
 * Black, opponent here", "Connection lost — reconnecting…", "opponent away", "watching",
 * "server busy, retrying" while a move the server was too busy to take is being sent again, and
 * why a closed connection gave up ("Disconnected — there is no such room…").
 */
export function OnlineStatus(props: OnlineStatusProps) {
  const { state, locale, messages, theme = 'system', className } = useCheckedProps('OnlineStatus', props, CHECKS).props;
  const t = wordsOf(locale, messages);
  const color = useGomokuSelector((s) => (state.seat ? selectColorOf(s, state.seat) : null));
  const started = useGomokuSelector((s) => selectMoves(s).length > 0);
  const parts = [t.online[state.status]];
  if (state.status === 'open') {
    if (state.you?.role === 'spectator') parts.push(t.online.watching);
    else {
      if (color) parts.push(format(t.online.you, { color: t.color[color] }));
      // Away before the first move is an opponent who has not come yet.
      if (state.opponent) parts.push(state.opponent === 'present' ? t.online.opponentHere : started ? t.online.opponentAway : t.online.waitingForOpponent);
    }
    // A move the server was too busy to take is being sent again: said here too, not only in its stone's name.
    if (state.pending.some((p) => p.retrying)) parts.push(t.retryingStone);
  }
  const because = state.status === 'closed' && state.error ? CLOSED_BECAUSE.get(state.error.code) : undefined;
  if (because) parts.push(t.online[because]);
  return (
    <p className={['gomoku-theme gomoku-online', className].filter(Boolean).join(' ')} data-theme={theme} data-connection={state.status} role="status" aria-live="polite">
      <GomokuStyles />
      {parts.join(' — ')}
      {state.error && state.status === 'closed' && !because ? ` (${state.error.message})` : ''}
    </p>
  );
}
