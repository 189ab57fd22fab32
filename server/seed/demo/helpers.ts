// Small pure helpers the demo modules share: stable content ids, VINs with a real check digit,
// distances for postcode allocation, opening hours and date arithmetic.
import { createHash } from 'node:crypto';

/** A UUID-shaped id derived from a seed, so content ids stay the same on every load. */
export function acousticId(seed: string): string {
  const hex = createHash('sha256').update(`acoustic:${seed}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

// ISO 3779: letters transliterate to digits, positions carry weights, position 9 checks the rest.
const VIN_VALUES: Record<string, number> = Object.fromEntries(
  [...'ABCDEFGHJKLMNPRSTUVWXYZ'].map((c, i) => [c, [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9][i]!]),
);
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const MODEL_YEAR_CODES: Record<number, string> = { 2020: 'L', 2021: 'M', 2022: 'N', 2023: 'P', 2024: 'R', 2025: 'S', 2026: 'T', 2027: 'V' };

/** A 17-character VIN: Great Wall's WMI, the line's descriptor, check digit, model year, plant, serial. */
export function vin(descriptor: string, year: number, plant: string, serial: number): string {
  const body = `LGW${descriptor}0${MODEL_YEAR_CODES[year] ?? 'T'}${plant}${String(serial).padStart(6, '0')}`;
  if (body.length !== 17) throw new Error(`VIN descriptor "${descriptor}" must be 5 characters`);
  const sum = [...body].reduce((total, c, i) => total + (/\d/.test(c) ? Number(c) : VIN_VALUES[c]!) * VIN_WEIGHTS[i]!, 0);
  const check = sum % 11 === 10 ? 'X' : String(sum % 11);
  return `${body.slice(0, 8)}${check}${body.slice(9)}`;
}

/** Great-circle distance in kilometres. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export type DealerHours = { day: (typeof WEEKDAYS)[number]; open: string; close: string }[];

/**
 * Opening hours Monday to Sunday from weekday, Saturday and Sunday times. A day given as a word
 * ("Closed", "By Appointment Only") repeats it in open and close, which is how the screens read it.
 */
export function openingHours(weekday: [string, string], saturday: [string, string] | string, sunday: [string, string] | string = 'Closed'): DealerHours {
  const pair = (value: [string, string] | string) => (typeof value === 'string' ? { open: value, close: value } : { open: value[0], close: value[1] });
  return WEEKDAYS.map((day) => ({ day, ...pair(day === 'Saturday' ? saturday : day === 'Sunday' ? sunday : weekday) }));
}

/** A moment some days (and hours) before `now`: demo activity stays recent whenever the data is loaded. */
export function daysBefore(now: Date, days: number, hours = 0): Date {
  return new Date(now.getTime() - (days * 24 + hours) * 3_600_000);
}
