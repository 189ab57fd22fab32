// When a form shows its messages: not while a person first types, but from the first attempt to
// send it, after which they follow the typing so a fixed field clears (as on the sign-in form).
// A refused attempt puts the focus on the first field at fault, in the order the form shows them.
import { useState } from 'react';
import type { FieldErrors } from '../../../shared/validation.ts';

export function useFieldChecks(check: () => FieldErrors | null, fieldOrder: readonly string[], idOf: (field: string) => string) {
  const [attempted, setAttempted] = useState(false);
  const errors: FieldErrors = (attempted && check()) || {};

  /** Shows the messages from now on; true when there are none. */
  function passes(): boolean {
    setAttempted(true);
    const found = check();
    if (!found) return true;
    const first = fieldOrder.find((field) => found[field]);
    if (first) document.getElementById(idOf(first))?.focus();
    return false;
  }

  /** Back to quiet, for a form cleared after it was sent. */
  const reset = () => setAttempted(false);

  return { errors, passes, reset };
}
