import { describe, expect, it } from 'vitest';
import { monthsAfter, nextService } from './next-service.ts';

const BOTH = { months: 12, km: 15000 };

describe('monthsAfter', () => {
  it('keeps the day of the month', () => {
    expect(monthsAfter('2025-03-14', 12)).toBe('2026-03-14');
    expect(monthsAfter('2025-11-20', 3)).toBe('2026-02-20');
  });

  it('lands on 29 February in a leap year and on the 28th in a common one', () => {
    expect(monthsAfter('2023-08-29', 6)).toBe('2024-02-29');
    expect(monthsAfter('2024-08-29', 6)).toBe('2025-02-28');
    expect(monthsAfter('2024-02-29', 12)).toBe('2025-02-28');
  });

  it('takes the last day of a shorter month', () => {
    expect(monthsAfter('2025-01-31', 3)).toBe('2025-04-30');
  });

  it('reads a booking date with its time as its day', () => {
    expect(monthsAfter('2025-06-30 23:30', 6)).toBe('2025-12-30');
  });

  it('answers null for a date that is not one', () => {
    expect(monthsAfter('2025-02-30', 1)).toBeNull();
    expect(monthsAfter('soon', 1)).toBeNull();
  });
});

describe('nextService', () => {
  it('counts from the last completed service: its date plus the months, its odometer plus the km', () => {
    expect(nextService(BOTH, { date: '2026-05-04 09:00', odometer: 20500 }, '2024-01-10')).toEqual({ due_date: '2027-05-04', due_km: 35500 });
  });

  it('counts from the registration date and 0 km with no completed service', () => {
    expect(nextService(BOTH, null, '2024-01-10')).toEqual({ due_date: '2025-01-10', due_km: 15000 });
  });

  it('answers null when the model has no interval', () => {
    expect(nextService({ months: null, km: null }, null, '2024-01-10')).toBeNull();
  });

  it('gives only the part of the interval the model has', () => {
    expect(nextService({ months: 6, km: null }, { date: '2023-08-29', odometer: 9000 }, null)).toEqual({ due_date: '2024-02-29', due_km: null });
    expect(nextService({ months: null, km: 10000 }, null, '2024-01-10')).toEqual({ due_date: null, due_km: 10000 });
  });

  it('has no due date when nothing says where to count from', () => {
    expect(nextService(BOTH, null, null)).toEqual({ due_date: null, due_km: 15000 });
  });
});
