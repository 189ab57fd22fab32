// Money is stored as integer cents and shown as dollars with two decimals (docs/decisions.md Data).

const DOLLARS = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 123456 → "$1,234.56"; nothing for a missing amount. */
export const formatMoney = (cents: unknown): string => (typeof cents === 'number' && Number.isFinite(cents) ? DOLLARS.format(cents / 100) : '');
