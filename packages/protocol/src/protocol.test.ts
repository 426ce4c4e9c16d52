import { gomokuMachine, INPUT_ERROR_CODES, readGameState, selectGameState, type GameState, type GomokuEvent, type GomokuInput } from '@gomoku/machine';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ClientMessageSchema, GameStateSchema, parseMessage, ServerMessageSchema, utf8Length } from './protocol.ts';
import { MAX_MESSAGE_BYTES, MAX_SERVER_MESSAGE_BYTES } from './wire.ts';

describe('parseMessage', () => {
  it('reads each client message, dropping a by the client wrote', () => {
    expect(parseMessage(ClientMessageSchema, '{"v":2,"type":"hello","room":"abc","token":"t0k","since":3}')).toEqual({
      ok: true,
      message: { v: 2, type: 'hello', room: 'abc', token: 't0k', since: 3 },
    });
    expect(parseMessage(ClientMessageSchema, '{"v":2,"type":"event","id":"e1","event":{"type":"play","point":112,"by":"white"}}')).toEqual({
      ok: true,
      message: { v: 2, type: 'event', id: 'e1', event: { type: 'play', point: 112 } },
    });
    expect(parseMessage(ClientMessageSchema, '{"v":2,"type":"ping"}')).toEqual({ ok: true, message: { v: 2, type: 'ping' } });
  });

  it('reads a pong with the server’s time, a time a Date can hold', () => {
    const pong = (now: string) => parseMessage(ServerMessageSchema, `{"v":2,"type":"pong","now":${now}}`, MAX_SERVER_MESSAGE_BYTES);
    expect(pong('1790000000000')).toEqual({ ok: true, message: { v: 2, type: 'pong', now: 1_790_000_000_000 } });
    for (const now of ['-1', '1e308', '1e999', '"1790000000000"', 'null']) expect(pong(now).ok, now).toBe(false);
    expect(parseMessage(ServerMessageSchema, '{"v":2,"type":"pong"}', MAX_SERVER_MESSAGE_BYTES).ok).toBe(false);
  });

  it('says what is wrong in a message it refuses, for a log: the first issue and where', () => {
    const welcome = { v: 2, type: 'welcome', room: 'r', you: { role: 'spectator' }, version: 1, presence: { players: { p1: true, p2: false }, spectators: 0 }, settings: {} };
    const forged = JSON.stringify({ ...welcome, state: { ...FRESH, ending: { winner: 'white', reason: 'five' } } });
    expect(parseMessage(ServerMessageSchema, forged, MAX_SERVER_MESSAGE_BYTES)).toEqual({ ok: false, code: 'bad-message', reason: 'state: bad game state: broken-ending' });
    // Null: the client's `since` was current.
    expect(parseMessage(ServerMessageSchema, JSON.stringify({ ...welcome, state: null }), MAX_SERVER_MESSAGE_BYTES)).toMatchObject({ ok: true, message: { state: null } });
    expect(parseMessage(ClientMessageSchema, '[')).toEqual({ ok: false, code: 'bad-json', reason: 'not JSON' });
  });

  it('names what is wrong: not JSON, another version, not a message, too large', () => {
    const code = (text: string) => {
      const parsed = parseMessage(ClientMessageSchema, text);
      return parsed.ok ? 'ok' : parsed.code;
    };
    expect(code('{"v":2,"type":"hello"')).toBe('bad-json');
    expect(code('{"v":1,"type":"hello","room":"abc"}')).toBe('version');
    expect(code('{"v":2,"type":"event","id":"e1","event":{"type":"restart"}}')).toBe('bad-message');
    expect(code('{"v":2,"type":"event","id":"e 1","event":{"type":"undo"}}')).toBe('bad-message');
    expect(code('{"v":2,"type":"event","id":"e1","event":{"type":"play","point":1e300}}')).toBe('bad-message');
    expect(code('{"v":2,"type":"hello","room":"abc","since":-1}')).toBe('bad-message');
    expect(code('null')).toBe('bad-message');
    expect(code(`{"v":2,"type":"ping","pad":"${'x'.repeat(MAX_MESSAGE_BYTES)}"}`)).toBe('too-large');
    // Counted in bytes: 1,400 three-byte characters are 4,200 bytes.
    expect(code(`{"v":2,"type":"ping","pad":"${'€'.repeat(1_400)}"}`)).toBe('too-large');
  });
});

describe('utf8Length', () => {
  it('is the length of the UTF-8 encoding, lone surrogates included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(utf8Length(text)).toBe(new TextEncoder().encode(text).length);
      }),
      { numRuns: 2_000 },
    );
  });
});

/** A game played from `input` by `events`, each stamped a second after the last: its `GameState`. */
function played(input: GomokuInput, events: GomokuEvent[]): GameState {
  const at = 1_790_000_000_000;
  const actor = createActor(gomokuMachine, { input: { players: { black: 'p1', white: 'p2' }, now: at, ...input } }).start();
  events.forEach((event, index) => actor.send({ ...event, at: at + (index + 1) * 1_000 }));
  const state = selectGameState(actor.getSnapshot());
  actor.stop();
  return state;
}

const play = (...points: number[]): GomokuEvent[] => points.map((point) => ({ type: 'play', point }));
const CLOCK = { clock: { initialMs: 60_000, incrementMs: 1_000 } };
const FRESH = played({}, []);

