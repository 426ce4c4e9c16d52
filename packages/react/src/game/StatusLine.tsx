'use client';
import { selectInputError, selectMoves, selectRejection, selectStatus, selectVariant, selectVerdict, whyRefused } from '@gomoku/machine';
import { useGomokuSelector } from './context.tsx';
import { GomokuStyles } from '../theme/GomokuStyles.tsx';
import { wordsOf, type Locale, type Messages } from '../messages/i18n.ts';
import type { Theme } from '../theme/theme.ts';
import { inputErrorText, rejectionText, statusText } from './status-text.ts';

/** Props of the status line. */
export interface StatusLineProps {
  locale?: Locale | undefined;
  /** Every string it shows, instead of `locale`'s: another language, or your own wording (see `Messages`). */
  messages?: Messages | undefined;
  /** Colour theme: `'system'` follows the device (default), or `'light'` / `'dark'`. */
  theme?: Theme | undefined;
  /** Shown instead of the status while the computer thinks. */
  thinking?: boolean | undefined;
  /** A problem to show as an alert (e.g. the computer's search failed). */
  error?: string | null | undefined;
  className?: string | undefined;
}

/**
 * A live region announcing the game: "Black to move", "White played h9, Black to move",
 * "Black wins", "Black requests undo", or why the last event was refused ("h8 is taken").
 */
export function StatusLine({ locale, messages, theme = 'system', thinking, error, className }: StatusLineProps) {
  const t = wordsOf(locale, messages);
  const facts = {
    status: useGomokuSelector(selectStatus),
    verdict: useGomokuSelector(selectVerdict),
    moves: useGomokuSelector(selectMoves),
    rejection: useGomokuSelector(selectRejection),
    variant: useGomokuSelector(selectVariant),
    // Whether the chooser may extend instead (swap2) is the chart's to say.
    mayExtend: useGomokuSelector((snapshot) => whyRefused(snapshot, { type: 'opening.extend', by: 'second' }) === null),
  };
  const inputError = useGomokuSelector(selectInputError);
  const text = rejectionText(facts, t) ?? (thinking ? t.thinking : statusText(facts, t));
  return (
    <div className={['gomoku-theme gomoku-status-line', className].filter(Boolean).join(' ')} data-theme={theme}>
      <GomokuStyles />
      {inputError || error ? (
        <p role="alert" className="gomoku-alert">
          {[inputError && inputErrorText(inputError, facts.variant, t), error].filter(Boolean).join(' ')}
        </p>
      ) : null}
      <p role="status" aria-live="polite" className={['gomoku-status', thinking ? 'gomoku-thinking' : ''].filter(Boolean).join(' ')}>
        {text}
      </p>
    </div>
  );
}
