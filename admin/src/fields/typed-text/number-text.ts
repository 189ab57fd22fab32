// Numbers typed as text. What parses becomes the number; what does not stays the raw text, so
// our validator reports the schema's own type message ("The price must be a number") rather
// than the input silently dropping it.

type Parsed = number | string | undefined;

const clean = (text: string) => text.trim().replace(/[$,\s]/g, '');

/** Dollars typed ("1,234.5", "$12") → integer cents; empty → undefined. */
export function parseDollars(text: string): Parsed {
  const value = clean(text);
  if (!value) return undefined;
  return /^-?\d+(\.\d*)?$|^-?\.\d+$/.test(value) ? Math.round(Number(value) * 100) : text;
}

/** Cents → "1234.50" for the input; raw text stays as typed. */
export const showDollars = (value: unknown): string => (typeof value === 'number' ? (value / 100).toFixed(2) : typeof value === 'string' ? value : '');

/** A whole number typed → the number; empty → undefined. */
export function parseWhole(text: string): Parsed {
  const value = clean(text);
  if (!value) return undefined;
  return /^-?\d+$/.test(value) ? Number(value) : text;
}

export const showWhole = (value: unknown): string => (value == null ? '' : String(value));
