import { useEffect, useRef } from 'react';
import type { Strings } from './strings.ts';

/**
 * The question "play here after move k?" as a modal alert dialog: focus moves to its first
 * button, Escape cancels, and focus goes back where it was when it closes (the native dialog's
 * own handling).
 */
export function BranchDialog({ at, dropped, t, onConfirm, onCancel }: { at: number; dropped: number; t: Strings; onConfirm: () => void; onCancel: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="dialog"
      role="alertdialog"
      aria-labelledby="branch-title"
      aria-describedby="branch-question"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id="branch-title">{t.branchTitle}</h2>
      <p id="branch-question">{t.branchQuestion(at, dropped)}</p>
      <div className="bar">
        <button type="button" autoFocus onClick={onConfirm}>
          {t.branchYes}
        </button>
        <button type="button" onClick={onCancel}>
          {t.branchNo}
        </button>
      </div>
    </dialog>
  );
}
