import { useId } from 'react';
import { KeyTools, type KeyToolsProps } from './KeyTools.tsx';
import { NameForm } from './NameForm.tsx';
import type { Strings } from './strings.ts';

/** Props of the first visit's form: a name to register, and the key's tools (`refused`: what the server said to a pasted key). */
export interface IdentityFormProps extends KeyToolsProps {
  t: Strings;
  /** What the server said to the last name sent (`taken`…), in words, or null. */
  nameRefused: string | null;
  /** A name to register this browser's key with. */
  onName: (name: string) => void;
}

/**
 * The first time online: a name for other players to see, said plainly that the identity is this
 * browser's key (lose it, lose the name and ratings), with Copy key and a key from another device.
 */
export function IdentityForm({ t, nameRefused, onName, ...keyTools }: IdentityFormProps) {
  const title = useId();
  return (
    <section className="card identity-form" aria-labelledby={title}>
      <h2 id={title}>{t.lobby.nameTitle}</h2>
      <NameForm t={t} submit={t.lobby.play} busy={keyTools.busy} refused={nameRefused} onName={onName} />
      <KeyTools t={t} {...keyTools} />
    </section>
  );
}
