import { useRef } from 'react';
import type { Strings } from './strings.ts';
import { useModalDialog } from './use-modal-dialog.ts';

/**
 * The question "play here after move k?" as a modal alert dialog: focus starts on Cancel (the
 * safe answer: confirming drops the later moves), Escape cancels, and focus goes back to the
 * board's point that asked when it closes.
 */
export function BranchDialog({ at, dropped, t, onConfirm, onCancel }: { at: number; dropped: number; t: Strings; onConfirm: () => void; onCancel: () => void }) {
  const cancel = useRef<HTMLButtonElement>(null);
  const dialog = useModalDialog(cancel);
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
        <button type="button" onClick={onConfirm}>
          {t.branchYes}
        </button>
        <button ref={cancel} type="button" onClick={onCancel}>
          {t.branchNo}
        </button>
      </div>
    </dialog>
  );
}
