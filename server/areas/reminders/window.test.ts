import { describe, expect, it } from 'vitest';
import { dueDatesRemindedOn, reminderKind } from './window.ts';

// 2 April 2026: 30 days before is 3 March, 14 days after is 16 April, 60 days after is 1 June.
const DUE = '2026-04-02';

describe('when a service reminder goes out', () => {
  it('sends the one before from 30 days ahead up to the due date itself', () => {
    expect(reminderKind(DUE, '2026-03-02')).toBeUndefined();
    expect(reminderKind(DUE, '2026-03-03')).toBe('before');
    expect(reminderKind(DUE, '2026-03-20')).toBe('before');
    expect(reminderKind(DUE, DUE)).toBe('before');
  });

  it('sends none in the fortnight after the due date, and none before once the date has passed', () => {
    expect(reminderKind(DUE, '2026-04-03')).toBeUndefined();
    expect(reminderKind(DUE, '2026-04-15')).toBeUndefined();
  });

  it('sends the one after from 14 days after the due date, catching up for up to 60 days', () => {
    expect(reminderKind(DUE, '2026-04-16')).toBe('after');
    expect(reminderKind(DUE, '2026-05-20')).toBe('after');
    expect(reminderKind(DUE, '2026-06-01')).toBe('after');
    expect(reminderKind(DUE, '2026-06-02')).toBeUndefined();
  });

  it('counts across a leap day as a calendar does', () => {
    expect(reminderKind('2028-03-01', '2028-01-31')).toBe('before');
    expect(reminderKind('2028-03-01', '2028-01-30')).toBeUndefined();
  });

  it('names the due dates a day can call for, as the job asks the database for them', () => {
    expect(dueDatesRemindedOn('2026-06-01')).toEqual({ from: '2026-04-02', to: '2026-07-01' });
  });
});
