import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { accessOf, entersBackOffice, opensPath, SECTIONS, sectionOf } from './back-office-sections.ts';
import { GENERIC_SCREENS } from './generated/screen-paths.ts';

const FEATURES = resolve(import.meta.dirname, '../admin/src/features');

describe("the back office's sections", () => {
  it('hold each path once, in the route table order, with every generic screen', () => {
    const paths = SECTIONS.map((s) => s.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.slice(0, 4)).toEqual(['/dashboard', '/dealers', '/models', '/modelsspecs']);
    for (const screen of GENERIC_SCREENS) expect(paths, screen.path).toContain(screen.path);
  });

  it('name only hand-built pages that exist', () => {
    for (const { page, record } of SECTIONS) {
      for (const name of [page, record].filter((n): n is string => typeof n === 'string')) {
        expect(existsSync(`${FEATURES}/${name}.tsx`), name).toBe(true);
      }
    }
  });

  it('find the section of a path, a record of it, and nothing deeper', () => {
    expect(sectionOf('/marketing')?.label).toBe('Marketing');
    expect(sectionOf('/dealers/12')?.path).toBe('/dealers');
    expect(sectionOf('/models/3/')?.path).toBe('/models');
    expect(sectionOf('/loadusers')).toMatchObject({ label: 'Bulk load portal users', inDrawer: false });
    expect(sectionOf('/colours/3')).toBeUndefined();
    expect(sectionOf('/dealers/1/extra')).toBeUndefined();
  });
});

describe('who opens a section', () => {
  it('lets an administrator open every path, and dealer staff their bookings and their dealer but not its record page', () => {
    for (const { path } of SECTIONS) expect(opensPath('ADMIN', path), path).toBe(true);
    expect(SECTIONS.filter((s) => opensPath('DEALER', s.path)).map((s) => s.path)).toEqual(['/dealers', '/vehicleservices']);
    expect(opensPath('dealer', '/vehicleservices/')).toBe(true);
    expect(opensPath('DEALER', '/dealers/12')).toBe(false);
    expect(opensPath('ADMIN', '/dealers/12')).toBe(true);
    expect([opensPath('USER', '/vehicleservices'), opensPath(undefined, '/dealers'), opensPath('DEALER', '/nowhere')]).toEqual([false, false, false]);
  });

  it('says what each role may do there', () => {
    const bookings = sectionOf('/vehicleservices')!;
    expect([accessOf(bookings, 'ADMIN'), accessOf(bookings, 'DEALER'), accessOf(sectionOf('/dealers')!, 'DEALER'), accessOf(bookings, 'USER')]).toEqual([
      'all',
      'act',
      'read',
      undefined,
    ]);
    expect([entersBackOffice('ADMIN'), entersBackOffice('DEALER'), entersBackOffice('USER'), entersBackOffice('API')]).toEqual([true, true, false, false]);
  });
});
