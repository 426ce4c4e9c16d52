import { readDisplayName } from '@gomoku/client';
import { useId, useState, type FormEvent } from 'react';
import { nameProblemText } from './lobby-text.ts';
import { typingProblem } from './name-typing.ts';
import type { Strings } from './strings.ts';

/** Props of the name form. */
export interface NameFormProps {
  t: Strings;
  /** The name to start from (a rename starts from the current one). */
  initial?: string;
  /** The submit button's words. */
  submit: string;
  /** Whether the name is being sent (the button waits). */
  busy: boolean;
  /** Why the server refused the last name sent (`taken`…), in words, or null. */
  refused: string | null;
  /** A name `readDisplayName` takes, as it reads it. */
  onName: (name: string) => void;
}

/**
 * A display name to register or rename to: why a name cannot be (by the protocol's
 * `readDisplayName`, the server's own check) is said when the field is left or the form sent, and
 * while typing only once typing on cannot mend it (a space before the next word is no error);
 * what the server says (`taken`) under it.
 */
export function NameForm({ t, initial = '', submit, busy, refused, onName }: NameFormProps) {
  const [value, setValue] = useState(initial);
  // The whole name is judged once left or sent (a rename's starting name already is); typing starts again.
  const [judged, setJudged] = useState(initial !== '');
  const id = useId();
  const read = readDisplayName(value);
  const why = judged ? (read.ok ? null : read.problem) : typingProblem(value);
  const problem = why ? nameProblemText(why, t) : refused;
  const send = (event: FormEvent) => {
    event.preventDefault();
    setJudged(true);
    if (read.ok && !busy) onName(read.name);
  };
  return (
    <form className="name-form" onSubmit={send} noValidate>
      <label htmlFor={id} className="field">
        {t.lobby.nameLabel}
      </label>
      <span className="bar">
        <input
          id={id}
          value={value}
          autoComplete="nickname"
          enterKeyHint="done"
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-why`}
          onChange={(event) => {
            setValue(event.target.value);
            setJudged(false);
          }}
          onBlur={() => setJudged(value !== '')}
        />
        <button type="submit" className="button-primary" disabled={busy}>
          {busy ? t.lobby.saving : submit}
        </button>
      </span>
      <p id={`${id}-why`} className={problem ? 'problem' : 'muted'} aria-live="polite">
        {problem ?? t.lobby.nameHint}
      </p>
    </form>
  );
}
