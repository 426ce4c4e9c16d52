import { ERROR_CODES, PLAIN_CLIENT_EVENT_TYPES, PROTOCOL_VERSION, type CreatedRoom } from '@gomoku/protocol';
import { Game } from '@gomoku/engine';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../test/servers.ts';
import { createRoom, TestSocket, type Received } from '../../test/sockets.ts';

/** Hostile messages in all, spread over the honest game's turns. */
const MESSAGES = 10_000;
/** Honest moves: between two of them, MESSAGES / MOVES hostile messages. */
const MOVES = 40;

/** Who sends a hostile message: a connection that never joined, a spectator, or a player on the other's turn. */
type Via = 'stranger' | 'spectator' | 'idle-player';

/** One hostile message: what it is, who sends it, and the answers that are right for it. */
interface Hostile {
  readonly kind: string;
  readonly via: Via;
  readonly payload: string;
  /** The error codes (or `rejected`, or `duplicate`) that may answer it. */
  readonly answers: readonly string[];
}

const json = (value: unknown) => JSON.stringify(value);
const CLIENT_EVENTS = ['play', 'opening.choose', ...PLAIN_CLIENT_EVENT_TYPES];
/** Events a player cannot make on the opponent's turn in this game: every one is refused, none changes anything. */
const REFUSED_OFF_TURN = [
  { type: 'undo.accept' },
  { type: 'undo.decline' },
  { type: 'draw.accept' },
  { type: 'draw.decline' },
  { type: 'opening.choose', color: 'white' },
  { type: 'opening.extend' },
  { type: 'restart.accept' },
  { type: 'rematch.accept' },
];

