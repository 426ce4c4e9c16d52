/**
 * A new event id: 96 random bits as 16 URL-safe characters. `crypto.getRandomValues` works in
 * browsers on plain http too (unlike `crypto.randomUUID`), in workers and in Node.
 */
export function newEventId(): string {
  return randomBase64url(12);
}

/** `size` random bytes in URL-safe base64 without padding (`crypto.getRandomValues`, as above). */
export function randomBase64url(size: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(size));
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replaceAll('+', '-').replaceAll('/', '_').replaceAll('=', '');
}
