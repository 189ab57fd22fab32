// A button that shows and hides a panel (the ARIA disclosure pattern): Escape closes it and
// puts focus back on the button; a click or focus outside closes it; so does moving to
// another page.
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';

export function useDisclosure() {
  const [location] = useLocation();
  // Open belongs to the page it was opened on, so moving to another page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location;
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const isOutside = (target: EventTarget | null) => !(target instanceof Node && root.current?.contains(target));
    const onPointerDown = (event: PointerEvent) => {
      if (isOutside(event.target)) setOpenOn(null);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (isOutside(event.target)) setOpenOn(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return {
    open,
    rootRef: root,
    buttonProps: {
      ref: button,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpenOn(open ? null : location),
    },
    panelProps: { id: panelId, hidden: !open },
  };
}
