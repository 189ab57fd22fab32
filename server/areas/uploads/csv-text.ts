// A CSV file's bytes as text, chunk by chunk: UTF-8, or Windows-1252 from the first chunk that is
// not valid UTF-8 (a dealer system's "Zoë" saved by Excel on Windows). A character cut by a chunk's
// end is kept for the next. Also what cannot be a CSV file at all, by its first bytes.
import { isUtf8 } from 'node:buffer';

/** The file as a whole cannot be read as CSV: nothing of it should be kept. */
export class UnreadableFile extends Error {}

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

export function refuseBinary(start: Buffer): void {
  for (const [what, magic] of SIGNATURES) {
    if (magic.every((byte, i) => start[i] === byte)) throw new UnreadableFile(`This is not a CSV file: it looks like ${what}.`);
  }
  if (start.subarray(0, SNIFF_BYTES).includes(0)) throw new UnreadableFile('This is not a CSV file: it holds binary data (NUL bytes).');
}

/**
 * Windows-1252 is Latin-1 but for 0x80-0x9F (curly quotes, dashes, the euro sign...). Node's
 * TextDecoder reads the label as Latin-1 alone, so those 32 are mapped here (five are unassigned
 * and kept as their C1 control, as browsers do).
 */
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

const windows1252 = (bytes: Buffer) => bytes.toString('latin1').replace(/[\x80-\x9f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80]!);

/** Where a UTF-8 character cut by the end of `bytes` starts (its length when none is cut). */
function wholeCharacters(bytes: Buffer): number {
  let start = bytes.length - 1;
  while (start >= 0 && bytes.length - start < 4 && (bytes[start]! & 0xc0) === 0x80) start--;
  if (start < 0) return bytes.length;
  const lead = bytes[start]!;
  const length = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
  return start + length > bytes.length ? start : bytes.length;
}

export function textDecoder(onWindows1252?: () => void) {
  let carried = Buffer.alloc(0);
  let legacy = false;
  const decode = (bytes: Buffer, last: boolean): string => {
    if (legacy) return windows1252(bytes);
    const all = carried.length ? Buffer.concat([carried, bytes]) : bytes;
    const whole = last ? all.length : wholeCharacters(all);
    if (isUtf8(all.subarray(0, whole))) {
      carried = Buffer.from(all.subarray(whole));
      return all.toString('utf8', 0, whole);
    }
    legacy = true;
    carried = Buffer.alloc(0);
    onWindows1252?.();
    return windows1252(all);
  };
  return {
    /** The text of the next chunk. */
    next: (chunk: Buffer) => decode(chunk, false),
    /** What was kept of a cut character, at the end of the file. */
    end: () => (carried.length ? decode(Buffer.alloc(0), true) : ''),
  };
}
