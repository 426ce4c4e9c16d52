// The record files players exchange, apart from the main entry: an app that only plays pays
// nothing for them (`import { readRecord } from '@gomoku/engine/records'`).
export { decodeMoveList, encodeMoveList } from './move-list.ts';
export { decodePsq, encodePsq } from './psq.ts';
export { decodeSgf, encodeSgf } from './sgf.ts';
export { detectRecordFormat, readRecord } from './read-record.ts';
export { MAX_RECORD_TEXT } from './record-text.ts';
export type { GameRecord, GameResult, RecordFormat } from './types.ts';
