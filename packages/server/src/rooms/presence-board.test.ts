import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { askMessages, PresenceBoard, presenceMessages, readPresenceMessage, ROOMS_PER_MESSAGE, type Share } from './presence-board.ts';
import { BUS_MESSAGE_BYTES } from '../store/types.ts';

const share = (p1: boolean, p2: boolean, spectators: number): Share => ({ players: { p1, p2 }, spectators });
const roomId = (n: number) => `room${String(n).padStart(18, '0')}`;

describe('presence between processes', () => {
  it('adds what other processes say to the share here, and forgets a process that stops saying it after the time to live', () => {
    let now = 0;
    const board = new PresenceBoard(1_000, () => now);
    board.track('r');
    const [message] = presenceMessages(new Map([['r', share(false, true, 2)]]));
    expect(board.heard('B', readPresenceMessage(message as string) as never)).toEqual(['r']);
    expect(board.merged('r', share(true, false, 1))).toEqual(share(true, true, 3));
    now = 900;
    expect(board.expire()).toEqual([]);
    now = 1_001;
    expect(board.expire()).toEqual(['r']);
    expect(board.merged('r', share(true, false, 1))).toEqual(share(true, false, 1));
  });

  it('keeps nothing of rooms not loaded here, and drops a process that says nobody is there any more', () => {
    const board = new PresenceBoard(1_000, () => 0);
    const message = (p2: boolean) => readPresenceMessage(presenceMessages(new Map([['r', share(false, p2, 0)]]))[0] as string) as never;
    expect(board.heard('B', message(true))).toEqual([]);
    board.track('r');
    expect(board.heard('B', message(true))).toEqual(['r']);
    expect(board.heard('B', message(true))).toEqual([]);
    expect(board.heard('B', message(false))).toEqual(['r']);
    expect(board.merged('r', share(false, false, 0))).toEqual(share(false, false, 0));
    board.untrack('r');
    board.track('r');
    expect(board.merged('r', share(false, false, 0))).toEqual(share(false, false, 0));
  });

  it('writes any number of rooms in messages that each fit the bus, and reads back what it wrote', () => {
    const shares = new Map(Array.from({ length: 2 * ROOMS_PER_MESSAGE + 7 }, (_, n) => [roomId(n), share(n % 2 === 0, n % 3 === 0, 999_999)] as const));
    const messages = presenceMessages(shares);
    expect(messages).toHaveLength(3);
    for (const message of messages) expect(Buffer.byteLength(message)).toBeLessThanOrEqual(BUS_MESSAGE_BYTES);
    const read = messages.flatMap((message) => (readPresenceMessage(message) as { rooms: unknown[] }).rooms);
    expect(read).toHaveLength(shares.size);
    const asks = askMessages([...shares.keys()]);
    expect(asks.flatMap((message) => (readPresenceMessage(message) as { rooms: string[] }).rooms)).toEqual([...shares.keys()]);
  });

  it('refuses whatever else anyone writes on the channel, never throwing', () => {
    const hostile = ['', 'null', '[]', '{"t":"presence"}', '{"t":"presence","rooms":[["r",2,0,0]]}', '{"t":"presence","rooms":[["r",1,0,-1]]}',
      '{"t":"presence","rooms":[["r",1,0,1e308]]}', '{"t":"presence","rooms":[["r",1,0,0.5]]}', `{"t":"ask","rooms":["${'x'.repeat(65)}"]}`,
      '{"t":"presence","rooms":[[1,1,0,0]]}', '{"t":"presence","rooms":[["r",1,0]]}', '{"t":"other","rooms":[]}', '{"__proto__":{"t":"ask"},"rooms":[]}'];
    for (const text of hostile) expect(readPresenceMessage(text)).toBeNull();
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.jsonValue().map((value) => JSON.stringify({ t: 'presence', rooms: [value] }))), (text) => {
        const message = readPresenceMessage(text);
        if (message?.t === 'presence') for (const [id, , , spectators] of message.rooms) expect(typeof id === 'string' && Number.isSafeInteger(spectators)).toBe(true);
      }),
    );
  });
});