/** Honest states to forge from: every part of a GameState set (clocks running and paused, a swap opening, a request, an ending). */
const HONEST: readonly GameState[] = [
  FRESH,
  played(CLOCK, play(112, 113)),
  played({ ...CLOCK, opening: 'swap2' }, [...play(112, 113, 114), { type: 'opening.extend' }, ...play(0, 1), { type: 'opening.choose', color: 'white' }]),
  played(CLOCK, [...play(112, 113), { type: 'undo', by: 'white' }]),
  played({ variant: { size: 9, winLength: 5, rule: 'renju' } }, play(0, 9, 1, 10, 2, 11, 3, 12, 4)),
  played(CLOCK, [{ type: 'resign', by: 'black' }, { type: 'rematch.offer', by: 'white' }]),
];

/** Every place in a value: the path to each object, array and leaf (the root is []). */
function pathsOf(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [path];
  return [path, ...Object.entries(value).flatMap(([key, inner]) => pathsOf(inner, [...path, Array.isArray(value) ? Number(key) : key]))];
}

/** A copy of `value` with the value at `path` replaced by `replace(old)`. */
function replaced(value: unknown, path: readonly (string | number)[], replace: (old: unknown) => unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replace(value);
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head] = replaced(copy[head], rest, replace);
  return copy;
}

/** What a hostile peer may put anywhere: numbers no clock holds, wrong types, sparse arrays, objects with keys of their own. */
const hostile = fc.oneof(
  fc.constantFrom(Number.NaN, 1e308, -1e308, Number.POSITIVE_INFINITY, -0, -1, 0.5, 2 ** 53, null, undefined, '', '112', true, [], {}, new Array<number>(2).fill(112, 1) /* a hole at 0 */, Object.create(null)),
  fc.double(),
  fc.integer(),
  fc.string(),
  fc.sparseArray(fc.integer({ min: 0, max: 224 })),
  fc.dictionary(fc.string(), fc.anything()),
  fc.anything(),
);

/** Is every number in `value` a safe integer (the only numbers a GameState holds)? */
const wholeNumbers = (value: unknown): boolean =>
  typeof value === 'number' ? Number.isSafeInteger(value) : typeof value === 'object' && value !== null ? Object.values(value).every(wholeNumbers) : true;

describe('GameStateSchema against hostile values', () => {
  const forged = fc.tuple(fc.constantFrom(...HONEST), fc.nat(), hostile).map(([state, pick, value]) => {
    const paths = pathsOf(state);
    return replaced(state, paths[pick % paths.length] as (string | number)[], () => value);
  });

  it('accepts every honest state, as it is', () => {
    for (const state of HONEST) expect(v.parse(GameStateSchema, JSON.parse(JSON.stringify(state)))).toEqual(state);
  });

  it('decides a forged state exactly as readGameState does, never throws, and lets through no number but a whole one', () => {
    fc.assert(
      fc.property(forged, (value) => {
        const read = readGameState(value);
        const parsed = v.safeParse(GameStateSchema, value);
        expect(parsed.success).toBe(read.ok);
        if (parsed.success) expect(wholeNumbers(parsed.output)).toBe(true);
        else expect(INPUT_ERROR_CODES.map((code) => `bad game state: ${code}`)).toContain(parsed.issues[0].message);
      }),
      { numRuns: 2_000 },
    );
  });

  it('refuses a key of its own anywhere in the state', () => {
    const objects = (state: GameState) => pathsOf(state).filter((path) => { const at = path.reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], state); return typeof at === 'object' && at !== null && !Array.isArray(at); });
    fc.assert(
      fc.property(fc.constantFrom(...HONEST), fc.nat(), fc.string({ minLength: 1 }), fc.anything(), (state, pick, key, value) => {
        const places = objects(state);
        const path = places[pick % places.length] as (string | number)[];
        const forgedState = replaced(state, path, (old) => ({ ...(old as object), [key]: value }));
        // A key it already has is no extra key: its value is only replaced.
        fc.pre(!Object.hasOwn(path.reduce<unknown>((at, step) => (at as Record<string, unknown>)[step], state) as object, key));
        expect(v.safeParse(GameStateSchema, forgedState).success).toBe(false);
      }),
      { numRuns: 1_000 },
    );
  });

  it('reads a forged state sent as text as readGameState reads what JSON makes of it (NaN and holes are null, undefined is left out)', () => {
    fc.assert(
      fc.property(forged, (value) => {
        let text: string | undefined;
        try {
          text = JSON.stringify({ v: 2, type: 'state', version: 1, state: value });
        } catch {
          return; // A BigInt: no text to send.
        }
        const parsed = parseMessage(ServerMessageSchema, text, MAX_SERVER_MESSAGE_BYTES);
        expect(parsed.ok).toBe(readGameState((JSON.parse(text) as { state: unknown }).state).ok);
      }),
      { numRuns: 1_000 },
    );
    // Text can say what no JSON.stringify writes: a number past a double's range reads as Infinity.
    const text = JSON.stringify({ v: 2, type: 'state', version: 1, state: HONEST[1] });
    for (const forgedText of [text.replace(/"since":\d+/, '"since":1e999'), text.replace('"moves":[112', '"moves":[1e999'), text.replace(/"first":\d+/, '"first":-1e999')]) {
      expect(forgedText).not.toBe(text);
      expect(parseMessage(ServerMessageSchema, forgedText, MAX_SERVER_MESSAGE_BYTES)).toMatchObject({ ok: false, code: 'bad-message' });
    }
  });
});
