/** An online game the address names: `/?room=ID#seat=TOKEN` for a player, `/?room=ID` to watch. */
export interface OnlineAddress {
  room: string;
  /** The seat token (from the fragment, so it never reaches a server's logs); none to watch. */
  seat?: string;
}

/** The online game in an address, or null. Room ids and tokens are the server's to check. */
export function readOnlineAddress(location: Pick<Location, 'search' | 'hash'>): OnlineAddress | null {
  const room = new URLSearchParams(location.search).get('room');
  if (!room) return null;
  const seat = new URLSearchParams(location.hash.replace(/^#/, '')).get('seat');
  return { room: room.slice(0, 200), ...(seat ? { seat: seat.slice(0, 200) } : {}) };
}
