import { COLORS, GOMOKU, RULES } from '@gomoku/engine';
import { CLOCK_LIMITS, EVENT_TYPES, gomokuMachine, INPUT_ERROR_CODES, OPENINGS, readGameState, readSettings, REJECTION_REASONS, SEATS, selectGameState, UNDO_POLICIES } from '@gomoku/machine';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  CauseSchema,
  ClientEventSchema,
  GameStateSchema,
  NewRoomSettingsSchema,
  readNewRoomSettings,
  readRoomSettings,
  RejectionReasonSchema,
  RoomSettingsSchema,
  seatIn,
  SETTINGS_PROBLEMS,
  YouSchema,
} from './protocol.ts';

// Every list the protocol speaks is the machine's (or the engine's): these tests tie each schema to its list.
const accepts = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).success;

describe('the protocol speaks the machine’s lists', () => {
  it('takes every machine event but the one-screen restart and rematch, each with what it needs', () => {
    const sample = (type: string) => (type === 'play' ? { type, point: 112 } : type === 'opening.choose' ? { type, color: 'white' } : { type });
    const taken = EVENT_TYPES.filter((type) => accepts(ClientEventSchema, sample(type)));
    expect(taken).toEqual(EVENT_TYPES.filter((type) => type !== 'restart' && type !== 'rematch'));
    for (const color of COLORS) expect(accepts(ClientEventSchema, { type: 'opening.choose', color })).toBe(true);
    expect(accepts(ClientEventSchema, { type: 'opening.choose', color: 'green' })).toBe(false);
  });

  it('names the machine’s refusal reasons, and no others', () => {
    expect(RejectionReasonSchema.options).toEqual(REJECTION_REASONS);
  });

  it('seats a player in one of the machine’s seats', () => {
    for (const seat of SEATS) {
      expect(accepts(YouSchema, { role: 'player', player: 'p1', seat })).toBe(true);
      expect(accepts(CauseSchema, { kind: 'event', id: 'e1', seat, event: { type: 'resign' } })).toBe(true);
    }
    expect(accepts(YouSchema, { role: 'player', player: 'p1', seat: 'third' })).toBe(false);
  });

  it('reads room settings with the machine’s one check: its openings, undo policies, clock limits and the engine’s rules', () => {
    for (const opening of OPENINGS) expect(accepts(RoomSettingsSchema, { opening })).toBe(true);
    for (const undo of UNDO_POLICIES) expect(accepts(RoomSettingsSchema, { undo })).toBe(true);
    for (const rule of RULES) expect(accepts(RoomSettingsSchema, { variant: { ...GOMOKU, rule } })).toBe(true);
    const { initialMs, incrementMs } = CLOCK_LIMITS;
    expect(accepts(RoomSettingsSchema, { clock: { initialMs: initialMs.min, incrementMs: incrementMs.max } })).toBe(true);
    expect(accepts(RoomSettingsSchema, { clock: { initialMs: initialMs.max, incrementMs: incrementMs.min } })).toBe(true);
    const refused = [
      { opening: 'swap3' },
      { undo: 'sometimes' },
      { variant: { ...GOMOKU, rule: 'go' } },
      { clock: { initialMs: initialMs.min - 1, incrementMs: 0 } },
      { clock: { initialMs: initialMs.max + 1, incrementMs: 0 } },
      { clock: { initialMs: initialMs.min, incrementMs: incrementMs.max + 1 } },
      { clock: { initialMs: NaN, incrementMs: 0 } },
      { variant: { size: 3, winLength: 3, rule: 'freestyle' }, opening: 'swap' },
      null,
      [],
    ];
    for (const settings of refused) {
      expect(accepts(RoomSettingsSchema, settings), JSON.stringify(settings)).toBe(false);
      // The schema refuses exactly what the machine refuses, with the machine's code.
      const problem = settings && !Array.isArray(settings) ? readSettings(settings as never).error?.code : 'not-an-object';
      expect(readRoomSettings(settings)).toEqual({ ok: false, problem });
    }
    expect(refused.map((settings) => (readRoomSettings(settings) as { problem: string }).problem)).toEqual([
      'bad-opening',
      'bad-undo',
      'bad-variant',
      'bad-clock',
      'bad-clock',
      'bad-clock',
      'bad-clock',
      'swap-needs-four',
      'not-an-object',
      'not-an-object',
    ]);
  });

  it('creates a room only with undo by consent: taken back at once, a player could erase the other’s move', () => {
    expect(v.parse(NewRoomSettingsSchema, {})).toEqual({});
    expect(v.parse(NewRoomSettingsSchema, { undo: 'consent', opening: 'swap2' })).toEqual({ undo: 'consent', opening: 'swap2' });
    const refused = v.safeParse(NewRoomSettingsSchema, { undo: 'immediate' });
    expect(refused.success).toBe(false);
    expect(refused.issues?.[0]?.message).toBe('bad setting: undo-needs-consent');
    expect(readNewRoomSettings({ undo: 'immediate' })).toEqual({ ok: false, problem: 'undo-needs-consent' });
    // What the machine refuses, a new room refuses too, with the machine's code.
    expect(accepts(NewRoomSettingsSchema, { undo: 'sometimes' })).toBe(false);
    expect(readNewRoomSettings({ undo: 'sometimes' })).toEqual({ ok: false, problem: 'bad-undo' });
    expect(readNewRoomSettings('consent')).toEqual({ ok: false, problem: 'not-an-object' });
    // A room stored with it before still loads.
    expect(accepts(RoomSettingsSchema, { undo: 'immediate' })).toBe(true);
  });

  it('lists every problem a reader gives: the machine’s input codes and the two of its own', () => {
    expect(SETTINGS_PROBLEMS).toEqual([...INPUT_ERROR_CODES, 'undo-needs-consent', 'not-an-object']);
    for (const value of [{ undo: 'immediate' }, [], { opening: 'x' }, { variant: 5 }, { clock: {} }]) {
      const read = readNewRoomSettings(value);
      expect(!read.ok && SETTINGS_PROBLEMS.includes(read.problem), JSON.stringify(value)).toBe(true);
    }
  });

  it('keeps only the settings given', () => {
    expect(v.parse(RoomSettingsSchema, { undo: 'immediate', extra: 1 })).toEqual({ undo: 'immediate' });
    expect(readNewRoomSettings({ opening: 'swap', extra: 1 })).toEqual({ ok: true, settings: { opening: 'swap' } });
  });
});

