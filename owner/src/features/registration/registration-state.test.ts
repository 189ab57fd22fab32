// A visit to /register shows its form at once only when the registration holds nothing of an
// earlier visit (registration-page.tsx): otherwise the old step would flash before the fresh start.
import { describe, expect, it } from 'vitest';
import { isFresh, registration, setAnswer } from './registration-state.ts';

describe('a registration is fresh', () => {
  it('as the app starts, for a visit without an invitation but not for one with a code', () => {
    expect(isFresh(registration, '')).toBe(true);
    expect(isFresh(registration, 'ABC123')).toBe(false);
  });

  it('no longer once an answer is given, while the marketing address that loads changes nothing', () => {
    registration.contactEmail = 'hello@example.com';
    expect(isFresh(registration, '')).toBe(true);
    setAnswer('email', 'owner@example.com');
    expect(isFresh(registration, '')).toBe(false);
  });
});
