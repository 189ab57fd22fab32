// How the back office shows stored values (docs/back-office.md 9; docs/decisions.md Data): money is
// integer cents shown as dollars with two decimals, dates DD/MM/YYYY, times in local 24-hour.
import dayjs from 'dayjs';

const DOLLARS = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const NUMBER = new Intl.NumberFormat('en-AU');

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** 123456 → "$1,234.56"; nothing for a missing amount. */
export const formatMoney = (cents: unknown): string => (isNumber(cents) ? DOLLARS.format(cents / 100) : '');

export const formatNumber = (value: unknown): string => (isNumber(value) ? NUMBER.format(value) : value == null ? '' : String(value));

/** "2026-03-05" → "05/03/2026", read as written: a stored date has no time zone to shift it. */
export function formatDate(value: unknown): string {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value == null ? '' : String(value);
}

/** An instant in the viewer's local time, "05/03/2026 14:07". */
export function formatDateTime(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  const instant = dayjs(value);
  return instant.isValid() ? instant.format('DD/MM/YYYY HH:mm') : value;
}

const ORDINAL_SUFFIXES: Record<number, string> = { 1: 'st', 2: 'nd', 3: 'rd' };

/** 1 → "1st", 2 → "2nd", 3 → "3rd", 4 → "4th"; 11, 12 and 13 end "th" in every hundred (111th). */
export function ordinal(value: unknown): string {
  if (!isNumber(value)) return value == null ? '' : String(value);
  const teen = Math.floor(value / 10) % 10 === 1;
  return `${value}${(!teen && ORDINAL_SUFFIXES[value % 10]) || 'th'}`;
}

/** "a colour", "an accessory", "a user": the article a label needs in "Add a …" (a "u" said "you" takes "a"). */
export const withArticle = (noun: string): string => `${/^(?:[aeio]|u(?!s|ni))/i.test(noun) ? 'an' : 'a'} ${noun}`;

/** A label inside a sentence: "Vehicle configurations" → "vehicle configurations", but "CRM owners" and "API Keys" keep their acronyms ("CRM owners", "API keys"). */
export const inSentence = (label: string): string =>
  label.replace(/\b\p{L}+\b/gu, (word) => (word.length > 1 && word === word.toUpperCase() ? word : word.toLowerCase()));
