import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { sendJson } from './headers.ts';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
};

/** Vite's build puts content-hashed files under assets/: a new build gives new names, so they never change. */
const HASHED = /^\/assets\//;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html above all) is checked with the server on each use, so a deploy shows at once. */
const REVALIDATE = 'no-cache';

/** The file under `root` a URL path names, or null for a path that leaves it (or cannot be decoded). */
function fileOf(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.join(root, path.normalize(decoded));
  const relative = path.relative(root, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? null : file;
}

async function fileStat(file: string) {
  try {
    const info = await stat(file);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

/**
 * Serves a built single-page app from `root`: files as they are, with long-lived caching for the
 * hashed assets and revalidation (ETag) for the rest; a path that names no file and has no
 * extension gets index.html (the app routes it), a missing file with an extension a 404.
 */
export function createStaticFiles(root: string): (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<void> {
  const base = path.resolve(root);
  return async (req, res, pathname) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return sendJson(res, 405, { error: 'method-not-allowed' });
    }
    const named = fileOf(base, pathname);
    let file = named && (await fileStat(named)) ? named : null;
    if (!file && !path.extname(pathname)) file = path.join(base, 'index.html');
    const info = file && (await fileStat(file));
    if (!file || !info) return sendJson(res, 404, { error: 'not-found' });
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    res.setHeader('Content-Type', TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', file !== path.join(base, 'index.html') && HASHED.test(pathname) ? IMMUTABLE : REVALIDATE);
    res.setHeader('ETag', etag);
    res.setHeader('Last-Modified', info.mtime.toUTCString());
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304);
      return void res.end();
    }
    res.setHeader('Content-Length', info.size);
    res.writeHead(200);
    if (req.method === 'HEAD') return void res.end();
    createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res);
  };
}
