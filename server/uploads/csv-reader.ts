// Reads CSV (RFC 4180: commas, double quotes, quotes doubled inside quotes, line breaks inside
// quoted fields, CRLF, LF or CR) from a stream of bytes, one record at a time and with the line it
// starts on, so a file of any size is never held whole. Text is UTF-8, or Windows-1252 once a
// field is not valid UTF-8 (a dealer system's "Zoë"). What cannot be a CSV file at all (binary
// data, a row longer than any real one) stops the reading with an UnreadableFile. Most lines of a
// real file hold no quote: such a line, whole within a chunk, is split on its commas at once (found
// by the buffer's native searches); the others are read byte by byte, to the same records.
import { isUtf8 } from 'node:buffer';

export interface CsvRecord {
  /** The line of the file the record starts on (1-based; a quoted line break makes records span lines). */
  line: number;
  fields: string[];
  /** Why the record is malformed, when it is: the rest of the file is still read. */
  problem?: string;
}

/** The file as a whole cannot be read as CSV: nothing of it should be kept. */
export class UnreadableFile extends Error {}

const QUOTE = 0x22;
const COMMA = 0x2c;
const CR = 0x0d;
const LF = 0x0a;

/** Files people send by mistake, by their first bytes. */
const SIGNATURES: Array<[string, number[]]> = [
  ['an Excel workbook or a zip file: save it as CSV first', [0x50, 0x4b, 0x03, 0x04]],
  ['an Excel 97-2003 workbook: save it as CSV first', [0xd0, 0xcf, 0x11, 0xe0]],
  ['a PDF document', [0x25, 0x50, 0x44, 0x46]],
  ['a PNG picture', [0x89, 0x50, 0x4e, 0x47]],
  ['a JPEG picture', [0xff, 0xd8, 0xff]],
  ['a GIF picture', [0x47, 0x49, 0x46, 0x38]],
  ['a gzip archive', [0x1f, 0x8b]],
];

/** How much of the start is looked at for binary data (NUL bytes do not occur in text). */
const SNIFF_BYTES = 4096;

