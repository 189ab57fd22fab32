import { describe, expect, it } from 'vitest';
import { parseDollars, parseWhole, showDollars } from './number-text.ts';

describe('numbers typed as text', () => {
  it('stores dollars as integer cents', () => {
    expect(parseDollars('1,234.56')).toBe(123456);
    expect(parseDollars('$12')).toBe(1200);
    expect(parseDollars('0.1')).toBe(10);
    expect(parseDollars(' ')).toBeUndefined();
  });

  it('keeps text that is not a number, for the validator to name', () => {
    expect(parseDollars('twelve')).toBe('twelve');
    expect(parseWhole('1.5')).toBe('1.5');
  });

  it('shows cents as dollars with two decimals', () => {
    expect(showDollars(123450)).toBe('1234.50');
    expect(showDollars(undefined)).toBe('');
  });
});
