import type { Snapshot } from 'xstate';
import { gomokuMachine } from './machine.ts';
import type { GomokuSnapshot } from './selectors.ts';
import { valueOf } from './paths.ts';
import { checkSnapshot } from './snapshot.ts';
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
 * the chart must rest in the stored status with all of it. The snapshot comes back as stored,
 * its clocks too (no time passes here: a UI times a running clock on its own clock, a server's
 * corrected one online; an actor made from it charges the time). Never throws: anything it
 * cannot vouch for gives `{ ok: false, reason }`, whose `code` says why (words for it:
 * `@gomoku/react`'s messages).
 */
export function restoreSnapshot(stored: unknown): RestoreResult {
  const checked = checkSnapshot(stored);
  if (!checked.ok) return checked;
  return { ok: true, snapshot: gomokuMachine.resolveState({ value: valueOf(checked.status), context: checked.context }) };
}
