import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

/** How a page of the scenes app is served. */
export interface PageOptions {
  /** A Content-Security-Policy header; `NONCE` in it is replaced by the request's nonce. */
  csp?: string;
  /** Link `/styles.css` (the package's stylesheet). */
  stylesheet?: boolean;
  /** CSS for the page's own `<style>` (the embedding app's styles). */
  pageStyle?: string;
  /** The scene's HTML rendered on a server, to hydrate. */
  html?: () => string;
}

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.map': 'application/json' };

/**
 * Serves the scenes app on 127.0.0.1: `/<scene>` is a page that runs that scene (with its CSP,
 * stylesheet and server-rendered HTML as `pages` says), other paths are files of `dirs`.
 */
export async function servePages(pages: Record<string, PageOptions>, dirs: readonly string[]): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const scene = pathname.slice(1);
    const page = pages[scene];
    if (page) {
      const nonce = randomBytes(16).toString('base64');
      const head = [
        '<meta charset="utf-8">',
        page.csp ? `<meta name="csp-nonce" content="${nonce}">` : '',
        page.stylesheet ? '<link rel="stylesheet" href="/styles.css">' : '',
        page.pageStyle ? `<style nonce="${nonce}">${page.pageStyle}</style>` : '',
      ].join('');
      const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' };
      if (page.csp) headers['content-security-policy'] = page.csp.replaceAll('NONCE', nonce);
      let html: string;
      try {
        html = page.html?.() ?? '';
      } catch (error) {
        response.writeHead(500).end(String(error));
        return;
      }
      response.writeHead(200, headers);
      response.end(`<!doctype html><html><head>${head}</head><body data-scene="${scene}"><div id="root">${html}</div><script type="module" src="/main.js"></script></body></html>`);
      return;
    }
    if (pathname === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    const file = dirs.map((dir) => path.join(dir, path.normalize(pathname))).find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { url: `http://127.0.0.1:${address.port}`, server };
}
