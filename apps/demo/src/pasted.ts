import { CodecError, Game, IllegalMoveError, type Variant } from '@gomoku/engine';
import { readRecord, type GameRecord } from '@gomoku/engine/records';
import { readLink } from './link.ts';

/** What a pasted text or a picked file held: a game to open (with its format's name), or why not. */
export type Pasted = { ok: true; record: GameRecord; format: string } | { ok: false; problem: string };

/** The query string of a pasted address of this app (`https://…/?p=…`), or null when the text is not one. */
function linkQuery(text: string): string | null {
  try {
    const url = new URL(text.trim());
    return url.searchParams.has('p') ? url.search : null;
  } catch {
    return null;
  }
}

/**
 * Reads what a player pasted or picked: a game link of this app (`…?p=…`), or a record in any of
 * the engine's formats (detected; a plain move list is read on `variant`). A record that reads
 * but breaks the rules (a move after a five) is refused too. Never throws.
 */
export function readPasted(text: string, variant: Variant): Pasted {
  const query = linkQuery(text);
  if (query !== null) {
    const link = readLink(query);
    if (link.kind === 'game') return { ok: true, record: { variant: link.variant, moves: link.moves }, format: 'link' };
    return { ok: false, problem: link.kind === 'error' ? link.problem.message : 'The link holds no game.' };
  }
  try {
    const record = readRecord(text, variant);
    // Legality beyond the format is the game's to check.
    new Game({ variant: record.variant, moves: record.moves });
    return { ok: true, record, format: record.format };
  } catch (error) {
    return { ok: false, problem: error instanceof CodecError || error instanceof IllegalMoveError ? error.message : String(error) };
  }
}
