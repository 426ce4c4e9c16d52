import { useEffect, useRef, type RefObject } from 'react';

/**
 * Shows a `<dialog>` as modal while the component is mounted, and on unmount gives focus back to
 * what had it when the dialog opened. The browser's own restoring is not enough: React removes
 * the dialog from the page before the effect's cleanup closes it, and a dialog closed off the page
 * leaves focus on `<body>`. `initialFocus` is the control that takes the focus on opening (else
 * the dialog's first): React's `autoFocus` acts before `showModal`, which moves the focus again.
 */
export function useModalDialog(initialFocus?: RefObject<HTMLElement | null>) {
  const dialog = useRef<HTMLDialogElement>(null);
  // Read on opening only: the control to start on is the dialog's, fixed for its life.
  const first = useRef(initialFocus);
  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement;
    if (element && !element.open) element.showModal();
    first.current?.current?.focus();
    return () => {
      element?.close();
      // An opener gone with the screen it was on (a branch starts a new game) has nothing to get back.
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);
  return dialog;
}
