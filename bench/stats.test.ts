import { describe, expect, it } from 'vitest';
import { median, ms, percentile, summarise } from './stats.ts';

describe('latency summaries', () => {
  it('takes the nearest rank', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it('sorts before summarising and counts', () => {
    expect(summarise([30, 10, 20])).toEqual({ count: 3, median: 20, p95: 30 });
  });

  it('takes the middle of the rounds, the mean of the two middle ones for an even count', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('prints small times with a decimal and large ones whole', () => {
    expect(ms(3.14159)).toBe('3.1');
    expect(ms(42.6)).toBe('43');
    expect(ms(Number.NaN)).toBe('-');
  });
});
