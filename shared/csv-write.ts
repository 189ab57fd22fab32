// CSV that a spreadsheet opens as plain data: RFC 4180 quoting (a cell holding a comma, quote or
// line break is quoted, its quotes doubled), CRLF line ends, and text that a spreadsheet would
// run as a formula (starting with = + - @, or a tab or carriage return) prefixed with ' so it
// shows as written (OWASP, "CSV injection").

const FORMULA_START = /^[=+\-@\t\r]/;

const isScalar = (value: unknown) => value === null || typeof value !== 'object';

/** One value as a cell: dates in ISO 8601, a list of plain values joined by ", ", other objects as JSON. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (Array.isArray(value) && value.every(isScalar)) text = value.map((v) => (v === null ? '' : String(v))).join(', ');
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  if (typeof value !== 'number' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One row, its line end included. */
export const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;
