// Reads CSV from a stream of bytes with papaparse (RFC 4180: commas, double quotes, quotes doubled
// inside quotes, line breaks inside quoted fields; lines ended by CRLF, LF or CR, as the file's first
// line ends), one record at a time with the line it starts on, so a file of any size is never held
// whole. Each chunk's complete rows are parsed at once (papaparse splits a chunk with no quote on
// its line breaks and commas); the row a chunk cuts waits for the next. Text is UTF-8 or
// Windows-1252 (csv-text.ts). What cannot be a CSV file at all (binary data, a row longer than any
// real one) stops the reading with an UnreadableFile.
import Papa from 'papaparse';
import { refuseBinary, textDecoder, UnreadableFile } from './csv-text.ts';

export { UnreadableFile } from './csv-text.ts';

export interface CsvRecord {
  /** The line of the file the record starts on (1-based; a quoted line break makes records span lines). */
  line: number;
  fields: string[];
  /** Why the record is malformed, when it is: the rest of the file is still read. */
  problem?: string;
}

export interface CsvOptions {
  /** Longest record accepted, in characters: past it the file is refused (an unclosed quote swallowing the file, or no line breaks at all). */
  maxRecordBytes: number;
  /** Told when the file had to be read as Windows-1252. */
  onWindows1252?: () => void;
}

/** papaparse's malformed rows, in our words. */
const PROBLEMS: Record<string, string> = {
  InvalidQuotes: 'A quoted field has text after its closing quote',
  MissingQuotes: 'A quoted field is not closed before the end of the file',
};

/** The file's line break: the first line's, quoted line breaks aside. */
function lineBreakOf(text: string): '\r\n' | '\n' | '\r' | undefined {
  const unquoted = text.replace(/"[^"]*"/g, '');
  const at = unquoted.search(/[\r\n]/);
  if (at === -1) return undefined;
  if (unquoted[at] === '\n') return '\n';
  return at + 1 < unquoted.length ? (unquoted[at + 1] === '\n' ? '\r\n' : '\r') : undefined;
}

/** The line breaks inside a row's fields (quoted ones), which the row's lines add to its one. */
function breaksWithin(fields: string[]): number {
  let breaks = 0;
  for (const field of fields) if (field.includes('\n') || field.includes('\r')) breaks += field.match(/\r\n|\r|\n/g)!.length;
  return breaks;
}

export async function* readCsv(source: AsyncIterable<Buffer>, options: CsvOptions): AsyncGenerator<CsvRecord> {
  const decoder = textDecoder(options.onWindows1252);
  let parser: Papa.Parser | undefined;
  /** The text of the row the last chunk cut, and the line it starts on. */
  let pending = '';
  let line = 1;
  let first = true;

  /** The complete rows of `text` (all of it at the end of the file) as records; what is left waits in `pending`. */
  function* parse(text: string, last: boolean): Generator<CsvRecord> {
    const lineBreak = lineBreakOf(text);
    if (!parser && (lineBreak || last)) parser = new Papa.Parser({ delimiter: ',', newline: lineBreak ?? '\n', quoteChar: '"' });
    if (!parser) {
      pending = text;
      return;
    }
    const { data, errors, meta } = parser.parse(text, 0, !last) as { data: string[][]; errors: Papa.ParseError[]; meta: Papa.ParseMeta };
    pending = last ? '' : text.slice(meta.cursor);
    const problems = new Map<number, string>();
    for (const { row, code, message } of errors) {
      // A row's first problem is its reason; one past the rows is the cut row's, met again with the next chunk.
      if (row !== undefined && row < data.length && !problems.has(row)) problems.set(row, PROBLEMS[code] ?? message);
    }
    // Quoted line breaks and NULs are looked for only in text that holds them.
    const quoted = text.includes('"');
    const nul = text.includes('\0');
    for (let i = 0; i < data.length; i++) {
      const fields = data[i]!;
      const start = line;
      line += 1 + (quoted ? breaksWithin(fields) : 0);
      // A blank line (or one of spaces, or a stray line break of another kind) is no record; the line count still moves on.
      if (fields.length === 1 && fields[0]!.trim() === '') continue;
      const problem = problems.get(i) ?? (nul && fields.some((field) => field.includes('\0')) ? 'The row holds a NUL character (binary data)' : undefined);
      yield problem ? { line: start, fields, problem } : { line: start, fields };
    }
  }

  for await (const chunk of source) {
    let bytes = chunk;
    if (first) {
      refuseBinary(chunk);
      first = false;
      // A byte order mark says UTF-8; it is not part of the first field.
      if (chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) bytes = chunk.subarray(3);
    }
    yield* parse(pending + decoder.next(bytes), false);
    if (pending.length > options.maxRecordBytes) {
      throw new UnreadableFile(
        `The row starting on line ${line} is longer than ${Math.round(options.maxRecordBytes / 1024)} KB: is a quote left open, or is this not a CSV file?`,
      );
    }
  }
  const rest = pending + decoder.end();
  if (rest) yield* parse(rest, true);
}
