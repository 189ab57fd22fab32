// A dialog closes by fading out after its subject is cleared; showing the last subject while it
// fades keeps the title and content from flashing empty.
import { useRef } from 'react';

/** The value, or while it is null or undefined, the last value that was not. */
export function useLastDefined<T>(value: T | null | undefined): T | null | undefined {
  const last = useRef(value);
  if (value !== null && value !== undefined) last.current = value;
  return value ?? last.current;
}
