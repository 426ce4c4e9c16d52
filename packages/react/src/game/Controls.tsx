'use client';
import { colorOfMove, otherColor, type Color } from '@gomoku/engine';
import {
  selectColorOf,
  selectDrawOffer,
  selectIsOver,
  selectMoves,
  selectRematchOffer,
  selectRestartOffer,
  selectSeatOf,
  selectSeatToAct,
  selectUndoRequest,
  whyRefused,
  type Actor,
  type GomokuEvent,
  type Seat,
} from '@gomoku/machine';
import { useState, type ReactNode } from 'react';
import { is } from './checked-props.ts';
import { callSafely, useCheckedProps, type PropChecks } from '../props/prop-checks.ts';
import { useGomokuSelector, useGomokuSend, useGomokuTakesEvents } from './context.tsx';
import { GomokuStyles } from '../theme/GomokuStyles.tsx';
import { Resign } from './Resign.tsx';
import { useKeptFocus } from './use-kept-focus.ts';
import { wordsOf, type Locale, type PartialMessages } from '../messages/i18n.ts';
import type { Theme } from '../theme/theme.ts';

/** Props of the game controls. */
export interface ControlsProps {
  /**
   * Who this screen plays, as a colour or a seat (online, or against the computer): the buttons
   * act for it, and answers appear only when it is its to answer. Omit for two players on one screen.
   */
  player?: Actor | undefined;
  /**
   * Online: New game and Rematch are offers the other player accepts or declines (default false:
   * on one screen, or against the computer, they start the next game at once).
   */
  online?: boolean | undefined;
  /**
   * Online: the other player is not connected (not yet joined, or away), so the offers that wait
   * for their answer (draw, new game, rematch) are disabled until they are. Default false.
   */
  opponentAway?: boolean | undefined;
  locale?: Locale | undefined;
  /** Strings it shows instead of `locale`'s: another language, or your own wording; any part of a catalogue, the rest `locale`'s (see `Messages`). */
  messages?: PartialMessages | undefined;
  /** Colour theme: `'system'` follows the device (default), or `'light'` / `'dark'`. */
  theme?: Theme | undefined;
  /** Called after an event was sent (e.g. to leave a review, or cancel a computer's search). */
  onSend?: ((event: GomokuEvent) => void) | undefined;
  className?: string | undefined;
}

/** The controls' props as they read them (`messages`: `wordsOf` reads any value). */
const CHECKS: PropChecks<ControlsProps> = {
  player: is.actor,
  online: is.boolean,
  opponentAway: is.boolean,
  locale: is.locale,
  theme: is.theme,
  onSend: is.callback,
  className: is.className,
};

/**
 * The game's buttons, each shown to whoever may press it and disabled when the machine would
 * refuse it (the chart decides, through `whyRefused`): the opening's choices (Play Black, Play
 * White, Place two more), Undo or the answer to an undo request, Offer draw or the answer to an
 * offer, Resign (asks once to confirm), and once the game is over Rematch; New game always.
 * Online, New game and Rematch are offers, answered here by the other player. While the game
 * takes no events (an online room's connection closed), every button that sends is disabled.
 */
