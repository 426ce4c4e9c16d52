import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ClientMessageSchema, MAX_MESSAGE_BYTES, parseMessage, utf8Length } from './protocol.ts';

describe('parseMessage', () => {
  it('reads each client message, dropping a by the client wrote', () => {
    expect(parseMessage(ClientMessageSchema, '{"v":1,"type":"hello","room":"abc","token":"t0k","since":3}')).toEqual({
      ok: true,
      message: { v: 1, type: 'hello', room: 'abc', token: 't0k', since: 3 },
    });
    expect(parseMessage(ClientMessageSchema, '{"v":1,"type":"event","id":"e1","event":{"type":"play","point":112,"by":"white"}}')).toEqual({
      ok: true,
      message: { v: 1, type: 'event', id: 'e1', event: { type: 'play', point: 112 } },
    });
    expect(parseMessage(ClientMessageSchema, '{"v":1,"type":"ping"}')).toEqual({ ok: true, message: { v: 1, type: 'ping' } });
  });

  it('names what is wrong: not JSON, another version, not a message, too large', () => {
    const code = (text: string) => {
      const parsed = parseMessage(ClientMessageSchema, text);
      return parsed.ok ? 'ok' : parsed.code;
    };
    expect(code('{"v":1,"type":"hello"')).toBe('bad-json');
    expect(code('{"v":2,"type":"hello","room":"abc"}')).toBe('version');
    expect(code('{"v":1,"type":"event","id":"e1","event":{"type":"restart"}}')).toBe('bad-message');
    expect(code('{"v":1,"type":"event","id":"e 1","event":{"type":"undo"}}')).toBe('bad-message');
    expect(code('{"v":1,"type":"event","id":"e1","event":{"type":"play","point":1e300}}')).toBe('bad-message');
    expect(code('{"v":1,"type":"hello","room":"abc","since":-1}')).toBe('bad-message');
    expect(code('null')).toBe('bad-message');
    expect(code(`{"v":1,"type":"ping","pad":"${'x'.repeat(MAX_MESSAGE_BYTES)}"}`)).toBe('too-large');
    // Counted in bytes: 1,400 three-byte characters are 4,200 bytes.
    expect(code(`{"v":1,"type":"ping","pad":"${'€'.repeat(1_400)}"}`)).toBe('too-large');
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
