import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { createGomokuServer } from './server.ts';
import { checkServerOptions } from './server-options.ts';
import { DEFAULT_ADDRESS_LIMITS } from './sockets/limits.ts';
import { createMemoryStore } from './store/memory-store.ts';

const store = createMemoryStore();

/** Every numeric option, as a path into the options, with a value it takes. */
const NUMERIC: readonly (readonly [string, string | null, number])[] = [
  ['port', null, 8787],
  ['maxMessageBytes', null, 4096],
  ['maxStrikes', null, 50],
  ['idleRoomMs', null, 60_000],
  ['abandonedRoomMs', null, 600_000],
  ['heartbeatMs', null, 30_000],
  ['storeTimeoutMs', null, 400],
  ['shutdownMs', null, 10_000],
  ['trustProxy', null, 1],
  ['rateLimit', 'burst', 40],
  ['rateLimit', 'perSecond', 10],
  ['limits', 'roomsPerMinute', 30],
  ['limits', 'readsPerMinute', 120],
  ['limits', 'registrationsPerMinute', 10],
  ['limits', 'socketsPerAddress', 64],
  ['limits', 'helloTimeoutMs', 10_000],
  ['limits', 'headersTimeoutMs', 10_000],
  ['limits', 'requestTimeoutMs', 30_000],
];

/** Options with `value` at the option's place, the rest valid (a rate limit whole). */
function withValue(group: string, field: string | null, value: unknown): Record<string, unknown> {
  if (field === null) return { store, [group]: value };
  const base = group === 'rateLimit' ? { burst: 40, perSecond: 10 } : {};
  return { store, [group]: { ...base, [field]: value } };
}

const hostile = fc.oneof(
  fc.constantFrom(NaN, Infinity, -Infinity, -1, 1e308, -0.5, 2 ** 31, '30', null, true, {}, [], 10n),
  fc.double(),
  fc.string(),
);

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

describe('checkServerOptions', () => {
  it('takes every option at a value in its range, and options left out', () => {
    expect(() => checkServerOptions({ store })).not.toThrow();
    for (const [group, field, value] of NUMERIC) expect(() => checkServerOptions(withValue(group, field, value))).not.toThrow();
    expect(() => checkServerOptions({ store, port: 0, shutdownMs: 0, trustProxy: 0, limits: { socketsPerAddress: Number.MAX_SAFE_INTEGER } })).not.toThrow();
  });

  it('refuses a hostile value in any numeric option with a RangeError that names it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...NUMERIC), hostile, ([group, field], value) => {
        const name = field === null ? group : `${group}.${field}`;
        // Some numbers are in range for some options (2 ** 31 for a count); none below 0, past the
        // largest safe integer, or not finite is in range for any.
        fc.pre(typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > Number.MAX_SAFE_INTEGER);
        const check = () => checkServerOptions(withValue(group, field, value));
        expect(check).toThrow(RangeError);
        expect(check).toThrow(`${name} must be`);
      }),
    );
  });

  it('refuses delays Node would cut to a millisecond, fractions of counts, and a heartbeat too short to slice', () => {
    expect(() => checkServerOptions({ store, heartbeatMs: 2 ** 31 })).toThrow(/heartbeatMs must be a number from 30 to 2147483647, got 2147483648/);
    expect(() => checkServerOptions({ store, storeTimeoutMs: 1e308 })).toThrow(RangeError);
    expect(() => checkServerOptions({ store, limits: { helloTimeoutMs: Infinity } })).toThrow(/limits.helloTimeoutMs/);
    expect(() => checkServerOptions({ store, port: 80.5 })).toThrow(/port must be a whole number/);
    expect(() => checkServerOptions({ store, heartbeatMs: 29 })).toThrow(/heartbeatMs/);
  });

  it('refuses options that are not an object, a missing store, a rate limit missing a field, and groups that are not objects', () => {
    for (const options of [null, undefined, 42, 'options']) expect(() => checkServerOptions(options)).toThrow(TypeError);
    expect(() => checkServerOptions({})).toThrow(/store must be a game store/);
    expect(() => checkServerOptions({ store, rateLimit: { burst: 10 } })).toThrow(/rateLimit.perSecond must be a number/);
    expect(() => checkServerOptions({ store, limits: 5 })).toThrow(/limits must be an object/);
    expect(() => checkServerOptions({ store, rateLimit: null })).toThrow(/rateLimit must be an object/);
  });
});

describe('createGomokuServer', () => {
  it('throws the check at once, before it listens or sets a timer', () => {
    expect(() => createGomokuServer({ store, heartbeatMs: NaN })).toThrow(/heartbeatMs must be a number/);
    expect(() => createGomokuServer({ store, limits: { socketsPerAddress: -1 } })).toThrow(/limits.socketsPerAddress/);
  });

  it('gives a limit set to undefined its default, as one left out (not no limit)', async () => {
    const server = createGomokuServer({ store: createMemoryStore(), limits: { roomsPerMinute: undefined as unknown as number } });
    const { url } = await server.listen();
    cleanup.push(() => server.close());
    const statuses: number[] = [];
    // Ten past the burst: the bucket refills one room every two seconds, so some are refused however slow the run.
    for (let i = 0; i < DEFAULT_ADDRESS_LIMITS.roomsPerMinute + 10; i++) {
      statuses.push((await fetch(`${url}/api/rooms`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status);
    }
    expect(statuses.slice(0, DEFAULT_ADDRESS_LIMITS.roomsPerMinute).every((status) => status === 201)).toBe(true);
    expect(statuses).toContain(429);
  });
});
