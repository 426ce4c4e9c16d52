import { useId, useRef, useState } from 'react';
import { Icon } from './icons.tsx';
import { canShare, shareLink, type Shared } from './share.ts';
import type { Strings } from './strings.ts';

/**
 * A link to pass on, in one button: the device's share sheet where there is one, else the
 * clipboard ("Copied"), else the link shown to copy by hand.
 */
export function ShareButton({ href, title, t }: { href: string; title: string; t: Strings }) {
  const [shared, setShared] = useState<Shared | null>(null);
  const field = useId();
  return (
    <>
      <button type="button" title={t.shareHint} onClick={() => void shareLink(href, title).then(setShared)}>
        <Icon name="link" />
        <span>{shared === 'copied' ? t.copied : t.share}</span>
      </button>
      {shared === 'failed' ? (
        <span className="link">
          <label htmlFor={field}>{t.copyFailed}</label>
          <input id={field} readOnly value={href} onFocus={(event) => event.target.select()} />
        </span>
      ) : null}
    </>
  );
}

/**
 * A link shown whole under its label, with a button that shares or copies it (the link stays in
 * view to copy by hand: a failed copy selects it).
 */
export function SharedLink({ label, href, title, t }: { label: string; href: string; title: string; t: Strings }) {
  const [shared, setShared] = useState<Shared | null>(null);
  const field = useId();
  const input = useRef<HTMLInputElement>(null);
  const share = async () => {
    const outcome = await shareLink(href, title);
    setShared(outcome);
    if (outcome === 'failed') input.current?.focus();
  };
  return (
    <div className="link">
      <label htmlFor={field}>{label}</label>
      <span className="bar">
        <input ref={input} id={field} readOnly value={href} onFocus={(event) => event.target.select()} />
        <button type="button" onClick={() => void share()}>
          <Icon name="link" />
          <span>{shared === 'copied' ? t.copied : canShare() ? t.share : t.copyInvite}</span>
        </button>
      </span>
    </div>
  );
}
