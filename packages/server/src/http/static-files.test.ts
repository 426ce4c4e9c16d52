import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../test/servers.ts';

// The app's folder inside a folder holding a secret beside it, which no path may reach.
const outer = mkdtempSync(path.join(os.tmpdir(), 'gomoku-static-'));
const dir = path.join(outer, 'app');
let url = '';
let close = async () => undefined as void;

beforeAll(async () => {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><script type="module" src="/assets/index-abc123.js"></script>');
  writeFileSync(path.join(dir, 'assets/index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *');
  writeFileSync(path.join(outer, 'gomoku-secret.txt'), 'secret');
  ({ url, close } = await startServer({ staticDir: dir }));
});
afterAll(async () => {
  await close();
  rmSync(outer, { recursive: true, force: true });
});

/** A GET with the path sent exactly as written (fetch would resolve dot segments first). */
function rawGet(pathname: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get(`${url}/`, { path: pathname }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

describe('the built app', () => {
  it('serves hashed assets as immutable and the rest for revalidation', async () => {
    const asset = await fetch(`${url}/assets/index-abc123.js`);
    expect([asset.status, asset.headers.get('cache-control'), asset.headers.get('content-type')]).toEqual([200, 'public, max-age=31536000, immutable', 'text/javascript; charset=utf-8']);
    const index = await fetch(`${url}/`);
    expect([index.status, index.headers.get('cache-control'), index.headers.get('content-type')]).toEqual([200, 'no-cache', 'text/html; charset=utf-8']);
    expect(index.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect((await fetch(`${url}/robots.txt`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a revalidation with 304 when the file has not changed', async () => {
    const first = await fetch(`${url}/index.html`);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect((await fetch(`${url}/index.html`, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('falls back to index.html for app routes, never for missing files, and never leaves its folder', async () => {
    const route = await fetch(`${url}/game/review?room=abc`);
    expect([route.status, await route.text()]).toEqual([200, expect.stringContaining('<!doctype html>')]);
    expect((await fetch(`${url}/assets/missing-123.js`)).status).toBe(404);
    for (const sneaky of ['/../gomoku-secret.txt', '/%2e%2e/gomoku-secret.txt', '/assets/..%2f..%2fgomoku-secret.txt', '/..%5cgomoku-secret.txt', '/%E0%A4%A.txt', '/a%00b.txt']) {
      expect(await rawGet(sneaky)).toEqual({ status: 404, body: expect.not.stringContaining('secret') });
    }
    expect((await fetch(`${url}/index.html`, { method: 'DELETE' })).status).toBe(405);
  });
});