function refuseBinary(start: Buffer): void {
  for (const [what, magic] of SIGNATURES) {
    if (magic.every((byte, i) => start[i] === byte)) throw new UnreadableFile(`This is not a CSV file: it looks like ${what}.`);
  }
  if (start.subarray(0, SNIFF_BYTES).includes(0)) throw new UnreadableFile('This is not a CSV file: it holds binary data (NUL bytes).');
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
/**
 * Windows-1252 is Latin-1 but for 0x80-0x9F (curly quotes, dashes, the euro sign...). Node's
 * TextDecoder reads the label as Latin-1 alone, so those 32 are mapped here (five are unassigned
 * and kept as their C1 control, as browsers do).
 */
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function windows1252(bytes: Buffer): string {
  let text = '';
  for (const byte of bytes) text += byte >= 0x80 && byte < 0xa0 ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  return text;
}

export interface CsvOptions {
  /** Longest record accepted, in bytes: past it the file is refused (an unclosed quote swallowing the file, or no line breaks at all). */
  maxRecordBytes: number;
  /** Told when a field had to be read as Windows-1252. */
  onWindows1252?: () => void;
}

export async function* readCsv(source: AsyncIterable<Buffer>, options: CsvOptions): AsyncGenerator<CsvRecord> {
  let field = Buffer.allocUnsafe(256);
  let length = 0;
  let high = false;
  let inQuotes = false;
  let afterQuote = false;
  let quoted = false;
  let fields: string[] = [];
  let problem: string | undefined;
  let recordBytes = 0;
  let line = 1;
  let recordLine = 1;
  let previousCr = false;
  let first = true;
  let legacy = false;

  const decode = (): string => {
    if (!high) return field.toString('latin1', 0, length);
    const bytes = field.subarray(0, length);
    if (!legacy) {
      try {
        return utf8.decode(bytes);
      } catch {
        legacy = true;
        options.onWindows1252?.();
      }
    }
    return windows1252(bytes);
  };
  const endField = () => {
    fields.push(decode());
    length = 0;
    high = false;
    quoted = false;
    afterQuote = false;
  };
  const endRecord = (out: CsvRecord[]) => {
    endField();
    // A blank line is no record; the line count still moves on.
    if (!(fields.length === 1 && fields[0] === '' && !problem)) out.push(problem ? { line: recordLine, fields, problem } : { line: recordLine, fields });
    fields = [];
    problem = undefined;
    recordBytes = 0;
    recordLine = line;
  };
  const append = (byte: number) => {
    if (length === field.length) {
      const bigger = Buffer.allocUnsafe(field.length * 2);
      field.copy(bigger, 0, 0, length);
      field = bigger;
    }
    field[length++] = byte;
    if (byte >= 0x80) high = true;
  };

  for await (const chunk of source) {
    let start = 0;
    if (first) {
      refuseBinary(chunk);
      first = false;
      // A byte order mark says UTF-8; it is not part of the first field.
      if (chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) start = 3;
    }
    const out: CsvRecord[] = [];
    // Where the next quote, CR and NUL of the chunk are (searched again only once passed): what
    // keeps a line from the fast path, found by native searches rather than byte by byte.
    let nextQuote = -1;
    let nextCr = -1;
    let nextNul = -1;
    const after = (found: number, byte: number, from: number) => {
      if (found >= from) return found;
      const at = chunk.indexOf(byte, from);
      return at === -1 ? Infinity : at;
    };
    for (let i = start; i < chunk.length; i++) {
      // The fast path: a whole line of the chunk, at the start of a record, with no quote, NUL or
      // lone CR, in UTF-8, is split on its commas at once; anything else goes byte by byte below.
      if (!legacy && !previousCr && length === 0 && fields.length === 0 && !quoted && !inQuotes && !afterQuote) {
        const lf = chunk.indexOf(LF, i);
        if (lf !== -1 && lf - i < options.maxRecordBytes) {
          nextQuote = after(nextQuote, QUOTE, i);
          nextCr = after(nextCr, CR, i);
          nextNul = after(nextNul, 0, i);
          const end = nextCr === lf - 1 ? lf - 1 : lf;
          if (nextQuote > lf && nextNul > lf && (nextCr > lf || nextCr === lf - 1) && isUtf8(chunk.subarray(i, end))) {
            line++;
            // A blank line is no record; the line count still moves on.
            if (end > i) out.push({ line: recordLine, fields: chunk.toString('utf8', i, end).split(',') });
            recordLine = line;
            i = lf;
            continue;
          }
        }
      }
      const byte = chunk[i]!;
      const lfOfCrlf = byte === LF && previousCr;
      if (byte === LF ? !previousCr : byte === CR) line++;
      previousCr = byte === CR;
      if (++recordBytes > options.maxRecordBytes) {
        throw new UnreadableFile(
          `The row starting on line ${recordLine} is longer than ${Math.round(options.maxRecordBytes / 1024)} KB: is a quote left open, or is this not a CSV file?`,
        );
      }
      if (byte === 0) problem ??= 'The row holds a NUL character (binary data)';
      if (inQuotes) {
        if (byte !== QUOTE) append(byte);
        else {
          inQuotes = false;
          afterQuote = true;
        }
        continue;
      }
      if (afterQuote && byte === QUOTE) {
        // A doubled quote inside a quoted field is one quote.
        append(QUOTE);
        inQuotes = true;
        afterQuote = false;
        continue;
      }
      if (byte === COMMA) {
        endField();
        continue;
      }
      if (byte === CR || byte === LF) {
        // The LF of a CRLF that already ended the record.
        if (lfOfCrlf && length === 0 && fields.length === 0 && !quoted) {
          recordBytes = 0;
          recordLine = line;
          continue;
        }
        endRecord(out);
        continue;
      }
      if (byte === QUOTE && length === 0 && !quoted) {
        inQuotes = true;
        quoted = true;
        continue;
      }
      if (afterQuote) {
        problem ??= 'A quoted field has text after its closing quote';
        afterQuote = false;
      }
      append(byte);
    }
    for (const record of out) yield record;
  }
  if (first) return;
  if (inQuotes) problem ??= 'A quoted field is not closed before the end of the file';
  if (length > 0 || fields.length > 0 || quoted || problem) {
    const out: CsvRecord[] = [];
    endRecord(out);
    yield* out;
  }
}
