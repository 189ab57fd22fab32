import { describe, expect, it } from 'vitest';
import { isRecord } from './is-record.ts';

describe('a JSON record', () => {
  it('is an object of named values, never null or a list', () => {
    expect([{}, { a: 1 }].map(isRecord)).toEqual([true, true]);
    expect([null, undefined, [], [1], 'a', 1, true].map(isRecord)).toEqual([false, false, false, false, false, false, false]);
  });
});
