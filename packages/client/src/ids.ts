/**
 * A new event id: 96 random bits as 16 URL-safe characters. `crypto.getRandomValues` works in
 * browsers on plain http too (unlike `crypto.randomUUID`), in workers and in Node.
 */
export function newEventId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replaceAll('+', '-').replaceAll('/', '_');
}
