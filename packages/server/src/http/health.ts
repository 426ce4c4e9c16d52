import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerMetrics } from '../ops/metrics.ts';
import type { GameStore } from '../store/types.ts';
import { sendJson } from './headers.ts';

/** What the health endpoints look at. */
export interface HealthOptions {
  /** The store with its deadline (see `deadlineStore`): readiness is its answering a query in time. */
  readonly store: GameStore;
  readonly metrics: ServerMetrics;
}

/** A room id no room has (server ids are 22 characters): reading it is a query that finds nothing. */
const PROBE_ROOM = 'readiness-probe';

/**
 * `GET /healthz`: liveness, 200 while the process answers. `GET /readyz`: 200 only when the store
 * answers a query (503 otherwise: a load balancer sends players elsewhere). `GET /metrics`: the
 * Prometheus text, 404 when metrics are off. Returns whether it answered the request.
 */
export function createHealth({ store, metrics }: HealthOptions): (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<boolean> {
  const endpoints: Record<string, (res: ServerResponse) => Promise<void>> = {
    '/healthz': async (res) => sendJson(res, 200, { ok: true }),
    '/readyz': async (res) => {
      try {
        await store.loadRoom(PROBE_ROOM);
        sendJson(res, 200, { ok: true });
      } catch {
        sendJson(res, 503, { ok: false, error: 'store-unavailable' });
      }
    },
    '/metrics': async (res) => {
      const text = await metrics.text();
      if (text === null) return sendJson(res, 404, { error: 'not-found' });
      res.writeHead(200, { 'Content-Type': metrics.contentType, 'Cache-Control': 'no-store' });
      res.end(text);
    },
  };
  return async (req, res, pathname) => {
    const endpoint = endpoints[pathname];
    if (!endpoint) return false;
    if (req.method === 'GET' || req.method === 'HEAD') await endpoint(res);
    else {
      res.setHeader('Allow', 'GET, HEAD');
      sendJson(res, 405, { error: 'method-not-allowed' });
    }
    return true;
  };
}
