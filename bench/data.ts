// The generator's pure parts: a seeded random source and the shapes of the rows it makes (emails,
// phones, registrations, VINs, invitation codes, New Zealand postcodes; the names are in
// names.ts), so the same BENCH_SEED always fills the same database. No database access here.
import { vin } from '../server/seed/demo/helpers.ts';

export type Random = () => number;

/** mulberry32: a small, fast, seeded generator of numbers in [0, 1). */
export function seeded(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
export const between = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));
const digits = (random: Random, n: number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join('');
const letters = (random: Random, n: number, alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ') => Array.from({ length: n }, () => pick(random, [...alphabet])).join('');

export const AU_STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;
/** Rough share of owners by state (and New Zealand), most populous first. */
const STATE_WEIGHTS: [string, number][] = [
  ['NSW', 30],
  ['VIC', 25],
  ['QLD', 20],
  ['WA', 10],
  ['SA', 7],
  ['TAS', 2],
  ['ACT', 2],
  ['NT', 1],
  ['NZ', 8],
];

export function state(random: Random): string {
  let roll = random() * 105;
  for (const [name, weight] of STATE_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return name;
  }
  return 'NSW';
}

const DOMAINS_AU = ['example.com.au', 'mail.example.com.au', 'example.net.au', 'example.com'];
const DOMAINS_NZ = ['example.co.nz', 'example.net.nz', 'example.com'];

/** An email that is unique by construction: the person's number is part of it. */
export function email(first: string, last: string, n: number, nz: boolean, random: Random): string {
  const clean = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
  const local = pick(random, [`${clean(first)}.${clean(last)}`, `${clean(first)[0]}${clean(last)}`, `${clean(first)}${clean(last)[0]}`]);
  return `${local}${n}@${pick(random, nz ? DOMAINS_NZ : DOMAINS_AU)}`;
}

/** Mobile numbers shaped as AU `04xx xxx xxx` or NZ `02x xxx xxxx`. */
export const mobile = (random: Random, nz: boolean) =>
  nz ? `02${pick(random, ['1', '2', '7'])} ${digits(random, 3)} ${digits(random, 4)}` : `04${digits(random, 2)} ${digits(random, 3)} ${digits(random, 3)}`;

const AU_AREA: Record<string, string> = { NSW: '02', ACT: '02', VIC: '03', TAS: '03', QLD: '07', WA: '08', SA: '08', NT: '08' };
export const landline = (random: Random, st: string) =>
  st === 'NZ'
    ? `0${pick(random, ['3', '4', '6', '7', '9'])} ${digits(random, 3)} ${digits(random, 4)}`
    : `${AU_AREA[st] ?? '02'} ${digits(random, 4)} ${digits(random, 4)}`;

/** Registration plates in each state's common shape (ABC123, AB12CD, 1ABC234, S123ABC...). */
export function registration(random: Random, st: string): string {
  switch (st) {
    case 'NSW':
      return `${letters(random, 2)}${digits(random, 2)}${letters(random, 2)}`;
    case 'VIC':
      return `${digits(random, 1)}${letters(random, 2)}${digits(random, 1)}${letters(random, 2)}`;
    case 'QLD':
      return `${digits(random, 3)}${letters(random, 3)}`;
    case 'WA':
      return `1${letters(random, 3)}${digits(random, 3)}`;
    case 'SA':
      return `S${digits(random, 3)}${letters(random, 3)}`;
    default:
      return `${letters(random, 3)}${digits(random, 3)}`;
  }
}

/** VIN descriptors and plants of Great Wall lines (positions 4-8 and 11). */
const LINES: [descriptor: string, plant: string][] = [
  ['PA1CC', 'B'],
  ['PA2CC', 'B'],
  ['UH1CD', 'Z'],
  ['UH2CD', 'Z'],
  ['ZD1CE', 'C'],
  ['BH1CF', 'Z'],
  ['GM1CF', 'R'],
];
const FIRST_YEAR = 2020;
const YEARS = 7;

/**
 * The 17-character VIN of the n-th vehicle (n from 0): unique for n below 7,000,000 because the
 * model year and build serial come from n, whatever line is chosen.
 */
export function vinFor(n: number, random: Random): { vin: string; year: number } {
  const [descriptor, plant] = pick(random, LINES);
  const year = FIRST_YEAR + (n % YEARS);
  return { vin: vin(descriptor, year, plant, Math.floor(n / YEARS)), year };
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** An 8-character invitation code unique to n (a bijective scramble of n below 32^8). */
export function codeFor(n: number): string {
  let x = (BigInt(n) * 2654435761n + 97531n) % 32n ** 8n;
  let out = '';
  for (let i = 0; i < 8; i++) {
    out = CODE_ALPHABET[Number(x % 32n)]! + out;
    x /= 32n;
  }
  return out;
}

const NZ_REGIONS: [first: number, last: number, lat: number, lng: number][] = [
  [600, 2699, -36.85, 174.76],
  [3200, 3299, -37.79, 175.28],
  [3000, 3199, -38.14, 176.25],
  [4100, 4199, -39.49, 176.91],
  [4400, 4499, -40.35, 175.61],
  [5000, 6199, -41.29, 174.78],
  [7000, 7199, -41.27, 173.28],
  [7600, 8099, -43.53, 172.63],
  [9000, 9099, -45.87, 170.5],
  [9800, 9899, -46.41, 168.35],
  [100, 599, -35.72, 174.32],
  [4300, 4399, -39.06, 174.08],
];
const NZ_MAORI_START = [
  'Wai',
  'Roto',
  'Kai',
  'Mata',
  'Pae',
  'Tau',
  'Ara',
  'Hau',
  'Ohi',
  'Te Ana',
  'Rangi',
  'Tara',
  'Pukeko',
  'Whanga',
  'Maunga',
  'Otu',
  'Kawa',
  'Tiri',
];
const NZ_MAORI_END = ['kato', 'rua', 'mea', 'nui', 'iti', 'tapu', 'roa', 'whenua', 'kere', 'tahi', 'hina', 'moana', 'rere', 'wera', 'puni', 'kino'];
const NZ_ENGLISH_START = ['Mount', 'St', 'Glen', 'Port', 'West', 'East', 'North', 'South', 'Upper', 'Lower', 'New', 'Kings', 'Queens', 'Bell', 'Green'];
const NZ_ENGLISH_END = ['Eden', 'Albert', 'Bay', 'Hills', 'Park', 'Heights', 'Vale', 'Downs', 'Brook', 'Field', 'Haven', 'Wood', 'Ridge', 'Point', 'Flat'];

/** About `count` New Zealand postcode and locality pairs, plausible in shape and place (no package has the real list). */
export function nzPostcodes(count: number, random: Random): { postcode: string; locality: string; lat: number; lng: number }[] {
  const seen = new Set<string>();
  const out: { postcode: string; locality: string; lat: number; lng: number }[] = [];
  while (out.length < count) {
    const [first, last, lat, lng] = pick(random, NZ_REGIONS);
    const postcode = String(between(random, first, last)).padStart(4, '0');
    const locality =
      random() < 0.55 ? `${pick(random, NZ_MAORI_START)}${pick(random, NZ_MAORI_END)}` : `${pick(random, NZ_ENGLISH_START)} ${pick(random, NZ_ENGLISH_END)}`;
    const key = `${postcode}|${locality}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ postcode, locality, lat: lat + (random() - 0.5) * 0.6, lng: lng + (random() - 0.5) * 0.6 });
  }
  return out;
}

/** One CSV field as COPY reads it: null is an unquoted empty field, text is always quoted. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = value instanceof Date ? value.toISOString() : String(value);
  return `"${text.replace(/"/g, '""')}"`;
}

export const csvLine = (row: unknown[]) => `${row.map(csvField).join(',')}\n`;

/** Paint codes of the demo models, for the vehicles and the owner file. */
export const COLOURS = ['WT01', 'WT03', 'BK01', 'BK02', 'GY01', 'GY03', 'BU01', 'BU02', 'RD01', 'RD02', 'GN01', 'OR01'];