export function Controls(props: ControlsProps) {
  const { player, online = false, opponentAway = false, locale, messages, theme = 'system', onSend, className } = useCheckedProps('Controls', props, CHECKS).props;
  const t = wordsOf(locale, messages);
  const sendToGame = useGomokuSend();
  const closed = !useGomokuTakesEvents();
  const snapshot = useGomokuSelector((s) => s);
  const moves = useGomokuSelector(selectMoves);
  const toAct = useGomokuSelector(selectSeatToAct);
  const request = useGomokuSelector(selectUndoRequest);
  const offer = useGomokuSelector(selectDrawOffer);
  const restartOffer = useGomokuSelector(selectRestartOffer);
  const rematchOffer = useGomokuSelector(selectRematchOffer);
  const over = useGomokuSelector(selectIsOver);
  const [confirming, setConfirming] = useState(false);
  const kept = useKeptFocus<HTMLDivElement>();

  // Seats and colours as the machine pairs them (before a swap opening decides, first plays Black).
  const seatOf = (who: Actor): Seat => selectSeatOf(snapshot, who);
  const colorOf = (who: Actor): Color => selectColorOf(snapshot, who);
  const mine = (seat: Seat | null) => seat !== null && (player === undefined || seatOf(player) === seat);
  // On one screen: Undo takes back the stone just played; the side to act resigns and offers.
  const actingColor: Color = toAct ? colorOf(toAct) : colorOfMove(moves.length);
  const me: Color = player !== undefined ? colorOf(player) : actingColor;
  const undoBy: Color = player !== undefined ? me : colorOfMove(moves.length - 1);

  const send = (event: GomokuEvent) => {
    sendToGame(event);
    // The event is sent: an `onSend` that throws is logged, and the game goes on.
    callSafely('Controls', 'onSend', onSend, [event]);
  };
  const refused = (event: GomokuEvent) => whyRefused(snapshot, event) !== null;
  const button = (label: ReactNode, event: GomokuEvent, disabled = refused(event)) => (
    <button type="button" disabled={closed || disabled} onClick={() => send(event)}>
      {label}
    </button>
  );

  // Whoever is to act may choose a colour when the chart would take the choice.
  const choosing = toAct !== null && mine(toAct) && !refused({ type: 'opening.choose', color: 'black', by: toAct });
  const answers = (asker: Color | null) => asker !== null && mine(seatOf(otherColor(asker)));
  const answersUndo = answers(request);
  const answersDraw = answers(offer);
  const extend: GomokuEvent | null = toAct && { type: 'opening.extend', by: toAct };
  const undo: GomokuEvent = { type: 'undo', by: undoBy };
  const resign: GomokuEvent = { type: 'resign', by: me };
  const drawOffer: GomokuEvent = { type: 'draw.offer', by: me };
  return (
    <div ref={kept.ref} onClick={kept.onClick} className={['gomoku-theme gomoku-controls', className].filter(Boolean).join(' ')} data-theme={theme} role="group" aria-label={t.controls}>
      <GomokuStyles />
      {choosing && toAct ? (
        <>
          {button(t.playBlack, { type: 'opening.choose', color: 'black', by: toAct })}
          {button(t.playWhite, { type: 'opening.choose', color: 'white', by: toAct })}
          {extend && !refused(extend) ? button(t.placeTwoMore, extend) : null}
        </>
      ) : null}
      {answersUndo && request ? (
        <>
          {button(t.acceptUndo, { type: 'undo.accept', by: otherColor(request) })}
          {button(t.declineUndo, { type: 'undo.decline', by: otherColor(request) })}
        </>
      ) : // After the game, Undo shows only where the policy still allows it.
      over && refused(undo) ? null : (
        button(t.undo, undo)
      )}
      {answersDraw && offer ? (
        <>
          {button(t.acceptDraw, { type: 'draw.accept', by: otherColor(offer) })}
          {button(t.declineDraw, { type: 'draw.decline', by: otherColor(offer) })}
        </>
      ) : !over && !refused(drawOffer) ? (
        button(t.offerDraw, drawOffer, opponentAway)
      ) : null}
      {over ? null : <Resign t={t} confirming={confirming} setConfirming={setConfirming} disabled={refused(resign)} closed={closed} onResign={() => send(resign)} />}
      {online && rematchOffer && answers(rematchOffer) ? (
        <>
          {button(t.acceptRematch, { type: 'rematch.accept', by: otherColor(rematchOffer) })}
          {button(t.declineRematch, { type: 'rematch.decline', by: otherColor(rematchOffer) })}
        </>
      ) : over ? (
        online ? button(t.rematch, { type: 'rematch.offer', by: me }, opponentAway || refused({ type: 'rematch.offer', by: me })) : button(t.rematch, { type: 'rematch' })
      ) : null}
      {online && restartOffer && answers(restartOffer) ? (
        <>
          {button(t.acceptRestart, { type: 'restart.accept', by: otherColor(restartOffer) })}
          {button(t.declineRestart, { type: 'restart.decline', by: otherColor(restartOffer) })}
        </>
      ) : online ? (
        button(t.newGame, { type: 'restart.offer', by: me }, opponentAway || refused({ type: 'restart.offer', by: me }))
      ) : (
        <button
          type="button"
          disabled={closed}
          onClick={() => {
            setConfirming(false);
            send({ type: 'restart' });
          }}
        >
          {t.newGame}
        </button>
      )}
    </div>
  );
}
