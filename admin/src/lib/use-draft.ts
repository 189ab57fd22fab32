// A value the user edits before sending it (a search, a list's filters) that also follows the
// value when it changes from elsewhere: a shared link, a tab that resets it, Clear. What the user
// sent is remembered, so its echo arriving late from the address does not wipe what they typed
// since.
import { useState } from 'react';

export function useDraft<T>(value: T, same: (a: T, b: T) => boolean = Object.is) {
  const [draft, setDraft] = useState(value);
  const [known, setKnown] = useState(value);
  if (!same(value, known)) {
    setKnown(value);
    setDraft(value);
  }
  return {
    draft,
    setDraft,
    /** Shows what is being sent and marks it known, so only a change from elsewhere replaces the draft. */
    sent: (next: T) => {
      setKnown(next);
      setDraft(next);
    },
  };
}
