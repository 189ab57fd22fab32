// How the back office words numbers and labels in its text. Money and dates have their own
// formatting in fields/money and fields/date.

const NUMBER = new Intl.NumberFormat('en-AU');

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export const formatNumber = (value: unknown): string => (isNumber(value) ? NUMBER.format(value) : value == null ? '' : String(value));

/** A total as a count (1,204) or, when it is the server's estimate, as one ("about 1,000,000"). */
export const formatTotal = (value: number, estimated: boolean): string => (estimated ? `about ${formatNumber(value)}` : formatNumber(value));

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
