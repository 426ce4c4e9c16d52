import type { Variant } from '@gomoku/engine';
import type { GameRecord } from '@gomoku/engine/records';
import { useId, useState } from 'react';
import { readPasted } from './pasted.ts';
import type { Strings } from './strings.ts';

interface RecordOpenerProps {
  /** The board and rule a plain move list is read on. */
  variant: Variant;
  t: Strings;
  /** A record read and checked: start a game from it. */
  onOpen: (record: GameRecord, format: string) => void;
  /** Whether the field takes the focus: when the opener replaced the button the player tapped. */
  autoFocus?: boolean;
}

/**
 * Opens a game pasted (a link of this app, or a record in any of the engine's formats) or picked
 * from a file; what cannot be read says why.
 */
export default function RecordOpener({ variant, t, onOpen, autoFocus = false }: RecordOpenerProps) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const open = (source: string) => {
    const pasted = readPasted(source, variant);
    if (!pasted.ok) return setProblem(pasted.problem);
    setProblem(null);
    setText('');
    onOpen(pasted.record, pasted.format);
  };
  return (
    <div className="record-opener">
      <label className="field" htmlFor={`${id}-text`}>
        <span>{t.openRecordLabel}</span>
      </label>
      <textarea
        id={`${id}-text`}
        rows={3}
        value={text}
        autoFocus={autoFocus}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="bar">
        <button type="button" className="button-primary" onClick={() => open(text)} disabled={!text.trim()}>
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
        <p id={`${id}-problem`} role="alert" className="problem">
          {t.recordProblem} {problem}
        </p>
      ) : null}
    </div>
  );
}
