import { describe, expect, it } from 'vitest';
import { formatMoney } from './format.ts';

describe('money', () => {
  it('shows cents as dollars with two decimals', () => {
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(null)).toBe('');
  });
});
