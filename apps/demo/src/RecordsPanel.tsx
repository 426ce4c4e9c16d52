import { CodecError, IllegalMoveError, Game, type Variant } from '@gomoku/engine';
import type { GameRecord } from '@gomoku/engine/records';
import { useId, useState } from 'react';
import type { Strings } from './strings.ts';

interface RecordsPanelProps {
  variant: Variant;
  moves: readonly number[];
  t: Strings;
  /** A record read and checked: start a game from it, in review. */
  onOpen: (record: GameRecord, format: string) => void;
}

/** The record readers and writers, loaded when first used: most visits never need them. */
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
 * a record pasted or picked from a file in any of the engine's formats (detected). A record that
 * cannot be read says why; one that reads but breaks the rules (a move after a five) too.
 */
export default function RecordsPanel({ variant, moves, t, onOpen }: RecordsPanelProps) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const id = useId();

  const open = async (source: string) => {
    try {
      const record = (await records()).readRecord(source, variant);
      // Legality beyond the format is the game's to check.
      new Game({ variant: record.variant, moves: record.moves });
      setProblem(null);
      setText('');
      onOpen(record, record.format);
    } catch (error) {
      setProblem(error instanceof CodecError || error instanceof IllegalMoveError ? error.message : String(error));
    }
  };

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
      <label className="field" htmlFor={`${id}-text`}>
        <span>{t.openRecordLabel}</span>
      </label>
      <textarea id={`${id}-text`} rows={3} value={text} onChange={(event) => setText(event.target.value)} />
      <div className="bar">
        <button type="button" onClick={() => open(text)} disabled={!text.trim()}>
          {t.openRecord}
        </button>
        <label className="file-button">
          <span>{t.openFile}</span>
          <input
            type="file"
            accept=".psq,.sgf,.txt,text/plain"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) file.text().then(open, () => setProblem(t.recordProblem));
            }}
          />
        </label>
      </div>
      {problem ? (
        <p role="alert" className="problem">
          {t.recordProblem} {problem}
        </p>
      ) : null}
    </div>
  );
}