/** The hostile messages, as fast-check arbitraries, given the rooms and the ids already used. */
function hostile(rooms: { target: CreatedRoom; other: CreatedRoom }, usedIds: () => readonly string[]): fc.Arbitrary<Hostile> {
  const notJson = fc.string({ maxLength: 200 }).filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  });
  const badJson = notJson.map((payload) => ({ kind: 'bad JSON', via: 'stranger' as const, payload, answers: ['bad-json'] }));
  // Any JSON that is no message: wrong types, missing fields, unknown message types.
  const wrongTypes = fc
    .oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.record({ v: fc.constant(1), type: fc.constantFrom('hello', 'event', 'welcome', 'state', '__proto__'), room: fc.jsonValue({ maxDepth: 1 }), id: fc.jsonValue({ maxDepth: 1 }), event: fc.jsonValue({ maxDepth: 2 }) }),
      fc.record({ v: fc.constant(1), type: fc.constant('event'), id: fc.constant('x'), event: fc.record({ type: fc.constantFrom(...CLIENT_EVENTS, 'restart', 'play.'), point: fc.jsonValue({ maxDepth: 1 }), color: fc.jsonValue({ maxDepth: 0 }) }) }),
    )
    .map((value) => json(value))
    .filter((payload) => payload.length <= 4000 && payload !== '{"v":2,"type":"ping"}')
    .map((payload) => {
      const parsed: unknown = JSON.parse(payload);
      const version = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as { v?: unknown }).v : undefined;
      // A message that happens to be well formed meets the next check: an event is not-joined, a hello finds no room.
      return { kind: 'wrong types', via: 'stranger' as const, payload, answers: version !== undefined && version !== PROTOCOL_VERSION ? ['version'] : ['bad-message', 'not-joined', 'no-room'] };
    });
  const hugeNumbers = fc
    .oneof(fc.constantFrom(1e308, -1, 2 ** 53, 676, 0.5, -0), fc.double({ noNaN: true }).filter((n) => !Number.isInteger(n) || n < 0 || n > 675))
    .chain((point) => fc.constantFrom(json({ v: 2, type: 'event', id: 'n', event: { type: 'play', point } }), json({ v: 2, type: 'hello', room: 'r', since: point })))
    .map((payload) => ({ kind: 'huge numbers', via: 'stranger' as const, payload, answers: ['bad-message', 'not-joined', 'no-room'] }));
  const otherRooms = fc
    .oneof(fc.constant(rooms.other.room), fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/))
    .map((room) => ({ kind: "other rooms' ids", via: 'idle-player' as const, payload: json({ v: 2, type: 'hello', room }), answers: ['already-joined'] }));
  const guessedTokens = fc
    .tuple(fc.constantFrom(rooms.target.room, rooms.other.room), fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), fc.constant(rooms.other.tokens.first)))
    .map(([room, token]) => ({
      kind: 'guessed tokens',
      via: 'stranger' as const,
      payload: json({ v: 2, type: 'hello', room, token }),
      // The other room's own token opens the other room: still no move in the target room.
      answers: token === rooms.other.tokens.first && room === rooms.other.room ? ['welcome'] : ['bad-token'],
    }));
  const outOfTurn = fc.constantFrom(...REFUSED_OFF_TURN, { type: 'play', point: 0 }).chain((event) =>
    fc.stringMatching(/^[A-Za-z0-9_-]{8,20}$/).map((id) => ({ kind: 'events out of turn', via: 'idle-player' as const, payload: json({ v: 2, type: 'event', id, event }), answers: ['rejected'] })),
  );
  const spectating = fc
    .constantFrom(...CLIENT_EVENTS)
    .map((type) => ({ kind: 'spectator events', via: 'spectator' as const, payload: json({ v: 2, type: 'event', id: 'spec', event: type === 'play' ? { type, point: 7 } : type === 'opening.choose' ? { type, color: 'black' } : { type } }), answers: ['not-a-player'] }));
  const replayed = fc
    .nat()
    .map((n) => usedIds()[n % Math.max(1, usedIds().length)] ?? 'none')
    // Its own ids are duplicates; the other seat's are its own new events, refused off turn (ids belong to a seat).
    .map((id) => ({ kind: 'replayed event ids', via: 'idle-player' as const, payload: json({ v: 2, type: 'event', id, event: { type: 'play', point: 0 } }), answers: ['duplicate', 'rejected'] }));
  const oversized = fc
    .integer({ min: 4_097, max: 60_000 })
    .map((size) => ({ kind: 'oversized frames', via: 'stranger' as const, payload: json({ v: 2, type: 'ping', pad: 'x'.repeat(size) }), answers: ['too-large'] }));
  const wrongVersion = fc
    .oneof(fc.integer(), fc.string({ maxLength: 5 }))
    .filter((v) => v !== PROTOCOL_VERSION)
    .map((v) => ({ kind: 'wrong version', via: 'stranger' as const, payload: json({ v, type: 'hello', room: rooms.target.room }), answers: ['version'] }));
  return fc.oneof(badJson, wrongTypes, hugeNumbers, otherRooms, guessedTokens, outOfTurn, spectating, replayed, oversized, wrongVersion);
}

/** The answer to the message just sent on `socket`: an error, a refusal, an ack or a welcome; or the close code. */
async function answerOf(socket: TestSocket): Promise<Received | { type: 'closed'; code: number }> {
  const answer = socket.take((m) => ['error', 'rejected', 'ack', 'welcome'].includes(m.type));
  return Promise.race([answer, socket.closed.then((code) => ({ type: 'closed' as const, code }))]);
}

