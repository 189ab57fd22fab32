// A value the user edits before sending it (a search, a list's filters) that also follows the
// value when it changes from elsewhere: a shared link, a tab that resets it, Clear. What the user
// sent is remembered until the address shows it: renders before that still show the value it
// replaces, and its arrival is the echo of the user's own send; neither wipes what they typed
// since (a search typed just after Show All, before the list came back).
import { useState } from 'react';

export function useDraft<T>(value: T, same: (a: T, b: T) => boolean = Object.is) {
  const [draft, setDraft] = useState(value);
  const [known, setKnown] = useState(value);
  /** Values sent, oldest first, that the address has not shown yet. */
  const [sending, setSending] = useState<T[]>([]);
  if (!same(value, known)) {
    setKnown(value);
    const echo = sending.findIndex((sent) => same(sent, value));
    if (echo >= 0) setSending(sending.slice(echo + 1));
    else {
      setSending([]);
      setDraft(value);
    }
  }
  return {
    draft,
    setDraft,
    /** Shows what is being sent; from then on only a change from elsewhere replaces the draft. */
    sent: (next: T) => {
      if (!same(next, known)) setSending((before) => [...before, next]);
      setDraft(next);
    },
  };
}
