/** An online game the address names: `/?room=ID#seat=TOKEN` for a player, `/?room=ID` to watch. */
export interface OnlineAddress {
  room: string;
  /** The seat token (from the fragment, so it never reaches a server's logs); none to watch. */
  seat?: string;
}

/** The most characters kept of a room id or token: far over the protocol's (64 and 128), so a longer one is still refused as it is. */
const MOST = 200;

/**
 * What a chat app or a sentence may leave stuck to the end of a link: spaces (full-width too),
 * invisible joiners, and closing punctuation, brackets and quotes, ASCII or CJK (`。`, `，`, `」`, `”`…).
 * Never `-` or `_`, which ids are made of.
 */
const TRAILING = /[\s\u200B-\u200D\u2060\uFEFF\p{Po}\p{Pe}\p{Pf}>]+$/u;

/** An id from a link, without what was stuck to its ends, capped (first loosely, so a hostile length costs no time). */
const cleaned = (value: string) => value.slice(0, 5 * MOST).trimStart().replace(TRAILING, '').slice(0, MOST);

/**
 * The online game in an address, or null. A room id or token is cleaned of what a chat app may
 * append to the link it shows; whether it is a room and a seat is the server's to say.
 */
export function readOnlineAddress(location: Pick<Location, 'search' | 'hash'>): OnlineAddress | null {
  const raw = new URLSearchParams(location.search).get('room');
  const room = raw === null ? '' : cleaned(raw);
  if (!room) return null;
  const token = new URLSearchParams(location.hash.replace(/^#/, '')).get('seat');
  const seat = token === null ? '' : cleaned(token);
  return { room, ...(seat ? { seat } : {}) };
}

/** The link to watch a room (what its spectators open), on the page's origin. */
export function watchLinkOf(room: string, origin: string): string {
  const url = new URL('/', origin);
  url.searchParams.set('room', room);
  return url.href;
}
