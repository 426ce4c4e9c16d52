/**
 * The games being played between paired players, as the lobby shows them: read from the store
 * (`liveMatches`, best rated first), again when told they changed, at most once a second.
 */
import { LOBBY_LIST_LIMIT, MatchSchema, type LiveGame } from '@gomoku/protocol';
import * as v from 'valibot';
import type { GameStore } from '../store/types.ts';

/** The most often the live games are read from the store. */
export const LIVE_READ_INTERVAL_MS = 1_000;

/** A live match row as a game to watch, or null when its match does not read (written by hand, or by another version). */
export function liveGameOf(row: { readonly id: string; readonly match: unknown; readonly createdAt: number }): LiveGame | null {
  const match = v.safeParse(MatchSchema, row.match);
  if (!match.success) return null;
  // Seats are as at the start: p1 opened the first game.
  return { room: row.id, terms: match.output.terms, players: { first: match.output.players.p1, second: match.output.players.p2 }, since: row.createdAt };
}

/** What a `LiveList` needs. */
export interface LiveListOptions {
  readonly store: Pick<GameStore, 'liveMatches'>;
  /** Told the games whenever a read finds them changed. */
  readonly changed: (games: readonly LiveGame[]) => void;
  /** Told when a read fails (the list stays as it was; the next change or refresh reads again). */
  readonly failed: (error: unknown) => void;
}

/** The live games, read at most once a second. */
export class LiveList {
  readonly #options: LiveListOptions;
  #games: readonly LiveGame[] | null = null;
  #text = '';
  #readAt = -Infinity;
  #timer: NodeJS.Timeout | undefined;
  #reading: Promise<void> | null = null;
  /** Told to refresh during a read: read again after it (the change may have come after the read's query). */
  #again = false;
  #closed = false;

  constructor(options: LiveListOptions) {
    this.#options = options;
  }

  /** The games as last read (read now if never read; rejects if that read fails). */
  async games(): Promise<readonly LiveGame[]> {
    if (this.#games === null) await (this.#reading ?? this.#read(true));
    return this.#games ?? [];
  }

  /** The games may have changed: reads them again within a second (at once if the last read is a second old). */
  refresh(): void {
    if (this.#closed || this.#timer) return;
    if (this.#reading) {
      this.#again = true;
      return;
    }
    const wait = Math.max(0, this.#readAt + LIVE_READ_INTERVAL_MS - performance.now());
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      void this.#read(false);
    }, wait);
    this.#timer.unref();
  }

  /** Stops reading. */
  close(): void {
    this.#closed = true;
    clearTimeout(this.#timer);
  }

  #read(throwing: boolean): Promise<void> {
    this.#readAt = performance.now();
    const reading = this.#options.store.liveMatches(LOBBY_LIST_LIMIT).then(
      (rows) => {
        const games = rows.map(liveGameOf).filter((game): game is LiveGame => game !== null);
        const text = JSON.stringify(games);
        this.#games = games;
        if (text === this.#text || this.#closed) return;
        this.#text = text;
        this.#options.changed(games);
      },
      (error: unknown) => {
        this.#options.failed(error);
        if (throwing) throw error;
      },
    );
    this.#reading = reading.finally(() => {
      this.#reading = null;
      if (!this.#again) return;
      this.#again = false;
      this.refresh();
    });
    return this.#reading;
  }
}
