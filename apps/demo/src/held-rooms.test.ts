import { describe, expect, test } from 'vitest';
import { forgetRoom, heldRooms, holdRoom, MOST_ROOMS } from './held-rooms.ts';
import { withMemoryStorage } from './test-storage.ts';

describe('held rooms', () => {
  withMemoryStorage();

  test('a room held is listed, the one seen last first; holding it again refreshes it, forgetting removes it', () => {
    holdRoom({ room: 'r1', seat: 't1', moves: 0 }, 1);
    holdRoom({ room: 'r2', seat: 't2', moves: 3 }, 2);
    expect(heldRooms().map((r) => r.room)).toEqual(['r2', 'r1']);
    holdRoom({ room: 'r1', seat: 't1', moves: 4 }, 3);
    expect(heldRooms()).toEqual([
      { room: 'r1', seat: 't1', moves: 4, seenAt: 3 },
      { room: 'r2', seat: 't2', moves: 3, seenAt: 2 },
    ]);
    forgetRoom('r2');
    expect(heldRooms().map((r) => r.room)).toEqual(['r1']);
  });

  test(`at most ${MOST_ROOMS} are kept, the oldest seen dropped`, () => {
    for (let i = 0; i <= MOST_ROOMS; i++) holdRoom({ room: `r${i}`, seat: 't', moves: 0 }, i);
    const rooms = heldRooms();
    expect(rooms).toHaveLength(MOST_ROOMS);
    expect(rooms.some((r) => r.room === 'r0')).toBe(false);
  });

  test('stored data that is not rooms is left out, never thrown', () => {
    for (const junk of ['{', '42', 'null', '{}', '[null,1,"x"]', '[{"room":"a b","seat":"t","seenAt":1,"moves":0}]', '[{"room":"a","seat":"t","seenAt":1e400,"moves":0}]', '[{"room":"a","seat":"t","seenAt":1,"moves":-1}]']) {
      localStorage.setItem('gomoku-demo:rooms', junk);
      expect(heldRooms()).toEqual([]);
    }
    localStorage.setItem('gomoku-demo:rooms', '[{"room":"a","seat":"t","seenAt":1,"moves":2},{"room":7}]');
    expect(heldRooms()).toEqual([{ room: 'a', seat: 't', seenAt: 1, moves: 2 }]);
  });
});
