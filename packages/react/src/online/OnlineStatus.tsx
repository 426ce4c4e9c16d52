'use client';
import type { OnlineState } from '@gomoku/client';
import { selectColorOf, selectMoves } from '@gomoku/machine';
import { useGomokuSelector } from '../game/context.tsx';
import { GomokuStyles } from '../theme/GomokuStyles.tsx';
import { wordsOf, type Locale, type Messages } from '../messages/i18n.ts';
import type { Theme } from '../theme/theme.ts';

/** Props of the online status. */
export interface OnlineStatusProps {
  /** The connection's state, from `useOnlineGame`. */
  state: OnlineState;
  locale?: Locale | undefined;
  /** Every string it shows, instead of `locale`'s: another language, or your own wording (see `Messages`). */
  messages?: Messages | undefined;
  /** Colour theme: `'system'` follows the device (default), or `'light'` / `'dark'`. */
  theme?: Theme | undefined;
  className?: string | undefined;
}

/**
 * The connection and the opponent, in words, as a polite live region: "Connected — you play
 * Black, opponent here", "Connection lost — reconnecting…", "opponent away", "watching", and
 * "server busy, retrying" while a move the server was too busy to take is being sent again.
 */
export function OnlineStatus({ state, locale, messages, theme = 'system', className }: OnlineStatusProps) {
  const t = wordsOf(locale, messages);
  const color = useGomokuSelector((s) => (state.seat ? selectColorOf(s, state.seat) : null));
  const started = useGomokuSelector((s) => selectMoves(s).length > 0);
  const parts = [t.online[state.status]];
  if (state.status === 'open') {
    if (state.you?.role === 'spectator') parts.push(t.online.watching);
    else {
      if (color) parts.push(t.online.you(t.color[color]));
      // Away before the first move is an opponent who has not come yet.
      if (state.opponent) parts.push(state.opponent === 'present' ? t.online.opponentHere : started ? t.online.opponentAway : t.online.waitingForOpponent);
    }
    // A move the server was too busy to take is being sent again: said here too, not only in its stone's name.
    if (state.pending.some((p) => p.retrying)) parts.push(t.retryingStone);
  }
  return (
    <p className={['gomoku-theme gomoku-online', className].filter(Boolean).join(' ')} data-theme={theme} data-connection={state.status} role="status" aria-live="polite">
      <GomokuStyles />
      {parts.join(' — ')}
      {state.error && state.status === 'closed' ? ` (${state.error.message})` : ''}
    </p>
  );
}
