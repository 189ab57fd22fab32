import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv-write.ts';

describe('CSV cells', () => {
  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvLine(['plain', 'a,b', 'say "hi"', 'two\nlines'])).toBe('plain,"a,b","say ""hi""","two\nlines"\r\n');
  });

  it('guards text a spreadsheet would run as a formula, but not numbers', () => {
    expect(['=SUM(A1)', '+61', '-cmd', '@x', '\tx'].map(csvCell)).toEqual(["'=SUM(A1)", "'+61", "'-cmd", "'@x", "'\tx"]);
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
  });

  it('writes empty values empty, dates in ISO and lists joined', () => {
    expect([null, undefined, true, new Date('2024-05-01T10:00:00Z'), ['AB', 'CD'], { a: 1 }].map(csvCell)).toEqual([
      '',
      '',
      'true',
      '2024-05-01T10:00:00.000Z',
      '"AB, CD"',
      '"{""a"":1}"',
    ]);
  });
});
