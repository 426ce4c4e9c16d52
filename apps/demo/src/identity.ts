import { PlayerKeySchema, readDisplayName } from '@gomoku/client';
import { readJson, removeStored, writeJson } from './storage.ts';

/**
 * Who this browser plays strangers as: the secret key the server knows the player by (the only
 * proof of the identity: lose it and the name and ratings are lost) and the name last registered
 * with it. Stored data is untrusted: read back checked, anything else is no identity.
 */
export interface Identity {
  /** The player's secret key (`PlayerKeySchema`): 43 URL-safe base64 characters. */
  key: string;
  /** The display name the key was registered with, or null before it is (or when the stored one is unreadable). */
  name: string | null;
}

const KEY = 'gomoku-demo:identity';

/** Whether a value is a player key, by the protocol's own schema (its Standard Schema face: no validator library here). */
export function isPlayerKey(value: unknown): value is string {
  const result = PlayerKeySchema['~standard'].validate(value);
  return !(result instanceof Promise) && result.issues === undefined;
}

/** The identity kept in this browser, or null: none yet, or one that is not a key (a hostile or broken entry). */
export function readIdentity(): Identity | null {
  const stored = readJson(KEY);
  if (!stored.ok || typeof stored.value !== 'object' || stored.value === null || Array.isArray(stored.value)) return null;
  const { key, name } = stored.value as Partial<Record<keyof Identity, unknown>>;
  if (!isPlayerKey(key)) return null;
  // A stored name is only a label for this page (the server holds the real one): an unreadable one is dropped, not the key.
  const read = readDisplayName(name);
  return { key, name: read.ok ? read.name : null };
}

/** Keeps the identity in this browser: false when storage refused it (the page still plays, but forgets on reload). */
export const writeIdentity = (identity: Identity): boolean => writeJson(KEY, { key: identity.key, name: identity.name });

/** Forgets the identity in this browser (a key from another device replaces it). */
export const forgetIdentity = (): void => removeStored(KEY);

/** A key pasted by the player: the key (spaces and line breaks a chat or a note may add removed), or null when it is none. */
export function readPastedKey(text: string): string | null {
  const key = text.slice(0, 200).replace(/\s+/g, '');
  return isPlayerKey(key) ? key : null;
}
