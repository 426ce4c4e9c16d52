import { initialTransition, transition, type Snapshot } from 'xstate';
import { gomokuMachine } from './machine.ts';
import type { GomokuSnapshot } from './selectors.ts';
import { resume } from './snapshot.ts';
import type { InputError } from './vocabulary.ts';

/** A persisted snapshot of the game machine (`actor.getPersistedSnapshot()`), as stored. */
export type PersistedGomoku = Snapshot<unknown>;

/**
 * The result of reading stored data: a checked snapshot, ready for
 * `createActor(gomokuMachine, { snapshot })` and for the selectors, or why it could not be used.
 */
export type RestoreResult = { ok: true; snapshot: GomokuSnapshot } | { ok: false; reason: InputError };

/**
 * Reads a persisted snapshot from untrusted storage (e.g. localStorage after `JSON.parse`).
 * Nothing in it is trusted: the record is replayed by the engine, each field is checked, and
 * the chart must rest in the stored status with all of it; a running clock is charged with the
 * time that passed. Never throws: anything it cannot vouch for gives `{ ok: false, reason }`,
 * whose `code` says why (words for it: `@gomoku/react`'s messages).
 */
export function restoreSnapshot(stored: unknown): RestoreResult {
  const resumed = resume(stored, Date.now());
  if (!resumed.ok) return resumed;
  const [snapshot] = initialTransition(gomokuMachine, resumed.input);
  return { ok: true, snapshot: resumed.event ? transition(gomokuMachine, snapshot, resumed.event)[0] : snapshot };
}
