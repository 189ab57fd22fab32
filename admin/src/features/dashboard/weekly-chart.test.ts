import { describe, expect, it } from 'vitest';
import { scaleTop } from './weekly-chart.tsx';

describe('scaleTop', () => {
  it('is the first of 2, 4, 10, 20, 40, 100... at least the largest count, 2 for none', () => {
    expect([0, 1, 2, 3, 4, 5, 10, 11, 39, 41, 100, 101, 1000].map(scaleTop)).toEqual([2, 2, 2, 4, 4, 10, 10, 20, 40, 100, 100, 200, 1000]);
  });
});
