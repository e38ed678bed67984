import { useCallback, useEffect, useId, useRef, useState } from 'react';

/** Moves keyboard focus to the element with this id, if it is on the page. */
export function focusById(id: string): void {
  document.getElementById(id)?.focus();
}

/**
 * Open/close state of an inline form that replaces the button that opened it. On closing, focus goes
 * back to that button (give it `id={triggerId}`), so a keyboard user does not land at the top of the page.
 */
export function useInlineForm() {
  const triggerId = useId();
  const [open, setOpen] = useState(false);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!open && returnFocus.current) {
      returnFocus.current = false;
      focusById(triggerId);
    }
  }, [open, triggerId]);

  const show = useCallback(() => setOpen(true), []);
  const hide = useCallback(() => {
    returnFocus.current = true;
    setOpen(false);
  }, []);
  return { open, show, hide, triggerId };
}
