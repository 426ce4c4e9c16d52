import { describe, expect, it } from 'vitest';
import { CreateRoomError, createRoom } from './rooms.ts';

/** A fetch that answers every request with this status, body and headers (or fails, given an error). */
const answering = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  (async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers })) as unknown as typeof fetch;

/** The error `createRoom` throws with this fetch. */
async function refusal(doFetch: typeof fetch): Promise<CreateRoomError> {
  const error = await createRoom({ server: 'http://127.0.0.1:1', fetch: doFetch }).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(CreateRoomError);
  return error as CreateRoomError;
}

describe('createRoom', () => {
  it('gives the room the server made', async () => {
    const room = { room: 'abcdefghijkl', links: { first: '/?room=abcdefghijkl#seat=a', second: '/?room=abcdefghijkl#seat=b', spectator: '/?room=abcdefghijkl' }, tokens: { first: 'a'.repeat(32), second: 'b'.repeat(32) } };
    const made = await createRoom({ server: 'http://127.0.0.1:1', fetch: answering(201, room) });
    expect(made.room).toBe(room.room);
  });

  it('refused settings carry the server’s code and which setting', async () => {
    const error = await refusal(answering(400, { error: 'bad-settings', problem: 'swap-needs-four', message: 'The server refuses these settings: swap-needs-four.' }));
    expect([error.code, error.status, error.problem, error.retryAfterMs]).toEqual(['bad-settings', 400, 'swap-needs-four', null]);
    expect(error.message).toContain('swap-needs-four');
  });

  it('a problem that is not one of the protocol’s codes is not passed on as one', async () => {
    const error = await refusal(answering(400, { error: 'bad-settings', problem: '<img src=x>', message: 'x' }));
    expect([error.code, error.problem]).toEqual(['bad-settings', null]);
  });

  it('a rate limit says when to try again; a wait it cannot mean is none', async () => {
    const error = await refusal(answering(429, { error: 'rate-limited', message: 'Too many rooms.' }, { 'retry-after': '7' }));
    expect([error.code, error.status, error.retryAfterMs]).toEqual(['rate-limited', 429, 7000]);
    expect((await refusal(answering(429, { error: 'rate-limited' }, { 'retry-after': '1e308' }))).retryAfterMs).toBeNull();
  });

  it('an answer that is not JSON, or not a room, is a typed error, not a crash', async () => {
    expect((await refusal(answering(502, '<html>bad gateway</html>'))).code).toBe('status-502');
    expect((await refusal(answering(201, { room: 5 }))).code).toBe('bad-response');
    expect((await refusal(answering(201, 'null'))).code).toBe('bad-response');
  });

  it('no answer at all is a network error, its cause kept', async () => {
    const down = new TypeError('fetch failed');
    const error = await refusal((async () => Promise.reject(down)) as unknown as typeof fetch);
    expect([error.code, error.status, error.cause]).toEqual(['network', null, down]);
  });
});
