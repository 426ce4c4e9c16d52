import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

/** An IPv4 address as IPv6 writes it (`::ffff:127.0.0.1`): the same client as `127.0.0.1`. */
const MAPPED_V4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

const normalise = (address: string): string => MAPPED_V4.exec(address)?.[1] ?? address;

/**
 * The client's address: the socket's peer, or, behind `trustProxy` proxies, the address the
 * outermost of them saw (X-Forwarded-For, read from the right: each trusted proxy appends the
 * address it was reached from, and anything further left the client could have written). An entry
 * that is not an IP address is not trusted: the peer is used. Limits count clients by `clientKey`.
 */
export function clientAddress(req: IncomingMessage, trustProxy: number): string {
  const peer = normalise(req.socket.remoteAddress ?? 'unknown');
  if (trustProxy <= 0) return peer;
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((entry) => entry.trim()).filter(Boolean);
  const chain = [...forwarded, peer];
  const client = chain[Math.max(0, chain.length - 1 - trustProxy)] ?? peer;
  return isIP(client) ? normalise(client) : peer;
}

/** The client as per-address limits count it: `addressKey` of its `clientAddress`. */
export const clientKey = (req: IncomingMessage, trustProxy: number): string => addressKey(clientAddress(req, trustProxy));

/** The eight 16-bit groups of an IPv6 address, or null for text that is not one. */
function ipv6Groups(address: string): number[] | null {
  // A zone (`fe80::1%eth0`) names the local interface, not another client.
  const text = address.split('%')[0] ?? '';
  if (isIP(text) !== 6) return null;
  const [head = '', tail] = text.split('::');
  const part = (side: string): number[] =>
    side === ''
      ? []
      : side.split(':').flatMap((piece) => {
          if (!piece.includes('.')) return [Number.parseInt(piece, 16)];
          // A trailing IPv4 (`::ffff:1.2.3.4`) holds the last two groups.
          const [a = 0, b = 0, c = 0, d = 0] = piece.split('.').map(Number);
          return [a * 256 + b, c * 256 + d];
        });
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The key an address is limited under: an IPv4 address is its own key (`203.0.113.7`), and so is
 * one written as IPv4-mapped IPv6 (`::ffff:203.0.113.7`, `::ffff:cb00:7107`); an IPv6 address is
 * keyed by its /64 (`2001:db8:1:2::/64`), since one subscriber is routinely given a whole /64 and
 * may use any address in it. Every textual form of an address gives the same key; text that is
 * no IP address (a test's stub) is its own key.
 */
export function addressKey(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
