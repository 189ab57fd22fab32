// A dialog closes by fading out after its subject is cleared; showing the last subject while it
// fades keeps the title and content from flashing empty.
import { useState } from 'react';

/** The value, or while it is null or undefined, the last value that was not. */
export function useLastDefined<T>(value: T | null | undefined): T | null | undefined {
  const [last, setLast] = useState(value);
  // Kept as state set while rendering (React's way to remember an earlier render), not a ref.
  if (value !== null && value !== undefined && value !== last) setLast(value);
  return value ?? last;
}
