// Limits of the storage that every layer checks the same way.

/** PostgreSQL's `integer`: ids, counts and cents are stored in it. */
export const INTEGER_RANGE = { minimum: -2147483648, maximum: 2147483647 } as const;

/**
 * Lengths codegen gives a text, a list or a free JSON object that states none in its schema
 * (`maxLength`, `maxItems`, `maxProperties`): nothing a caller sends is unbounded. A schema states
 * its own limit where a field needs more (descriptions) or less (codes, phones).
 */
export const DEFAULT_LIMITS = { text: 255, email: 254, items: 200, properties: 100 } as const;

/**
 * Dates (`format: date` or `date-time`) must fall in these years: PostgreSQL refuses year 0
 * and dates outside this range are typing mistakes in an owner portal. The pattern checks only
 * text shaped like a date, so text that is no date at all gets the format's message alone.
 */
export const DATE_YEARS = { first: 1900, last: 2099, pattern: '^(?!\\d{4}-\\d{2}-\\d{2})|^(19|20)\\d{2}-' } as const;

/**
 * Characters no text may hold: the bidirectional controls (U+202A-202E, U+2066-2069, U+200E-200F,
 * U+061C), which make a name read backwards in an email or a list. As a character class, for the
 * patterns below (ajv runs them with the `u` flag).
 */
const BIDI_CONTROLS = '\\u202a-\\u202e\\u2066-\\u2069\\u200e\\u200f\\u061c';

/**
 * What a one-line text may hold (codegen gives it to every text that is not `x-multiline` and has
 * no format or pattern of its own): no line break, tab, NUL or other control character (C0, DEL
 * and C1), no line or paragraph separator (U+2028-2029), which would split a name in an email's
 * header, a CSV export or a page; no bidirectional control, no zero-width character (U+200B-200D,
 * U+2060, U+FEFF), which hide what a text says; no lone surrogate, which is no character at all (a
 * pair, an emoji say, is one character and passes).
 */
export const ONE_LINE = {
  pattern: `^[^\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029${BIDI_CONTROLS}\\u200b-\\u200d\\u2060\\ufeff\\ud800-\\udfff]*$`,
} as const;

/** What a multi-line text (`x-multiline`) may not hold: the bidirectional controls; line breaks it keeps. */
export const MULTI_LINE = { pattern: `^[^${BIDI_CONTROLS}]*$` } as const;

/** Largest request body read whole (JSON or a plain form); multipart uploads state their own (server/platform/files/multipart.ts). */
export const BODY_BYTES = 1024 * 1024;

/** Most rows one list answer holds, `per_page=-1` ("all") included; past it the answer is paged. */
export const ROWS_PER_ANSWER = 10_000;
