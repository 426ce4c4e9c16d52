import type { ServerResponse } from 'node:http';

/**
 * The Content-Security-Policy of every response. Scripts come only from this origin (the built
 * demo has no inline script); the AI's Web Worker is a file of this origin (`blob:` for bundlers
 * that inline workers); `connect-src 'self'` covers the same-origin WebSocket (CSP 3 matches
 * ws:/wss: of the page's own host). Styles allow 'unsafe-inline' because `@gomoku/react` renders
 * its stylesheet as a React 19 `<style>` element; style attributes are set through the CSSOM.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self' blob:",
  "connect-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers every response carries, API and files alike. HSTS is the TLS-terminating proxy's to add. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  // Room ids travel in the query: no page of ours tells another site where it came from.
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/** Sets the security headers on a response. */
export function setSecurityHeaders(res: ServerResponse): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
}

/** Sends a JSON answer, never cached. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}
