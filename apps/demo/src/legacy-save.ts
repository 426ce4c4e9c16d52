/** Is `value` an object whose fields may be read? */
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * A game the demo saved as XState's persisted snapshot, completed where older saves are short:
 * saves from before tournament play have no opening, colours or seats (the players were by
 * colour), which `gameStateFromSnapshot` wants; the machine read them then as a free opening,
 * `first` playing Black. Anything else is returned as it is, for the machine to judge.
 */
export function completedOldSave(stored: unknown): unknown {
  if (!isRecord(stored) || !isRecord(stored.context)) return stored;
  const { opening, colors, openedWith, seats, players } = stored.context;
  const swap = opening === 'swap' || opening === 'swap2';
  return {
    ...stored,
    context: {
      ...stored.context,
      opening: opening ?? 'free',
      colors: colors ?? (swap ? null : { first: 'black', second: 'white' }),
      openedWith: openedWith ?? 0,
      seats: seats ?? (isRecord(players) ? { first: players.black, second: players.white } : null),
    },
  };
}
