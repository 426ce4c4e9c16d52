import { colorOfMove, otherColor, type Color } from '@gomoku/engine';
import { selectMoves, selectTurn, selectUndoRequest, whyRefused, type GomokuEvent } from '@gomoku/machine';
import { useState } from 'react';
import { useGomokuActor, useGomokuSelector } from './context.tsx';
import { messagesFor, type Locale } from './i18n.ts';

/** Props of the game controls. */
export interface ControlsProps {
  /** The side this screen plays (against a computer or over a network). Omit for two players on one screen. */
  player?: Color;
  locale?: Locale;
  /** Called after an event was sent (e.g. to cancel a computer's search on undo or new game). */
  onSend?: (event: GomokuEvent) => void;
  className?: string;
}

/**
 * Undo, Accept undo / Decline undo (only while a request waits, for the side that answers),
 * Resign (asks once to confirm) and New game; each disabled when the machine would refuse it.
 */
export function Controls({ player, locale, onSend, className }: ControlsProps) {
  const t = messagesFor(locale);
  const actor = useGomokuActor();
  const snapshot = useGomokuSelector((s) => s);
  const moves = useGomokuSelector(selectMoves);
  const turn = useGomokuSelector(selectTurn);
  const request = useGomokuSelector(selectUndoRequest);
  const [confirming, setConfirming] = useState(false);

  // On one screen, Undo takes back the stone just played and Resign is the side to move's.
  const undoBy: Color = player ?? colorOfMove(moves.length - 1);
  const resignBy: Color = player ?? turn;
  const answerBy = request ? otherColor(request) : null;
  const send = (event: GomokuEvent) => {
    actor.send(event);
    onSend?.(event);
  };
  const refused = (event: GomokuEvent) => whyRefused(snapshot, event) !== null;

  const undo: GomokuEvent = { type: 'undo', by: undoBy };
  const resign: GomokuEvent = { type: 'resign', by: resignBy };
  return (
    <div className={['gomoku-controls', className].filter(Boolean).join(' ')} role="group" aria-label={t.controls}>
      {answerBy && (!player || player === answerBy) ? (
        <>
          <button type="button" onClick={() => send({ type: 'undo.accept', by: answerBy })}>
            {t.acceptUndo}
          </button>
          <button type="button" onClick={() => send({ type: 'undo.decline', by: answerBy })}>
            {t.declineUndo}
          </button>
        </>
      ) : (
        <button type="button" disabled={refused(undo)} onClick={() => send(undo)}>
          {t.undo}
        </button>
      )}
      {confirming && !refused(resign) ? (
        <>
          <span>{t.resignQuestion}</span>
          <button
            type="button"
            onClick={() => {
              setConfirming(false);
              send(resign);
            }}
          >
            {t.confirmResign}
          </button>
          <button type="button" onClick={() => setConfirming(false)}>
            {t.cancel}
          </button>
        </>
      ) : (
        <button type="button" disabled={refused(resign)} onClick={() => setConfirming(true)}>
          {t.resign}
        </button>
      )}
      <button
        type="button"
        onClick={() => {
          setConfirming(false);
          send({ type: 'restart' });
        }}
      >
        {t.newGame}
      </button>
    </div>
  );
}