describe('hostile input', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let rooms: { target: CreatedRoom; other: CreatedRoom };
  const sockets: TestSocket[] = [];
  const open = async () => {
    const socket = await TestSocket.open(server.url);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    // Rate-limited as in production per message, with a burst the one-at-a-time fuzz never exhausts;
    // every connection comes from one address, and strangers that walk into the other room stay there.
    server = await startServer({ rateLimit: { burst: 200, perSecond: 100_000 }, limits: { socketsPerAddress: 10_000 } });
    rooms = { target: await createRoom(server.url), other: await createRoom(server.url) };
  });
  afterAll(async () => {
    for (const socket of sockets) socket.ws.terminate();
    await server.close();
  });

  it(`answers ${MESSAGES.toLocaleString('en')} malformed or hostile messages each with a typed answer; nothing changes and an honest game goes on`, { timeout: 300_000 }, async () => {
    const { target } = rooms;
    const [black, white, watcher] = [await open(), await open(), await open()];
    await black.hello(target.room, target.tokens.first);
    await white.hello(target.room, target.tokens.second);
    await watcher.hello(target.room);
    const usedIds: string[] = [];
    const arbitrary = hostile(rooms, () => usedIds);

    const tally = new Map<string, number>();
    const closes: number[] = [];
    // The hostile connections, reopened (and joined again) whenever the server closes one.
    const senders = new Map<string, TestSocket>();
    const senderFor = async (via: Via, idle: 'first' | 'second') => {
      const key = via === 'idle-player' ? `${via}-${idle}` : via;
      const existing = senders.get(key);
      if (existing && existing.ws.readyState === existing.ws.OPEN) return existing;
      // The server closed this one for its persistent abuse: with a policy code, never silently.
      if (existing) closes.push(await existing.closed);
      const socket = await open();
      if (via === 'spectator') await socket.hello(target.room);
      if (via === 'idle-player') await socket.hello(target.room, idle === 'first' ? target.tokens.first : target.tokens.second);
      senders.set(key, socket);
      return socket;
    };

    const game = new Game();
    const random = fc.sample(fc.integer({ min: 0, max: 224 }), { numRuns: 10_000, seed: 7 });
    let sent = 0;
    for (let move = 0; move < MOVES; move += 1) {
      // An honest move that neither wins nor repeats a point.
      const point = random.find((p) => !game.moves.includes(p) && game.verdictAfter(p).winner === null) ?? -1;
      random.splice(random.indexOf(point), 1);
      game.play(point);
      const mover = move % 2 === 0 ? black : white;
      const id = `honest-${move}`;
      expect(await mover.play(id, { type: 'play', point })).toEqual({ v: PROTOCOL_VERSION, type: 'ack', id, version: move + 1 });
      usedIds.push(id);
      // Now the other seat is to move: the mover's seat is the idle one.
      const idle = move % 2 === 0 ? 'first' : 'second';
      const batch = fc.sample(arbitrary, { numRuns: MESSAGES / MOVES, seed: move });
      for (const message of batch) {
        const socket = await senderFor(message.via, idle);
        socket.send(message.payload);
        const answer = await answerOf(socket);
        sent += 1;
        if ('code' in answer && answer.type === 'closed') {
          closes.push(Number(answer.code));
          expect([1008, 1009]).toContain(answer.code);
          continue;
        }
        const got = answer.type === 'error' ? String(answer.code) : answer.type === 'ack' && answer.duplicate === true ? 'duplicate' : answer.type;
        if (answer.type === 'error') expect(ERROR_CODES).toContain(answer.code);
        expect(message.answers, `${message.kind}: ${message.payload.slice(0, 120)} → ${JSON.stringify(answer).slice(0, 200)}`).toContain(got);
        if (answer.type === 'welcome') {
          // A stranger that walked into the other room with its own link: it may stay there, as a player of that room.
          senders.delete('stranger');
        }
        tally.set(message.kind, (tally.get(message.kind) ?? 0) + 1);
      }
    }
    expect(sent).toBe(MESSAGES);
    expect(closes.length).toBeGreaterThan(0);
    for (const code of closes) expect([1008, 1009]).toContain(code);
    // Nothing but the honest moves was stored, and the watcher saw each, in order.
    const events = await server.store.eventsSince(target.room, 0);
    expect(events.map((e) => e.eventId)).toEqual(Array.from({ length: MOVES }, (_, i) => `${i % 2 === 0 ? 'first' : 'second'}:honest-${i}`));
    expect((await server.store.loadRoom(rooms.other.room))?.version).toBe(0);
    for (let version = 1; version <= MOVES; version += 1) expect((await watcher.take((m) => m.type === 'state')).version).toBe(version);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    process.stdout.write(`fuzz: ${sent} hostile messages, ${closes.length} connections closed (1008/1009); by kind ${JSON.stringify(Object.fromEntries(tally))}\n`);
  });
});
