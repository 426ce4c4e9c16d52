'use client';
import { selectGameState, selectInputError, selectMoves, selectRejection, selectStatus, selectVariant, selectVerdict, whyRefused } from '@gomoku/machine';
import { is } from './checked-props.ts';
import { useCheckedProps, type PropChecks } from '../props/prop-checks.ts';
import { useGomokuSelector } from './context.tsx';
import { GomokuStyles } from '../theme/GomokuStyles.tsx';
import { wordsOf, type Locale, type PartialMessages } from '../messages/i18n.ts';
import type { Theme } from '../theme/theme.ts';
import { inputErrorText, rejectionText, statusText, thinkingText } from './status-text.ts';
import { useTakenBack } from './use-taken-back.ts';

/** Props of the status line. */
export interface StatusLineProps {
  locale?: Locale | undefined;
  /** Strings it shows instead of `locale`'s: another language, or your own wording; any part of a catalogue, the rest `locale`'s (see `Messages`). */
  messages?: PartialMessages | undefined;
  /** Colour theme: `'system'` follows the device (default), or `'light'` / `'dark'`. */
  theme?: Theme | undefined;
  /** The computer is thinking: the last move is said with the notice, instead of whose turn it is. */
  thinking?: boolean | undefined;
  /** A problem to show as an alert (e.g. the computer's search failed). */
  error?: string | null | undefined;
  className?: string | undefined;
}

/** The status line's props as it reads them (`messages`: `wordsOf` reads any value). */
const CHECKS: PropChecks<StatusLineProps> = { locale: is.locale, theme: is.theme, thinking: is.boolean, error: is.nullable(is.string), className: is.className };

/**
 * A live region announcing the game: "Black to move", "White played h9, Black to move",
 * "Black wins", "Black requests undo", "Took back h8 and i9, Black to move", "Black played h8 —
 * computer is thinking…", or why the last event was refused ("h8 is taken").
 */
export function StatusLine(props: StatusLineProps) {
  const { locale, messages, theme = 'system', thinking, error, className } = useCheckedProps('StatusLine', props, CHECKS).props;
  const t = wordsOf(locale, messages);
  const facts = {
    status: useGomokuSelector(selectStatus),
    verdict: useGomokuSelector(selectVerdict),
    moves: useGomokuSelector(selectMoves),
    rejection: useGomokuSelector(selectRejection),
    variant: useGomokuSelector(selectVariant),
    // Whether the chooser may extend instead (swap2) is the chart's to say.
    mayExtend: useGomokuSelector((snapshot) => whyRefused(snapshot, { type: 'opening.extend', by: 'second' }) === null),
    takenBack: useTakenBack(useGomokuSelector(selectGameState)),
  };
  const inputError = useGomokuSelector(selectInputError);
  const text = rejectionText(facts, t) ?? (thinking ? thinkingText(facts, t) : statusText(facts, t));
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
