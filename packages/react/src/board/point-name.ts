import type { Color } from '@gomoku/engine';
import type { Marker } from './annotations.ts';
import { format } from '../messages/format.ts';
import type { BoardMessages } from '../messages/board-words.ts';

/** What a point shows, for its accessible name. */
export interface PointFacts {
  coordinate: string;
  color: Color | null;
  winning: boolean;
  /** Sent and not yet accepted: 'sending', or 'retrying' when the server was busy. */
  pending: 'sending' | 'retrying' | null;
  forbidden: boolean;
  number: number | null;
  marker: Marker | undefined;
}

/** A point's accessible name: what it shows, and its number where one is drawn ("h8, black, move 1"). */
export function pointName(t: BoardMessages, { coordinate, color, winning, pending, forbidden, number, marker }: PointFacts): string {
  let name = `${coordinate}, ${color ? t.color[color].toLowerCase() : t.empty}`;
  if (winning) name += `, ${t.winningStone}`;
  if (pending) name += `, ${pending === 'retrying' ? t.retryingStone : t.pendingStone}`;
  if (forbidden) name += `, ${t.forbiddenMark}`;
  if (number !== null) name += `, ${format(t.moveNumber, { n: number })}`;
  if (marker) name += `, ${marker.shape === 'label' ? format(t.markerLabel, { label: marker.label }) : t.marker[marker.shape]}`;
  return name;
}
