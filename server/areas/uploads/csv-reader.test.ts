import { describe, expect, it } from 'vitest';
import { type CsvRecord, readCsv, UnreadableFile } from './csv-reader.ts';

async function read(input: Buffer | string, chunkSize = 7, maxRecordBytes = 1024): Promise<CsvRecord[]> {
  const bytes = typeof input === 'string' ? Buffer.from(input, 'utf8') : input;
  async function* chunks() {
    for (let i = 0; i < bytes.length; i += chunkSize) yield bytes.subarray(i, i + chunkSize);
  }
  const out: CsvRecord[] = [];
  for await (const record of readCsv(chunks(), { maxRecordBytes })) out.push(record);
  return out;
}

describe('readCsv', () => {
  it('reads plain rows with LF, CRLF or CR endings, a last row without one, and skips blank lines', async () => {
    const expected = [
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['c', 'd'] },
      { line: 4, fields: ['e', 'f'] },
    ];
    for (const end of ['\n', '\r\n', '\r']) expect(await read(['a,b', 'c,d', '', 'e,f'].join(end))).toEqual(expected);
  });

  it('keeps commas, doubled quotes and line breaks inside quoted fields, and counts the lines they span', async () => {
    expect(await read('"Smith, John","say ""hi""","two\nlines"\r\nnext,,""\r\n')).toEqual([
      { line: 1, fields: ['Smith, John', 'say "hi"', 'two\nlines'] },
      { line: 3, fields: ['next', '', ''] },
    ]);
  });

  it('reads UTF-8, drops a byte order mark, and reads a file that is not UTF-8 as Windows-1252', async () => {
    expect(await read('\uFEFFZoë,Ngā')).toEqual([{ line: 1, fields: ['Zoë', 'Ngā'] }]);
    const legacy = Buffer.from([0x5a, 0x6f, 0xeb, 0x2c, 0x93, 0x78, 0x94, 0x0a]); // Zoë,“x” in Windows-1252
    expect(await read(legacy, 2)).toEqual([{ line: 1, fields: ['Zoë', '\u201cx\u201d'] }]);
  });

  it('reports a malformed row and reads on', async () => {
    expect(await read('"open"x,1\n')).toMatchObject([{ line: 1, problem: 'A quoted field has text after its closing quote' }]);
    expect(await read('ok,1\n"never closed,3\n')).toEqual([
      { line: 1, fields: ['ok', '1'] },
      { line: 2, fields: ['never closed,3\n'], problem: 'A quoted field is not closed before the end of the file' },
    ]);
  });

  it('refuses binary files and rows longer than the limit', async () => {
    await expect(read(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2]))).rejects.toThrow(/Excel workbook/);
    await expect(read(Buffer.from('abc\u0000def'))).rejects.toThrow(UnreadableFile);
    await expect(read(`ok\n"${'x'.repeat(2000)}`, 64, 1024)).rejects.toThrow(/row starting on line 2 is longer than 1 KB/);
    await expect(read('x'.repeat(2000), 64, 1024)).rejects.toThrow(/row starting on line 1 is longer than 1 KB/);
  });

  it('reads the same records whatever the chunks: whole lines at once or byte by byte', async () => {
    // A long first line, so that the NUL further on is a bad row rather than a binary file.
    const first = 'x'.repeat(5000);
    const text = `${first}\r\nplain,row,é\r\n\r\n"quoted, field",x\r\nlast,"two\nlines"\r\nnul\u0000,y\r\n,,\r\n\r\nend`;
    const whole = await read(text, text.length * 2, 8192);
    expect(whole).toEqual(await read(text, 1, 8192));
    expect(whole).toEqual(await read(text, 5, 8192));
    expect(whole.slice(0, 4)).toEqual([
      { line: 1, fields: [first] },
      { line: 2, fields: ['plain', 'row', 'é'] },
      { line: 4, fields: ['quoted, field', 'x'] },
      { line: 5, fields: ['last', 'two\nlines'] },
    ]);
    expect(whole[4]).toMatchObject({ line: 7, problem: 'The row holds a NUL character (binary data)' });
    expect(whole.at(-1)).toEqual({ line: 10, fields: ['end'] });
  });

  it('reads nothing from an empty file', async () => {
    expect(await read('')).toEqual([]);
  });
});
