import { otherColor, type Color } from '@gomoku/engine';
import { createActor, type Snapshot } from 'xstate';
import { gomokuMachine } from './machine.ts';
import { STATUSES, type GomokuInput, type Status } from './types.ts';

/** A persisted snapshot of the game machine, ready for `createActor(gomokuMachine, { snapshot })`. */
export type PersistedGomoku = Snapshot<unknown>;

/** The result of reading stored data: a snapshot, or why it could not be used. */
export type RestoreResult = { ok: true; snapshot: PersistedGomoku } | { ok: false; error: string };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Reads a persisted snapshot from untrusted storage (e.g. localStorage after `JSON.parse`).
 * Nothing in it is trusted: the game is rebuilt from its settings and record through the
 * machine itself (the record checked by the engine), then brought to the stored status by the
 * machine's own events. Anything that does not add up gives `{ ok: false, error }`.
 */
export function restoreSnapshot(stored: unknown): RestoreResult {
  if (!isObject(stored) || !isObject(stored.context)) return { ok: false, error: 'The saved game is not a game.' };
  const { context, value } = stored;
  const status = STATUSES.find((s) => s === value);
  if (!status) return { ok: false, error: 'The saved game has an unknown status.' };
  if (!Array.isArray(context.moves) || !isObject(context.variant)) return { ok: false, error: 'The saved game has no record.' };

  const players = isObject(context.players) ? { black: String(context.players.black), white: String(context.players.white) } : undefined;
  const input: GomokuInput = {
    variant: context.variant as unknown as GomokuInput['variant'],
    undo: context.undo === 'immediate' ? 'immediate' : 'consent',
    moves: context.moves as number[],
    ...(players ? { players } : {}),
  };
  const actor = createActor(gomokuMachine, { input }).start();
  if (actor.getSnapshot().context.inputError) return { ok: false, error: `The saved game is broken: ${actor.getSnapshot().context.inputError}` };

  // Request states and resignations are not in the record: replay them as events.
  const requester: Color | null = status === 'blackRequestsUndo' ? 'black' : status === 'whiteRequestsUndo' ? 'white' : null;
  if (requester) actor.send({ type: 'undo', by: requester });
  const verdict = isObject(context.verdict) ? context.verdict : {};
  if (verdict.reason === 'resign' && (status === 'blackWon' || status === 'whiteWon')) {
    actor.send({ type: 'resign', by: otherColor(status === 'blackWon' ? 'black' : 'white') });
  }
  const restored = actor.getSnapshot();
  const reached: Status = restored.value as Status;
  const snapshot = actor.getPersistedSnapshot();
  actor.stop();
  if (reached !== status) return { ok: false, error: `The saved game says ${status} but its record gives ${reached}.` };
  return { ok: true, snapshot };
}
