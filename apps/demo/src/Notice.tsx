import { useEffect } from 'react';
import type { Strings } from './strings.ts';

/** Something to tell the player, once. */
export interface Notice {
  kind: 'error' | 'info';
  text: (t: Strings) => string;
  /** A one-tap way back (e.g. the game a new game replaced). */
  undo?: () => void;
}

/** How long an info notice stays: long enough to read and to tap Undo. */
const INFO_MS = 8_000;

/**
 * A notice: errors stay until dismissed (role `alert`); information goes away by itself (role
 * `status`). A notice with `undo` offers a one-tap way back.
 */
export function NoticeBar({ notice, t, onClose }: { notice: Notice; t: Strings; onClose: () => void }) {
  useEffect(() => {
    if (notice.kind === 'error') return;
    const timer = setTimeout(onClose, INFO_MS);
    return () => clearTimeout(timer);
  }, [notice, onClose]);
  return (
    <div className={`notice notice-${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
      <span>{notice.text(t)}</span>
      <span className="notice-actions">
        {notice.undo ? (
          <button
            type="button"
            onClick={() => {
              notice.undo?.();
              onClose();
            }}
          >
            {t.undoNewGame}
          </button>
        ) : null}
        <button type="button" onClick={onClose}>
          {t.dismiss}
        </button>
      </span>
    </div>
  );
}
