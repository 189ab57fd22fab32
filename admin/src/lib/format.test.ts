import { describe, expect, it } from 'vitest';
import { formatTotal, inSentence, ordinal, withArticle } from './format.ts';

describe('format', () => {
  it('says which owner a vehicle had as an ordinal, 11 to 13 ending "th" in every hundred', () => {
    const shown = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112].map(ordinal);
    expect(shown).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '101st', '111th', '112th']);
    expect(ordinal(null)).toBe('');
  });

  it('says "about" before a total that is an estimate', () => {
    expect(formatTotal(1_000_000, true)).toBe('about 1,000,000');
    expect(formatTotal(1_204, false)).toBe('1,204');
  });

  it('picks the article of a label', () => {
    expect(withArticle('accessory')).toBe('an accessory');
    expect(withArticle('colour')).toBe('a colour');
    expect(withArticle('user')).toBe('a user');
    expect(withArticle('update')).toBe('an update');
  });

  it('lower-cases a label inside a sentence but keeps its acronyms', () => {
    expect(inSentence('Vehicle configurations')).toBe('vehicle configurations');
    expect(inSentence('CRM owners')).toBe('CRM owners');
    expect(inSentence('API Keys')).toBe('API keys');
  });
});
