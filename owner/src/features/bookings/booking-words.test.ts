import { describe, expect, it } from 'vitest';
import { statusInWords } from './booking-words.ts';

describe('a booking status in words', () => {
  it('names each status', () => {
    expect(['requested', 'confirmed', 'declined', 'completed', 'cancelled'].map((s) => statusInWords(s as never))).toEqual([
      'Requested',
      'Confirmed',
      'Declined',
      'Completed',
      'Cancelled',
    ]);
  });
});
