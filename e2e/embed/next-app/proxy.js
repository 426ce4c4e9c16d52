// A nonce-based Content Security Policy as Next.js 16's guide sets it up (Proxy, formerly
// Middleware): a fresh nonce per request, in the policy of the request (which Next reads to put
// the nonce on its own scripts), in `x-nonce` for the page, and in the policy of the response.
import { NextResponse } from 'next/server';

export function proxy(request) {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const policy = `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'; style-src 'self' 'nonce-${nonce}'`;
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('Content-Security-Policy', policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

export const config = { matcher: ['/csp-linked', '/csp-injected'] };
