import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, withArticle } from './format.ts';

describe('format', () => {
  it('shows cents as dollars with two decimals', () => {
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(null)).toBe('');
  });

  it('shows a stored date as DD/MM/YYYY without shifting it', () => {
    expect(formatDate('2026-03-05')).toBe('05/03/2026');
    expect(formatDate(undefined)).toBe('');
  });

  it('picks the article of a label', () => {
    expect(withArticle('accessory')).toBe('an accessory');
    expect(withArticle('colour')).toBe('a colour');
  });
});
