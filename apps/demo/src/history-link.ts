import { FAMILY_VARIANTS, type HistoryEntry } from '@gomoku/client';
import { writeLink } from './link.ts';

/** The link that opens a finished game to review: its moves on its family's board, in the app's record link (`?p=`, `rule=renju`). */
export const reviewLink = (base: string, entry: Pick<HistoryEntry, 'terms' | 'moves'>): string => writeLink(base, FAMILY_VARIANTS[entry.terms.family], entry.moves);
