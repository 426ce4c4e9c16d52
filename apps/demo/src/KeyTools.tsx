import { useId, useRef, useState, type FormEvent } from 'react';
import { readPastedKey } from './identity.ts';
import type { Strings } from './strings.ts';

/** Props of the key's tools. */
export interface KeyToolsProps {
  t: Strings;
  /** This browser's key. */
  identityKey: string;
  /** Whether a pasted key is being checked with the server. */
  busy: boolean;
  /** Why the last key pasted was refused (no player has it…), in words, or null. */
  refused: string | null;
  /** A pasted key that reads as one: the page checks it with the server, then plays as its player. */
  onUseKey: (key: string) => void;
  /** How the key is copied (default the clipboard): false when it could not be. */
  copy?: (key: string) => Promise<boolean>;
}

async function toClipboard(key: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(key);
    return true;
  } catch {
    return false;
  }
}

/**
 * The identity's key in the player's hands: "Copy key" (to the clipboard, never a share sheet:
 * the key is a secret; shown to copy by hand where the clipboard refuses), and "Use a key from
 * another device" (pasted, read by the protocol's `PlayerKeySchema` before anything is sent).
 */
export function KeyTools({ t, identityKey, busy, refused, onUseKey, copy = toClipboard }: KeyToolsProps) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const [pasting, setPasting] = useState(false);
  const [pasted, setPasted] = useState('');
  const [bad, setBad] = useState(false);
  const id = useId();
  const shown = useRef<HTMLInputElement>(null);
  const use = (event: FormEvent) => {
    event.preventDefault();
    const key = readPastedKey(pasted);
    setBad(key === null);
    if (key !== null && !busy) onUseKey(key);
  };
  const problem = bad ? t.lobby.badKey : refused;
  return (
    <div className="key-tools">
      <p className="key-warning">{t.lobby.keyWarning}</p>
      <div className="bar">
        <button
          type="button"
          onClick={() =>
            void copy(identityKey).then((ok) => {
              setCopied(ok);
              if (!ok) requestAnimationFrame(() => shown.current?.select());
            })
          }
        >
          {copied ? t.lobby.keyCopied : t.lobby.copyKey}
        </button>
        {pasting ? null : (
          <button type="button" onClick={() => setPasting(true)}>
            {t.lobby.useKey}
          </button>
        )}
      </div>
      {copied === false ? (
        <span className="link">
          <label htmlFor={`${id}-key`}>{t.lobby.keyField}</label>
          <input ref={shown} id={`${id}-key`} readOnly value={identityKey} onFocus={(event) => event.target.select()} />
        </span>
      ) : null}
      {pasting ? (
        <form className="link" onSubmit={use} noValidate>
          <label htmlFor={`${id}-paste`}>{t.lobby.pasteKey}</label>
          <span className="bar">
            <input
              id={`${id}-paste`}
              value={pasted}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={problem ? true : undefined}
              aria-describedby={`${id}-paste-why`}
              onChange={(event) => {
                setPasted(event.target.value);
                setBad(false);
              }}
            />
            <button type="submit" disabled={busy}>
              {t.lobby.useThisKey}
            </button>
            <button type="button" onClick={() => setPasting(false)}>
              {t.lobby.cancel}
            </button>
          </span>
          <p id={`${id}-paste-why`} className={problem ? 'problem' : 'muted'} aria-live="polite">
            {problem ?? t.lobby.keyReplaces}
          </p>
        </form>
      ) : null}
    </div>
  );
}
