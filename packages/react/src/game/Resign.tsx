'use client';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { Messages } from '../messages/i18n.ts';

/** Props of the Resign button and its confirmation. */
export interface ResignProps {
  /** Words of the controls' catalogue. */
  t: Messages;
  /** The confirmation is open (held by the controls, so that New game can close it). */
  confirming: boolean;
  /** Opens (true) or closes (false) the confirmation. */
  setConfirming: (confirming: boolean) => void;
  /** Resign cannot be pressed (the chart refuses it). */
  disabled: boolean;
  /** The game takes no events: Yes cannot be pressed. */
  closed: boolean;
  /** Resigns, once confirmed. */
  onResign: () => void;
}

/**
 * Resign, asked once to confirm. The confirmation is a group named by its question, so focus
 * entering it says the question; focus opens it on Cancel (the choice that loses nothing), and
 * Cancel or Escape close it with focus back on Resign. After Yes the controls keep the focus.
 */
export function Resign({ t, confirming, setConfirming, disabled, closed, onResign }: ResignProps) {
  const question = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const resign = useRef<HTMLButtonElement>(null);
  // Set when the player backs out, so that the Resign button shown again takes the focus.
  const backingOut = useRef(false);
  useEffect(() => {
    if (confirming) cancel.current?.focus();
    else if (backingOut.current) resign.current?.focus();
    backingOut.current = false;
  }, [confirming]);
  const backOut = () => {
    backingOut.current = true;
    setConfirming(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    backOut();
  };

  return confirming && !disabled ? (
    <div role="group" aria-labelledby={question} className="gomoku-resign-confirm" onKeyDown={onKeyDown}>
      <span id={question}>{t.resignQuestion}</span>
      <button
        type="button"
        disabled={closed}
        onClick={() => {
          setConfirming(false);
          onResign();
        }}
      >
        {t.confirmResign}
      </button>
      <button ref={cancel} type="button" onClick={backOut}>
        {t.cancel}
      </button>
    </div>
  ) : (
    <button ref={resign} type="button" disabled={closed || disabled} onClick={() => setConfirming(true)}>
      {t.resign}
    </button>
  );
}
