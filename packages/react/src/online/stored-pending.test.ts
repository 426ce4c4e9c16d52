import { MAX_RESTORED_EVENTS } from '@gomoku/client';
import { describe, expect, it } from 'vitest';
import { pendingKey, readStoredPending, storePending } from './stored-pending.ts';
import { memoryStorage } from './memory-storage.ts';

const TOKEN = 'Zm9yIHRoZSBzZWF0IG9mIHRoZSBmaXJzdCBwbGF5ZXIu_-x';

const boom = () => {
  throw new Error('SecurityError: storage is disabled');
};

describe("a seat's pending events in storage", () => {
  it('are keyed by room and seat, without the token', () => {
    const key = pendingKey('room-1', TOKEN);
    expect(key).toMatch(/^gomoku:pending:room-1:[0-9a-z]+$/);
    expect(key).not.toContain(TOKEN);
    expect(key.length).toBeLessThan(40);
    expect(pendingKey('room-1', TOKEN)).toBe(key);
    expect(pendingKey('room-1', `${TOKEN.slice(0, -1)}y`)).not.toBe(key);
    expect(pendingKey('room-2', TOKEN)).not.toBe(key);
  });

  it('are written with their ids and events, read back not retrying, and the key removed when none are left', () => {
    const storage = memoryStorage();
    const key = pendingKey('room', TOKEN);
    const pending = [
      { id: 'a1', event: { type: 'play', point: 112 }, retrying: true },
      { id: 'a2', event: { type: 'draw.offer' }, retrying: false },
    ] as const;
    storePending(storage, key, pending);
    expect(JSON.parse(storage.items.get(key) ?? '')).toEqual({ v: 1, events: pending.map(({ id, event }) => ({ id, event })) });
    expect(readStoredPending(storage, key)).toEqual(pending.map((p) => ({ ...p, retrying: false })));
    storePending(storage, key, []);
    expect(storage.items.has(key)).toBe(false);
    expect(readStoredPending(storage, key)).toEqual([]);
  });

  it.each([
    ['text that is not JSON', '{"v":1,"events":['],
    ['another format', JSON.stringify({ v: 2, events: [{ id: 'a', event: { type: 'resign' } }] })],
    ['a bare list', JSON.stringify([{ id: 'a', event: { type: 'resign' } }])],
    ['null', 'null'],
    ['events that are no list', JSON.stringify({ v: 1, events: { id: 'a' } })],
  ])('read as none from %s', (_, text) => {
    const storage = memoryStorage();
    storage.items.set('k', text);
    expect(readStoredPending(storage, 'k')).toEqual([]);
  });

  it('drop the entries the protocol refuses, and keep at most the restored cap', () => {
    const storage = memoryStorage();
    const events = [{ id: 'bad id', event: { type: 'resign' } }, { id: 'ok', event: { type: 'play', point: -3 } }, { id: 'kept', event: { type: 'undo' } }, ...Array.from({ length: 100 }, (_, i) => ({ id: `e${i}`, event: { type: 'resign' } }))];
    storage.items.set('k', JSON.stringify({ v: 1, events }));
    const read = readStoredPending(storage, 'k');
    expect(read[0]).toEqual({ id: 'kept', event: { type: 'undo' }, retrying: false });
    expect(read).toHaveLength(MAX_RESTORED_EVENTS);
  });

  it('never throw, whatever the storage does', () => {
    const throwing = { getItem: boom, setItem: boom, removeItem: boom };
    expect(readStoredPending(throwing, 'k')).toEqual([]);
    expect(() => storePending(throwing, 'k', [{ id: 'a', event: { type: 'resign' }, retrying: false }])).not.toThrow();
    expect(() => storePending(throwing, 'k', [])).not.toThrow();
    const odd = { getItem: () => 42 as unknown as string, setItem: () => {}, removeItem: () => {} };
    expect(readStoredPending(odd, 'k')).toEqual([]);
  });
});
