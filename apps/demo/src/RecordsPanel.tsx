import type { Variant } from '@gomoku/engine';
import type { GameRecord } from '@gomoku/engine/records';
import { useState } from 'react';
import RecordOpener from './RecordOpener.tsx';
import type { Strings } from './strings.ts';

interface RecordsPanelProps {
  variant: Variant;
  moves: readonly number[];
  t: Strings;
  /** A record read and checked: start a game from it. Without it, records only go out (online). */
  onOpen?: (record: GameRecord, format: string) => void;
}

/** The record writers, loaded when first used: most visits never need them. */
const records = () => import('@gomoku/engine/records');

/** A file for the browser to save. */
function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Records in and out: copy the moves as text (`h8 i9 j10`), download `.psq` or `.sgf`, and open
 * a record or a link pasted or picked from a file.
 */
export default function RecordsPanel({ variant, moves, t, onOpen }: RecordsPanelProps) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const record = (await records()).encodeMoveList(moves, variant);
    navigator.clipboard?.writeText(record).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  const save = async (format: 'psq' | 'sgf') => {
    const { encodePsq, encodeSgf } = await records();
    download(`gomoku.${format}`, (format === 'psq' ? encodePsq : encodeSgf)({ variant, moves }));
  };
  return (
    <div className="records-panel">
      <div className="bar">
        <button type="button" onClick={copy} disabled={moves.length === 0}>
          {copied ? t.copied : t.copyRecord}
        </button>
        <button type="button" onClick={() => save('psq')} disabled={moves.length === 0}>
          {t.download('psq')}
        </button>
        <button type="button" onClick={() => save('sgf')} disabled={moves.length === 0}>
          {t.download('sgf')}
        </button>
      </div>
      {onOpen ? <RecordOpener variant={variant} t={t} onOpen={onOpen} /> : null}
    </div>
  );
}
