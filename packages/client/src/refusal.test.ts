import { describe, expect, it } from 'vitest';
import { readRefusal } from './refusal.ts';

const PROBLEMS = ['taken', 'too-long'] as const;

/** The refusal read from an answer with this status, body (JSON unless a string) and headers. */
const read = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  readRefusal(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers }), 'bad-name', PROBLEMS);

describe('readRefusal', () => {
  it('reads the server’s error, problem, message and wait', async () => {
    expect(await read(409, { error: 'bad-name', problem: 'taken', message: 'Taken.' }, { 'retry-after': '7' })).toEqual({ code: 'bad-name', status: 409, problem: 'taken', retryAfterMs: 7000, message: 'Taken.' });
  });

  it('keeps a problem only when the error carries it and it is one of the codes asked for', async () => {
    expect((await read(400, { error: 'bad-name', problem: '<img src=x>' })).problem).toBeNull();
    expect((await read(400, { error: 'bad-settings', problem: 'taken' })).problem).toBeNull();
  });

  it('names an answer without a readable error by its status: not JSON, not an object, not strings', async () => {
    for (const body of ['<html>bad gateway</html>', '', 'null', '[1]', '"bad-name"', { error: 5, message: { text: 'x' } }]) {
      expect(await read(502, body)).toEqual({ code: 'status-502', status: 502, problem: null, retryAfterMs: null, message: 'status 502' });
    }
  });

  it('cuts a huge error or message short', async () => {
    const refusal = await read(400, { error: 'e'.repeat(1_000_000), message: 'm'.repeat(1_000_000) });
    expect([refusal.code.length, refusal.message.length]).toEqual([200, 200]);
  });

  it('takes no wait the server cannot mean, and none when it named none', async () => {
    const waits: [string | null, number | null][] = [['0', 0], ['86400', 86_400_000], ['86401', null], ['1e308', null], ['-1', null], ['NaN', null], ['soon', null], [null, null]];
    for (const [header, ms] of waits) expect((await read(429, { error: 'rate-limited' }, header === null ? {} : { 'retry-after': header })).retryAfterMs).toBe(ms);
  });
});
