import { describe, expect, it } from 'vitest';
import { formatDate } from './format.ts';

describe('dates', () => {
  it('shows a stored date as DD/MM/YYYY without shifting it', () => {
    expect(formatDate('2026-03-05')).toBe('05/03/2026');
    expect(formatDate(undefined)).toBe('');
  });
});