describe('a game’s state on the wire', () => {
  const fresh = selectGameState(createActor(gomokuMachine, { input: { players: { black: 'p1', white: 'p2' } } }).getSnapshot());

  it('is read by the machine’s readGameState, the one check: the same refusals, each named by its code', () => {
    const values = [
      fresh,
      { ...fresh, moves: [112, 112] },
      { ...fresh, format: 2 },
      { ...fresh, ending: { winner: 'black', reason: 'five' } },
      { ...fresh, pending: { kind: 'rematch', by: 'black' } },
      { ...fresh, extra: 1 },
      { ...fresh, settings: { ...fresh.settings, undo: 'sometimes' } },
      null,
      [],
      'state',
    ];
    for (const value of values) {
      const read = readGameState(value);
      const parsed = v.safeParse(GameStateSchema, value);
      expect(parsed.success, JSON.stringify(value)).toBe(read.ok);
      if (read.ok) expect(parsed.output).toEqual(read.state);
      else expect(parsed.issues?.map((issue) => issue.message)).toEqual([`bad game state: ${read.problem.code}`]);
    }
    expect(values.map((value) => { const read = readGameState(value); return read.ok ? 'ok' : read.problem.code; })).toEqual([
      'ok',
      'broken-record',
      'future-format',
      'broken-ending',
      'broken-pending',
      'not-a-state',
      'broken-settings',
      'not-a-state',
      'not-a-state',
      'not-a-state',
    ]);
  });

  it('names each player’s seat from the game’s players, swapped after a rematch', () => {
    expect(SEATS.map((seat) => seatIn({ ...fresh, players: { first: 'p1', second: 'p2' } }, seat === 'first' ? 'p1' : 'p2'))).toEqual(SEATS);
    expect(seatIn({ ...fresh, players: { first: 'p2', second: 'p1' } }, 'p1')).toBe('second');
    expect(seatIn({ ...fresh, players: { first: 'p2', second: 'p1' } }, 'p2')).toBe('first');
  });
});
