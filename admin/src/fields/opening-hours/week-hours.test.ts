import { describe, expect, it } from 'vitest';
import { daysOf, emptyWeek, storedOf } from './week-hours.ts';

describe('a week of opening hours', () => {
  it('reads every weekday from what is kept: open with its times, closed or by appointment, a day not kept open with none', () => {
    const days = daysOf([
      { day: 'Monday', open: '08:00', close: '17:00' },
      { day: 'Saturday', open: 'By Appointment Only', close: 'By Appointment Only' },
      { day: 'Sunday', open: 'closed all day', close: '' },
    ]);
    expect(days.map((d) => [d.day, d.kind, d.open, d.close])).toEqual([
      ['Monday', 'open', '08:00', '17:00'],
      ['Tuesday', 'open', '', ''],
      ['Wednesday', 'open', '', ''],
      ['Thursday', 'open', '', ''],
      ['Friday', 'open', '', ''],
      ['Saturday', 'appointment', '', ''],
      ['Sunday', 'closed', '', ''],
    ]);
  });

  it('keeps a day that is not open as its word in both times', () => {
    const days = daysOf(undefined).map((d) =>
      d.day === 'Sunday' ? { ...d, kind: 'closed' as const } : d.day === 'Saturday' ? { ...d, kind: 'appointment' as const } : d,
    );
    const stored = storedOf(days);
    expect(stored[5]).toEqual({ day: 'Saturday', open: 'By Appointment Only', close: 'By Appointment Only' });
    expect(stored[6]).toEqual({ day: 'Sunday', open: 'Closed', close: 'Closed' });
    expect(stored[0]).toEqual({ day: 'Monday', open: '', close: '' });
  });

  it('starts a new week with every day open and no times', () => {
    expect(emptyWeek()).toHaveLength(7);
    expect(emptyWeek().every((d) => d.open === '' && d.close === '')).toBe(true);
  });
});
