import type { IncomingMessage } from 'node:http';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressKey, clientAddress, clientKey } from './client-address.ts';

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

/** An IPv6 address as eight 16-bit groups. */
const groups = fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 8, maxLength: 8 });

/** How a group may be written: bare, zero-padded to four digits, in either case. */
const hex = (group: number, padded: boolean, upper: boolean) => {
  const text = padded ? group.toString(16).padStart(4, '0') : group.toString(16);
  return upper ? text.toUpperCase() : text;
};

/** Every way the address may be written: its groups in full, or with one run of zero groups (any run, not only the longest) as `::`. */
function spellings(address: readonly number[], padded: boolean, upper: boolean): string[] {
  const written = address.map((group) => hex(group, padded, upper));
  const forms = [written.join(':')];
  for (let start = 0; start < 8; start += 1) {
    for (let end = start + 1; end <= 8 && address[end - 1] === 0; end += 1) forms.push(`${written.slice(0, start).join(':')}::${written.slice(end).join(':')}`);
  }
  return forms;
}

/** Whether the groups are an IPv4 address written as IPv6 (`::ffff:0:0/96`): an IPv4 client, keyed as one. */
const isMapped = (address: readonly number[]) => address.slice(0, 5).every((group) => group === 0) && address[5] === 0xffff;

/** An IPv6 address that is no IPv4-mapped one, with many zero groups (so many ways to compress it). */
const sparseGroups = fc
  .tuple(groups, fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }))
  .map(([values, zero]) => values.map((value, i) => (zero[i] ? 0 : value)))
  .filter((address) => !isMapped(address));

/** The address in its plainest form (every group, no padding). */
const plain = (address: readonly number[]) => address.map((group) => group.toString(16)).join(':');

const octets = fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 4, maxLength: 4 });

describe('addressKey', () => {
  it('keys IPv4 by the address, IPv6 by its /64, and IPv4-mapped IPv6 as the IPv4 address', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:0001:0002::ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(addressKey('not-an-address')).toBe('not-an-address');
  });

  it('gives any two addresses of one /64 one key, and addresses of different /64s different keys', () => {
    fc.assert(
      fc.property(sparseGroups, sparseGroups, (a, b) => {
        const sameNetwork = [...a.slice(0, 4), ...b.slice(4)];
        fc.pre(!isMapped(sameNetwork));
        expect(addressKey(plain(a))).toBe(addressKey(plain(sameNetwork)));
        const sameSlash64 = a.slice(0, 4).every((group, i) => group === b[i]);
        expect(addressKey(plain(a)) === addressKey(plain(b))).toBe(sameSlash64);
      }),
      { numRuns: 1_000 },
    );
  });

  it('gives every textual form of an address (compressed anywhere, zero-padded, upper case) one key', () => {
    fc.assert(
      fc.property(sparseGroups, (address) => {
        const keys = new Set([false, true].flatMap((padded) => [false, true].flatMap((upper) => spellings(address, padded, upper).map(addressKey))));
        expect(keys.size).toBe(1);
      }),
      { numRuns: 1_000 },
    );
  });

  it('keys every IPv4-mapped form of an IPv4 address as that address, and never as an IPv6 network', () => {
    fc.assert(
      fc.property(octets, sparseGroups, fc.boolean(), (ip, other, upper) => {
        const v4 = ip.join('.');
        const high = hex(((ip[0] ?? 0) << 8) | (ip[1] ?? 0), false, upper);
        const low = hex(((ip[2] ?? 0) << 8) | (ip[3] ?? 0), true, upper);
        const ffff = upper ? 'FFFF' : 'ffff';
        const forms = [v4, `::${ffff}:${v4}`, `0:0:0:0:0:${ffff}:${v4}`, `0000:0000::${ffff}:${v4}`, `::${ffff}:${high}:${low}`, `0::0:${ffff}:${high}:${low}`];
        expect(new Set(forms.map(addressKey))).toEqual(new Set([v4]));
        // Any other IPv6 address is keyed as an IPv6 network, never as an IPv4 address.
        expect(addressKey(plain(other))).toMatch(/::\/64$/);
      }),
      { numRuns: 1_000 },
    );
  });

  it('is what clientKey counts a request under: the peer, or the trusted proxy\'s entry', () => {
    expect(clientKey(request('2001:db8::1'), 0)).toBe('2001:db8:0:0::/64');
    expect(clientKey(request('::ffff:10.0.0.5'), 0)).toBe('10.0.0.5');
    expect(clientKey(request('10.0.0.1', '2001:DB8:0:0:ffff::9'), 1)).toBe('2001:db8:0:0::/64');
  });
});
