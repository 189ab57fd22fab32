// Keeps keyboard focus inside a modal overlay while it is open (Tab and Shift+Tab wrap round),
// starts it on a chosen element, and hands it back to the control that opened the overlay.
import { type RefObject, useEffect } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

/** What Tab can reach: not removed from the tab order, and laid out (a phone-only link is not, on a desktop). */
function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.tabIndex >= 0 && el.getClientRects().length > 0);
}

interface FocusTrapOptions {
  /** A selector of the element focused on opening; else the first focusable one. */
  initial?: string;
  /** Focused on closing; else whatever had focus before. */
  returnTo?: RefObject<HTMLElement | null>;
}

export function useFocusTrap(container: RefObject<HTMLElement | null>, { initial, returnTo }: FocusTrapOptions = {}) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const back = returnTo?.current ?? previous;
    ((initial && root.querySelector<HTMLElement>(initial)) || focusables(root)[0] || root).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = focusables(root);
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      const outside = !root.contains(active);
      if (!first || !last) event.preventDefault();
      else if (event.shiftKey && (active === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      back?.focus();
    };
    // Runs once per opening: the overlay mounts when it opens and unmounts when it closes.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the options of the opening hold until it closes
  }, []);
}
