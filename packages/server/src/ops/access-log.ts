import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientKey } from '../http/client-address.ts';
import type { ServerLog } from './log.ts';

/**
 * A request's path as logged: the path, and of its query only the names (`/api/rooms?since`). A
 * query's values are a client's to fill, and a link may carry a secret in them one day.
 */
export function loggedPath(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const names = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => pair.split('=', 1)[0] ?? '');
  return `${url.slice(0, mark)}?${[...new Set(names)].filter(Boolean).join('&')}`;
}

/**
 * The access log: the function returned, called with each request as it arrives, logs it at
 * `debug` once its response is done or cut off — `method`, `path` (see `loggedPath`), `status`, `ms`, the client's `address` as the
 * per-address limits count it (`clientKey`), and `aborted` when the response never finished.
 * With `debug` off it costs one level check.
 */
export function createAccessLog(log: ServerLog, trustProxy: number): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    if (!log.isLevelEnabled('debug')) return;
    const started = performance.now();
    // Read now: a socket that is gone no longer says its peer.
    const address = clientKey(req, trustProxy);
    res.once('close', () => {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      log.debug(
        { method: req.method, path: loggedPath(req.url ?? '/'), status: res.statusCode, ms, address, ...(res.writableFinished ? {} : { aborted: true }) },
        'request',
      );
    });
  };
}
