import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

/** An IPv4 address as IPv6 writes it (`::ffff:127.0.0.1`): the same client as `127.0.0.1`. */
const MAPPED_V4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

const normalise = (address: string): string => MAPPED_V4.exec(address)?.[1] ?? address;

/**
 * The client's address, for per-address limits: the socket's peer, or, behind `trustProxy`
 * proxies, the address the outermost of them saw (X-Forwarded-For, read from the right: each
 * trusted proxy appends the address it was reached from, and anything further left the client
 * could have written). An entry that is not an IP address is not trusted: the peer is used.
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
