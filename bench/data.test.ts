import { describe, expect, it } from 'vitest';
import { codeFor, csvField, csvLine, email, mobile, nzPostcodes, registration, seeded, state, vinFor } from './data.ts';

describe('the seeded random source', () => {
  it('gives the same numbers for the same seed, in [0, 1)', () => {
    const a = seeded(42);
    const b = seeded(42);
    const first = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(first);
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
    expect(seeded(43)()).not.toBe(first[0]);
  });
});

describe('row shapes', () => {
  const random = seeded(7);

  it('makes 17-character VINs, unique by vehicle number, with a valid check digit', () => {
    const vins = Array.from({ length: 20_000 }, (_, n) => vinFor(n, random).vin);
    expect(new Set(vins).size).toBe(vins.length);
    for (const vin of vins.slice(0, 50)) {
      expect(vin).toMatch(/^LGW[A-HJ-NPR-Z0-9]{14}$/);
      const values: Record<string, number> = Object.fromEntries(
        [...'ABCDEFGHJKLMNPRSTUVWXYZ'].map((c, i) => [c, [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9][i]!]),
      );
      const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
      const sum = [...vin].reduce((t, c, i) => t + (/\d/.test(c) ? Number(c) : values[c]!) * weights[i]!, 0);
      expect(vin[8]).toBe(sum % 11 === 10 ? 'X' : String(sum % 11));
    }
    expect(vinFor(8, random).year).toBe(2021);
  });

  it("makes registrations in each state's shape", () => {
    expect(registration(random, 'NSW')).toMatch(/^[A-Z]{2}\d{2}[A-Z]{2}$/);
    expect(registration(random, 'VIC')).toMatch(/^\d[A-Z]{2}\d[A-Z]{2}$/);
    expect(registration(random, 'QLD')).toMatch(/^\d{3}[A-Z]{3}$/);
    expect(registration(random, 'WA')).toMatch(/^1[A-Z]{3}\d{3}$/);
    expect(registration(random, 'SA')).toMatch(/^S\d{3}[A-Z]{3}$/);
    expect(registration(random, 'NZ')).toMatch(/^[A-Z]{3}\d{3}$/);
  });

  it('makes emails unique by person number and phones in the local shape', () => {
    expect(email("O'Brien", 'Te Whare', 12, true, random)).toMatch(/^[a-z.]+12@[a-z.]+$/);
    expect(mobile(random, false)).toMatch(/^04\d\d \d{3} \d{3}$/);
    expect(mobile(random, true)).toMatch(/^02[127] \d{3} \d{4}$/);
    expect(['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT', 'NZ']).toContain(state(random));
  });

  it('makes invitation codes that are unique and read aloud safely', () => {
    const codes = Array.from({ length: 50_000 }, (_, n) => codeFor(n + 1));
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((c) => /^[A-HJ-NP-Z2-9]{8}$/.test(c))).toBe(true);
  });

  it('makes distinct New Zealand postcode and locality pairs in New Zealand', () => {
    const places = nzPostcodes(2000, random);
    expect(places).toHaveLength(2000);
    expect(new Set(places.map((p) => `${p.postcode}|${p.locality}`)).size).toBe(2000);
    expect(places.every((p) => /^\d{4}$/.test(p.postcode) && p.lat < -34 && p.lat > -47.5 && p.lng > 166 && p.lng < 179)).toBe(true);
  });
});

describe('CSV for COPY', () => {
  it('leaves null unquoted and empty, quotes text and doubles its quotes', () => {
    expect(csvLine([1, null, 'O"Brien, Jr', true, '', new Date('2026-01-02T03:04:05Z')])).toBe('1,,"O""Brien, Jr",true,"","2026-01-02T03:04:05.000Z"\n');
    expect(csvField(undefined)).toBe('');
  });
});
