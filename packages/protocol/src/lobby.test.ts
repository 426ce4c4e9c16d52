import { RENJU } from '@gomoku/engine';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  familyOf,
  HistoryEntrySchema,
  LOBBY_ERROR_CODES,
  LobbyClientMessageSchema,
  LobbyServerMessageSchema,
  PlayerKeySchema,
  POOL_IDS,
  POOLS,
  settingsOf,
} from './lobby.ts';
import { TermsSchema, type Terms } from './match.ts';
import { parseMessage, readNewRoomSettings, WelcomeSchema } from './protocol.ts';
import { MAX_SERVER_MESSAGE_BYTES, PROTOCOL_VERSION } from './wire.ts';

const card = { id: 'pA', name: 'Alice', rating: { rating: 1500, deviation: 350, games: 0, provisional: true } };
const terms: Terms = POOLS['freestyle-10+5'];

describe('terms and pools', () => {
  it('every pool is rated terms the server can make a room of', () => {
    for (const id of POOL_IDS) {
      expect(v.parse(TermsSchema, POOLS[id])).toEqual(POOLS[id]);
      expect(readNewRoomSettings(settingsOf(POOLS[id])).ok).toBe(true);
    }
    expect(settingsOf(POOLS['renju-10+5'])).toMatchObject({ variant: RENJU, opening: 'swap2', undo: 'consent' });
  });

  it('any terms the schema takes make settings the server takes, never an undo alone', () => {
    fc.assert(
      fc.property(
        fc.record({
          family: fc.constantFrom('freestyle', 'renju'),
          opening: fc.constantFrom('free', 'swap2'),
          clock: fc.record({ initialMs: fc.integer({ min: 60_000, max: 3_600_000 }), incrementMs: fc.integer({ min: 0, max: 60_000 }) }),
          rated: fc.boolean(),
        }),
        (value) => {
          const read = v.parse(TermsSchema, value);
          const settings = readNewRoomSettings(settingsOf(read));
          expect(settings.ok).toBe(true);
          expect(settings.ok && settings.settings.undo).toBe('consent');
          expect(familyOf(settingsOf(read).variant!)).toBe(read.family);
        },
      ),
    );
  });

  it('refuses a seek without a clock, a clock out of range, or another opening', () => {
    for (const bad of [
      { ...terms, clock: null },
      { ...terms, clock: { initialMs: 1_000, incrementMs: 0 } },
      { ...terms, clock: { initialMs: Number.NaN, incrementMs: 0 } },
      { ...terms, clock: { initialMs: 1e308, incrementMs: 0 } },
      { ...terms, opening: 'swap' },
      { ...terms, family: 'standard' },
      { ...terms, rated: 'yes' },
    ])
      expect(v.is(TermsSchema, bad), JSON.stringify(bad)).toBe(false);
  });
});

describe('messages', () => {
  it('reads each lobby message a client sends, and only those', () => {
    const send = (message: object) => parseMessage(LobbyClientMessageSchema, JSON.stringify({ v: PROTOCOL_VERSION, ...message }));
    expect(send({ type: 'enter', key: 'k'.repeat(43) }).ok).toBe(true);
    expect(send({ type: 'pool.join', pool: 'freestyle-3+2' }).ok).toBe(true);
    expect(send({ type: 'seek.create', terms }).ok).toBe(true);
    expect(send({ type: 'seek.accept', id: 'abc' }).ok).toBe(true);
    expect(send({ type: 'enter', key: 'short' })).toMatchObject({ ok: false, code: 'bad-message' });
    expect(send({ type: 'pool.join', pool: 'bullet' })).toMatchObject({ ok: false, code: 'bad-message' });
    expect(send({ type: 'seek.accept', id: '../x' })).toMatchObject({ ok: false, code: 'bad-message' });
    // A seek names no player: the server takes it as the entered player's, whatever else it carries.
    const forged = send({ type: 'seek.create', terms, by: card });
    expect(forged.ok && 'by' in forged.message).toBe(false);
  });

  it('reads what the server sends, and a hostile message is refused, never thrown', () => {
    const seek = { id: 's1', by: card, terms, since: 1 };
    const game = { room: 'room1', terms, players: { first: card, second: { ...card, id: 'pB', name: 'Bob' } }, since: 2 };
    const messages = [
      { type: 'entered', you: { id: 'pA', name: 'Alice', ratings: { freestyle: card.rating, renju: card.rating } }, seeks: [seek], live: [game] },
      { type: 'seeks', seeks: [seek] },
      { type: 'live', games: [game] },
      { type: 'pairing', pool: 'renju-10+5', since: 5, range: 150 },
      { type: 'pairing', pool: null, since: null, range: null },
      { type: 'paired', room: 'room1', token: 't'.repeat(43), player: 'p2', opponent: card, terms },
      ...LOBBY_ERROR_CODES.map((code) => ({ type: 'lobby.error', code, message: 'm' })),
      { type: 'pong', now: 1 },
    ];
    for (const message of messages) expect(parseMessage(LobbyServerMessageSchema, JSON.stringify({ v: PROTOCOL_VERSION, ...message }), MAX_SERVER_MESSAGE_BYTES).ok, message.type).toBe(true);
    const hostile = [
      { type: 'seeks', seeks: [{ ...seek, by: { ...card, rating: { ...card.rating, rating: 1e308 } } }] },
      { type: 'seeks', seeks: new Array(3) },
      { type: 'seeks', seeks: Array.from({ length: 101 }, () => seek) },
      { type: 'pairing', pool: 'x', since: 1, range: 1 },
      { type: 'paired', room: 'room1', token: 'bad token', player: 'p1', opponent: card, terms },
    ];
    for (const message of hostile) expect(parseMessage(LobbyServerMessageSchema, JSON.stringify({ v: PROTOCOL_VERSION, ...message }), MAX_SERVER_MESSAGE_BYTES).ok).toBe(false);
  });

  it("a room's welcome may carry its match, and one without still reads", () => {
    const welcome = {
      v: PROTOCOL_VERSION,
      type: 'welcome',
      room: 'room1',
      you: { role: 'spectator' },
      version: 0,
      state: null,
      presence: { players: { p1: false, p2: false }, spectators: 1 },
      settings: settingsOf(terms),
    };
    expect(v.is(WelcomeSchema, welcome)).toBe(true);
    expect(v.parse(WelcomeSchema, { ...welcome, match: { terms, players: { p1: card, p2: card } } }).match?.terms).toEqual(terms);
    expect(v.is(WelcomeSchema, { ...welcome, match: { terms, players: { p1: card } } })).toBe(false);
  });

  it('a history entry holds a 15×15 record at most', () => {
    const entry = { room: 'r', terms, color: 'black', opponent: { id: 'pB', name: 'Bob' }, outcome: 'win', reason: 'five', rating: { before: 1500, after: 1662 }, at: 3, moves: [112, 113] };
    expect(v.is(HistoryEntrySchema, entry)).toBe(true);
    expect(v.is(HistoryEntrySchema, { ...entry, moves: [225] })).toBe(false);
    expect(v.is(HistoryEntrySchema, { ...entry, rating: { before: Number.NaN, after: 1 } })).toBe(false);
  });

  it('a key is 43 URL-safe characters', () => {
    expect(v.is(PlayerKeySchema, 'A'.repeat(43))).toBe(true);
    expect(v.is(PlayerKeySchema, 'A'.repeat(42))).toBe(false);
    expect(v.is(PlayerKeySchema, `${'A'.repeat(42)}=`)).toBe(false);
  });
});
