import type { GameRecord } from '@gomoku/engine/records';
import { selectMoves, selectVariant } from '@gomoku/machine';
import { useGomokuSelector } from '@gomoku/react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Icon } from './icons.tsx';
import { writeLink } from './link.ts';
import type { Strings } from './strings.ts';

const RecordsPanel = lazy(() => import('./RecordsPanel.tsx'));

/**
 * What a game can be taken out as, on one screen or online, during or after it: a link that
 * reopens it, and its record (copied or downloaded; opening one, where `onOpenRecord` is given).
 * `children` go first in the bar (the hint, on one screen).
 */
export function GameTools({ t, onOpenRecord, children }: { t: Strings; onOpenRecord?: (record: GameRecord, format: string) => void; children?: ReactNode }) {
  const moves = useGomokuSelector(selectMoves);
  const variant = useGomokuSelector(selectVariant);
  const [link, setLink] = useState<{ href: string; copied: boolean } | null>(null);
  const [recordsOpen, setRecordsOpen] = useState(false);
  const copyLink = () => {
    // The address bar keeps showing the app, not this record: a reload must resume the saved game.
    const href = writeLink(window.location.href, variant, moves);
    if (!navigator.clipboard) return setLink({ href, copied: false });
    navigator.clipboard.writeText(href).then(
      () => setLink({ href, copied: true }),
      () => setLink({ href, copied: false }),
    );
  };
  return (
    <>
      <div className="bar tools">
        {children}
        <button type="button" onClick={copyLink} disabled={moves.length === 0}>
          <Icon name="link" />
          <span>{t.copyLink}</span>
        </button>
      </div>
      {link ? (
        <label className="link">
          <span>{link.copied ? t.copied : t.copyFailed}</span>
          <input readOnly value={link.href} aria-label={t.link} onFocus={(event) => event.target.select()} />
        </label>
      ) : null}
      {/* Records in and out load when first opened: most visits never need them. */}
      <details className="records" onToggle={(event) => setRecordsOpen(event.currentTarget.open)}>
        <summary>
          <Icon name="records" />
          {t.records}
        </summary>
        {recordsOpen ? (
          <Suspense fallback={null}>
            <RecordsPanel variant={variant} moves={moves} t={t} onOpen={onOpenRecord} />
          </Suspense>
        ) : null}
      </details>
    </>
  );
}
