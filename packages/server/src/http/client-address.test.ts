import type { IncomingMessage } from 'node:http';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.ts';

const request = (peer: string, forwarded?: string | string[]) => ({ socket: { remoteAddress: peer }, headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded } }) as unknown as IncomingMessage;

describe('clientAddress', () => {
  it('is the socket peer unless proxies are trusted, whatever the header says', () => {
    expect(clientAddress(request('::ffff:10.0.0.5', '203.0.113.9'), 0)).toBe('10.0.0.5');
  });

  it('behind one trusted proxy is the address that proxy appended, not what the client wrote further left', () => {
    expect(clientAddress(request('10.0.0.1', '203.0.113.9'), 1)).toBe('203.0.113.9');
    expect(clientAddress(request('10.0.0.1', 'forged, 198.51.100.4, 203.0.113.9'), 1)).toBe('203.0.113.9');
    expect(clientAddress(request('10.0.0.1', ['198.51.100.4', '203.0.113.9, 10.0.0.2']), 2)).toBe('203.0.113.9');
    // No header (a direct connection): the peer.
    expect(clientAddress(request('127.0.0.2'), 1)).toBe('127.0.0.2');
  });

  it('falls back to the peer for an entry that is not an address, and never throws on hostile headers', () => {
    expect(clientAddress(request('10.0.0.1', 'not-an-ip'), 1)).toBe('10.0.0.1');
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 5 }), (header, hops) => {
        const address = clientAddress(request('10.0.0.1', header), hops);
        expect(address === '10.0.0.1' || header.includes(address)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
