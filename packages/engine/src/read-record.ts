import { decodeMoves } from './codec.ts';
import { CodecError } from './errors.ts';
import { decodeMoveList, scanMoveList } from './move-list.ts';
import { decodePsq } from './psq.ts';
import { checkText, MAX_RECORD_TEXT, variantOf } from './record-text.ts';
import { decodeSgf } from './sgf.ts';
import { GOMOKU, type GameRecord, type RecordFormat, type Variant } from './types.ts';

/**
 * The record format a text is written in, from its look alone (spaces around it do not count):
 * `sgf` (it starts with `(;`), `psq` (with `Piskvorky`), `moves` (RIF coordinates such as
 * `1. h8 i9`), `link` (letters and digits, two a stone), or null. A text that reads both as a
 * link and as a move list, such as `a1b2`, is a move list; one that starts as a move list and
 * then breaks, such as `h8 i9 j!`, is a move list too, so that reading it says where it breaks.
 */
export function detectRecordFormat(text: string): RecordFormat | null {
  if (typeof text !== 'string' || text.length > MAX_RECORD_TEXT) return null;
  const trimmed = text.trim();
  if (/^\(\s*;/.test(trimmed)) return 'sgf';
  if (/^piskvorky\s/i.test(trimmed)) return 'psq';
  let coordinates = 0;
  const broken = scanMoveList(trimmed, () => coordinates++) >= 0;
  if (coordinates && !broken) return 'moves';
  if (/^(?:[0-9a-z]{2})+$/i.test(trimmed)) return 'link';
  return coordinates ? 'moves' : null;
}

/**
 * Reads a game record in whichever format `detectRecordFormat` finds, and says which. A link or a
 * move list is on `variant`'s board; a .psq or SGF file states its own board size (and an SGF file
 * may state its rule), `variant` giving the rest. Throws `CodecError`: `empty` (blank text),
 * `unknown-format`, or what that format's decoder throws, its `index` always into `text`.
 */
export function readRecord(text: string, variant: Variant = GOMOKU): GameRecord & { readonly format: RecordFormat } {
  checkText(text, 'A game record');
  const format = detectRecordFormat(text);
  if (format === 'sgf') return { ...decodeSgf(text, variant), format };
  if (format === 'psq') return { ...decodePsq(text, variant), format };
  if (!text.trim()) throw new CodecError('empty', 0, 'The game record is empty.');
  if (!format) throw new CodecError('unknown-format', 0, 'This is no game record the engine reads: a link, a move list like “h8 i9 j10”, a Piskvork .psq file or an SGF file.');
  const checked = variantOf(variant, {});
  if (format === 'moves') return { variant: checked, moves: decodeMoveList(text, checked), format };
  const start = text.search(/\S/);
  try {
    return { variant: checked, moves: decodeMoves(text.trim(), checked), format };
  } catch (error) {
    // The link's own positions, moved to where the link starts in the text.
    throw error instanceof CodecError ? new CodecError(error.code, error.index + start, error.message) : error;
  }
}
