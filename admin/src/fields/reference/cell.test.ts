import { describe, expect, it } from 'vitest';
import { summary } from './cell.tsx';

describe('a nested value in a list cell', () => {
  it('is a record’s name, title or code, else its plain values', () => {
    expect(summary({ name: 'Ocean Blue', code: 'OB' })).toBe('Ocean Blue');
    expect(summary({ code: 'OB' })).toBe('OB');
    expect(summary({ open: '08:00', close: '17:30', days: ['Mon'], note: null })).toBe('08:00 17:30');
  });

  it('is a list’s plain values, its nested ones left out, as a record’s are', () => {
    expect(summary(['H6', 'Jolion', { name: 'Cannon' }, ['x'], null])).toBe('H6 Jolion');
  });

  it('is a plain value as text, and nothing for none', () => {
    expect([summary(12), summary(false), summary(null), summary(undefined)]).toEqual(['12', 'false', '', '']);
  });
});
