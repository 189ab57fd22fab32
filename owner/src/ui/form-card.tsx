// The card that holds a form page of the owner app (registration, password recovery, account
// details): the page's heading on a white panel with the brand's red rule above it.
import { type ReactNode, useEffect, useRef } from 'react';
import './form-card.css';

export function FormCard({ title, wide = false, children }: { title: string; wide?: boolean; children: ReactNode }) {
  return (
    <section className={`page form-card${wide ? ' form-card--wide' : ''}`}>
      <div className="form-card__panel">
        <h1 className="form-card__title">{title}</h1>
        <div className="form-card__body">{children}</div>
      </div>
    </section>
  );
}

/** A form's buttons, a Back button first: stacked on a phone, in a row on a wider screen with the way forward at the right. */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className="form-actions">{children}</div>;
}

/**
 * The outcome of a form's call: announced at once when bad, politely when good. Good news that
 * replaces the form takes the focus, which would otherwise be lost with the button pressed.
 */
export function OutcomeMessage({ kind, takeFocus = false, children }: { kind: 'success' | 'error'; takeFocus?: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
  return (
    <div
      ref={ref}
      className={kind === 'error' ? 'form-alert' : 'form-success'}
      role={kind === 'error' ? 'alert' : 'status'}
      tabIndex={takeFocus ? -1 : undefined}
    >
      {children}
    </div>
  );
}
